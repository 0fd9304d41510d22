#include "core/types.h"

#include <cstdio>
#include <sstream>

namespace hloref {

bool TensorType::isStatic() const {
  for (int64_t d : shape)
    if (d == kDynamic) return false;
  return true;
}

int64_t TensorType::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape) {
    if (d < 0) return -1;
    if (d != 0 && n > INT64_MAX / d) return -1;
    n *= d;
  }
  return n;
}

bool TensorType::operator==(const TensorType& other) const {
  if (shape != other.shape || elementType != other.elementType || bounds != other.bounds)
    return false;
  if ((quant == nullptr) != (other.quant == nullptr)) return false;
  return quant == nullptr || *quant == *other.quant;
}

Type Type::tensor(TensorType t) {
  Type r;
  r.kind_ = Kind::Tensor;
  r.tensor_ = std::move(t);
  return r;
}
Type Type::token() {
  Type r;
  r.kind_ = Kind::Token;
  return r;
}
Type Type::tuple(std::vector<Type> elements) {
  Type r;
  r.kind_ = Kind::Tuple;
  r.elements_ = std::move(elements);
  return r;
}
Type Type::future(std::vector<Type> elements) {
  Type r;
  r.kind_ = Kind::Future;
  r.elements_ = std::move(elements);
  return r;
}

bool Type::operator==(const Type& other) const {
  if (kind_ != other.kind_) return false;
  if (kind_ == Kind::Tensor) return tensor_ == other.tensor_;
  return elements_ == other.elements_;
}

namespace {
std::string formatDouble(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6e", v);
  // Keep enough digits to read back the same double.
  double back = std::strtod(buf, nullptr);
  if (back != v) std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}
}  // namespace

std::string quantElementString(const TensorType& t) {
  const QuantParams& q = *t.quant;
  std::ostringstream os;
  os << "!quant.uniform<" << elementTypeName(q.storageType);
  os << "<" << q.storageMin << ":" << q.storageMax << ">";
  os << ":" << elementTypeName(q.expressedType);
  if (q.quantizationDimension) os << ":" << *q.quantizationDimension;
  os << ", ";
  bool many = q.quantizationDimension.has_value();
  if (many) os << "{";
  for (size_t i = 0; i < q.scales.size(); ++i) {
    if (i) os << ",";
    os << formatDouble(q.scales[i]) << ":" << q.zeroPoints[i];
  }
  if (many) os << "}";
  os << ">";
  return os.str();
}

std::string tensorTypeString(const TensorType& t) {
  std::ostringstream os;
  os << "tensor<";
  for (int64_t d : t.shape) {
    if (d == kDynamic) os << "?";
    else os << d;
    os << "x";
  }
  if (t.quant) os << quantElementString(t);
  else os << elementTypeName(t.elementType);
  if (!t.bounds.empty()) {
    os << ", #stablehlo.bounds<";
    for (size_t i = 0; i < t.bounds.size(); ++i) {
      if (i) os << ", ";
      if (t.bounds[i] == kDynamic) os << "?";
      else os << t.bounds[i];
    }
    os << ">";
  }
  os << ">";
  return os.str();
}

std::string Type::str() const {
  switch (kind_) {
    case Kind::Tensor: return tensorTypeString(tensor_);
    case Kind::Token: return "!stablehlo.token";
    case Kind::Tuple:
    case Kind::Future: {
      std::string s = kind_ == Kind::Tuple ? "tuple<" : "!stablehlo.future<";
      for (size_t i = 0; i < elements_.size(); ++i) {
        if (i) s += ", ";
        s += elements_[i].str();
      }
      return s + ">";
    }
  }
  return "";
}

}  // namespace hloref
