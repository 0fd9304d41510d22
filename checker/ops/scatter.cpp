// spec: Ops > scatter (Constraints C1-C25). Operands are inputs (N),
// scatter_indices, updates (N); the dimension numbers live in
// `scatter_dimension_numbers = #stablehlo.scatter<...>` (missing lists are
// empty, a missing index_vector_dim is 0, as the interpreter reads them).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

// The operands (inputs..., scatter_indices, updates...), results and
// attributes, read as the interpreter reads them.
struct Scatter {
  std::vector<const TensorType*> inputs, updates, results;
  const TensorType* scatter_indices = nullptr;
  std::vector<int64_t> update_window_dims, inserted_window_dims, input_batching_dims, scatter_indices_batching_dims,
      scatter_dims_to_operand_dims;
  int64_t index_vector_dim = 0;
};

// (C5) and the Inputs/Outputs tables; nullopt when they fail.
std::optional<Scatter> readScatter(OpContext& c) {
  const size_t operandCount = c.numOperands();
  const size_t N = operandCount >= 1 ? (operandCount - 1) / 2 : 0;
  if (!c.require(operandCount % 2 == 1 && N > 0, "C5", [&] {
        return std::to_string(operandCount) + " operands do not split into N inputs, scatter_indices and N updates";
      }))
    return std::nullopt;
  Scatter x;
  bool typesOk = true;
  for (size_t i = 0; i < N; ++i) {
    x.inputs.push_back(requireOperandOf(c, i, "I1", kAnyTensor | kPerTensorQuantized));
    x.updates.push_back(requireOperandOf(c, N + 1 + i, "I3", kAnyTensor | kPerTensorQuantized));
    typesOk = typesOk && x.inputs[i] && x.updates[i];
  }
  x.scatter_indices = requireOperandOf(c, N, "I2", kIntegerTensor);
  for (size_t i = 0; i < c.numResults(); ++i) {
    x.results.push_back(requireResultOf(c, i, "O1", kAnyTensor | kPerTensorQuantized));
    typesOk = typesOk && x.results.back();
  }
  const Attribute* dn = structAttr(c, "scatter_dimension_numbers");
  if (!typesOk || !x.scatter_indices || !dn) return std::nullopt;
  auto update_window_dims = structListField(c, *dn, "update_window_dims");
  auto inserted_window_dims = structListField(c, *dn, "inserted_window_dims");
  auto input_batching_dims = structListField(c, *dn, "input_batching_dims");
  auto scatter_indices_batching_dims = structListField(c, *dn, "scatter_indices_batching_dims");
  auto scatter_dims_to_operand_dims = structListField(c, *dn, "scatter_dims_to_operand_dims");
  auto index_vector_dim = structIntField(c, *dn, "index_vector_dim", 0);
  if (!update_window_dims || !inserted_window_dims || !input_batching_dims || !scatter_indices_batching_dims ||
      !scatter_dims_to_operand_dims || !index_vector_dim)
    return std::nullopt;
  x.update_window_dims = *update_window_dims;
  x.inserted_window_dims = *inserted_window_dims;
  x.input_batching_dims = *input_batching_dims;
  x.scatter_indices_batching_dims = *scatter_indices_batching_dims;
  x.scatter_dims_to_operand_dims = *scatter_dims_to_operand_dims;
  x.index_vector_dim = *index_vector_dim;
  return x;
}

