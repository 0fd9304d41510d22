// Tests of syntax/npy.h: round trips for every element type, NumPy and
// zip layouts built by hand, every kind of bad input, and (when python3 with
// numpy is installed) files exchanged with NumPy itself.
#include "syntax/npy.h"

#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "core/float_format.h"

namespace hloref {
namespace {

using ET = ElementType;
namespace fs = std::filesystem;

std::vector<ET> allTypes() {
  std::vector<ET> r;
  for (int i = 0; i < kNumElementTypes; ++i) r.push_back(static_cast<ET>(i));
  return r;
}

Tensor makeTensor(ET t, const Shape& shape) {
  TensorType tt;
  tt.shape = shape;
  tt.elementType = t;
  return Tensor(tt);
}

// A tensor of `t` whose storage holds random valid contents.
Tensor randomTensor(ET t, const Shape& shape, uint64_t seed) {
  Tensor x = makeTensor(t, shape);
  std::mt19937_64 rng(seed);
  for (int64_t i = 0; i < x.numElements(); ++i) {
    if (isBoolean(t) || isInteger(t)) {
      x.setIntBits(i, rng());
    } else if (isFloat(t)) {
      int bits = bitWidth(t);
      uint64_t v = rng();
      if (bits < 64) v &= (uint64_t{1} << bits) - 1;
      x.setFloatBits(i, v);
    } else {
      uint64_t parts[2] = {rng(), rng()};
      std::memcpy(x.bytes() + i * storageBytes(t), parts, storageBytes(t));
    }
  }
  return x;
}

bool sameBits(const Tensor& a, const Tensor& b) {
  return a.shape() == b.shape() && a.byteSize() == b.byteSize() &&
         std::memcmp(a.bytes(), b.bytes(), a.byteSize()) == 0;
}

std::string descrOfFile(const std::string& npy) {
  size_t p = npy.find("'descr': '");
  if (p == std::string::npos) return "";
  p += 10;
  return npy.substr(p, npy.find('\'', p) - p);
}

// Types whose descr names them, so that no expected type is needed.
bool selfDescribing(ET t) {
  switch (t) {
    case ET::I1: case ET::SI8: case ET::SI16: case ET::SI32: case ET::SI64: case ET::Index:
    case ET::UI8: case ET::UI16: case ET::UI32: case ET::UI64:
    case ET::F16: case ET::F32: case ET::F64: case ET::C64: case ET::C128: case ET::BF16:
      return true;
    default:
      return false;
  }
}

// A .npy file with a given header dict and data, padded as NumPy does.
std::string makeNpy(const std::string& dict, const std::string& data, int major = 1) {
  std::string header = dict;
  size_t prefix = major == 1 ? 10 : 12;
  size_t total = prefix + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string out = "\x93NUMPY";
  out += static_cast<char>(major);
  out += '\0';
  uint32_t n = static_cast<uint32_t>(header.size());
  out += static_cast<char>(n & 0xff);
  out += static_cast<char>((n >> 8) & 0xff);
  if (major != 1) {
    out += static_cast<char>((n >> 16) & 0xff);
    out += static_cast<char>(n >> 24);
  }
  return out + header + data;
}

std::string dictOf(const std::string& descr, const std::string& shape, bool fortran = false) {
  return "{'descr': '" + descr + "', 'fortran_order': " + (fortran ? "True" : "False") +
         ", 'shape': " + shape + ", }";
}

template <class T>
std::string rawBytes(const std::vector<T>& v) {
  return std::string(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));
}

// Runs `fn`, expecting an hloref::Error about bad input in `name`.
template <class Fn>
void expectInvalid(Fn fn, const std::string& name, const std::string& fragment) {
  try {
    fn();
    ADD_FAILURE() << "no error; expected one mentioning '" << fragment << "'";
  } catch (const Error& e) {
    EXPECT_EQ(e.status(), kExitInvalid) << e.what();
    ASSERT_TRUE(e.location().file != nullptr) << e.what();
    EXPECT_EQ(*e.location().file, name);
    EXPECT_EQ(e.location().line, 1);
    EXPECT_GE(e.location().column, 1);
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos)
        << "message '" << e.what() << "' lacks '" << fragment << "'";
  } catch (const std::exception& e) {
    ADD_FAILURE() << "not an hloref::Error: " << e.what();
  }
}

void expectInvalidNpy(const std::string& bytes, const std::string& fragment,
                      std::optional<ET> expected = std::nullopt) {
  expectInvalid([&] { readNpy(bytes, "bad.npy", expected); }, "bad.npy", fragment);
}

void expectInvalidNpz(const std::string& bytes, const std::string& fragment) {
  expectInvalid([&] { readNpz(bytes, "bad.npz"); }, "bad.npz", fragment);
}

