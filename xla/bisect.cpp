#include "xla/bisect.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "golden/golden.h"
#include "syntax/npy.h"
#include "xla/hlo_text.h"
#include "xla/translate.h"

namespace hloref::xla {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kBefore = ".before_optimizations.txt";

std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(Location{}, "cannot open " + path, kExitUsage);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// "0006.simplification.after_algsimp.before_simplify-sorts" -> "0006 simplification.after_algsimp"
std::string passName(std::string_view rest) {
  std::string s(rest);
  if (size_t b = s.find(".before_"); b != std::string::npos) s.erase(b);
  if (s.size() > 5 && s[4] == '.') s[4] = ' ';
  return s;
}

bool isNumberedStage(std::string_view rest) {
  return rest.size() > 5 && std::all_of(rest.begin(), rest.begin() + 4, [](char c) { return c >= '0' && c <= '9'; }) &&
         rest[4] == '.';
}

}  // namespace

std::vector<std::string> dumpModules(const std::string& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    std::string file = entry.path().filename().string();
    if (file.size() > kBefore.size() && file.ends_with(kBefore)) out.push_back(file.substr(0, file.size() - kBefore.size()));
  }
  if (ec) fail(Location{}, "cannot read the dump directory " + dir + ": " + ec.message(), kExitUsage);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<DumpStage> dumpStages(const std::string& dir, const std::string& name) {
  std::vector<std::string> matches;
  for (const std::string& m : dumpModules(dir))
    if (m == name || m.starts_with(name + ".") || m.ends_with("." + name)) matches.push_back(m);
  if (matches.size() != 1) {
    std::string list;
    for (const std::string& m : dumpModules(dir)) list += "\n  " + m;
    fail(Location{}, (matches.empty() ? "no module " : "several modules match ") + name + " in " + dir + "; modules:" + list,
         kExitUsage);
  }
  const std::string prefix = matches[0] + ".";
  std::vector<DumpStage> stages{{(fs::path(dir) / (matches[0] + std::string(kBefore))).string(), "before_optimizations"}};
  std::vector<std::pair<std::string, DumpStage>> numbered;
  std::string after;
  for (const auto& entry : fs::directory_iterator(dir)) {
    std::string file = entry.path().filename().string();
    if (!file.starts_with(prefix) || !file.ends_with(".txt")) continue;
    std::string_view rest = std::string_view(file).substr(prefix.size(), file.size() - prefix.size() - 4);
    if (isNumberedStage(rest)) numbered.push_back({std::string(rest.substr(0, 4)), {entry.path().string(), passName(rest)}});
    else if (rest == "cpu_after_optimizations" || rest == "gpu_after_optimizations") after = entry.path().string();
  }
  std::sort(numbered.begin(), numbered.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [n, stage] : numbered) stages.push_back(std::move(stage));
  if (!after.empty()) stages.push_back({after, fs::path(after).stem().string().substr(prefix.size())});
  return stages;
}

namespace {

// The entry's arguments typed as it declares them; nullopt when they do not fit.
std::optional<std::vector<Value>> typedArguments(const Func& f, const std::vector<Value>& inputs) {
  if (inputs.size() != f.inputs.size()) return std::nullopt;
  std::vector<Value> args;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (!f.inputs[i].isTensor() || !inputs[i].isTensor()) return std::nullopt;
    const TensorType& want = f.inputs[i].tensorType();
    const Tensor& t = inputs[i].tensor();
    if (want.elementType != t.elementType() || want.shape != t.shape()) return std::nullopt;
    args.push_back(t.withType(want));
  }
  return args;
}

