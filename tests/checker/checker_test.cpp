// The checker's core (checker/checker.h): diagnostics and their order, the
// error limit, function-level rules, the Types section's quantized type
// rules, robustness of op checks on odd input, and `hloref check` / `run`.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <string>

#include "checker/checker.h"
#include "syntax/parser.h"
#include "run_tool.h"

namespace hloref {
namespace {

using checker::Diagnostic;

std::vector<Diagnostic> check(const std::string& text, int maxErrors = 20) {
  std::unique_ptr<Module> m = parseModule(text, "test.mlir");
  checker::CheckOptions options;
  options.maxErrors = maxErrors;
  return checker::checkModule(*m, options);
}

std::string joined(const std::vector<Diagnostic>& ds) {
  std::string s;
  for (const Diagnostic& d : ds) s += d.str() + "\n";
  return s;
}

// The ids ("C1", "value-types", ...) of the errors, in order.
std::vector<std::string> errorIds(const std::vector<Diagnostic>& ds) {
  std::vector<std::string> ids;
  for (const Diagnostic& d : ds)
    if (!d.warning) ids.push_back(d.constraint);
  return ids;
}

TEST(Checker, ValidProgramHasNoDiagnostics) {
  auto ds = check(R"(
func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.slice %1 [0:2, 1:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %3 = stablehlo.reshape %2 : (tensor<2x1xf32>) -> tensor<2xf32>
  func.return %3 : tensor<2xf32>
}
)");
  EXPECT_TRUE(ds.empty()) << joined(ds);
}

TEST(Checker, ViolationNamesOpConstraintFormulaAndValues) {
  auto ds = check(R"(func.func @main(%a: tensor<2xi32>) -> tensor<2xi64> {
  %0 = "stablehlo.add"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
})");
  ASSERT_EQ(ds.size(), 1u) << joined(ds);
  EXPECT_EQ(ds[0].op, "stablehlo.add");
  EXPECT_EQ(ds[0].constraint, "C1");
  EXPECT_FALSE(ds[0].warning);
  EXPECT_EQ(ds[0].str(),
            "test.mlir:2:3: error: 'stablehlo.add' violates C1: type(lhs) = type(rhs) = type(result) "
            "(lhs: tensor<2xi32>, rhs: tensor<2xi32>, result: tensor<2xi64>)");
}

TEST(Checker, AllowedTypesAreNamedByTableLabel) {
  auto ds = check(R"(func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.popcnt %a : tensor<2xf32>
  func.return %0 : tensor<2xf32>
})");
  ASSERT_EQ(errorIds(ds), (std::vector<std::string>{"I1", "O1"})) << joined(ds);
  EXPECT_NE(ds[0].message.find("'stablehlo.popcnt' violates I1: operand #0 must be a tensor of integer type, got tensor<2xf32>"),
            std::string::npos)
      << ds[0].message;
}

TEST(Checker, SeveralErrorsComeInSourceOrderAcrossFunctions) {
  auto ds = check(R"(func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.iota"() {iota_dimension = 3 : i64} : () -> tensor<2xf32>
  %1 = "stablehlo.reverse"(%a) {dimensions = array<i64: 0, 0>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.sqrt"(%a) : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
})");
  ASSERT_EQ(ds.size(), 3u) << joined(ds);
  EXPECT_EQ(ds[0].loc.line, 2);
  EXPECT_EQ(ds[1].loc.line, 3);
  EXPECT_EQ(ds[2].loc.line, 7);
  EXPECT_EQ(errorIds(ds), (std::vector<std::string>{"C1", "C2", "C1"}));
}

TEST(Checker, IndependentViolationsOfOneOpAreAllReported) {
  // C2 (repeated dimension) and C3 (out of range) both fail.
  auto ds = check(R"(func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.reverse"(%a) {dimensions = array<i64: 1, 1>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
})");
  EXPECT_EQ(errorIds(ds), (std::vector<std::string>{"C2", "C3"})) << joined(ds);
}

TEST(Checker, ErrorLimitStopsWithANote) {
  std::string text = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n";
  for (int i = 0; i < 6; ++i)
    text += "  %" + std::to_string(i) + " = \"stablehlo.sqrt\"(%a) : (tensor<2xf32>) -> tensor<3xf32>\n";
  text += "  func.return %a : tensor<2xf32>\n}\n";
  auto ds = check(text, 4);
  ASSERT_EQ(ds.size(), 5u) << joined(ds);
  EXPECT_EQ(checker::errorCount(ds), 4);
  EXPECT_TRUE(ds.back().warning);
  EXPECT_NE(ds.back().message.find("too many errors (limit 4)"), std::string::npos);
  EXPECT_EQ(ds.back().loc.line, 6);  // where the fifth error would have been
}

