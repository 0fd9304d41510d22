// Quantized tensors (spec: Types > quantized types; Ops > the
// dequantize_op_quantize family of definitions).
#pragma once

#include <vector>

#include "interpreter/value.h"

namespace hloref {

struct OpCall;

// True when `call` runs an op on quantized operands or results that the spec
// defines through dequantize, compute in the expressed type, quantize.
bool isQuantizedEvaluation(const OpCall& call);
// Runs such an op: dequantizes the operands, evaluates the op on the
// expressed type, quantizes the results to the declared result types.
std::vector<Value> dequantizeEvaluateQuantize(OpCall& call);

}  // namespace hloref
