// spec: Ops > select.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkSelect(OpContext& c) {
  if (!requireArity(c, 3, 1)) return;
  const TensorType* pred = requireOperandOf(c, 0, "I1", kBooleanTensor);
  const TensorType* on_true = requireOperandOf(c, 1, "I2", kAnyTensor | kPerTensorQuantized);
  const TensorType* on_false = requireOperandOf(c, 2, "I3", kAnyTensor | kPerTensorQuantized);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  if (pred && on_true)
    c.require(pred->rank() == 0 || compatibleShapes(pred->shape, on_true->shape), "C1",
              [&] { return "shape(pred) = " + shapeText(pred->shape) + ", shape(on_true) = " + shapeText(on_true->shape); });
  if (on_true && on_false && result)
    c.require(sameBaselineType(*on_true, *on_false) && sameBaselineType(*on_false, *result) &&
                  sameBaselineType(*on_true, *result),
              "C2", [&] {
                return "on_true: " + typeText(*on_true) + ", on_false: " + typeText(*on_false) + ", result: " + typeText(*result);
              });
}

HLOREF_CHECKER("stablehlo.select", checkSelect,
               {{"C1", "rank(pred) = 0 or shape(pred) = shape(on_true)"},
                {"C2", "baseline_type(on_true) = baseline_type(on_false) = baseline_type(result)"}});

}  // namespace
}  // namespace hloref::checker
