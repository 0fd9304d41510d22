// spec: Ops > reduce_scatter
// Quantized operands: as all_reduce (all_reduce.cpp), whose reduction this is.
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalReduceScatter(OpCall& call) {
  using namespace collective;
  const Tensor& operand = call.tensor(0);
  const int64_t scatter_dimension = call.intAttr("scatter_dimension");
  const IdGroups replica_groups = idGroupsAttr(call, "replica_groups", Padding::Drop);
  const int64_t channel_id = channelId(call);
  // (C7) computation has type (tensor<E>, tensor<E>) -> (tensor<E>).
  const TensorType& E = computationType(call);

  // process_groups by channel_id and use_global_device_ids; (C4), (C5) on
  // this grid.
  CurrentProcess process(call);
  const Strategy strategy = spec::replicaGroupsStrategy(channel_id, flagAttr(call, "use_global_device_ids"));
  std::vector<ProcessGroup> process_groups =
      processGroupsOnGrid(call, process->grid(), strategy, replica_groups, "replica_groups", "C5", "C4");
  Membership m = requireGroup(call, process_groups, process->id());
  const ProcessGroup& process_group = *m.group;
  const int64_t group_size = static_cast<int64_t>(process_group.size());
  // (C1) dim(operand, scatter_dimension) % dim(process_groups, 1) = 0: the
  // group's size is known here when rows differ in size or there are none,
  // and the dimension when it is dynamic.
  if (operand.shape()[scatter_dimension] % group_size != 0)
    call.violation("C1", "dim(operand, scatter_dimension) = " + std::to_string(operand.shape()[scatter_dimension]) +
                             ", dim(process_groups, 1) = " + std::to_string(group_size) + " for process group " +
                             processGroupString(process_group));

  std::vector<std::vector<Value>> all =
      process->exchange(call, channel_id, process_group, m.position, {Value(operand)});
  checkContributions(call, process_group, m.position, all);

  // reduced_value = all_reduce(operand, ...);
  // parts@sender = split(reduced_value@sender, dim(process_groups, 1), scatter_dimension);
  // result@receiver = parts@sender[receiver_index].
  // all_reduce combines elements index by index, so part receiver_index of
  // the reduced value is the reduction of part receiver_index of each
  // operand: only that part is reduced.
  const int64_t receiver_index = static_cast<int64_t>(m.position);
  std::vector<Tensor> parts;
  for (const auto& sender : all)
    parts.push_back(splitPart(sender[0].tensor(), group_size, scatter_dimension, receiver_index));
  Tensor reduced = reduceInGroup(call, E, parts);
  // (C8) shape(result) = shape(operand) except dim(result, scatter_dimension)
  // = dim(operand, scatter_dimension) / dim(process_groups, 1); (C9) element_type(result) = E.
  return {Value(reduced.withType(resultTypeOfShape(call, 0, reduced.shape(), "C8")))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.reduce_scatter",
           .eval = evalReduceScatter,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
