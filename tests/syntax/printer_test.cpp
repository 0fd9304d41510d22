// The printer: the generic form MLIR's own parser reads back (issue 16:
// jaxlib rejected dot dimension numbers printed with typed integers), and
// values printed fast with NumPy-style summaries. python/tests/
// test_print_jaxlib.py feeds every corpus program to jaxlib's parser.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <sstream>

#include "syntax/parser.h"
#include "syntax/printer.h"
#include "syntax/npy_test_util.h"

namespace hloref {
namespace {

std::string printed(const std::string& text) { return moduleString(*parseModule(text, "printer_test.mlir")); }

TEST(Printer, GenericFormAsMlirSpellsIt) {
  std::string m = printed(
      "func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %i: tensor<2xi32>) -> tensor<2x4xf32> {\n"
      "  %p = stablehlo.pad %a, %a, low = [0, 1], high = [1, 0], interior = [0, 0] : "
      "(tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x4xf32>\n"
      "  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST] : "
      "(tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>\n"
      "  %c = stablehlo.constant dense<(1.0, 0.0)> : tensor<4xcomplex<f32>>\n"
      "  %f = stablehlo.fft %c, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>\n"
      "  %t = stablehlo.tuple %i : tuple<tensor<2xi32>>\n"
      "  %e = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xi32>>) -> tensor<2xi32>\n"
      "  %s = stablehlo.broadcast_in_dim %i, dims = [1] : (tensor<2xi32>) -> tensor<3x2xi32>\n"
      "  %z = stablehlo.constant dense<1> : tensor<i32>\n"
      "  %y = stablehlo.broadcast_in_dim %z, dims = [] : (tensor<i32>) -> tensor<2xi32>\n"
      "  func.return %d : tensor<2x4xf32>\n}\n");
  // Dense arrays, not arrays of typed integers.
  EXPECT_NE(m.find("edge_padding_low = array<i64: 0, 1>, edge_padding_high = array<i64: 1, 0>"), std::string::npos)
      << m;
  EXPECT_NE(m.find("broadcast_dimensions = array<i64>}"), std::string::npos) << m;
  // Struct fields without types; enums with their kind.
  EXPECT_NE(m.find("#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("fft_type = #stablehlo<fft_type FFT>"), std::string::npos) << m;
  EXPECT_NE(m.find("{index = 0 : i32}"), std::string::npos) << m;  // I32Attr in the dialect
  // What it prints, it reads back to the same text.
  EXPECT_EQ(printed(m), m);
}

TEST(Printer, SegmentSizesAreI32Arrays) {
  // MLIR declares operandSegmentSizes as DenseI32ArrayAttr: i64 fails to verify.
  std::string m = printed(
      "func.func @main(%x: tensor<4xi32>, %c: tensor<i32>) -> (tensor<4xi32>, tensor<i32>) {\n"
      "  %0:2 = chlo.scan(%x) inits (%c) dimension=0 {\n"
      "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
      "    %s = stablehlo.add %a, %b : tensor<i32>\n"
      "    stablehlo.return %s, %s : tensor<i32>, tensor<i32>\n"
      "  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)\n"
      "  func.return %0#0, %0#1 : tensor<4xi32>, tensor<i32>\n}\n");
  EXPECT_NE(m.find("operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>"),
            std::string::npos)
      << m;
}

TEST(Printer, FloatsReadBackAndSubnormalsStayDecimal) {
  TensorType t;
  t.shape = {4};
  t.elementType = ElementType::F32;
  Tensor x(t);
  float values[] = {1.0f, 0.1f, 1e-40f, -3.4028235e38f};
  for (int i = 0; i < 4; ++i) x.data<float>()[i] = values[i];
  EXPECT_EQ(valueString(Value(x)),
            "dense<[1.000000e+00, 1.000000e-01, 9.999946e-41, -3.4028235e+38]> : tensor<4xf32>");
}

// The printed decimal of an f32 is `%e` with six digits when that reads
// back, else with the fewest more digits that do: here each printed
// element is held to that rule as the C library computes it (snprintf's
// %.*e and strtof), on random encodings of every exponent, powers of two
// and their neighbours, subnormals, and the floats around powers of ten.
TEST(Printer, F32ElementsAreTheFewestDigitsThatReadBack) {
  auto reference = [](float f) {
    char buf[64];
    for (int digits = 6; digits <= 17; ++digits) {
      std::snprintf(buf, sizeof buf, "%.*e", digits, static_cast<double>(f));
      if (std::strtof(buf, nullptr) == f) break;
    }
    return std::string(buf);
  };
  std::vector<uint32_t> encodings;
  std::mt19937 rng(20261127);
  for (int k = 0; k < 60000; ++k) encodings.push_back(static_cast<uint32_t>(rng()));
  for (uint32_t e = 0; e < 255; ++e)
    for (uint32_t m : {0u, 1u, 0x7FFFFFu, 0x400000u})
      for (uint32_t sign : {0u, 0x80000000u}) encodings.push_back(sign | (e << 23) | m);
  for (uint32_t m = 1; m < 3000; ++m) encodings.push_back(m);  // subnormals
  for (int k = -45; k <= 38; ++k) {  // the floats around each power of ten
    const float p = std::strtof(("1e" + std::to_string(k)).c_str(), nullptr);
    uint32_t bits;
    std::memcpy(&bits, &p, sizeof bits);
    for (uint32_t d = 0; d < 3; ++d) encodings.push_back(bits + d), encodings.push_back(bits - d);
  }
  TensorType t;
  t.shape = {1};
  t.elementType = ElementType::F32;
  Tensor x(t);
  for (uint32_t bits : encodings) {
    float f;
    std::memcpy(&f, &bits, sizeof f);
    if (!std::isfinite(f)) continue;
    x.data<float>()[0] = f;
    ASSERT_EQ(elementString(x, 0), reference(f)) << std::hex << bits;
  }
}

TEST(Printer, SummarisedValuesStreamWithoutLimitOnSize) {
  Tensor big = npy_test::makeTensor(ElementType::SI32, {3, 2000});
  for (int64_t i = 0; i < big.numElements(); ++i) big.data<int32_t>()[i] = static_cast<int32_t>(i % 2000);
  std::ostringstream summary, full;
  printValue(summary, Value(big), PrintOptions{});
  EXPECT_EQ(summary.str(),
            "dense<[[0, 1, 2, ..., 1997, 1998, 1999],\n"
            "       [0, 1, 2, ..., 1997, 1998, 1999],\n"
            "       [0, 1, 2, ..., 1997, 1998, 1999]]> : tensor<3x2000xi32>\n");
  PrintOptions all;
  all.limit = 0;
  printValue(full, Value(big), all);
  const std::string text = full.str();
  EXPECT_EQ(std::count(text.begin(), text.end(), ','), 3 * 2000 - 1);
  EXPECT_EQ(text.substr(text.size() - 29), "1999]]> : tensor<3x2000xi32>\n");
}

}  // namespace
}  // namespace hloref
