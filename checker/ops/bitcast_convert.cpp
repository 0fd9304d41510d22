// spec: Ops > bitcast_convert.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkBitcastConvert(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kQuantizedTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor);
  if (!operand || !result) return;
  // C1: E, E' are the storage types of quantized tensors; elementType holds them.
  int64_t bits = bitWidth(operand->elementType);
  int64_t resultBits = bitWidth(result->elementType);
  int64_t R = operand->rank();
  bool ok;
  if (resultBits == bits) {
    ok = compatibleShapes(result->shape, operand->shape);
  } else if (resultBits < bits) {
    ok = result->rank() == R + 1;
    for (int64_t i = 0; ok && i < R; ++i) ok = compatibleDims(result->shape[i], operand->shape[i]);
    // dim(result, R) * num_bits(E') = num_bits(E): no size solves it unless
    // num_bits(E') divides num_bits(E), `?` or not (and no product is formed:
    // dimensions may be huge).
    if (ok) {
      int64_t last = result->shape[R];
      ok = bits % resultBits == 0 && (last == kDynamic || last == bits / resultBits);
    }
  } else {
    ok = R >= 1 && result->rank() == R - 1;
    for (int64_t i = 0; ok && i < R - 1; ++i) ok = compatibleDims(result->shape[i], operand->shape[i]);
    if (ok) {
      int64_t last = operand->shape[R - 1];
      ok = resultBits % bits == 0 && (last == kDynamic || last == resultBits / bits);
    }
  }
  c.require(ok, "C1", [&] {
    return "operand: " + typeText(*operand) + ", result: " + typeText(*result) + ", num_bits(E) = " + std::to_string(bits) +
           ", num_bits(E') = " + std::to_string(resultBits);
  });
  bool complexOperand = !operand->quant && isComplex(operand->elementType);
  bool complexResult = !result->quant && isComplex(result->elementType);
  c.require(complexOperand == complexResult, "C2",
            [&] { return "operand: " + typeText(*operand) + ", result: " + typeText(*result); });
}

HLOREF_CHECKER("stablehlo.bitcast_convert", checkBitcastConvert,
               {{"C1",
                 "Given E = is_quantized(operand) ? storage_type(operand) : element_type(operand), E' = "
                 "is_quantized(result) ? storage_type(result) : element_type(result), and R = rank(operand):"},
                {"C2", "If is_complex(operand) or is_complex(result), then is_complex(operand) and is_complex(result)"}});

}  // namespace
}  // namespace hloref::checker
