// Backends the conformance runner drives: hloref itself (`reference`) and
// external adapter processes speaking tools/backends/PROTOCOL.md.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "conform/compare.h"
#include "conform/corpus.h"

namespace hloref {
struct GoldenOutput;
}

namespace hloref::conform {

// The backend cannot be used at all (missing adapter, failed handshake).
struct BackendUnavailable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct BackendOptions {
  std::string name = "reference";
  double timeoutSeconds = 120;  // per case
  bool isolate = true;          // reference: run each case in a child process
  std::string workDir;          // scratch space for .npy files
  std::string selfPath;         // argv[0] of hloref, to find tools/backends
  bool literal = false;         // reference: the literal evaluator (RunOptions::literal, --literal)
};

class Backend {
 public:
  virtual ~Backend() = default;
  virtual std::string name() const = 0;
  virtual std::string description() const { return name(); }
  virtual CaseResult run(const Case& c) = 0;
};

// `reference`, the name of an adapter in tools/backends (`xla-cpu` runs
// tools/backends/xla_cpu.py), or the path of an adapter program.
std::unique_ptr<Backend> makeBackend(const BackendOptions& options);

// What running a case produced, before it is judged against the case.
struct Execution {
  enum class Kind { Ran, ParseFailed, Rejected, Unsupported, Failed };
  Kind kind = Kind::Ran;
  std::string message;
  std::vector<Value> results;
  int checkFailures = 0;
  std::string log;
};

// hloref on one case, in this process, with the literal evaluator when
// `literal`. With `golden`, the run records annotations and `golden`
// receives the outputs with their masks and error bounds (golden/golden.h).
Execution runReference(const Case& c, bool literal, std::vector<GoldenOutput>* golden = nullptr);

// The two kinds makeBackend chooses between (reference_backend.cpp,
// external_backend.cpp).
std::unique_ptr<Backend> makeReferenceBackend(const BackendOptions& options);
std::unique_ptr<Backend> makeExternalBackend(const BackendOptions& options);

// Judges an execution against the case's expected outcome. A `compare:
// bound` case measures against hloref's golden, computed with the literal
// evaluator when `literal`.
CaseResult judge(const Case& c, const Execution& e, bool referenceBackend, bool literal = false);

// The case's program text as hloref's parser gets it.
std::string programText(const Case& c);

}  // namespace hloref::conform
