// spec: Ops > collective_permute
#include <set>

#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalCollectivePermute(OpCall& call) {
  using namespace collective;
  if (call.operands.size() != 1 || call.op.resultTypes.size() != 1)
    call.fail("takes one operand and has one result");
  const Tensor& operand = call.tensor(0);
  IdRows source_target_pairs = idRowsAttr(call, "source_target_pairs", /*dropPadding=*/false);
  int64_t channel_id = channelId(call);

  // (C1) dim(source_target_pairs, 1) = 2.
  if (source_target_pairs.columns != 2 && !source_target_pairs.rows.empty())
    call.fail("has source_target_pairs with " + std::to_string(source_target_pairs.columns) +
              " columns; they must be pairs");
  // (C2) is_unique(source_target_pairs[:, 0]); (C3) is_unique(source_target_pairs[:, 1]).
  for (int column = 0; column < 2; ++column) {
    std::set<int64_t> seen;
    for (const auto& pair : source_target_pairs.rows)
      if (!seen.insert(pair[column]).second)
        call.fail("has source_target_pairs with " + std::string(column == 0 ? "source " : "target ") +
                  std::to_string(pair[column]) + " more than once");
  }
  // (C5) type(result) = type(operand).
  if (!(call.resultType(0) == operand.type()))
    call.fail("has result type " + tensorTypeString(call.resultType(0)) + " but operand type " +
              tensorTypeString(operand.type()) + "; they must be the same");

  // process_groups: cross_replica(source_target_pairs) if channel_id <= 0,
  // cross_partition(source_target_pairs) if channel_id > 0; (C4).
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      channel_id <= 0 ? cross_replica(call, process->grid(), source_target_pairs.rows, "source_target_pairs",
                                      GroupCheck::InRange)
                      : cross_partition(call, process->grid(), source_target_pairs.rows, "source_target_pairs",
                                        GroupCheck::InRange);

  // result@process = operand@process_groups[i, 0] if process_groups[i, 1] =
  // process, else zeros. Each pair is its own exchange between its source
  // and its target; every process goes through its pairs in the order of
  // source_target_pairs, so the exchanges cannot wait on each other in a cycle.
  Value result;
  bool received = false;
  for (const ProcessGroup& pair : process_groups) {
    const ProcessId source = pair[0], target = pair[1];
    if (source != process->id() && target != process->id()) continue;
    if (source == target) {  // a self loop
      result = Value(operand);
      received = true;
      continue;
    }
    size_t position = source == process->id() ? 0 : 1;
    std::vector<std::vector<Value>> values =
        process->exchange(call, channel_id, pair, position, {Value(operand)});
    checkContributions(call, pair, position, values);
    if (position == 1) {
      result = values[0][0];
      received = true;
    }
  }
  if (!received) result = Value(zeros(call, 0));
  return {result};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.collective_permute",
           .eval = evalCollectivePermute,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
