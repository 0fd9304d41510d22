// The parser and printer: types, constants in every form, custom op forms,
// and round trips (print in generic form, parse again, print the same).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "core/diagnostic.h"
#include "core/float_format.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "run_tool.h"

namespace hloref {
namespace {

Tensor constant(const std::string& literal) {
  std::vector<Value> v = parseValueList(literal, "test");
  EXPECT_EQ(v.size(), 1u);
  return v.front().tensor();
}

TEST(ParserTypes, EveryElementTypeParsesAndPrints) {
  const char* names[] = {"i1", "i2", "i4", "i8", "i16", "i32", "i64", "ui2", "ui4", "ui8", "ui16", "ui32", "ui64",
                         "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3FN", "f8E4M3FNUZ",
                         "f8E4M3B11FNUZ", "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU", "bf16", "f16", "tf32", "f32", "f64",
                         "complex<f32>", "complex<f64>", "index"};
  for (const char* n : names) {
    std::string text = std::string("tensor<2x?x3x") + n + ">";
    Type t = parseType(text, "test");
    EXPECT_EQ(t.str(), text);
  }
  EXPECT_EQ(parseType("tensor<si8>", "test").str(), "tensor<i8>");  // the spec's spelling
}

TEST(ParserTypes, QuantizedBoundsTokensTuples) {
  Type q = parseType("tensor<2x!quant.uniform<i8<-100:100>:f32:1, {0.5:-3,2.0:4}>>", "test");
  ASSERT_TRUE(q.tensorType().isQuantized());
  const QuantParams& p = *q.tensorType().quant;
  EXPECT_EQ(p.storageMin, -100);
  EXPECT_EQ(p.storageMax, 100);
  EXPECT_EQ(p.quantizationDimension, 1);
  EXPECT_EQ(p.scales, (std::vector<double>{0.5, 2.0}));
  EXPECT_EQ(p.zeroPoints, (std::vector<int64_t>{-3, 4}));
  Type perTensor = parseType("tensor<!quant.uniform<ui8:f16, 1.5>>", "test");
  EXPECT_EQ(perTensor.tensorType().quant->zeroPoints, (std::vector<int64_t>{0}));
  EXPECT_EQ(perTensor.tensorType().quant->storageMax, 255);
  Type b = parseType("tensor<?x4xf32, #stablehlo.bounds<8, ?>>", "test");
  EXPECT_EQ(b.tensorType().bounds, (Shape{8, kDynamic}));
  EXPECT_EQ(b.str(), "tensor<?x4xf32, #stablehlo.bounds<8, ?>>");
  Type ext = parseType("tensor<?xf32, #stablehlo.type_extensions<bounds = [4]>>", "test");
  EXPECT_EQ(ext.tensorType().bounds, (Shape{4}));
  EXPECT_TRUE(parseType("!stablehlo.token", "test").isToken());
  Type tup = parseType("tuple<tensor<f32>, tuple<!stablehlo.token>>", "test");
  ASSERT_TRUE(tup.isTuple());
  EXPECT_EQ(tup.str(), "tuple<tensor<f32>, tuple<!stablehlo.token>>");
  EXPECT_THROW(parseType("tensor<2xf33>", "test"), Error);
  EXPECT_THROW(parseType("tensor<2x3xf32, #stablehlo.bounds<1>>", "test"), Error);
}

TEST(ParserConstants, NestedSplatAndEmpty) {
  Tensor t = constant("dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>");
  EXPECT_EQ(t.intValue(5), 6);
  Tensor splat = constant("dense<7> : tensor<2x2xi8>");
  for (int i = 0; i < 4; ++i) EXPECT_EQ(splat.intValue(i), 7);
  EXPECT_EQ(constant("dense<> : tensor<0x3xf32>").numElements(), 0);
  EXPECT_THROW(constant("dense<[[1, 2], [3]]> : tensor<2x2xi32>"), Error);
}

TEST(ParserConstants, IntegersDecimalHexAndRanges) {
  Tensor t = constant("dense<[-128, 127, 0x7F, 255]> : tensor<4xi8>");
  EXPECT_EQ(t.intValue(0), -128);
  EXPECT_EQ(t.intValue(2), 127);
  EXPECT_EQ(t.intValue(3), -1);  // i8 is signless in MLIR text: 255 is the bit pattern of -1
  Tensor u = constant("dense<[0, 18446744073709551615]> : tensor<2xui64>");
  EXPECT_EQ(u.intBits(1), ~uint64_t{0});
  Tensor s2 = constant("dense<[-2, 1]> : tensor<2xi2>");
  EXPECT_EQ(s2.intValue(0), -2);
  EXPECT_THROW(constant("dense<-1> : tensor<ui8>"), Error);
  EXPECT_THROW(constant("dense<256> : tensor<ui8>"), Error);
  EXPECT_THROW(constant("dense<4> : tensor<i2>"), Error);
  Tensor b = constant("dense<[true, false, 1]> : tensor<3xi1>");
  EXPECT_EQ(b.intBits(0), 1u);
  EXPECT_EQ(b.intBits(1), 0u);
  EXPECT_EQ(b.intBits(2), 1u);
}

TEST(ParserConstants, FloatsDecimalSpecialAndBitPatterns) {
  Tensor t = constant("dense<[1.5, -0.0, inf, -inf, nan, 0x7FC00001, 1e-45, 3.4028235e38]> : tensor<8xf32>");
  EXPECT_EQ(t.floatValue(0), 1.5);
  EXPECT_TRUE(std::signbit(t.floatValue(1)));
  EXPECT_EQ(t.floatValue(2), INFINITY);
  EXPECT_EQ(t.floatValue(3), -INFINITY);
  EXPECT_TRUE(std::isnan(t.floatValue(4)));
  EXPECT_EQ(t.floatBits(5), 0x7FC00001u);
  EXPECT_EQ(t.floatBits(6), 1u);  // the smallest subnormal
  EXPECT_EQ(t.floatBits(7), 0x7F7FFFFFu);
  // A decimal exactly halfway between two f16 values rounds to even, once.
  Tensor h = constant("dense<[1.00048828125, 1.00146484375]> : tensor<2xf16>");
  EXPECT_EQ(h.floatBits(0), 0x3C00u);
  EXPECT_EQ(h.floatBits(1), 0x3C02u);
  Tensor f8 = constant("dense<[448.0, 0x7F]> : tensor<2xf8E4M3FN>");
  EXPECT_EQ(f8.floatBits(0), 0x7Eu);
  EXPECT_TRUE(std::isnan(f8.floatValue(1)));
  EXPECT_THROW(constant("dense<1.2.3> : tensor<f32>"), Error);
  EXPECT_THROW(constant("dense<0x1FF> : tensor<f8E5M2>"), Error);
}

TEST(ParserConstants, ComplexAndHexBlobs) {
  Tensor c = constant("dense<[(1.0, -2.0), (0.5, 0.25)]> : tensor<2xcomplex<f32>>");
  EXPECT_EQ(c.complexValue(0), std::complex<double>(1.0, -2.0));
  EXPECT_EQ(c.complexValue(1), std::complex<double>(0.5, 0.25));
  // Little-endian raw storage, as JAX exports large constants.
  Tensor f = constant("dense<\"0x0000803F00000040\"> : tensor<2xf32>");
  EXPECT_EQ(f.floatValue(0), 1.0);
  EXPECT_EQ(f.floatValue(1), 2.0);
  Tensor splat = constant("dense<\"0x0100\"> : tensor<3xi16>");
  EXPECT_EQ(splat.intValue(2), 1);
  Tensor bf = constant("dense<\"0x803F\"> : tensor<bf16>");
  EXPECT_EQ(bf.floatValue(0), 1.0);
  Tensor neg = constant("dense<\"0xFF\"> : tensor<2xi8>");
  EXPECT_EQ(neg.intValue(1), -1);
  EXPECT_THROW(constant("dense<\"0x00803F\"> : tensor<f32>"), Error);
  EXPECT_THROW(constant("dense<\"12\"> : tensor<i8>"), Error);
}

TEST(ParserConstants, ArgsListForms) {
  EXPECT_EQ(parseValueList("[]", "args").size(), 0u);
  EXPECT_EQ(parseValueList("[dense<1> : tensor<i32>, dense<[1.0, 2.0]> : tensor<2xf64>]", "args").size(), 2u);
  EXPECT_EQ(parseValueList("dense<1> : tensor<i32>", "args").size(), 1u);
  EXPECT_THROW(parseValueList("[dense<1> : tensor<i32>] trailing", "args"), Error);
}

const char* kModule = R"mlir(
#loc1 = loc("program.py":3:4)
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32> {jax.arg_info = "x", mhlo.sharding = "{replicated}"},
                         %arg1: tensor<3xi32>) -> (tensor<3x2xf32> {jax.result_info = ""}) {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32> loc(#loc1)
    %1 = stablehlo.compare  LT, %arg1, %arg1,  SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %2:2 = stablehlo.optimization_barrier %0, %1 : tensor<3x2xf32>, tensor<3xi1>
    %3 = stablehlo.slice %arg0 [0:2, 1:3:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %4 = "stablehlo.reduce"(%arg0, %cst) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %5 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %5 : tensor<f32>
    }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %7 = func.call @helper(%2#0) : (tensor<3x2xf32>) -> tensor<3x2xf32>
    return %7 : tensor<3x2xf32>
  }
  func.func private @helper(%x: tensor<3x2xf32>) -> tensor<3x2xf32> {
    %0 = stablehlo.convolution(%x, %x) dim_numbers = [b, f]x[o, i]->[b, f], window = {stride = [], pad = [], lhs_dilate = [], rhs_dilate = []} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x3xf32>
    %1 = "stablehlo.gather"(%x, %x) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1,>, slice_sizes = array<i64: 1, 2>} : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    func.return %x : tensor<3x2xf32>
  }
}
#loc2 = loc("other.py":1:1)
)mlir";

