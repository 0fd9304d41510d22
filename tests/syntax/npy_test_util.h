// Helpers shared by the .npy/.npz tests: tensors of every element type,
// hand-built .npy files, error expectations, temporary folders and byte fuzzing.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/diagnostic.h"
#include "core/float_format.h"
#include "syntax/npy.h"

namespace hloref::npy_test {

using ET = ElementType;
namespace fs = std::filesystem;

inline std::vector<ET> allTypes() {
  std::vector<ET> r;
  for (int i = 0; i < kNumElementTypes; ++i) r.push_back(static_cast<ET>(i));
  return r;
}

inline Tensor makeTensor(ET t, const Shape& shape) {
  TensorType tt;
  tt.shape = shape;
  tt.elementType = t;
  return Tensor(tt);
}

// A tensor of `t` whose storage holds random valid contents.
inline Tensor randomTensor(ET t, const Shape& shape, uint64_t seed) {
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

inline bool sameBits(const Tensor& a, const Tensor& b) {
  return a.shape() == b.shape() && a.byteSize() == b.byteSize() &&
         std::memcmp(a.bytes(), b.bytes(), a.byteSize()) == 0;
}

inline std::string descrOfFile(const std::string& npy) {
  size_t p = npy.find("'descr': '");
  if (p == std::string::npos) return "";
  p += 10;
  return npy.substr(p, npy.find('\'', p) - p);
}

// Types whose descr names them, so that no expected type is needed.
inline bool selfDescribing(ET t) {
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
inline std::string makeNpy(const std::string& dict, const std::string& data, int major = 1) {
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

inline std::string dictOf(const std::string& descr, const std::string& shape, bool fortran = false) {
  return "{'descr': '" + descr + "', 'fortran_order': " + (fortran ? "True" : "False") +
         ", 'shape': " + shape + ", }";
}

template <class T>
inline std::string rawBytes(const std::vector<T>& v) {
  return std::string(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));
}

// Runs `fn`, expecting an hloref::Error about bad input in `name`.
template <class Fn>
inline void expectInvalid(Fn fn, const std::string& name, const std::string& fragment) {
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

inline void expectInvalidNpy(const std::string& bytes, const std::string& fragment,
                      std::optional<ET> expected = std::nullopt) {
  expectInvalid([&] { readNpy(bytes, "bad.npy", expected); }, "bad.npy", fragment);
}

inline void expectInvalidNpz(const std::string& bytes, const std::string& fragment) {
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

// Every truncation, and every single-byte change, of valid files ends with
// an Error or a successful read — never a crash or another exception.
template <class Read>
inline void fuzzBytes(const std::string& good, Read read, bool everyTruncationFails) {
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

}  // namespace hloref::npy_test
