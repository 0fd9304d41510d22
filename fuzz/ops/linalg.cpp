#include "fuzz/ops/linalg.h"

#include <algorithm>
#include <complex>
#include <numeric>

#include "syntax/parser.h"

namespace hloref::fuzz {
namespace {

using ET = ElementType;

// A result element type of the operands' kind (the dot-like ops convert the
// sum to it): the operand type itself half the time.
ET sameKindType(ET operand) {
  if (*rc::gen::inRange(0, 2) == 0) return operand;
  if (isBoolean(operand)) return operand;
  if (isInteger(operand)) return *elementTypeFrom(integerTypes());
  if (isFloat(operand)) return *elementTypeFrom(floatTypes());
  return *elementTypeFrom(complexTypes());
}

// Integers with a random sign, divided by `scale`: finite values of
// moderate magnitude.
double moderate(int64_t limit, double scale) { return static_cast<double>(*rc::gen::inRange(-limit, limit + 1)) / scale; }

// A tensor holding values(i) (complex values keep their imaginary parts).
template <class F>
Tensor tensorOf(const TensorType& type, F values) {
  Tensor t(type);
  for (int64_t i = 0; i < t.numElements(); ++i) {
    const std::complex<double> v = values(i);
    if (isComplex(type.elementType)) t.setComplexValue(i, v);
    else t.setFloatValue(i, v.real());
  }
  return t;
}

std::string dotDimension(const char* name, const std::vector<int64_t>& dims) {
  return dims.empty() ? "" : std::string(name) + " = " + i64List(dims);
}

// The string of `fields` that are not empty, comma-separated.
std::string joined(const std::vector<std::string>& fields) {
  std::string s;
  for (const std::string& f : fields)
    if (!f.empty()) s += (s.empty() ? "" : ", ") + f;
  return s;
}

}  // namespace

std::string opProgram(const std::vector<TensorType>& inputs, const std::vector<TensorType>& outputs,
                      const std::string& op, const std::string& attributes, const std::string& region) {
  std::string results, types, operandTypes, operands;
  for (size_t i = 0; i < outputs.size(); ++i) {
    results += (i ? ", %r" : "%r") + std::to_string(i);
    types += (i ? ", " : "") + typeString(outputs[i]);
  }
  for (size_t i = 0; i < inputs.size(); ++i) {
    operands += (i ? ", %arg" : "%arg") + std::to_string(i);
    operandTypes += (i ? ", " : "") + typeString(inputs[i]);
  }
  std::string body = "  " + results + " = \"" + op + "\"(" + operands + ")" + (region.empty() ? "" : " (" + region + ")");
  if (!attributes.empty()) body += " {" + attributes + "}";
  body += " : (" + operandTypes + ") -> " + (outputs.size() == 1 ? types : "(" + types + ")") + "\n";
  body += "  func.return " + results + " : " + types + "\n";
  return mainFunction(inputs, outputs, body);
}

std::vector<Value> runCase(const ProgramCase& c, RunOptions options) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(c.text, "case.mlir"));
  options.annotate = true;
  Evaluator evaluator(*program, options);
  return evaluator.call(*program->module().funcs.front(), c.args);
}

