// spec: Ops > collective_permute, literally:
//   result@process = operand@process_groups[i, 0] if there exists an i such
//   that process_groups[i, 1] = process, else zeros
//   (broadcast_in_dim(constant(is_quantized(result) ? quantize(0, ...) : 0, ...))).
// Each pair of process_groups is an exchange between its source and its
// target, which every process goes through in the order of
// source_target_pairs (as the fast op does: the exchanges cannot wait on
// each other in a cycle).
#include <optional>

#include "interpreter/literal/collective.h"

namespace hloref::literal {
namespace {

std::vector<Value> collectivePermute(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const spec::IdGroups source_target_pairs =
      hloref::collective::idGroupsAttr(call, "source_target_pairs", spec::Padding::Keep);
  const int64_t channel_id = hloref::collective::channelId(call);

  // process_groups: cross_replica(source_target_pairs) if channel_id <= 0,
  // cross_partition(source_target_pairs) if channel_id > 0.
  CurrentProcess process(call);
  const std::vector<ProcessGroup> process_groups = hloref::collective::processGroupsOnGrid(
      call, process->grid(), spec::replicaOrPartitionStrategy(channel_id), source_target_pairs,
      "source_target_pairs", "C4", nullptr);

  std::optional<Tensor> received;  // operand@process_groups[i, 0] where process_groups[i, 1] = process
  for (const ProcessGroup& pair : process_groups) {
    const ProcessId source = pair[0], target = pair[1];
    if (source != process->id() && target != process->id()) continue;
    if (source == target) {  // sends to itself
      received = operand;
      continue;
    }
    const size_t position = source == process->id() ? 0 : 1;
    const std::vector<std::vector<Tensor>> operandsOfPair =
        collective::exchangeInGroup(call, *process, channel_id, pair, position, {operand});
    if (target == process->id()) received = operandsOfPair[0][0];
  }
  if (!received) return {Value(collective::zerosOfResult(call, 0))};
  Tensor result = call.newResult(0);
  forEachIndex(result.shape(), [&](const Index& result_index) {
    copyElement(result, result_index, *received, result_index);
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.collective_permute", collectivePermute);

}  // namespace hloref::literal
