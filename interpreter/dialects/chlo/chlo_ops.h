// What the CHLO op files (interpreter/dialects/chlo/) share: the run of a
// correctly rounded special function (numerics/special_functions.h), and
// the allowances hloref states for CHLO's functions. CHLO ops are outside
// the StableHLO spec; each file cites its definition (ChloOps.td) and its
// catalog entry (spec/chlo). Only these op files include this header.
#pragma once

#include <vector>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/elementwise.h"
#include "numerics/special_functions.h"

namespace hloref::chlo_ops {

// result[i] = f(operand[i]) correctly rounded: a float operand, or a
// complex one where CHLO defines f on complex numbers (each part correctly
// rounded; special::hasComplexForm), else `unsupported`.
inline std::vector<Value> unarySpecial(OpCall& call, special::Function f) {
  const Tensor& operand = elementwise::operandTensor(call, 0);
  ElementType e = operand.elementType();
  if (isComplex(e) && !special::hasComplexForm(f)) call.unsupportedHere("on complex element types");
  if (!isFloat(e) && !isComplex(e)) elementwise::unreachableElementType(call, e);
  Tensor result = call.newResult(0, operand.shape());
  special::apply(f, operand, result);
  return {std::move(result)};
}

// result[i] = f(x[i], y[i]) correctly rounded, float operands of one shape.
inline std::vector<Value> binarySpecial(OpCall& call, special::Function f, const char* xName, const char* yName) {
  const Tensor& x = elementwise::operandTensor(call, 0);
  const Tensor& y = elementwise::operandTensor(call, 1);
  if (!isFloat(x.elementType())) elementwise::unreachableElementType(call, x.elementType());
  Tensor result = elementwise::elementwiseResult(call, "C1", xName, yName);
  special::apply(f, x, y, result);
  return {std::move(result)};
}

// The allowances hloref states for a correct implementation of CHLO's
// functions (golden/ulp_allowance.h turns them into bounds). hloref itself
// rounds once; a backend's decomposition gets room for its approximation.
inline constexpr UlpAllowance kElementaryAllowance{
    UlpAllowance::Kind::Rounded, 2,
    "hloref's stated allowance for CHLO's elementary functions (acos, asinh, sinh, ...): 2 ulp, as good libm "
    "implementations deliver"};
inline constexpr UlpAllowance kSpecialAllowance{
    UlpAllowance::Kind::Rounded, 4,
    "hloref's stated allowance for CHLO's special functions (erf, lgamma, digamma, erf_inv, Bessel, zeta, "
    "polygamma): 4 ulp of the exact value"};
inline constexpr Accuracy kElementary{kElementaryAllowance, accuracy::kComplexUnknown};
inline constexpr Accuracy kSpecial{kSpecialAllowance, accuracy::kComplexUnknown};

}  // namespace hloref::chlo_ops
