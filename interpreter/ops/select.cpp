// spec: Ops > select
#include "interpreter/kernels/elementwise.h"

namespace hloref {
namespace {

using namespace elementwise;

// A storage unit of `Bytes` bytes; elements move as raw storage, so every
// element type (NaN payloads included) is selected bit for bit.
template <size_t Bytes>
struct Unit {
  std::byte b[Bytes];
};

template <size_t Bytes>
void selectElements(const Tensor& pred, bool predSplat, const Tensor& onTrue, const Tensor& onFalse,
                    Tensor& result) {
  using U = Unit<Bytes>;
  const U* t = reinterpret_cast<const U*>(onTrue.bytes());
  const U* f = reinterpret_cast<const U*>(onFalse.bytes());
  U* r = reinterpret_cast<U*>(result.bytes());
  std::array<uint64_t, kChunk> p;
  if (predSplat) p.fill(pred.intBits(0));
  for (int64_t begin = 0; begin < result.numElements(); begin += kChunk) {
    size_t n = static_cast<size_t>(std::min(kChunk, result.numElements() - begin));
    if (!predSplat) loadInts(pred, begin, std::span<uint64_t>(p.data(), n));
    for (size_t i = 0; i < n; ++i) r[begin + i] = p[i] != 0 ? t[begin + i] : f[begin + i];
  }
}

std::vector<Value> evalSelect(OpCall& call) {
  const Tensor& pred = operandTensor(call, 0);
  const Tensor& on_true = operandTensor(call, 1);
  const Tensor& on_false = operandTensor(call, 2);
  // (C1) rank(pred) = 0 or shape(pred) = shape(on_true); (C2) on_true and
  // on_false have one shape.
  if (pred.rank() != 0) requireSameShape(call, "C1", 0, "pred", 1, "on_true");
  requireSameShape(call, "C2", 1, "on_true", 2, "on_false");
  Tensor result = call.newResult(0, on_true.shape());

  // result[result_index] = pred_element ? on_true[result_index] : on_false[result_index],
  // pred_element being pred[] when pred is a scalar.
  bool predSplat = pred.rank() == 0;
  switch (storageBytes(result.elementType())) {
    case 1: selectElements<1>(pred, predSplat, on_true, on_false, result); break;
    case 2: selectElements<2>(pred, predSplat, on_true, on_false, result); break;
    case 4: selectElements<4>(pred, predSplat, on_true, on_false, result); break;
    case 8: selectElements<8>(pred, predSplat, on_true, on_false, result); break;
    case 16: selectElements<16>(pred, predSplat, on_true, on_false, result); break;
    default: call.unreachable("has an element type of " + std::to_string(storageBytes(result.elementType())) + " bytes");
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.select",
           .eval = evalSelect,
           .quantized = Quantized::DequantizeSelectQuantize,
           .annotation = annotation::moves(Annotation::Data::SelectBranches),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::Select});

}  // namespace hloref
