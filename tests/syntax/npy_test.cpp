// Tests of .npy reading and writing (syntax/npy.h): round trips for every
// element type, NumPy layouts built by hand, every kind of bad header or data.
#include "syntax/npy.h"

#include <gtest/gtest.h>

#include "syntax/npy_test_util.h"

namespace hloref {
namespace {

using namespace npy_test;

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

TEST(NpyTest, FuzzedNpyNeverCrashes) {
  Tensor x = randomTensor(ET::F32, {2, 3}, 1);
  fuzzBytes(writeNpy(x), [](const std::string& s) { readNpy(s, "f.npy"); }, true);
  Tensor c = randomTensor(ET::C128, {2}, 2);
  fuzzBytes(writeNpy(c), [](const std::string& s) { readNpy(s, "c.npy"); }, true);
}

}  // namespace
}  // namespace hloref
