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
  const int64_t rank = operand.rank();
  // (C3) limit_indices <= shape(operand): decided by the checker (with the
  // rest of C2-C4) unless a dimension of the operand is `?`.
  for (int64_t d = 0; d < rank; ++d)
    if (limit_indices[d] > operand.shape()[d])
      call.violation("C3", "limit_indices = " + notation::listText(limit_indices) +
                               ", shape(operand) = " + notation::shapeText(operand.shape()));
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
