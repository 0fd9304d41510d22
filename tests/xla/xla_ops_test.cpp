// The XLA-only ops (xla/ops/) and XLA's forms of collectives, through HLO
// text. Expected values are worked by hand, from the seeds' examples, or
// (erf) from MPFR at 256 bits.
#include <gtest/gtest.h>

#include <mpfr.h>

#include <cmath>

#include "core/float_format.h"
#include "hlo_test_util.h"
#include "run_tool.h"
#include "xla/grid.h"

namespace hloref::testing {
namespace {

TEST(XlaOps, TopKOrdersTotallyAndKeepsLowerIndicesFirst) {
  constexpr const char* text = R"(HloModule t
ENTRY e {
  x = f32[6] parameter(0)
  big = (f32[4], s32[4]) topk(x), k=4, largest=true
  small = (f32[3], s32[3]) topk(x), k=3, largest=false
  bv = f32[4] get-tuple-element(big), index=0
  bi = s32[4] get-tuple-element(big), index=1
  sv = f32[3] get-tuple-element(small), index=0
  si = s32[3] get-tuple-element(small), index=1
  ROOT r = (f32[4], s32[4], f32[3], s32[3]) tuple(bv, bi, sv, si)
}
)";
  // Total order: -inf < -0 < 0 < 3 = 3 < NaN.
  auto r = runHlo(text, {f32Tensor({6}, {3, NAN, -0.0, 0.0, 3, -INFINITY})});
  std::vector<double> big = floatsOf(r[0]);
  EXPECT_TRUE(std::isnan(big[0]));
  EXPECT_EQ((std::vector<double>(big.begin() + 1, big.end())), (std::vector<double>{3, 3, 0}));
  EXPECT_EQ(intsOf(r[1]), (std::vector<int64_t>{1, 0, 4, 3}));
  EXPECT_EQ(intsOf(r[3]), (std::vector<int64_t>{5, 2, 3}));
  EXPECT_TRUE(std::signbit(r[2].tensor().floatValue(1)));
}

TEST(XlaOps, TopKCustomCallSortsWithItsComparator) {
  // XLA:CPU's form: the comparator orders floats by their bits (a total order).
  constexpr const char* text = R"(HloModule t
%compare-greater-than (p.0.lhs.0: f32[], p.0.rhs.0: f32[], p.1.lhs.0: s32[], p.1.rhs.0: s32[]) -> pred[] {
  %p.0.lhs.0 = f32[] parameter(0)
  %p.0.rhs.0 = f32[] parameter(1)
  %p.1.lhs.0 = s32[] parameter(2)
  %p.1.rhs.0 = s32[] parameter(3)
  %constant.3 = s32[] constant(0)
  %constant.4 = s32[] constant(2147483647)
  %bitcast.2 = s32[] bitcast(%p.0.lhs.0)
  %bitcast.3 = s32[] bitcast(%p.0.rhs.0)
  %xor.2 = s32[] xor(%constant.4, %bitcast.2)
  %compare.4 = pred[] compare(%bitcast.2, %constant.3), direction=LT
  %xor.3 = s32[] xor(%constant.4, %bitcast.3)
  %compare.5 = pred[] compare(%bitcast.3, %constant.3), direction=LT
  %select.2 = s32[] select(%compare.4, %xor.2, %bitcast.2)
  %select.3 = s32[] select(%compare.5, %xor.3, %bitcast.3)
  ROOT %compare.6 = pred[] compare(%select.2, %select.3), direction=GT
}

ENTRY %main (x: f32[2,4]) -> (f32[2,2], s32[2,2]) {
  %x = f32[2,4]{1,0} parameter(0)
  ROOT %custom-call = (f32[2,2]{1,0}, s32[2,2]{1,0}) custom-call(%x), custom_call_target="TopK", called_computations={%compare-greater-than}
}
)";
  auto r = runHlo(text, {f32Tensor({2, 4}, {1, 5, 5, 2, -1, -0.0, -3, 0})});
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{5, 5, 0, -0.0}));
  EXPECT_EQ(intsOf(r[1]), (std::vector<int64_t>{1, 2, 3, 1}));
}

