#include "conform/compare.h"

#include <bit>
#include <cmath>
#include <complex>
#include <cstdio>
#include <map>

#include "core/float_format.h"
#include "core/index_text.h"
#include "conform/classify.h"
#include "syntax/printer.h"
#include "golden/ulp_allowance.h"

namespace hloref::conform {
namespace {

constexpr size_t kMaxListedMismatches = 16;


struct PartVerdict {
  bool equal = true;
  int64_t ulp = -1;
};

// One float (or one part of a complex number), as encodings of `t`.
PartVerdict compareFloatBits(ElementType t, uint64_t a, uint64_t e, const Policy& policy) {
  PartVerdict v;
  bool aNan = isNanEncoding(t, a), eNan = isNanEncoding(t, e);
  if (aNan || eNan) {
    v.equal = policy.nanExact ? a == e : (aNan && eNan);
    return v;
  }
  bool aFinite = std::isfinite(decodeFloat(t, a)), eFinite = std::isfinite(decodeFloat(t, e));
  if (aFinite && eFinite) {
    int64_t d = floatOrdinal(t, a) - floatOrdinal(t, e);
    v.ulp = d < 0 ? -d : d;
  }
  if (policy.kind == Policy::Kind::Ulp && aFinite && eFinite) v.equal = v.ulp <= policy.ulp;
  else v.equal = a == e;  // exact: bit for bit, so -0 and +0 differ
  return v;
}

// Policy bound: the golden `g` is the exact result rounded once, so a value
// within `bound` of the exact result is within bound + 0.5 ulp(g) of `g`.
// Differences are taken in binary64 (exact for nearby values of one format).
// NaN stays a class (or bits, with `nan: exact`); a bound of +inf (unknown)
// admits every other value.
PartVerdict compareWithinBound(ElementType et, const Tensor& actual, const Tensor& expected, int64_t i, double bound,
                               int64_t ftzTerms, const Policy& policy, double* allowed) {
  if (isFloat(et)) {
    uint64_t ab = actual.floatBits(i), eb = expected.floatBits(i);
    PartVerdict v = compareFloatBits(et, ab, eb, policy);
    if (isNanEncoding(et, ab) || isNanEncoding(et, eb)) return v;
    double a = decodeFloat(et, ab), g = decodeFloat(et, eb);
    *allowed = bound + 0.5 * ulpOf(et, g) + static_cast<double>(ftzTerms) * floatFormat(et).smallestNormal();
    v.equal = a == g || std::fabs(a - g) <= *allowed;
    return v;
  }
  ElementType pt = complexPartType(et);
  std::complex<double> a = actual.complexValue(i), g = expected.complexValue(i);
  uint64_t parts[2][2] = {{encodeFloat(pt, a.real()), encodeFloat(pt, g.real())},
                          {encodeFloat(pt, a.imag()), encodeFloat(pt, g.imag())}};
  PartVerdict re = compareFloatBits(pt, parts[0][0], parts[0][1], policy);
  PartVerdict im = compareFloatBits(pt, parts[1][0], parts[1][1], policy);
  PartVerdict v;
  v.ulp = complexUlpDistance(pt, a, g);
  double ftz = static_cast<double>(ftzTerms) * floatFormat(pt).smallestNormal();
  *allowed = bound + 0.5 * std::hypot(ulpOf(pt, g.real()), ulpOf(pt, g.imag())) + std::hypot(ftz, ftz);
  auto difference = [](double x, double y) { return x == y ? 0.0 : x - y; };
  double dre = difference(a.real(), g.real()), dim = difference(a.imag(), g.imag());
  bool reNan = std::isnan(a.real()) || std::isnan(g.real()), imNan = std::isnan(a.imag()) || std::isnan(g.imag());
  if (reNan || imNan) {
    // A NaN part matches as a class; the other part is bounded on its own.
    v.equal = (reNan ? re.equal : std::fabs(dre) <= *allowed) && (imNan ? im.equal : std::fabs(dim) <= *allowed);
    return v;
  }
  v.equal = std::hypot(dre, dim) <= *allowed;
  return v;
}

// A float element also shows its encoding: printed decimals may hide the
// last bits.
std::string elementText(const Tensor& t, int64_t i) {
  std::string s = elementString(t, i);
  if (isFloat(t.elementType()) && s.rfind("0x", 0) != 0) {
    int digits = (floatFormat(t.elementType()).totalBits() + 3) / 4;
    char buf[32];
    std::snprintf(buf, sizeof buf, " (0x%0*llX)", digits, static_cast<unsigned long long>(t.floatBits(i)));
    s += buf;
  }
  return s;
}

}  // namespace

ElementVerdict compareElement(const Tensor& actual, const Tensor& expected, int64_t i, const Policy& policy,
                              const Tensor* bound, int64_t flushToZeroTerms) {
  ElementType et = expected.elementType();
  ElementVerdict v;
  PartVerdict p;
  if (bound) {
    p = compareWithinBound(et, actual, expected, i, bound->data<double>()[i], flushToZeroTerms, policy, &v.allowed);
  } else if (isFloat(et)) {
    p = compareFloatBits(et, actual.floatBits(i), expected.floatBits(i), policy);
  } else if (isComplex(et)) {
    ElementType pt = complexPartType(et);
    std::complex<double> a = actual.complexValue(i), e = expected.complexValue(i);
    PartVerdict re = compareFloatBits(pt, encodeFloat(pt, a.real()), encodeFloat(pt, e.real()), policy);
    PartVerdict im = compareFloatBits(pt, encodeFloat(pt, a.imag()), encodeFloat(pt, e.imag()), policy);
    p.equal = re.equal && im.equal;
    p.ulp = complexUlpDistance(pt, a, e);
  } else if (expected.type().isQuantized() && policy.kind == Policy::Kind::Ulp) {
    // Quantized storage: "ulp: N" allows N steps of the storage integer.
    int64_t d = actual.intValue(i) - expected.intValue(i);
    p.ulp = d < 0 ? -d : d;
    p.equal = p.ulp <= policy.ulp;
  } else {
    p.equal = actual.intBits(i) == expected.intBits(i);
  }
  v.equal = p.equal;
  v.ulp = p.ulp;
  return v;
}

namespace {

bool sameQuantization(const TensorType& a, const TensorType& b) {
  if (!a.quant || !b.quant) return !a.quant && !b.quant;
  return *a.quant == *b.quant;
}

void compareTensors(const Tensor& actual, const Tensor& expected, const Tensor* mask, const Policy& policy,
                    const ElementBounds& bounds, OutputReport& r) {
  r.elements = expected.numElements();
  if (actual.elementType() != expected.elementType() || actual.shape() != expected.shape() ||
      !sameQuantization(actual.type(), expected.type())) {
    r.problem = "returned " + tensorTypeString(actual.type()) + ", expected " + tensorTypeString(expected.type());
    return;
  }
  if (mask && (mask->shape() != expected.shape() || mask->elementType() != ElementType::I1)) {
    r.problem = "the implementation-defined mask is " + tensorTypeString(mask->type()) + ", expected tensor of i1 shaped like " +
                tensorTypeString(expected.type());
    return;
  }
  ElementType et = expected.elementType();
  const Tensor* bound =
      policy.kind == Policy::Kind::Bound && (isFloat(et) || isComplex(et)) ? bounds.bound : nullptr;
  if (bound && (bound->shape() != expected.shape() || bound->elementType() != ElementType::F64)) {
    r.problem = "the error bound is " + tensorTypeString(bound->type()) + ", expected tensor of f64 shaped like " +
                tensorTypeString(expected.type());
    return;
  }
  if (isFloat(et) || isComplex(et)) r.ulpHistogram.assign(kUlpBuckets, 0);
  for (int64_t i = 0; i < r.elements; ++i) {
    if (mask && mask->intBits(i)) {
      ++r.masked;
      continue;
    }
    ElementVerdict v = compareElement(actual, expected, i, policy, bound, bounds.flushToZeroTerms);
    double allowed = v.allowed;
    if (v.ulp > r.maxUlp) r.maxUlp = v.ulp;
    if (!r.ulpHistogram.empty() && (v.ulp >= 0 || !v.equal)) ++r.ulpHistogram[v.ulp >= 0 ? ulpBucket(v.ulp) : kUlpBuckets - 1];
    if (v.equal) continue;
    ++r.mismatchCount;
    if (r.mismatches.size() < kMaxListedMismatches) {
      std::string want = elementText(expected, i);
      if (allowed >= 0) {
        char buf[48];
        std::snprintf(buf, sizeof buf, " +- %.6g", allowed);
        want += buf;
      }
      Mismatch m;
      m.at = indexString(expected.shape(), i);
      m.actual = elementText(actual, i);
      m.expected = want;
      m.ulp = v.ulp;
      m.index = i;
      r.mismatches.push_back(std::move(m));
    }
  }
}

void compareInto(const Value& actual, const Value& expected, const Tensor* mask, const Policy& policy,
                 const ElementBounds& bounds, OutputReport& r) {
  if (expected.isToken()) {
    if (!actual.isToken()) r.problem = "returned a tensor or tuple, expected a token";
    return;
  }
  if (expected.isTuple()) {
    if (!actual.isTuple() || actual.elements().size() != expected.elements().size()) {
      r.problem = "returned " + shortValueString(actual, 200) + ", expected a tuple of " +
                  std::to_string(expected.elements().size());
      return;
    }
    for (size_t i = 0; i < expected.elements().size() && r.problem.empty(); ++i)
      compareInto(actual.elements()[i], expected.elements()[i], nullptr, policy, {}, r);
    return;
  }
  if (!actual.isTensor()) {
    r.problem = "returned a token or tuple, expected a tensor";
    return;
  }
  OutputReport part;
  compareTensors(actual.tensor(), expected.tensor(), mask, policy, bounds, part);
  r.elements += part.elements;
  r.masked += part.masked;
  r.mismatchCount += part.mismatchCount;
  r.maxUlp = std::max(r.maxUlp, part.maxUlp);
  if (r.ulpHistogram.empty()) r.ulpHistogram = std::move(part.ulpHistogram);
  else
    for (size_t k = 0; k < part.ulpHistogram.size(); ++k) r.ulpHistogram[k] += part.ulpHistogram[k];
  if (!part.problem.empty()) r.problem = part.problem;
  for (auto& m : part.mismatches)
    if (r.mismatches.size() < kMaxListedMismatches) r.mismatches.push_back(std::move(m));
}

// ---- invariant comparisons (Policy::Kind::Invariant) ----

using Entry = std::complex<long double>;

// A batch of matrices in long double, row-major: (b, i, j) at [(b * rows + i) * cols + j].
struct Batch {
  int64_t count = 0, rows = 0, cols = 0;
  std::vector<Entry> values;
  Entry at(int64_t b, int64_t i, int64_t j) const { return values[static_cast<size_t>((b * rows + i) * cols + j)]; }
};

// `v` as `count` matrices (rank >= 2) or vectors (asVector: rank >= 1, a
// vector is a 1 x n matrix); empty `error` when it fits.
Batch batchOf(const Value& v, bool asVector, std::string& error) {
  Batch m;
  if (!v.isTensor() || (!isFloat(v.tensor().elementType()) && !isComplex(v.tensor().elementType()) &&
                        !isInteger(v.tensor().elementType()))) {
    error = "expected a float or complex tensor";
    return m;
  }
  const Tensor& t = v.tensor();
  const int64_t rank = t.rank();
  if (rank < (asVector ? 1 : 2)) {
    error = "expected a " + std::string(asVector ? "vector" : "matrix") + ", got " + tensorTypeString(t.type());
    return m;
  }
  m.rows = asVector ? 1 : t.shape()[rank - 2];
  m.cols = t.shape()[rank - 1];
  m.count = m.rows * m.cols == 0 ? 0 : t.numElements() / (m.rows * m.cols);
  m.values.resize(static_cast<size_t>(t.numElements()));
  for (int64_t k = 0; k < t.numElements(); ++k) {
    if (isComplex(t.elementType())) {
      std::complex<double> c = t.complexValue(k);
      m.values[static_cast<size_t>(k)] = {c.real(), c.imag()};
    } else if (isFloat(t.elementType())) {
      m.values[static_cast<size_t>(k)] = static_cast<long double>(t.floatValue(k));
    } else {
      m.values[static_cast<size_t>(k)] = static_cast<long double>(t.intValue(k));
    }
  }
  return m;
}

double unitRoundoff(const Value& a) {
  ElementType t = a.tensor().elementType();
  if (isComplex(t)) t = complexPartType(t);
  return std::ldexp(1.0, -floatFormat(t).precision());
}

long double frobenius(const Batch& m, int64_t b) {
  long double s = 0;
  for (int64_t i = 0; i < m.rows; ++i)
    for (int64_t j = 0; j < m.cols; ++j) s += std::norm(m.at(b, i, j));
  return std::sqrt(s);
}

// |X Y - Z|_F for matrix b of each (Z null: the identity), with X's
// columns limited to `inner` (and Y's rows).
long double productResidual(const Batch& x, bool conjugateX, const Batch& y, const Batch* z, int64_t b, int64_t inner,
                            int64_t rows, int64_t cols) {
  long double s = 0;
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) {
      Entry sum = 0;
      for (int64_t k = 0; k < inner; ++k)
        sum += (conjugateX ? std::conj(x.at(b, k, i)) : x.at(b, i, k)) * y.at(b, k, j);
      sum -= z ? z->at(b, i, j) : Entry(i == j ? 1 : 0);
      s += std::norm(sum);
    }
  return std::sqrt(s);
}

class InvariantJudge {
 public:
  InvariantJudge(const Policy& policy, const std::vector<Value>& actual, const std::vector<Value>& expected,
                 std::vector<OutputReport>& reports)
      : policy_(policy), actual_(actual), expected_(expected), reports_(reports) {}

