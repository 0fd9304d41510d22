// spec: Ops > dynamic_conv
// The same op as convolution (spec: Ops > convolution), with the padding
// read from the `padding` operand instead of an attribute.
#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace {

std::vector<Value> evalDynamicConv(OpCall& call) {
  const Tensor& lhs = call.tensor(0);
  const Tensor& padding = call.tensor(2);
  const int64_t s = lhs.rank() - 2;
  // (C4) shape(padding) = [N - 2, 2], for a padding of dynamic shape.
  if (padding.shape() != Shape{s, 2})
    call.violation("C4", "shape(padding) = " + notation::shapeText(padding.shape()) + ", N - 2 = " + std::to_string(s));
  std::vector<uint64_t> values(static_cast<size_t>(2 * s));
  loadInts(padding, 0, values);
  std::vector<std::pair<int64_t, int64_t>> rows(static_cast<size_t>(s));
  for (int64_t i = 0; i < s; ++i) {
    // Unsigned values above 2^63 - 1 do not fit the signed arithmetic of
    // the window positions.
    for (uint64_t v : {values[2 * i], values[2 * i + 1]})
      if (isUnsignedInteger(padding.elementType()) && v > uint64_t(INT64_MAX))
        call.unsupportedHere("with padding " + std::to_string(v) + " >= 2^63");
    rows[i] = {static_cast<int64_t>(values[2 * i]), static_cast<int64_t>(values[2 * i + 1])};
  }
  // The spatial result dimensions follow from the padding values: C25 is
  // checked against them here.
  return {Value(linalg::convolution(call, lhs, call.tensor(1), rows))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dynamic_conv",
           .eval = evalDynamicConv,
           .quantized = Quantized::DequantizeOpQuantizeOrHybrid,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
