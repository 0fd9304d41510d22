// .npz archives: zip files of .npy members, read stored or deflated (as
// np.savez and np.savez_compressed write them), written stored.
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <fstream>
#include <memory>
#include <sstream>

#include "core/float_format.h"
#include "syntax/crc32.h"
#include "syntax/npy.h"
#include "syntax/npy_internal.h"

namespace hloref {

using namespace npy_detail;

namespace {

uint64_t gZip64Threshold = 0xFFFFFFFFu;

// Where the central directory lies, as the end record (or its zip64 form) says.
struct CentralDirectory {
  uint64_t entries;
  uint64_t offset;
  uint64_t size;
};

CentralDirectory findCentralDirectory(std::string_view bytes, const Context& ctx) {
  const auto* u = reinterpret_cast<const unsigned char*>(bytes.data());
  const uint64_t size = bytes.size();
    // End of central directory record: 22 bytes plus a comment of <= 65535.
    if (size < 22) ctx.fail(0, "not a .npz archive (too short for a zip end record)");
    uint64_t eocd = UINT64_MAX;
    uint64_t lowest = size >= 22 + 65535 ? size - 22 - 65535 : 0;
    for (uint64_t p = size - 22 + 1; p-- > lowest;) {
      if (le32(u + p) == 0x06054b50 && p + 22 + le16(u + p + 20) <= size) {
        eocd = p;
        break;
      }
    }
    if (eocd == UINT64_MAX)
      ctx.fail(0, "not a .npz archive (no zip end of central directory record)");
    if (le16(u + eocd + 4) != 0 || le16(u + eocd + 6) != 0)
      ctx.fail(eocd, "multi-disk zip archives are not supported");
    uint64_t entries = le16(u + eocd + 10);
    uint64_t cdSize = le32(u + eocd + 12);
    uint64_t cdOffset = le32(u + eocd + 16);
    uint64_t cdLimit = eocd;  // the central directory ends before this
    if (entries == 0xFFFF || cdSize == 0xFFFFFFFFu || cdOffset == 0xFFFFFFFFu) {
      // Zip64: a locator right before the end record points at the zip64 end record.
      if (eocd >= 20 && le32(u + eocd - 20) == 0x07064b50) {
        uint64_t rec = le64(u + eocd - 20 + 8);
        if (rec > eocd - 20 || eocd - 20 - rec < 56 || le32(u + rec) != 0x06064b50)
          ctx.fail(eocd - 20, "corrupt zip64 end of central directory locator");
        entries = le64(u + rec + 32);
        cdSize = le64(u + rec + 40);
        cdOffset = le64(u + rec + 48);
        cdLimit = rec;
      }
    }
    if (cdOffset > cdLimit || cdSize > cdLimit - cdOffset)
      ctx.fail(eocd, "the zip central directory (offset " + std::to_string(cdOffset) + ", size " +
                         std::to_string(cdSize) + ") lies outside the file");
    if (entries > cdSize / 46)
      ctx.fail(eocd, "the zip end record claims " + std::to_string(entries) +
                         " entries, more than the central directory can hold");
  return {entries, cdOffset, cdSize};
}

// One central directory entry, its zip64 fields resolved.
struct ZipEntry {
  std::string fileName;
  uint16_t flags;
  uint16_t method;
  uint32_t crc;
  uint64_t compSize;
  uint64_t uncompSize;
  uint64_t localOffset;
};

// Reads entry `index` at `p` and moves `p` past it.
ZipEntry readCentralEntry(std::string_view bytes, uint64_t& p, uint64_t cdEnd, uint64_t index,
                          const Context& ctx) {
  const auto* u = reinterpret_cast<const unsigned char*>(bytes.data());
  if (cdEnd - p < 46 || le32(u + p) != 0x02014b50)
    ctx.fail(p, "corrupt zip central directory entry " + std::to_string(index));
  uint16_t flags = le16(u + p + 8);
  uint16_t method = le16(u + p + 10);
  uint32_t crc = le32(u + p + 16);
  uint64_t compSize = le32(u + p + 20);
  uint64_t uncompSize = le32(u + p + 24);
  uint64_t nameLen = le16(u + p + 28);
  uint64_t extraLen = le16(u + p + 30);
  uint64_t commentLen = le16(u + p + 32);
  uint64_t localOffset = le32(u + p + 42);
  if (cdEnd - p - 46 < nameLen + extraLen + commentLen)
    ctx.fail(p, "zip central directory entry " + std::to_string(index) + " runs past its end");
  std::string fileName(bytes.substr(p + 46, nameLen));
  // Zip64 extended information.
  uint64_t e = p + 46 + nameLen, eEnd = e + extraLen;
  while (eEnd - e >= 4) {
    uint16_t id = le16(u + e);
    uint64_t len = le16(u + e + 2);
    if (eEnd - e - 4 < len) ctx.fail(e, "corrupt zip extra field in entry " + quotedText(fileName));
    if (id == 0x0001) {
      uint64_t q = e + 4, qEnd = q + len;
      auto take = [&](uint64_t& field) {
        if (field != 0xFFFFFFFFu) return;
        if (qEnd - q < 8) ctx.fail(e, "corrupt zip64 extra field in entry " + quotedText(fileName));
        field = le64(u + q);
        q += 8;
      };
      take(uncompSize);
      take(compSize);
      take(localOffset);
    }
    e += 4 + len;
  }
  p += 46 + nameLen + extraLen + commentLen;
  return {fileName, flags, method, crc, compSize, uncompSize, localOffset};
}

// Inflates a deflated member, holding it to the size its entry claims.
std::string inflateMember(std::string_view stored, const ZipEntry& entry, const Context& ctx) {
  const std::string& fileName = entry.fileName;
  const uint64_t compSize = entry.compSize, uncompSize = entry.uncompSize, localOffset = entry.localOffset;
  std::string inflated;
  // Deflate cannot expand data by more than 1032:1; a larger claim is a lie,
  // and the claim bounds what we allocate.
  if (uncompSize > compSize * 1032 + 1024)
    ctx.fail(localOffset, "zip entry " + quotedText(fileName) + " claims " +
                              std::to_string(uncompSize) + " bytes from " +
                              std::to_string(compSize) + " compressed bytes, beyond what "
                              "deflate can produce");
  if (uncompSize > static_cast<uint64_t>(memoryBudget()) + 4096)
    ctx.fail(localOffset, "zip entry " + quotedText(fileName) + " of " +
                              std::to_string(uncompSize) + " bytes exceeds the memory budget");
  inflated.resize(uncompSize + 1);  // one spare byte detects output beyond the claim
  z_stream zs{};
  if (inflateInit2(&zs, -MAX_WBITS) != Z_OK)
    ctx.fail(localOffset, "cannot initialize zlib");
  std::unique_ptr<z_stream, int (*)(z_stream*)> guard(&zs, inflateEnd);
  const uint64_t kChunk = 1u << 30;
  uint64_t inPos = 0, outPos = 0;
  const uint64_t outCap = inflated.size();
  zs.avail_in = 0;
  zs.avail_out = 0;
  while (true) {
    if (zs.avail_in == 0 && inPos < compSize) {
      uint64_t n = std::min(kChunk, compSize - inPos);
      zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(stored.data() + inPos));
      zs.avail_in = static_cast<uInt>(n);
      inPos += n;
    }
    if (zs.avail_out == 0 && outPos < outCap) {
      uint64_t n = std::min(kChunk, outCap - outPos);
      zs.next_out = reinterpret_cast<Bytef*>(inflated.data() + outPos);
      zs.avail_out = static_cast<uInt>(n);
      outPos += n;
    }
    int r = inflate(&zs, Z_NO_FLUSH);
    if (r == Z_STREAM_END) break;
    if (r == Z_OK) continue;
    if (r == Z_BUF_ERROR) {
      if (zs.avail_out == 0 && outPos >= outCap)
        break;  // more output than claimed; reported below
      if (zs.avail_in == 0 && inPos >= compSize)
        ctx.fail(localOffset, "the deflate data of zip entry " + quotedText(fileName) +
                                  " ends before the end of its stream");
      continue;
    }
    ctx.fail(localOffset, "deflate error in zip entry " + quotedText(fileName) + ": " +
                              (zs.msg ? zs.msg : "code " + std::to_string(r)));
  }
  if (zs.total_out != uncompSize)
    ctx.fail(localOffset, "zip entry " + quotedText(fileName) + " inflates to " +
                              (zs.total_out > uncompSize ? "more than" : std::to_string(zs.total_out)) +
                              " bytes, not the declared " + std::to_string(uncompSize));
  inflated.resize(uncompSize);
  return inflated;
}

}  // namespace

