// spec: Ops > pad.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkPad(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* padding_value = requireOperandOf(c, 1, "I2", kAnyTensor | kPerTensorQuantized);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  if (padding_value) requireRank(c, "I2", "padding_value", *padding_value, 0);
  std::optional<std::vector<int64_t>> low = intListAttr(c, "edge_padding_low");
  std::optional<std::vector<int64_t>> high = intListAttr(c, "edge_padding_high");
  std::optional<std::vector<int64_t>> interior = intListAttr(c, "interior_padding");
  if (!operand || !padding_value || !result) return;
  c.require(sameElementType(*operand, *padding_value) && sameElementType(*padding_value, *result), "C1", [&] {
    return "operand: " + typeText(*operand) + ", padding_value: " + typeText(*padding_value) + ", result: " + typeText(*result);
  });
  if (!low || !high || !interior) return;
  int64_t rank = operand->rank();
  if (!c.require(static_cast<int64_t>(low->size()) == rank && static_cast<int64_t>(high->size()) == rank &&
                     static_cast<int64_t>(interior->size()) == rank,
                 "C2", [&] {
                   return "size(edge_padding_low) = " + std::to_string(low->size()) + ", size(edge_padding_high) = " +
                          std::to_string(high->size()) + ", size(interior_padding) = " + std::to_string(interior->size()) +
                          ", rank(operand) = " + std::to_string(rank);
                 }))
    return;
  if (!c.require(allNonNegative(*interior), "C3", [&] { return "interior_padding = " + listText(*interior); }))
    return;
  if (result->rank() != rank) {
    c.violation("C4", "rank(result) = " + std::to_string(result->rank()) + ", rank(operand) = " + std::to_string(rank));
    return;
  }
  Shape expected(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    int64_t n = operand->shape[d];
    if (n == kDynamic) {
      expected[d] = kDynamic;
      continue;
    }
    // In 128 bits: absurd paddings must not wrap into a plausible size.
    __int128 size = static_cast<__int128>(n) + (*low)[d] + static_cast<__int128>(std::max<int64_t>(n - 1, 0)) * (*interior)[d] +
                    (*high)[d];
    expected[d] = size < 0 || size > INT64_MAX ? -2 : static_cast<int64_t>(size);
  }
  bool ok = true;
  for (int64_t d = 0; d < rank; ++d) ok = ok && expected[d] != -2 && compatibleDims(result->shape[d], expected[d]);
  c.require(ok, "C4", [&] {
    std::string e = "[";
    for (int64_t d = 0; d < rank; ++d) e += (d ? ", " : "") + (expected[d] == -2 ? std::string("out of range") : dimText(expected[d]));
    return "shape(result) = " + shapeText(result->shape) + ", expected " + e + "]";
  });
}

HLOREF_CHECKER("stablehlo.pad", checkPad,
               {{"C1", "element_type(operand) = element_type(padding_value) = element_type(result)"},
                {"C2", "size(edge_padding_low) = size(edge_padding_high) = size(interior_padding) = rank(operand)"},
                {"C3", "0 <= interior_padding"},
                {"C4",
                 "shape(result) = shape(operand) + edge_padding_low + max(shape(operand) - 1, 0) * interior_padding + "
                 "edge_padding_high"}});

}  // namespace
}  // namespace hloref::checker
