// spec: Ops > iota.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkIota(OpContext& c) {
  if (!requireArity(c, 0, 1)) return;
  const TensorType* output =
      requireResultOf(c, 0, "O1", kIntegerTensor | kFloatTensor | kComplexTensor | kPerTensorQuantized);
  std::optional<int64_t> iota_dimension = intAttr(c, "iota_dimension");
  if (!output || !iota_dimension) return;
  c.require(0 <= *iota_dimension && *iota_dimension < output->rank(), "C1", [&] {
    return "iota_dimension = " + std::to_string(*iota_dimension) + ", rank(output) = " + std::to_string(output->rank());
  });
}

HLOREF_CHECKER("stablehlo.iota", checkIota, {{"C1", "0 <= iota_dimension < rank(output)"}});

}  // namespace
}  // namespace hloref::checker
