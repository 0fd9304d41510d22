// Op attributes (spec: Operations, OpInputAttr; Constants). One struct covers
// the MLIR attribute kinds StableHLO programs use.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/tensor.h"
#include "core/types.h"

namespace hloref {

struct Attribute;
using NamedAttribute = std::pair<std::string, Attribute>;
using AttributeList = std::vector<NamedAttribute>;

struct Attribute {
  enum class Kind {
    Unit,        // `use_global_device_ids`
    Bool,        // true / false
    Integer,     // 1 : i64 (type defaults to i64)
    Float,       // 0.001 : f32 (value kept as the exact double of the literal)
    String,      // "..."
    TypeAttr,    // a type used as an attribute
    Dense,       // dense<...> : tensor<...> (also dense_resource is rejected)
    DenseArray,  // array<i64: 1, 2>
    Array,       // [a, b, ...]
    Enum,        // #stablehlo<comparison_direction LT> or a bare keyword
    Dict,        // {a = ..., b = ...}
    Symbol,      // @name
    Struct,      // #stablehlo.gather<a = [..], ...>, #stablehlo.channel_handle<..>
    Opaque,      // anything else (#sparse_tensor..., loc(...)); kept as text
  };

  Kind kind = Kind::Unit;
  bool boolValue = false;
  int64_t intValue = 0;
  double floatValue = 0;
  std::string text;       // String value, enum value, symbol, struct/opaque name
  std::string enumKind;   // e.g. "comparison_direction"
  Type type;              // Integer/Float/TypeAttr/Dense/DenseArray element type
  std::vector<int64_t> ints;      // DenseArray of integers / booleans
  std::vector<double> floats;     // DenseArray of floats
  std::vector<Attribute> elements;  // Array
  AttributeList fields;             // Dict, Struct
  std::shared_ptr<const Tensor> dense;  // Dense

  const Attribute* field(std::string_view name) const;
};

// Integer list from array<i64: ...>, dense<...> of integers, or [1, 2].
std::optional<std::vector<int64_t>> asIntList(const Attribute& a);
// Boolean list from array<i1: ...>, dense<...> of i1, or [true, false].
std::optional<std::vector<bool>> asBoolList(const Attribute& a);
std::optional<int64_t> asInt(const Attribute& a);

std::string attributeString(const Attribute& a);  // MLIR spelling

}  // namespace hloref