class TempDir {
 public:
  TempDir() {
    static int counter = 0;
    path_ = fs::temp_directory_path() /
            ("hloref_npy_test_" + std::to_string(getpid()) + "_" + std::to_string(counter++));
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  fs::path path_;
};

// ---------------------------------------------------------------------------
// Round trips

TEST(NpyTest, RoundTripEveryElementType) {
  const std::vector<Shape> shapes = {{}, {0}, {7}, {2, 3, 4}, {3, 0, 2}, {1, 1, 1, 5}};
  for (ET t : allTypes()) {
    SCOPED_TRACE(std::string(elementTypeName(t)));
    for (size_t k = 0; k < shapes.size(); ++k) {
      Tensor x = randomTensor(t, shapes[k], 1000 * static_cast<int>(t) + k);
      std::string npy = writeNpy(x);
      ASSERT_EQ(npy.substr(0, 6), "\x93NUMPY");
      size_t headerLength = static_cast<unsigned char>(npy[8]) | (static_cast<unsigned char>(npy[9]) << 8);
      EXPECT_EQ((10 + headerLength) % 64, 0u);
      EXPECT_EQ(npy[10 + headerLength - 1], '\n');
      EXPECT_EQ(npy.size(), 10 + headerLength + static_cast<size_t>(x.byteSize()));

      Tensor y = readNpy(npy, "x.npy", t);
      EXPECT_EQ(y.elementType(), t);
      EXPECT_TRUE(sameBits(x, y)) << "shape #" << k;
      if (selfDescribing(t)) {
        Tensor z = readNpy(npy, "x.npy");
        EXPECT_EQ(z.elementType(), t == ET::Index ? ET::SI64 : t);
        EXPECT_TRUE(sameBits(x, z));
      } else {
        expectInvalidNpy(npy, "expected element type is needed");
      }
    }
  }
}

TEST(NpyTest, DescrsWritten) {
  std::vector<std::pair<ET, std::string>> want = {
      {ET::I1, "|b1"},        {ET::SI8, "|i1"},       {ET::SI16, "<i2"},      {ET::SI32, "<i4"},
      {ET::SI64, "<i8"},      {ET::Index, "<i8"},     {ET::UI8, "|u1"},       {ET::UI16, "<u2"},
      {ET::UI32, "<u4"},      {ET::UI64, "<u8"},      {ET::F16, "<f2"},       {ET::F32, "<f4"},
      {ET::F64, "<f8"},       {ET::C64, "<c8"},       {ET::C128, "<c16"},     {ET::BF16, "<V2"},
      {ET::TF32, "<V4"},      {ET::F8E5M2, "|V1"},    {ET::F8E4M3FN, "|V1"},  {ET::F4E2M1FN, "|V1"},
      {ET::SI4, "|V1"},       {ET::UI2, "|V1"},       {ET::F8E8M0FNU, "|V1"},
  };
  for (auto& [t, d] : want) EXPECT_EQ(descrOfFile(writeNpy(makeTensor(t, {2}))), d) << elementTypeName(t);
}

TEST(NpyTest, SubByteTypesUseLowBitsAsMlDtypes) {
  Tensor x = makeTensor(ET::SI4, {4});
  for (int i = 0; i < 4; ++i) x.setIntBits(i, static_cast<uint64_t>(int64_t{-8} + 5 * i));  // -8 -3 2 7
  std::string npy = writeNpy(x);
  std::string data = npy.substr(npy.size() - 4);
  EXPECT_EQ(data, std::string("\x08\x0d\x02\x07", 4));
  // High bits in the file are ignored (ml_dtypes ignores them too).
  std::string dirty = npy.substr(0, npy.size() - 4) + std::string("\xf8\x1d\x02\x77", 4);
  Tensor y = readNpy(dirty, "x.npy", ET::SI4);
  EXPECT_TRUE(sameBits(x, y));
  EXPECT_EQ(y.intValue(0), -8);
  EXPECT_EQ(y.intValue(1), -3);

  Tensor f = makeTensor(ET::F4E2M1FN, {2});
  f.setFloatValue(0, -6.0);
  f.setFloatValue(1, 0.5);
  std::string fn = writeNpy(f);
  fn.back() = static_cast<char>(0xf1);
  Tensor g = readNpy(fn, "f.npy", ET::F4E2M1FN);
  EXPECT_EQ(g.floatValue(0), -6.0);
  EXPECT_EQ(g.floatValue(1), 0.5);

  // i1: any non-zero byte is true.
  Tensor b = readNpy(makeNpy(dictOf("|b1", "(3,)"), std::string("\x00\x01\x07", 3)), "b.npy");
  EXPECT_EQ(b.intValue(0), 0);
  EXPECT_EQ(b.intValue(1), 1);
  EXPECT_EQ(b.intValue(2), 1);
}

TEST(NpyTest, VoidDescrs) {
  // ml_dtypes writes '<V1' (and '<f1' for float8_e5m2) and '<V2' for bfloat16.
  std::string v1 = makeNpy(dictOf("<V1", "(2,)"), std::string("\x38\xb8", 2));
  Tensor a = readNpy(v1, "a.npy", ET::F8E4M3FN);
  EXPECT_EQ(a.floatValue(0), 1.0);
  EXPECT_EQ(a.floatValue(1), -1.0);
  expectInvalidNpy(v1, "expected element type is needed");
  expectInvalidNpy(v1, "takes 2 bytes", ET::BF16);

  std::string f1 = makeNpy(dictOf("<f1", "(1,)"), std::string("\x3c", 1));
  Tensor e = readNpy(f1, "e.npy");
  EXPECT_EQ(e.elementType(), ET::F8E5M2);
  EXPECT_EQ(e.floatValue(0), 1.0);

  std::string v2 = makeNpy(dictOf("<V2", "(1,)"), std::string("\x80\x3f", 2));
  Tensor b = readNpy(v2, "b.npy");
  EXPECT_EQ(b.elementType(), ET::BF16);
  EXPECT_EQ(b.floatValue(0), 1.0);
  Tensor h = readNpy(v2, "b.npy", ET::F16);  // raw reinterpretation when asked
  EXPECT_EQ(h.floatBits(0), 0x3f80u);

  std::string v4 = makeNpy(dictOf("<V4", "(1,)"), std::string("\x00\xfc\x01\x00", 4));
  expectInvalidNpy(v4, "expected element type is needed");
  Tensor t = readNpy(v4, "t.npy", ET::TF32);
  EXPECT_EQ(t.floatValue(0), 1.0);

  // A native descr of another type is not converted.
  std::string f4 = makeNpy(dictOf("<f4", "(1,)"), rawBytes(std::vector<float>{1.0f}));
  expectInvalidNpy(f4, "f64 is expected", ET::F64);
  Tensor i = readNpy(makeNpy(dictOf("<i8", "(1,)"), rawBytes(std::vector<int64_t>{-5})), "i.npy",
                     ET::Index);
  EXPECT_EQ(i.elementType(), ET::Index);
  EXPECT_EQ(i.intValue(0), -5);
}

TEST(NpyTest, BigEndian) {
  std::string be4 = makeNpy(dictOf(">i4", "(2,)"), std::string("\x00\x00\x01\x02\xff\xff\xff\xfe", 8));
  Tensor a = readNpy(be4, "a.npy");
  EXPECT_EQ(a.elementType(), ET::SI32);
  EXPECT_EQ(a.intValue(0), 0x102);
  EXPECT_EQ(a.intValue(1), -2);

  std::string beF8 = makeNpy(dictOf(">f8", "()"), std::string("\x3f\xf8\x00\x00\x00\x00\x00\x00", 8));
  Tensor b = readNpy(beF8, "b.npy");
  EXPECT_EQ(b.rank(), 0);
  EXPECT_EQ(b.floatValue(0), 1.5);

  // complex: each part is swapped on its own.
  std::string beC8 = makeNpy(dictOf(">c8", "(1,)"), std::string("\x3f\x80\x00\x00\xc0\x00\x00\x00", 8));
  Tensor c = readNpy(beC8, "c.npy");
  EXPECT_EQ(c.complexValue(0), std::complex<double>(1.0, -2.0));

  std::string beU2 = makeNpy(dictOf(">u2", "(1,)"), std::string("\x12\x34", 2));
  EXPECT_EQ(readNpy(beU2, "u.npy").intValue(0), 0x1234);

  std::string native = makeNpy(dictOf("=u2", "(1,)"), std::string("\x12\x34", 2));
  EXPECT_EQ(readNpy(native, "u.npy").intValue(0), 0x3412);
}

TEST(NpyTest, FortranOrderIsTransposed) {
  // A 2x3 array [[0,1,2],[3,4,5]] in column-major order.
  std::string f = makeNpy(dictOf("<i4", "(2, 3)", true), rawBytes(std::vector<int32_t>{0, 3, 1, 4, 2, 5}));
  Tensor a = readNpy(f, "f.npy");
  ASSERT_EQ(a.shape(), (Shape{2, 3}));
  for (int i = 0; i < 6; ++i) EXPECT_EQ(a.intValue(i), i);

  // 2x3x4: column-major element (i, j, k) at i + 2 j + 6 k.
  std::vector<double> column(24);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 4; ++k) column[i + 2 * j + 6 * k] = i * 12 + j * 4 + k;
  Tensor b = readNpy(makeNpy(dictOf("<f8", "(2, 3, 4)", true), rawBytes(column)), "b.npy");
  for (int i = 0; i < 24; ++i) EXPECT_EQ(b.floatValue(i), i);

