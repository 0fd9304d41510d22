// spec: Ops > map
#include <cstring>

#include "interpreter/evaluator.h"
#include "interpreter/control_flow.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

using control_flow::typeListString;
using control_flow::typesCompatible;
using index_walk::listString;

// tensor<E>: a 0-dimensional tensor of the element type of `t`
// (quantization included).
TensorType scalarTypeOf(const TensorType& t) {
  TensorType s;
  s.elementType = t.elementType;
  s.quant = t.quant;
  return s;
}

std::vector<Value> evalMap(OpCall& call) {
  // (C2) 0 < size(inputs) = N.
  const size_t N = call.operands.size();
  if (N == 0) call.fail("has no inputs (C2)");
  std::vector<const Tensor*> inputs;
  for (size_t i = 0; i < N; ++i) {
    inputs.push_back(&call.tensor(i));
    // (I1) tensors or per-tensor quantized tensors.
    const TensorType& t = inputs.back()->type();
    if (t.isQuantized() && t.quant->quantizationDimension)
      call.fail("has inputs[" + std::to_string(i) + "] of per-axis quantized type " + tensorTypeString(t) +
                "; map takes tensors or per-tensor quantized tensors");
  }
  std::vector<int64_t> dimensions = call.intListAttr("dimensions");
  if (call.op.regions.size() != 1)
    call.fail("has " + std::to_string(call.op.regions.size()) + " regions; it takes one computation");
  const Region& computation = call.op.regions[0];

  // (C3) dimensions = range(rank(inputs[0])).
  const int64_t rank = inputs[0]->rank();
  bool isRange = static_cast<int64_t>(dimensions.size()) == rank;
  for (int64_t d = 0; isRange && d < rank; ++d) isRange = dimensions[d] == d;
  if (!isRange)
    call.fail("has dimensions = " + listString(dimensions) + " for inputs of rank " + std::to_string(rank) +
              "; it must be range(rank(inputs[0])) (C3)");
  // (C1) shape(inputs...) = shape(result).
  const Shape& shape = inputs[0]->shape();
  for (size_t i = 1; i < N; ++i)
    if (inputs[i]->shape() != shape)
      call.fail("has inputs[" + std::to_string(i) + "] of type " + tensorTypeString(inputs[i]->type()) +
                " and inputs[0] of type " + tensorTypeString(inputs[0]->type()) + "; shapes must agree (C1)");
  Tensor result = call.newResult(0, shape);

  // (C4) computation has type (tensor<E0>, ..., tensor<EN-1>) -> tensor<E'>
  // where Ei = element_type(inputs[i]) and E' = element_type(result).
  std::vector<Type> argumentTypes;
  for (const Tensor* input : inputs) argumentTypes.push_back(Type::tensor(scalarTypeOf(input->type())));
  const std::vector<Type> resultTypes = {Type::tensor(scalarTypeOf(result.type()))};
  std::span<const Type> declaredInputs = control_flow::inputTypes(computation);
  std::span<const Type> declaredOutputs = control_flow::outputTypes(call, computation, "computation");
  if (!typesCompatible(declaredInputs, argumentTypes) || !typesCompatible(declaredOutputs, resultTypes))
    call.fail("has computation of type " + typeListString(declaredInputs) + " -> " +
              typeListString(declaredOutputs) + " but inputs and result need " + typeListString(argumentTypes) +
              " -> " + typeListString(resultTypes) + " (C4)");

  // result[result_index] = computation(inputs...[result_index]). All shapes
  // agree, so result_index walks the same row-major position in every
  // tensor. The 0-dimensional arguments are allocated once and refilled per
  // element: each result is copied out before the next element is loaded.
  std::vector<Tensor> scalars;
  std::vector<Value> args;
  std::vector<int> widths;
  for (size_t i = 0; i < N; ++i) {
    scalars.emplace_back(scalarTypeOf(inputs[i]->type()));
    args.emplace_back(scalars.back());
    widths.push_back(storageBytes(inputs[i]->elementType()));
  }
  const int resultWidth = storageBytes(result.elementType());
  const int64_t count = result.numElements();
  for (int64_t k = 0; k < count; ++k) {
    for (size_t i = 0; i < N; ++i)
      std::memcpy(scalars[i].bytes(), inputs[i]->bytes() + k * widths[i], static_cast<size_t>(widths[i]));
    std::vector<Value> value = call.runRegion(0, args);
    if (!control_flow::valuesHaveTypes(value, resultTypes))
      call.fail("has computation returning values of type " + control_flow::valueTypesString(value) +
                " but result elements of type " + typeListString(resultTypes) + " (C4)");
    std::memcpy(result.bytes() + k * resultWidth, value[0].tensor().bytes(), static_cast<size_t>(resultWidth));
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.map",
           .eval = evalMap,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
