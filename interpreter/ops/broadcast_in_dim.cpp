// spec: Ops > broadcast_in_dim
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {

// Also the semantics of dynamic_broadcast_in_dim (dynamic_broadcast_in_dim.cpp),
// which passes the values of output_dimensions as `shape`.
Tensor shape_ops::broadcastInDim(const OpCall& call, const Tensor& operand,
                                 const std::vector<int64_t>& broadcast_dimensions, Shape shape) {
  const TensorType& declared = call.resultType(0);
  const int64_t rank = operand.rank();
  const int64_t resultRank = static_cast<int64_t>(shape.size());
  // The checker holds broadcast_dimensions to (C2) size rank(operand), (C3)
  // values in [0, rank(result)) and (C4) unique.
  std::vector<int64_t> operandDimOf(static_cast<size_t>(resultRank), -1);
  for (int64_t d = 0; d < rank; ++d) operandDimOf[broadcast_dimensions[d]] = d;

  // A dynamic dimension of the result shape takes the size of the operand
  // dimension mapped to it when that is not 1.
  for (int64_t r = 0; r < resultRank; ++r) {
    if (shape[r] != kDynamic) continue;
    int64_t d = operandDimOf[r];
    if (d == -1 || operand.shape()[d] == 1)
      call.fail("cannot determine dimension " + std::to_string(r) + " of the result type " +
                tensorTypeString(declared));
    shape[r] = operand.shape()[d];
  }
  // (C5) dim(operand, d) = 1 or dim(operand, d) = dim(result, broadcast_dimensions[d]): the checker
  // decides it unless one of them is `?` or the result shape is operand values.
  for (int64_t d = 0; d < rank; ++d) {
    int64_t n = operand.shape()[d];
    if (n != 1 && n != shape[broadcast_dimensions[d]])
      call.violation("C5", "dim(operand, " + std::to_string(d) + ") = " + std::to_string(n) + ", dim(result, " +
                               std::to_string(broadcast_dimensions[d]) + ") = " +
                               std::to_string(shape[broadcast_dimensions[d]]));
  }
  Tensor result = shape_ops::newResultFitting(call, 0, shape);
  if (result.numElements() == 0) return result;

  // result[result_index] = operand[operand_index] where operand_index[d] is
  // 0 if dim(operand, d) = 1 and result_index[broadcast_dimensions[d]]
  // otherwise: the operand is read with stride 0 along every result
  // dimension that no operand dimension of size > 1 maps to.
  std::vector<int64_t> operandStrides = stridesOf(operand.shape());
  std::vector<int64_t> readStrides(static_cast<size_t>(resultRank), 0);
  for (int64_t d = 0; d < rank; ++d)
    if (operand.shape()[d] != 1) readStrides[broadcast_dimensions[d]] = operandStrides[d];
  index_walk::copyStrided(result.bytes(), operand.bytes(), storageBytes(operand.elementType()), shape, 0,
                          stridesOf(shape), 0, readStrides);
  return result;
}

namespace {

std::vector<Value> evalBroadcastInDim(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  std::vector<int64_t> broadcast_dimensions = call.intListAttr("broadcast_dimensions");
  // The result shape is the declared one, `?` dimensions included.
  return {Value(shape_ops::broadcastInDim(call, operand, broadcast_dimensions, call.resultType(0).shape))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.broadcast_in_dim",
           .eval = evalBroadcastInDim,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
