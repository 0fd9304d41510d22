// spec: Ops > all_to_all.
#include "checker/ops/collective.h"

namespace hloref::checker {
namespace {

using namespace collective;

void checkAllToAll(OpContext& c) {
  auto tensors = variadicTensors(c);
  if (!tensors) return;
  const std::vector<const TensorType*>& operands = tensors->operands;
  const std::vector<const TensorType*>& results = tensors->results;
  auto split_dimension = intAttr(c, "split_dimension");
  auto concat_dimension = intAttr(c, "concat_dimension");
  auto split_count = intAttr(c, "split_count");
  auto replica_groups = idGroups(c, "replica_groups", Padding::Drop);
  auto channel_id = channelId(c);
  if (!split_dimension || !concat_dimension || !split_count || !replica_groups || !channel_id) return;
  for (const TensorType* x : operands)
    if (!x) return;

  bool splitOk = true, concatOk = true;
  for (const TensorType* x : operands)
    splitOk = c.require(0 <= *split_dimension && *split_dimension < x->rank(), "C1", [&] {
      return "split_dimension = " + std::to_string(*split_dimension) + ", rank(operands) = " + std::to_string(x->rank());
    }) && splitOk;
  bool countOk = 0 < *split_count;
  if (splitOk && countOk)
    for (const TensorType* x : operands) {
      int64_t d = x->shape[*split_dimension];
      c.require(d == kDynamic || d % *split_count == 0, "C2", [&] {
        return "dim(operands, split_dimension) = " + std::to_string(d) + ", split_count = " + std::to_string(*split_count);
      });
    }
  for (const TensorType* x : operands)
    concatOk = c.require(0 <= *concat_dimension && *concat_dimension < x->rank(), "C3", [&] {
      return "concat_dimension = " + std::to_string(*concat_dimension) + ", rank(operands) = " + std::to_string(x->rank());
    }) && concatOk;
  c.require(countOk, "C4", [&] { return "split_count = " + std::to_string(*split_count); });
  std::vector<int64_t> ids = replica_groups->flat();
  c.require(isUnique(ids), "C5", [&] { return "replica_groups = " + replica_groups->str(); });
  const Strategy strategy = spec::replicaOrPartitionStrategy(*channel_id);
  if (auto N = declaredIdCount(c, strategy))
    c.require(replica_groups->rows.empty() || static_cast<int64_t>(ids.size()) == *N, "C6", [&] {
      return "size(replica_groups) = " + std::to_string(ids.size()) + ", " + spec::idCountName(strategy) +
             " declared by the module: " + std::to_string(*N);
    });
  c.require(allInRange(ids, 0, static_cast<int64_t>(ids.size())), "C7",
            [&] { return "replica_groups = " + replica_groups->str(); });
  // Every group has split_count ids: rows that padding left shorter do not
  // split the operands into split_count parts.
  if (!replica_groups->rows.empty())
    c.require(replica_groups->rowSize() == *split_count, "C8", [&] {
      return "dim(replica_groups, 1) = " + std::to_string(replica_groups->columns) + ", replica_groups = " +
             replica_groups->str() + ", split_count = " + std::to_string(*split_count);
    });
  if (!splitOk || !concatOk || !countOk) return;
  for (size_t i = 0; i < operands.size(); ++i) {
    const TensorType* x = operands[i];
    const TensorType* r = results[i];
    if (!r) continue;
    Shape want = x->shape;
    if (*split_dimension != *concat_dimension) {
      int64_t& s = want[*split_dimension];
      if (s != kDynamic) s /= *split_count;
      int64_t& t = want[*concat_dimension];
      if (t != kDynamic) t *= *split_count;
    }
    c.require(sameElementType(*r, *x) && compatibleShapes(r->shape, want), "C9", [&] {
      return "type(results[" + std::to_string(i) + "]) = " + typeText(*r) + ", expected element type " +
             elementText(*x) + " and shape " + shapeText(want);
    });
  }
}

HLOREF_CHECKER("stablehlo.all_to_all", checkAllToAll,
               {{"C1", "0 <= split_dimension < rank(operands...)"},
                {"C2", "dim(operands..., split_dimension) % split_count = 0"},
                {"C3", "0 <= concat_dimension < rank(operands...)"},
                {"C4", "0 < split_count"},
                {"C5", "is_unique(replica_groups)"},
                {"C6", "size(replica_groups) is defined as:", Enforcement::kRuntime},
                {"C7", "0 <= replica_groups < size(replica_groups)"},
                {"C8", "dim(replica_groups, 1) = split_count"},
                {"C9", "type(results...) = type(operands...) except, if split_dimension != concat_dimension:"}});

}  // namespace
}  // namespace hloref::checker
