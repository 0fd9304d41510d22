// chlo.constant (ChloOps.td: CHLO_ConstantOp, which CHLO lowers to
// stablehlo.constant; spec/chlo/constant.yaml): the value itself.
#include "interpreter/dialects/chlo/chlo_ops.h"

namespace hloref {
namespace {

std::vector<Value> evalConstant(OpCall& call) {
  const Tensor& dense = *call.attr("value").dense;
  TensorType outputType = call.resultType(0);
  outputType.shape = dense.shape();
  outputType.bounds.clear();
  return {Value(dense.withType(std::move(outputType)))};
}

}  // namespace

HLOREF_OP({.name = "chlo.constant",
           .eval = evalConstant,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kExact,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
