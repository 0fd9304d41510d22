// spec: Ops > constant
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

std::vector<Value> evalConstant(OpCall& call) {
  // (C1) type(value) = type(output), the checker's. A quantized output's
  // constant holds the storage values; the output type supplies the
  // quantization parameters.
  const Tensor& dense = *call.attr("value").dense;
  TensorType outputType = call.resultType(0);
  outputType.shape = dense.shape();
  outputType.bounds.clear();
  // The output is the constant itself: tensors are immutable, so the buffer
  // is shared.
  Tensor output = dense.withType(std::move(outputType));
  return {Value(std::move(output))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.constant",
           .eval = evalConstant,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kExact,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::Constant});

}  // namespace hloref
