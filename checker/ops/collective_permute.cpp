// spec: Ops > collective_permute.
#include "checker/ops/collective.h"

namespace hloref::checker {
namespace {

using namespace collective;

void checkCollectivePermute(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  auto source_target_pairs = idGroups(c, "source_target_pairs", Padding::Keep);
  auto channel_id = channelId(c);
  if (!source_target_pairs || !channel_id) return;
  checkSourceTargetPairs(c, *source_target_pairs, *channel_id);
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
