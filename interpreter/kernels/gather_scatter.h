// Shared by gather, dynamic_gather and scatter (spec: Ops > gather,
// dynamic_gather, scatter): reading the #stablehlo.gather<...> /
// #stablehlo.scatter<...> fields, reading start indices of any integer
// type, and the gather semantics itself. The checker (checker/ops/gather.cpp,
// dynamic_gather.cpp, scatter.cpp) proves every constraint the types and
// attributes decide; what is checked here is what only the values show.
// Only op files include this header.
#pragma once

#include <cstdint>
#include <limits>
#include <string_view>
#include <type_traits>
#include <vector>

#include "interpreter/evaluator.h"
#include "spec/notation.h"

namespace hloref::gather_scatter {

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

// Calls fn(IndexReader<T>) with the storage type T of `indices`, a tensor of
// integer type: the one dispatch on the index type per op.
template <class Fn>
decltype(auto) withIndexReader(const Tensor& indices, Fn&& fn) {
  ElementType e = indices.elementType();
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

// The fields of `dimension_numbers = #stablehlo.gather<...>`.
struct GatherDimensionNumbers {
  std::vector<int64_t> offset_dims, collapsed_slice_dims, operand_batching_dims, start_indices_batching_dims,
      start_index_map;
  int64_t index_vector_dim = 0;
};

inline GatherDimensionNumbers gatherDimensionNumbers(const OpCall& call) {
  const Attribute& a = call.attr("dimension_numbers");
  return {structListField(a, "offset_dims"),
          structListField(a, "collapsed_slice_dims"),
          structListField(a, "operand_batching_dims"),
          structListField(a, "start_indices_batching_dims"),
          structListField(a, "start_index_map"),
          structIntField(a, "index_vector_dim")};
}

// The fields of `scatter_dimension_numbers = #stablehlo.scatter<...>`.
struct ScatterDimensionNumbers {
  std::vector<int64_t> update_window_dims, inserted_window_dims, input_batching_dims, scatter_indices_batching_dims,
      scatter_dims_to_operand_dims;
  int64_t index_vector_dim = 0;
};

inline ScatterDimensionNumbers scatterDimensionNumbers(const OpCall& call) {
  const Attribute& a = call.attr("scatter_dimension_numbers");
  return {structListField(a, "update_window_dims"),
          structListField(a, "inserted_window_dims"),
          structListField(a, "input_batching_dims"),
          structListField(a, "scatter_indices_batching_dims"),
          structListField(a, "scatter_dims_to_operand_dims"),
          structIntField(a, "index_vector_dim")};
}

// The ids an op's section gives to the constraints of gather that involve
// sizes only the values fix: `?` dimensions, and dynamic_gather's
// slice_sizes operand. dynamic_gather numbers them differently (and has no
// batching dimensions), so each op's diagnostics cite its own section.
struct GatherIds {
  const char* start_index_map_size;  // gather (C3)
  const char* batching_dim_sizes;    // gather (C17)
  const char* slice_sizes_bounds;    // gather (C21)
  const char* result_shape;          // gather (C22)
};

// The sizes gather's constraints compare that only the values fix: `?`
// dimensions of operand and start_indices, and slice_sizes when it is an
// operand (dynamic_gather); the checker proved them for static types and an
// attribute. Shared by the fast and the literal gather. Defined in gather.cpp.
void checkGatherSizes(const OpCall& call, const Tensor& operand, const Tensor& start_indices,
                      const std::vector<int64_t>& slice_sizes, const GatherDimensionNumbers& dims,
                      const GatherIds& ids);

// spec: Ops > dynamic_gather: the values of the operand slice_sizes, with
// the constraints only they decide, (C11) and (C8); gather checks (C12).
// Shared by the fast and the literal dynamic_gather. Defined in
// dynamic_gather.cpp.
std::vector<int64_t> dynamicGatherSliceSizes(const OpCall& call, const Tensor& operand, const Tensor& slice_sizes,
                                             const GatherDimensionNumbers& dims);

// The ids dynamic_gather's section gives gather's run-time constraints.
inline constexpr GatherIds kDynamicGatherIds{.start_index_map_size = "C3",
                                             .batching_dim_sizes = "C1",  // there are none
                                             .slice_sizes_bounds = "C12",
                                             .result_shape = "C13"};
// And gather's own.
inline constexpr GatherIds kGatherIds{.start_index_map_size = "C3",
                                      .batching_dim_sizes = "C17",
                                      .slice_sizes_bounds = "C21",
                                      .result_shape = "C22"};

// spec: Ops > gather, with slice_sizes given (an attribute of gather, an
// operand of dynamic_gather). Defined in gather.cpp.
Tensor gather(const OpCall& call, const Tensor& operand, const Tensor& start_indices,
              const std::vector<int64_t>& slice_sizes, const GatherDimensionNumbers& dims, const GatherIds& ids);

}  // namespace hloref::gather_scatter
