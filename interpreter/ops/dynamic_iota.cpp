// spec: Ops > dynamic_iota
// iota (iota.cpp) with the result shape given by the values of the
// output_shape operand.
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {
namespace {

std::vector<Value> evalDynamicIota(OpCall& call) {
  const Tensor& output_shape_operand = call.tensor(0);
  const int64_t iota_dimension = call.intAttr("iota_dimension");
  const TensorType& declared = call.resultType(0);

  Shape output_shape = shape_ops::shapeOperand(call, output_shape_operand, "output_shape");
  const int64_t size = static_cast<int64_t>(output_shape.size());
  // (C1) 0 <= iota_dimension < size(output_shape); (C2) rank(result) =
  // size(output_shape): decided by the checker unless the size of
  // output_shape is `?`.
  if (iota_dimension < 0 || iota_dimension >= size)
    call.violation("C1", "iota_dimension = " + std::to_string(iota_dimension) + ", size(output_shape) = " +
                             std::to_string(size));
  if (declared.rank() != size)
    call.violation("C2", "rank(result) = " + std::to_string(declared.rank()) + ", size(output_shape) = " +
                             std::to_string(size));
  // iota's semantics with shape(result) = output_shape, which must agree
  // with the declared static dimensions and bounds.
  return {Value(shape_ops::iota(call, iota_dimension, output_shape))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dynamic_iota",
           .eval = evalDynamicIota,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
