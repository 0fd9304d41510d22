// chlo.square (ChloOps.td: CHLO_SquareOp; spec/chlo/square.yaml): x * x for
// floats; for complex numbers z^2 = (re^2 - im^2, 2 re im), each part the
// exact value rounded once (CHLO writes the real part as (re - im)(re + im),
// the same number).
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/deviation_chlo.h"

namespace hloref {
namespace {

std::vector<Value> evalSquare(OpCall& call) {
  const Tensor& operand = elementwise::operandTensor(call, 0);
  Tensor result = call.newResult(0, operand.shape());
  ElementType e = operand.elementType();
  if (isComplex(e)) {
    special::complexSquare(operand, result);
  } else if (isFloat(e)) {
    // IEEE multiplication: exact in double for formats of precision <= 26
    // and rounded once on store; f64 multiplies in hardware.
    elementwise::map1<double, double>(operand, result, [](double x) { return x * x; });
  } else {
    elementwise::unreachableElementType(call, e);
  }
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "chlo.square",
           .eval = evalSquare,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::propagating(deviation::square),
           .accuracy = Accuracy{accuracy::kIeeeRounded, accuracy::kPerPartRounded},
           .scalar = ScalarKind::None});

}  // namespace hloref
