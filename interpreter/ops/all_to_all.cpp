// spec: Ops > all_to_all
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalAllToAll(OpCall& call) {
  using namespace collective;
  std::vector<Tensor> operands = tensorOperands(call, call.operands.size());
  const int64_t split_dimension = call.intAttr("split_dimension");
  const int64_t concat_dimension = call.intAttr("concat_dimension");
  const int64_t split_count = call.intAttr("split_count");
  const IdGroups replica_groups = idGroupsAttr(call, "replica_groups", Padding::Drop);
  const int64_t channel_id = channelId(call);

  // process_groups: cross_replica(replica_groups) if channel_id <= 0,
  // cross_partition(replica_groups) if channel_id > 0; (C6), (C7) on this grid.
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      processGroupsOnGrid(call, process->grid(), spec::replicaOrPartitionStrategy(channel_id), replica_groups,
                          "replica_groups", "C7", "C6");
  Membership m = requireGroup(call, process_groups, process->id());
  const ProcessGroup& process_group = *m.group;
  // (C8) every group has split_count processes; the checker knows the rows,
  // the grid gives the group of every id when there are none.
  if (static_cast<int64_t>(process_group.size()) != split_count)
    call.violation("C8", "split_count = " + std::to_string(split_count) + ", process group " +
                             processGroupString(process_group));
  // (C2) dim(operands..., split_dimension) % split_count = 0, for the sizes
  // of dynamic dimensions.
  for (const Tensor& operand : operands)
    if (operand.shape()[split_dimension] % split_count != 0)
      call.violation("C2", "dim(operands, split_dimension) = " + std::to_string(operand.shape()[split_dimension]) +
                               ", split_count = " + std::to_string(split_count));

  std::vector<std::vector<Value>> all = process->exchange(call, channel_id, process_group, m.position,
                                                          asValues(operands));
  checkContributions(call, process_group, m.position, all);

  std::vector<Value> results;
  const int64_t receiver_index = static_cast<int64_t>(m.position);
  for (size_t i = 0; i < operands.size(); ++i) {
    // split_parts...@sender = split(operands...@sender, split_count, split_dimension);
    // scattered_parts...@receiver = [split_parts...@sender[receiver_index] for sender in process_group].
    std::vector<Tensor> scattered_parts;
    for (const auto& sender : all)
      scattered_parts.push_back(splitPart(sender[i].tensor(), split_count, split_dimension, receiver_index));
    // (C9) the result shape; results...@process = concatenate(scattered_parts...@process, concat_dimension).
    Shape shape = scattered_parts[0].shape();
    auto size = index_walk::checkedMul(shape[concat_dimension], split_count);
    if (!size) call.fail("concatenates a dimension of more than 2^63 - 1 elements");
    shape[concat_dimension] = *size;
    results.push_back(
        Value(concatenateParts(scattered_parts, concat_dimension, Tensor(resultTypeOfShape(call, i, shape, "C9")))));
  }
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.all_to_all",
           .eval = evalAllToAll,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
