// spec: Ops > slice
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

std::vector<Value> evalSlice(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  std::vector<int64_t> start_indices = call.intListAttr("start_indices");
  std::vector<int64_t> limit_indices = call.intListAttr("limit_indices");
  std::vector<int64_t> strides = call.intListAttr("strides");
  index_walk::requireSameElementType(call, operand, call.resultType(0));
  const int64_t rank = operand.rank();
  using index_walk::listString;

  // (C2) size(start_indices) = size(limit_indices) = size(strides) = rank(operand).
  if (static_cast<int64_t>(start_indices.size()) != rank || static_cast<int64_t>(limit_indices.size()) != rank ||
      static_cast<int64_t>(strides.size()) != rank)
    call.fail("has start_indices = " + listString(start_indices) + ", limit_indices = " +
              listString(limit_indices) + ", strides = " + listString(strides) +
              " for an operand of rank " + std::to_string(rank));
  for (int64_t d = 0; d < rank; ++d) {
    // (C3) 0 <= start_indices <= limit_indices <= shape(operand).
    if (start_indices[d] < 0 || start_indices[d] > limit_indices[d] || limit_indices[d] > operand.shape()[d])
      call.fail("has start_indices[" + std::to_string(d) + "] = " + std::to_string(start_indices[d]) +
                ", limit_indices[" + std::to_string(d) + "] = " + std::to_string(limit_indices[d]) +
                " for operand dimension of size " + std::to_string(operand.shape()[d]) +
                "; they must satisfy 0 <= start <= limit <= size");
    // (C4) 0 < strides.
    if (strides[d] <= 0)
      call.fail("has strides[" + std::to_string(d) + "] = " + std::to_string(strides[d]) +
                "; strides must be positive");
  }

  // (C5) shape(result) = ceil((limit_indices - start_indices) / strides).
  Shape shape(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    int64_t extent = limit_indices[d] - start_indices[d];  // in [0, dim], cannot overflow
    shape[d] = extent / strides[d] + (extent % strides[d] != 0 ? 1 : 0);
  }
  Tensor result = call.newResult(0, shape);

  // result[result_index] = operand[operand_index] where
  // operand_index = start_indices + result_index * strides.
  std::vector<int64_t> operandStrides = stridesOf(operand.shape());
  int64_t start = 0;
  std::vector<int64_t> readStrides(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    if (shape[d] == 0) continue;  // nothing is read at all
    start += start_indices[d] * operandStrides[d];
    // With one index along d the stride is never taken (and strides[d] may
    // be huge).
    readStrides[d] = shape[d] == 1 ? 0 : strides[d] * operandStrides[d];
  }
  index_walk::copyStrided(result.bytes(), operand.bytes(), storageBytes(operand.elementType()), shape, 0,
                          stridesOf(shape), start, readStrides);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.slice",
           .eval = evalSlice,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
