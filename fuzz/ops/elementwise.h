// Generators of the elementwise ops (spec: Ops > abs ... xor, and compare,
// select, clamp, convert, bitcast_convert, reduce_precision): each op over
// every element type its Inputs table allows (quantized per-tensor where it
// allows them), shapes of rank 0 to 4 with empty dimensions, and inputs in
// the op's domain (positive for log and sqrt, non-zero divisors, moderate
// exponents, shift amounts up to the width) mixed with special values.
// With a `hint` (the type of an earlier value of the program) the op takes
// that type when the op allows it, so programs chain through it.
#pragma once

#include <string>
#include <vector>

#include "fuzz/generators.h"

namespace hloref::fuzz {

// The ops elementwiseOp generates, as "stablehlo.abs", ...
const std::vector<std::string>& elementwiseOpNames();
rc::Gen<OpDraw> elementwiseOp(const std::string& name, const TensorType* hint);

}  // namespace hloref::fuzz
