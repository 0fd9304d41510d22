// Tests of the linear-algebra ops against naive evaluations of the spec's
// formulas on random inputs: dot_general (every arrangement of batching,
// contracting and free dimensions), convolution (layouts, padding, dilations,
// reversal, groups), fft (against a long-double DFT, every transform length
// path), cholesky (L * L^H reconstructs a) and triangular_solve (the residual
// of every side / triangle / transpose combination); and the diagnostics of
// the constraints the ops check.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <numeric>
#include <random>
#include <sstream>

#include "core/diagnostic.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

using C = std::complex<double>;
using LC = std::complex<long double>;

TensorType tensorType(const Shape& shape, ElementType et) {
  TensorType t;
  t.shape = shape;
  t.elementType = et;
  return t;
}

std::string typeString(const Shape& shape, const std::string& element) {
  std::string s = "tensor<";
  for (int64_t d : shape) s += std::to_string(d) + "x";
  return s + element + ">";
}

std::string list(const std::vector<int64_t>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

// Runs the single function of `text` on `args`.
std::vector<Value> runProgram(const std::string& text, std::vector<Value> args) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "linalg_test"));
  Evaluator evaluator(*program, RunOptions{});
  return evaluator.call(*program->module().funcs.front(), std::move(args));
}

// The message of the error a program must end with.
std::string errorOf(const std::string& text, std::vector<Value> args) {
  try {
    runProgram(text, std::move(args));
  } catch (const Error& e) {
    return e.what();
  }
  return "<no error>";
}

std::vector<int64_t> unravel(int64_t i, const Shape& shape) {
  std::vector<int64_t> idx(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    idx[d] = i % shape[d];
    i /= shape[d];
  }
  return idx;
}

int64_t ravel(const std::vector<int64_t>& idx, const Shape& shape) {
  int64_t i = 0;
  for (size_t d = 0; d < shape.size(); ++d) i = i * shape[d] + idx[d];
  return i;
}

int64_t count(const Shape& shape) {
  return std::accumulate(shape.begin(), shape.end(), int64_t{1}, std::multiplies<>());
}

// Small integers as f64: every sum is exact, whatever its order.
Tensor smallIntegers(const Shape& shape, std::mt19937& rng) {
  Tensor t(tensorType(shape, ElementType::F64));
  std::uniform_int_distribution<int> d(-4, 4);
  for (int64_t i = 0; i < t.numElements(); ++i) t.setFloatValue(i, d(rng));
  return t;
}

Tensor randomComplex(const Shape& shape, std::mt19937& rng) {
  Tensor t(tensorType(shape, ElementType::C128));
  std::normal_distribution<double> d;
  for (int64_t i = 0; i < t.numElements(); ++i) t.setComplexValue(i, {d(rng), d(rng)});
  return t;
}

// ---------------------------------------------------------------------------
// dot_general

TEST(DotGeneral, MatchesNaiveSumsOnRandomDimensionNumbers) {
  std::mt19937 rng(7);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  for (int trial = 0; trial < 200; ++trial) {
    const int nb = pick(0, 2), nc = pick(0, 2), lf = pick(0, 2), rf = pick(0, 2);
    std::vector<int64_t> batchSizes, contractSizes, lhsFree, rhsFree;
    for (int i = 0; i < nb; ++i) batchSizes.push_back(pick(1, 3));
    for (int i = 0; i < nc; ++i) contractSizes.push_back(pick(0, 4) == 0 && trial % 7 == 0 ? 0 : pick(1, 4));
    for (int i = 0; i < lf; ++i) lhsFree.push_back(pick(1, 4));
    for (int i = 0; i < rf; ++i) rhsFree.push_back(pick(1, 4));
    // Place the roles at random positions of each operand.
    auto arrange = [&](const std::vector<int64_t>& free, std::vector<int64_t>& batchDims,
                       std::vector<int64_t>& contractDims, std::vector<int64_t>& freeDims) {
      const int rank = nb + nc + static_cast<int>(free.size());
      std::vector<int64_t> order(static_cast<size_t>(rank));
      std::iota(order.begin(), order.end(), 0);
      std::shuffle(order.begin(), order.end(), rng);
      Shape shape(static_cast<size_t>(rank));
      for (int i = 0; i < nb; ++i) batchDims.push_back(order[i]), shape[order[i]] = batchSizes[i];
      for (int i = 0; i < nc; ++i) contractDims.push_back(order[nb + i]), shape[order[nb + i]] = contractSizes[i];
      for (size_t i = 0; i < free.size(); ++i) freeDims.push_back(order[nb + nc + i]), shape[order[nb + nc + i]] = free[i];
      std::sort(freeDims.begin(), freeDims.end());
      return shape;
    };
    std::vector<int64_t> lb, lc, lfd, rb, rc, rfd;
    Shape ls = arrange(lhsFree, lb, lc, lfd), rs = arrange(rhsFree, rb, rc, rfd);
    Tensor lhs = smallIntegers(ls, rng), rhs = smallIntegers(rs, rng);
    Shape resultShape = batchSizes;
    for (int64_t d : lfd) resultShape.push_back(ls[d]);
    for (int64_t d : rfd) resultShape.push_back(rs[d]);
    std::string text = "func.func @main(%a: " + typeString(ls, "f64") + ", %b: " + typeString(rs, "f64") + ") -> " +
                       typeString(resultShape, "f64") + " {\n  %r = \"stablehlo.dot_general\"(%a, %b) {" +
                       "dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = " + list(lb) +
                       ", rhs_batching_dimensions = " + list(rb) + ", lhs_contracting_dimensions = " + list(lc) +
                       ", rhs_contracting_dimensions = " + list(rc) + ">} : (" + typeString(ls, "f64") + ", " +
                       typeString(rs, "f64") + ") -> " + typeString(resultShape, "f64") +
                       "\n  func.return %r : " + typeString(resultShape, "f64") + "\n}\n";
    Tensor result = runProgram(text, {lhs, rhs}).at(0).tensor();
    ASSERT_EQ(result.shape(), resultShape) << text;
    for (int64_t i = 0; i < result.numElements(); ++i) {
      std::vector<int64_t> ri = unravel(i, resultShape);
      std::vector<int64_t> li(ls.size()), rj(rs.size());
      for (int k = 0; k < nb; ++k) li[lb[k]] = rj[rb[k]] = ri[k];
      for (size_t k = 0; k < lfd.size(); ++k) li[lfd[k]] = ri[nb + k];
      for (size_t k = 0; k < rfd.size(); ++k) rj[rfd[k]] = ri[nb + lfd.size() + k];
      double expected = 0;
      for (int64_t c = 0; c < count(contractSizes); ++c) {
        std::vector<int64_t> ci = unravel(c, contractSizes);
        for (int k = 0; k < nc; ++k) li[lc[k]] = rj[rc[k]] = ci[k];
        expected += lhs.floatValue(ravel(li, ls)) * rhs.floatValue(ravel(rj, rs));
      }
      ASSERT_EQ(result.floatValue(i), expected) << text << " at " << list(ri);
    }
  }
}

