// Loading a Program (interpreter/program.h): the checker decides what runs.
// A rejected module does not load; under --no-check (errors as warnings) it
// loads, and an op or function the checker rejected fails with the
// checker's own diagnostic when it is reached, while the rest runs.
#include <gtest/gtest.h>

#include "interpreter/evaluator.h"
#include "run_tool.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

// `and` on floats violates and's I1/I2/O1; it sits in the true branch, and
// @bad returns the wrong type (function-level rule return-types).
constexpr const char* kProgram = R"mlir(
func.func @main(%p: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.if"(%p) ({
    %a = stablehlo.and %x, %x : tensor<2xf32>
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}
func.func @bad() -> tensor<2xf32> {
  %c = stablehlo.constant dense<1> : tensor<2xi32>
  func.return %c : tensor<2xi32>
}
func.func @good() -> tensor<i32> {
  %c = stablehlo.constant dense<7> : tensor<i32>
  func.return %c : tensor<i32>
}
)mlir";

Value scalarBool(bool b) {
  TensorType t;
  t.elementType = ElementType::I1;
  Tensor v(t);
  v.setIntBits(0, b ? 1 : 0);
  return Value(std::move(v));
}

Value floats2() {
  TensorType t;
  t.shape = {2};
  t.elementType = ElementType::F32;
  return Value(Tensor(t));
}

Program::LoadResult loadNoCheck() {
  LoadOptions options;
  options.checkerErrorsAreWarnings = true;
  return Program::load(parseModule(kProgram, "program_test.mlir"), options);
}

TEST(Program, RejectedModuleDoesNotLoad) {
  Program::LoadResult loaded = Program::load(parseModule(kProgram, "program_test.mlir"));
  EXPECT_EQ(loaded.program, nullptr);
  int errors = 0;
  for (const checker::Diagnostic& d : loaded.diagnostics) errors += d.warning ? 0 : 1;
  EXPECT_EQ(errors, 4);  // and: I1, I2, O1; @bad: return-types
  EXPECT_THROW(Program::loadOrThrow(parseModule(kProgram, "program_test.mlir")), Error);
}

TEST(Program, NoCheckDemotesErrorsToWarnings) {
  Program::LoadResult loaded = loadNoCheck();
  ASSERT_NE(loaded.program, nullptr);
  ASSERT_EQ(loaded.diagnostics.size(), 4u);
  for (const checker::Diagnostic& d : loaded.diagnostics) EXPECT_TRUE(d.warning) << d.str();
  EXPECT_TRUE(loaded.program->hasRejections());
}

TEST(Program, RejectedOpRunsOnlyWhenReached) {
  Program::LoadResult loaded = loadNoCheck();
  ASSERT_NE(loaded.program, nullptr);
  const Program& program = *loaded.program;
  const Func& main = *program.module().lookup("main");
  {
    Evaluator evaluator(program, RunOptions{});
    std::vector<Value> r = evaluator.call(main, {scalarBool(false), floats2()});  // the false branch: valid
    ASSERT_EQ(r.size(), 1u);
  }
  Evaluator evaluator(program, RunOptions{});
  try {
    evaluator.call(main, {scalarBool(true), floats2()});
    ADD_FAILURE() << "the rejected op ran";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("'stablehlo.and' violates I1"), std::string::npos) << e.what();
    EXPECT_EQ(e.location().line, 4);
  }
}

TEST(Program, RejectedFunctionFailsWhenCalled) {
  Program::LoadResult loaded = loadNoCheck();
  ASSERT_NE(loaded.program, nullptr);
  const Program& program = *loaded.program;
  Evaluator evaluator(program, RunOptions{});
  EXPECT_EQ(evaluator.call(*program.module().lookup("good"), {}).size(), 1u);
  try {
    evaluator.call(*program.module().lookup("bad"), {});
    ADD_FAILURE() << "the rejected function ran";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("return-types"), std::string::npos) << e.what();
  }
}

TEST(Program, NoCheckOnTheCommandLine) {
  std::string path = testing::writeTempFile("program_test.mlir", kProgram);
  testing::ToolResult r = testing::runHloref({"run", path, "--no-check", "--args",
                                               "[dense<true> : tensor<i1>, dense<[1.0, 2.0]> : tensor<2xf32>]"});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find(path + ":4:5: warning: 'stablehlo.and' violates I1"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(path + ":4:5: error: 'stablehlo.and' violates I1"), std::string::npos) << r.err;
  r = testing::runHloref({"run", path, "--no-check", "--args",
                          "[dense<false> : tensor<i1>, dense<[1.0, 2.0]> : tensor<2xf32>]"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("dense<[1.000000e+00, 2.000000e+00]>"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace hloref
