// spec: Ops > partition_id (no numbered constraints; the result is tensor<ui32>).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkPartitionId(OpContext& c) {
  if (!requireArity(c, 0, 1)) return;
  const TensorType* result = c.resultTensor(0);
  if (!result || result->quant || result->rank() != 0 || result->elementType != ElementType::UI32)
    c.typeViolation("O1", "the result must be a 0-dimensional tensor of type ui32, got " + c.resultType(0).str());
}

HLOREF_CHECKER("stablehlo.partition_id", checkPartitionId, {});

}  // namespace
}  // namespace hloref::checker