  // Result `i` as a batch of `count` matrices (or vectors); null after a report.
  const Batch* result(size_t i, bool asVector, int64_t count) {
    if (i >= actual_.size()) return nullptr;
    std::string error;
    batches_[i] = batchOf(actual_[i], asVector, error);
    if (error.empty() && batches_[i].count != count)
      error = "expected " + std::to_string(count) + " matrices, got " + std::to_string(batches_[i].count);
    if (!error.empty()) return fail(i, error), nullptr;
    return &batches_[i];
  }
  void fail(size_t i, const std::string& what) {
    if (i < reports_.size() && reports_[i].problem.empty()) reports_[i].problem = what;
  }
  // `value` <= `limit`, else a report on result i naming `what`.
  void require(size_t i, long double value, long double limit, const std::string& what, int64_t b) {
    if (value <= limit) return;
    char buf[160];
    std::snprintf(buf, sizeof buf, " = %.3Lg exceeds %.3Lg (matrix %lld)", value, limit, static_cast<long long>(b));
    fail(i, what + buf);
  }
  // Result i's values against the expected ones within `allowed`, in the
  // order (ascending or descending) the decomposition defines.
  void uniqueValues(size_t i, const Batch& got, int64_t b, long double allowed, bool descending) {
    std::string error;
    Batch want = batchOf(expected_.at(i), true, error);
    if (!error.empty() || want.values.size() != got.values.size()) return fail(i, "the expected values do not fit");
    for (int64_t k = 0; k < got.cols; ++k) {
      const long double g = got.at(b, 0, k).real(), w = want.at(b, 0, k).real();
      if (!(std::fabs(g - w) <= allowed)) {
        char buf[160];
        std::snprintf(buf, sizeof buf, "value %lld of matrix %lld is %.9Lg, expected %.9Lg +- %.3Lg",
                      static_cast<long long>(k), static_cast<long long>(b), g, w, allowed);
        return fail(i, buf);
      }
      if (k > 0 && (descending ? got.at(b, 0, k).real() > got.at(b, 0, k - 1).real()
                               : got.at(b, 0, k).real() < got.at(b, 0, k - 1).real()))
        return fail(i, std::string("values are not in ") + (descending ? "descending" : "ascending") + " order");
    }
  }