  // Fortran order of rank <= 1 is the same layout.
  Tensor c = readNpy(makeNpy(dictOf("<i4", "(3,)", true), rawBytes(std::vector<int32_t>{7, 8, 9})), "c.npy");
  EXPECT_EQ(c.intValue(2), 9);
}

TEST(NpyTest, HeaderVariants) {
  std::string data = rawBytes(std::vector<float>{1, 2, 3});
  // Key order, double quotes, no trailing comma, Python 2 longs, version 2.0 and 3.0.
  for (const std::string& dict :
       {std::string("{'shape': (3,), 'fortran_order': False, 'descr': '<f4'}"),
        std::string("{\"descr\": \"<f4\", \"fortran_order\": False, \"shape\": (3L,)}"),
        std::string("{'descr':'<f4','fortran_order':False,'shape':(3,),}")}) {
    for (int major : {1, 2, 3}) {
      Tensor t = readNpy(makeNpy(dict, data, major), "h.npy");
      ASSERT_EQ(t.shape(), Shape{3}) << dict;
      EXPECT_EQ(t.floatValue(2), 3.0);
    }
  }
}

// ---------------------------------------------------------------------------
// Bad .npy input

TEST(NpyTest, RejectsBadMagicAndHeaders) {
  std::string good = makeNpy(dictOf("<f4", "(3,)"), rawBytes(std::vector<float>{1, 2, 3}));
  expectInvalidNpy("", "magic");
  expectInvalidNpy("hello world, this is not numpy", "magic");
  expectInvalidNpy("\x93NUMPZ" + good.substr(6), "magic");
  expectInvalidNpy(good.substr(0, 8), "truncated");
  expectInvalidNpy(std::string("\x93NUMPY\x02\x00\x10", 9), "truncated");
  std::string version = good;
  version[6] = 9;
  expectInvalidNpy(version, "version");
  std::string longHeader = good;
  longHeader[8] = '\xff';
  longHeader[9] = '\x7f';
  expectInvalidNpy(longHeader, "runs past the end");
  std::string v2 = makeNpy(dictOf("<f4", "(3,)"), rawBytes(std::vector<float>{1, 2, 3}), 2);
  v2[10] = '\xff';
  v2[11] = '\xff';
  expectInvalidNpy(v2, "runs past the end");

  auto withDict = [](const std::string& dict) { return makeNpy(dict, std::string(12, '\0')); };
  expectInvalidNpy(withDict("not a dict"), "expected '{'");
  expectInvalidNpy(withDict("{'descr': '<f4', 'fortran_order': False, 'shape': (3,)"), "expected ',' or '}'");
  expectInvalidNpy(withDict("{'descr': '<f4' 'fortran_order': False, 'shape': (3,)}"), "expected ',' or '}'");
  expectInvalidNpy(withDict("{'descr': <f4, 'fortran_order': False, 'shape': (3,)}"), "quoted string");
  expectInvalidNpy(withDict("{'descr': '<f4, 'fortran_order': False, 'shape': (3,)}"), "expected ',' or '}'");
  expectInvalidNpy(withDict("{'descr': '<f4', 'fortran_order': Maybe, 'shape': (3,)}"), "True or False");
  expectInvalidNpy(withDict("{'descr': '<f4', 'fortran_order': False, 'shape': [3]}"), "expected '('");
  expectInvalidNpy(withDict("{'descr': '<f4', 'fortran_order': False, 'shape': (3,,)}"), "non-negative integer");
  expectInvalidNpy(withDict("{'descr': '<f4', 'fortran_order': False, 'shape': (3.5,)}"), "expected ',' or ')'");
  expectInvalidNpy(withDict("{'descr': '<f4', 'fortran_order': False}"), "no 'shape'");
  expectInvalidNpy(withDict("{'fortran_order': False, 'shape': (3,)}"), "no 'descr'");
  expectInvalidNpy(withDict("{'descr': '<f4', 'shape': (3,)}"), "no 'fortran_order'");
  expectInvalidNpy(withDict("{'descr': '<f4', 'fortran_order': False, 'shape': (3,), 'x': 1}"), "unexpected key");
  expectInvalidNpy(withDict("{'descr': '<f4', 'fortran_order': False, 'shape': (3,)} junk"), "after the .npy header");
  expectInvalidNpy(withDict("{'descr': '<f4\\n', 'fortran_order': False, 'shape': (3,)}"), "escape");
  expectInvalidNpy(withDict("{'descr"), "unterminated string");
  expectInvalidNpy(withDict(""), "expected '{'");
}

TEST(NpyTest, RejectsUnknownDescrs) {
  std::string data(64, '\0');
  for (const char* descr : {"<f16", "|O", "<U10", "<M8[ns]", "xyz", "", "<i3", "<c4", "|b2", "<V0",
                            "<f99999999"}) {
    expectInvalidNpy(makeNpy(dictOf(descr, "(1,)"), data), "descr");
  }
  expectInvalidNpy(makeNpy("{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (1,)}", data),
                   "structured");
  expectInvalidNpy(makeNpy("{'descr': ('<f4', (2,)), 'fortran_order': False, 'shape': (1,)}", data),
                   "structured");
}

