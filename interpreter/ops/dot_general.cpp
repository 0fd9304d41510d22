// spec: Ops > dot_general
#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace linalg {
namespace {

// dim(x, dims...) as a list.
std::vector<int64_t> dimsOf(const Tensor& x, const std::vector<int64_t>& dims) {
  std::vector<int64_t> r;
  for (int64_t d : dims) r.push_back(x.shape()[d]);
  return r;
}

// [d for d in axes(x) and d not in batching and d not in contracting].
std::vector<int64_t> resultDimensions(int64_t rank, const std::vector<int64_t>& batching,
                                      const std::vector<int64_t>& contracting) {
  std::vector<int64_t> r;
  for (int64_t d = 0; d < rank; ++d)
    if (std::find(batching.begin(), batching.end(), d) == batching.end() &&
        std::find(contracting.begin(), contracting.end(), d) == contracting.end())
      r.push_back(d);
  return r;
}

int64_t product(const std::vector<int64_t>& sizes) {
  int64_t p = 1;
  for (int64_t s : sizes) p *= s;
  return p;
}

template <class T>
void compute(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const std::vector<int64_t>& lhsPermutation,
             const std::vector<int64_t>& rhsPermutation, int64_t batch, int64_t lhsFree, int64_t rhsFree,
             int64_t contracting, Tensor& result) {
  // transposed_lhs = transpose(lhs, lhs_batching_dimensions +
  // lhs_result_dimensions + lhs_contracting_dimensions), viewed as
  // [batch, lhs-free, contracting]; likewise for rhs.
  std::vector<T> transposed_lhs = loadTransposed<T>(call, lhs, lhsPermutation, "transposed_lhs");
  std::vector<T> transposed_rhs = loadTransposed<T>(call, rhs, rhsPermutation, "transposed_rhs");
  // result[result_batching_index + result_lhs_index + result_rhs_index] =
  // dot_product of the two reshaped slices: reduce(multiply(...)) from
  // constant(0), one dot product per (batch, lhs-free, rhs-free) position;
  // summed exactly and rounded once unless --accumulation=sequential.
  std::vector<T> values = familyBuffer<T>(call, result.numElements(), "the result");
  std::fill(values.begin(), values.end(), constantZero<T>(result.elementType()));  // the init value
  const bool exact = exactAccumulation(call);
  for (int64_t b = 0; b < batch; ++b) {
    const T* a = transposed_lhs.data() + b * lhsFree * contracting;
    const T* r = transposed_rhs.data() + b * rhsFree * contracting;
    T* c = values.data() + b * lhsFree * rhsFree;
    if (exact) exactProductBlock(a, r, c, lhsFree, rhsFree, contracting, rhsFree, lhs.elementType(), result.elementType());
    else productBlock(a, r, c, lhsFree, rhsFree, contracting, rhsFree);
  }
  if constexpr (!std::is_same_v<T, uint64_t>) {
    if (call.annotating()) {
      std::vector<double> bounds(values.size());
      const double dx = maxOperandBound(call, 0), dy = maxOperandBound(call, 1);
      for (int64_t b = 0; b < batch; ++b)
        productBounds(transposed_lhs.data() + b * lhsFree * contracting,
                      transposed_rhs.data() + b * rhsFree * contracting, values.data() + b * lhsFree * rhsFree,
                      rhsFree, lhsFree, rhsFree, contracting, lhs.elementType(), result.elementType(), dx, dy,
                      bounds.data() + b * lhsFree * rhsFree, rhsFree, !exact);
      call.setErrorBound(0, std::move(bounds));
    }
  }
  storeResult(result, values);
}

}  // namespace

