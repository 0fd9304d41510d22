// Error bounds carried through elementwise ops (Annotation::Propagating).
// An operand element with golden value g and bound B (|legal - exact| <= B,
// core/annotations.h) lies within d = B + 1/2 ulp(g) of g (0 when B = 0:
// the value is exact). The result element's bound is
//   dev + the op's ULP allowance at the largest magnitude it can reach
// where dev bounds how far the exact result moves when the operands move
// within their d (the op's deviation function, numerics/deviation.h).
// Operands that are all exact give the op's allowance alone, as before.
// A NaN or infinite golden (matched as a class) gets bound 0 only where
// every legal run gives it too: a NaN operand that stays NaN, or exact
// operands with a domain error, or (infinity, and NaN from overflow in a
// type without infinities) exact operands of a correctly rounded op;
// elsewhere its bound is +inf.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/tensor.h"
#include "interpreter/op_facts.h"

namespace hloref {

struct OpCall;

// The bound of each element of `result` (a real float result of an op with
// the Propagating rule), or nullopt where the rule does not apply (complex
// or tuple operands, more than three operands, shapes that do not
// broadcast): the caller then treats the result as the Elementwise rule does.
// `carried` (for `hloref golden --explain`), when given, receives per
// element the part the operands' errors carry (dev; 0 for exact operands,
// +inf when an operand is not finite): the rest of the bound is the op's own.
// The allowance of the Propagating op of `call` for results of type t: its
// stated one (golden/ulp_allowance.h), or none for a conversion into a type
// that holds every operand value.
UlpAllowance propagatedAllowance(const OpCall& call, ElementType t);
// Round to nearest (ties to even) of the exact result: 0.5 ulp at most, no
// tolerances. Such an op has one legal result for exact operands.
bool correctlyRounded(const UlpAllowance& a);
// An allowance in absolute terms at results up to `magnitude` (+inf where
// it states none).
double allowanceAt(const UlpAllowance& a, ElementType t, double magnitude);

std::optional<std::vector<double>> propagatedBound(const OpCall& call, const Tensor& result,
                                                   std::vector<double>* carried = nullptr);

// The bound of each element of a real float `result` computed by `call`
// from exact operands: the op's own allowance there (0 for an exact op;
// NaN and infinite goldens as propagatedBound decides them).
std::vector<double> allowanceBound(const OpCall& call, const Tensor& result);

// The elements of `result` (booleans or integers: compare, or convert from
// a float) whose value a legal implementation can change, because an
// operand that may lie anywhere within its d of its golden moves the
// outcome: a comparison whose operands' intervals [g - d, g + d] overlap
// (for every direction: disjoint intervals decide it, overlapping ones
// leave some pair of values on each side), a conversion whose interval
// spans an integer boundary (truncation) or, to i1, contains zero. A NaN
// golden is stable (a legal result is NaN too). nullopt where the rule does
// not apply (complex operands, shapes that do not broadcast).
std::optional<std::vector<uint8_t>> unstableDecisions(const OpCall& call, const Tensor& result);

}  // namespace hloref
