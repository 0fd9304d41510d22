// The CHLO special functions' dispatch, rounding and tables
// (special_functions.h has the plan). The exact values come from MPFR or
// from the evaluators of special_functions_mpfr.h.
#include "numerics/special_functions.h"

#include <mpfr.h>

#include <algorithm>
#include <array>
#include <complex>
#include <memory>
#include <mutex>
#include <span>

#include "core/float_format.h"
#include "core/tensor.h"
#include "numerics/correct_rounding_mpfr.h"
#include "numerics/special_functions_mpfr.h"

namespace hloref::special {

namespace detail {

AtomicCounters& counters() {
  static AtomicCounters c;
  return c;
}

Pool& pool() {
  thread_local Pool p;
  return p;
}

}  // namespace detail

namespace {

using exact::detail::toNearestF64;
using exact::detail::toOddDouble;
using exact::detail::WideRange;

int lgammaOfMagnitude(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  // log |Gamma(x)| (XLA's Lgamma and JAX's gammaln are the logarithm of the
  // magnitude): +inf at the poles 0, -1, -2, ... and at +-inf, the limits
  // from both sides.
  int sign = 0;
  return mpfr_lgamma(r, &sign, x, rnd);
}

// The exact f(x[, y]) under MPFR's contract.
int evaluate(Function f, mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, mpfr_rnd_t rnd) {
  switch (f) {
    case Function::Acos: return mpfr_acos(r, x, rnd);
    case Function::Acosh: return mpfr_acosh(r, x, rnd);
    case Function::Asin: return mpfr_asin(r, x, rnd);
    case Function::Asinh: return mpfr_asinh(r, x, rnd);
    case Function::Atan: return mpfr_atan(r, x, rnd);
    case Function::Atanh: return mpfr_atanh(r, x, rnd);
    case Function::Cosh: return mpfr_cosh(r, x, rnd);
    case Function::Sinh: return mpfr_sinh(r, x, rnd);
    case Function::Erf: return mpfr_erf(r, x, rnd);
    case Function::Erfc: return mpfr_erfc(r, x, rnd);
    case Function::ErfInv: return detail::erfInv(r, x, rnd);
    case Function::Lgamma: return lgammaOfMagnitude(r, x, rnd);
    case Function::Digamma: return detail::digamma(r, x, rnd);
    case Function::BesselI0e: return detail::besselIe(r, x, 0, rnd);
    case Function::BesselI1e: return detail::besselIe(r, x, 1, rnd);
    case Function::Zeta: return detail::hurwitzZeta(r, x, y, rnd);
    case Function::Polygamma: return detail::polygamma(r, x, y, rnd);
  }
  mpfr_set_nan(r);
  return 0;
}

struct Scratch {
  mpfr_t x, y, r;
  Scratch() { mpfr_inits2(53, x, y, r, static_cast<mpfr_ptr>(nullptr)); }
  ~Scratch() { mpfr_clears(x, y, r, static_cast<mpfr_ptr>(nullptr)); }
};
Scratch& scratch() {
  thread_local Scratch s;
  return s;
}

// f(x, y) rounded once to `type`, as a double: f64 by its own rounding;
// the other formats through the round-to-odd double, which the caller's
// store (or encodeFloat) rounds once more.
double toOddOrF64(Function f, bool f64, double x, double y) {
  Scratch& s = scratch();
  WideRange wide;
  mpfr_set_d(s.x, x, MPFR_RNDN);  // exact
  mpfr_set_d(s.y, y, MPFR_RNDN);
  if (f64) {
    int t = evaluate(f, s.r, s.x, s.y, MPFR_RNDN);
    return toNearestF64(s.r, t);
  }
  int t = evaluate(f, s.r, s.x, s.y, MPFR_RNDZ);
  return toOddDouble(s.r, t);
}

void count(uint64_t n) { detail::counters().evaluations.fetch_add(n, std::memory_order_relaxed); }

// Formats of at most 16 bits: every encoding's result, built on first use.
struct Table {
  std::once_flag once;
  std::unique_ptr<uint16_t[]> entries;
};
const uint16_t* table(Function f, ElementType t) {
  static std::array<std::array<Table, kNumElementTypes>, kNumFunctions> tables;
  Table& slot = tables[static_cast<int>(f)][static_cast<int>(t)];
  std::call_once(slot.once, [&] {
    size_t size = size_t{1} << floatFormat(t).totalBits();
    auto entries = std::make_unique<uint16_t[]>(size);
    for (size_t bits = 0; bits < size; ++bits)
      entries[bits] = static_cast<uint16_t>(encodeFloat(t, toOddOrF64(f, false, decodeFloat(t, bits), 0)));
    count(size);
    slot.entries = std::move(entries);
  });
  return slot.entries.get();
}

template <class Storage>
void lookUp(const uint16_t* entries, uint64_t mask, const Tensor& x, Tensor& r) {
  const Storage* in = x.data<Storage>();
  Storage* out = r.data<Storage>();
  for (int64_t i = 0, n = x.numElements(); i < n; ++i) out[i] = static_cast<Storage>(entries[in[i] & mask]);
}

constexpr int64_t kChunk = 512;

}  // namespace

std::string_view functionName(Function f) {
  static constexpr std::array<std::string_view, kNumFunctions> kNames = {
      "acos", "acosh",   "asin",   "asinh",   "atan",       "atanh",      "cosh", "sinh",     "erf",
      "erfc", "erf_inv", "lgamma", "digamma", "bessel_i0e", "bessel_i1e", "zeta", "polygamma"};
  return kNames[static_cast<int>(f)];
}

double rounded(Function f, ElementType type, double x, double y) {
  count(1);
  if (type == ElementType::F64) return toOddOrF64(f, true, x, y);
  return decodeFloat(type, encodeFloat(type, toOddOrF64(f, false, x, y)));
}

void apply(Function f, const Tensor& x, Tensor& result) {
  ElementType t = x.elementType();
  if (isComplex(t)) return exact::detail::applyComplexChlo(f, x, result);
  const int64_t n = x.numElements();
  if (t == ElementType::F64) {
    const double* in = x.data<double>();
    double* out = result.data<double>();
    for (int64_t i = 0; i < n; ++i) out[i] = toOddOrF64(f, true, in[i], 0);
    return count(static_cast<uint64_t>(n));
  }
  if (t == ElementType::F32) {
    const float* in = x.data<float>();
    float* out = result.data<float>();
    for (int64_t i = 0; i < n; ++i) out[i] = static_cast<float>(toOddOrF64(f, false, in[i], 0));
    return count(static_cast<uint64_t>(n));
  }
  const FloatFormat& format = floatFormat(t);
  if (format.totalBits() <= 16) {
    const uint16_t* entries = table(f, t);
    uint64_t mask = (uint64_t{1} << format.totalBits()) - 1;
    if (storageBytes(t) == 1) return lookUp<uint8_t>(entries, mask, x, result);
    return lookUp<uint16_t>(entries, mask, x, result);
  }
  // tf32: through double, rounded on store.
  std::array<double, kChunk> buffer;
  for (int64_t begin = 0; begin < n; begin += kChunk) {
    std::span<double> part(buffer.data(), static_cast<size_t>(std::min(kChunk, n - begin)));
    loadFloats(x, begin, part);
    for (double& v : part) v = toOddOrF64(f, false, v, 0);
    storeFloats(result, begin, part);
  }
  count(static_cast<uint64_t>(n));
}

void apply(Function f, const Tensor& x, const Tensor& y, Tensor& result) {
  ElementType t = x.elementType();
  const int64_t n = x.numElements();
  if (t == ElementType::F64) {
    const double* a = x.data<double>();
    const double* b = y.data<double>();
    double* out = result.data<double>();
    for (int64_t i = 0; i < n; ++i) out[i] = toOddOrF64(f, true, a[i], b[i]);
    return count(static_cast<uint64_t>(n));
  }
  std::array<double, kChunk> a, b;
  for (int64_t begin = 0; begin < n; begin += kChunk) {
    size_t size = static_cast<size_t>(std::min(kChunk, n - begin));
    loadFloats(x, begin, std::span<double>(a.data(), size));
    loadFloats(y, begin, std::span<double>(b.data(), size));
    for (size_t i = 0; i < size; ++i) a[i] = toOddOrF64(f, false, a[i], b[i]);
    storeFloats(result, begin, std::span<const double>(a.data(), size));
  }
  count(static_cast<uint64_t>(n));
}

void complexSquare(const Tensor& x, Tensor& result) {
  const bool f64 = x.elementType() == ElementType::C128;
  const int64_t n = x.numElements();
  Scratch& s = scratch();
  WideRange wide;
  const mpfr_rnd_t rnd = f64 ? MPFR_RNDN : MPFR_RNDZ;
  auto finish = [&](int t) { return f64 ? toNearestF64(s.r, t) : toOddDouble(s.r, t); };
  std::array<std::complex<double>, kChunk> buffer;
  for (int64_t begin = 0; begin < n; begin += kChunk) {
    std::span<std::complex<double>> part(buffer.data(), static_cast<size_t>(std::min(kChunk, n - begin)));
    loadComplex(x, begin, part);
    for (std::complex<double>& z : part) {
      mpfr_set_d(s.x, z.real(), MPFR_RNDN);  // exact
      mpfr_set_d(s.y, z.imag(), MPFR_RNDN);
      double re = finish(mpfr_fmms(s.r, s.x, s.x, s.y, s.y, rnd));
      int t = mpfr_mul(s.r, s.x, s.y, rnd);
      mpfr_mul_2ui(s.r, s.r, 1, rnd);  // exact in the wide range
      z = std::complex<double>(re, finish(t));
    }
    storeComplex(result, begin, part);
  }
  count(static_cast<uint64_t>(n));
}

Counters counters() {
  auto& c = detail::counters();
  return Counters{c.evaluations.load(std::memory_order_relaxed), c.zivRetries.load(std::memory_order_relaxed),
                  c.unresolved.load(std::memory_order_relaxed)};
}

void resetCounters() {
  auto& c = detail::counters();
  c.evaluations = 0;
  c.zivRetries = 0;
  c.unresolved = 0;
}

}  // namespace hloref::special
