// The `reference` backend: hloref itself, each case in a forked child so
// that a crash or an endless run becomes that case's result.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <iostream>
#include <new>
#include <sstream>

#include "conform/backend.h"
#include "conform/child_process.h"
#include "conform/json.h"
#include "golden/golden.h"
#include "interpreter/evaluator.h"
#include "interpreter/program.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

namespace hloref::conform {
namespace {

bool isUnsupported(const Error& e) { return std::string_view(e.what()).rfind("unsupported", 0) == 0; }

// Zero tensors for the static tensor arguments of `f` (a program expected to
// be rejected still needs arguments to run on a backend without a checker).
std::vector<Value> zeroArguments(const Func& f) {
  std::vector<Value> args;
  for (const Type& t : f.inputs) {
    if (t.isToken()) args.push_back(Value(Token{}));
    else if (t.isTensor() && t.tensorType().isStatic()) args.push_back(Value(Tensor(t.tensorType())));
    else return {};
  }
  return args;
}

}  // namespace

Execution runReference(const Case& c, bool literal, std::vector<GoldenOutput>* golden) {
  Execution e;
  std::shared_ptr<Module> module = c.module;
  try {
    if (!module) module = parseModule(programText(c), c.file, c.programLine);
  } catch (const Error& err) {
    e.kind = isUnsupported(err) ? Execution::Kind::Unsupported : Execution::Kind::ParseFailed;
    e.message = err.formatted();
    return e;
  } catch (const std::exception& err) {
    e.kind = Execution::Kind::Failed;
    e.message = std::string("internal error while parsing: ") + err.what();
    return e;
  }
  for (const Error& w : module->warnings) e.log += w.location().str() + ": warning: " + w.what() + "\n";
  if (c.outcome == Outcome::Malformed) return e;  // it parsed: that is the answer
  // The constraint checker runs first, as `hloref run` does. A `rejects`
  // case names a constraint of the spec's text: it is judged as
  // --strict-spec judges, also where hloref otherwise runs what JAX emits
  // with a warning (checker/VERIFIER-DIFFERENCES.md).
  LoadOptions loadOptions;
  loadOptions.strictSpec = c.outcome == Outcome::Rejects;
  Program::LoadResult loaded = Program::load(module, loadOptions);
  for (const checker::Diagnostic& d : loaded.diagnostics) (d.warning ? e.log : e.message) += d.str() + "\n";
  if (!loaded.program) {
    e.kind = Execution::Kind::Rejected;
    e.message.pop_back();
    return e;
  }
  e.message.clear();
  const Func* f = module->lookup(c.entry);
  if (!f && c.entry == "main" && module->funcs.size() == 1) f = module->funcs.front().get();
  if (!f) {
    e.kind = Execution::Kind::Rejected;
    e.message = c.file + ":" + std::to_string(c.programLine) + ":1: error: the program has no function @" + c.entry;
    return e;
  }
  std::vector<Value> args;
  for (const CorpusValue& v : c.inputs) args.push_back(v.value);
  if (args.empty() && !f->inputs.empty() && c.outcome == Outcome::Rejects) args = zeroArguments(*f);
  if (args.size() != f->inputs.size()) {
    e.kind = Execution::Kind::Failed;
    e.message = "corpus error: @" + f->name + " takes " + std::to_string(f->inputs.size()) + " arguments but the case gives " +
                std::to_string(args.size());
    return e;
  }
  for (size_t i = 0; i < args.size(); ++i) {
    const Type& want = f->inputs[i];
    if (!want.isTensor() || !args[i].isTensor()) continue;
    const TensorType& w = want.tensorType();
    const Tensor& t = args[i].tensor();
    bool shapeOk = w.shape.size() == t.shape().size();
    for (size_t d = 0; shapeOk && d < w.shape.size(); ++d) shapeOk = w.shape[d] == kDynamic || w.shape[d] == t.shape()[d];
    if (!shapeOk || w.elementType != t.elementType()) {
      e.kind = c.outcome == Outcome::Rejects ? Execution::Kind::Rejected : Execution::Kind::Failed;
      e.message = "corpus error: input #" + std::to_string(i) + " is " + tensorTypeString(t.type()) + " but @" + f->name +
                  " takes " + tensorTypeString(w);
      return e;
    }
    TensorType typed = w;
    typed.shape = t.shape();
    typed.bounds.clear();
    args[i] = t.withType(typed);
  }
  std::ostringstream diagnostics, printed;
  RunOptions options;
  options.diagnostics = &diagnostics;
  options.out = &printed;
  options.annotate = golden != nullptr;
  options.literal = literal;
  try {
    Evaluator evaluator(*loaded.program, options);
    if (golden) {
      *golden = runGolden(evaluator, *f, std::move(args));
      for (const GoldenOutput& g : *golden) e.results.push_back(g.value);
    } else {
      e.results = evaluator.call(*f, std::move(args));
    }
    e.checkFailures = evaluator.checkFailures();
  } catch (const Error& err) {
    e.kind = isUnsupported(err) ? Execution::Kind::Unsupported : Execution::Kind::Rejected;
    e.message = err.formatted();
  } catch (const std::bad_alloc&) {
    e.kind = Execution::Kind::Failed;
    e.message = "out of memory";
  } catch (const std::exception& err) {
    e.kind = Execution::Kind::Failed;
    e.message = std::string("internal error: ") + err.what();
  }
  e.log += diagnostics.str();
  std::string p = printed.str();
  if (!p.empty()) e.log += p.size() > 4000 ? p.substr(0, 4000) + "...\n" : p;
  return e;
}

namespace {

class ReferenceBackend : public Backend {
 public:
  explicit ReferenceBackend(BackendOptions o) : o_(std::move(o)) {}
  std::string name() const override { return "reference"; }
  std::string description() const override {
    return o_.literal ? "reference (hloref, in-process, literal evaluator)" : "reference (hloref, in-process)";
  }

