// Tensor values (spec: Types, Values): a static shape and one typed,
// contiguous, row-major buffer. Storage per element type:
//   i1: uint8 0/1; siN: the smallest intN_t holding N bits, sign-extended;
//   uiN: the smallest uintN_t; f32/f64: float/double; other float formats:
//   their encoding right-aligned in uint8/uint16/uint32; complex<fN>:
//   std::complex<float|double>.
// Computation families read and write whole ranges through the load/store
// functions below (one switch per call, none per element).
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

#include "core/types.h"

namespace hloref {

class Tensor {
 public:
  Tensor() = default;
  // A zero-filled tensor. The type must be static; the size is checked
  // against the memory budget (see setMemoryBudget) before allocating.
  explicit Tensor(TensorType type);

  const TensorType& type() const { return type_; }
  ElementType elementType() const { return type_.elementType; }
  const Shape& shape() const { return type_.shape; }
  int64_t rank() const { return type_.rank(); }
  int64_t numElements() const { return numElements_; }
  int64_t byteSize() const { return numElements_ * storageBytes(type_.elementType); }
  bool isNull() const { return storage_ == nullptr; }
  // No other Tensor shares this buffer, so writing it changes no other
  // value (interpreter/scalar_region.cpp reuses its result tensors so).
  bool ownsStorageAlone() const { return storage_ != nullptr && storage_.use_count() == 1; }

  std::byte* bytes() { return storage_.get(); }
  const std::byte* bytes() const { return storage_.get(); }
  template <class T> T* data() { return reinterpret_cast<T*>(storage_.get()); }
  template <class T> const T* data() const { return reinterpret_cast<const T*>(storage_.get()); }

  // Same buffer, another type of the same storage layout (e.g. adding or
  // dropping quantization, or a reshape).
  Tensor withType(TensorType type) const;

  // Scalar access for code off the hot paths (constants, checks, printing).
  uint64_t intBits(int64_t i) const;      // integers and i1: sign-extended for signed
  int64_t intValue(int64_t i) const { return static_cast<int64_t>(intBits(i)); }
  double floatValue(int64_t i) const;     // float types
  uint64_t floatBits(int64_t i) const;    // the encoding of a float element
  std::complex<double> complexValue(int64_t i) const;
  void setIntBits(int64_t i, uint64_t v);  // wraps to the width
  void setFloatBits(int64_t i, uint64_t bits);
  void setFloatValue(int64_t i, double v);  // rounds to nearest even
  void setComplexValue(int64_t i, std::complex<double> v);

 private:
  TensorType type_;
  int64_t numElements_ = 0;
  std::shared_ptr<std::byte[]> storage_;
};

// Row-major strides of a shape, in elements.
std::vector<int64_t> stridesOf(const Shape& shape);

// Bulk conversions between storage and the computation families. `begin` and
// `out.size()` select a range of elements.
// Integers and i1: the value as 64 bits, sign-extended for signed types.
void loadInts(const Tensor& t, int64_t begin, std::span<uint64_t> out);
void storeInts(Tensor& t, int64_t begin, std::span<const uint64_t> in);  // wraps
// Floats: the exact value as a double (every format fits).
void loadFloats(const Tensor& t, int64_t begin, std::span<double> out);
void storeFloats(Tensor& t, int64_t begin, std::span<const double> in);  // rounds (RNE)
void loadComplex(const Tensor& t, int64_t begin, std::span<std::complex<double>> out);
void storeComplex(Tensor& t, int64_t begin, std::span<const std::complex<double>> in);

// Wraps an integer to `bits` (sign-extending for signed types).
uint64_t wrapInt(uint64_t v, ElementType t);

// Memory budget for one tensor, in bytes (`--max-bytes`).
void setMemoryBudget(int64_t bytes);
int64_t memoryBudget();

}  // namespace hloref
