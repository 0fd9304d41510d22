#include "conform/compare.h"

#include <bit>
#include <cmath>
#include <complex>
#include <cstdio>

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
      Mismatch m{indexString(expected.shape(), i), elementText(actual, i), want, v.ulp};
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
          Mismatch m{jm.getString("at"), jm.getString("actual"), jm.getString("expected"),
                     static_cast<int64_t>(jm.getNumber("ulp", -1))};
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
