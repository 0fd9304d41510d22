// .npy and .npz files exchanged with NumPy itself (skipped when python3 with
// numpy is not installed).
#include "syntax/npy.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "syntax/npy_test_util.h"

namespace hloref {
namespace {

using namespace npy_test;

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
