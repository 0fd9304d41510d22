// spec: Ops > gather (Constraints C1-C23). The dimension numbers live in
// `dimension_numbers = #stablehlo.gather<...>` (missing lists are empty,
// a missing index_vector_dim is 0, as the interpreter reads them).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

// The attributes, read as the interpreter reads them.
struct GatherAttributes {
  std::vector<int64_t> offset_dims, collapsed_slice_dims, operand_batching_dims, start_indices_batching_dims,
      start_index_map, slice_sizes;
  int64_t index_vector_dim = 0;
};

std::optional<GatherAttributes> readAttributes(OpContext& c) {
  const Attribute* dn = structAttr(c, "dimension_numbers");
  if (!dn) return std::nullopt;
  auto offset_dims = structListField(c, *dn, "offset_dims");
  auto collapsed_slice_dims = structListField(c, *dn, "collapsed_slice_dims");
  auto operand_batching_dims = structListField(c, *dn, "operand_batching_dims");
  auto start_indices_batching_dims = structListField(c, *dn, "start_indices_batching_dims");
  auto start_index_map = structListField(c, *dn, "start_index_map");
  auto index_vector_dim = structIntField(c, *dn, "index_vector_dim", 0);
  auto slice_sizes = intListAttr(c, "slice_sizes");
  if (!offset_dims || !collapsed_slice_dims || !operand_batching_dims || !start_indices_batching_dims ||
      !start_index_map || !index_vector_dim || !slice_sizes)
    return std::nullopt;
  return GatherAttributes{*offset_dims,     *collapsed_slice_dims, *operand_batching_dims,
                          *start_indices_batching_dims, *start_index_map, *slice_sizes, *index_vector_dim};
}

// (C1)-(C21). Returns whether the lists (C22) combines are well formed.
bool checkDimensionNumbers(OpContext& c, const TensorType& operand, const TensorType& start_indices,
                           const TensorType& result, const GatherAttributes& g) {
  const auto& offsets = g.offset_dims;
  const auto& collapsed = g.collapsed_slice_dims;
  const auto& obd = g.operand_batching_dims;
  const auto& sibd = g.start_indices_batching_dims;
  const auto& sim = g.start_index_map;
  const auto& slice_sizes = g.slice_sizes;
  const int64_t index_vector_dim = g.index_vector_dim;
  const int64_t operandRank = operand.rank(), indicesRank = start_indices.rank(), resultRank = result.rank();
  bool c1 = c.require(operandRank == listSize(offsets) + listSize(collapsed) + listSize(obd), "C1", [&] {
    return "rank(operand) = " + std::to_string(operandRank) + ", offset_dims = " + listText(offsets) +
           ", collapsed_slice_dims = " + listText(collapsed) + ", operand_batching_dims = " + listText(obd);
  });
  bool c2 = c.require(0 <= index_vector_dim && index_vector_dim <= indicesRank, "C2", [&] {
    return "index_vector_dim = " + std::to_string(index_vector_dim) + ", rank(start_indices) = " +
           std::to_string(indicesRank);
  });
  if (c2) {
    int64_t indexSize = index_vector_dim < indicesRank ? start_indices.shape[index_vector_dim] : 1;
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
  bool c6 = c.require(isUnique(concat(collapsed, obd)), "C6", [&] {
    return "collapsed_slice_dims = " + listText(collapsed) + ", operand_batching_dims = " + listText(obd);
  });
  c.require(isSorted(collapsed), "C7", "collapsed_slice_dims = " + listText(collapsed));
  bool c8 = c.require(allInRange(collapsed, 0, operandRank), "C8", [&] {
    return "collapsed_slice_dims = " + listText(collapsed) + ", rank(operand) = " + std::to_string(operandRank);
  });
  // slice_sizes[dims...] <= 1, for dims that index slice_sizes.
  auto sizesAtMostOne = [&](const std::vector<int64_t>& dims, const char* id, const char* name) {
    for (int64_t d : dims)
      if (d >= 0 && d < listSize(slice_sizes) && slice_sizes[d] > 1)
        return c.violation(id, std::string(name) + " = " + listText(dims) + ", slice_sizes = " + listText(slice_sizes));
    return true;
  };
  sizesAtMostOne(collapsed, "C9", "collapsed_slice_dims");
  c.require(isSorted(obd), "C10", "operand_batching_dims = " + listText(obd));
  bool c11 = c.require(allInRange(obd, 0, operandRank), "C11", [&] {
    return "operand_batching_dims = " + listText(obd) + ", rank(operand) = " + std::to_string(operandRank);
  });
  sizesAtMostOne(obd, "C12", "operand_batching_dims");
  c.require(isUnique(sibd), "C13", "start_indices_batching_dims = " + listText(sibd));
  bool c14 = c.require(allInRange(sibd, 0, indicesRank), "C14", [&] {
    return "start_indices_batching_dims = " + listText(sibd) + ", rank(start_indices) = " +
           std::to_string(indicesRank);
  });
  c.require(!contains(sibd, index_vector_dim), "C15", [&] {
    return "index_vector_dim = " + std::to_string(index_vector_dim) + ", start_indices_batching_dims = " +
           listText(sibd);
  });
  bool c16 = c.require(obd.size() == sibd.size(), "C16", [&] {
    return "operand_batching_dims = " + listText(obd) + ", start_indices_batching_dims = " + listText(sibd);
  });
  if (c11 && c14 && c16) {
    auto a = dims(operand, obd), b = dims(start_indices, sibd);
    c.require(compatibleShapes(a, b), "C17", [&] {
      return "dim(operand, operand_batching_dims...) = " + listText(a) +
             ", dim(start_indices, start_indices_batching_dims...) = " + listText(b);
    });
  }
  c.require(isUnique(concat(sim, obd)), "C18", [&] {
    return "start_index_map = " + listText(sim) + ", operand_batching_dims = " + listText(obd);
  });
  c.require(allInRange(sim, 0, operandRank), "C19", [&] {
    return "start_index_map = " + listText(sim) + ", rank(operand) = " + std::to_string(operandRank);
  });
  bool c20 = c.require(listSize(slice_sizes) == operandRank, "C20", [&] {
    return "slice_sizes = " + listText(slice_sizes) + ", rank(operand) = " + std::to_string(operandRank);
  });
  bool c21 = true;
  for (int64_t d = 0; c20 && d < operandRank && c21; ++d) {
    int64_t dim = operand.shape[d];
    c21 = c.require(slice_sizes[d] >= 0 && (dim == kDynamic || slice_sizes[d] <= dim), "C21", [&] {
      return "slice_sizes = " + listText(slice_sizes) + ", shape(operand) = " + shapeText(operand.shape);
    });
  }
  return c1 && c2 && c4 && c5 && c6 && c8 && c11 && c20 && c21;
}

// (C22) shape(result) = combine(batch_dim_sizes, offset_dim_sizes), for
// well-formed lists (then size(offset_dim_sizes) = size(offset_dims) by C1).
void checkResultShape(OpContext& c, const TensorType& operand, const TensorType& start_indices,
                      const TensorType& result, const GatherAttributes& g) {
  const int64_t resultRank = result.rank();
  std::vector<int64_t> batch_dim_sizes, offset_dim_sizes;
  for (int64_t d = 0; d < start_indices.rank(); ++d)
    if (d != g.index_vector_dim) batch_dim_sizes.push_back(start_indices.shape[d]);
  for (int64_t d = 0; d < operand.rank(); ++d)
    if (!contains(g.collapsed_slice_dims, d) && !contains(g.operand_batching_dims, d))
      offset_dim_sizes.push_back(g.slice_sizes[d]);
  Shape expected;
  if (listSize(batch_dim_sizes) + listSize(offset_dim_sizes) == resultRank) {
    expected.assign(static_cast<size_t>(resultRank), 0);
    size_t b = 0;
    for (int64_t d = 0; d < resultRank; ++d)
      if (!contains(g.offset_dims, d)) expected[d] = batch_dim_sizes[b++];
    for (size_t k = 0; k < g.offset_dims.size(); ++k) expected[g.offset_dims[k]] = offset_dim_sizes[k];
  }
  c.require(listSize(expected) == resultRank && compatibleShapes(expected, result.shape), "C22", [&] {
    return "shape(result) = " + shapeText(result.shape) + ", batch_dim_sizes = " + listText(batch_dim_sizes) +
           ", offset_dim_sizes = " + listText(offset_dim_sizes) + ", offset_dims = " + listText(g.offset_dims);
  });
}

void checkGather(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* operand = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* start_indices = requireOperandOf(c, 1, "I2", kIntegerTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kPerTensorQuantized);
  if (!operand || !start_indices || !result) return;
  std::optional<GatherAttributes> g = readAttributes(c);
  if (!g) return;
  if (checkDimensionNumbers(c, *operand, *start_indices, *result, *g))
    checkResultShape(c, *operand, *start_indices, *result, *g);
  c.require(sameElementType(*operand, *result), "C23", [&] {
    return "element_type(operand) = " + elementText(*operand) + ", element_type(result) = " + elementText(*result);
  });
}

}  // namespace

