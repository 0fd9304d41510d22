// The HLO text reader and its translation (xla/hlo_text.h, xla/translate.h):
// the forms XLA prints, diagnostics with file:line:col, and the command line.
// Expected values are worked by hand.
#include <gtest/gtest.h>

#include <random>

#include "hlo_test_util.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "run_tool.h"

namespace hloref::testing {
namespace {

// As `jax.jit(f).lower(x, y).as_text(dialect='hlo')` prints it.
constexpr const char* kBeforeOptimization = R"(HloModule jit_f, entry_computation_layout={(f32[2,2]{1,0}, f32[2,2]{1,0})->f32[2]{0}}

region_0.1 {
  reduce_sum.3 = f32[] parameter(0)
  reduce_sum.4 = f32[] parameter(1)
  ROOT reduce_sum.5 = f32[] add(reduce_sum.3, reduce_sum.4)
}

ENTRY main.2 {
  x.1 = f32[2,2]{1,0} parameter(0)
  y.1 = f32[2,2]{1,0} parameter(1)
  dot_general.1 = f32[2,2]{1,0} dot(x.1, y.1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  constant.1 = f32[] constant(0)
  ROOT reduce_sum.7 = f32[2]{0} reduce(dot_general.1, constant.1), dimensions={0}, to_apply=region_0.1
}
)";

TEST(HloReader, BeforeOptimizationForm) {
  // x y = [[19, 22], [43, 50]]; summed over dimension 0: [62, 72].
  auto r = runHlo(kBeforeOptimization, {f32Tensor({2, 2}, {1, 2, 3, 4}), f32Tensor({2, 2}, {5, 6, 7, 8})});
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{62, 72}));
}

// As `.compile().as_text()` prints it: stack-frame tables, `%` names,
// signatures, metadata, backend_config, a fusion holding a copy into a
// column-major layout and a bitcast (XLA's transpose).
constexpr const char* kAfterOptimization = R"(HloModule jit_g, is_scheduled=true, entry_computation_layout={(f32[2,3]{1,0})->f32[3,2]{1,0}}, allow_spmd_sharding_propagation_to_output={true}

FileNames
1 "/tmp/x.py"

FunctionNames
1 "g"

FileLocations
1 {file_name_id=1 function_name_id=1 line=3 end_line=3 column=1 end_column=9}

StackFrames
1 {file_location_id=1 parent_frame_id=1}


%fused_computation (param_0: f32[2,3]) -> f32[3,2] {
  %param_0 = f32[2,3]{1,0} parameter(0)
  %copy.1 = f32[2,3]{0,1} copy(%param_0), metadata={op_name="jit(g)/transpose" stack_frame_id=1}
  ROOT %bitcast.1 = f32[3,2]{1,0} bitcast(%copy.1)
}

ENTRY %main.1 (x.1: f32[2,3]) -> f32[3,2] {
  %x.1 = f32[2,3]{1,0} parameter(0), metadata={op_name="x"}
  ROOT %t = f32[3,2]{1,0} fusion(%x.1), kind=kLoop, calls=%fused_computation, backend_config={"outer_dimension_partitions":[]}
}
)";

TEST(HloReader, AfterOptimizationFormWithLayouts) {
  // copy lays [[1,2,3],[4,5,6]] out column-major: 1 4 2 5 3 6; the bitcast
  // reads that buffer as a row-major 3x2 array: the transpose.
  auto r = runHlo(kAfterOptimization, {f32Tensor({2, 3}, {1, 2, 3, 4, 5, 6})});
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0].tensor().shape(), (Shape{3, 2}));
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{1, 4, 2, 5, 3, 6}));
}

