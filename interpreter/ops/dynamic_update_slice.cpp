// spec: Ops > dynamic_update_slice
#include <algorithm>
#include <cstring>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

// Whether the result may take the operand's buffer: nothing else holds it
// (the evaluator moved the operand's last use here) and it has the result's
// type, so only the update's elements need writing. A golden or perturbed
// run keeps the operand, which its annotations read.
bool updatesInPlace(const OpCall& call, const Shape& shape) {
  if (call.annotating() || call.evaluator.perturbation()) return false;
  const Tensor& operand = call.tensor(0);
  if (!operand.ownsStorageAlone()) return false;
  TensorType type = call.resultType(0);
  if (type.shape.size() != shape.size()) return false;
  for (size_t d = 0; d < shape.size(); ++d)
    if (type.shape[d] != kDynamic && type.shape[d] != shape[d]) return false;
  type.shape = shape;
  type.bounds.clear();
  return operand.type() == type;
}

std::vector<Value> evalDynamicUpdateSlice(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& update = call.tensor(1);
  const int64_t rank = operand.rank();
  const Shape operandShape = operand.shape();
  const Shape& updateShape = update.shape();
  // The checker holds the types and counts to (C1)-(C5) and (C6) unless a
  // dimension is `?`: shape(update) <= shape(operand) on the sizes they have.
  for (int64_t d = 0; d < rank; ++d)
    if (updateShape[d] > operandShape[d])
      call.violation("C6", "shape(update) = " + notation::shapeText(updateShape) +
                               ", shape(operand) = " + notation::shapeText(operandShape));
  std::vector<int64_t> start_indices(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    const Tensor& index = call.tensor(static_cast<size_t>(d) + 2);
    const uint64_t bits = index.intBits(0);
    // A ui64 index above 2^63 - 1 clamps like 2^63 - 1.
    start_indices[d] = isUnsignedInteger(index.elementType()) && bits > uint64_t(INT64_MAX)
                           ? INT64_MAX
                           : static_cast<int64_t>(bits);
  }
  // result[result_index] = operand[result_index] outside the updated slice...
  Tensor result;
  if (updatesInPlace(call, operandShape)) {
    result = call.operands[0].takeTensor();
  } else {
    result = call.newResult(0, operandShape);
    if (result.numElements() == 0) return {Value(std::move(result))};
    std::memcpy(result.bytes(), operand.bytes(), static_cast<size_t>(operand.byteSize()));
  }
  if (update.numElements() == 0 || result.numElements() == 0) return {Value(std::move(result))};

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
