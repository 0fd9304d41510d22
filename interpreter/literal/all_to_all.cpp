// spec: Ops > all_to_all, literally: within each process group,
//   split_parts...@sender = split(operands...@sender, split_count, split_dimension);
//   scattered_parts...@receiver = [split_parts...@sender[receiver_index] for sender in process_group]
//     where receiver_index = process_group.index(receiver);
//   results...@process = concatenate(scattered_parts...@process, concat_dimension),
// split and concatenate written as their index maps.
#include "interpreter/literal/collective.h"

namespace hloref::literal {
namespace {

std::vector<Value> allToAll(OpCall& call) {
  const std::vector<Tensor> operands = hloref::collective::tensorOperands(call, call.operands.size());
  const int64_t split_dimension = call.intAttr("split_dimension");
  const int64_t concat_dimension = call.intAttr("concat_dimension");
  const int64_t split_count = call.intAttr("split_count");
  collective::Participation participation =
      collective::replicaOrPartitionParticipation(call, "C7", "C6");
  // Afterwards, within each process_group (the groups cover every process):
  const ProcessGroup& process_group = participation.process_group;
  // (C8) dim(replica_groups, 1) = split_count; without replica_groups the
  // group is known only now.
  if (static_cast<int64_t>(process_group.size()) != split_count)
    call.violation("C8", "process group " + processGroupString(process_group) + ", split_count = " +
                             std::to_string(split_count));
  const std::vector<std::vector<Tensor>> operandsOfGroup = participation.operandsOfGroup(call, operands);
  const int64_t receiver_index = static_cast<int64_t>(participation.position);

  std::vector<Value> results;
  for (size_t i = 0; i < operands.size(); ++i) {
    Shape split_part_shape = operands[i].shape();
    split_part_shape[static_cast<size_t>(split_dimension)] /= split_count;
    const std::vector<Shape> scattered_part_shapes(process_group.size(), split_part_shape);
    Shape result_shape = split_part_shape;
    const auto concatenated =
        index_walk::checkedMul(result_shape[static_cast<size_t>(concat_dimension)], split_count);
    if (!concatenated) call.fail("concatenates a dimension that overflows");
    result_shape[static_cast<size_t>(concat_dimension)] = *concatenated;
    Tensor result = call.newResult(i, result_shape);
    forEachIndex(result.shape(), [&](const Index& result_index) {
      // scattered_parts[sender][part_index] = split_parts@sender[receiver_index][part_index].
      const collective::ConcatenateSource scattered =
          collective::concatenateSource(scattered_part_shapes, concat_dimension, result_index);
      const Tensor& operand = operandsOfGroup[scattered.id][i];
      copyElement(result, result_index, operand,
                  collective::splitSource(operand.shape(), split_count, split_dimension, receiver_index,
                                          scattered.input_index));
    });
    results.push_back(Value(std::move(result)));
  }
  return results;
}

}  // namespace

HLOREF_LITERAL("stablehlo.all_to_all", allToAll);

}  // namespace hloref::literal
