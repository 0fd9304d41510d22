// The `check` dialect of test programs (design: Test-harness ops) and its
// `stablehlo.custom_call @check.*` spellings. A failed check is reported at
// the op and the run goes on; the run then exits with status 1.
//
// Unless RunOptions::strictChecks (--checks=strict), an element that fails
// the literal comparison is accepted when hloref's own answer allows the
// expected one: the actual element is marked (implementation-defined or
// unstable), or |actual - expected| <= bound(actual) + bound(expected) with
// the error bounds of the run's annotations (core/annotations.h; the
// evaluator records them for programs with checks, checksUseBounds). Another
// legal summation order or rounding lands there. A float without a bound
// (no annotations, or the op's allowance unstated) is not accepted; a bound
// of +inf (unknown) accepts anything and is counted as such. Integers and
// booleans are accepted only when marked. The run ends with one note.
#include <cmath>
#include <complex>
#include <cstdio>
#include <sstream>

#include "interpreter/evaluator.h"
#include "core/annotations.h"
#include "core/float_format.h"
#include "syntax/npy.h"
#include "syntax/printer.h"

namespace hloref {
namespace {

constexpr int64_t kMaxReportedMismatches = 5;


bool isNanBits(ElementType t, uint64_t bits) { return isNanEncoding(t, bits); }

// Which failed elements a check accepts (see the top of the file).
class Leniency {
 public:
  Leniency() = default;  // strict: accepts nothing
  // `expectedIsExact`: the expected value is an attribute (bound 0).
  Leniency(const OpCall& call, bool expectedIsExact)
      : enabled_(!call.evaluator.options().strictChecks && !call.operands.empty()),
        actual_(enabled_ ? call.operands[0].annotations.get() : nullptr),
        expected_(expectedIsExact || call.operands.size() < 2 ? nullptr : call.operands[1].annotations.get()),
        expectedIsExact_(expectedIsExact) {}

  bool accept(const Tensor& actual, const Tensor& expected, int64_t i) {
    if (!enabled_ || !actual_) return false;
    if (actual_->isMarked(i)) return ++accepted.marked, true;
    ElementType et = actual.elementType();
    if (!isFloat(et) && !isComplex(et)) return false;
    if (actual_->errorBound.empty()) return false;
    double bound = actual_->errorBound[static_cast<size_t>(i)];
    if (!expectedIsExact_) {
      if (!expected_ || expected_->errorBound.empty()) return false;
      bound += expected_->errorBound[static_cast<size_t>(i)];
    }
    if (std::isinf(bound)) return ++accepted.unknownBound, true;
    double difference = isFloat(et) ? std::fabs(actual.floatValue(i) - expected.floatValue(i))
                                     : std::abs(actual.complexValue(i) - expected.complexValue(i));
    // The difference rounded in double may fall short of the exact one by
    // a rounding: accept only with that rounding to spare.
    if (!(difference * (1 + 0x1p-50) <= bound)) return false;
    return ++accepted.withinBound, true;
  }
  AcceptedElements accepted;

