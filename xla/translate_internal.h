// What the opcode translations (xla/opcodes/*.cpp) share: the translator,
// the per-instruction emitter, readers of HLO attribute syntaxes and
// builders of hloref attributes.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/attribute.h"
#include "core/ir.h"
#include "xla/hlo_text.h"

namespace hloref::xla {

// Reads one attribute value with the syntax its opcode gives it; errors
// point into the value.
class AttrReader {
 public:
  AttrReader(const HloModule& m, const HloAttribute& a);
  Cursor& cursor() { return c_; }
  std::string_view name() const { return name_; }
  std::string_view text() const;

  std::vector<int64_t> intList();                 // {1,2,3}
  std::vector<std::vector<int64_t>> intLists();   // {{0,1},{2,3}}
  int64_t integer();
  bool boolean();                                 // true / false
  double number();                                // 0.001, 1e-05
  std::string_view word();                        // LT, kLoop, rng_uniform
  std::string_view computation();                 // %name or name
  std::vector<std::string_view> computations();   // {%a, %b}
  std::string string();                           // "..."
  // Fails unless the whole value was read.
  void done();
  [[noreturn]] void error(const std::string& message);

 private:
  const HloModule& m_;
  std::string_view name_;
  size_t begin_, end_;
  Cursor c_;
};

class Translator;

// One instruction being translated.
struct Emitter {
  Translator& t;
  Func& func;
  Block& block;
  const HloComputation& comp;
  const HloInstruction& inst;
  std::vector<int> operands;  // slots
  std::vector<Type> operandTypes;
  std::vector<const HloShape*> operandShapes;
  int result = -1;  // the instruction's value: set by the translation

  Location loc() const;
  Location locAt(size_t offset) const;
  const HloAttribute* attr(std::string_view name) const { return inst.attribute(name); }
  // The attribute `name`; missing is an error naming it.
  AttrReader read(std::string_view name) const;
  bool has(std::string_view name) const { return attr(name) != nullptr; }
  // Whole attribute values of the common syntaxes; a missing one is an
  // error naming it, except in the *Or forms.
  std::vector<int64_t> intList(std::string_view name) const;       // {1,2}
  std::vector<int64_t> intListOr(std::string_view name) const;     // {} when absent
  int64_t integer(std::string_view name) const;
  int64_t integerOr(std::string_view name, int64_t otherwise) const;
  bool flag(std::string_view name) const;                          // false when absent
  std::string word(std::string_view name) const;                   // LT, kLoop, rng_uniform
  Type resultType() const { return inst.shape.type(); }
  int newSlot();

  // Appends an op; returns it (its result slots are fresh).
  Op& op(std::string name, std::vector<int> operandSlots, std::vector<Type> types, std::vector<Type> resultTypes);
  // All operands, one result of the instruction's type; sets `result`.
  Op& simple(std::string name);
  // An op with several results: they become the instruction's tuple value.
  Op& multi(std::string name, std::vector<int> operandSlots, std::vector<Type> types);
  // The results of `op` as the instruction's value (a tuple when several).
  void setResults(const Op& op);
  int getTupleElement(int slot, const Type& tupleType, size_t index);
  // A constant of zeros of `type` (the context values of -start ops).
  int zeros(const Type& type);
  // The elements of a tuple value (a `tuple` instruction's operands when it is one).
  std::vector<int> tupleElements(int slot, const Type& tupleType);
  // The region of the computation named by attribute `attrName`, returning `results` values.
  Region region(std::string_view attrName, size_t results);
  // The function symbol of the computation named by attribute `attrName`.
  std::string function(std::string_view attrName);

