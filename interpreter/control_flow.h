// Shared by the ops that run functions (spec: Ops > while, if, case,
// composite; func.call): the checker proved that the types of their
// functions agree with the op's types, a dynamic dimension (`?`) agreeing
// with any size. Values carry their actual sizes, so where a value passes
// from a `?` type to a static (or bounded) one, its sizes are checked when
// it passes: a mismatch is a diagnostic, never a wrong value flowing on.
// Only op files include this header.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/ir.h"
#include "core/types.h"
#include "core/value.h"
#include "interpreter/evaluator.h"

namespace hloref::control_flow {

// The type of a run-time value (tensor shapes are always static).
inline Type typeOf(const Value& v) {
  if (v.isToken()) return Type::token();
  if (v.isTuple()) {
    std::vector<Type> elements;
    for (const Value& e : v.elements()) elements.push_back(typeOf(e));
    return Type::tuple(std::move(elements));
  }
  return Type::tensor(v.tensor().type());
}

// "(T0, T1)" for diagnostics.
inline std::string typeListString(std::span<const Type> types) {
  std::string s = "(";
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) s += ", ";
    s += types[i].str();
  }
  return s + ")";
}

inline std::string valueTypesString(std::span<const Value> values) {
  std::vector<Type> types;
  types.reserve(values.size());
  for (const Value& v : values) types.push_back(typeOf(v));
  return typeListString(types);
}

// A run-time value of the declared type `t` (whose element type and rank
// the checker matched): each static dimension is the value's, and a dynamic
// dimension takes any size up to its bound (`#stablehlo.bounds`), if any.
inline bool valueHasType(const Value& v, const Type& t) {
  if (t.isTuple()) {
    for (size_t i = 0; i < t.elements().size(); ++i)
      if (!valueHasType(v.elements()[i], t.elements()[i])) return false;
    return true;
  }
  if (!t.isTensor()) return true;
  const TensorType& declared = t.tensorType();
  const Shape& actual = v.tensor().shape();
  for (size_t d = 0; d < declared.shape.size(); ++d) {
    if (declared.shape[d] != kDynamic) {
      if (declared.shape[d] != actual[d]) return false;
    } else if (d < declared.bounds.size() && declared.bounds[d] != kDynamic && actual[d] > declared.bounds[d]) {
      return false;
    }
  }
  return true;
}

inline bool valuesHaveTypes(std::span<const Value> values, std::span<const Type> types) {
  for (size_t i = 0; i < values.size(); ++i)
    if (!valueHasType(values[i], types[i])) return false;
  return true;
}

// "types(<valuesName>) = (...), <typesName> = (...)" for diagnostics.
inline std::string mismatchText(std::span<const Value> values, std::span<const Type> types,
                                std::string_view valuesName, std::string_view typesName) {
  return "types(" + std::string(valuesName) + ") = " + valueTypesString(values) + ", " + std::string(typesName) +
         " = " + typeListString(types);
}

// The values have the declared `types`, else the op violates its
// constraint `id`. (Names as string_views: a loop checks on every
// iteration, and builds text only on failure.)
inline void requireValuesHaveTypes(const OpCall& call, std::span<const Value> values, std::span<const Type> types,
                                   std::string_view id, std::string_view valuesName, std::string_view typesName) {
  if (!valuesHaveTypes(values, types)) call.violation(id, mismatchText(values, types, valuesName, typesName));
}

// input_types(region): the types of its block arguments.
inline std::span<const Type> inputTypes(const Region& region) { return region.blocks.front().argumentTypes; }

}  // namespace hloref::control_flow