// erf(x) at 256 bits, rounded to nearest at `precision` bits.
double mpfrErf(double x, int precision) {
  mpfr_t a, b;
  mpfr_inits2(256, a, b, static_cast<mpfr_ptr>(nullptr));
  mpfr_set_d(a, x, MPFR_RNDN);
  mpfr_erf(b, a, MPFR_RNDN);
  mpfr_prec_round(b, precision, MPFR_RNDN);
  double r = mpfr_get_d(b, MPFR_RNDN);
  mpfr_clears(a, b, static_cast<mpfr_ptr>(nullptr));
  return r;
}

TEST(XlaOps, ErfIsCorrectlyRounded) {
  const std::vector<double> xs = {0.5, -1, 3, 1e-30, 0.0001, 2.5, -0.75, 1.5};
  std::string text = "HloModule e\nENTRY e {\n  a = f32[8] parameter(0)\n  b = f64[8] parameter(1)\n"
                     "  c = bf16[8] convert(a)\n  ea = f32[8] erf(a)\n  eb = f64[8] erf(b)\n  ec = bf16[8] erf(c)\n"
                     "  ROOT r = (f32[8], f64[8], bf16[8]) tuple(ea, eb, ec)\n}\n";
  TensorType f64;
  f64.elementType = ElementType::F64;
  f64.shape = {8};
  Tensor b(f64);
  std::vector<double> floats;
  for (size_t i = 0; i < xs.size(); ++i) {
    b.setFloatValue(static_cast<int64_t>(i), xs[i]);
    floats.push_back(static_cast<float>(xs[i]));
  }
  auto r = runHlo(text, {f32Tensor({8}, floats), b});
  for (size_t i = 0; i < xs.size(); ++i) {
    EXPECT_EQ(r[0].tensor().floatValue(static_cast<int64_t>(i)), mpfrErf(floats[i], 24)) << floats[i];
    EXPECT_EQ(r[1].tensor().floatValue(static_cast<int64_t>(i)), mpfrErf(xs[i], 53)) << xs[i];
    double bf = r[2].tensor().floatValue(static_cast<int64_t>(i));
    EXPECT_EQ(bf, mpfrErf(decodeFloat(ElementType::BF16, encodeFloat(ElementType::BF16, floats[i])), 8)) << xs[i];
  }
  // Special values: erf(+-inf) = +-1, erf(-0) = -0, NaN stays NaN.
  auto s = runHlo("HloModule e\nENTRY e {\n  a = f32[4] parameter(0)\n  ROOT r = f32[4] erf(a)\n}\n",
                  {f32Tensor({4}, {INFINITY, -INFINITY, -0.0, NAN})});
  EXPECT_EQ(s[0].tensor().floatValue(0), 1);
  EXPECT_EQ(s[0].tensor().floatValue(1), -1);
  EXPECT_TRUE(std::signbit(s[0].tensor().floatValue(2)));
  EXPECT_TRUE(std::isnan(s[0].tensor().floatValue(3)));
}

TEST(XlaOps, RngEdgeCasesAreXlas) {
  // b <= a: implementation-defined in XLA; hloref gives a (and marks it).
  constexpr const char* uniform = R"(HloModule r
ENTRY e {
  a = f32[] constant(2)
  b = f32[] constant(1)
  ROOT r = f32[3] rng(a, b), distribution=rng_uniform
}
)";
  EXPECT_EQ(floatsOf(runHlo(uniform, {})[0]), (std::vector<double>{2, 2, 2}));
  std::string dir = makeTempDir();
  ToolResult golden = runHloref({"golden", writeTempFile("rng.hlo", uniform), "--outputs", dir + "/g.npz"});
  EXPECT_EQ(golden.status, 0) << golden.err;
  EXPECT_NE(golden.out.find("3 implementation-defined"), std::string::npos) << golden.out;
  // A proper interval: values in [a, b).
  constexpr const char* proper = R"(HloModule r
ENTRY e {
  a = f32[] constant(1)
  b = f32[] constant(2)
  ROOT r = f32[64] rng(a, b), distribution=rng_uniform
}
)";
  for (double v : floatsOf(runHlo(proper, {})[0])) EXPECT_TRUE(v >= 1 && v < 2) << v;
  EXPECT_NE(hloError("HloModule r\nENTRY e {\n  ROOT s = u64[2] rng-get-and-update-state(), delta=4\n}\n")
                .find("unsupported: 'rng-get-and-update-state'"),
            std::string::npos);
}

