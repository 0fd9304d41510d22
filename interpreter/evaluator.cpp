#include "interpreter/evaluator.h"

#include <stdlib.h>

#include <cctype>
#include <filesystem>
#include <iostream>

#include "interpreter/perturb.h"
#include "interpreter/quantization.h"
#include "interpreter/scalar_region.h"

namespace hloref {

namespace {

bool holdsCheckOp(const Region& region) {
  for (const Block& block : region.blocks)
    for (const Op& op : block.ops) {
      if (op.name.rfind("check.expect_", 0) == 0) return true;
      if (op.name == "stablehlo.custom_call")
        if (const Attribute* target = op.attr("call_target_name"); target && target->text.rfind("check.expect_", 0) == 0)
          return true;
      for (const Region& nested : op.regions)
        if (holdsCheckOp(nested)) return true;
    }
  return false;
}

}  // namespace

bool checksUseBounds(const Program& program, const RunOptions& options) {
  if (options.strictChecks) return false;
  for (const auto& func : program.module().funcs)
    if (holdsCheckOp(func->body)) return true;
  return false;
}

Evaluator::Evaluator(const Program& program, RunOptions options)
    : program_(program), options_(std::move(options)) {
  if (options_.perturbSeed) perturbation_ = std::make_shared<RandomSchedule>(*options_.perturbSeed);
  options_.annotate = options_.annotate || checksUseBounds(program_, options_);
}

std::vector<Value> Evaluator::evaluate(OpCall& call) const {
  const OpDef& def = *call.op.def;
  return (options_.literal && def.literal ? def.literal : def.eval.value)(call);
}

std::ostream& Evaluator::out() const { return options_.out ? *options_.out : std::cout; }

void Evaluator::reportCheckFailure(const Location& loc, const std::string& message) {
  ++checkFailures_;
  std::ostream& os = options_.diagnostics ? *options_.diagnostics : std::cerr;
  os << loc.str() << ": error: check failed: " << message << "\n";
}

void Evaluator::acceptCheckElements(const Location& loc, const AcceptedElements& accepted) {
  if (accepted.total() == 0) return;
  if (accepted_.total() == 0) firstAccepted_ = loc;
  accepted_ += accepted;
}

void Evaluator::noteAcceptedElements() {
  if (accepted_.total() == 0) return;
  std::ostream& os = options_.diagnostics ? *options_.diagnostics : std::cerr;
  auto elements = [](int64_t n) { return std::to_string(n) + (n == 1 ? " element" : " elements"); };
  os << firstAccepted_.str() << ": note: " << elements(accepted_.total())
     << " accepted within hloref's error bound (a legal summation order or rounding)";
  if (accepted_.unknownBound) os << "; " << accepted_.unknownBound << " of them with an unknown (+inf) bound";
  if (accepted_.marked) os << "; " << accepted_.marked << " of them implementation-defined or unstable";
  os << "; --checks=strict compares literally\n";
  accepted_ = {};
}

void Evaluator::countStep(const Location& loc) {
  if (++steps_ > options_.maxSteps)
    fail(loc, "step limit of " + std::to_string(options_.maxSteps) +
                  " loop iterations and calls reached (raise it with --max-steps)");
}

int64_t Evaluator::nextProbeIteration(const std::string& probeId) { return probeCounts_[probeId]++; }

std::string Evaluator::probePath(const std::string& probeId, int64_t iteration) {
  std::string name = probeId;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-' && c != '.') c = '_';
  return probeDirectory() + "/" + name + "_" + std::to_string(iteration) + ".npy";
}

const std::string& Evaluator::probeDirectory() {
  if (probeDirectory_.empty()) {
    if (!options_.probeOutputDir.empty()) {
      probeDirectory_ = options_.probeOutputDir;
    } else {
      std::string pattern = (std::filesystem::temp_directory_path() / "hloref-probe-XXXXXX").string();
      if (!mkdtemp(pattern.data())) fail({}, "cannot create a temporary probe directory");
      probeDirectory_ = pattern;
    }
  }
  return probeDirectory_;
}

std::vector<Value> Evaluator::call(const Func& func, std::vector<Value> args) {
  if (program_.hasRejections())
    if (const checker::Diagnostic* d = program_.rejection(func)) fail(d->loc, d->message);
  if (args.size() != func.inputs.size())
    fail(func.loc, "@" + func.name + " takes " + std::to_string(func.inputs.size()) +
                       " arguments, got " + std::to_string(args.size()));
  // Recursion (func.call, composite) is bounded well inside the native stack.
  constexpr int kMaxCallDepth = 256;
  if (callDepth_ >= kMaxCallDepth)
    fail(func.loc, "call depth limit of " + std::to_string(kMaxCallDepth) + " reached calling @" + func.name +
                       " (unbounded recursion?)");
  struct DepthScope {
    int& depth;
    explicit DepthScope(int& d) : depth(d) { ++depth; }
    ~DepthScope() { --depth; }
  } scope(callDepth_);
  // Each call is a step: a function that calls itself twice would otherwise
  // run 2^depth calls inside the depth limit.
  if (callDepth_ > 1) countStep(func.loc);
  // The arguments of a run that records annotations are exact, as golden's
  // are (a process of a parallel run gets its values from the run).
  if (callDepth_ == 1 && !process_ && options_.annotate) annotateAsExact(args);
  Frame frame(static_cast<size_t>(func.numSlots));
  std::vector<Value> results = runRegion(func.body, args, frame);
  // The end of a run: one note for the elements checks accepted (a process
  // of a parallel run hands its count to the run_parallel op instead).
  if (callDepth_ == 1 && !process_) noteAcceptedElements();
  return results;
}

std::vector<Value> Evaluator::runRegion(const Region& region, std::span<const Value> args, Frame& frame) {
  std::vector<Value> results;
  runRegion(region, args, frame, results);
  return results;
}

void Evaluator::runRegion(const Region& region, std::span<const Value> args, Frame& frame,
                          std::vector<Value>& results) {
  runRegion(region, args, nullptr, frame, results);
}

void Evaluator::runRegionTakingArguments(const Region& region, std::vector<Value>& args, Frame& frame,
                                         std::vector<Value>& results) {
  runRegion(region, args, &args, frame, results);
}

void Evaluator::runRegion(const Region& region, std::span<const Value> args, std::vector<Value>* taken,
                          Frame& frame, std::vector<Value>& results) {
  results.clear();
  if (region.blocks.empty()) return;
  const Block& block = region.blocks.front();
  if (args.size() != block.arguments.size())
    fail({}, "region takes " + std::to_string(block.arguments.size()) + " arguments, got " +
                 std::to_string(args.size()));
  // Annotations are tracked and perturbations made op by op, so golden runs
  // take the general path unless the region cannot annotate anything, and
  // perturbed runs always take it.
  if (options_.scalarRegions && !perturbation_) {
    if (const ScalarRegion* scalar = scalarRegion(region, frame))
      if ((!options_.annotate || scalar->annotationFree(args, frame)) && scalar->run(args, frame, results)) return;
  }
  results = runBlock(block, args, taken, frame);
}

std::vector<Value> Evaluator::runBlock(const Block& block, std::span<const Value> args, std::vector<Value>* taken,
                                       Frame& frame) {
  for (size_t i = 0; i < args.size(); ++i)
    frame[block.arguments[i]] = taken ? std::move((*taken)[i]) : args[i];
  // One operand buffer for the block: each op's OpCall borrows it and hands
  // it back, and the terminator's operands are returned in it. A value read
  // for the last time is moved (Op::lastUses), so that an op can find it
  // unshared and update it in place (dynamic_update_slice). Golden runs
  // keep every value: they walk the frame afterwards (golden/golden.cpp).
  const uint64_t handOver = options_.annotate ? 0 : ~uint64_t{0};
  std::vector<Value> operands;
  for (const Op& op : block.ops) {
    operands.clear();
    for (size_t i = 0; i < op.operands.size(); ++i) {
      Value& slot = frame[op.operands[i]];
      if (i < 64 && (op.lastUses & handOver) >> i & 1) operands.push_back(std::move(slot));
      else operands.push_back(slot);
    }
    if (op.isTerminator) {
      if (handOver) releaseBlockValues(block, frame);
      return operands;
    }
    if (!op.def) unsupported(op.loc, "op '" + op.name + "' cannot run yet");
    OpCall call{op, std::move(operands), *this, frame};
    std::vector<Value> results;
    try {
      if (runsOnExpressedType(op)) {
        results = dequantizeOpQuantize(op, call.operands, [&](const Op& floatOp, std::vector<Value> float_inputs) {
          OpCall floatCall{floatOp, std::move(float_inputs), *this, frame};
          return evaluate(floatCall);
        });
      } else {
        results = evaluate(call);
      }
    } catch (const Error& e) {
      if (e.location().file) throw;
      throw Error(op.loc, "'" + op.name + "' " + e.what(), e.status());
    }
    if (results.size() != op.results.size())
      fail(op.loc, "internal: '" + op.name + "' produced " + std::to_string(results.size()) +
                       " results, expected " + std::to_string(op.results.size()));
    if (perturbation_) perturbResults(call, results);
    if (options_.annotate) resultAnnotator().annotateResults(call, results);
    for (size_t i = 0; i < results.size(); ++i) frame[op.results[i]] = std::move(results[i]);
    operands = std::move(call.operands);
  }
  if (handOver) releaseBlockValues(block, frame);
  return {};
}

void Evaluator::releaseBlockValues(const Block& block, Frame& frame) {
  for (int slot : block.arguments) frame[slot] = Value();
  for (const Op& op : block.ops)
    for (int slot : op.results) frame[slot] = Value();
}

const ScalarRegion* Evaluator::registerRegion(const Region& region, Frame& frame, bool freshArguments) {
  if (!options_.scalarRegions || perturbation_ || (options_.annotate && !freshArguments)) return nullptr;
  const ScalarRegion* scalar = scalarRegion(region, frame);
  // Fresh arguments carry no annotations, so the region's op-by-op run
  // would leave every value unannotated: registers give the same.
  if (scalar && options_.annotate && !scalar->annotationFree({}, frame)) return nullptr;
  return scalar;
}

const ScalarRegion* Evaluator::scalarRegion(const Region& region, Frame& frame) {
  auto it = scalarRegions_.find(&region);
  if (it == scalarRegions_.end())
    it = scalarRegions_.emplace(&region, ScalarRegion::compile(region, *this, frame)).first;
  return it->second.get();
}

const Tensor& OpCall::tensor(size_t i) const {
  if (i >= operands.size() || !operands[i].isTensor())
    fail("operand #" + std::to_string(i) + " is not a tensor");
  return operands[i].tensor();
}

const TensorType& OpCall::resultType(size_t i) const {
  if (i >= op.resultTypes.size() || !op.resultTypes[i].isTensor())
    fail("result #" + std::to_string(i) + " is not a tensor");
  return op.resultTypes[i].tensorType();
}

Tensor OpCall::newResult(size_t i, const Shape& shape) const {
  TensorType type = resultType(i);
  if (type.shape.size() != shape.size())
    fail("result #" + std::to_string(i) + " has rank " + std::to_string(type.shape.size()) +
         " but the op computes rank " + std::to_string(shape.size()));
  for (size_t d = 0; d < shape.size(); ++d) {
    if (type.shape[d] != kDynamic && type.shape[d] != shape[d])
      fail("result #" + std::to_string(i) + " is declared " + tensorTypeString(type) +
           " but the op computes dimension " + std::to_string(d) + " = " + std::to_string(shape[d]));
  }
  type.shape = shape;
  type.bounds.clear();
  return Tensor(std::move(type));
}

Tensor OpCall::newResult(size_t i) const {
  const TensorType& type = resultType(i);
  if (!type.isStatic()) fail("result #" + std::to_string(i) + " has a dynamic type here");
  return Tensor(type);
}

const Attribute& OpCall::attr(std::string_view name) const {
  const Attribute* a = op.attr(name);
  if (!a) fail("is missing attribute '" + std::string(name) + "'");
  return *a;
}

std::vector<int64_t> OpCall::intListAttr(std::string_view name) const {
  auto v = asIntList(attr(name));
  if (!v) fail("attribute '" + std::string(name) + "' is not a list of integers");
  return *v;
}

int64_t OpCall::intAttr(std::string_view name) const {
  auto v = asInt(attr(name));
  if (!v) fail("attribute '" + std::string(name) + "' is not an integer");
  return *v;
}

std::vector<int64_t> structListField(const Attribute& s, std::string_view name) {
  const Attribute* field = s.field(name);
  return field ? asIntList(*field).value_or(std::vector<int64_t>{}) : std::vector<int64_t>{};
}

int64_t structIntField(const Attribute& s, std::string_view name) {
  const Attribute* field = s.field(name);
  return field ? asInt(*field).value_or(0) : 0;
}

std::vector<Value> OpCall::runRegion(size_t index, std::span<const Value> args) const {
  std::vector<Value> results;
  runRegion(index, args, results);
  return results;
}

void OpCall::runRegion(size_t index, std::span<const Value> args, std::vector<Value>& results) const {
  if (index >= op.regions.size()) fail("has no region #" + std::to_string(index));
  evaluator.runRegion(op.regions[index], args, frame, results);
  if (evaluator.options().annotate) resultAnnotator().noteRegionResults(*this, index, results);
}

void OpCall::runRegionTakingArguments(size_t index, std::vector<Value>& args, std::vector<Value>& results) const {
  if (index >= op.regions.size()) fail("has no region #" + std::to_string(index));
  evaluator.runRegionTakingArguments(op.regions[index], args, frame, results);
  if (evaluator.options().annotate) resultAnnotator().noteRegionResults(*this, index, results);
}

bool OpCall::annotating() const { return evaluator.options().annotate; }

void OpCall::markImplementationDefined(size_t result, int64_t element) const {
  pendingAnnotations.marks.emplace_back(result, element);
}

bool setPolicy(RunOptions::Policies& policies, std::string_view name) {
  for (const PolicyName& p : kPolicies)
    if (name == p.name) {
      policies.*p.flag = true;
      return true;
    }
  return false;
}

std::vector<std::string> policyNames(const RunOptions::Policies& policies) {
  std::vector<std::string> names;
  for (const PolicyName& p : kPolicies)
    if (policies.*p.flag) names.emplace_back(p.name);
  return names;
}

void OpCall::setErrorBound(size_t result, std::vector<double> absoluteBound) const {
  pendingAnnotations.errorBounds.emplace_back(result, std::move(absoluteBound));
}

void OpCall::violation(std::string_view id, const std::string& values) const {
  hloref::fail(op.loc, checker::violationMessage(op, id, values));
}

void OpCall::unreachable(const std::string& what) const {
  hloref::fail(op.loc, "internal error: '" + op.name + "' " + what +
                           " (the checker accepted this program; please report it)");
}

void OpCall::fail(const std::string& message) const {
  hloref::fail(op.loc, "'" + op.name + "' " + message);
}

void OpCall::unsupportedHere(const std::string& what) const {
  hloref::unsupported(op.loc, "'" + op.name + "' " + what);
}

}  // namespace hloref
