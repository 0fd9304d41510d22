#include "conform/backend.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <new>
#include <sstream>

#include "checker/checker.h"
#include "interpreter/evaluator.h"
#include "syntax/npy.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "golden/golden.h"
#include "conform/json.h"

namespace hloref::conform {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

bool isUnsupported(const Error& e) { return std::string_view(e.what()).rfind("unsupported", 0) == 0; }

std::string signalText(int status) {
  if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    const char* name = strsignal(sig);
    return "signal " + std::to_string(sig) + (name ? std::string(" (") + name + ")" : "");
  }
  if (WIFEXITED(status)) return "exit status " + std::to_string(WEXITSTATUS(status));
  return "unknown status";
}

// Reads what `fd` delivers until EOF or the deadline. Returns false on timeout.
bool readUntilEof(int fd, std::string& out, Clock::time_point deadline) {
  char buf[65536];
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return false;
    pollfd p{fd, POLLIN, 0};
    int n = poll(&p, 1, static_cast<int>(std::min<int64_t>(left, 1000)));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) continue;
    ssize_t got = read(fd, buf, sizeof buf);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return true;
    out.append(buf, static_cast<size_t>(got));
  }
}

bool writeAll(int fd, const std::string& s) {
  size_t done = 0;
  while (done < s.size()) {
    ssize_t n = write(fd, s.data() + done, s.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

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

// hloref on one case, in this process, with the literal evaluator when
// `literal`. With `golden`, the run records annotations and `golden`
// receives the outputs with their masks and error bounds (golden.h).
Execution runReference(const Case& c, bool literal, std::vector<GoldenOutput>* golden = nullptr) {
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
  // The constraint checker runs first, as `hloref run` does.
  Program::LoadResult loaded = Program::load(module);
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

// ----------------------------------------------------------- external adapters

std::string findAdapter(const std::string& name, const std::string& selfPath) {
  if (name.find('/') != std::string::npos || (name.size() > 3 && name.substr(name.size() - 3) == ".py")) {
    if (!fs::exists(name)) throw BackendUnavailable("no backend adapter at " + name);
    return name;
  }
  std::string file = name;
  for (char& ch : file)
    if (ch == '-') ch = '_';
  file += ".py";
  std::vector<fs::path> dirs;
  if (const char* d = std::getenv("HLOREF_BACKENDS_DIR")) dirs.emplace_back(d);
  std::error_code ec;
  fs::path self = fs::canonical("/proc/self/exe", ec);
  if (ec && !selfPath.empty()) self = fs::absolute(selfPath, ec);
  if (!self.empty()) dirs.push_back(self.parent_path() / ".." / ".." / "tools" / "backends");
  dirs.emplace_back("tools/backends");
  for (const fs::path& d : dirs) {
    fs::path p = d / file;
    if (fs::exists(p, ec)) return p.lexically_normal().string();
  }
  throw BackendUnavailable("unknown backend '" + name + "': no " + file +
                           " in tools/backends (known: reference, xla-cpu, stablehlo-interp, iree-cpu; or give a path)");
}

std::vector<std::string> adapterCommand(const std::string& path) {
  if (path.size() > 3 && path.substr(path.size() - 3) == ".py") {
    std::string python = "python3";
    if (const char* p = std::getenv("HLOREF_BACKENDS_PYTHON")) {
      python = p;
    } else {
      std::string venv;
      if (const char* v = std::getenv("HLOREF_BACKENDS_VENV")) venv = v;
      else if (const char* home = std::getenv("HOME")) venv = std::string(home) + "/.cache/hloref/backends-venv";
      if (!venv.empty() && access((venv + "/bin/python").c_str(), X_OK) == 0) python = venv + "/bin/python";
    }
    return {python, "-u", path};
  }
  return {path};
}

class ExternalBackend : public Backend {
 public:
  ExternalBackend(BackendOptions o, std::string adapter)
      : o_(std::move(o)), adapter_(std::move(adapter)), command_(adapterCommand(adapter_)) {
    logPath_ = o_.workDir + "/backend.log";
    std::string why;
    if (!start(&why)) throw BackendUnavailable("backend '" + o_.name + "' did not start: " + why);
  }
  ~ExternalBackend() override { stop(true); }

  std::string name() const override { return o_.name; }
  std::string description() const override {
    return o_.name + (version_.empty() ? "" : " (" + version_ + ")") + " via " + adapter_;
  }

  CaseResult run(const Case& c) override {
    CaseResult dead;
    dead.status = Status::Fail;
    if (c.outcome == Outcome::CheckProgram) {
      CaseResult r;
      r.status = Status::Unsupported;
      r.message = "check.* programs run on the reference backend only";
      return r;
    }
    if (pid_ < 0) {
      if (failedRestarts_ >= 3) {
        dead.message = "the backend is down (it did not restart after a crash)";
        return dead;
      }
      std::string why;
      if (!start(&why)) {
        ++failedRestarts_;
        dead.message = "the backend did not restart: " + why;
        return dead;
      }
      failedRestarts_ = 0;
    }
    int64_t id = ++requests_;
    std::string prefix = o_.workDir + "/case" + std::to_string(id) + "_";
    json::Value req = json::Value::emptyObject();
    req["id"] = json::Value::of(id);
    bool runIt = c.outcome == Outcome::Returns || c.outcome == Outcome::ImplementationDefined;
    req["method"] = json::Value::of(runIt ? "run" : "compile");
    req["program"] = json::Value::of(c.program);
    req["entry"] = json::Value::of(c.entry);
    std::vector<std::string> files;
    json::Value inputs = json::Value::emptyArray();
    if (runIt) {
      for (size_t i = 0; i < c.inputs.size(); ++i) {
        const Value& v = c.inputs[i].value;
        if (!v.isTensor()) {
          CaseResult r;
          r.status = Status::Unsupported;
          r.message = "only tensor inputs go to external backends";
          return r;
        }
        std::string path = prefix + "in" + std::to_string(i) + ".npy";
        writeNpyFile(path, v.tensor());
        files.push_back(path);
        json::Value in = json::Value::emptyObject();
        in["path"] = json::Value::of(path);
        in["type"] = json::Value::of(tensorTypeString(v.tensor().type()));
        inputs.push(std::move(in));
      }
    }
    req["inputs"] = std::move(inputs);
    req["output_prefix"] = json::Value::of(prefix + "out");
    auto logStart = logSize();
    std::string failure;
    auto response = request(req, o_.timeoutSeconds, &failure);
    Execution e;
    if (!response) {
      for (const std::string& f : files) fs::remove(f);
      dead.message = failure;
      dead.log = logTail(logStart);
      return dead;
    }
    std::string status = response->getString("status");
    e.message = response->getString("message");
    e.log = logTail(logStart);
    if (status == "ok") {
      e.kind = Execution::Kind::Ran;
      if (const json::Value* outs = response->get("outputs"); outs && outs->isArray()) {
        for (size_t i = 0; i < outs->array.size(); ++i) {
          const json::Value& o = outs->array[i];
          std::string path = o.isString() ? o.string : o.getString("path");
          files.push_back(path);
          std::optional<ElementType> expected;
          if (i < c.expected.size() && c.expected[i].value.isTensor())
            expected = c.expected[i].value.tensor().elementType();
          try {
            Tensor t = readNpyFile(path, expected);
            // Keep quantization parameters the expectation carries.
            if (i < c.expected.size() && c.expected[i].value.isTensor() && c.expected[i].value.tensor().type().quant &&
                t.elementType() == c.expected[i].value.tensor().elementType()) {
              TensorType typed = c.expected[i].value.tensor().type();
              typed.shape = t.shape();
              t = t.withType(typed);
            }
            e.results.push_back(t);
          } catch (const Error& err) {
            e.kind = Execution::Kind::Failed;
            e.message = "cannot read output #" + std::to_string(i) + ": " + err.formatted();
            break;
          }
        }
      }
    } else if (status == "rejected") {
      e.kind = response->getString("stage") == "parse" ? Execution::Kind::ParseFailed : Execution::Kind::Rejected;
    } else if (status == "unsupported") {
      e.kind = Execution::Kind::Unsupported;
    } else {
      e.kind = Execution::Kind::Failed;
      if (e.message.empty()) e.message = "the backend answered status '" + status + "'";
    }
    for (const std::string& f : files) fs::remove(f);
    return judge(c, e, false, o_.literal);
  }

 private:
  BackendOptions o_;
  std::string adapter_;
  std::vector<std::string> command_;
  std::string logPath_;
  std::string version_;
  pid_t pid_ = -1;
  int toChild_ = -1;
  int fromChild_ = -1;
  std::string buffer_;
  int64_t requests_ = 0;
  int failedRestarts_ = 0;

  bool start(std::string* why) {
    int in[2], out[2];
    if (pipe(in) != 0) return *why = "pipe failed", false;
    if (pipe(out) != 0) {
      close(in[0]);
      close(in[1]);
      return *why = "pipe failed", false;
    }
    std::vector<char*> argv;
    for (const std::string& s : command_) argv.push_back(const_cast<char*>(s.c_str()));
    argv.push_back(nullptr);
    std::cout.flush();
    std::cerr.flush();
    pid_t pid = fork();
    if (pid < 0) return *why = "fork failed", false;
    if (pid == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      int log = open(logPath_.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
      if (log >= 0) dup2(log, 2);
      for (int fd : {in[0], in[1], out[0], out[1], log})
        if (fd > 2) close(fd);
      execvp(argv[0], argv.data());
      std::fprintf(stderr, "cannot run %s: %s\n", argv[0], std::strerror(errno));
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    pid_ = pid;
    toChild_ = in[1];
    fromChild_ = out[0];
    fcntl(toChild_, F_SETFD, FD_CLOEXEC);
    fcntl(fromChild_, F_SETFD, FD_CLOEXEC);
    buffer_.clear();
    json::Value hello = json::Value::emptyObject();
    hello["id"] = json::Value::of(0);
    hello["method"] = json::Value::of("hello");
    hello["protocol"] = json::Value::of(1);
    auto logStart = logSize();
    std::string failure;
    auto response = request(hello, std::max(o_.timeoutSeconds, 120.0), &failure);
    if (!response) {
      *why = failure;
      std::string tail = logTail(logStart);
      if (!tail.empty()) *why += "\n" + tail;
      return false;
    }
    if (response->getString("status") != "ok") {
      *why = response->getString("message", "the handshake failed");
      stop(true);
      return false;
    }
    version_ = response->getString("version");
    return true;
  }

  void stop(bool polite) {
    if (pid_ < 0) return;
    if (polite && toChild_ >= 0) {
      json::Value bye = json::Value::emptyObject();
      bye["method"] = json::Value::of("shutdown");
      writeAll(toChild_, json::write(bye) + "\n");
    }
    if (toChild_ >= 0) close(toChild_);
    if (fromChild_ >= 0) close(fromChild_);
    toChild_ = fromChild_ = -1;
    int status = 0;
    // Give a polite adapter a moment to exit, then end it.
    for (int i = 0; polite && i < 20; ++i) {
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        pid_ = -1;
        return;
      }
      usleep(50'000);
    }
    kill(pid_, SIGKILL);
    while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
  }

  // Sends one request and waits for the response with the same id. On
  // failure (crash, timeout, garbage) the adapter is stopped and `failure`
  // says what happened.
  std::optional<json::Value> request(const json::Value& req, double timeoutSeconds, std::string* failure) {
    int64_t id = static_cast<int64_t>(req.getNumber("id"));
    if (!writeAll(toChild_, json::write(req) + "\n")) {
      *failure = "the backend is not reading requests (" + exitDescription() + ")";
      return std::nullopt;
    }
    auto deadline = Clock::now() + std::chrono::milliseconds(static_cast<int64_t>(timeoutSeconds * 1000));
    char buf[65536];
    while (true) {
      size_t nl;
      while ((nl = buffer_.find('\n')) != std::string::npos) {
        std::string line = buffer_.substr(0, nl);
        buffer_.erase(0, nl + 1);
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        std::string error;
        auto v = json::parse(line, &error);
        if (!v || !v->isObject()) {
          *failure = "the backend wrote a line that is not a JSON object: " + line.substr(0, 200);
          stop(false);
          return std::nullopt;
        }
        if (static_cast<int64_t>(v->getNumber("id", -1)) != id) continue;  // a stale answer
        return v;
      }
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
      if (left <= 0) {
        stop(false);
        *failure = "timed out after " + std::to_string(static_cast<int64_t>(timeoutSeconds)) +
                   " s (--timeout); the backend was stopped";
        return std::nullopt;
      }
      pollfd p{fromChild_, POLLIN, 0};
      int n = poll(&p, 1, static_cast<int>(std::min<int64_t>(left, 1000)));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) continue;
      ssize_t got = read(fromChild_, buf, sizeof buf);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) {
        *failure = "the backend crashed: " + exitDescription();
        return std::nullopt;
      }
      buffer_.append(buf, static_cast<size_t>(got));
    }
  }

  // Reaps an adapter whose output ended and says how it ended.
  std::string exitDescription() {
    if (pid_ < 0) return "not running";
    if (toChild_ >= 0) close(toChild_);
    if (fromChild_ >= 0) close(fromChild_);
    toChild_ = fromChild_ = -1;
    int status = 0;
    pid_t r = -1;
    for (int i = 0; i < 40; ++i) {
      r = waitpid(pid_, &status, WNOHANG);
      if (r == pid_) break;
      usleep(50'000);
    }
    if (r != pid_) {
      kill(pid_, SIGKILL);
      while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
      }
      pid_ = -1;
      return "closed its output and was stopped";
    }
    pid_ = -1;
    return signalText(status);
  }

  std::streamoff logSize() const {
    std::error_code ec;
    auto s = fs::file_size(logPath_, ec);
    return ec ? 0 : static_cast<std::streamoff>(s);
  }

  std::string logTail(std::streamoff from) const {
    std::ifstream in(logPath_, std::ios::binary);
    if (!in) return "";
    in.seekg(from);
    std::ostringstream ss;
    ss << in.rdbuf();
    std::string s = ss.str();
    if (s.size() > 3000) s = "..." + s.substr(s.size() - 3000);
    return s;
  }
};

}  // namespace

std::string programText(const Case& c) {
  if (c.programIndent <= 0) return c.program;
  std::string pad(static_cast<size_t>(c.programIndent), ' ');
  std::string out;
  size_t start = 0;
  while (start < c.program.size()) {
    size_t nl = c.program.find('\n', start);
    size_t end = nl == std::string::npos ? c.program.size() : nl + 1;
    if (end - start > 1) out += pad;
    out.append(c.program, start, end - start);
    start = end;
  }
  return out;
}

namespace {
// `message` (hloref's diagnostics) names `rejects` ("<op> C<n>").
bool namesConstraint(const std::string& message, const std::string& rejects) {
  size_t space = rejects.find(' ');
  if (space == std::string::npos) return false;
  // A rule of the Types section (spec/types.yaml): the checker reports
  // "<type> (<value>) violates quantized_element_type C<n>: ...".
  if (rejects.rfind("quantized_", 0) == 0) return message.find(" violates " + rejects + ":") != std::string::npos;
  std::string op = "'stablehlo." + rejects.substr(0, space) + "'";
  std::string id = rejects.substr(space + 1);
  if (message.find(op + " violates " + id + ":") != std::string::npos) return true;
  // A run-time check: the interpreter's error at the op ends with "(C<n>)".
  size_t at = message.find(op);
  return at != std::string::npos && message.find("(" + id + ")", at) != std::string::npos;
}
}  // namespace

CaseResult judge(const Case& c, const Execution& e, bool referenceBackend, bool literal) {
  CaseResult r;
  r.log = e.log;
  auto fromKind = [&](Status onError) {
    r.status = e.kind == Execution::Kind::Unsupported ? Status::Unsupported : onError;
    r.message = e.message;
  };
  switch (c.outcome) {
    case Outcome::Malformed:
      if (e.kind == Execution::Kind::ParseFailed || (!referenceBackend && e.kind == Execution::Kind::Rejected)) {
        r.status = Status::Pass;
        r.note = "rejected: " + e.message;
      } else if (e.kind == Execution::Kind::Ran) {
        r.status = Status::Fail;
        r.message = "the text was accepted; expected it not to parse";
      } else if (e.kind == Execution::Kind::Rejected) {
        r.status = Status::Fail;
        r.message = "the text parsed (and was rejected later); expected a parse error: " + e.message;
      } else {
        fromKind(Status::Fail);
      }
      return r;
    case Outcome::Rejects:
      if (e.kind == Execution::Kind::Rejected && referenceBackend) {
        // hloref names the constraint: the checker as "'stablehlo.<op>'
        // violates C<n>", a run-time check as "'stablehlo.<op>' ... (C<n>)".
        if (namesConstraint(e.message, c.rejects)) {
          r.status = Status::Pass;
          r.note = "rejected: " + e.message;
        } else {
          r.status = Status::Fail;
          r.message = "rejected, but not for " + c.rejects + ": " + e.message;
        }
      } else if (e.kind == Execution::Kind::ParseFailed || e.kind == Execution::Kind::Rejected) {
        r.status = referenceBackend ? Status::Fail : Status::Pass;
        if (referenceBackend) r.message = "the program did not parse; expected it to violate " + c.rejects + ": " + e.message;
        else r.note = "rejected (an external backend does not name constraints): " + e.message;
      } else if (e.kind == Execution::Kind::Ran) {
        r.status = Status::Fail;
        r.message = "the program was accepted; expected it to be rejected (" + c.rejects + ")";
      } else {
        fromKind(Status::Fail);
      }
      return r;
    case Outcome::CheckProgram:
      if (e.kind != Execution::Kind::Ran) {
        fromKind(Status::Fail);
      } else if (e.checkFailures) {
        r.status = Status::Fail;
        r.message = std::to_string(e.checkFailures) + " check" + (e.checkFailures > 1 ? "s" : "") + " failed";
      } else {
        r.status = Status::Pass;
      }
      return r;
    case Outcome::Returns:
    case Outcome::ImplementationDefined:
      break;
  }
  if (e.kind != Execution::Kind::Ran) {
    fromKind(Status::Fail);
    return r;
  }
  if (e.results.size() != c.expected.size()) {
    r.status = Status::Fail;
    r.message = "returned " + std::to_string(e.results.size()) + " values, expected " + std::to_string(c.expected.size());
    for (const Value& v : e.results) {
      OutputReport o;
      o.actual = shortValueString(v);
      o.problem = "unexpected count";
      r.outputs.push_back(std::move(o));
    }
    return r;
  }
  // compare: bound measures against hloref's golden (conformance/README.md).
  std::vector<GoldenOutput> golden;
  int64_t flushToZeroTerms = 0;
  if (c.policy.kind == Policy::Kind::Bound) {
    Execution g = runReference(c, literal, &golden);
    if (g.kind != Execution::Kind::Ran || golden.size() != c.expected.size()) {
      r.status = g.kind == Execution::Kind::Unsupported ? Status::Unsupported : Status::Fail;
      r.message = "compare: bound: the reference cannot compute the golden: " +
                  (g.kind == Execution::Kind::Ran ? "it returned " + std::to_string(golden.size()) + " values"
                                                  : g.message);
      return r;
    }
    if (c.policy.flushToZero) {
      // Each input element may take part in one product and one sum that
      // flush; the output may flush once more.
      int64_t n = 0;
      for (const CorpusValue& v : c.inputs)
        if (v.value.isTensor()) n += v.value.tensor().numElements();
      flushToZeroTerms = 2 * n + 1;
    }
  }
  std::string failures;
  for (size_t i = 0; i < c.expected.size(); ++i) {
    const Tensor* mask = nullptr;
    if (c.outcome == Outcome::ImplementationDefined && c.skipMask[i].value.isTensor()) mask = &c.skipMask[i].value.tensor();
    ElementBounds bounds;
    Tensor mergedMask;
    if (!golden.empty()) {
      const GoldenOutput& g = golden[i];
      // Elements the golden finds implementation-defined are skipped too (a
      // case mask of the wrong shape is kept, for the comparison to report).
      if (!g.mask.isNull() && (!mask || mask->shape() == g.mask.shape())) {
        mergedMask = Tensor(g.mask.type());
        for (int64_t k = 0; k < g.mask.numElements(); ++k)
          mergedMask.setIntBits(k, (mask ? mask->intBits(k) : 0) | g.mask.intBits(k));
        mask = &mergedMask;
      }
      if (!g.bound.isNull()) bounds.bound = &g.bound;
      bounds.flushToZeroTerms = flushToZeroTerms;
      // The expected value is derived by hand: the golden must agree with it.
      Policy exact;
      exact.nanExact = c.policy.nanExact;
      OutputReport check = compareValue(Value(g.value), c.expected[i].value, mask, exact);
      if (!check.ok()) {
        if (!failures.empty()) failures += "; ";
        failures += "result #" + std::to_string(i) + ": hloref's golden " +
                    (check.problem.empty() ? "differs from the expected value in " + std::to_string(check.mismatchCount) +
                                                 " elements (" + check.actual + ")"
                                           : "does not fit the expected value: " + check.problem);
      }
    }
    OutputReport o = compareValue(e.results[i], c.expected[i].value, mask, c.policy, bounds);
    if (!o.ok()) {
      if (!failures.empty()) failures += "; ";
      failures += "result #" + std::to_string(i) + ": ";
      if (!o.problem.empty()) {
        failures += o.problem;
      } else {
        failures += std::to_string(o.mismatchCount) + " of " + std::to_string(o.elements - o.masked) + " elements differ";
        if (o.maxUlp >= 0) failures += " (largest distance " + std::to_string(o.maxUlp) + " ulp)";
      }
    }
    r.outputs.push_back(std::move(o));
  }
  if (failures.empty()) {
    r.status = Status::Pass;
  } else {
    r.status = Status::Fail;
    r.message = failures + " [" + c.policy.str() + "]";
  }
  return r;
}

std::unique_ptr<Backend> makeBackend(const BackendOptions& options) {
  if (options.name == "reference" || options.name == "hloref") return std::make_unique<ReferenceBackend>(options);
  return std::make_unique<ExternalBackend>(options, findAdapter(options.name, options.selfPath));
}

}  // namespace hloref::conform