  void requireOperands(size_t n) const;
  [[noreturn]] void error(const std::string& message) const;
  [[noreturn]] void unsupportedHere(const std::string& what) const;
  void warn(size_t offset, const std::string& message) const;
};

using OpcodeTranslation = void (*)(Emitter& e);
struct OpcodeRegistrar {
  OpcodeRegistrar(std::string_view opcode, OpcodeTranslation fn);
};
const OpcodeTranslation* findOpcode(std::string_view opcode);

#define HLOREF_HLO_CONCAT2(a, b) a##b
#define HLOREF_HLO_CONCAT(a, b) HLOREF_HLO_CONCAT2(a, b)
// HLOREF_HLO_OPCODE("add", translateAdd);
#define HLOREF_HLO_OPCODE(OPCODE, FN) \
  static const ::hloref::xla::OpcodeRegistrar HLOREF_HLO_CONCAT(hlorefOpcode, __LINE__)(OPCODE, FN)

class Translator {
 public:
  Translator(const HloModule& hlo, Module& out) : hlo(hlo), out(out) {}
  void translate();

  const HloModule& hlo;
  Module& out;

  const HloComputation& computation(std::string_view name, size_t at) const;
  // The symbol of the function computation `name` becomes (translated on first use).
  std::string function(std::string_view name, size_t at);
  // Computation `name` as a region of an op in `func` returning `results` values.
  Region region(Func& func, std::string_view name, size_t at, size_t results);
  // Emits the instructions of `comp` into `block`; returns the root's slot.
  int emitBody(Func& func, const HloComputation& comp, Block& block, const std::vector<int>& parameterSlots);
  void warn(size_t offset, const std::string& message);

 private:
  // Computations translate recursively (a call's callee, a reduce's
  // computation): the depth is bounded, as the evaluator bounds calls.
  static constexpr int kMaxNesting = 256;
  struct NestingScope {
    NestingScope(Translator& t, size_t at);
    ~NestingScope() { --t_.nesting_; }
    Translator& t_;
  };
  int nesting_ = 0;
  std::unordered_map<std::string_view, std::string> functions_;
  std::unordered_set<std::string_view> inProgress_;
  std::unordered_set<std::string> symbols_;
  std::vector<int> parametersOf(Func& func, const HloComputation& comp, Block& block, size_t at);
  void noteShardings();
  // Appends the terminator `name` returning the root (its tuple's elements when `flatten`); returns their types.
  std::vector<Type> terminate(Func& func, const HloComputation& comp, Block& block, int root, const char* name, bool flatten);
};

// Attribute builders.
Attribute mlirAttribute(std::string_view text);  // parses MLIR attribute syntax
Attribute i64Array(const std::vector<int64_t>& values);
Attribute boolArray(const std::vector<bool>& values);
Attribute i64Attr(int64_t value);
Attribute boolAttr(bool value);
Attribute stringAttr(std::string value);
Attribute symbolAttr(std::string name);
Attribute f32Attr(double value);
Attribute i64Matrix(const std::vector<std::vector<int64_t>>& rows, int64_t columns);  // dense<..> : tensor<RxCxi64>
std::string listText(const std::vector<int64_t>& v);  // "[1, 2]"

// window={size=3x3 stride=2x2 pad=1_1x0_0 lhs_dilate=1x1 rhs_dilate=1x1
// rhs_reversal=0x1}: omitted fields take their defaults for `rank`
// dimensions (the size's rank when `rank` is negative).
struct Window {
  std::vector<int64_t> size, stride, padLow, padHigh, lhsDilate, rhsDilate;
  std::vector<bool> reversal;
};
Window readWindow(Emitter& e, int64_t rank);
Attribute paddingAttr(const std::vector<int64_t>& low, const std::vector<int64_t>& high);  // dense Nx2

// replica_groups in list or iota form ({} when absent), and as StableHLO's
// attribute (xla/opcodes/collectives.cpp).
std::vector<std::vector<int64_t>> replicaGroups(Emitter& e);
Attribute groupsAttr(const std::vector<std::vector<int64_t>>& groups);

// operand_precision={default,highest} as precision_config, or nullopt.
std::optional<Attribute> precisionConfig(Emitter& e);

// The constant literal of an instruction as a tensor of `type`.
Tensor parseLiteral(const HloModule& m, size_t begin, size_t end, const TensorType& type);

}  // namespace hloref::xla
