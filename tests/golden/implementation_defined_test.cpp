// Golden annotations (issue 4, point 4; golden/annotate.h): the
// elements the spec leaves open are marked, and only those; marks and error
// bounds propagate through elementwise, data-movement and other ops as
// golden/annotate.h documents. Each expected mask is computed here from the
// inputs by the rule the spec states, not read back from the interpreter.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "golden/ulp_allowance.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

std::vector<Value> run(const std::string& text, bool annotate = true) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(text, "implementation_defined_test"));
  RunOptions options;
  options.annotate = annotate;
  Evaluator evaluator(*program, options);
  return evaluator.call(*program->module().funcs.front(), {});
}

// The mask of a result, one entry per element (zeros when nothing is marked).
std::vector<int> maskOf(const Value& v) {
  std::vector<int> mask(static_cast<size_t>(v.tensor().numElements()), 0);
  if (v.annotations && !v.annotations->marks.empty()) {
    EXPECT_EQ(v.annotations->marks.size(), mask.size());
    for (size_t i = 0; i < mask.size(); ++i) mask[i] = v.annotations->marks[i];
  }
  return mask;
}

std::string join(const std::vector<int64_t>& values) {
  std::string s;
  for (size_t i = 0; i < values.size(); ++i) s += (i ? ", " : "") + std::to_string(values[i]);
  return s;
}

// A program applying the binary op `op` to two constant vectors of type
// `element` and returning the result.
std::string binaryProgram(const std::string& op, const std::string& element, const std::vector<int64_t>& lhs,
                          const std::vector<int64_t>& rhs) {
  const std::string t = "tensor<" + std::to_string(lhs.size()) + "x" + element + ">";
  return "func.func @main() -> " + t + " {\n" + "  %a = stablehlo.constant dense<[" + join(lhs) + "]> : " + t +
         "\n" + "  %b = stablehlo.constant dense<[" + join(rhs) + "]> : " + t + "\n" + "  %r = \"stablehlo." + op +
         "\"(%a, %b) : (" + t + ", " + t + ") -> " + t + "\n" + "  func.return %r : " + t + "\n}\n";
}

std::string unaryProgram(const std::string& op, const std::string& from, const std::string& to,
                         const std::string& values, size_t n) {
  const std::string a = "tensor<" + std::to_string(n) + "x" + from + ">";
  const std::string r = "tensor<" + std::to_string(n) + "x" + to + ">";
  return "func.func @main() -> " + r + " {\n" + "  %a = stablehlo.constant dense<[" + values + "]> : " + a + "\n" +
         "  %r = \"stablehlo." + op + "\"(%a) : (" + a + ") -> " + r + "\n" + "  func.return %r : " + r + "\n}\n";
}

// The expected mask: open(x, y) per element.
std::vector<int> expectedMask(const std::vector<int64_t>& lhs, const std::vector<int64_t>& rhs,
                              const std::function<bool(int64_t, int64_t)>& open) {
  std::vector<int> mask;
  for (size_t i = 0; i < lhs.size(); ++i) mask.push_back(open(lhs[i], rhs[i]) ? 1 : 0);
  return mask;
}

int64_t minOf(int bits) { return std::numeric_limits<int64_t>::min() >> (64 - bits); }
int64_t maxOf(int bits) { return std::numeric_limits<int64_t>::max() >> (64 - bits); }
bool fitsSigned(__int128 v, int bits) { return v >= minOf(bits) && v <= maxOf(bits); }

// ------------------------------------------------------------ divide, remainder

TEST(ImplementationDefined, SignedDivideAndRemainderByZeroAndMinOverMinusOne) {
  for (int bits : {8, 32, 64}) {
    const std::string e = "i" + std::to_string(bits);
    const int64_t min = minOf(bits);
    const std::vector<int64_t> lhs = {7, min, 5, min, 0, -9, min + 1};
    const std::vector<int64_t> rhs = {0, -1, 2, 1, 0, -1, -1};
    auto open = [&](int64_t x, int64_t y) { return y == 0 || (x == min && y == -1); };
    for (const std::string op : {"divide", "remainder"}) {
      SCOPED_TRACE(op + " " + e);
      std::vector<Value> r = run(binaryProgram(op, e, lhs, rhs));
      EXPECT_EQ(maskOf(r[0]), expectedMask(lhs, rhs, open));
      // The documented values where open: x / 0 = -1, min / -1 = min;
      // x % 0 = x, min % -1 = 0. The defined elements are exact.
      for (size_t i = 0; i < lhs.size(); ++i) {
        const int64_t got = r[0].tensor().intValue(static_cast<int64_t>(i));
        const int64_t x = lhs[i], y = rhs[i];
        if (op == "divide") {
          EXPECT_EQ(got, y == 0 ? -1 : (x == min && y == -1) ? min : x / y) << i;
        } else {
          EXPECT_EQ(got, y == 0 ? x : (x == min && y == -1) ? 0 : x % y) << i;
        }
      }
    }
  }
}

