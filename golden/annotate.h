// How golden annotations (core/annotations.h) arise and pass through a run:
// which elements the spec leaves open, and how far a correct implementation
// may stray from the reference value. Recorded only when RunOptions::annotate
// is set; on the ordinary path every Value's `annotations` stays null.
//
// Marks. An op marks a result element implementation-defined when the spec
// leaves its value open (or undefined) and the reference wrote a documented
// value there (the op files say which spec text applies):
//   - divide, remainder on integers: divisor 0 (x / 0 = -1, all ones;
//     x % 0 = x) and, signed, min / -1 (= min; min % -1 = 0);
//   - add, subtract, multiply, negate, abs, power on signed integers: an
//     exact result outside the type's range (Execution > Errors: integer
//     overflow); it wraps. power: also 0 to a negative power (= 0).
//     Unsigned arithmetic is read as modulo 2^N (negate defines unsigned
//     negation through it) and is not marked;
//   - shift_left, shift_right_logical, shift_right_arithmetic: an amount,
//     read as an unsigned N-bit number, >= N (the ops define none);
//   - convert to an integer type from float / complex: NaN (-> 0) or a
//     truncated value out of range (saturated); from an integer type: a
//     value out of range (wraps). Both are TBD (#180). Float results are not
//     marked: round to nearest even and overflow are IEEE-754's;
//   - bitcast_convert of a NaN to another type: its sign and payload bits;
//   - rng, rng_bit_generator: every element (implementation-defined
//     generators);
//   - cholesky: the opposite triangle, and all of a matrix that is not
//     Hermitian positive definite (undefined).
// Unstable (Mark::kUnstable, beside kImplementationDefined): an element
// whose discrete outcome an operand within its bound can change: compare
// where the operands' intervals overlap, convert from a float to an integer
// across a truncation boundary or to i1 around zero (golden/propagate.h);
// sort of several operands where a slice holds a nonzero key bound (every
// result, in that slice); any other boolean or integer result computed from
// a value with a nonzero bound (elementwise: where it is nonzero; otherwise
// the whole result). Marks of both kinds propagate alike, each keeping its
// kind.
//   - scatter: an element several updates reach, unless the update
//     computation is order-independent there (integer add, multiply, and,
//     or, xor, max, min; float max, min) or a float add, which gets the
//     bound of a sum in any order instead (kernels/scatter_schedule.h);
//   - sort with is_stable = false: the positions of a run of tied elements
//     that differ in some input (kernels/sort_ties.h).
// Not marked: NaN sign and payload in float results (goldens are compared
// as NaN-or-not: check ops and the conformance runner match NaN as a class),
// the indices_are_sorted / unique_indices promises, triangular_solve's unit_diagonal promise, integer
// overflow inside folds that skip the region (reduce with an add body,
// dot_general, convolution).
//
// Propagation (applied by the evaluator after each op, annotateResults):
//   - elementwise ops: a result element is marked when an operand element it
//     is computed from is marked (rank-0 operands broadcast, e.g. clamp's
//     bounds, select's pred);
//   - data-movement ops (reshape, dynamic_reshape, transpose, slice,
//     real_dynamic_slice, dynamic_slice, dynamic_update_slice, concatenate,
//     broadcast, broadcast_in_dim, dynamic_broadcast_in_dim, pad,
//     dynamic_pad, reverse, gather, dynamic_gather, select, and scatter whose
//     update computation returns the update unchanged): the op is run once
//     more on tensors holding each element's origin (operand, element), so
//     marks and error bounds move exactly with the data. Index operands
//     (start indices, pred of select elementwise) that carry marks mark the
//     whole result (select: the elements they select);
//   - sort: a result element is marked when any element of its sorted slice,
//     in any operand, is marked (which elements move where depends on values);
//   - structural ops (tuple, get_tuple_element, optimization_barrier, while,
//     if, case, call, composite, async ops): values keep the annotations the
//     regions gave them; a marked predicate of if / index of case marks all
//     results, and so does a marked value returned by while's condition.
//   - every other op with a marked operand element marks its whole result;
//     so does an op whose region (reduce's body, sort's comparator, map's
//     computation, while's condition, ...) returned a marked value, e.g.
//     integer overflow inside a reduce body run through the region. (Folds
//     that skip the region for an add body see no marks from it.)
// Error bounds: constants and iota are exact (bound 0). Data-movement ops
// and sort move bounds like marks (elements whose origin has no bound get
// +inf, unknown: no absolute number states "the op's ULP allowance");
// negate, abs, real, imag, maximum, minimum and clamp change no value by
// more than their operands' errors, so they keep the largest operand bound
// per element. Elementwise arithmetic and functions on real floats (add,
// subtract, multiply, divide, power, atan2, exp, log, tanh, logistic,
// sqrt, rsqrt, cbrt, sine, cosine, tan, floor, ceil, round_*, sign,
// convert) carry their operands' bounds through their deviation functions
// and add their own allowance (golden/propagate.h). reduce and reduce_window
// bound their own results: an add body by the order-independent sum bound
// plus the terms' bounds (kernels/reduction.h, sumBound), a maximum/minimum
// body by the largest bound among the reduced terms (selectionBound), a
// multiply body (cumprod) by the bound of a product in any order
// (ProductBound); dot_general and convolution by the accumulation bound of
// the type and algorithm they state (kernels/linalg.h); fft by the bound
// of its error model (kernels/fft_bounds.h). Complex values: add,
// subtract, multiply, divide, complex and convert carry bounds on the
// modulus through the same deviation functions (numerics/deviation.h,
// holdsForModuli); abs of a complex value adds its rounding; complex
// transcendental functions have none (+inf). Any other op with a nonzero operand bound makes its float
// results' bounds +inf, unless it sets its own (setErrorBound wins and must
// account for its operands' bounds, visible on the operand Values); with
// exact operands only, its results carry no bound (the op's allowance).
// Bounds are kept for float and complex results only.
//
// Limits: annotations do not cross processes (collectives see only the
// local operands' annotations) nor quantized evaluation's inner steps.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "interpreter/result_annotator.h"

namespace hloref {

// The propagation rules above, registered with the evaluator
// (interpreter/result_annotator.h) by golden/annotate.cpp.
class GoldenAnnotator final : public ResultAnnotator {
 public:
  void noteRegionResults(const OpCall& call, size_t index, const std::vector<Value>& results) const override;
  void annotateResults(const OpCall& call, std::vector<Value>& results) const override;
};

// Where element `element` of result `result` of a data-movement op
// (Annotation::Kind::MovesElements) came from: (operand, element), by
// running the op once more on tensors of origins as the propagation does.
// nullopt when the op cannot be followed that way (`hloref golden --explain`).
std::optional<std::pair<size_t, int64_t>> elementOrigin(const OpCall& call, size_t result, int64_t element);

}  // namespace hloref
