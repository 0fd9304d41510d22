// Control flow (spec: Ops > while, if, case, map, composite): what check-style
// programs cannot express — endless loops end at the step limit with exit
// status 2, and functions whose types do not fit the op end in a diagnostic
// naming the constraint, never a crash or a wrong value.
#include <gtest/gtest.h>

#include <string>

#include "interpreter/evaluator.h"
#include "run_tool.h"

namespace hloref::testing {
namespace {

// Runs `hloref run` on `program` (plus `extra` arguments) and expects status
// 2 with a diagnostic at `line:col` containing every one of `needles`.
void expectDiagnostic(const std::string& name, const std::string& program, int line, int col,
                      const std::vector<std::string>& needles, const std::vector<std::string>& extra = {},
                      int timeoutSeconds = 120) {
  std::string path = writeTempFile(name + ".mlir", program);
  std::vector<std::string> args = {"run", "--no-check", path};
  args.insert(args.end(), extra.begin(), extra.end());
  ToolResult r = runHloref(args, timeoutSeconds);
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  std::string where = path + ":" + std::to_string(line) + ":" + std::to_string(col) + ": error: ";
  EXPECT_NE(r.err.find(where), std::string::npos) << name << ": expected '" << where << "' in:\n" << r.err;
  for (const std::string& needle : needles)
    EXPECT_NE(r.err.find(needle), std::string::npos) << name << ": expected '" << needle << "' in:\n" << r.err;
}

ToolResult runProgram(const std::string& name, const std::string& program, const std::vector<std::string>& extra) {
  std::vector<std::string> args = {"run", "--no-check", writeTempFile(name + ".mlir", program)};
  args.insert(args.end(), extra.begin(), extra.end());
  return runHloref(args);
}

// cond returns a value of the enclosing function that is always true; the
// body returns its argument: the cheapest endless loop.
const char* kEndlessWhile =
    "func.func @main() {\n"
    "  %t = stablehlo.constant dense<true> : tensor<i1>\n"
    "  %0 = stablehlo.constant dense<0> : tensor<i64>\n"
    "  %1 = stablehlo.while(%a = %0) : tensor<i64>\n"
    "  cond {\n"
    "    stablehlo.return %t : tensor<i1>\n"
    "  } do {\n"
    "    stablehlo.return %a : tensor<i64>\n"
    "  }\n"
    "  func.return\n"
    "}\n";

TEST(ControlFlow, EndlessWhileStopsAtMaxSteps) {
  expectDiagnostic("endless_while", kEndlessWhile, 4, 3, {"step limit of 1000 ", "--max-steps"},
                   {"--max-steps", "1000"});
}

TEST(ControlFlow, EndlessWhileStopsAtDefaultLimit) {
  // A default limit exists, is finite, and ends an endless loop without any
  // option (this runs the default number of iterations: some seconds).
  const int64_t limit = RunOptions{}.maxSteps;
  ASSERT_GT(limit, 0);
  ASSERT_LE(limit, int64_t{1'000'000'000});
  expectDiagnostic("endless_while_default", kEndlessWhile, 4, 3,
                   {"step limit of " + std::to_string(limit) + " ", "--max-steps"}, {}, 600);
}

TEST(ControlFlow, MaxStepsCountsLoopIterations) {
  // Exactly N body runs: passes with --max-steps N, fails with N - 1; nested
  // loops count every inner iteration too (3 outer + 3 * 4 inner = 15).
  const std::string counted =
      "func.func @main() {\n"
      "  %zero = stablehlo.constant dense<0> : tensor<i32>\n"
      "  %one = stablehlo.constant dense<1> : tensor<i32>\n"
      "  %n = stablehlo.constant dense<1000> : tensor<i32>\n"
      "  %r = stablehlo.while(%i = %zero) : tensor<i32>\n"
      "  cond {\n"
      "    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "    stablehlo.return %c : tensor<i1>\n"
      "  } do {\n"
      "    %j = stablehlo.add %i, %one : tensor<i32>\n"
      "    stablehlo.return %j : tensor<i32>\n"
      "  }\n"
      "  check.expect_eq_const %r, dense<1000> : tensor<i32>\n"
      "  func.return\n"
      "}\n";
  EXPECT_EQ(runProgram("counted_ok", counted, {"--max-steps", "1000"}).status, 0);
  expectDiagnostic("counted_over", counted, 5, 3, {"step limit of 999 "}, {"--max-steps", "999"});

  const std::string nested =
      "func.func @main() {\n"
      "  %zero = stablehlo.constant dense<0> : tensor<i32>\n"
      "  %one = stablehlo.constant dense<1> : tensor<i32>\n"
      "  %three = stablehlo.constant dense<3> : tensor<i32>\n"
      "  %four = stablehlo.constant dense<4> : tensor<i32>\n"
      "  %r = stablehlo.while(%i = %zero) : tensor<i32>\n"
      "  cond {\n"
      "    %c = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "    stablehlo.return %c : tensor<i1>\n"
      "  } do {\n"
      "    %s = stablehlo.while(%k = %zero) : tensor<i32>\n"
      "    cond {\n"
      "      %c = stablehlo.compare LT, %k, %four : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "      stablehlo.return %c : tensor<i1>\n"
      "    } do {\n"
      "      %k1 = stablehlo.add %k, %one : tensor<i32>\n"
      "      stablehlo.return %k1 : tensor<i32>\n"
      "    }\n"
      "    %j = stablehlo.add %i, %one : tensor<i32>\n"
      "    stablehlo.return %j : tensor<i32>\n"
      "  }\n"
      "  func.return\n"
      "}\n";
  EXPECT_EQ(runProgram("nested_ok", nested, {"--max-steps", "15"}).status, 0);
  ToolResult r = runProgram("nested_over", nested, {"--max-steps", "14"});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("step limit of 14 "), std::string::npos) << r.err;
}

TEST(ControlFlow, WhileFunctionTypes) {
  expectDiagnostic("while_cond_not_i1",
                   "func.func @main() {\n"
                   "  %0 = stablehlo.constant dense<0> : tensor<i64>\n"
                   "  %1 = stablehlo.while(%a = %0) : tensor<i64>\n"
                   "  cond {\n"
                   "    stablehlo.return %a : tensor<i64>\n"
                   "  } do {\n"
                   "    stablehlo.return %a : tensor<i64>\n"
                   "  }\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"'stablehlo.while'", "cond returning (tensor<i64>)", "(C1)"});
  expectDiagnostic("while_body_type",
                   "func.func @main() {\n"
                   "  %t = stablehlo.constant dense<true> : tensor<i1>\n"
                   "  %0 = stablehlo.constant dense<0> : tensor<i64>\n"
                   "  %1 = stablehlo.while(%a = %0) : tensor<i64>\n"
                   "  cond {\n"
                   "    stablehlo.return %t : tensor<i1>\n"
                   "  } do {\n"
                   "    %b = stablehlo.convert %a : (tensor<i64>) -> tensor<i32>\n"
                   "    stablehlo.return %b : tensor<i32>\n"
                   "  }\n"
                   "  func.return\n"
                   "}\n",
                   4, 3, {"'stablehlo.while'", "body of type (tensor<i64>) -> (tensor<i32>)", "(C2)"});
  // The terminator declares the right type but the value it returns has
  // another shape: caught when the body returns, not passed on.
  expectDiagnostic("while_body_value_type",
                   "func.func @main() {\n"
                   "  %t = stablehlo.constant dense<true> : tensor<i1>\n"
                   "  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>\n"
                   "  %1 = stablehlo.while(%a = %0) : tensor<2xi64>\n"
                   "  cond {\n"
                   "    stablehlo.return %t : tensor<i1>\n"
                   "  } do {\n"
                   "    %b = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>\n"
                   "    stablehlo.return %b : tensor<2xi64>\n"
                   "  }\n"
                   "  func.return\n"
                   "}\n",
                   4, 3, {"body returning values of type (tensor<3xi64>)", "(C2)"});
}

TEST(ControlFlow, IfWrongRegionResultTypes) {
  expectDiagnostic("if_branches_differ",
                   "func.func @main() {\n"
                   "  %p = stablehlo.constant dense<true> : tensor<i1>\n"
                   "  %r = \"stablehlo.if\"(%p) ({\n"
                   "    %0 = stablehlo.constant dense<0> : tensor<2xi64>\n"
                   "    stablehlo.return %0 : tensor<2xi64>\n"
                   "  }, {\n"
                   "    %1 = stablehlo.constant dense<1.0> : tensor<2xf32>\n"
                   "    stablehlo.return %1 : tensor<2xf32>\n"
                   "  }) : (tensor<i1>) -> tensor<2xi64>\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"'stablehlo.if'", "false_branch returning (tensor<2xf32>)", "(C2)"});
  expectDiagnostic("if_results_differ",
                   "func.func @main() {\n"
                   "  %p = stablehlo.constant dense<false> : tensor<i1>\n"
                   "  %r = \"stablehlo.if\"(%p) ({\n"
                   "    %0 = stablehlo.constant dense<0> : tensor<2xi64>\n"
                   "    stablehlo.return %0 : tensor<2xi64>\n"
                   "  }, {\n"
                   "    %1 = stablehlo.constant dense<1> : tensor<2xi64>\n"
                   "    stablehlo.return %1 : tensor<2xi64>\n"
                   "  }) : (tensor<i1>) -> tensor<3xi64>\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"results of type (tensor<3xi64>)", "(C3)"});
  expectDiagnostic("if_result_count",
                   "func.func @main() {\n"
                   "  %p = stablehlo.constant dense<true> : tensor<i1>\n"
                   "  %r:2 = \"stablehlo.if\"(%p) ({\n"
                   "    %0 = stablehlo.constant dense<0> : tensor<i64>\n"
                   "    stablehlo.return %0 : tensor<i64>\n"
                   "  }, {\n"
                   "    %1 = stablehlo.constant dense<1> : tensor<i64>\n"
                   "    stablehlo.return %1 : tensor<i64>\n"
                   "  }) : (tensor<i1>) -> (tensor<i64>, tensor<i64>)\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"(C3)"});
  // Declared types agree, but the value the taken branch returns does not.
  expectDiagnostic("if_value_type",
                   "func.func @main() {\n"
                   "  %p = stablehlo.constant dense<true> : tensor<i1>\n"
                   "  %r = \"stablehlo.if\"(%p) ({\n"
                   "    %0 = stablehlo.constant dense<0> : tensor<3xi64>\n"
                   "    stablehlo.return %0 : tensor<2xi64>\n"
                   "  }, {\n"
                   "    %1 = stablehlo.constant dense<1> : tensor<2xi64>\n"
                   "    stablehlo.return %1 : tensor<2xi64>\n"
                   "  }) : (tensor<i1>) -> tensor<2xi64>\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"true_branch returning values of type (tensor<3xi64>)", "(C3)"});
  expectDiagnostic("if_pred_type",
                   "func.func @main() {\n"
                   "  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>\n"
                   "  \"stablehlo.if\"(%p) ({\n"
                   "    stablehlo.return\n"
                   "  }, {\n"
                   "    stablehlo.return\n"
                   "  }) : (tensor<2xi1>) -> ()\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"pred of type tensor<2xi1>"});
}

TEST(ControlFlow, CaseWrongRegionResultTypes) {
  expectDiagnostic("case_branches_differ",
                   "func.func @main() {\n"
                   "  %i = stablehlo.constant dense<0> : tensor<i32>\n"
                   "  %r = \"stablehlo.case\"(%i) ({\n"
                   "    %0 = stablehlo.constant dense<0> : tensor<2xi64>\n"
                   "    stablehlo.return %0 : tensor<2xi64>\n"
                   "  }, {\n"
                   "    %1 = stablehlo.constant dense<1> : tensor<2xui64>\n"
                   "    stablehlo.return %1 : tensor<2xui64>\n"
                   "  }) : (tensor<i32>) -> tensor<2xi64>\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"'stablehlo.case'", "branches[1] returning (tensor<2xui64>)", "(C3)"});
  expectDiagnostic("case_results_differ",
                   "func.func @main() {\n"
                   "  %i = stablehlo.constant dense<1> : tensor<i32>\n"
                   "  %r = \"stablehlo.case\"(%i) ({\n"
                   "    %0 = stablehlo.constant dense<0> : tensor<2xi64>\n"
                   "    stablehlo.return %0 : tensor<2xi64>\n"
                   "  }) : (tensor<i32>) -> tensor<2xi32>\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"results of type (tensor<2xi32>)", "(C4)"});
  expectDiagnostic("case_value_type",
                   "func.func @main() {\n"
                   "  %i = stablehlo.constant dense<5> : tensor<i32>\n"
                   "  %r = \"stablehlo.case\"(%i) ({\n"
                   "    %0 = stablehlo.constant dense<0> : tensor<2xi64>\n"
                   "    stablehlo.return %0 : tensor<2xi64>\n"
                   "  }, {\n"
                   "    %1 = stablehlo.constant dense<1> : tensor<i64>\n"
                   "    stablehlo.return %1 : tensor<2xi64>\n"
                   "  }) : (tensor<i32>) -> tensor<2xi64>\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"branches[1] returning values of type (tensor<i64>)", "(C4)"});
  expectDiagnostic("case_branch_arguments",
                   "func.func @main() {\n"
                   "  %i = stablehlo.constant dense<0> : tensor<i32>\n"
                   "  \"stablehlo.case\"(%i) ({\n"
                   "  ^bb0(%a: tensor<i32>):\n"
                   "    stablehlo.return\n"
                   "  }) : (tensor<i32>) -> ()\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"taking arguments (tensor<i32>)", "(C2)"});
  expectDiagnostic("case_index_type",
                   "func.func @main() {\n"
                   "  %i = stablehlo.constant dense<0> : tensor<i64>\n"
                   "  \"stablehlo.case\"(%i) ({\n"
                   "    stablehlo.return\n"
                   "  }) : (tensor<i64>) -> ()\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"index of type tensor<i64>"});
}

TEST(ControlFlow, MapConstraints) {
  expectDiagnostic("map_dimensions",
                   "func.func @main() {\n"
                   "  %x = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi32>\n"
                   "  %r = \"stablehlo.map\"(%x) ({\n"
                   "  ^bb0(%a: tensor<i32>):\n"
                   "    stablehlo.return %a : tensor<i32>\n"
                   "  }) {dimensions = array<i64: 1, 0>} : (tensor<1x2xi32>) -> tensor<1x2xi32>\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"dimensions = [1, 0]", "(C3)"});
  expectDiagnostic("map_computation_type",
                   "func.func @main() {\n"
                   "  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                   "  %r = \"stablehlo.map\"(%x) ({\n"
                   "  ^bb0(%a: tensor<i32>):\n"
                   "    %b = stablehlo.convert %a : (tensor<i32>) -> tensor<f32>\n"
                   "    stablehlo.return %b : tensor<f32>\n"
                   "  }) {dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2xi32>\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"computation of type (tensor<i32>) -> (tensor<f32>)", "(C4)"});
  expectDiagnostic("map_shapes",
                   "func.func @main() {\n"
                   "  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                   "  %y = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>\n"
                   "  %r = \"stablehlo.map\"(%x, %y) ({\n"
                   "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
                   "    stablehlo.return %a : tensor<i32>\n"
                   "  }) {dimensions = array<i64: 0>} : (tensor<2xi32>, tensor<3xi32>) -> tensor<2xi32>\n"
                   "  func.return\n"
                   "}\n",
                   4, 3, {"inputs[1] of type tensor<3xi32>", "(C1)"});
}

TEST(ControlFlow, CompositeDecomposition) {
  expectDiagnostic("composite_missing",
                   "func.func @main() {\n"
                   "  %0 = stablehlo.constant dense<1> : tensor<i64>\n"
                   "  %1 = stablehlo.composite \"my.op\" %0 {decomposition = @missing} : (tensor<i64>) -> tensor<i64>\n"
                   "  func.return\n"
                   "}\n",
                   3, 3, {"'stablehlo.composite'", "decomposition = @missing", "not defined", "(C2)"});
  expectDiagnostic("composite_input_types",
                   "func.func private @f(%a: tensor<i32>) -> tensor<i32> {\n"
                   "  func.return %a : tensor<i32>\n"
                   "}\n"
                   "func.func @main() {\n"
                   "  %0 = stablehlo.constant dense<1> : tensor<i64>\n"
                   "  %1 = stablehlo.composite \"my.op\" %0 {decomposition = @f} : (tensor<i64>) -> tensor<i32>\n"
                   "  func.return\n"
                   "}\n",
                   6, 3, {"inputs of type (tensor<i64>)", "takes (tensor<i32>)", "(C3)"});
  expectDiagnostic("composite_result_types",
                   "func.func private @f(%a: tensor<i64>) -> tensor<i64> {\n"
                   "  func.return %a : tensor<i64>\n"
                   "}\n"
                   "func.func @main() {\n"
                   "  %0 = stablehlo.constant dense<1> : tensor<i64>\n"
                   "  %1 = stablehlo.composite \"my.op\" %0 {decomposition = @f} : (tensor<i64>) -> tensor<2xi64>\n"
                   "  func.return\n"
                   "}\n",
                   6, 3, {"returns (tensor<i64>)", "(C4)"});
  expectDiagnostic("composite_name",
                   "func.func private @f(%a: tensor<i64>) -> tensor<i64> {\n"
                   "  func.return %a : tensor<i64>\n"
                   "}\n"
                   "func.func @main() {\n"
                   "  %0 = stablehlo.constant dense<1> : tensor<i64>\n"
                   "  %1 = stablehlo.composite \"no_namespace\" %0 {decomposition = @f} : (tensor<i64>) -> tensor<i64>\n"
                   "  func.return\n"
                   "}\n",
                   6, 3, {"name = \"no_namespace\"", "(C1)"});
}

}  // namespace
}  // namespace hloref::testing