TEST(ImplementationDefined, UnsignedDivideByZeroOnly) {
  const std::vector<int64_t> lhs = {255, 0, 7, 128}, rhs = {0, 0, 255, 255};
  for (const std::string op : {"divide", "remainder"}) {
    std::vector<Value> r = run(binaryProgram(op, "ui8", lhs, rhs));
    EXPECT_EQ(maskOf(r[0]), expectedMask(lhs, rhs, [](int64_t, int64_t y) { return y == 0; })) << op;
  }
}

TEST(ImplementationDefined, FloatDivisionByZeroIsDefined) {
  // IEEE-754 default results (spec: Execution > Errors > Floating-point
  // exceptions): nothing open.
  const std::string t = "tensor<3xf32>";
  std::vector<Value> r = run("func.func @main() -> " + t +
                             " {\n  %a = stablehlo.constant dense<[1.0, 0.0, -1.0]> : " + t +
                             "\n  %b = stablehlo.constant dense<0.0> : " + t +
                             "\n  %r = stablehlo.divide %a, %b : " + t + "\n  func.return %r : " + t + "\n}\n");
  EXPECT_EQ(maskOf(r[0]), std::vector<int>(3, 0));
  EXPECT_TRUE(!r[0].annotations || r[0].annotations->marks.empty());
}

// ------------------------------------------------------------ integer overflow

TEST(ImplementationDefined, SignedOverflowOfAddSubtractMultiply) {
  for (int bits : {8, 16, 64}) {
    const std::string e = "i" + std::to_string(bits);
    const int64_t min = minOf(bits), max = maxOf(bits);
    const std::vector<int64_t> lhs = {max, min, 100, -100, max, min, 3, min, 0, -1};
    const std::vector<int64_t> rhs = {1, -1, 27, 28, -1, 1, 5, -1, min, min};
    struct Case {
      std::string op;
      std::function<__int128(__int128, __int128)> exact;
    };
    for (const Case& c : {Case{"add", [](__int128 x, __int128 y) { return x + y; }},
                          Case{"subtract", [](__int128 x, __int128 y) { return x - y; }},
                          Case{"multiply", [](__int128 x, __int128 y) { return x * y; }}}) {
      SCOPED_TRACE(c.op + " " + e);
      std::vector<Value> r = run(binaryProgram(c.op, e, lhs, rhs));
      EXPECT_EQ(maskOf(r[0]), expectedMask(lhs, rhs, [&](int64_t x, int64_t y) { return !fitsSigned(c.exact(x, y), bits); }));
      // The documented value: two's complement wrap-around.
      for (size_t i = 0; i < lhs.size(); ++i) {
        const uint64_t wrapped = static_cast<uint64_t>(c.exact(lhs[i], rhs[i]));
        const int64_t expected =
            bits == 64 ? static_cast<int64_t>(wrapped)
                       : static_cast<int64_t>(wrapped << (64 - bits)) >> (64 - bits);
        EXPECT_EQ(r[0].tensor().intValue(static_cast<int64_t>(i)), expected) << i;
      }
    }
  }
}

TEST(ImplementationDefined, UnsignedArithmeticWrapsUnmarked) {
  const std::vector<int64_t> lhs = {200, 0, 255}, rhs = {100, 1, 255};
  for (const std::string op : {"add", "subtract", "multiply"}) {
    std::vector<Value> r = run(binaryProgram(op, "ui8", lhs, rhs));
    EXPECT_EQ(maskOf(r[0]), std::vector<int>(3, 0)) << op;
  }
}

TEST(ImplementationDefined, NegateAndAbsOfMinimum) {
  for (const std::string op : {"negate", "abs"}) {
    std::vector<Value> r = run(unaryProgram(op, "i8", "i8", "-128, 127, -127, 0, -128", 5));
    EXPECT_EQ(maskOf(r[0]), (std::vector<int>{1, 0, 0, 0, 1})) << op;
    EXPECT_EQ(r[0].tensor().intValue(0), -128) << op;  // wraps to min
  }
}

