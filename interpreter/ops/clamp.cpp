// spec: Ops > clamp
#include "interpreter/kernels/elementwise.h"

namespace hloref {
namespace {

using namespace elementwise;

std::vector<Value> evalClamp(OpCall& call) {
  const Tensor& min = operandTensor(call, 0);
  const Tensor& operand = operandTensor(call, 1);
  const Tensor& max = operandTensor(call, 2);
  // (C1) rank(min) = 0 or shape(min) = shape(operand); (C2) the same for
  // max.
  if (min.rank() != 0) requireSameShape(call, "C1", 0, "min", 1, "operand");
  if (max.rank() != 0) requireSameShape(call, "C2", 2, "max", 1, "operand");
  Tensor result = call.newResult(0, operand.shape());

  // result[result_index] = minimum(maximum(operand[result_index], min_element), max_element),
  // min_element and max_element being min[] / max[] when those are scalars.
  bool minSplat = min.rank() == 0;
  bool maxSplat = max.rank() == 0;
  switch (familyOf(result.elementType())) {
    case Family::Boolean:  // maximum is OR, minimum is AND
      map3Splat<uint64_t, uint64_t>(min, minSplat, operand, false, max, maxSplat, result,
                                    [](uint64_t lo, uint64_t x, uint64_t hi) { return (x | lo) & hi & 1; });
      break;
    case Family::SignedInteger:
      map3Splat<uint64_t, uint64_t>(min, minSplat, operand, false, max, maxSplat, result,
                                    [](uint64_t lo, uint64_t x, uint64_t hi) {
                                      int64_t v = std::max(static_cast<int64_t>(x), static_cast<int64_t>(lo));
                                      return static_cast<uint64_t>(std::min(v, static_cast<int64_t>(hi)));
                                    });
      break;
    case Family::UnsignedInteger:
      map3Splat<uint64_t, uint64_t>(min, minSplat, operand, false, max, maxSplat, result,
                                    [](uint64_t lo, uint64_t x, uint64_t hi) { return std::min(std::max(x, lo), hi); });
      break;
    case Family::Float:
      map3Splat<double, double>(min, minSplat, operand, false, max, maxSplat, result,
                                [](double lo, double x, double hi) { return floatMinimum(floatMaximum(x, lo), hi); });
      break;
    case Family::Complex:
      map3Splat<std::complex<double>, std::complex<double>>(
          min, minSplat, operand, false, max, maxSplat, result,
          [](std::complex<double> lo, std::complex<double> x, std::complex<double> hi) {
            return complexMinimum(complexMaximum(x, lo), hi);
          });
      break;
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.clamp",
           .eval = evalClamp,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kLipschitz,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
