#include "tools/hloref/arguments.h"

#include <algorithm>
#include <memory>
#include <optional>

#include "core/diagnostic.h"
#include "syntax/npy.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "xla/io.h"

namespace hloref::cli {
namespace {

// "1 argument (#0, counting from 0)", "2 arguments (#0 and #1, ...)", "5 arguments (#0 to #4, ...)".
std::string argumentsPhrase(size_t n) {
  std::string s = std::to_string(n) + (n == 1 ? " argument" : " arguments");
  if (n == 1) return s + " (#0, counting from 0)";
  if (n == 2) return s + " (#0 and #1, counting from 0)";
  if (n > 2) return s + " (#0 to #" + std::to_string(n - 1) + ", counting from 0)";
  return s;
}

// What `f` takes on a grid of `processes`: "... takes 2 arguments (...)",
// and on a grid the lists it admits.
std::string takesPhrase(size_t wanted, size_t processes) {
  std::string s = argumentsPhrase(wanted);
  if (processes > 1)
    s += " on each of " + std::to_string(processes) + " processes: give " + std::to_string(wanted) +
         " (for all) or " + std::to_string(wanted * processes) + " (for each, in process order)";
  return s;
}

// "@main (f.mlir:3:1)": where the signature the arguments must match is.
std::string functionAt(const Func& f) { return "@" + f.name + " (" + f.loc.str() + ")"; }

Location wholeFile(const std::string& path) { return Location{std::make_shared<const std::string>(path), 0, 0}; }

// Where argument #i came from, for diagnostics.
struct Origin {
  Location at;
  std::string what;  // "argument #1", "member 'x' = argument #1"
};

}  // namespace

Value checkedArgument(Value arg, const Func& f, size_t i, const Location& at, const std::string& what) {
  const Origin origin{at, what};
  const Type& want = f.inputs[i];
  std::string where = origin.what + " (counting from 0) of " + functionAt(f);
  // Ops trust the values to have their declared kinds (a tuple, a future).
  if (want.isTensor() != arg.isTensor())
    fail(origin.at, where + " is " + (arg.isTensor() ? "a tensor" : "not a tensor") + " but the function takes " +
                        want.str());
  if (!want.isTensor()) return arg;
  const TensorType& w = want.tensorType();
  const Tensor& t = arg.tensor();
  bool shapeOk = w.shape.size() == t.shape().size();
  for (size_t d = 0; shapeOk && d < w.shape.size(); ++d) {
    shapeOk = w.shape[d] == kDynamic || w.shape[d] == t.shape()[d];
    if (d < w.bounds.size() && w.bounds[d] != kDynamic && t.shape()[d] > w.bounds[d]) shapeOk = false;
  }
  if (!shapeOk || w.elementType != t.elementType())
    fail(origin.at, where + " is " + tensorTypeString(t.type()) + " but the function takes " + tensorTypeString(w));
  TensorType typed = w;
  typed.shape = t.shape();
  typed.bounds.clear();
  return Value(t.withType(typed));  // keeps quantization parameters of the signature
}

const Func& entryFunction(const Module& m, const std::string& entry) {
  if (!entry.empty()) {
    const Func* f = m.lookup(entry);
    if (!f) fail(m.loc, "no function @" + entry + " (--entry)");
    return *f;
  }
  if (const Func* f = m.lookup("main")) return *f;
  if (m.funcs.size() == 1) return *m.funcs.front();
  if (m.funcs.empty()) fail(m.loc, "the module has no function");
  fail(m.loc, "the input has several functions and no @main; choose one with --entry");
}

std::optional<std::pair<std::string, int>> runLineArguments(std::string_view text) {
  int lineNumber = 0;
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++lineNumber;
    size_t run = line.find("// RUN:");
    if (run == std::string_view::npos || line.find_first_not_of(" \t") != run) continue;
    std::string_view command = line.substr(run + 7);
    command.remove_prefix(std::min(command.size(), command.find_first_not_of(' ')));
    if (command.substr(0, 4) == "not " || command.find("--interpret") == std::string_view::npos) continue;
    size_t at = command.find("--args=");
    if (at == std::string_view::npos || at + 8 > command.size()) continue;
    const char quote = command[at + 7];
    if (quote != '"' && quote != '\'') continue;
    size_t close = command.find(quote, at + 8);
    if (close == std::string_view::npos) continue;
    return std::make_pair(std::string(command.substr(at + 8, close - at - 8)), lineNumber);
  }
  return std::nullopt;
}

