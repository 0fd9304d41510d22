// Tests of the random bit generators (interpreter/kernels/random_bits.h) and the
// rng / rng_bit_generator ops:
//  - Threefry-2x32-20 and Philox-4x32-10 against the known-answer vectors
//    published with Random123 (kat_vectors);
//  - rng_bit_generator against outputs of XLA:CPU, which fix the state and
//    output layout and what DEFAULT means: every expected value below came
//    from jax/jaxlib 0.10.2 on CPU (pip install jax), running the same
//    StableHLO program (jax.lax.rng_bit_generator, or the program text
//    compiled by jax's XLA client for the element types and state sizes
//    jax.lax refuses);
//  - rng: determinism, ranges, and the diagnostics for undefined behaviour.
#include <gtest/gtest.h>

#include <regex>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "interpreter/kernels/random_bits.h"
#include "run_tool.h"

namespace hloref {
namespace {

using hloref::testing::runHloref;
using hloref::testing::writeTempFile;
namespace rb = random_bits;

TEST(Random123, Threefry2x32KnownAnswers) {
  EXPECT_EQ(rb::threefry2x32({0, 0}, {0, 0}), (std::array<uint32_t, 2>{0x6b200159u, 0x99ba4efeu}));
  EXPECT_EQ(rb::threefry2x32({0xffffffffu, 0xffffffffu}, {0xffffffffu, 0xffffffffu}),
            (std::array<uint32_t, 2>{0x1cb996fcu, 0xbb002be7u}));
  EXPECT_EQ(rb::threefry2x32({0x13198a2eu, 0x03707344u}, {0x243f6a88u, 0x85a308d3u}),
            (std::array<uint32_t, 2>{0xc4923a9cu, 0x483df7a0u}));
}

TEST(Random123, Philox4x32KnownAnswers) {
  EXPECT_EQ(rb::philox4x32({0, 0}, {0, 0, 0, 0}),
            (std::array<uint32_t, 4>{0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u}));
  EXPECT_EQ(rb::philox4x32({0xffffffffu, 0xffffffffu}, {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu}),
            (std::array<uint32_t, 4>{0x408f276du, 0x41c83b0eu, 0xa20bc7c6u, 0x6d5451fdu}));
  EXPECT_EQ(rb::philox4x32({0xa4093822u, 0x299f31d0u}, {0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u}),
            (std::array<uint32_t, 4>{0xd16cfe09u, 0x94fdccebu, 0x5001e420u, 0x24126ea1u}));
}

// The layouts directly: which block and word each element takes.
TEST(RandomBits, LayoutsAndCounters) {
  std::vector<uint64_t> out(6);
  auto emit = [&](int64_t i, uint64_t v) { out[static_cast<size_t>(i)] = v; };
  const std::vector<int64_t> five = {5}, two = {2}, twoByThree = {2, 3}, threeByFive = {3, 5};
  // THREE_FRY, 32-bit elements, 1-dimensional: block j gives elements 2j and 2j + 1.
  EXPECT_EQ(rb::threeFryBits(7, 100, five, 32, emit), 103u);
  for (uint32_t j = 0; j < 3; ++j) {
    auto b = rb::threefry2x32({7, 0}, {100u + j, 0});
    EXPECT_EQ(out[2 * j], b[0]);
    if (j < 2) {
      EXPECT_EQ(out[2 * j + 1], b[1]);
    }
  }
  // 2x3: dimension 0 is split; row w takes word w of blocks 0..2.
  EXPECT_EQ(rb::threeFryBits(7, 100, twoByThree, 32, emit), 103u);
  for (uint32_t j = 0; j < 3; ++j) {
    auto b = rb::threefry2x32({7, 0}, {100u + j, 0});
    EXPECT_EQ(out[j], b[0]);
    EXPECT_EQ(out[3 + j], b[1]);
  }
  // 3x5: no even dimension; the larger one (5) is split, 3 blocks per row.
  std::vector<uint64_t> big(15);
  EXPECT_EQ(rb::threeFryBits(7, 100, threeByFive, 32, [&](int64_t i, uint64_t v) { big[static_cast<size_t>(i)] = v; }),
            109u);
  auto b4 = rb::threefry2x32({7, 0}, {104, 0});  // row 1, second block
  EXPECT_EQ(big[7], b4[0]);
  EXPECT_EQ(big[8], b4[1]);
  // THREE_FRY, 64-bit elements: one block per element, (low, high).
  EXPECT_EQ(rb::threeFryBits(7, 100, two, 64, emit), 102u);
  auto b1 = rb::threefry2x32({7, 0}, {101, 0});
  EXPECT_EQ(out[1], (uint64_t{b1[1]} << 32) | b1[0]);
  // PHILOX, 32-bit: four consecutive elements per block; the 128-bit counter
  // carries from the low word into the high one.
  rb::Counter128 c = rb::philoxBits(9, {~uint64_t{0}, 4}, 5, 16, emit);
  EXPECT_EQ(c.low, 1u);
  EXPECT_EQ(c.high, 5u);
  auto p1 = rb::philox4x32({9, 0}, {0, 0, 5, 0});
  EXPECT_EQ(out[4], p1[0]);
}

struct ProgramResult {
  int status;
  std::string out;
  std::string err;
};

ProgramResult run(const std::string& name, const std::string& program) {
  auto r = runHloref({"run", writeTempFile(name, program)});
  return {r.status, r.out, r.err};
}

// One rng_bit_generator from `state` to an output of `outputType`,
// returning both results as the CLI prints them; with `bitsType` the output
// is bitcast to that unsigned type first (floats and signed integers are
// compared by their bits).
std::string bitGenerator(const std::string& algorithm, const std::string& state, int stateSize,
                         const std::string& outputType, const std::string& bitsType = "") {
  std::string st = "tensor<" + std::to_string(stateSize) + "xui64>";
  std::string shown = outputType;
  std::string convert;
  if (!bitsType.empty()) {
    shown = outputType.substr(0, outputType.rfind('x') + 1) + bitsType + ">";
    convert = "  %b = stablehlo.bitcast_convert %0#1 : (" + outputType + ") -> " + shown + "\n";
  }
  std::string program = "func.func @main() -> (" + st + ", " + shown + ") {\n"
                        "  %s = stablehlo.constant dense<" + state + "> : " + st + "\n"
                        "  %0:2 = stablehlo.rng_bit_generator %s, algorithm = " + algorithm + " : (" + st +
                        ") -> (" + st + ", " + outputType + ")\n" + convert +
                        "  func.return %0#0, " + (bitsType.empty() ? "%0#1" : "%b") + " : " + st + ", " + shown +
                        "\n}\n";
  auto r = run("rbg.mlir", program);
  EXPECT_EQ(r.status, 0) << r.err;
  // `hloref run` puts the rows of a long result on their own lines.
  return std::regex_replace(r.out, std::regex(",\n +"), ", ");
}

// Outputs of XLA:CPU for the same programs: the layout of state and bits
// agrees with XLA's RngBitGeneratorExpander.
TEST(RngBitGenerator, AgreesWithXla) {
  // The spec's example.
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<2x2xui64>"),
            "dense<[1, 6]> : tensor<2xui64>\n"
            "dense<[[9236835810183407956, 16087790271692313299], [18212823393184779219, 2658481902456610144]]> : "
            "tensor<2x2xui64>\n");
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<5xui32>"),
            "dense<[1, 5]> : tensor<2xui64>\n"
            "dense<[43444564, 2150618427, 3979645651, 3745730563, 1672743891]> : tensor<5xui32>\n");
  EXPECT_EQ(bitGenerator("THREE_FRY", "[3, 4]", 2, "tensor<5xui8>"),
            "dense<[3, 7]> : tensor<2xui64>\ndense<[66, 186, 99, 123, 249]> : tensor<5xui8>\n");
  EXPECT_EQ(bitGenerator("THREE_FRY", "[3, 4]", 2, "tensor<3xui4>"),
            "dense<[3, 6]> : tensor<2xui64>\ndense<[2, 10, 3]> : tensor<3xui4>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[1, 2]", 2, "tensor<5xui32>"),
            "dense<[1, 4]> : tensor<2xui64>\n"
            "dense<[2100602697, 2847456232, 2074354647, 800269529, 1828267006]> : tensor<5xui32>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[1, 2]", 2, "tensor<3xui64>"),
            "dense<[1, 4]> : tensor<2xui64>\n"
            "dense<[12229731395331991369, 3437131457114678231, 13465615291114923006]> : tensor<3xui64>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[1, 2, 3]", 3, "tensor<5xui32>"),
            "dense<[1, 4, 3]> : tensor<3xui64>\n"
            "dense<[4031113034, 1366700262, 495645701, 3051723414, 89414891]> : tensor<5xui32>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[1, 18446744073709551615, 7]", 3, "tensor<5xui32>"),
            "dense<[1, 1, 8]> : tensor<3xui64>\n"
            "dense<[2939814351, 3089645902, 2240701313, 4013425625, 2720442693]> : tensor<5xui32>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[1, 18446744073709551615]", 2, "tensor<5xui32>"),
            "dense<1> : tensor<2xui64>\n"
            "dense<[1483621553, 651866410, 3635972313, 3644338380, 3878945999]> : tensor<5xui32>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[3, 4]", 2, "tensor<7xui16>"),
            "dense<[3, 6]> : tensor<2xui64>\n"
            "dense<[36888, 11882, 64786, 24239, 924, 52181, 42232]> : tensor<7xui16>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[11, 12]", 2, "tensor<2x3xui64>"),
            "dense<[11, 15]> : tensor<2xui64>\n"
            "dense<[[4972113262024672094, 905869821748541011, 17297417757457233452], [7257024841005226850, "
            "4987993285144151138, 11821559897281042921]]> : tensor<2x3xui64>\n");
}

