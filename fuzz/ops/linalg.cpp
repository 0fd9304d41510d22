#include "fuzz/ops/linalg.h"

#include <algorithm>
#include <complex>

namespace hloref::fuzz {
namespace {

using ET = ElementType;

// A result element type of the operands' kind (the dot-like ops convert the
// sum to it): the operand type itself half the time.
ET sameKindType(ET operand) {
  if (*rc::gen::inRange(0, 2) == 0) return operand;
  return *elementTypeFrom(kindTypes(operand));
}

}  // namespace

// spec: Ops > dot_general. (C1)-(C10) batching and contracting dimensions
// paired with equal sizes, unique, in range; (C12) the result shape.
rc::Gen<OpDraw> dotGeneralOp() {
  return rc::gen::exec([] {
    const int64_t batching = *rc::gen::inRange(0, 3), contracting = *rc::gen::inRange(0, 3);
    const int64_t lhsFree = *rc::gen::inRange(0, 3), rhsFree = *rc::gen::inRange(0, 3);
    const Shape batchSizes = *shapeOfRank(batching, 0, 3), contractingSizes = *shapeOfRank(contracting, 0, 4);
    // Each side's dimensions: a permutation places batching, contracting
    // and free dimensions (in that order) at random positions.
    struct Side {
      Shape shape;
      std::vector<int64_t> batching, contracting;
    };
    auto side = [&](int64_t free) {
      const int64_t rank = batching + contracting + free;
      const std::vector<int64_t> position = *permutation(rank);
      const Shape freeSizes = *shapeOfRank(free, 0, 3);
      Side s;
      s.shape.assign(static_cast<size_t>(rank), 0);
      for (int64_t i = 0; i < batching; ++i) {
        s.batching.push_back(position[i]);
        s.shape[position[i]] = batchSizes[i];
      }
      for (int64_t i = 0; i < contracting; ++i) {
        s.contracting.push_back(position[batching + i]);
        s.shape[position[batching + i]] = contractingSizes[i];
      }
      for (int64_t i = 0; i < free; ++i) s.shape[position[batching + contracting + i]] = freeSizes[i];
      return s;
    };
    const Side lhs = side(lhsFree), rhs = side(rhsFree);
    Shape resultShape = batchSizes;
    for (const Side* s : {&lhs, &rhs})
      for (size_t d = 0; d < s->shape.size(); ++d)
        if (std::count(s->batching.begin(), s->batching.end(), d) + std::count(s->contracting.begin(), s->contracting.end(), d) == 0)
          resultShape.push_back(s->shape[d]);
    const ET type = *elementTypeFrom(allElementTypes());
    const TensorType lhsType = tensorType(lhs.shape, type), rhsType = tensorType(rhs.shape, type);
    const TensorType resultType = tensorType(resultShape, type);
    const std::string numbers =
        joined({listField("lhs_batching_dimensions", lhs.batching), listField("rhs_batching_dimensions", rhs.batching),
                listField("lhs_contracting_dimensions", lhs.contracting),
                listField("rhs_contracting_dimensions", rhs.contracting)});
    return OpDraw{.op = {"stablehlo.dot_general", {lhsType, rhsType}, {resultType},
                         "dot_dimension_numbers = #stablehlo.dot<" + numbers + ">"}};
  });
}

// XLA's Dot: vector or matrix lhs [m?, k], rhs [k, n?].
rc::Gen<ProgramCase> dotCase() {
  return rc::gen::exec([] {
    const int64_t k = *rc::gen::inRange(0, 5);
    Shape lhsShape = {k}, rhsShape = {k}, resultShape;
    if (*rc::gen::arbitrary<bool>()) {
      lhsShape.insert(lhsShape.begin(), *rc::gen::inRange(0, 4));
      resultShape.push_back(lhsShape[0]);
    }
    if (*rc::gen::arbitrary<bool>()) {
      rhsShape.push_back(*rc::gen::inRange(0, 4));
      resultShape.push_back(rhsShape[1]);
    }
    const ET type = *elementTypeFrom(allElementTypes());
    return oneOpCase({"stablehlo.dot", {tensorType(lhsShape, type), tensorType(rhsShape, type)},
                      {tensorType(resultShape, type)}});
  });
}

namespace {

// A convolution's shapes and attributes (spec: Ops > convolution (C1)-(C27)),
// with the padding as rows [low, high].
struct Convolution {
  TensorType lhs, rhs, result;
  std::vector<std::pair<int64_t, int64_t>> padding;
  std::string attributes;  // all but padding
};

// "[b, 0, 1, f]": `labels` placed at the positions of a layout.
std::string layoutString(const std::vector<std::string>& labels) { return "[" + joined(labels) + "]"; }

Convolution convolutionGeometry() {
  const int64_t spatial = *rc::gen::inRange(0, 3), N = spatial + 2;
  const bool batchGroups = *rc::gen::inRange(0, 3) == 0;
  const int64_t groups = *rc::gen::inRange(1, 4);
  const int64_t feature_group_count = batchGroups ? 1 : groups, batch_group_count = batchGroups ? groups : 1;
  const int64_t batch = *rc::gen::inRange(0, 3) * batch_group_count;
  const int64_t inputFeatures = *rc::gen::inRange(0, 3);  // dim(rhs, kernel_input_feature_dimension)
  const int64_t outputFeatures = *rc::gen::inRange(0, 3) * groups;
  const Shape lhsSpatial = *shapeOfRank(spatial, 0, 4);
  const std::vector<WindowAxis> axes =
      *windowAxes(lhsSpatial, {.maxWindow = 3, .maxStride = 3, .maxDilation = 3, .minPadding = -2, .maxPadding = 3});
  const std::vector<bool> window_reversal = *rc::gen::container<std::vector<bool>>(static_cast<size_t>(spatial),
                                                                                    rc::gen::arbitrary<bool>());
  const std::vector<int64_t> window_strides = windowAttribute(axes, &WindowAxis::stride);
  const std::vector<int64_t> lhs_dilation = windowAttribute(axes, &WindowAxis::baseDilation);
  const std::vector<int64_t> rhs_dilation = windowAttribute(axes, &WindowAxis::windowDilation);
  const Shape kernelSpatial = windowAttribute(axes, &WindowAxis::window);
  const Shape resultSpatial = windowAttribute(axes, &WindowAxis::count);
  Convolution conv;
  conv.padding = windowPadding(axes);
  // Layouts: a random position for each role.
  const std::vector<int64_t> in = *permutation(N), kernel = *permutation(N), out = *permutation(N);
  std::vector<std::string> inLabels(N), kernelLabels(N), outLabels(N);
  Shape lhsShape(N), rhsShape(N), resultShape(N);
  inLabels[in[0]] = "b", lhsShape[in[0]] = batch;
  inLabels[in[1]] = "f", lhsShape[in[1]] = inputFeatures * feature_group_count;
  kernelLabels[kernel[0]] = "i", rhsShape[kernel[0]] = inputFeatures;
  kernelLabels[kernel[1]] = "o", rhsShape[kernel[1]] = outputFeatures;
  outLabels[out[0]] = "b", resultShape[out[0]] = batch / batch_group_count;
  outLabels[out[1]] = "f", resultShape[out[1]] = outputFeatures;
  for (int64_t i = 0; i < spatial; ++i) {
    inLabels[in[2 + i]] = kernelLabels[kernel[2 + i]] = outLabels[out[2 + i]] = std::to_string(i);
    lhsShape[in[2 + i]] = lhsSpatial[i];
    rhsShape[kernel[2 + i]] = kernelSpatial[i];
    resultShape[out[2 + i]] = resultSpatial[i];
  }
  const ET type = *elementTypeFrom(allElementTypes());
  conv.lhs = tensorType(lhsShape, type);
  conv.rhs = tensorType(rhsShape, type);
  conv.result = tensorType(resultShape, sameKindType(type));
  std::vector<std::string> attributes;
  if (spatial > 0)
    attributes = {"window_strides = " + i64Array(window_strides), "lhs_dilation = " + i64Array(lhs_dilation),
                  "rhs_dilation = " + i64Array(rhs_dilation), "window_reversal = " + boolArray(window_reversal)};
  attributes.push_back("dimension_numbers = #stablehlo.conv<" + layoutString(inLabels) + "x" +
                       layoutString(kernelLabels) + "->" + layoutString(outLabels) + ">");
  attributes.push_back("feature_group_count = " + std::to_string(feature_group_count) + " : i64");
  attributes.push_back("batch_group_count = " + std::to_string(batch_group_count) + " : i64");
  conv.attributes = joined(attributes);
  return conv;
}

}  // namespace

rc::Gen<OpDraw> convolutionOp() {
  return rc::gen::exec([] {
    const Convolution conv = convolutionGeometry();
    std::string attributes = conv.attributes;
    if (!conv.padding.empty()) attributes += ", padding = " + paddingAttribute(conv.padding);
    return OpDraw{.op = {"stablehlo.convolution", {conv.lhs, conv.rhs}, {conv.result}, attributes}};
  });
}

rc::Gen<OpDraw> dynamicConvOp() {
  return rc::gen::exec([] {
    const Convolution conv = convolutionGeometry();
    const TensorType paddingType = tensorType({static_cast<int64_t>(conv.padding.size()), 2}, ET::SI64);
    std::vector<int64_t> padding;
    for (const auto& [low, high] : conv.padding) padding.insert(padding.end(), {low, high});
    return OpDraw{.op = {"stablehlo.dynamic_conv", {conv.lhs, conv.rhs, paddingType}, {conv.result}, conv.attributes},
                  .inputs = {Value(*tensor(conv.lhs)), Value(*tensor(conv.rhs)), Value(integerTensorOf(paddingType, padding))},
                  .feeds = {Feed::Any, Feed::Any, Feed::Constant}};
  });
}

// spec: Ops > fft. (C1)-(C5): 1 <= L = size(fft_length) <= min(3, rank);
// the trailing dimensions have the lengths (IRFFT's last n / 2 + 1).
rc::Gen<OpDraw> fftOp() {
  return rc::gen::exec([] {
    const std::string fft_type = *rc::gen::elementOf(std::vector<std::string>{"FFT", "IFFT", "RFFT", "IRFFT"});
    const int64_t L = *rc::gen::inRange(1, 4), R = L + *rc::gen::inRange(0, 2);
    const std::vector<int64_t> fft_length = *shapeOfRank(L, 0, 9);
    Shape shape = *shapeOfRank(R - L, 0, 3);
    shape.insert(shape.end(), fft_length.begin(), fft_length.end());
    Shape resultShape = shape;
    const int64_t last = fft_length.back(), half = last == 0 ? 0 : last / 2 + 1;
    const ET complexType = *elementTypeFrom(complexTypes()), realType = complexPartType(complexType);
    ET operandType = complexType, resultType = complexType;
    if (fft_type == "RFFT") operandType = realType, resultShape.back() = half;
    if (fft_type == "IRFFT") resultType = realType, shape.back() = half;
    const TensorType operand = tensorType(shape, operandType), result = tensorType(resultShape, resultType);
    OpDraw d{.op = {"stablehlo.fft", {operand}, {result},
                    "fft_type = #stablehlo<fft_type " + fft_type + ">, fft_length = " + i64Array(fft_length)}};
    d.inputs = {Value(tensorOf(operand, [](int64_t) {
      return std::complex<double>(*moderate(4096, 64), *moderate(4096, 64));
    }))};
    return d;
  });
}

namespace {

// Batch shape + [n, n] matrices of a float or complex type: a random tensor
// biased to special values, or well-conditioned values from `entry(i, j)`
// (i, j the row and column).
template <class Entry>
Tensor matrices(const TensorType& type, Entry entry) {
  if (*rc::gen::inRange(0, 3) == 0) return *tensor(type);
  const int64_t n = type.shape.back();
  return tensorOf(type, [&](int64_t k) { return entry(k / n % n, k % n, k / (n * n)); });
}

Shape batchOf(int64_t n) {
  Shape batch = *shape(0, 2, 0, 2);
  batch.push_back(n);
  batch.push_back(n);
  return batch;
}

}  // namespace

// spec: Ops > triangular_solve. (C1)-(C4): a [..., n, n], b [..., n, m]
// (left_side) or [..., m, n], one float or complex type.
rc::Gen<OpDraw> triangularSolveOp() {
  return rc::gen::exec([] {
    const int64_t n = *rc::gen::inRange(0, 5), m = *rc::gen::inRange(0, 4);
    const bool left_side = *rc::gen::arbitrary<bool>(), lower = *rc::gen::arbitrary<bool>();
    const bool unit_diagonal = *rc::gen::arbitrary<bool>();
    const std::string transpose_a =
        *rc::gen::elementOf(std::vector<std::string>{"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"});
    const ET type = *elementTypeFrom(typesOf({notation::Family::Float, notation::Family::Complex}));
    const Shape aShape = batchOf(n);
    Shape bShape(aShape.begin(), aShape.end() - 2);
    bShape.push_back(left_side ? n : m);
    bShape.push_back(left_side ? m : n);
    const TensorType a = tensorType(aShape, type), b = tensorType(bShape, type);
    // Well-conditioned: a diagonal of magnitude n + 1 or more.
    const int64_t count = a.numElements();
    std::vector<double> values(static_cast<size_t>(2 * count));
    for (double& v : values) v = *moderate(8, 4);
    Tensor aValue = matrices(a, [&](int64_t i, int64_t j, int64_t k) {
      const size_t at = static_cast<size_t>(2 * ((k * n + i) * n + j));
      const double shift = i == j ? static_cast<double>(n + 1) : 0.0;
      return std::complex<double>(values[at] + (values[at] < 0 ? -shift : shift), values[at + 1]);
    });
    OpDraw d{.op = {"stablehlo.triangular_solve", {a, b}, {b},
                    "left_side = " + boolText(left_side) + ", lower = " + boolText(lower) +
                        ", unit_diagonal = " + boolText(unit_diagonal) +
                        ", transpose_a = #stablehlo<transpose " + transpose_a + ">"}};
    Tensor bValue = *rc::gen::inRange(0, 3) == 0 ? *tensor(b) : tensorOf(b, [](int64_t) {
      return std::complex<double>(*moderate(16, 2), *moderate(16, 2));
    });
    d.inputs = {Value(std::move(aValue)), Value(std::move(bValue))};
    return d;
  });
}

// spec: Ops > cholesky. (C1)-(C3): a [..., n, n] of a float or complex type.
rc::Gen<OpDraw> choleskyOp() {
  return rc::gen::exec([] {
    const int64_t n = *rc::gen::inRange(0, 5);
    const TensorType a =
        tensorType(batchOf(n), *elementTypeFrom(typesOf({notation::Family::Float, notation::Family::Complex})));
    const bool complex = isComplex(a.elementType);
    // Hermitian positive definite: M M^H + n I for a random integer M.
    const int64_t batches = n == 0 ? 0 : a.numElements() / (n * n);
    std::vector<std::complex<double>> M(static_cast<size_t>(batches * n * n));
    for (auto& v : M) v = {*moderate(3, 1), complex ? *moderate(3, 1) : 0.0};
    Tensor aValue = matrices(a, [&](int64_t i, int64_t j, int64_t k) {
      std::complex<double> s = i == j ? static_cast<double>(n) : 0.0;
      for (int64_t l = 0; l < n; ++l)
        s += M[static_cast<size_t>((k * n + i) * n + l)] * std::conj(M[static_cast<size_t>((k * n + j) * n + l)]);
      return s;
    });
    const bool lower = *rc::gen::arbitrary<bool>();
    return OpDraw{.op = {"stablehlo.cholesky", {a}, {a}, "lower = " + boolText(lower)}, .inputs = {Value(std::move(aValue))}};
  });
}

// Each op alone, its operands arguments.
rc::Gen<ProgramCase> dotGeneralCase() { return caseOf(dotGeneralOp()); }
rc::Gen<ProgramCase> convolutionCase() { return caseOf(convolutionOp()); }
rc::Gen<ProgramCase> dynamicConvCase() { return caseOf(dynamicConvOp()); }
rc::Gen<ProgramCase> fftCase() { return caseOf(fftOp()); }
rc::Gen<ProgramCase> triangularSolveCase() { return caseOf(triangularSolveOp()); }
rc::Gen<ProgramCase> choleskyCase() { return caseOf(choleskyOp()); }

}  // namespace hloref::fuzz
