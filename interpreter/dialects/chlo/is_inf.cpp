// chlo.is_inf, chlo.is_neg_inf, chlo.is_pos_inf (ChloOps.td: CHLO_IsInfOp,
// CHLO_IsNegInfOp, CHLO_IsPosInfOp; spec/chlo/is_inf.yaml, ...): whether
// each element is +-inf, -inf, +inf. Formats without infinities give false.
#include <cmath>

#include "interpreter/dialects/chlo/chlo_ops.h"

namespace hloref {
namespace {

template <int Sign>  // 0: either sign
std::vector<Value> evalIsInf(OpCall& call) {
  const Tensor& operand = elementwise::operandTensor(call, 0);
  if (!isFloat(operand.elementType())) elementwise::unreachableElementType(call, operand.elementType());
  Tensor result = call.newResult(0, operand.shape());
  elementwise::map1<double, uint64_t>(operand, result, [](double v) -> uint64_t {
    if (!std::isinf(v)) return 0;
    return Sign == 0 || (Sign > 0) == (v > 0) ? 1 : 0;
  });
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "chlo.is_inf",
           .eval = evalIsInf<0>,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kDecides,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "chlo.is_neg_inf",
           .eval = evalIsInf<-1>,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kDecides,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "chlo.is_pos_inf",
           .eval = evalIsInf<1>,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kDecides,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
