#include "golden/golden.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdio>
#include <iostream>
#include <limits>
#include <map>
#include <optional>

#include "core/diagnostic.h"
#include "core/float_format.h"
#include "syntax/npy.h"
#include "syntax/printer.h"
#include "golden/explain.h"
#include "golden/ulp_allowance.h"
#include "interpreter/result_accuracy.h"
#include "numerics/exact_sum.h"

namespace hloref {
namespace {

constexpr double kUnknownBound = std::numeric_limits<double>::infinity();

Tensor zeroTensor(const Shape& shape, ElementType t) {
  TensorType type;
  type.shape = shape;
  type.elementType = t;
  return Tensor(type);
}

bool carriesBound(ElementType t) { return isFloat(t) || isComplex(t); }

bool hasBound(const Value& v) { return v.annotations && !v.annotations->errorBound.empty(); }

// Where the error of a value of the entry function comes from.
struct Source {
  enum class Kind {
    Exact,      // no error: arguments, and exact ops on exact values
    Allowance,  // one op's allowance, on exact operands, maybe moved since
    Annotated,  // the bound the value carries, computed from exact or annotated operands
    Unknown,
  };
  Kind kind = Kind::Unknown;
  UlpAllowance allowance;  // Kind::Allowance: Rounded or Relative
};

// Classifies the values of the entry function's top-level block. Ops fill
// in a bound only from the bounds their operands carry (golden/annotate.h); an
// operand that is merely "correctly rounded" carries none, so an op that
// computes with one has no trustworthy bound, and neither do its users.
class SourceWalk {
 public:
  SourceWalk(const Func& entry, const Frame& frame) : frame_(frame) {
    producer_.assign(static_cast<size_t>(entry.numSlots), nullptr);
    if (entry.body.blocks.empty()) return;
    for (const Op& op : entry.body.blocks.front().ops)
      for (size_t i = 0; i < op.results.size(); ++i) producer_[static_cast<size_t>(op.results[i])] = &op;
  }

  Source of(int slot) {
    auto it = memo_.find(slot);
    if (it != memo_.end()) return it->second;
    Source s = classify(slot);
    memo_.emplace(slot, s);
    return s;
  }

 private:
  const Frame& frame_;
  std::vector<const Op*> producer_;
  std::map<int, Source> memo_;

