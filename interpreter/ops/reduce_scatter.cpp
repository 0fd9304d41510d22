// spec: Ops > reduce_scatter
// Quantized operands: as all_reduce (all_reduce.cpp), whose reduction this is.
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalReduceScatter(OpCall& call) {
  using namespace collective;
  if (call.operands.size() != 1 || call.op.resultTypes.size() != 1)
    call.fail("takes one operand and has one result");
  const Tensor& operand = call.tensor(0);
  int64_t scatter_dimension = call.intAttr("scatter_dimension");
  IdRows replica_groups = idRowsAttr(call, "replica_groups", /*dropPadding=*/true);
  int64_t channel_id = channelId(call);
  bool use_global_device_ids = flagAttr(call, "use_global_device_ids");

  // (C2) 0 <= scatter_dimension < rank(operand).
  if (scatter_dimension < 0 || scatter_dimension >= operand.rank())
    call.fail("has scatter_dimension = " + std::to_string(scatter_dimension) + " outside [0, " +
              std::to_string(operand.rank()) + ") for an operand of type " + tensorTypeString(operand.type()));
  // (C7) computation has type (tensor<E>, tensor<E>) -> (tensor<E>).
  TensorType E = computationType(call, operand, "operand");

  // process_groups by channel_id and use_global_device_ids; (C3-C6).
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      replicaProcessGroups(call, process->grid(), replica_groups.rows, channel_id, use_global_device_ids);
  Membership m = requireGroup(call, process_groups, process->id());
  const ProcessGroup& process_group = *m.group;
  const int64_t group_size = static_cast<int64_t>(process_group.size());
  // (C1) dim(operand, scatter_dimension) % dim(process_groups, 1) = 0.
  if (operand.shape()[scatter_dimension] % group_size != 0)
    call.fail("has an operand of type " + tensorTypeString(operand.type()) + " whose dimension " +
              std::to_string(scatter_dimension) + " does not split into " + std::to_string(group_size) +
              " parts for process group " + processGroupString(process_group));

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
  Tensor result = call.newResult(0, reduced.shape());
  requireComputationElementType(call, result.type(), E, "a result", "C9");
  return {Value(reduced.withType(result.type()))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.reduce_scatter",
           .eval = evalReduceScatter,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
