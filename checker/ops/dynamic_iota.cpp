// spec: Ops > dynamic_iota.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkDynamicIota(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* output_shape = requireOperandOf(c, 0, "I1", kIntegerTensor);
  const TensorType* result =
      requireResultOf(c, 0, "O1", kIntegerTensor | kFloatTensor | kComplexTensor | kPerTensorQuantized);
  auto iota_dimension = intAttr(c, "iota_dimension");
  if (!output_shape || !result || !iota_dimension) return;
  if (!requireRank(c, "I1", "output_shape", *output_shape, 1)) return;
  // size(output_shape): its static length, else rank(result) (C2 relates them).
  const int64_t size = output_shape->shape[0] == kDynamic ? result->rank() : output_shape->shape[0];
  c.require(0 <= *iota_dimension && *iota_dimension < size, "C1", [&] {
    return "iota_dimension = " + std::to_string(*iota_dimension) + ", size(output_shape) = " + std::to_string(size);
  });
  c.require(compatibleDims(output_shape->shape[0], result->rank()), "C2", [&] {
    return "rank(result) = " + std::to_string(result->rank()) + ", size(output_shape) = " + dimText(output_shape->shape[0]);
  });
}

HLOREF_CHECKER("stablehlo.dynamic_iota", checkDynamicIota,
               {{"C1", "0 <= iota_dimension < size(output_shape)"}, {"C2", "rank(result) = size(output_shape)"}});

}  // namespace
}  // namespace hloref::checker