HLOREF_CHECKER("stablehlo.gather", checkGather,
               {
                 {"C1", "rank(operand) = size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims)"},
                 {"C2", "0 <= index_vector_dim <= rank(start_indices)"},
                 {"C3", "size(start_index_map) = index_vector_dim < rank(start_indices) ? dim(start_indices, index_vector_dim) : 1"},
                 {"C4", "is_unique(offset_dims) and is_sorted(offset_dims)"},
                 {"C5", "0 <= offset_dims < rank(result)"},
                 {"C6", "is_unique(concatenate(collapsed_slice_dims, operand_batching_dims))"},
                 {"C7", "is_sorted(collapsed_slice_dims)"},
                 {"C8", "0 <= collapsed_slice_dims < rank(operand)"},
                 {"C9", "slice_sizes[collapsed_slice_dims...] <= 1"},
                 {"C10", "is_sorted(operand_batching_dims)"},
                 {"C11", "0 <= operand_batching_dims < rank(operand)"},
                 {"C12", "slice_sizes[operand_batching_dims...] <= 1"},
                 {"C13", "is_unique(start_indices_batching_dims)"},
                 {"C14", "0 <= start_indices_batching_dims < rank(start_indices)"},
                 {"C15", "index_vector_dim not in start_indices_batching_dims"},
                 {"C16", "size(operand_batching_dims) == size(start_indices_batching_dims)"},
                 {"C17", "dim(operand, operand_batching_dims...) = dim(start_indices, start_indices_batching_dims...)"},
                 {"C18", "is_unique(concatenate(start_index_map, operand_batching_dims))"},
                 {"C19", "0 <= start_index_map < rank(operand)"},
                 {"C20", "size(slice_sizes) = rank(operand)"},
                 {"C21", "0 <= slice_sizes <= shape(operand)"},
                 {"C22", "shape(result) = combine(batch_dim_sizes, offset_dim_sizes) where:"},
                 {"C23", "element_type(operand) = element_type(result)"},
               });

}  // namespace hloref::checker
