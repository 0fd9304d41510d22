// Judging what a backend produced against a case's expected outcome
// (conformance/README.md: outcomes and comparison policies).
#include <string>
#include <vector>

#include "conform/backend.h"
#include "golden/golden.h"

namespace hloref::conform {
namespace {
// `message` (hloref's diagnostics) names `rejects` ("<op> C<n>").
bool namesConstraint(const std::string& message, const std::string& rejects) {
  size_t space = rejects.find(' ');
  if (space == std::string::npos) return false;
  // A rule of the Types section (spec/types.yaml): the checker reports
  // "<type> (<value>) violates quantized_element_type C<n>: ...".
  if (rejects.rfind("quantized_", 0) == 0) return message.find(" violates " + rejects + ":") != std::string::npos;
  // "<op> C<n>" names a StableHLO op; a dialect-qualified op ("chlo.top_k C2") is named as is.
  const std::string name = rejects.substr(0, space);
  std::string op = "'" + (name.find('.') == std::string::npos ? "stablehlo." + name : name) + "'";
  std::string id = rejects.substr(space + 1);
  if (message.find(op + " violates " + id + ":") != std::string::npos) return true;
  // A run-time check: the interpreter's error at the op ends with "(C<n>)".
  size_t at = message.find(op);
  return at != std::string::npos && message.find("(" + id + ")", at) != std::string::npos;
}

// Cases whose outcome is a verdict on the program, not values: malformed
// text, a constraint violation, a check-style program.
CaseResult judgeVerdict(const Case& c, const Execution& e, bool referenceBackend) {
  CaseResult r;
  r.log = e.log;
  auto fromKind = [&](Status onError) {
    r.status = e.kind == Execution::Kind::Unsupported ? Status::Unsupported : onError;
    r.message = e.message;
  };
  switch (c.outcome) {
    case Outcome::Malformed:
      if (e.kind == Execution::Kind::ParseFailed || (!referenceBackend && e.kind == Execution::Kind::Rejected)) {
        r.status = Status::Pass;
        r.note = "rejected: " + e.message;
      } else if (e.kind == Execution::Kind::Ran) {
        r.status = Status::Fail;
        r.message = "the text was accepted; expected it not to parse";
      } else if (e.kind == Execution::Kind::Rejected) {
        r.status = Status::Fail;
        r.message = "the text parsed (and was rejected later); expected a parse error: " + e.message;
      } else {
        fromKind(Status::Fail);
      }
      break;
    case Outcome::Rejects:
      if (e.kind == Execution::Kind::Rejected && referenceBackend) {
        // hloref names the constraint: the checker as "'stablehlo.<op>'
        // violates C<n>", a run-time check as "'stablehlo.<op>' ... (C<n>)".
        if (namesConstraint(e.message, c.rejects)) {
          r.status = Status::Pass;
          r.note = "rejected: " + e.message;
        } else {
          r.status = Status::Fail;
          r.message = "rejected, but not for " + c.rejects + ": " + e.message;
        }
      } else if (e.kind == Execution::Kind::ParseFailed || e.kind == Execution::Kind::Rejected) {
        r.status = referenceBackend ? Status::Fail : Status::Pass;
        if (referenceBackend) r.message = "the program did not parse; expected it to violate " + c.rejects + ": " + e.message;
        else r.note = "rejected (an external backend does not name constraints): " + e.message;
      } else if (e.kind == Execution::Kind::Ran) {
        r.status = Status::Fail;
        r.message = "the program was accepted; expected it to be rejected (" + c.rejects + ")";
      } else {
        fromKind(Status::Fail);
      }
      break;
    case Outcome::CheckProgram:
      if (e.kind != Execution::Kind::Ran) {
        fromKind(Status::Fail);
      } else if (e.checkFailures) {
        r.status = Status::Fail;
        r.message = std::to_string(e.checkFailures) + " check" + (e.checkFailures > 1 ? "s" : "") + " failed";
      } else {
        r.status = Status::Pass;
      }
      break;
    case Outcome::Returns:
    case Outcome::ImplementationDefined:
      break;
  }
  return r;
}

// What a `compare: bound` case measures against: hloref's golden outputs,
// and how many terms may flush to zero. Empty `golden` for other policies.
struct GoldenReference {
  std::vector<GoldenOutput> golden;
  int64_t flushToZeroTerms = 0;
  std::string failure;  // the golden could not be computed
  bool unsupported = false;
};

GoldenReference goldenReference(const Case& c, bool literal) {
  GoldenReference g;
  if (c.policy.kind != Policy::Kind::Bound) return g;
  Execution run = runReference(c, literal, &g.golden);
  if (run.kind != Execution::Kind::Ran || g.golden.size() != c.expected.size()) {
    g.unsupported = run.kind == Execution::Kind::Unsupported;
    g.failure = "compare: bound: the reference cannot compute the golden: " +
                (run.kind == Execution::Kind::Ran ? "it returned " + std::to_string(g.golden.size()) + " values"
                                                  : run.message);
    return g;
  }
  if (c.policy.flushToZero) {
    // Each input element may take part in one product and one sum that
    // flush; the output may flush once more.
    int64_t n = 0;
    for (const CorpusValue& v : c.inputs)
      if (v.value.isTensor()) n += v.value.tensor().numElements();
    g.flushToZeroTerms = 2 * n + 1;
  }
  return g;
}

void appendFailure(std::string& failures, size_t i, const std::string& what) {
  if (!failures.empty()) failures += "; ";
  failures += "result #" + std::to_string(i) + ": " + what;
}

// Compares result #i with the expected value under the case's policy; with
// a golden, first holds the golden to the expected value (derived by hand)
// and skips the elements the golden finds implementation-defined too.
OutputReport compareOutput(const Case& c, const Execution& e, const GoldenReference& g, size_t i,
                           std::string& failures) {
  const Tensor* mask = nullptr;
  if (c.outcome == Outcome::ImplementationDefined && c.skipMask[i].value.isTensor()) mask = &c.skipMask[i].value.tensor();
  ElementBounds bounds;
  Tensor mergedMask;
  if (!g.golden.empty()) {
    const GoldenOutput& golden = g.golden[i];
    // A case mask of the wrong shape is kept, for the comparison to report.
    // Implementation-defined and unstable elements are both open.
    for (const Tensor* open : {&golden.mask, &golden.unstable}) {
      if (open->isNull() || (mask && mask->shape() != open->shape())) continue;
      Tensor merged(open->type());
      for (int64_t k = 0; k < open->numElements(); ++k)
        merged.setIntBits(k, (mask ? mask->intBits(k) : 0) | open->intBits(k));
      mergedMask = std::move(merged);
      mask = &mergedMask;
    }
    if (!golden.bound.isNull()) bounds.bound = &golden.bound;
    bounds.flushToZeroTerms = g.flushToZeroTerms;
    Policy exact;
    exact.nanExact = c.policy.nanExact;
    OutputReport check = compareValue(Value(golden.value), c.expected[i].value, mask, exact);
    if (!check.ok())
      appendFailure(failures, i,
                    "hloref's golden " +
                        (check.problem.empty() ? "differs from the expected value in " +
                                                     std::to_string(check.mismatchCount) + " elements (" + check.actual + ")"
                                               : "does not fit the expected value: " + check.problem));
  }
  OutputReport o = compareValue(e.results[i], c.expected[i].value, mask, c.policy, bounds);
  if (!o.ok()) {
    std::string what = o.problem;
    if (what.empty()) {
      what = std::to_string(o.mismatchCount) + " of " + std::to_string(o.elements - o.masked) + " elements differ";
      if (o.maxUlp >= 0) what += " (largest distance " + std::to_string(o.maxUlp) + " ulp)";
    }
    appendFailure(failures, i, what);
  }
  return o;
}

}  // namespace

CaseResult judge(const Case& c, const Execution& e, bool referenceBackend, bool literal) {
  if (c.outcome != Outcome::Returns && c.outcome != Outcome::ImplementationDefined)
    return judgeVerdict(c, e, referenceBackend);
  CaseResult r;
  r.log = e.log;
  if (e.kind != Execution::Kind::Ran) {
    r.status = e.kind == Execution::Kind::Unsupported ? Status::Unsupported : Status::Fail;
    r.message = e.message;
    return r;
  }
  if (e.results.size() != c.expected.size()) {
    r.status = Status::Fail;
    r.message = "returned " + std::to_string(e.results.size()) + " values, expected " + std::to_string(c.expected.size());
    for (const Value& v : e.results) {
      OutputReport o;
      o.actual = shortValueString(v);
      o.problem = "unexpected count";
      r.outputs.push_back(std::move(o));
    }
    return r;
  }
  if (c.policy.kind == Policy::Kind::Invariant) {
    std::vector<Value> inputs, expected;
    for (const CorpusValue& v : c.inputs) inputs.push_back(v.value);
    for (const CorpusValue& v : c.expected) expected.push_back(v.value);
    r.outputs = compareInvariant(c.policy, inputs, e.results, expected);
    std::string failures;
    for (size_t i = 0; i < r.outputs.size(); ++i)
      if (!r.outputs[i].ok()) appendFailure(failures, i, r.outputs[i].problem);
    r.status = failures.empty() ? Status::Pass : Status::Fail;
    if (!failures.empty()) r.message = failures + " [" + c.policy.str() + "]";
    return r;
  }
  // compare: bound measures against hloref's golden (conformance/README.md).
  GoldenReference g = goldenReference(c, literal);
  if (!g.failure.empty()) {
    r.status = g.unsupported ? Status::Unsupported : Status::Fail;
    r.message = g.failure;
    return r;
  }
  std::string failures;
  for (size_t i = 0; i < c.expected.size(); ++i) r.outputs.push_back(compareOutput(c, e, g, i, failures));
  r.status = failures.empty() ? Status::Pass : Status::Fail;
  if (!failures.empty()) r.message = failures + " [" + c.policy.str() + "]";
  return r;
}

}  // namespace hloref::conform
