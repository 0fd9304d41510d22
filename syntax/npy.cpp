#include "syntax/npy.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <climits>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <sstream>

#include "core/diagnostic.h"
#include "core/float_format.h"
#include "syntax/npy_internal.h"

namespace hloref {

static_assert(std::endian::native == std::endian::little,
              "npy.cpp assumes a little-endian host (tensor storage is native-endian)");

namespace npy_detail {

std::string quotedText(std::string_view s) {
  std::string r = "'";
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (u < 0x20 || u >= 0x7f) {
      static const char* hex = "0123456789abcdef";
      r += "\\x";
      r += hex[u >> 4];
      r += hex[u & 15];
    } else {
      r += c;
    }
  }
  return r + "'";
}

namespace {

constexpr int kMaxRank = 64;  // NumPy's NPY_MAXDIMS

// ---------------------------------------------------------------------------
// The header: a Python dict literal.

struct Header {
  std::string descr;
  bool fortranOrder = false;
  Shape shape;
};

class HeaderParser {
 public:
  HeaderParser(std::string_view text, uint64_t offset, const Context& ctx)
      : text_(text), offset_(offset), ctx_(ctx) {}

  Header parse() {
    Header h;
    bool haveDescr = false, haveFortran = false, haveShape = false;
    skipSpace();
    expect('{');
    while (true) {
      skipSpace();
      if (peek() == '}') { ++pos_; break; }
      size_t keyPos = pos_;
      std::string key = parseString();
      skipSpace();
      expect(':');
      skipSpace();
      if (key == "descr") {
        if (peek() == '[' || peek() == '(')
          fail(pos_, "unsupported: structured or sub-array dtypes (descr is not a string)");
        h.descr = parseString();
        haveDescr = true;
      } else if (key == "fortran_order") {
        h.fortranOrder = parseBool();
        haveFortran = true;
      } else if (key == "shape") {
        h.shape = parseShape();
        haveShape = true;
      } else {
        fail(keyPos, "unexpected key " + quotedText(key) + " in the .npy header");
      }
      skipSpace();
      if (peek() == ',') { ++pos_; continue; }
      if (peek() == '}') { ++pos_; break; }
      fail(pos_, "expected ',' or '}' in the .npy header dict");
    }
    skipSpace();
    if (pos_ != text_.size()) fail(pos_, "unexpected text after the .npy header dict");
    if (!haveDescr) fail(0, "the .npy header has no 'descr'");
    if (!haveFortran) fail(0, "the .npy header has no 'fortran_order'");
    if (!haveShape) fail(0, "the .npy header has no 'shape'");
    return h;
  }

 private:
  [[noreturn]] void fail(size_t pos, const std::string& message) { ctx_.fail(offset_ + pos, message); }
  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  void skipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                   text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
  }
  void expect(char c) {
    if (peek() != c) fail(pos_, std::string("expected '") + c + "' in the .npy header");
    ++pos_;
  }
  std::string parseString() {
    char q = peek();
    if (q != '\'' && q != '"') fail(pos_, "expected a quoted string in the .npy header");
    size_t start = ++pos_;
    while (pos_ < text_.size() && text_[pos_] != q) {
      if (text_[pos_] == '\\') fail(pos_, "escape sequences are not supported in the .npy header");
      ++pos_;
    }
    if (pos_ >= text_.size()) fail(start - 1, "unterminated string in the .npy header");
    std::string s(text_.substr(start, pos_ - start));
    ++pos_;
    return s;
  }
  bool parseBool() {
    if (text_.substr(pos_, 4) == "True") { pos_ += 4; return true; }
    if (text_.substr(pos_, 5) == "False") { pos_ += 5; return false; }
    fail(pos_, "expected True or False for 'fortran_order'");
  }
  Shape parseShape() {
    Shape shape;
    expect('(');
    while (true) {
      skipSpace();
      if (peek() == ')') { ++pos_; break; }
      if (peek() == '-') fail(pos_, "negative dimension in the .npy shape");
      if (!std::isdigit(static_cast<unsigned char>(peek())))
        fail(pos_, "expected a non-negative integer in the .npy shape");
      size_t start = pos_;
      int64_t v = 0;
      while (std::isdigit(static_cast<unsigned char>(peek()))) {
        int digit = peek() - '0';
        if (v > (INT64_MAX - digit) / 10) fail(start, "dimension too large in the .npy shape");
        v = v * 10 + digit;
        ++pos_;
      }
      if (peek() == 'L' || peek() == 'l') ++pos_;  // Python 2 longs
      if (shape.size() >= static_cast<size_t>(kMaxRank))
        fail(start, "the .npy shape has more than " + std::to_string(kMaxRank) + " dimensions");
      shape.push_back(v);
      skipSpace();
      if (peek() == ',') { ++pos_; continue; }
      if (peek() == ')') { ++pos_; break; }
      fail(pos_, "expected ',' or ')' in the .npy shape");
    }
    return shape;
  }

