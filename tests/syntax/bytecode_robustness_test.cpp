// Invalid bytecode gets one clean diagnostic at a byte offset, never a crash,
// a hang, raw bytes or a runaway allocation: every truncation of a few
// artifacts, random byte flips (a fixed seed), and hand-made damage
// (absurd counts, bad indices, unknown ops and versions). The fuzzer entry
// point (bytecode::fuzzBytecodeReader) sees the same inputs.
#include <gtest/gtest.h>

#include <random>

#include "bytecode_test_util.h"
#include "run_tool.h"
#include "syntax/bytecode/reader.h"
#include "syntax/parser.h"

namespace hloref::testing {
namespace {

// What a diagnostic of a malformed artifact must look like: located at a
// byte offset inside the file, status 2, and printable.
void expectCleanError(const Error& e, size_t fileSize, const std::string& context) {
  EXPECT_EQ(e.status(), kExitInvalid) << context;
  EXPECT_GE(e.location().byteOffset, 0) << context << ": " << e.formatted();
  EXPECT_LE(e.location().byteOffset, static_cast<int64_t>(fileSize)) << context << ": " << e.formatted();
  for (char c : e.formatted())
    ASSERT_TRUE(c >= 0x20 && c < 0x7F) << context << ": unprintable byte in " << e.formatted();
}

// Reads `bytes`; returns whether it read. Any failure must be a clean Error.
// A damaged shape may ask for a huge splat constant: the budget is small.
bool readsCleanly(const std::string& bytes, const std::string& context) {
  bytecode::SmallMemoryBudget budget;
  try {
    bytecode::readBytecodeModule(bytes, "damaged.mlirbc");
    return true;
  } catch (const Error& e) {
    expectCleanError(e, bytes.size(), context);
    return false;
  }
}

const char* kTruncated[] = {"add_mul.mlirbc", "conv2d.v0_9_0.mlirbc", "scan.v0_14_0.mlirbc", "poly_matmul.mlirbc",
                            "sort.v1_17_0.mlirbc"};

TEST(BytecodeRobustness, EveryTruncationFailsCleanly) {
  size_t cases = 0;
  for (const char* name : kTruncated) {
    std::string bytes = readBinary(kBytecodeDir + "/" + name);
    ASSERT_FALSE(bytes.empty()) << name;
    ASSERT_TRUE(readsCleanly(bytes, name));
    for (size_t n = 4; n < bytes.size(); ++n, ++cases) {
      EXPECT_FALSE(readsCleanly(bytes.substr(0, n), std::string(name) + " cut at " + std::to_string(n)));
      bytecode::fuzzBytecodeReader(reinterpret_cast<const uint8_t*>(bytes.data()), n);
    }
  }
  EXPECT_GT(cases, 3000u);
}

TEST(BytecodeRobustness, RandomByteFlipsFailCleanlyOrRead) {
  std::mt19937_64 rng(20261127);
  size_t read = 0, failed = 0;
  for (const std::string& file : bytecodeArtifacts()) {
    std::string bytes = readBinary(kBytecodeDir + "/" + file);
    for (int trial = 0; trial < 40; ++trial) {
      std::string damaged = bytes;
      int flips = 1 + static_cast<int>(rng() % 4);
      for (int f = 0; f < flips; ++f) {
        size_t at = 4 + rng() % (damaged.size() - 4);  // keep the magic
        damaged[at] = static_cast<char>(damaged[at] ^ (1 << (rng() % 8)));
      }
      (readsCleanly(damaged, file + " trial " + std::to_string(trial)) ? read : failed)++;
    }
  }
  // Both happen: a flip in a constant's data reads; most damage does not.
  EXPECT_GT(read, 100u);
  EXPECT_GT(failed, 1000u);
}

// A small artifact to damage by hand, its layout found by searching bytes.
class Damage : public ::testing::Test {
 protected:
  std::string bytes = readBinary(kBytecodeDir + "/add_mul.mlirbc");

