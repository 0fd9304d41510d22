// xla.topk (the Persian seed's TopK(operand, k, largest)): along the last
// dimension, the k largest (or smallest) elements in order and their
// indices; of equal elements the lower index comes first. Floats are
// ordered as XLA's TopK comparator orders them: by the total order
// (-NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN), the order its
// comparator computes on the bits.
#include <algorithm>
#include <cstring>
#include <numeric>

#include "core/float_format.h"
#include "interpreter/evaluator.h"

namespace hloref::xla {
namespace {

// A key whose integer order is the element's total order.
int64_t totalOrderKey(const Tensor& t, int64_t i) {
  ElementType et = t.elementType();
  if (!isFloat(et)) return t.intValue(i);
  const FloatFormat& f = floatFormat(et);
  uint64_t bits = t.floatBits(i);
  if (!f.hasSign) return static_cast<int64_t>(bits);
  const uint64_t sign = uint64_t{1} << (f.totalBits() - 1);
  return bits & sign ? -static_cast<int64_t>(bits & ~sign) - 1 : static_cast<int64_t>(bits);
}

std::vector<Value> evalTopK(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const int64_t k = call.intAttr("k");
  const bool largest = call.attr("largest").boolValue;
  if (operand.rank() < 1) call.fail("needs an operand of rank >= 1");
  if (isComplex(operand.elementType())) call.unsupportedHere("on complex elements (they have no order)");
  if (call.resultType(0).elementType != operand.elementType() || !isInteger(call.resultType(1).elementType))
    call.fail("returns values of the operand's element type and integer indices");
  const int64_t n = operand.shape().back();
  if (k < 0 || k > n) call.fail("has k = " + std::to_string(k) + " outside [0, " + std::to_string(n) + "]");
  Shape shape = operand.shape();
  shape.back() = k;
  Tensor values = call.newResult(0, shape);
  Tensor indices = call.newResult(1, shape);
  const int64_t rows = n == 0 ? 0 : operand.numElements() / n;
  const int64_t width = storageBytes(operand.elementType());
  std::vector<int64_t> keys(static_cast<size_t>(n)), order(static_cast<size_t>(n));
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t j = 0; j < n; ++j) keys[static_cast<size_t>(j)] = totalOrderKey(operand, r * n + j);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return largest ? keys[static_cast<size_t>(a)] > keys[static_cast<size_t>(b)]
                     : keys[static_cast<size_t>(a)] < keys[static_cast<size_t>(b)];
    });
    for (int64_t j = 0; j < k; ++j) {
      int64_t from = order[static_cast<size_t>(j)];
      std::memcpy(values.bytes() + (r * k + j) * width, operand.bytes() + (r * n + from) * width, static_cast<size_t>(width));
      indices.setIntBits(r * k + j, static_cast<uint64_t>(from));
    }
  }
  return {Value(std::move(values)), Value(std::move(indices))};
}

}  // namespace

HLOREF_OP({.name = "xla.topk",
           .eval = evalTopK,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kSort,
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref::xla