TEST(ImplementationDefined, SignedPowerOverflowAndZeroToNegativePower) {
  const std::vector<int64_t> base = {2, 2, -2, -2, 0, 3, 1, -1, 0, 7};
  const std::vector<int64_t> exponent = {31, 30, 31, 32, -1, -1, -5, 63, 0, 12};  // 7^11 fits, 7^12 does not
  auto open = [](int64_t x, int64_t n) {
    if (n < 0) return x == 0;
    __int128 p = 1;
    for (int64_t i = 0; i < n; ++i) {
      p *= x;
      if (!fitsSigned(p, 32)) return true;
    }
    return false;
  };
  std::vector<Value> r = run(binaryProgram("power", "i32", base, exponent));
  EXPECT_EQ(maskOf(r[0]), expectedMask(base, exponent, open));
  EXPECT_EQ(maskOf(r[0]), (std::vector<int>{1, 0, 0, 1, 1, 0, 0, 0, 0, 1}));
}

// ------------------------------------------------------------ shifts

TEST(ImplementationDefined, ShiftAmountsOutsideTheBitWidth) {
  for (const std::string op : {"shift_left", "shift_right_logical", "shift_right_arithmetic"}) {
    for (int bits : {8, 32}) {
      const std::string e = "i" + std::to_string(bits);
      const std::vector<int64_t> lhs = {-1, -1, -1, -1, -1, 5};
      const std::vector<int64_t> rhs = {0, bits - 1, bits, -1, 100, 1};
      std::vector<Value> r = run(binaryProgram(op, e, lhs, rhs));
      EXPECT_EQ(maskOf(r[0]), expectedMask(lhs, rhs, [&](int64_t, int64_t y) { return y < 0 || y >= bits; }))
          << op << " " << e;
    }
    // Unsigned amounts: only >= N.
    const std::vector<int64_t> lhs = {1, 1, 1}, rhs = {7, 8, 255};
    std::vector<Value> r = run(binaryProgram(op, "ui8", lhs, rhs));
    EXPECT_EQ(maskOf(r[0]), (std::vector<int>{0, 1, 1})) << op;
  }
}

// ------------------------------------------------------------ convert

TEST(ImplementationDefined, FloatToIntegerNaNAndOutOfRange) {
  // NaN, values whose truncation leaves the range, infinities.
  const std::string values = "0x7FC00000, 127.9, 128.0, -128.9, -129.0, 0x7F800000, 0xFF800000, 1.5, -0.5";
  std::vector<Value> r = run(unaryProgram("convert", "f32", "i8", values, 9));
  EXPECT_EQ(maskOf(r[0]), (std::vector<int>{1, 0, 1, 0, 1, 1, 1, 0, 0}));
  EXPECT_EQ(r[0].tensor().intValue(0), 0);     // NaN -> 0
  EXPECT_EQ(r[0].tensor().intValue(2), 127);   // saturated
  EXPECT_EQ(r[0].tensor().intValue(4), -128);

  r = run(unaryProgram("convert", "f64", "ui8", "-0.5, -1.0, 255.5, 256.0, 0x7FF8000000000000", 5));
  EXPECT_EQ(maskOf(r[0]), (std::vector<int>{0, 1, 0, 1, 1}));

  // complex -> integer converts the real part.
  const std::string c = "func.func @main() -> tensor<2xi8> {\n"
                        "  %a = stablehlo.constant dense<[(300.0, 0.0), (3.0, 1000.0)]> : tensor<2xcomplex<f32>>\n"
                        "  %r = stablehlo.convert %a : (tensor<2xcomplex<f32>>) -> tensor<2xi8>\n"
                        "  func.return %r : tensor<2xi8>\n}\n";
  EXPECT_EQ(maskOf(run(c)[0]), (std::vector<int>{1, 0}));
}

TEST(ImplementationDefined, IntegerToIntegerOutOfRange) {
  std::vector<Value> r = run(unaryProgram("convert", "i32", "i8", "127, 128, -128, -129, 0", 5));
  EXPECT_EQ(maskOf(r[0]), (std::vector<int>{0, 1, 0, 1, 0}));
  r = run(unaryProgram("convert", "i32", "ui8", "-1, 255, 256, 0", 4));
  EXPECT_EQ(maskOf(r[0]), (std::vector<int>{1, 0, 1, 0}));
  r = run(unaryProgram("convert", "ui32", "i32", "2147483647, 2147483648, 4294967295", 3));
  EXPECT_EQ(maskOf(r[0]), (std::vector<int>{0, 1, 1}));
  r = run(unaryProgram("convert", "ui64", "i64", "9223372036854775807, 9223372036854775808", 2));
  EXPECT_EQ(maskOf(r[0]), (std::vector<int>{0, 1}));
  r = run(unaryProgram("convert", "i8", "i64", "-128, 127", 2));  // widening: always exact
  EXPECT_EQ(r[0].annotations, nullptr);
}