std::vector<std::pair<std::string, Tensor>> readNpz(std::string_view bytes,
                                                    const std::string& sourceName,
                                                    const NpzExpectedTypes& expected) {
  Context ctx;
  ctx.file = std::make_shared<const std::string>(sourceName);
  const auto* u = reinterpret_cast<const unsigned char*>(bytes.data());
  const uint64_t size = bytes.size();
  CentralDirectory directory = findCentralDirectory(bytes, ctx);

  std::vector<std::pair<std::string, Tensor>> result;
  result.reserve(directory.entries);
  uint64_t p = directory.offset;
  const uint64_t cdEnd = directory.offset + directory.size;
  for (uint64_t index = 0; index < directory.entries; ++index) {
    ZipEntry entry = readCentralEntry(bytes, p, cdEnd, index, ctx);
    const std::string& fileName = entry.fileName;
    const uint64_t localOffset = entry.localOffset;
    if (entry.flags & 1) ctx.fail(p, "encrypted zip entry " + quotedText(fileName) + " is not supported");
    if (entry.method != 0 && entry.method != 8)
      ctx.fail(p, "zip entry " + quotedText(fileName) + " uses compression method " +
                      std::to_string(entry.method) + " (only stored and deflate are supported)");
    // The local header, then the data.
    if (localOffset > size || size - localOffset < 30 || le32(u + localOffset) != 0x04034b50)
      ctx.fail(std::min(localOffset, size), "corrupt zip local header for entry " + quotedText(fileName));
    uint64_t dataStart = localOffset + 30 + le16(u + localOffset + 26) + le16(u + localOffset + 28);
    if (dataStart > size || entry.compSize > size - dataStart)
      ctx.fail(localOffset, "the data of zip entry " + quotedText(fileName) + " (" +
                                std::to_string(entry.compSize) + " bytes) runs past the end of the file");
    std::string_view stored = bytes.substr(dataStart, entry.compSize);
    std::string inflated;
    std::string_view member;
    if (entry.method == 0) {
      if (entry.compSize != entry.uncompSize)
        ctx.fail(localOffset, "stored zip entry " + quotedText(fileName) + " has compressed size " +
                                  std::to_string(entry.compSize) + " but uncompressed size " +
                                  std::to_string(entry.uncompSize));
      member = stored;
    } else {
      inflated = inflateMember(stored, entry, ctx);
      member = inflated;
    }
    uint32_t actualCrc = crc32(0, member.data(), member.size());
    if (actualCrc != entry.crc)
      ctx.fail(localOffset, "CRC mismatch in zip entry " + quotedText(fileName));

    std::string name = fileName;
    if (name.size() >= 4 && name.compare(name.size() - 4, 4, ".npy") == 0)
      name.resize(name.size() - 4);
    Context memberCtx = ctx;
    memberCtx.member = fileName;
    memberCtx.base = entry.method == 0 ? dataStart : localOffset;
    memberCtx.offsetsMap = entry.method == 0;
    std::optional<ET> want = expected ? expected(name, index) : std::nullopt;
    result.emplace_back(name, parseNpy(member, memberCtx, want));
  }
  return result;
}

