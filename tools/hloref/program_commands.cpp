// `hloref run | check | print | golden FILE.mlir ...`: the verbs that read
// one program (arguments.cpp reads the entry function's arguments).
#include <algorithm>
#include <iostream>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "checker/checker.h"
#include "core/diagnostic.h"
#include "golden/explain.h"
#include "golden/golden.h"
#include "interpreter/evaluator.h"
#include "syntax/npy.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "tools/hloref/arguments.h"
#include "tools/hloref/cli.h"
#include "xla/grid.h"
#include "xla/io.h"
#include "xla/translate.h"

namespace hloref::cli {

#define HLOREF_PROGRAM_INPUTS \
  "  --entry NAME        the function to run (default: @main, or the only function)\n" \
  "  --args '[dense<..> : tensor<..>, ...]'   the arguments as MLIR constants, or\n" \
  "  --inputs in.npz     the arguments as the arrays of an .npz archive, in archive order, or\n" \
  "  --input a.npy ...   one .npy file per argument, in order (arguments count from 0: #0, #1, ...);\n" \
  "                      a NAME.bin is a raw buffer in an XLA layout: the k-th --input-layout '{0,1:T(2,2)}'\n" \
  "                      is the k-th --input's (default: the HLO module's entry layout, else row-major);\n" \
  "                      with none of these, the --args=\"[...]\" of the file's own lit line\n" \
  "                      `// RUN: stablehlo-translate --interpret ...` (upstream interpreter tests)\n"

#define HLOREF_PROGRAM_FILES \
  "FILE: StableHLO MLIR text, a StableHLO portable artifact (MLIR bytecode, as jax.export writes it)\n" \
  "or XLA HLO text (HloModule ...). A module that declares num_replicas/num_partitions runs on that\n" \
  "process grid (arguments for all processes, or for each in process order).\n"

#define HLOREF_RUN_OPTIONS \
  "  --max-steps N       stop after N loop iterations and function calls in all (default 100000000)\n" \
  "  --max-bytes N       the memory budget for tensors\n" \
  "  --accumulation=exact|sequential   float sums whose order the spec leaves open (reduce and\n" \
  "                      reduce_window with an add body, dot_general, dot, convolution, batch_norm\n" \
  "                      statistics): exact and rounded once (default), or folded in the spec's order\n" \
  "  --literal           run each op by the spec's formula, element by element, where its fast kernel\n" \
  "                      departs from it (slow; the check of the fast kernels)\n" \
  "  --no-check          checker errors become warnings; an op it rejected fails when it is reached\n" \
  "  --strict-spec       reject what the spec's text forbids but JAX emits and the official verifier\n" \
  "                      accepts (otherwise run with a warning)\n" \
  "  --split-input-file  each `// -----` chunk is its own module\n"

const char* const kRunUsage =
    "usage: hloref run FILE [options]   (FILE - reads standard input)\n"
    "Runs the entry function and prints its results (MLIR dense syntax), or writes them to --outputs.\n"
    HLOREF_PROGRAM_FILES HLOREF_PROGRAM_INPUTS
    "  --outputs out.npz   write result i as member output_<i> (nothing is printed unless --print);\n"
    "                      on a process grid, process k's result i as process<k>_output_<i>\n"
    "  --output NAME.bin   write result k (the k-th --output) as a raw buffer in an XLA layout (the k-th\n"
    "                      --output-layout L, else the module's, else row-major); nothing is printed unless --print\n"
    "  --print             print the results also when --outputs or --output is given\n"
    "  --print-limit N     summarise a result of more than N elements as NumPy does (first and last 3\n"
    "                      entries of each dimension around ...; default 1000); 0 prints every element\n"
    HLOREF_RUN_OPTIONS
    "  --checks=bound|strict   check.expect_* accept an element within hloref's error bound (e.g. another\n"
    "                      summation order) with a note (default), or compare literally\n"
    "  --perturb SEED      one legal answer chosen at random from SEED: open-order sums in random orders,\n"
    "                      transcendental results moved within their allowance, unstable sort ties and\n"
    "                      scatter updates in random orders\n"
    "  --probe-output-dir DIR   where interpreter.probe writes its .npy files\n"
    "exit status: 0 ran and every check passed; 1 a check failed; 2 invalid or unsupported; 3 usage error\n";

const char* const kCheckUsage =
    "usage: hloref check FILE [--split-input-file] [--strict-spec] [--accumulation=exact|sequential]\n"
    "                         [--checks=bound|strict]\n"
    "Parses the program and checks every numbered constraint of every op, the types each op's\n"
    "Inputs/Outputs table allows, and the function-level rules; reports every error (up to 20).\n"
    HLOREF_PROGRAM_FILES
    "exit status: 0 valid; 2 invalid (file:line:col: error: 'stablehlo.pad' violates C3: ...); 3 usage error\n";

const char* const kPrintUsage =
    "usage: hloref print FILE [--split-input-file]   (FILE as for run: text, artifact or HLO)\n"
    "Prints the program in MLIR's generic form (\"stablehlo.add\"(%0, %1) : (T, T) -> T), which MLIR's\n"
    "own parser (jaxlib's included) reads back.\n";

const char* const kGoldenUsage =
    "usage: hloref golden FILE --outputs out.npz [options]   (FILE as for run, on one process)\n"
    "Runs with error bounds and writes, per output i, output_<i> (the value), mask_<i> (its\n"
    "implementation-defined elements) and bound_<i> (how far a correct backend may stray from the\n"
    "exact result, per element) to the archive (conformance/README.md, \"Golden files\"); prints one\n"
    "summary line per output.\n" HLOREF_PROGRAM_INPUTS
    "  --print, --print-limit N   also print the outputs (as hloref run does)\n"
    "  --explain INDEX     where one output element's bound and marks come from, op by op; INDEX is K\n"
    "                      (flat element K of output 0), O:K (of output O), [i,j,...] or O:[i,j,...]\n"
    "  --policy ftz,default-precision-bf16   bounds also admit a backend that flushes subnormals / runs\n"
    "                      DEFAULT and HIGH dots of f32 in bf16 passes (recorded in the archive)\n"
    "  --perturb SEED      as for run\n" HLOREF_RUN_OPTIONS;

namespace {

struct Options {
  std::string command;
  std::string file;
  bool splitInputFile = false;
  std::string entry;
  ArgumentSource inputs;
  std::string outputsNpz;
  std::vector<std::string> outputBins, outputLayouts;  // --output NAME.bin, --output-layout
  bool print = false;  // --print: also with --outputs or --output
  PrintOptions printOptions;
  std::optional<ExplainIndex> explain;  // golden --explain
  bool skipChecker = false;  // --no-check: checker errors become warnings (interpreter/program.h)
  bool strictSpec = false;   // --strict-spec (checker::CheckOptions::strictSpec)
  RunOptions run;
};

const char* usageOf(const std::string& command) {
  if (command == "check") return kCheckUsage;
  if (command == "print") return kPrintUsage;
  if (command == "golden") return kGoldenUsage;
  return kRunUsage;
}

void parsePolicies(const std::string& list, RunOptions::Policies& policies) {
  for (size_t start = 0; start <= list.size();) {
    size_t comma = list.find(',', start);
    if (comma == std::string::npos) comma = list.size();
    const std::string name = list.substr(start, comma - start);
    if (!setPolicy(policies, name)) {
      std::string known;
      for (const PolicyName& p : kPolicies) known += (known.empty() ? "" : ", ") + std::string(p.name);
      throw UsageError{"--policy expects " + known + ", got '" + name + "'"};
    }
    start = comma + 1;
  }
}

// Options that tune the run (shared by run, check and golden).
bool parseRunOption(Options& o, const std::string& a, const std::function<bool(const std::string&)>& is,
                    const std::function<std::string(const std::string&)>& value) {
  if (is("--max-steps")) o.run.maxSteps = parseCount("--max-steps", value("--max-steps"));
  else if (is("--max-bytes")) setMemoryBudget(parseCount("--max-bytes", value("--max-bytes")));
  else if (is("--probe-output-dir")) o.run.probeOutputDir = value("--probe-output-dir");
  else if (a == "--no-check") o.skipChecker = true;
  else if (a == "--strict-spec") o.strictSpec = true;
  else if (a == "--literal") o.run.literal = true;
  else if (is("--accumulation")) {
    std::string mode = value("--accumulation");
    if (mode == "exact") o.run.accumulation = RunOptions::Accumulation::Exact;
    else if (mode == "sequential") o.run.accumulation = RunOptions::Accumulation::Sequential;
    else throw UsageError{"--accumulation expects exact or sequential, got '" + mode + "'"};
  } else if (is("--perturb")) {
    o.run.perturbSeed = static_cast<uint64_t>(parseCount("--perturb", value("--perturb")));
  } else if (is("--checks")) {
    std::string mode = value("--checks");
    if (mode != "strict" && mode != "bound") throw UsageError{"--checks expects bound or strict, got '" + mode + "'"};
    o.run.strictChecks = mode == "strict";
  } else if (is("--policy")) {
    parsePolicies(value("--policy"), o.run.policies);
  } else {
    return false;
  }
  return true;
}

Options parseOptions(int argc, char** argv) {
  Options o;
  o.command = argv[1];
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](const std::string& flag) -> std::string {
      std::string prefix = flag + "=";
      if (a.rfind(prefix, 0) == 0) return a.substr(prefix.size());
      if (i + 1 >= argc) throw UsageError{flag + " needs a value"};
      return argv[++i];
    };
    auto is = [&](const std::string& flag) { return a == flag || a.rfind(flag + "=", 0) == 0; };
    if (a == "--split-input-file" || a == "-split-input-file") o.splitInputFile = true;
    else if (is("--entry")) o.entry = value("--entry");
    else if (is("--args")) o.inputs.args = value("--args"), o.inputs.haveArgs = true;
    else if (is("--inputs")) o.inputs.npz = value("--inputs");
    else if (is("--input")) o.inputs.npys.push_back(value("--input"));
    else if (is("--outputs")) o.outputsNpz = value("--outputs");
    else if (is("--input-layout")) o.inputs.layouts.push_back(value("--input-layout"));
    else if (is("--output-layout")) o.outputLayouts.push_back(value("--output-layout"));
    else if (is("--output")) o.outputBins.push_back(value("--output"));
    else if (a == "--print") o.print = true;
    else if (is("--print-limit")) o.printOptions.limit = parseCount("--print-limit", value("--print-limit"));
    else if (is("--explain")) {
      std::string problem;
      o.explain = parseExplainIndex(value("--explain"), &problem);
      if (!o.explain) throw UsageError{problem};
    } else if (parseRunOption(o, a, is, value)) {
    } else if (!a.empty() && a[0] == '-' && a != "-") {
      throw UsageError{"unknown option " + a};
    } else if (o.file.empty()) {
      o.file = a;
    } else {
      throw UsageError{"more than one input file ('" + o.file + "' and '" + a + "')"};
    }
  }
  if (o.file.empty()) throw UsageError{"missing input file"};
  int inputSources = (o.inputs.haveArgs ? 1 : 0) + (o.inputs.npz.empty() ? 0 : 1) + (o.inputs.npys.empty() ? 0 : 1);
  if (inputSources > 1) throw UsageError{"use only one of --args, --inputs and --input"};
  if (o.command == "golden" && o.outputsNpz.empty()) throw UsageError{"golden needs --outputs FILE.npz"};
  if (o.explain && o.command != "golden") throw UsageError{"--explain applies to golden only"};
  if (!o.outputBins.empty() && o.command != "run") throw UsageError{"--output applies to run only"};
  if (o.command == "golden" && o.splitInputFile)
    throw UsageError{"golden writes one archive: --split-input-file does not apply"};
  return o;
}

