// spec: Ops > dynamic_slice
#include <algorithm>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

using index_walk::listString;

std::vector<Value> evalDynamicSlice(OpCall& call) {
  if (call.operands.empty()) call.fail("has no operand");
  const Tensor& operand = call.tensor(0);
  const std::vector<int64_t> slice_sizes = call.intListAttr("slice_sizes");
  const int64_t rank = operand.rank();
  const Shape& operandShape = operand.shape();

  // (C1) element_type(operand) = element_type(result).
  index_walk::requireSameElementType(call, operand, call.resultType(0));
  // (C2) size(start_indices) = size(slice_sizes) = rank(operand).
  const int64_t numStartIndices = static_cast<int64_t>(call.operands.size()) - 1;
  if (numStartIndices != rank || static_cast<int64_t>(slice_sizes.size()) != rank)
    call.fail("has " + std::to_string(numStartIndices) + " start_indices and slice_sizes = " +
              listString(slice_sizes) + " for an operand of rank " + std::to_string(rank) + " (C2)");
  // (C3) same(type(start_indices...)); each is a 0-dimensional integer tensor (I2).
  std::vector<int64_t> start_indices(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    const Tensor& index = call.tensor(static_cast<size_t>(d) + 1);
    if (index.rank() != 0 || !isInteger(index.elementType()) || index.type().isQuantized())
      call.fail("has start_indices[" + std::to_string(d) + "] of type " + tensorTypeString(index.type()) +
                "; start indices must be 0-dimensional integer tensors (I2)");
    if (!(index.type() == call.tensor(1).type()))
      call.fail("has start_indices of different types " + tensorTypeString(call.tensor(1).type()) + " and " +
                tensorTypeString(index.type()) + " (C3)");
    uint64_t bits = index.intBits(0);
    // A ui64 index above 2^63 - 1 clamps like 2^63 - 1.
    start_indices[d] = isUnsignedInteger(index.elementType()) && bits > uint64_t(INT64_MAX)
                           ? INT64_MAX
                           : static_cast<int64_t>(bits);
  }
  // (C4) 0 <= slice_sizes <= shape(operand).
  for (int64_t d = 0; d < rank; ++d)
    if (slice_sizes[d] < 0 || slice_sizes[d] > operandShape[d])
      call.fail("has slice_sizes[" + std::to_string(d) + "] = " + std::to_string(slice_sizes[d]) +
                " outside [0, dim(operand, " + std::to_string(d) + ")] = [0, " + std::to_string(operandShape[d]) +
                "] (C4)");

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
