// spec: Ops > get_dimension_size.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkGetDimensionSize(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kQuantizedTensor);
  const Type& result = c.resultType(0);
  if (!result.isTensor() || result.tensorType().quant || result.tensorType().elementType != ElementType::SI32 ||
      result.tensorType().rank() != 0)
    c.typeViolation("O1", "result #0 must be a 0-dimensional tensor of type si32, got " + result.str());
  std::optional<int64_t> dimension = intAttr(c, "dimension");
  if (!operand || !dimension) return;
  c.require(0 <= *dimension && *dimension < operand->rank(), "C1", [&] {
    return "dimension = " + std::to_string(*dimension) + ", rank(operand) = " + std::to_string(operand->rank());
  });
}

HLOREF_CHECKER("stablehlo.get_dimension_size", checkGetDimensionSize, {{"C1", "0 <= dimension < rank(operand)"}});

}  // namespace
}  // namespace hloref::checker