// True when `text` holds nothing but white space and `//` comments.
bool isBlank(std::string_view text) {
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      i = text.find('\n', i);
      if (i == std::string_view::npos) return true;
      continue;
    }
    return false;
  }
  return true;
}

void writeOutputs(const Options& o, const Func& entry, const std::vector<Value>& results) {
  std::vector<std::pair<std::string, Tensor>> named;
  for (size_t i = 0; i < results.size(); ++i) {
    if (!results[i].isTensor()) fail(entry.loc, "--outputs can only write tensor results (result #" + std::to_string(i) + ")");
    named.emplace_back("output_" + std::to_string(i), results[i].tensor());
  }
  writeNpzFile(o.outputsNpz, named);
}

// Result i to the i-th --output NAME.bin, in the i-th --output-layout (else
// the module's result layout, else row-major).
void writeRawOutputs(const Options& o, const Program& program, const Func& entry, const std::vector<Value>& results) {
  if (o.outputBins.size() > results.size())
    throw UsageError{std::to_string(o.outputBins.size()) + " --output files for " + std::to_string(results.size()) +
                     " results"};
  for (size_t i = 0; i < o.outputBins.size(); ++i) {
    if (!results[i].isTensor()) fail(entry.loc, "--output can only write tensor results (result #" + std::to_string(i) + ")");
    const std::string layout = i < o.outputLayouts.size() ? o.outputLayouts[i] : "";
    xla::writeRawBuffer(o.outputBins[i], results[i].tensor(),
                        xla::ioLayout(program.module(), false, i, layout, results[i].tensor().rank()));
  }
}

