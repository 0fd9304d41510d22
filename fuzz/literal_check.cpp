#include "fuzz/literal_check.h"

#include <cstring>
#include <sstream>

#include "core/annotations.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

namespace hloref::fuzz {
namespace {

std::unique_ptr<const Program> load(const ProgramCase& c) {
  return Program::loadOrThrow(parseModule(c.text, "generated.mlir"));
}

// Runs @main (the module's first function) with annotations; prints and
// failed checks go to `sink`.
std::vector<Value> runMain(const Program& program, const std::vector<Value>& args, RunOptions options,
                           std::ostringstream& sink) {
  options.annotate = true;
  options.out = &sink;
  options.diagnostics = &sink;
  Evaluator evaluator(program, options);
  return evaluator.call(*program.module().funcs.front(), args);
}

struct Run {
  std::vector<Value> results;
  std::string error;  // the diagnostic when the run failed
};

Run runOnce(const Program& program, const std::vector<Value>& args, RunOptions options, bool literal) {
  options.literal = literal;
  std::ostringstream sink;
  Run run;
  try {
    run.results = runMain(program, args, options, sink);
  } catch (const Error& e) {
    run.error = e.formatted();
  }
  return run;
}

std::string annotationDifference(const ElementAnnotations* fast, const ElementAnnotations* literal) {
  static const ElementAnnotations kNone;
  const ElementAnnotations& a = fast ? *fast : kNone;
  const ElementAnnotations& b = literal ? *literal : kNone;
  if (a.marks != b.marks) return "implementation-defined marks differ";
  if (a.errorBound.size() != b.errorBound.size()) return "error bounds differ in presence";
  if (!a.errorBound.empty() &&
      std::memcmp(a.errorBound.data(), b.errorBound.data(), a.errorBound.size() * sizeof(double)) != 0)
    return "error bounds differ";
  return "";
}

}  // namespace

std::string valueDifference(const Value& fast, const Value& literal, const std::string& where) {
  if (fast.isTuple() != literal.isTuple() || fast.isToken() != literal.isToken())
    return where + ": kinds of value differ";
  if (fast.isTuple()) {
    if (fast.elements().size() != literal.elements().size()) return where + ": tuple sizes differ";
    for (size_t i = 0; i < fast.elements().size(); ++i) {
      std::string d = valueDifference(fast.elements()[i], literal.elements()[i], where + "." + std::to_string(i));
      if (!d.empty()) return d;
    }
    return "";
  }
  if (fast.isToken()) return "";
  const Tensor& a = fast.tensor();
  const Tensor& b = literal.tensor();
  if (!(a.type() == b.type()))
    return where + ": types differ: " + tensorTypeString(a.type()) + " vs " + tensorTypeString(b.type());
  if (a.byteSize() > 0 && std::memcmp(a.bytes(), b.bytes(), static_cast<size_t>(a.byteSize())) != 0)
    return where + ": values differ:\n  fast    " + valueString(fast) + "\n  literal " + valueString(literal);
  std::string d = annotationDifference(fast.annotations.get(), literal.annotations.get());
  return d.empty() ? "" : where + ": " + d;
}

std::vector<Value> runCase(const ProgramCase& c, RunOptions options) {
  std::ostringstream sink;
  return runMain(*load(c), c.args, options, sink);
}

RunOptions sequentialAccumulation() {
  RunOptions options;
  options.accumulation = RunOptions::Accumulation::Sequential;
  return options;
}

std::string fastLiteralDifference(const ProgramCase& c, const RunOptions& options) {
  std::unique_ptr<const Program> program;
  try {
    program = load(c);
  } catch (const Error& e) {
    return "the generated program is invalid: " + e.formatted() + "\n" + c.text;
  }
  Run fast = runOnce(*program, c.args, options, false);
  Run literal = runOnce(*program, c.args, options, true);
  std::string difference;
  if (fast.error != literal.error) {
    difference = "errors differ:\n  fast    " + (fast.error.empty() ? "(none)" : fast.error) + "\n  literal " +
                 (literal.error.empty() ? "(none)" : literal.error);
  } else if (fast.results.size() != literal.results.size()) {
    difference = "result counts differ";
  } else {
    for (size_t i = 0; i < fast.results.size() && difference.empty(); ++i)
      difference = valueDifference(fast.results[i], literal.results[i], "result #" + std::to_string(i));
  }
  if (difference.empty()) return "";
  std::string args;
  for (const Value& v : c.args) args += "  " + valueString(v) + "\n";
  return difference + "\nprogram:\n" + c.text + "arguments:\n" + args;
}

}  // namespace hloref::fuzz