TEST(HloReader, PrintedTranslationReadsBackAsMlir) {
  // `hloref print FILE.hlo`: the translation in MLIR's generic form, which
  // hloref reads and runs to the same values.
  std::unique_ptr<Module> module = xla::parseHloText(kAfterOptimization, "t.hlo");
  std::string mlir = moduleString(*module);
  EXPECT_NE(mlir.find("\"xla.fusion\""), std::string::npos) << mlir;
  EXPECT_NE(mlir.find("\"xla.bitcast\""), std::string::npos) << mlir;
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(mlir, "t.mlir"));
  Evaluator evaluator(*program, RunOptions{});
  auto r = evaluator.call(*program->module().lookup("main"), {f32Tensor({2, 3}, {1, 2, 3, 4, 5, 6})});
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{1, 4, 2, 5, 3, 6}));
}

TEST(HloReader, OperandShapesAndCommentsOfOlderPrinters) {
  // Operands written with their shapes, an index comment in a tuple shape,
  // no ENTRY mark (the last computation is the entry).
  constexpr const char* text = R"(HloModule m
comp {
  %a = f32[2]{0} parameter(0)
  %b = f32[2]{0} parameter(1)
  %s = f32[2]{0} subtract(f32[2]{0} %a, f32[2]{0} %b)
  ROOT %t = (f32[2]{0}, /*index=1*/f32[2]{0}) tuple(f32[2]{0} %s, f32[2]{0} %a)
}
)";
  auto r = runHlo(text, {f32Tensor({2}, {5, 1}), f32Tensor({2}, {2, 4})});
  ASSERT_EQ(r.size(), 2u);  // the entry's tuple is flattened
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{3, -3}));
  EXPECT_EQ(floatsOf(r[1]), (std::vector<double>{5, 1}));
}

TEST(HloReader, WhileWithTupleState) {
  constexpr const char* text = R"(HloModule loop
cond {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[2] get-tuple-element(s), index=1
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  x2 = f32[2] add(x, x)
  ROOT t = (s32[], f32[2]) tuple(i1, x2)
}
ENTRY e {
  x = f32[2] parameter(0)
  z = s32[] constant(0)
  t = (s32[], f32[2]) tuple(z, x)
  w = (s32[], f32[2]) while(t), condition=cond, body=body
  wx = f32[2] get-tuple-element(w), index=1
  wi = s32[] get-tuple-element(w), index=0
  ROOT r = (f32[2], s32[]) tuple(wx, wi)
}
)";
  auto r = runHlo(text, {f32Tensor({2}, {1, -2})});
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{8, -16}));  // doubled three times
  EXPECT_EQ(intsOf(r[1]), (std::vector<int64_t>{3}));
}

TEST(HloReader, ConditionalForms) {
  // branch_computations: an index out of range runs the last branch.
  constexpr const char* indexed = R"(HloModule c
b0 {
  p = f32[] parameter(0)
  ROOT n = f32[] negate(p)
}
b1 {
  p = f32[] parameter(0)
  ROOT a = f32[] add(p, p)
}
ENTRY e {
  i = s32[] parameter(0)
  x = f32[] parameter(1)
  ROOT r = f32[] conditional(i, x, x), branch_computations={b0, b1}
}
)";
  auto run = [&](int64_t i) {
    return floatsOf(runHlo(indexed, {intTensor(ElementType::SI32, {}, {i}), f32Tensor({}, {3})})[0])[0];
  };
  EXPECT_EQ(run(0), -3);
  EXPECT_EQ(run(1), 6);
  EXPECT_EQ(run(7), 6);
  EXPECT_EQ(run(-1), 6);
  // pred form: true runs true_computation.
  constexpr const char* pred = R"(HloModule c
t {
  p = f32[] parameter(0)
  ROOT n = f32[] negate(p)
}
f {
  p = f32[] parameter(0)
  ROOT a = f32[] add(p, p)
}
ENTRY e {
  c = pred[] parameter(0)
  x = f32[] parameter(1)
  ROOT r = f32[] conditional(c, x, x), true_computation=t, false_computation=f
}
)";
  EXPECT_EQ(floatsOf(runHlo(pred, {intTensor(ElementType::I1, {}, {1}), f32Tensor({}, {3})})[0])[0], -3);
  EXPECT_EQ(floatsOf(runHlo(pred, {intTensor(ElementType::I1, {}, {0}), f32Tensor({}, {3})})[0])[0], 6);
}

