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
#include <sstream>

#include "fuzz/literal_check.h"
#include "fuzz/ops/linalg.h"
#include "syntax/parser.h"

namespace hloref::fuzz {
namespace {

RunOptions sequential() {
  RunOptions options;
  options.accumulation = RunOptions::Accumulation::Sequential;
  return options;
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
  ProgramCase c;
  c.text = opProgram({vector, vector}, {tensorType({}, ElementType::F64)}, "stablehlo.dot_general",
                     "dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], "
                     "rhs_contracting_dimensions = [0]>");
  Tensor lhs(vector), rhs(vector);
  for (int64_t k = 0; k < 300; ++k) {
    lhs.setFloatValue(k, k == 0 ? 1e16 : 1.0);
    rhs.setFloatValue(k, 1.0);
  }
  c.args = {Value(lhs), Value(rhs)};
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(c.text, "dot.mlir"));
  Evaluator evaluator(*program, sequential());
  const std::vector<Value> results = evaluator.call(*program->module().funcs.front(), c.args);
  EXPECT_EQ(results[0].tensor().floatValue(0), 1e16);
  EXPECT_EQ(fastLiteralDifference(c, sequential()), "");
}

RC_GTEST_PROP(LiteralLinalg, DotGeneralSequential, ()) {
  const ProgramCase c = *dotGeneralCase();
  RC_ASSERT(fastLiteralDifference(c, sequential()) == "");
}

RC_GTEST_PROP(LiteralLinalg, Dot, ()) {
  const ProgramCase c = *dotCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
  RC_ASSERT(fastLiteralDifference(c, sequential()) == "");
}

RC_GTEST_PROP(LiteralLinalg, Convolution, ()) {
  const ProgramCase c = *convolutionCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralLinalg, ConvolutionSequential, ()) {
  const ProgramCase c = *convolutionCase();
  RC_ASSERT(fastLiteralDifference(c, sequential()) == "");
}

RC_GTEST_PROP(LiteralLinalg, DynamicConv, ()) {
  const ProgramCase c = *dynamicConvCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
  RC_ASSERT(fastLiteralDifference(c, sequential()) == "");
}

RC_GTEST_PROP(LiteralLinalg, TriangularSolve, ()) {
  const ProgramCase c = *triangularSolveCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

RC_GTEST_PROP(LiteralLinalg, Cholesky, ()) {
  const ProgramCase c = *choleskyCase();
  RC_ASSERT(fastLiteralDifference(c) == "");
}

// fft: the fast kernel (radix-2, direct sums or Bluestein in
// complex<double>, rounded to the result type) and the literal DFT
// (425-bit sums, rounded once) differ by the fast kernel's double rounding
// errors plus at most one rounding of the result type: per element within
// 2 ulp of the result type plus 2^-44 sum |x| (the sum over the whole
// operand; each stage of at most 3 adds a few log2(n) 2^-53 sum |x|).
// Empty when they agree.
std::string fftDifference(const ProgramCase& c) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(c.text, "generated.mlir"));
  std::vector<Value> results[2];
  for (int literal = 0; literal < 2; ++literal) {
    RunOptions options;
    options.literal = literal == 1;
    Evaluator evaluator(*program, options);
    results[literal] = evaluator.call(*program->module().funcs.front(), c.args);
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
      const double bound = 2 * ulp + 0x1p-46 * 4 * magnitude;
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
