// The hloref command line (design: Command line contract).
//
//   hloref run    FILE.mlir [--split-input-file] [--entry NAME] [--args '[...]']
//                           [--inputs in.npz | --input a.npy ...] [--outputs out.npz]
//                           [--max-steps N] [--max-bytes N] [--probe-output-dir DIR]
//                           [--accumulation=exact|sequential]   (also for check and golden)
//                           [--checks=bound|strict]   (check ops accept values within hloref's bound, or not)
//                           [--policy NAME,...]   (golden bounds under named backend policies)
//                           [--perturb SEED]   (one legal answer chosen at random: interpreter/perturb.h)
//                           [--no-check]   (checker errors as warnings; rejected ops fail when reached)
//                           [--literal]   (the literal evaluator: interpreter/literal/)
//   hloref check  FILE.mlir [--split-input-file]   (parse, then the constraint checker)
//                           [--input NAME.bin --input-layout L] [--output NAME.bin --output-layout L]
//                           (raw buffers in XLA layouts: xla/io.h)
//   hloref bisect XLA_DUMP_DIR [--module NAME] --inputs in.npz   (xla/bisect.h)
//   hloref golden FILE.mlir --outputs out.npz [--entry NAME] [--args '[...]' | --inputs in.npz | --input a.npy ...]
//                           [--explain INDEX]
//                           (outputs, implementation-defined masks, error bounds: golden.h; explain.h)
//
// Exit status: 0 all ran and every check passed; 1 a check failed; 2 the
// program is invalid or unsupported; 3 usage error.
#include <algorithm>
#include <charconv>
#include <fstream>
#include <iostream>
#include <new>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "checker/checker.h"
#include "core/diagnostic.h"
#include "interpreter/evaluator.h"
#include "syntax/npy.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "conform/conform.h"
#include "golden/explain.h"
#include "golden/golden.h"
#include "xla/bisect.h"
#include "xla/grid.h"
#include "xla/io.h"
#include "xla/translate.h"

