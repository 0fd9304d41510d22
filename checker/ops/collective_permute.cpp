// spec: Ops > collective_permute.
#include "checker/ops/collective.h"

namespace hloref::checker {
namespace {

using namespace collective;

void checkCollectivePermute(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  auto source_target_pairs = idRows(c, "source_target_pairs", /*dropPadding=*/false);
  auto channel_id = channelId(c);
  if (!source_target_pairs || !channel_id) return;
  bool pairs = c.require(source_target_pairs->columns == 2 || source_target_pairs->rows.empty(), "C1", [&] {
    return "dim(source_target_pairs, 1) = " + std::to_string(source_target_pairs->columns);
  });
  if (pairs) {
    std::vector<int64_t> sources = column(*source_target_pairs, 0), targets = column(*source_target_pairs, 1);
    c.require(isUnique(sources), "C2", [&] { return "source_target_pairs[:, 0] = " + listText(sources); });
    c.require(isUnique(targets), "C3", [&] { return "source_target_pairs[:, 1] = " + listText(targets); });
    std::vector<int64_t> ids = source_target_pairs->flat();
    int64_t n = crossReplicaOrPartitionSize(c, *channel_id).value_or(std::numeric_limits<int64_t>::max());
    c.require(idsInRange(ids, n), "C4", [&] {
      return "source_target_pairs = " + rowsText(*source_target_pairs) +
             (n == std::numeric_limits<int64_t>::max() ? std::string() : ", N = " + std::to_string(n));
    });
  }
  if (operand && result)
    c.require(sameTensorType(*result, *operand), "C5",
              [&] { return "type(result) = " + typeText(*result) + ", type(operand) = " + typeText(*operand); });
}

HLOREF_CHECKER("stablehlo.collective_permute", checkCollectivePermute,
               {{"C1", "dim(source_target_pairs, 1) = 2"},
                {"C2", "is_unique(source_target_pairs[:, 0])"},
                {"C3", "is_unique(source_target_pairs[:, 1])"},
                {"C4", "0 <= source_target_pairs < N, where N is defined as:"},
                {"C5", "type(result) = type(operand)"}});

}  // namespace
}  // namespace hloref::checker