// (C1) same(shape(inputs...)), (C3) same(shape(updates...)), (C6)
// element_type(updates...) = element_type(inputs...).
void checkOperandTypes(OpContext& c, const Scatter& x) {
  const TensorType& input0 = *x.inputs[0];
  const TensorType& update0 = *x.updates[0];
  for (size_t i = 1; i < x.inputs.size(); ++i)
    if (!c.require(compatibleShapes(x.inputs[i]->shape, input0.shape), "C1", [&] {
          return "shape(inputs[0]) = " + shapeText(input0.shape) + ", shape(inputs[" + std::to_string(i) +
                 "]) = " + shapeText(x.inputs[i]->shape);
        }))
      break;
  for (size_t i = 1; i < x.updates.size(); ++i)
    if (!c.require(compatibleShapes(x.updates[i]->shape, update0.shape), "C3", [&] {
          return "shape(updates[0]) = " + shapeText(update0.shape) + ", shape(updates[" + std::to_string(i) +
                 "]) = " + shapeText(x.updates[i]->shape);
        }))
      break;
  for (size_t i = 0; i < x.inputs.size(); ++i)
    if (!c.require(sameElementType(*x.updates[i], *x.inputs[i]), "C6", [&] {
          return "element_type(updates[" + std::to_string(i) + "]) = " + elementText(*x.updates[i]) +
                 ", element_type(inputs[" + std::to_string(i) + "]) = " + elementText(*x.inputs[i]);
        }))
      break;
}

// (C2), (C7)-(C22). Returns whether the lists (C4) combines are well formed.
bool checkDimensionNumbers(OpContext& c, const Scatter& x) {
  const auto& uwd = x.update_window_dims;
  const auto& iwd = x.inserted_window_dims;
  const auto& ibd = x.input_batching_dims;
  const auto& sibd = x.scatter_indices_batching_dims;
  const auto& sdod = x.scatter_dims_to_operand_dims;
  const int64_t index_vector_dim = x.index_vector_dim;
  const TensorType& input0 = *x.inputs[0];
  const int64_t inputRank = input0.rank(), indicesRank = x.scatter_indices->rank(), updateRank = x.updates[0]->rank();
  bool c2 = c.require(inputRank == listSize(uwd) + listSize(iwd) + listSize(ibd), "C2", [&] {
    return "rank(inputs[0]) = " + std::to_string(inputRank) + ", update_window_dims = " + listText(uwd) +
           ", inserted_window_dims = " + listText(iwd) + ", input_batching_dims = " + listText(ibd);
  });
  bool c7 = c.require(isUnique(uwd) && isSorted(uwd), "C7", "update_window_dims = " + listText(uwd));
  bool c8 = c.require(allInRange(uwd, 0, updateRank), "C8", [&] {
    return "update_window_dims = " + listText(uwd) + ", rank(updates[0]) = " + std::to_string(updateRank);
  });
  bool c9 = c.require(isUnique(concat(iwd, ibd)), "C9", [&] {
    return "inserted_window_dims = " + listText(iwd) + ", input_batching_dims = " + listText(ibd);
  });
  c.require(isSorted(iwd), "C10", "inserted_window_dims = " + listText(iwd));
  bool c11 = c.require(allInRange(iwd, 0, inputRank), "C11", [&] {
    return "inserted_window_dims = " + listText(iwd) + ", rank(inputs[0]) = " + std::to_string(inputRank);
  });
  c.require(isSorted(ibd), "C12", "input_batching_dims = " + listText(ibd));
  bool c13 = c.require(allInRange(ibd, 0, inputRank), "C13", [&] {
    return "input_batching_dims = " + listText(ibd) + ", rank(inputs[0]) = " + std::to_string(inputRank);
  });
  c.require(isUnique(sibd), "C14", "scatter_indices_batching_dims = " + listText(sibd));
  bool c15 = c.require(allInRange(sibd, 0, indicesRank), "C15", [&] {
    return "scatter_indices_batching_dims = " + listText(sibd) + ", rank(scatter_indices) = " +
           std::to_string(indicesRank);
  });
  c.require(!contains(sibd, index_vector_dim), "C16", [&] {
    return "index_vector_dim = " + std::to_string(index_vector_dim) + ", scatter_indices_batching_dims = " +
           listText(sibd);
  });
  bool c17 = c.require(ibd.size() == sibd.size(), "C17", [&] {
    return "input_batching_dims = " + listText(ibd) + ", scatter_indices_batching_dims = " + listText(sibd);
  });
  if (c13 && c15 && c17) {
    auto a = dims(input0, ibd), b = dims(*x.scatter_indices, sibd);
    c.require(compatibleShapes(a, b), "C18", [&] {
      return "dim(inputs[0], input_batching_dims...) = " + listText(a) +
             ", dim(scatter_indices, scatter_indices_batching_dims...) = " + listText(b);
    });
  }
  bool c22 = 0 <= index_vector_dim && index_vector_dim <= indicesRank;
  if (c22) {
    int64_t indexSize = index_vector_dim < indicesRank ? x.scatter_indices->shape[index_vector_dim] : 1;
    c.require(compatibleDims(listSize(sdod), indexSize), "C19", [&] {
      return "size(scatter_dims_to_operand_dims) = " + std::to_string(sdod.size()) + ", index_vector_dim = " +
             std::to_string(index_vector_dim) + ", " +
             (index_vector_dim < indicesRank ? "dim(scatter_indices, index_vector_dim) = " + dimText(indexSize)
                                             : "rank(scatter_indices) = " + std::to_string(indicesRank));
    });
  }
  c.require(isUnique(concat(sdod, ibd)), "C20", [&] {
    return "scatter_dims_to_operand_dims = " + listText(sdod) + ", input_batching_dims = " + listText(ibd);
  });
  c.require(allInRange(sdod, 0, inputRank), "C21", [&] {
    return "scatter_dims_to_operand_dims = " + listText(sdod) + ", rank(inputs[0]) = " + std::to_string(inputRank);
  });
  c.require(c22, "C22", [&] {
    return "index_vector_dim = " + std::to_string(index_vector_dim) + ", rank(scatter_indices) = " +
           std::to_string(indicesRank);
  });
  return c2 && c7 && c8 && c9 && c11 && c13 && c22;
}

