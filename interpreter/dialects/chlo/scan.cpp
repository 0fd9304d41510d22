// chlo.scan (ChloOps.td: CHLO_ScanOp; spec/chlo/scan.yaml; XLA's Scan):
//   carries = inits
//   for i along `dimension` (from the end when is_reverse):
//     outs = body(inputs[0][.., i, ..], ..., carries...)
//     outputs[j][.., i, ..] = outs[j];  carries = outs[size(outputs):]
//   results = outputs ++ carries
// Each step counts against --max-steps.
#include <cstring>

#include "interpreter/dialects/chlo/chlo_ops.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

Shape dropDimension(Shape s, int64_t d) {
  s.erase(s.begin() + d);
  return s;
}

// The slice of `t` at `i` along `d`, or (when `into`) `slice` written there.
void copySlice(const Tensor& from, Tensor& to, int64_t d, int64_t i, bool into) {
  const Tensor& full = into ? to : from;
  const std::vector<int64_t> strides = stridesOf(full.shape());
  std::vector<int64_t> fullStrides = dropDimension(strides, d);
  const Shape sliceShape = dropDimension(full.shape(), d);
  const std::vector<int64_t> sliceStrides = stridesOf(sliceShape);
  const int width = storageBytes(full.elementType());
  if (into)
    index_walk::copyStrided(to.bytes(), from.bytes(), width, sliceShape, i * strides[d], fullStrides, 0, sliceStrides);
  else
    index_walk::copyStrided(to.bytes(), from.bytes(), width, sliceShape, 0, sliceStrides, i * strides[d], fullStrides);
}

std::vector<Value> evalScan(OpCall& call) {
  const std::vector<int64_t> operandSegments = call.intListAttr("operandSegmentSizes");
  const std::vector<int64_t> resultSegments = call.intListAttr("resultSegmentSizes");
  const size_t numInputs = static_cast<size_t>(operandSegments[0]), numInits = static_cast<size_t>(operandSegments[1]);
  const size_t numOutputs = static_cast<size_t>(resultSegments[0]);
  const int64_t dimension = call.intAttr("dimension");
  const Attribute* reverse = call.optionalAttr("is_reverse");
  const bool isReverse = reverse && reverse->boolValue;
  int64_t n = call.optionalAttr("scan_dim_size") ? call.intAttr("scan_dim_size") : 0;
  for (size_t k = 0; k < numInputs; ++k) {
    const int64_t size = call.tensor(k).shape()[dimension];
    if (k > 0 || call.optionalAttr("scan_dim_size")) {
      if (size != n) call.violation("C2", "dim(inputs..., dimension) = " + std::to_string(size) + ", expected " + std::to_string(n));
    }
    n = size;
  }
  std::vector<Value> carries(call.operands.begin() + static_cast<int64_t>(numInputs), call.operands.end());
  std::vector<Tensor> outputs;
  std::vector<Value> args(numInputs + numInits), outs;
  std::vector<Tensor> slices;
  for (size_t k = 0; k < numInputs; ++k) {
    TensorType t = call.tensor(k).type();
    t.shape = dropDimension(t.shape, dimension);
    t.bounds.clear();
    slices.emplace_back(t);
  }
  for (int64_t step = 0; step < n; ++step) {
    call.evaluator.countStep(call.op.loc);
    const int64_t i = isReverse ? n - 1 - step : step;
    for (size_t k = 0; k < numInputs; ++k) {
      Tensor slice(slices[k].type());
      copySlice(call.tensor(k), slice, dimension, i, false);
      args[k] = Value(std::move(slice));
    }
    for (size_t k = 0; k < numInits; ++k) args[numInputs + k] = carries[k];
    call.runRegion(0, args, outs);
    for (size_t j = 0; j < numOutputs; ++j) {
      const Tensor& piece = outs[j].tensor();
      if (outputs.size() <= j) {
        Shape shape = piece.shape();
        shape.insert(shape.begin() + dimension, n);
        outputs.push_back(call.newResult(j, shape));
      }
      copySlice(piece, outputs[j], dimension, i, true);
    }
    for (size_t k = 0; k < numInits; ++k) carries[k] = outs[numOutputs + k];
  }
  std::vector<Value> results;
  for (size_t j = 0; j < numOutputs; ++j)
    results.push_back(j < outputs.size() ? Value(std::move(outputs[j])) : Value(call.newResult(j)));
  for (Value& c : carries) results.push_back(std::move(c));
  return results;
}

}  // namespace

// The body decides every value: annotations of its results are not traced
// through the loop (marks of the operands mark everything; bounds unknown).
HLOREF_OP({.name = "chlo.scan",
           .eval = evalScan,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
