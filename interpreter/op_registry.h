// The table from op names to their definitions. Each op file registers its
// op with HLOREF_OP, stating with the implementation every fact the rest of
// hloref needs about the op (interpreter/op_facts.h). Every fact is
// required: a registration that leaves one out does not compile ("could not
// convert '<brace-enclosed initializer list>()' to 'Required<...>'"), and
// tests/interpreter/op_registry_test.cpp proves that every op of the spec
// is registered. An op missing from the table runs as `unsupported`.
#pragma once

#include <concepts>
#include <string_view>
#include <vector>

#include "core/value.h"
#include "interpreter/op_facts.h"

namespace hloref {

struct OpCall;
using OpEval = std::vector<Value> (*)(OpCall& call);

// A field an aggregate initializer must name: it has no default.
template <class T>
struct Required {
  constexpr Required(T v) : value(v) {}
  template <class U>
    requires std::convertible_to<U, T>
  constexpr Required(const U& v) : value(v) {}
  constexpr operator T() const { return value; }
  T value;
};

struct OpDef {
  Required<std::string_view> name;  // "stablehlo.add"
  Required<OpEval> eval;            // the implementation (fast kernels where they pay)
  Required<Quantized> quantized;
  Required<Annotation> annotation;
  Required<Accuracy> accuracy;
  Required<ScalarKind> scalar;
  // The spec's formula element by element (interpreter/literal/), for ops
  // whose `eval` departs from it; filled by HLOREF_LITERAL.
  OpEval literal = nullptr;
};

const OpDef* findOpDef(std::string_view name);
std::vector<const OpDef*> registeredOps();

struct OpRegistrar {
  explicit OpRegistrar(const OpDef& def);
};
struct LiteralRegistrar {
  LiteralRegistrar(std::string_view name, OpEval literal);
};

#define HLOREF_OP_CONCAT2(a, b) a##b
#define HLOREF_OP_CONCAT(a, b) HLOREF_OP_CONCAT2(a, b)
// HLOREF_OP({.name = "stablehlo.add", .eval = evalAdd, .quantized = ..., .annotation = ...,
//            .accuracy = ..., .scalar = ...});
#define HLOREF_OP(...) \
  static const ::hloref::OpRegistrar HLOREF_OP_CONCAT(hlorefRegistrar, __LINE__)(::hloref::OpDef __VA_ARGS__)
// HLOREF_LITERAL("stablehlo.gather", literalGather);
#define HLOREF_LITERAL(NAME, FN) \
  static const ::hloref::LiteralRegistrar HLOREF_OP_CONCAT(hlorefLiteral, __LINE__)(NAME, FN)

}  // namespace hloref