 private:
  const Policy& policy_;
  const std::vector<Value>& actual_;
  const std::vector<Value>& expected_;
  std::vector<OutputReport>& reports_;
  std::map<size_t, Batch> batches_;
};

// Lower (or upper) triangular: exact zeros on the other side.
bool triangular(const Batch& m, int64_t b, bool lower) {
  for (int64_t i = 0; i < m.rows; ++i)
    for (int64_t j = 0; j < m.cols; ++j)
      if ((lower ? j > i : j < i) && m.at(b, i, j) != Entry(0)) return false;
  return true;
}

void judgeDecomposition(const Policy& p, const Batch& a, InvariantJudge& judge, long double u, bool complex) {
  const int64_t m = a.rows, n = a.cols, k = std::min(m, n), big = std::max(m, n);
  const long double scale = p.tolerance * static_cast<long double>(big) * u;
  for (int64_t b = 0; b < a.count; ++b) {
    const long double norm = frobenius(a, b);
    const long double residual = scale * norm;
    if (p.invariant == "eigh") {
      const Batch* w = judge.result(0, true, a.count);
      const Batch* v = judge.result(1, false, a.count);
      if (!w || !v) return;
      judge.uniqueValues(0, *w, b, residual, false);
      Batch vw = *v;  // V diag(w)
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) vw.values[static_cast<size_t>((b * n + i) * n + j)] *= w->at(b, 0, j);
      judge.require(1, productResidual(a, false, *v, &vw, b, n, n, n), residual, "|A V - V diag(w)|_F", b);
      judge.require(1, productResidual(*v, true, *v, nullptr, b, n, n, n), scale, "|V^H V - I|_F", b);
    } else if (p.invariant == "svd") {
      const Batch* uu = judge.result(0, false, a.count);
      const Batch* s = judge.result(1, true, a.count);
      const Batch* vh = judge.result(2, false, a.count);
      if (!uu || !s || !vh) return;
      judge.uniqueValues(1, *s, b, residual, true);
      Batch us = *uu;  // U diag(s), first k columns
      for (int64_t i = 0; i < uu->rows; ++i)
        for (int64_t j = 0; j < uu->cols; ++j)
          us.values[static_cast<size_t>((b * uu->rows + i) * uu->cols + j)] *= j < k ? s->at(b, 0, j) : Entry(0);
      judge.require(0, productResidual(us, false, *vh, &a, b, k, m, n), residual, "|U diag(s) V^H - A|_F", b);
      judge.require(0, productResidual(*uu, true, *uu, nullptr, b, uu->rows, uu->cols, uu->cols), scale, "|U^H U - I|_F", b);
      const Batch& v = *vh;  // V^H (V^H)^H = I: orthonormal rows
      judge.require(2, [&] {
        long double t = 0;
        for (int64_t i = 0; i < vh->rows; ++i)
          for (int64_t j = 0; j < vh->rows; ++j) {
            Entry sum = 0;
            for (int64_t c = 0; c < vh->cols; ++c) sum += v.at(b, i, c) * std::conj(v.at(b, j, c));
            t += std::norm(sum - Entry(i == j ? 1 : 0));
          }
        return std::sqrt(t);
      }(), scale, "|V^H V - I|_F", b);
      for (int64_t j = 0; j < s->cols; ++j)
        if (!(s->at(b, 0, j).real() >= 0)) judge.fail(1, "a singular value is negative or NaN");
    } else if (p.invariant == "qr") {
      const Batch* q = judge.result(0, false, a.count);
      const Batch* r = judge.result(1, false, a.count);
      if (!q || !r) return;
      if (!triangular(*r, b, false)) judge.fail(1, "R is not upper triangular");
      judge.require(0, productResidual(*q, false, *r, &a, b, q->cols, m, n), residual, "|Q R - A|_F", b);
      judge.require(0, productResidual(*q, true, *q, nullptr, b, q->rows, q->cols, q->cols), scale, "|Q^H Q - I|_F", b);
    } else if (p.invariant == "lu") {
      const Batch* perm = judge.result(0, false, a.count);
      const Batch* l = judge.result(1, false, a.count);
      const Batch* up = judge.result(2, false, a.count);
      if (!perm || !l || !up) return;
      for (int64_t i = 0; i < perm->rows; ++i) {
        int64_t ones = 0, onesInColumn = 0;
        for (int64_t j = 0; j < perm->cols; ++j) {
          const Entry x = perm->at(b, i, j), y = perm->at(b, j, i);
          if (x != Entry(0) && x != Entry(1)) judge.fail(0, "P has an entry other than 0 and 1");
          ones += x == Entry(1);
          onesInColumn += y == Entry(1);
        }
        if (ones != 1 || onesInColumn != 1) judge.fail(0, "P is not a permutation matrix");
      }
      const long double largestMultiplier = complex ? std::sqrt(2.0L) : 1.0L;
      for (int64_t i = 0; i < l->rows; ++i)
        for (int64_t j = 0; j < l->cols && j <= i; ++j) {
          if (i == j && l->at(b, i, j) != Entry(1)) judge.fail(1, "L's diagonal is not all ones");
          if (j < i && !(std::abs(l->at(b, i, j)) <= largestMultiplier * (1 + scale)))
            judge.fail(1, "a multiplier of L exceeds the bound partial pivoting keeps");
        }
      if (!triangular(*l, b, true)) judge.fail(1, "L is not lower triangular");
      if (!triangular(*up, b, false)) judge.fail(2, "U is not upper triangular");
      Batch lu = a;  // L U, then P (L U)
      for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < n; ++j) {
          Entry sum = 0;
          for (int64_t c = 0; c < l->cols; ++c) sum += l->at(b, i, c) * up->at(b, c, j);
          lu.values[static_cast<size_t>((b * m + i) * n + j)] = sum;
        }
      judge.require(2, productResidual(*perm, false, lu, &a, b, m, m, n), residual, "|P L U - A|_F", b);
    } else {  // cholesky
      const Batch* l = judge.result(0, false, a.count);
      if (!l) return;
      if (!triangular(*l, b, true)) judge.fail(0, "L is not lower triangular");
      for (int64_t i = 0; i < n; ++i)
        if (!(l->at(b, i, i).real() > 0) || l->at(b, i, i).imag() != 0)
          judge.fail(0, "L's diagonal is not real and positive");
      Batch lh = *l;  // L^H, as rows: (L^H)(k, j) = conj(L(j, k))
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) lh.values[static_cast<size_t>((b * n + i) * n + j)] = std::conj(l->at(b, j, i));
      judge.require(0, productResidual(*l, false, lh, &a, b, n, n, n), residual, "|L L^H - A|_F", b);
    }
  }
}

}  // namespace

