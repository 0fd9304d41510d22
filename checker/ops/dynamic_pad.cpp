// spec: Ops > dynamic_pad.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkDynamicPad(OpContext& c) {
  if (!requireArity(c, 5, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* padding_value = requireOperandOf(c, 1, "I2", kAnyTensor | kPerTensorQuantized);
  const TensorType* low = requireOperandOf(c, 2, "I3", kIntegerTensor);
  const TensorType* high = requireOperandOf(c, 3, "I4", kIntegerTensor);
  const TensorType* interior = requireOperandOf(c, 4, "I5", kIntegerTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  if (!operand || !padding_value || !low || !high || !interior || !result) return;
  if (!requireRank(c, "I2", "padding_value", *padding_value, 0)) return;
  c.require(sameElementType(*operand, *padding_value) && sameElementType(*operand, *result), "C1", [&] {
    return "element_type(operand) = " + elementText(*operand) + ", element_type(padding_value) = " +
           elementText(*padding_value) + ", element_type(result) = " + elementText(*result);
  });
  bool sizesOk = low->rank() == 1 && high->rank() == 1 && interior->rank() == 1 &&
                 compatibleDims(low->shape[0], operand->rank()) && compatibleDims(high->shape[0], operand->rank()) &&
                 compatibleDims(interior->shape[0], operand->rank());
  if (!c.require(sizesOk, "C2", [&] {
        return "shapes of the paddings " + shapeText(low->shape) + ", " + shapeText(high->shape) + ", " +
               shapeText(interior->shape) + ", rank(operand) = " + std::to_string(operand->rank());
      }))
    return;
  // C3 and C4 depend on operand values; constants make them visible here.
  auto edge_padding_low = constantInts(constantOperand(c, 2));
  auto edge_padding_high = constantInts(constantOperand(c, 3));
  auto interior_padding = constantInts(constantOperand(c, 4));
  if (interior_padding)
    c.require(allNonNegative(*interior_padding), "C3",
              [&] { return "interior_padding = " + listText(*interior_padding); });
  const size_t rank = operand->shape.size();
  if (edge_padding_low && edge_padding_high && interior_padding && result->rank() == operand->rank() &&
      edge_padding_low->size() == rank && edge_padding_high->size() == rank && interior_padding->size() == rank) {
    // In 128 bits: absurd paddings must not wrap into a plausible size.
    Shape want(rank);
    bool inRange = true;
    for (size_t d = 0; d < want.size(); ++d) {
      const int64_t x = operand->shape[d];
      if (x == kDynamic) {
        want[d] = kDynamic;
        continue;
      }
      const __int128 size = static_cast<__int128>(x) + (*edge_padding_low)[d] +
                            static_cast<__int128>(std::max<int64_t>(x - 1, 0)) * (*interior_padding)[d] +
                            (*edge_padding_high)[d];
      inRange = inRange && size >= 0 && size <= INT64_MAX;
      want[d] = size < 0 || size > INT64_MAX ? kDynamic : static_cast<int64_t>(size);
    }
    c.require(inRange && compatibleShapes(result->shape, want), "C4", [&] {
      return "shape(result) = " + shapeText(result->shape) +
             (inRange ? ", expected " + shapeText(want) : std::string(", a size out of [0, 2^63)"));
    });
  }
}

HLOREF_CHECKER("stablehlo.dynamic_pad", checkDynamicPad,
               {{"C1", "element_type(operand) = element_type(padding_value) = element_type(result)"},
                {"C2", "size(edge_padding_low) = size(edge_padding_high) = size(interior_padding) = rank(operand)"},
                {"C3", "0 <= interior_padding", Enforcement::kRuntime},
                {"C4", "shape(result) = shape(operand) + edge_padding_low + max(shape(operand) - 1, 0) * interior_padding + edge_padding_high", Enforcement::kRuntime}});

}  // namespace
}  // namespace hloref::checker
