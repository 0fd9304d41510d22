// spec: Ops > atan2
#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"
#include "numerics/deviation.h"

namespace hloref {
namespace {

std::vector<Value> evalAtan2(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  const ElementType e = lhs.elementType();
  Tensor result = elementwise::elementwiseResult(call, "C1");
  // For floats: atan2 of IEEE-754, atan2(lhs, rhs). For complex numbers:
  // complex atan2, -i log((rhs + i lhs) / sqrt(rhs^2 + lhs^2)). Each result
  // is the exact value rounded once to the result type (correct_rounding.h).
  if (!isFloat(e) && !isComplex(e)) elementwise::unreachableElementType(call, e);
  exact::apply(exact::Function::Atan2, lhs, rhs, result);
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.atan2",
           .eval = evalAtan2,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::propagating(deviation::atan2),
           .accuracy = accuracy::kTwoUlpFunction,
           .scalar = ScalarKind::None});

}  // namespace hloref
