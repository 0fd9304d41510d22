// The legacy dot op. The StableHLO spec no longer describes it; its meaning is
// XLA's Dot (spec: XLA operation semantics > Dot): vector . vector,
// matrix . vector and matrix . matrix, summing products over the last
// dimension of lhs and the first dimension of rhs. That is dot_general with
// no batching dimensions and those contracting dimensions, which it runs.
#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace {

// The checker does not know this op: it checks its operands itself.
std::vector<Value> evalDot(OpCall& call) {
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  // The operands are vectors or matrices of one element type.
  if (lhs.rank() < 1 || lhs.rank() > 2 || rhs.rank() < 1 || rhs.rank() > 2 || lhs.elementType() != rhs.elementType())
    call.fail("has lhs of type " + tensorTypeString(lhs.type()) + " and rhs of type " + tensorTypeString(rhs.type()) +
              "; the operands must be of rank 1 or 2 and of one element type");
  // The products are summed in the operands' kind of number (i1, integers,
  // floats or complex numbers), which the result type must share.
  const auto kind = [](ElementType e) {
    const linalg::Family f = linalg::familyOf(e);
    return f == linalg::Family::UnsignedInteger ? linalg::Family::SignedInteger : f;
  };
  if (kind(lhs.elementType()) != kind(call.resultType(0).elementType))
    call.fail("has operands of element type " + std::string(elementTypeName(lhs.elementType())) +
              " and result element type " + std::string(elementTypeName(call.resultType(0).elementType)) +
              "; the result must be of the operands' kind of number");
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
