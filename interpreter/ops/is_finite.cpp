// spec: Ops > is_finite
#include <cmath>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"

namespace hloref {
namespace {

std::vector<Value> evalIsFinite(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& x = call.tensor(0);
  Tensor y = call.newResult(0, x.shape());
  // isFinite of IEEE-754: neither +Inf, -Inf nor NaN. Every encoding of a
  // format decodes to the double of the same class.
  elementwise::map1<double, uint64_t>(x, y, [](double v) -> uint64_t { return std::isfinite(v) ? 1 : 0; });
  return {std::move(y)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.is_finite",
           .eval = evalIsFinite,
           .quantized = Quantized::AlwaysTrue,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});

}  // namespace hloref
