// spec: Ops > fft (Constraints C1-C5). fft_type (custom syntax `type =`)
// and fft_length (`length =`) are required.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

constexpr unsigned kAllowed = kFloatTensor | kComplexTensor;

void checkFft(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAllowed);
  const TensorType* result = requireResultOf(c, 0, "O1", kAllowed);
  auto fft_type = enumAttr(c, "fft_type");
  if (fft_type && *fft_type != "FFT" && *fft_type != "IFFT" && *fft_type != "RFFT" && *fft_type != "IRFFT") {
    c.typeViolation("I2", "fft_type must be FFT, IFFT, RFFT or IRFFT, got " + *fft_type);
    fft_type.reset();
  }
  auto fft_length = intListAttr(c, "fft_length");
  if (!operand || !result || !fft_type || !fft_length) return;
  const int64_t L = static_cast<int64_t>(fft_length->size());
  const std::string& type = *fft_type;

  bool c1 = c.require(L <= operand->rank(), "C1", [&] {
    return "fft_length = " + listText(*fft_length) + ", rank(operand) = " + std::to_string(operand->rank());
  });
  const ElementType in = operand->elementType, out = result->elementType;
  bool c2;
  if (type == "FFT" || type == "IFFT") c2 = isComplex(in) && out == in;
  else if (type == "RFFT") c2 = isFloat(in) && isComplex(out) && complexPartType(out) == in;
  else c2 = isComplex(in) && isFloat(out) && complexPartType(in) == out;
  c.require(c2, "C2", [&] {
    return "fft_type = " + type + ", element_type(operand) = " + elementText(*operand) +
           ", element_type(result) = " + elementText(*result);
  });
  bool c3 = c.require(1 <= L && L <= 3, "C3", "fft_length = " + listText(*fft_length));
  // (C4) the trailing dimensions of a real operand or result are fft_length.
  if (c1 && c3)
    for (const auto& [real, name] : {std::pair{operand, "operand"}, std::pair{result, "result"}}) {
      if (!isFloat(real->elementType) || real->rank() < L) continue;
      // fft_length holds sizes (never `?`): each is the dimension, or at
      // least a size a dynamic dimension can have.
      Shape tail(real->shape.end() - L, real->shape.end());
      bool ok = true;
      for (int64_t i = 0; i < L; ++i) ok = ok && (*fft_length)[i] >= 0 && compatibleDims(tail[i], (*fft_length)[i]);
      c.require(ok, "C4", [&, real = real, name = name] {
        return "shape(" + std::string(name) + ") = " + shapeText(real->shape) + ", fft_length = " +
               listText(*fft_length);
      });
    }
  // (C5) shape(result) = shape(operand) but for the last dimension of RFFT/IRFFT.
  bool ok = result->rank() == operand->rank();
  const int64_t R = operand->rank();
  for (int64_t d = 0; ok && d < R; ++d) {
    int64_t o = operand->shape[d], r = result->shape[d];
    if (d == R - 1 && (type == "RFFT" || type == "IRFFT")) {
      int64_t full = type == "RFFT" ? o : r, half = type == "RFFT" ? r : o;
      if (full != kDynamic && half != kDynamic) ok = half == (full == 0 ? 0 : full / 2 + 1);
    } else {
      ok = compatibleDims(o, r);
    }
  }
  c.require(ok, "C5", [&] {
    return "fft_type = " + type + ", shape(operand) = " + shapeText(operand->shape) + ", shape(result) = " +
           shapeText(result->shape);
  });
}

}  // namespace

HLOREF_CHECKER("stablehlo.fft", checkFft,
               {
                 {"C1", "size(fft_length) <= rank(operand)"},
                 {"C2", "element_type(operand) and element_type(result) by fft_type:"},
                 {"C3", "1 <= size(fft_length) <= 3"},
                 {"C4", "for real in [operand, result]: if is_float(real) then shape(real)[-size(fft_length):] = fft_length"},
                 {"C5", "shape(result) = shape(operand) except for:"},
               });

}  // namespace hloref::checker