namespace hloref {
namespace {

constexpr const char* kUsage =
    "usage: hloref run FILE.mlir [--split-input-file] [--entry NAME] [--args '[dense<..> : tensor<..>, ...]']\n"
    "                  [--inputs in.npz | --input a.npy ...] [--outputs out.npz]\n"
    "                  [--max-steps N] [--max-bytes N] [--probe-output-dir DIR]\n"
    "                  [--no-check]   (checker errors become warnings; an op it rejected fails when it is reached)\n"
    "                  [--strict-spec]   (run, check, golden: reject what the spec's text forbids but JAX emits and\n"
    "                  the official verifier accepts, which hloref otherwise runs with a warning)\n"
    "                  [--literal]   (run each op by the spec's formula, element by element, where its fast kernel\n"
    "                  departs from it: slow, a check of the fast kernels)\n"
    "                  [--accumulation=exact|sequential]   (run, check, golden: float sums whose order the spec\n"
    "                  leaves open, in reduce/reduce_window with an add body, dot_general, dot, convolution and\n"
    "                  batch_norm statistics: exact and rounded once (default), or folded in the spec's order)\n"
    "                  [--checks=bound|strict]   (run, check: check.expect_* accept an element within hloref's\n"
    "                  error bound, e.g. another summation order, with a note (default), or compare literally)\n"
    "                  [--policy ftz,default-precision-bf16]   (golden: bounds also admit a backend that flushes\n"
    "                  subnormals / runs DEFAULT and HIGH dots of f32 in bf16 passes; recorded in the output)\n"
    "                  [--perturb SEED]   (run, golden: one legal answer chosen at random from SEED: open-order sums\n"
    "                  in random orders, transcendental results moved within their allowance, unstable sort ties\n"
    "                  and scatter updates in random orders, subnormals flushed at random under --policy ftz)\n"
    "                  [--input NAME.bin [--input-layout '{0,1:T(2,2)}']] [--output NAME.bin [--output-layout L]]\n"
    "                  (raw buffers in XLA layouts; the default is the HLO module's entry layout, else row-major)\n"
    "                  FILE may be XLA HLO text (HloModule ...); a module declaring num_replicas/num_partitions\n"
    "                  runs on that process grid (inputs for all processes or for each, in process order)\n"
    "       hloref bisect XLA_DUMP_DIR [--module NAME] --inputs in.npz   (the first XLA pass that changes the results)\n"
    "       hloref check FILE.mlir [--split-input-file]   (parse and check the spec's constraints; run checks too)\n"
    "       hloref print FILE.mlir [--split-input-file]   (the program in generic form)\n"
    "       hloref golden FILE.mlir --outputs out.npz [--entry NAME] [--args '[...]' | --inputs in.npz | --input a.npy ...]\n"
    "                  (the outputs with their implementation-defined masks and error bounds; conformance/README.md)\n"
    "                  [--explain INDEX]   (where one output element's bound and marks come from, op by op;\n"
    "                  INDEX: K (flat element K of output 0), O:K (of output O), [i,j,...] or O:[i,j,...])\n"
    "       hloref conform [PATHS...] [--backend NAME] [--filter REGEX] [--shard I/N] [--junit FILE] [--report FILE.html]\n"
    "                  [--literal]   (the reference runs with the literal evaluator; hloref conform --help)\n";

struct UsageError {
  std::string message;
};

struct Options {
  std::string command;
  std::string file;
  bool splitInputFile = false;
  std::string entry;
  std::string args;
  bool haveArgs = false;
  std::string inputsNpz;
  std::vector<std::string> inputNpys;
  std::vector<std::string> inputLayouts;  // --input-layout, per --input
  std::string outputsNpz;
  std::vector<std::string> outputBins, outputLayouts;  // --output NAME.bin, --output-layout
  std::optional<ExplainIndex> explain;  // golden --explain
  bool skipChecker = false;  // --no-check: checker errors become warnings (interpreter/program.h)
  bool strictSpec = false;   // --strict-spec (checker::CheckOptions::strictSpec)
  RunOptions run;
};

int64_t parseCount(const std::string& flag, const std::string& text) {
  int64_t v = 0;
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || p != text.data() + text.size() || v < 0)
    throw UsageError{flag + " expects a non-negative integer, got '" + text + "'"};
  return v;
}

Options parseOptions(int argc, char** argv) {
  Options o;
  if (argc < 2) throw UsageError{"missing command"};
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
    else if (is("--args")) o.args = value("--args"), o.haveArgs = true;
    else if (is("--inputs")) o.inputsNpz = value("--inputs");
    else if (is("--input")) o.inputNpys.push_back(value("--input"));
    else if (is("--outputs")) o.outputsNpz = value("--outputs");
    else if (is("--input-layout")) o.inputLayouts.push_back(value("--input-layout"));
    else if (is("--output-layout")) o.outputLayouts.push_back(value("--output-layout"));
    else if (is("--output")) o.outputBins.push_back(value("--output"));
    else if (is("--explain")) {
      std::string problem;
      o.explain = parseExplainIndex(value("--explain"), &problem);
      if (!o.explain) throw UsageError{problem};
    }
    else if (is("--max-steps")) o.run.maxSteps = parseCount("--max-steps", value("--max-steps"));
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
    }
    else if (is("--perturb")) o.run.perturbSeed = static_cast<uint64_t>(parseCount("--perturb", value("--perturb")));
    else if (is("--checks")) {
      std::string mode = value("--checks");
      if (mode != "strict" && mode != "bound") throw UsageError{"--checks expects bound or strict, got '" + mode + "'"};
      o.run.strictChecks = mode == "strict";
    }
    else if (is("--policy")) {
      std::string list = value("--policy");
      for (size_t start = 0; start <= list.size();) {
        size_t comma = list.find(',', start);
        if (comma == std::string::npos) comma = list.size();
        const std::string name = list.substr(start, comma - start);
        if (!setPolicy(o.run.policies, name)) {
          std::string known;
          for (const PolicyName& p : kPolicies) known += (known.empty() ? "" : ", ") + std::string(p.name);
          throw UsageError{"--policy expects " + known + ", got '" + name + "'"};
        }
        start = comma + 1;
      }
    }
    else if (!a.empty() && a[0] == '-' && a != "-") throw UsageError{"unknown option " + a};
    else if (o.file.empty()) o.file = a;
    else throw UsageError{"more than one input file"};
  }
  if (o.file.empty()) throw UsageError{"missing input file"};
  int inputSources = (o.haveArgs ? 1 : 0) + (o.inputsNpz.empty() ? 0 : 1) + (o.inputNpys.empty() ? 0 : 1);
  if (inputSources > 1) throw UsageError{"use only one of --args, --inputs and --input"};
  return o;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError{"cannot open " + path};
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

