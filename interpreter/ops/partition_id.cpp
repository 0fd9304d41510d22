// spec: Ops > partition_id: the partition_id of the current process (0 in a
// sequential run).
#include "interpreter/process_grid.h"

namespace hloref {
namespace {

std::vector<Value> evalPartitionId(OpCall& call) {
  // result: 0-dimensional tensor of type ui32.
  const TensorType& type = call.resultType(0);
  if (type.rank() != 0 || type.elementType != ElementType::UI32 || type.isQuantized())
    call.fail("has result type " + tensorTypeString(type) + "; it must be tensor<ui32>");
  CurrentProcess process(call);
  Tensor result = call.newResult(0);
  result.setIntBits(0, process->id().partition_id);
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.partition_id",
           .eval = evalPartitionId,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kShapeOnly,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
