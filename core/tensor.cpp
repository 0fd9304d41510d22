#include "core/tensor.h"

#include <atomic>
#include <cstring>

#include "core/diagnostic.h"
#include "core/float_format.h"

namespace hloref {
namespace {

std::atomic<int64_t> gMemoryBudget{int64_t{4} << 30};

using ET = ElementType;

// Calls fn(T*) with the storage type of `t` for integer and i1 tensors.
template <class Fn>
void withIntStorage(ElementType t, std::byte* p, Fn fn) {
  switch (t) {
    case ET::I1: case ET::UI2: case ET::UI4: case ET::UI8: fn(reinterpret_cast<uint8_t*>(p)); return;
    case ET::SI2: case ET::SI4: case ET::SI8: fn(reinterpret_cast<int8_t*>(p)); return;
    case ET::SI16: fn(reinterpret_cast<int16_t*>(p)); return;
    case ET::UI16: fn(reinterpret_cast<uint16_t*>(p)); return;
    case ET::SI32: fn(reinterpret_cast<int32_t*>(p)); return;
    case ET::UI32: fn(reinterpret_cast<uint32_t*>(p)); return;
    case ET::SI64: case ET::Index: fn(reinterpret_cast<int64_t*>(p)); return;
    case ET::UI64: fn(reinterpret_cast<uint64_t*>(p)); return;
    default: throw Error({}, std::string("internal: not an integer type: ") + std::string(elementTypeName(t)));
  }
}

// Encoded float formats (all but f32/f64) keep their bits in an unsigned int.
template <class Fn>
void withFloatBitsStorage(ElementType t, std::byte* p, Fn fn) {
  switch (storageBytes(t)) {
    case 1: fn(reinterpret_cast<uint8_t*>(p)); return;
    case 2: fn(reinterpret_cast<uint16_t*>(p)); return;
    case 4: fn(reinterpret_cast<uint32_t*>(p)); return;
    default: fn(reinterpret_cast<uint64_t*>(p)); return;
  }
}

}  // namespace

void setMemoryBudget(int64_t bytes) { gMemoryBudget = bytes; }
int64_t memoryBudget() { return gMemoryBudget; }

Tensor::Tensor(TensorType type) : type_(std::move(type)) {
  if (!type_.isStatic())
    throw Error({}, "cannot materialize a tensor of dynamic type " + tensorTypeString(type_));
  numElements_ = type_.numElements();
  int64_t width = storageBytes(type_.elementType);
  if (numElements_ < 0 || numElements_ > gMemoryBudget / width)
    throw Error({}, "tensor of type " + tensorTypeString(type_) + " exceeds the memory budget of " +
                        std::to_string(gMemoryBudget) + " bytes (--max-bytes)");
  size_t bytes = static_cast<size_t>(numElements_ * width);
  storage_ = std::shared_ptr<std::byte[]>(new std::byte[bytes == 0 ? 1 : bytes]());
}

Tensor Tensor::withType(TensorType type) const {
  Tensor r = *this;
  r.type_ = std::move(type);
  return r;
}

std::vector<int64_t> stridesOf(const Shape& shape) {
  std::vector<int64_t> strides(shape.size());
  int64_t s = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = s;
    s *= shape[i];
  }
  return strides;
}

uint64_t wrapInt(uint64_t v, ElementType t) {
  int bits = bitWidth(t);
  if (bits >= 64) return v;
  uint64_t mask = (uint64_t{1} << bits) - 1;
  v &= mask;
  if (isSignedInteger(t) && (v >> (bits - 1)) != 0) v |= ~mask;
  return v;
}

void loadInts(const Tensor& t, int64_t begin, std::span<uint64_t> out) {
  withIntStorage(t.elementType(), const_cast<std::byte*>(t.bytes()), [&](auto* p) {
    for (size_t i = 0; i < out.size(); ++i)
      out[i] = static_cast<uint64_t>(static_cast<int64_t>(p[begin + i]));
  });
}

void storeInts(Tensor& t, int64_t begin, std::span<const uint64_t> in) {
  ElementType et = t.elementType();
  withIntStorage(et, t.bytes(), [&](auto* p) {
    using T = std::remove_pointer_t<decltype(p)>;
    if (bitWidth(et) == 8 * static_cast<int>(sizeof(T))) {
      // The storage's own width: the conversion wraps (modulo 2^N) as wrapInt would.
      for (size_t i = 0; i < in.size(); ++i) p[begin + i] = static_cast<T>(in[i]);
      return;
    }
    for (size_t i = 0; i < in.size(); ++i) p[begin + i] = static_cast<T>(wrapInt(in[i], et));
  });
}

