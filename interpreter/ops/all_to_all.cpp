// spec: Ops > all_to_all
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalAllToAll(OpCall& call) {
  using namespace collective;
  std::vector<Tensor> operands = tensorOperands(call, call.operands.size());
  int64_t split_dimension = call.intAttr("split_dimension");
  int64_t concat_dimension = call.intAttr("concat_dimension");
  int64_t split_count = call.intAttr("split_count");
  IdRows replica_groups = idRowsAttr(call, "replica_groups", /*dropPadding=*/true);
  int64_t channel_id = channelId(call);
  if (call.op.resultTypes.size() != operands.size())
    call.fail("has " + std::to_string(operands.size()) + " operands but " +
              std::to_string(call.op.resultTypes.size()) + " results");

  // (C4) 0 < split_count.
  if (split_count <= 0) call.fail("has split_count = " + std::to_string(split_count) + "; it must be positive");
  for (size_t i = 0; i < operands.size(); ++i) {
    const Tensor& operand = operands[i];
    std::string name = "operands[" + std::to_string(i) + "] of type " + tensorTypeString(operand.type());
    // (C1) 0 <= split_dimension < rank(operands...).
    if (split_dimension < 0 || split_dimension >= operand.rank())
      call.fail("has split_dimension = " + std::to_string(split_dimension) + " outside [0, " +
                std::to_string(operand.rank()) + ") for " + name);
    // (C2) dim(operands..., split_dimension) % split_count = 0.
    if (operand.shape()[split_dimension] % split_count != 0)
      call.fail("has split_count = " + std::to_string(split_count) + ", which does not divide dimension " +
                std::to_string(split_dimension) + " of " + name);
    // (C3) 0 <= concat_dimension < rank(operands...).
    if (concat_dimension < 0 || concat_dimension >= operand.rank())
      call.fail("has concat_dimension = " + std::to_string(concat_dimension) + " outside [0, " +
                std::to_string(operand.rank()) + ") for " + name);
    index_walk::requireSameElementType(call, operand, call.resultType(i), "operands[" + std::to_string(i) + "]");
  }

  // process_groups: cross_replica(replica_groups) if channel_id <= 0,
  // cross_partition(replica_groups) if channel_id > 0; (C5-C7).
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      channel_id <= 0
          ? cross_replica(call, process->grid(), replica_groups.rows, "replica_groups", GroupCheck::UniqueCovering)
          : cross_partition(call, process->grid(), replica_groups.rows, "replica_groups",
                            GroupCheck::UniqueCovering);
  Membership m = requireGroup(call, process_groups, process->id());
  const ProcessGroup& process_group = *m.group;
  // (C8) dim(replica_groups, 1) = split_count: every group has split_count
  // processes.
  if (static_cast<int64_t>(process_group.size()) != split_count)
    call.fail("has split_count = " + std::to_string(split_count) + " but process group " +
              processGroupString(process_group) + " has " + std::to_string(process_group.size()) + " processes");

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
    if (!size) call.fail("concatenates a dimension that overflows");
    shape[concat_dimension] = *size;
    results.push_back(Value(concatenateParts(scattered_parts, concat_dimension, call.newResult(i, shape))));
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