// Blocks of the kernel: sizes around the tile edges, large contracting.
TEST(DotGeneral, MatmulAcrossBlockEdges) {
  std::mt19937 rng(3);
  for (auto [m, n, k] : std::initializer_list<std::tuple<int64_t, int64_t, int64_t>>{
           {1, 1, 1}, {33, 31, 257}, {2, 5, 600}, {65, 3, 9}, {7, 66, 1}}) {
    Shape ls = {m, k}, rs = {k, n};
    Tensor lhs = smallIntegers(ls, rng), rhs = smallIntegers(rs, rng);
    std::string text = "func.func @main(%a: " + typeString(ls, "f64") + ", %b: " + typeString(rs, "f64") + ") -> " +
                       typeString({m, n}, "f64") + " {\n  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (" +
                       typeString(ls, "f64") + ", " + typeString(rs, "f64") + ") -> " + typeString({m, n}, "f64") +
                       "\n  func.return %r : " + typeString({m, n}, "f64") + "\n}\n";
    Tensor result = runProgram(text, {lhs, rhs}).at(0).tensor();
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        double e = 0;
        for (int t = 0; t < k; ++t) e += lhs.floatValue(i * k + t) * rhs.floatValue(t * n + j);
        ASSERT_EQ(result.floatValue(i * n + j), e) << m << "x" << n << "x" << k;
      }
  }
}

// f32 products are exact in double and the sum is rounded once.
TEST(DotGeneral, F32SumRoundsOnce) {
  Tensor lhs(tensorType({3}, ElementType::F32)), rhs(tensorType({3}, ElementType::F32));
  const double v[] = {1.0, 0x1p-24, 0x1p-24};
  for (int i = 0; i < 3; ++i) lhs.setFloatValue(i, v[i]), rhs.setFloatValue(i, 1.0);
  std::string text =
      "func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<f32> {\n"
      "  %r = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>\n"
      "  func.return %r : tensor<f32>\n}\n";
  // 1 + 2^-24 + 2^-24 = 1 + 2^-23 exactly; summing in f32 would give 1.
  EXPECT_EQ(runProgram(text, {lhs, rhs}).at(0).tensor().floatValue(0), 1.0 + 0x1p-23);
}

TEST(DotGeneral, Diagnostics) {
  Tensor a(tensorType({2, 3}, ElementType::F32)), b(tensorType({2, 3}, ElementType::F32));
  auto program = [](const std::string& attrs, const std::string& resultType) {
    return "func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> " + resultType +
           " {\n  %r = \"stablehlo.dot_general\"(%a, %b) {" + attrs + "} : (tensor<2x3xf32>, tensor<2x3xf32>) -> " +
           resultType + "\n  func.return %r : " + resultType + "\n}\n";
  };
  EXPECT_NE(errorOf(program("dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], "
                            "rhs_contracting_dimensions = [0]>",
                            "tensor<2x3xf32>"),
                    {a, b})
                .find("violates C10"),
            std::string::npos);
  EXPECT_NE(errorOf(program("dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], "
                            "rhs_contracting_dimensions = [1]>",
                            "tensor<2x2xf32>"),
                    {a, b})
                .find("violates C6"),
            std::string::npos);
  EXPECT_NE(errorOf(program("dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], "
                            "rhs_batching_dimensions = [1], lhs_contracting_dimensions = [1], "
                            "rhs_contracting_dimensions = [1]>",
                            "tensor<3xf32>"),
                    {a, b})
                .find("violates C3"),
            std::string::npos);
  EXPECT_NE(errorOf(program("dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], "
                            "rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGH>, "
                            "#stablehlo<precision DEFAULT>], algorithm = #stablehlo.dot_algorithm<lhs_precision_type = "
                            "f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, "
                            "rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>",
                            "tensor<2x2xf32>"),
                    {a, b})
                .find("violates C21"),
            std::string::npos);
  EXPECT_NE(errorOf(program("dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], "
                            "rhs_contracting_dimensions = [1]>, algorithm = #stablehlo.dot_algorithm<lhs_precision_type = "
                            "f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 0, "
                            "rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>",
                            "tensor<2x2xf32>"),
                    {a, b})
                .find("violates C22"),
            std::string::npos);
  // (C12): the declared result shape must agree.
  EXPECT_NE(errorOf(program("dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], "
                            "rhs_contracting_dimensions = [1]>",
                            "tensor<2x3xf32>"),
                    {a, b}),
            "<no error>");
}

