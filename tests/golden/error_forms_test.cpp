// First-order error forms (golden/error_forms.h): errors that cancel are
// seen to cancel, so bounds through recurrences stop compounding |W|; and
// every perturbed (legal) answer still lies inside the tightened bounds.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "golden/error_forms.h"
#include "golden/golden.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

std::vector<GoldenOutput> golden(const std::string& text) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "error_forms_test.mlir"));
  RunOptions options;
  options.annotate = true;
  Evaluator evaluator(*program, options);
  return runGolden(evaluator, *program->module().funcs.front(), {});
}

TEST(ErrorForms, AnErrorMinusItselfCancels) {
  // y = tanh(1/3) carries its rounding (and 1/3's); y - y is exactly 0 in
  // every legal execution that computes y once: the forms cancel, and the
  // bound is only what the first-order forms cannot cancel (tanh's
  // second-order remainder, about (1e-7)^2, and the subtraction's rounding
  // of an exact 0), where intervals gave twice y's bound. y + y keeps twice
  // y's bound.
  const std::string text = R"mlir(
func.func @main() -> (tensor<f32>, tensor<f32>) {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %three = stablehlo.constant dense<3.0> : tensor<f32>
  %third = stablehlo.divide %one, %three : tensor<f32>
  %y = stablehlo.tanh %third : tensor<f32>
  %d = stablehlo.subtract %y, %y : tensor<f32>
  %s = stablehlo.add %y, %y : tensor<f32>
  func.return %d, %s : tensor<f32>, tensor<f32>
}
)mlir";
  const std::vector<GoldenOutput> o = golden(text);
  EXPECT_EQ(o[0].value.floatValue(0), 0.0);
  EXPECT_LE(o[0].bound.floatValue(0), 1e-13);
  // y's bound is at least its 2 ulp allowance (ulp 2^-25 at 0.32): y + y's at least twice that.
  EXPECT_GE(o[1].bound.floatValue(0), 4 * 0x1p-25);
}

// h' = tanh(W h + x) over 40 steps, W a scaled rotation (|W| row sums 1.6,
// the signed map contracts by 0.8 before tanh): intervals compound |W|,
// the forms follow the contraction.
std::string recurrence(int steps) {
  return R"mlir(
func.func @main() -> tensor<2xf32> {
  %w = stablehlo.constant dense<[[0.565685, -0.565685], [0.565685, 0.565685]]> : tensor<2x2xf32>
  %x = stablehlo.constant dense<[0.3, -0.2]> : tensor<2xf32>
  %h0 = stablehlo.constant dense<[0.1, 0.7]> : tensor<2xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %h = %h0) : tensor<i32>, tensor<2xf32>
  cond {
    %n = stablehlo.constant dense<)mlir" +
         std::to_string(steps) + R"mlir(> : tensor<i32>
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %wh = stablehlo.dot_general %w, %h, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %a = stablehlo.add %wh, %x : tensor<2xf32>
    %hn = stablehlo.tanh %a : tensor<2xf32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %hn : tensor<i32>, tensor<2xf32>
  }
  func.return %r#1 : tensor<2xf32>
}
)mlir";
}

TEST(ErrorForms, RecurrenceBoundsStopCompounding) {
  // Each step adds a few ulps of local error (about 2^-23 here); a bound
  // that compounds 1.6 per step would pass 1.6^40 times that. With the
  // forms, the bound stays within a small multiple of one step's error.
  const std::string text = recurrence(40);
  const GoldenOutput o = golden(text).front();
  for (int64_t k = 0; k < 2; ++k) EXPECT_LT(o.bound.floatValue(k), 1e-5) << k;
  // Every perturbed run lies inside.
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "perturbed.mlir"));
    RunOptions options;
    options.perturbSeed = seed;
    Evaluator evaluator(*program, options);
    const Tensor p = evaluator.call(*program->module().funcs.front(), {}).front().tensor();
    for (int64_t k = 0; k < 2; ++k)
      EXPECT_LE(std::fabs(p.floatValue(k) - o.value.floatValue(k)), o.bound.floatValue(k) + 0x1p-25)
          << "seed " << seed << " element " << k;
  }
}

