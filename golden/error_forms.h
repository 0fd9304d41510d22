// First-order error forms (issue 12, point 4): a per-element bound cannot
// see that two errors cancel, and through a recurrence such as an RNN's
// h' = tanh(h W + x) the componentwise bound compounds |W| at every step
// while the signed errors contract. An error form writes each element's
// error as a combination of the run's individual rounding errors (affine
// arithmetic), so that cancellation is kept:
//   legal_k = golden_k + Σ_s c[k][s] ε_s + r_k η_k
// holds in every legal execution for some ε_s in [-1, 1], one per symbol s
// and shared by every value of the run (symbol s is one element's rounding
// in one op: its allowance plus the golden's own half ulp), and some η_k in
// [-1, 1] (r_k: the remainder, per element, independent). So
//   |legal_k - golden_k| <= W_k = Σ_s |c[k][s]| + r_k,
// and the golden bound of the element is min(its interval bound, W_k + 1/2
// ulp(golden_k)): both hold, so their minimum does.
// Rules (first order, with rigorous remainders):
//   - add, subtract, negate, convert: the operands' forms added (exact ops
//     add no symbol); multiply: g1 F0 + g0 F1, remainder W0 W1; tanh,
//     logistic, exponential: f'(g) F, remainder sup|f''| W^2 / 2 over the
//     box (tanh: |f''| <= 4 / (3√3) < 0.77; logistic: < 0.0963; exp:
//     e^(g + W)); plus, per result element, a new symbol for the op's own
//     rounding at the largest result it can reach and the golden's half ulp;
//   - dot_general: Σ_k g_x F_y + F_x g_y, remainder Σ_k (|g_x| r_y + r_x
//     |g_y| + W_x W_y), and a new symbol per output for its accumulation
//     bound at the legal operands' magnitudes (linalg::productBounds on
//     |g| + W, which also covers the golden's rounding);
//   - data movement: each result element takes its origin's form;
//   - a small result of any other op gets one new symbol per element from
//     its interval bound (formsFromBound); a larger value without forms
//     enters as r_k = its bound + 1/2 ulp (0 when exact), with no symbols.
//   - a correctly rounded op (round to nearest, ties to even: 0.5 ulp) of
//     operands whose legal values are their goldens has one legal result,
//     its golden: no new symbol (f32(f8(x)): the second conversion carries
//     no error), also for results too large for forms of their own;
// Under the ftz policy no forms are kept (they do not model flushing).
// Cost is kept in check: forms are kept for results of at most
// kMaxElements elements with at most kMaxSymbols symbols; beyond, the
// symbols with the smallest coefficients are folded into the remainders
// (sound: |c ε| <= |c|), and an op whose work would exceed kMaxWork
// multiply-adds drops them.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "core/annotations.h"
#include "core/value.h"

namespace hloref {

struct OpCall;

struct ErrorForms {
  std::vector<uint64_t> symbols;     // ascending
  std::vector<double> coefficients;  // element-major: numElements x symbols.size()
  std::vector<double> remainder;     // per element, >= 0 (+inf: unknown)
  // No symbols and every remainder 0: each element's one legal value is its golden.
  bool goldenIsLegal = false;
  size_t width() const { return symbols.size(); }
};

// The forms of the results of `call` (one per result; null where none is
// kept), for the ops the rules above cover; empty when none applies.
// `origins` (data movement): per result, the (operand, element) each
// element came from, as golden/annotate.cpp's origin tracking gives it.
using Origin = std::pair<size_t, int64_t>;
std::vector<std::shared_ptr<const ErrorForms>> errorForms(const OpCall& call, const std::vector<Value>& results,
                                                          const std::vector<std::vector<Origin>>* origins);

// The forms of a small value (at most kLocalSymbolsUpTo elements) that no
// rule covers, from its bound: one new symbol per element, with coefficient
// bound + 1/2 ulp (none where the bound is 0). The value's error is one
// number per legal execution, so every later use sees the same symbol (an
// error minus itself cancels). Null when not kept.
std::shared_ptr<const ErrorForms> formsFromBound(const std::vector<double>& bound, const Tensor& golden);

// bound_k = min(bound_k, W_k + 1/2 ulp(golden_k)), the latter being the
// bound the forms give, for every element.
void tightenByForms(const ErrorForms& forms, const Tensor& golden, std::span<double> bound);

}  // namespace hloref