// ---------------------------------------------------------------------------
// convolution

struct ConvCase {
  int spatial;
  std::vector<int64_t> inputLayout, kernelLayout, outputLayout;  // [b, s..., f], [s..., i, o], [b, s..., f]
  std::vector<int64_t> lhsSpatial, kernelSpatial, strides, padLow, padHigh, lhsDil, rhsDil;
  std::vector<bool> reversal;
  int64_t resultBatch, groupInput, groupOutput, fg, bg;
};

std::string convDims(const ConvCase& c) {
  auto layout = [&](const std::vector<int64_t>& dims, const char* first, const char* last, bool kernel) {
    // dims[k] is the position of role k; print the role at each position.
    std::vector<std::string> at(dims.size());
    for (size_t k = 0; k < dims.size(); ++k) {
      std::string role;
      if (kernel) role = k < static_cast<size_t>(c.spatial) ? std::to_string(k) : (k == dims.size() - 2 ? "i" : "o");
      else role = k == 0 ? first : k == dims.size() - 1 ? last : std::to_string(k - 1);
      at[dims[k]] = role;
    }
    std::string s = "[";
    for (size_t i = 0; i < at.size(); ++i) s += (i ? ", " : "") + at[i];
    return s + "]";
  };
  return layout(c.inputLayout, "b", "f", false) + "x" + layout(c.kernelLayout, "", "", true) + "->" +
         layout(c.outputLayout, "b", "f", false);
}

TEST(Convolution, MatchesNaiveWindowsOnRandomParameters) {
  std::mt19937 rng(11);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int checked = 0;
  for (int trial = 0; trial < 300; ++trial) {
    ConvCase c;
    c.spatial = pick(0, 2);
    const int N = c.spatial + 2;
    auto permutation = [&] {
      std::vector<int64_t> p(static_cast<size_t>(N));
      std::iota(p.begin(), p.end(), 0);
      std::shuffle(p.begin(), p.end(), rng);
      return p;
    };
    c.inputLayout = permutation();
    c.kernelLayout = permutation();
    c.outputLayout = permutation();
    for (int d = 0; d < c.spatial; ++d) {
      c.lhsSpatial.push_back(pick(1, 6));
      c.kernelSpatial.push_back(pick(1, 3));
      c.strides.push_back(pick(1, 3));
      c.padLow.push_back(pick(-1, 2));
      c.padHigh.push_back(pick(-1, 2));
      c.lhsDil.push_back(pick(1, 2));
      c.rhsDil.push_back(pick(1, 2));
      c.reversal.push_back(pick(0, 1) == 1);
    }
    c.fg = 1;
    c.bg = 1;
    if (pick(0, 2) == 1) c.fg = pick(2, 3);
    else if (pick(0, 1) == 1) c.bg = pick(2, 3);
    c.resultBatch = pick(1, 2);
    c.groupInput = pick(1, 3);
    c.groupOutput = pick(1, 3);
    const int64_t G = c.fg * c.bg;
    const int64_t lhsBatch = c.resultBatch * c.bg, lhsFeature = c.groupInput * c.fg, O = c.groupOutput * G;
    // Shapes in the permuted layouts.
    Shape ls(static_cast<size_t>(N)), ks(static_cast<size_t>(N)), rs(static_cast<size_t>(N));
    ls[c.inputLayout[0]] = lhsBatch;
    ls[c.inputLayout[N - 1]] = lhsFeature;
    ks[c.kernelLayout[N - 2]] = c.groupInput;
    ks[c.kernelLayout[N - 1]] = O;
    rs[c.outputLayout[0]] = c.resultBatch;
    rs[c.outputLayout[N - 1]] = O;
    std::vector<int64_t> windows(static_cast<size_t>(c.spatial));
    for (int d = 0; d < c.spatial; ++d) {
      ls[c.inputLayout[1 + d]] = c.lhsSpatial[d];
      ks[c.kernelLayout[d]] = c.kernelSpatial[d];
      int64_t padded = c.padLow[d] + (c.lhsSpatial[d] - 1) * c.lhsDil[d] + 1 + c.padHigh[d];
      int64_t window = (c.kernelSpatial[d] - 1) * c.rhsDil[d] + 1;
      windows[d] = padded <= 0 || window > padded ? 0 : (padded - window) / c.strides[d] + 1;
      rs[c.outputLayout[1 + d]] = windows[d];
    }
    Tensor lhs = smallIntegers(ls, rng), rhs = smallIntegers(ks, rng);
    // The window attributes (absent when there are no spatial dimensions).
    std::string window;
    if (c.spatial > 0) {
      auto array = [](const char* type, const std::vector<int64_t>& v) {
        std::string s = std::string("array<") + type + ": ";
        for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + (std::string(type) == "i1" ? (v[i] ? std::string("true") : std::string("false")) : std::to_string(v[i]));
        return s + ">";
      };
      std::string padding = "dense<[";
      std::vector<int64_t> rev;
      for (int d = 0; d < c.spatial; ++d) {
        padding += (d ? ", [" : "[") + std::to_string(c.padLow[d]) + ", " + std::to_string(c.padHigh[d]) + "]";
        rev.push_back(c.reversal[d]);
      }
      padding += "]> : tensor<" + std::to_string(c.spatial) + "x2xi64>";
      window = "window_strides = " + array("i64", c.strides) + ", padding = " + padding + ", lhs_dilation = " +
               array("i64", c.lhsDil) + ", rhs_dilation = " + array("i64", c.rhsDil) + ", window_reversal = " +
               array("i1", rev) + ", ";
    }
    std::string rt = typeString(rs, "f64");
    std::string text = "func.func @main(%a: " + typeString(ls, "f64") + ", %b: " + typeString(ks, "f64") + ") -> " + rt +
                       " {\n  %r = \"stablehlo.convolution\"(%a, %b) {" + window +
                       "dimension_numbers = #stablehlo.conv<" + convDims(c) + ">, feature_group_count = " +
                       std::to_string(c.fg) + " : i64, batch_group_count = " + std::to_string(c.bg) + " : i64} : (" +
                       typeString(ls, "f64") + ", " + typeString(ks, "f64") + ") -> " + rt + "\n  func.return %r : " +
                       rt + "\n}\n";
    Tensor result = runProgram(text, {lhs, rhs}).at(0).tensor();
    ASSERT_EQ(result.shape(), rs) << text;
    // Naive: every result element from the spec's window arithmetic.
    Shape resultCanon = {c.resultBatch};
    for (int64_t w : windows) resultCanon.push_back(w);
    resultCanon.push_back(O);
    for (int64_t i = 0; i < count(resultCanon); ++i) {
      std::vector<int64_t> ri = unravel(i, resultCanon);
      const int64_t n = ri[0], o = ri[N - 1], g = o / c.groupOutput;
      double expected = 0;
      for (int64_t w = 0; w < count(c.kernelSpatial); ++w) {
        std::vector<int64_t> wi = unravel(w, c.kernelSpatial);
        std::vector<int64_t> li(static_cast<size_t>(N)), ki(static_cast<size_t>(N));
        bool inside = true;
        for (int d = 0; d < c.spatial; ++d) {
          int64_t wr = c.reversal[d] ? c.kernelSpatial[d] - 1 - wi[d] : wi[d];
          int64_t y = ri[1 + d] * c.strides[d] + wr * c.rhsDil[d] - c.padLow[d];
          if (y < 0 || y % c.lhsDil[d] != 0 || y / c.lhsDil[d] >= c.lhsSpatial[d]) inside = false;
          li[c.inputLayout[1 + d]] = inside ? y / c.lhsDil[d] : 0;
          ki[c.kernelLayout[d]] = wi[d];
        }
        if (!inside) continue;
        li[c.inputLayout[0]] = c.bg > 1 ? g * c.resultBatch + n : n;
        ki[c.kernelLayout[N - 1]] = o;
        for (int64_t f = 0; f < c.groupInput; ++f) {
          li[c.inputLayout[N - 1]] = c.fg > 1 ? g * c.groupInput + f : f;
          ki[c.kernelLayout[N - 2]] = f;
          expected += lhs.floatValue(ravel(li, ls)) * rhs.floatValue(ravel(ki, ks));
        }
      }
      std::vector<int64_t> out(static_cast<size_t>(N));
      out[c.outputLayout[0]] = n;
      for (int d = 0; d < c.spatial; ++d) out[c.outputLayout[1 + d]] = ri[1 + d];
      out[c.outputLayout[N - 1]] = o;
      ASSERT_EQ(result.floatValue(ravel(out, rs)), expected) << text << " at " << list(ri);
      ++checked;
    }
  }
  EXPECT_GT(checked, 1000);
}

