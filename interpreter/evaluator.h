// Sequential execution (spec: Execution). Functions run op by op over a flat
// frame of value slots; regions run in the frame of the function that holds
// them.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/ir.h"
#include "interpreter/op_registry.h"
#include "interpreter/program.h"
#include "interpreter/result_annotator.h"
#include "core/value.h"

namespace hloref {

class ProcessContext;  // interpreter/process_grid.h: one process of a parallel run
class ScalarRegion;    // interpreter/scalar_region.h

struct RunOptions {
  int64_t maxSteps = 100'000'000;  // loop iterations and calls across the run (--max-steps)
  std::string probeOutputDir;      // --probe-output-dir
  std::ostream* out = nullptr;     // interpreter.print; defaults to std::cout
  std::ostream* diagnostics = nullptr;  // failed checks; defaults to std::cerr
  // Run regions of scalar elementwise ops on registers (interpreter/
  // scalar_region.h); off runs every region op by op, for comparison.
  bool scalarRegions = true;
  // Record per-element annotations on results (`hloref golden`;
  // core/annotations.h, golden/annotate.h). The evaluator also records them
  // when check.expect_* ops need their bounds (checksUseBounds).
  bool annotate = false;
  // How float accumulations whose order the spec leaves open (reduce and
  // reduce_window with an add body, dot_general, dot, convolution,
  // batch_norm statistics) are computed (--accumulation): Exact sums
  // exactly and rounds once (numerics/exact_sum.h); Sequential folds in
  // the spec's order in the working type.
  enum class Accumulation { Exact, Sequential };
  Accumulation accumulation = Accumulation::Exact;
  // Run the literal version of each op that has one (interpreter/literal/,
  // --literal): the spec's formula element by element, in place of the fast
  // kernels, to check them.
  bool literal = false;
  // Named backend policies (--policy): freedoms some backends take beyond
  // the spec's letter, which golden bounds admit only when asked and which
  // every verdict records.
  struct Policies {
    bool ftz = false;                   // subnormal inputs and results may be flushed to zero
    bool defaultPrecisionBf16 = false;  // DEFAULT / HIGH dots of wider floats run in bf16 passes
  };
  Policies policies;
  // check.expect_* compare literally (--checks=strict). Otherwise a failed
  // element whose expected value lies within hloref's error bound of the
  // actual one (or whose actual value is marked) is accepted, with a note
  // (interpreter/dialects/check.cpp, Evaluator::acceptCheckElements).
  bool strictChecks = false;
  // Compute one randomly chosen legal answer (--perturb SEED): open-order
  // sums in random orders, allowance-bounded results moved within their
  // allowance, ... (interpreter/perturb.h). nullopt: the reference answer.
  std::optional<uint64_t> perturbSeed;
};

// The policies by name, the one list of them.
struct PolicyName {
  const char* name;
  bool RunOptions::Policies::*flag;
};
inline constexpr PolicyName kPolicies[] = {
    {"ftz", &RunOptions::Policies::ftz},
    {"default-precision-bf16", &RunOptions::Policies::defaultPrecisionBf16},
};
// Sets the policy `name`; false for an unknown name.
bool setPolicy(RunOptions::Policies& policies, std::string_view name);
// The names of the policies set, in kPolicies order.
std::vector<std::string> policyNames(const RunOptions::Policies& policies);

class RandomSchedule;
// Whether a run of `program` records annotations for its checks: it holds
// a check op (check.expect_*, or custom_call @check.*) and checks are not
// strict. The one place that decides; the Evaluator applies it.
bool checksUseBounds(const Program& program, const RunOptions& options);

// Elements that check ops accepted although they differ literally
// (RunOptions::strictChecks off), by reason.
struct AcceptedElements {
  int64_t withinBound = 0;   // |actual - expected| <= bound(actual) + bound(expected), finite bounds
  int64_t unknownBound = 0;  // a bound of +inf: unknown, which accepts any value
  int64_t marked = 0;        // the actual element is implementation-defined or unstable
  int64_t total() const { return withinBound + unknownBound + marked; }
  AcceptedElements& operator+=(const AcceptedElements& o) {
    withinBound += o.withinBound, unknownBound += o.unknownBound, marked += o.marked;
    return *this;
  }
};

using Frame = std::vector<Value>;

class Evaluator {
 public:
  Evaluator(const Program& program, RunOptions options);

  std::vector<Value> call(const Func& func, std::vector<Value> args);
  // Runs the single block of `region` with `args` bound to its arguments and
  // returns the operands of its terminator.
  std::vector<Value> runRegion(const Region& region, std::span<const Value> args, Frame& frame);
  // The same into `results` (replacing its contents), so a loop that runs a
  // region many times reuses one buffer; `results` must not alias `args`.
  void runRegion(const Region& region, std::span<const Value> args, Frame& frame, std::vector<Value>& results);
  // The same, moving the values of `args` into the region (left empty), so
  // that its ops may find them unshared: a loop's state.
  void runRegionTakingArguments(const Region& region, std::vector<Value>& args, Frame& frame,
                                std::vector<Value>& results);
  // The compiled form of `region` for runs on registers (RegionCall in
  // interpreter/scalar_region.h), or null when it does not compile or this
  // run takes regions op by op (perturbations, RunOptions::scalarRegions
  // off; with annotations on, unless the caller feeds the region fresh
  // elements (`freshArguments`: no annotations) and the region cannot
  // annotate anything, ScalarRegion::annotationFree).
  const ScalarRegion* registerRegion(const Region& region, Frame& frame, bool freshArguments);

