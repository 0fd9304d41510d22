// spec: Ops > reduce_scatter, literally: within each process group,
//   reduced_value = all_reduce(operand, replica_groups, channel_id, use_global_device_ids, computation);
//   parts@sender = split(reduced_value@sender, dim(process_groups, 1), scatter_dimension);
//   result@receiver = parts@sender[receiver_index].
// Every sender's reduced_value is the same all_reduce over the group, so the
// receiver computes it whole from the operands it received and takes its part.
#include "interpreter/literal/collective.h"

namespace hloref::literal {
namespace {

std::vector<Value> reduceScatter(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const int64_t scatter_dimension = call.intAttr("scatter_dimension");
  collective::Participation participation = collective::replicaGroupsParticipation(call, "C5", "C4");
  // Afterwards, within each process_group:
  const ProcessGroup& process_group = participation.process_group;
  const int64_t group_size = static_cast<int64_t>(process_group.size());  // dim(process_groups, 1)
  // (C1) dim(operand, scatter_dimension) % dim(process_groups, 1) = 0: the
  // group is known only now.
  if (operand.shape()[static_cast<size_t>(scatter_dimension)] % group_size != 0)
    call.violation("C1", "dim(operand, scatter_dimension) = " +
                             std::to_string(operand.shape()[static_cast<size_t>(scatter_dimension)]) +
                             ", process group " + processGroupString(process_group));
  const std::vector<std::vector<Tensor>> operandsOfGroup = participation.operandsOfGroup(call, {operand});

  std::vector<Tensor> values;  // operand@process_group
  for (const std::vector<Tensor>& sender : operandsOfGroup) values.push_back(sender[0]);
  const Tensor reduced_value = collective::allReduceInGroup(call, values);

  const int64_t receiver_index = static_cast<int64_t>(participation.position);
  Shape result_shape = operand.shape();
  result_shape[static_cast<size_t>(scatter_dimension)] /= group_size;
  Tensor result = call.newResult(0, result_shape);
  forEachIndex(result.shape(), [&](const Index& result_index) {
    copyElement(result, result_index, reduced_value,
                collective::splitSource(reduced_value.shape(), group_size, scatter_dimension, receiver_index,
                                        result_index));
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.reduce_scatter", reduceScatter);

}  // namespace hloref::literal