int ulpBucket(int64_t ulp) {
  if (ulp <= 0) return 0;
  return std::min(kUlpBuckets - 2, static_cast<int>(std::bit_width(static_cast<uint64_t>(ulp))));
}

std::string_view statusName(Status s) {
  switch (s) {
    case Status::Pass: return "pass";
    case Status::Fail: return "fail";
    case Status::Unsupported: return "unsupported";
    case Status::Skipped: return "skipped";
  }
  return "?";
}

std::string shortValueString(const Value& v, size_t limit) {
  if (v.isTensor() && v.tensor().numElements() > 4096) {
    const Tensor& t = v.tensor();
    std::string s = "<" + std::to_string(t.numElements()) + " elements: ";
    for (int64_t i = 0; i < 8; ++i) s += elementString(t, i) + ", ";
    return s + "...> : " + tensorTypeString(t.type());
  }
  std::string s = valueString(v);
  if (s.size() > limit) s = s.substr(0, limit) + " ...";
  return s;
}

OutputReport compareValue(const Value& actual, const Value& expected, const Tensor* mask, const Policy& policy,
                          const ElementBounds& bounds) {
  OutputReport r;
  r.expected = shortValueString(expected);
  r.actual = shortValueString(actual);
  compareInto(actual, expected, mask, policy, bounds, r);
  return r;
}