int runChunk(const Options& o, std::string_view text, int firstLine) {
  // XLA's HLO text (`HloModule ...`), or StableHLO as MLIR text or bytecode.
  std::unique_ptr<Module> module =
      xla::looksLikeHlo(text) ? xla::parseHloText(text, o.file, firstLine) : parseModule(text, o.file, firstLine);
  for (const Error& w : module->warnings) std::cerr << w.location().str() << ": warning: " << w.what() << "\n";
  if (o.command == "print") {
    std::cout << moduleString(*module);
    return kExitOk;
  }
  if (module->funcs.empty())
    fail(module->loc, std::string("the module has no function (nothing to ") + (o.command == "check" ? "check" : "run") + ")");
  // The checker runs first: a program that violates a constraint does not
  // run (with --no-check, its errors are warnings and the ops it rejected
  // fail when reached).
  LoadOptions loadOptions;
  loadOptions.checkerErrorsAreWarnings = o.skipChecker && o.command != "check";
  loadOptions.strictSpec = o.strictSpec;
  Program::LoadResult loaded = Program::load(std::move(module), loadOptions);
  for (const checker::Diagnostic& d : loaded.diagnostics) std::cerr << d.str() << "\n";
  if (!loaded.program) return kExitInvalid;
  if (o.command == "check") return kExitOk;
  const Program& program = *loaded.program;
  const Func& entry = entryFunction(program.module(), o.entry);
  const xla::GridShape grid = xla::gridOf(program.module());
  std::vector<Value> args = entryArguments(entry, o.inputs, program.module(), grid.processes());
  const bool print = (o.outputsNpz.empty() && o.outputBins.empty()) || o.print;
  if (grid.processes() > 1) {
    if (o.command == "golden" || !o.outputBins.empty())
      throw UsageError{o.command + (o.command == "golden" ? "" : " --output") +
                       " takes one process; this module runs on a grid (use run --outputs)"};
    // The arguments are checked: each process's list passes as it is.
    return xla::runGridCommand(program, entry, grid, std::move(args), o.run, o.outputsNpz,
                               print ? &o.printOptions : nullptr, [](std::vector<Value> a) { return a; });
  }
  if (o.command == "golden")
    return goldenCommand(program, entry, std::move(args), o.run, o.outputsNpz, o.explain ? &*o.explain : nullptr,
                         o.print ? &o.printOptions : nullptr);
  Evaluator evaluator(program, o.run);
  std::vector<Value> results = evaluator.call(entry, std::move(args));
  if (print)
    for (const Value& v : results) printValue(std::cout, v, o.printOptions);
  if (!o.outputsNpz.empty()) writeOutputs(o, entry, results);
  writeRawOutputs(o, program, entry, results);
  return evaluator.checkFailures() ? kExitCheckFailed : kExitOk;
}