// THREE_FRY with elements of at most 32 bits: XLA halves one dimension of
// the shape (the first even one, else the first largest odd one), so the
// layout depends on the shape, not only on the element count.
TEST(RngBitGenerator, ThreeFrySplitsADimensionLikeXla) {
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<2x3xui32>"),
            "dense<[1, 5]> : tensor<2xui64>\n"
            "dense<[[43444564, 3979645651, 1672743891], [2150618427, 3745730563, "
            "4240503393]]> : tensor<2x3xui32>\n");
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<3x2xui32>"),
            "dense<[1, 5]> : tensor<2xui64>\n"
            "dense<[[43444564, 2150618427], [3979645651, 3745730563], [1672743891, "
            "4240503393]]> : tensor<3x2xui32>\n");
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<3x5xui32>"),
            "dense<[1, 11]> : tensor<2xui64>\n"
            "dense<[[43444564, 2150618427, 3979645651, 3745730563, 1672743891], [2109414752, 618976052, "
            "2534981805, 3824176357, 2868795927], [2915202000, 3844842626, 3159807845, 3120200270, "
            "299673330]]> : tensor<3x5xui32>\n");
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<5x3xui16>"),
            "dense<[1, 11]> : tensor<2xui64>\n"
            "dense<[[59732, 37587, 3027], [54587, 20483, 62049], [7520, 49325, 23063], [54068, 19685, 22577], "
            "[29648, 55141, 42738]]> : tensor<5x3xui16>\n");
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<2x2x3xui8>"),
            "dense<[1, 8]> : tensor<2xui64>\n"
            "dense<[[[84, 211, 211], [96, 173, 23]], [[59, 3, 97], [52, 229, 49]]]> : tensor<2x2x3xui8>\n");
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<1x1x3xui32>"),
            "dense<[1, 4]> : tensor<2xui64>\n"
            "dense<[[[43444564, 2150618427, 3979645651]]]> : tensor<1x1x3xui32>\n");
}