  std::string_view text_;
  uint64_t offset_;
  const Context& ctx_;
  size_t pos_ = 0;
};

// ---------------------------------------------------------------------------
// descr <-> element type

struct Descr {
  char order = '|';  // '<', '>', '|', '='
  char kind = 0;     // b i u f c V
  int size = 0;
};

std::optional<Descr> parseDescr(std::string_view s) {
  Descr d;
  if (!s.empty() && (s[0] == '<' || s[0] == '>' || s[0] == '|' || s[0] == '=')) {
    d.order = s[0];
    s.remove_prefix(1);
  }
  if (s.size() < 2 || s.size() > 6) return std::nullopt;
  d.kind = s[0];
  int size = 0;
  for (char c : s.substr(1)) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    size = size * 10 + (c - '0');
  }
  d.size = size;
  if (d.size <= 0) return std::nullopt;
  return d;
}

std::optional<ET> nativeType(const Descr& d) {
  switch (d.kind) {
    case 'b': if (d.size == 1) return ET::I1; break;
    case 'i':
      switch (d.size) {
        case 1: return ET::SI8; case 2: return ET::SI16; case 4: return ET::SI32; case 8: return ET::SI64;
      }
      break;
    case 'u':
      switch (d.size) {
        case 1: return ET::UI8; case 2: return ET::UI16; case 4: return ET::UI32; case 8: return ET::UI64;
      }
      break;
    case 'f':
      switch (d.size) {
        case 1: return ET::F8E5M2;  // what ml_dtypes 0.6 writes for float8_e5m2
        case 2: return ET::F16; case 4: return ET::F32; case 8: return ET::F64;
      }
      break;
    case 'c':
      switch (d.size) {
        case 8: return ET::C64; case 16: return ET::C128;
      }
      break;
  }
  return std::nullopt;
}

// The descr we write for an element type.
std::string descrOf(ET t) {
  switch (t) {
    case ET::I1: return "|b1";
    case ET::SI8: return "|i1";
    case ET::SI16: return "<i2";
    case ET::SI32: return "<i4";
    case ET::SI64: case ET::Index: return "<i8";
    case ET::UI8: return "|u1";
    case ET::UI16: return "<u2";
    case ET::UI32: return "<u4";
    case ET::UI64: return "<u8";
    case ET::F16: return "<f2";
    case ET::F32: return "<f4";
    case ET::F64: return "<f8";
    case ET::C64: return "<c8";
    case ET::C128: return "<c16";
    case ET::BF16: return "<V2";
    case ET::TF32: return "<V4";
    default: return "|V1";  // si2 si4 ui2 ui4, the f4/f6/f8 types
  }
}

// Sub-byte types keep only their low bits in a file (as ml_dtypes).
int fileBits(ET t) {
  switch (t) {
    case ET::SI2: case ET::UI2: return 2;
    case ET::SI4: case ET::UI4: case ET::F4E2M1FN: return 4;
    case ET::F6E2M3FN: case ET::F6E3M2FN: return 6;
    case ET::TF32: return 19;
    default: return 0;
  }
}

