// Control flow (spec: Ops > while, if, case, map, composite; func.call):
// what check-style programs cannot express — endless loops end at the step
// limit with exit status 2; functions whose types do not fit the op are the
// checker's (a diagnostic naming the constraint); values whose sizes do not
// fit a static type they pass into (through a `?` one) end the run with the
// constraint's diagnostic, never a crash or a wrong value.
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
  std::vector<std::string> args = {"run", path};
  args.insert(args.end(), extra.begin(), extra.end());
  ToolResult r = runHloref(args, timeoutSeconds);
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  std::string where = path + ":" + std::to_string(line) + ":" + std::to_string(col) + ": error: ";
  EXPECT_NE(r.err.find(where), std::string::npos) << name << ": expected '" << where << "' in:\n" << r.err;
  for (const std::string& needle : needles)
    EXPECT_NE(r.err.find(needle), std::string::npos) << name << ": expected '" << needle << "' in:\n" << r.err;
}

ToolResult runProgram(const std::string& name, const std::string& program, const std::vector<std::string>& extra) {
  std::vector<std::string> args = {"run", writeTempFile(name + ".mlir", program)};
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

TEST(ControlFlow, MaxStepsCountsCalls) {
  // @main(n) calls @main(n - 1) twice down to 0: 2^n calls, every one well
  // inside the depth limit, unless each call counts as a step. n = 3 makes
  // 2 + 4 + 8 = 14 calls; n = 100 stops at the limit.
  const std::string fanOut =
      "func.func @main(%n: tensor<i32>) -> tensor<i32> {\n"
      "  %zero = stablehlo.constant dense<0> : tensor<i32>\n"
      "  %one = stablehlo.constant dense<1> : tensor<i32>\n"
      "  %done = stablehlo.compare LE, %n, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "  %r = \"stablehlo.if\"(%done) ({\n"
      "    stablehlo.return %zero : tensor<i32>\n"
      "  }, {\n"
      "    %m = stablehlo.subtract %n, %one : tensor<i32>\n"
      "    %a = func.call @main(%m) : (tensor<i32>) -> tensor<i32>\n"
      "    %b = func.call @main(%m) : (tensor<i32>) -> tensor<i32>\n"
      "    %s = stablehlo.add %a, %b : tensor<i32>\n"
      "    stablehlo.return %s : tensor<i32>\n"
      "  }) : (tensor<i1>) -> tensor<i32>\n"
      "  func.return %r : tensor<i32>\n"
      "}\n";
  EXPECT_EQ(runProgram("fan_out_ok", fanOut, {"--max-steps", "14", "--args", "[dense<3> : tensor<i32>]"}).status, 0);
  expectDiagnostic("fan_out_over", fanOut, 1, 1, {"step limit of 13 loop iterations and calls"},
                   {"--max-steps", "13", "--args", "[dense<3> : tensor<i32>]"});
  expectDiagnostic("fan_out_endless", fanOut, 1, 1, {"step limit of 1000 ", "--max-steps"},
                   {"--max-steps", "1000", "--args", "[dense<100> : tensor<i32>]"});
}

// `hloref check` rejects the program with `expected` ("'<op>' violates
// <id>" or a function-level rule) at `line`:`column`.
void expectRejected(const std::string& name, const std::string& program, int line, const std::string& expected,
                    int column = 3) {
  std::string path = writeTempFile(name + ".mlir", program);
  ToolResult r = runHloref({"check", path});
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  std::string where = path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": error: ";
  EXPECT_NE(r.err.find(where), std::string::npos) << name << ": expected '" << where << "' in:\n" << r.err;
  EXPECT_NE(r.err.find(expected), std::string::npos) << name << ": expected '" << expected << "' in:\n" << r.err;
}

// The function types of the ops are the checker's (one negative case per
// constraint in conformance/invalid/<op>.yaml; these are variants).
TEST(ControlFlow, WhileFunctionTypesAreTheCheckers) {
  expectRejected("while_cond_not_i1",
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
                 3, "'stablehlo.while' violates C1");
  expectRejected("while_body_type",
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
                 4, "'stablehlo.while' violates C2");
}

TEST(ControlFlow, IfFunctionTypesAreTheCheckers) {
  expectRejected("if_branches_differ",
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
                 3, "'stablehlo.if' violates C2");
  expectRejected("if_result_count",
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
                 3, "'stablehlo.if' violates C3");
  expectRejected("if_pred_type",
                 "func.func @main() {\n"
                 "  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>\n"
                 "  \"stablehlo.if\"(%p) ({\n"
                 "    stablehlo.return\n"
                 "  }, {\n"
                 "    stablehlo.return\n"
                 "  }) : (tensor<2xi1>) -> ()\n"
                 "  func.return\n"
                 "}\n",
                 3, "'stablehlo.if' violates I1");
}

TEST(ControlFlow, CaseFunctionTypesAreTheCheckers) {
  expectRejected("case_branch_arguments",
                 "func.func @main() {\n"
                 "  %i = stablehlo.constant dense<0> : tensor<i32>\n"
                 "  \"stablehlo.case\"(%i) ({\n"
                 "  ^bb0(%a: tensor<i32>):\n"
                 "    stablehlo.return\n"
                 "  }) : (tensor<i32>) -> ()\n"
                 "  func.return\n"
                 "}\n",
                 3, "'stablehlo.case' violates C2");
  expectRejected("case_index_type",
                 "func.func @main() {\n"
                 "  %i = stablehlo.constant dense<0> : tensor<i64>\n"
                 "  \"stablehlo.case\"(%i) ({\n"
                 "    stablehlo.return\n"
                 "  }) : (tensor<i64>) -> ()\n"
                 "  func.return\n"
                 "}\n",
                 3, "'stablehlo.case' violates I1");
  // A terminator that declares another type than its value's: the
  // function-level rule, before any op runs.
  expectRejected("case_value_type",
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
                 8, "function-level rule value-types", 5);
}

TEST(ControlFlow, MapAndCompositeFunctionTypesAreTheCheckers) {
  expectRejected("map_dimensions",
                 "func.func @main() {\n"
                 "  %x = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi32>\n"
                 "  %r = \"stablehlo.map\"(%x) ({\n"
                 "  ^bb0(%a: tensor<i32>):\n"
                 "    stablehlo.return %a : tensor<i32>\n"
                 "  }) {dimensions = array<i64: 1, 0>} : (tensor<1x2xi32>) -> tensor<1x2xi32>\n"
                 "  func.return\n"
                 "}\n",
                 3, "'stablehlo.map' violates C3");
  expectRejected("map_computation_type",
                 "func.func @main() {\n"
                 "  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>\n"
                 "  %r = \"stablehlo.map\"(%x) ({\n"
                 "  ^bb0(%a: tensor<i32>):\n"
                 "    %b = stablehlo.convert %a : (tensor<i32>) -> tensor<f32>\n"
                 "    stablehlo.return %b : tensor<f32>\n"
                 "  }) {dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2xi32>\n"
                 "  func.return\n"
                 "}\n",
                 3, "'stablehlo.map' violates C4");
  expectRejected("composite_missing",
                 "func.func @main() {\n"
                 "  %0 = stablehlo.constant dense<1> : tensor<i64>\n"
                 "  %1 = stablehlo.composite \"my.op\" %0 {decomposition = @missing} : (tensor<i64>) -> tensor<i64>\n"
                 "  func.return\n"
                 "}\n",
                 3, "'stablehlo.composite' violates C2");
  expectRejected("composite_name",
                 "func.func private @f(%a: tensor<i64>) -> tensor<i64> {\n"
                 "  func.return %a : tensor<i64>\n"
                 "}\n"
                 "func.func @main() {\n"
                 "  %0 = stablehlo.constant dense<1> : tensor<i64>\n"
                 "  %1 = stablehlo.composite \"no_namespace\" %0 {decomposition = @f} : (tensor<i64>) -> tensor<i64>\n"
                 "  func.return\n"
                 "}\n",
                 6, "'stablehlo.composite' violates C1: is_namespaced_op_name(name) (name = \"no_namespace\")");
}

// Runs @main with `args` (the checker accepts the program): a violation
// only the values show ends it at line 2, column 3, naming the constraint.
void expectRunViolation(const std::string& name, const std::string& program, const std::string& args,
                        const std::string& violation) {
  std::string path = writeTempFile(name + ".mlir", program);
  ToolResult r = runHloref({"run", path, "--args", args});
  EXPECT_EQ(r.status, 2) << name << ": " << r.err;
  EXPECT_EQ(r.err.find("warning"), std::string::npos) << name << ": the checker objects:\n" << r.err;
  EXPECT_NE(r.err.find(path + ":2:3: error: " + violation), std::string::npos)
      << name << ": expected '" << violation << "' in:\n" << r.err;
}

// Runs @main with `args`: status 0, printing `out`.
void expectRunOutput(const std::string& name, const std::string& program, const std::string& args,
                     const std::string& out) {
  ToolResult r = runHloref({"run", writeTempFile(name + ".mlir", program), "--args", args});
  EXPECT_EQ(r.status, 0) << name << ": " << r.err;
  EXPECT_EQ(r.out, out) << name;
}

// The checker proved the types of the values passing through a function up
// to `?` dimensions; the sizes are checked as they pass.
TEST(ControlFlow, ValuesThroughDynamicTypes) {
  // A body that takes one element, fed two through cond's `?` type.
  const std::string whileBody =
      "func.func @main(%x: tensor<?xi64>) -> tensor<?xi64> {\n"
      "  %r = \"stablehlo.while\"(%x) ({\n"
      "  ^bb0(%a: tensor<?xi64>):\n"
      "    %t = stablehlo.constant dense<true> : tensor<i1>\n"
      "    stablehlo.return %t : tensor<i1>\n"
      "  }, {\n"
      "  ^bb0(%a: tensor<1xi64>):\n"
      "    stablehlo.return %a : tensor<1xi64>\n"
      "  }) : (tensor<?xi64>) -> tensor<?xi64>\n"
      "  func.return %r : tensor<?xi64>\n"
      "}\n";
  expectRunViolation("while_body_input", whileBody, "[dense<[1, 2]> : tensor<2xi64>]",
                     "'stablehlo.while' violates C2: body has type (T0, ..., TN-1) -> (T0, ..., TN-1), where Ti = "
                     "type(operand[i]) (types(internal_state) = (tensor<2xi64>), input_types(body) = (tensor<1xi64>))");
  // A loop that never runs: results = operand, declared with one element.
  const std::string whileResult =
      "func.func @main(%x: tensor<?xi64>) -> tensor<1xi64> {\n"
      "  %r = \"stablehlo.while\"(%x) ({\n"
      "  ^bb0(%a: tensor<?xi64>):\n"
      "    %f = stablehlo.constant dense<false> : tensor<i1>\n"
      "    stablehlo.return %f : tensor<i1>\n"
      "  }, {\n"
      "  ^bb0(%a: tensor<?xi64>):\n"
      "    stablehlo.return %a : tensor<?xi64>\n"
      "  }) : (tensor<?xi64>) -> tensor<1xi64>\n"
      "  func.return %r : tensor<1xi64>\n"
      "}\n";
  expectRunOutput("while_result_ok", whileResult, "[dense<[7]> : tensor<1xi64>]", "dense<7> : tensor<1xi64>\n");
  expectRunViolation("while_result", whileResult, "[dense<[1, 2]> : tensor<2xi64>]", "'stablehlo.while' violates C3");

  const std::string ifResult =
      "func.func @main(%p: tensor<i1>, %x: tensor<?xi64>) -> tensor<2xi64> {\n"
      "  %r = \"stablehlo.if\"(%p) ({\n"
      "    stablehlo.return %x : tensor<?xi64>\n"
      "  }, {\n"
      "    %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>\n"
      "    stablehlo.return %c : tensor<2xi64>\n"
      "  }) : (tensor<i1>) -> tensor<2xi64>\n"
      "  func.return %r : tensor<2xi64>\n"
      "}\n";
  // The false branch fits whatever %x is; the true branch does not.
  expectRunOutput("if_result_ok", ifResult, "[dense<false> : tensor<i1>, dense<[1, 2, 3]> : tensor<3xi64>]",
                  "dense<[5, 6]> : tensor<2xi64>\n");
  expectRunViolation("if_result", ifResult, "[dense<true> : tensor<i1>, dense<[1, 2, 3]> : tensor<3xi64>]",
                     "'stablehlo.if' violates C3: type(results...) = output_types(true_branch) (types(true_branch()) = "
                     "(tensor<3xi64>), types(results...) = (tensor<2xi64>))");

  const std::string caseResult =
      "func.func @main(%i: tensor<i32>, %x: tensor<?xi64>) -> tensor<2xi64> {\n"
      "  %r = \"stablehlo.case\"(%i) ({\n"
      "    stablehlo.return %x : tensor<?xi64>\n"
      "  }, {\n"
      "    stablehlo.return %x : tensor<?xi64>\n"
      "  }) : (tensor<i32>) -> tensor<2xi64>\n"
      "  func.return %r : tensor<2xi64>\n"
      "}\n";
  // An index out of range selects the last branch.
  expectRunViolation("case_result", caseResult, "[dense<7> : tensor<i32>, dense<[1]> : tensor<1xi64>]",
                     "'stablehlo.case' violates C4: type(results...) = output_types(branches[0]) "
                     "(types(branches[1]()) = (tensor<1xi64>), types(results...) = (tensor<2xi64>))");

  const std::string mapShapes =
      "func.func @main(%x: tensor<?xi32>, %y: tensor<?xi32>) -> tensor<?xi32> {\n"
      "  %r = \"stablehlo.map\"(%x, %y) ({\n"
      "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
      "    %s = stablehlo.subtract %a, %b : tensor<i32>\n"
      "    stablehlo.return %s : tensor<i32>\n"
      "  }) {dimensions = array<i64: 0>} : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>\n"
      "  func.return %r : tensor<?xi32>\n"
      "}\n";
  expectRunOutput("map_ok", mapShapes, "[dense<[5, 7]> : tensor<2xi32>, dense<[1, 10]> : tensor<2xi32>]",
                  "dense<[4, -3]> : tensor<2xi32>\n");
  expectRunViolation("map_shapes", mapShapes, "[dense<[5, 7]> : tensor<2xi32>, dense<[1, 2, 3]> : tensor<3xi32>]",
                     "'stablehlo.map' violates C1: shape(inputs...) = shape(result) (shape(inputs[0]) = [2], "
                     "shape(inputs[1]) = [3])");

  const std::string decomposition =
      "func.func private @f(%a: tensor<2xi64>) -> tensor<2xi64> {\n"
      "  func.return %a : tensor<2xi64>\n"
      "}\n";
  expectRunViolation("composite_inputs",
                     "func.func @main(%x: tensor<?xi64>) -> tensor<2xi64> {\n"
                     "  %r = stablehlo.composite \"my.op\" %x {decomposition = @f} : (tensor<?xi64>) -> tensor<2xi64>\n"
                     "  func.return %r : tensor<2xi64>\n"
                     "}\n" + decomposition,
                     "[dense<[1, 2, 3]> : tensor<3xi64>]",
                     "'stablehlo.composite' violates C3: types(inputs...) == input_types(decomposition) "
                     "(types(inputs...) = (tensor<3xi64>), input_types(decomposition) = (tensor<2xi64>))");
  expectRunViolation("call_inputs",
                     "func.func @main(%x: tensor<?xi64>) -> tensor<2xi64> {\n"
                     "  %r = func.call @f(%x) : (tensor<?xi64>) -> tensor<2xi64>\n"
                     "  func.return %r : tensor<2xi64>\n"
                     "}\n" + decomposition,
                     "[dense<[1, 2, 3]> : tensor<3xi64>]",
                     "'func.call' violates call-types: types(operands) = (tensor<3xi64>), input_types(callee) = "
                     "(tensor<2xi64>)");
}

// get_tuple_element and async_done trust their operand to be the tuple or
// future its type says: a value from outside (--args gives tensors) must
// be one.
TEST(ControlFlow, TupleArgumentsMustBeTuples) {
  std::string path = writeTempFile("tuple_argument.mlir",
                                   "func.func @main(%t: tuple<tensor<i32>, tensor<i32>>) -> tensor<i32> {\n"
                                   "  %r = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i32>, tensor<i32>>) -> tensor<i32>\n"
                                   "  func.return %r : tensor<i32>\n"
                                   "}\n");
  ToolResult r = runHloref({"run", path, "--args", "[dense<1> : tensor<i32>]"});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("argument #0 (counting from 0) of @main (" + path + ":1:1) is a tensor but the function takes tuple<tensor<i32>, tensor<i32>>"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(r.err.find("internal"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace hloref::testing
