#include "syntax/bytecode/reader.h"

#include "core/tensor.h"
#include "syntax/bytecode/attr_type_table.h"
#include "syntax/bytecode/file.h"
#include "syntax/bytecode/ir_reader.h"
#include "syntax/bytecode/vhlo_ops.h"

namespace hloref::bytecode {

bool isBytecode(std::string_view bytes) { return bytes.substr(0, 4) == std::string_view("ML\xEFR", 4); }

namespace {

// StableHLO names the VHLO version it wrote in the producer string.
VhloVersion artifactVersion(const BytecodeFile& file) {
  ByteReader r = file.reader({});
  constexpr std::string_view kPrefix = "StableHLO_v";
  std::string_view producer = file.producer();
  VhloVersion v;
  if (producer.substr(0, kPrefix.size()) != kPrefix || !parseVhloVersion(producer.substr(kPrefix.size()), &v))
    r.failAt(file.producerOffset(), "unsupported: bytecode from producer '" + printable(producer) +
                                        "' (hloref reads StableHLO portable artifacts, produced by StableHLO_vX.Y.Z)");
  if (v < kOldestVhloVersion || kNewestVhloVersion < v)
    r.failAt(file.producerOffset(), "unsupported: StableHLO portable artifact version " + v.str() + " (hloref reads " +
                                        kOldestVhloVersion.str() + " to " + kNewestVhloVersion.str() + ")");
  return v;
}

}  // namespace

std::unique_ptr<Module> readBytecodeModule(std::string_view bytes, const std::string& file) {
  BytecodeFile bytecode(bytes, file);
  VhloVersion version = artifactVersion(bytecode);
  AttrTypeTable table(bytecode);
  return readIr(bytecode, table, version);
}

SmallMemoryBudget::SmallMemoryBudget() : saved_(memoryBudget()) { setMemoryBudget(int64_t{64} << 20); }
SmallMemoryBudget::~SmallMemoryBudget() { setMemoryBudget(saved_); }

int fuzzBytecodeReader(const uint8_t* data, size_t size) {
  SmallMemoryBudget budget;
  try {
    readBytecodeModule(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.mlirbc");
  } catch (const Error&) {
    // A clean diagnostic: what invalid input must give.
  }
  return 0;
}

}  // namespace hloref::bytecode