TEST(Checker, ReturnTypesMustMatchTheSignature) {
  auto ds = check(R"(func.func @main(%a: tensor<2xf32>) -> tensor<2xi32> {
  func.return %a : tensor<2xf32>
})");
  ASSERT_EQ(errorIds(ds), (std::vector<std::string>{"return-types"})) << joined(ds);
  EXPECT_NE(ds[0].message.find("@main returns (tensor<2xf32>) but its signature says (tensor<2xi32>)"), std::string::npos);
}

TEST(Checker, OperandTypesMustBeTheValuesTypes) {
  // The pretty form states one type; %a is f64.
  auto ds = check(R"(func.func @main(%a: tensor<2xf64>) -> tensor<2xf32> {
  %0 = stablehlo.negate %a : tensor<2xf32>
  func.return %0 : tensor<2xf32>
})");
  ASSERT_EQ(errorIds(ds), (std::vector<std::string>{"value-types"})) << joined(ds);
  EXPECT_NE(ds[0].message.find("operand #0 of 'stablehlo.negate' is tensor<2xf64>"), std::string::npos) << ds[0].message;
}

TEST(Checker, CallsNameDefinedFunctionsWithTheirTypes) {
  auto ds = check(R"(func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @missing(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = func.call @id(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}
func.func private @id(%x: tensor<2xi32>) -> tensor<2xi32> {
  func.return %x : tensor<2xi32>
})");
  EXPECT_EQ(errorIds(ds), (std::vector<std::string>{"symbol-reference", "call-types"})) << joined(ds);
}

TEST(Checker, CustomCallToAMissingComputationIsAWarning) {
  auto ds = check(R"(func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "foo", called_computations = [@nowhere]} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
})");
  ASSERT_EQ(ds.size(), 1u) << joined(ds);
  EXPECT_TRUE(ds[0].warning);
  EXPECT_EQ(ds[0].constraint, "symbol-reference");
}

TEST(Checker, BuiltModulesAreCheckedForDefinitionsAndTerminators) {
  // Slots the parser would never produce: a use before its definition, a
  // value assigned twice, no terminator.
  Module m;
  auto f = std::make_unique<Func>();
  f->name = "main";
  f->numSlots = 2;
  TensorType t;
  t.shape = {2};
  Block block;
  Op neg;
  neg.name = "stablehlo.negate";
  neg.operands = {1};
  neg.operandTypes = {Type::tensor(t)};
  neg.results = {0};
  neg.resultTypes = {Type::tensor(t)};
  neg.loc.line = 1;
  Op neg2 = neg;
  neg2.operands = {0};
  neg2.loc.line = 2;
  block.ops = {neg, neg2};
  f->body.blocks.push_back(block);
  m.funcs.push_back(std::move(f));
  auto ds = checker::checkModule(m);
  EXPECT_EQ(errorIds(ds), (std::vector<std::string>{"use-before-definition", "single-assignment", "terminator"}))
      << joined(ds);
}