TEST(XlaOps, RaggedDotGroupsRowsOrContractedIndices) {
  // Mode 1: rows of lhs by group; rhs[g] per group; rows of no group are 0.
  constexpr const char* rows = R"(HloModule r
ENTRY e {
  l = f32[4,2] parameter(0)
  r = f32[2,2,1] parameter(1)
  g = s32[2] parameter(2)
  ROOT d = f32[4,1] ragged-dot(l, r, g), lhs_contracting_dims={1}, rhs_contracting_dims={1}, lhs_ragged_dims={0}, rhs_group_dims={0}
}
)";
  auto a = runHlo(rows, {f32Tensor({4, 2}, {1, 2, 3, 4, 5, 6, 7, 8}), f32Tensor({2, 2, 1}, {1, 1, 1, -1}),
                         intTensor(ElementType::SI32, {2}, {1, 2})});
  EXPECT_EQ(floatsOf(a[0]), (std::vector<double>{3, -1, -1, 0}));
  // Mode 2: the contracted indices by group; a leading group dimension.
  constexpr const char* contracted = R"(HloModule r
ENTRY e {
  l = f32[2,3] parameter(0)
  r = f32[3,1] parameter(1)
  g = s32[2] parameter(2)
  ROOT d = f32[2,2,1] ragged-dot(l, r, g), lhs_contracting_dims={1}, rhs_contracting_dims={0}, lhs_ragged_dims={1}
}
)";
  auto b = runHlo(contracted, {f32Tensor({2, 3}, {1, 2, 3, 4, 5, 6}), f32Tensor({3, 1}, {1, 10, 100}),
                               intTensor(ElementType::SI32, {2}, {1, 2})});
  EXPECT_EQ(floatsOf(b[0]), (std::vector<double>{1, 4, 320, 650}));
}

TEST(XlaOps, ScaledDotScalesBlocks) {
  // lhs [1,2,3,4] scaled by [2, 0.5] in blocks of 2: [2,4,1.5,2]; rhs ones
  // scaled by [1, 4]: [1,1,4,4]; the dot: 2 + 4 + 6 + 8 = 20.
  constexpr const char* text = R"(HloModule s
ENTRY e {
  l = f32[1,4] parameter(0)
  r = f32[4,1] parameter(1)
  ls = f32[1,2] parameter(2)
  rs = f32[2,1] parameter(3)
  ROOT d = f32[1,1] scaled-dot(l, r, ls, rs), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
)";
  auto r = runHlo(text, {f32Tensor({1, 4}, {1, 2, 3, 4}), f32Tensor({4, 1}, {1, 1, 1, 1}), f32Tensor({1, 2}, {2, 0.5}),
                         f32Tensor({2, 1}, {1, 4})});
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{20}));
}

TEST(XlaOps, LapackPotrfKeepsTheOtherTriangle) {
  constexpr const char* text = R"(HloModule c
ENTRY e {
  a = f32[2,2]{1,0} parameter(0)
  ROOT c = (f32[2,2]{1,0}, s32[]) custom-call(a), custom_call_target="lapack_spotrf_ffi", api_version=API_VERSION_TYPED_FFI, backend_config={uplo = 76 : ui8}
}
)";
  // [[4,2],[2,5]] = L L^T with L = [[2,0],[1,2]]; the upper triangle keeps a's 2.
  auto r = runHlo(text, {f32Tensor({2, 2}, {4, 2, 2, 5})});
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{2, 2, 1, 2}));
  EXPECT_EQ(intsOf(r[1]), (std::vector<int64_t>{0}));
  // [[1,2],[2,1]] is not positive definite: the minor of order 2 fails.
  EXPECT_EQ(intsOf(runHlo(text, {f32Tensor({2, 2}, {1, 2, 2, 1})})[1]), (std::vector<int64_t>{2}));
}

