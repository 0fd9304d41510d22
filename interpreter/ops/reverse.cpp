// spec: Ops > reverse
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

std::vector<Value> evalReverse(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  std::vector<int64_t> dimensions = call.intListAttr("dimensions");
  const int64_t rank = operand.rank();
  // The checker holds dimensions to (C2) unique and (C3) in [0, rank(result)).
  std::vector<bool> reversed(static_cast<size_t>(rank), false);
  for (int64_t d : dimensions) reversed[d] = true;
  const Shape& shape = operand.shape();
  Tensor result = call.newResult(0, shape);
  if (result.numElements() == 0) return {Value(std::move(result))};

  // result[result_index] = operand[operand_index] where operand_index[d] is
  // dim(result, d) - result_index[d] - 1 for d in dimensions and
  // result_index[d] otherwise: reversed dimensions start at the last index
  // and step backwards.
  std::vector<int64_t> operandStrides = stridesOf(shape);
  std::vector<int64_t> readStrides = operandStrides;
  int64_t start = 0;
  for (int64_t d = 0; d < rank; ++d) {
    if (!reversed[d]) continue;
    start += (shape[d] - 1) * operandStrides[d];
    readStrides[d] = -operandStrides[d];
  }
  index_walk::copyStrided(result.bytes(), operand.bytes(), storageBytes(operand.elementType()), shape, 0,
                          stridesOf(shape), start, readStrides);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.reverse",
           .eval = evalReverse,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
