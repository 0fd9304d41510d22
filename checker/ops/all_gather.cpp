// spec: Ops > all_gather.
#include "checker/ops/collective.h"

namespace hloref::checker {
namespace {

using namespace collective;

void checkAllGather(OpContext& c) {
  auto tensors = variadicTensors(c);
  if (!tensors) return;
  const std::vector<const TensorType*>& operands = tensors->operands;
  const std::vector<const TensorType*>& results = tensors->results;
  auto all_gather_dim = intAttr(c, "all_gather_dim");
  auto replica_groups = idGroups(c, "replica_groups", Padding::Drop);
  auto channel_id = channelId(c);
  auto use_global_device_ids = flag(c, "use_global_device_ids");
  if (!all_gather_dim || !replica_groups || !channel_id || !use_global_device_ids) return;

  bool dimOk = true;
  for (const TensorType* x : operands)
    if (x) dimOk = c.require(0 <= *all_gather_dim && *all_gather_dim < x->rank(), "C1", [&] {
      return "all_gather_dim = " + std::to_string(*all_gather_dim) + ", rank(operands) = " + std::to_string(x->rank());
    }) && dimOk;
  const Strategy strategy = spec::replicaGroupsStrategy(*channel_id, *use_global_device_ids);
  checkReplicaGroups(c, *replica_groups, strategy, "C2", "C3", "C4");
  c.require(!*use_global_device_ids || *channel_id > 0, "C5",
            [&] { return "use_global_device_ids = true, channel_id = " + std::to_string(*channel_id); });
  std::optional<int64_t> groupSize = processGroupSize(c, *replica_groups, strategy);
  if (!dimOk) return;
  for (size_t i = 0; i < operands.size(); ++i) {
    const TensorType* x = operands[i];
    const TensorType* r = results[i];
    if (!x || !r) continue;
    bool ok = sameElementType(*x, *r) && r->rank() == x->rank();
    for (int64_t d = 0; ok && d < x->rank(); ++d) {
      int64_t want = x->shape[d];
      if (d == *all_gather_dim) {
        if (!groupSize || want == kDynamic) continue;
        want *= *groupSize;
      }
      ok = compatibleDims(r->shape[d], want);
    }
    c.require(ok, "C6", [&] {
      return "type(results[" + std::to_string(i) + "]) = " + typeText(*r) + ", type(operands[" + std::to_string(i) +
             "]) = " + typeText(*x) + ", all_gather_dim = " + std::to_string(*all_gather_dim) +
             (groupSize ? ", dim(process_groups, 1) = " + std::to_string(*groupSize) : std::string());
    });
  }
}

HLOREF_CHECKER("stablehlo.all_gather", checkAllGather,
               {{"C1", "0 <= all_gather_dim < rank(operands...)"},
                {"C2", "is_unique(replica_groups)"},
                {"C3", "size(replica_groups) is defined as:", Enforcement::kRuntime},
                {"C4", "0 <= replica_groups < size(replica_groups)"},
                {"C5", "If use_global_device_ids = true, then channel_id > 0"},
                {"C6", "type(results...) = type(operands...) except:"}});

}  // namespace
}  // namespace hloref::checker