// Runs @main of HLO text on its grid, the same arguments everywhere or per process.
std::vector<std::vector<Value>> runGrid(const std::string& text, std::vector<std::vector<Value>> args) {
  std::shared_ptr<Module> module = xla::parseHloText(text, "grid.hlo");
  std::unique_ptr<const Program> program = Program::loadOrThrow(module);
  return xla::runOnGrid(*program, *program->module().lookup("main"), xla::gridOf(program->module()), std::move(args),
                        RunOptions{})
      .results;
}

TEST(XlaOps, IotaReplicaGroups) {
  // [2,2]<=[2,2]T(1,0): the ids 0..3 as a 2x2 array, transposed: groups {0,2} and {1,3}.
  constexpr const char* text = R"(HloModule g, replica_count=4
add {
  a = u32[] parameter(0)
  b = u32[] parameter(1)
  ROOT s = u32[] add(a, b)
}
ENTRY e {
  r = u32[] replica-id()
  ROOT s = u32[] all-reduce(r), replica_groups=[2,2]<=[2,2]T(1,0), to_apply=add
}
)";
  auto r = runGrid(text, {{}});
  ASSERT_EQ(r.size(), 4u);
  EXPECT_EQ((std::vector<int64_t>{intsOf(r[0][0])[0], intsOf(r[1][0])[0], intsOf(r[2][0])[0], intsOf(r[3][0])[0]}),
            (std::vector<int64_t>{2, 4, 2, 4}));
  // [2,2]<=[4]: {0,1} and {2,3}.
  std::string plain = text;
  plain.replace(plain.find("[2,2]<=[2,2]T(1,0)"), 18, "[2,2]<=[4]");
  auto p = runGrid(plain, {{}});
  EXPECT_EQ((std::vector<int64_t>{intsOf(p[0][0])[0], intsOf(p[3][0])[0]}), (std::vector<int64_t>{1, 5}));
}

TEST(XlaOps, MeshReplicaGroups) {
  // mesh['x'=2,'y'=2] {'y'}: devices that differ only in y: {0,1} and {2,3};
  // {'x'}: {0,2} and {1,3}.
  std::string text = R"(HloModule g, num_partitions=4
add {
  a = u32[] parameter(0)
  b = u32[] parameter(1)
  ROOT s = u32[] add(a, b)
}
ENTRY e {
  r = u32[] partition-id()
  ROOT s = u32[] all-reduce(r), channel_id=1, replica_groups=mesh['x'=2,'y'=2] {'y'}, use_global_device_ids=true, to_apply=add
}
)";
  auto sums = [&](const std::string& t) {
    std::vector<int64_t> out;
    for (const auto& process : runGrid(t, {{}})) out.push_back(intsOf(process[0])[0]);
    return out;
  };
  EXPECT_EQ(sums(text), (std::vector<int64_t>{1, 1, 5, 5}));
  text.replace(text.find("{'y'}"), 5, "{'x'}");
  EXPECT_EQ(sums(text), (std::vector<int64_t>{2, 4, 2, 4}));
}

TEST(XlaOps, AllToAllSplitsAndConcatenatesAlongOneDimension) {
  constexpr const char* text = R"(HloModule a, replica_count=2
ENTRY e {
  x = f32[4] parameter(0)
  ROOT y = f32[4] all-to-all(x), dimensions={0}, replica_groups={{0,1}}
}
)";
  auto r = runGrid(text, {{f32Tensor({4}, {1, 2, 3, 4})}, {f32Tensor({4}, {5, 6, 7, 8})}});
  EXPECT_EQ(floatsOf(r[0][0]), (std::vector<double>{1, 2, 5, 6}));
  EXPECT_EQ(floatsOf(r[1][0]), (std::vector<double>{3, 4, 7, 8}));
}