ET resolveType(const std::string& descrText, const std::optional<ET>& expected, const Context& ctx,
               uint64_t descrOffset) {
  std::optional<Descr> d = parseDescr(descrText);
  if (!d) ctx.fail(descrOffset, "unsupported .npy descr " + quotedText(descrText));
  std::string expectedName =
      expected ? std::string(elementTypeName(*expected)) : std::string();
  if (d->kind == 'V') {
    if (expected) {
      if (storageBytes(*expected) != d->size)
        ctx.fail(descrOffset, "descr " + quotedText(descrText) + " holds " + std::to_string(d->size) +
                                  "-byte elements, but the expected element type " + expectedName +
                                  " takes " + std::to_string(storageBytes(*expected)) + " bytes");
      return *expected;
    }
    if (d->size == 2) return ET::BF16;
    ctx.fail(descrOffset, "descr " + quotedText(descrText) +
                              " holds raw bytes (as ml_dtypes saves f8/f6/f4/int4 arrays) and does "
                              "not name an element type; the expected element type is needed");
  }
  std::optional<ET> t = nativeType(*d);
  if (!t) ctx.fail(descrOffset, "unsupported .npy descr " + quotedText(descrText));
  if (expected && *expected != *t && !(*expected == ET::Index && *t == ET::SI64))
    ctx.fail(descrOffset, "the file holds " + std::string(elementTypeName(*t)) + " (descr " +
                              quotedText(descrText) + "), but " + expectedName + " is expected");
  return expected ? *expected : *t;
}

}  // namespace

// ---------------------------------------------------------------------------
// Reading one .npy

Tensor parseNpy(std::string_view bytes, const Context& ctx, std::optional<ET> expected) {
  return parseNpy(
      bytes.size(), [&](uint64_t offset, uint64_t n, void* dst) { std::memcpy(dst, bytes.data() + offset, n); }, ctx,
      expected);
}

