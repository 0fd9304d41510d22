// spec: Ops > all_gather
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalAllGather(OpCall& call) {
  using namespace collective;
  std::vector<Tensor> operands = tensorOperands(call, call.operands.size());
  int64_t all_gather_dim = call.intAttr("all_gather_dim");
  IdRows replica_groups = idRowsAttr(call, "replica_groups", /*dropPadding=*/true);
  int64_t channel_id = channelId(call);
  bool use_global_device_ids = flagAttr(call, "use_global_device_ids");
  if (call.op.resultTypes.size() != operands.size())
    call.fail("has " + std::to_string(operands.size()) + " operands but " +
              std::to_string(call.op.resultTypes.size()) + " results");
  // (C1) 0 <= all_gather_dim < rank(operands...).
  for (size_t i = 0; i < operands.size(); ++i) {
    if (all_gather_dim < 0 || all_gather_dim >= operands[i].rank())
      call.fail("has all_gather_dim = " + std::to_string(all_gather_dim) + " outside [0, " +
                std::to_string(operands[i].rank()) + ") for operands[" + std::to_string(i) + "] of type " +
                tensorTypeString(operands[i].type()));
    index_walk::requireSameElementType(call, operands[i], call.resultType(i), "operands[" + std::to_string(i) + "]");
  }

  // process_groups by channel_id and use_global_device_ids; (C2-C5).
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      replicaProcessGroups(call, process->grid(), replica_groups.rows, channel_id, use_global_device_ids);
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
    if (!size) call.fail("gathers a dimension that overflows");
    shape[all_gather_dim] = *size;
    std::vector<Tensor> parts;
    for (const auto& contribution : all) parts.push_back(contribution[i].tensor());
    results.push_back(Value(concatenateParts(parts, all_gather_dim, call.newResult(i, shape))));
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
