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
  const DotPrecision precision =
      bounds ? dotPrecision(call, lhs.elementType(), call.resultType(0).elementType) : DotPrecision{};
  // The operands' largest bounds (read once, not per block).
  OperandBounds operandBounds;
  if (bounds) operandBounds.dx = maxOperandBound(call, 0), operandBounds.dy = maxOperandBound(call, 1);

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
  const int64_t windowElements = *notation::size(g.kernelSpatial);
  const int64_t contracting = windowElements * Ci;  // one patch row
  const int64_t positions = *notation::size(g.resultSpatial);
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
                          lhs.elementType(), call.resultType(0).elementType, call.evaluator.perturbation());
      else
        productBlock(patch.data(), kernel, c, count, groupOutputs, contracting, g.outputFeature);
      if constexpr (!std::is_same_v<T, uint64_t>) {
        if (bounds)
          productBounds(patch.data(), kernel, c, g.outputFeature, count, groupOutputs, contracting,
                        precision, call.resultType(0).elementType, operandBounds,
                        bounds->data() + row0 * g.outputFeature + group * groupOutputs, g.outputFeature,
                        !exactAccumulation(call));
      }
    }
  }
}

// The attributes, as the checker accepted them (C1-C24): dimension_numbers
// ("[b, 0, 1, f]"-style), and the window attributes with their defaults.
struct Attributes {
  int64_t input_batch_dimension, input_feature_dimension;
  std::vector<int64_t> input_spatial_dimensions;
  int64_t kernel_input_feature_dimension, kernel_output_feature_dimension;
  std::vector<int64_t> kernel_spatial_dimensions;
  int64_t output_batch_dimension, output_feature_dimension;
  std::vector<int64_t> output_spatial_dimensions;
  std::vector<int64_t> window_strides, lhs_dilation, rhs_dilation;
  std::vector<bool> window_reversal;
  int64_t feature_group_count, batch_group_count;
};

Attributes readAttributes(const OpCall& call, int64_t spatial) {
  const Attribute& dn = call.attr("dimension_numbers");
  auto integer = [&](const char* name) { return structIntField(dn, name); };
  auto list = [&](const char* name) { return structListField(dn, name); };
  // An optional list of N - 2 values, `fallback` when absent.
  auto spatialList = [&](const char* name, int64_t fallback) {
    return call.optionalAttr(name) ? call.intListAttr(name)
                                   : std::vector<int64_t>(static_cast<size_t>(spatial), fallback);
  };
  auto count = [&](const char* name) { return call.optionalAttr(name) ? call.intAttr(name) : 1; };
  const Attribute* reversal = call.optionalAttr("window_reversal");
  return {integer("input_batch_dimension"),
          integer("input_feature_dimension"),
          list("input_spatial_dimensions"),
          integer("kernel_input_feature_dimension"),
          integer("kernel_output_feature_dimension"),
          list("kernel_spatial_dimensions"),
          integer("output_batch_dimension"),
          integer("output_feature_dimension"),
          list("output_spatial_dimensions"),
          spatialList("window_strides", 1),
          spatialList("lhs_dilation", 1),
          spatialList("rhs_dilation", 1),
          reversal ? asBoolList(*reversal).value_or(std::vector<bool>{})
                   : std::vector<bool>(static_cast<size_t>(spatial), false),
          count("feature_group_count"),
          count("batch_group_count")};
}

// C10, C11, C14-C16 relate the group counts to dimensions of lhs and rhs;
// the checker decided them for static dimensions, the actual sizes of
// dynamic ones are known here (and the kernel's indexing relies on them).
void requireGroupsDivideDimensions(const OpCall& call, const Attributes& a, int64_t lhsBatch, int64_t lhsFeature,
                                   int64_t kernelInputFeature, int64_t outputFeature) {
  const int64_t fgc = a.feature_group_count, bgc = a.batch_group_count;
  const std::string features = ", feature_group_count = " + std::to_string(fgc);
  const std::string batches = ", batch_group_count = " + std::to_string(bgc);
  if (lhsBatch % bgc != 0)
    call.violation("C10", "dim(lhs, input_batch_dimension) = " + std::to_string(lhsBatch) + batches);
  if (lhsFeature % fgc != 0)
    call.violation("C11", "dim(lhs, input_feature_dimension) = " + std::to_string(lhsFeature) + features);
  if (kernelInputFeature != lhsFeature / fgc)
    call.violation("C14", "dim(rhs, kernel_input_feature_dimension) = " + std::to_string(kernelInputFeature) +
                              ", dim(lhs, input_feature_dimension) = " + std::to_string(lhsFeature) + features);
  if (outputFeature % bgc != 0)
    call.violation("C15", "dim(rhs, kernel_output_feature_dimension) = " + std::to_string(outputFeature) + batches);
  if (outputFeature % fgc != 0)
    call.violation("C16", "dim(rhs, kernel_output_feature_dimension) = " + std::to_string(outputFeature) + features);
}