Tensor parseNpy(uint64_t size, const NpyReader& read, const Context& ctx, std::optional<ET> expected) {
  // The fixed prelude: magic string, version, header length.
  unsigned char u[12] = {};
  read(0, std::min<uint64_t>(size, sizeof u), u);
  static constexpr char kMagic[] = "\x93NUMPY";
  if (size < 6 || std::memcmp(u, kMagic, 6) != 0)
    ctx.fail(0, "not a .npy file (the magic string \\x93NUMPY is missing)");
  if (size < 10) ctx.fail(size, "truncated .npy header");
  int major = u[6];
  uint64_t headerStart, headerLength;
  if (major == 1) {
    headerStart = 10;
    headerLength = le16(u + 8);
  } else if (major == 2 || major == 3) {
    if (size < 12) ctx.fail(size, "truncated .npy header");
    headerStart = 12;
    headerLength = le32(u + 8);
  } else {
    ctx.fail(6, "unsupported .npy format version " + std::to_string(major) + "." +
                    std::to_string(u[7]));
  }
  if (headerLength > size - headerStart)
    ctx.fail(8, "the .npy header length " + std::to_string(headerLength) + " runs past the end of "
                    "the data (" + std::to_string(size) + " bytes)");
  std::string headerBytes(headerLength, '\0');
  read(headerStart, headerLength, headerBytes.data());
  std::string_view headerText = headerBytes;
  Header h = HeaderParser(headerText, headerStart, ctx).parse();
  uint64_t descrOffset = headerStart + headerText.find("descr");
  ET et = resolveType(h.descr, expected, ctx, descrOffset);
  Descr d = *parseDescr(h.descr);

  // Size checks before any allocation.
  uint64_t shapeOffset = headerStart + headerText.find("shape");
  int64_t count = 1;
  bool zero = false;
  for (int64_t dim : h.shape) {
    if (dim == 0) { zero = true; continue; }
    if (count > INT64_MAX / dim)
      ctx.fail(shapeOffset, "the .npy shape has more elements than can be addressed");
    count *= dim;
  }
  if (zero) count = 0;
  uint64_t itemSize = static_cast<uint64_t>(d.size);
  uint64_t dataStart = headerStart + headerLength;
  uint64_t available = size - dataStart;
  if (count > 0 && static_cast<uint64_t>(count) > available / itemSize)
    ctx.fail(dataStart, "the data is shorter than the shape implies: " + std::to_string(count) +
                            " elements of " + std::to_string(itemSize) + " bytes, but only " +
                            std::to_string(available) + " bytes follow the header");
  uint64_t dataBytes = static_cast<uint64_t>(count) * itemSize;
  if (dataBytes != available)
    ctx.fail(dataStart + dataBytes, std::to_string(available - dataBytes) +
                                        " unexpected bytes after the array data");
  if (static_cast<int64_t>(dataBytes) > memoryBudget())
    ctx.fail(shapeOffset, "the array of " + std::to_string(dataBytes) +
                              " bytes exceeds the memory budget of " +
                              std::to_string(memoryBudget()) + " bytes (--max-bytes)");

  TensorType type;
  type.shape = h.shape;
  type.elementType = et;
  Tensor t;
  try {
    t = Tensor(type);
  } catch (const Error& e) {
    ctx.fail(shapeOffset, e.what());
  }
  if (static_cast<uint64_t>(t.byteSize()) != dataBytes)
    ctx.fail(descrOffset, "internal: storage size mismatch for " + std::string(elementTypeName(et)));

  auto* dst = reinterpret_cast<unsigned char*>(t.bytes());
  if (h.fortranOrder && h.shape.size() > 1 && count > 0) {
    std::unique_ptr<unsigned char[]> columnMajor(new unsigned char[dataBytes]);
    read(dataStart, dataBytes, columnMajor.get());
    const unsigned char* src = columnMajor.get();
    // Column-major in the file: element (i0, ..., in-1) sits at
    // sum(i_k * prod(d_j for j < k)). Walk the row-major output in order.
    size_t rank = h.shape.size();
    std::vector<int64_t> fstride(rank), index(rank, 0);
    int64_t s = 1;
    for (size_t k = 0; k < rank; ++k) {
      fstride[k] = s;
      s *= h.shape[k];
    }
    int64_t from = 0;
    for (int64_t i = 0; i < count; ++i) {
      std::memcpy(dst + i * itemSize, src + from * itemSize, itemSize);
      for (size_t k = rank; k-- > 0;) {
        if (++index[k] < h.shape[k]) {
          from += fstride[k];
          break;
        }
        from -= (h.shape[k] - 1) * fstride[k];
        index[k] = 0;
      }
    }
  } else if (dataBytes > 0) {
    read(dataStart, dataBytes, dst);  // straight into the tensor
  }

  // Byte order.
  if (d.order == '>' && d.kind != 'V' && d.size > 1) {
    int part = d.kind == 'c' ? d.size / 2 : d.size;
    uint64_t parts = dataBytes / part;
    for (uint64_t i = 0; i < parts; ++i) std::reverse(dst + i * part, dst + (i + 1) * part);
  }

  // Normalize into the tensor storage conventions.
  if (et == ET::I1) {
    for (uint64_t i = 0; i < dataBytes; ++i) dst[i] = dst[i] != 0;
  } else if (int bits = fileBits(et)) {
    if (et == ET::TF32) {
      auto* p = t.data<uint32_t>();
      for (int64_t i = 0; i < count; ++i) p[i] &= (uint32_t{1} << bits) - 1;
    } else {
      for (int64_t i = 0; i < count; ++i)
        dst[i] = static_cast<unsigned char>(wrapInt(dst[i] & ((1u << bits) - 1), et));
    }
  }
  return t;
}

// ---------------------------------------------------------------------------
// Files

FileReader::FileReader(const std::string& path) : path_(path) {
  fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_ < 0) throw cannot("open", errno);
  struct stat info;
  const int status = fstat(fd_, &info);
  const int error = errno;
  if (status != 0 || !S_ISREG(info.st_mode)) {
    ::close(fd_);
    throw cannot("read", status != 0 ? error : S_ISDIR(info.st_mode) ? EISDIR : EINVAL);
  }
  size_ = static_cast<uint64_t>(info.st_size);
}

FileReader::~FileReader() { ::close(fd_); }

void FileReader::copy(uint64_t offset, uint64_t n, void* dst) const {
  auto* out = static_cast<char*>(dst);
  while (n > 0) {
    const ssize_t got = ::pread(fd_, out, std::min<uint64_t>(n, uint64_t{1} << 30), static_cast<off_t>(offset));
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw cannot("read", errno);
    if (got == 0)
      throw Error(Location{std::make_shared<const std::string>(path_), 0, 0},
                  "cannot read '" + path_ + "': it ends before byte " + std::to_string(offset + n) + " of the " +
                      std::to_string(size_) + " it had when opened (the file changed while it was read)",
                  kExitUsage);
    out += got;
    offset += static_cast<uint64_t>(got);
    n -= static_cast<uint64_t>(got);
  }
}

