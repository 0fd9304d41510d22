// Quantization computations (spec: Notation > Functions > Quantization
// computations; Types > quantized element types).
//
// A quantized tensor holds its storage values: the Tensor's element type is
// storage_type and TensorType::quant holds storage_min/max, expressed_type,
// quantization_dimension, scales and zero_points. The types are the
// checker's (checker/function_rules.cpp checks the Types section's rules on
// every type of a program, each op's checks its quantized constraints);
// these functions compute.
//
// The evaluator asks runsOnExpressedType(op) before each op; when it is
// true it runs the op by dequantizeOpQuantize, which evaluates the op's own
// float implementation on the dequantized operands, as the op's registered
// `quantized` fact (interpreter/op_facts.h) says.
#pragma once

#include <functional>
#include <vector>

#include "core/ir.h"
#include "core/value.h"

namespace hloref {

// spec: dequantize(x). `x` holds storage values of the quantized tensor type
// `type` (its shape is x's; x's own quantization, if any, is not consulted).
// Returns a tensor of expressed_type(type) with x's shape.
Tensor dequantize(const Tensor& x, const TensorType& type);

// spec: quantize(x, result_type). `x` is a float tensor of
// expressed_type(result_type) (values of any other float type are first
// converted to it); the result has x's shape and result_type's quantization.
Tensor quantize(const Tensor& x, const TensorType& result_type);

// spec: Notation > to_destination_type, for the ops that promote their
// inputs to the types of their bodies (reduce, reduce_window, scatter,
// select_and_scatter, all_reduce), fast and literal alike: x itself when its
// element type is destination_type's (quantization included);
// quantize(dequantize(x)) between quantized types; quantize(x) from float;
// dequantize(x) to the expressed type; else convert(x), within the family
// is_promotable allows. The result has x's shape (destination_type's shape
// is not consulted).
Tensor toDestinationType(const Tensor& x, const TensorType& destination_type);

// Whether `op` (bound to its definition) runs by dequantize_op_quantize or a
// sibling of it: its `quantized` fact names one and one of its declared
// operand or result types is quantized. The ops the spec defines directly on
// quantized values (data movement, control flow, reductions with bodies)
// run their own implementations on the storage values.
bool runsOnExpressedType(const Op& op);

// Evaluates `floatOp`, a copy of the op whose quantized operand and result
// types are their expressed types, on `float_inputs`: the op's own
// implementation (the evaluator's).
using EvaluateOp = std::function<std::vector<Value>(const Op& floatOp, std::vector<Value> float_inputs)>;

// spec: dequantize_op_quantize (and dequantize_batch_norm_grad_or_training_
// quantize, dequantize_compare, dequantize_select_quantize,
// hybrid_dequantize_then_op), by the op's `quantized` fact: dequantizes the
// quantized operands, evaluates the op on the expressed types, quantizes the
// results whose declared types are quantized. is_finite: "for quantized
// types, the result is always true".
std::vector<Value> dequantizeOpQuantize(const Op& op, const std::vector<Value>& inputs, const EvaluateOp& evaluate);

}  // namespace hloref
