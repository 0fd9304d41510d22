// spec: Ops > collective_broadcast
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalCollectiveBroadcast(OpCall& call) {
  using namespace collective;
  IdRows replica_groups = idRowsAttr(call, "replica_groups", /*dropPadding=*/true);
  int64_t channel_id = channelId(call);
  bool has_dynamic_root = flagAttr(call, "has_dynamic_root");
  std::vector<Tensor> operands = tensorOperands(call, call.operands.size());

  // (C3), (C4) size(operands) >= 1, or >= 2 with a dynamic root; (C5)
  // size(results) = size(operands) - (has_dynamic_root ? 1 : 0).
  const size_t N = call.op.resultTypes.size();
  if (operands.size() < (has_dynamic_root ? 2u : 1u) || N != operands.size() - (has_dynamic_root ? 1 : 0))
    call.fail("has " + std::to_string(operands.size()) + " operands and " + std::to_string(N) +
              " results; it needs one result per operand" +
              (has_dynamic_root ? std::string(" except the last (the roots)") : std::string()) +
              " and at least one result");
  for (size_t j = 0; j < N; ++j) {
    // type(results[j]) = type(operands[j]).
    const TensorType& type = call.resultType(j);
    if (!type.isStatic() || !(type == operands[j].type()))
      call.fail("has result #" + std::to_string(j) + " of type " + tensorTypeString(type) + " but operands[" +
                std::to_string(j) + "] of type " + tensorTypeString(operands[j].type()) + "; they must be the same");
  }
  // (C4) type(operands[size(operands)-1]) = tensor<[size(operands)-1]xi32>.
  std::vector<int64_t> root(N, 0);
  if (has_dynamic_root) {
    const Tensor& roots = operands.back();
    if (roots.elementType() != ElementType::SI32 || roots.type().isQuantized() || roots.rank() != 1 ||
        roots.shape()[0] != static_cast<int64_t>(N))
      call.fail("has roots of type " + tensorTypeString(roots.type()) + "; with has_dynamic_root they must be tensor<" +
                std::to_string(N) + "xi32>");
    for (size_t j = 0; j < N; ++j) root[j] = roots.intValue(static_cast<int64_t>(j));
  }

  // process_groups: cross_replica(replica_groups) if channel_id <= 0,
  // cross_partition(replica_groups) if channel_id > 0; (C1), (C2).
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      channel_id <= 0 ? cross_replica(call, process->grid(), replica_groups.rows, "replica_groups", GroupCheck::Unique)
                      : cross_partition(call, process->grid(), replica_groups.rows, "replica_groups",
                                        GroupCheck::Unique);
  Membership m = findGroup(process_groups, process->id());
  std::vector<Value> results;
  if (!m.group) {
    // A process in no group: results[j] are zeros.
    for (size_t j = 0; j < N; ++j) results.push_back(Value(zeros(call, j)));
    return results;
  }
  const ProcessGroup& process_group = *m.group;
  // (C6) 0 <= operands[size(operands)-1] < shape(replica_groups)[1].
  for (size_t j = 0; j < N; ++j)
    if (root[j] < 0 || root[j] >= static_cast<int64_t>(process_group.size()))
      call.fail("has root " + std::to_string(root[j]) + " for result #" + std::to_string(j) +
                ", outside the process group " + processGroupString(process_group) + " (C6)");

  std::vector<std::vector<Value>> all = process->exchange(call, channel_id, process_group, m.position,
                                                          asValues(operands));
  checkContributions(call, process_group, m.position, all);
  if (has_dynamic_root) {
    // Every process of the group must name the same roots.
    for (size_t k = 0; k < all.size(); ++k)
      for (size_t j = 0; j < N; ++j)
        if (all[k].back().tensor().intValue(static_cast<int64_t>(j)) != root[j])
          call.fail("on process " + process->id().str() + " has root " + std::to_string(root[j]) + " for result #" +
                    std::to_string(j) + " but process " + process_group[k].str() + " has " +
                    std::to_string(all[k].back().tensor().intValue(static_cast<int64_t>(j))) +
                    "; the processes of a group must agree");
  }
  // The source for results[j] is process_groups[i, 0], or
  // process_groups[i, operands[N][j]] with a dynamic root:
  // results[j]@process = operands[j]@source.
  for (size_t j = 0; j < N; ++j) {
    const Tensor& value = all[static_cast<size_t>(root[j])][j].tensor();
    results.push_back(Value(value.withType(call.resultType(j))));
  }
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
