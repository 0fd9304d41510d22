// spec: Ops > constant
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

std::vector<Value> evalConstant(OpCall& call) {
  const Attribute& value = call.attr("value");
  if (value.kind != Attribute::Kind::Dense || !value.dense)
    call.fail("has an attribute 'value' that is not a dense tensor constant");
  const Tensor& dense = *value.dense;
  // (C1) type(value) = type(output). A quantized output's constant holds the
  // storage values; the output type supplies the quantization parameters.
  TensorType outputType = call.resultType(0);
  if (dense.elementType() != outputType.elementType)
    call.fail("has a value of type " + tensorTypeString(dense.type()) + " but output type " +
              tensorTypeString(outputType));
  if (outputType.rank() != dense.rank())
    call.fail("has a value of shape " + index_walk::listString(dense.shape()) + " but output type " +
              tensorTypeString(outputType));
  for (int64_t d = 0; d < dense.rank(); ++d)
    if (outputType.shape[d] != kDynamic && outputType.shape[d] != dense.shape()[d])
      call.fail("has a value of shape " + index_walk::listString(dense.shape()) + " but output type " +
                tensorTypeString(outputType));
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