TEST(ImplementationDefined, FloatResultsOfConvertAreNotMarked) {
  // Rounding and overflow to infinity are IEEE-754's.
  // (They carry convert's allowance as an error bound, golden/propagate.h.)
  std::vector<Value> r = run(unaryProgram("convert", "f32", "f16", "65536.0, 0.1, 0x7FC00000", 3));
  EXPECT_TRUE(!r[0].annotations || r[0].annotations->marks.empty());
  r = run(unaryProgram("convert", "i64", "f32", "16777217, 9223372036854775807", 2));
  EXPECT_TRUE(!r[0].annotations || r[0].annotations->marks.empty());
}

// ------------------------------------------------------------ bitcast_convert, rng, cholesky

TEST(ImplementationDefined, BitcastOfNaNBits) {
  std::vector<Value> r = run(unaryProgram("bitcast_convert", "f32", "i32", "0x7FC00000, 1.0, 0xFFC00001, 0x7F800000", 4));
  EXPECT_EQ(maskOf(r[0]), (std::vector<int>{1, 0, 1, 0}));
  // One f32 splits into four ui8: all four hold NaN bits.
  const std::string split = "func.func @main() -> tensor<2x4xui8> {\n"
                            "  %a = stablehlo.constant dense<[2.0, 0x7FC00000]> : tensor<2xf32>\n"
                            "  %r = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<2x4xui8>\n"
                            "  func.return %r : tensor<2x4xui8>\n}\n";
  EXPECT_EQ(maskOf(run(split)[0]), (std::vector<int>{0, 0, 0, 0, 1, 1, 1, 1}));
  // Two f16 join into one f32.
  const std::string join = "func.func @main() -> tensor<2xf32> {\n"
                           "  %a = stablehlo.constant dense<[[1.0, 2.0], [0x7E00, 0.0]]> : tensor<2x2xf16>\n"
                           "  %r = stablehlo.bitcast_convert %a : (tensor<2x2xf16>) -> tensor<2xf32>\n"
                           "  func.return %r : tensor<2xf32>\n}\n";
  EXPECT_EQ(maskOf(run(join)[0]), (std::vector<int>{0, 1}));
  // Same type: nothing is reinterpreted (no marks; the value is exact).
  const AnnotationsRef same = run(unaryProgram("bitcast_convert", "f32", "f32", "0x7FC00000", 1))[0].annotations;
  EXPECT_TRUE(!same || same->marks.empty());
  if (same) EXPECT_EQ(same->errorBound, std::vector<double>{0.0});
}

TEST(ImplementationDefined, RandomNumbersAreOpen) {
  const std::string rng = "func.func @main() -> tensor<3x2xf32> {\n"
                          "  %a = stablehlo.constant dense<0.0> : tensor<f32>\n"
                          "  %b = stablehlo.constant dense<1.0> : tensor<f32>\n"
                          "  %s = stablehlo.constant dense<[3, 2]> : tensor<2xi64>\n"
                          "  %r = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, "
                          "tensor<2xi64>) -> tensor<3x2xf32>\n"
                          "  func.return %r : tensor<3x2xf32>\n}\n";
  EXPECT_EQ(maskOf(run(rng)[0]), std::vector<int>(6, 1));
  const std::string bits = "func.func @main() -> (tensor<2xui64>, tensor<4xui32>) {\n"
                           "  %s = stablehlo.constant dense<[1, 2]> : tensor<2xui64>\n"
                           "  %o:2 = \"stablehlo.rng_bit_generator\"(%s) {rng_algorithm = #stablehlo<rng_algorithm "
                           "THREE_FRY>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)\n"
                           "  func.return %o#0, %o#1 : tensor<2xui64>, tensor<4xui32>\n}\n";
  std::vector<Value> r = run(bits);
  EXPECT_EQ(maskOf(r[0]), std::vector<int>(2, 1));
  EXPECT_EQ(maskOf(r[1]), std::vector<int>(4, 1));
}