TEST(NpyTest, RejectsBadShapesBeforeAllocating) {
  expectInvalidNpy(makeNpy(dictOf("<f4", "(-1,)"), ""), "negative dimension");
  expectInvalidNpy(makeNpy(dictOf("<f4", "(3, -2)"), std::string(24, '\0')), "negative dimension");
  // A file of about 100 bytes claiming 10^15 elements.
  std::string absurd = makeNpy(dictOf("<f8", "(100000, 100000, 100000)"), std::string(36, '\0'));
  EXPECT_LE(absurd.size(), 200u);
  expectInvalidNpy(absurd, "shorter than the shape implies");
  expectInvalidNpy(makeNpy(dictOf("|u1", "(1000000000000000,)"), ""), "shorter than the shape implies");
  expectInvalidNpy(makeNpy(dictOf("<f8", "(4611686018427387904, 4611686018427387904)"), ""),
                   "more elements than can be addressed");
  expectInvalidNpy(makeNpy(dictOf("<c16", "(9223372036854775807,)"), ""), "shorter than the shape implies");
  expectInvalidNpy(makeNpy(dictOf("<f4", "(99999999999999999999,)"), ""), "dimension too large");
  std::string rank65 = "(";
  for (int i = 0; i < 65; ++i) rank65 += "1, ";
  rank65 += ")";
  expectInvalidNpy(makeNpy(dictOf("<f4", rank65), std::string(4, '\0')), "more than 64 dimensions");
  // Zero-size arrays with large other dimensions are fine when the product fits.
  Tensor empty = readNpy(makeNpy(dictOf("<f4", "(0, 1000000000000)"), ""), "e.npy");
  EXPECT_EQ(empty.numElements(), 0);
}

TEST(NpyTest, RejectsShortOrLongData) {
  std::string dict = dictOf("<f4", "(10,)");
  expectInvalidNpy(makeNpy(dict, std::string(36, '\0')), "shorter than the shape implies");
  expectInvalidNpy(makeNpy(dict, ""), "shorter than the shape implies");
  expectInvalidNpy(makeNpy(dict, std::string(41, '\0')), "1 unexpected bytes after the array data");
  expectInvalidNpy(makeNpy(dictOf("<f4", "()"), std::string(3, '\0')), "shorter than the shape implies");
}

TEST(NpyTest, RespectsMemoryBudget) {
  int64_t old = memoryBudget();
  setMemoryBudget(1000);
  expectInvalidNpy(makeNpy(dictOf("<f8", "(200,)"), std::string(1600, '\0')), "memory budget");
  setMemoryBudget(old);
  EXPECT_EQ(readNpy(makeNpy(dictOf("<f8", "(200,)"), std::string(1600, '\0')), "ok.npy").numElements(), 200);
}

TEST(NpyTest, ErrorLocationIsTheByteOffset) {
  std::string bad = makeNpy(dictOf("<f4", "(3,)"), std::string(11, '\0'));
  try {
    readNpy(bad, "dir/x.npy");
    FAIL();
  } catch (const Error& e) {
    // The data starts at the first 64-byte boundary after the header (128 here).
    std::string where = "dir/x.npy:1:" + std::to_string(bad.size() - 11 + 1);
    EXPECT_EQ(where, "dir/x.npy:1:129");
    EXPECT_EQ(e.location().str(), where);
    EXPECT_EQ(e.formatted().substr(0, where.size() + 8), where + ": error:");
  }
}

// Every truncation, and every single-byte change, of valid files ends with
// an Error or a successful read — never a crash or another exception.
template <class Read>
void fuzzBytes(const std::string& good, Read read, bool everyTruncationFails) {
  for (size_t n = 0; n < good.size(); ++n) {
    try {
      read(good.substr(0, n));
      if (everyTruncationFails) ADD_FAILURE() << "truncation to " << n << " bytes was accepted";
    } catch (const Error&) {
    } catch (const std::exception& e) {
      ADD_FAILURE() << "truncation to " << n << ": " << e.what();
    }
  }
  std::mt19937 rng(5);
  for (size_t i = 0; i < good.size(); ++i) {
    const unsigned char values[] = {0x00, 0xff, 0x80, 0x7f, static_cast<unsigned char>(good[i] ^ 1),
                                    static_cast<unsigned char>(rng())};
    for (unsigned char v : values) {
      std::string m = good;
      m[i] = static_cast<char>(v);
      try {
        read(m);
      } catch (const Error&) {
      } catch (const std::exception& e) {
        ADD_FAILURE() << "byte " << i << " = " << int(v) << ": " << e.what();
      }
    }
  }
}

TEST(NpyTest, FuzzedNpyNeverCrashes) {
  Tensor x = randomTensor(ET::F32, {2, 3}, 1);
  fuzzBytes(writeNpy(x), [](const std::string& s) { readNpy(s, "f.npy"); }, true);
  Tensor c = randomTensor(ET::C128, {2}, 2);
  fuzzBytes(writeNpy(c), [](const std::string& s) { readNpy(s, "c.npy"); }, true);
}

// ---------------------------------------------------------------------------
// .npz

std::vector<std::pair<std::string, Tensor>> sampleMembers() {
  std::vector<std::pair<std::string, Tensor>> m;
  m.emplace_back("zeta", randomTensor(ET::F32, {2, 3}, 11));
  m.emplace_back("alpha", randomTensor(ET::SI64, {4}, 12));
  m.emplace_back("arg.0", randomTensor(ET::BF16, {}, 13));
  m.emplace_back("f8", randomTensor(ET::F8E4M3FN, {5}, 14));
  m.emplace_back("empty", randomTensor(ET::C64, {0, 2}, 15));
  return m;
}

NpzExpectedTypes expectedFor(const std::vector<std::pair<std::string, Tensor>>& members) {
  return [members](const std::string& name, size_t index) -> std::optional<ET> {
    EXPECT_LT(index, members.size());
    EXPECT_EQ(name, members[index].first);
    return members[index].second.elementType();
  };
}

void expectSameMembers(const std::vector<std::pair<std::string, Tensor>>& a,
                       const std::vector<std::pair<std::string, Tensor>>& b) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].first, b[i].first);
    EXPECT_EQ(a[i].second.elementType(), b[i].second.elementType()) << a[i].first;
    EXPECT_TRUE(sameBits(a[i].second, b[i].second)) << a[i].first;
  }
}

