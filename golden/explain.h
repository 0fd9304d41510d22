// `hloref golden --explain INDEX`: where the error bound (and the marks) of
// one output element come from. After the golden run (golden/golden.h), the
// values of the entry function are still in its frame with their
// annotations; the walk starts at the output and follows, op by op, the
// operand element that carried the largest part of the bound:
//   - elementwise ops: operand element k (rank-0 operands broadcast);
//   - data-movement ops: the element it was moved from (the origin tracking
//     of golden/annotate.h, elementOrigin);
//   - reductions, dots, convolutions, sort and other ops: the operand element
//     with the largest bound among the op's inputs;
//   - while: the body's returned value of the last iteration;
// and stops at an argument, a constant, an exact value or a value whose
// history is not kept (loop-carried values of earlier iterations, values of
// called functions).
// Each step states the element's bound after the op = the op's own part +
// the part carried from its operands: own is the op's allowance (rounding,
// ULP allowance, open-order sum or dot accumulation bound), computed as the
// bound the op gives on the same golden operands taken as exact (the op is
// run once more for ops that bound their results themselves); carried is
// the rest. A +inf bound is traced to the first op that made it unknown, with
// the reason; a marked element to the op that marked it.
// Nothing of this runs unless --explain is given.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/tensor.h"
#include "golden/golden.h"
#include "interpreter/evaluator.h"

namespace hloref {

// An element of an output: INDEX of --explain is
//   K          flat (row-major) element K of output 0
//   O:K        flat element K of output O
//   [i,j,...]  the element at that multi-index of output 0 ([] for a scalar)
//   O:[i,j]    the element at that multi-index of output O
struct ExplainIndex {
  size_t output = 0;
  std::optional<int64_t> flat;  // else `multi`
  std::vector<int64_t> multi;
};

// The INDEX syntax above; nullopt (and `error` set) when malformed.
std::optional<ExplainIndex> parseExplainIndex(std::string_view text, std::string* error);

// The flat element `index` names in an output of `shape`; nullopt (and
// `error` set) when it is out of range or of the wrong rank.
std::optional<int64_t> explainElement(const ExplainIndex& index, const Shape& shape, std::string* error);

// The explanation of element `element` of output `output` (comment lines,
// "// ..."), from the frame of the golden run of `entry`.
std::string explainOutput(Evaluator& evaluator, const Func& entry, Frame& frame,
                          const std::vector<GoldenOutput>& outputs, size_t output, int64_t element);

}  // namespace hloref
