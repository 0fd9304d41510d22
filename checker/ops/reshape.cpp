// spec: Ops > reshape.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkReshape(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kQuantizedTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor);
  if (!operand || !result) return;
  bool perAxis = isPerAxisQuantized(*operand);
  c.require(perAxis ? sameUpToQuantizationDimension(*operand, *result) : sameElementType(*result, *operand), "C1",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
  std::optional<int64_t> operandSize = notation::size(operand->shape);
  std::optional<int64_t> resultSize = notation::size(result->shape);
  c.require(!operandSize || !resultSize || *operandSize == *resultSize, "C2", [&] {
    return "size(operand) = " + std::to_string(*operandSize) + ", size(result) = " + std::to_string(*resultSize);
  });
  if (!perAxis || !isPerAxisQuantized(*result)) return;
  int64_t qd = *operand->quant->quantizationDimension;
  int64_t rqd = *result->quant->quantizationDimension;
  if (qd < 0 || qd >= operand->rank() || rqd < 0 || rqd >= result->rank()) return;  // type rule C12
  auto part = [](const Shape& s, int64_t from, int64_t to) { return notation::size(Shape(s.begin() + from, s.begin() + to)); };
  std::optional<int64_t> before = part(operand->shape, 0, qd), resultBefore = part(result->shape, 0, rqd);
  std::optional<int64_t> after = part(operand->shape, qd + 1, operand->rank()),
                         resultAfter = part(result->shape, rqd + 1, result->rank());
  bool ok = (!before || !resultBefore || *before == *resultBefore) && compatibleDims(operand->shape[qd], result->shape[rqd]) &&
            (!after || !resultAfter || *after == *resultAfter);
  c.require(ok, "C3", [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
}

HLOREF_CHECKER("stablehlo.reshape", checkReshape,
               {{"C1", "element_type(result) is defined as:"},
                {"C2", "size(operand) = size(result)"},
                {"C3", "If is_per_axis_quantized(operand):"}});

}  // namespace
}  // namespace hloref::checker