std::vector<GoldenOutput> runStage(const DumpStage& stage, const std::vector<Value>& inputs) {
  std::shared_ptr<Module> module = parseHloText(readText(stage.path), stage.path);
  std::unique_ptr<const Program> program = Program::loadOrThrow(module);
  const Func& entry = *program->module().lookup("main");
  std::optional<std::vector<Value>> args = typedArguments(entry, inputs);
  if (!args) fail(entry.loc, "the inputs do not fit the entry's parameters");
  RunOptions options;
  options.annotate = true;
  std::ostringstream quiet;
  options.out = &quiet;
  Evaluator evaluator(*program, options);
  return runGolden(evaluator, entry, std::move(*args));
}

bool marked(const Tensor& mask, int64_t i) { return !mask.isNull() && mask.intBits(i) != 0; }

std::string elementText(const Tensor& t, int64_t i) {
  std::ostringstream s;
  s.precision(9);
  if (isComplex(t.elementType())) s << t.complexValue(i);
  else if (isFloat(t.elementType())) s << t.floatValue(i);
  else s << t.intValue(i);
  return s.str();
}

StageVerdict compareOutputs(const std::vector<GoldenOutput>& ref, const std::vector<GoldenOutput>& got) {
  if (ref.size() != got.size())
    return {StageVerdict::Kind::Changed, std::to_string(got.size()) + " results instead of " + std::to_string(ref.size())};
  StageVerdict v;
  for (size_t r = 0; r < ref.size(); ++r) {
    const Tensor& a = ref[r].value;
    const Tensor& b = got[r].value;
    if (a.type().shape != b.type().shape || a.elementType() != b.elementType())
      return {StageVerdict::Kind::Changed, "result " + std::to_string(r) + " is " + tensorTypeString(b.type()) +
                                               " instead of " + tensorTypeString(a.type())};
    const bool real = isFloat(a.elementType()), complex = isComplex(a.elementType());
    for (int64_t i = 0; i < a.numElements(); ++i) {
      bool same = real ? (a.floatBits(i) == b.floatBits(i) || (std::isnan(a.floatValue(i)) && std::isnan(b.floatValue(i))))
                       : complex ? a.complexValue(i) == b.complexValue(i) : a.intBits(i) == b.intBits(i);
      if (same) continue;
      if (marked(ref[r].mask, i) || marked(got[r].mask, i) || marked(ref[r].unstable, i) || marked(got[r].unstable, i)) {
        v.kind = StageVerdict::Kind::WithinBound;
        continue;
      }
      double bound = (ref[r].bound.isNull() || got[r].bound.isNull())
                         ? 0
                         : ref[r].bound.data<double>()[i] + got[r].bound.data<double>()[i];
      double difference = real ? std::fabs(a.floatValue(i) - b.floatValue(i))
                               : complex ? std::abs(a.complexValue(i) - b.complexValue(i)) : INFINITY;
      if ((real || complex) && difference * (1 - 0x1p-50) <= bound) {
        v.kind = StageVerdict::Kind::WithinBound;
        continue;
      }
      std::ostringstream s;
      s.precision(3);
      s << "result " << r << " element " << i << ": " << elementText(b, i) << " instead of " << elementText(a, i)
        << " (bound " << bound << ")";
      return {StageVerdict::Kind::Changed, s.str()};
    }
  }
  return v;
}

// Each instruction's line without its metadata, by computation/name.
std::map<std::string, std::string> instructionLines(const std::string& path) {
  std::unique_ptr<HloModule> m = parseHloModule(readText(path), path);
  std::map<std::string, std::string> out;
  for (const HloComputation& c : m->computations)
    for (const HloInstruction& inst : c.instructions) {
      size_t begin = m->text.rfind('\n', inst.offset);
      begin = begin == std::string::npos ? 0 : begin + 1;
      size_t end = m->text.find('\n', inst.offset);
      std::string line = m->text.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
      if (const HloAttribute* meta = inst.attribute("metadata")) {
        size_t from = meta->begin - begin, to = meta->end - begin;
        size_t comma = line.rfind(',', from);
        if (comma != std::string::npos) line.erase(comma, to - comma);
      }
      line.erase(0, line.find_first_not_of(' '));
      out[std::string(c.name) + "/" + std::string(inst.name)] = line;
    }
  return out;
}

}  // namespace

