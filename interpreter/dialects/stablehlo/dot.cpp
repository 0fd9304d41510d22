// The legacy dot op. The StableHLO spec no longer describes it; its meaning is
// XLA's Dot (spec: XLA operation semantics > Dot): vector . vector,
// matrix . vector and matrix . matrix, summing products over the last
// dimension of lhs and the first dimension of rhs. That is dot_general with
// no batching dimensions and those contracting dimensions, which it runs.
#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace {

std::vector<Value> evalDot(OpCall& call) {
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  linalg::precisionConfig(call);
  // The operands are vectors or matrices.
  if (lhs.rank() < 1 || lhs.rank() > 2 || rhs.rank() < 1 || rhs.rank() > 2)
    call.fail("has lhs of type " + tensorTypeString(lhs.type()) + " and rhs of type " + tensorTypeString(rhs.type()) +
              "; each operand must be of rank 1 or 2");
  // The contracted dimensions: the last of lhs, the first of rhs; they
  // must have the same size.
  int64_t lhsContracting = lhs.rank() - 1;
  if (lhs.shape()[lhsContracting] != rhs.shape()[0])
    call.fail("contracts dimension " + std::to_string(lhsContracting) + " of lhs (size " +
              std::to_string(lhs.shape()[lhsContracting]) + ") with dimension 0 of rhs (size " +
              std::to_string(rhs.shape()[0]) + "); the sizes must be equal");
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
