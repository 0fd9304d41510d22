#include "golden/propagate.h"

#include <cmath>
#include <limits>

#include "core/float_format.h"
#include "golden/ulp_allowance.h"
#include "interpreter/evaluator.h"
#include "numerics/deviation.h"
#include "numerics/exact_sum.h"

namespace hloref {
namespace {

constexpr double kUnknown = std::numeric_limits<double>::infinity();

// The elements of `t` as doubles: floats decoded, integers and booleans by
// value.
std::vector<double> valuesOf(const Tensor& t) {
  const size_t n = static_cast<size_t>(t.numElements());
  std::vector<double> v(n);
  if (isFloat(t.elementType())) {
    loadFloats(t, 0, v);
    return v;
  }
  std::vector<uint64_t> bits(n);
  loadInts(t, 0, bits);
  const bool isSigned = isSignedInteger(t.elementType());
  for (size_t k = 0; k < n; ++k)
    v[k] = isSigned ? static_cast<double>(static_cast<int64_t>(bits[k])) : static_cast<double>(bits[k]);
  return v;
}

// Operand j's golden values and deviation bounds, broadcast to n elements:
// integers and booleans are exact; a float operand without a bound is off
// by an amount no annotation states.
// Under the ftz policy an operand whose legal value may be subnormal may
// read as zero.
bool loadOperand(const Value& v, size_t n, bool ftz, std::vector<double>& g, std::vector<double>& d) {
  if (!v.isTensor()) return false;
  const Tensor& t = v.tensor();
  const ElementType e = t.elementType();
  const size_t m = static_cast<size_t>(t.numElements());
  if (isComplex(e) || t.type().isQuantized() || (m != n && m != 1)) return false;
  std::vector<double> values = valuesOf(t);
  g.resize(n);
  d.assign(n, 0.0);
  for (size_t k = 0; k < n; ++k) g[k] = values[m == n ? k : 0];
  if (!isFloat(e)) return true;
  const ElementAnnotations* a = v.annotations.get();
  if (!a || a->errorBound.size() != m) {
    d.assign(n, kUnknown);
    return true;
  }
  // A bound B says |legal - exact| <= B, and the golden is the exact value
  // rounded once (half an ulp away), or the exact value itself when B = 0.
  const double smallestNormal = floatFormat(e).smallestNormal();
  for (size_t k = 0; k < n; ++k) {
    const double b = a->errorBound[m == n ? k : 0];
    d[k] = b > 0 ? b + halfUlp(e, g[k]) : 0.0;
    if (ftz && g[k] != 0 && std::fabs(g[k]) < smallestNormal + d[k]) d[k] += smallestNormal;
  }
  return true;
}

// The op's allowance, in absolute terms, for results up to `magnitude`.
double allowanceAt(const UlpAllowance& a, ElementType t, double magnitude) {
  switch (a.kind) {
    case UlpAllowance::Kind::Exact:
    case UlpAllowance::Kind::Moves: return 0;
    case UlpAllowance::Kind::Rounded: return a.ulps * ulpOf(t, magnitude);
    case UlpAllowance::Kind::Relative:
    case UlpAllowance::Kind::Unknown: return kUnknown;
  }
  return kUnknown;
}

// The bound of one element, |legal - exact| with exact = f(golden
// operands): dev, how far f moves over the operands' boxes, plus the op's
// allowance at the largest result it can reach; y is the golden result.
double elementBound(const UlpAllowance& a, ElementType t, double dev, double y, bool operandsExact,
                    bool operandsFinite) {
  if (std::isnan(y)) return 0;  // NaN matches NaN as a class
  if (operandsExact) dev = 0;
  else if (!operandsFinite) dev = kUnknown;
  if (std::isinf(y)) return dev == 0 ? 0 : kUnknown;  // infinities must match
  if (!(dev < kUnknown)) return kUnknown;
  // With dev = 0 the exact result is f(golden operands), within half an ulp
  // of y and so of no larger spacing; else it reaches |y| + 1/2 ulp + dev.
  if (dev == 0) return allowanceAt(a, t, std::fabs(y));
  const double allowance = allowanceAt(a, t, std::fabs(y) + halfUlp(t, y) + dev);
  const double bound = (dev + allowance) * (1 + 0x1p-50);
  return std::isnan(bound) ? kUnknown : bound;
}

// Whether every value of `from` is a value of `to` (a conversion is then
// exact whatever the operand's legal value).
bool representableIn(ElementType from, ElementType to) {
  if (!isFloat(to)) return false;
  const FloatFormat& t = floatFormat(to);
  if (isFloat(from)) {
    const FloatFormat& f = floatFormat(from);
    return t.precision() >= f.precision() && t.maxExponent() >= f.maxExponent() &&
           t.smallestSubnormal() <= f.smallestSubnormal() && (t.hasInfinity || !f.hasInfinity) &&
           (t.hasNan() || !f.hasNan()) && (t.hasNegativeZero() || !f.hasNegativeZero());
  }
  if (isBoolean(from)) return true;
  return isInteger(from) && bitWidth(from) - (isSignedInteger(from) ? 1 : 0) <= t.precision();
}

}  // namespace

std::optional<std::vector<double>> propagatedBound(const OpCall& call, const Tensor& result,
                                                   std::vector<double>* carried) {
  const deviation::Function propagate = Annotation(call.op.def->annotation).propagate;
  const ElementType t = result.elementType();
  const size_t n = static_cast<size_t>(result.numElements());
  const size_t arity = call.operands.size();
  const bool ftz = call.evaluator.options().policies.ftz;
  if (!propagate || !isFloat(t) || arity == 0 || arity > 3) return std::nullopt;
  std::vector<double> g[3], d[3];
  deviation::Operands x;
  x.arity = arity;
  for (size_t j = 0; j < arity; ++j) {
    if (!loadOperand(call.operands[j], n, ftz, g[j], d[j])) return std::nullopt;
    x.g[j] = g[j];
    x.d[j] = d[j];
  }
  std::vector<double> dev(n);
  propagate(x, dev);
  UlpAllowance a = ulpAllowance(*call.op.def, t);
  // A conversion (the one op that passes its operand through unchanged) is
  // exact into a type holding every operand value, and for each value the
  // target holds.
  const bool conversion = propagate == deviation::same && arity == 1;
  if (conversion && representableIn(call.operands[0].tensor().elementType(), t)) a = accuracy::kExactResult;
  const std::vector<double> y = valuesOf(result);
  std::vector<double> bound(n);
  const double smallestNormal = floatFormat(t).smallestNormal();
  if (carried) carried->assign(n, 0.0);
  for (size_t k = 0; k < n; ++k) {
    bool exact = true, finite = true;
    for (size_t j = 0; j < arity; ++j) {
      exact = exact && d[j][k] == 0;
      finite = finite && std::isfinite(g[j][k]);
    }
    if (carried && !exact) (*carried)[k] = finite ? dev[k] : kUnknown;
    bound[k] = conversion && exact && y[k] == g[0][k] ? 0.0 : elementBound(a, t, dev[k], y[k], exact, finite);
    // ftz: a result that may be subnormal may be flushed to zero.
    if (ftz && std::isfinite(y[k]) && std::fabs(y[k]) < smallestNormal + bound[k]) bound[k] += smallestNormal;
  }
  return bound;
}

}  // namespace hloref

