// spec: Ops > reduce_precision.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkReducePrecision(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kFloatTensor | kPerTensorQuantized);
  const TensorType* output = requireResultOf(c, 0, "O1", kFloatTensor | kPerTensorQuantized);
  std::optional<int64_t> exponent_bits = intAttr(c, "exponent_bits");
  std::optional<int64_t> mantissa_bits = intAttr(c, "mantissa_bits");
  // I2, I3: si32 constants.
  auto si32 = [](int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; };
  if (exponent_bits && !si32(*exponent_bits))
    c.typeViolation("I2", "exponent_bits must be an si32 constant, got " + std::to_string(*exponent_bits));
  if (mantissa_bits && !si32(*mantissa_bits))
    c.typeViolation("I3", "mantissa_bits must be an si32 constant, got " + std::to_string(*mantissa_bits));
  if (operand && output)
    c.require(sameBaselineType(*operand, *output), "C1",
              [&] { return "operand: " + typeText(*operand) + ", output: " + typeText(*output); });
  if (exponent_bits)
    c.require(1 <= *exponent_bits, "C2", [&] { return "exponent_bits = " + std::to_string(*exponent_bits); });
  if (mantissa_bits)
    c.require(0 <= *mantissa_bits, "C3", [&] { return "mantissa_bits = " + std::to_string(*mantissa_bits); });
}

HLOREF_CHECKER("stablehlo.reduce_precision", checkReducePrecision,
               {{"C1", "baseline_type(operand) = baseline_type(output)"},
                {"C2", "1 <= exponent_bits"},
                {"C3", "0 <= mantissa_bits"}});

}  // namespace
}  // namespace hloref::checker