std::vector<OutputReport> compareInvariant(const Policy& policy, const std::vector<Value>& inputs,
                                           const std::vector<Value>& actual, const std::vector<Value>& expected) {
  std::vector<OutputReport> reports(actual.size());
  for (size_t i = 0; i < actual.size(); ++i) {
    reports[i].actual = shortValueString(actual[i]);
    if (i < expected.size()) reports[i].expected = shortValueString(expected[i]);
    if (actual[i].isTensor()) reports[i].elements = actual[i].tensor().numElements();
  }
  static const std::map<std::string, size_t> kResults = {{"eigh", 2}, {"svd", 3}, {"qr", 2}, {"lu", 3}, {"cholesky", 1}};
  auto count = kResults.find(policy.invariant);
  if (count == kResults.end() || actual.size() != count->second || expected.size() != count->second) {
    if (reports.empty()) reports.emplace_back();
    reports[0].problem = "invariant " + policy.invariant + " needs " +
                         (count == kResults.end() ? std::string("a known decomposition") : std::to_string(count->second) + " results");
    return reports;
  }
  std::string error;
  if (policy.matrixInput >= static_cast<int64_t>(inputs.size())) error = "the case has no input " + std::to_string(policy.matrixInput);
  Batch a;
  if (error.empty()) a = batchOf(inputs[static_cast<size_t>(policy.matrixInput)], false, error);
  if (!error.empty()) {
    reports[0].problem = "invariant " + policy.invariant + ": the matrix input: " + error;
    return reports;
  }
  InvariantJudge judge(policy, actual, expected, reports);
  const Value& matrix = inputs[static_cast<size_t>(policy.matrixInput)];
  judgeDecomposition(policy, a, judge, unitRoundoff(matrix), isComplex(matrix.tensor().elementType()));
  return reports;
}

