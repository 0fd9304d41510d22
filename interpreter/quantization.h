// Quantized tensors (spec: Types > quantized element types and quantized
// tensor types; Notation > Functions > Quantization computations).
//
// A quantized tensor holds its storage values: the Tensor's element type is
// storage_type and TensorType::quant holds storage_min/max, expressed_type,
// quantization_dimension, scales and zero_points.
//
// The evaluator asks isQuantizedEvaluation(call) before each op; when it is
// true, dequantizeEvaluateQuantize(call) runs the op instead of its own
// implementation, by the spec's dequantize_op_quantize family of functions.
// The table of ops and the rule each follows is in quantization.cpp.
#pragma once

#include <string>
#include <vector>

#include "core/value.h"

namespace hloref {

struct OpCall;

// The constraints of a quantized tensor type with shape `type.shape` (spec:
// Types, quantized element types C1-C11 and quantized tensor types C12-C13):
// an empty string when they hold, else the violated constraint with values.
// Dynamic dimensions are not checked against C13.
std::string quantizedTypeViolation(const TensorType& type);

// spec: dequantize(x). `x` holds storage values of the quantized tensor type
// `type` (its shape is x's; x's own quantization, if any, is not consulted).
// Returns a tensor of expressed_type(type) with x's shape.
Tensor dequantize(const Tensor& x, const TensorType& type);

// spec: quantize(x, result_type). `x` is a float tensor of
// expressed_type(result_type) (values of any other float type are first
// converted to it); the result has x's shape and result_type's quantization.
Tensor quantize(const Tensor& x, const TensorType& result_type);

// spec: Notation > to_destination_type, for the reductions that promote their
// inputs to the types of their bodies: x itself when its type equals
// destination_type; quantize(dequantize(x)) between quantized types;
// quantize(x) from float; dequantize(x) to the expressed type. Types that are
// neither quantized are the caller's (convert).
Tensor toDestinationType(const Tensor& x, const TensorType& destination_type);

// True when `call` runs an op on quantized operands or results that the spec
// defines through dequantize, compute in the expressed type, quantize (or
// that it defines specially for quantized types, as is_finite). For the ops
// the spec defines directly on quantized values (data movement, control
// flow, reductions with bodies), checks the constraints the spec states on
// their quantization parameters and returns false: their own
// implementations move the storage values.
bool isQuantizedEvaluation(const OpCall& call);
// Runs such an op: dequantizes the operands, evaluates the op on the
// expressed type, quantizes the results to the declared result types.
std::vector<Value> dequantizeEvaluateQuantize(OpCall& call);

}  // namespace hloref
