// Fast kernels against the literal evaluator (interpreter/literal/) on
// generated programs of the linear-algebra ops: identical results, bit for
// bit, annotations included, with exact and with sequential accumulation;
// fft agrees within a bound (its fast kernel is not correctly rounded).
// CI runs each property with a fixed seed (tests/CMakeLists.txt); run many
// more cases with, e.g.,
//   RC_PARAMS="max_success=20000 seed=7" build/bin/hloref_tests --gtest_filter='LiteralLinalg.*'
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cmath>
#include <cstring>
#include <sstream>

#include "fuzz/literal_check.h"
#include "fuzz/ops/linalg.h"

namespace hloref::fuzz {
namespace {

// A rank-1 tensor of `type` holding `values` (float types).
Value floats(ElementType type, const std::vector<double>& values) {
  Tensor t(tensorType({static_cast<int64_t>(values.size())}, type));
  for (size_t i = 0; i < values.size(); ++i) t.setFloatValue(static_cast<int64_t>(i), values[i]);
  return Value(std::move(t));
}

// lhs . rhs over their one dimension, of element type `operand`, into a
// rank-0 result of element type `result`.
ProgramCase vectorDot(ElementType operand, ElementType result, size_t k) {
  const TensorType vector = tensorType({static_cast<int64_t>(k)}, operand);
  ProgramCase c;
  c.text = singleOpFunction({"stablehlo.dot_general", {vector, vector}, {tensorType({}, result)},
                             "dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], "
                             "rhs_contracting_dimensions = [0]>"});
  return c;
}

RC_GTEST_PROP(LiteralLinalg, DotGeneral, ()) {
  const ProgramCase c = *dotGeneralCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

// Regression: the sequential kernel summed each block of 256 contracting
// elements from 0 and then added the block's sum to the running total,
// which is not the spec's order. lhs = [1e16, 1, ..., 1] (300 elements),
// rhs = ones: folded in order, each 1e16 + 1 rounds back to 1e16 (ulp 2,
// ties to even), so the sum is 1e16; the blocked kernel gave 1e16 + 44.
TEST(LiteralLinalg, SequentialDotFoldsAcrossBlocks) {
  const TensorType vector = tensorType({300}, ElementType::F64);
  ProgramCase c = vectorDot(ElementType::F64, ElementType::F64, 300);
  Tensor lhs(vector), rhs(vector);
  for (int64_t k = 0; k < 300; ++k) {
    lhs.setFloatValue(k, k == 0 ? 1e16 : 1.0);
    rhs.setFloatValue(k, 1.0);
  }
  c.args = {Value(lhs), Value(rhs)};
  EXPECT_EQ(runCase(c, sequentialAccumulation())[0].tensor().floatValue(0), 1e16);
  EXPECT_EQ(fastLiteralDifference(c, sequentialAccumulation()), "");
}

// numerics/nan_rule.h: a NaN sum is the default NaN (f32: 0x7FC00000, a
// positive quiet NaN without payload), whichever NaNs the terms hold and
// whichever order the compiler adds them in.
TEST(LiteralLinalg, NanSumsAreTheDefaultNan) {
  ProgramCase c = vectorDot(ElementType::F32, ElementType::F32, 2);
  Tensor lhs(tensorType({2}, ElementType::F32)), rhs = floats(ElementType::F32, {1, 1}).tensor();
  lhs.setFloatBits(0, 0xFFC00000);  // -NaN
  lhs.setFloatBits(1, 0x7FC01234);  // +NaN with a payload
  c.args = {Value(lhs), Value(rhs)};
  for (const RunOptions& options : {RunOptions{}, sequentialAccumulation()}) {
    EXPECT_EQ(runCase(c, options)[0].tensor().floatBits(0), 0x7FC00000u);
    EXPECT_EQ(fastLiteralDifference(c, options), "");
  }
  // Complex: (-NaN + i) (1 + 0i): both parts of the sum are NaN.
  c = vectorDot(ElementType::C64, ElementType::C64, 1);
  Tensor x(tensorType({1}, ElementType::C64)), y(tensorType({1}, ElementType::C64));
  x.setComplexValue(0, {-NAN, 1.0});
  y.setComplexValue(0, {1.0, 0.0});
  c.args = {Value(x), Value(y)};
  const Tensor result = runCase(c, sequentialAccumulation())[0].tensor();
  uint32_t parts[2];
  std::memcpy(parts, result.bytes(), sizeof parts);
  EXPECT_EQ(parts[0], 0x7FC00000u);
  EXPECT_EQ(parts[1], 0x7FC00000u);
  EXPECT_EQ(fastLiteralDifference(c, sequentialAccumulation()), "");
}

// [b, f] x [i, o] -> [b, f]: a 1 x 1 convolution, lhs 1 x k, rhs k x 1.
ProgramCase pointConvolution(ElementType operand, ElementType result, int64_t k) {
  ProgramCase c;
  c.text = singleOpFunction({"stablehlo.convolution",
                             {tensorType({1, k}, operand), tensorType({k, 1}, operand)},
                             {tensorType({1, 1}, result)},
                             "dimension_numbers = #stablehlo.conv<[b, f]x[i, o]->[b, f]>, "
                             "feature_group_count = 1 : i64, batch_group_count = 1 : i64"});
  return c;
}

// Regression: the exact sum's fast path took an interval whose two ends
// both round to NaN (overflow of either sign in formats with one NaN; in
// f8E8M0FNU negatives too) as deciding the sum.
TEST(LiteralLinalg, FastPathLeavesANanIntervalUndecided) {
  // 2^98 2^-127 + 2^-127 2^82 = 2^-29 + 2^-45, which rounds to 2^-29; the
  // interval, as wide as 2^180 2^-52, reaches below 0 and above 2^127.
  ProgramCase c = pointConvolution(ElementType::F8E8M0FNU, ElementType::F8E8M0FNU, 2);
  Tensor lhs(tensorType({1, 2}, ElementType::F8E8M0FNU)), rhs(tensorType({2, 1}, ElementType::F8E8M0FNU));
  lhs.setFloatValue(0, 0x1p98), lhs.setFloatValue(1, 0x1p-127);
  rhs.setFloatValue(0, 0x1p-127), rhs.setFloatValue(1, 0x1p82);
  c.args = {Value(lhs), Value(rhs)};
  EXPECT_EQ(runCase(c)[0].tensor().floatValue(0), 0x1p-29);
  EXPECT_EQ(fastLiteralDifference(c), "");
  // f32 operands, f8E4M3FNUZ result: 2^60 2^-60 + 2^-60 2^60 = 2.
  c = pointConvolution(ElementType::F32, ElementType::F8E4M3FNUZ, 2);
  lhs = Tensor(tensorType({1, 2}, ElementType::F32)), rhs = Tensor(tensorType({2, 1}, ElementType::F32));
  lhs.setFloatValue(0, 0x1p60), lhs.setFloatValue(1, 0x1p-60);
  rhs.setFloatValue(0, 0x1p-60), rhs.setFloatValue(1, 0x1p60);
  c.args = {Value(lhs), Value(rhs)};
  EXPECT_EQ(runCase(c)[0].tensor().floatValue(0), 2.0);
  EXPECT_EQ(fastLiteralDifference(c), "");
}

// f8E8M0FNU has no zero; hloref rounds 0 into it as 2^-127 (core/
// float_format.cpp, as its convert does), and so reads the spec's
// constant(0): convolution's padding_value and dot_general's init value.
TEST(LiteralLinalg, F8E8M0ConstantZeroIsItsSmallestValue) {
  // lhs [2^-127] padded low by 1: [2^-127, 2^-127] . [2^127, 2^-127] plus
  // the init 2^-127 is 1 + 2^-127 + 2^-254, which rounds to 1 (a zero
  // padding would give 2^-127).
  const TensorType lhsType = tensorType({1, 1, 1}, ElementType::F8E8M0FNU);
  const TensorType rhsType = tensorType({2, 1, 1}, ElementType::F8E8M0FNU);
  ProgramCase c;
  c.text = singleOpFunction({"stablehlo.convolution", {lhsType, rhsType}, {lhsType},
                             "window_strides = array<i64: 1>, padding = dense<[[1, 0]]> : tensor<1x2xi64>, "
                             "dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, "
                             "feature_group_count = 1 : i64, batch_group_count = 1 : i64"});
  Tensor lhs(lhsType), rhs(rhsType);
  lhs.setFloatValue(0, 0x1p-127);
  rhs.setFloatValue(0, 0x1p127), rhs.setFloatValue(1, 0x1p-127);
  c.args = {Value(lhs), Value(rhs)};
  for (const RunOptions& options : {RunOptions{}, sequentialAccumulation()}) {
    EXPECT_EQ(runCase(c, options)[0].tensor().floatValue(0), 1.0);
    EXPECT_EQ(fastLiteralDifference(c, options), "");
  }
  // [2^-127] . [0.5] from the init 2^-127: 1.5 2^-127, a tie, rounds up
  // to 2^-126 (from 0 it would round to 2^-127).
  c = vectorDot(ElementType::F8E8M0FNU, ElementType::F8E8M0FNU, 1);
  c.args = {floats(ElementType::F8E8M0FNU, {0x1p-127}), floats(ElementType::F8E8M0FNU, {0.5})};
  for (const RunOptions& options : {RunOptions{}, sequentialAccumulation()}) {
    EXPECT_EQ(runCase(c, options)[0].tensor().floatValue(0), 0x1p-126);
    EXPECT_EQ(fastLiteralDifference(c, options), "");
  }
}

RC_GTEST_PROP(LiteralLinalg, DotGeneralSequential, ()) {
  const ProgramCase c = *dotGeneralCase();
  RC_ASSERT(fastLiteralDifference(c, sequentialAccumulation()) == "");
}

RC_GTEST_PROP(LiteralLinalg, Dot, ()) {
  const ProgramCase c = *dotCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
  RC_ASSERT(fastLiteralDifference(c, sequentialAccumulation()) == "");
}

RC_GTEST_PROP(LiteralLinalg, Convolution, ()) {
  const ProgramCase c = *convolutionCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralLinalg, ConvolutionSequential, ()) {
  const ProgramCase c = *convolutionCase();
  RC_ASSERT(fastLiteralDifference(c, sequentialAccumulation()) == "");
}

RC_GTEST_PROP(LiteralLinalg, DynamicConv, ()) {
  const ProgramCase c = *dynamicConvCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
  RC_ASSERT(fastLiteralDifference(c, sequentialAccumulation()) == "");
}

RC_GTEST_PROP(LiteralLinalg, TriangularSolve, ()) {
  const ProgramCase c = *triangularSolveCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralLinalg, Cholesky, ()) {
  const ProgramCase c = *choleskyCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

// fft: not bit for bit. The literal DFT is the exact transform y rounded
// once to the result type (425-bit sums and twiddles); the fast kernel
// computes, in complex<double>, a y' with |y' - y| <= E and rounds that
// once. So per part they differ by at most E plus two roundings of half an
// ulp each, which 2 ulp at the literal value covers (at a power of two the
// spacing on one side is half that on the other). E, with u = 2^-53 and
// M = sum |x| over the whole operand (every line of every stage has
// sum |input| <= M), for the generated lengths n <= 9: a radix-2 level
// adds at most 9 u M (twiddle within 5u, complex product within 3u,
// addition u) and at most doubles the errors before it, so a stage of
// n = 8 errs by at most (1 + 2 + 4) 9 u M; a direct sum (n = 3, 5, 6, 7, 9)
// by 16 u M; an inverse stage divides by n (one more rounding). A later
// forward stage multiplies earlier errors by at most n, an inverse one by
// at most 1: over three stages E <= 64 u M (1 + 9 + 81) < 2^-40 M.
// Empty when within the bound.
std::string fftDifference(const ProgramCase& c) {
  std::vector<Value> results[2];
  for (int literal = 0; literal < 2; ++literal) {
    RunOptions options;
    options.literal = literal == 1;
    results[literal] = runCase(c, options);
  }
  const Tensor& operand = c.args[0].tensor();
  double magnitude = 0;
  for (int64_t i = 0; i < operand.numElements(); ++i)
    magnitude += std::abs(isComplex(operand.elementType()) ? operand.complexValue(i)
                                                           : std::complex<double>(operand.floatValue(i)));
  const Tensor& fast = results[0][0].tensor();
  const Tensor& literal = results[1][0].tensor();
  const bool complex = isComplex(fast.elementType());
  const bool f32 = (complex ? complexPartType(fast.elementType()) : fast.elementType()) == ElementType::F32;
  for (int64_t i = 0; i < fast.numElements(); ++i) {
    const std::complex<double> a = complex ? fast.complexValue(i) : std::complex<double>(fast.floatValue(i));
    const std::complex<double> b = complex ? literal.complexValue(i) : std::complex<double>(literal.floatValue(i));
    for (auto [x, y] : {std::pair{a.real(), b.real()}, std::pair{a.imag(), b.imag()}}) {
      const double ulp = f32 ? std::fabs(std::nextafter(static_cast<float>(y), INFINITY) - static_cast<float>(y))
                             : std::fabs(std::nextafter(y, INFINITY) - y);
      const double bound = 2 * ulp + 0x1p-40 * magnitude;
      if (!(std::fabs(x - y) <= bound)) {
        std::ostringstream os;
        os << "element " << i << ": fast " << x << " literal " << y << " differ by more than " << bound << "\n"
           << c.text;
        return os.str();
      }
    }
  }
  return "";
}

RC_GTEST_PROP(LiteralLinalg, FftWithinBound, ()) {
  const ProgramCase c = *fftCase();
  RC_ASSERT(fftDifference(c) == "");
}

}  // namespace
}  // namespace hloref::fuzz
