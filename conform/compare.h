// Case results and the comparison of returned values with expected ones
// (conformance/README.md: comparison policies).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/value.h"
#include "conform/corpus.h"
#include "conform/json.h"

namespace hloref::conform {

enum class Status { Pass, Fail, Unsupported, Skipped };
std::string_view statusName(Status s);  // "pass", "fail", "unsupported", "skipped"

struct Mismatch {
  std::string at;     // the element's index, e.g. "[1, 0]"
  std::string actual;
  std::string expected;
  int64_t ulp = -1;   // distance in representable values; -1 when it has none
};

// One result compared with its expectation.
struct OutputReport {
  std::string expected;  // MLIR text (shortened for huge tensors)
  std::string actual;
  std::string problem;   // type or shape disagreement; empty when elementwise comparable
  int64_t elements = 0;
  int64_t mismatchCount = 0;
  int64_t masked = 0;    // elements not compared (implementation-defined)
  int64_t maxUlp = -1;   // largest ULP distance seen among float elements
  std::vector<Mismatch> mismatches;  // the first few

  bool ok() const { return problem.empty() && mismatchCount == 0; }
};

struct CaseResult {
  Status status = Status::Fail;
  std::string message;  // why it failed, is unsupported or skipped; notes on a pass
  std::string note;     // e.g. "constraint id not verified"
  std::string log;      // backend diagnostics (check failures, stderr tail)
  std::vector<OutputReport> outputs;
  double seconds = 0;
};

json::Value toJson(const CaseResult& r);
CaseResult caseResultFromJson(const json::Value& v);

// What `compare: bound` measures against (conformance/README.md): the
// golden's error bound per element (f64, shaped like the result; complex
// elements: a bound on the modulus of the error) and, for `{bound: ftz}`,
// the number of flushed subnormals allowed for, each worth 2^emin of the
// result type.
struct ElementBounds {
  const Tensor* bound = nullptr;
  int64_t flushToZeroTerms = 0;
};

// Compares `actual` with `expected` under `policy`; `mask` (an i1 tensor of
// the same shape, or null) marks elements not to compare. Tuples compare
// element by element; tokens always agree. Under Policy::Kind::Bound, a
// float or complex element passes when |actual - expected| <= bound +
// 0.5 ulp(expected) (+ the flush-to-zero terms); without `bounds.bound`
// such elements compare exactly.
OutputReport compareValue(const Value& actual, const Value& expected, const Tensor* mask, const Policy& policy,
                          const ElementBounds& bounds = {});

// Policy::Kind::Invariant: judges the results `actual` of a decomposition
// of the input `inputs[policy.matrixInput]` (a matrix or a batch of
// matrices, A) by what any correct decomposition satisfies, in long double
// arithmetic, with n the larger matrix dimension and u the unit roundoff
// of A's element type, tol = policy.tolerance:
//   eigh     [w, V]: w ascending and within tol n u |A|_F of the expected w;
//            |A V - V diag(w)|_F <= tol n u |A|_F; |V^H V - I|_F <= tol n u
//   svd      [U, s, V^H]: s descending, >= 0, within tol n u |A|_F of the
//            expected s; |A - U diag(s) V^H|_F <= tol n u |A|_F; U and V^H
//            with orthonormal columns / rows
//   qr       [Q, R]: R upper triangular (exact zeros); |A - Q R|_F <= tol n u |A|_F;
//            Q with orthonormal columns
//   lu       [P, L, U]: P a permutation matrix; L unit lower triangular with
//            multipliers |l| <= 1 (sqrt 2 for complex: pivots by |re| + |im|);
//            U upper triangular; |A - P L U|_F <= tol n u |A|_F
//   cholesky [L]: lower triangular, real positive diagonal;
//            |A - L L^H|_F <= tol n u |A|_F
// One report per result; `problem` says which invariant failed.
std::vector<OutputReport> compareInvariant(const Policy& policy, const std::vector<Value>& inputs,
                                           const std::vector<Value>& actual, const std::vector<Value>& expected);

// A value as MLIR text, shortened to about `limit` characters.
std::string shortValueString(const Value& v, size_t limit = 4000);

}  // namespace hloref::conform
