// spec: Ops > reduce
//
// Reduction order (implementation-defined): for each result index, a
// sequential fold from init_values_converted over the input slice in
// row-major order of its index (reduction::Fold).
#include "interpreter/ops/reduction.h"

namespace hloref {
namespace {

using reduction::listString;

std::vector<Value> evalReduce(OpCall& call) {
  // (C3) 0 < size(inputs) = size(init_values) = size(results) = N.
  const size_t operandCount = call.operands.size();
  const size_t N = operandCount / 2;
  if (operandCount % 2 != 0 || N == 0 || call.op.results.size() != N)
    call.fail("has " + std::to_string(operandCount) + " operands and " + std::to_string(call.op.results.size()) +
              " results; it needs N inputs, N init_values and N results with N > 0");
  std::vector<const Tensor*> inputs(N), init_values(N);
  for (size_t i = 0; i < N; ++i) {
    inputs[i] = &call.tensor(i);
    init_values[i] = &call.tensor(N + i);
    reduction::rejectQuantized(call, inputs[i]->type());
    reduction::rejectQuantized(call, init_values[i]->type());
    reduction::rejectQuantized(call, call.resultType(i));
  }
  std::vector<int64_t> dimensions = call.intListAttr("dimensions");
  const Shape& inputShape = inputs[0]->shape();
  const int64_t rank = inputs[0]->rank();

  std::vector<ElementType> inputTypes(N);
  for (size_t i = 0; i < N; ++i) {
    // (C1) same(shape(inputs...)).
    if (inputs[i]->shape() != inputShape)
      call.fail("has inputs of types " + tensorTypeString(inputs[0]->type()) + " and " +
                tensorTypeString(inputs[i]->type()) + "; their shapes must be the same");
    // (C2) element_type(inputs...) = element_type(init_values...).
    if (init_values[i]->elementType() != inputs[i]->elementType())
      call.fail("has input #" + std::to_string(i) + " of type " + tensorTypeString(inputs[i]->type()) +
                " and init_value of type " + tensorTypeString(init_values[i]->type()) +
                "; the element types must be the same");
    if (init_values[i]->rank() != 0)
      call.fail("has init_value #" + std::to_string(i) + " of type " + tensorTypeString(init_values[i]->type()) +
                "; it must be 0-dimensional");
    inputTypes[i] = inputs[i]->elementType();
  }
  // (C4) 0 <= dimensions < rank(inputs[0]); (C5) is_unique(dimensions).
  std::vector<bool> reduced(static_cast<size_t>(rank), false);
  for (int64_t d : dimensions) {
    if (d < 0 || d >= rank)
      call.fail("has dimensions = " + listString(dimensions) + " for inputs of rank " + std::to_string(rank) +
                "; each must lie in [0, " + std::to_string(rank) + ")");
    if (reduced[d]) call.fail("has dimensions = " + listString(dimensions) + "; they must be unique");
    reduced[d] = true;
  }
  // (C6) the body's type; (C8) element_type(results[i]) = Ei.
  std::vector<ElementType> E = reduction::bodyElementTypes(call, 0, inputTypes, "body");
  for (size_t i = 0; i < N; ++i)
    if (call.resultType(i).elementType != E[i])
      call.fail("declares result #" + std::to_string(i) + " of type " + tensorTypeString(call.resultType(i)) +
                " but its body computes " + std::string(elementTypeName(E[i])));

  // (C7) shape(results...) = shape(inputs...) without the dimensions.
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
  for (size_t i = 0; i < N; ++i) results.push_back(call.newResult(i, resultShape));

  // input_slices_converted and init_values_converted.
  std::vector<Tensor> inputs_converted, init_values_converted;
  std::vector<const std::byte*> inputBytes(N);
  std::vector<int64_t> width(N);
  for (size_t i = 0; i < N; ++i) {
    inputs_converted.push_back(reduction::toDestinationType(*inputs[i], E[i]));
    init_values_converted.push_back(reduction::toDestinationType(*init_values[i], E[i]));
    inputBytes[i] = inputs_converted[i].bytes();
    width[i] = storageBytes(E[i]);
  }

  // results...[j0, ..., jR-1] = reduce(input_slices_converted), where the
  // slice of result index j walks the reduced dimensions from the offset of
  // j in the inputs.
  reduction::Fold fold(call, 0, E, init_values_converted);
  reduction::Odometer resultWalk(resultShape, keptStrides);
  reduction::Odometer sliceWalk(reducedShape, reducedStrides);
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

  std::vector<Value> out;
  for (Tensor& r : results) out.emplace_back(std::move(r));
  return out;
}

}  // namespace

HLOREF_OP("stablehlo.reduce", evalReduce);

}  // namespace hloref