  CaseResult run(const Case& c) override {
    if (!o_.isolate) return runHere(c);
    // Each case runs in a child process, so that a crash or an endless run
    // becomes that case's result instead of ending the whole run.
    std::cout.flush();
    std::cerr.flush();
    int fds[2];
    if (pipe(fds) != 0) return runHere(c);
    pid_t pid = fork();
    if (pid < 0) {
      close(fds[0]);
      close(fds[1]);
      return runHere(c);
    }
    if (pid == 0) {
      close(fds[0]);
      CaseResult r = runHere(c);
      writeAll(fds[1], json::write(toJson(r)));
      close(fds[1]);
      _exit(0);
    }
    close(fds[1]);
    std::string out;
    auto deadline = Clock::now() + std::chrono::milliseconds(static_cast<int64_t>(o_.timeoutSeconds * 1000));
    bool finished = readUntilEof(fds[0], out, deadline);
    close(fds[0]);
    if (!finished) kill(pid, SIGKILL);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    CaseResult r;
    r.status = Status::Fail;
    if (!finished) {
      r.message = "timed out after " + std::to_string(static_cast<int64_t>(o_.timeoutSeconds)) + " s (--timeout)";
      return r;
    }
    if (!(WIFEXITED(status) && WEXITSTATUS(status) == 0)) {
      r.message = "hloref crashed: " + signalText(status);
      return r;
    }
    std::string error;
    auto parsed = json::parse(out, &error);
    if (!parsed) {
      r.message = "internal error: unreadable result from the case process (" + error + ")";
      return r;
    }
    return caseResultFromJson(*parsed);
  }

 private:
  CaseResult runHere(const Case& c) const { return judge(c, runReference(c, o_.literal), true, o_.literal); }

  BackendOptions o_;
};

}  // namespace

std::unique_ptr<Backend> makeReferenceBackend(const BackendOptions& options) {
  return std::make_unique<ReferenceBackend>(options);
}

}  // namespace hloref::conform
