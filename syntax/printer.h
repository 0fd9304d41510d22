// Printing values (MLIR dense syntax) and programs (generic op form).
#pragma once

#include <string>

#include "core/attribute.h"
#include "core/ir.h"
#include "core/value.h"

namespace hloref {

// One element as MLIR prints it: `true`, `-3`, `1.000000e+00`, `0x7FC00000`
// for NaN payloads, `(1.000000e+00,2.000000e+00)` for complex.
std::string elementString(const Tensor& t, int64_t index);
// `dense<[[1, 2], [3, 4]]>` (a splat prints as `dense<1>`).
std::string denseLiteral(const Tensor& t);
// `dense<...> : tensor<...>`; tuples print as `(v1, v2)`; tokens as `!stablehlo.token`.
std::string valueString(const Value& v);
// The module in generic form: "stablehlo.add"(%0, %1) : (T, T) -> T.
std::string moduleString(const Module& m);

}  // namespace hloref
