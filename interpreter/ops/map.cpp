// spec: Ops > map
#include <cstring>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/result_shape.h"
#include "interpreter/scalar_region.h"

namespace hloref {
namespace {

// tensor<E>: a 0-dimensional tensor of the element type of `t`
// (quantization included).
TensorType scalarTypeOf(const TensorType& t) {
  TensorType s;
  s.elementType = t.elementType;
  s.quant = t.quant;
  return s;
}

std::vector<Value> evalMap(OpCall& call) {
  // (C2) 0 < size(inputs) = N; (C3) dimensions = range(rank(inputs[0])), so
  // the op applies computation element by element.
  const size_t N = call.operands.size();
  std::vector<const Tensor*> inputs;
  for (size_t i = 0; i < N; ++i) inputs.push_back(&call.tensor(i));
  // (C1) shape(inputs...) = shape(result), for `?` dimensions.
  const Shape& shape = inputs[0]->shape();
  for (size_t i = 1; i < N; ++i)
    if (inputs[i]->shape() != shape)
      call.violation("C1", "shape(inputs[0]) = " + notation::shapeText(shape) + ", shape(inputs[" + std::to_string(i) +
                               "]) = " + notation::shapeText(inputs[i]->shape()));
  Tensor result = newResultOfShape(call, 0, shape, "C1", "result", "shape(inputs...)");

  // result[result_index] = computation(inputs...[result_index]). All shapes
  // agree, so result_index walks the same row-major position in every
  // tensor. The computation runs on registers when it compiles
  // (interpreter/scalar_region.h); else its 0-dimensional arguments (C4:
  // tensor<Ei>) are allocated once and refilled per element: each result is
  // copied out before the next element is loaded.
  std::vector<int> widths;
  std::vector<ElementType> argumentTypes;
  bool quantized = result.type().isQuantized();
  for (size_t i = 0; i < N; ++i) {
    widths.push_back(storageBytes(inputs[i]->elementType()));
    argumentTypes.push_back(inputs[i]->elementType());
    quantized = quantized || inputs[i]->type().isQuantized();
  }
  const int resultWidth = storageBytes(result.elementType());
  const int64_t count = result.numElements();
  RegionCall registers(call, 0, argumentTypes);
  if (registers && !quantized && registers.numResults() == 1 && registers.resultType(0) == result.elementType()) {
    for (int64_t k = 0; k < count; ++k) {
      for (size_t i = 0; i < N; ++i) registers.loadArgument(i, inputs[i]->bytes() + k * widths[i]);
      registers.run();
      registers.storeResult(0, result.bytes() + k * resultWidth);
    }
    return {Value(std::move(result))};
  }
  std::vector<Tensor> scalars;
  std::vector<Value> args;
  for (size_t i = 0; i < N; ++i) {
    scalars.emplace_back(scalarTypeOf(inputs[i]->type()));
    args.emplace_back(scalars.back());
  }
  std::vector<Value> value;  // reused for every element
  for (int64_t k = 0; k < count; ++k) {
    for (size_t i = 0; i < N; ++i)
      std::memcpy(scalars[i].bytes(), inputs[i]->bytes() + k * widths[i], static_cast<size_t>(widths[i]));
    call.runRegion(0, args, value);
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
