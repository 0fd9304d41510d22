// spec: Ops > collective_reduce
// Quantized operands: as all_reduce (all_reduce.cpp); the processes that are
// not roots get zeros, the zero point for a quantized result.
#include "interpreter/collective.h"
#include "interpreter/kernels/reduction.h"

namespace hloref {
namespace {

std::vector<Value> evalCollectiveReduce(OpCall& call) {
  using namespace collective;
  IdRows replica_groups = idRowsAttr(call, "replica_groups", /*dropPadding=*/true);
  int64_t channel_id = channelId(call);
  bool has_dynamic_root = flagAttr(call, "has_dynamic_root");
  std::vector<Tensor> operands = tensorOperands(call, call.operands.size());

  // (C3) one result per data operand: with has_dynamic_root the last
  // operand holds the roots, a 1-dimensional si32 tensor with one element
  // per data operand.
  const size_t N = call.op.resultTypes.size();
  if (operands.size() < (has_dynamic_root ? 2u : 1u) || N != operands.size() - (has_dynamic_root ? 1 : 0))
    call.fail("has " + std::to_string(operands.size()) + " operands and " + std::to_string(N) +
              " results; it needs one result per operand" +
              (has_dynamic_root ? std::string(" except the last (the roots)") : std::string()) +
              " and at least one result");
  std::vector<int64_t> root(N, 0);
  if (has_dynamic_root) {
    const Tensor& roots = operands.back();
    if (roots.elementType() != ElementType::SI32 || roots.type().isQuantized() || roots.rank() != 1 ||
        roots.shape()[0] != static_cast<int64_t>(N))
      call.fail("has roots of type " + tensorTypeString(roots.type()) + "; with has_dynamic_root they must be tensor<" +
                std::to_string(N) + "xi32>");
    for (size_t j = 0; j < N; ++j) root[j] = roots.intValue(static_cast<int64_t>(j));
  }
  // (C4) computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where
  // is_promotable(element_type(operand), E); (C3) shape(results) = shape(operands).
  std::vector<TensorType> E;
  for (size_t j = 0; j < N; ++j) {
    E.push_back(computationType(call, operands[j], "operands[" + std::to_string(j) + "]"));
    const TensorType& type = call.resultType(j);
    if (!type.isStatic() || type.shape != operands[j].shape() || !reduction::sameElementType(type, E[j]))
      call.fail("has result #" + std::to_string(j) + " of type " + tensorTypeString(type) + " for operands[" +
                std::to_string(j) + "] of type " + tensorTypeString(operands[j].type()) +
                "; it must have the operand's shape and the computation's element type " +
                reduction::scalarTypeName(E[j]) + " (C3, C4)");
  }

  // process_groups: cross_replica(replica_groups) if channel_id <= 0,
  // cross_partition(replica_groups) if channel_id > 0; (C1), (C2).
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      channel_id <= 0 ? cross_replica(call, process->grid(), replica_groups.rows, "replica_groups", GroupCheck::Unique)
                      : cross_partition(call, process->grid(), replica_groups.rows, "replica_groups",
                                        GroupCheck::Unique);
  Membership m = findGroup(process_groups, process->id());
  std::vector<Value> results;
  for (size_t j = 0; j < N; ++j) results.push_back(Value(zeros(call, j)));
  if (!m.group) return results;  // a process in no group: zeros
  const ProcessGroup& process_group = *m.group;
  for (size_t j = 0; j < N; ++j)
    if (root[j] < 0 || root[j] >= static_cast<int64_t>(process_group.size()))
      call.fail("has root " + std::to_string(root[j]) + " for result #" + std::to_string(j) +
                ", outside the process group " + processGroupString(process_group));

  std::vector<std::vector<Value>> all = process->exchange(call, channel_id, process_group, m.position,
                                                          asValues(operands));
  checkContributions(call, process_group, m.position, all);
  if (has_dynamic_root)
    for (size_t k = 0; k < all.size(); ++k)
      for (size_t j = 0; j < N; ++j)
        if (all[k].back().tensor().intValue(static_cast<int64_t>(j)) != root[j])
          call.fail("on process " + process->id().str() + " has root " + std::to_string(root[j]) + " for result #" +
                    std::to_string(j) + " but process " + process_group[k].str() + " has " +
                    std::to_string(all[k].back().tensor().intValue(static_cast<int64_t>(j))) +
                    "; the processes of a group must agree");
  // The root of results[j] (process_groups[i, 0], or process_groups[i,
  // root[j]] with a dynamic root) gets the reduction of operands[j] over the
  // group; the other processes get zeros.
  for (size_t j = 0; j < N; ++j) {
    if (static_cast<size_t>(root[j]) != m.position) continue;
    std::vector<Tensor> values;
    for (const auto& contribution : all) values.push_back(contribution[j].tensor());
    results[j] = Value(reduceInGroup(call, E[j], values).withType(call.resultType(j)));
  }
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.collective_reduce",
           .eval = evalCollectiveReduce,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