TEST(HloReader, AsyncAndOrderingOpsPassValuesOn) {
  constexpr const char* text = R"(HloModule a
wrapped {
  p = f32[2] parameter(0)
  ROOT n = f32[2] negate(p)
}
ENTRY e {
  x = f32[2] parameter(0)
  tok = token[] after-all()
  x2 = f32[2] add-dependency(x, tok)
  s = ((f32[2]), f32[2], s32[]) async-start(x2), calls=wrapped
  u = ((f32[2]), f32[2], s32[]) async-update(s)
  d = f32[2] async-done(u)
  cs = (f32[2], f32[2], u32[]) copy-start(d)
  c = f32[2] copy-done(cs)
  ROOT o = f32[2] domain(c)
}
)";
  EXPECT_EQ(floatsOf(runHlo(text, {f32Tensor({2}, {1, -2})})[0]), (std::vector<double>{-1, 2}));
}

TEST(HloReader, Constants) {
  constexpr const char* text = R"(HloModule k
ENTRY e {
  a = f32[2,2] constant({ { 1.5, -inf }, { nan, 1e-05 } })
  b = pred[3] constant({true, false, true})
  c = s8[2] constant({-128, 127})
  d = bf16[] constant(0.1)
  z = c64[2] constant({(1, 2), (3, -4)})
  ROOT t = (f32[2,2], pred[3], s8[2], bf16[], c64[2]) tuple(a, b, c, d, z)
}
)";
  auto r = runHlo(text, {});
  ASSERT_EQ(r.size(), 5u);
  EXPECT_EQ(r[0].tensor().floatValue(0), 1.5);
  EXPECT_EQ(r[0].tensor().floatValue(1), -INFINITY);
  EXPECT_TRUE(std::isnan(r[0].tensor().floatValue(2)));
  EXPECT_EQ(r[0].tensor().floatValue(3), static_cast<double>(1e-05f));
  EXPECT_EQ(intsOf(r[1]), (std::vector<int64_t>{1, 0, 1}));
  EXPECT_EQ(intsOf(r[2]), (std::vector<int64_t>{-128, 127}));
  // 0.1 to bf16: 0x3DCD (0.10009765625), the nearest of its neighbours 0x3DCC and 0x3DCD.
  EXPECT_EQ(r[3].tensor().floatBits(0), 0x3DCDu);
  EXPECT_EQ(r[4].tensor().complexValue(1), std::complex<double>(3, -4));
}

TEST(HloReader, EveryElementTypeXlaPrints) {
  // A constant 1 of every type (true for pred), returned through a tuple.
  const std::vector<std::string> types = {"pred", "s2", "s4", "s8", "s16", "s32", "s64", "u2", "u4", "u8", "u16",
                                          "u32", "u64", "f4e2m1fn", "f6e2m3fn", "f6e3m2fn", "f8e3m4", "f8e4m3",
                                          "f8e4m3fn", "f8e4m3fnuz", "f8e4m3b11fnuz", "f8e5m2", "f8e5m2fnuz",
                                          "f8e8m0fnu", "bf16", "f16", "f32", "f64", "c64", "c128"};
  std::string text = "HloModule t\nENTRY e {\n", tuple;
  for (size_t i = 0; i < types.size(); ++i) {
    std::string one = types[i] == "pred" ? "true" : types[i][0] == 'c' ? "(1, 0)" : "1";
    text += "  k" + std::to_string(i) + " = " + types[i] + "[2]{0} constant({" + one + ", " + one + "})\n";
    tuple += (i ? ", " : "") + types[i] + "[2]";
  }
  text += "  ROOT t = (" + tuple + ") tuple(";
  for (size_t i = 0; i < types.size(); ++i) text += (i ? ", k" : "k") + std::to_string(i);
  text += ")\n}\n";
  auto r = runHlo(text, {});
  ASSERT_EQ(r.size(), types.size());
  for (size_t i = 0; i < types.size(); ++i) {
    const Tensor& t = r[i].tensor();
    ASSERT_EQ(xla::xlaElementTypeName(t.elementType()), types[i]);
    if (isComplex(t.elementType())) EXPECT_EQ(t.complexValue(1), std::complex<double>(1, 0)) << types[i];
    else if (isFloat(t.elementType())) EXPECT_EQ(t.floatValue(1), 1) << types[i];
    else EXPECT_EQ(t.intValue(1), 1) << types[i];
  }
}

