// What hloref's libFuzzer targets share (DEVELOPERS.md, "Fuzzing"): each
// target file defines LLVMFuzzerTestOneInput and hands one reader of
// untrusted input the bytes, as the command line would. The contract for
// bad input: an hloref::Error with exit status 2, located in the input
// (file:line:col, or a byte offset for binary formats). Anything else — a
// crash, another exception, a diagnostic without a place, a hang, a runaway
// allocation — is a bug the fuzzer reports.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string_view>

#include "core/diagnostic.h"
#include "core/ir.h"
#include "syntax/bytecode/reader.h"

namespace hloref::fuzz_target {

inline std::string_view bytesOf(const uint8_t* data, size_t size) {
  return std::string_view(reinterpret_cast<const char*>(data), size);
}

enum class Place { InInput, Anywhere };

// Aborts (a finding) unless `e` is a clean diagnostic of invalid input.
inline void expectCleanDiagnostic(const Error& e, Place place) {
  const Location& at = e.location();
  const bool located = at.file && (at.byteOffset >= 0 || at.line > 0);
  if (e.status() == kExitInvalid && (located || place == Place::Anywhere)) return;
  std::fprintf(stderr, "hloref fuzz target: diagnostic breaks the contract (status %d, %s): %s\n", e.status(),
               located ? "located" : "no place in the input", e.formatted().c_str());
  std::abort();
}

// Runs `read` under a small tensor budget (bytecode::SmallMemoryBudget, 64 MB:
// a few bytes may declare a constant of any size); an hloref::Error must be
// a clean diagnostic.
template <class Read>
int readInput(Read&& read, Place place = Place::InInput) {
  bytecode::SmallMemoryBudget budget;
  try {
    read();
  } catch (const Error& e) {
    expectCleanDiagnostic(e, place);
  }
  return 0;
}

// What `hloref check` does after a successful parse: the checker loads the
// module (its diagnostics are results, not failures; each must be located).
void checkModule(std::unique_ptr<Module> module);

}  // namespace hloref::fuzz_target
