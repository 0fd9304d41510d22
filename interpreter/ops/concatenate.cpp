// spec: Ops > concatenate
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

std::vector<Value> evalConcatenate(OpCall& call) {
  const int64_t dimension = call.intAttr("dimension");
  std::vector<const Tensor*> inputs;
  for (size_t k = 0; k < call.operands.size(); ++k) inputs.push_back(&call.tensor(k));
  const Tensor& input0 = *inputs[0];
  // (C6) shape(result) = shape(inputs[0]) except dim(result, dimension) is
  // the sum of dim(inputs..., dimension). (C2) makes the inputs agree
  // everywhere else: decided by the checker unless a dimension is `?`.
  Shape shape = input0.shape();
  shape[dimension] = 0;
  for (size_t k = 0; k < inputs.size(); ++k) {
    const Tensor& input = *inputs[k];
    for (int64_t d = 0; d < input0.rank(); ++d)
      if (d != dimension && input.shape()[d] != input0.shape()[d])
        call.violation("C2", "shape(inputs[0]) = " + notation::shapeText(input0.shape()) + ", shape(inputs[" +
                                 std::to_string(k) + "]) = " + notation::shapeText(input.shape()));
    auto sum = index_walk::checkedAdd(shape[dimension], input.shape()[dimension]);
    if (!sum) call.fail("has a result dimension " + std::to_string(dimension) + " that overflows");
    shape[dimension] = *sum;
  }
  Tensor result = call.newResult(0, shape);

  // result[i0, ..., id, ..., iR-1] = inputs[k][i0, ..., kd, ..., iR-1] with
  // id = d0 + ... + dk-1 + kd: input k is written into the block of the
  // result that starts at offset d0 + ... + dk-1 along `dimension`.
  const int width = storageBytes(result.elementType());
  std::vector<int64_t> resultStrides = stridesOf(shape);
  int64_t offset = 0;  // d0 + ... + dk-1
  for (const Tensor* input : inputs) {
    if (input->numElements() != 0)
      index_walk::copyStrided(result.bytes(), input->bytes(), width, input->shape(),
                              offset * resultStrides[dimension], resultStrides, 0, stridesOf(input->shape()));
    offset += input->shape()[dimension];
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.concatenate",
           .eval = evalConcatenate,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::All),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