TEST(HloReader, ShardingsAreNotedOnce) {
  constexpr const char* text = R"(HloModule s
ENTRY e {
  x = f32[4] parameter(0), sharding={devices=[2]0,1}
  ROOT y = f32[4] negate(x), sharding={devices=[2]0,1}
}
)";
  std::unique_ptr<Module> module = xla::parseHloText(text, "s.hlo");
  ASSERT_EQ(module->warnings.size(), 1u);
  EXPECT_NE(std::string(module->warnings[0].what()).find("sharding annotations are ignored"), std::string::npos);
  EXPECT_EQ(module->warnings[0].location().line, 3);
  EXPECT_EQ(floatsOf(runHlo(text, {f32Tensor({4}, {1, 2, 3, 4})})[0]), (std::vector<double>{-1, -2, -3, -4}));
}

struct BadHlo {
  const char* name;
  const char* text;
  const char* where;  // line:col
  const char* message;
};

TEST(HloReader, DiagnosticsPointIntoTheText) {
  const BadHlo cases[] = {
      {"no header", "ENTRY e {\n  ROOT x = f32[] parameter(0)\n}\n", "1:1", "expected 'HloModule'"},
      {"unknown opcode", "HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT y = f32[] frobnicate(x)\n}\n",
       "4:18", "unsupported: HLO opcode 'frobnicate'"},
      {"unknown type", "HloModule m\nENTRY e {\n  ROOT x = f33[] parameter(0)\n}\n", "3:12", "unknown element type 'f33'"},
      {"undefined operand", "HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT y = f32[] add(x, w)\n}\n",
       "4:25", "use of undefined instruction 'w'"},
      {"unclosed computation", "HloModule m\nENTRY e {\n  ROOT x = f32[] parameter(0)\n", "4:1", "is not closed"},
      {"bad literal", "HloModule m\nENTRY e {\n  ROOT x = f32[2] constant({1, 2, 3})\n}\n", "3:35",
       "more than the 2 elements"},
      {"bad integer literal", "HloModule m\nENTRY e {\n  ROOT x = s8[] constant(300)\n}\n", "3:26", "is not a s8 literal"},
      {"missing attribute", "HloModule m\nENTRY e {\n  x = f32[2] parameter(0)\n  ROOT y = f32[2] transpose(x)\n}\n",
       "4:19", "needs the attribute dimensions"},
      {"bad direction", "HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT y = pred[] compare(x, x), direction=XX\n}\n",
       "4:44", "direction: expected EQ"},
      {"unknown computation", "HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT y = f32[] call(x), to_apply=nope\n}\n",
       "4:36", "no computation named 'nope'"},
      {"unterminated string", "HloModule m\nENTRY e {\n  x = f32[] parameter(0), metadata={op_name=\"x\n}\n", "3:45",
       "unterminated string"},
      {"unbalanced", "HloModule m\nENTRY e {\n  ROOT x = f32[] parameter(0), metadata={op_name=\"x\"\n", "3:41",
       "unbalanced '{'"},
      {"duplicate name", "HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  x = f32[] parameter(1)\n  ROOT y = f32[] add(x, x)\n}\n",
       "4:3", "defined twice"},
      {"checker", "HloModule m\nENTRY e {\n  x = f32[2] parameter(0)\n  ROOT y = f32[3] negate(x)\n}\n", "4:8",
       "'stablehlo.negate' violates"},
      {"bad layout", "HloModule m\nENTRY e {\n  ROOT x = f32[2,2]{0} parameter(0)\n}\n", "3:12", "does not fit rank 2"},
      {"cycle", "HloModule m\nENTRY e {\n  a = f32[] add(b, b)\n  ROOT b = f32[] add(a, a)\n}\n", "4:8", "depends on itself"},
  };
  for (const BadHlo& c : cases) {
    std::string error = hloError(c.text);
    EXPECT_EQ(error.rfind(std::string(c.where) + ":", 0), 0u) << c.name << ": " << error;
    EXPECT_NE(error.find(c.message), std::string::npos) << c.name << ": " << error;
  }
}