// (C25) dim(result, result_dim) for the spatial dimensions: the number of
// windows of the padded, dilated lhs, per spatial dimension, into `g` and
// `shape`. Returns whether the window arithmetic stays below 2^62.
bool spatialGeometry(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const Attributes& a,
                     const std::vector<std::pair<int64_t, int64_t>>& padding, Geometry& g, Shape& shape) {
  constexpr int128 kLimit = int128(1) << 62;
  bool inRange = true;
  for (int64_t i = 0; i < g.spatial; ++i) {
    const int64_t lhs_dim = a.input_spatial_dimensions[i];
    const int64_t size = lhs.shape()[lhs_dim], kernel = rhs.shape()[a.kernel_spatial_dimensions[i]];
    int128 dilated_input_shape = size == 0 ? 0 : int128(size - 1) * a.lhs_dilation[i] + 1;
    int128 padded_input_shape = int128(padding[i].first) + dilated_input_shape + padding[i].second;
    int128 dilated_window_shape = kernel == 0 ? 0 : int128(kernel - 1) * a.rhs_dilation[i] + 1;
    bool is_empty_window = padded_input_shape <= 0 || dilated_window_shape > padded_input_shape;
    int128 num_windows = is_empty_window ? 0 : (padded_input_shape - dilated_window_shape) / a.window_strides[i] + 1;
    if (num_windows > INT64_MAX)
      call.fail("has more than 2^63 - 1 windows along input dimension " + std::to_string(lhs_dim));
    shape[a.output_spatial_dimensions[i]] = static_cast<int64_t>(num_windows);
    g.lhsSpatial.push_back(size);
    g.kernelSpatial.push_back(kernel);
    g.resultSpatial.push_back(static_cast<int64_t>(num_windows));
    g.paddingLow.push_back(padding[i].first);
    inRange = inRange && padded_input_shape < kLimit && padding[i].first > -kLimit && padding[i].first < kLimit &&
              dilated_input_shape < kLimit;
  }
  return inRange;
}

// The products of the canonical layouts into `canonical` (result 0 laid out
// [batch, spatial..., feature]), with error bounds when annotating.
void computeCanonical(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const Geometry& g,
                      const std::vector<int64_t>& lhsPermutation, const std::vector<int64_t>& rhsPermutation,
                      Tensor& canonical, std::vector<double>* bounds) {
  const int64_t n = canonical.numElements();
  switch (familyOf(lhs.elementType())) {
    case Family::Boolean:
    case Family::SignedInteger:
    case Family::UnsignedInteger: {
      std::vector<uint64_t> values = familyBuffer<uint64_t>(call, n, "the result");
      compute<uint64_t>(call, lhs, rhs, g, lhsPermutation, rhsPermutation, values, nullptr);
      storeResult(canonical, values);
      break;
    }
    case Family::Float: {
      std::vector<double> values = familyBuffer<double>(call, n, "the result");
      compute<double>(call, lhs, rhs, g, lhsPermutation, rhsPermutation, values, bounds);
      storeResult(canonical, values);
      break;
    }
    case Family::Complex: {
      std::vector<Complex> values = familyBuffer<Complex>(call, n, "the result");
      compute<Complex>(call, lhs, rhs, g, lhsPermutation, rhsPermutation, values, bounds);
      storeResult(canonical, values);
      break;
    }
  }
}

}  // namespace

