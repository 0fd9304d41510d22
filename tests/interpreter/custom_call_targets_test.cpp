// The custom_call targets JAX emits (interpreter/dialects/custom_call_targets.h):
// @shape_assertion, and the LAPACK targets on small matrices whose
// factorizations are worked out by hand (expected values rounded once to
// the element type by the compiler from their exact decimal or closed form),
// plus reconstruction checks (in long double) on a larger batch, the golden
// marks of the results that are not unique, and the layouts.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>

#include "core/diagnostic.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

std::vector<Value> runProgram(const std::string& text, std::vector<Value> args, RunOptions options = {}) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "targets_test.mlir"));
  Evaluator evaluator(*program, options);
  return evaluator.call(*program->module().funcs.front(), std::move(args));
}

Value f32Matrix(const Shape& shape, const std::vector<float>& values) {
  TensorType t;
  t.shape = shape;
  t.elementType = ElementType::F32;
  Tensor x(t);
  for (size_t i = 0; i < values.size(); ++i) x.setFloatValue(static_cast<int64_t>(i), values[i]);
  return Value(std::move(x));
}

std::vector<double> floats(const Value& v) {
  std::vector<double> out;
  for (int64_t i = 0; i < v.tensor().numElements(); ++i) out.push_back(v.tensor().floatValue(i));
  return out;
}

std::vector<int64_t> ints(const Value& v) {
  std::vector<int64_t> out;
  for (int64_t i = 0; i < v.tensor().numElements(); ++i) out.push_back(v.tensor().intValue(i));
  return out;
}

constexpr const char* kPotrf = R"mlir(
func.func @main(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8},
      mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}
      : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  return %0#0, %0#1 : tensor<2x2xf32>, tensor<i32>
}
)mlir";

TEST(LapackTargets, PotrfFactorsAndKeepsTheOtherTriangle) {
  // [[4, 2], [2, 3]] = L L^T with L = [[2, 0], [1, sqrt 2]]; the strictly
  // upper triangle keeps A's 9 (LAPACK does not touch it).
  std::vector<Value> r = runProgram(kPotrf, {f32Matrix({2, 2}, {4, 9, 2, 3})});
  EXPECT_EQ(floats(r[0]), (std::vector<double>{2, 9, 1, static_cast<double>(std::sqrt(2.0f))}));
  EXPECT_EQ(ints(r[1]), std::vector<int64_t>{0});
}

TEST(LapackTargets, PotrfReportsTheFirstMinorThatIsNotPositive) {
  // [[1, 2], [2, 1]]: 1 - 4 < 0 at the second pivot.
  std::vector<Value> r = runProgram(kPotrf, {f32Matrix({2, 2}, {1, 0, 2, 1})});
  EXPECT_EQ(ints(r[1]), std::vector<int64_t>{2});
}

TEST(LapackTargets, GetrfPivotsOnTheLargestEntry) {
  // [[1, 2], [3, 4]]: row 2 is the pivot (ipiv 2, then 2); L21 = 1/3,
  // U = [[3, 4], [0, 2 - 4/3 = 2/3]].
  const char* program = R"mlir(
func.func @main(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xi32>, tensor<i32>) {
  %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%a) {mhlo.backend_config = {},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}
      : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xi32>, tensor<i32>)
  return %0#0, %0#1, %0#2 : tensor<2x2xf32>, tensor<2xi32>, tensor<i32>
})mlir";
  std::vector<Value> r = runProgram(program, {f32Matrix({2, 2}, {1, 2, 3, 4})});
  EXPECT_EQ(floats(r[0]), (std::vector<double>{3, 4, 1.0f / 3.0f, 2.0f / 3.0f}));
  EXPECT_EQ(ints(r[1]), (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(ints(r[2]), std::vector<int64_t>{0});
  // A singular matrix: U(2, 2) = 0 exactly, info = 2.
  r = runProgram(program, {f32Matrix({2, 2}, {1, 2, 2, 4})});
  EXPECT_EQ(ints(r[2]), std::vector<int64_t>{2});
}

TEST(LapackTargets, GeqrfFollowsLarfgsSignConventionAndOrgqrRebuildsQ) {
  // The column [3, 4]: beta = -sign(3) * 5 = -5, tau = (beta - alpha) / beta
  // = 8/5, v = 4 / (alpha - beta) = 1/2; Q = I - tau v v^T with v = [1, 1/2]
  // has first column [1 - 8/5, -4/5] = [-3/5, -4/5].
  const char* program = R"mlir(
func.func @main(%a: tensor<2x1xf32>) -> (tensor<2x1xf32>, tensor<1xf32>, tensor<2x1xf32>) {
  %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%a) {mhlo.backend_config = {},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]}
      : (tensor<2x1xf32>) -> (tensor<2x1xf32>, tensor<1xf32>)
  %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {mhlo.backend_config = {},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>]}
      : (tensor<2x1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return %0#0, %0#1, %1 : tensor<2x1xf32>, tensor<1xf32>, tensor<2x1xf32>
})mlir";
  std::vector<Value> r = runProgram(program, {f32Matrix({2, 1}, {3, 4})});
  EXPECT_EQ(floats(r[0]), (std::vector<double>{-5, 0.5}));
  EXPECT_EQ(floats(r[1]), std::vector<double>{1.6f});
  EXPECT_EQ(floats(r[2]), (std::vector<double>{-0.6f, -0.8f}));
}