TEST(ImplementationDefined, CholeskyOppositeTriangleAndUndefinedMatrices) {
  // Batch of two 3x3 matrices: symmetric positive definite, then indefinite.
  const std::string program =
      "func.func @main() -> tensor<2x3x3xf64> {\n"
      "  %a = stablehlo.constant dense<[[[4.0, 2.0, 0.0], [2.0, 5.0, 1.0], [0.0, 1.0, 3.0]],"
      " [[1.0, 2.0, 0.0], [2.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]> : tensor<2x3x3xf64>\n"
      "  %r = \"stablehlo.cholesky\"(%a) {lower = LOWER} : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>\n"
      "  func.return %r : tensor<2x3x3xf64>\n}\n";
  for (bool lower : {true, false}) {
    std::string text = program;
    text.replace(text.find("LOWER"), 5, lower ? "true" : "false");
    std::vector<int> expected;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) expected.push_back(lower ? j > i : j < i);
    expected.insert(expected.end(), 9, 1);
    EXPECT_EQ(maskOf(run(text)[0]), expected) << "lower = " << lower;
  }
}

// ------------------------------------------------------------ propagation

// %m: si32 divide marking elements where the divisor is 0, a 2x3 tensor.
const char* kMarked2x3 =
    "  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>\n"
    "  %b = stablehlo.constant dense<[[0, 1, 1], [1, 1, 0]]> : tensor<2x3xi32>\n"
    "  %m = stablehlo.divide %a, %b : tensor<2x3xi32>\n";
const std::vector<int> kMarks2x3 = {1, 0, 0, 0, 0, 1};  // row-major

std::string withMarked(const std::string& body, const std::string& resultType) {
  return "func.func @main() -> " + resultType + " {\n" + kMarked2x3 + body + "  func.return %r : " + resultType +
         "\n}\n";
}

TEST(ImplementationDefinedPropagation, ReshapeTransposeSliceMoveMarksExactly) {
  EXPECT_EQ(maskOf(run(withMarked("  %r = stablehlo.reshape %m : (tensor<2x3xi32>) -> tensor<3x2xi32>\n",
                                  "tensor<3x2xi32>"))[0]),
            kMarks2x3);  // row-major order is kept
  std::vector<int> transposed;
  for (int j = 0; j < 3; ++j)
    for (int i = 0; i < 2; ++i) transposed.push_back(kMarks2x3[static_cast<size_t>(i * 3 + j)]);
  EXPECT_EQ(maskOf(run(withMarked("  %r = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x3xi32>) -> "
                                  "tensor<3x2xi32>\n",
                                  "tensor<3x2xi32>"))[0]),
            transposed);
  // Columns 1..2 of both rows: [0, 0, 0, 1].
  EXPECT_EQ(maskOf(run(withMarked("  %r = stablehlo.slice %m [0:2, 1:3] : (tensor<2x3xi32>) -> tensor<2x2xi32>\n",
                                  "tensor<2x2xi32>"))[0]),
            (std::vector<int>{0, 0, 0, 1}));
  // reverse along 1.
  EXPECT_EQ(maskOf(run(withMarked("  %r = stablehlo.reverse %m, dims = [1] : tensor<2x3xi32>\n",
                                  "tensor<2x3xi32>"))[0]),
            (std::vector<int>{0, 0, 1, 1, 0, 0}));
}

TEST(ImplementationDefinedPropagation, ElementwiseOrsMasks) {
  // add of the marked tensor and its reverse: marks of both, per element.
  const std::string body =
      "  %v = stablehlo.reverse %m, dims = [1] : tensor<2x3xi32>\n"
      "  %r = stablehlo.add %m, %v : tensor<2x3xi32>\n";
  std::vector<int> expected;
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      expected.push_back(kMarks2x3[static_cast<size_t>(i * 3 + j)] | kMarks2x3[static_cast<size_t>(i * 3 + 2 - j)]);
  EXPECT_EQ(maskOf(run(withMarked(body, "tensor<2x3xi32>"))[0]), expected);
  // Unmarked operands keep the result unmarked.
  EXPECT_EQ(run(withMarked("  %r = stablehlo.add %a, %b : tensor<2x3xi32>\n", "tensor<2x3xi32>"))[0].annotations,
            nullptr);
  // compare, convert: elementwise too.
  EXPECT_EQ(maskOf(run(withMarked("  %r = stablehlo.compare GT, %m, %a : (tensor<2x3xi32>, tensor<2x3xi32>) -> "
                                  "tensor<2x3xi1>\n",
                                  "tensor<2x3xi1>"))[0]),
            kMarks2x3);
}

