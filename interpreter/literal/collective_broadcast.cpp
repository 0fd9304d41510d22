// spec: Ops > collective_broadcast, literally: with N = size(results), the
// source for process_groups[i] computing results[j] is process_groups[i, 0],
// or process_groups[i, operands[N][j]] with has_dynamic_root; then
//   results[j]@process = operands[j]@source if the process is in some
//   process_groups[i], else zeros
//   (broadcast_in_dim(constant(is_quantized ? quantize(0, ...) : 0, ...))).
#include "interpreter/literal/collective.h"

namespace hloref::literal {
namespace {

std::vector<Value> collectiveBroadcast(OpCall& call) {
  const std::vector<Tensor> operands = hloref::collective::tensorOperands(call, call.operands.size());
  const size_t N = call.op.resultTypes.size();
  collective::Participation participation = collective::replicaOrPartitionParticipation(call, "C2", nullptr);
  std::vector<Value> results;
  if (!participation.inGroup) {
    for (size_t j = 0; j < N; ++j) results.push_back(Value(collective::zerosOfResult(call, j)));
    return results;
  }
  // (C6) bounds the roots by shape(replica_groups)[1].
  const int64_t columns = hloref::collective::idGroupsAttr(call, "replica_groups", spec::Padding::Drop).columns;
  const std::vector<int64_t> source =
      hloref::collective::rootPositions(call, operands, N, participation.process_group, columns);
  const std::vector<std::vector<Tensor>> operandsOfGroup = participation.operandsOfGroup(call, operands);
  for (size_t j = 0; j < N; ++j) {
    const Tensor& sourceOperand = operandsOfGroup[static_cast<size_t>(source[j])][j];  // operands[j]@source
    Tensor result = call.newResult(j);
    forEachIndex(result.shape(), [&](const Index& result_index) {
      copyElement(result, result_index, sourceOperand, result_index);
    });
    results.push_back(Value(std::move(result)));
  }
  return results;
}

}  // namespace

HLOREF_LITERAL("stablehlo.collective_broadcast", collectiveBroadcast);

}  // namespace hloref::literal
