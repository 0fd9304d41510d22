// The custom (pretty) forms of ops, each registered by the file of its op
// family (syntax/custom_forms/) with the facts the parser needs about the
// op:
//   - its form (how the text after the op name reads),
//   - its custom-form attribute keys and the spec attribute names they stand
//     for (`dims` -> `broadcast_dimensions`),
//   - its operand count, where the form spells out a fixed number,
//   - whether it is an op of the spec's catalog (spec/ops) or outside it
//     (func, test dialects, ops the spec no longer has).
// Spec ops MLIR prints only in the generic form are declared generic-only.
// tests/syntax/custom_form_registry_test.cpp holds both lists to the catalog.
//
//   HLOREF_CUSTOM_FORM(form, keys, operandCount, catalog, "stablehlo.x", ...)
//   HLOREF_GENERIC_ONLY_OPS("stablehlo.gather", ...)
//
// A name `dialect.*` registers a form for every op of a dialect that has no
// registration of its own (test dialects only).
//
// Every argument is required: a registration cannot leave a fact out.
#pragma once

#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/diagnostic.h"
#include "core/types.h"

namespace hloref::syntax {

struct FormContext;

// A custom-form key and the spec attribute(s) it stands for. Usually one
// attribute of the same name (`dims` -> `broadcast_dimensions`); a key may
// stand for several spec attributes, each held on its own
// (reduce_precision's `format = e5m10`), or held together in one MLIR
// struct attribute (dot_general's `batching_dims` fills
// `dot_dimension_numbers`).
struct AttributeKey {
  std::string key;                     // as the custom form writes it
  std::vector<std::string> specNames;  // the spec's attribute names (spec/ops)
  std::string storedAs;                // the op attribute that holds them ("" when each is its own)
};
// `key` stands for the spec attribute `specName`.
inline AttributeKey keyFor(std::string k, std::string specName) {
  return AttributeKey{std::move(k), {specName}, specName};
}
// `key` stands for several spec attributes, each its own op attribute.
inline AttributeKey keyForEach(std::string k, std::vector<std::string> specNames) {
  return AttributeKey{std::move(k), std::move(specNames), ""};
}
// `key` fills spec attributes that MLIR holds in the struct `storedAs`.
inline AttributeKey keyInStruct(std::string k, std::string storedAs, std::vector<std::string> specNames) {
  return AttributeKey{std::move(k), std::move(specNames), std::move(storedAs)};
}
using AttributeKeys = std::vector<AttributeKey>;
inline const AttributeKeys kNoKeys{};

// How many operands the form spells out.
struct OperandCount {
  std::optional<size_t> fixed;  // none: the form does not fix a count
};
inline OperandCount operands(size_t n) { return OperandCount{n}; }
inline constexpr OperandCount kAnyOperands{};

enum class Catalog {
  kSpecOp,       // an op of spec/ops
  kOutsideSpec,  // func.*, test dialects, ops the spec no longer has
};

// How the text after an op's name reads. The base class reads the plain
// item form `%a, %b, key = value, ... {attrs} : types`, with hooks its
// subclasses override; a form unlike it overrides parse().
class CustomForm {
 public:
  virtual ~CustomForm() = default;
  virtual void parse(FormContext& c) const;
  // The keys the form reads itself (not through `key = value` items): each
  // registration of the form must give their spec names.
  virtual std::vector<std::string> ownKeys() const { return {}; }

 protected:
  // Before the items (compare's direction, composite's name).
  virtual void readPrefix(FormContext& c) const {}
  // Whether `%a, key = value, ...` items follow the prefix.
  virtual bool hasItems() const { return true; }
  // Right after an operand item (slice's `[0:2]`, get_tuple_element's `[1]`).
  virtual void readOperandSuffix(FormContext& c) const {}
  // The value of a `key = value` item.
  virtual void readKeyedItem(FormContext& c, const std::string& key, const Location& at) const;
  // An item that is a bare word (compare's type): an error by default.
  virtual void readBareWord(FormContext& c, const std::string& word, const Location& at) const;
  // The types after `:`, matched to operands and results.
  virtual void readSignature(FormContext& c) const;
  // After a plain type list (tensor.cast's `to T`): true when it read the
  // whole signature.
  virtual bool readTypeListTail(FormContext& c, const std::vector<Type>& types) const { return false; }
  // Matches a plain list of types to the operands and results.
  virtual void matchTypes(FormContext& c, const std::vector<Type>& types, const Location& at) const;

  void readItems(FormContext& c) const;
  void checkOperandCount(FormContext& c) const;
};

// The plain item form, for ops that need nothing else.
const CustomForm& itemsForm();

struct CustomFormRegistration {
  std::string op;
  const CustomForm* form;
  AttributeKeys keys;
  OperandCount operandCount;
  Catalog catalog;
  std::string registeredIn;  // the family file, for messages

  const AttributeKey* findKey(std::string_view key) const {
    for (const AttributeKey& k : keys)
      if (k.key == key) return &k;
    return nullptr;
  }
};

// The registration of `op`, or null.
const CustomFormRegistration* findCustomForm(std::string_view op);
const std::map<std::string, CustomFormRegistration, std::less<>>& customFormRegistrations();
// Op name -> the file that declared it generic-only.
const std::map<std::string, std::string, std::less<>>& genericOnlyOps();
// Ops registered twice (a custom form twice, generic-only twice, or both).
const std::vector<std::string>& duplicateFormRegistrations();

bool registerCustomForms(const CustomForm& form, const AttributeKeys& keys, OperandCount operandCount,
                         Catalog catalog, const char* file, std::initializer_list<const char*> ops);
bool registerGenericOnlyOps(const char* file, std::initializer_list<const char*> ops);

}  // namespace hloref::syntax

#define HLOREF_FORM_CONCAT_INNER(a, b) a##b
#define HLOREF_FORM_CONCAT(a, b) HLOREF_FORM_CONCAT_INNER(a, b)

// Registers `form` for each op named, with the same keys, operand count and
// catalog status.
#define HLOREF_CUSTOM_FORM(form, keys, operandCount, catalog, ...)                                 \
  static const bool HLOREF_FORM_CONCAT(hlorefCustomForm_, __LINE__) =                               \
      ::hloref::syntax::registerCustomForms(form, keys, operandCount, ::hloref::syntax::Catalog::catalog, \
                                            __FILE__, {__VA_ARGS__})

// Declares spec ops that MLIR prints only in the generic form
// (`"stablehlo.gather"(...)`); written with a bare name they read as the
// plain item form.
#define HLOREF_GENERIC_ONLY_OPS(...)                                 \
  static const bool HLOREF_FORM_CONCAT(hlorefGenericOnly_, __LINE__) = \
      ::hloref::syntax::registerGenericOnlyOps(__FILE__, {__VA_ARGS__})
