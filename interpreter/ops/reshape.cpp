// spec: Ops > reshape
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {

// Also the semantics of dynamic_reshape (dynamic_reshape.cpp), which passes
// the values of output_shape as `shape`.
Tensor shape_ops::reshape(const OpCall& call, const Tensor& operand, Shape shape) {
  TensorType resultType = call.resultType(0);
  // The declared type as the op's own: a `?` of `shape` (the static op's
  // declared type) is resolved below; every other dimension is checked
  // against the declared type, static dimensions and bounds.
  const TensorType declared = resultType;
  resultType.shape = shape;

  // A single dynamic dimension takes whatever size makes (C2)
  // size(operand) = size(result) hold.
  int64_t known = 1;
  int dynamicDims = 0;
  size_t dynamicAt = 0;
  for (size_t d = 0; d < resultType.shape.size(); ++d) {
    int64_t n = resultType.shape[d];
    if (n == kDynamic) {
      ++dynamicDims;
      dynamicAt = d;
      continue;
    }
    auto product = index_walk::checkedMul(known, n);
    if (!product)
      call.fail("has result type " + tensorTypeString(resultType) + " whose size overflows");
    known = *product;
  }
  if (dynamicDims > 1)
    call.fail("cannot determine the shape of the result type " + tensorTypeString(resultType));
  if (dynamicDims == 1) {
    if (known == 0 || operand.numElements() % known != 0)
      call.violation("C2", "size(operand) = " + std::to_string(operand.numElements()) +
                               " is not a multiple of the known dimensions of " + tensorTypeString(resultType));
    resultType.shape[dynamicAt] = operand.numElements() / known;
    known = operand.numElements();
  }
  // (C2) size(operand) = size(result): decided by the checker unless a
  // dimension is `?` or the result shape is operand values.
  if (known != operand.numElements())
    call.violation("C2", "size(operand) = " + std::to_string(operand.numElements()) + ", size(result) = " +
                             std::to_string(known));
  shape_ops::requireShapeFits(call, "result #0", declared, resultType.shape);
  resultType.bounds.clear();

  // result_index and operand_index have the same position in the
  // lexicographic order of their index spaces, which is the position in the
  // row-major buffer: the result is the operand's buffer (values are
  // immutable) under the result type.
  return operand.withType(std::move(resultType));
}

namespace {

std::vector<Value> evalReshape(OpCall& call) {
  // The result shape is the declared one, a `?` dimension included.
  return {Value(shape_ops::reshape(call, call.tensor(0), call.resultType(0).shape))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.reshape",
           .eval = evalReshape,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::FirstInOrder),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