int runChunkReporting(const Options& o, std::string_view text, int firstLine) {
  try {
    return runChunk(o, text, firstLine);
  } catch (const Error& e) {
    std::cerr << e.formatted() << "\n";
    return e.status();
  } catch (const UsageError& e) {
    std::cerr << "hloref: error: " << e.message << "\n";
    return kExitUsage;
  } catch (const std::bad_alloc&) {
    std::cerr << o.file << ":" << firstLine << ":1: error: out of memory (lower the sizes or --max-bytes)\n";
    return kExitInvalid;
  } catch (const std::exception& e) {
    std::cerr << o.file << ":" << firstLine << ":1: error: internal error: " << e.what() << "\n";
    return kExitInvalid;
  }
}

}  // namespace

int programMain(int argc, char** argv) {
  Options o;
  std::string text;
  try {
    o = parseOptions(argc, argv);
  } catch (const UsageError& e) {
    std::cerr << "hloref: error: " << e.message << "\n" << usageOf(argv[1]);
    return kExitUsage;
  }
  try {
    text = readInputFile(o.file);
  } catch (const UsageError& e) {
    std::cerr << "hloref: error: " << e.message << "\n";
    return kExitUsage;
  }
  if (auto fromRunLine = runLineArguments(text)) {
    o.inputs.runLineArgs = fromRunLine->first;
    o.inputs.runLine = Location{std::make_shared<const std::string>(o.file), fromRunLine->second, 1};
  }
  std::vector<InputChunk> chunks;
  if (o.splitInputFile) {
    // Separators leave empty chunks (e.g. after a trailing `// -----`).
    for (const InputChunk& chunk : splitInputFile(text))
      if (!isBlank(chunk.text)) chunks.push_back(chunk);
  } else if (!isBlank(text)) {
    chunks.push_back({text, 1});
  }
  if (chunks.empty()) {
    std::cerr << o.file << ":1:1: error: empty input: no module and no function\n";
    return kExitInvalid;
  }
  int status = kExitOk;
  for (const InputChunk& chunk : chunks) status = std::max(status, runChunkReporting(o, chunk.text, chunk.firstLine));
  return status;
}

}  // namespace hloref::cli
