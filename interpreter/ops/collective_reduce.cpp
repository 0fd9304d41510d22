// spec: Ops > collective_reduce
// Quantized operands: as all_reduce (all_reduce.cpp); the processes that are
// not roots get zeros, the zero point for a quantized result.
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalCollectiveReduce(OpCall& call) {
  using namespace collective;
  const IdGroups replica_groups = idGroupsAttr(call, "replica_groups", Padding::Drop);
  const int64_t channel_id = channelId(call);
  const bool has_dynamic_root = flagAttr(call, "has_dynamic_root");
  std::vector<Tensor> operands = tensorOperands(call, call.operands.size());
  // One result per data operand; with has_dynamic_root the last operand
  // holds the roots, one per data operand (C3 is the checker's).
  const size_t N = call.op.resultTypes.size();
  // (C4) computation has type (tensor<E>, tensor<E>) -> (tensor<E>).
  const TensorType& E = computationType(call);

  // process_groups: cross_replica(replica_groups) if channel_id <= 0,
  // cross_partition(replica_groups) if channel_id > 0; (C2) on this grid.
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      processGroupsOnGrid(call, process->grid(), spec::replicaOrPartitionStrategy(channel_id), replica_groups,
                          "replica_groups", "C2", nullptr);
  Membership m = findGroup(process_groups, process->id());
  std::vector<Value> results;
  for (size_t j = 0; j < N; ++j) results.push_back(Value(zeros(call, j, operands[j].shape())));
  if (!m.group) return results;  // a process in no group: zeros
  const ProcessGroup& process_group = *m.group;
  const std::vector<int64_t> root = rootPositions(call, operands, N, process_group, std::nullopt);

  std::vector<std::vector<Value>> all = process->exchange(call, channel_id, process_group, m.position,
                                                          asValues(operands));
  checkContributions(call, process_group, m.position, all);
  if (has_dynamic_root) requireSameRoots(call, process_group, m.position, all, root);
  // The root of results[j] (process_groups[i, 0], or process_groups[i,
  // root[j]] with a dynamic root) gets the reduction of operands[j] over the
  // group; the other processes get zeros.
  for (size_t j = 0; j < N; ++j) {
    if (static_cast<size_t>(root[j]) != m.position) continue;
    std::vector<Tensor> values;
    for (const auto& contribution : all) values.push_back(contribution[j].tensor());
    results[j] = Value(reduceInGroup(call, E, values).withType(results[j].tensor().type()));
  }
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.collective_reduce",
           .eval = evalCollectiveReduce,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