TEST(Convolution, Diagnostics) {
  Tensor lhs(tensorType({1, 4, 2}, ElementType::F32)), rhs(tensorType({2, 3, 1}, ElementType::F32));
  auto program = [](const std::string& extra, const std::string& kernelType, const std::string& resultType) {
    return "func.func @main(%a: tensor<1x4x2xf32>, %b: " + kernelType + ") -> " + resultType +
           " {\n  %r = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {" + extra +
           "} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x2xf32>, " + kernelType +
           ") -> " + resultType + "\n  func.return %r : " + resultType + "\n}\n";
  };
  // (C14): 3 kernel input features for 2 lhs features.
  EXPECT_NE(errorOf(program("", "tensor<2x3x1xf32>", "tensor<1x3x1xf32>"), {lhs, rhs}).find("violates C14"), std::string::npos);
  Tensor rhs2(tensorType({2, 2, 1}, ElementType::F32));
  EXPECT_NE(errorOf(program("stride = [0]", "tensor<2x2x1xf32>", "tensor<1x3x1xf32>"), {lhs, rhs2}).find("violates C3"),
            std::string::npos);
  EXPECT_NE(errorOf(program("", "tensor<2x2x1xf32>", "tensor<1x4x1xf32>"), {lhs, rhs2}), "<no error>");
}

// ---------------------------------------------------------------------------
// fft

std::vector<LC> naiveDft(const std::vector<LC>& x, bool inverse) {
  const int64_t n = static_cast<int64_t>(x.size());
  const long double pi = 3.141592653589793238462643383279502884L;
  std::vector<LC> w(x.size()), y(x.size());
  for (int64_t t = 0; t < n; ++t) {
    long double angle = 2 * pi * static_cast<long double>(t) / n;
    w[t] = LC(std::cos(angle), inverse ? std::sin(angle) : -std::sin(angle));
  }
  for (int64_t k = 0; k < n; ++k) {
    LC s = 0;
    for (int64_t j = 0; j < n; ++j) s += x[j] * w[(j * k) % n];
    y[k] = inverse ? s / static_cast<long double>(n) : s;
  }
  return y;
}

