// Helpers shared by gather, dynamic_gather and scatter (spec: Ops > gather,
// dynamic_gather, scatter): reading the #stablehlo.gather<...> /
// #stablehlo.scatter<...> fields, checking the dimension-number lists the
// constraints talk about, reading start indices of any integer type, and the
// gather semantics itself. Only op files include this header.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref::gather_scatter {

using index_walk::listString;

// The list field `name` of a dimension-numbers struct; a missing field is
// the empty list.
inline std::vector<int64_t> listField(const OpCall& call, const Attribute& dimension_numbers,
                                      std::string_view name) {
  const Attribute* a = dimension_numbers.field(name);
  if (!a) return {};
  auto v = asIntList(*a);
  if (!v) call.fail("has " + std::string(name) + " = " + attributeString(*a) + "; it must be a list of integers");
  return *v;
}

// The integer field `name` of a dimension-numbers struct; missing is 0.
inline int64_t intField(const OpCall& call, const Attribute& dimension_numbers, std::string_view name) {
  const Attribute* a = dimension_numbers.field(name);
  if (!a) return 0;
  auto v = asInt(*a);
  if (!v) call.fail("has " + std::string(name) + " = " + attributeString(*a) + "; it must be an integer");
  return *v;
}

// The struct attribute `name` (dimension_numbers, scatter_dimension_numbers).
inline const Attribute& structAttr(const OpCall& call, std::string_view name) {
  const Attribute& a = call.attr(name);
  if (a.kind != Attribute::Kind::Struct)
    call.fail("has " + std::string(name) + " = " + attributeString(a) + "; it must be a #stablehlo struct");
  return a;
}

// is_unique(list), failing with the constraint id.
inline void requireUnique(const OpCall& call, const char* constraint, const std::string& name,
                          const std::vector<int64_t>& list) {
  for (size_t i = 0; i < list.size(); ++i)
    for (size_t j = i + 1; j < list.size(); ++j)
      if (list[i] == list[j])
        call.fail("has " + name + " = " + listString(list) + " with " + std::to_string(list[i]) +
                  " twice; its elements must be unique (" + constraint + ")");
}

// is_sorted(list).
inline void requireSorted(const OpCall& call, const char* constraint, const std::string& name,
                          const std::vector<int64_t>& list) {
  for (size_t i = 1; i < list.size(); ++i)
    if (list[i - 1] > list[i])
      call.fail("has " + name + " = " + listString(list) + "; it must be sorted (" + constraint + ")");
}

// 0 <= list < bound, where `what` names the bound (e.g. "rank(operand)").
inline void requireInRange(const OpCall& call, const char* constraint, const std::string& name,
                           const std::vector<int64_t>& list, int64_t bound, const std::string& what) {
  for (int64_t x : list)
    if (x < 0 || x >= bound)
      call.fail("has " + name + " = " + listString(list) + " with " + std::to_string(x) + " outside [0, " +
                std::to_string(bound) + ") where " + what + " = " + std::to_string(bound) + " (" + constraint +
                ")");
}

inline bool contains(const std::vector<int64_t>& list, int64_t x) {
  for (int64_t y : list)
    if (y == x) return true;
  return false;
}

inline std::vector<int64_t> concat(std::vector<int64_t> a, const std::vector<int64_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// Element i of an integer tensor as int64 through its storage type T. A
// ui64 value above 2^63 - 1 reads as 2^63 - 1: every use (clamping to the
// operand, or a bounds check) treats both alike.
template <class T>
struct IndexReader {
  const T* data;
  int64_t operator[](int64_t i) const {
    T v = data[i];
    if constexpr (std::is_same_v<T, uint64_t>) {
      return v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())
                 ? std::numeric_limits<int64_t>::max()
                 : static_cast<int64_t>(v);
    } else {
      return static_cast<int64_t>(v);
    }
  }
};

// Calls fn(IndexReader<T>) with the storage type T of `indices`, which must
// have an integer element type: the one dispatch on the index type per op.
template <class Fn>
decltype(auto) withIndexReader(const OpCall& call, const Tensor& indices, const std::string& name, Fn&& fn) {
  ElementType e = indices.elementType();
  if (!isInteger(e) || indices.type().isQuantized())
    call.fail("has " + name + " of type " + tensorTypeString(indices.type()) + "; it must have an integer type");
  const std::byte* p = indices.bytes();
  const bool isSigned = isSignedInteger(e);
  switch (storageBytes(e)) {
    case 1:
      return isSigned ? fn(IndexReader<int8_t>{reinterpret_cast<const int8_t*>(p)})
                      : fn(IndexReader<uint8_t>{reinterpret_cast<const uint8_t*>(p)});
    case 2:
      return isSigned ? fn(IndexReader<int16_t>{reinterpret_cast<const int16_t*>(p)})
                      : fn(IndexReader<uint16_t>{reinterpret_cast<const uint16_t*>(p)});
    case 4:
      return isSigned ? fn(IndexReader<int32_t>{reinterpret_cast<const int32_t*>(p)})
                      : fn(IndexReader<uint32_t>{reinterpret_cast<const uint32_t*>(p)});
    default:
      return isSigned ? fn(IndexReader<int64_t>{reinterpret_cast<const int64_t*>(p)})
                      : fn(IndexReader<uint64_t>{reinterpret_cast<const uint64_t*>(p)});
  }
}

// The labels an op's spec section gives to the checks of gather's semantics:
// labels[k] is the op's name for gather's (Ck), k in [1, 23]. dynamic_gather
// numbers its constraints differently (and has none for the batching
// dimensions), so the diagnostics of each op cite its own section.
using GatherLabels = std::array<const char*, 24>;
extern const GatherLabels kGatherLabels;

// spec: Ops > gather, with slice_sizes given: the dimension numbers are the
// op's `dimension_numbers` attribute, the result type its declared one.
// Checks the constraints (cited through `labels`) and returns the result.
// Defined in gather.cpp; dynamic_gather calls it with slice_sizes read from
// its operand (spec: Ops > dynamic_gather).
Tensor gather(const OpCall& call, const Tensor& operand, const Tensor& start_indices,
              const std::vector<int64_t>& slice_sizes, const GatherLabels& labels);

}  // namespace hloref::gather_scatter