json::Value toJson(const CaseResult& r) {
  json::Value v = json::Value::emptyObject();
  v["status"] = json::Value::of(std::string(statusName(r.status)));
  v["message"] = json::Value::of(r.message);
  v["note"] = json::Value::of(r.note);
  v["log"] = json::Value::of(r.log);
  v["class"] = json::Value::of(r.failureClass);
  json::Value outs = json::Value::emptyArray();
  for (const OutputReport& o : r.outputs) {
    json::Value jo = json::Value::emptyObject();
    jo["expected"] = json::Value::of(o.expected);
    jo["actual"] = json::Value::of(o.actual);
    jo["problem"] = json::Value::of(o.problem);
    jo["elements"] = json::Value::of(o.elements);
    jo["mismatch_count"] = json::Value::of(o.mismatchCount);
    jo["masked"] = json::Value::of(o.masked);
    jo["max_ulp"] = json::Value::of(o.maxUlp);
    jo["class"] = json::Value::of(o.failureClass);
    json::Value hist = json::Value::emptyArray();
    for (int64_t n : o.ulpHistogram) hist.push(json::Value::of(n));
    jo["ulp_histogram"] = std::move(hist);
    json::Value ms = json::Value::emptyArray();
    for (const Mismatch& m : o.mismatches) {
      json::Value jm = json::Value::emptyObject();
      jm["at"] = json::Value::of(m.at);
      jm["actual"] = json::Value::of(m.actual);
      jm["expected"] = json::Value::of(m.expected);
      jm["ulp"] = json::Value::of(m.ulp);
      jm["index"] = json::Value::of(m.index);
      if (!std::isnan(m.absError)) jm["abs_error"] = json::Value::of(m.absError);
      if (!std::isnan(m.relError)) jm["rel_error"] = json::Value::of(m.relError);
      if (!std::isnan(m.inputMagnitude)) jm["input_magnitude"] = json::Value::of(m.inputMagnitude);
      jm["class"] = json::Value::of(m.failureClass);
      json::Value ins = json::Value::emptyArray();
      for (const std::string& in : m.inputs) ins.push(json::Value::of(in));
      jm["inputs"] = std::move(ins);
      ms.push(std::move(jm));
    }
    jo["mismatches"] = std::move(ms);
    outs.push(std::move(jo));
  }
  v["outputs"] = std::move(outs);
  return v;
}

