// .npz archives: zip files of .npy members, read stored or deflated (as
// np.savez and np.savez_compressed write them), written stored.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cstring>
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

// An archive's bytes by offset: held in memory, or read from the file as
// needed (pread), so that stored members go from the file straight into
// their tensors. Not a mapping: a mapped file that shrinks while it is read
// raises SIGBUS on the pages past its new end, and no file may crash hloref.
class ArchiveBytes {
 public:
  virtual ~ArchiveBytes() = default;
  uint64_t size() const { return size_; }
  // The n bytes at `offset` (offset + n <= size()), valid until the next call.
  virtual const unsigned char* at(uint64_t offset, uint64_t n) = 0;
  // Copies the n bytes at `offset` into dst.
  virtual void copy(uint64_t offset, uint64_t n, void* dst) = 0;

 protected:
  uint64_t size_ = 0;
};

class MemoryBytes final : public ArchiveBytes {
 public:
  explicit MemoryBytes(std::string_view bytes) : bytes_(bytes) { size_ = bytes.size(); }
  const unsigned char* at(uint64_t offset, uint64_t) override {
    return reinterpret_cast<const unsigned char*>(bytes_.data()) + offset;
  }
  void copy(uint64_t offset, uint64_t n, void* dst) override {
    if (n > 0) std::memcpy(dst, bytes_.data() + offset, n);
  }
  std::string_view view(uint64_t offset, uint64_t n) const { return bytes_.substr(offset, n); }

 private:
  std::string_view bytes_;
};

class FileBytes final : public ArchiveBytes {
 public:
  explicit FileBytes(const std::string& path) : file_(path) { size_ = file_.size(); }
  const unsigned char* at(uint64_t offset, uint64_t n) override {
    buffer_.resize(n);
    file_.copy(offset, n, buffer_.data());
    return reinterpret_cast<const unsigned char*>(buffer_.data());
  }
  void copy(uint64_t offset, uint64_t n, void* dst) override { file_.copy(offset, n, dst); }

 private:
  FileReader file_;
  std::string buffer_;
};

// Where the central directory lies, as the end record (or its zip64 form) says.
struct CentralDirectory {
  uint64_t entries;
  uint64_t offset;
  uint64_t size;
};