// The reason, as the system words it (`no such file or directory`).
Error FileReader::cannot(const std::string& what, int error) const {
  std::string reason = std::strerror(error);
  if (!reason.empty()) reason[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(reason[0])));
  return Error(Location{std::make_shared<const std::string>(path_), 0, 0}, "cannot " + what + " '" + path_ + "': " + reason,
               kExitUsage);
}

}  // namespace npy_detail

namespace {

using namespace npy_detail;

// ---------------------------------------------------------------------------
// Writing one .npy

std::string shapeRepr(const Shape& shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(shape[i]);
  }
  if (shape.size() == 1) s += ",";
  return s + ")";
}

}  // namespace

Tensor readNpy(std::string_view bytes, const std::string& sourceName) {
  return readNpy(bytes, sourceName, std::nullopt);
}

Tensor readNpy(std::string_view bytes, const std::string& sourceName,
               std::optional<ElementType> expected) {
  Context ctx;
  ctx.file = std::make_shared<const std::string>(sourceName);
  return parseNpy(bytes, ctx, expected);
}

Tensor readNpyFile(const std::string& path) { return readNpyFile(path, std::nullopt); }

Tensor readNpyFile(const std::string& path, std::optional<ElementType> expected) {
  FileReader file(path);
  Context ctx;
  ctx.file = std::make_shared<const std::string>(path);
  return parseNpy(
      file.size(), [&](uint64_t offset, uint64_t n, void* dst) { file.copy(offset, n, dst); }, ctx, expected);
}

namespace npy_detail {

std::string npyHeader(const Tensor& tensor) {
  ET et = tensor.elementType();
  if (tensor.isNull()) throw Error({}, "internal: writing a tensor that holds no value");
  std::string dict = "{'descr': '" + descrOf(et) + "', 'fortran_order': False, 'shape': " +
                     shapeRepr(tensor.shape()) + ", }";
  // Pad with spaces so that the data starts on a 64-byte boundary; the
  // header ends with a newline.
  size_t prefix = 10;
  size_t total = prefix + dict.size() + 1;
  if (total - prefix > 0xFFFF) prefix = 12;
  total = prefix + dict.size() + 1;
  size_t padded = (total + 63) / 64 * 64;
  dict.append(padded - total, ' ');
  dict += '\n';
  std::string out;
  out.reserve(prefix + dict.size());
  out.append("\x93NUMPY", 6);
  if (prefix == 10) {
    out += '\x01';
    out += '\x00';
    put16(out, static_cast<uint16_t>(dict.size()));
  } else {
    out += '\x02';
    out += '\x00';
    put32(out, static_cast<uint32_t>(dict.size()));
  }
  return out + dict;
}

std::string_view npyData(const Tensor& tensor, std::string& scratch) {
  std::string_view data(reinterpret_cast<const char*>(tensor.bytes()), static_cast<size_t>(tensor.byteSize()));
  ET et = tensor.elementType();
  int bits = fileBits(et);
  if (!bits || et == ET::TF32) return data;
  // Sub-byte types keep only their low bits in a file (as ml_dtypes).
  scratch.assign(data);
  for (char& c : scratch) c = static_cast<char>(static_cast<unsigned char>(c) & ((1u << bits) - 1));
  return scratch;
}

}  // namespace npy_detail

std::string writeNpy(const Tensor& tensor) {
  std::string scratch;
  std::string out = npyHeader(tensor);
  std::string_view data = npyData(tensor, scratch);
  out.append(data.data(), data.size());
  return out;
}

void writeNpyFile(const std::string& path, const Tensor& tensor) {
  // The header, then the tensor's own bytes: no copy of the data.
  std::string scratch;
  const std::string header = npyHeader(tensor);
  const std::string_view data = npyData(tensor, scratch);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (out) out.write(header.data(), static_cast<std::streamsize>(header.size()));
  if (out) out.write(data.data(), static_cast<std::streamsize>(data.size()));
  if (out) out.close();
  if (!out) throw Error(Location{std::make_shared<const std::string>(path), 0, 0},
                        "cannot write '" + path + "'", kExitUsage);
}

}  // namespace hloref
