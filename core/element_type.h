// Element types of the spec (Types: TensorElementType) and their storage.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace hloref {

enum class ElementType : uint8_t {
  I1,
  SI2, SI4, SI8, SI16, SI32, SI64,
  UI2, UI4, UI8, UI16, UI32, UI64,
  F4E2M1FN, F6E2M3FN, F6E3M2FN,
  F8E3M4, F8E4M3, F8E4M3FN, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E5M2, F8E5M2FNUZ, F8E8M0FNU,
  BF16, F16, TF32, F32, F64,
  C64, C128,  // complex<f32>, complex<f64>
  Index,      // MLIR `index`, run as si64
};
inline constexpr int kNumElementTypes = static_cast<int>(ElementType::Index) + 1;

// The families the spec's predicates talk about.
bool isBoolean(ElementType t);
bool isSignedInteger(ElementType t);    // siN (and index)
bool isUnsignedInteger(ElementType t);  // uiN
bool isInteger(ElementType t);          // siN or uiN
bool isFloat(ElementType t);            // every float format, tf32 included
bool isComplex(ElementType t);

// num_bits(t) as the spec uses it (i1 -> 1, complex<f32> -> 64).
int bitWidth(ElementType t);
// Bytes one element occupies in a tensor buffer.
int storageBytes(ElementType t);
// For complex<fN>: fN. For any other type: itself.
ElementType complexPartType(ElementType t);
ElementType complexOf(ElementType part);  // f32 -> complex<f32>, f64 -> complex<f64>

// The spelling MLIR prints: i1, i8, ui8, f8E4M3FN, complex<f32>, index ...
std::string_view elementTypeName(ElementType t);
// Inverse of elementTypeName, also accepting si8 style names. complex<..> is
// parsed by the type parser, not here.
std::optional<ElementType> parseElementTypeName(std::string_view name);

}  // namespace hloref