TEST(ParserModules, JaxStyleModuleWithCustomForms) {
  auto m = parseModule(kModule, "jax.mlir");
  ASSERT_EQ(m->funcs.size(), 2u);
  EXPECT_EQ(m->name, "jit_f");
  const Func& main = *m->funcs[0];
  EXPECT_EQ(main.name, "main");
  EXPECT_FALSE(main.isPrivate);
  EXPECT_TRUE(m->funcs[1]->isPrivate);
  const auto& ops = main.body.blocks[0].ops;
  ASSERT_GE(ops.size(), 8u);
  EXPECT_EQ(ops[1].name, "stablehlo.transpose");
  EXPECT_EQ(*asIntList(*ops[1].attr("permutation")), (std::vector<int64_t>{1, 0}));
  EXPECT_EQ(ops[2].attr("comparison_direction")->text, "LT");
  EXPECT_EQ(ops[2].attr("compare_type")->text, "SIGNED");
  EXPECT_EQ(ops[3].results.size(), 2u);
  EXPECT_EQ(*asIntList(*ops[4].attr("strides")), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(*asIntList(*ops[4].attr("limit_indices")), (std::vector<int64_t>{2, 3}));
  ASSERT_EQ(ops[6].regions.size(), 1u);
  EXPECT_EQ(ops[6].regions[0].blocks[0].ops[0].name, "stablehlo.maximum");
  EXPECT_EQ(ops[7].attr("callee")->text, "helper");
  const auto& helperOps = m->funcs[1]->body.blocks[0].ops;
  const Attribute* dims = helperOps[0].attr("dimension_numbers");
  ASSERT_NE(dims, nullptr);
  EXPECT_EQ(asInt(*dims->field("input_feature_dimension")), 1);
  EXPECT_EQ(asInt(*dims->field("kernel_output_feature_dimension")), 0);
  const Attribute* gather = helperOps[1].attr("dimension_numbers");
  EXPECT_EQ(*asIntList(*gather->field("start_index_map")), (std::vector<int64_t>{0}));
}

TEST(ParserModules, GenericPrintRoundTrips) {
  auto m = parseModule(kModule, "jax.mlir");
  std::string once = moduleString(*m);
  auto again = parseModule(once, "printed.mlir");
  std::string twice = moduleString(*again);
  EXPECT_EQ(once, twice);
  EXPECT_NE(once.find("\"stablehlo.transpose\"("), std::string::npos);
}

TEST(ParserModules, ValuesRoundTripThroughThePrinter) {
  const char* literals[] = {
      "dense<[true, false]> : tensor<2xi1>",
      "dense<[-8, 7]> : tensor<2xi4>",
      "dense<[0, 18446744073709551615]> : tensor<2xui64>",
      "dense<[1.000000e+00, 1.000977e+00]> : tensor<2xf16>",
      "dense<[0x7FC00000, 0xFF800000, 1.401298e-45]> : tensor<3xf32>",
      "dense<[1.000000e-01, 3.333333333333333e-01]> : tensor<2xf64>",
      "dense<[(1.000000e+00,-2.500000e-01)]> : tensor<1xcomplex<f64>>",
      "dense<[4.480000e+02, -2.000000e+00]> : tensor<2xf8E4M3FN>",
      "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>",
      "dense<5> : tensor<3x3xi32>",
      "dense<> : tensor<0x2xbf16>",
  };
  for (const char* text : literals) {
    Tensor t = constant(text);
    std::string printed = valueString(Value(t));
    Tensor back = constant(printed);
    ASSERT_EQ(back.byteSize(), t.byteSize()) << text;
    EXPECT_EQ(std::memcmp(back.bytes(), t.bytes(), static_cast<size_t>(t.byteSize())), 0) << text << " -> " << printed;
  }
  EXPECT_EQ(valueString(Value(constant("dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>"))),
            "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>");
}

TEST(ParserModules, SplitInputFileKeepsLineNumbers) {
  std::string text = "func.func @a() {\n  func.return\n}\n// -----\nfunc.func @b() {\n  %0 = stablehlo.abs %1 : tensor<f32>\n}\n";
  auto chunks = splitInputFile(text);
  ASSERT_EQ(chunks.size(), 2u);
  EXPECT_EQ(chunks[1].firstLine, 5);
  try {
    parseModule(chunks[1].text, "f.mlir", chunks[1].firstLine);
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_EQ(e.location().line, 6);
  }
}

TEST(ParserModules, SparseEncodingRunsDenseWithWarning) {
  const char* text = R"mlir(
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @main(%arg0: tensor<2x2xf32, #CSR>) -> tensor<2x2xf32> {
  %0 = stablehlo.add %arg0, %arg0 : (tensor<2x2xf32, #CSR>, tensor<2x2xf32, #CSR>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}
)mlir";
  auto m = parseModule(text, "sparse.mlir");
  EXPECT_TRUE(m->funcs[0]->inputs[0].tensorType().sparse);
  std::string path = testing::writeTempFile("sparse.mlir", text);
  testing::ToolResult r = testing::runHloref({"run", path, "--args", "[dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>]"});
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "dense<[[2.000000e+00, 4.000000e+00], [6.000000e+00, 8.000000e+00]]> : tensor<2x2xf32>\n");
  EXPECT_NE(r.err.find("warning"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace hloref

namespace hloref {
namespace {

TEST(ParserModules, ShardyMeshAndEmptyBarrier) {
  const char* text = R"mlir(
module @jit_g attributes {mhlo.num_partitions = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]>
  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    stablehlo.optimization_barrier()
    %0 = stablehlo.optimization_barrier %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
)mlir";
  auto m = parseModule(text, "sdy.mlir");
  ASSERT_EQ(m->funcs.size(), 1u);
  // The mesh is kept with the module (interpreter/dialects/sdy.cpp reads it).
  EXPECT_TRUE(m->warnings.empty());
  ASSERT_EQ(m->ops.size(), 1u);
  EXPECT_EQ(m->ops[0].name, "sdy.mesh");
  EXPECT_NE(m->lookupOp("sdy.mesh", "mesh"), nullptr);
  EXPECT_EQ(m->funcs[0]->body.blocks[0].ops.size(), 3u);
}

}  // namespace
}  // namespace hloref
