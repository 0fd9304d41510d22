// spec: Ops > all_reduce.
#include "checker/ops/collective.h"

namespace hloref::checker {
namespace {

using namespace collective;

void checkAllReduce(OpContext& c) {
  auto tensors = variadicTensors(c);
  if (!tensors) return;
  const std::vector<const TensorType*>& operands = tensors->operands;
  const std::vector<const TensorType*>& results = tensors->results;
  auto replica_groups = idGroups(c, "replica_groups", Padding::Drop);
  auto channel_id = channelId(c);
  auto use_global_device_ids = flag(c, "use_global_device_ids");
  if (!replica_groups || !channel_id || !use_global_device_ids) return;

  checkReplicaGroups(c, *replica_groups, spec::replicaGroupsStrategy(*channel_id, *use_global_device_ids), "C1", "C2",
                     "C3");
  c.require(!*use_global_device_ids || *channel_id > 0, "C4",
            [&] { return "use_global_device_ids = true, channel_id = " + std::to_string(*channel_id); });
  for (const TensorType* x : operands)
    if (!x) return;
  // C5: one computation for every operand: (tensor<E>, tensor<E>) -> (tensor<E>).
  const TensorType* E = nullptr;
  for (size_t i = 0; i < operands.size(); ++i) {
    auto body = reductionBodyTypes(c, 0, {operands[i]});
    if (!c.require(body.has_value(), "C5",
                   [&] { return reductionBodyText(c, 0, "computation", {operands[i]}, "operand"); }))
      return;
    E = body->front();
  }
  for (size_t i = 0; i < operands.size(); ++i) {
    const TensorType* r = results[i];
    if (!r) continue;
    c.require(compatibleShapes(r->shape, operands[i]->shape), "C6", [&] {
      return "shape(results[" + std::to_string(i) + "]) = " + shapeText(r->shape) + ", shape(operands[" +
             std::to_string(i) + "]) = " + shapeText(operands[i]->shape);
    });
    c.require(sameElementType(*r, *E), "C7", [&] {
      return "element_type(results[" + std::to_string(i) + "]) = " + elementText(*r) + ", E = " + elementText(*E);
    });
  }
}

HLOREF_CHECKER("stablehlo.all_reduce", checkAllReduce,
               {{"C1", "is_unique(replica_groups)"},
                {"C2", "size(replica_groups) is defined as:", Enforcement::kRuntime},
                {"C3", "0 <= replica_groups < size(replica_groups)"},
                {"C4", "If use_global_device_ids = true, then channel_id > 0"},
                {"C5", "computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where is_promotable(element_type(operand), E)"},
                {"C6", "shape(results...) = shape(operands...)"},
                {"C7", "element_type(results...) = E"}});

}  // namespace
}  // namespace hloref::checker
