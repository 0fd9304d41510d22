// spec: Ops > reduce
//
// Reduction order (implementation-defined): for each result index, a
// sequential fold from init_values_converted over the input slice in
// row-major order of its index (reduction::Fold); except that a body of
// float or complex adds (reduction::isAddBody) sums exactly, init value
// included once, and rounds once (--accumulation=exact, the default).
#include "interpreter/kernels/reduction.h"
#include "interpreter/perturb.h"
#include "interpreter/kernels/result_shape.h"

namespace hloref {
namespace {

// results[i][j] = the exact sum of init_values_converted[i] and
// input_slices_converted[i] at result index j, rounded once to Ei, for a
// float or complex Ei (when `exact`; else result holds the fold's sums).
// Complex parts are summed separately. With annotations on, result i gets
// the bound reduction::sumBound per element (complex: the larger of its
// parts').
void sumExactly(const OpCall& call, const Tensor& input, const Tensor& init, size_t i, Tensor& result,
                reduction::Odometer& resultWalk, reduction::Odometer& sliceWalk, bool exact) {
  const ElementType E = result.elementType();
  const bool complex = isComplex(E);
  const int parts = complex ? 2 : 1;
  const int64_t count = input.numElements();
  // The values, as doubles (complex: real and imaginary interleaved).
  if (count > memoryBudget() / (8 * parts))
    call.fail("needs a working buffer of " + std::to_string(count) + " values, which exceeds the memory budget");
  std::vector<double> values(static_cast<size_t>(count * parts));
  double initParts[2];
  if (complex) {
    loadComplex(input, 0, std::span<std::complex<double>>(reinterpret_cast<std::complex<double>*>(values.data()),
                                                          static_cast<size_t>(count)));
    std::complex<double> c = init.complexValue(0);
    initParts[0] = c.real();
    initParts[1] = c.imag();
  } else {
    loadFloats(input, 0, values);
    initParts[0] = init.floatValue(0);
  }
  const bool fast = fastPathApplies(E, E);
  const bool annotating = call.annotating();
  const std::vector<double>* inputBound = annotating ? reduction::operandErrorBound(call, i) : nullptr;
  const std::vector<double>* initBound = annotating ? reduction::operandErrorBound(call, call.operands.size() / 2 + i)
                                                    : nullptr;
  std::vector<double> bounds;
  std::vector<double> rounded(static_cast<size_t>(parts));
  ExactSum accumulator;
  int64_t resultOffset = 0;
  resultWalk.run(0, [&](int64_t sliceBase) {
    if (exact) {
      for (int part = 0; part < parts; ++part) {
        rounded[part] = openOrderSum(call, accumulator, complexPartType(E), fast, [&](auto&& add) {
          add(initParts[part]);
          sliceWalk.run(sliceBase, [&](int64_t offset) { add(values[offset * parts + part]); });
        });
      }
      if (complex) result.setComplexValue(resultOffset, {rounded[0], rounded[1]});
      else result.setFloatValue(resultOffset, rounded[0]);
    } else if (annotating) {
      if (complex) {
        rounded[0] = result.complexValue(resultOffset).real();
        rounded[1] = result.complexValue(resultOffset).imag();
      } else {
        rounded[0] = result.floatValue(resultOffset);
      }
    }
    if (annotating) {
      double bound = 0;
      for (int part = 0; part < parts; ++part) {
        double magnitude = std::fabs(initParts[part]), propagated = initBound ? (*initBound)[0] : 0.0;
        double finite = reduction::finiteMagnitude(initParts[part]);
        int64_t terms = 1;
        sliceWalk.run(sliceBase, [&](int64_t offset) {
          magnitude += std::fabs(values[offset * parts + part]);
          finite += reduction::finiteMagnitude(values[offset * parts + part]);
          if (inputBound) propagated += (*inputBound)[offset];
          ++terms;
        });
        bound = std::max(bound, reduction::sumBound(call, E, terms, magnitude, finite, rounded[part], propagated));
      }
      bounds.push_back(bound);
    }
    ++resultOffset;
  });
  if (annotating) call.setErrorBound(i, std::move(bounds));
}

// A maximum or minimum body: result i's bound is the largest bound among
// its slice's elements and the init value.
void selectionBounds(const OpCall& call, size_t i, reduction::Odometer& resultWalk, reduction::Odometer& sliceWalk) {
  const std::vector<double>* inputBound = reduction::operandErrorBound(call, i);
  const std::vector<double>* initBound = reduction::operandErrorBound(call, call.operands.size() / 2 + i);
  const double initError = initBound ? (*initBound)[0] : 0.0;
  std::vector<double> bounds;
  resultWalk.run(0, [&](int64_t sliceBase) {
    bounds.push_back(reduction::selectionBound(inputBound, initError,
                                               [&](auto&& visit) { sliceWalk.run(sliceBase, visit); }));
  });
  call.setErrorBound(i, std::move(bounds));
}

// A multiply body: result i's bound is reduction::ProductBound's over its
// slice, the init value first.
void productBounds(const OpCall& call, size_t i, const Tensor& input, const Tensor& init, const Tensor& result,
                   reduction::Odometer& resultWalk, reduction::Odometer& sliceWalk) {
  const std::vector<double>* inputBound = reduction::operandErrorBound(call, i);
  const std::vector<double>* initBound = reduction::operandErrorBound(call, call.operands.size() / 2 + i);
  const ElementType E = result.elementType();
  std::vector<double> bounds;
  int64_t resultOffset = 0;
  resultWalk.run(0, [&](int64_t sliceBase) {
    reduction::ProductBound product(call, E);
    product.add(init.floatValue(0), initBound ? (*initBound)[0] : 0.0);
    sliceWalk.run(sliceBase, [&](int64_t offset) {
      product.add(input.floatValue(offset), inputBound ? (*inputBound)[offset] : 0.0);
    });
    bounds.push_back(product.finish(result.floatValue(resultOffset++)));
  });
  call.setErrorBound(i, std::move(bounds));
}

std::vector<Value> evalReduce(OpCall& call) {
  // (C3) 0 < size(inputs) = size(init_values) = size(results) = N.
  const size_t N = call.operands.size() / 2;
  std::vector<const Tensor*> inputs(N), init_values(N);
  for (size_t i = 0; i < N; ++i) {
    inputs[i] = &call.tensor(i);
    init_values[i] = &call.tensor(N + i);
    // The checker accepts, with a warning, the upstream extension of
    // init_values shaped like the results; hloref does not run it.
    if (init_values[i]->rank() != 0)
      call.unsupportedHere("with init_values[" + std::to_string(i) + "] of type " +
                           tensorTypeString(init_values[i]->type()) + " (the spec's init_values are 0-dimensional)");
  }
  const std::vector<int64_t> dimensions = call.intListAttr("dimensions");
  const Shape& inputShape = inputs[0]->shape();
  const int64_t rank = inputs[0]->rank();
  // (C1) same(shape(inputs...)), for `?` dimensions.
  for (size_t i = 1; i < N; ++i)
    if (inputs[i]->shape() != inputShape)
      call.violation("C1", "shape(inputs[0]) = " + notation::shapeText(inputShape) + ", shape(inputs[" +
                               std::to_string(i) + "]) = " + notation::shapeText(inputs[i]->shape()));
  // (C6) body: (tensor<E0>, ..., tensor<EN-1>, ...) -> (tensor<E0>, ...).
  std::vector<TensorType> inputTypes(N);
  for (size_t i = 0; i < N; ++i) inputTypes[i] = reduction::scalarType(inputs[i]->type());
  const std::vector<TensorType> E = reduction::bodyTypes(call, 0, inputTypes);

  // (C7) shape(results...) = shape(inputs...) without the dimensions.
  std::vector<bool> reduced(static_cast<size_t>(rank), false);
  for (int64_t d : dimensions) reduced[d] = true;
  Shape resultShape;
  std::vector<int64_t> inputStrides = stridesOf(inputShape);
  std::vector<int64_t> keptStrides, reducedShape, reducedStrides;
  for (int64_t d = 0; d < rank; ++d) {
    if (reduced[d]) {
      reducedShape.push_back(inputShape[d]);
      reducedStrides.push_back(inputStrides[d]);
    } else {
      resultShape.push_back(inputShape[d]);
      keptStrides.push_back(inputStrides[d]);
    }
  }
  std::vector<Tensor> results;
  for (size_t i = 0; i < N; ++i)
    results.push_back(newResultOfShape(call, i, resultShape, "C7", "results[" + std::to_string(i) + "]",
                                       "dim(inputs..., d) for d not in dimensions"));

  // input_slices_converted and init_values_converted.
  std::vector<Tensor> inputs_converted, init_values_converted;
  std::vector<const std::byte*> inputBytes(N);
  std::vector<int64_t> width(N);
  for (size_t i = 0; i < N; ++i) {
    inputs_converted.push_back(toDestinationType(*inputs[i], E[i]));
    init_values_converted.push_back(toDestinationType(*init_values[i], E[i]));
    inputBytes[i] = inputs_converted[i].bytes();
    width[i] = storageBytes(E[i].elementType);
  }
  reduction::Odometer resultWalk(resultShape, keptStrides);
  reduction::Odometer sliceWalk(reducedShape, reducedStrides);

  const bool addBody = reduction::isAddBody(call, 0, N);
  if (addBody && reduction::exactAccumulation(call)) {
    for (size_t i = 0; i < N; ++i)
      sumExactly(call, inputs_converted[i], init_values_converted[i], i, results[i], resultWalk, sliceWalk, true);
    std::vector<Value> out;
    for (Tensor& r : results) out.emplace_back(std::move(r));
    return out;
  }

  // results...[j0, ..., jR-1] = reduce(input_slices_converted), where the
  // slice of result index j walks the reduced dimensions from the offset of
  // j in the inputs.
  reduction::Fold fold(call, 0, E, init_values_converted);
  std::vector<const std::byte*> elements(N);
  int64_t resultOffset = 0;
  resultWalk.run(0, [&](int64_t sliceBase) {
    fold.begin();
    sliceWalk.run(sliceBase, [&](int64_t offset) {
      for (size_t i = 0; i < N; ++i) elements[i] = inputBytes[i] + offset * width[i];
      fold.step(elements);
    });
    fold.store(results, resultOffset++);
  });
  // Sequential sums of an add body: their golden bounds.
  if (addBody && call.annotating())
    for (size_t i = 0; i < N; ++i)
      sumExactly(call, inputs_converted[i], init_values_converted[i], i, results[i], resultWalk, sliceWalk, false);
  if (call.annotating() && reduction::isSelectionBody(call, 0, N))
    for (size_t i = 0; i < N; ++i) selectionBounds(call, i, resultWalk, sliceWalk);
  if (call.annotating() && reduction::isMultiplyBody(call, 0, N))
    for (size_t i = 0; i < N; ++i)
      productBounds(call, i, inputs_converted[i], init_values_converted[i], results[i], resultWalk, sliceWalk);

  std::vector<Value> out;
  for (Tensor& r : results) out.emplace_back(std::move(r));
  return out;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.reduce",
           .eval = evalReduce,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