TEST(HloReader, EveryPrefixOfAModuleFailsCleanly) {
  // A module cut at every byte: a diagnostic (hloref::Error), never a crash.
  const std::string text = kAfterOptimization;
  for (size_t n = 0; n < text.size(); ++n) {
    std::string prefix = text.substr(0, n);
    try {
      std::shared_ptr<Module> module = xla::parseHloText(prefix, "cut.hlo");
      Program::loadOrThrow(module);
    } catch (const Error&) {
    }
  }
}

TEST(HloReader, AbsurdSizesAndDepthsFailCleanly) {
  // A tiny file asking for 10^12 elements: an error at the instruction when it runs.
  try {
    runHlo("HloModule m\nENTRY e {\n  ROOT x = f32[1000000000000] iota(), iota_dimension=0\n}\n", {});
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.location().line, 3);
  }
  // 1000 computations each calling the next.
  std::string text = "HloModule deep\n";
  for (int i = 999; i >= 0; --i) {
    text += "c" + std::to_string(i) + " {\n  p = f32[] parameter(0)\n";
    text += i == 999 ? "  ROOT r = f32[] negate(p)\n}\n" : "  ROOT r = f32[] call(p), to_apply=c" + std::to_string(i + 1) + "\n}\n";
  }
  text += "ENTRY e {\n  x = f32[] parameter(0)\n  ROOT y = f32[] call(x), to_apply=c0\n}\n";
  EXPECT_NE(hloError(text).find("deeper than 256 levels"), std::string::npos) << hloError(text);
  // A tuple shape 100000 levels deep: an error at the 257th level, not a
  // stack overflow.
  const std::string deepTuple = "HloModule m\nENTRY e {\n  ROOT p = " + std::string(100000, '(') + "f32[]" +
                                std::string(100000, ')') + " parameter(0)\n}\n";
  EXPECT_EQ(hloError(deepTuple).rfind("3:269: ", 0), 0u) << hloError(deepTuple);
  EXPECT_NE(hloError(deepTuple).find("tuple shapes nest deeper than 256"), std::string::npos) << hloError(deepTuple);
  // A long chain of instructions is fine (no recursion over instructions).
  std::string chain = "HloModule chain\nENTRY e {\n  v0 = f32[] parameter(0)\n";
  for (int i = 1; i <= 20000; ++i) chain += "  v" + std::to_string(i) + " = f32[] negate(v" + std::to_string(i - 1) + ")\n";
  chain += "}\n";
  EXPECT_EQ(floatsOf(runHlo(chain, {f32Tensor({}, {1.5})})[0]), (std::vector<double>{1.5}));
}

