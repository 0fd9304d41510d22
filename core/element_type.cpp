#include "core/element_type.h"

#include <array>

namespace hloref {
namespace {

struct ElementTypeInfo {
  std::string_view name;
  int bits;
  int bytes;
};

constexpr std::array<ElementTypeInfo, kNumElementTypes> kInfo = {{
    {"i1", 1, 1},
    {"i2", 2, 1}, {"i4", 4, 1}, {"i8", 8, 1}, {"i16", 16, 2}, {"i32", 32, 4}, {"i64", 64, 8},
    {"ui2", 2, 1}, {"ui4", 4, 1}, {"ui8", 8, 1}, {"ui16", 16, 2}, {"ui32", 32, 4}, {"ui64", 64, 8},
    {"f4E2M1FN", 4, 1}, {"f6E2M3FN", 6, 1}, {"f6E3M2FN", 6, 1},
    {"f8E3M4", 8, 1}, {"f8E4M3", 8, 1}, {"f8E4M3FN", 8, 1}, {"f8E4M3FNUZ", 8, 1},
    {"f8E4M3B11FNUZ", 8, 1}, {"f8E5M2", 8, 1}, {"f8E5M2FNUZ", 8, 1}, {"f8E8M0FNU", 8, 1},
    {"bf16", 16, 2}, {"f16", 16, 2}, {"tf32", 19, 4}, {"f32", 32, 4}, {"f64", 64, 8},
    {"complex<f32>", 64, 8}, {"complex<f64>", 128, 16},
    {"index", 64, 8},
}};

const ElementTypeInfo& info(ElementType t) { return kInfo[static_cast<int>(t)]; }

}  // namespace

bool isBoolean(ElementType t) { return t == ElementType::I1; }
bool isSignedInteger(ElementType t) {
  return (t >= ElementType::SI2 && t <= ElementType::SI64) || t == ElementType::Index;
}
bool isUnsignedInteger(ElementType t) { return t >= ElementType::UI2 && t <= ElementType::UI64; }
bool isInteger(ElementType t) { return isSignedInteger(t) || isUnsignedInteger(t); }
bool isFloat(ElementType t) { return t >= ElementType::F4E2M1FN && t <= ElementType::F64; }
bool isComplex(ElementType t) { return t == ElementType::C64 || t == ElementType::C128; }

int bitWidth(ElementType t) { return info(t).bits; }
int storageBytes(ElementType t) { return info(t).bytes; }

ElementType complexPartType(ElementType t) {
  if (t == ElementType::C64) return ElementType::F32;
  if (t == ElementType::C128) return ElementType::F64;
  return t;
}
ElementType complexOf(ElementType part) {
  return part == ElementType::F64 ? ElementType::C128 : ElementType::C64;
}

std::string_view elementTypeName(ElementType t) { return info(t).name; }

std::optional<ElementType> parseElementTypeName(std::string_view name) {
  for (int i = 0; i < kNumElementTypes; ++i)
    if (kInfo[i].name == name) return static_cast<ElementType>(i);
  // The spec's own spelling of signed integers: si2 .. si64.
  if (name.size() > 2 && name.substr(0, 2) == "si") {
    auto t = parseElementTypeName(name.substr(1));
    if (t && isSignedInteger(*t) && *t != ElementType::Index) return t;
  }
  return std::nullopt;
}

}  // namespace hloref
