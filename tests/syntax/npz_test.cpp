// Tests of .npz archives (syntax/npy.h): round trips, zip64 records, archives
// built by hand with stored and deflated members, corrupt archives.
#include "syntax/npy.h"

#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <thread>

#include "syntax/npy_test_util.h"

namespace hloref {
namespace {

using namespace npy_test;

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

// Another process truncating an archive while hloref reads it: each read
// either sees the whole file or ends in an Error naming it, never a crash
// (a mapped file raised SIGBUS on the pages past its new end).
TEST(NpzTest, FileShrinkingWhileReadIsAnError) {
  TempDir dir;
  const std::string path = dir.file("shrinking.npz");
  const std::vector<std::pair<std::string, Tensor>> members = {{"x", randomTensor(ET::F32, {1 << 21}, 5)}};
  const std::string bytes = writeNpz(members);
  int whole = 0, errors = 0;
  for (int round = 0; round < 20; ++round) {
    {
      std::ofstream out(path, std::ios::binary | std::ios::trunc);
      out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    }
    std::atomic<bool> reading{false};
    std::thread truncate([&] {
      while (!reading.load()) std::this_thread::yield();
      std::this_thread::sleep_for(std::chrono::microseconds(50 * round));
      ASSERT_EQ(::truncate(path.c_str(), static_cast<off_t>(bytes.size() / 3)), 0);
    });
    try {
      reading.store(true);
      auto read = readNpzFile(path);
      expectSameMembers(read, members);
      ++whole;
    } catch (const Error& e) {
      EXPECT_NE(e.formatted().find("shrinking.npz"), std::string::npos) << e.formatted();
      ++errors;
    }
    truncate.join();
  }
  std::printf("[ info ] %d whole reads, %d reads ended by the truncation\n", whole, errors);
  EXPECT_EQ(whole + errors, 20);
}

}  // namespace
}  // namespace hloref
