// Shared by the ops that run functions (spec: Ops > while, if, case, map,
// composite): their constraints compare the types of values with the
// input_types / output_types of a function, given as a region or a symbol.
// Regions are checked twice: statically (declared block argument and
// terminator operand types against the op's declared types, all of which
// may carry dynamic dimensions) and at run time (each value a function
// returns against the type it must have), so that a mismatch is a
// diagnostic, never a wrong value flowing on. Only op files include this
// header.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "interpreter/evaluator.h"
#include "core/ir.h"
#include "core/types.h"
#include "core/value.h"

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

namespace detail {
inline bool sameElementType(const TensorType& a, const TensorType& b) {
  if (a.elementType != b.elementType || (a.quant == nullptr) != (b.quant == nullptr)) return false;
  return a.quant == nullptr || *a.quant == *b.quant;
}
}  // namespace detail

// Two declared types that can describe the same value: equal, except that a
// dynamic dimension (`?`) agrees with any size.
inline bool typesCompatible(const Type& a, const Type& b) {
  if (a.kind() != b.kind()) return false;
  if (a.isTensor()) {
    const TensorType& x = a.tensorType();
    const TensorType& y = b.tensorType();
    if (!detail::sameElementType(x, y) || x.rank() != y.rank()) return false;
    for (size_t d = 0; d < x.shape.size(); ++d)
      if (x.shape[d] != kDynamic && y.shape[d] != kDynamic && x.shape[d] != y.shape[d]) return false;
    return true;
  }
  if (a.elements().size() != b.elements().size()) return false;
  for (size_t i = 0; i < a.elements().size(); ++i)
    if (!typesCompatible(a.elements()[i], b.elements()[i])) return false;
  return true;
}

inline bool typesCompatible(std::span<const Type> a, std::span<const Type> b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!typesCompatible(a[i], b[i])) return false;
  return true;
}

// A run-time value of the declared type `t`: a dynamic dimension takes any
// size up to its bound (`#stablehlo.bounds`), if it has one.
inline bool valueHasType(const Value& v, const Type& t) {
  if (t.isToken()) return v.isToken();
  if (t.isTuple()) {
    if (!v.isTuple() || v.elements().size() != t.elements().size()) return false;
    for (size_t i = 0; i < t.elements().size(); ++i)
      if (!valueHasType(v.elements()[i], t.elements()[i])) return false;
    return true;
  }
  if (!t.isTensor() || !v.isTensor()) return false;
  const TensorType& declared = t.tensorType();
  const TensorType& actual = v.tensor().type();
  if (!detail::sameElementType(declared, actual) || declared.rank() != actual.rank()) return false;
  for (size_t d = 0; d < declared.shape.size(); ++d) {
    if (declared.shape[d] != kDynamic) {
      if (declared.shape[d] != actual.shape[d]) return false;
    } else if (d < declared.bounds.size() && declared.bounds[d] != kDynamic &&
               actual.shape[d] > declared.bounds[d]) {
      return false;
    }
  }
  return true;
}

inline bool valuesHaveTypes(std::span<const Value> values, std::span<const Type> types) {
  if (values.size() != types.size()) return false;
  for (size_t i = 0; i < values.size(); ++i)
    if (!valueHasType(values[i], types[i])) return false;
  return true;
}

// The terminator of a region's block (stablehlo.return / func.return), or
// null when the block has none.
inline const Op* terminatorOf(const Region& region) {
  if (region.blocks.empty() || region.blocks.front().ops.empty()) return nullptr;
  const Op& last = region.blocks.front().ops.back();
  if (last.name == "stablehlo.return" || last.name == "func.return" || last.name == "return") return &last;
  return nullptr;
}

// input_types(region): the types of its block arguments.
inline std::span<const Type> inputTypes(const Region& region) {
  if (region.blocks.empty()) return {};
  return region.blocks.front().argumentTypes;
}

// output_types(region): the operand types of its terminator. A region
// without a terminator is an error naming it.
inline std::span<const Type> outputTypes(const OpCall& call, const Region& region, const std::string& name) {
  const Op* terminator = terminatorOf(region);
  if (!terminator) call.fail("has " + name + " without a terminator (stablehlo.return)");
  return terminator->operandTypes;
}

}  // namespace hloref::control_flow