TEST(HloReader, MutatedModulesFailCleanly) {
  // Random bytes replaced, inserted or deleted: a diagnostic or a run,
  // never a crash (the ASan build checks memory too).
  std::mt19937 rng(11);
  const std::string bytes = "{}()[],=%:.-0123456789 \n\"x<>*/";
  for (const std::string& base : {std::string(kBeforeOptimization), std::string(kAfterOptimization)}) {
    for (int trial = 0; trial < 300; ++trial) {
      std::string text = base;
      for (int edits = 1 + static_cast<int>(rng() % 3); edits > 0; --edits) {
        size_t at = rng() % text.size();
        char c = bytes[rng() % bytes.size()];
        switch (rng() % 3) {
          case 0: text[at] = c; break;
          case 1: text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c); break;
          default: text.erase(at, 1);
        }
      }
      try {
        std::shared_ptr<Module> module = xla::parseHloText(text, "mutated.hlo");
        std::unique_ptr<const Program> program = Program::loadOrThrow(module);
      } catch (const Error&) {
      }
    }
  }
}

TEST(HloReader, OldGatherFieldsWarnWithTheNewNames) {
  constexpr const char* text = R"(HloModule g
ENTRY e {
  x = f32[3,2] parameter(0)
  i = s32[2,1] parameter(1)
  ROOT r = f32[2,2] gather(x, i), output_window_dims={1}, elided_window_dims={0}, gather_dims_to_operand_dims={0}, index_vector_dim=1, window_bounds={1,2}
}
)";
  std::unique_ptr<Module> module = xla::parseHloText(text, "g.hlo");
  ASSERT_EQ(module->warnings.size(), 4u);
  EXPECT_NE(std::string(module->warnings[0].what()).find("'output_window_dims' is deprecated: use 'offset_dims'"),
            std::string::npos);
  EXPECT_NE(std::string(module->warnings[1].what()).find("use 'collapsed_slice_dims'"), std::string::npos);
  EXPECT_NE(std::string(module->warnings[2].what()).find("use 'start_index_map'"), std::string::npos);
  EXPECT_NE(std::string(module->warnings[3].what()).find("use 'slice_sizes'"), std::string::npos);
  EXPECT_EQ(module->warnings[0].location().line, 5);
  // Rows 2 and 0 of [[1,2],[3,4],[5,6]].
  auto r = runHlo(text, {f32Tensor({3, 2}, {1, 2, 3, 4, 5, 6}), intTensor(ElementType::SI32, {2, 1}, {2, 0})});
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{5, 6, 1, 2}));
  // Both spellings of one field is an error.
  std::string both = text;
  both.replace(both.find("window_bounds"), 0, "slice_sizes={1,2}, ");
  EXPECT_NE(hloError(both).find("both slice_sizes and its old name window_bounds"), std::string::npos) << hloError(both);
}

TEST(HloCommandLine, RunCheckPrintAndGoldenTakeHloText) {
  std::string path = writeTempFile("before.hlo", kBeforeOptimization);
  ToolResult run = runHloref({"run", path, "--args", "[dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, "
                                                     "dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>]"});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("dense<[6.200000e+01, 7.200000e+01]>"), std::string::npos) << run.out;
  EXPECT_EQ(runHloref({"check", path}).status, 0);
  ToolResult print = runHloref({"print", path});
  EXPECT_NE(print.out.find("\"stablehlo.dot_general\""), std::string::npos) << print.out;
  EXPECT_NE(print.out.find("\"stablehlo.reduce\""), std::string::npos) << print.out;
  std::string dir = makeTempDir();
  ToolResult golden = runHloref({"golden", path, "--outputs", dir + "/g.npz", "--args",
                                 "[dense<1.0> : tensor<2x2xf32>, dense<1.0> : tensor<2x2xf32>]"});
  EXPECT_EQ(golden.status, 0) << golden.err;
}

TEST(HloCommandLine, UnknownOpcodeIsUnsupportedWithItsLine) {
  std::string path =
      writeTempFile("unknown.hlo", "HloModule m\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT y = f32[] frobnicate(x)\n}\n");
  ToolResult r = runHloref({"run", path, "--args", "[dense<1.0> : tensor<f32>]"});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find(path + ":4:18: error: unsupported: HLO opcode 'frobnicate'"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace hloref::testing