  std::string errorOf(const std::string& input) {
    try {
      bytecode::readBytecodeModule(input, "damaged.mlirbc");
    } catch (const Error& e) {
      expectCleanError(e, input.size(), "hand-made damage");
      return e.formatted();
    }
    return "";
  }
  void replace(std::string& s, const std::string& from, const std::string& to) {
    size_t at = s.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    s.replace(at, from.size(), to);
  }
};

TEST_F(Damage, UnknownVersionsAreNamed) {
  std::string s = bytes;
  replace(s, "StableHLO_v1.15.0", "StableHLO_v9.15.0");
  EXPECT_NE(errorOf(s).find("damaged.mlirbc: byte 5: error: unsupported: StableHLO portable artifact version 9.15.0"),
            std::string::npos)
      << errorOf(s);
  s = bytes;
  replace(s, "StableHLO_v1.15.0", "NotStableHLO_1.0");
  EXPECT_NE(errorOf(s).find("unsupported: bytecode from producer 'NotStableHLO_1.0'"), std::string::npos);
  s = bytes;
  s[4] = 0x0F;  // bytecode version 7
  EXPECT_NE(errorOf(s).find("byte 4: error: unsupported: bytecode version 7 (hloref reads 0 to 6)"), std::string::npos)
      << errorOf(s);
}

TEST_F(Damage, UnknownOpsAreNamed) {
  std::string s = bytes;
  replace(s, std::string("add_v1\0", 7), std::string("add_v9\0", 7));
  EXPECT_NE(errorOf(s).find("unsupported: unknown VHLO op 'vhlo.add_v9'"), std::string::npos) << errorOf(s);
  s = bytes;
  replace(s, std::string("vhlo\0", 5), std::string("xhlo\0", 5));
  EXPECT_NE(errorOf(s).find("xhlo"), std::string::npos) << errorOf(s);
}

TEST_F(Damage, RawBytesInNamesAreEscaped) {
  std::string s = bytes;
  replace(s, std::string("add_v1\0", 7), std::string("a\r\x9b_v1\0", 7));
  std::string e = errorOf(s);
  EXPECT_NE(e.find("unknown VHLO op 'vhlo.a\\0D\\9B_v1'"), std::string::npos) << e;
}

TEST_F(Damage, AbsurdCountsFailBeforeAllocating) {
  // Header (23 bytes), then a string section (id 0, 10 bytes) whose count is
  // the 9-byte varint 2^62, with one byte after it.
  // The other required sections follow, empty.
  std::string s = std::string("ML\xEFR\x0D", 5) + "StableHLO_v1.15.0" + std::string("\0\0\x15", 3) +
                  std::string("\0\0\0\0\0\0\0\0\x40\x01", 10) + "\x01\x01\x02\x01\x03\x01\x04\x01";
  EXPECT_NE(errorOf(s).find("damaged.mlirbc: byte 25: error: malformed bytecode: count of strings "
                            "(4611686018427387904) exceeds what the 1 remaining bytes can hold"),
            std::string::npos)
      << errorOf(s);
  // A section longer than the file.
  std::string t = std::string("ML\xEFR\x0D", 5) + "StableHLO_v1.15.0" + std::string("\0\0\xFF\x01", 4);
  EXPECT_NE(errorOf(t).find("byte 23: error: malformed bytecode: section 0 claims 127 bytes but only 1 remain"),
            std::string::npos)
      << errorOf(t);
}

// A PrefixVarInt (below 2^56) and a section, for hand-made files.
std::string v(uint64_t x) {
  int n = 1;
  while (n < 8 && x >= (uint64_t{1} << (7 * n))) ++n;
  uint64_t encoded = (x << n) | (uint64_t{1} << (n - 1));
  return std::string(reinterpret_cast<const char*>(&encoded), static_cast<size_t>(n));  // little-endian host
}
std::string section(int id, const std::string& data) { return std::string(1, static_cast<char>(id)) + v(data.size()) + data; }

// A module whose attribute dictionary holds arrays of arrays: each level
// refers 64 times to the next, 5 levels deep (64^5 nodes once expanded)
// in under 500 bytes.
std::string referenceBomb() {
  constexpr int kFanOut = 64, kLevels = 5;
  std::string strings = v(3) + v(2) + v(7) + v(8) + std::string("builtin\0module\0x\0", 17);
  std::string dialects = v(1) + v(0) + v(1) + v(0) + v(1) + v(3);
  std::string attrs, offsets;
  auto add = [&](const std::string& encoding) {
    attrs += encoding;
    offsets += v((encoding.size() << 1) | 1);
  };
  add(v(15));                          // #0 unknown location
  add(v(2) + v(2));                    // #1 "x"
  add(v(1) + v(1) + v(1) + v(3));      // #2 {x = #3}
  for (int level = 0; level < kLevels; ++level) {  // #3.. arrays of the next
    std::string array = v(0) + v(kFanOut);
    for (int k = 0; k < kFanOut; ++k) array += v(4 + level);
    add(array);
  }
  add(v(7));  // the innermost: unit
  int numAttrs = 3 + kLevels + 1;
  std::string offsetSection = v(numAttrs) + v(0) + v(0) + v(numAttrs) + offsets;
  std::string ir = v(2) + v(0) + std::string(1, 0x01) + v(0) + v(2);  // one op: builtin.module, attributes #2
  return std::string("ML\xEFR\x0D", 5) + "StableHLO_v1.15.0" + std::string(1, '\0') + section(0, strings) +
         section(1, dialects) + section(2, attrs) + section(3, offsetSection) + section(4, ir);
}

TEST_F(Damage, SharedReferencesCannotExpandWithoutBound) {
  std::string bomb = referenceBomb();
  EXPECT_LT(bomb.size(), 500u);
  std::string e = errorOf(bomb);
  EXPECT_NE(e.find("expands to more than 1048576 nodes through its references"), std::string::npos) << e;
}

TEST_F(Damage, EmptyAndMagicOnly) {
  EXPECT_NE(errorOf(std::string("ML\xEFR", 4)).find("byte 4: error: malformed bytecode: a varint needs 1 bytes"),
            std::string::npos)
      << errorOf(std::string("ML\xEFR", 4));
}

TEST(BytecodeRobustness, TheCommandLineReportsOffsetsNotBytes) {
  std::string bytes = readBinary(kBytecodeDir + "/attention.mlirbc");
  std::string path = writeTempFile("cut.mlirbc", bytes.substr(0, bytes.size() / 2));
  for (const char* verb : {"run", "check", "print"}) {
    ToolResult r = runHloref({verb, path});
    EXPECT_EQ(r.status, 2) << verb << ": " << r.err;
    EXPECT_NE(r.err.find("cut.mlirbc: byte "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(": error: malformed bytecode: "), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << "one diagnostic: " << r.err;
    for (char c : r.err) EXPECT_TRUE(c == '\n' || (c >= 0x20 && c < 0x7F)) << r.err;
  }
}

TEST(BytecodeRobustness, TheCommandLineRunsArtifacts) {
  std::string artifact = kBytecodeDir + "/add_mul.mlirbc";
  ToolResult run = runHloref({"run", artifact, "--inputs", kBytecodeDir + "/add_mul.npz"});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find(": tensor<3x4xf32>"), std::string::npos) << run.out;
  ToolResult check = runHloref({"check", artifact});
  EXPECT_EQ(check.status, 0) << check.err;
  ToolResult print = runHloref({"print", artifact});
  EXPECT_EQ(print.status, 0) << print.err;
  EXPECT_NE(print.out.find("\"stablehlo.multiply\""), std::string::npos) << print.out;
  std::string dir = makeTempDir();
  ToolResult golden = runHloref({"golden", artifact, "--inputs", kBytecodeDir + "/add_mul.npz", "--outputs", dir + "/g.npz"});
  EXPECT_EQ(golden.status, 0) << golden.err;
  EXPECT_TRUE(std::filesystem::exists(dir + "/g.npz"));
  // The format is recognised by its magic, whatever the extension.
  std::string renamed = writeTempFile("model.mlir", readBinary(artifact));
  ToolResult again = runHloref({"print", renamed});
  EXPECT_EQ(again.out, print.out);
}

TEST(BytecodeRobustness, OpsOfOtherDialectsAreUnsupported) {
  // JAX wraps Shardy ops in casts between VHLO and builtin types; the module's
  // sdy.mesh is skipped with a warning, as in text; the op is refused.
  std::string bytes = readBinary(kBytecodeDir + "/unsupported/sharding_constraint.mlirbc");
  ASSERT_FALSE(bytes.empty());
  try {
    bytecode::readBytecodeModule(bytes, "sharding.mlirbc");
    FAIL() << "read an artifact with a Shardy op";
  } catch (const Error& e) {
    EXPECT_NE(e.formatted().find("sharding.mlirbc: byte "), std::string::npos) << e.formatted();
    EXPECT_NE(e.formatted().find(": error: unsupported: op 'sdy.sharding_constraint'"), std::string::npos)
        << e.formatted();
  }
}

}  // namespace
}  // namespace hloref::testing