std::string fftProgram(const std::string& type, const Shape& in, const std::string& inElement, const Shape& out,
                       const std::string& outElement, const std::vector<int64_t>& lengths) {
  std::string it = typeString(in, inElement), ot = typeString(out, outElement);
  return "func.func @main(%a: " + it + ") -> " + ot + " {\n  %r = stablehlo.fft %a, type = " + type +
         ", length = " + list(lengths) + " : (" + it + ") -> " + ot + "\n  func.return %r : " + ot + "\n}\n";
}

TEST(Fft, MatchesNaiveDftForEveryLengthPath) {
  std::mt19937 rng(5);
  // Powers of two (radix 2), short other lengths (direct sum), and long
  // other lengths (Bluestein), primes included.
  for (int64_t n : {1, 2, 3, 4, 5, 8, 12, 31, 64, 65, 67, 100, 128, 257, 1000, 1024}) {
    const int64_t rows = 3;
    Tensor x = randomComplex({rows, n}, rng);
    for (bool inverse : {false, true}) {
      Tensor y = runProgram(fftProgram(inverse ? "IFFT" : "FFT", {rows, n}, "complex<f64>", {rows, n}, "complex<f64>", {n}),
                            {x})
                     .at(0)
                     .tensor();
      for (int64_t r = 0; r < rows; ++r) {
        std::vector<LC> line(static_cast<size_t>(n));
        for (int64_t j = 0; j < n; ++j) line[j] = LC(x.complexValue(r * n + j).real(), x.complexValue(r * n + j).imag());
        std::vector<LC> expected = naiveDft(line, inverse);
        long double scale = 0;
        for (const LC& v : expected) scale = std::max(scale, std::abs(v));
        for (int64_t k = 0; k < n; ++k) {
          C got = y.complexValue(r * n + k);
          long double err = std::abs(LC(got.real(), got.imag()) - expected[k]);
          ASSERT_LE(err, 1e-13L * (scale + 1) * std::log2(n + 1.0))
              << (inverse ? "ifft" : "fft") << " n = " << n << " k = " << k;
        }
      }
    }
  }
}

TEST(Fft, TwoDimensionalMatchesNaivePerAxis) {
  std::mt19937 rng(9);
  const Shape shape = {2, 6, 70};
  Tensor x = randomComplex(shape, rng);
  Tensor y = runProgram(fftProgram("FFT", shape, "complex<f64>", shape, "complex<f64>", {6, 70}), {x}).at(0).tensor();
  // Naive: along the last axis, then along the middle one.
  std::vector<LC> v(static_cast<size_t>(x.numElements()));
  for (int64_t i = 0; i < x.numElements(); ++i) v[i] = LC(x.complexValue(i).real(), x.complexValue(i).imag());
  for (int64_t b = 0; b < 2; ++b) {
    for (int64_t r = 0; r < 6; ++r) {
      std::vector<LC> line(v.begin() + (b * 6 + r) * 70, v.begin() + (b * 6 + r + 1) * 70);
      line = naiveDft(line, false);
      std::copy(line.begin(), line.end(), v.begin() + (b * 6 + r) * 70);
    }
    for (int64_t c = 0; c < 70; ++c) {
      std::vector<LC> line(6);
      for (int64_t r = 0; r < 6; ++r) line[r] = v[(b * 6 + r) * 70 + c];
      line = naiveDft(line, false);
      for (int64_t r = 0; r < 6; ++r) v[(b * 6 + r) * 70 + c] = line[r];
    }
  }
  for (int64_t i = 0; i < x.numElements(); ++i) {
    C got = y.complexValue(i);
    ASSERT_LE(std::abs(LC(got.real(), got.imag()) - v[i]), 1e-11L) << i;
  }
}

TEST(Fft, RealTransformsRoundTrip) {
  std::mt19937 rng(13);
  std::normal_distribution<double> d;
  for (int64_t n : {1, 2, 5, 6, 8, 67, 96}) {
    const Shape realShape = {4, n}, complexShape = {4, n / 2 + 1};
    Tensor x(tensorType(realShape, ElementType::F64));
    for (int64_t i = 0; i < x.numElements(); ++i) x.setFloatValue(i, d(rng));
    Tensor spectrum =
        runProgram(fftProgram("RFFT", realShape, "f64", complexShape, "complex<f64>", {4, n}), {x}).at(0).tensor();
    Tensor back =
        runProgram(fftProgram("IRFFT", complexShape, "complex<f64>", realShape, "f64", {4, n}), {spectrum}).at(0).tensor();
    for (int64_t i = 0; i < x.numElements(); ++i) ASSERT_NEAR(back.floatValue(i), x.floatValue(i), 1e-12) << n;
    // The kept outputs are those of the complex transform of (x, 0) (over
    // both dimensions: rfft, then fft along the first).
    Tensor cx(tensorType(realShape, ElementType::C128));
    for (int64_t i = 0; i < x.numElements(); ++i) cx.setComplexValue(i, {x.floatValue(i), 0.0});
    Tensor full =
        runProgram(fftProgram("FFT", realShape, "complex<f64>", realShape, "complex<f64>", {4, n}), {cx}).at(0).tensor();
    for (int64_t r = 0; r < 4; ++r)
      for (int64_t k = 0; k <= n / 2; ++k)
        ASSERT_LE(std::abs(spectrum.complexValue(r * (n / 2 + 1) + k) - full.complexValue(r * n + k)), 1e-11) << n;
  }
}

TEST(Fft, Diagnostics) {
  Tensor x(tensorType({4}, ElementType::F32));
  EXPECT_NE(errorOf(fftProgram("RFFT", {4}, "f32", {3}, "complex<f32>", {8}), {x}).find("violates C4"), std::string::npos);
  EXPECT_NE(errorOf(fftProgram("FFT", {4}, "f32", {4}, "f32", {4}), {x}).find("violates C2"), std::string::npos);
  EXPECT_NE(errorOf(fftProgram("RFFT", {4}, "f32", {3}, "complex<f64>", {4}), {x}).find("violates C2"), std::string::npos);
  EXPECT_NE(errorOf(fftProgram("RFFT", {4}, "f32", {3}, "complex<f32>", {1, 4}), {x}).find("violates C1"), std::string::npos);
}

