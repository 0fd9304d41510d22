// spec: Ops > convolution
//
// The spec defines convolution through pad, slice, reverse, dot_general,
// split and concatenate. hloref computes the same sums directly with index
// arithmetic: every window of the padded, base-dilated lhs is gathered into
// one row of a patch matrix (padding_value where the window covers padding,
// as padded_lhs holds it), and the rows are multiplied with the kernel laid out
// as [output feature, spatial..., input feature] by the dot_general kernel.
// Each output's sum (of the window's products, padding included, from
// constant(0)) is exact and rounded once unless --accumulation=sequential
// (linalg.h, exactProductBlock).
#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace linalg {
namespace {

using int128 = __int128;

// The geometry of one convolution, in the canonical layouts
//   lhs:    [batch, spatial..., feature]
//   rhs:    [output feature, spatial..., input feature]
//   result: [batch, spatial..., feature].
struct Geometry {
  int64_t spatial = 0;  // N - 2
  std::vector<int64_t> lhsSpatial, kernelSpatial, resultSpatial;
  std::vector<int64_t> window_strides, lhs_dilation, rhs_dilation, paddingLow;
  std::vector<bool> window_reversal;
  int64_t lhsFeature = 0, outputFeature = 0;
  int64_t feature_group_count = 1, batch_group_count = 1;
  int64_t kernelInputFeature = 0;  // dim(rhs, kernel_input_feature_dimension)
  int64_t resultBatch = 0;         // dim(lhs, input_batch_dimension) / batch_group_count
};

int64_t product(const std::vector<int64_t>& v) {
  int64_t p = 1;
  for (int64_t x : v) p *= x;
  return p;
}

template <class T>
void compute(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const Geometry& g,
             const std::vector<int64_t>& lhsPermutation, const std::vector<int64_t>& rhsPermutation,
             std::vector<T>& values, std::vector<double>* bounds) {
  const int64_t s = g.spatial;
  std::vector<T> lhsC = loadTransposed<T>(call, lhs, lhsPermutation, "lhs");
  std::vector<T> rhsC = loadTransposed<T>(call, rhs, rhsPermutation, "rhs");
  // padding_value = constant(0, element_type(lhs)) and the dot products'
  // init value constant(0, element_type(result)), as linalg::constantZero
  // rounds them (2^-127 in f8E8M0FNU, which has no zero).
  const T padding_value = constantZero<T>(lhs.elementType());
  std::fill(values.begin(), values.end(), constantZero<T>(call.resultType(0).elementType));

  // Strides of the canonical lhs.
  std::vector<int64_t> lhsSpatialStride(static_cast<size_t>(s));
  int64_t stride = g.lhsFeature;
  for (int64_t d = s - 1; d >= 0; --d) {
    lhsSpatialStride[d] = stride;
    stride *= g.lhsSpatial[d];
  }
  const int64_t lhsBatchStride = stride;

  // Feature groups split lhs features and rhs output features; batch groups
  // split lhs batches and rhs output features. Group `group` contributes the
  // result features [group * groupOutputs, (group + 1) * groupOutputs).
  const int64_t groups = g.feature_group_count * g.batch_group_count;
  const int64_t groupOutputs = g.outputFeature / groups;
  const int64_t Ci = g.kernelInputFeature;  // features each window reads
  const int64_t windowElements = product(g.kernelSpatial);
  const int64_t contracting = windowElements * Ci;  // one patch row
  const int64_t positions = product(g.resultSpatial);
  const int64_t rows = g.resultBatch * positions;

  // Patch rows are built a block at a time.
  const int64_t blockRows = std::max<int64_t>(1, std::min<int64_t>(rows, 65536 / std::max<int64_t>(1, contracting)));
  std::vector<T> patch = familyBuffer<T>(call, blockRows * contracting, "the lhs windows");
  // offsets[d][w]: the canonical lhs offset along spatial dimension d that
  // window element w of the current row reads, or -1 where it reads padding.
  std::vector<int64_t> offsetsStart(static_cast<size_t>(s) + 1, 0);
  for (int64_t d = 0; d < s; ++d) offsetsStart[d + 1] = offsetsStart[d] + g.kernelSpatial[d];
  std::vector<int64_t> offsets(static_cast<size_t>(offsetsStart[s]));
  std::vector<int64_t> outputIndex(static_cast<size_t>(s)), windowIndex(static_cast<size_t>(s));

  for (int64_t group = 0; group < groups; ++group) {
    const int64_t featureOffset = g.feature_group_count > 1 ? group * Ci : 0;
    const int64_t batchOffset = g.batch_group_count > 1 ? group * g.resultBatch : 0;
    const T* kernel = rhsC.data() + group * groupOutputs * contracting;
    for (int64_t row0 = 0; row0 < rows; row0 += blockRows) {
      const int64_t count = std::min(blockRows, rows - row0);
      for (int64_t r = 0; r < count; ++r) {
        const int64_t row = row0 + r;
        const int64_t n = row / positions;
        int64_t rest = row % positions;
        for (int64_t d = s - 1; d >= 0; --d) {
          outputIndex[d] = rest % g.resultSpatial[d];
          rest /= g.resultSpatial[d];
        }
        // lhs_window_start = output_spatial_index * window_strides; window
        // element w sits at lhs_window_start + w * rhs_dilation of padded_lhs
        // (w counted from the far end where window_reversal reverses the
        // window), which is operand element (position - padding_low) /
        // lhs_dilation when that divides exactly and lies in the operand,
        // and padding otherwise.
        for (int64_t d = 0; d < s; ++d) {
          const int64_t k = g.kernelSpatial[d];
          for (int64_t w = 0; w < k; ++w) {
            const int64_t wr = g.window_reversal[d] ? k - 1 - w : w;
            const int64_t y = outputIndex[d] * g.window_strides[d] + wr * g.rhs_dilation[d] - g.paddingLow[d];
            int64_t offset = -1;
            if (y >= 0 && y % g.lhs_dilation[d] == 0 && y / g.lhs_dilation[d] < g.lhsSpatial[d])
              offset = (y / g.lhs_dilation[d]) * lhsSpatialStride[d];
            offsets[offsetsStart[d] + w] = offset;
          }
        }
        // The patch row: for each window element (row-major over the
        // kernel's spatial dimensions), the Ci features of the group.
        T* out = patch.data() + r * contracting;
        const T* base = lhsC.data() + (batchOffset + n) * lhsBatchStride + featureOffset;
        std::fill(windowIndex.begin(), windowIndex.end(), 0);
        for (int64_t e = 0; e < windowElements; ++e, out += Ci) {
          int64_t offset = 0;
          bool inside = true;
          for (int64_t d = 0; d < s && inside; ++d) {
            int64_t o = offsets[offsetsStart[d] + windowIndex[d]];
            inside = o >= 0;
            offset += o;
          }
          if (inside) std::copy(base + offset, base + offset + Ci, out);
          else std::fill(out, out + Ci, padding_value);
          for (int64_t d = s - 1; d >= 0; --d) {
            if (++windowIndex[d] < g.kernelSpatial[d]) break;
            windowIndex[d] = 0;
          }
        }
      }
      // dot_product: contract each window with the kernel over its spatial
      // dimensions and input features.
      T* c = values.data() + row0 * g.outputFeature + group * groupOutputs;
      if (exactAccumulation(call))
        exactProductBlock(patch.data(), kernel, c, count, groupOutputs, contracting, g.outputFeature,
                          lhs.elementType(), call.resultType(0).elementType);
      else
        productBlock(patch.data(), kernel, c, count, groupOutputs, contracting, g.outputFeature);
      if constexpr (!std::is_same_v<T, uint64_t>) {
        if (bounds)
          productBounds(patch.data(), kernel, c, g.outputFeature, count, groupOutputs, contracting, lhs.elementType(),
                        call.resultType(0).elementType, maxOperandBound(call, 0), maxOperandBound(call, 1),
                        bounds->data() + row0 * g.outputFeature + group * groupOutputs, g.outputFeature,
                        !exactAccumulation(call));
      }
    }
  }
}

// "[b, 0, 1, f]"-style dimension numbers from the struct attribute.
struct DimensionNumbers {
  int64_t input_batch_dimension, input_feature_dimension;
  std::vector<int64_t> input_spatial_dimensions;
  int64_t kernel_input_feature_dimension, kernel_output_feature_dimension;
  std::vector<int64_t> kernel_spatial_dimensions;
  int64_t output_batch_dimension, output_feature_dimension;
  std::vector<int64_t> output_spatial_dimensions;
};

DimensionNumbers dimensionNumbers(const OpCall& call) {
  const Attribute& a = call.attr("dimension_numbers");
  if (a.kind != Attribute::Kind::Struct)
    call.fail("has dimension_numbers " + attributeString(a) + "; expected #stablehlo.conv<...>");
  auto integer = [&](const char* name) {
    const Attribute* f = a.field(name);
    std::optional<int64_t> v = f ? asInt(*f) : std::nullopt;
    if (!v) call.fail("has dimension_numbers without an integer " + std::string(name));
    return *v;
  };
  auto list = [&](const char* name) {
    const Attribute* f = a.field(name);
    std::optional<std::vector<int64_t>> v = f ? asIntList(*f) : std::nullopt;
    if (!v) call.fail("has dimension_numbers without a list " + std::string(name));
    return *v;
  };
  return {integer("input_batch_dimension"),          integer("input_feature_dimension"),
          list("input_spatial_dimensions"),          integer("kernel_input_feature_dimension"),
          integer("kernel_output_feature_dimension"), list("kernel_spatial_dimensions"),
          integer("output_batch_dimension"),         integer("output_feature_dimension"),
          list("output_spatial_dimensions")};
}

// An optional list attribute of N - 2 values, `fallback` when absent.
std::vector<int64_t> spatialList(const OpCall& call, const char* name, int64_t size, int64_t fallback,
                                 const char* constraint) {
  const Attribute* a = call.optionalAttr(name);
  if (!a) return std::vector<int64_t>(static_cast<size_t>(size), fallback);
  std::optional<std::vector<int64_t>> v = asIntList(*a);
  if (!v) call.fail("has " + std::string(name) + " = " + attributeString(*a) + "; expected a list of integers");
  if (static_cast<int64_t>(v->size()) != size)
    call.fail("has " + std::string(name) + " = " + listString(*v) + " (" + constraint + "): its size must be N - 2 = " +
              std::to_string(size));
  return *v;
}

// (C13), (C18), (C20): the dimensions are unique and lie in [0, N).
void requirePermutation(const OpCall& call, const char* constraint, const char* what, const std::vector<int64_t>& dims,
                        int64_t N) {
  std::vector<bool> seen(static_cast<size_t>(N), false);
  for (int64_t d : dims) {
    if (d < 0 || d >= N || seen[d])
      call.fail("has " + std::string(what) + " " + listString(dims) + " (" + constraint +
                "): they must be unique and lie in [0, " + std::to_string(N) + ")");
    seen[d] = true;
  }
}

}  // namespace

