// spec: Ops > compare
//
// TOTALORDER: IEEE-754 totalOrder decides GE/GT/LE/LT, and EQ/NE hold when
// totalOrder holds both ways, i.e. for the same encoding (so -0 != +0 and a
// NaN equals itself). Each encoding maps to a signed key that sorts as
// totalOrder: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN, NaNs by
// payload - the same mapping as XLA (sign-magnitude bits read as two's
// complement). For the formats outside IEEE-754 the mapping of their bits
// is kept as XLA has it: the single NaN of the FNUZ types (the bits of -0)
// sorts just below +0, the NaN of f8E8M0FNU (0xFF) above everything.
#include <algorithm>
#include <array>
#include <complex>
#include <cstdint>
#include <string>

#include "interpreter/op_registry.h"
#include "interpreter/kernels/float_math.h"

namespace hloref {
namespace {

using float_math::Complex;

enum class Direction { EQ, NE, GE, GT, LE, LT };
enum class CompareType { FLOAT, TOTALORDER, SIGNED, UNSIGNED };

// The direction applied to a totally ordered type (integers, totalOrder keys).
template <class T>
bool ordered(Direction d, T lhs, T rhs) {
  switch (d) {
    case Direction::EQ: return lhs == rhs;
    case Direction::NE: return lhs != rhs;
    case Direction::GE: return lhs >= rhs;
    case Direction::GT: return lhs > rhs;
    case Direction::LE: return lhs <= rhs;
    case Direction::LT: return lhs < rhs;
  }
  return false;
}

// compareQuiet* of IEEE-754: C++'s operators on doubles are exactly these
// (every comparison with a NaN is false, except != which is true).
bool quiet(Direction d, double lhs, double rhs) { return ordered(d, lhs, rhs); }

// Complex numbers: lexicographic comparison of the (real, imag) pairs, each
// part compared with the quiet IEEE-754 predicates.
bool lexicographic(Direction d, Complex lhs, Complex rhs) {
  double a = lhs.real(), b = lhs.imag(), c = rhs.real(), e = rhs.imag();
  switch (d) {
    case Direction::EQ: return a == c && b == e;
    case Direction::NE: return a != c || b != e;
    case Direction::GE: return a > c || (a == c && b >= e);
    case Direction::GT: return a > c || (a == c && b > e);
    case Direction::LE: return a < c || (a == c && b <= e);
    case Direction::LT: return a < c || (a == c && b < e);
  }
  return false;
}

Direction parseDirection(const OpCall& call) {
  const std::string& s = call.attr("comparison_direction").text;
  if (s == "EQ") return Direction::EQ;
  if (s == "NE") return Direction::NE;
  if (s == "GE") return Direction::GE;
  if (s == "GT") return Direction::GT;
  if (s == "LE") return Direction::LE;
  if (s == "LT") return Direction::LT;
  call.fail("has an unknown comparison_direction '" + s + "' (I3)");
}

// compare_type as given, or as C3 defines it for the element type when the
// attribute is absent.
CompareType compareTypeOf(const OpCall& call, ElementType e) {
  const Attribute* a = call.optionalAttr("compare_type");
  CompareType allowed = isSignedInteger(e) ? CompareType::SIGNED
                        : (isUnsignedInteger(e) || isBoolean(e)) ? CompareType::UNSIGNED
                                                                 : CompareType::FLOAT;
  if (!a) return allowed;
  CompareType t;
  const std::string& s = a->text;
  if (s == "FLOAT") t = CompareType::FLOAT;
  else if (s == "TOTALORDER") t = CompareType::TOTALORDER;
  else if (s == "SIGNED") t = CompareType::SIGNED;
  else if (s == "UNSIGNED") t = CompareType::UNSIGNED;
  else call.fail("has an unknown compare_type '" + s + "' (I4)");
  bool ok = t == allowed || (isFloat(e) && t == CompareType::TOTALORDER);
  if (!ok)
    call.fail("compare_type " + s + " is not allowed for element type " + float_math::typeName(e) +
              " (C3)");
  return t;
}

// The totalOrder key of a float encoding (see the top of the file).
struct TotalOrderKey {
  uint64_t signBit;
  uint64_t magnitudeMask;

  explicit TotalOrderKey(ElementType t) {
    const FloatFormat& f = floatFormat(t);
    int bits = f.totalBits();
    signBit = f.hasSign ? uint64_t{1} << (bits - 1) : 0;
    magnitudeMask = (bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1) & ~signBit;
  }
  int64_t operator()(uint64_t encoding) const {
    int64_t magnitude = static_cast<int64_t>(encoding & magnitudeMask);
    return (encoding & signBit) ? -magnitude - 1 : magnitude;
  }
};

std::vector<Value> evalCompare(OpCall& call) {
  float_math::rejectQuantized(call);
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  ElementType e = lhs.elementType();
  if (rhs.elementType() != e) call.fail("operand element types differ (C1)");
  float_math::requireSameShape(call, lhs, rhs);  // (C2)
  Direction comparison_direction = parseDirection(call);
  CompareType compare_type = compareTypeOf(call, e);
  Tensor result = call.newResult(0, lhs.shape());  // (C2)
  float_math::requireResultElementType(call, result, ElementType::I1, "O1");

  using elementwise::map2;
  const Direction d = comparison_direction;
  if (isBoolean(e) || isInteger(e)) {
    // Booleans and integers: the mathematical comparison. Signed types load
    // sign-extended, unsigned ones zero-extended, so one 64-bit compare each.
    if (compare_type == CompareType::SIGNED)
      map2<uint64_t, uint64_t>(lhs, rhs, result, [d](uint64_t a, uint64_t b) -> uint64_t {
        return ordered(d, static_cast<int64_t>(a), static_cast<int64_t>(b));
      });
    else
      map2<uint64_t, uint64_t>(lhs, rhs, result,
                               [d](uint64_t a, uint64_t b) -> uint64_t { return ordered(d, a, b); });
  } else if (isFloat(e) && compare_type == CompareType::FLOAT) {
    map2<double, uint64_t>(lhs, rhs, result,
                           [d](double a, double b) -> uint64_t { return quiet(d, a, b); });
  } else if (isFloat(e)) {  // TOTALORDER, on the encodings
    TotalOrderKey key(e);
    std::array<uint64_t, elementwise::kChunk> a, b, r;
    for (int64_t begin = 0; begin < result.numElements(); begin += elementwise::kChunk) {
      size_t n = static_cast<size_t>(std::min(elementwise::kChunk, result.numElements() - begin));
      float_math::loadFloatBits(lhs, begin, std::span<uint64_t>(a.data(), n));
      float_math::loadFloatBits(rhs, begin, std::span<uint64_t>(b.data(), n));
      for (size_t i = 0; i < n; ++i) r[i] = ordered(d, key(a[i]), key(b[i]));
      storeInts(result, begin, std::span<const uint64_t>(r.data(), n));
    }
  } else if (isComplex(e)) {
    map2<Complex, uint64_t>(lhs, rhs, result,
                            [d](Complex a, Complex b) -> uint64_t { return lexicographic(d, a, b); });
  } else {
    call.unsupportedHere("on element type " + float_math::typeName(e));
  }
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.compare",
           .eval = evalCompare,
           .quantized = Quantized::DequantizeCompare,
           .annotation = annotation::kElementwise,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::Compare});

}  // namespace hloref
