// chlo.top_k (ChloOps.td: CHLO_TopKOp; spec/chlo/top_k.yaml): along the last
// dimension, the k largest elements in decreasing order and their indices.
//
// Order: floats by IEEE-754 totalOrder, the order of CHLO's lowering to a
// sort with a `compare GT ..., TOTALORDER` comparator (XLA's TopK
// comparator), so NaNs come first (a positive NaN above +inf; a negative
// one below -inf) and +0 before -0; integers and booleans by value. Ties:
// with is_stable (the default) the lower index first, as CHLO defines it;
// without, CHLO leaves the order of equal elements implementation-defined:
// hloref returns them lowest index first too and, under annotation, marks
// the indices of tied elements (their values are equal, so the values are
// not marked).
#include <algorithm>
#include <cstring>

#include "interpreter/dialects/chlo/chlo_ops.h"
#include "spec/notation.h"

namespace hloref {
namespace {

std::vector<Value> evalTopK(OpCall& call) {
  const Tensor& operand = elementwise::operandTensor(call, 0);
  const int64_t k = call.intAttr("k");
  const Attribute* stable = call.optionalAttr("is_stable");
  const bool isStable = !stable || stable->boolValue;
  const ElementType e = operand.elementType();
  if (isComplex(e)) call.unsupportedHere("on complex element types");
  const Shape& shape = operand.shape();
  const int64_t n = shape.back();
  if (k < 0 || k > n) call.violation("C2", "k = " + std::to_string(k) + ", dim(operand, -1) = " + std::to_string(n));
  Shape resultShape(shape.begin(), shape.end() - 1);
  resultShape.push_back(k);
  Tensor values = call.newResult(0, resultShape);
  Tensor indices = call.newResult(1, resultShape);
  const int64_t rows = n == 0 ? 0 : operand.numElements() / n;
  const int width = storageBytes(e);
  const notation::TotalOrderKey floatKey = isFloat(e) ? notation::TotalOrderKey(e) : notation::TotalOrderKey();
  std::vector<__int128> keys(static_cast<size_t>(n));
  std::vector<int64_t> order(static_cast<size_t>(n));
  std::vector<uint64_t> raw(static_cast<size_t>(n));
  for (int64_t row = 0; row < rows; ++row) {
    const int64_t base = row * n;
    if (isFloat(e)) {
      for (int64_t i = 0; i < n; ++i) keys[i] = floatKey(operand.floatBits(base + i));
    } else {
      loadInts(operand, base, std::span<uint64_t>(raw.data(), raw.size()));
      for (int64_t i = 0; i < n; ++i)
        keys[i] = isSignedInteger(e) ? static_cast<__int128>(static_cast<int64_t>(raw[i])) : static_cast<__int128>(raw[i]);
    }
    for (int64_t i = 0; i < n; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return keys[a] > keys[b]; });
    for (int64_t j = 0; j < k; ++j) {
      std::memcpy(values.bytes() + (row * k + j) * width, operand.bytes() + (base + order[j]) * width,
                  static_cast<size_t>(width));
      indices.setIntBits(row * k + j, static_cast<uint64_t>(order[j]));
      if (!isStable && call.annotating()) {
        bool tied = (j > 0 && keys[order[j - 1]] == keys[order[j]]) ||
                    (j + 1 < n && keys[order[j + 1]] == keys[order[j]]);
        if (tied) call.markImplementationDefined(1, row * k + j);
      }
    }
  }
  return {std::move(values), std::move(indices)};
}

}  // namespace

// Values are operand elements; which ones depends on all of a row.
HLOREF_OP({.name = "chlo.top_k",
           .eval = evalTopK,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref
