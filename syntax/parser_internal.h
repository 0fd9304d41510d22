// The parser behind syntax/parser.h, shared by its units:
//   lexer.{h,cpp}          tokens and locations
//   parse_types.cpp        types, quantized types, element types
//   parse_literals.cpp     dense literals and dense arrays
//   parse_attributes.cpp   attributes, attribute dictionaries, dialect attributes
//   parse_ops.cpp          the generic op form, regions, blocks, functions, modules
//   custom_form.cpp        the plain custom form and the registry
//   custom_forms/*.cpp     the pretty forms, registered per op family
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/ir.h"
#include "core/value.h"
#include "syntax/custom_form_registry.h"
#include "syntax/lexer.h"

namespace hloref::syntax {

class Parser : public Lexer {
 public:
  Parser(std::string_view text, const std::string& file, int firstLine) : Lexer(text, file, firstLine) {}

  std::unique_ptr<Module> parseModuleTop();
  std::vector<Value> parseValueListTop();
  Type parseTypeTop();

  // ---- SSA scopes ----
  void define(const std::string& name, std::vector<int> slots, const Location& l);
  int resolve(const ValueUse& u);
  int newSlot() { return nextSlot_++; }

  // ---- types (parse_types.cpp) ----
  Type parseTypeInternal();
  TensorType parseTensorTypeBody();
  ElementType parseScalarType(std::shared_ptr<const QuantParams>* quant);
  std::shared_ptr<const QuantParams> parseQuantType();
  std::vector<Type> parseTypeListParens();
  std::vector<Type> parseTypeListAngles();  // <T, ...> (tuple, future)
  void parseFunctionalType(std::vector<Type>& inputs, std::vector<Type>& outputs);

  // ---- attributes (parse_attributes.cpp, parse_literals.cpp) ----
  // `typedNumbers`: a number may carry `: type` (generic attribute
  // dictionaries); custom op forms never do, their `:` starts the signature.
  Attribute parseAttribute(bool typedNumbers = true);
  Attribute parseAttributeUntyped(bool typedNumbers = true);
  Attribute parseNumberAttribute(bool typedNumbers);
  AttributeList parseAttributeDict();
  // A `{...}` dictionary if one is next, appended to the op's attributes.
  void parseOptionalAttributeDict(Op& op);
  Attribute parseHashAttribute();
  Attribute parseStructBody(const std::string& name);
  Attribute parseDenseArray();
  Attribute parseDense();
  Attribute parseConvDimensionNumbers();

  // Dense literal elements collected before the type is known.
  struct Literal {
    enum class Kind { Number, Bool, Complex, List } kind;
    std::string text;    // Number
    bool b = false;      // Bool
    std::string re, im;  // Complex
    std::vector<Literal> items;
    Location loc;
  };
  Literal parseLiteral();
  std::shared_ptr<const Tensor> parseHexDenseBody(const TensorType& type, const Location& at, const std::string& hex);
  void fillElement(Tensor& t, int64_t index, const Literal& lit);
  void flattenLiteral(const Literal& lit, const Shape& shape, size_t dim, std::vector<const Literal*>& out,
                      const TensorType& type);

  // ---- Shardy attributes (parse_sdy.cpp) ----
  // After `#` and the attribute's name (`sdy`, `sdy.mesh`, ...), at `<`.
  Attribute parseSdyAttribute(const std::string& name, const Location& at);
  Attribute parseSdyMeshBody();      // after `<`: `["x"=4], device_ids=[..]>`
  Attribute parseSdyShardingBody();  // after `<`: `@mesh, [{"x"}, {}], replicated={..}>`
  Attribute parseSdyShardingList();  // `[<@mesh, [..]>, ...]`
  Attribute parseSdyAxisList(bool namesOnly);  // `{"x", "y":(1)2}`
  Attribute parseSdyAxisRef();

  // ---- ops (parse_ops.cpp) ----
  void parseBlockBody(Block& block, bool allowLabel);
  Region parseRegion(std::vector<std::pair<std::string, Type>> preArgs = {});
  void parseOp(Block& block);
  void parseGenericOpTail(Op& op, std::vector<ValueUse>& uses);
  void parseCustomOp(Op& op, std::vector<ValueUse>& uses, size_t numResults);
  void parseFunc(Module& m);
  // The body of a module up to its closing `}` (or the end of the input
  // for the implicit top-level module): functions, nested modules,
  // module-level ops, aliases.
  void parseModuleBody(Module& m, bool braced);
  void parseModuleLevelOp(Module& m);

 private:
  struct Scope {
    std::map<std::string, std::vector<int>> values;  // name -> slots of its results
  };
  std::vector<Scope> scopes_;
  int nextSlot_ = 0;
  std::map<std::string, Attribute> attributeAliases_;
  std::map<std::string, Type> typeAliases_;
  std::vector<Error> warnings_;
  bool warnedSparse_ = false;
};

// What a custom form reads into: the op, its operand names, and the facts
// its registration gives (none for ops no family registers).
struct FormContext {
  FormContext(Parser& parser, Op& o, std::vector<ValueUse>& u, size_t results,
              const CustomFormRegistration* r)
      : p(parser), op(o), uses(u), numResults(results), registration(r) {}

  Parser& p;
  Op& op;
  std::vector<ValueUse>& uses;
  size_t numResults;
  const CustomFormRegistration* registration;
  std::optional<Type> denseItemType;  // the type of a `dense<..> : T` item

  const std::string& name() const { return op.name; }
  // Stores a `key = value` item under the attribute the registration gives
  // `key` (the key itself when it gives none).
  void setAttr(std::string_view key, Attribute value);
  // A key the form reads itself: its registration must give it (an internal
  // error otherwise; custom_form_registry_test holds them together).
  const AttributeKey& ownKey(std::string_view key) const;
  void setOwnAttr(std::string_view key, Attribute value);
};

// Attribute builders the forms share.
Attribute enumAttribute(const std::string& kind, const std::string& value);
Attribute integerAttribute(int64_t v);
Attribute stringAttribute(const std::string& s);
Attribute i64ArrayAttribute(const std::vector<int64_t>& v);

// Parses an integer literal (decimal or hex) into a 64-bit pattern, checking
// that it fits the type (spec: Constants, is_wellformed).
bool parseIntegerLiteral(const std::string& text, ElementType t, uint64_t* out);

}  // namespace hloref::syntax
