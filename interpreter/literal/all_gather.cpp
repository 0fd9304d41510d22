// spec: Ops > all_gather, literally: within each process group,
//   operands...@receiver = [operand@sender for sender in process_group];
//   results...@process = concatenate(operands...@process, all_gather_dim),
// the concatenation written as its index map.
#include "interpreter/literal/collective.h"

namespace hloref::literal {
namespace {

std::vector<Value> allGather(OpCall& call) {
  const std::vector<Tensor> operands = hloref::collective::tensorOperands(call, call.operands.size());
  const int64_t all_gather_dim = call.intAttr("all_gather_dim");
  collective::Participation participation = collective::replicaGroupsParticipation(call, "C4", "C3");
  const ProcessGroup& process_group = participation.process_group;
  // Afterwards, within each process_group:
  const std::vector<std::vector<Tensor>> operandsOfGroup = participation.operandsOfGroup(call, operands);

  std::vector<Value> results;
  for (size_t i = 0; i < operands.size(); ++i) {
    std::vector<Shape> input_shapes;
    for (const std::vector<Tensor>& sender : operandsOfGroup) input_shapes.push_back(sender[i].shape());
    // (C6) dim(results..., all_gather_dim) = dim(operands..., all_gather_dim) * dim(process_groups, 1).
    Shape result_shape = operands[i].shape();
    const auto gathered = index_walk::checkedMul(result_shape[static_cast<size_t>(all_gather_dim)],
                                                 static_cast<int64_t>(process_group.size()));
    if (!gathered) call.fail("gathers a dimension that overflows");
    result_shape[static_cast<size_t>(all_gather_dim)] = *gathered;
    Tensor result = call.newResult(i, result_shape);
    forEachIndex(result.shape(), [&](const Index& result_index) {
      const collective::ConcatenateSource source =
          collective::concatenateSource(input_shapes, all_gather_dim, result_index);
      copyElement(result, result_index, operandsOfGroup[source.id][i], source.input_index);
    });
    results.push_back(Value(std::move(result)));
  }
  return results;
}

}  // namespace

HLOREF_LITERAL("stablehlo.all_gather", allGather);

}  // namespace hloref::literal