TEST(ErrorForms, DynamicUpdateSliceMovesBoundsAndMarks) {
  // The start index 7 clamps to 4 - 2 = 2 (spec: Ops > dynamic_update_slice):
  // the result is [o0, o1, u0, u1], each element with the bound and marks of
  // the element it came from; u1 = tanh(0) + f32(1 / 0)
  // (integer division by zero) is implementation-defined.
  const std::string text = R"mlir(
func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<2xf32>) {
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %den = stablehlo.constant dense<[3.0, 7.0, 9.0, 11.0]> : tensor<4xf32>
  %o = stablehlo.divide %one, %den : tensor<4xf32>
  %x = stablehlo.constant dense<[0.5, 0.0]> : tensor<2xf32>
  %t = stablehlo.tanh %x : tensor<2xf32>
  %num = stablehlo.constant dense<1> : tensor<2xi32>
  %den2 = stablehlo.constant dense<[2, 0]> : tensor<2xi32>
  %qi = stablehlo.divide %num, %den2 : tensor<2xi32>
  %q = stablehlo.convert %qi : (tensor<2xi32>) -> tensor<2xf32>
  %u = stablehlo.add %t, %q : tensor<2xf32>
  %start = stablehlo.constant dense<7> : tensor<i64>
  %r = stablehlo.dynamic_update_slice %o, %u, %start : (tensor<4xf32>, tensor<2xf32>, tensor<i64>) -> tensor<4xf32>
  func.return %r, %o, %u : tensor<4xf32>, tensor<4xf32>, tensor<2xf32>
}
)mlir";
  const std::vector<GoldenOutput> o = golden(text);
  const GoldenOutput &r = o[0], &operand = o[1], &update = o[2];
  for (int64_t k = 0; k < 2; ++k) {
    EXPECT_EQ(r.value.floatValue(k), operand.value.floatValue(k)) << k;
    EXPECT_EQ(r.bound.floatValue(k), operand.bound.floatValue(k)) << k;
    EXPECT_GT(r.bound.floatValue(k), 0.0) << k;
  }
  EXPECT_EQ(r.value.floatValue(2), update.value.floatValue(0));
  EXPECT_EQ(r.bound.floatValue(2), update.bound.floatValue(0));
  EXPECT_GT(r.bound.floatValue(2), 0.0);
  ASSERT_TRUE(r.mask.numElements() == 4 && update.mask.numElements() == 2);
  EXPECT_FALSE(update.mask.intBits(0) != 0);
  EXPECT_TRUE(update.mask.intBits(1) != 0);
  for (int64_t k = 0; k < 4; ++k) EXPECT_EQ(r.mask.intBits(k) != 0, k == 3) << k;
}

// f32(f8(x)) on n elements of 2.3: f8E4M3FN rounds 2.3 to 2.25 (ulp 0.25 in
// [2, 4)), which is the f8 value's only legal value; the conversion back is
// exact, so the f32 result's bound is its own half ulp (2^-23 at 2.25), on
// small values (forms of their own) and large ones alike. tanh(x) instead
// carries its allowance into the f8 rounding: the bound exceeds that half ulp.
std::string f8RoundTrip(int64_t n) {
  const std::string f32 = "tensor<" + std::to_string(n) + "xf32>", f8 = "tensor<" + std::to_string(n) + "xf8E4M3FN>";
  return "func.func @main() -> (" + f32 + ", " + f8 + ", " + f32 + ") {\n" +
         "  %x = stablehlo.constant dense<2.3> : " + f32 + "\n" +
         "  %q = stablehlo.convert %x : (" + f32 + ") -> " + f8 + "\n" +
         "  %y = stablehlo.convert %q : (" + f8 + ") -> " + f32 + "\n" +
         "  %t = stablehlo.tanh %x : " + f32 + "\n" +
         "  %tq = stablehlo.convert %t : (" + f32 + ") -> " + f8 + "\n" +
         "  %ty = stablehlo.convert %tq : (" + f8 + ") -> " + f32 + "\n" +
         "  func.return %y, %q, %ty : " + f32 + ", " + f8 + ", " + f32 + "\n}\n";
}

TEST(ErrorForms, SecondConversionOfARoundTripIsExact) {
  for (int64_t n : {4, 3000}) {
    const std::vector<GoldenOutput> o = golden(f8RoundTrip(n));
    for (int64_t k : {int64_t{0}, n - 1}) {
      EXPECT_EQ(o[0].value.floatValue(k), 2.25);
      EXPECT_GE(o[0].bound.floatValue(k), 0x1p-23) << n;
      EXPECT_LE(o[0].bound.floatValue(k), 0x1p-23 * (1 + 1e-9)) << n;
      // The f8 value is half its ulp (0.125) from the exact 2.3 (0.05 away).
      EXPECT_GE(o[1].bound.floatValue(k), 0.05) << n;
      EXPECT_LE(o[1].bound.floatValue(k), 0.125 * (1 + 1e-9)) << n;
      EXPECT_GT(o[2].bound.floatValue(k), 0x1p-23) << n;
    }
  }
}

}  // namespace
}  // namespace hloref
