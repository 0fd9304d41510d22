// spec: Ops > dynamic_conv
// The same op as convolution (spec: Ops > convolution), with the padding
// read from the `padding` operand instead of an attribute.
#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace {

std::vector<Value> evalDynamicConv(OpCall& call) {
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  const Tensor& padding = call.tensor(2);
  const int64_t s = lhs.rank() - 2;
  // (I3) a 2-dimensional tensor of integer type; (C4) shape(padding) = [N - 2, 2].
  if (!isInteger(padding.elementType()) || padding.type().isQuantized())
    call.fail("has padding of type " + tensorTypeString(padding.type()) + "; it must be a tensor of integer type");
  if (s >= 0 && (padding.rank() != 2 || padding.shape()[0] != s || padding.shape()[1] != 2))
    call.fail("has padding of type " + tensorTypeString(padding.type()) + " (C4): its shape must be [" +
              std::to_string(s) + ", 2]");
  std::vector<std::pair<int64_t, int64_t>> rows(static_cast<size_t>(std::max<int64_t>(s, 0)));
  if (s > 0) {
    std::vector<uint64_t> values(static_cast<size_t>(2 * s));
    loadInts(padding, 0, values);
    // Unsigned values above 2^63 - 1 do not fit the signed arithmetic of
    // the window positions.
    for (int64_t i = 0; i < 2 * s; ++i)
      if (isUnsignedInteger(padding.elementType()) && values[i] > uint64_t(INT64_MAX))
        call.unsupportedHere("with padding " + std::to_string(values[i]) + " >= 2^63");
    for (int64_t i = 0; i < s; ++i)
      rows[i] = {static_cast<int64_t>(values[2 * i]), static_cast<int64_t>(values[2 * i + 1])};
  }
  return {Value(linalg::convolution(call, lhs, rhs, rows))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dynamic_conv",
           .eval = evalDynamicConv,
           .quantized = Quantized::DequantizeOpQuantizeOrHybrid,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
