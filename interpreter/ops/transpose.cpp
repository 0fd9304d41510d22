// spec: Ops > transpose
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

std::vector<Value> evalTranspose(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  std::vector<int64_t> permutation = call.intListAttr("permutation");
  const int64_t rank = operand.rank();
  // (C2) permutation is a permutation of range(rank(operand)): the checker's.
  // (C3) shape(result) = dim(operand, permutation...).
  const Shape shape = notation::dims(operand.shape(), permutation);
  Tensor result = call.newResult(0, shape);

  // result[result_index] = operand[operand_index] where
  // result_index[d] = operand_index[permutation[d]]: walking result
  // dimension d steps the operand along its dimension permutation[d].
  std::vector<int64_t> operandStrides = stridesOf(operand.shape());
  std::vector<int64_t> readStrides(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) readStrides[d] = operandStrides[permutation[d]];
  index_walk::copyStrided(result.bytes(), operand.bytes(), storageBytes(operand.elementType()), shape, 0,
                          stridesOf(shape), 0, readStrides);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.transpose",
           .eval = evalTranspose,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
