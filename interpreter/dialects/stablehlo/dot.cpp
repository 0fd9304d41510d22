// The legacy dot op. The StableHLO spec no longer describes it; its meaning is
// XLA's Dot (spec: XLA operation semantics > Dot): vector . vector,
// matrix . vector and matrix . matrix, summing products over the last
// dimension of lhs and the first dimension of rhs. That is dot_general with
// no batching dimensions and those contracting dimensions, which it runs.
#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace {

// The checker (checker/ops/dot.cpp) checks it as dot_general with these
// dimensions; a `?` contracting size is checked by dotGeneral when it runs
// (dot_general C10).
std::vector<Value> evalDot(OpCall& call) {
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  // The contracted dimensions: the last of lhs, the first of rhs.
  const int64_t lhsContracting = lhs.rank() - 1;
  linalg::DotDimensionNumbers dims{{}, {}, {lhsContracting}, {0}};
  return {Value(linalg::dotGeneral(call, lhs, rhs, dims))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dot",
           .eval = evalDot,
           .quantized = Quantized::DequantizeOpQuantizeOrHybrid,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
