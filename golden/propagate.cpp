#include "golden/propagate.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <optional>
#include <span>

#include "core/float_format.h"
#include "golden/ulp_allowance.h"
#include "interpreter/evaluator.h"
#include "interpreter/result_accuracy.h"
#include "numerics/deviation.h"
#include "numerics/exact_sum.h"

namespace hloref {
namespace {

constexpr double kUnknown = std::numeric_limits<double>::infinity();

// An operand of an elementwise op, read block by block: its golden values
// g and deviation radii d (rank-0 operands broadcast), so that no array of
// the result's size is needed per operand. Integers and booleans are
// exact; a float operand without a bound is off by an amount no annotation
// states. Complex operands (only when `moduli`): the moduli, and radii in
// the complex plane. Under the ftz policy an operand whose legal value may
// be subnormal may read as zero.
class OperandBlocks {
 public:
  // False when the rule does not apply to `v` for a result of n elements.
  bool open(const Value& v, size_t n, bool ftz, bool moduli) {
    if (!v.isTensor()) return false;
    t_ = &v.tensor();
    const ElementType e = t_->elementType();
    m_ = static_cast<size_t>(t_->numElements());
    if ((isComplex(e) && !moduli) || t_->type().isQuantized() || (m_ != n && m_ != 1)) return false;
    complex_ = isComplex(e);
    float_ = isFloat(e);
    signed_ = isSignedInteger(e);
    ftz_ = ftz;
    const ElementAnnotations* a = v.annotations.get();
    bound_ = a && a->errorBound.size() == m_ ? a->errorBound.data() : nullptr;
    if (complex_ || float_) {
      half_.emplace(e);
      smallestNormal_ = floatFormat(complex_ ? complexPartType(e) : e).smallestNormal();
    }
    return true;
  }

  // Elements [begin, begin + g.size()) of the broadcast operand.
  void load(size_t begin, std::span<double> g, std::span<double> d) const {
    const size_t len = g.size();
    if (m_ == 1) {
      double g0, d0;
      loadRange(0, {&g0, 1}, {&d0, 1});
      std::fill(g.begin(), g.end(), g0);
      std::fill(d.begin(), d.end(), d0);
      return;
    }
    for (size_t k = 0; k < len; k += kStep) {
      const size_t l = std::min(kStep, len - k);
      loadRange(begin + k, g.subspan(k, l), d.subspan(k, l));
    }
  }

  static constexpr size_t kStep = 1024;

 private:
  void loadRange(size_t begin, std::span<double> g, std::span<double> d) const {
    const size_t len = g.size();
    if (complex_) return loadModuli(begin, g, d);
    if (!float_) {
      uint64_t bits[kStep];
      loadInts(*t_, static_cast<int64_t>(begin), {bits, len});
      for (size_t k = 0; k < len; ++k)
        g[k] = signed_ ? static_cast<double>(static_cast<int64_t>(bits[k])) : static_cast<double>(bits[k]);
      std::fill(d.begin(), d.end(), 0.0);
      return;
    }
    loadFloats(*t_, static_cast<int64_t>(begin), g);
    if (!bound_) {
      std::fill(d.begin(), d.end(), kUnknown);
      return;
    }
    // A bound B says |legal - exact| <= B, and the golden is the exact value
    // rounded once (half an ulp away), or the exact value itself when B = 0.
    for (size_t k = 0; k < len; ++k) {
      const double b = bound_[begin + k];
      d[k] = b > 0 ? b + (*half_)(g[k]) : 0.0;
      if (ftz_ && g[k] != 0 && std::fabs(g[k]) < smallestNormal_ + d[k]) d[k] += smallestNormal_;
    }
  }

  void loadModuli(size_t begin, std::span<double> g, std::span<double> d) const {
    for (size_t k = 0; k < g.size(); ++k) {
      const size_t i = begin + k;
      const std::complex<double> z = t_->complexValue(static_cast<int64_t>(i));
      g[k] = std::isnan(z.real()) || std::isnan(z.imag()) ? NAN : std::abs(z);
      const double rounding = std::hypot((*half_)(z.real()), (*half_)(z.imag())) * (1 + 0x1p-52);
      const double b = bound_ ? bound_[i] : kUnknown;
      d[k] = b > 0 ? b + rounding : 0.0;
      if (ftz_ && d[k] > 0 && g[k] < smallestNormal_ + d[k]) d[k] += 2 * smallestNormal_;
    }
  }