TEST(NpzTest, RoundTrip) {
  TempDir dir;
  auto members = sampleMembers();
  writeNpzFile(dir.file("a.npz"), members);
  expectSameMembers(readNpzFile(dir.file("a.npz"), expectedFor(members)), members);
  // Without expected types, the '|V1' member cannot be read.
  expectInvalid([&] { readNpzFile(dir.file("a.npz")); }, dir.file("a.npz"), "archive member 'f8.npy'");
  // Every element type, and an empty archive.
  std::vector<std::pair<std::string, Tensor>> all;
  for (ET t : allTypes())
    all.emplace_back(std::string(elementTypeName(t)), randomTensor(t, {3, 2}, static_cast<int>(t)));
  expectSameMembers(readNpz(writeNpz(all), "all.npz", expectedFor(all)), all);
  EXPECT_TRUE(readNpz(writeNpz({}), "none.npz").empty());
}

TEST(NpzTest, Zip64RecordsRoundTrip) {
  uint64_t old = npy_testing::setZip64Threshold(100);
  auto members = sampleMembers();
  std::string zip = writeNpz(members);
  npy_testing::setZip64Threshold(old);
  EXPECT_NE(zip.find("PK\x06\x06"), std::string::npos);
  expectSameMembers(readNpz(zip, "z.npz", expectedFor(members)), members);
}

// A test-side zip writer (stored or deflated members) for archives NumPy
// would write and for corrupting them.
struct ZipMember {
  std::string name;
  std::string data;
  bool deflate;
};