TEST(ImplementationDefinedPropagation, BroadcastConcatenatePadSelectSort) {
  // broadcast_in_dim to 2x2x3 along dims [1, 2]: the pattern twice.
  std::vector<int> twice = kMarks2x3;
  twice.insert(twice.end(), kMarks2x3.begin(), kMarks2x3.end());
  EXPECT_EQ(maskOf(run(withMarked("  %r = stablehlo.broadcast_in_dim %m, dims = [1, 2] : (tensor<2x3xi32>) -> "
                                  "tensor<2x2x3xi32>\n",
                                  "tensor<2x2x3xi32>"))[0]),
            twice);
  // concatenate [%a; %m] along 0: zeros then the marks.
  std::vector<int> concatenated(6, 0);
  concatenated.insert(concatenated.end(), kMarks2x3.begin(), kMarks2x3.end());
  EXPECT_EQ(maskOf(run(withMarked("  %r = stablehlo.concatenate %a, %m, dim = 0 : (tensor<2x3xi32>, "
                                  "tensor<2x3xi32>) -> tensor<4x3xi32>\n",
                                  "tensor<4x3xi32>"))[0]),
            concatenated);
  // pad one column of unmarked padding on the left: [0, m00, m01, m02, 0, m10, ...].
  std::vector<int> padded;
  for (int i = 0; i < 2; ++i) {
    padded.push_back(0);
    for (int j = 0; j < 3; ++j) padded.push_back(kMarks2x3[static_cast<size_t>(i * 3 + j)]);
  }
  EXPECT_EQ(maskOf(run(withMarked("  %z = stablehlo.constant dense<0> : tensor<i32>\n"
                                  "  %r = stablehlo.pad %m, %z, low = [0, 1], high = [0, 0], interior = [0, 0] : "
                                  "(tensor<2x3xi32>, tensor<i32>) -> tensor<2x4xi32>\n",
                                  "tensor<2x4xi32>"))[0]),
            padded);
  // A marked padding value marks the padding.
  EXPECT_EQ(maskOf(run(withMarked("  %z = stablehlo.slice %m [0:1, 0:1] : (tensor<2x3xi32>) -> tensor<1x1xi32>\n"
                                  "  %zs = stablehlo.reshape %z : (tensor<1x1xi32>) -> tensor<i32>\n"
                                  "  %r = stablehlo.pad %a, %zs, low = [0, 1], high = [0, 0], interior = [0, 0] : "
                                  "(tensor<2x3xi32>, tensor<i32>) -> tensor<2x4xi32>\n",
                                  "tensor<2x4xi32>"))[0]),
            (std::vector<int>{1, 0, 0, 0, 1, 0, 0, 0}));
  // select: the chosen operand's marks.
  EXPECT_EQ(maskOf(run(withMarked("  %p = stablehlo.constant dense<[[true, false, true], [false, true, true]]> : "
                                  "tensor<2x3xi1>\n"
                                  "  %r = stablehlo.select %p, %a, %m : tensor<2x3xi1>, tensor<2x3xi32>\n",
                                  "tensor<2x3xi32>"))[0]),
            (std::vector<int>{0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(maskOf(run(withMarked("  %p = stablehlo.constant dense<[[false, false, true], [false, true, false]]> : "
                                  "tensor<2x3xi1>\n"
                                  "  %r = stablehlo.select %p, %a, %m : tensor<2x3xi1>, tensor<2x3xi32>\n",
                                  "tensor<2x3xi32>"))[0]),
            (std::vector<int>{1, 0, 0, 0, 0, 1}));
  // sort along 1: a marked element opens its whole row.
  const std::string sort =
      "  %r = \"stablehlo.sort\"(%m) ({\n"
      "    ^bb0(%x: tensor<i32>, %y: tensor<i32>):\n"
      "      %c = stablehlo.compare LT, %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "      stablehlo.return %c : tensor<i1>\n"
      "  }) {dimension = 1 : i64} : (tensor<2x3xi32>) -> tensor<2x3xi32>\n";
  EXPECT_EQ(maskOf(run(withMarked(sort, "tensor<2x3xi32>"))[0]), std::vector<int>(6, 1));
}

TEST(ImplementationDefinedPropagation, OtherOpsMarkTheirWholeResult) {
  // reduce over dimension 1: each sum reads a marked element.
  const std::string reduce =
      "  %z = stablehlo.constant dense<0> : tensor<i32>\n"
      "  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : "
      "(tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>\n";
  // Unmarked input: nothing.
  EXPECT_EQ(run(withMarked(reduce, "tensor<2xi32>"))[0].annotations, nullptr);
  std::string marked = reduce;
  marked.replace(marked.find("(%a init"), 8, "(%m init");
  EXPECT_EQ(maskOf(run(withMarked(marked, "tensor<2xi32>"))[0]), (std::vector<int>{1, 1}));
  // A marked start index makes dynamic_slice's whole result open.
  const std::string dynamicSlice =
      "  %i = stablehlo.slice %m [0:1, 0:1] : (tensor<2x3xi32>) -> tensor<1x1xi32>\n"
      "  %is = stablehlo.reshape %i : (tensor<1x1xi32>) -> tensor<i32>\n"
      "  %r = stablehlo.dynamic_slice %a, %is, %is, sizes = [1, 2] : (tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> "
      "tensor<1x2xi32>\n";
  EXPECT_EQ(maskOf(run(withMarked(dynamicSlice, "tensor<1x2xi32>"))[0]), (std::vector<int>{1, 1}));
}

TEST(ImplementationDefinedPropagation, MarksReturnedByRegionsOpenTheResult) {
  // map whose computation divides by zero in one element; reduce whose body
  // overflows.
  const std::string map =
      "func.func @main() -> tensor<3xi32> {\n"
      "  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>\n"
      "  %b = stablehlo.constant dense<[1, ZERO, 1]> : tensor<3xi32>\n"
      "  %r = \"stablehlo.map\"(%a, %b) ({\n"
      "    ^bb0(%x: tensor<i32>, %y: tensor<i32>):\n"
      "      %q = stablehlo.divide %x, %y : tensor<i32>\n"
      "      stablehlo.return %q : tensor<i32>\n"
      "  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>\n"
      "  func.return %r : tensor<3xi32>\n}\n";
  std::string open = map, defined = map;
  open.replace(open.find("ZERO"), 4, "0");
  defined.replace(defined.find("ZERO"), 4, "2");
  EXPECT_EQ(maskOf(run(open)[0]), std::vector<int>(3, 1));
  EXPECT_EQ(run(defined)[0].annotations, nullptr);

  const std::string reduce =
      "func.func @main() -> tensor<2xi8> {\n"
      "  %a = stablehlo.constant dense<[[100, 2], [3, 4]]> : tensor<2x2xi8>\n"
      "  %one = stablehlo.constant dense<1> : tensor<i8>\n"
      "  %r = stablehlo.reduce(%a init: %one) applies stablehlo.multiply across dimensions = [0] : "
      "(tensor<2x2xi8>, tensor<i8>) -> tensor<2xi8>\n"
      "  func.return %r : tensor<2xi8>\n}\n";
  // 100 * 3 overflows i8 (column 0); 2 * 4 does not, but the fold is not
  // tracked per element.
  EXPECT_EQ(maskOf(run(reduce)[0]), std::vector<int>(2, 1));
  std::string small = reduce;
  small.replace(small.find("100"), 3, "10");
  EXPECT_EQ(run(small)[0].annotations, nullptr);
}

TEST(ImplementationDefinedPropagation, NothingWithoutAnnotate) {
  std::vector<Value> r =
      run(withMarked("  %r = stablehlo.reshape %m : (tensor<2x3xi32>) -> tensor<3x2xi32>\n", "tensor<3x2xi32>"),
          /*annotate=*/false);
  EXPECT_EQ(r[0].annotations, nullptr);
}

TEST(ImplementationDefinedPropagation, ThroughControlFlow) {
  // Marks survive a function call and an if whose predicate is defined; a
  // marked predicate opens every result.
  const std::string program =
      "func.func @main() -> tensor<2x3xi32> {\n" + std::string(kMarked2x3) +
      "  %p = stablehlo.constant dense<PRED> : tensor<i1>\n"
      "  %r = \"stablehlo.if\"(%p) ({\n"
      "    stablehlo.return %m : tensor<2x3xi32>\n"
      "  }, {\n"
      "    stablehlo.return %a : tensor<2x3xi32>\n"
      "  }) : (tensor<i1>) -> tensor<2x3xi32>\n"
      "  func.return %r : tensor<2x3xi32>\n}\n";
  std::string taken = program;
  taken.replace(taken.find("PRED"), 4, "true");
  EXPECT_EQ(maskOf(run(taken)[0]), kMarks2x3);
  std::string other = program;
  other.replace(other.find("PRED"), 4, "false");
  EXPECT_EQ(run(other)[0].annotations, nullptr);

  const std::string markedPredicate =
      "func.func @main() -> tensor<2x3xi32> {\n" + std::string(kMarked2x3) +
      "  %e = stablehlo.slice %m [0:1, 0:1] : (tensor<2x3xi32>) -> tensor<1x1xi32>\n"
      "  %es = stablehlo.reshape %e : (tensor<1x1xi32>) -> tensor<i32>\n"
      "  %zero = stablehlo.constant dense<0> : tensor<i32>\n"
      "  %p = stablehlo.compare LT, %es, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "  %r = \"stablehlo.if\"(%p) ({\n"
      "    stablehlo.return %a : tensor<2x3xi32>\n"
      "  }, {\n"
      "    stablehlo.return %a : tensor<2x3xi32>\n"
      "  }) : (tensor<i1>) -> tensor<2x3xi32>\n"
      "  func.return %r : tensor<2x3xi32>\n}\n";
  EXPECT_EQ(maskOf(run(markedPredicate)[0]), std::vector<int>(6, 1));
}

// ------------------------------------------------------------ error bounds

// A 2x2 f32 dot_general (C1 sets its bound) followed by `body` on %d.
std::string afterDot(const std::string& body, const std::string& resultType) {
  return "func.func @main() -> " + resultType + " {\n"
         "  %x = stablehlo.constant dense<[[1.0, 1.0e-8], [3.0, -2.0e8]]> : tensor<2x2xf32>\n"
         "  %y = stablehlo.constant dense<[[1.0, 0.5], [1.0, 1.0e-3]]> : tensor<2x2xf32>\n"
         "  %d = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> "
         "tensor<2x2xf32>\n" +
         body + "  func.return %r : " + resultType + "\n}\n";
}

std::vector<double> boundOf(const Value& v) {
  return v.annotations ? v.annotations->errorBound : std::vector<double>{};
}

TEST(ImplementationDefinedPropagation, ErrorBoundsMoveWithDataAndGrowThroughArithmetic) {
  std::vector<double> dot = boundOf(run(afterDot("  %r = stablehlo.reshape %d : (tensor<2x2xf32>) -> tensor<2x2xf32>\n",
                                                 "tensor<2x2xf32>"))[0]);
  if (dot.empty()) GTEST_SKIP() << "dot_general sets no error bound here";
  ASSERT_EQ(dot.size(), 4u);
  // transpose permutes the bounds.
  std::vector<double> t = boundOf(run(afterDot("  %r = stablehlo.transpose %d, dims = [1, 0] : (tensor<2x2xf32>) -> "
                                               "tensor<2x2xf32>\n",
                                               "tensor<2x2xf32>"))[0]);
  EXPECT_EQ(t, (std::vector<double>{dot[0], dot[2], dot[1], dot[3]}));
  // negate keeps them; maximum with an exact constant (a ReLU) keeps them.
  EXPECT_EQ(boundOf(run(afterDot("  %r = stablehlo.negate %d : tensor<2x2xf32>\n", "tensor<2x2xf32>"))[0]), dot);
  EXPECT_EQ(boundOf(run(afterDot("  %z = stablehlo.constant dense<0.0> : tensor<2x2xf32>\n"
                                 "  %r = stablehlo.maximum %d, %z : tensor<2x2xf32>\n",
                                 "tensor<2x2xf32>"))[0]),
            dot);
  // add (golden/propagate.h): each d lies within dot + 1/2 ulp(d) of its
  // golden, so d + d moves by twice that, plus add's half ulp of the sum.
  std::vector<Value> sum = run(afterDot("  %r = stablehlo.add %d, %d : tensor<2x2xf32>\n", "tensor<2x2xf32>"));
  std::vector<double> s = boundOf(sum[0]);
  ASSERT_EQ(s.size(), 4u);
  for (int64_t k = 0; k < 4; ++k) {
    const double r = sum[0].tensor().floatValue(k), ulp = ulpOf(ElementType::F32, r);
    const double moved = 2 * (dot[static_cast<size_t>(k)] + ulpOf(ElementType::F32, r / 2) / 2);
    EXPECT_GE(s[static_cast<size_t>(k)], moved) << k;
    EXPECT_LE(s[static_cast<size_t>(k)], moved * (1 + 1e-12) + ulp) << k;
  }
  // concatenate with exp of the exact x: exp's allowance, one ulp of
  // exp(1), exp(1e-8) = 1, exp(3) and exp(-2e8) = 0 (the least subnormal).
  std::vector<double> c = boundOf(run(afterDot("  %e = stablehlo.exponential %x : tensor<2x2xf32>\n"
                                               "  %r = stablehlo.concatenate %d, %e, dim = 0 : (tensor<2x2xf32>, "
                                               "tensor<2x2xf32>) -> tensor<4x2xf32>\n",
                                               "tensor<4x2xf32>"))[0]);
  EXPECT_EQ(c, (std::vector<double>{dot[0], dot[1], dot[2], dot[3], 0x1p-22, 0x1p-23, 0x1p-19, 0x1p-149}));
}

}  // namespace
}  // namespace hloref
