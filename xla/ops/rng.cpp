// rng with XLA's edge cases (operation_semantics.md: RngUniform, RngNormal):
// XLA leaves a uniform distribution with b <= a implementation-defined
// where StableHLO's rng leaves it undefined (hloref stops). xla.rng runs
// StableHLO's rng (interpreter/ops/rng.cpp: hloref's generator) and, for
// b <= a, gives a in every element, each marked implementation-defined.
#include "interpreter/evaluator.h"

namespace hloref::xla {
namespace {

std::vector<Value> evalRng(OpCall& call) {
  const Tensor& a = call.tensor(0);
  const Tensor& b = call.tensor(1);
  const Attribute& distribution = call.attr("rng_distribution");
  bool uniform = distribution.text == "UNIFORM";
  // What StableHLO's rng trusts the checker for.
  const ElementType et = call.resultType(0).elementType;
  if (a.rank() != 0 || b.rank() != 0 || a.elementType() != et || b.elementType() != et || !call.resultType(0).isStatic() ||
      isComplex(et) || (!uniform && !isFloat(et)))
    call.fail("needs scalar bounds of the result's element type (floats for rng_normal) and a static result");
  bool empty;
  if (isFloat(a.elementType())) empty = !(a.floatValue(0) < b.floatValue(0));
  else if (isUnsignedInteger(a.elementType()) || isBoolean(a.elementType())) empty = !(a.intBits(0) < b.intBits(0));
  else empty = !(a.intValue(0) < b.intValue(0));
  if (uniform && empty) {
    Tensor result = call.newResult(0);
    const int64_t n = result.numElements();
    for (int64_t i = 0; i < n; ++i) {
      if (isFloat(a.elementType())) result.setFloatBits(i, a.floatBits(0));
      else result.setIntBits(i, a.intBits(0));
      if (call.annotating()) call.markImplementationDefined(0, i);
    }
    return {Value(std::move(result))};
  }
  return findOpDef("stablehlo.rng")->eval.value(call);
}

}  // namespace

HLOREF_OP({.name = "xla.rng",
           .eval = evalRng,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref::xla
