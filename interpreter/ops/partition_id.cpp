// spec: Ops > partition_id: the partition_id of the current process (0 in a
// sequential run).
#include "interpreter/process_grid.h"

namespace hloref {
namespace {

std::vector<Value> evalPartitionId(OpCall& call) {
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
