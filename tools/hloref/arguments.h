// The entry function's arguments, from `--args`, `--inputs in.npz` or
// `--input a.npy ...` (or raw `.bin` buffers in XLA layouts, xla/io.h),
// checked against its signature. A mismatch points at
// the file that holds the argument (or at `--args`), names the argument by
// its number counted from 0, and names the function with its location.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/ir.h"
#include "core/value.h"

namespace hloref::cli {

struct ArgumentSource {
  bool haveArgs = false;
  std::string args;               // --args
  std::string npz;                // --inputs
  std::vector<std::string> npys;  // --input, one per argument
  std::vector<std::string> layouts;  // --input-layout, per --input that is a raw .bin buffer
  // Taken only when none of the above is given: the `--args="..."` of the
  // input file's own lit RUN line (upstream interpreter tests), at `runLine`.
  std::string runLineArgs;
  Location runLine;
};

// The arguments a lit `// RUN:` line of `text` passes to the interpreter
// (`stablehlo-translate --interpret --args="[...]"`, not one expected to
// fail), with the line's number; nothing when no such line exists.
std::optional<std::pair<std::string, int>> runLineArguments(std::string_view text);

// The arguments of `f` in `module`. On a process grid of `processes` > 1
// (xla/grid.h) they may also be given once per process, in process order:
// that many times as many, argument #i checked as #(i mod the count).
std::vector<Value> entryArguments(const Func& f, const ArgumentSource& source, const Module& module,
                                  size_t processes = 1);

// `entry`, else @main, else the only function (status 2 when there is none).
const Func& entryFunction(const Module& m, const std::string& entry);

// `arg` as argument #i of `f`: of the kind, element type and a shape the
// signature admits (else an error at `at`, worded with `what`, e.g.
// "argument #1"), typed as the signature says (quantization parameters).
Value checkedArgument(Value arg, const Func& f, size_t i, const Location& at, const std::string& what);

}  // namespace hloref::cli
