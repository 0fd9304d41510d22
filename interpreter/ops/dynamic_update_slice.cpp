// spec: Ops > dynamic_update_slice
#include <algorithm>
#include <cstring>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

std::vector<Value> evalDynamicUpdateSlice(OpCall& call) {
  if (call.operands.size() < 2) call.fail("needs an operand and an update");
  const Tensor& operand = call.tensor(0);
  const Tensor& update = call.tensor(1);
  const int64_t rank = operand.rank();
  const Shape& operandShape = operand.shape();
  const Shape& updateShape = update.shape();

  // (C1) type(operand) = type(result): the result has the operand's shape.
  index_walk::requireSameElementType(call, operand, call.resultType(0));
  // (C2) element_type(update) = element_type(operand).
  index_walk::requireSameElementType(call, update, call.resultType(0), "update");
  // (C3) rank(update) = rank(operand).
  if (update.rank() != rank)
    call.fail("has update of type " + tensorTypeString(update.type()) + " and operand of type " +
              tensorTypeString(operand.type()) + "; their ranks must be the same (C3)");
  // (C4) size(start_indices) = rank(operand).
  const int64_t numStartIndices = static_cast<int64_t>(call.operands.size()) - 2;
  if (numStartIndices != rank)
    call.fail("has " + std::to_string(numStartIndices) + " start_indices for an operand of rank " +
              std::to_string(rank) + " (C4)");
  // (C5) same(type(start_indices...)); each is a 0-dimensional integer tensor (I3).
  std::vector<int64_t> start_indices(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    const Tensor& index = call.tensor(static_cast<size_t>(d) + 2);
    if (index.rank() != 0 || !isInteger(index.elementType()) || index.type().isQuantized())
      call.fail("has start_indices[" + std::to_string(d) + "] of type " + tensorTypeString(index.type()) +
                "; start indices must be 0-dimensional integer tensors (I3)");
    if (!(index.type() == call.tensor(2).type()))
      call.fail("has start_indices of different types " + tensorTypeString(call.tensor(2).type()) + " and " +
                tensorTypeString(index.type()) + " (C5)");
    uint64_t bits = index.intBits(0);
    // A ui64 index above 2^63 - 1 clamps like 2^63 - 1.
    start_indices[d] = isUnsignedInteger(index.elementType()) && bits > uint64_t(INT64_MAX)
                           ? INT64_MAX
                           : static_cast<int64_t>(bits);
  }
  // (C6) 0 <= shape(update) <= shape(operand).
  for (int64_t d = 0; d < rank; ++d)
    if (updateShape[d] > operandShape[d])
      call.fail("has dim(update, " + std::to_string(d) + ") = " + std::to_string(updateShape[d]) +
                " > dim(operand, " + std::to_string(d) + ") = " + std::to_string(operandShape[d]) + " (C6)");

  // result[result_index] = operand[result_index] outside the updated slice...
  Tensor result = call.newResult(0, operandShape);
  if (result.numElements() == 0) return {Value(std::move(result))};
  std::memcpy(result.bytes(), operand.bytes(), static_cast<size_t>(operand.byteSize()));
  if (update.numElements() == 0) return {Value(std::move(result))};

  // ... and update[update_index] inside it, where
  // adjusted_start_indices = clamp(0, start_indices, shape(operand) - shape(update))
  // and update_index = result_index - adjusted_start_indices.
  const std::vector<int64_t> resultStrides = stridesOf(operandShape);
  int64_t start = 0;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t adjusted_start_index = std::clamp<int64_t>(start_indices[d], 0, operandShape[d] - updateShape[d]);
    start += adjusted_start_index * resultStrides[d];
  }
  index_walk::copyStrided(result.bytes(), update.bytes(), storageBytes(update.elementType()), updateShape, start,
                          resultStrides, 0, stridesOf(updateShape));
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dynamic_update_slice",
           .eval = evalDynamicUpdateSlice,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::FirstTwo),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