// (C4) shape(updates[0]) = combine(update_scatter_dim_sizes, update_window_dim_sizes).
void checkUpdatesShape(OpContext& c, const Scatter& x) {
  const TensorType& input0 = *x.inputs[0];
  const TensorType& update0 = *x.updates[0];
  const auto& uwd = x.update_window_dims;
  std::vector<int64_t> update_scatter_dim_sizes, window_bounds;
  for (int64_t d = 0; d < x.scatter_indices->rank(); ++d)
    if (d != x.index_vector_dim) update_scatter_dim_sizes.push_back(x.scatter_indices->shape[d]);
  for (int64_t d = 0; d < input0.rank(); ++d)
    if (!contains(x.inserted_window_dims, d) && !contains(x.input_batching_dims, d))
      window_bounds.push_back(input0.shape[d]);
  bool ok = listSize(update_scatter_dim_sizes) + listSize(uwd) == update0.rank();
  if (ok) {
    size_t j = 0;
    for (int64_t d = 0; d < update0.rank(); ++d)
      if (!contains(uwd, d)) ok = ok && compatibleDims(update0.shape[d], update_scatter_dim_sizes[j++]);
    for (size_t k = 0; k < uwd.size(); ++k) {
      int64_t u = update0.shape[uwd[k]], bound = window_bounds[k];
      ok = ok && (u == kDynamic || bound == kDynamic || u <= bound);
    }
  }
  c.require(ok, "C4", [&] {
    return "shape(updates[0]) = " + shapeText(update0.shape) + ", update_scatter_dim_sizes = " +
           listText(update_scatter_dim_sizes) + ", update_window_dims = " + listText(uwd) +
           ", update_window_dim_sizes <= " + listText(window_bounds);
  });
}