// Float and signed outputs take the bits of the unsigned type of their width.
TEST(RngBitGenerator, FloatAndSignedOutputsLikeXla) {
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<2x3xf32>", "ui32"),
            "dense<[1, 5]> : tensor<2xui64>\n"
            "dense<[[43444564, 3979645651, 1672743891], [2150618427, 3745730563, "
            "4240503393]]> : tensor<2x3xui32>\n");
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<3xf64>", "ui64"),
            "dense<[1, 5]> : tensor<2xui64>\n"
            "dense<[9236835810183407956, 16087790271692313299, 18212823393184779219]> : tensor<3xui64>\n");
  EXPECT_EQ(bitGenerator("THREE_FRY", "[1, 2]", 2, "tensor<5xi64>", "ui64"),
            "dense<[1, 7]> : tensor<2xui64>\n"
            "dense<[9236835810183407956, 16087790271692313299, 18212823393184779219, 2658481902456610144, "
            "16424712389986402477]> : tensor<5xui64>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[1, 2]", 2, "tensor<5xf16>", "ui16"),
            "dense<[1, 4]> : tensor<2xui64>\n"
            "dense<[42825, 48104, 9175, 9433, 9214]> : tensor<5xui16>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[1, 2]", 2, "tensor<3xbf16>", "ui16"),
            "dense<[1, 3]> : tensor<2xui64>\n"
            "dense<[42825, 48104, 9175]> : tensor<3xui16>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[1, 2]", 2, "tensor<3xf64>", "ui64"),
            "dense<[1, 4]> : tensor<2xui64>\n"
            "dense<[12229731395331991369, 3437131457114678231, 13465615291114923006]> : tensor<3xui64>\n");
  EXPECT_EQ(bitGenerator("PHILOX", "[1, 2]", 2, "tensor<5xi8>", "ui8"),
            "dense<[1, 4]> : tensor<2xui64>\n"
            "dense<[73, 232, 215, 217, 254]> : tensor<5xui8>\n");
}

