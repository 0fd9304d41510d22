// The MLIR text of generated programs: spellings of types and attributes,
// functions whose body is one op in generic form, and the scalar regions
// (binary bodies, comparisons) of the ops that take regions. Nothing here
// is random: the generators (fuzz/generators.h, fuzz/ops/*.cpp) choose,
// these functions spell what they chose.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/types.h"

namespace hloref::fuzz {

std::string typeString(const TensorType& type);
std::string typeList(const std::vector<TensorType>& types);  // "(t0, t1)"
std::string i64Array(const std::vector<int64_t>& values);    // "array<i64: 1, 2>"
std::string boolArray(const std::vector<bool>& values);      // "array<i1: true, false>"
std::string boolText(bool value);                            // "true", "false"
// `name = [1, 2]`, or empty when `values` is: the optional list fields of
// dimension numbers (#stablehlo.gather<...>, #stablehlo.dot<...>).
std::string listField(const std::string& name, const std::vector<int64_t>& values);
// The non-empty `fields`, comma-separated.
std::string joined(const std::vector<std::string>& fields);
// A window op's padding attribute: `dense<[[low, high], ...]> : tensor<Nx2xi64>`.
std::string paddingAttribute(const std::vector<std::pair<int64_t, int64_t>>& padding);

// The values of an op with `n` results named `name`: defined as `%name` or
// `%name:n`, used as `%name` or `%name#0, %name#1, ...`.
std::string resultsDefinition(const std::string& name, size_t n);
std::string resultsUse(const std::string& name, size_t n);

// `func.func @name(%arg0: inputs[0], ...) -> (outputs...)` whose body is
// `body` (ops ending with func.return).
std::string functionText(const std::string& name, const std::vector<TensorType>& inputs,
                         const std::vector<TensorType>& outputs, const std::string& body);

// One op in generic form: `"name"(operands) (regions) {attributes}`.
struct SingleOp {
  std::string name{};  // "stablehlo.pad"
  std::vector<TensorType> operands{}, results{};
  std::string attributes{};  // "a = ..., b = ..." or empty
  std::string regions{};     // "{...}, {...}" or empty
  // The pretty form MLIR prints after `%r = `, the operands written $0,
  // $1, ... (program_gen.h fills them in); empty: the generic form only.
  std::string pretty{};
};

// "$0, $1, ..., $n-1": the operands of a pretty form.
std::string operandPlaceholders(size_t n);
// "(T0, T1) -> R" (several results: "(R0, R1)").
std::string functionalType(const std::vector<TensorType>& operands, const std::vector<TensorType>& results);

// `@function(operands...) -> results...` whose body is `op` on the
// arguments, returning its results. The operands at positions `marked` go
// through add(x, x) first: its signed overflows are marked
// implementation-defined, so the golden annotations move through the op.
std::string singleOpFunction(const SingleOp& op, const std::vector<size_t>& marked = {},
                             const std::string& function = "main");

// A region whose block takes `arguments` (%a0, %a1, ...), runs `ops` (lines
// of text) and returns `returned` of `returnedTypes`.
std::string regionText(const std::vector<TensorType>& arguments, const std::string& ops,
                       const std::vector<std::string>& returned, const std::vector<TensorType>& returnedTypes);

// The body of an update or a reduction over the 0-dimensional `types` E
// (n of them): ^bb0(%a0, ..., %a2n-1) returning ops[i](%a_i, %a_n+i), the
// two operands swapped where `swapped[i]`, or %a_n+i itself where ops[i] is
// empty (the update overwrites).
std::string binaryRegion(const std::vector<TensorType>& types, const std::vector<std::string>& ops,
                         const std::vector<bool>& swapped = {});

// `  %result = compare(lhs, rhs)` on 0-dimensional `type`, with a
// compare_type unless `compareType` is empty.
std::string compareLine(const std::string& result, const std::string& direction, const std::string& lhs,
                        const std::string& rhs, const TensorType& type, const std::string& compareType = "");
// A select region: compare(%a0, %a1, direction) on 0-dimensional `type`.
std::string compareRegion(const TensorType& type, const std::string& direction);

}  // namespace hloref::fuzz