TEST(XlaOps, RaggedAllToAllOfThePersianSeed) {
  constexpr const char* text = R"(HloModule r, replica_count=2
ENTRY e {
  input = f32[3] parameter(0)
  output = f32[4] parameter(1)
  input_offsets = s32[2] parameter(2)
  send_sizes = s32[2] parameter(3)
  output_offsets = s32[2] parameter(4)
  recv_sizes = s32[2] parameter(5)
  ROOT r = f32[4] ragged-all-to-all(input, output, input_offsets, send_sizes, output_offsets, recv_sizes), replica_groups={{0,1}}
}
)";
  auto s32 = [](std::vector<int64_t> v) { return Value(intTensor(ElementType::SI32, {2}, v)); };
  std::vector<Value> replica0 = {f32Tensor({3}, {1, 2, 2}), f32Tensor({4}, {0, 0, 0, 0}), s32({0, 1}), s32({1, 2}),
                                 s32({0, 0}), s32({1, 1})};
  std::vector<Value> replica1 = {f32Tensor({3}, {3, 4, 0}), f32Tensor({4}, {0, 0, 0, 0}), s32({0, 1}), s32({1, 1}),
                                 s32({1, 2}), s32({2, 1})};
  auto r = runGrid(text, {replica0, replica1});
  EXPECT_EQ(floatsOf(r[0][0]), (std::vector<double>{1, 3, 0, 0}));
  EXPECT_EQ(floatsOf(r[1][0]), (std::vector<double>{2, 2, 4, 0}));
}

TEST(XlaOps, AllToAllTupleFormSendsOperandIToProcessI) {
  constexpr const char* text = R"(HloModule a, replica_count=2
ENTRY e {
  x = f32[2] parameter(0)
  y = f32[2] parameter(1)
  ROOT t = (f32[2], f32[2]) all-to-all(x, y), replica_groups={{0,1}}
}
)";
  auto r = runGrid(text, {{f32Tensor({2}, {1, 2}), f32Tensor({2}, {3, 4})}, {f32Tensor({2}, {5, 6}), f32Tensor({2}, {7, 8})}});
  EXPECT_EQ(floatsOf(r[0][0]), (std::vector<double>{1, 2}));
  EXPECT_EQ(floatsOf(r[0][1]), (std::vector<double>{5, 6}));
  EXPECT_EQ(floatsOf(r[1][0]), (std::vector<double>{3, 4}));
  EXPECT_EQ(floatsOf(r[1][1]), (std::vector<double>{7, 8}));
}

TEST(XlaOps, SendRecvAndTheirDoneHalves) {
  // Two partitions swap their values through send/recv on one channel.
  constexpr const char* text = R"(HloModule sr, num_partitions=2
ENTRY e {
  x = f32[2] parameter(0)
  t = token[] after-all()
  s = (f32[2], u32[], token[]) send(x, t), channel_id=1, frontend_attributes={_xla_send_recv_source_target_pairs="{{0,1},{1,0}}"}
  r = (f32[2], u32[], token[]) recv(t), channel_id=1, frontend_attributes={_xla_send_recv_source_target_pairs="{{0,1},{1,0}}"}
  sd = token[] send-done(s), channel_id=1
  rd = (f32[2], token[]) recv-done(r), channel_id=1
  ROOT d = f32[2] get-tuple-element(rd), index=0
}
)";
  auto r = runGrid(text, {{f32Tensor({2}, {1, 2})}, {f32Tensor({2}, {3, 4})}});
  EXPECT_EQ(floatsOf(r[0][0]), (std::vector<double>{3, 4}));
  EXPECT_EQ(floatsOf(r[1][0]), (std::vector<double>{1, 2}));
}

TEST(XlaOps, DynamicReshapeTakesScalarSizes) {
  constexpr const char* text = R"(HloModule d
ENTRY e {
  x = f32[6] parameter(0)
  a = s32[] constant(2)
  b = s32[] constant(3)
  ROOT r = f32[<=6,<=6] dynamic-reshape(x, a, b)
}
)";
  auto r = runHlo(text, {f32Tensor({6}, {1, 2, 3, 4, 5, 6})});
  EXPECT_EQ(r[0].tensor().shape(), (Shape{2, 3}));
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{1, 2, 3, 4, 5, 6}));
}

