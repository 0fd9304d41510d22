#include "conform/classify.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <map>

#include "core/float_format.h"
#include "conform/compare.h"
#include "golden/ulp_allowance.h"
#include "syntax/printer.h"

namespace hloref::conform {
namespace {

bool isSubnormal(ElementType t, double x) {
  return x != 0 && std::isfinite(x) && std::fabs(x) < floatFormat(t).smallestNormal();
}

// One float (or one part of a complex number) as encodings of `t`.
std::string_view classifyPart(ElementType t, uint64_t a, uint64_t e, bool subnormalInput, int64_t* ulp) {
  bool aNan = isNanEncoding(t, a), eNan = isNanEncoding(t, e);
  if (aNan && eNan) return "nan-payload";
  if (aNan || eNan) return "nan";
  double av = decodeFloat(t, a), ev = decodeFloat(t, e);
  if (av == 0 && ev == 0) return "signed-zero";
  if (av == 0 && (isSubnormal(t, ev) || subnormalInput)) return "flush-to-zero";
  if (std::isinf(av) != std::isinf(ev)) return "infinity";
  if (std::isinf(av)) return "wrong-value";  // infinities of opposite signs
  int64_t d = floatOrdinal(t, a) - floatOrdinal(t, e);
  *ulp = d < 0 ? -d : d;
  return *ulp <= kAccuracyUlps ? "accuracy" : "wrong-value";
}

// The element of `t` at `index` as a double magnitude (complex: modulus).
double magnitudeAt(const Tensor& t, int64_t index) {
  ElementType et = t.elementType();
  if (isFloat(et)) return std::fabs(decodeFloat(et, t.floatBits(index)));
  if (isComplex(et)) return std::abs(t.complexValue(index));
  if (isUnsignedInteger(et) || isBoolean(et)) return static_cast<double>(t.intBits(index));
  if (isInteger(et)) return std::fabs(static_cast<double>(t.intValue(index)));
  return std::numeric_limits<double>::quiet_NaN();
}

bool subnormalAt(const Tensor& t, int64_t index) {
  ElementType et = t.elementType();
  if (isFloat(et)) return isSubnormal(et, decodeFloat(et, t.floatBits(index)));
  if (isComplex(et)) {
    std::complex<double> c = t.complexValue(index);
    ElementType pt = complexPartType(et);
    return isSubnormal(pt, c.real()) || isSubnormal(pt, c.imag());
  }
  return false;
}

// The index of `inputs[k]` that lines up with element `index` of a result
// shaped `shape`: the same index for an input of that shape, 0 for a
// scalar; -1 when the input does not line up element by element.
int64_t alignedIndex(const Tensor& input, const Shape& shape, int64_t index) {
  if (input.numElements() == 1) return 0;
  return input.shape() == shape ? index : -1;
}

// `actual` holds the elements of `expected` (bit for bit, masked elements
// left out) in other places.
bool isPermutation(const Tensor& actual, const Tensor& expected, const Tensor* mask) {
  if (actual.elementType() != expected.elementType() || actual.shape() != expected.shape()) return false;
  int64_t width = storageBytes(expected.elementType());
  std::vector<std::string> a, e;
  for (int64_t i = 0; i < expected.numElements(); ++i) {
    if (mask && mask->intBits(i)) continue;
    a.emplace_back(reinterpret_cast<const char*>(actual.bytes()) + i * width, width);
    e.emplace_back(reinterpret_cast<const char*>(expected.bytes()) + i * width, width);
  }
  std::sort(a.begin(), a.end());
  std::sort(e.begin(), e.end());
  return a == e;
}

}  // namespace

const std::vector<std::string_view>& failureClasses() {
  static const std::vector<std::string_view> classes = {
      "crash",       "timeout",       "error",       "rejected", "accepted",     "check",
      "shape",       "expectation",   "order",       "flush-to-zero", "nan-payload", "nan",
      "signed-zero", "infinity",      "accuracy",    "wrong-value"};
  return classes;
}

int64_t complexUlpDistance(ElementType partType, std::complex<double> actual, std::complex<double> expected) {
  if (!std::isfinite(actual.real()) || !std::isfinite(actual.imag()) || !std::isfinite(expected.real()) ||
      !std::isfinite(expected.imag()))
    return -1;
  double error = std::abs(actual - expected);
  if (error == 0) return 0;
  double unit = ulpOf(partType, std::max(std::fabs(expected.real()), std::fabs(expected.imag())));
  double d = std::ceil(error / unit);
  return d >= 9.0e18 ? INT64_MAX : static_cast<int64_t>(d);
}

std::string_view classifyElement(const Tensor& actual, const Tensor& expected, int64_t index, bool subnormalInput) {
  ElementType et = expected.elementType();
  int64_t ulp = -1;
  if (isFloat(et)) return classifyPart(et, actual.floatBits(index), expected.floatBits(index), subnormalInput, &ulp);
  if (!isComplex(et)) return "wrong-value";
  // A complex number: the worse of its parts, except that a close answer is
  // judged on the whole number (a tiny error in a tiny part is accuracy).
  ElementType pt = complexPartType(et);
  std::complex<double> a = actual.complexValue(index), e = expected.complexValue(index);
  int64_t u1 = -1, u2 = -1;
  std::string_view re = a.real() == e.real() && std::signbit(a.real()) == std::signbit(e.real())
                            ? "" : classifyPart(pt, encodeFloat(pt, a.real()), encodeFloat(pt, e.real()), subnormalInput, &u1);
  std::string_view im = a.imag() == e.imag() && std::signbit(a.imag()) == std::signbit(e.imag())
                            ? "" : classifyPart(pt, encodeFloat(pt, a.imag()), encodeFloat(pt, e.imag()), subnormalInput, &u2);
  // A signed zero in one part matters only when the other part is right.
  if (re == "signed-zero" && !im.empty()) re = "";
  if (im == "signed-zero" && !re.empty()) im = "";
  for (std::string_view c : failureClasses()) {
    if (c == "accuracy" || c == "wrong-value") break;
    if (re == c || im == c) return c;
  }
  int64_t d = complexUlpDistance(pt, a, e);
  return d >= 0 && d <= kAccuracyUlps ? "accuracy" : "wrong-value";
}

void describeMismatches(OutputReport& o, const Tensor& actual, const Tensor& expected, const Tensor* mask,
                        const std::vector<const Tensor*>& inputs) {
  if (o.mismatches.empty() || !o.problem.empty()) return;
  ElementType et = expected.elementType();
  bool numeric = isFloat(et) || isComplex(et);
  std::map<std::string_view, int64_t> counts;
  for (Mismatch& m : o.mismatches) {
    if (m.index < 0 || m.index >= expected.numElements()) continue;
    bool subnormalInput = false;
    double magnitude = -1;
    m.inputs.clear();
    for (size_t k = 0; k < inputs.size(); ++k) {
      int64_t at = alignedIndex(*inputs[k], expected.shape(), m.index);
      if (at < 0) continue;
      m.inputs.push_back("%arg" + std::to_string(k) + " = " + elementString(*inputs[k], at));
      subnormalInput = subnormalInput || subnormalAt(*inputs[k], at);
      double mag = magnitudeAt(*inputs[k], at);
      if (!std::isnan(mag)) magnitude = std::max(magnitude, mag);
    }
    if (magnitude >= 0) m.inputMagnitude = magnitude;
    if (numeric) {
      std::complex<double> a = isFloat(et) ? decodeFloat(et, actual.floatBits(m.index)) : actual.complexValue(m.index);
      std::complex<double> e = isFloat(et) ? decodeFloat(et, expected.floatBits(m.index)) : expected.complexValue(m.index);
      if (std::isfinite(std::abs(a)) && std::isfinite(std::abs(e))) {
        m.absError = std::abs(a - e);
        m.relError = e == std::complex<double>(0) ? std::numeric_limits<double>::infinity() : m.absError / std::abs(e);
      }
      m.failureClass = classifyElement(actual, expected, m.index, subnormalInput);
    } else {
      m.failureClass = "wrong-value";
    }
    ++counts[m.failureClass];
  }
  // A permutation of at least three elements (two swapped values are as
  // likely a wrong answer).
  if (o.mismatchCount >= 3 && isPermutation(actual, expected, mask)) {
    o.failureClass = "order";
    return;
  }
  // The most frequent class; ties go to the one listed first.
  int64_t best = 0;
  for (std::string_view c : failureClasses()) {
    auto it = counts.find(c);
    if (it != counts.end() && it->second > best) {
      best = it->second;
      o.failureClass = c;
    }
  }
}

std::string classifyCase(const CaseResult& r) {
  if (r.status != Status::Fail) return "";
  if (!r.failureClass.empty()) return r.failureClass;
  std::map<std::string, int64_t> counts;
  for (const OutputReport& o : r.outputs) {
    if (o.ok()) continue;
    ++counts[!o.problem.empty() ? "shape" : o.failureClass.empty() ? "wrong-value" : o.failureClass];
  }
  std::string best = "error";
  int64_t most = 0;
  for (std::string_view c : failureClasses()) {
    auto it = counts.find(std::string(c));
    if (it != counts.end() && it->second > most) {
      most = it->second;
      best = c;
    }
  }
  return best;
}

}  // namespace hloref::conform
