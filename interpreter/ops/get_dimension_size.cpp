// spec: Ops > get_dimension_size
// result = dim(operand, dimension): the size the operand has at run time,
// also where its declared type has a `?` there.
#include <cstdint>

#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalGetDimensionSize(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const int64_t dimension = call.intAttr("dimension");
  // (C1) 0 <= dimension < rank(operand), and the tensor<i32> result: the
  // checker's.
  const int64_t size = operand.shape()[dimension];
  if (size > INT32_MAX)
    call.fail("has dim(operand, " + std::to_string(dimension) + ") = " + std::to_string(size) +
              ", which does not fit the si32 result");
  Tensor result = call.newResult(0, {});
  result.setIntBits(0, static_cast<uint64_t>(size));
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.get_dimension_size",
           .eval = evalGetDimensionSize,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kShapeOnly,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