Tensor convolution(const OpCall& call, const Tensor& lhs, const Tensor& rhs,
                   const std::vector<std::pair<int64_t, int64_t>>& padding) {
  const TensorType& resultType = call.resultType(0);
  if (lhs.type().isQuantized() || rhs.type().isQuantized() || resultType.isQuantized())
    call.unsupportedHere("on quantized tensors");
  // (C1) N = rank(lhs) = rank(rhs).
  const int64_t N = lhs.rank();
  if (rhs.rank() != N)
    call.fail("has lhs of type " + tensorTypeString(lhs.type()) + " and rhs of type " + tensorTypeString(rhs.type()) +
              " (C1): the ranks must be equal");
  if (N < 2) call.fail("has operands of rank " + std::to_string(N) + "; a batch and a feature dimension need rank >= 2");
  const int64_t s = N - 2;
  DimensionNumbers dn = dimensionNumbers(call);

  // (C2)-(C9) the window attributes.
  std::vector<int64_t> window_strides = spatialList(call, "window_strides", s, 1, "C2");
  std::vector<int64_t> lhs_dilation = spatialList(call, "lhs_dilation", s, 1, "C5");
  std::vector<int64_t> rhs_dilation = spatialList(call, "rhs_dilation", s, 1, "C7");
  for (auto [list, name, constraint] : {std::tuple{&window_strides, "window_strides", "C3"},
                                        std::tuple{&lhs_dilation, "lhs_dilation", "C6"},
                                        std::tuple{&rhs_dilation, "rhs_dilation", "C8"}})
    for (int64_t v : *list)
      if (v <= 0)
        call.fail("has " + std::string(name) + " = " + listString(*list) + " (" + constraint +
                  "): each must be positive");
  if (static_cast<int64_t>(padding.size()) != s)
    call.fail("has " + std::to_string(padding.size()) + " rows of padding (C4): it must have N - 2 = " +
              std::to_string(s));
  std::vector<bool> window_reversal(static_cast<size_t>(s), false);
  if (const Attribute* a = call.optionalAttr("window_reversal")) {
    std::optional<std::vector<bool>> v = asBoolList(*a);
    if (!v) call.fail("has window_reversal = " + attributeString(*a) + "; expected a list of booleans");
    if (static_cast<int64_t>(v->size()) != s)
      call.fail("has window_reversal = " + attributeString(*a) + " (C9): its size must be N - 2 = " +
                std::to_string(s));
    window_reversal = *v;
  }

  // (C12), (C13) input dimensions; (C17), (C18) kernel dimensions; (C19),
  // (C20) output dimensions.
  if (static_cast<int64_t>(dn.input_spatial_dimensions.size()) != s)
    call.fail("has input_spatial_dimensions = " + listString(dn.input_spatial_dimensions) +
              " (C12): its size must be N - 2 = " + std::to_string(s));
  if (static_cast<int64_t>(dn.kernel_spatial_dimensions.size()) != s)
    call.fail("has kernel_spatial_dimensions = " + listString(dn.kernel_spatial_dimensions) +
              " (C17): its size must be N - 2 = " + std::to_string(s));
  if (static_cast<int64_t>(dn.output_spatial_dimensions.size()) != s)
    call.fail("has output_spatial_dimensions = " + listString(dn.output_spatial_dimensions) +
              " (C19): its size must be N - 2 = " + std::to_string(s));
  std::vector<int64_t> input_dimensions = {dn.input_batch_dimension};
  input_dimensions.insert(input_dimensions.end(), dn.input_spatial_dimensions.begin(),
                          dn.input_spatial_dimensions.end());
  input_dimensions.push_back(dn.input_feature_dimension);
  requirePermutation(call, "C13", "input dimensions [batch] + spatial + [feature] =", input_dimensions, N);
  std::vector<int64_t> kernel_dimensions = dn.kernel_spatial_dimensions;
  kernel_dimensions.push_back(dn.kernel_input_feature_dimension);
  kernel_dimensions.push_back(dn.kernel_output_feature_dimension);
  requirePermutation(call, "C18", "kernel dimensions spatial + [input feature] + [output feature] =",
                     kernel_dimensions, N);
  std::vector<int64_t> output_dimensions = {dn.output_batch_dimension};
  output_dimensions.insert(output_dimensions.end(), dn.output_spatial_dimensions.begin(),
                           dn.output_spatial_dimensions.end());
  output_dimensions.push_back(dn.output_feature_dimension);
  requirePermutation(call, "C20", "output dimensions [batch] + spatial + [feature] =", output_dimensions, N);

  // (C21)-(C23) group counts.
  const int64_t feature_group_count = call.optionalAttr("feature_group_count") ? call.intAttr("feature_group_count") : 1;
  const int64_t batch_group_count = call.optionalAttr("batch_group_count") ? call.intAttr("batch_group_count") : 1;
  if (feature_group_count <= 0 || batch_group_count <= 0)
    call.fail("has feature_group_count = " + std::to_string(feature_group_count) + " and batch_group_count = " +
              std::to_string(batch_group_count) + " (C21, C22): both must be positive");
  if (feature_group_count != 1 && batch_group_count != 1)
    call.fail("has feature_group_count = " + std::to_string(feature_group_count) + " and batch_group_count = " +
              std::to_string(batch_group_count) + " (C23): one of them must be 1");
  const int64_t lhsBatch = lhs.shape()[dn.input_batch_dimension];
  const int64_t lhsFeature = lhs.shape()[dn.input_feature_dimension];
  const int64_t kernelInputFeature = rhs.shape()[dn.kernel_input_feature_dimension];
  const int64_t outputFeature = rhs.shape()[dn.kernel_output_feature_dimension];
  // (C10) dim(lhs, input_batch_dimension) % batch_group_count = 0.
  if (lhsBatch % batch_group_count != 0)
    call.fail("has dim(lhs, input_batch_dimension) = " + std::to_string(lhsBatch) + " and batch_group_count = " +
              std::to_string(batch_group_count) + " (C10): the batch must divide evenly");
  // (C11) dim(lhs, input_feature_dimension) % feature_group_count = 0.
  if (lhsFeature % feature_group_count != 0)
    call.fail("has dim(lhs, input_feature_dimension) = " + std::to_string(lhsFeature) + " and feature_group_count = " +
              std::to_string(feature_group_count) + " (C11): the features must divide evenly");
  // (C14) dim(rhs, kernel_input_feature_dimension) =
  // dim(lhs, input_feature_dimension) / feature_group_count.
  if (kernelInputFeature != lhsFeature / feature_group_count)
    call.fail("has dim(rhs, kernel_input_feature_dimension) = " + std::to_string(kernelInputFeature) +
              ", dim(lhs, input_feature_dimension) = " + std::to_string(lhsFeature) + " and feature_group_count = " +
              std::to_string(feature_group_count) + " (C14): the kernel must read " +
              std::to_string(lhsFeature / feature_group_count) + " input features");
  // (C15), (C16) the output features divide into the groups.
  if (outputFeature % batch_group_count != 0)
    call.fail("has dim(rhs, kernel_output_feature_dimension) = " + std::to_string(outputFeature) +
              " and batch_group_count = " + std::to_string(batch_group_count) + " (C15): it must divide evenly");
  if (outputFeature % feature_group_count != 0)
    call.fail("has dim(rhs, kernel_output_feature_dimension) = " + std::to_string(outputFeature) +
              " and feature_group_count = " + std::to_string(feature_group_count) + " (C16): it must divide evenly");
  // (C24) precision_config.
  precisionConfig(call);
  // (C27) element_type(lhs) = element_type(rhs); the result is computed in
  // their family and converted to the result element type (which programs
  // widen, e.g. si8 operands with an i32 result).
  if (lhs.elementType() != rhs.elementType())
    call.fail("has lhs of type " + tensorTypeString(lhs.type()) + " and rhs of type " + tensorTypeString(rhs.type()) +
              " (C27): the element types must be equal");
  requireSameFamily(call, lhs.elementType(), resultType.elementType);

  // (C25) the result shape.
  Geometry g;
  g.spatial = s;
  g.window_strides = window_strides;
  g.lhs_dilation = lhs_dilation;
  g.rhs_dilation = rhs_dilation;
  g.window_reversal = window_reversal;
  g.lhsFeature = lhsFeature;
  g.outputFeature = outputFeature;
  g.kernelInputFeature = kernelInputFeature;
  g.feature_group_count = feature_group_count;
  g.batch_group_count = batch_group_count;
  g.resultBatch = lhsBatch / batch_group_count;
  Shape shape(static_cast<size_t>(N));
  shape[dn.output_batch_dimension] = g.resultBatch;
  shape[dn.output_feature_dimension] = outputFeature;
  constexpr int128 kLimit = int128(1) << 62;  // keeps the window arithmetic below in int64
  bool inRange = true;
  for (int64_t i = 0; i < s; ++i) {
    const int64_t lhs_dim = dn.input_spatial_dimensions[i];
    const int64_t rhs_dim = dn.kernel_spatial_dimensions[i];
    const int64_t size = lhs.shape()[lhs_dim], kernel = rhs.shape()[rhs_dim];
    int128 dilated_input_shape = size == 0 ? 0 : int128(size - 1) * lhs_dilation[i] + 1;
    int128 padded_input_shape = int128(padding[i].first) + dilated_input_shape + padding[i].second;
    int128 dilated_window_shape = kernel == 0 ? 0 : int128(kernel - 1) * rhs_dilation[i] + 1;
    bool is_empty_window = padded_input_shape == 0 || dilated_window_shape > padded_input_shape;
    int128 num_windows =
        is_empty_window ? 0 : (padded_input_shape - dilated_window_shape) / window_strides[i] + 1;
    if (num_windows > INT64_MAX)
      call.fail("has " + std::string(">= 2^63") + " windows along input dimension " + std::to_string(lhs_dim));
    shape[dn.output_spatial_dimensions[i]] = static_cast<int64_t>(num_windows);
    g.lhsSpatial.push_back(size);
    g.kernelSpatial.push_back(kernel);
    g.resultSpatial.push_back(static_cast<int64_t>(num_windows));
    g.paddingLow.push_back(padding[i].first);
    inRange = inRange && padded_input_shape < kLimit && padding[i].first > -kLimit && padding[i].first < kLimit &&
              dilated_input_shape < kLimit;
  }
  Tensor result = call.newResult(0, shape);
  if (result.numElements() == 0) return result;
  if (!inRange) call.unsupportedHere("with padding or dilation beyond 2^62");

  // The canonical layouts and the way back to the result's.
  std::vector<int64_t> lhsPermutation = input_dimensions;
  std::vector<int64_t> rhsPermutation = {dn.kernel_output_feature_dimension};
  rhsPermutation.insert(rhsPermutation.end(), dn.kernel_spatial_dimensions.begin(), dn.kernel_spatial_dimensions.end());
  rhsPermutation.push_back(dn.kernel_input_feature_dimension);

  TensorType canonicalType = result.type();
  canonicalType.shape = {g.resultBatch};
  canonicalType.shape.insert(canonicalType.shape.end(), g.resultSpatial.begin(), g.resultSpatial.end());
  canonicalType.shape.push_back(outputFeature);
  bool identity = true;
  for (int64_t d = 0; d < N; ++d) identity = identity && output_dimensions[d] == d;
  Tensor canonical = identity ? result : Tensor(canonicalType);

  // Golden error bounds, per element of the canonical layout.
  std::vector<double> bounds;
  const bool annotating = call.annotating() && familyOf(lhs.elementType()) != Family::Boolean &&
                          familyOf(lhs.elementType()) != Family::SignedInteger &&
                          familyOf(lhs.elementType()) != Family::UnsignedInteger;
  if (annotating) bounds = familyBuffer<double>(call, result.numElements(), "the error bounds");
  switch (familyOf(lhs.elementType())) {
    case Family::Boolean:
    case Family::SignedInteger:
    case Family::UnsignedInteger: {
      std::vector<uint64_t> values = familyBuffer<uint64_t>(call, result.numElements(), "the result");
      compute<uint64_t>(call, lhs, rhs, g, lhsPermutation, rhsPermutation, values, nullptr);
      storeResult(canonical, values);
      break;
    }
    case Family::Float: {
      std::vector<double> values = familyBuffer<double>(call, result.numElements(), "the result");
      compute<double>(call, lhs, rhs, g, lhsPermutation, rhsPermutation, values, annotating ? &bounds : nullptr);
      storeResult(canonical, values);
      break;
    }
    case Family::Complex: {
      std::vector<Complex> values = familyBuffer<Complex>(call, result.numElements(), "the result");
      compute<Complex>(call, lhs, rhs, g, lhsPermutation, rhsPermutation, values, annotating ? &bounds : nullptr);
      storeResult(canonical, values);
      break;
    }
  }
  if (!identity) {
    // result_shape(n, hw, c): canonical dimension k is result dimension
    // output_dimensions[k].
    std::vector<int64_t> canonicalStrides = stridesOf(canonicalType.shape);
    std::vector<int64_t> readStrides(static_cast<size_t>(N));
    for (int64_t k = 0; k < N; ++k) readStrides[output_dimensions[k]] = canonicalStrides[k];
    index_walk::copyStrided(result.bytes(), canonical.bytes(), storageBytes(result.elementType()), result.shape(), 0,
                            stridesOf(result.shape()), 0, readStrides);
    if (annotating) {
      std::vector<double> permuted(bounds.size());
      index_walk::copyStrided(reinterpret_cast<std::byte*>(permuted.data()),
                              reinterpret_cast<const std::byte*>(bounds.data()), sizeof(double), result.shape(), 0,
                              stridesOf(result.shape()), 0, readStrides);
      bounds = std::move(permuted);
    }
  }
  if (annotating) call.setErrorBound(0, std::move(bounds));
  return result;
}

}  // namespace linalg

namespace {

std::vector<Value> evalConvolution(OpCall& call) {
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  const int64_t s = lhs.rank() - 2;
  // (C4) shape(padding) = [N - 2, 2]; absent means no padding.
  std::vector<std::pair<int64_t, int64_t>> padding(static_cast<size_t>(std::max<int64_t>(s, 0)), {0, 0});
  const Attribute* a = s >= 0 ? call.optionalAttr("padding") : nullptr;
  if (a) {
    std::optional<std::vector<int64_t>> v = asIntList(*a);
    Shape paddingShape = a->kind == Attribute::Kind::Dense && a->dense ? a->dense->shape() : Shape{};
    if (!v || paddingShape.size() != 2 || paddingShape[0] != s || paddingShape[1] != 2)
      call.fail("has padding = " + attributeString(*a) + " (C4): it must be a tensor<" + std::to_string(s) +
                "x2xi64> of [low, high] pairs");
    for (int64_t i = 0; i < s; ++i) padding[i] = {(*v)[2 * i], (*v)[2 * i + 1]};
  }
  return {Value(linalg::convolution(call, lhs, rhs, padding))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.convolution",
           .eval = evalConvolution,
           .quantized = Quantized::DequantizeOpQuantizeOrHybrid,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