std::string deflateRaw(const std::string& in) {
  z_stream zs{};
  EXPECT_EQ(deflateInit2(&zs, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
  std::string out(deflateBound(&zs, in.size()), '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  zs.avail_in = static_cast<uInt>(in.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(deflate(&zs, Z_FINISH), Z_STREAM_END);
  out.resize(zs.total_out);
  deflateEnd(&zs);
  return out;
}

void put16(std::string& s, uint32_t v) {
  s += static_cast<char>(v & 0xff);
  s += static_cast<char>((v >> 8) & 0xff);
}
void put32(std::string& s, uint32_t v) {
  put16(s, v & 0xffff);
  put16(s, v >> 16);
}
void patch16(std::string& s, size_t at, uint32_t v) {
  s[at] = static_cast<char>(v & 0xff);
  s[at + 1] = static_cast<char>((v >> 8) & 0xff);
}
void patch32(std::string& s, size_t at, uint32_t v) {
  patch16(s, at, v & 0xffff);
  patch16(s, at + 2, v >> 16);
}
uint32_t get32(const std::string& s, size_t at) {
  auto u = [&](size_t i) { return static_cast<uint32_t>(static_cast<unsigned char>(s[at + i])); };
  return u(0) | (u(1) << 8) | (u(2) << 16) | (u(3) << 24);
}

std::string buildZip(const std::vector<ZipMember>& members) {
  std::string out, cd;
  for (const ZipMember& m : members) {
    std::string payload = m.deflate ? deflateRaw(m.data) : m.data;
    uint32_t crc = static_cast<uint32_t>(crc32(0L, reinterpret_cast<const Bytef*>(m.data.data()),
                                               static_cast<uInt>(m.data.size())));
    uint32_t offset = static_cast<uint32_t>(out.size());
    put32(out, 0x04034b50);
    put16(out, 20);
    put16(out, 0);
    put16(out, m.deflate ? 8 : 0);
    put16(out, 0);
    put16(out, 0x21);
    put32(out, crc);
    put32(out, static_cast<uint32_t>(payload.size()));
    put32(out, static_cast<uint32_t>(m.data.size()));
    put16(out, static_cast<uint32_t>(m.name.size()));
    put16(out, 0);
    out += m.name + payload;
    put32(cd, 0x02014b50);
    put16(cd, 20);
    put16(cd, 20);
    put16(cd, 0);
    put16(cd, m.deflate ? 8 : 0);
    put16(cd, 0);
    put16(cd, 0x21);
    put32(cd, crc);
    put32(cd, static_cast<uint32_t>(payload.size()));
    put32(cd, static_cast<uint32_t>(m.data.size()));
    put16(cd, static_cast<uint32_t>(m.name.size()));
    put16(cd, 0);
    put16(cd, 0);
    put16(cd, 0);
    put16(cd, 0);
    put32(cd, 0);
    put32(cd, offset);
    cd += m.name;
  }
  uint32_t cdOffset = static_cast<uint32_t>(out.size());
  out += cd;
  put32(out, 0x06054b50);
  put16(out, 0);
  put16(out, 0);
  put16(out, static_cast<uint32_t>(members.size()));
  put16(out, static_cast<uint32_t>(members.size()));
  put32(out, static_cast<uint32_t>(cd.size()));
  put32(out, cdOffset);
  put16(out, 0);
  return out;
}

// Offsets in a buildZip archive with no comment.
size_t eocdOf(const std::string& zip) { return zip.size() - 22; }
size_t firstCentral(const std::string& zip) { return get32(zip, eocdOf(zip) + 16); }

TEST(NpzTest, ReadsDeflatedAndStoredMembers) {
  Tensor a = randomTensor(ET::F64, {3, 3}, 21);
  Tensor b = makeTensor(ET::SI32, {1000});  // compresses well
  std::string zip = buildZip({{"a.npy", writeNpy(a), true}, {"b.npy", writeNpy(b), true},
                              {"c", writeNpy(a), false}});
  auto r = readNpz(zip, "d.npz");
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[0].first, "a");
  EXPECT_EQ(r[1].first, "b");
  EXPECT_EQ(r[2].first, "c");  // no .npy suffix: the name is kept
  EXPECT_TRUE(sameBits(r[0].second, a));
  EXPECT_TRUE(sameBits(r[1].second, b));
  EXPECT_TRUE(sameBits(r[2].second, a));
  // A comment after the end record.
  std::string commented = zip;
  patch16(commented, eocdOf(commented) + 20, 5);
  commented += "hello";
  EXPECT_EQ(readNpz(commented, "d.npz").size(), 3u);
}

TEST(NpzTest, RejectsCorruptArchives) {
  Tensor a = randomTensor(ET::F32, {4, 4}, 31);
  std::string npy = writeNpy(a);
  std::string stored = buildZip({{"a.npy", npy, false}});
  std::string deflated = buildZip({{"a.npy", npy, true}});
  ASSERT_EQ(readNpz(stored, "ok.npz").size(), 1u);
  ASSERT_EQ(readNpz(deflated, "ok.npz").size(), 1u);
  const size_t cdS = firstCentral(stored), cdD = firstCentral(deflated);

  expectInvalidNpz("", "not a .npz archive");
  expectInvalidNpz("PK", "not a .npz archive");
  expectInvalidNpz(std::string(100, 'x'), "no zip end of central directory");
  expectInvalidNpz(npy, "no zip end of central directory");

  std::string m = stored;
  patch32(m, eocdOf(m) + 16, 0x7ffffff0);  // central directory offset
  expectInvalidNpz(m, "lies outside the file");
  m = stored;
  patch32(m, eocdOf(m) + 12, 0x7ffffff0);  // central directory size
  expectInvalidNpz(m, "lies outside the file");
  m = stored;
  patch16(m, eocdOf(m) + 10, 0xfffe);  // entry count
  expectInvalidNpz(m, "more than the central directory can hold");
  m = stored;
  patch16(m, eocdOf(m) + 4, 1);
  expectInvalidNpz(m, "multi-disk");
  m = stored;
  patch32(m, cdS, 0x12345678);
  expectInvalidNpz(m, "corrupt zip central directory entry");
  m = stored;
  patch16(m, cdS + 28, 0xff00);  // name length
  expectInvalidNpz(m, "runs past its end");
  m = stored;
  patch32(m, cdS + 42, 0x7ffffff0);  // local header offset
  expectInvalidNpz(m, "corrupt zip local header");
  m = stored;
  patch32(m, cdS + 42, 3);
  expectInvalidNpz(m, "corrupt zip local header");
  m = stored;
  patch32(m, cdS + 20, 0x7ffffff0);  // compressed size
  patch32(m, cdS + 24, 0x7ffffff0);
  expectInvalidNpz(m, "runs past the end of the file");
  m = stored;
  patch32(m, cdS + 24, 10);  // stored sizes disagree
  expectInvalidNpz(m, "has compressed size");
  m = stored;
  patch32(m, cdS + 16, get32(m, cdS + 16) ^ 1);
  expectInvalidNpz(m, "CRC mismatch");
  m = stored;
  m[35 + 100] = static_cast<char>(m[35 + 100] ^ 0x40);  // data changed, CRC kept
  expectInvalidNpz(m, "CRC mismatch");
  m = stored;
  patch16(m, cdS + 10, 12);  // bzip2
  expectInvalidNpz(m, "compression method 12");
  m = stored;
  patch16(m, cdS + 8, 1);
  expectInvalidNpz(m, "encrypted");

  m = deflated;
  patch32(m, cdD + 16, get32(m, cdD + 16) ^ 0x100);
  expectInvalidNpz(m, "CRC mismatch");
  m = deflated;
  m[30 + 5] = static_cast<char>(0xff);  // first deflate block header: invalid block type
  expectInvalidNpz(m, "deflate error");
  m = deflated;
  patch32(m, cdD + 24, get32(m, cdD + 24) - 1);  // uncompressed size lies (too small)
  expectInvalidNpz(m, "inflates to more than");
  m = deflated;
  patch32(m, cdD + 24, get32(m, cdD + 24) + 7);  // too large
  expectInvalidNpz(m, "not the declared");
  m = deflated;
  patch32(m, cdD + 24, 0xfffffff0);  // a claim deflate cannot reach: no allocation
  expectInvalidNpz(m, "beyond what deflate can produce");
  m = deflated;
  patch32(m, cdD + 20, get32(m, cdD + 20) - 10);  // truncated deflate stream
  expectInvalidNpz(m, "ends before the end of its stream");

  // A valid archive holding a bad .npy names the member.
  std::string badMember = buildZip({{"x.npy", npy.substr(0, npy.size() - 3), false}});
  expectInvalidNpz(badMember, "archive member 'x.npy'");
  expectInvalidNpz(buildZip({{"y.npy", npy.substr(0, npy.size() - 3), true}}),
                   "archive member 'y.npy'");
}

TEST(NpzTest, FuzzedArchivesNeverCrash) {
  Tensor a = randomTensor(ET::SI16, {3}, 41);
  Tensor b = randomTensor(ET::F16, {2}, 42);
  std::string stored = buildZip({{"a.npy", writeNpy(a), false}, {"b.npy", writeNpy(b), false}});
  std::string deflated = buildZip({{"a.npy", writeNpy(a), true}, {"b.npy", writeNpy(b), true}});
  auto read = [](const std::string& s) { readNpz(s, "f.npz"); };
  fuzzBytes(stored, read, true);
  fuzzBytes(deflated, read, true);
  uint64_t old = npy_testing::setZip64Threshold(50);
  std::string zip64 = writeNpz({{"a", a}, {"b", b}});
  npy_testing::setZip64Threshold(old);
  fuzzBytes(zip64, read, false);
}

TEST(NpzTest, FileErrors) {
  TempDir dir;
  try {
    readNpzFile(dir.file("missing.npz"));
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.status(), kExitUsage);
    EXPECT_NE(std::string(e.what()).find("missing.npz"), std::string::npos);
  }
  EXPECT_THROW(readNpyFile(dir.file("")), Error);  // a directory
  EXPECT_THROW(writeNpyFile(dir.file("no/such/dir/x.npy"), makeTensor(ET::F32, {1})), Error);
  EXPECT_THROW(writeNpzFile(dir.file("no/such/dir/x.npz"), {}), Error);
  Tensor x = randomTensor(ET::UI16, {3}, 3);
  writeNpyFile(dir.file("x.npy"), x);
  EXPECT_TRUE(sameBits(readNpyFile(dir.file("x.npy")), x));
  {
    std::ofstream out(dir.file("bad.npy"), std::ios::binary);
    out << "\x93NUMPY garbage";
  }
  expectInvalid([&] { readNpyFile(dir.file("bad.npy")); }, dir.file("bad.npy"), "");
}

// ---------------------------------------------------------------------------
// NumPy itself

bool haveNumpy() {
  static int have = -1;
  if (have < 0) have = std::system("python3 -c 'import numpy' >/dev/null 2>&1") == 0;
  return have == 1;
}

// Runs a python script; returns its output, or fails the test.
std::string runPython(const TempDir& dir, const std::string& script, const std::string& args) {
  std::string path = dir.file("script.py"), log = dir.file("script.log");
  {
    std::ofstream out(path);
    out << script;
  }
  int rc = std::system(("python3 '" + path + "' " + args + " >'" + log + "' 2>&1").c_str());
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(rc, 0) << text.str();
  return text.str();
}

TEST(NpyNumpyTest, ReadsFilesWrittenByNumpy) {
  if (!haveNumpy()) GTEST_SKIP() << "python3 with numpy is not available";
  TempDir dir;
  const char* script = R"PY(
import sys
import numpy as np
d = sys.argv[1]
base = np.arange(24).reshape(2, 3, 4)
np.save(d + '/b1.npy', base % 3 == 0)
for code in ['i1', 'i2', 'i4', 'i8', 'u1', 'u2', 'u4', 'u8', 'f2', 'f4', 'f8']:
    np.save(d + '/' + code + '.npy', base.astype(code))
    np.save(d + '/be_' + code + '.npy', base.astype('>' + code))
    np.save(d + '/fo_' + code + '.npy', np.asfortranarray(base.astype(code)))
c = base + 1j * (100 - base)
np.save(d + '/c8.npy', c.astype('c8'))
np.save(d + '/be_c16.npy', c.astype('>c16'))
np.save(d + '/fo_c16.npy', np.asfortranarray(c))
np.save(d + '/scalar.npy', np.float64(2.5))
np.save(d + '/empty.npy', np.zeros((0, 3), 'f4'))
np.savez(d + '/s.npz', x=np.arange(5, dtype='i4'), y=np.ones((2, 2)), z=np.array(True))
np.savez_compressed(d + '/c.npz', x=np.arange(5, dtype='i4'), big=np.arange(100000, dtype='i8'),
                    y=np.asfortranarray(base.astype('f4')))
try:
    import ml_dtypes
    np.save(d + '/ml_bf16.npy', base.astype(ml_dtypes.bfloat16))
    np.save(d + '/ml_e4m3fn.npy', (base % 16 / 8).astype(ml_dtypes.float8_e4m3fn))
    np.save(d + '/ml_e5m2.npy', (base % 8).astype(ml_dtypes.float8_e5m2))
    np.save(d + '/ml_int4.npy', (base % 16 - 8).astype(ml_dtypes.int4))
    np.save(d + '/ml_f4.npy', np.array([0.5, -6, 1.5], dtype=ml_dtypes.float4_e2m1fn))
    print('ml_dtypes')
except ImportError:
    pass
)PY";
  std::string out = runPython(dir, script, "'" + dir.file("") + "'");
  auto check = [&](const Tensor& t, const std::string& what, auto value) {
    ASSERT_EQ(t.shape(), (Shape{2, 3, 4})) << what;
    for (int i = 0; i < 24; ++i) ASSERT_EQ(value(t, i), i) << what << " element " << i;
  };
  auto asInt = [](const Tensor& t, int i) { return static_cast<int>(t.intValue(i)); };
  auto asFloat = [](const Tensor& t, int i) { return static_cast<int>(t.floatValue(i)); };
  std::vector<std::pair<std::string, ET>> codes = {
      {"i1", ET::SI8},  {"i2", ET::SI16}, {"i4", ET::SI32}, {"i8", ET::SI64},
      {"u1", ET::UI8},  {"u2", ET::UI16}, {"u4", ET::UI32}, {"u8", ET::UI64},
      {"f2", ET::F16},  {"f4", ET::F32},  {"f8", ET::F64}};
  for (auto& [code, t] : codes) {
    for (std::string prefix : {"", "be_", "fo_"}) {
      Tensor x = readNpyFile(dir.file(prefix + code + ".npy"));
      EXPECT_EQ(x.elementType(), t) << prefix << code;
      if (isFloat(t)) check(x, prefix + code, asFloat);
      else check(x, prefix + code, asInt);
    }
  }
  Tensor b = readNpyFile(dir.file("b1.npy"));
  EXPECT_EQ(b.elementType(), ET::I1);
  for (int i = 0; i < 24; ++i) EXPECT_EQ(b.intValue(i), i % 3 == 0 ? 1 : 0);
  for (std::string name : {"c8", "be_c16", "fo_c16"}) {
    Tensor c = readNpyFile(dir.file(name + ".npy"));
    EXPECT_EQ(c.elementType(), name == "c8" ? ET::C64 : ET::C128);
    for (int i = 0; i < 24; ++i) EXPECT_EQ(c.complexValue(i), std::complex<double>(i, 100 - i)) << name;
  }
  Tensor s = readNpyFile(dir.file("scalar.npy"));
  EXPECT_EQ(s.rank(), 0);
  EXPECT_EQ(s.floatValue(0), 2.5);
  EXPECT_EQ(readNpyFile(dir.file("empty.npy")).shape(), (Shape{0, 3}));

  auto st = readNpzFile(dir.file("s.npz"));
  ASSERT_EQ(st.size(), 3u);
  EXPECT_EQ(st[0].first, "x");
  EXPECT_EQ(st[1].first, "y");
  EXPECT_EQ(st[2].first, "z");
  EXPECT_EQ(st[0].second.intValue(4), 4);
  EXPECT_EQ(st[1].second.floatValue(3), 1.0);
  EXPECT_EQ(st[2].second.elementType(), ET::I1);
  auto co = readNpzFile(dir.file("c.npz"));
  ASSERT_EQ(co.size(), 3u);
  EXPECT_EQ(co[0].first, "x");
  EXPECT_EQ(co[1].first, "big");
  EXPECT_EQ(co[2].first, "y");
  ASSERT_EQ(co[1].second.numElements(), 100000);
  for (int i = 0; i < 100000; ++i) ASSERT_EQ(co[1].second.intValue(i), i);
  check(co[2].second, "compressed fortran", asFloat);

  if (out.find("ml_dtypes") != std::string::npos) {
    check(readNpyFile(dir.file("ml_bf16.npy")), "bf16", asFloat);
    Tensor e = readNpyFile(dir.file("ml_e4m3fn.npy"), ET::F8E4M3FN);
    check(e, "e4m3fn", [](const Tensor& t, int i) { return static_cast<int>(t.floatValue(i) * 8) + (i / 16) * 16; });
    check(readNpyFile(dir.file("ml_e5m2.npy")), "e5m2",  // ml_dtypes writes '<f1'
          [](const Tensor& t, int i) { return static_cast<int>(t.floatValue(i)) + (i / 8) * 8; });
    Tensor q = readNpyFile(dir.file("ml_int4.npy"), ET::SI4);
    check(q, "int4", [](const Tensor& t, int i) { return static_cast<int>(t.intValue(i)) + 8 + (i / 16) * 16; });
    Tensor f = readNpyFile(dir.file("ml_f4.npy"), ET::F4E2M1FN);
    EXPECT_EQ(f.floatValue(0), 0.5);
    EXPECT_EQ(f.floatValue(1), -6.0);
    EXPECT_EQ(f.floatValue(2), 1.5);
  }
}

