// spec: Ops > dynamic_slice
#include <algorithm>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

std::vector<Value> evalDynamicSlice(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const std::vector<int64_t> slice_sizes = call.intListAttr("slice_sizes");
  const int64_t rank = operand.rank();
  const Shape& operandShape = operand.shape();
  // The checker holds the types and counts to (C1)-(C3) and (C4) unless a
  // dimension of the operand is `?`: slice_sizes <= shape(operand) on the
  // sizes it has.
  for (int64_t d = 0; d < rank; ++d)
    if (slice_sizes[d] > operandShape[d])
      call.violation("C4", "slice_sizes = " + notation::listText(slice_sizes) +
                               ", shape(operand) = " + notation::shapeText(operandShape));
  std::vector<int64_t> start_indices(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    const Tensor& index = call.tensor(static_cast<size_t>(d) + 1);
    const uint64_t bits = index.intBits(0);
    // A ui64 index above 2^63 - 1 clamps like 2^63 - 1.
    start_indices[d] = isUnsignedInteger(index.elementType()) && bits > uint64_t(INT64_MAX)
                           ? INT64_MAX
                           : static_cast<int64_t>(bits);
  }
  // (C5) shape(result) = slice_sizes.
  Tensor result = call.newResult(0, Shape(slice_sizes.begin(), slice_sizes.end()));
  if (result.numElements() == 0) return {Value(std::move(result))};

  // adjusted_start_indices = clamp(0, start_indices, shape(operand) - slice_sizes);
  // operand_index = adjusted_start_indices + result_index.
  const std::vector<int64_t> operandStrides = stridesOf(operandShape);
  int64_t start = 0;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t adjusted_start_index = std::clamp<int64_t>(start_indices[d], 0, operandShape[d] - slice_sizes[d]);
    start += adjusted_start_index * operandStrides[d];
  }
  index_walk::copyStrided(result.bytes(), operand.bytes(), storageBytes(operand.elementType()), result.shape(), 0,
                          stridesOf(result.shape()), start, operandStrides);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dynamic_slice",
           .eval = evalDynamicSlice,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