  const Tensor* t_ = nullptr;
  size_t m_ = 0;
  bool complex_ = false, float_ = false, signed_ = false, ftz_ = false;
  const double* bound_ = nullptr;
  std::optional<HalfUlp> half_;
  double smallestNormal_ = 0;
};

// The whole of an operand (unstableDecisions).
bool loadOperand(const Value& v, size_t n, bool ftz, bool moduli, std::vector<double>& g, std::vector<double>& d) {
  OperandBlocks operand;
  if (!operand.open(v, n, ftz, moduli)) return false;
  g.resize(n);
  d.resize(n);
  operand.load(0, g, d);
  return true;
}

}  // namespace

namespace {

// allowanceAt with t's half ulp looked up once.
double allowanceAt(const UlpAllowance& a, const HalfUlp& halfUlpOfT, double magnitude) {
  switch (a.kind) {
    case UlpAllowance::Kind::Exact:
    case UlpAllowance::Kind::Moves: return 0;
    case UlpAllowance::Kind::Rounded: return roundedAllowanceAt(a, halfUlpOfT, magnitude);
    case UlpAllowance::Kind::Relative:
    case UlpAllowance::Kind::Unknown: return kUnknown;
  }
  return kUnknown;
}

}  // namespace

// The op's allowance, in absolute terms, for results up to `magnitude`.
double allowanceAt(const UlpAllowance& a, ElementType t, double magnitude) {
  return allowanceAt(a, HalfUlp(t), magnitude);
}

namespace {

// What decides a result that is not finite: the operands of one element
// and facts of the op and result type.
struct ElementOperands {
  bool exact;     // every operand's legal value is its golden
  bool finite;    // every operand golden is finite
  bool nanForced;  // some operand is NaN in every legal run (golden NaN, bound 0)
  bool awayFromIntegers;  // every operand's box [g - d, g + d] is finite and holds no integer
};
struct OpFacts {
  bool correctlyRounded;  // an allowance of 0.5 ulp at most (or exact): the rounded exact value is the one legal result
  bool hasInfinity;       // the result type overflows to infinity, not to NaN
};
// The facts of allowance `a` for results of type t (complex: its parts').
OpFacts opFacts(const UlpAllowance& a, ElementType t) {
  using Kind = UlpAllowance::Kind;
  return {a.kind == Kind::Exact || a.kind == Kind::Moves || correctlyRounded(a),
          floatFormat(isComplex(t) ? complexPartType(t) : t).hasInfinity};
}

// A NaN golden (matched as a class) holds only when every legal result is
// NaN too: a NaN operand that stays NaN, or exact operands whose exact
// result is NaN (a domain error; in a type without infinities an overflow
// also gives NaN, and then only correct rounding forces it), or, in a type
// with infinities, finite operands whose boxes hold no integer: the
// domains of the elementwise functions end at integers (0 for log, sqrt,
// rsqrt and divide, -1 for log_plus_one, +-1 for the inverse
// trigonometric ones, integer exponents for power), so such a box lies
// wholly outside the domain with its golden.
bool nanIsForced(const ElementOperands& x, const OpFacts& op) {
  return x.nanForced || (x.exact && (op.hasInfinity || op.correctlyRounded)) ||
         (op.hasInfinity && x.finite && x.awayFromIntegers);
}
// An infinite golden holds when the exact result is infinite in every
// legal run: exact operands and a correctly rounded op (else a finite
// exact result past the largest value may round to it or to infinity).
bool infinityIsForced(double dev, const OpFacts& op) { return dev == 0 && op.correctlyRounded; }

// elementBound of a finite golden y from finite operands (dev: +inf when
// unknown, 0 when they are exact).
template <class AllowanceAt>
[[gnu::always_inline]] inline double finiteElementBound(AllowanceAt allowanceAt, const HalfUlp& half, double dev,
                                                        double y) {
  if (!(dev < kUnknown)) return kUnknown;
  // With dev = 0 the exact result is f(golden operands), within half an ulp
  // of y and so of no larger spacing; else it reaches |y| + 1/2 ulp + dev.
  if (dev == 0) return allowanceAt(std::fabs(y) + half(y));
  const double allowance = allowanceAt(std::fabs(y) + half(y) + dev);
  const double bound = (dev + allowance) * (1 + 0x1p-50);
  return std::isnan(bound) ? kUnknown : bound;
}

// The bound of one element, |legal - exact| with exact = f(golden
// operands): dev, how far f moves over the operands' boxes, plus the op's
// allowance at the largest result it can reach; y is the golden result of
// type t (`half`: t's half ulp; allowanceAt(m): the op's allowance at
// results up to m).
template <class AllowanceAt>
double elementBound(AllowanceAt allowanceAt, const HalfUlp& half, double dev, double y, const ElementOperands& x,
                    const OpFacts& op) {
  if (std::isnan(y)) return nanIsForced(x, op) ? 0 : kUnknown;
  if (x.exact) dev = 0;
  else if (!x.finite) dev = kUnknown;
  if (std::isinf(y)) return infinityIsForced(dev, op) ? 0 : kUnknown;
  return finiteElementBound(allowanceAt, half, dev, y);
}

// A complex result's bound: as elementBound, with the allowance per part
// (Rounded: at each part's largest magnitude, the modulus of the two
// parts' allowances) or relative to the modulus (Relative).
double complexElementBound(const UlpAllowance& a, ElementType t, double dev, std::complex<double> y,
                           const ElementOperands& x, const OpFacts& op) {
  // A NaN part does not make the other part NaN (complex(NaN, sine(x))):
  // only exact operands fix both.
  if (std::isnan(y.real()) || std::isnan(y.imag())) return x.exact && nanIsForced(x, op) ? 0 : kUnknown;
  if (x.exact) dev = 0;
  else if (!x.finite) dev = kUnknown;
  if (std::isinf(y.real()) || std::isinf(y.imag())) return infinityIsForced(dev, op) ? 0 : kUnknown;
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

bool correctlyRounded(const UlpAllowance& a) {
  return a.kind == UlpAllowance::Kind::Rounded && a.ulps <= 0.5 && a.atol == 0 && a.rtol == 0;
}

UlpAllowance propagatedAllowance(const OpCall& call, ElementType t) {
  // A conversion (the one op that passes its operand through unchanged) is
  // exact into a type holding every operand value, and for each value the
  // target holds.
  const deviation::Function propagate = Annotation(call.op.def->annotation).propagate;
  if (propagate == deviation::same && call.operands.size() == 1 && call.operands[0].isTensor() &&
      representableIn(call.operands[0].tensor().elementType(), t))
    return accuracy::kExactResult;
  return ulpAllowance(call.op, t);
}

namespace {

// What propagatedBound reads of one call: the operands and the op's facts.
struct Propagation {
  deviation::Function propagate;
  size_t arity;
  OperandBlocks operands[3];
  UlpAllowance allowance;
  ElementType t;
  bool conversion, complex, ftz;
  double smallestNormal;
  OpFacts facts;
};

// Bounds of the result elements [begin, begin + bound.size()); allowanceAt
// as for elementBound.
template <class AllowanceAt>
void boundBlock(const Propagation& p, AllowanceAt allowanceAt, const Tensor& result, size_t begin,
                std::span<double> bound, std::span<double> carried) {
  constexpr size_t kBlock = OperandBlocks::kStep;
  const size_t len = bound.size();
  double g[3][kBlock], d[3][kBlock], dev[kBlock], y[kBlock];
  deviation::Operands boxes;
  boxes.arity = p.arity;
  for (size_t j = 0; j < p.arity; ++j) {
    p.operands[j].load(begin, {g[j], len}, {d[j], len});
    boxes.g[j] = {g[j], len};
    boxes.d[j] = {d[j], len};
  }
  p.propagate(boxes, {dev, len});
  if (!p.complex) loadFloats(result, static_cast<int64_t>(begin), {y, len});
  const HalfUlp half(p.t);
  // Which elements have exact operands, and finite operands and result
  // (the usual element, without the decisions about NaN and infinity).
  uint8_t exactAll[kBlock], usual[kBlock];
  std::fill_n(exactAll, len, uint8_t{1});
  if (p.complex) std::fill_n(usual, len, uint8_t{0});
  else
    for (size_t k = 0; k < len; ++k) usual[k] = std::fabs(y[k]) <= std::numeric_limits<double>::max();
  for (size_t j = 0; j < p.arity; ++j)
    for (size_t k = 0; k < len; ++k) {
      exactAll[k] &= d[j][k] == 0;
      usual[k] &= std::fabs(g[j][k]) <= std::numeric_limits<double>::max();
    }
  for (size_t k = 0; k < len; ++k) {
    if (usual[k]) {
      const bool exact = exactAll[k];
      if (!(p.conversion && exact)) {
        const double dv = exact ? 0.0 : dev[k];
        if (!carried.empty()) carried[k] = dv;
        bound[k] = finiteElementBound(allowanceAt, half, dv, y[k]);
        if (p.ftz && std::fabs(y[k]) < p.smallestNormal + bound[k]) bound[k] += p.smallestNormal;
        continue;
      }
    }
    ElementOperands x{true, true, false, true};
    for (size_t j = 0; j < p.arity; ++j) {
      x.exact = x.exact && d[j][k] == 0;
      x.finite = x.finite && std::isfinite(g[j][k]);
      x.nanForced = x.nanForced || (std::isnan(g[j][k]) && d[j][k] == 0);
    }
    // Only a NaN result asks whether the boxes avoid the integers.
    if (p.complex || std::isnan(y[k]))
      for (size_t j = 0; j < p.arity; ++j) {
        const double lo = g[j][k] - d[j][k], hi = g[j][k] + d[j][k];
        x.awayFromIntegers = x.awayFromIntegers && std::isfinite(lo) && std::isfinite(hi) && std::ceil(lo) > hi;
      }
    const bool exact = x.exact;
    if (!carried.empty()) carried[k] = exact ? 0.0 : x.finite ? dev[k] : kUnknown;
    if (p.complex) {
      // (A conversion of an exact operand the target holds is exact: the
      // allowance is 0 by representableIn or the golden equals it.)
      const std::complex<double> z = result.complexValue(static_cast<int64_t>(begin + k));
      bound[k] = complexElementBound(p.allowance, p.t, dev[k], z, x, p.facts);
      if (p.ftz && std::isfinite(bound[k])) bound[k] += 2 * p.smallestNormal;  // parts that may be flushed
      continue;
    }
    bound[k] = p.conversion && exact && y[k] == g[0][k] ? 0.0
                                                        : elementBound(allowanceAt, half, dev[k], y[k], x, p.facts);
    // ftz: a result that may be subnormal may be flushed to zero.
    if (p.ftz && std::isfinite(y[k]) && std::fabs(y[k]) < p.smallestNormal + bound[k]) bound[k] += p.smallestNormal;
  }
}

}  // namespace

std::optional<std::vector<double>> propagatedBound(const OpCall& call, const Tensor& result,
                                                   std::vector<double>* carried) {
  Propagation p;
  p.propagate = Annotation(call.op.def->annotation).propagate;
  p.t = result.elementType();
  const size_t n = static_cast<size_t>(result.numElements());
  p.arity = call.operands.size();
  p.ftz = call.evaluator.options().policies.ftz;
  // Complex values: for the functions whose bounds hold for moduli.
  const bool moduli = p.propagate && deviation::holdsForModuli(p.propagate);
  if (!p.propagate || !(isFloat(p.t) || (isComplex(p.t) && moduli)) || p.arity == 0 || p.arity > 3)
    return std::nullopt;
  for (size_t j = 0; j < p.arity; ++j)
    if (!p.operands[j].open(call.operands[j], n, p.ftz, moduli)) return std::nullopt;
  p.allowance = propagatedAllowance(call, p.t);
  p.conversion = p.propagate == deviation::same && p.arity == 1;
  p.complex = isComplex(p.t);
  p.smallestNormal = floatFormat(p.complex ? complexPartType(p.t) : p.t).smallestNormal();
  p.facts = opFacts(p.allowance, p.t);
  std::vector<double> bound(n);
  if (carried) carried->resize(n);
  const HalfUlp half(p.t);
  const UlpAllowance& a = p.allowance;
  // The usual case, n ulps without tolerances, inlined; any other through allowanceAt.
  const bool ulpsOnly = a.kind == UlpAllowance::Kind::Rounded && a.atol == 0 && a.rtol == 0;
  const auto inUlps = [&half, twoUlps = 2 * a.ulps](double m) {
    return std::fabs(m) <= std::numeric_limits<double>::max() ? twoUlps * half(m) : kUnknown;
  };
  const auto general = [&half, &a](double m) { return allowanceAt(a, half, m); };
  for (size_t begin = 0; begin < n; begin += OperandBlocks::kStep) {
    const size_t len = std::min(OperandBlocks::kStep, n - begin);
    const std::span<double> b = std::span<double>(bound).subspan(begin, len);
    const std::span<double> c = carried ? std::span<double>(*carried).subspan(begin, len) : std::span<double>();
    if (ulpsOnly) boundBlock(p, inUlps, result, begin, b, c);
    else boundBlock(p, general, result, begin, b, c);
  }
  return bound;
}

std::vector<double> allowanceBound(const OpCall& call, const Tensor& result) {
  const ElementType t = result.elementType();
  const UlpAllowance a = propagatedAllowance(call, t);
  const OpFacts facts = opFacts(a, t);
  const HalfUlp half(t);
  const auto at = [&half, &a](double m) { return allowanceAt(a, half, m); };
  const ElementOperands exact{true, true, false, false};
  std::vector<double> bound(static_cast<size_t>(result.numElements()));
  loadFloats(result, 0, bound);  // the goldens, replaced by their bounds
  for (double& b : bound) b = elementBound(at, half, 0.0, b, exact, facts);
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