TEST(XlaOps, DeclaredTypesAreCheckedWhenTheyRun) {
  // Nothing checks xla.* ops statically: each checks what it is given and
  // returns, so a wrong declaration is an error, not a bad read later.
  auto error = [](const std::string& text, std::vector<Value> args) -> std::string {
    try {
      runHlo(text, std::move(args));
    } catch (const Error& e) {
      return e.what();
    }
    return "";
  };
  // The callee returns f32[3] where the call declares f32[2].
  EXPECT_NE(error(R"(HloModule c
f {
  p = f32[2] parameter(0)
  ROOT q = f32[3] pad(p, z), padding=0_1
  z = f32[] constant(0)
}
ENTRY e {
  x = f32[2] parameter(0)
  c = f32[2] call(x), to_apply=f
  ROOT n = f32[2] negate(c)
}
)",
                  {f32Tensor({2}, {1, 2})})
                .find("has results from @f of types (tensor<3xf32>) where (tensor<2xf32>) are declared"),
            std::string::npos);
  // A fusion passing f32[2] to a parameter declared f32[4].
  EXPECT_NE(error(R"(HloModule c
f {
  p = f32[4] parameter(0)
  ROOT n = f32[4] negate(p)
}
ENTRY e {
  x = f32[2] parameter(0)
  ROOT c = f32[4] fusion(x), kind=kLoop, calls=f
}
)",
                  {f32Tensor({2}, {1, 2})})
                .find("has arguments for @f of types (tensor<2xf32>)"),
            std::string::npos);
  // ragged-dot with a contracting dimension out of range.
  EXPECT_NE(error(R"(HloModule r
ENTRY e {
  l = f32[4,2] parameter(0)
  r = f32[2,2,1] parameter(1)
  g = s32[2] parameter(2)
  ROOT d = f32[4,1] ragged-dot(l, r, g), lhs_contracting_dims={5}, rhs_contracting_dims={1}, lhs_ragged_dims={0}, rhs_group_dims={0}
}
)",
                  {f32Tensor({4, 2}, std::vector<double>(8, 1)), f32Tensor({2, 2, 1}, std::vector<double>(4, 1)),
                   intTensor(ElementType::SI32, {2}, {1, 2})})
                .find("not distinct dimensions"),
            std::string::npos);
}

TEST(XlaGrid, ModulesRunOnTheGridTheyDeclare) {
  // StableHLO's mhlo.num_partitions: partitions swap their values.
  std::string mlir = writeTempFile("grid.mlir", R"(module attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
)");
  ToolResult perProcess =
      runHloref({"run", mlir, "--args", "[dense<[1.0, 2.0]> : tensor<2xf32>, dense<[10.0, 20.0]> : tensor<2xf32>]"});
  ASSERT_EQ(perProcess.status, 0) << perProcess.err;
  EXPECT_EQ(perProcess.out,
            "// process (0, 0)\ndense<[1.000000e+01, 2.000000e+01]> : tensor<2xf32>\n"
            "// process (0, 1)\ndense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>\n");
  // HLO's replica_count, the inputs replicated: each adds its replica id, then all sum.
  std::string hlo = writeTempFile("grid.hlo", R"(HloModule g, replica_count=2
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[2] parameter(0)
  r = u32[] replica-id()
  rf = f32[] convert(r)
  rb = f32[2] broadcast(rf), dimensions={}
  y = f32[2] add(x, rb)
  ROOT s = f32[2] all-reduce(y), replica_groups={}, to_apply=add
}
)");
  std::string dir = makeTempDir();
  ToolResult replicated = runHloref({"run", hlo, "--args", "[dense<[1.0, 2.0]> : tensor<2xf32>]", "--outputs", dir + "/o.npz"});
  ASSERT_EQ(replicated.status, 0) << replicated.err;
  EXPECT_EQ(replicated.out,
            "// process (0, 0)\ndense<[3.000000e+00, 5.000000e+00]> : tensor<2xf32>\n"
            "// process (1, 0)\ndense<[3.000000e+00, 5.000000e+00]> : tensor<2xf32>\n");
  EXPECT_NE(readAll(dir + "/o.npz").find("process1_result0.npy"), std::string::npos);
  // Three argument lists for two processes is an error.
  ToolResult wrong = runHloref({"run", hlo, "--args", "[dense<1.0> : tensor<2xf32>, dense<1.0> : tensor<2xf32>, "
                                                      "dense<1.0> : tensor<2xf32>]"});
  EXPECT_EQ(wrong.status, 2);
  EXPECT_NE(wrong.err.find("give 1 (for all) or 2 (for each, in process order), not 3"), std::string::npos) << wrong.err;
}

}  // namespace
}  // namespace hloref::testing
