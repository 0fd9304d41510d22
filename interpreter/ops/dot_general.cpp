// spec: Ops > dot_general
#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace linalg {
namespace {

// 0 <= dims < rank (the range constraints C5-C8).
void requireInRange(const OpCall& call, const char* constraint, const char* name, const std::vector<int64_t>& dims,
                    const char* operand, int64_t rank) {
  for (int64_t d : dims)
    if (d < 0 || d >= rank)
      call.fail("has " + std::string(name) + " = " + listString(dims) + " (" + constraint + "): each must lie in [0, " +
                std::to_string(rank) + "), the rank of " + operand);
}

// is_unique(batching + contracting) (C3, C4).
void requireUnique(const OpCall& call, const char* constraint, const char* side, const std::vector<int64_t>& batching,
                   const std::vector<int64_t>& contracting, int64_t rank) {
  std::vector<bool> seen(static_cast<size_t>(rank), false);
  for (const auto* dims : {&batching, &contracting})
    for (int64_t d : *dims) {
      if (seen[d])
        call.fail("has " + std::string(side) + "_batching_dimensions = " + listString(batching) + " and " + side +
                  "_contracting_dimensions = " + listString(contracting) + " (" + constraint +
                  "): together they must not repeat a dimension, but " + std::to_string(d) + " repeats");
      seen[d] = true;
    }
}

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

