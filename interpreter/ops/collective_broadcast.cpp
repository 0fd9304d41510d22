// spec: Ops > collective_broadcast
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalCollectiveBroadcast(OpCall& call) {
  using namespace collective;
  const IdGroups replica_groups = idGroupsAttr(call, "replica_groups", Padding::Drop);
  const int64_t channel_id = channelId(call);
  const bool has_dynamic_root = flagAttr(call, "has_dynamic_root");
  std::vector<Tensor> operands = tensorOperands(call, call.operands.size());
  // N = size(results); with has_dynamic_root, operands[N] holds the roots
  // (C3-C5 are the checker's).
  const size_t N = call.op.resultTypes.size();
  std::vector<int64_t> root(N, 0);
  if (has_dynamic_root)
    for (size_t j = 0; j < N; ++j) root[j] = operands[N].intValue(static_cast<int64_t>(j));

  // process_groups: cross_replica(replica_groups) if channel_id <= 0,
  // cross_partition(replica_groups) if channel_id > 0; (C2) on this grid.
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      processGroupsOnGrid(call, process->grid(), spec::replicaOrPartitionStrategy(channel_id), replica_groups,
                          "replica_groups", "C2", nullptr);
  Membership m = findGroup(process_groups, process->id());
  std::vector<Value> results;
  if (!m.group) {
    // A process in no group: results[j] are zeros.
    for (size_t j = 0; j < N; ++j) results.push_back(Value(zeros(call, j, operands[j].shape())));
    return results;
  }
  const ProcessGroup& process_group = *m.group;
  // (C6) 0 <= operands[size(operands)-1] < shape(replica_groups)[1]; a
  // group that padding left shorter has fewer processes to name.
  for (size_t j = 0; j < N; ++j) {
    if (root[j] < 0 || root[j] >= replica_groups.columns)
      call.violation("C6", "operands[size(operands)-1] = " + notation::listText(root) +
                               ", shape(replica_groups)[1] = " + std::to_string(replica_groups.columns));
    if (root[j] >= static_cast<int64_t>(process_group.size()))
      call.fail("has root " + std::to_string(root[j]) + " for result #" + std::to_string(j) +
                ", beyond the process group " + processGroupString(process_group));
  }

  std::vector<std::vector<Value>> all = process->exchange(call, channel_id, process_group, m.position,
                                                          asValues(operands));
  checkContributions(call, process_group, m.position, all);
  if (has_dynamic_root) requireSameRoots(call, process_group, m.position, all, root);
  // The source for results[j] is process_groups[i, 0], or
  // process_groups[i, operands[N][j]] with a dynamic root:
  // results[j]@process = operands[j]@source.
  for (size_t j = 0; j < N; ++j) results.push_back(all[static_cast<size_t>(root[j])][j]);
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.collective_broadcast",
           .eval = evalCollectiveBroadcast,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