std::vector<Value> entryArguments(const Func& f, const ArgumentSource& source, const Module& module,
                                  size_t processes) {
  const size_t wanted = f.inputs.size();
  auto countFits = [&](size_t n) { return n == wanted || (processes > 1 && wanted > 0 && n == wanted * processes); };
  // Argument #i of the list stands for input #(i mod wanted).
  auto input = [&](size_t i) -> const Type* { return wanted ? &f.inputs[i % wanted] : nullptr; };
  auto label = [&](size_t i) {
    std::string s = "argument #" + std::to_string(wanted ? i % wanted : i);
    return processes > 1 && wanted && i >= wanted ? s + " of process " + std::to_string(i / wanted) : s;
  };
  // Types NumPy cannot name (bf16, f8, i4, ...) are read as the signature says.
  auto expectedType = [&](size_t i) -> std::optional<ElementType> {
    if (const Type* t = input(i); t && t->isTensor()) return t->tensorType().elementType;
    return std::nullopt;
  };
  std::vector<Value> args;
  std::vector<Origin> origins;
  if (source.haveArgs) {
    args = parseValueList(source.args, "--args");
    for (size_t i = 0; i < args.size(); ++i) origins.push_back({wholeFile("--args"), label(i)});
    if (!countFits(args.size()))
      fail(wholeFile("--args"), "--args holds " + std::to_string(args.size()) + " value" + (args.size() == 1 ? "" : "s") +
                                    " but " + functionAt(f) + " takes " + takesPhrase(wanted, processes));
  } else if (!source.npz.empty()) {
    auto members = readNpzFile(source.npz, [&](const std::string&, size_t i) { return expectedType(i); });
    if (!countFits(members.size()))
      fail(wholeFile(source.npz), "the archive holds " + std::to_string(members.size()) + " array" +
                                      (members.size() == 1 ? "" : "s") + " but " + functionAt(f) + " takes " +
                                      takesPhrase(wanted, processes) + "; arrays are taken in archive order");
    for (size_t i = 0; i < members.size(); ++i) {
      args.push_back(Value(std::move(members[i].second)));
      origins.push_back({wholeFile(source.npz), "member '" + members[i].first + "' = " + label(i)});
    }
  } else if (!source.npys.empty()) {
    if (!countFits(source.npys.size()))
      fail(wholeFile(source.npys[std::min(wanted, source.npys.size() - 1)]),
           std::to_string(source.npys.size()) + " --input file" + (source.npys.size() == 1 ? " was" : "s were") +
               " given but " + functionAt(f) + " takes " + takesPhrase(wanted, processes));
    for (size_t i = 0; i < source.npys.size(); ++i) {
      const std::string& path = source.npys[i];
      try {
        const Type* type = input(i);
        if (xla::isRawBuffer(path) && type && type->isTensor()) {
          const std::string layout = i < source.layouts.size() ? source.layouts[i] : "";
          args.push_back(Value(xla::readRawBuffer(
              path, type->tensorType(), xla::ioLayout(module, true, i % wanted, layout, type->tensorType().rank()))));
        } else {
          args.push_back(Value(readNpyFile(path, expectedType(i))));
        }
      } catch (const Error& e) {
        if (e.status() != kExitInvalid) throw;
        throw Error(e.location(), std::string(e.what()) + " (" + label(i) + ", counting from 0, of @" + f.name + ")",
                    e.status());
      }
      origins.push_back({wholeFile(path), label(i)});
    }
  } else if (wanted > 0 && !source.runLineArgs.empty()) {
    args = parseValueList(source.runLineArgs, source.runLine.str() + " (the RUN line's --args)");
    for (size_t i = 0; i < args.size(); ++i) origins.push_back({source.runLine, label(i) + " (from the RUN line)"});
    if (!countFits(args.size()))
      fail(source.runLine, "the RUN line's --args holds " + std::to_string(args.size()) + " value" +
                               (args.size() == 1 ? "" : "s") + " but " + functionAt(f) + " takes " +
                               takesPhrase(wanted, processes));
  } else if (wanted > 0) {
    fail(f.loc, "@" + f.name + " takes " + argumentsPhrase(wanted) +
                    " but none was given: pass them with --args, --inputs FILE.npz or --input FILE.npy");
  }
  for (size_t i = 0; i < args.size(); ++i)
    args[i] = checkedArgument(std::move(args[i]), f, i % wanted, origins[i].at, origins[i].what);
  return args;
}

}  // namespace hloref::cli