TEST(Checker, QuantizedTypeRulesUseTheTypesYamlIds) {
  struct Case {
    const char* type;
    const char* rule;
  };
  const Case cases[] = {
      {"tensor<2x!quant.uniform<i8<-200:127>:f32, 1.0>>", "quantized_element_type C1"},
      {"tensor<2x!quant.uniform<i8<-128:300>:f32, 1.0>>", "quantized_element_type C2"},
      {"tensor<2x!quant.uniform<i8<5:5>:f32, 1.0:5>>", "quantized_element_type C3"},
      {"tensor<2x!quant.uniform<i8:i32, 1.0>>", "quantized_element_type C4"},
      {"tensor<2x!quant.uniform<i8:f32, 0.0>>", "quantized_element_type C5"},
      {"tensor<2x!quant.uniform<i8:f32, -1.0>>", "quantized_element_type C5"},
      // Scales are constants of the expressed type: below half the least
      // f32 subnormal (2^-150 ~ 7.0e-46) 1.0e-300 rounds to 0; 1.0e+05 is
      // past f16's largest finite 65504 (rounding to inf from 65520 on).
      {"tensor<2x!quant.uniform<i8:f32, 1.0e-300>>", "quantized_element_type C5"},
      {"tensor<2x!quant.uniform<i8:f32, 5.0e-46>>", "quantized_element_type C5"},
      {"tensor<2x!quant.uniform<i8:f16, 1.0e+05>>", "quantized_element_type C6"},
      {"tensor<2x!quant.uniform<i8:f16, 65520.0>>", "quantized_element_type C6"},
      {"tensor<2x!quant.uniform<i8:bf16:0, {1.0, 1.0e+39}>>", "quantized_element_type C6"},
      {"tensor<2x!quant.uniform<i8<-10:10>:f32, 1.0:20>>", "quantized_element_type C7"},
      {"tensor<2x!quant.uniform<i8:f32, 1.0:300>>", "quantized_element_type C8"},
      {"tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>", "quantized_tensor_type C12"},
      {"tensor<3x!quant.uniform<i8:f32:0, {1.0, 2.0}>>", "quantized_tensor_type C13"},
  };
  for (const Case& c : cases) {
    std::string text = std::string("func.func @main(%a: ") + c.type + ") -> " + c.type + " {\n  func.return %a : " +
                       c.type + "\n}\n";
    auto ds = check(text);
    std::set<std::string> rules;
    for (const Diagnostic& d : ds) rules.insert(d.constraint);
    EXPECT_TRUE(rules.count(c.rule)) << c.type << "\n" << joined(ds);
    for (const Diagnostic& d : ds) EXPECT_NE(d.message.find(std::string("violates ") + c.rule + ":"), std::string::npos);
  }
  // Valid types pass, per-tensor and per-axis, with `?` on the axis.
  auto ok = check(R"(func.func @main(%a: tensor<2x!quant.uniform<i8<-100:100>:f32, 0.5:-3>>,
                     %b: tensor<?x2x!quant.uniform<ui8:f16:1, {0.5:3, 2.0:4}>>) -> tensor<?x2x!quant.uniform<ui8:f16:1, {0.5:3, 2.0:4}>> {
  func.return %b : tensor<?x2x!quant.uniform<ui8:f16:1, {0.5:3, 2.0:4}>>
})");
  EXPECT_TRUE(ok.empty()) << joined(ok);
  // Scales that stay positive and finite in the expressed type: the least
  // f32 subnormal (2^-149 ~ 1.4e-45; 8.0e-46 rounds up to it), f16's
  // largest finite value, and 65519 (below the midpoint 65520, down to 65504).
  for (const char* type : {"tensor<2x!quant.uniform<i8:f32, 8.0e-46>>", "tensor<2x!quant.uniform<i8:f16, 65504.0>>",
                           "tensor<2x!quant.uniform<i8:f16, 65519.0>>"}) {
    auto scales = check(std::string("func.func @main(%a: ") + type + ") -> " + type + " {\n  func.return %a : " +
                        type + "\n}\n");
    EXPECT_TRUE(scales.empty()) << type << "\n" << joined(scales);
  }
}

// `0 < x` has no upper bound: strides and dilations of 2^63 - 1 are valid
// and, over 3 elements, give one window (slice: one element).
TEST(Checker, StridesAndDilationsMayBeInt64Max) {
  auto ds = check(R"(func.func @main(%x: tensor<3xf32>, %lhs: tensor<1x3x1xf32>, %rhs: tensor<1x1x1xf32>,
                     %source: tensor<1xf32>, %zero: tensor<f32>) -> tensor<1xf32> {
  %conv = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 9223372036854775807>,
    rhs_dilation = array<i64: 9223372036854775807>,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64, batch_group_count = 1 : i64
  } : (tensor<1x3x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %window = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {
    window_dimensions = array<i64: 1>,
    window_strides = array<i64: 9223372036854775807>,
    window_dilations = array<i64: 9223372036854775807>
  } : (tensor<3xf32>, tensor<f32>) -> tensor<1xf32>
  %scattered = "stablehlo.select_and_scatter"(%x, %source, %zero) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {
    window_dimensions = array<i64: 1>,
    window_strides = array<i64: 9223372036854775807>
  } : (tensor<3xf32>, tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
  %sliced = "stablehlo.slice"(%x) {
    start_indices = array<i64: 0>, limit_indices = array<i64: 3>, strides = array<i64: 9223372036854775807>
  } : (tensor<3xf32>) -> tensor<1xf32>
  func.return %sliced : tensor<1xf32>
})");
  EXPECT_TRUE(ds.empty()) << joined(ds);
}

TEST(Checker, DynamicDimensionsAreCompatibleWithAnything) {
  auto ds = check(R"(func.func @main(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  %1 = "stablehlo.concatenate"(%0, %a) {dimension = 0 : i64} : (tensor<?x?xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %2 = "stablehlo.slice"(%1) {start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 3>, strides = array<i64: 1, 1>} : (tensor<?x3xf32>) -> tensor<1x3xf32>
  %3 = "stablehlo.reshape"(%2) : (tensor<1x3xf32>) -> tensor<?xf32>
  %4 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 1>} : (tensor<?xf32>) -> tensor<?x?xf32>
  func.return %4 : tensor<?x?xf32>
})");
  EXPECT_TRUE(ds.empty()) << joined(ds);
}