// The values the files for NumPy hold (the script below computes the same).
double valueFor(ET t, int i) {
  static const double general[] = {0.5, 1, 2, 4, 1.5, 3, 6, -1};
  static const double e8m0[] = {0.5, 1, 2, 4, 0.125, 8, 16, 0.25};
  return t == ET::F8E8M0FNU ? e8m0[i % 8] : general[i % 8] * (i >= 8 && i < 16 ? -1 : 1);
}
int64_t intFor(ET t, int i) {
  int64_t v = (i * 37) % 101 - 50;
  switch (t) {
    case ET::I1: return i % 2;
    case ET::SI2: return (i * 37) % 4 - 2;
    case ET::UI2: return (i * 37) % 4;
    case ET::SI4: return (i * 37) % 16 - 8;
    case ET::UI4: return (i * 37) % 16;
    default: return isUnsignedInteger(t) ? v + 50 : v * 1000003 % (isSignedInteger(t) && bitWidth(t) == 8 ? 128 : 1 << 30);
  }
}

TEST(NpyNumpyTest, NumpyReadsOurFiles) {
  if (!haveNumpy()) GTEST_SKIP() << "python3 with numpy is not available";
  TempDir dir;
  std::vector<std::pair<std::string, Tensor>> members;
  std::string expectations;
  for (ET t : allTypes()) {
    Tensor x = makeTensor(t, {2, 3, 4});
    std::ostringstream values;
    values.precision(17);
    for (int i = 0; i < 24; ++i) {
      if (isComplex(t)) {
        x.setComplexValue(i, {valueFor(ET::F32, i), -i * 0.25});
        values << (i ? "," : "") << "complex(" << valueFor(ET::F32, i) << "," << -i * 0.25 << ")";
      } else if (isFloat(t)) {
        x.setFloatValue(i, valueFor(t, i));
        values << (i ? "," : "") << valueFor(t, i);
      } else {
        x.setIntBits(i, static_cast<uint64_t>(intFor(t, i)));
        values << (i ? "," : "") << x.intValue(i);
      }
    }
    std::string name(elementTypeName(t));
    for (char& ch : name)
      if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
    writeNpyFile(dir.file(name + ".npy"), x);
    members.emplace_back(name, x);
    expectations += name + " " + descrOfFile(writeNpy(x)) + " " + values.str() + "\n";
  }
  {
    std::ofstream out(dir.file("expect.txt"));
    out << expectations;
  }
  writeNpzFile(dir.file("all.npz"), members);
  uint64_t old = npy_testing::setZip64Threshold(64);
  writeNpzFile(dir.file("all64.npz"), members);
  npy_testing::setZip64Threshold(old);

  const char* script = R"PY(
import sys, zipfile
import numpy as np
d = sys.argv[1]
try:
    import ml_dtypes
except ImportError:
    ml_dtypes = None
ml = {'bf16': 'bfloat16', 'f8E3M4': 'float8_e3m4', 'f8E4M3': 'float8_e4m3',
      'f8E4M3FN': 'float8_e4m3fn', 'f8E4M3FNUZ': 'float8_e4m3fnuz',
      'f8E4M3B11FNUZ': 'float8_e4m3b11fnuz', 'f8E5M2': 'float8_e5m2',
      'f8E5M2FNUZ': 'float8_e5m2fnuz', 'f8E8M0FNU': 'float8_e8m0fnu',
      'f4E2M1FN': 'float4_e2m1fn', 'f6E2M3FN': 'float6_e2m3fn', 'f6E3M2FN': 'float6_e3m2fn',
      'i2': 'int2', 'i4': 'int4', 'ui2': 'uint2', 'ui4': 'uint4'}
errors = []
arrays = {}
checked = 0
for line in open(d + '/expect.txt'):
    name, descr, values = line.split(' ', 2)
    want = np.array(eval('[' + values + ']')).reshape(2, 3, 4)
    a = np.load(d + '/' + name + '.npy')
    arrays[name] = a
    if a.shape != (2, 3, 4):
        errors.append(name + ': shape ' + str(a.shape))
        continue
    if a.dtype.kind == 'V':
        if name == 'tf32':
            bits = want.astype(np.float32).view(np.uint32) >> 13
            got = a.view('<u4')
            if not np.array_equal(got, bits):
                errors.append(name + ': ' + str(got.ravel()) + ' vs ' + str(bits.ravel()))
            checked += 1
            continue
        if ml_dtypes is None:
            continue
        got = a.view(getattr(ml_dtypes, ml[name]))
        if name.startswith('i') or name.startswith('ui'):
            ok = np.array_equal(got.astype(np.int64), want)
        else:
            ok = np.array_equal(got.astype(np.float64), want.astype(np.float64))
        if not ok:
            errors.append(name + ': ' + str(got.ravel()) + ' vs ' + str(want.ravel()))
        checked += 1
        continue
    if not np.array_equal(a, want.astype(a.dtype)) or (a.dtype.kind != 'b' and not np.array_equal(a.astype(want.dtype), want)):
        errors.append(name + ': ' + str(a.ravel()) + ' vs ' + str(want.ravel()))
    checked += 1
for archive in ['all.npz', 'all64.npz']:
    with zipfile.ZipFile(d + '/' + archive) as z:
        if z.testzip() is not None:
            errors.append(archive + ': bad CRC')
    z = np.load(d + '/' + archive)
    if list(z.keys()) != list(arrays.keys()):
        errors.append(archive + ': keys ' + str(list(z.keys())))
    for k in arrays:
        if z[k].tobytes() != arrays[k].tobytes() or z[k].dtype != arrays[k].dtype:
            errors.append(archive + ': member ' + k)
print('checked', checked)
print('\n'.join(errors))
sys.exit(1 if errors else 0)
)PY";
  std::string out = runPython(dir, script, "'" + dir.file("") + "'");
  EXPECT_NE(out.find("checked"), std::string::npos) << out;
}

}  // namespace
}  // namespace hloref
