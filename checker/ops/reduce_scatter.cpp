// spec: Ops > reduce_scatter.
#include "checker/ops/collective.h"

namespace hloref::checker {
namespace {

using namespace collective;

void checkReduceScatter(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  auto scatter_dimension = intAttr(c, "scatter_dimension");
  auto replica_groups = idGroups(c, "replica_groups", Padding::Drop);
  auto channel_id = channelId(c);
  auto use_global_device_ids = flag(c, "use_global_device_ids");
  if (!operand || !scatter_dimension || !replica_groups || !channel_id || !use_global_device_ids) return;
  const Strategy strategy = spec::replicaGroupsStrategy(*channel_id, *use_global_device_ids);
  std::optional<int64_t> groupSize = processGroupSize(c, *replica_groups, strategy);
  bool dimOk = 0 <= *scatter_dimension && *scatter_dimension < operand->rank();
  if (dimOk && groupSize && *groupSize > 0) {
    int64_t d = operand->shape[*scatter_dimension];
    c.require(d == kDynamic || d % *groupSize == 0, "C1", [&] {
      return "dim(operand, scatter_dimension) = " + std::to_string(d) + ", dim(process_groups, 1) = " +
             std::to_string(*groupSize);
    });
  }
  c.require(dimOk, "C2", [&] {
    return "scatter_dimension = " + std::to_string(*scatter_dimension) + ", rank(operand) = " +
           std::to_string(operand->rank());
  });
  checkReplicaGroups(c, *replica_groups, strategy, "C3", "C4", "C5");
  c.require(!*use_global_device_ids || *channel_id > 0, "C6",
            [&] { return "use_global_device_ids = true, channel_id = " + std::to_string(*channel_id); });
  auto body = reductionBodyTypes(c, 0, {operand});
  c.require(body.has_value(), "C7", [&] { return reductionBodyText(c, 0, "computation", {operand}, "operand"); });
  if (!result) return;
  if (dimOk) {
    Shape want = operand->shape;
    int64_t& s = want[*scatter_dimension];
    if (!groupSize || *groupSize <= 0) s = kDynamic;
    else if (s != kDynamic) s /= *groupSize;
    c.require(compatibleShapes(result->shape, want), "C8", [&] {
      return "shape(result) = " + shapeText(result->shape) + ", expected " + shapeText(want);
    });
  }
  if (body)
    c.require(sameElementType(*result, *body->front()), "C9", [&] {
      return "element_type(result) = " + elementText(*result) + ", E = " + elementText(*body->front());
    });
}

HLOREF_CHECKER("stablehlo.reduce_scatter", checkReduceScatter,
               {{"C1", "dim(operand, scatter_dimension) % dim(process_groups, 1) = 0"},
                {"C2", "0 <= scatter_dimension < rank(operand)"},
                {"C3", "is_unique(replica_groups)"},
                {"C4", "size(replica_groups) is defined as:", Enforcement::kRuntime},
                {"C5", "0 <= replica_groups < size(replica_groups)"},
                {"C6", "If use_global_device_ids = true, then channel_id > 0"},
                {"C7", "computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where is_promotable(element_type(operand), E)"},
                {"C8", "shape(result) = shape(operand) except:"},
                {"C9", "element_type(result) = E"}});

}  // namespace
}  // namespace hloref::checker