  Source classify(int slot) {
    using K = Source::Kind;
    const Op* op = producer_[static_cast<size_t>(slot)];
    if (!op) return {K::Exact, {}};  // an argument of the entry function
    const Value& value = frame_[static_cast<size_t>(slot)];
    std::vector<Source> operands;
    bool allExact = true, exactOrAnnotated = true;
    for (int o : op->operands) {
      Source s = of(o);
      operands.push_back(s);
      allExact = allExact && s.kind == K::Exact;
      exactOrAnnotated = exactOrAnnotated && (s.kind == K::Exact || s.kind == K::Annotated);
    }
    if (hasBound(value)) {
      if (!exactOrAnnotated) return {K::Unknown, {}};
      const std::vector<double>& b = value.annotations->errorBound;
      bool zero = std::all_of(b.begin(), b.end(), [](double x) { return x == 0; });
      return {zero ? K::Exact : K::Annotated, {}};
    }
    if (!value.isTensor()) return {allExact ? K::Exact : K::Unknown, {}};
    // Booleans and integers carry no error: where inexact operands can
    // change them, the ops mark them unstable (golden/annotate.h).
    if (!carriesBound(value.tensor().elementType())) return {K::Exact, {}};
    if (value.tensor().numElements() == 0) return {K::Exact, {}};  // no element to be off
    UlpAllowance a = ulpAllowance(*op, value.tensor().elementType());
    switch (a.kind) {
      case UlpAllowance::Kind::Exact:
        return {allExact ? K::Exact : K::Unknown, {}};
      case UlpAllowance::Kind::Rounded:
      case UlpAllowance::Kind::Relative:
        return allExact ? Source{K::Allowance, a} : Source{K::Unknown, {}};
      case UlpAllowance::Kind::Moves: {
        // Moved elements keep their error; with several sources, the
        // largest allowance of one kind covers them all.
        Source moved{K::Exact, {}};
        for (const Source& s : operands) {
          if (s.kind == K::Exact) continue;
          if (s.kind != K::Allowance) return {K::Unknown, {}};
          if (moved.kind == K::Allowance && moved.allowance.kind != s.allowance.kind) return {K::Unknown, {}};
          if (moved.kind == K::Exact) {
            moved = s;
            continue;
          }
          moved.allowance.ulps = std::max(moved.allowance.ulps, s.allowance.ulps);
          moved.allowance.atol = std::max(moved.allowance.atol, s.allowance.atol);
          moved.allowance.rtol = std::max(moved.allowance.rtol, s.allowance.rtol);
        }
        return moved;
      }
      case UlpAllowance::Kind::Unknown:
        return {K::Unknown, {}};
    }
    return {K::Unknown, {}};
  }
};

// The bound of each element of `golden` under a stated allowance.
Tensor allowanceBound(const Tensor& golden, const UlpAllowance& a) {
  Tensor bound = zeroTensor(golden.shape(), ElementType::F64);
  double* out = bound.data<double>();
  const int64_t n = golden.numElements();
  ElementType et = golden.elementType();
  if (isFloat(et)) {
    for (int64_t k = 0; k < n; ++k) {
      double g = golden.floatValue(k);
      // The exact value is within half an ulp of g.
      out[k] = std::isfinite(g) ? roundedAllowanceAt(a, et, std::fabs(g) + halfUlp(et, g)) : 0;  // infinities must match
    }
    return bound;
  }
  ElementType pt = complexPartType(et);
  const double u = std::ldexp(1.0, -floatFormat(pt).precision());
  for (int64_t k = 0; k < n; ++k) {
    std::complex<double> g = golden.complexValue(k);
    if (!std::isfinite(g.real()) || !std::isfinite(g.imag())) {
      out[k] = 0;
      continue;
    }
    double spacing = std::hypot(ulpOf(pt, g.real()), ulpOf(pt, g.imag()));
    // Relative: |exact| <= |golden| + half the spacing (the golden's own rounding).
    out[k] = a.kind == UlpAllowance::Kind::Relative ? a.ulps * u * (std::abs(g) + spacing) : a.ulps * spacing;
  }
  return bound;
}

Tensor filledBound(const Tensor& golden, double value) {
  Tensor bound = zeroTensor(golden.shape(), ElementType::F64);
  std::fill_n(bound.data<double>(), golden.numElements(), value);
  return bound;
}

// The i1 tensor of the elements of `v` marked `which`; null when none is.
Tensor markTensor(const Value& v, Mark which) {
  if (!v.annotations || v.annotations->marks.empty()) return Tensor();
  const std::vector<uint8_t>& marks = v.annotations->marks;
  if (std::none_of(marks.begin(), marks.end(), [&](uint8_t m) { return (m & which) != 0; })) return Tensor();
  Tensor out = zeroTensor(v.tensor().shape(), ElementType::I1);
  uint8_t* m = out.data<uint8_t>();
  for (size_t k = 0; k < marks.size(); ++k) m[k] = (marks[k] & which) != 0 ? 1 : 0;
  return out;
}

}  // namespace

std::vector<GoldenOutput> runGolden(Evaluator& evaluator, const Func& entry, std::vector<Value> args,
                                    Frame* keepFrame) {
  if (!evaluator.options().annotate) fail(entry.loc, "internal: runGolden needs RunOptions::annotate");
  // The inputs are exact: a zero bound lets the ops that keep their operands'
  // bounds (max, select, data movement, ...) keep them.
  annotateAsExact(args);
  if (args.size() != entry.inputs.size())
    fail(entry.loc, "@" + entry.name + " takes " + std::to_string(entry.inputs.size()) + " arguments, got " +
                        std::to_string(args.size()));
  // The entry's block runs here rather than through Evaluator::call so that
  // every value it computes stays visible to the walk below.
  Frame frame(static_cast<size_t>(entry.numSlots));
  std::vector<Value> results = evaluator.runRegion(entry.body, args, frame);
  const std::vector<int>& returned =
      entry.body.blocks.empty() || entry.body.blocks.front().ops.empty()
          ? std::vector<int>{}
          : entry.body.blocks.front().ops.back().operands;

  SourceWalk walk(entry, frame);
  std::vector<GoldenOutput> outputs;
  for (size_t i = 0; i < results.size(); ++i) {
    const Value& v = results[i];
    if (!v.isTensor())
      fail(entry.loc, "golden writes tensor results only; result #" + std::to_string(i) + " of @" + entry.name +
                          " is a token or a tuple");
    GoldenOutput out;
    out.value = v.tensor();
    const int64_t n = out.value.numElements();
    out.mask = markTensor(v, kImplementationDefined);
    out.unstable = markTensor(v, kUnstable);
    if (carriesBound(out.value.elementType())) {
      Source s = i < returned.size() ? walk.of(returned[i]) : Source{};
      switch (s.kind) {
        case Source::Kind::Exact: out.bound = filledBound(out.value, 0); break;
        case Source::Kind::Allowance: out.bound = allowanceBound(out.value, s.allowance); break;
        case Source::Kind::Annotated:
          out.bound = filledBound(out.value, 0);
          std::copy_n(v.annotations->errorBound.begin(), n, out.bound.data<double>());
          break;
        case Source::Kind::Unknown: out.bound = filledBound(out.value, kUnknownBound); break;
      }
    }
    outputs.push_back(std::move(out));
  }
  if (keepFrame) *keepFrame = std::move(frame);
  return outputs;
}

std::vector<std::pair<std::string, Tensor>> goldenArchive(const std::vector<GoldenOutput>& outputs,
                                                          const RunOptions::Policies& policies) {
  std::vector<std::pair<std::string, Tensor>> members;
  for (size_t i = 0; i < outputs.size(); ++i) {
    std::string index = std::to_string(i);
    members.emplace_back("output_" + index, outputs[i].value);
    if (!outputs[i].mask.isNull()) members.emplace_back("mask_" + index, outputs[i].mask);
    if (!outputs[i].unstable.isNull()) members.emplace_back("unstable_" + index, outputs[i].unstable);
    if (!outputs[i].bound.isNull()) members.emplace_back("bound_" + index, outputs[i].bound);
  }
  for (const std::string& name : policyNames(policies)) {
    Tensor set = zeroTensor({}, ElementType::I1);
    set.data<uint8_t>()[0] = 1;
    members.emplace_back("policy_" + name, std::move(set));
  }
  return members;
}

int goldenCommand(const Program& program, const Func& entry, std::vector<Value> args, RunOptions options,
                  const std::string& outputsPath, const ExplainIndex* explain, const PrintOptions* print) {
  options.annotate = true;
  auto usageError = [](const std::string& message) {
    std::cerr << "hloref: error: " << message << "\n";
    return kExitUsage;
  };
  // The index is checked against the declared result type before the run
  // when it is static, and against the actual output after it.
  std::string problem;
  if (explain) {
    if (explain->output >= entry.outputs.size())
      return usageError("--explain: output " + std::to_string(explain->output) + " out of range: @" + entry.name +
                        " has " + std::to_string(entry.outputs.size()) + " output" +
                        (entry.outputs.size() == 1 ? "" : "s"));
    const Type& declared = entry.outputs[explain->output];
    if (declared.isTensor() &&
        std::none_of(declared.tensorType().shape.begin(), declared.tensorType().shape.end(),
                     [](int64_t d) { return d == kDynamic; }) &&
        !explainElement(*explain, declared.tensorType().shape, &problem))
      return usageError(problem);
  }
  Evaluator evaluator(program, options);
  Frame frame;
  std::vector<GoldenOutput> outputs = runGolden(evaluator, entry, std::move(args), explain ? &frame : nullptr);
  std::optional<int64_t> element;
  if (explain && !(element = explainElement(*explain, outputs[explain->output].value.shape(), &problem)))
    return usageError(problem);
  for (size_t i = 0; i < outputs.size(); ++i) {
    const GoldenOutput& o = outputs[i];
    if (print) printValue(std::cout, Value(o.value), *print);
    int64_t masked = 0;
    for (int64_t k = 0; !o.mask.isNull() && k < o.mask.numElements(); ++k) masked += o.mask.data<uint8_t>()[k];
    int64_t unstable = 0;
    for (int64_t k = 0; !o.unstable.isNull() && k < o.unstable.numElements(); ++k)
      unstable += o.unstable.data<uint8_t>()[k];
    std::cout << "// output_" << i << ": " << masked << " implementation-defined element" << (masked == 1 ? "" : "s");
    if (unstable > 0) std::cout << ", " << unstable << " unstable";
    if (!o.bound.isNull() && o.bound.numElements() > 0) {
      const double* b = o.bound.data<double>();
      char buf[40];
      std::snprintf(buf, sizeof buf, "%.6g", *std::max_element(b, b + o.bound.numElements()));
      std::cout << ", largest error bound " << buf;
    }
    std::cout << "\n";
  }
  if (const std::vector<std::string> names = policyNames(options.policies); !names.empty()) {
    std::cout << "// bounds admit the policies:";
    for (const std::string& name : names) std::cout << " " << name;
    std::cout << "\n";
  }
  if (explain) std::cout << explainOutput(evaluator, entry, frame, outputs, explain->output, *element);
  writeNpzFile(outputsPath, goldenArchive(outputs, options.policies));
  return evaluator.checkFailures() ? kExitCheckFailed : kExitOk;
}

}  // namespace hloref
