// chlo.mulhi (ChloOps.td: CHLO_MulhiOp; spec/chlo/mulhi.yaml): the most
// significant N bits of the 2N-bit product of two N-bit integers,
// downcast((upcast(x) * upcast(y)) >> N), signed or unsigned as the type.
#include "interpreter/dialects/chlo/chlo_ops.h"

namespace hloref {
namespace {

std::vector<Value> evalMulhi(OpCall& call) {
  const Tensor& lhs = elementwise::operandTensor(call, 0);
  const Tensor& rhs = elementwise::operandTensor(call, 1);
  Tensor result = elementwise::elementwiseResult(call, "C1");
  const ElementType e = lhs.elementType();
  const int n = bitWidth(e);
  if (isSignedInteger(e)) {
    // Loaded values are sign-extended: the 128-bit product is exact; an
    // arithmetic shift keeps its sign.
    elementwise::map2<uint64_t, uint64_t>(lhs, rhs, result, [n](uint64_t x, uint64_t y) {
      __int128 p = static_cast<__int128>(static_cast<int64_t>(x)) * static_cast<int64_t>(y);
      return static_cast<uint64_t>(static_cast<unsigned __int128>(p >> n));
    });
  } else if (isUnsignedInteger(e)) {
    elementwise::map2<uint64_t, uint64_t>(lhs, rhs, result, [n](uint64_t x, uint64_t y) {
      unsigned __int128 p = static_cast<unsigned __int128>(x) * y;
      return static_cast<uint64_t>(p >> n);
    });
  } else {
    elementwise::unreachableElementType(call, e);
  }
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "chlo.mulhi",
           .eval = evalMulhi,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