// spec: Ops > dot_general. (C1)-(C10) batching and contracting dimensions
// paired with equal sizes, unique, in range; (C12) the result shape.
rc::Gen<ProgramCase> dotGeneralCase() {
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
        joined({dotDimension("lhs_batching_dimensions", lhs.batching), dotDimension("rhs_batching_dimensions", rhs.batching),
                dotDimension("lhs_contracting_dimensions", lhs.contracting),
                dotDimension("rhs_contracting_dimensions", rhs.contracting)});
    ProgramCase c;
    c.text = opProgram({lhsType, rhsType}, {resultType}, "stablehlo.dot_general",
                       "dot_dimension_numbers = #stablehlo.dot<" + numbers + ">");
    c.args = {Value(*tensor(lhsType)), Value(*tensor(rhsType))};
    return c;
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
    const TensorType lhs = tensorType(lhsShape, type), rhs = tensorType(rhsShape, type);
    ProgramCase c;
    c.text = opProgram({lhs, rhs}, {tensorType(resultShape, type)}, "stablehlo.dot", "");
    c.args = {Value(*tensor(lhs)), Value(*tensor(rhs))};
    return c;
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
std::string layoutString(const std::vector<std::string>& labels) {
  std::string s = "[";
  for (size_t i = 0; i < labels.size(); ++i) s += (i ? ", " : "") + labels[i];
  return s + "]";
}

std::string boolArray(const std::vector<bool>& values) {
  std::string s = "array<i1";
  for (size_t i = 0; i < values.size(); ++i) s += std::string(i ? ", " : ": ") + (values[i] ? "true" : "false");
  return s + ">";
}

Convolution convolutionGeometry() {
  const int64_t spatial = *rc::gen::inRange(0, 3), N = spatial + 2;
  const bool batchGroups = *rc::gen::inRange(0, 3) == 0;
  const int64_t groups = *rc::gen::inRange(1, 4);
  const int64_t feature_group_count = batchGroups ? 1 : groups, batch_group_count = batchGroups ? groups : 1;
  const int64_t batch = *rc::gen::inRange(0, 3) * batch_group_count;
  const int64_t inputFeatures = *rc::gen::inRange(0, 3);  // dim(rhs, kernel_input_feature_dimension)
  const int64_t outputFeatures = *rc::gen::inRange(0, 3) * groups;
  std::vector<int64_t> window_strides, lhs_dilation, rhs_dilation, lhsSpatial, kernelSpatial, resultSpatial;
  std::vector<bool> window_reversal;
  Convolution conv;
  for (int64_t i = 0; i < spatial; ++i) {
    lhsSpatial.push_back(*rc::gen::inRange(0, 5));
    kernelSpatial.push_back(*rc::gen::inRange(1, 4));
    window_strides.push_back(*rc::gen::inRange(1, 4));
    lhs_dilation.push_back(*rc::gen::inRange(1, 4));
    rhs_dilation.push_back(*rc::gen::inRange(1, 4));
    window_reversal.push_back(*rc::gen::arbitrary<bool>());
    const int64_t dilated = lhsSpatial[i] == 0 ? 0 : (lhsSpatial[i] - 1) * lhs_dilation[i] + 1;
    int64_t low = *rc::gen::inRange(-2, 4), high = *rc::gen::inRange(-2, 4);
    if (low + dilated + high < 0) low = high = 0;
    conv.padding.push_back({low, high});
    const int64_t padded = low + dilated + high;
    const int64_t window = (kernelSpatial[i] - 1) * rhs_dilation[i] + 1;
    resultSpatial.push_back(padded == 0 || window > padded ? 0 : (padded - window) / window_strides[i] + 1);
  }
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

rc::Gen<ProgramCase> convolutionCase() {
  return rc::gen::exec([] {
    const Convolution conv = convolutionGeometry();
    std::string attributes = conv.attributes;
    if (!conv.padding.empty()) {
      std::string rows;
      for (const auto& [low, high] : conv.padding)
        rows += (rows.empty() ? "[" : ", [") + std::to_string(low) + ", " + std::to_string(high) + "]";
      attributes += ", padding = dense<[" + rows + "]> : tensor<" + std::to_string(conv.padding.size()) + "x2xi64>";
    }
    ProgramCase c;
    c.text = opProgram({conv.lhs, conv.rhs}, {conv.result}, "stablehlo.convolution", attributes);
    c.args = {Value(*tensor(conv.lhs)), Value(*tensor(conv.rhs))};
    return c;
  });
}

rc::Gen<ProgramCase> dynamicConvCase() {
  return rc::gen::exec([] {
    const Convolution conv = convolutionGeometry();
    const TensorType paddingType = tensorType({static_cast<int64_t>(conv.padding.size()), 2}, ET::SI64);
    Tensor padding(paddingType);
    for (size_t i = 0; i < conv.padding.size(); ++i) {
      padding.setIntBits(static_cast<int64_t>(2 * i), static_cast<uint64_t>(conv.padding[i].first));
      padding.setIntBits(static_cast<int64_t>(2 * i + 1), static_cast<uint64_t>(conv.padding[i].second));
    }
    ProgramCase c;
    c.text = opProgram({conv.lhs, conv.rhs, paddingType}, {conv.result}, "stablehlo.dynamic_conv", conv.attributes);
    c.args = {Value(*tensor(conv.lhs)), Value(*tensor(conv.rhs)), Value(std::move(padding))};
    return c;
  });
}

// spec: Ops > fft. (C1)-(C5): 1 <= L = size(fft_length) <= min(3, rank);
// the trailing dimensions have the lengths (IRFFT's last n / 2 + 1).
rc::Gen<ProgramCase> fftCase() {
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
    ProgramCase c;
    c.text = opProgram({operand}, {result}, "stablehlo.fft",
                       "fft_type = #stablehlo<fft_type " + fft_type + ">, fft_length = " + i64Array(fft_length));
    c.args = {Value(tensorOf(operand, [](int64_t) {
      return std::complex<double>(moderate(4096, 64), moderate(4096, 64));
    }))};
    return c;
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
rc::Gen<ProgramCase> triangularSolveCase() {
  return rc::gen::exec([] {
    const int64_t n = *rc::gen::inRange(0, 5), m = *rc::gen::inRange(0, 4);
    const bool left_side = *rc::gen::arbitrary<bool>(), lower = *rc::gen::arbitrary<bool>();
    const bool unit_diagonal = *rc::gen::arbitrary<bool>();
    const std::string transpose_a =
        *rc::gen::elementOf(std::vector<std::string>{"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"});
    std::vector<ET> types = floatTypes();
    for (ET t : complexTypes()) types.push_back(t);
    const ET type = *elementTypeFrom(types);
    const Shape aShape = batchOf(n);
    Shape bShape(aShape.begin(), aShape.end() - 2);
    bShape.push_back(left_side ? n : m);
    bShape.push_back(left_side ? m : n);
    const TensorType a = tensorType(aShape, type), b = tensorType(bShape, type);
    // Well-conditioned: a diagonal of magnitude n + 1 or more.
    const int64_t count = a.numElements();
    std::vector<double> values(static_cast<size_t>(2 * count));
    for (double& v : values) v = moderate(8, 4);
    Tensor aValue = matrices(a, [&](int64_t i, int64_t j, int64_t k) {
      const size_t at = static_cast<size_t>(2 * ((k * n + i) * n + j));
      const double shift = i == j ? static_cast<double>(n + 1) : 0.0;
      return std::complex<double>(values[at] + (values[at] < 0 ? -shift : shift), values[at + 1]);
    });
    ProgramCase c;
    c.text = opProgram({a, b}, {b}, "stablehlo.triangular_solve",
                       std::string("left_side = ") + (left_side ? "true" : "false") +
                           ", lower = " + (lower ? "true" : "false") +
                           ", unit_diagonal = " + (unit_diagonal ? "true" : "false") +
                           ", transpose_a = #stablehlo<transpose " + transpose_a + ">");
    Tensor bValue = *rc::gen::inRange(0, 3) == 0 ? *tensor(b) : tensorOf(b, [](int64_t) {
      return std::complex<double>(moderate(16, 2), moderate(16, 2));
    });
    c.args = {Value(std::move(aValue)), Value(std::move(bValue))};
    return c;
  });
}

// spec: Ops > cholesky. (C1)-(C3): a [..., n, n] of a float or complex type.
rc::Gen<ProgramCase> choleskyCase() {
  return rc::gen::exec([] {
    const int64_t n = *rc::gen::inRange(0, 5);
    std::vector<ET> types = floatTypes();
    for (ET t : complexTypes()) types.push_back(t);
    const TensorType a = tensorType(batchOf(n), *elementTypeFrom(types));
    const bool complex = isComplex(a.elementType);
    // Hermitian positive definite: M M^H + n I for a random integer M.
    const int64_t batches = n == 0 ? 0 : a.numElements() / (n * n);
    std::vector<std::complex<double>> M(static_cast<size_t>(batches * n * n));
    for (auto& v : M) v = {moderate(3, 1), complex ? moderate(3, 1) : 0.0};
    Tensor aValue = matrices(a, [&](int64_t i, int64_t j, int64_t k) {
      std::complex<double> s = i == j ? static_cast<double>(n) : 0.0;
      for (int64_t l = 0; l < n; ++l)
        s += M[static_cast<size_t>((k * n + i) * n + l)] * std::conj(M[static_cast<size_t>((k * n + j) * n + l)]);
      return s;
    });
    const bool lower = *rc::gen::arbitrary<bool>();
    ProgramCase c;
    c.text = opProgram({a}, {a}, "stablehlo.cholesky", std::string("lower = ") + (lower ? "true" : "false"));
    c.args = {Value(std::move(aValue))};
    return c;
  });
}

}  // namespace hloref::fuzz
