// spec: Ops > transpose
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

std::vector<Value> evalTranspose(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  std::vector<int64_t> permutation = call.intListAttr("permutation");
  index_walk::requireSameElementType(call, operand, call.resultType(0));
  const int64_t rank = operand.rank();

  // (C2) permutation is a permutation of range(rank(operand)).
  bool valid = static_cast<int64_t>(permutation.size()) == rank;
  std::vector<bool> seen(static_cast<size_t>(rank), false);
  for (size_t d = 0; valid && d < permutation.size(); ++d) {
    int64_t p = permutation[d];
    if (p < 0 || p >= rank || seen[p]) valid = false;
    else seen[p] = true;
  }
  if (!valid)
    call.fail("has permutation = " + index_walk::listString(permutation) +
              ", which is not a permutation of range(" + std::to_string(rank) + ")");

  // (C3) shape(result) = dim(operand, permutation...).
  Shape shape(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) shape[d] = operand.shape()[permutation[d]];
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
