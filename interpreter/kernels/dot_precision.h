// How precisely a dot-like op (dot_general, dot, convolution) must compute
// its products and sums, as the program states it: the accumulation type,
// `algorithm` (spec: Ops > dot_general, DotAlgorithm) and `precision_config`
// read under the run's named policies (RunOptions::Policies). The golden
// bounds of these ops (linalg::productBounds) are built from it.
//
// Reading of the spec. dot_product is reduce(multiply(lhs_slice,
// rhs_slice)) from constant(0, element_type(result)): the sum runs in the
// result type, and when the result type is wider than the operands' (bf16
// x bf16 -> f32, JAX's preferred_element_type) hloref reads the products
// as computed in the result type too, as backends do (the product of two
// values of p bits is exact in a type of 2p bits). A DotAlgorithm replaces
// both: operands are rounded to lhs/rhs_precision_type, split into
// *_component_count components of that type, num_primitive_operations
// component products are taken (the largest ones: those whose components
// have the lowest orders), and the sum runs in accumulation_type;
// allow_imprecise_accumulation lets some steps run in the precision types.
// precision_config without a policy states no accuracy (the spec leaves
// it underspecified, #755): the types decide.
#pragma once

#include "core/element_type.h"

namespace hloref {

class OpCall;

struct DotPrecision {
  // Relative error of each exact product x*y from the operands' rounding
  // and splitting and the component products left out.
  double representation = 0;
  // Unit roundoff of the steps that accumulate: each of the K * products
  // terms of a dot product of K pairs may carry one.
  double accumulation = 0;
  // Component products summed per pair (num_primitive_operations).
  double products = 1;
  // Per term, the absolute error that escapes the relative bounds: the
  // accumulation type's subnormal quantum, or its smallest normal under
  // the ftz policy (flushed products and partial sums).
  double absolutePerTerm = 0;
  // Added to the representation error of an operand element of magnitude
  // below the smallest normal of the operands' type under ftz: it may read
  // as zero.
  double operandFlush = 0;
  // Relative error of rounding the accumulated sum to the result type (when
  // the accumulation type is wider).
  double finalRounding = 0;
};

// The operands' element type for the accumulation of a dot-like op: with
// float operands of two types (a warning of the checker, dot_general C13)
// f64 when either is, so that products of f64 operands are taken as such.
inline ElementType dotOperandType(ElementType lhs, ElementType rhs) {
  return lhs == ElementType::F64 || rhs == ElementType::F64 ? ElementType::F64 : lhs;
}

// The precision of `call` (dot_general, dot or convolution) with operands
// of element type `operand` and results of element type `result` (complex:
// the part type is used).
DotPrecision dotPrecision(const OpCall& call, ElementType operand, ElementType result);

// The relative error of a product of operands split into `lhsComponents`
// and `rhsComponents` components of unit roundoff `lhsU` and `rhsU`,
// keeping the `primitiveOperations` largest component products.
double splitProductError(double lhsU, int lhsComponents, double rhsU, int rhsComponents, int primitiveOperations);

}  // namespace hloref