  // (C1) size(lhs_batching_dimensions) = size(rhs_batching_dimensions).
  if (lhs_batching_dimensions.size() != rhs_batching_dimensions.size())
    call.fail("has lhs_batching_dimensions = " + listString(lhs_batching_dimensions) +
              " and rhs_batching_dimensions = " + listString(rhs_batching_dimensions) + " (C1): sizes differ");
  // (C2) size(lhs_contracting_dimensions) = size(rhs_contracting_dimensions).
  if (lhs_contracting_dimensions.size() != rhs_contracting_dimensions.size())
    call.fail("has lhs_contracting_dimensions = " + listString(lhs_contracting_dimensions) +
              " and rhs_contracting_dimensions = " + listString(rhs_contracting_dimensions) + " (C2): sizes differ");
  // (C5)-(C8) the dimensions lie in range.
  requireInRange(call, "C5", "lhs_batching_dimensions", lhs_batching_dimensions, "lhs", lhs.rank());
  requireInRange(call, "C6", "lhs_contracting_dimensions", lhs_contracting_dimensions, "lhs", lhs.rank());
  requireInRange(call, "C7", "rhs_batching_dimensions", rhs_batching_dimensions, "rhs", rhs.rank());
  requireInRange(call, "C8", "rhs_contracting_dimensions", rhs_contracting_dimensions, "rhs", rhs.rank());
  // (C3), (C4) no dimension is both batching and contracting, or repeated.
  requireUnique(call, "C3", "lhs", lhs_batching_dimensions, lhs_contracting_dimensions, lhs.rank());
  requireUnique(call, "C4", "rhs", rhs_batching_dimensions, rhs_contracting_dimensions, rhs.rank());
  // (C9) dim(lhs, lhs_batching_dimensions...) = dim(rhs, rhs_batching_dimensions...).
  std::vector<int64_t> batchSizes = dimsOf(lhs, lhs_batching_dimensions);
  if (batchSizes != dimsOf(rhs, rhs_batching_dimensions))
    call.fail("has batching dimensions of sizes " + listString(batchSizes) + " in lhs and " +
              listString(dimsOf(rhs, rhs_batching_dimensions)) + " in rhs (C9): they must be equal");
  // (C10) dim(lhs, lhs_contracting_dimensions...) = dim(rhs, rhs_contracting_dimensions...).
  std::vector<int64_t> contractingSizes = dimsOf(lhs, lhs_contracting_dimensions);
  if (contractingSizes != dimsOf(rhs, rhs_contracting_dimensions))
    call.fail("has contracting dimensions of sizes " + listString(contractingSizes) + " in lhs and " +
              listString(dimsOf(rhs, rhs_contracting_dimensions)) + " in rhs (C10): they must be equal");
  // (C13) element_type(lhs) = element_type(rhs).
  if (lhs.elementType() != rhs.elementType())
    call.fail("has lhs of type " + tensorTypeString(lhs.type()) + " and rhs of type " + tensorTypeString(rhs.type()) +
              " (C13): the element types must be equal");
  requireSameFamily(call, lhs.elementType(), resultType.elementType);

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
  Tensor result = call.newResult(0, shape);
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

std::vector<int64_t> dimensionList(const OpCall& call, const Attribute& numbers, const char* name) {
  const Attribute* field = numbers.field(name);
  if (!field) return {};
  auto v = asIntList(*field);
  if (!v) call.fail("has dot_dimension_numbers." + std::string(name) + " = " + attributeString(*field) +
                    "; expected a list of integers");
  return *v;
}

// The DotAlgorithm (spec: dot_general I8-I14, C21-C24). It does not change
// the reference semantics: hloref always computes the products as described
// at linalg::accumulate.
void checkAlgorithm(const OpCall& call, const std::vector<std::string>& precision_config) {
  const Attribute* algorithm = call.optionalAttr("algorithm");
  if (!algorithm) return;
  if (algorithm->kind != Attribute::Kind::Struct)
    call.fail("has algorithm " + attributeString(*algorithm) + "; expected #stablehlo.dot_algorithm<...>");
  if (algorithm->fields.empty()) return;  // is_empty_algorithm
  // (C21) precision_config... = DEFAULT.
  for (const std::string& p : precision_config)
    if (p != "DEFAULT")
      call.fail("has an algorithm and precision_config [" + precision_config[0] + ", " + precision_config[1] +
                "] (C21): with an algorithm every precision must be DEFAULT");
  for (const auto& [name, value] : algorithm->fields) {
    if (name == "lhs_precision_type" || name == "rhs_precision_type" || name == "accumulation_type") {
      // (I8)-(I10) FloatType or TensorFloat32.
      if (value.kind != Attribute::Kind::TypeAttr || !value.type.isTensor() || value.type.tensorType().rank() != 0 ||
          !isFloat(value.type.tensorType().elementType))
        call.fail("has algorithm " + name + " = " + attributeString(value) + "; it must be a floating-point type");
    } else if (name == "lhs_component_count" || name == "rhs_component_count" ||
               name == "num_primitive_operations") {
      // (C22)-(C24) 0 < count.
      auto v = asInt(value);
      const char* constraint = name == "lhs_component_count" ? "C22" : name == "rhs_component_count" ? "C23" : "C24";
      if (!v || *v <= 0 || *v > INT32_MAX)
        call.fail("has algorithm " + name + " = " + attributeString(value) + " (" + constraint +
                  "): it must be a positive si32");
    } else if (name == "allow_imprecise_accumulation") {
      if (value.kind != Attribute::Kind::Bool)
        call.fail("has algorithm allow_imprecise_accumulation = " + attributeString(value) + "; expected a bool");
    } else {
      call.fail("has algorithm with unknown field '" + name + "'");
    }
  }
}

std::vector<Value> evalDotGeneral(OpCall& call) {
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  const Attribute& numbers = call.attr("dot_dimension_numbers");
  if (numbers.kind != Attribute::Kind::Struct)
    call.fail("has dot_dimension_numbers " + attributeString(numbers) + "; expected #stablehlo.dot<...>");
  linalg::DotDimensionNumbers dims{dimensionList(call, numbers, "lhs_batching_dimensions"),
                                   dimensionList(call, numbers, "rhs_batching_dimensions"),
                                   dimensionList(call, numbers, "lhs_contracting_dimensions"),
                                   dimensionList(call, numbers, "rhs_contracting_dimensions")};
  // (C11) size(precision_config) = 2 (or absent); the values do not change
  // the reference semantics.
  std::vector<std::string> precision_config = linalg::precisionConfig(call);
  checkAlgorithm(call, precision_config);
  return {Value(linalg::dotGeneral(call, lhs, rhs, dims))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dot_general",
           .eval = evalDotGeneral,
           .quantized = Quantized::DequantizeOpQuantizeOrHybrid,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
