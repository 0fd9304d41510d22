// set_dimension_size: an XLA op (XLA operation semantics, SetDimensionSize)
// that StableHLO's syntax keeps but its specification does not describe.
//
// XLA: SetDimensionSize(operand, val, dimension) keeps the operand's buffer
// and marks dimension `dimension` as dynamic with size `val` (an s32 scalar,
// at most the dimension's static size); the elements past `val` are padding
// that every consumer ignores (a reduction over the result sums only the
// first `val`). hloref's values carry their actual shape, so the result is
// that logical array: the operand with dimension `dimension` cut to its
// first `size` entries, i.e. operand[..., 0:size, ...]. get_dimension_size
// of the result gives `size`, as in XLA.
#include <cstdint>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {
namespace {

std::vector<Value> evalSetDimensionSize(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& size_operand = call.tensor(1);
  const int64_t dimension = call.intAttr("dimension");
  index_walk::requireSameElementType(call, operand, call.resultType(0));
  // 0 <= dimension < rank(operand).
  if (dimension < 0 || dimension >= operand.rank())
    call.fail("has dimension = " + std::to_string(dimension) + " outside [0, rank(operand)) = [0, " +
              std::to_string(operand.rank()) + ") for an operand of type " + tensorTypeString(operand.type()));
  // The size is a 0-dimensional tensor of type si32 (XLA: an int32 scalar).
  if (size_operand.rank() != 0 || size_operand.elementType() != ElementType::SI32 ||
      size_operand.type().isQuantized())
    call.fail("has size of type " + tensorTypeString(size_operand.type()) + "; it must be tensor<i32>");
  const int64_t size = size_operand.intValue(0);
  // 0 <= size <= dim(operand, dimension): the dynamic size cannot exceed the
  // static size (XLA's bound).
  const int64_t bound = operand.shape()[dimension];
  if (size < 0 || size > bound)
    call.fail("has size = " + std::to_string(size) + " outside [0, dim(operand, " + std::to_string(dimension) +
              ")] = [0, " + std::to_string(bound) + "]");

  Shape shape = operand.shape();
  shape[dimension] = size;
  shape_ops::requireShapeFits(call, "result #0", call.resultType(0), shape);
  TensorType type = call.resultType(0);
  type.shape = shape;
  type.bounds.clear();
  if (size == bound) return {Value(operand.withType(std::move(type)))};
  // result[i] = operand[i] for every index i of the result shape: the
  // operand's strides over the result's index space.
  Tensor result = call.newResult(0, shape);
  if (result.numElements() == 0) return {Value(std::move(result))};
  index_walk::copyStrided(result.bytes(), operand.bytes(), storageBytes(operand.elementType()), shape, 0,
                          stridesOf(shape), 0, stridesOf(operand.shape()));
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.set_dimension_size",
           .eval = evalSetDimensionSize,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