TEST(Checker, OddInputIsReportedNotCrashedOn) {
  // Missing attributes, wrong attribute kinds, absurd numbers, tuples and
  // tokens where tensors belong.
  auto ds = check(R"(func.func @main(%a: tensor<2xf32>, %t: tuple<tensor<f32>>, %k: !stablehlo.token) -> tensor<2xf32> {
  %0 = "stablehlo.iota"() : () -> tensor<2xf32>
  %1 = "stablehlo.transpose"(%a) {permutation = "x"} : (tensor<2xf32>) -> tensor<2xf32>
  %2 = "stablehlo.pad"(%a, %a) {edge_padding_low = array<i64: 9223372036854775807>, edge_padding_high = array<i64: 9223372036854775807>, interior_padding = array<i64: 9223372036854775807>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %3 = "stablehlo.negate"(%t) : (tuple<tensor<f32>>) -> tuple<tensor<f32>>
  %4 = "stablehlo.get_tuple_element"(%k) {index = 0 : i32} : (!stablehlo.token) -> tensor<f32>
  %5 = "stablehlo.add"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %6 = "stablehlo.slice"(%a) {start_indices = array<i64: -9223372036854775807>, limit_indices = array<i64: 9223372036854775807>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %a : tensor<2xf32>
})");
  std::string all = joined(ds);
  EXPECT_NE(all.find("'stablehlo.iota' requires attribute 'iota_dimension'"), std::string::npos) << all;
  EXPECT_NE(all.find("'stablehlo.transpose' attribute 'permutation' must be a list of integers"), std::string::npos) << all;
  EXPECT_NE(all.find("'stablehlo.pad' violates C4"), std::string::npos) << all;
  EXPECT_NE(all.find("'stablehlo.negate' violates I1"), std::string::npos) << all;
  EXPECT_NE(all.find("'stablehlo.get_tuple_element' violates I1"), std::string::npos) << all;
  EXPECT_NE(all.find("'stablehlo.add' takes 2 operands"), std::string::npos) << all;
  EXPECT_NE(all.find("'stablehlo.slice' violates C3"), std::string::npos) << all;
  EXPECT_EQ(all.find("internal error"), std::string::npos) << all;
}

TEST(Checker, OpsOutsideStablehloAreNotChecked) {
  auto ds = check(R"(func.func @main() {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_eq_const %0, dense<[1.0, 2.0]> : tensor<2xf32>
  func.return
})");
  EXPECT_TRUE(ds.empty()) << joined(ds);
}

TEST(CheckerRegistry, EveryCheckerListsUniqueIdsWithFormulas) {
  auto checkers = checker::registeredCheckers();
  ASSERT_FALSE(checkers.empty());
  for (const checker::OpChecker* c : checkers) {
    EXPECT_EQ(checker::findChecker(c->name), c);
    std::set<std::string_view> ids;
    for (const checker::ConstraintInfo& info : c->constraints) {
      EXPECT_TRUE(ids.insert(info.id).second) << c->name << " lists " << info.id << " twice";
      EXPECT_FALSE(info.formula.empty()) << c->name << " " << info.id;
      EXPECT_EQ(c->find(info.id), &info);
    }
  }
  EXPECT_EQ(checker::findChecker("stablehlo.no_such_op"), nullptr);
}

TEST(CheckerCli, CheckExitsTwoWithEveryDiagnosticAndRunDoesNotRun) {
  std::string dir = testing::makeTempDir();
  std::string path = dir + "/bad.mlir";
  {
    std::ofstream out(path);
    out << "func.func @main() -> tensor<2xf32> {\n"
           "  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
           "  %1 = \"stablehlo.sqrt\"(%0) : (tensor<2xf32>) -> tensor<3xf32>\n"
           "  %2 = \"stablehlo.reverse\"(%0) {dimensions = array<i64: 4>} : (tensor<2xf32>) -> tensor<2xf32>\n"
           "  interpreter.print %0 : tensor<2xf32>\n"
           "  func.return %2 : tensor<2xf32>\n"
           "}\n"
           "// -----\n"
           "func.func @main() -> tensor<2xf32> {\n"
           "  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
           "  func.return %0 : tensor<2xf32>\n"
           "}\n";
  }
  testing::ToolResult r = testing::runHloref({"check", path, "--split-input-file"});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find(path + ":3:3: error: 'stablehlo.sqrt' violates C1"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(path + ":4:3: error: 'stablehlo.reverse' violates C3"), std::string::npos) << r.err;
  testing::ToolResult run = testing::runHloref({"run", path, "--split-input-file"});
  EXPECT_EQ(run.status, 2) << run.err;
  // The first chunk does not run (its interpreter.print prints nothing); the
  // second runs and prints its one result.
  EXPECT_EQ(std::count(run.out.begin(), run.out.end(), '\n'), 1) << run.out;
  EXPECT_NE(run.out.find("tensor<2xf32>"), std::string::npos) << run.out;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace hloref
