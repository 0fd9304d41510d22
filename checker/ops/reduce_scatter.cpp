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
  auto replica_groups = idRows(c, "replica_groups", /*dropPadding=*/true);
  auto channel_id = channelId(c);
  auto use_global_device_ids = flag(c, "use_global_device_ids");
  if (!operand || !scatter_dimension || !replica_groups || !channel_id || !use_global_device_ids) return;
  std::optional<int64_t> groupSize = processGroupSize(c, *replica_groups, *channel_id, *use_global_device_ids);
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
  std::vector<int64_t> ids = replica_groups->flat();
  c.require(isUnique(ids), "C3", [&] { return "replica_groups = " + rowsText(*replica_groups); });
  if (auto size = replicaGroupsSize(c, *channel_id, *use_global_device_ids))
    c.require(ids.empty() || static_cast<int64_t>(ids.size()) == *size, "C4", [&] {
      return "size(replica_groups) = " + std::to_string(ids.size()) + ", declared by the module: " + std::to_string(*size);
    });
  c.require(idsInRange(ids, static_cast<int64_t>(ids.size())), "C5",
            [&] { return "replica_groups = " + rowsText(*replica_groups); });
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
