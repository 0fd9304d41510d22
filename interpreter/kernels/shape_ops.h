// What the static shape ops and their dynamic counterparts share (spec: Ops >
// dynamic_broadcast_in_dim, dynamic_iota, dynamic_pad, dynamic_reshape;
// Dynamism). Each dynamic_X op is "functionally identical to X" with some
// attributes given as operand values: X's file defines the core below, which
// both ops call, and the dynamic op only reads its operands into the same
// lists.
//
// Dynamism: a value has a static shape at run time; a declared type may have
// `?` dimensions and `#stablehlo.bounds`. Where a shape operand and a
// declared static dimension disagree, or a dimension exceeds its bound, the
// spec leaves the behaviour undefined: the reference stops with a diagnostic
// naming the values. Only op files include this header.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "interpreter/evaluator.h"
#include "spec/notation.h"

namespace hloref::shape_ops {

// ---------------------------------------------------------------------------
// The cores of the static ops (defined in pad.cpp, broadcast_in_dim.cpp,
// iota.cpp, reshape.cpp). Each builds result #0 of `call`, checking the
// constraints that involve sizes only known at run time (`?` dimensions,
// the values of the dynamic ops' shape operands); the dynamic op checks the
// rest of its operand values before it calls the core.

// spec: Ops > pad, with the three padding lists as values.
Tensor pad(const OpCall& call, const Tensor& operand, const Tensor& padding_value,
           const std::vector<int64_t>& edge_padding_low, const std::vector<int64_t>& edge_padding_high,
           const std::vector<int64_t>& interior_padding);

// spec: Ops > broadcast_in_dim. `shape` is the result shape; a kDynamic entry
// (a `?` of the declared type of the static op) takes the size of the operand
// dimension mapped to it.
Tensor broadcastInDim(const OpCall& call, const Tensor& operand, const std::vector<int64_t>& broadcast_dimensions,
                      Shape shape);

// spec: Ops > iota, producing a result of shape `shape`.
Tensor iota(const OpCall& call, int64_t iota_dimension, const Shape& shape);

// spec: Ops > reshape. `shape` is the result shape; a single kDynamic entry
// (a `?` of the declared type of the static op) takes whatever size makes
// size(operand) = size(result) hold.
Tensor reshape(const OpCall& call, const Tensor& operand, Shape shape);

// ---------------------------------------------------------------------------
// Dynamism helpers.

// The values of `t`, an operand named `name` that the spec types as a
// 1-dimensional tensor of integer type (output_shape, edge_padding_low, ...;
// the checker holds it to that type). Unsigned values above 2^63 - 1 cannot
// be sizes or offsets of any tensor and are rejected.
inline std::vector<int64_t> intListOperand(const OpCall& call, const Tensor& t, const std::string& name) {
  std::vector<uint64_t> bits(static_cast<size_t>(t.numElements()));
  loadInts(t, 0, bits);
  std::vector<int64_t> values(bits.size());
  for (size_t i = 0; i < bits.size(); ++i) {
    if (isUnsignedInteger(t.elementType()) && bits[i] > static_cast<uint64_t>(INT64_MAX))
      call.fail("has " + name + "[" + std::to_string(i) + "] = " + std::to_string(bits[i]) +
                "; values of 2^63 or more are not supported sizes");
    values[i] = static_cast<int64_t>(bits[i]);
  }
  return values;
}

// The same for an operand that gives a shape: a negative size is rejected.
inline Shape shapeOperand(const OpCall& call, const Tensor& t, const std::string& name) {
  Shape shape = intListOperand(call, t, name);
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] < 0)
      call.fail("has " + name + " = " + notation::shapeText(shape) + " with the negative size " +
                std::to_string(shape[i]) + " at " + std::to_string(i));
  return shape;
}

// A value of shape `shape` against a type that may have `?` dimensions and
// bounds: rank, static dimensions and bounds must all hold. `what` names the
// value in the diagnostic ("result #0"); the wording is that of
// OpCall::newResult.
inline void requireShapeFits(const OpCall& call, const std::string& what, const TensorType& type,
                             const Shape& shape) {
  if (type.shape.size() != shape.size())
    call.fail(what + " has rank " + std::to_string(type.shape.size()) + " but the op computes rank " +
              std::to_string(shape.size()));
  for (size_t d = 0; d < shape.size(); ++d) {
    if (type.shape[d] != kDynamic && type.shape[d] != shape[d])
      call.fail(what + " is declared " + tensorTypeString(type) + " but the op computes dimension " +
                std::to_string(d) + " = " + std::to_string(shape[d]));
    if (d < type.bounds.size() && type.bounds[d] != kDynamic && shape[d] > type.bounds[d])
      call.fail(what + " is declared " + tensorTypeString(type) + " but the op computes dimension " +
                std::to_string(d) + " = " + std::to_string(shape[d]) + ", above its bound " +
                std::to_string(type.bounds[d]));
  }
}

// Result i of `call` with shape `shape`, which must fit its declared type
// (static dimensions and bounds); the value's type is static, without bounds.
inline Tensor newResultFitting(const OpCall& call, size_t i, const Shape& shape) {
  requireShapeFits(call, "result #" + std::to_string(i), call.resultType(i), shape);
  return call.newResult(i, shape);
}

}  // namespace hloref::shape_ops
