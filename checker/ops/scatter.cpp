// spec: Ops > scatter (Constraints C1-C25). Operands are inputs (N),
// scatter_indices, updates (N); the dimension numbers live in
// `scatter_dimension_numbers = #stablehlo.scatter<...>` (missing lists are
// empty, a missing index_vector_dim is 0, as the interpreter reads them).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkScatter(OpContext& c) {
  const size_t operandCount = c.numOperands();
  const size_t N = operandCount >= 1 ? (operandCount - 1) / 2 : 0;
  if (!c.require(operandCount % 2 == 1 && N > 0, "C5", [&] {
        return std::to_string(operandCount) + " operands do not split into N inputs, scatter_indices and N updates";
      }))
    return;
  std::vector<const TensorType*> inputs(N), updates(N);
  bool typesOk = true;
  for (size_t i = 0; i < N; ++i) {
    inputs[i] = requireOperandOf(c, i, "I1", kAnyTensor | kPerTensorQuantized);
    updates[i] = requireOperandOf(c, N + 1 + i, "I3", kAnyTensor | kPerTensorQuantized);
    typesOk = typesOk && inputs[i] && updates[i];
  }
  const TensorType* scatter_indices = requireOperandOf(c, N, "I2", kIntegerTensor);
  std::vector<const TensorType*> results;
  for (size_t i = 0; i < c.numResults(); ++i) {
    results.push_back(requireResultOf(c, i, "O1", kAnyTensor | kPerTensorQuantized));
    typesOk = typesOk && results.back();
  }
  const Attribute* dn = structAttr(c, "scatter_dimension_numbers");
  if (!typesOk || !scatter_indices || !dn) return;
  auto update_window_dims_ = structListField(c, *dn, "update_window_dims");
  auto inserted_window_dims_ = structListField(c, *dn, "inserted_window_dims");
  auto input_batching_dims_ = structListField(c, *dn, "input_batching_dims");
  auto scatter_indices_batching_dims_ = structListField(c, *dn, "scatter_indices_batching_dims");
  auto scatter_dims_to_operand_dims_ = structListField(c, *dn, "scatter_dims_to_operand_dims");
  auto index_vector_dim_ = structIntField(c, *dn, "index_vector_dim", 0);
  if (!update_window_dims_ || !inserted_window_dims_ || !input_batching_dims_ || !scatter_indices_batching_dims_ ||
      !scatter_dims_to_operand_dims_ || !index_vector_dim_)
    return;
  const auto& uwd = *update_window_dims_;
  const auto& iwd = *inserted_window_dims_;
  const auto& ibd = *input_batching_dims_;
  const auto& sibd = *scatter_indices_batching_dims_;
  const auto& sdod = *scatter_dims_to_operand_dims_;
  const int64_t index_vector_dim = *index_vector_dim_;
  const TensorType& input0 = *inputs[0];
  const TensorType& update0 = *updates[0];
  const int64_t inputRank = input0.rank(), indicesRank = scatter_indices->rank(), updateRank = update0.rank();
  auto size = [](const std::vector<int64_t>& v) { return static_cast<int64_t>(v.size()); };

  bool c1 = true;
  for (size_t i = 1; i < N && c1; ++i)
    c1 = c.require(compatibleShapes(inputs[i]->shape, input0.shape), "C1", [&] {
      return "shape(inputs[0]) = " + shapeText(input0.shape) + ", shape(inputs[" + std::to_string(i) +
             "]) = " + shapeText(inputs[i]->shape);
    });
  bool c2 = c.require(inputRank == size(uwd) + size(iwd) + size(ibd), "C2", [&] {
    return "rank(inputs[0]) = " + std::to_string(inputRank) + ", update_window_dims = " + listText(uwd) +
           ", inserted_window_dims = " + listText(iwd) + ", input_batching_dims = " + listText(ibd);
  });
  for (size_t i = 1; i < N; ++i)
    if (!c.require(compatibleShapes(updates[i]->shape, update0.shape), "C3", [&] {
          return "shape(updates[0]) = " + shapeText(update0.shape) + ", shape(updates[" + std::to_string(i) +
                 "]) = " + shapeText(updates[i]->shape);
        }))
      break;
  // (C4) is checked below, once the lists it combines are known to be well formed.
  for (size_t i = 0; i < N; ++i)
    if (!c.require(sameElementType(*updates[i], *inputs[i]), "C6", [&] {
          return "element_type(updates[" + std::to_string(i) + "]) = " + elementText(*updates[i]) +
                 ", element_type(inputs[" + std::to_string(i) + "]) = " + elementText(*inputs[i]);
        }))
      break;
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
    auto a = dimsOf(input0, ibd), b = dimsOf(*scatter_indices, sibd);
    c.require(compatibleLists(a, b), "C18", [&] {
      return "dim(inputs[0], input_batching_dims...) = " + listText(a) +
             ", dim(scatter_indices, scatter_indices_batching_dims...) = " + listText(b);
    });
  }
  bool c22 = 0 <= index_vector_dim && index_vector_dim <= indicesRank;
  if (c22) {
    int64_t indexSize = index_vector_dim < indicesRank ? scatter_indices->shape[index_vector_dim] : 1;
    c.require(compatible(size(sdod), indexSize), "C19", [&] {
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

  // (C4) shape(updates[0]) = combine(update_scatter_dim_sizes, update_window_dim_sizes).
  if (c2 && c7 && c8 && c9 && c11 && c13 && c22) {
    std::vector<int64_t> update_scatter_dim_sizes, window_bounds;
    for (int64_t d = 0; d < indicesRank; ++d)
      if (d != index_vector_dim) update_scatter_dim_sizes.push_back(scatter_indices->shape[d]);
    for (int64_t d = 0; d < inputRank; ++d)
      if (!contains(iwd, d) && !contains(ibd, d)) window_bounds.push_back(input0.shape[d]);
    bool ok = size(update_scatter_dim_sizes) + size(uwd) == updateRank;
    if (ok) {
      size_t j = 0;
      for (int64_t d = 0; d < updateRank; ++d)
        if (!contains(uwd, d)) ok = ok && compatible(update0.shape[d], update_scatter_dim_sizes[j++]);
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
  // tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>).
  auto E = reductionBodyTypes(c, 0, inputs);
  bool c23 = c.require(E.has_value(), "C23", [&] { return reductionBodyText(c, 0, "update_computation", inputs); });
  bool c24 = c.require(results.size() == N, "C24", [&] {
    return std::to_string(N) + " inputs, " + std::to_string(results.size()) + " results";
  });
  for (size_t i = 0; c24 && i < N; ++i)
    if (!c.require(compatibleShapes(inputs[i]->shape, results[i]->shape), "C24", [&] {
          return "shape(inputs[" + std::to_string(i) + "]) = " + shapeText(inputs[i]->shape) + ", shape(results[" +
                 std::to_string(i) + "]) = " + shapeText(results[i]->shape);
        }))
      break;
  for (size_t i = 0; c23 && c24 && i < N; ++i)
    if (!c.require(sameElementType(*results[i], *(*E)[i]), "C25", [&] {
          return "element_type(results[" + std::to_string(i) + "]) = " + elementText(*results[i]) + ", E" +
                 std::to_string(i) + " = " + elementText(*(*E)[i]);
        }))
      break;
  (void)c1;
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