CaseResult caseResultFromJson(const json::Value& v) {
  CaseResult r;
  std::string s = v.getString("status");
  r.status = s == "pass" ? Status::Pass : s == "unsupported" ? Status::Unsupported : s == "skipped" ? Status::Skipped : Status::Fail;
  r.message = v.getString("message");
  r.note = v.getString("note");
  r.log = v.getString("log");
  r.failureClass = v.getString("class");
  if (const json::Value* outs = v.get("outputs"); outs && outs->isArray()) {
    for (const json::Value& jo : outs->array) {
      OutputReport o;
      o.expected = jo.getString("expected");
      o.actual = jo.getString("actual");
      o.problem = jo.getString("problem");
      o.elements = static_cast<int64_t>(jo.getNumber("elements"));
      o.mismatchCount = static_cast<int64_t>(jo.getNumber("mismatch_count"));
      o.masked = static_cast<int64_t>(jo.getNumber("masked"));
      o.maxUlp = static_cast<int64_t>(jo.getNumber("max_ulp", -1));
      o.failureClass = jo.getString("class");
      if (const json::Value* hist = jo.get("ulp_histogram"); hist && hist->isArray())
        for (const json::Value& n : hist->array) o.ulpHistogram.push_back(static_cast<int64_t>(n.number));
      if (const json::Value* ms = jo.get("mismatches"); ms && ms->isArray()) {
        for (const json::Value& jm : ms->array) {
          Mismatch m;
          m.at = jm.getString("at");
          m.actual = jm.getString("actual");
          m.expected = jm.getString("expected");
          m.ulp = static_cast<int64_t>(jm.getNumber("ulp", -1));
          constexpr double nan = std::numeric_limits<double>::quiet_NaN();
          m.index = static_cast<int64_t>(jm.getNumber("index", -1));
          m.absError = jm.getNumber("abs_error", nan);
          m.relError = jm.getNumber("rel_error", nan);
          m.inputMagnitude = jm.getNumber("input_magnitude", nan);
          m.failureClass = jm.getString("class");
          if (const json::Value* ins = jm.get("inputs"); ins && ins->isArray())
            for (const json::Value& in : ins->array) m.inputs.push_back(in.string);
          o.mismatches.push_back(std::move(m));
        }
      }
      r.outputs.push_back(std::move(o));
    }
  }
  return r;
}

}  // namespace hloref::conform