Tensor dotGeneral(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const DotDimensionNumbers& dims) {
  const auto& [lhs_batching_dimensions, rhs_batching_dimensions, lhs_contracting_dimensions,
               rhs_contracting_dimensions] = dims;
  const TensorType& resultType = call.resultType(0);
  if (lhs.type().isQuantized() || rhs.type().isQuantized() || resultType.isQuantized())
    call.unsupportedHere("on quantized tensors");

  // (C9), (C10) for the sizes of dynamic dimensions (C1-C8 and static sizes
  // are the checker's).
  std::vector<int64_t> batchSizes = dimsOf(lhs, lhs_batching_dimensions);
  if (batchSizes != dimsOf(rhs, rhs_batching_dimensions))
    call.violation("C9", "dim(lhs, lhs_batching_dimensions...) = " + listString(batchSizes) +
                             ", dim(rhs, rhs_batching_dimensions...) = " +
                             listString(dimsOf(rhs, rhs_batching_dimensions)));
  std::vector<int64_t> contractingSizes = dimsOf(lhs, lhs_contracting_dimensions);
  if (contractingSizes != dimsOf(rhs, rhs_contracting_dimensions))
    call.violation("C10", "dim(lhs, lhs_contracting_dimensions...) = " + listString(contractingSizes) +
                              ", dim(rhs, rhs_contracting_dimensions...) = " +
                              listString(dimsOf(rhs, rhs_contracting_dimensions)));

  std::vector<int64_t> lhs_result_dimensions =
      resultDimensions(lhs.rank(), lhs_batching_dimensions, lhs_contracting_dimensions);
  std::vector<int64_t> rhs_result_dimensions =
      resultDimensions(rhs.rank(), rhs_batching_dimensions, rhs_contracting_dimensions);

  // (C12) shape(result) = dim(lhs, lhs_batching_dimensions) +
  // dim(lhs, lhs_result_dimensions) + dim(rhs, rhs_result_dimensions).
  std::vector<int64_t> lhsFreeSizes = dimsOf(lhs, lhs_result_dimensions);
  std::vector<int64_t> rhsFreeSizes = dimsOf(rhs, rhs_result_dimensions);
  Shape shape = batchSizes;
  shape.insert(shape.end(), lhsFreeSizes.begin(), lhsFreeSizes.end());
  shape.insert(shape.end(), rhsFreeSizes.begin(), rhsFreeSizes.end());
  Tensor result(resultTypeOfShape(call, 0, shape, "C12"));
  if (result.numElements() == 0) return result;

  std::vector<int64_t> lhsPermutation = lhs_batching_dimensions;
  lhsPermutation.insert(lhsPermutation.end(), lhs_result_dimensions.begin(), lhs_result_dimensions.end());
  lhsPermutation.insert(lhsPermutation.end(), lhs_contracting_dimensions.begin(), lhs_contracting_dimensions.end());
  std::vector<int64_t> rhsPermutation = rhs_batching_dimensions;
  rhsPermutation.insert(rhsPermutation.end(), rhs_result_dimensions.begin(), rhs_result_dimensions.end());
  rhsPermutation.insert(rhsPermutation.end(), rhs_contracting_dimensions.begin(), rhs_contracting_dimensions.end());
  // The sizes are products of dimensions of existing, non-empty tensors, so
  // they fit.
  const int64_t batch = product(batchSizes), lhsFree = product(lhsFreeSizes), rhsFree = product(rhsFreeSizes),
                contracting = product(contractingSizes);
  switch (familyOf(lhs.elementType())) {
    case Family::Boolean:
    case Family::SignedInteger:
    case Family::UnsignedInteger:
      compute<uint64_t>(call, lhs, rhs, lhsPermutation, rhsPermutation, batch, lhsFree, rhsFree, contracting, result);
      break;
    case Family::Float:
      compute<double>(call, lhs, rhs, lhsPermutation, rhsPermutation, batch, lhsFree, rhsFree, contracting, result);
      break;
    case Family::Complex:
      compute<Complex>(call, lhs, rhs, lhsPermutation, rhsPermutation, batch, lhsFree, rhsFree, contracting, result);
      break;
  }
  return result;
}

}  // namespace linalg

namespace {

std::vector<int64_t> dimensionList(const Attribute& numbers, const char* name) {
  const Attribute* field = numbers.field(name);
  return field ? asIntList(*field).value_or(std::vector<int64_t>{}) : std::vector<int64_t>{};
}

// The attributes' constraints (C1-C8, C11, C13-C24) are the checker's;
// precision_config and algorithm do not change the reference semantics:
// hloref always computes the products as linalg.h describes.
std::vector<Value> evalDotGeneral(OpCall& call) {
  const Attribute& numbers = call.attr("dot_dimension_numbers");
  linalg::DotDimensionNumbers dims{dimensionList(numbers, "lhs_batching_dimensions"),
                                   dimensionList(numbers, "rhs_batching_dimensions"),
                                   dimensionList(numbers, "lhs_contracting_dimensions"),
                                   dimensionList(numbers, "rhs_contracting_dimensions")};
  return {Value(linalg::dotGeneral(call, call.tensor(0), call.tensor(1), dims))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dot_general",
           .eval = evalDotGeneral,
           .quantized = Quantized::DequantizeOpQuantizeOrHybrid,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
