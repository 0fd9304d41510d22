// chlo.conj (ChloOps.td: CHLO_ConjOp; spec/chlo/conj.yaml): (real(x),
// -imag(x)) for complex numbers; a real number is its own conjugate (CHLO's
// decomposition returns the operand for real element types).
#include "interpreter/dialects/chlo/chlo_ops.h"

namespace hloref {
namespace {

std::vector<Value> evalConj(OpCall& call) {
  const Tensor& operand = elementwise::operandTensor(call, 0);
  Tensor result = call.newResult(0, operand.shape());
  ElementType e = operand.elementType();
  if (isComplex(e)) {
    elementwise::map1<std::complex<double>, std::complex<double>>(
        operand, result, [](std::complex<double> z) { return std::complex<double>(z.real(), -z.imag()); });
  } else if (isFloat(e)) {
    std::memcpy(result.bytes(), operand.bytes(), static_cast<size_t>(operand.byteSize()));
  } else {
    elementwise::unreachableElementType(call, e);
  }
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "chlo.conj",
           .eval = evalConj,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kLipschitz,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
