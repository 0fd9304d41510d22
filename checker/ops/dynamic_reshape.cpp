// spec: Ops > dynamic_reshape.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

// The product of dims [begin, end), nullopt when one of them is `?`.
std::optional<int64_t> productOf(const Shape& s, int64_t begin, int64_t end) {
  return notation::size(Shape(s.begin() + begin, s.begin() + end));
}

void checkDynamicReshape(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kQuantizedTensor);
  const TensorType* output_shape = requireOperandOf(c, 1, "I2", kIntegerTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor);
  if (!operand || !output_shape || !result) return;
  if (!requireRank(c, "I2", "output_shape", *output_shape, 1)) return;
  c.require(isPerAxisQuantized(*operand) ? samePerAxisBase(*operand, *result) : sameElementType(*result, *operand), "C1",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
  auto operandSize = notation::size(operand->shape), resultSize = notation::size(result->shape);
  if (operandSize && resultSize)
    c.require(*operandSize == *resultSize, "C2", [&] {
      return "size(operand) = " + std::to_string(*operandSize) + ", size(result) = " + std::to_string(*resultSize);
    });
  if (isPerAxisQuantized(*operand) && isPerAxisQuantized(*result)) {
    int64_t qo = *operand->quant->quantizationDimension, qr = *result->quant->quantizationDimension;
    if (0 <= qo && qo < operand->rank() && 0 <= qr && qr < result->rank()) {
      auto before = [](std::optional<int64_t> a, std::optional<int64_t> b) { return !a || !b || *a == *b; };
      bool ok = before(productOf(operand->shape, 0, qo), productOf(result->shape, 0, qr)) &&
                compatibleDims(operand->shape[qo], result->shape[qr]) &&
                before(productOf(operand->shape, qo + 1, operand->rank()), productOf(result->shape, qr + 1, result->rank()));
      c.require(ok, "C3", [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
    }
  }
  c.require(compatibleDims(output_shape->shape[0], result->rank()), "C4", [&] {
    return "size(output_shape) = " + dimText(output_shape->shape[0]) + ", rank(result) = " + std::to_string(result->rank());
  });
}

HLOREF_CHECKER("stablehlo.dynamic_reshape", checkDynamicReshape,
               {{"C1", "element_type(result) is defined as:"},
                {"C2", "size(operand) = size(result)"},
                {"C3", "If is_per_axis_quantized(operand):"},
                {"C4", "size(output_shape) = rank(result)"}});

}  // namespace
}  // namespace hloref::checker
