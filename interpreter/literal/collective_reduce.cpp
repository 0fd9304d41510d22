// spec: Ops > collective_reduce: within each process group, the source
// process (process_groups[i, 0], or process_groups[i, operands[N][j]] with
// has_dynamic_root, N = size(results)) gets the reduction of operands[j] over
// the group by `computation`, as all_reduce computes it (all_reduce.cpp);
// every other process gets zeros. The spec writes those zeros as
// broadcast_in_dim(constant(0, element_type(result)), ...); for a quantized
// result hloref reads that 0 as quantize(0, element_type(result)), the zero
// point, as the fast op does (interpreter/ops/collective_reduce.cpp).
#include "interpreter/literal/collective.h"

namespace hloref::literal {
namespace {

std::vector<Value> collectiveReduce(OpCall& call) {
  const std::vector<Tensor> operands = hloref::collective::tensorOperands(call, call.operands.size());
  const size_t N = call.op.resultTypes.size();
  collective::Participation participation = collective::replicaOrPartitionParticipation(call, "C2", nullptr);
  std::vector<Value> results;
  for (size_t j = 0; j < N; ++j) results.push_back(Value(collective::zerosOfResult(call, j)));
  if (!participation.inGroup) return results;
  const std::vector<int64_t> source =
      hloref::collective::rootPositions(call, operands, N, participation.process_group, std::nullopt);
  const std::vector<std::vector<Tensor>> operandsOfGroup = participation.operandsOfGroup(call, operands);
  for (size_t j = 0; j < N; ++j) {
    if (static_cast<size_t>(source[j]) != participation.position) continue;
    std::vector<Tensor> values;  // operands[j]@process_group
    for (const std::vector<Tensor>& sender : operandsOfGroup) values.push_back(sender[j]);
    results[j] = Value(collective::allReduceInGroup(call, values).withType(call.resultType(j)));
  }
  return results;
}

}  // namespace

HLOREF_LITERAL("stablehlo.collective_reduce", collectiveReduce);

}  // namespace hloref::literal