std::string changedInstructions(const std::string& beforePath, const std::string& afterPath, size_t maxLines) {
  std::map<std::string, std::string> before = instructionLines(beforePath), after = instructionLines(afterPath);
  std::ostringstream s;
  size_t lines = 0, omitted = 0;
  auto emit = [&](const std::string& key, const std::string* b, const std::string* a) {
    if (lines >= maxLines) return void(++omitted);
    s << "  " << key << ":\n    before: " << (b ? *b : "(none)") << "\n    after:  " << (a ? *a : "(none)") << "\n";
    ++lines;
  };
  for (const auto& [key, line] : after) {
    auto it = before.find(key);
    if (it == before.end()) emit(key, nullptr, &line);
    else if (it->second != line) emit(key, &it->second, &line);
  }
  for (const auto& [key, line] : before)
    if (!after.count(key)) emit(key, &line, nullptr);
  if (omitted) s << "  ... and " << omitted << " more\n";
  return s.str();
}

BisectReport bisect(const std::vector<DumpStage>& stages, const std::vector<Value>& inputs) {
  BisectReport report;
  report.stages = stages;
  std::vector<GoldenOutput> reference;
  int lastRun = -1;
  for (size_t k = 0; k < stages.size(); ++k) {
    StageVerdict v;
    try {
      std::vector<GoldenOutput> outputs = runStage(stages[k], inputs);
      if (k == 0) reference = std::move(outputs);
      else v = compareOutputs(reference, outputs);
    } catch (const Error& e) {
      if (k == 0) throw;  // no reference
      v = {StageVerdict::Kind::Failed, e.formatted()};
    }
    if (v.kind != StageVerdict::Kind::Identical && v.kind != StageVerdict::Kind::Failed && report.firstDiffering < 0)
      report.firstDiffering = static_cast<int>(k);
    if (v.kind == StageVerdict::Kind::Changed && report.firstChanged < 0) {
      report.firstChanged = static_cast<int>(k);
      report.changedInstructions = changedInstructions(stages[static_cast<size_t>(std::max(lastRun, 0))].path, stages[k].path);
    }
    if (v.kind != StageVerdict::Kind::Failed) lastRun = static_cast<int>(k);
    report.verdicts.push_back(std::move(v));
  }
  return report;
}

namespace {

const char* verdictText(StageVerdict::Kind k) {
  switch (k) {
    case StageVerdict::Kind::Identical: return "identical";
    case StageVerdict::Kind::WithinBound: return "within bound";
    case StageVerdict::Kind::Changed: return "CHANGED";
    case StageVerdict::Kind::Failed: return "cannot run";
  }
  return "";
}

// The module whose before-optimization entry takes `count` arguments.
std::string chooseModule(const std::string& dir, const std::string& given, size_t count) {
  if (!given.empty()) return given;
  std::vector<std::string> fit;
  for (const std::string& m : dumpModules(dir)) {
    try {
      std::shared_ptr<Module> module = parseHloText(readText((fs::path(dir) / (m + std::string(kBefore))).string()), m);
      const Func* main = module->lookup("main");
      if (main && main->inputs.size() == count) fit.push_back(m);
    } catch (const Error&) {
    }
  }
  if (fit.size() == 1) return fit[0];
  std::string list;
  for (const std::string& m : dumpModules(dir)) list += "\n  " + m;
  fail(Location{}, std::string(fit.empty() ? "no module" : "several modules") + " of " + dir + " take " +
                       std::to_string(count) + " inputs; choose one with --module. Modules:" + list,
       kExitUsage);
}

}  // namespace