// RNG_DEFAULT on XLA:CPU is Philox: the same bits and state as PHILOX above,
// for both state sizes.
TEST(RngBitGenerator, DefaultIsPhiloxLikeXla) {
  EXPECT_EQ(bitGenerator("DEFAULT", "[1, 2]", 2, "tensor<5xui32>"),
            "dense<[1, 4]> : tensor<2xui64>\n"
            "dense<[2100602697, 2847456232, 2074354647, 800269529, 1828267006]> : tensor<5xui32>\n");
  EXPECT_EQ(bitGenerator("DEFAULT", "[5, 6, 7]", 3, "tensor<2x3xui32>"),
            "dense<[5, 8, 7]> : tensor<3xui64>\n"
            "dense<[[1033811427, 2611507766, 2049409451], [998509057, 2441776350, "
            "3561623133]]> : tensor<2x3xui32>\n");
  EXPECT_EQ(bitGenerator("DEFAULT", "[1, 2]", 2, "tensor<3xui64>"),
            "dense<[1, 4]> : tensor<2xui64>\n"
            "dense<[12229731395331991369, 3437131457114678231, 13465615291114923006]> : tensor<3xui64>\n");
}

TEST(RngBitGenerator, RejectsBadStates) {
  auto r = run("rbg_bad.mlir",
               "func.func @main() -> tensor<2xui32> {\n"
               "  %s = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui64>\n"
               "  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> "
               "(tensor<3xui64>, tensor<2xui32>)\n"
               "  func.return %0#1 : tensor<2xui32>\n}\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("'stablehlo.rng_bit_generator' violates C2"), std::string::npos) << r.err;
  // DEFAULT is PHILOX: 2 or 3 words, not 4.
  r = run("rbg_bad_default.mlir",
          "func.func @main() -> tensor<2xui32> {\n"
          "  %s = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xui64>\n"
          "  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<4xui64>) -> "
          "(tensor<4xui64>, tensor<2xui32>)\n"
          "  func.return %0#1 : tensor<2xui32>\n}\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("'stablehlo.rng_bit_generator' violates C2"), std::string::npos) << r.err;
  r = run("rbg_bad2.mlir",
          "func.func @main() -> tensor<2xi1> {\n"
          "  %s = stablehlo.constant dense<[1, 2]> : tensor<2xui64>\n"
          "  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> "
          "(tensor<2xui64>, tensor<2xi1>)\n"
          "  func.return %0#1 : tensor<2xi1>\n}\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("'stablehlo.rng_bit_generator' violates O2"), std::string::npos) << r.err;
  r = run("rbg_bad3.mlir",
          "func.func @main() -> tensor<2xui32> {\n"
          "  %s = stablehlo.constant dense<[1, 2]> : tensor<2xui64>\n"
          "  %0:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<2xui64>) -> "
          "(tensor<3xui64>, tensor<2xui32>)\n"
          "  func.return %0#1 : tensor<2xui32>\n}\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("'stablehlo.rng_bit_generator' violates C1"), std::string::npos) << r.err;
}

// A state of dynamic size: C2 is checked when the op runs, worded as the
// checker words it.
TEST(RngBitGenerator, DynamicStateSizeIsCheckedWhenItRuns) {
  auto program = [](const std::string& algorithm, const std::string& state, int size) {
    std::string st = "tensor<" + std::to_string(size) + "xui64>";
    return "func.func @main() -> tensor<2xui32> {\n"
           "  %s = stablehlo.constant dense<" + state + "> : " + st + "\n"
           "  %d = stablehlo.convert %s : (" + st + ") -> tensor<?xui64>\n"
           "  %0:2 = stablehlo.rng_bit_generator %d, algorithm = " + algorithm +
           " : (tensor<?xui64>) -> (tensor<?xui64>, tensor<2xui32>)\n"
           "  func.return %0#1 : tensor<2xui32>\n}\n";
  };
  auto r = run("rbg_dynamic_bad.mlir", program("THREE_FRY", "[1, 2, 3]", 3));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("'stablehlo.rng_bit_generator' violates C2: size(initial_state) is defined as: "
                       "(rng_algorithm = THREE_FRY, size(initial_state) = 3)"),
            std::string::npos)
      << r.err;
  r = run("rbg_dynamic_ok.mlir", program("PHILOX", "[1, 2, 3]", 3));
  EXPECT_EQ(r.status, 0) << r.err;
}

std::string rngProgram(const std::string& type, const std::string& a, const std::string& b,
                       const std::string& distribution, const std::string& shape, const std::string& resultType) {
  return "func.func @main() -> " + resultType + " {\n"
         "  %a = stablehlo.constant dense<" + a + "> : tensor<" + type + ">\n"
         "  %b = stablehlo.constant dense<" + b + "> : tensor<" + type + ">\n"
         "  %shape = stablehlo.constant dense<" + shape + "> : tensor<1xi64>\n"
         "  %r = stablehlo.rng %a, %b, %shape, distribution = " + distribution + " : (tensor<" + type +
         ">, tensor<" + type + ">, tensor<1xi64>) -> " + resultType + "\n"
         "  func.return %r : " + resultType + "\n}\n";
}

TEST(Rng, DeterministicAcrossRuns) {
  std::string program = rngProgram("f32", "0.0", "1.0", "UNIFORM", "[16]", "tensor<16xf32>");
  auto first = run("rng_det.mlir", program);
  auto second = run("rng_det.mlir", program);
  ASSERT_EQ(first.status, 0) << first.err;
  EXPECT_EQ(first.out, second.out);
  // Not a constant: at least two distinct values among 16.
  EXPECT_NE(first.out.find(','), std::string::npos);
  EXPECT_EQ(first.out.find("dense<0.0"), std::string::npos) << first.out;
}

TEST(Rng, UndefinedBehaviourIsDiagnosed) {
  auto r = run("rng_ub1.mlir", rngProgram("i32", "5", "5", "UNIFORM", "[4]", "tensor<4xi32>"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("a = 5 >= b = 5"), std::string::npos) << r.err;
  r = run("rng_ub2.mlir", rngProgram("ui8", "200", "100", "UNIFORM", "[4]", "tensor<4xui8>"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("a = 200 >= b = 100"), std::string::npos) << r.err;
  r = run("rng_ub3.mlir", rngProgram("f32", "0.0", "-1.0", "NORMAL", "[4]", "tensor<4xf32>"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("< 0"), std::string::npos) << r.err;
  r = run("rng_ub4.mlir", rngProgram("f32", "0.0", "0x7F800000", "UNIFORM", "[4]", "tensor<4xf32>"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("finite"), std::string::npos) << r.err;
  // (C2) NORMAL needs a float type: the checker's.
  r = run("rng_c2.mlir", rngProgram("i32", "0", "1", "NORMAL", "[4]", "tensor<4xi32>"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("'stablehlo.rng' violates C2"), std::string::npos) << r.err;
  // (C3) the shape operand against the declared result: the checker reads
  // a constant shape.
  r = run("rng_c3.mlir", rngProgram("i32", "0", "1", "UNIFORM", "[4]", "tensor<5xi32>"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("'stablehlo.rng' violates C3"), std::string::npos) << r.err;
  // A negative size, and a size beyond the memory budget.
  r = run("rng_neg.mlir", rngProgram("i32", "0", "1", "UNIFORM", "[-3]", "tensor<?xi32>"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("negative size -3"), std::string::npos) << r.err;
  r = run("rng_huge.mlir", rngProgram("i32", "0", "1", "UNIFORM", "[1000000000000000]", "tensor<?xi32>"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("memory budget"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace hloref