Tensor convolution(const OpCall& call, const Tensor& lhs, const Tensor& rhs,
                   const std::vector<std::pair<int64_t, int64_t>>& padding) {
  const TensorType& resultType = call.resultType(0);
  if (lhs.type().isQuantized() || rhs.type().isQuantized() || resultType.isQuantized())
    call.unsupportedHere("on quantized tensors");
  // N = rank(lhs) = rank(rhs) (C1); the attributes (C2-C9, C12, C13,
  // C17-C24), element types (C27) and the static sizes are the checker's.
  const int64_t N = lhs.rank();
  const int64_t s = N - 2;
  const Attributes a = readAttributes(call, s);
  const int64_t lhsBatch = lhs.shape()[a.input_batch_dimension];
  const int64_t lhsFeature = lhs.shape()[a.input_feature_dimension];
  const int64_t kernelInputFeature = rhs.shape()[a.kernel_input_feature_dimension];
  const int64_t outputFeature = rhs.shape()[a.kernel_output_feature_dimension];
  requireGroupsDivideDimensions(call, a, lhsBatch, lhsFeature, kernelInputFeature, outputFeature);

  // (C25) the result shape.
  Geometry g;
  g.spatial = s;
  g.window_strides = a.window_strides;
  g.lhs_dilation = a.lhs_dilation;
  g.rhs_dilation = a.rhs_dilation;
  g.window_reversal = a.window_reversal;
  g.lhsFeature = lhsFeature;
  g.outputFeature = outputFeature;
  g.kernelInputFeature = kernelInputFeature;
  g.feature_group_count = a.feature_group_count;
  g.batch_group_count = a.batch_group_count;
  g.resultBatch = lhsBatch / a.batch_group_count;
  Shape shape(static_cast<size_t>(N));
  shape[a.output_batch_dimension] = g.resultBatch;
  shape[a.output_feature_dimension] = outputFeature;
  const bool inRange = spatialGeometry(call, lhs, rhs, a, padding, g, shape);
  Tensor result(resultTypeOfShape(call, 0, shape, "C25"));
  if (result.numElements() == 0) return result;
  if (!inRange) call.unsupportedHere("with padding or dilation beyond 2^62");

  // The canonical layouts and the way back to the result's.
  std::vector<int64_t> input_dimensions = {a.input_batch_dimension};
  input_dimensions.insert(input_dimensions.end(), a.input_spatial_dimensions.begin(),
                          a.input_spatial_dimensions.end());
  input_dimensions.push_back(a.input_feature_dimension);
  std::vector<int64_t> output_dimensions = {a.output_batch_dimension};
  output_dimensions.insert(output_dimensions.end(), a.output_spatial_dimensions.begin(),
                           a.output_spatial_dimensions.end());
  output_dimensions.push_back(a.output_feature_dimension);
  const std::vector<int64_t>& lhsPermutation = input_dimensions;
  std::vector<int64_t> rhsPermutation = {a.kernel_output_feature_dimension};
  rhsPermutation.insert(rhsPermutation.end(), a.kernel_spatial_dimensions.begin(), a.kernel_spatial_dimensions.end());
  rhsPermutation.push_back(a.kernel_input_feature_dimension);

  TensorType canonicalType = result.type();
  canonicalType.shape = {g.resultBatch};
  canonicalType.shape.insert(canonicalType.shape.end(), g.resultSpatial.begin(), g.resultSpatial.end());
  canonicalType.shape.push_back(outputFeature);
  bool identity = true;
  for (int64_t d = 0; d < N; ++d) identity = identity && output_dimensions[d] == d;
  Tensor canonical = identity ? result : Tensor(canonicalType);

  // Golden error bounds, per element of the canonical layout.
  std::vector<double> bounds;
  const Family family = familyOf(lhs.elementType());
  const bool annotating = call.annotating() && (family == Family::Float || family == Family::Complex);
  if (annotating) bounds = familyBuffer<double>(call, result.numElements(), "the error bounds");
  computeCanonical(call, lhs, rhs, g, lhsPermutation, rhsPermutation, canonical, annotating ? &bounds : nullptr);
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
  const size_t s = static_cast<size_t>(lhs.rank() - 2);
  // padding: [N - 2, 2] rows of [low, high] (C4); absent means no padding.
  std::vector<std::pair<int64_t, int64_t>> padding(s, {0, 0});
  if (const Attribute* a = call.optionalAttr("padding")) {
    std::vector<int64_t> v = asIntList(*a).value_or(std::vector<int64_t>{});
    if (v.size() != 2 * s) call.unreachable("has padding = " + attributeString(*a));
    for (size_t i = 0; i < s; ++i) padding[i] = {v[2 * i], v[2 * i + 1]};
  }
  return {Value(linalg::convolution(call, lhs, call.tensor(1), padding))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.convolution",
           .eval = evalConvolution,
           .quantized = Quantized::DequantizeOpQuantizeOrHybrid,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