std::vector<std::pair<std::string, Tensor>> readNpzFile(const std::string& path) {
  return readNpzFile(path, {});
}

namespace {

// A regular file mapped read-only, or nothing (the caller then reads it
// with readWholeFile, which reports why it cannot be read). Mapped, its
// bytes are copied once, into the tensors, instead of into a buffer first.
class MappedFile {
 public:
  explicit MappedFile(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    struct stat info;
    if (fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
      void* p = mmap(nullptr, static_cast<size_t>(info.st_size), PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
      if (p != MAP_FAILED) data_ = {static_cast<const char*>(p), static_cast<size_t>(info.st_size)};
    }
    ::close(fd);
  }
  ~MappedFile() {
    if (!data_.empty()) munmap(const_cast<char*>(data_.data()), data_.size());
  }
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  std::string_view bytes() const { return data_; }

 private:
  std::string_view data_;
};

}  // namespace

std::vector<std::pair<std::string, Tensor>> readNpzFile(const std::string& path,
                                                        const NpzExpectedTypes& expected) {
  MappedFile mapped(path);
  if (!mapped.bytes().empty()) return readNpz(mapped.bytes(), path, expected);
  std::string data = readWholeFile(path);
  return readNpz(data, path, expected);
}

namespace {

// Writes a stored zip archive to `out`, member by member.
void writeNpzTo(std::ostream& out, const std::vector<std::pair<std::string, Tensor>>& tensors) {
  struct Entry {
    std::string name;
    uint32_t crc;
    uint64_t size;
    uint64_t offset;
  };
  std::vector<Entry> entries;
  uint64_t offset = 0;
  const uint64_t limit = gZip64Threshold;
  for (const auto& [name, tensor] : tensors) {
    std::string fileName = name + ".npy";
    if (fileName.size() > 0xFFFF) throw Error({}, "archive member name too long: " + name);
    // The .npy header and the tensor's bytes, written without a copy.
    std::string npy = npyHeader(tensor), scratch;
    std::string_view body = npyData(tensor, scratch);
    uint32_t crc = crc32(crc32(0, npy.data(), npy.size()), body.data(), body.size());
    const uint64_t size = npy.size() + body.size();
    bool zip64 = size >= limit;
    std::string h;
    put32(h, 0x04034b50);
    put16(h, zip64 ? 45 : 20);  // version needed
    put16(h, 0);                // flags
    put16(h, 0);                // stored
    put16(h, 0);                // time 00:00:00
    put16(h, 0x21);             // date 1980-01-01
    put32(h, static_cast<uint32_t>(crc));
    put32(h, zip64 ? 0xFFFFFFFFu : static_cast<uint32_t>(size));
    put32(h, zip64 ? 0xFFFFFFFFu : static_cast<uint32_t>(size));
    put16(h, static_cast<uint16_t>(fileName.size()));
    put16(h, zip64 ? 20 : 0);
    h += fileName;
    if (zip64) {
      put16(h, 0x0001);
      put16(h, 16);
      put64(h, size);
      put64(h, size);
    }
    out.write(h.data(), static_cast<std::streamsize>(h.size()));
    out.write(npy.data(), static_cast<std::streamsize>(npy.size()));
    out.write(body.data(), static_cast<std::streamsize>(body.size()));
    entries.push_back({fileName, static_cast<uint32_t>(crc), size, offset});
    offset += h.size() + size;
  }
  uint64_t cdOffset = offset;
  std::string cd;
  for (const Entry& e : entries) {
    bool bigSize = e.size >= limit;
    bool bigOffset = e.offset >= limit;
    bool zip64 = bigSize || bigOffset;
    std::string extra;
    if (zip64) {
      std::string fields;
      if (bigSize) {
        put64(fields, e.size);
        put64(fields, e.size);
      }
      if (bigOffset) put64(fields, e.offset);
      put16(extra, 0x0001);
      put16(extra, static_cast<uint16_t>(fields.size()));
      extra += fields;
    }
    put32(cd, 0x02014b50);
    put16(cd, zip64 ? 45 : 20);  // version made by (MS-DOS)
    put16(cd, zip64 ? 45 : 20);  // version needed
    put16(cd, 0);
    put16(cd, 0);
    put16(cd, 0);
    put16(cd, 0x21);
    put32(cd, e.crc);
    put32(cd, bigSize ? 0xFFFFFFFFu : static_cast<uint32_t>(e.size));
    put32(cd, bigSize ? 0xFFFFFFFFu : static_cast<uint32_t>(e.size));
    put16(cd, static_cast<uint16_t>(e.name.size()));
    put16(cd, static_cast<uint16_t>(extra.size()));
    put16(cd, 0);  // comment
    put16(cd, 0);  // disk
    put16(cd, 0);  // internal attributes
    put32(cd, 0);  // external attributes
    put32(cd, bigOffset ? 0xFFFFFFFFu : static_cast<uint32_t>(e.offset));
    cd += e.name;
    cd += extra;
  }
  uint64_t cdSize = cd.size();
  bool zip64End = entries.size() >= 0xFFFF || cdOffset >= limit || cdSize >= limit;
  if (zip64End) {
    uint64_t recordOffset = cdOffset + cdSize;
    put32(cd, 0x06064b50);
    put64(cd, 44);
    put16(cd, 45);
    put16(cd, 45);
    put32(cd, 0);
    put32(cd, 0);
    put64(cd, entries.size());
    put64(cd, entries.size());
    put64(cd, cdSize);
    put64(cd, cdOffset);
    put32(cd, 0x07064b50);
    put32(cd, 0);
    put64(cd, recordOffset);
    put32(cd, 1);
  }
  put32(cd, 0x06054b50);
  put16(cd, 0);
  put16(cd, 0);
  uint16_t count16 = zip64End ? 0xFFFF : static_cast<uint16_t>(entries.size());
  put16(cd, count16);
  put16(cd, count16);
  put32(cd, zip64End ? 0xFFFFFFFFu : static_cast<uint32_t>(cdSize));
  put32(cd, zip64End ? 0xFFFFFFFFu : static_cast<uint32_t>(cdOffset));
  put16(cd, 0);
  out.write(cd.data(), static_cast<std::streamsize>(cd.size()));
}

}  // namespace

void writeNpzFile(const std::string& path,
                  const std::vector<std::pair<std::string, Tensor>>& tensors) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (out) writeNpzTo(out, tensors);
  if (out) out.close();
  if (!out) throw Error(Location{std::make_shared<const std::string>(path), 0, 0},
                        "cannot write '" + path + "'", kExitUsage);
}

std::string writeNpz(const std::vector<std::pair<std::string, Tensor>>& tensors) {
  std::ostringstream out(std::ios::binary);
  writeNpzTo(out, tensors);
  return std::move(out).str();
}

namespace npy_testing {
uint64_t setZip64Threshold(uint64_t bytes) {
  uint64_t old = gZip64Threshold;
  gZip64Threshold = bytes;
  return old;
}
}  // namespace npy_testing

}  // namespace hloref
