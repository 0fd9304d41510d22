#include "interpreter/perturb.h"

#include <cmath>
#include <cstring>
#include <optional>

#include "core/diagnostic.h"
#include "core/float_format.h"
#include "interpreter/result_accuracy.h"

namespace hloref {
namespace {

bool isRealFloat(const Value& v) {
  return v.isTensor() && isFloat(v.tensor().elementType()) && !v.tensor().type().isQuantized();
}

// A copy of `t` in a buffer of its own, to change (results may share their
// operands' buffers).
Tensor ownCopy(const Tensor& t) {
  Tensor copy(t.type());
  if (t.byteSize() > 0) std::memcpy(copy.bytes(), t.bytes(), static_cast<size_t>(t.byteSize()));
  return copy;
}

TensorType asF64(TensorType t) {
  t.elementType = ElementType::F64;
  return t;
}

// The op run once more with its float operands and results in f64: the
// exact result correctly rounded to f64 (its allowance is stated per type,
// and the f64 result is within 2^-53 of the exact one relative to it).
// nullopt when the op cannot run that way.
std::optional<std::vector<Value>> evaluateInF64(const OpCall& call) {
  Op op = call.op;
  std::vector<Value> operands = call.operands;
  for (size_t j = 0; j < operands.size(); ++j) {
    if (!isRealFloat(operands[j])) continue;
    const Tensor& t = operands[j].tensor();
    Tensor wide(asF64(t.type()));
    for (int64_t k = 0; k < t.numElements(); ++k) wide.setFloatValue(k, t.floatValue(k));
    operands[j] = Value(std::move(wide));
    if (j < op.operandTypes.size() && op.operandTypes[j].isTensor())
      op.operandTypes[j] = Type::tensor(asF64(op.operandTypes[j].tensorType()));
  }
  for (Type& t : op.resultTypes)
    if (t.isTensor() && isFloat(t.tensorType().elementType) && !t.tensorType().isQuantized())
      t = Type::tensor(asF64(t.tensorType()));
  OpCall wide{op, std::move(operands), call.evaluator, call.frame};
  try {
    std::vector<Value> results = call.evaluator.evaluate(wide);
    if (results.size() != call.op.results.size()) return std::nullopt;
    return results;
  } catch (const Error&) {
    return std::nullopt;
  }
}

// Moves each element of the real float results within `allowance` (the
// op's, interpreter/result_accuracy.h) of the exact result.
void moveWithinAllowance(const OpCall& call, std::vector<Value>& results, const UlpAllowance& allowanceOfOp,
                         RandomSchedule& random) {
  std::optional<std::vector<Value>> reference;
  // Half the ops move every element the same way (the largest or the
  // smallest qualifying value): correlated errors, which compound through
  // the ops that follow; the others move each element at random.
  const int direction = random.coin() ? 0 : random.coin() ? 1 : -1;
  for (size_t i = 0; i < results.size(); ++i) {
    if (!isRealFloat(results[i])) continue;
    Tensor r = ownCopy(results[i].tensor());
    const ElementType t = r.elementType();
    if (t != ElementType::F64 && !reference) {
      reference = evaluateInF64(call);
      if (!reference) return;
    }
    const Tensor* wide = t == ElementType::F64 ? nullptr : &(*reference)[i].tensor();
    for (int64_t k = 0; k < r.numElements(); ++k) {
      const double golden = r.floatValue(k);
      if (!std::isfinite(golden)) continue;
      const double ulp = 2 * halfUlp(t, golden);
      // f64: the exact value is within half an ulp of golden, unknown where.
      const double exact = wide ? wide->floatValue(k) : golden;
      const double uncertainty =
          wide ? std::ldexp(std::fabs(exact), -52) + halfUlp(ElementType::F64, exact) : 0.5 * ulp;
      // The allowance at the exact value (ulps counted at the golden's
      // spacing, as the golden bound counts them), less what is unknown of it.
      const double tolerance =
          allowanceOfOp.atol + allowanceOfOp.rtol * std::max(0.0, std::fabs(exact) - uncertainty);
      const double allowance = std::max(allowanceOfOp.ulps * ulp, tolerance) - uncertainty;
      if (!std::isfinite(exact) || allowance <= 0) continue;
      r.setFloatValue(k, random.within(t, golden, exact, allowance, direction));
    }
    results[i] = Value(std::move(r));
  }
}

// ftz: each subnormal element flushed to a zero of its sign, or kept.
void flushSubnormals(std::vector<Value>& results, RandomSchedule& random) {
  for (Value& v : results) {
    if (!isRealFloat(v)) continue;
    const Tensor& t = v.tensor();
    const double smallestNormal = floatFormat(t.elementType()).smallestNormal();
    Tensor r;
    for (int64_t k = 0; k < t.numElements(); ++k) {
      const double x = t.floatValue(k);
      if (x == 0 || !(std::fabs(x) < smallestNormal) || !random.coin()) continue;
      if (r.isNull()) r = ownCopy(t);
      r.setFloatValue(k, std::copysign(0.0, x));
    }
    if (!r.isNull()) v = Value(std::move(r));
  }
}

}  // namespace

void perturbResults(const OpCall& call, std::vector<Value>& results) {
  RandomSchedule& random = *call.evaluator.perturbation();
  const UlpAllowance allowance = requestedAllowance(call.op, call.op.def->accuracy.value.real);
  if (allowance.kind == UlpAllowance::Kind::Rounded && (allowance.ulps > 0.5 || allowance.atol > 0 || allowance.rtol > 0))
    moveWithinAllowance(call, results, allowance, random);
  if (call.evaluator.options().policies.ftz) flushSubnormals(results, random);
}

}  // namespace hloref
