#include "interpreter/quantization.h"

#include "interpreter/evaluator.h"

namespace hloref {

// Ops run on quantized tensors only through their own implementations until
// the dequantize-compute-quantize path lands (the ops say `unsupported`).
bool isQuantizedEvaluation(const OpCall&) { return false; }

std::vector<Value> dequantizeEvaluateQuantize(OpCall& call) {
  call.unsupportedHere("on quantized tensors");
}

}  // namespace hloref