// ---------------------------------------------------------------------------
// cholesky and triangular_solve

template <class T>
T conj(T x) {
  if constexpr (std::is_same_v<T, C>) return std::conj(x);
  else return x;
}

// A random Hermitian positive definite n x n matrix: M M^H + n I.
template <class T>
std::vector<T> randomHpd(int64_t n, std::mt19937& rng) {
  std::normal_distribution<double> d;
  std::vector<T> m(static_cast<size_t>(n * n)), a(static_cast<size_t>(n * n));
  for (T& v : m) {
    if constexpr (std::is_same_v<T, C>) v = {d(rng), d(rng)};
    else v = d(rng);
  }
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      T s = i == j ? T(static_cast<double>(n)) : T(0);
      for (int64_t k = 0; k < n; ++k) s += m[i * n + k] * conj(m[j * n + k]);
      a[i * n + j] = s;
    }
  return a;
}

template <class T>
void set(Tensor& t, int64_t i, T v) {
  if constexpr (std::is_same_v<T, C>) t.setComplexValue(i, v);
  else t.setFloatValue(i, v);
}
template <class T>
T get(const Tensor& t, int64_t i) {
  if constexpr (std::is_same_v<T, C>) return t.complexValue(i);
  else return t.floatValue(i);
}

template <class T>
void choleskyReconstructs(ElementType et, const std::string& element) {
  std::mt19937 rng(17);
  for (int64_t n : {1, 2, 3, 7, 20}) {
    const int64_t batches = 2;
    std::vector<std::vector<T>> as;
    for (int64_t b = 0; b < batches; ++b) as.push_back(randomHpd<T>(n, rng));
    for (bool lower : {true, false}) {
      Tensor a(tensorType({batches, n, n}, et));
      for (int64_t b = 0; b < batches; ++b)
        for (int64_t i = 0; i < n; ++i)
          for (int64_t j = 0; j < n; ++j) {
            // The triangle that is not read holds NaN.
            bool read = lower ? j <= i : j >= i;
            set<T>(a, (b * n + i) * n + j, read ? as[b][i * n + j] : T(std::nan("")));
          }
      std::string t = typeString({batches, n, n}, element);
      std::string text = "func.func @main(%a: " + t + ") -> " + t + " {\n  %r = stablehlo.cholesky %a, lower = " +
                         (lower ? "true" : "false") + " : " + t + "\n  func.return %r : " + t + "\n}\n";
      Tensor l = runProgram(text, {a}).at(0).tensor();
      for (int64_t b = 0; b < batches; ++b)
        for (int64_t i = 0; i < n; ++i)
          for (int64_t j = 0; j < n; ++j) {
            // hloref's choice for the opposite triangle: zeros.
            if (lower ? j > i : j < i) {
              ASSERT_EQ(get<T>(l, (b * n + i) * n + j), T(0));
            }
            // lower: (L L^H)[i][j] = sum_k L[i][k] conj(L[j][k]);
            // upper: (U^H U)[i][j] = sum_k conj(U[k][i]) U[k][j].
            T s = 0;
            for (int64_t k = 0; k < n; ++k)
              s += lower ? get<T>(l, (b * n + i) * n + k) * conj(get<T>(l, (b * n + j) * n + k))
                         : conj(get<T>(l, (b * n + k) * n + i)) * get<T>(l, (b * n + k) * n + j);
            ASSERT_LE(std::abs(s - as[b][i * n + j]), 1e-10 * n) << "n = " << n << " lower = " << lower;
          }
    }
  }
}

TEST(Cholesky, FactorReconstructsRealMatrices) { choleskyReconstructs<double>(ElementType::F64, "f64"); }
TEST(Cholesky, FactorReconstructsComplexMatrices) { choleskyReconstructs<C>(ElementType::C128, "complex<f64>"); }

TEST(Cholesky, Diagnostics) {
  Tensor a(tensorType({2, 3}, ElementType::F32));
  EXPECT_NE(errorOf("func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {\n  %r = stablehlo.cholesky %a : "
                    "tensor<2x3xf32>\n  func.return %r : tensor<2x3xf32>\n}\n",
                    {a})
                .find("violates C3"),
            std::string::npos);
}

