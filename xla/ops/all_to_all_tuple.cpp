// xla.all_to_all_tuple: all-to-all in XLA's tuple form (operation_semantics.md:
// AllToAll; HLO all-to-all without dimensions). Within each process group
// of N processes, a process gives N operands; operand i goes to the
// process at position i, and result j is what the process at position j
// gave for this one. Groups: cross-replica without channel_id, else
// cross-partition, as all_to_all's.
#include "interpreter/collective.h"

namespace hloref::xla {
namespace {

using namespace collective;

std::vector<Value> evalAllToAllTuple(OpCall& call) {
  CurrentProcess process(call);
  const IdGroups groups = idGroupsAttr(call, "replica_groups", Padding::Drop);
  const int64_t channel_id = channelId(call);
  std::vector<ProcessGroup> processGroups = processGroupsOnGrid(
      call, process->grid(), spec::replicaOrPartitionStrategy(channel_id), groups, "replica_groups", "C7", "C6");
  Membership m = requireGroup(call, processGroups, process->id());
  if (call.operands.size() != m.group->size())
    call.fail("gives " + std::to_string(call.operands.size()) + " operands in a group of " +
              std::to_string(m.group->size()) + " processes (one per process)");
  std::vector<std::vector<Value>> all = process->exchange(call, channel_id, *m.group, m.position, call.operands);
  std::vector<Value> results;
  for (size_t j = 0; j < all.size(); ++j) {
    const Value& v = all[j].at(m.position);
    if (!v.isTensor() || v.tensor().type().shape != call.resultType(j).shape ||
        v.tensor().elementType() != call.resultType(j).elementType)
      call.fail("receives " + valueTypesString({v}) + " from process " + (*m.group)[j].str() + " as result #" +
                std::to_string(j) + " of type " + tensorTypeString(call.resultType(j)));
    results.push_back(v);
  }
  return results;
}

}  // namespace

HLOREF_OP({.name = "xla.all_to_all_tuple",
           .eval = evalAllToAllTuple,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref::xla
