// Tests of quantize / dequantize (spec: Notation > Quantization computations)
// and to_destination_type (each of its branches),
// on their edge cases: ties to even, clamping to [storage_min, storage_max]
// (narrower than the storage type too), per-axis quantization along each
// dimension, differences that overflow the storage type, the run-time size
// of a `?` quantization dimension; and the checker's diagnostics of invalid
// quantized programs, one per kind of quantized constraint the ops state.
// Expected values are worked out by hand from the spec's formulas (noted per
// case).
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "core/float_format.h"
#include "interpreter/quantization.h"
#include "run_tool.h"

namespace hloref {
namespace {

using ET = ElementType;

std::shared_ptr<const QuantParams> params(ET storage, ET expressed, std::vector<double> scales,
                                          std::vector<int64_t> zeroPoints, std::optional<int64_t> dimension = {},
                                          std::optional<std::pair<int64_t, int64_t>> range = {}) {
  auto q = std::make_shared<QuantParams>();
  q->storageType = storage;
  q->expressedType = expressed;
  int bits = bitWidth(storage);
  if (isSignedInteger(storage)) {
    q->storageMin = bits >= 64 ? std::numeric_limits<int64_t>::min() : -(int64_t{1} << (bits - 1));
    q->storageMax = bits >= 64 ? std::numeric_limits<int64_t>::max() : (int64_t{1} << (bits - 1)) - 1;
  } else {
    q->storageMin = 0;
    q->storageMax = bits >= 63 ? std::numeric_limits<int64_t>::max() : (int64_t{1} << bits) - 1;
  }
  if (range) {
    q->storageMin = range->first;
    q->storageMax = range->second;
  }
  q->quantizationDimension = dimension;
  q->scales = std::move(scales);
  q->zeroPoints = std::move(zeroPoints);
  return q;
}

TensorType quantizedType(Shape shape, std::shared_ptr<const QuantParams> q) {
  TensorType t;
  t.shape = std::move(shape);
  t.elementType = q->storageType;
  t.quant = std::move(q);
  return t;
}

Tensor floats(Shape shape, ET et, const std::vector<double>& values) {
  TensorType t;
  t.shape = std::move(shape);
  t.elementType = et;
  Tensor x(t);
  for (size_t i = 0; i < values.size(); ++i) x.setFloatValue(static_cast<int64_t>(i), values[i]);
  return x;
}

Tensor storage(const TensorType& type, const std::vector<int64_t>& values) {
  Tensor x(type);
  for (size_t i = 0; i < values.size(); ++i) x.setIntBits(static_cast<int64_t>(i), static_cast<uint64_t>(values[i]));
  return x;
}

std::vector<int64_t> ints(const Tensor& t) {
  std::vector<int64_t> r;
  for (int64_t i = 0; i < t.numElements(); ++i) r.push_back(t.intValue(i));
  return r;
}

std::vector<double> values(const Tensor& t) {
  std::vector<double> r;
  for (int64_t i = 0; i < t.numElements(); ++i) r.push_back(t.floatValue(i));
  return r;
}

// ---------------------------------------------------------------------------
// quantize

TEST(Quantize, TiesRoundToNearestEven) {
  // scale 1, zero point 0: x_rounded = round_nearest_even(x).
  auto type = quantizedType({8}, params(ET::SI8, ET::F32, {1.0}, {0}));
  Tensor r = quantize(floats({8}, ET::F32, {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2.4999998, 3.5}), type);
  EXPECT_EQ(ints(r), (std::vector<int64_t>{0, 2, 2, 0, -2, -2, 2, 4}));
  EXPECT_EQ(r.type(), type);
}

TEST(Quantize, TiesAfterScaleAndZeroPoint) {
  // scale 0.5, zero point 3: x / 0.5 + 3. 0.25 -> 0.5 + 3 = 3.5 -> 4;
  // 0.75 -> 1.5 + 3 = 4.5 -> 4; -0.25 -> -0.5 + 3 = 2.5 -> 2.
  auto type = quantizedType({3}, params(ET::SI8, ET::F32, {0.5}, {3}));
  EXPECT_EQ(ints(quantize(floats({3}, ET::F32, {0.25, 0.75, -0.25}), type)), (std::vector<int64_t>{4, 4, 2}));
}

TEST(Quantize, ClampsToStorageRange) {
  auto type = quantizedType({4}, params(ET::SI8, ET::F32, {0.5}, {-10}));
  // 100 / 0.5 - 10 = 190 -> 127; -100 / 0.5 - 10 = -210 -> -128; inf -> 127.
  Tensor r = quantize(floats({4}, ET::F32, {100, -100, INFINITY, -INFINITY}), type);
  EXPECT_EQ(ints(r), (std::vector<int64_t>{127, -128, 127, -128}));
}

TEST(Quantize, ClampsToNarrowStorageMinMax) {
  // i8<-10:10>: clamp(-10, x / 2 + 1, 10) before rounding.
  auto type = quantizedType({5}, params(ET::SI8, ET::F32, {2.0}, {1}, {}, std::pair<int64_t, int64_t>{-10, 10}));
  Tensor r = quantize(floats({5}, ET::F32, {100, -100, 17.0, 19.2, -23.0}), type);
  // 17 / 2 + 1 = 9.5 -> 10 (tie to even); 19.2 / 2 + 1 = 10.6 -> clamped 10;
  // -23 / 2 + 1 = -10.5 -> clamped -10.
  EXPECT_EQ(ints(r), (std::vector<int64_t>{10, -10, 10, 10, -10}));
  // u8<2:9> with zero point 5.
  auto u = quantizedType({4}, params(ET::UI8, ET::F32, {1.0}, {5}, {}, std::pair<int64_t, int64_t>{2, 9}));
  EXPECT_EQ(ints(quantize(floats({4}, ET::F32, {-10, 10, 0.5, -2.5}), u)), (std::vector<int64_t>{2, 9, 6, 2}));
}

TEST(Quantize, ArithmeticInTheExpressedType) {
  // f32, scale 0.1: 0.3f / 0.1f = 3.00000007... rounds to 3 in f32 -> 3.
  // 0.35f / 0.1f = 3.4999998882... rounds to 3.5 in f32 (the exact quotient
  // would give 3), and the tie goes to even -> 4.
  auto f32 = quantizedType({2}, params(ET::SI8, ET::F32, {0.1}, {0}));
  EXPECT_EQ(ints(quantize(floats({2}, ET::F32, {0.3, 0.35}), f32)), (std::vector<int64_t>{3, 4}));
  // f16 expressed type: scale 0.1 is 0.0999755859375 in f16; 25 / that =
  // 250.0610... rounds in f16 to 250 -> 250 - 128 = 122 after zero point -128.
  auto f16 = quantizedType({1}, params(ET::SI8, ET::F16, {0.1}, {-128}));
  EXPECT_EQ(ints(quantize(floats({1}, ET::F16, {25.0}), f16)), (std::vector<int64_t>{122}));
}

TEST(Quantize, ConvertedBoundsRoundInTheExpressedType) {
  // bf16 has 8 bits of precision: storage_max 259 converts to 260 (the tie
  // 259 between 258 and 260 goes to even), so clamp(., x, 260) keeps 260:
  // the spec's formula stores a value above storage_max (#1406 leaves it open).
  auto type = quantizedType({1}, params(ET::SI16, ET::BF16, {1.0}, {0}, {}, std::pair<int64_t, int64_t>{0, 259}));
  EXPECT_EQ(ints(quantize(floats({1}, ET::BF16, {1000.0}), type)), (std::vector<int64_t>{260}));
  // i32 storage with f32: converted_max = 2^31, which the storage type cannot
  // hold; the convert saturates (implementation-defined, as convert does).
  auto i32 = quantizedType({2}, params(ET::SI32, ET::F32, {1.0}, {0}));
  EXPECT_EQ(ints(quantize(floats({2}, ET::F32, {1e10, -1e10}), i32)),
            (std::vector<int64_t>{2147483647, -2147483648LL}));
}

TEST(Quantize, NanGivesZeroLikeConvert) {
  auto type = quantizedType({1}, params(ET::SI8, ET::F32, {1.0}, {5}));
  EXPECT_EQ(ints(quantize(floats({1}, ET::F32, {NAN}), type)), (std::vector<int64_t>{0}));
}

TEST(Quantize, PerAxisAlongEachDimension) {
  // A 2x3 tensor of ones times its element index: x[i, j] = 3 i + j.
  std::vector<double> x = {0, 1, 2, 3, 4, 5};
  // Along dimension 0: scales [1, 0.5], zero points [0, 10].
  auto along0 = quantizedType({2, 3}, params(ET::SI8, ET::F32, {1.0, 0.5}, {0, 10}, 0));
  EXPECT_EQ(ints(quantize(floats({2, 3}, ET::F32, x), along0)), (std::vector<int64_t>{0, 1, 2, 16, 18, 20}));
  // Along dimension 1: scales [1, 2, 4], zero points [0, 1, -1]:
  // x / scale[j] + zp[j]: [0, 1.5->2, -0.5->0, 3, 3, 0.25->0].
  auto along1 = quantizedType({2, 3}, params(ET::SI8, ET::F32, {1.0, 2.0, 4.0}, {0, 1, -1}, 1));
  EXPECT_EQ(ints(quantize(floats({2, 3}, ET::F32, x), along1)), (std::vector<int64_t>{0, 2, 0, 3, 3, 0}));
  // Rank 3, along the middle dimension of 2x2x2: scale[j] = j + 1.
  std::vector<double> y = {1, 2, 3, 4, 5, 6, 7, 8};
  auto middle = quantizedType({2, 2, 2}, params(ET::SI8, ET::F32, {1.0, 2.0}, {0, 0}, 1));
  // [1, 2, 3/2->2, 4/2=2, 5, 6, 7/2->4, 8/2=4]
  EXPECT_EQ(ints(quantize(floats({2, 2, 2}, ET::F32, y), middle)), (std::vector<int64_t>{1, 2, 2, 2, 5, 6, 4, 4}));
  // The last dimension of a 2x2x2.
  auto last = quantizedType({2, 2, 2}, params(ET::SI8, ET::F32, {1.0, 2.0}, {0, 0}, 2));
  EXPECT_EQ(ints(quantize(floats({2, 2, 2}, ET::F32, y), last)), (std::vector<int64_t>{1, 1, 3, 2, 5, 3, 7, 4}));
}

TEST(Quantize, PerAxisLongWalk) {
  // More elements than one chunk of the walk: 3 x 700 along dimension 0.
  std::vector<double> x(2100, 1.0);
  auto type = quantizedType({3, 700}, params(ET::SI16, ET::F32, {1.0, 0.5, 0.25}, {0, 0, 0}, 0));
  std::vector<int64_t> r = ints(quantize(floats({3, 700}, ET::F32, x), type));
  for (int64_t i = 0; i < 2100; ++i) ASSERT_EQ(r[i], int64_t{1} << (i / 700)) << i;
}

// ---------------------------------------------------------------------------
// dequantize

TEST(Dequantize, PerTensor) {
  auto type = quantizedType({4}, params(ET::SI8, ET::F32, {0.5}, {-3}));
  // (i - zero_point) * scale.
  Tensor r = dequantize(storage(type, {-3, 0, 127, -128}), type);
  EXPECT_EQ(r.elementType(), ET::F32);
  EXPECT_FALSE(r.type().isQuantized());
  EXPECT_EQ(values(r), (std::vector<double>{0, 1.5, 65, -62.5}));
}

TEST(Dequantize, DifferenceBeyondTheStorageType) {
  // -128 - 127 = -255 does not fit i8; the value is (i - zero_point) * scale.
  auto type = quantizedType({2}, params(ET::SI8, ET::F32, {1.0}, {127}));
  EXPECT_EQ(values(dequantize(storage(type, {-128, 127}), type)), (std::vector<double>{-255, 0}));
  // i64 storage: 2^63 - 1 - (-2^63) = 2^64 - 1 rounds once to 2^64 in f32 and f64.
  auto wide = quantizedType({1}, params(ET::SI64, ET::F64, {1.0}, {std::numeric_limits<int64_t>::min()}));
  EXPECT_EQ(values(dequantize(storage(wide, {std::numeric_limits<int64_t>::max()}), wide)),
            (std::vector<double>{18446744073709551616.0}));
  auto wide32 = quantizedType({1}, params(ET::SI64, ET::F32, {1.0}, {0}));
  // 2^53 + 1 ... : 9007199254740993 rounds in f32 to 9007199254740992.
  EXPECT_EQ(values(dequantize(storage(wide32, {9007199254740993LL}), wide32)),
            (std::vector<double>{9007199254740992.0}));
}

TEST(Dequantize, ScaleIsAConstantOfTheExpressedType) {
  // 0.1 as f32 is 0.100000001490116...; 3 * that rounded to f32.
  auto type = quantizedType({1}, params(ET::SI8, ET::F32, {0.1}, {0}));
  EXPECT_EQ(values(dequantize(storage(type, {3}), type))[0], static_cast<double>(3.0f * 0.1f));
  auto f64 = quantizedType({1}, params(ET::SI8, ET::F64, {0.1}, {0}));
  EXPECT_EQ(values(dequantize(storage(f64, {3}), f64))[0], 3 * 0.1);
}

TEST(Dequantize, PerAxisAlongEachDimension) {
  auto along0 = quantizedType({2, 2}, params(ET::UI8, ET::F32, {1.0, 0.25}, {10, 0}, 0));
  EXPECT_EQ(values(dequantize(storage(along0, {10, 12, 4, 255}), along0)),
            (std::vector<double>{0, 2, 1, 63.75}));
  auto along1 = quantizedType({2, 2}, params(ET::UI8, ET::F32, {1.0, 0.25}, {10, 0}, 1));
  EXPECT_EQ(values(dequantize(storage(along1, {10, 12, 4, 255}), along1)),
            (std::vector<double>{0, 3, -6, 63.75}));
}

TEST(Dequantize, RoundTripOfEveryStorageValue) {
  // quantize(dequantize(i)) = i for every i8 value with a power-of-two scale.
  auto type = quantizedType({256}, params(ET::SI8, ET::F32, {0.125}, {7}));
  std::vector<int64_t> all;
  for (int64_t i = -128; i < 128; ++i) all.push_back(i);
  EXPECT_EQ(ints(quantize(dequantize(storage(type, all), type), type)), all);
}

TEST(ToDestinationType, Branches) {
  auto a = quantizedType({2}, params(ET::SI8, ET::F32, {0.5}, {0}));
  auto b = quantizedType({2}, params(ET::SI16, ET::F32, {0.25}, {1}));
  Tensor x = storage(a, {3, -4});
  // The same type: x itself.
  EXPECT_EQ(toDestinationType(x, a).bytes(), x.bytes());
  // Quantized to quantized: 1.5 / 0.25 + 1 = 7; -2 / 0.25 + 1 = -7.
  EXPECT_EQ(ints(toDestinationType(x, b)), (std::vector<int64_t>{7, -7}));
  // Quantized to its expressed type.
  TensorType f32;
  f32.shape = {2};
  f32.elementType = ET::F32;
  EXPECT_EQ(values(toDestinationType(x, f32)), (std::vector<double>{1.5, -2}));
  // Float to quantized.
  EXPECT_EQ(ints(toDestinationType(floats({2}, ET::F32, {1.0, 2.0}), a)), (std::vector<int64_t>{2, 4}));
}

// Neither type quantized: convert within the family is_promotable allows.
// The destination is a body's rank-0 argument type; the result keeps x's
// shape.
TEST(ToDestinationType, ConvertsWithinAFamily) {
  auto scalar = [](ET e) {
    TensorType t;
    t.elementType = e;
    return t;
  };
  // Integers widen exactly, across more than one chunk (600 elements).
  TensorType si8;
  si8.shape = {600};
  si8.elementType = ET::SI8;
  std::vector<int64_t> all;
  for (int64_t i = 0; i < 600; ++i) all.push_back(i % 256 - 128);
  Tensor wide = toDestinationType(storage(si8, all), scalar(ET::SI32));
  EXPECT_EQ(wide.elementType(), ET::SI32);
  EXPECT_EQ(wide.shape(), (Shape{600}));
  EXPECT_EQ(ints(wide), all);
  // Signed to unsigned: sign-extended, then wrapped to 16 bits.
  si8.shape = {2};
  EXPECT_EQ(ints(toDestinationType(storage(si8, {-1, 127}), scalar(ET::UI16))), (std::vector<int64_t>{65535, 127}));
  // Floats round to nearest even; 1e300 overflows f32 to infinity.
  EXPECT_EQ(values(toDestinationType(floats({2}, ET::F64, {0.1, 1e300}), scalar(ET::F32))),
            (std::vector<double>{static_cast<float>(0.1), std::numeric_limits<double>::infinity()}));
  // Complex parts widen exactly.
  TensorType c64;
  c64.shape = {1};
  c64.elementType = ET::C64;
  Tensor z(c64);
  z.setComplexValue(0, {1.5, -2.25});
  Tensor z128 = toDestinationType(z, scalar(ET::C128));
  EXPECT_EQ(z128.elementType(), ET::C128);
  EXPECT_EQ(z128.complexValue(0), (std::complex<double>(1.5, -2.25)));
  // The same element type: x itself, whatever the destination's shape.
  Tensor f = floats({3}, ET::F32, {1, 2, 3});
  EXPECT_EQ(toDestinationType(f, scalar(ET::F32)).bytes(), f.bytes());
}

// ---------------------------------------------------------------------------
// quantized_tensor_type C13 on a `?` dimension: the checker cannot see the
// size, so quantize and dequantize compare it with size(scales).

TEST(QuantizedType, DynamicQuantizationDimensionIsCheckedOnTheValue) {
  auto type = quantizedType({kDynamic}, params(ET::SI8, ET::F32, {1.0, 2.0}, {0, 0}, 0));
  auto expectC13 = [](auto&& run) {
    try {
      run();
      ADD_FAILURE() << "no error";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("violates quantized_tensor_type C13"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("dim(self, 0) = 3, size(scales) = 2"), std::string::npos) << e.what();
    }
  };
  expectC13([&] { quantize(floats({3}, ET::F32, {1, 2, 3}), type); });
  expectC13([&] { dequantize(storage(quantizedType({3}, params(ET::SI8, ET::F32, {1.0}, {0})), {1, 2, 3}), type); });
  // Two elements fit the two scales: (i - 0) * scale[i].
  EXPECT_EQ(values(dequantize(storage(quantizedType({2}, params(ET::SI8, ET::F32, {1.0}, {0})), {3, 3}), type)),
            (std::vector<double>{3, 6}));
}

// ---------------------------------------------------------------------------
// The checker's diagnostics of invalid quantized programs: the Types
// section's rules, the Inputs/Outputs tables' "per-tensor quantized", and
// each kind of constraint the ops state on quantization parameters (same
// baseline type, same element type, add's C2-C7, dot_general's C14-C20, the
// per-axis rules of reshape, transpose, broadcast_in_dim). `hloref check`
// names the op and the constraint.

struct Case {
  const char* name;
  const char* signature;  // @main's arguments
  const char* op;         // the op under test, on line 2
  const char* expected;   // "'stablehlo.<op>' violates <id>", or the type rule's name
};

class QuantizedDiagnostics : public ::testing::TestWithParam<Case> {};

TEST_P(QuantizedDiagnostics, CheckerNamesTheConstraint) {
  const Case& c = GetParam();
  std::string program = std::string("func.func @main(") + c.signature + ") {\n  " + c.op + "\n  func.return\n}\n";
  std::string path = testing::writeTempFile(std::string(c.name) + ".mlir", program);
  testing::ToolResult r = testing::runHloref({"check", path});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find(path + ":2:3: error: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(c.expected), std::string::npos) << r.err;
}

#define Q8(scale_zp) "!quant.uniform<i8:f32, " scale_zp ">"
#define T2(q) "tensor<2x" q ">"

const Case kCases[] = {
    // Types: quantized_element_type, quantized_tensor_type.
    {"zero_point_outside_range", "%a: tensor<1xf32>",
     "%r = \"stablehlo.uniform_quantize\"(%a) : (tensor<1xf32>) -> tensor<1x!quant.uniform<i8<-5:5>:f32, 0.5:9>>",
     "quantized_element_type C7"},
    {"scales_per_axis_dimension", "%a: tensor<3xf32>",
     "%r = \"stablehlo.uniform_quantize\"(%a) : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32:0, {0.5:0, 1.0:0}>>",
     "quantized_tensor_type C13"},
    // Inputs/Outputs: per-tensor quantized tensors only.
    {"abs_per_axis", "%a: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:0}>>",
     "%r = \"stablehlo.abs\"(%a) : (tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:0}>>) -> "
     "tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:0}>>",
     "'stablehlo.abs' violates I1"},
    {"map_per_axis", "%a: tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:0}>>",
     "%r = \"stablehlo.map\"(%a) ({\n  ^bb0(%x: tensor<" Q8("0.5:1") ">):\n    stablehlo.return %x : tensor<" Q8(
         "0.5:1") ">\n  }) {dimensions = array<i64: 0>} : (tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:0}>>) -> "
     T2(Q8("0.5:1")),
     "'stablehlo.map' violates I1"},
    // add (C2)-(C7).
    {"add_mixed", "%a: " T2(Q8("0.5:1")) ", %b: tensor<2xf32>",
     "%r = \"stablehlo.add\"(%a, %b) : (" T2(Q8("0.5:1")) ", tensor<2xf32>) -> " T2(Q8("0.5:1")),
     "'stablehlo.add' violates C2"},
    {"add_storage_types", "%a: " T2(Q8("0.5:1")) ", %b: tensor<2x!quant.uniform<i16:f32, 0.5:1>>",
     "%r = stablehlo.add %a, %b : (" T2(Q8("0.5:1")) ", tensor<2x!quant.uniform<i16:f32, 0.5:1>>) -> " T2(Q8("0.5:1")),
     "'stablehlo.add' violates C3"},
    {"add_expressed_types", "%a: " T2(Q8("0.5:1")) ", %b: tensor<2x!quant.uniform<i8:f16, 0.5:1>>",
     "%r = stablehlo.add %a, %b : (" T2(Q8("0.5:1")) ", tensor<2x!quant.uniform<i8:f16, 0.5:1>>) -> " T2(Q8("0.5:1")),
     "'stablehlo.add' violates C4"},
    {"add_per_axis_result", "%a: " T2(Q8("0.5:1")) ", %b: " T2(Q8("0.5:1")),
     "%r = stablehlo.add %a, %b : (" T2(Q8("0.5:1")) ", " T2(Q8("0.5:1")) ") -> "
     "tensor<2x!quant.uniform<i8:f32:0, {0.5:1, 0.25:0}>>",
     "'stablehlo.add' violates C5"},
    // baseline_type(...) = ... (element-wise ops), baseline_element_type.
    {"subtract_baseline", "%a: " T2(Q8("0.5:1")) ", %b: tensor<2x!quant.uniform<i8:f16, 0.5:1>>",
     "%r = \"stablehlo.subtract\"(%a, %b) : (" T2(Q8("0.5:1")) ", tensor<2x!quant.uniform<i8:f16, 0.5:1>>) -> " T2(
         Q8("0.5:1")),
     "'stablehlo.subtract' violates C1"},
    {"compare_baseline", "%a: " T2(Q8("0.5:0")) ", %b: tensor<2x!quant.uniform<i8<-100:100>:f32, 0.5:0>>",
     "%r = \"stablehlo.compare\"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (" T2(
         Q8("0.5:0")) ", tensor<2x!quant.uniform<i8<-100:100>:f32, 0.5:0>>) -> tensor<2xi1>",
     "'stablehlo.compare' violates C1"},
    {"clamp_baseline", "%a: tensor<" Q8("0.5:0") ">, %x: " T2(Q8("0.5:0")) ", %b: tensor<!quant.uniform<i16:f32, 0.5:0>>",
     "%r = \"stablehlo.clamp\"(%a, %x, %b) : (tensor<" Q8("0.5:0") ">, " T2(Q8(
         "0.5:0")) ", tensor<!quant.uniform<i16:f32, 0.5:0>>) -> " T2(Q8("0.5:0")),
     "'stablehlo.clamp' violates C3"},
    {"select_baseline", "%p: tensor<2xi1>, %a: " T2(Q8("0.5:0")) ", %b: " T2(Q8("0.5:0")),
     "%r = \"stablehlo.select\"(%p, %a, %b) : (tensor<2xi1>, " T2(Q8("0.5:0")) ", " T2(Q8("0.5:0")) ") -> "
     "tensor<2x!quant.uniform<i8:f16, 0.5:0>>",
     "'stablehlo.select' violates C2"},
    // dot_general (C14)-(C20).
    {"dot_general_rhs_zero_point", "%a: " T2(Q8("0.5:1")) ", %b: " T2(Q8("0.5:3")),
     "%r = \"stablehlo.dot_general\"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = "
     "[0], rhs_contracting_dimensions = [0]>} : (" T2(Q8("0.5:1")) ", " T2(Q8("0.5:3")) ") -> tensor<" Q8("1.0:0") ">",
     "'stablehlo.dot_general' violates C15"},
    {"dot_general_hybrid_types", "%a: tensor<2xf16>, %b: " T2(Q8("0.5:0")),
     "%r = \"stablehlo.dot_general\"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = "
     "[0], rhs_contracting_dimensions = [0]>} : (tensor<2xf16>, " T2(Q8("0.5:0")) ") -> tensor<f16>",
     "'stablehlo.dot_general' violates C20"},
    // element_type(...) = ..., quantization parameters included.
    {"concatenate_parameters", "%a: tensor<1x" Q8("0.5:0") ">, %b: tensor<1x" Q8("0.25:0") ">",
     "%r = \"stablehlo.concatenate\"(%a, %b) {dimension = 0 : i64} : (tensor<1x" Q8("0.5:0") ">, tensor<1x" Q8(
         "0.25:0") ">) -> tensor<2x" Q8("0.5:0") ">",
     "'stablehlo.concatenate' violates C1"},
    {"gather_parameters", "%a: tensor<3x" Q8("0.5:0") ">, %i: tensor<1x1xi32>",
     "%r = \"stablehlo.gather\"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], "
     "start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>} : (tensor<3x" Q8(
         "0.5:0") ">, tensor<1x1xi32>) -> tensor<1x2x" Q8("0.25:0") ">",
     "'stablehlo.gather' violates C23"},
    {"reduce_init_parameters", "%a: " T2(Q8("0.5:0")) ", %z: tensor<" Q8("0.25:0") ">",
     "%r = \"stablehlo.reduce\"(%a, %z) ({\n  ^bb0(%x: tensor<" Q8("0.5:0") ">, %y: tensor<" Q8(
         "0.5:0") ">):\n    stablehlo.return %x : tensor<" Q8("0.5:0") ">\n  }) {dimensions = array<i64: 0>} : (" T2(
         Q8("0.5:0")) ", tensor<" Q8("0.25:0") ">) -> tensor<" Q8("0.5:0") ">",
     "'stablehlo.reduce' violates C2"},
    {"scatter_update_parameters", "%a: " T2(Q8("0.5:0")) ", %i: tensor<1x1xi32>, %u: tensor<1x" Q8("0.25:0") ">",
     "%r = \"stablehlo.scatter\"(%a, %i, %u) ({\n  ^bb0(%x: tensor<" Q8("0.5:0") ">, %y: tensor<" Q8(
         "0.5:0") ">):\n    stablehlo.return %y : tensor<" Q8("0.5:0") ">\n  }) {scatter_dimension_numbers = "
     "#stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : "
     "(" T2(Q8("0.5:0")) ", tensor<1x1xi32>, tensor<1x" Q8("0.25:0") ">) -> " T2(Q8("0.5:0")),
     "'stablehlo.scatter' violates C6"},
    {"dynamic_update_slice_parameters", "%a: " T2(Q8("0.5:0")) ", %u: tensor<1x" Q8("0.25:0") ">, %i: tensor<i32>",
     "%r = \"stablehlo.dynamic_update_slice\"(%a, %u, %i) : (" T2(Q8("0.5:0")) ", tensor<1x" Q8(
         "0.25:0") ">, tensor<i32>) -> " T2(Q8("0.5:0")),
     "'stablehlo.dynamic_update_slice' violates C2"},
    // The per-axis rules of reshape, transpose and broadcast_in_dim.
    {"transpose_quantization_dimension", "%a: tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:0}>>",
     "%r = \"stablehlo.transpose\"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x2x!quant.uniform<i8:f32:1, "
     "{0.5:0, 0.25:0}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:0}>>",
     "'stablehlo.transpose' violates C4"},
    {"transpose_parameters", "%a: tensor<1x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:0}>>",
     "%r = \"stablehlo.transpose\"(%a) {permutation = array<i64: 1, 0>} : (tensor<1x2x!quant.uniform<i8:f32:1, "
     "{0.5:0, 0.25:0}>>) -> tensor<2x1x!quant.uniform<i8:f32:0, {0.5:0, 0.125:0}>>",
     "'stablehlo.transpose' violates C1"},
    {"reshape_quantization_dimension", "%a: tensor<2x3x!quant.uniform<i8:f32:0, {0.5:0, 0.25:0}>>",
     "%r = \"stablehlo.reshape\"(%a) : (tensor<2x3x!quant.uniform<i8:f32:0, {0.5:0, 0.25:0}>>) -> "
     "tensor<3x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:0}>>",
     "'stablehlo.reshape' violates C3"},
    {"broadcast_in_dim_quantization_dimension", "%a: tensor<2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:0}>>",
     "%r = \"stablehlo.broadcast_in_dim\"(%a) {broadcast_dimensions = array<i64: 1>} : "
     "(tensor<2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:0}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:0, 0.25:0}>>",
     "'stablehlo.broadcast_in_dim' violates C6"},
    // The conversions.
    {"uniform_quantize_expressed", "%a: tensor<2xf16>",
     "%r = \"stablehlo.uniform_quantize\"(%a) : (tensor<2xf16>) -> " T2(Q8("0.5:0")),
     "'stablehlo.uniform_quantize' violates C2"},
    {"uniform_dequantize_result", "%a: " T2(Q8("0.5:0")),
     "%r = \"stablehlo.uniform_dequantize\"(%a) : (" T2(Q8("0.5:0")) ") -> tensor<2xf64>",
     "'stablehlo.uniform_dequantize' violates C2"},
    {"uniform_dequantize_not_quantized", "%a: tensor<2xi8>",
     "%r = \"stablehlo.uniform_dequantize\"(%a) : (tensor<2xi8>) -> tensor<2xf32>",
     "'stablehlo.uniform_dequantize' violates I1"},
};

INSTANTIATE_TEST_SUITE_P(Programs, QuantizedDiagnostics, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<Case>& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace hloref

// iota on a per-tensor quantized output (spec: Ops > iota) goes through the
// shared quantize: quantize(index) = round(index / scale + zero_point),
// clamped to the storage range. Scale 0.25, zero point 120 (i8): 0 -> 120,
// 1 -> 124, 2 -> 128 clamped to 127; scale 0.5, zero point -1: 2i - 1.
TEST(QuantizedIota, UsesTheSharedQuantize) {
  std::string program =
      "func.func @main() -> (tensor<2x3xi8>, tensor<5xi8>) {\n"
      "  %a = \"stablehlo.iota\"() {iota_dimension = 1 : i64} : () -> tensor<2x3x!quant.uniform<i8:f32, 0.25:120>>\n"
      "  %b = stablehlo.bitcast_convert %a : (tensor<2x3x!quant.uniform<i8:f32, 0.25:120>>) -> tensor<2x3xi8>\n"
      "  %c = stablehlo.iota dim = 0 : tensor<5x!quant.uniform<i8:f32, 0.5:-1>>\n"
      "  %d = stablehlo.bitcast_convert %c : (tensor<5x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<5xi8>\n"
      "  func.return %b, %d : tensor<2x3xi8>, tensor<5xi8>\n}\n";
  auto r = hloref::testing::runHloref({"run", hloref::testing::writeTempFile("iota_q.mlir", program)});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "dense<[[120, 124, 127], [120, 124, 127]]> : tensor<2x3xi8>\n"
            "dense<[-1, 1, 3, 5, 7]> : tensor<5xi8>\n");
}
