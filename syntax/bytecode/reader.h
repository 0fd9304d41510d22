// StableHLO portable artifacts (what `jax.export` serializes: VHLO ops in
// MLIR bytecode, ../shared/reference/vhlo/compatibility.md), read without
// MLIR into the program model the text parser builds for the same program.
// syntax::parseModule calls this for input that starts with the bytecode
// magic, so every verb reads artifacts as it reads text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "core/ir.h"

namespace hloref::bytecode {

// The input starts with MLIR's bytecode magic `ML\xEFR`.
bool isBytecode(std::string_view bytes);

// Reads a portable artifact. Malformed or unsupported input throws
// hloref::Error located at a byte offset (`FILE: byte N: error: ...`).
std::unique_ptr<Module> readBytecodeModule(std::string_view bytes, const std::string& file);

// Lowers the tensor memory budget (core/tensor.h) while it lives: a few
// bytes may declare a splat constant of any size, and a fuzzer's memory
// limit is smaller than hloref's default budget.
class SmallMemoryBudget {
 public:
  SmallMemoryBudget();
  ~SmallMemoryBudget();
  SmallMemoryBudget(const SmallMemoryBudget&) = delete;
  SmallMemoryBudget& operator=(const SmallMemoryBudget&) = delete;

 private:
  int64_t saved_;
};

// Entry point for a fuzzer (libFuzzer's LLVMFuzzerTestOneInput shape): reads
// `data` as an artifact and returns 0 whether it was valid or not; anything
// but a clean hloref::Error (a crash, a hang, another exception) is a bug.
// It reads under a SmallMemoryBudget (64 MB).
int fuzzBytecodeReader(const uint8_t* data, size_t size);

}  // namespace hloref::bytecode
