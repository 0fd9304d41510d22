// spec: Ops > pad
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/shape_ops.h"

namespace hloref {

// Also the semantics of dynamic_pad (dynamic_pad.cpp), which passes its
// operands' values as the three lists.
Tensor shape_ops::pad(const OpCall& call, const Tensor& operand, const Tensor& padding_value,
                      const std::vector<int64_t>& edge_padding_low, const std::vector<int64_t>& edge_padding_high,
                      const std::vector<int64_t>& interior_padding) {
  using int128 = __int128;
  const int64_t rank = operand.rank();
  // (C4) shape(result) = shape(operand) + edge_padding_low +
  // max(shape(operand) - 1, 0) * interior_padding + edge_padding_high.
  // Computed in 128 bits: the paddings are arbitrary 64-bit values. The
  // checker decides it unless a size of the operand is `?` or the paddings
  // are operand values (dynamic_pad).
  Shape shape(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    int64_t n = operand.shape()[d];
    int128 size = int128(n) + edge_padding_low[d] + int128(n > 0 ? n - 1 : 0) * interior_padding[d] +
                  edge_padding_high[d];
    if (size < 0 || size > int128(INT64_MAX))
      call.violation("C4", "dim(operand, " + std::to_string(d) + ") = " + std::to_string(n) +
                               ", edge_padding_low = " + notation::listText(edge_padding_low) +
                               ", interior_padding = " + notation::listText(interior_padding) +
                               ", edge_padding_high = " + notation::listText(edge_padding_high) + " give dim(result, " +
                               std::to_string(d) + ") " + (size < 0 ? "< 0" : ">= 2^63"));
    shape[d] = static_cast<int64_t>(size);
  }
  Tensor result = shape_ops::newResultFitting(call, 0, shape);
  if (result.numElements() == 0) return result;

  // result[result_index] is padding_value, except where
  // result_index = edge_padding_low + operand_index * (interior_padding + 1),
  // where it is operand[operand_index].
  const int width = storageBytes(result.elementType());
  index_walk::fillElements(result.bytes(), result.numElements(), padding_value.bytes(), width);

  // Negative edge padding removes elements: along each dimension, copy only
  // the operand indices i whose position low + i * (interior + 1) lies in
  // [0, dim(result, d)).
  std::vector<int64_t> resultStrides = stridesOf(shape);
  std::vector<int64_t> operandStrides = stridesOf(operand.shape());
  Shape copied(static_cast<size_t>(rank));
  std::vector<int64_t> writeStrides(static_cast<size_t>(rank));
  int64_t readStart = 0, writeStart = 0;
  for (int64_t d = 0; d < rank; ++d) {
    int128 low = edge_padding_low[d];
    int128 step = int128(interior_padding[d]) + 1;
    int128 first = low >= 0 ? 0 : (-low + step - 1) / step;                      // first i with position >= 0
    int128 last = shape[d] - 1 - low < 0 ? -1 : (shape[d] - 1 - low) / step;   // last i with position < dim
    if (last > operand.shape()[d] - 1) last = operand.shape()[d] - 1;
    if (last < first) return result;  // nothing of the operand survives
    copied[d] = static_cast<int64_t>(last - first + 1);
    readStart += static_cast<int64_t>(first) * operandStrides[d];
    // Positions lie in [0, dim(result, d)), so these products fit.
    writeStart += static_cast<int64_t>(low + first * step) * resultStrides[d];
    writeStrides[d] = copied[d] == 1 ? 0 : static_cast<int64_t>(step) * resultStrides[d];
  }
  index_walk::copyStrided(result.bytes(), operand.bytes(), width, copied, writeStart, writeStrides, readStart,
                          operandStrides);
  return result;
}

namespace {

std::vector<Value> evalPad(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& padding_value = call.tensor(1);
  std::vector<int64_t> edge_padding_low = call.intListAttr("edge_padding_low");
  std::vector<int64_t> edge_padding_high = call.intListAttr("edge_padding_high");
  std::vector<int64_t> interior_padding = call.intListAttr("interior_padding");
  return {Value(shape_ops::pad(call, operand, padding_value, edge_padding_low, edge_padding_high,
                               interior_padding))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.pad",
           .eval = evalPad,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::FirstTwo),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
