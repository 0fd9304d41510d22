// Correct rounding of the elementwise math ops (design principle 2) on the
// narrow formats: each op's result must be the exact value rounded once to
// the result type. Every encoding of every format of at most 16 bits for
// every unary op; binary ops: every pair for formats of at most 8 bits,
// sampled pairs for bf16 and f16; tf32 sampled. The expectations come from
// correct_rounding_reference.h, independent of the interpreter.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "tests/numerics/correct_rounding_reference.h"

namespace hloref {
namespace {

using namespace rounding_reference;

Tensor encodingsTensor(const Fmt& f, const std::vector<uint64_t>& bits) {
  Tensor t(tensorType(static_cast<int64_t>(bits.size()), f.type));
  for (size_t i = 0; i < bits.size(); ++i) t.setFloatBits(static_cast<int64_t>(i), bits[i]);
  return t;
}

// Runs every unary op on the given encodings and compares each element.
void checkUnary(const Fmt& f, const std::vector<uint64_t>& inputs, int* checked) {
  Runner runner;
  Tensor x = encodingsTensor(f, inputs);
  for (const UnaryOp& u : unaryOps()) {
    Tensor r = runner.run(u.op, {x});
    Mismatches bad;
    for (size_t i = 0; i < inputs.size(); ++i) {
      Val in = decode(f, inputs[i]);
      double xv = in.nan ? std::numeric_limits<double>::quiet_NaN() : in.value;
      bool decided;
      Expect e = reference1(f, u.ref, xv, &decided);
      if (!decided) {
        bad.add(std::string(u.op) + "(" + hex(xv) + ") on " + f.name + ": the reference is undecided");
        continue;
      }
      uint64_t got = r.floatBits(static_cast<int64_t>(i));
      ++*checked;
      if (!matches(f, e, got))
        bad.add(std::string(u.op) + "(" + hex(xv) + ") on " + f.name + ": expected " + describe(e) + ", got " +
                hex(decode(f, got).value) + (decode(f, got).nan ? " (NaN)" : ""));
    }
    EXPECT_EQ(bad.count, 0) << u.op << " on " << f.name;
  }
}

void checkBinary(const Fmt& f, const std::vector<uint64_t>& lhs, const std::vector<uint64_t>& rhs, int* checked) {
  Runner runner;
  Tensor x = encodingsTensor(f, lhs), y = encodingsTensor(f, rhs);
  for (const BinaryOp& b : binaryOps()) {
    Tensor r = runner.run(b.op, {x, y});
    Mismatches bad;
    for (size_t i = 0; i < lhs.size(); ++i) {
      Val vx = decode(f, lhs[i]), vy = decode(f, rhs[i]);
      constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
      double xv = vx.nan ? kNaN : vx.value, yv = vy.nan ? kNaN : vy.value;
      bool decided;
      Expect e = reference2(f, b.ref, xv, yv, &decided);
      if (!decided) {
        bad.add(std::string(b.op) + "(" + hex(xv) + ", " + hex(yv) + ") on " + f.name + ": undecided reference");
        continue;
      }
      uint64_t got = r.floatBits(static_cast<int64_t>(i));
      ++*checked;
      if (!matches(f, e, got))
        bad.add(std::string(b.op) + "(" + hex(xv) + ", " + hex(yv) + ") on " + f.name + ": expected " +
                describe(e) + ", got " + hex(decode(f, got).value) + (decode(f, got).nan ? " (NaN)" : ""));
    }
    EXPECT_EQ(bad.count, 0) << b.op << " on " << f.name;
  }
}

std::string formatName(const testing::TestParamInfo<const Fmt*>& info) { return info.param->name; }

// ------------------------------------------- every encoding, formats <= 16 bits

class SmallFormat : public testing::TestWithParam<const Fmt*> {};

TEST_P(SmallFormat, EveryUnaryOpOnEveryEncoding) {
  const Fmt& f = *GetParam();
  std::vector<uint64_t> all(size_t{1} << f.totalBits());
  for (size_t i = 0; i < all.size(); ++i) all[i] = i;
  int checked = 0;
  checkUnary(f, all, &checked);
  EXPECT_EQ(checked, static_cast<int>(all.size() * unaryOps().size()));
}

// Every pair for formats of at most 8 bits; for bf16 and f16, 2^16 random
// pairs plus every pair of special and boundary values.
TEST_P(SmallFormat, EveryBinaryOpOnEveryPairOrASample) {
  const Fmt& f = *GetParam();
  std::vector<uint64_t> lhs, rhs;
  size_t size = size_t{1} << f.totalBits();
  if (f.totalBits() <= 8) {
    for (size_t a = 0; a < size; ++a)
      for (size_t b = 0; b < size; ++b) lhs.push_back(a), rhs.push_back(b);
  } else {
    std::mt19937_64 rng(f.totalBits() * 7919 + f.exponentBits);
    for (int i = 0; i < (1 << 16); ++i) lhs.push_back(rng() % size), rhs.push_back(rng() % size);
    // zeros, ones, smallest subnormal and normal, largest, infinities, NaN
    std::vector<uint64_t> special;
    uint64_t signBit = uint64_t{1} << (f.totalBits() - 1);
    for (uint64_t b : {uint64_t{0}, uint64_t{1}, uint64_t{1} << f.mantissaBits,
                       static_cast<uint64_t>(f.bias) << f.mantissaBits, (f.exponentMask() - 1) << f.mantissaBits,
                       ((f.exponentMask() - 1) << f.mantissaBits) | f.mantissaMask(), f.exponentMask() << f.mantissaBits,
                       (f.exponentMask() << f.mantissaBits) | 1})
      special.push_back(b), special.push_back(b | signBit);
    for (uint64_t a : special)
      for (uint64_t b : special) lhs.push_back(a), rhs.push_back(b);
  }
  int checked = 0;
  checkBinary(f, lhs, rhs, &checked);
  EXPECT_EQ(checked, static_cast<int>(lhs.size() * binaryOps().size()));
}

INSTANTIATE_TEST_SUITE_P(CorrectRounding, SmallFormat, testing::ValuesIn(kSmallFormats), formatName);

// tf32 has 2^19 encodings: 2^15 random ones (plus the specials among them).
TEST(CorrectRounding, Tf32Sampled) {
  std::mt19937_64 rng(19);
  std::vector<uint64_t> x, y;
  for (int i = 0; i < (1 << 15); ++i) x.push_back(rng() % (1 << 19)), y.push_back(rng() % (1 << 19));
  int checked = 0;
  checkUnary(kTF32, x, &checked);
  checkBinary(kTF32, x, y, &checked);
  EXPECT_GT(checked, 0);
}


}  // namespace
}  // namespace hloref