const Func& entryFunction(const Module& m, const Options& o) {
  Location at = m.loc;
  if (!o.entry.empty()) {
    const Func* f = m.lookup(o.entry);
    if (!f) fail(at, "no function @" + o.entry + " (--entry)");
    return *f;
  }
  if (const Func* f = m.lookup("main")) return *f;
  if (m.funcs.size() == 1) return *m.funcs.front();
  if (m.funcs.empty()) fail(at, "the input has no function to run");
  fail(at, "the input has several functions and no @main; choose one with --entry");
}

std::string nth(const std::vector<std::string>& list, size_t i) { return i < list.size() ? list[i] : ""; }

// The arguments as given: for @f's inputs, or for every process of a grid.
std::vector<Value> readArguments(const Func& f, const Options& o, const Module& m) {
  std::vector<Value> args;
  if (o.haveArgs) {
    args = parseValueList(o.args, "--args");
  } else {
    // Types NumPy cannot name (bf16, f8, i4, ...) are read as the signature says.
    auto expectedType = [&](size_t i) -> std::optional<ElementType> {
      if (!f.inputs.empty() && f.inputs[i % f.inputs.size()].isTensor())
        return f.inputs[i % f.inputs.size()].tensorType().elementType;
      return std::nullopt;
    };
    if (!o.inputsNpz.empty()) {
      auto members = readNpzFile(o.inputsNpz, [&](const std::string&, size_t i) { return expectedType(i); });
      for (auto& [name, t] : members) args.push_back(t);
    } else {
      for (size_t i = 0; i < o.inputNpys.size(); ++i) {
        const Type* type = f.inputs.empty() ? nullptr : &f.inputs[i % f.inputs.size()];
        if (xla::isRawBuffer(o.inputNpys[i]) && type && type->isTensor())
          args.push_back(xla::readRawBuffer(o.inputNpys[i], type->tensorType(),
                                            xla::ioLayout(m, true, i % f.inputs.size(), nth(o.inputLayouts, i),
                                                          type->tensorType().rank())));
        else
          args.push_back(readNpyFile(o.inputNpys[i], expectedType(i)));
      }
    }
  }
  return args;
}

std::vector<Value> checkArguments(const Func& f, std::vector<Value> args) {
  if (args.size() != f.inputs.size())
    fail(f.loc, "@" + f.name + " takes " + std::to_string(f.inputs.size()) + " arguments but " +
                    std::to_string(args.size()) + " were given");
  for (size_t i = 0; i < args.size(); ++i) {
    const Type& want = f.inputs[i];
    // Ops trust the values to have their declared kinds (a tuple, a future).
    if (want.isTensor() != args[i].isTensor())
      fail(f.loc, "argument #" + std::to_string(i) + " of @" + f.name + " is " +
                      (args[i].isTensor() ? "a tensor" : "not a tensor") + " but the function takes " + want.str());
    if (!want.isTensor()) continue;
    const TensorType& w = want.tensorType();
    const Tensor& t = args[i].tensor();
    bool shapeOk = w.shape.size() == t.shape().size();
    for (size_t d = 0; shapeOk && d < w.shape.size(); ++d) {
      shapeOk = w.shape[d] == kDynamic || w.shape[d] == t.shape()[d];
      if (d < w.bounds.size() && w.bounds[d] != kDynamic && t.shape()[d] > w.bounds[d]) shapeOk = false;
    }
    if (!shapeOk || w.elementType != t.elementType())
      fail(f.loc, "argument #" + std::to_string(i) + " of @" + f.name + " is " + tensorTypeString(t.type()) +
                      " but the function takes " + tensorTypeString(w));
    TensorType typed = w;
    typed.shape = t.shape();
    typed.bounds.clear();
    args[i] = t.withType(typed);  // keeps quantization parameters of the signature
  }
  return args;
}

