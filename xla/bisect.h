// `hloref bisect DUMP_DIR [--module NAME] --inputs in.npz`: which XLA pass
// changed a program's meaning.
//
// A dump made with `XLA_FLAGS=--xla_dump_to=DIR --xla_dump_hlo_as_text
// --xla_dump_hlo_pass_re=.*` holds, per module, the module before
// optimization (`module_N.NAME.before_optimizations.txt`), after each pass
// (`module_N.NAME.NNNN.PIPELINE.after_PASS.before_NEXT.txt`, in pass
// order) and after all of them (`module_N.NAME.cpu_after_optimizations.txt`).
// bisect runs each stage on the same inputs with golden annotations
// (golden/golden.h) and compares its results with those before
// optimization: the same bits, within the bound (|a - b| <= bound(a) +
// bound(b) per element; implementation-defined or unstable elements
// skipped), or changed. It names the first stage whose results leave the
// bound, with the instructions that pass changed side by side, and exits 1;
// 0 when every stage stays within the bound. A stage hloref cannot run is
// reported and skipped. Without --module, the module whose entry takes the
// inputs is chosen (an error lists the candidates when several do).
#pragma once

#include <string>
#include <vector>

#include "core/value.h"

namespace hloref::xla {

struct DumpStage {
  std::string path;
  std::string pass;  // "before_optimizations", "after_algsimp", "cpu_after_optimizations", ...
};

// The stages of module `name` in `dir`, in order. `name` may be the module's
// name (jit_f), its numbered prefix (module_0004) or both.
std::vector<DumpStage> dumpStages(const std::string& dir, const std::string& name);
// The modules of `dir` that have a before_optimizations file (module_N.NAME).
std::vector<std::string> dumpModules(const std::string& dir);

struct StageVerdict {
  enum class Kind { Identical, WithinBound, Changed, Failed };
  Kind kind = Kind::Identical;
  std::string detail;  // for Changed: the first element outside the bound; for Failed: the error
};

struct BisectReport {
  std::vector<DumpStage> stages;
  std::vector<StageVerdict> verdicts;  // per stage; verdicts[0] is the reference
  int firstChanged = -1;               // index of the first stage that left the bound
  int firstDiffering = -1;             // index of the first stage whose bits differ
  std::string changedInstructions;     // side by side, for firstChanged
};

BisectReport bisect(const std::vector<DumpStage>& stages, const std::vector<Value>& inputs);

// The instructions that differ between two HLO texts (metadata ignored):
// "computation/name:" then the text before and after, side by side.
std::string changedInstructions(const std::string& beforePath, const std::string& afterPath, size_t maxLines = 40);

// The usage text of `hloref bisect` (`hloref help bisect`).
const char* bisectUsage();

// The `hloref bisect` command; returns the exit status.
int bisectMain(int argc, char** argv);

}  // namespace hloref::xla