 private:
  bool enabled_ = false;
  const ElementAnnotations* actual_ = nullptr;
  const ElementAnnotations* expected_ = nullptr;
  bool expectedIsExact_ = false;
};

struct Comparison {
  Leniency& leniency;
  int64_t mismatches = 0;
  std::ostringstream details;
  explicit Comparison(Leniency& l) : leniency(l) {}
  void mismatch(const Tensor& actual, const Tensor& expected, int64_t i, const std::string& extra = "") {
    if (leniency.accept(actual, expected, i)) return;
    if (mismatches++ < kMaxReportedMismatches) {
      details << "\n  element " << i << ": got " << elementString(actual, i) << ", expected "
              << elementString(expected, i) << extra;
    }
  }
};

// Each comparison returns an empty string when the check passes, else what differs.
std::string shapeMismatch(const Tensor& a, const Tensor& b) {
  if (a.elementType() == b.elementType() && a.shape() == b.shape()) return "";
  return "compares " + tensorTypeString(a.type()) + " with " + tensorTypeString(b.type());
}

void report(OpCall& call, const std::string& failure, const Leniency& leniency) {
  call.evaluator.acceptCheckElements(call.op.loc, leniency.accepted);
  if (!failure.empty()) call.evaluator.reportCheckFailure(call.op.loc, "'" + call.op.name + "' " + failure);
}
void report(OpCall& call, const std::string& failure) { report(call, failure, Leniency()); }

// Exact equality: integers by value, floats bitwise except that any NaN
// equals any NaN, complex parts likewise.
std::string compareEqual(const Tensor& actual, const Tensor& expected, Leniency& leniency) {
  if (auto m = shapeMismatch(actual, expected); !m.empty()) return m;
  Comparison c(leniency);
  ElementType et = actual.elementType();
  for (int64_t i = 0; i < actual.numElements(); ++i) {
    bool equal;
    if (isFloat(et)) {
      uint64_t a = actual.floatBits(i), e = expected.floatBits(i);
      equal = a == e || (isNanBits(et, a) && isNanBits(et, e));
    } else if (isComplex(et)) {
      std::complex<double> a = actual.complexValue(i), e = expected.complexValue(i);
      auto partEqual = [](double x, double y) {
        return (std::isnan(x) && std::isnan(y)) ||
               (x == y && std::signbit(x) == std::signbit(y));
      };
      equal = partEqual(a.real(), e.real()) && partEqual(a.imag(), e.imag());
    } else {
      equal = actual.intBits(i) == expected.intBits(i);
    }
    if (!equal) c.mismatch(actual, expected, i);
  }
  if (!c.mismatches) return "";
  return std::to_string(c.mismatches) + " of " + std::to_string(actual.numElements()) + " elements differ" +
         c.details.str();
}

bool almostEqual(double a, double e, double tolerance) {
  if (std::isnan(a) || std::isnan(e)) return std::isnan(a) && std::isnan(e);
  if (std::isinf(a) || std::isinf(e)) return a == e;
  return a == e || std::fabs(a - e) <= tolerance;
}

std::string compareAlmostEqual(const Tensor& actual, const Tensor& expected, double tolerance, Leniency& leniency) {
  if (auto m = shapeMismatch(actual, expected); !m.empty()) return m;
  ElementType et = actual.elementType();
  if (!isFloat(et) && !isComplex(et)) return compareEqual(actual, expected, leniency);
  Comparison c(leniency);
  for (int64_t i = 0; i < actual.numElements(); ++i) {
    bool ok;
    if (isFloat(et)) {
      ok = almostEqual(actual.floatValue(i), expected.floatValue(i), tolerance);
    } else {
      std::complex<double> a = actual.complexValue(i), e = expected.complexValue(i);
      bool anyNonFinite = !std::isfinite(a.real()) || !std::isfinite(a.imag()) || !std::isfinite(e.real()) ||
                          !std::isfinite(e.imag());
      ok = anyNonFinite ? almostEqual(a.real(), e.real(), tolerance) && almostEqual(a.imag(), e.imag(), tolerance)
                        : (a == e || std::abs(a - e) <= tolerance);
    }
    if (!ok) c.mismatch(actual, expected, i);
  }
  if (!c.mismatches) return "";
  return std::to_string(c.mismatches) + " elements differ by more than " + std::to_string(tolerance) +
         c.details.str();
}

std::string compareClose(const Tensor& actual, const Tensor& expected, int64_t maxUlp, int64_t minUlp,
                         Leniency& leniency) {
  if (auto m = shapeMismatch(actual, expected); !m.empty()) return m;
  ElementType et = actual.elementType();
  if (!isFloat(et) && !isComplex(et)) return compareEqual(actual, expected, leniency);
  Comparison c(leniency);
  auto partDistance = [&](ElementType pt, uint64_t a, uint64_t e, bool* ok) {
    bool aFinite = std::isfinite(decodeFloat(pt, a)), eFinite = std::isfinite(decodeFloat(pt, e));
    if (!aFinite || !eFinite) {
      *ok = a == e || (isNanBits(pt, a) && isNanBits(pt, e));
      return int64_t{0};
    }
    int64_t d = floatOrdinal(pt, a) - floatOrdinal(pt, e);
    int64_t distance = d < 0 ? -d : d;
    *ok = distance <= maxUlp && distance >= minUlp;
    return distance;
  };
  for (int64_t i = 0; i < actual.numElements(); ++i) {
    bool ok = true;
    int64_t distance = 0;
    if (isFloat(et)) {
      distance = partDistance(et, actual.floatBits(i), expected.floatBits(i), &ok);
    } else {
      ElementType pt = complexPartType(et);
      std::complex<double> a = actual.complexValue(i), e = expected.complexValue(i);
      bool okRe, okIm;
      int64_t dRe = partDistance(pt, encodeFloat(pt, a.real()), encodeFloat(pt, e.real()), &okRe);
      int64_t dIm = partDistance(pt, encodeFloat(pt, a.imag()), encodeFloat(pt, e.imag()), &okIm);
      distance = std::max(dRe, dIm);
      ok = okRe && okIm;
    }
    if (!ok) c.mismatch(actual, expected, i, " (" + std::to_string(distance) + " ulp)");
  }
  if (!c.mismatches) return "";
  return std::to_string(c.mismatches) + " elements are not within [" + std::to_string(minUlp) + ", " +
         std::to_string(maxUlp) + "] ulp" + c.details.str();
}

const Tensor& constValue(OpCall& call) {
  const Attribute& v = call.attr("value");
  if (v.kind != Attribute::Kind::Dense) call.fail("needs a dense 'value'");
  return *v.dense;
}

double toleranceOf(OpCall& call, double fallback) {
  const Attribute* t = call.optionalAttr("tolerance");
  if (!t) return fallback;
  if (t->kind == Attribute::Kind::Float) return t->floatValue;
  if (auto i = asInt(*t)) return static_cast<double>(*i);
  call.fail("has a non-numeric tolerance");
}

std::vector<Value> evalExpectEq(OpCall& call) {
  Leniency leniency(call, false);
  report(call, compareEqual(call.tensor(0), call.tensor(1), leniency), leniency);
  return {};
}
std::vector<Value> evalExpectEqConst(OpCall& call) {
  Leniency leniency(call, true);
  report(call, compareEqual(call.tensor(0), constValue(call), leniency), leniency);
  return {};
}
std::vector<Value> evalExpectAlmostEq(OpCall& call) {
  Leniency leniency(call, false);
  report(call, compareAlmostEqual(call.tensor(0), call.tensor(1), toleranceOf(call, 1e-4), leniency), leniency);
  return {};
}
std::vector<Value> evalExpectAlmostEqConst(OpCall& call) {
  Leniency leniency(call, true);
  report(call, compareAlmostEqual(call.tensor(0), constValue(call), toleranceOf(call, 1e-4), leniency), leniency);
  return {};
}
std::vector<Value> evalExpectClose(OpCall& call) {
  const Attribute* maxAttr = call.optionalAttr("max_ulp_difference");
  const Attribute* minAttr = call.optionalAttr("min_ulp_difference");
  int64_t maxUlp = maxAttr ? asInt(*maxAttr).value_or(1) : 1;
  int64_t minUlp = minAttr ? asInt(*minAttr).value_or(0) : 0;
  Leniency leniency(call, false);
  report(call, compareClose(call.tensor(0), call.tensor(1), maxUlp, minUlp, leniency), leniency);
  return {};
}

std::vector<Value> evalExpectSerializedEq(OpCall& call) {
  const Attribute& id = call.attr("probe_id");
  const Attribute* iterAttr = call.optionalAttr("iter");
  int64_t iter = iterAttr ? asInt(*iterAttr).value_or(0) : 0;
  std::string path = call.evaluator.probePath(id.text, iter);
  Tensor recorded;
  try {
    recorded = readNpyFile(path, call.tensor(0).elementType());
  } catch (const Error& e) {
    report(call, "cannot read " + path + ": " + e.what());
    return {};
  }
  Leniency strict;  // the recorded value is the program's own: compared literally
  report(call, compareEqual(call.tensor(0), recorded.withType(call.tensor(0).type()), strict));
  return {};
}

HLOREF_OP({.name = "check.expect_eq",
           .eval = evalExpectEq,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "check.expect_eq_const",
           .eval = evalExpectEqConst,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "check.expect_almost_eq",
           .eval = evalExpectAlmostEq,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "check.expect_almost_eq_const",
           .eval = evalExpectAlmostEqConst,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "check.expect_close",
           .eval = evalExpectClose,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "check.expect_serialized_eq",
           .eval = evalExpectSerializedEq,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace

// The custom_call spellings (design: Test-harness ops).
std::vector<Value> evalCheckCustomCall(OpCall& call, const std::string& target) {
  Leniency leniency(call, false);
  if (target == "check.expect_eq") {
    report(call, compareEqual(call.tensor(0), call.tensor(1), leniency), leniency);
  } else if (target == "check.expect_close") {
    report(call, compareClose(call.tensor(0), call.tensor(1), 3, 0, leniency), leniency);
  } else if (target == "check.expect_almost_eq") {
    report(call, compareAlmostEqual(call.tensor(0), call.tensor(1), 1e-3, leniency), leniency);
  } else if (target == "check.eq") {
    // The verdict is the result, as tensor<i1>; a mismatch is not a failed run.
    Leniency strict;
    Tensor verdict = call.newResult(0, {});
    verdict.setIntBits(0, compareEqual(call.tensor(0), call.tensor(1), strict).empty() ? 1 : 0);
    return {verdict};
  } else {
    call.unsupportedHere("custom_call target @" + target);
  }
  std::vector<Value> results;
  for (size_t i = 0; i < call.op.results.size(); ++i) results.push_back(call.newResult(i));
  return results;
}

}  // namespace hloref