template <class T>
void triangularSolveResiduals(ElementType et, const std::string& element) {
  std::mt19937 rng(19);
  std::normal_distribution<double> d;
  auto random = [&]() -> T {
    if constexpr (std::is_same_v<T, C>) return {d(rng), d(rng)};
    else return d(rng);
  };
  const int64_t n = 6, m = 4;
  for (bool left : {true, false})
    for (bool lower : {true, false})
      for (bool unit : {true, false})
        for (const char* transpose : {"NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"}) {
          // The triangle as used: well conditioned (diagonal in [2, 3]).
          std::vector<T> tri(static_cast<size_t>(n * n), T(0));
          Tensor a(tensorType({n, n}, et));
          for (int64_t i = 0; i < n; ++i)
            for (int64_t j = 0; j < n; ++j) {
              bool inTriangle = lower ? j <= i : j >= i;
              T v = i == j ? T(2.0 + std::abs(d(rng)) / 4) : random() / 4.0;
              if (i == j && unit) {
                tri[i * n + j] = 1;
                set<T>(a, i * n + j, T(std::nan("")));  // not read
              } else if (inTriangle) {
                tri[i * n + j] = v;
                set<T>(a, i * n + j, v);
              } else {
                set<T>(a, i * n + j, T(std::nan("")));  // not read
              }
            }
          // op(a).
          std::vector<T> op(static_cast<size_t>(n * n));
          for (int64_t i = 0; i < n; ++i)
            for (int64_t j = 0; j < n; ++j)
              op[i * n + j] = std::string(transpose) == "NO_TRANSPOSE" ? tri[i * n + j]
                              : std::string(transpose) == "TRANSPOSE" ? tri[j * n + i]
                                                                      : conj(tri[j * n + i]);
          Shape bs = left ? Shape{n, m} : Shape{m, n};
          Tensor b(tensorType(bs, et));
          for (int64_t i = 0; i < b.numElements(); ++i) set<T>(b, i, random());
          std::string at = typeString({n, n}, element), bt = typeString(bs, element);
          std::string text = "func.func @main(%a: " + at + ", %b: " + bt + ") -> " + bt +
                             " {\n  %r = \"stablehlo.triangular_solve\"(%a, %b) {left_side = " +
                             (left ? "true" : "false") + ", lower = " + (lower ? "true" : "false") +
                             ", unit_diagonal = " + (unit ? "true" : "false") +
                             ", transpose_a = #stablehlo<transpose " + transpose + ">} : (" + at + ", " + bt +
                             ") -> " + bt + "\n  func.return %r : " + bt + "\n}\n";
          Tensor x = runProgram(text, {a, b}).at(0).tensor();
          for (int64_t r = 0; r < bs[0]; ++r)
            for (int64_t c = 0; c < bs[1]; ++c) {
              T s = 0;
              if (left)
                for (int64_t k = 0; k < n; ++k) s += op[r * n + k] * get<T>(x, k * m + c);
              else
                for (int64_t k = 0; k < n; ++k) s += get<T>(x, r * n + k) * op[k * n + c];
              ASSERT_LE(std::abs(s - get<T>(b, r * bs[1] + c)), 1e-11)
                  << "left " << left << " lower " << lower << " unit " << unit << " " << transpose;
            }
        }
}

TEST(TriangularSolve, ResidualsOfEveryVariantReal) { triangularSolveResiduals<double>(ElementType::F64, "f64"); }
TEST(TriangularSolve, ResidualsOfEveryVariantComplex) {
  triangularSolveResiduals<C>(ElementType::C128, "complex<f64>");
}

TEST(TriangularSolve, Diagnostics) {
  Tensor a(tensorType({3, 3}, ElementType::F32)), b(tensorType({2, 3}, ElementType::F32));
  std::string text =
      "func.func @main(%a: tensor<3x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
      "  %r = \"stablehlo.triangular_solve\"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, "
      "transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n"
      "  func.return %r : tensor<2x3xf32>\n}\n";
  EXPECT_NE(errorOf(text, {a, b}).find("violates C3"), std::string::npos);
}

// ---------------------------------------------------------------------------
// Run-time checks: the checker decides every constraint on static
// dimensions; the sizes of dynamic ones are compared when the op runs, and
// the violation is worded as the checker words the constraint.

TEST(DotGeneral, DynamicContractingSizesAreCheckedWhenItRuns) {
  std::string text =
      "func.func @main(%a: tensor<2x?xf32>, %b: tensor<?x2xf32>) -> tensor<2x2xf32> {\n"
      "  %r = \"stablehlo.dot_general\"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions "
      "= [1], rhs_contracting_dimensions = [0]>} : (tensor<2x?xf32>, tensor<?x2xf32>) -> tensor<2x2xf32>\n"
      "  func.return %r : tensor<2x2xf32>\n}\n";
  Tensor a(tensorType({2, 3}, ElementType::F32)), b(tensorType({4, 2}, ElementType::F32));
  EXPECT_NE(errorOf(text, {a, b})
                .find("'stablehlo.dot_general' violates C10: dim(lhs, lhs_contracting_dimensions...) = "
                      "dim(rhs, rhs_contracting_dimensions...) (dim(lhs, lhs_contracting_dimensions...) = [3], "
                      "dim(rhs, rhs_contracting_dimensions...) = [4])"),
            std::string::npos);
  Tensor b3(tensorType({3, 2}, ElementType::F32));
  EXPECT_EQ(errorOf(text, {a, b3}), "<no error>");
  // A result dimension from a dynamic lhs dimension against a static result.
  std::string free =
      "func.func @main(%a: tensor<?x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {\n"
      "  %r = \"stablehlo.dot_general\"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions "
      "= [1], rhs_contracting_dimensions = [0]>} : (tensor<?x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>\n"
      "  func.return %r : tensor<2x2xf32>\n}\n";
  Tensor a5(tensorType({5, 3}, ElementType::F32));
  EXPECT_NE(errorOf(free, {a5, b3}).find("'stablehlo.dot_general' violates C12"), std::string::npos);
}

TEST(Convolution, DynamicFeatureSizesAreCheckedWhenItRuns) {
  std::string text =
      "func.func @main(%a: tensor<1x4x?xf32>, %b: tensor<2x2x1xf32>) -> tensor<1x3x1xf32> {\n"
      "  %r = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} "
      "{batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x?xf32>, tensor<2x2x1xf32>) -> "
      "tensor<1x3x1xf32>\n  func.return %r : tensor<1x3x1xf32>\n}\n";
  Tensor rhs(tensorType({2, 2, 1}, ElementType::F32));
  EXPECT_NE(errorOf(text, {Tensor(tensorType({1, 4, 3}, ElementType::F32)), rhs})
                .find("'stablehlo.convolution' violates C14"),
            std::string::npos);
  EXPECT_EQ(errorOf(text, {Tensor(tensorType({1, 4, 2}, ElementType::F32)), rhs}), "<no error>");
}

