// spec: Ops > collective_permute
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalCollectivePermute(OpCall& call) {
  using namespace collective;
  const Tensor& operand = call.tensor(0);
  const IdGroups source_target_pairs = idGroupsAttr(call, "source_target_pairs", Padding::Keep);
  const int64_t channel_id = channelId(call);
  if (!source_target_pairs.rows.empty() && source_target_pairs.columns != 2)  // C1: pair[1] below
    call.unreachable("has source_target_pairs = " + source_target_pairs.str());

  // process_groups: cross_replica(source_target_pairs) if channel_id <= 0,
  // cross_partition(source_target_pairs) if channel_id > 0; (C4) on this
  // grid (C1-C3 and C5 are the checker's).
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      processGroupsOnGrid(call, process->grid(), spec::replicaOrPartitionStrategy(channel_id), source_target_pairs,
                          "source_target_pairs", "C4", nullptr);

  // result@process = operand@process_groups[i, 0] if process_groups[i, 1] =
  // process, else zeros. Each pair is its own exchange between its source
  // and its target; every process goes through its pairs in the order of
  // source_target_pairs, so the exchanges cannot wait on each other in a cycle.
  Value result;
  bool received = false;
  for (const ProcessGroup& pair : process_groups) {
    const ProcessId source = pair[0], target = pair[1];
    if (source != process->id() && target != process->id()) continue;
    if (source == target) {  // a self loop
      result = Value(operand);
      received = true;
      continue;
    }
    size_t position = source == process->id() ? 0 : 1;
    std::vector<std::vector<Value>> values =
        process->exchange(call, channel_id, pair, position, {Value(operand)});
    checkContributions(call, pair, position, values);
    if (position == 1) {
      result = values[0][0];
      received = true;
    }
  }
  if (!received) result = Value(zeros(call, 0, operand.shape()));
  return {result};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.collective_permute",
           .eval = evalCollectivePermute,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
