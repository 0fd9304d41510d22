// Printing values (MLIR dense syntax) and programs (generic op form).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

#include "core/attribute.h"
#include "core/ir.h"
#include "core/value.h"

namespace hloref {

// One element as MLIR prints it: `true`, `-3`, `1.000000e+00`, `0x7FC00000`
// for NaN payloads, `(1.000000e+00,2.000000e+00)` for complex.
std::string elementString(const Tensor& t, int64_t index);
void appendElement(std::string& out, const Tensor& t, int64_t index);
// `dense<[[1, 2], [3, 4]]>` (a splat prints as `dense<1>`).
std::string denseLiteral(const Tensor& t);
// `dense<...> : tensor<...>`; tuples print as `(v1, v2)`; tokens as `!stablehlo.token`.
std::string valueString(const Value& v);
// How `hloref run` prints results (`--print-limit`).
struct PrintOptions {
  int64_t limit = 1000;   // a tensor of more elements is summarised (0: never)
  int64_t edgeItems = 3;  // entries kept at each end of a summarised dimension
};
// `v` and a newline, as valueString writes it but with the rows of a tensor
// of rank >= 2 on their own lines when one line would pass 100 characters,
// and, past `options.limit` elements,
// summarised as NumPy does: each dimension longer than 2 * edgeItems shows
// its first and last entries around `...` (then the text is no longer MLIR).
// Streams: memory stays bounded for any size.
void printValue(std::ostream& os, const Value& v, const PrintOptions& options);
// The module in generic form: "stablehlo.add"(%0, %1) : (T, T) -> T.
std::string moduleString(const Module& m);

}  // namespace hloref
