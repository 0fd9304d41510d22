// xla.lapack_potrf: LAPACK's ?potrf as jaxlib's lapack_?potrf_ffi exposes it
// to XLA:CPU. The factor comes from StableHLO's cholesky (spec: Ops >
// cholesky); the triangle LAPACK does not write keeps the operand's values,
// and info[b] is 0 when matrix b factored, else the order k of the first
// leading minor that is not positive definite (the first diagonal element
// of the factor that is not a positive finite number).
#include <cmath>

#include "interpreter/evaluator.h"

namespace hloref::xla {
namespace {

std::vector<Value> evalPotrf(OpCall& call) {
  const Tensor& a = call.tensor(0);
  // What the cholesky kernel trusts the checker for.
  if (a.rank() < 2 || a.shape()[a.rank() - 1] != a.shape()[a.rank() - 2] ||
      !(isFloat(a.elementType()) || isComplex(a.elementType())) || !(call.resultType(0) == a.type()) ||
      call.op.resultTypes.size() != 2 || !isInteger(call.resultType(1).elementType) ||
      call.resultType(1).numElements() != (a.shape()[a.rank() - 1] == 0 ? 0 : a.numElements() / (a.shape()[a.rank() - 1] * a.shape()[a.rank() - 1])))
    call.fail("needs square float or complex matrices and returns (factor of their type, an integer info per matrix)");
  Tensor factor = findOpDef("stablehlo.cholesky")->eval.value(call).at(0).tensor();
  const bool lower = call.attr("lower").boolValue;
  const int64_t rank = a.rank();
  const int64_t n = a.shape()[static_cast<size_t>(rank - 1)];
  const int64_t matrices = n == 0 ? 0 : a.numElements() / (n * n);
  Tensor result(a.type());
  Tensor info = call.newResult(1);
  const bool complex = isComplex(a.elementType());
  for (int64_t b = 0; b < matrices; ++b) {
    int64_t failed = 0;
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        int64_t k = (b * n + i) * n + j;
        bool written = lower ? j <= i : j >= i;
        if (complex) result.setComplexValue(k, written ? factor.complexValue(k) : a.complexValue(k));
        else result.setFloatBits(k, written ? factor.floatBits(k) : a.floatBits(k));
      }
      int64_t d = (b * n + i) * n + i;
      double diagonal = complex ? factor.complexValue(d).real() : factor.floatValue(d);
      if (!failed && !(std::isfinite(diagonal) && diagonal > 0)) failed = i + 1;
    }
    info.setIntBits(b, static_cast<uint64_t>(failed));
  }
  return {Value(std::move(result)), Value(std::move(info))};
}

}  // namespace

HLOREF_OP({.name = "xla.lapack_potrf",
           .eval = evalPotrf,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref::xla
