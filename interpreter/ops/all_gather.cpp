// spec: Ops > all_gather
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalAllGather(OpCall& call) {
  using namespace collective;
  std::vector<Tensor> operands = tensorOperands(call, call.operands.size());
  const int64_t all_gather_dim = call.intAttr("all_gather_dim");
  const IdGroups replica_groups = idGroupsAttr(call, "replica_groups", Padding::Drop);
  const int64_t channel_id = channelId(call);

  // process_groups by channel_id and use_global_device_ids; (C3), (C4) on
  // this grid.
  CurrentProcess process(call);
  const Strategy strategy = spec::replicaGroupsStrategy(channel_id, flagAttr(call, "use_global_device_ids"));
  std::vector<ProcessGroup> process_groups =
      processGroupsOnGrid(call, process->grid(), strategy, replica_groups, "replica_groups", "C4", "C3");
  Membership m = requireGroup(call, process_groups, process->id());
  const ProcessGroup& process_group = *m.group;

  // operands...@receiver = [operand@sender for sender in process_group].
  std::vector<std::vector<Value>> all = process->exchange(call, channel_id, process_group, m.position,
                                                          asValues(operands));
  checkContributions(call, process_group, m.position, all);

  // results...@process = concatenate(operands...@process, all_gather_dim).
  std::vector<Value> results;
  for (size_t i = 0; i < operands.size(); ++i) {
    // (C6) dim(results..., all_gather_dim) = dim(operands..., all_gather_dim) * dim(process_groups, 1).
    Shape shape = operands[i].shape();
    auto size = index_walk::checkedMul(shape[all_gather_dim], static_cast<int64_t>(process_group.size()));
    if (!size) call.fail("gathers a dimension of more than 2^63 - 1 elements");
    shape[all_gather_dim] = *size;
    std::vector<Tensor> parts;
    for (const auto& contribution : all) parts.push_back(contribution[i].tensor());
    results.push_back(
        Value(concatenateParts(parts, all_gather_dim, Tensor(resultTypeOfShape(call, i, shape, "C6")))));
  }
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.all_gather",
           .eval = evalAllGather,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
