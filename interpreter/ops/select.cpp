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
  // (I1) pred is a tensor of i1.
  if (pred.elementType() != ElementType::I1)
    call.fail("requires pred of element type i1, got " + tensorTypeString(pred.type()));
  // (C1) rank(pred) = 0 or shape(pred) = shape(on_true).
  if (pred.rank() != 0 && pred.shape() != on_true.shape())
    call.fail("requires pred to be a scalar or of on_true's shape, got " + tensorTypeString(pred.type()) +
              " and " + tensorTypeString(on_true.type()));
  // (C2) baseline_type(on_true) = baseline_type(on_false) = baseline_type(result).
  Tensor result = sameTypeResult(call, {1, 2});

  // result[result_index] = pred_element ? on_true[result_index] : on_false[result_index],
  // pred_element being pred[] when pred is a scalar.
  bool predSplat = pred.rank() == 0;
  switch (storageBytes(result.elementType())) {
    case 1: selectElements<1>(pred, predSplat, on_true, on_false, result); break;
    case 2: selectElements<2>(pred, predSplat, on_true, on_false, result); break;
    case 4: selectElements<4>(pred, predSplat, on_true, on_false, result); break;
    case 8: selectElements<8>(pred, predSplat, on_true, on_false, result); break;
    case 16: selectElements<16>(pred, predSplat, on_true, on_false, result); break;
    default: call.fail("internal: unexpected storage width");
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
