// Value types of the spec (Types): tensors, quantized tensors, tokens, tuples,
// futures. Dynamic dimensions and bounds are part of the model.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/element_type.h"

namespace hloref {

inline constexpr int64_t kDynamic = -1;  // `?` in a shape or in bounds

using Shape = std::vector<int64_t>;

// `!quant.uniform<storage<min:max>:expressed:dim, {scale:zero_point, ...}>`
struct QuantParams {
  ElementType storageType = ElementType::SI8;
  int64_t storageMin = 0;
  int64_t storageMax = 0;
  ElementType expressedType = ElementType::F32;
  std::optional<int64_t> quantizationDimension;
  std::vector<double> scales;
  std::vector<int64_t> zeroPoints;

  bool operator==(const QuantParams&) const = default;
};

struct TensorType {
  Shape shape;
  // For quantized tensors: the storage type; `quant` holds the rest.
  ElementType elementType = ElementType::F32;
  std::shared_ptr<const QuantParams> quant;
  Shape bounds;  // `#stablehlo.bounds<...>`; empty when absent
  bool sparse = false;  // had a `#sparse_tensor.encoding`; runs as dense

  int64_t rank() const { return static_cast<int64_t>(shape.size()); }
  bool isStatic() const;
  bool isQuantized() const { return quant != nullptr; }
  // Number of elements, or -1 when dynamic or when it overflows int64.
  int64_t numElements() const;
  bool operator==(const TensorType& other) const;
};

class Type {
 public:
  enum class Kind { Tensor, Token, Tuple, Future };

  Type() = default;
  static Type tensor(TensorType t);
  static Type token();
  static Type tuple(std::vector<Type> elements);
  static Type future(std::vector<Type> elements);

  Kind kind() const { return kind_; }
  bool isTensor() const { return kind_ == Kind::Tensor; }
  bool isToken() const { return kind_ == Kind::Token; }
  bool isTuple() const { return kind_ == Kind::Tuple; }
  const TensorType& tensorType() const { return tensor_; }
  TensorType& tensorType() { return tensor_; }
  const std::vector<Type>& elements() const { return elements_; }

  bool operator==(const Type& other) const;
  std::string str() const;  // MLIR spelling

 private:
  Kind kind_ = Kind::Tensor;
  TensorType tensor_;
  std::vector<Type> elements_;
};

std::string tensorTypeString(const TensorType& t);
std::string quantElementString(const TensorType& t);  // `!quant.uniform<...>`

}  // namespace hloref
