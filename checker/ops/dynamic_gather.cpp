// spec: Ops > dynamic_gather (Constraints C1-C14). gather with slice_sizes
// as an operand: C8, C12 and C13 depend on its values and are enforced when
// the op runs; of C13 the checker sees the result rank and the batch
// dimensions, which the types determine.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkDynamicGather(OpContext& c) {
  if (!requireArity(c, 3, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* start_indices = requireOperandOf(c, 1, "I2", kIntegerTensor);
  const TensorType* slice_sizes = requireOperandOf(c, 2, "I3", kIntegerTensor);
  if (slice_sizes && !requireRank(c, "I3", "operand #2", *slice_sizes, 1)) slice_sizes = nullptr;
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  const Attribute* dn = structAttr(c, "dimension_numbers");
  if (!operand || !start_indices || !slice_sizes || !result || !dn) return;
  auto offset_dims = structListField(c, *dn, "offset_dims");
  auto collapsed_slice_dims = structListField(c, *dn, "collapsed_slice_dims");
  auto start_index_map = structListField(c, *dn, "start_index_map");
  auto index_vector_dim_ = structIntField(c, *dn, "index_vector_dim", 0);
  if (!offset_dims || !collapsed_slice_dims || !start_index_map || !index_vector_dim_) return;
  const auto& offsets = *offset_dims;
  const auto& collapsed = *collapsed_slice_dims;
  const auto& sim = *start_index_map;
  const int64_t index_vector_dim = *index_vector_dim_;
  const int64_t operandRank = operand->rank(), indicesRank = start_indices->rank(), resultRank = result->rank();

  // The section has no batching dimensions: C1 counts every operand
  // dimension as an offset or a collapsed one, so the struct's batching
  // fields (shared with gather) must be empty.
  auto operand_batching_dims = structListField(c, *dn, "operand_batching_dims");
  auto start_indices_batching_dims = structListField(c, *dn, "start_indices_batching_dims");
  if (!operand_batching_dims || !start_indices_batching_dims) return;
  bool c1 = c.require(operandRank == listSize(offsets) + listSize(collapsed) && operand_batching_dims->empty() &&
                          start_indices_batching_dims->empty(),
                      "C1", [&] {
                        std::string s = "rank(operand) = " + std::to_string(operandRank) + ", offset_dims = " +
                                        listText(offsets) + ", collapsed_slice_dims = " + listText(collapsed);
                        if (!operand_batching_dims->empty() || !start_indices_batching_dims->empty())
                          s += ", operand_batching_dims = " + listText(*operand_batching_dims) +
                               ", start_indices_batching_dims = " + listText(*start_indices_batching_dims) +
                               " (dynamic_gather has no batching dimensions)";
                        return s;
                      });
  bool c2 = c.require(0 <= index_vector_dim && index_vector_dim <= indicesRank, "C2", [&] {
    return "index_vector_dim = " + std::to_string(index_vector_dim) + ", rank(start_indices) = " +
           std::to_string(indicesRank);
  });
  if (c2) {
    int64_t indexSize = index_vector_dim < indicesRank ? start_indices->shape[index_vector_dim] : 1;
    c.require(compatibleDims(listSize(sim), indexSize), "C3", [&] {
      return "size(start_index_map) = " + std::to_string(sim.size()) + ", index_vector_dim = " +
             std::to_string(index_vector_dim) + ", " +
             (index_vector_dim < indicesRank ? "dim(start_indices, index_vector_dim) = " + dimText(indexSize)
                                             : "rank(start_indices) = " + std::to_string(indicesRank));
    });
  }
  bool c4 = c.require(isUnique(offsets) && isSorted(offsets), "C4", "offset_dims = " + listText(offsets));
  bool c5 = c.require(allInRange(offsets, 0, resultRank), "C5", [&] {
    return "offset_dims = " + listText(offsets) + ", rank(result) = " + std::to_string(resultRank);
  });
  c.require(isUnique(collapsed) && isSorted(collapsed), "C6", "collapsed_slice_dims = " + listText(collapsed));
  c.require(allInRange(collapsed, 0, operandRank), "C7", [&] {
    return "collapsed_slice_dims = " + listText(collapsed) + ", rank(operand) = " + std::to_string(operandRank);
  });
  c.require(isUnique(sim), "C9", "start_index_map = " + listText(sim));
  c.require(allInRange(sim, 0, operandRank), "C10", [&] {
    return "start_index_map = " + listText(sim) + ", rank(operand) = " + std::to_string(operandRank);
  });
  c.require(compatibleDims(slice_sizes->shape[0], operandRank), "C11", [&] {
    return "size(slice_sizes) = " + dimText(slice_sizes->shape[0]) + ", rank(operand) = " +
           std::to_string(operandRank);
  });
  // (C13), the part the types determine: rank(result) and batch_dim_sizes.
  if (c1 && c2 && c4 && c5) {
    std::vector<int64_t> batch_dim_sizes;
    for (int64_t d = 0; d < indicesRank; ++d)
      if (d != index_vector_dim) batch_dim_sizes.push_back(start_indices->shape[d]);
    bool ok = listSize(batch_dim_sizes) + listSize(offsets) == resultRank;
    size_t b = 0;
    for (int64_t d = 0; ok && d < resultRank; ++d)
      if (!contains(offsets, d)) ok = compatibleDims(result->shape[d], batch_dim_sizes[b++]);
    c.require(ok, "C13", [&] {
      return "shape(result) = " + shapeText(result->shape) + ", batch_dim_sizes = " + listText(batch_dim_sizes) +
             ", offset_dims = " + listText(offsets);
    });
  }
  c.require(sameElementType(*operand, *result), "C14", [&] {
    return "element_type(operand) = " + elementText(*operand) + ", element_type(result) = " + elementText(*result);
  });
}

}  // namespace

HLOREF_CHECKER("stablehlo.dynamic_gather", checkDynamicGather,
               {
                 {"C1", "rank(operand) = size(offset_dims) + size(collapsed_slice_dims)"},
                 {"C2", "0 <= index_vector_dim <= rank(start_indices)"},
                 {"C3", "size(start_index_map) = index_vector_dim < rank(start_indices) ? dim(start_indices, index_vector_dim) : 1"},
                 {"C4", "is_unique(offset_dims) and is_sorted(offset_dims)"},
                 {"C5", "0 <= offset_dims < rank(result)"},
                 {"C6", "is_unique(collapsed_slice_dims) and is_sorted(collapsed_slice_dims)"},
                 {"C7", "0 <= collapsed_slice_dims < rank(operand)"},
                 {"C8", "slice_sizes[collapsed_slice_dims...] <= 1", Enforcement::kRuntime},
                 {"C9", "is_unique(start_index_map)"},
                 {"C10", "0 <= start_index_map < rank(operand)"},
                 {"C11", "size(slice_sizes) = rank(operand)"},
                 {"C12", "0 <= slice_sizes <= shape(operand)", Enforcement::kRuntime},
                 {"C13", "shape(result) = combine(batch_dim_sizes, offset_dim_sizes) where:", Enforcement::kRuntime},
                 {"C14", "element_type(operand) = element_type(result)"},
               });

}  // namespace hloref::checker