namespace hloref {

std::optional<std::vector<uint8_t>> unstableDecisions(const OpCall& call, const Tensor& result) {
  const size_t n = static_cast<size_t>(result.numElements());
  const size_t arity = call.operands.size();
  const bool ftz = call.evaluator.options().policies.ftz;
  if (arity == 0 || arity > 2) return std::nullopt;
  std::vector<double> g[2], d[2];
  for (size_t j = 0; j < arity; ++j) {
    if (!loadOperand(call.operands[j], n, ftz, g[j], d[j])) return std::nullopt;
    for (size_t k = 0; k < n; ++k)
      if (std::isnan(g[j][k])) d[j][k] = 0;
  }
  std::vector<uint8_t> unstable(n, 0);
  if (arity == 2) {
    for (size_t k = 0; k < n; ++k) {
      if (d[0][k] == 0 && d[1][k] == 0) continue;
      const bool disjoint = g[0][k] + d[0][k] < g[1][k] - d[1][k] || g[1][k] + d[1][k] < g[0][k] - d[0][k];
      unstable[k] = !disjoint;
    }
    return unstable;
  }
  const bool toBoolean = isBoolean(result.elementType());
  for (size_t k = 0; k < n; ++k) {
    if (d[0][k] == 0) continue;
    const double lo = g[0][k] - d[0][k], hi = g[0][k] + d[0][k];
    unstable[k] = toBoolean ? (lo <= 0 && hi >= 0) : !(std::trunc(lo) == std::trunc(hi));
  }
  return unstable;
}

}  // namespace hloref
