#include "golden/propagate.h"

#include <cmath>
#include <complex>
#include <limits>

#include "core/float_format.h"
#include "golden/ulp_allowance.h"
#include "interpreter/evaluator.h"
#include "interpreter/result_accuracy.h"
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

// The moduli of a complex tensor's elements, and the radius of each
// element's golden rounding (half an ulp per part).
void moduliOf(const Tensor& t, std::vector<double>& modulus, std::vector<double>& rounding) {
  const size_t n = static_cast<size_t>(t.numElements());
  const ElementType part = complexPartType(t.elementType());
  modulus.resize(n);
  rounding.resize(n);
  for (size_t k = 0; k < n; ++k) {
    const std::complex<double> z = t.complexValue(static_cast<int64_t>(k));
    modulus[k] = std::isnan(z.real()) || std::isnan(z.imag()) ? NAN : std::abs(z);
    rounding[k] = std::hypot(halfUlp(part, z.real()), halfUlp(part, z.imag())) * (1 + 0x1p-52);
  }
}

// Operand j's golden values and deviation bounds, broadcast to n elements:
// integers and booleans are exact; a float operand without a bound is off
// by an amount no annotation states. Complex operands (only when
// `moduli`): the moduli and radii in the complex plane.
// Under the ftz policy an operand whose legal value may be subnormal may
// read as zero.
bool loadOperand(const Value& v, size_t n, bool ftz, bool moduli, std::vector<double>& g, std::vector<double>& d) {
  if (!v.isTensor()) return false;
  const Tensor& t = v.tensor();
  const ElementType e = t.elementType();
  const size_t m = static_cast<size_t>(t.numElements());
  if ((isComplex(e) && !moduli) || t.type().isQuantized() || (m != n && m != 1)) return false;
  if (isComplex(e)) {
    std::vector<double> modulus, rounding;
    moduliOf(t, modulus, rounding);
    const ElementAnnotations* a = v.annotations.get();
    const bool bounded = a && a->errorBound.size() == m;
    const double smallestNormal = floatFormat(complexPartType(e)).smallestNormal();
    g.resize(n);
    d.resize(n);
    for (size_t k = 0; k < n; ++k) {
      const size_t i = m == n ? k : 0;
      g[k] = modulus[i];
      const double b = bounded ? a->errorBound[i] : kUnknown;
      d[k] = b > 0 ? b + rounding[i] : 0.0;
      if (ftz && d[k] > 0 && modulus[i] < smallestNormal + d[k]) d[k] += 2 * smallestNormal;
    }
    return true;
  }
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
    case UlpAllowance::Kind::Rounded: return roundedAllowanceAt(a, t, magnitude);
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
  if (dev == 0) return allowanceAt(a, t, std::fabs(y) + halfUlp(t, y));
  const double allowance = allowanceAt(a, t, std::fabs(y) + halfUlp(t, y) + dev);
  const double bound = (dev + allowance) * (1 + 0x1p-50);
  return std::isnan(bound) ? kUnknown : bound;
}

// A complex result's bound: as elementBound, with the allowance per part
// (Rounded: at each part's largest magnitude, the modulus of the two
// parts' allowances) or relative to the modulus (Relative).
double complexElementBound(const UlpAllowance& a, ElementType t, double dev, std::complex<double> y,
                           bool operandsExact, bool operandsFinite) {
  if (std::isnan(y.real()) || std::isnan(y.imag())) return 0;  // NaN matches NaN as a class
  if (operandsExact) dev = 0;
  else if (!operandsFinite) dev = kUnknown;
  if (std::isinf(y.real()) || std::isinf(y.imag())) return dev == 0 ? 0 : kUnknown;
  if (!(dev < kUnknown)) return kUnknown;
  const ElementType part = complexPartType(t);
  double allowance = kUnknown;
  switch (a.kind) {
    case UlpAllowance::Kind::Exact:
    case UlpAllowance::Kind::Moves: allowance = 0; break;
    case UlpAllowance::Kind::Rounded: {
      const double re = std::fabs(y.real()) + halfUlp(part, y.real()) + dev;
      const double im = std::fabs(y.imag()) + halfUlp(part, y.imag()) + dev;
      allowance = a.ulps * std::hypot(ulpOf(part, re), ulpOf(part, im));
      break;
    }
    case UlpAllowance::Kind::Relative:
      allowance = a.ulps * unitRoundoff(part) *
                  (std::abs(y) + std::hypot(halfUlp(part, y.real()), halfUlp(part, y.imag())) + dev);
      break;
    case UlpAllowance::Kind::Unknown: break;
  }
  const double bound = (dev + allowance) * (1 + 0x1p-50);
  return std::isnan(bound) ? kUnknown : bound;
}

// Whether every value of `from` is a value of `to` (a conversion is then
// exact whatever the operand's legal value); complex types by their parts.
bool representableIn(ElementType from, ElementType to) {
  if (isComplex(from)) from = complexPartType(from);
  if (isComplex(to)) to = complexPartType(to);
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
  // Complex values: for the functions whose bounds hold for moduli.
  const bool moduli = propagate && deviation::holdsForModuli(propagate);
  if (!propagate || !(isFloat(t) || (isComplex(t) && moduli)) || arity == 0 || arity > 3) return std::nullopt;
  std::vector<double> g[3], d[3];
  deviation::Operands x;
  x.arity = arity;
  for (size_t j = 0; j < arity; ++j) {
    if (!loadOperand(call.operands[j], n, ftz, moduli, g[j], d[j])) return std::nullopt;
    x.g[j] = g[j];
    x.d[j] = d[j];
  }
  std::vector<double> dev(n);
  propagate(x, dev);
  UlpAllowance a = ulpAllowance(call.op, t);
  // A conversion (the one op that passes its operand through unchanged) is
  // exact into a type holding every operand value, and for each value the
  // target holds.
  const bool conversion = propagate == deviation::same && arity == 1;
  if (conversion && representableIn(call.operands[0].tensor().elementType(), t)) a = accuracy::kExactResult;
  const bool complex = isComplex(t);
  const std::vector<double> y = complex ? std::vector<double>() : valuesOf(result);
  std::vector<double> bound(n);
  const double smallestNormal = floatFormat(complex ? complexPartType(t) : t).smallestNormal();
  if (carried) carried->assign(n, 0.0);
  for (size_t k = 0; k < n; ++k) {
    bool exact = true, finite = true;
    for (size_t j = 0; j < arity; ++j) {
      exact = exact && d[j][k] == 0;
      finite = finite && std::isfinite(g[j][k]);
    }
    if (carried && !exact) (*carried)[k] = finite ? dev[k] : kUnknown;
    if (complex) {
      // (A conversion of an exact operand the target holds is exact: the
      // allowance is 0 by representableIn or the golden equals it.)
      bound[k] = complexElementBound(a, t, dev[k], result.complexValue(static_cast<int64_t>(k)), exact, finite);
      if (ftz && std::isfinite(bound[k])) bound[k] += 2 * smallestNormal;  // parts that may be flushed
      continue;
    }
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
    if (!loadOperand(call.operands[j], n, ftz, false, g[j], d[j])) return std::nullopt;
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
