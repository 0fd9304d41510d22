// External backends: an adapter process per run (tools/backends/*.py or any
// program) speaking tools/backends/PROTOCOL.md, one JSON line per request,
// tensors passed as .npy files in the work directory.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "conform/backend.h"
#include "conform/child_process.h"
#include "conform/json.h"
#include "syntax/npy.h"
#include "syntax/printer.h"

namespace hloref::conform {
namespace {

namespace fs = std::filesystem;

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
    dead.failureClass = "crash";
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
      if (failure.rfind("timed out", 0) == 0) dead.failureClass = "timeout";
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

std::unique_ptr<Backend> makeExternalBackend(const BackendOptions& options) {
  return std::make_unique<ExternalBackend>(options, findAdapter(options.name, options.selfPath));
}

}  // namespace hloref::conform