int runChunk(const Options& o, std::string_view text, int firstLine) {
  // XLA's HLO text (`HloModule ...`) or StableHLO's MLIR text.
  std::unique_ptr<Module> module =
      xla::looksLikeHlo(text) ? xla::parseHloText(text, o.file, firstLine) : parseModule(text, o.file, firstLine);
  for (const Error& w : module->warnings) std::cerr << w.location().str() << ": warning: " << w.what() << "\n";
  if (o.command == "print") {
    std::cout << moduleString(*module);
    return kExitOk;
  }
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
  if (program.module().funcs.empty()) return kExitOk;  // an empty chunk runs trivially
  const Func& entry = entryFunction(program.module(), o);
  std::vector<Value> args = readArguments(entry, o, program.module());
  if (xla::GridShape grid = xla::gridOf(program.module()); grid.processes() > 1) {
    if (o.command == "golden" || !o.outputBins.empty())
      throw UsageError{o.command + " --output takes one process; this module runs on a grid (use --outputs)"};
    return xla::runGridCommand(program, entry, grid, std::move(args), o.run, o.outputsNpz,
                               [&](std::vector<Value> a) { return checkArguments(entry, std::move(a)); });
  }
  args = checkArguments(entry, std::move(args));
  if (o.command == "golden")
    return goldenCommand(program, entry, std::move(args), o.run, o.outputsNpz, o.explain ? &*o.explain : nullptr);
  Evaluator evaluator(program, o.run);
  std::vector<Value> results = evaluator.call(entry, std::move(args));
  for (const Value& v : results) std::cout << valueString(v) << "\n";
  if (!o.outputsNpz.empty()) {
    std::vector<std::pair<std::string, Tensor>> named;
    for (size_t i = 0; i < results.size(); ++i) {
      if (!results[i].isTensor()) fail(entry.loc, "--outputs can only write tensor results");
      named.emplace_back("result" + std::to_string(i), results[i].tensor());
    }
    writeNpzFile(o.outputsNpz, named);
  }
  for (size_t i = 0; i < o.outputBins.size() && i < results.size(); ++i) {
    if (!results[i].isTensor()) fail(entry.loc, "--output can only write tensor results");
    xla::writeRawBuffer(o.outputBins[i], results[i].tensor(),
                        xla::ioLayout(program.module(), false, i, nth(o.outputLayouts, i), results[i].tensor().rank()));
  }
  return evaluator.checkFailures() ? kExitCheckFailed : kExitOk;
}

int mainImpl(int argc, char** argv) {
  if (argc >= 2 && std::string(argv[1]) == "conform") return conformMain(argc, argv);
  if (argc >= 2 && std::string(argv[1]) == "bisect") return xla::bisectMain(argc, argv);
  // --help (or -h, or `hloref help`) on any verb: the usage, on stdout, exit 0.
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    if (a == "--help" || a == "-h" || (i == 1 && a == "help")) {
      std::cout << kUsage;
      return kExitOk;
    }
  }
  Options o;
  try {
    o = parseOptions(argc, argv);
    if (o.command != "run" && o.command != "check" && o.command != "print" && o.command != "golden")
      throw UsageError{"unknown command '" + o.command + "'"};
    if (o.command == "golden" && o.outputsNpz.empty()) throw UsageError{"golden needs --outputs FILE.npz"};
    if (o.explain && o.command != "golden") throw UsageError{"--explain applies to golden only"};
    if (o.command == "golden" && o.splitInputFile)
      throw UsageError{"golden writes one archive: --split-input-file does not apply"};
  } catch (const UsageError& e) {
    std::cerr << "hloref: error: " << e.message << "\n" << kUsage;
    return kExitUsage;
  }
  std::string text;
  try {
    text = readFile(o.file);
  } catch (const UsageError& e) {
    std::cerr << "hloref: error: " << e.message << "\n";
    return kExitUsage;
  }
  std::vector<InputChunk> chunks;
  if (o.splitInputFile) chunks = splitInputFile(text);
  else chunks.push_back({text, 1});
  int status = kExitOk;
  for (const InputChunk& chunk : chunks) {
    int chunkStatus;
    try {
      chunkStatus = runChunk(o, chunk.text, chunk.firstLine);
    } catch (const Error& e) {
      std::cerr << e.formatted() << "\n";
      chunkStatus = e.status();
    } catch (const UsageError& e) {
      std::cerr << "hloref: error: " << e.message << "\n";
      chunkStatus = kExitUsage;
    } catch (const std::bad_alloc&) {
      std::cerr << o.file << ":" << chunk.firstLine << ":1: error: out of memory (lower the sizes or --max-bytes)\n";
      chunkStatus = kExitInvalid;
    } catch (const std::exception& e) {
      std::cerr << o.file << ":" << chunk.firstLine << ":1: error: internal error: " << e.what() << "\n";
      chunkStatus = kExitInvalid;
    }
    status = std::max(status, chunkStatus);
  }
  return status;
}

}  // namespace
}  // namespace hloref

int main(int argc, char** argv) { return hloref::mainImpl(argc, argv); }
