// The legacy `stablehlo.broadcast` (spec: Deprecated Operations; XLA's
// Broadcast): result[i0, ..., iN-1, j...] = operand[j...] for a result of
// shape broadcast_sizes ++ shape(operand).
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "spec/notation.h"

namespace hloref {
namespace {

std::vector<Value> evalBroadcast(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  std::vector<int64_t> broadcast_sizes = call.intListAttr("broadcast_sizes");
  index_walk::requireSameElementType(call, operand, call.resultType(0));
  for (size_t i = 0; i < broadcast_sizes.size(); ++i)
    if (broadcast_sizes[i] < 0)
      call.fail("has broadcast_sizes = " + notation::listText(broadcast_sizes) + " with negative size at " +
                std::to_string(i));
  Shape shape = broadcast_sizes;
  shape.insert(shape.end(), operand.shape().begin(), operand.shape().end());
  Tensor result = call.newResult(0, shape);

  // The new leading dimensions read the operand with stride 0.
  std::vector<int64_t> readStrides(broadcast_sizes.size(), 0);
  std::vector<int64_t> operandStrides = stridesOf(operand.shape());
  readStrides.insert(readStrides.end(), operandStrides.begin(), operandStrides.end());
  index_walk::copyStrided(result.bytes(), operand.bytes(), storageBytes(operand.elementType()), shape, 0,
                          stridesOf(shape), 0, readStrides);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.broadcast",
           .eval = evalBroadcast,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