TEST(LapackTargets, TrsmSolvesEachSideAndTranspose) {
  // L = [[2, 0], [1, 1]] (the upper 7 is not read). Left, no transpose:
  // L x = [2, 3] -> x = [1, 2]. Right, transposed: x L^T = [2, 3] is
  // L x^T = [2, 3]^T again -> [1, 2].
  auto program = [](const std::string& side, const std::string& trans, const std::string& b) {
    return "func.func @main(%a: tensor<2x2xf32>, %b: " + b + ") -> " + b +
           " {\n  %0 = stablehlo.custom_call @lapack_strsm_ffi(%a, %b) {mhlo.backend_config = {diag = 78 : ui8, "
           "side = " + side + " : ui8, trans_x = " + trans + " : ui8, uplo = 76 : ui8}, operand_layouts = "
           "[dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : "
           "tensor<2xindex>]} : (tensor<2x2xf32>, " + b + ") -> " + b + "\n  return %0 : " + b + "\n}\n";
  };
  Value a = f32Matrix({2, 2}, {2, 7, 1, 1});
  EXPECT_EQ(floats(runProgram(program("76", "78", "tensor<2x1xf32>"), {a, f32Matrix({2, 1}, {2, 3})})[0]),
            (std::vector<double>{1, 2}));
  EXPECT_EQ(floats(runProgram(program("82", "84", "tensor<1x2xf32>"), {a, f32Matrix({1, 2}, {2, 3})})[0]),
            (std::vector<double>{1, 2}));
  // Left, transposed: L^T x = [2, 3] -> x2 = 3, 2 x1 + x2 = 2 -> x1 = -1/2.
  EXPECT_EQ(floats(runProgram(program("76", "84", "tensor<2x1xf32>"), {a, f32Matrix({2, 1}, {2, 3})})[0]),
            (std::vector<double>{-0.5, 3}));
}

constexpr const char* kSyevd = R"mlir(
func.func @main(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) {
  %0:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}
      : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>)
  return %0#0, %0#1, %0#2 : tensor<2x2xf32>, tensor<2xf32>, tensor<i32>
})mlir";

TEST(LapackTargets, SyevdGivesAscendingEigenvaluesAndNormalizedVectors) {
  // [[2, 1], [1, 2]] (the upper 5 is not read): eigenvalues 1 and 3, vectors
  // [1, -1] / sqrt 2 and [1, 1] / sqrt 2, the first entry of each (the
  // first of largest modulus) made positive.
  std::vector<Value> r = runProgram(kSyevd, {f32Matrix({2, 2}, {2, 5, 1, 2})});
  EXPECT_EQ(floats(r[1]), (std::vector<double>{1, 3}));
  const double h = static_cast<float>(std::sqrt(0.5));
  EXPECT_EQ(floats(r[0]), (std::vector<double>{h, h, -h, h}));
  EXPECT_EQ(ints(r[2]), std::vector<int64_t>{0});
}

TEST(LapackTargets, SyevdMarksTheVectorsAndBoundsTheValues) {
  RunOptions options;
  options.annotate = true;
  std::vector<Value> r = runProgram(kSyevd, {f32Matrix({2, 2}, {2, 5, 1, 2})}, options);
  ASSERT_TRUE(r[0].annotations);
  for (int64_t k = 0; k < 4; ++k) EXPECT_TRUE(r[0].annotations->isMarked(k)) << k;
  ASSERT_TRUE(r[1].annotations);
  // 4 n u |A|_F with n = 2, u = 2^-24, |A|_F = sqrt(10).
  EXPECT_DOUBLE_EQ(r[1].annotations->errorBound[0], 4.0 * 2 * 0x1p-24 * std::sqrt(10.0));
}

