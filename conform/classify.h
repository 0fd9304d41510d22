// Why a backend's answer differs from the expected one: a class per element
// and per case, named the same in every report (terminal, HTML, JSON) and
// meant for any tool that compares two answers (the conformance runner,
// fuzzing). Classes, most specific first:
//
//   crash         the backend died (signal, exit) running the case
//   timeout       the case ran past --timeout
//   error         the backend reported an error for a valid program
//   rejected      the backend rejected (or failed to parse) a valid program
//   accepted      the backend accepted a program the case says is invalid
//   check         a check.* op of a check-style program failed
//   shape         a result has the wrong count, type or shape
//   expectation   hloref's own golden disagrees with the case (the corpus is wrong)
//   order         the right values in the wrong places (a permutation of
//                 at least three elements)
//   flush-to-zero a subnormal result, or a result of subnormal inputs, became zero
//   nan-payload   NaN as expected, with other sign or payload bits
//   nan           NaN where a number is expected, or a number where NaN is
//   signed-zero   +0 for -0 or the reverse
//   infinity      an infinity where a finite value is expected, or the reverse
//   accuracy      finite and close: at most kAccuracyUlps ulps (or, for
//                 complex, that many ulps of the larger part) away
//   wrong-value   anything else
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/tensor.h"

namespace hloref::conform {

struct OutputReport;
struct CaseResult;

inline constexpr int64_t kAccuracyUlps = 64;

// The classes in the order reports list them.
const std::vector<std::string_view>& failureClasses();

// One element of `actual` against the same element of `expected` (float or
// complex tensors of one type). `subnormalInput`: an input of the
// computation at this element is subnormal (a zero answer then is a flush).
std::string_view classifyElement(const Tensor& actual, const Tensor& expected, int64_t index, bool subnormalInput);

// A distance between two complex numbers in ulps of the larger part of
// `expected` (|a - e| / ulp(max(|re e|, |im e|))), rounded up: small for a
// tiny error in a tiny part. -1 when either is not finite.
int64_t complexUlpDistance(ElementType partType, std::complex<double> actual, std::complex<double> expected);

// Fills what a report shows for each listed mismatch of `o` (the output
// `actual` compared with `expected`): absolute and relative error, class,
// the inputs at that index (each input shaped like the output, and each
// scalar input) and their largest magnitude; and `o.failureClass`: `order`
// when `actual` holds the same elements as `expected` with three or more in
// other places, else the most frequent class of its mismatches.
void describeMismatches(OutputReport& o, const Tensor& actual, const Tensor& expected, const Tensor* mask,
                        const std::vector<const Tensor*>& inputs);

// The class of a failed case: the one its backend or judge set, else the
// one most of its failing outputs have.
std::string classifyCase(const CaseResult& r);

}  // namespace hloref::conform