const char* bisectUsage() {
  return "usage: hloref bisect XLA_DUMP_DIR [--module NAME] (--inputs in.npz | --input a.npy ...)\n"
         "  Runs the module before optimization and after each pass of an XLA dump\n"
         "  (XLA_FLAGS=--xla_dump_to=DIR --xla_dump_hlo_as_text --xla_dump_hlo_pass_re=.*) and names the first\n"
         "  pass whose results leave hloref's error bound of the unoptimized results. Exit 1 when one does.\n";
}

int bisectMain(int argc, char** argv) {
  const char* const kBisectUsage = bisectUsage();
  std::string dir, module, inputsNpz;
  std::vector<std::string> inputNpys;
  for (int i = 2; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(a + " needs a value");
      return argv[++i];
    };
    try {
      if (a == "--help" || a == "-h") return std::cout << kBisectUsage, kExitOk;
      if (a == "--module") module = value();
      else if (a == "--inputs") inputsNpz = value();
      else if (a == "--input") inputNpys.push_back(value());
      else if (!a.empty() && a[0] == '-') throw std::invalid_argument("unknown option " + a);
      else if (dir.empty()) dir = a;
      else throw std::invalid_argument("more than one dump directory");
    } catch (const std::invalid_argument& e) {
      std::cerr << "hloref: error: " << e.what() << "\n" << kBisectUsage;
      return kExitUsage;
    }
  }
  if (dir.empty() || (inputsNpz.empty() && inputNpys.empty())) {
    std::cerr << "hloref: error: bisect needs a dump directory and inputs\n" << kBisectUsage;
    return kExitUsage;
  }
  try {
    std::vector<Value> inputs;
    if (!inputsNpz.empty())
      for (auto& [name, t] : readNpzFile(inputsNpz, [](const std::string&, size_t) { return std::nullopt; }))
        inputs.push_back(t);
    for (const std::string& p : inputNpys) inputs.push_back(readNpyFile(p, std::nullopt));
    std::string name = chooseModule(dir, module, inputs.size());
    std::vector<DumpStage> stages = dumpStages(dir, name);
    // Types NumPy cannot name (bf16, ...) are read as the entry declares them.
    std::shared_ptr<Module> first = parseHloText(readText(stages[0].path), stages[0].path);
    if (const Func* main = first->lookup("main"); main && !inputsNpz.empty()) {
      inputs.clear();
      for (auto& [n, t] : readNpzFile(inputsNpz, [&](const std::string&, size_t i) -> std::optional<ElementType> {
             if (i < main->inputs.size() && main->inputs[i].isTensor()) return main->inputs[i].tensorType().elementType;
             return std::nullopt;
           }))
        inputs.push_back(t);
    }
    BisectReport report = bisect(stages, inputs);
    std::cout << "bisect: " << name << ", " << stages.size() << " stages\n";
    for (size_t k = 0; k < stages.size(); ++k) {
      const StageVerdict& v = report.verdicts[k];
      std::cout << "  [" << k << "] " << stages[k].pass << ": " << (k == 0 ? "reference" : verdictText(v.kind));
      if (!v.detail.empty()) std::cout << ": " << v.detail;
      std::cout << "\n";
    }
    if (report.firstDiffering > 0 && report.firstDiffering != report.firstChanged)
      std::cout << "first pass whose results differ (within the bound): "
                << stages[static_cast<size_t>(report.firstDiffering)].pass << "\n";
    if (report.firstChanged < 0) {
      std::cout << "no pass takes the results outside the bound\n";
      return kExitOk;
    }
    const DumpStage& culprit = stages[static_cast<size_t>(report.firstChanged)];
    std::cout << "first pass whose results leave the bound: " << culprit.pass << "\n  (" << culprit.path << ")\n"
              << "  " << report.verdicts[static_cast<size_t>(report.firstChanged)].detail << "\n"
              << "changed instructions:\n"
              << report.changedInstructions;
    return kExitCheckFailed;
  } catch (const Error& e) {
    std::cerr << e.formatted() << "\n";
    return e.status();
  }
}

}  // namespace hloref::xla