TEST(DynamicConv, ThePaddingValuesGiveTheResultShape) {
  std::string text =
      "func.func @main(%a: tensor<1x4x1xf32>, %b: tensor<2x1x1xf32>, %p: tensor<1x2xi64>) -> tensor<1x3x1xf32> {\n"
      "  %r = \"stablehlo.dynamic_conv\"(%a, %b, %p) {dimension_numbers = #stablehlo.conv<raw "
      "input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], "
      "kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], "
      "output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>, "
      "feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<2x1x1xf32>, "
      "tensor<1x2xi64>) -> tensor<1x3x1xf32>\n  func.return %r : tensor<1x3x1xf32>\n}\n";
  Tensor a(tensorType({1, 4, 1}, ElementType::F32)), b(tensorType({2, 1, 1}, ElementType::F32));
  Tensor none(tensorType({1, 2}, ElementType::SI64)), some(tensorType({1, 2}, ElementType::SI64));
  some.setIntBits(1, 2);  // [[0, 2]]: 4 + 2 - 2 + 1 = 5 windows, not 3
  EXPECT_EQ(errorOf(text, {a, b, none}), "<no error>");
  EXPECT_NE(errorOf(text, {a, b, some}).find("'stablehlo.dynamic_conv' violates C25"), std::string::npos);
}

TEST(Fft, DynamicIrfftSizesAreCheckedWhenItRuns) {
  std::string text =
      "func.func @main(%a: tensor<?xcomplex<f32>>) -> tensor<8xf32> {\n"
      "  %r = stablehlo.fft %a, type = IRFFT, length = [8] : (tensor<?xcomplex<f32>>) -> tensor<8xf32>\n"
      "  func.return %r : tensor<8xf32>\n}\n";
  EXPECT_EQ(errorOf(text, {Tensor(tensorType({5}, ElementType::C64))}), "<no error>");
  EXPECT_NE(errorOf(text, {Tensor(tensorType({4}, ElementType::C64))}).find("'stablehlo.fft' violates C5"),
            std::string::npos);
}

TEST(Cholesky, DynamicNonSquareMatricesAreCheckedWhenItRuns) {
  std::string text = "func.func @main(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {\n  %r = stablehlo.cholesky %a : "
                     "tensor<?x?xf32>\n  func.return %r : tensor<?x?xf32>\n}\n";
  EXPECT_NE(errorOf(text, {Tensor(tensorType({2, 3}, ElementType::F32))})
                .find("'stablehlo.cholesky' violates C3: dim(a, -2) = dim(a, -1) (dim(a, -2) = 2, dim(a, -1) = 3)"),
            std::string::npos);
  EXPECT_EQ(errorOf(text, {Tensor(tensorType({2, 2}, ElementType::F32))}), "<no error>");
}

TEST(TriangularSolve, DynamicSizesAreCheckedWhenItRuns) {
  std::string text =
      "func.func @main(%a: tensor<?x?xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {\n"
      "  %r = \"stablehlo.triangular_solve\"(%a, %b) {left_side = false, lower = true, unit_diagonal = true, "
      "transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<?x?xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>\n"
      "  func.return %r : tensor<2x3xf32>\n}\n";
  Tensor b(tensorType({2, 3}, ElementType::F32));
  EXPECT_NE(errorOf(text, {Tensor(tensorType({2, 2}, ElementType::F32)), b})
                .find("'stablehlo.triangular_solve' violates C3"),
            std::string::npos);
  EXPECT_EQ(errorOf(text, {Tensor(tensorType({3, 3}, ElementType::F32)), b}), "<no error>");
}

std::string batchNormInference(const std::string& scaleType, const std::string& epsilon) {
  return "func.func @main(%x: tensor<2x3xf32>, %s: " + scaleType + ", %o: tensor<3xf32>, %m: tensor<3xf32>, "
         "%v: tensor<3xf32>) -> tensor<2x3xf32> {\n  %r = \"stablehlo.batch_norm_inference\"(%x, %s, %o, %m, %v) "
         "{" + epsilon + "feature_index = 1 : i64} : (tensor<2x3xf32>, " + scaleType + ", tensor<3xf32>, "
         "tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>\n  func.return %r : tensor<2x3xf32>\n}\n";
}

TEST(BatchNorm, DynamicFeatureSizesAreCheckedWhenItRuns) {
  Tensor x(tensorType({2, 3}, ElementType::F32)), v(tensorType({3}, ElementType::F32));
  EXPECT_EQ(errorOf(batchNormInference("tensor<?xf32>", "epsilon = 0.5 : f32, "), {x, v, v, v, v}), "<no error>");
  EXPECT_NE(errorOf(batchNormInference("tensor<?xf32>", "epsilon = 0.5 : f32, "),
                    {x, Tensor(tensorType({2}, ElementType::F32)), v, v, v})
                .find("'stablehlo.batch_norm_inference' violates C3: size(scale) = dim(operand, feature_index) "
                      "(size(scale) = 2, dim(operand, feature_index) = 3)"),
            std::string::npos);
}

TEST(BatchNorm, EpsilonIsARequiredF32Constant) {
  Tensor x(tensorType({2, 3}, ElementType::F32)), v(tensorType({3}, ElementType::F32));
  EXPECT_NE(errorOf(batchNormInference("tensor<3xf32>", ""), {x, v, v, v, v}).find("violates I6"),
            std::string::npos);
}

}  // namespace
}  // namespace hloref