  const Program& program() const { return program_; }
  // The random choices of a perturbed run (RunOptions::perturbSeed,
  // interpreter/perturb.h); null on the reference run.
  RandomSchedule* perturbation() const { return perturbation_.get(); }
  const Module& module() const { return program_.module(); }
  // Runs the op of `call`: its literal version under RunOptions::literal
  // when it has one, else its implementation.
  std::vector<Value> evaluate(OpCall& call) const;
  const RunOptions& options() const { return options_; }
  std::ostream& out() const;
  // A failed check: reported now, and the run ends with status 1.
  void reportCheckFailure(const Location& loc, const std::string& message);
  int checkFailures() const { return checkFailures_; }
  // Elements a check at `loc` accepted within hloref's bound; the run ends
  // (the outermost call returns) with one note for all of them.
  void acceptCheckElements(const Location& loc, const AcceptedElements& accepted);
  const AcceptedElements& acceptedCheckElements() const { return accepted_; }
  // Counts one loop iteration against --max-steps.
  void countStep(const Location& loc);
  // interpreter.probe bookkeeping: the number of times a probe id was seen.
  int64_t nextProbeIteration(const std::string& probeId);
  // --probe-output-dir, or a fresh temporary directory made on first use.
  const std::string& probeDirectory();
  // The process this evaluator runs as in a parallel run (spec: Parallel
  // execution); null for a plain sequential run.
  ProcessContext* process() const { return process_; }
  void setProcess(ProcessContext* process) { process_ = process; }
  // <dir>/<probe_id>_<iteration>.npy, with characters that cannot be part of
  // a file name in the probe id replaced by '_'.
  std::string probePath(const std::string& probeId, int64_t iteration);

 private:
  // The ops of `block`, one by one; the terminator's operands. With
  // `taken`, the arguments are moved from it.
  std::vector<Value> runBlock(const Block& block, std::span<const Value> args, std::vector<Value>* taken,
                              Frame& frame);
  void runRegion(const Region& region, std::span<const Value> args, std::vector<Value>* taken, Frame& frame,
                 std::vector<Value>& results);
  // Empties the slots of the block's arguments and results when it
  // returns, so that they hold no value the next ops might update in place.
  static void releaseBlockValues(const Block& block, Frame& frame);

  const Program& program_;
  RunOptions options_;
  int checkFailures_ = 0;
  AcceptedElements accepted_;
  Location firstAccepted_;
  // The note for accepted_, once, to the diagnostics stream; resets it.
  void noteAcceptedElements();
  int64_t steps_ = 0;
  std::map<std::string, int64_t> probeCounts_;
  std::string probeDirectory_;
  ProcessContext* process_ = nullptr;
  int callDepth_ = 0;
  // Each region's ScalarRegion, compiled on its first run; null when it is
  // not one.
  std::unordered_map<const Region*, std::shared_ptr<const ScalarRegion>> scalarRegions_;
  const ScalarRegion* scalarRegion(const Region& region, Frame& frame);
  std::shared_ptr<RandomSchedule> perturbation_;  // set by RunOptions::perturbSeed
};

// What an op implementation sees.
struct OpCall {
  const Op& op;
  std::vector<Value> operands;
  Evaluator& evaluator;
  Frame& frame;

  // Operand i as a tensor (an error if it is not one).
  const Tensor& tensor(size_t i) const;
  // The declared type of result i.
  const TensorType& resultType(size_t i = 0) const;
  // A tensor of the declared result element type with `shape` (computed by
  // the op as the spec says); static declared dimensions must agree.
  Tensor newResult(size_t i, const Shape& shape) const;
  // Result i as declared; the declared type must be static.
  Tensor newResult(size_t i = 0) const;
  // The attribute `name`; missing is an error naming it.
  const Attribute& attr(std::string_view name) const;
  const Attribute* optionalAttr(std::string_view name) const { return op.attr(name); }
  std::vector<int64_t> intListAttr(std::string_view name) const;
  int64_t intAttr(std::string_view name) const;
  std::vector<Value> runRegion(size_t index, std::span<const Value> args) const;
  void runRegion(size_t index, std::span<const Value> args, std::vector<Value>& results) const;
  // Evaluator::runRegionTakingArguments for region `index`.
  void runRegionTakingArguments(size_t index, std::vector<Value>& args, std::vector<Value>& results) const;
  // A run-time violation of constraint `id` (one the checker cannot decide:
  // dynamic shapes, operand values, the process grid), worded as the
  // checker words it: "'<op>' violates <id>: <formula> (<values>)".
  [[noreturn]] void violation(std::string_view id, const std::string& values) const;
  // Something a program the checker accepted cannot reach: an internal
  // error (exit status 2), never undefined behaviour.
  [[noreturn]] void unreachable(const std::string& what) const;
  // An error at this op: "'stablehlo.add' message". For run-time facts the
  // spec states without a constraint number (and for non-StableHLO ops).
  [[noreturn]] void fail(const std::string& message) const;
  [[noreturn]] void unsupportedHere(const std::string& what) const;

  // Golden annotations (golden/annotate.h). Ops call the marking
  // functions only when annotating() and only on their rare branches.
  bool annotating() const;
  // The spec leaves element `element` (row-major) of result `result` open.
  void markImplementationDefined(size_t result, int64_t element) const;
  // An absolute bound per element of result `result` on |correct
  // implementation - exact result|.
  void setErrorBound(size_t result, std::vector<double> absoluteBound) const;
  mutable PendingAnnotations pendingAnnotations{};
};

// The fields of a struct attribute (#stablehlo.gather<...>, #stablehlo.dot<...>,
// #stablehlo.conv<...>), whose syntax omits empty lists: a missing list
// field is [], a missing integer field 0. The checker proved their types.
std::vector<int64_t> structListField(const Attribute& s, std::string_view name);
int64_t structIntField(const Attribute& s, std::string_view name);

}  // namespace hloref