// (C23) update_computation: (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ...,
// tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>); (C24), (C25) the results.
void checkUpdateComputation(OpContext& c, const Scatter& x) {
  const size_t N = x.inputs.size();
  auto E = reductionBodyTypes(c, 0, x.inputs);
  bool c23 = c.require(E.has_value(), "C23", [&] { return reductionBodyText(c, 0, "update_computation", x.inputs); });
  bool c24 = c.require(x.results.size() == N, "C24", [&] {
    return std::to_string(N) + " inputs, " + std::to_string(x.results.size()) + " results";
  });
  for (size_t i = 0; c24 && i < N; ++i)
    if (!c.require(compatibleShapes(x.inputs[i]->shape, x.results[i]->shape), "C24", [&] {
          return "shape(inputs[" + std::to_string(i) + "]) = " + shapeText(x.inputs[i]->shape) + ", shape(results[" +
                 std::to_string(i) + "]) = " + shapeText(x.results[i]->shape);
        }))
      break;
  for (size_t i = 0; c23 && c24 && i < N; ++i)
    if (!c.require(sameElementType(*x.results[i], *(*E)[i]), "C25", [&] {
          return "element_type(results[" + std::to_string(i) + "]) = " + elementText(*x.results[i]) + ", E" +
                 std::to_string(i) + " = " + elementText(*(*E)[i]);
        }))
      break;
}

void checkScatter(OpContext& c) {
  std::optional<Scatter> x = readScatter(c);
  if (!x) return;
  checkOperandTypes(c, *x);
  if (checkDimensionNumbers(c, *x)) checkUpdatesShape(c, *x);
  checkUpdateComputation(c, *x);
}

}  // namespace

HLOREF_CHECKER("stablehlo.scatter", checkScatter,
               {
                 {"C1", "same(shape(inputs...))"},
                 {"C2", "rank(inputs[0]) = size(update_window_dims) + size(inserted_window_dims) + size(input_batching_dims)"},
                 {"C3", "same(shape(updates...))"},
                 {"C4", "shape(updates[0]) = combine(update_scatter_dim_sizes, update_window_dim_sizes) where:"},
                 {"C5", "0 < size(inputs) = size(updates) = N"},
                 {"C6", "element_type(updates...) = element_type(inputs...)"},
                 {"C7", "is_unique(update_window_dims) and is_sorted(update_window_dims)"},
                 {"C8", "0 <= update_window_dims < rank(updates[0])"},
                 {"C9", "is_unique(concatenate(inserted_window_dims, input_batching_dims))"},
                 {"C10", "is_sorted(inserted_window_dims)"},
                 {"C11", "0 <= inserted_window_dims < rank(inputs[0])"},
                 {"C12", "is_sorted(input_batching_dims)"},
                 {"C13", "0 <= input_batching_dims < rank(inputs[0]))"},
                 {"C14", "is_unique(scatter_indices_batching_dims)"},
                 {"C15", "0 <= scatter_indices_batching_dims < rank(scatter_indices)"},
                 {"C16", "index_vector_dim not in scatter_indices_batching_dims"},
                 {"C17", "size(input_batching_dims) == size(scatter_indices_batching_dims)"},
                 {"C18", "dim(inputs[0], input_batching_dims...) = dim(scatter_indices, scatter_indices_batching_dims...)"},
                 {"C19", "size(scatter_dims_to_operand_dims) = index_vector_dim < rank(scatter_indices) ? dim(scatter_indices, index_vector_dim) : 1"},
                 {"C20", "is_unique(concatenate(scatter_dims_to_operand_dims, input_batching_dims))"},
                 {"C21", "0 <= scatter_dims_to_operand_dims < rank(inputs[0])"},
                 {"C22", "0 <= index_vector_dim <= rank(scatter_indices)"},
                 {"C23", "update_computation has type (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>), where is_promotable(element_type(inputs[i]), Ei)"},
                 {"C24", "shape(inputs...) = shape(results...)"},
                 {"C25", "element_type(results[i]) = Ei for all i in [0,N)"},
               });

}  // namespace hloref::checker