void loadFloats(const Tensor& t, int64_t begin, std::span<double> out) {
  ElementType et = t.elementType();
  if (out.empty()) return;  // an empty tensor may have no storage to point into
  if (et == ET::F64) {
    std::memcpy(out.data(), t.data<double>() + begin, out.size() * sizeof(double));
  } else if (et == ET::F32) {
    const float* p = t.data<float>() + begin;
    for (size_t i = 0; i < out.size(); ++i) out[i] = p[i];
  } else {
    withFloatBitsStorage(et, const_cast<std::byte*>(t.bytes()), [&](auto* p) {
      for (size_t i = 0; i < out.size(); ++i) out[i] = decodeFloat(et, p[begin + i]);
    });
  }
}

void storeFloats(Tensor& t, int64_t begin, std::span<const double> in) {
  ElementType et = t.elementType();
  if (et == ET::F64) {
    if (!in.empty()) std::memcpy(t.data<double>() + begin, in.data(), in.size() * sizeof(double));
  } else if (et == ET::F32) {
    float* p = t.data<float>() + begin;
    for (size_t i = 0; i < in.size(); ++i) p[i] = static_cast<float>(in[i]);
  } else {
    withFloatBitsStorage(et, t.bytes(), [&](auto* p) {
      using T = std::remove_pointer_t<decltype(p)>;
      for (size_t i = 0; i < in.size(); ++i) p[begin + i] = static_cast<T>(encodeFloat(et, in[i]));
    });
  }
}

void loadComplex(const Tensor& t, int64_t begin, std::span<std::complex<double>> out) {
  if (t.elementType() == ET::C128) {
    const auto* p = t.data<std::complex<double>>() + begin;
    for (size_t i = 0; i < out.size(); ++i) out[i] = p[i];
  } else {
    const auto* p = t.data<std::complex<float>>() + begin;
    for (size_t i = 0; i < out.size(); ++i) out[i] = std::complex<double>(p[i].real(), p[i].imag());
  }
}

void storeComplex(Tensor& t, int64_t begin, std::span<const std::complex<double>> in) {
  if (t.elementType() == ET::C128) {
    auto* p = t.data<std::complex<double>>() + begin;
    for (size_t i = 0; i < in.size(); ++i) p[i] = in[i];
  } else {
    auto* p = t.data<std::complex<float>>() + begin;
    for (size_t i = 0; i < in.size(); ++i)
      p[i] = std::complex<float>(static_cast<float>(in[i].real()), static_cast<float>(in[i].imag()));
  }
}

uint64_t Tensor::intBits(int64_t i) const {
  uint64_t v;
  loadInts(*this, i, std::span<uint64_t>(&v, 1));
  return v;
}
double Tensor::floatValue(int64_t i) const {
  double v;
  loadFloats(*this, i, std::span<double>(&v, 1));
  return v;
}
uint64_t Tensor::floatBits(int64_t i) const {
  ElementType et = elementType();
  if (et == ET::F64) {
    uint64_t b;
    std::memcpy(&b, data<double>() + i, 8);
    return b;
  }
  if (et == ET::F32) {
    uint32_t b;
    std::memcpy(&b, data<float>() + i, 4);
    return b;
  }
  uint64_t bits = 0;
  withFloatBitsStorage(et, const_cast<std::byte*>(bytes()), [&](auto* p) { bits = p[i]; });
  return bits;
}
std::complex<double> Tensor::complexValue(int64_t i) const {
  std::complex<double> v;
  loadComplex(*this, i, std::span<std::complex<double>>(&v, 1));
  return v;
}
void Tensor::setIntBits(int64_t i, uint64_t v) { storeInts(*this, i, std::span<const uint64_t>(&v, 1)); }
void Tensor::setFloatBits(int64_t i, uint64_t bits) {
  ElementType et = elementType();
  if (et == ET::F64) {
    std::memcpy(data<double>() + i, &bits, 8);
  } else if (et == ET::F32) {
    uint32_t b = static_cast<uint32_t>(bits);
    std::memcpy(data<float>() + i, &b, 4);
  } else {
    withFloatBitsStorage(et, bytes(), [&](auto* p) {
      p[i] = static_cast<std::remove_pointer_t<decltype(p)>>(bits);
    });
  }
}
void Tensor::setFloatValue(int64_t i, double v) { storeFloats(*this, i, std::span<const double>(&v, 1)); }
void Tensor::setComplexValue(int64_t i, std::complex<double> v) {
  storeComplex(*this, i, std::span<const std::complex<double>>(&v, 1));
}

}  // namespace hloref