CentralDirectory findCentralDirectory(ArchiveBytes& bytes, const Context& ctx) {
  const uint64_t size = bytes.size();
    // End of central directory record: 22 bytes plus a comment of <= 65535.
    if (size < 22) ctx.fail(0, "not a .npz archive (too short for a zip end record)");
    uint64_t eocd = UINT64_MAX;
    uint64_t lowest = size >= 22 + 65535 ? size - 22 - 65535 : 0;
    const unsigned char* tail = bytes.at(lowest, size - lowest);  // u + p = tail + (p - lowest)
    for (uint64_t p = size - 22 + 1; p-- > lowest;) {
      const unsigned char* q = tail + (p - lowest);
      if (le32(q) == 0x06054b50 && p + 22 + le16(q + 20) <= size) {
        eocd = p;
        break;
      }
    }
    if (eocd == UINT64_MAX)
      ctx.fail(0, "not a .npz archive (no zip end of central directory record)");
    const unsigned char* end = tail + (eocd - lowest);
    if (le16(end + 4) != 0 || le16(end + 6) != 0)
      ctx.fail(eocd, "multi-disk zip archives are not supported");
    uint64_t entries = le16(end + 10);
    uint64_t cdSize = le32(end + 12);
    uint64_t cdOffset = le32(end + 16);
    uint64_t cdLimit = eocd;  // the central directory ends before this
    if (entries == 0xFFFF || cdSize == 0xFFFFFFFFu || cdOffset == 0xFFFFFFFFu) {
      // Zip64: a locator right before the end record points at the zip64 end record.
      if (eocd >= 20 && le32(bytes.at(eocd - 20, 4)) == 0x07064b50) {
        uint64_t rec = le64(bytes.at(eocd - 20 + 8, 8));
        if (rec > eocd - 20 || eocd - 20 - rec < 56 || le32(bytes.at(rec, 4)) != 0x06064b50)
          ctx.fail(eocd - 20, "corrupt zip64 end of central directory locator");
        const unsigned char* record = bytes.at(rec, 56);
        entries = le64(record + 32);
        cdSize = le64(record + 40);
        cdOffset = le64(record + 48);
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
ZipEntry readCentralEntry(ArchiveBytes& bytes, uint64_t& p, uint64_t cdEnd, uint64_t index,
                          const Context& ctx) {
  if (cdEnd - p < 46 || le32(bytes.at(p, 4)) != 0x02014b50)
    ctx.fail(p, "corrupt zip central directory entry " + std::to_string(index));
  const unsigned char* f = bytes.at(p, 46);  // the entry's fixed fields
  uint16_t flags = le16(f + 8);
  uint16_t method = le16(f + 10);
  uint32_t crc = le32(f + 16);
  uint64_t compSize = le32(f + 20);
  uint64_t uncompSize = le32(f + 24);
  uint64_t nameLen = le16(f + 28);
  uint64_t extraLen = le16(f + 30);
  uint64_t commentLen = le16(f + 32);
  uint64_t localOffset = le32(f + 42);
  if (cdEnd - p - 46 < nameLen + extraLen + commentLen)
    ctx.fail(p, "zip central directory entry " + std::to_string(index) + " runs past its end");
  const unsigned char* variable = bytes.at(p + 46, nameLen + extraLen);  // the name, then the extra fields
  std::string fileName(reinterpret_cast<const char*>(variable), nameLen);
  // Zip64 extended information; extra(o) is the byte at file offset o.
  const uint64_t extraStart = p + 46 + nameLen;
  auto extra = [&](uint64_t o) { return variable + nameLen + (o - extraStart); };
  uint64_t e = extraStart, eEnd = e + extraLen;
  while (eEnd - e >= 4) {
    uint16_t id = le16(extra(e));
    uint64_t len = le16(extra(e + 2));
    if (eEnd - e - 4 < len) ctx.fail(e, "corrupt zip extra field in entry " + quotedText(fileName));
    if (id == 0x0001) {
      uint64_t q = e + 4, qEnd = q + len;
      auto take = [&](uint64_t& field) {
        if (field != 0xFFFFFFFFu) return;
        if (qEnd - q < 8) ctx.fail(e, "corrupt zip64 extra field in entry " + quotedText(fileName));
        field = le64(extra(q));
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

namespace {

// A stored member: its .npy read piece by piece (the data straight into the
// tensor), the CRC-32 of the bytes taken as they arrive. A corrupt member
// reports its CRC mismatch before what its .npy header says, as when the
// CRC is checked first.
Tensor readStoredMember(ArchiveBytes& bytes, const ZipEntry& entry, uint64_t dataStart, const Context& ctx,
                        const Context& memberCtx, std::optional<ET> want) {
  uint32_t crc = 0;
  uint64_t covered = 0;  // the CRC covers the member's first `covered` bytes
  const NpyReader read = [&](uint64_t offset, uint64_t n, void* dst) {
    bytes.copy(dataStart + offset, n, dst);
    if (offset <= covered && offset + n > covered) {
      crc = crc32(crc, static_cast<const char*>(dst) + (covered - offset), offset + n - covered);
      covered = offset + n;
    }
  };
  auto checkCrc = [&] {
    std::string chunk;
    while (covered < entry.compSize) {  // what the reading did not need
      const uint64_t n = std::min<uint64_t>(entry.compSize - covered, uint64_t{1} << 20);
      chunk.resize(n);
      read(covered, n, chunk.data());
    }
    if (crc != entry.crc) ctx.fail(entry.localOffset, "CRC mismatch in zip entry " + quotedText(entry.fileName));
  };
  Tensor t;
  try {
    t = parseNpy(entry.compSize, read, memberCtx, want);
  } catch (const Error&) {
    checkCrc();
    throw;
  }
  checkCrc();
  return t;
}

std::vector<std::pair<std::string, Tensor>> readArchive(ArchiveBytes& bytes, const std::string& sourceName,
                                                        const NpzExpectedTypes& expected) {
  Context ctx;
  ctx.file = std::make_shared<const std::string>(sourceName);
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
    if (localOffset > size || size - localOffset < 30 || le32(bytes.at(localOffset, 4)) != 0x04034b50)
      ctx.fail(std::min(localOffset, size), "corrupt zip local header for entry " + quotedText(fileName));
    const unsigned char* local = bytes.at(localOffset, 30);
    uint64_t dataStart = localOffset + 30 + le16(local + 26) + le16(local + 28);
    if (dataStart > size || entry.compSize > size - dataStart)
      ctx.fail(localOffset, "the data of zip entry " + quotedText(fileName) + " (" +
                                std::to_string(entry.compSize) + " bytes) runs past the end of the file");
    if (entry.method == 0 && entry.compSize != entry.uncompSize)
      ctx.fail(localOffset, "stored zip entry " + quotedText(fileName) + " has compressed size " +
                                std::to_string(entry.compSize) + " but uncompressed size " +
                                std::to_string(entry.uncompSize));

    std::string name = fileName;
    if (name.size() >= 4 && name.compare(name.size() - 4, 4, ".npy") == 0)
      name.resize(name.size() - 4);
    Context memberCtx = ctx;
    memberCtx.member = fileName;
    memberCtx.base = entry.method == 0 ? dataStart : localOffset;
    memberCtx.offsetsMap = entry.method == 0;
    std::optional<ET> want = expected ? expected(name, index) : std::nullopt;
    if (entry.method == 0) {
      result.emplace_back(name, readStoredMember(bytes, entry, dataStart, ctx, memberCtx, want));
      continue;
    }
    const unsigned char* stored = bytes.at(dataStart, entry.compSize);
    std::string inflated =
        inflateMember(std::string_view(reinterpret_cast<const char*>(stored), entry.compSize), entry, ctx);
    if (crc32(0, inflated.data(), inflated.size()) != entry.crc)
      ctx.fail(localOffset, "CRC mismatch in zip entry " + quotedText(fileName));
    result.emplace_back(name, parseNpy(inflated, memberCtx, want));
  }
  return result;
}

}  // namespace

std::vector<std::pair<std::string, Tensor>> readNpz(std::string_view bytes, const std::string& sourceName,
                                                    const NpzExpectedTypes& expected) {
  MemoryBytes memory(bytes);
  return readArchive(memory, sourceName, expected);
}

std::vector<std::pair<std::string, Tensor>> readNpzFile(const std::string& path) {
  return readNpzFile(path, {});
}

// The file is read by offset (FileReader): a file that shrinks while it is
// read is an error naming it.
std::vector<std::pair<std::string, Tensor>> readNpzFile(const std::string& path,
                                                        const NpzExpectedTypes& expected) {
  FileBytes file(path);
  return readArchive(file, path, expected);
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