TEST(LapackTargets, GesddOfADiagonalMatrix) {
  // diag(3, 4) (column-major [3, 0, 0, 4]): s = [4, 3]; U and V^H permute.
  const char* program = R"mlir(
func.func @main(%a: tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%a) {mhlo.backend_config = {mode = 65 : ui8},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>,
                        dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}
      : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<i32>)
  return %0#1, %0#2, %0#3 : tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
})mlir";
  std::vector<Value> r = runProgram(program, {f32Matrix({2, 2}, {3, 0, 0, -4})});
  EXPECT_EQ(floats(r[0]), (std::vector<double>{4, 3}));
  // A = U diag(s) V^H, checked entry by entry.
  std::vector<double> u = floats(r[1]), vh = floats(r[2]), s = floats(r[0]);
  const double a[2][2] = {{3, 0}, {0, -4}};
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j)
      EXPECT_DOUBLE_EQ(u[i * 2 + 0] * s[0] * vh[0 * 2 + j] + u[i * 2 + 1] * s[1] * vh[1 * 2 + j], a[i][j]);
}

TEST(LapackTargets, HeevdOfAHermitianMatrix) {
  // [[2, i], [-i, 2]] (lower triangle read: A(2, 1) = -i): eigenvalues 1, 3.
  const char* program = R"mlir(
func.func @main(%a: tensor<2x2xcomplex<f64>>) -> tensor<2xf64> {
  %0:3 = stablehlo.custom_call @lapack_zheevd_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8},
      operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}
      : (tensor<2x2xcomplex<f64>>) -> (tensor<2x2xcomplex<f64>>, tensor<2xf64>, tensor<i32>)
  return %0#1 : tensor<2xf64>
})mlir";
  TensorType t;
  t.shape = {2, 2};
  t.elementType = ElementType::C128;
  Tensor a(t);
  a.setComplexValue(0, {2, 0});
  a.setComplexValue(1, {0, 1});
  a.setComplexValue(2, {0, -1});
  a.setComplexValue(3, {2, 0});
  std::vector<Value> r = runProgram(program, {Value(std::move(a))});
  EXPECT_EQ(floats(r[0]), (std::vector<double>{1, 3}));
}

TEST(LapackTargets, RowMajorLayoutShowsLapackTheTranspose) {
  // With result and operand layouts [1, 0] LAPACK sees A^T: potrf of
  // [[4, 2], [9, 3]] reads A^T's lower triangle, i.e. A's upper one
  // ([[4, _], [2, 3]] as A^T), and writes L^T into A's upper triangle.
  std::string program = kPotrf;
  for (size_t at; (at = program.find("dense<[0, 1]>")) != std::string::npos;) program.replace(at, 13, "dense<[1, 0]>");
  std::vector<Value> r = runProgram(program, {f32Matrix({2, 2}, {4, 2, 9, 3})});
  EXPECT_EQ(floats(r[0]), (std::vector<double>{2, 1, 9, static_cast<double>(std::sqrt(2.0f))}));
}

TEST(LapackTargets, WrongElementTypeFails) {
  std::string program = kPotrf;
  for (size_t at; (at = program.find("spotrf")) != std::string::npos;) program.replace(at, 6, "dpotrf");
  try {
    runProgram(program, {f32Matrix({2, 2}, {4, 2, 2, 3})});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("computes in f64"), std::string::npos) << e.what();
  }
}

TEST(ShapeAssertion, PassesOrStopsWithTheFormattedMessage) {
  const char* program = R"mlir(
func.func @main(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %c2 = stablehlo.constant dense<2> : tensor<i32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
  %r = stablehlo.remainder %n, %c2 : tensor<i32>
  %ok = stablehlo.compare EQ, %r, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %r, %n) {api_version = 2 : i32,
      error_message = "Division had remainder {0} when computing 'n' from {1}.", has_side_effect = true}
      : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
  return %x : tensor<?x3xf32>
})mlir";
  EXPECT_EQ(runProgram(program, {f32Matrix({4, 3}, std::vector<float>(12, 1.0f))}).size(), 1u);
  try {
    runProgram(program, {f32Matrix({5, 3}, std::vector<float>(15, 1.0f))});
    FAIL() << "expected the assertion to fail";
  } catch (const Error& e) {
    EXPECT_EQ(e.status(), kExitCheckFailed);
    EXPECT_NE(std::string(e.what()).find("Division had remainder 1 when computing 'n' from 5."), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace hloref
