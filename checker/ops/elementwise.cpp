// The element-wise ops whose only constraint is one type equality between
// operands and result (spec: Ops > cbrt, ceil, ..., xor: each has
// (C1) `baseline_type(...) = ...` or `type(...) = ...`). The allowed types
// come from each op's Inputs/Outputs table (I1, I2, O1).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

constexpr unsigned kFloatComplexQ = kFloatTensor | kComplexTensor | kPerTensorQuantized;
constexpr unsigned kFloatQ = kFloatTensor | kPerTensorQuantized;
constexpr unsigned kNumericQ = kIntegerTensor | kFloatTensor | kComplexTensor | kPerTensorQuantized;
constexpr unsigned kSignedNumericQ = kSignedIntegerTensor | kFloatTensor | kComplexTensor | kPerTensorQuantized;
constexpr unsigned kAnyQ = kAnyTensor | kPerTensorQuantized;
constexpr unsigned kLogical = kBooleanTensor | kIntegerTensor;

// (C1) baseline_type(operand) = baseline_type(result), or type(...) when
// `Baseline` is false.
template <unsigned Classes, bool Baseline>
void checkUnary(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", Classes);
  const TensorType* result = requireResultOf(c, 0, "O1", Classes);
  if (!operand || !result) return;
  bool same = Baseline ? sameBaselineType(*operand, *result) : sameTensorType(*operand, *result);
  c.require(same, "C1", [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
}

// (C1) baseline_type(lhs) = baseline_type(rhs) = baseline_type(result), or
// type(...) when `Baseline` is false.
template <unsigned Classes, bool Baseline>
void checkBinary(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* lhs = requireOperandOf(c, 0, "I1", Classes);
  const TensorType* rhs = requireOperandOf(c, 1, "I2", Classes);
  const TensorType* result = requireResultOf(c, 0, "O1", Classes);
  if (!lhs || !rhs || !result) return;
  auto same = [](const TensorType& a, const TensorType& b) {
    return Baseline ? sameBaselineType(a, b) : sameTensorType(a, b);
  };
  c.require(same(*lhs, *rhs) && same(*rhs, *result) && same(*lhs, *result), "C1", [&] {
    return "lhs: " + typeText(*lhs) + ", rhs: " + typeText(*rhs) + ", result: " + typeText(*result);
  });
}

constexpr const char* kBaselineUnary = "baseline_type(operand) = baseline_type(result)";
constexpr const char* kTypeUnary = "type(operand) = type(result)";
constexpr const char* kBaselineBinary = "baseline_type(lhs) = baseline_type(rhs) = baseline_type(result)";
constexpr const char* kTypeBinary = "type(lhs) = type(rhs) = type(result)";

// Unary, baseline_type.
HLOREF_CHECKER("stablehlo.cbrt", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.ceil", (checkUnary<kFloatQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.cosine", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.exponential", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.exponential_minus_one", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.floor", (checkUnary<kFloatQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.log", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.log_plus_one", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.logistic", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.negate", (checkUnary<kNumericQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.round_nearest_afz", (checkUnary<kFloatQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.round_nearest_even", (checkUnary<kFloatQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.rsqrt", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.sign", (checkUnary<kSignedNumericQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.sine", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.sqrt", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.tan", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});
HLOREF_CHECKER("stablehlo.tanh", (checkUnary<kFloatComplexQ, true>), {{"C1", kBaselineUnary}});

// Unary, type.
HLOREF_CHECKER("stablehlo.count_leading_zeros", (checkUnary<kIntegerTensor, false>), {{"C1", kTypeUnary}});
HLOREF_CHECKER("stablehlo.not", (checkUnary<kLogical, false>), {{"C1", kTypeUnary}});
HLOREF_CHECKER("stablehlo.popcnt", (checkUnary<kIntegerTensor, false>), {{"C1", kTypeUnary}});

// Binary, baseline_type.
HLOREF_CHECKER("stablehlo.atan2", (checkBinary<kFloatComplexQ, true>), {{"C1", kBaselineBinary}});
HLOREF_CHECKER("stablehlo.divide", (checkBinary<kNumericQ, true>), {{"C1", kBaselineBinary}});
HLOREF_CHECKER("stablehlo.maximum", (checkBinary<kAnyQ, true>), {{"C1", kBaselineBinary}});
HLOREF_CHECKER("stablehlo.minimum", (checkBinary<kAnyQ, true>), {{"C1", kBaselineBinary}});
HLOREF_CHECKER("stablehlo.multiply", (checkBinary<kAnyQ, true>), {{"C1", kBaselineBinary}});
HLOREF_CHECKER("stablehlo.power", (checkBinary<kNumericQ, true>), {{"C1", kBaselineBinary}});
HLOREF_CHECKER("stablehlo.remainder", (checkBinary<kNumericQ, true>), {{"C1", kBaselineBinary}});
HLOREF_CHECKER("stablehlo.subtract", (checkBinary<kNumericQ, true>), {{"C1", kBaselineBinary}});

// Binary, type.
HLOREF_CHECKER("stablehlo.and", (checkBinary<kLogical, false>), {{"C1", kTypeBinary}});
HLOREF_CHECKER("stablehlo.or", (checkBinary<kLogical, false>), {{"C1", kTypeBinary}});
HLOREF_CHECKER("stablehlo.xor", (checkBinary<kLogical, false>), {{"C1", kTypeBinary}});
HLOREF_CHECKER("stablehlo.shift_left", (checkBinary<kIntegerTensor, false>), {{"C1", kTypeBinary}});
HLOREF_CHECKER("stablehlo.shift_right_arithmetic", (checkBinary<kIntegerTensor, false>), {{"C1", kTypeBinary}});
HLOREF_CHECKER("stablehlo.shift_right_logical", (checkBinary<kIntegerTensor, false>), {{"C1", kTypeBinary}});

}  // namespace
}  // namespace hloref::checker
