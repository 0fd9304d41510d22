#include "fuzz/differential_class.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "conform/classify.h"
#include "conform/corpus.h"

namespace hloref::fuzz {
namespace {

// Section names are headings of stablehlo-spec.md ("Ops > convert" is
// `### convert` under `## Ops`); the points are ours.
const std::vector<FindingClass> kClasses = {
    {"crash", "Programs", "a valid program runs to its results; the backend died instead"},
    {"timeout", "Programs", "a valid program runs to its results; the backend ran past --timeout"},
    {"compile-error", "Programs", "a valid program runs to its results; the backend reported an error"},
    {"valid-rejected", "Ops > <op> > Constraints",
     "a program meeting every constraint of its ops is valid (hloref's checker accepts it); the backend rejected it"},
    {"wrong-shape", "Ops > <op> > Outputs", "the result count, type or shape is fixed by the op's Outputs and constraints"},
    {"flush-to-zero", "Errors > Floating-point exceptions",
     "underflow produces IEEE-754's default result (a subnormal number), not zero; f16/f32/f64 are IEEE-754 binary formats "
     "(Types)"},
    {"nan-payload", "Types",
     "floats follow IEEE-754, whose operations should carry an input NaN's payload (a recommendation: a portability "
     "finding)"},
    {"nan-propagation", "Ops > <op>",
     "maximum/minimum are IEEE-754's maximum/minimum, which return NaN when an operand is NaN; clamp, sort and reductions "
     "are defined through them or compare's totalOrder"},
    {"float-to-int", "Ops > convert",
     "float-to-integer conversion truncates the fraction; only values whose truncation is out of range are TBD"},
    {"shift-width", "Ops > <op>", "a shift by rhs bits; amounts of at least the width are left open (masked)"},
    {"integer-overflow", "Errors",
     "integer overflow is implementation-defined only where it happens; the other elements are exact"},
    {"f64-demotion", "Types", "f64 is IEEE-754 binary64: a result accurate only to binary32 was computed in lower precision"},
    {"precision", "Ops > <op>",
     "precision_config DEFAULT/HIGH/HIGHEST trades speed for accuracy; the error exceeds what summation order allows, as "
     "if operands were rounded to a narrower type"},
    {"transcendental-ulp", "Ops > <op>",
     "floats: exp (log, sin, tanh, ...) from IEEE-754, which recommends correct rounding; outside the allowance hloref "
     "grants"},
    {"reduction-bound", "Ops > <op>",
     "the order of reductions is implementation-defined; every order's result lies within the bound, this one does not"},
    {"index-clamping", "Ops > <op>",
     "dynamic_slice and gather clamp start indices into the operand (clamp(0, start_indices, shape(operand) - "
     "slice_sizes)); scatter skips each out-of-bounds result_index alone"},
    {"quantization-rounding", "Execution semantics of quantized operation",
     "quantization rounds to nearest even after scaling, then clamps to the storage range"},
    {"signed-zero", "Types", "IEEE-754 arithmetic fixes the sign of a zero result"},
    {"nan", "Errors > Floating-point exceptions", "invalid operations give NaN and only they do (IEEE-754 defaults)"},
    {"infinity", "Errors > Floating-point exceptions", "overflow and division by zero give IEEE-754's infinities, and only they"},
    {"accuracy", "Ops > <op> > Semantics", "the result lies a few ulps outside the golden's bound"},
    {"order", "Ops > <op> > Semantics", "the right values in the wrong places"},
    {"wrong-value", "Ops > <op> > Semantics", "the result differs from the op's semantics"},
    {"golden", "(hloref)", "hloref's own golden disagrees with itself: a bug of hloref"},
    {"unsupported", "(none)", "the backend does not run this op or type: counted, not a finding", false},
};

const std::set<std::string> kTranscendental = {
    "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "sine", "cosine", "tan",
    "tanh",        "sqrt",                  "rsqrt", "cbrt",        "power",    "atan2"};
const std::set<std::string> kDot = {"dot_general", "dot", "convolution"};
const std::set<std::string> kReductions = {"reduce",          "reduce_window",        "batch_norm_training",
                                           "batch_norm_grad", "batch_norm_inference", "select_and_scatter"};
const std::set<std::string> kNanOrdered = {"maximum", "minimum", "clamp", "sort", "reduce", "reduce_window",
                                           "select_and_scatter"};
const std::set<std::string> kIndexed = {"gather", "dynamic_gather", "dynamic_slice", "dynamic_update_slice", "scatter"};
const std::set<std::string> kIntegerArithmetic = {"add", "subtract", "multiply", "negate", "abs", "power", "divide",
                                                  "remainder"};

std::string shortName(const std::string& op) {
  return op.rfind("stablehlo.", 0) == 0 ? op.substr(10) : op;
}

// The op of `entry` whose results hold `slot`; null for an argument.
const Op* definingOp(const Func& entry, int slot) {
  for (const Op& op : entry.body.blocks.front().ops)
    if (std::find(op.results.begin(), op.results.end(), slot) != op.results.end()) return &op;
  return nullptr;
}

// Operand `k` of `op` as an input of the case when it is an argument of the
// entry; null otherwise.
const Tensor* argumentOperand(const conform::Case& c, const Func& entry, const Op& op, size_t k) {
  if (k >= op.operands.size()) return nullptr;
  const std::vector<int>& args = entry.body.blocks.front().arguments;
  auto it = std::find(args.begin(), args.end(), op.operands[k]);
  if (it == args.end()) return nullptr;
  size_t i = static_cast<size_t>(it - args.begin());
  if (i >= c.inputs.size() || !c.inputs[i].value.isTensor()) return nullptr;
  return &c.inputs[i].value.tensor();
}

int64_t alignedIndex(const Tensor& t, int64_t index, int64_t elements) {
  if (t.numElements() == 1) return 0;
  return t.numElements() == elements ? index : -1;
}

bool isFloatOrComplex(ElementType t) { return isFloat(t) || isComplex(t); }

// The refined class of element class `base` at element `index` of the
// output `op` produced.
std::string refine(const conform::Case& c, const Func& entry, const Op* op, const std::string& base,
                   const conform::Mismatch* m, int64_t elements) {
  const std::string name = op ? shortName(op->name) : "";
  const bool quantized = op && std::any_of(op->operandTypes.begin(), op->operandTypes.end(), [](const Type& t) {
                           return t.isTensor() && t.tensorType().isQuantized();
                         });
  const bool resultQuantized = op && !op->resultTypes.empty() && op->resultTypes[0].isTensor() &&
                               op->resultTypes[0].tensorType().isQuantized();
  if (quantized || resultQuantized || name == "uniform_quantize" || name == "uniform_dequantize")
    return "quantization-rounding";
  if (base == "flush-to-zero" || base == "nan-payload" || base == "signed-zero") return base;
  if (name == "convert" && !op->operandTypes.empty() && op->operandTypes[0].isTensor() &&
      isFloatOrComplex(op->operandTypes[0].tensorType().elementType) && !op->resultTypes.empty() &&
      op->resultTypes[0].isTensor() && isInteger(op->resultTypes[0].tensorType().elementType))
    return "float-to-int";
  const int64_t index = m ? m->index : -1;
  if (name.rfind("shift_", 0) == 0 && index >= 0) {
    if (const Tensor* amount = argumentOperand(c, entry, *op, 1)) {
      int64_t k = alignedIndex(*amount, index, elements);
      const int width = bitWidth(amount->elementType());
      const uint64_t bits = width >= 64 ? amount->intBits(k) : amount->intBits(k) & ((uint64_t{1} << width) - 1);
      if (k >= 0 && bits >= static_cast<uint64_t>(width)) return "shift-width";
    }
  }
  if (base == "nan" && kNanOrdered.count(name)) return "nan-propagation";
  if (kIndexed.count(name) && base != "accuracy") return "index-clamping";
  if (op && !op->resultTypes.empty() && op->resultTypes[0].isTensor() &&
      isInteger(op->resultTypes[0].tensorType().elementType) && kIntegerArithmetic.count(name))
    return "integer-overflow";
  const bool floatResult = op && !op->resultTypes.empty() && op->resultTypes[0].isTensor() &&
                           isFloatOrComplex(op->resultTypes[0].tensorType().elementType);
  if (floatResult && (base == "accuracy" || base == "wrong-value" || base == "infinity")) {
    const double rel = m ? m->relError : NAN;
    const ElementType t = c.expected.empty() || !c.expected[0].value.isTensor() ? ElementType::F32
                                                                                  : c.expected[0].value.tensor().elementType();
    const bool f64 = t == ElementType::F64 || t == ElementType::C128;
    if (kDot.count(name)) return rel > (f64 ? 0x1p-40 : 0x1p-12) ? "precision" : "reduction-bound";
    if (f64 && rel > 0x1p-45 && rel <= 0x1p-20) return "f64-demotion";
    if (kTranscendental.count(name)) return "transcendental-ulp";
    if (kReductions.count(name) || name == "scatter") return "reduction-bound";
  }
  return base;
}

}  // namespace

const std::vector<FindingClass>& findingClasses() { return kClasses; }

std::string sectionOf(const FindingClass& k, const std::string& op) {
  std::string section(k.section);
  const size_t at = section.find("<op>");
  if (at != std::string::npos && !op.empty())
    section.replace(at, 4, op.rfind("stablehlo.", 0) == 0 ? op.substr(10) : op);
  return section;
}

const FindingClass* findingClass(std::string_view name) {
  for (const FindingClass& c : kClasses)
    if (c.name == name) return &c;
  return nullptr;
}

Disagreement classifyDisagreement(const conform::Case& c, const Func& entry, const conform::CaseResult& r) {
  Disagreement d;
  const std::string caseClass = conform::classifyCase(r);
  const Op& ret = entry.body.blocks.front().ops.back();
  // The failing output: the first one that disagrees.
  size_t output = 0;
  while (output < r.outputs.size() && r.outputs[output].ok()) ++output;
  const Op* op = nullptr;
  if (output < r.outputs.size() && output < ret.operands.size()) op = definingOp(entry, ret.operands[output]);
  if (!op) {  // a structural failure: the program's last op
    for (auto it = entry.body.blocks.front().ops.rbegin(); it != entry.body.blocks.front().ops.rend(); ++it)
      if (!it->isTerminator) {
        op = &*it;
        break;
      }
  }
  d.op = op ? op->name : "";
  if (output < r.outputs.size()) d.output = static_cast<int>(output);
  if (output < r.outputs.size() && output < c.expected.size() && c.expected[output].value.isTensor())
    d.elementType = conform::elementTypeLabel(c.expected[output].value.tensor().type());
  else if (op && !op->resultTypes.empty() && op->resultTypes[0].isTensor())
    d.elementType = conform::elementTypeLabel(op->resultTypes[0].tensorType());
  if (op && shortName(op->name) == "convert" && !op->operandTypes.empty() && op->operandTypes[0].isTensor())
    d.elementType = conform::elementTypeLabel(op->operandTypes[0].tensorType()) + "->" + d.elementType;

  static const std::map<std::string, std::string> structural = {
      {"crash", "crash"},          {"timeout", "timeout"},     {"error", "compile-error"},
      {"rejected", "valid-rejected"}, {"shape", "wrong-shape"}, {"expectation", "golden"},
      {"accepted", "wrong-value"},  {"check", "wrong-value"}};
  if (auto it = structural.find(caseClass); it != structural.end()) {
    d.cls = it->second;
    d.detail = r.message.substr(0, 300);
    // The backend's last words (an abort message, a traceback's last line).
    std::string log = r.log;
    while (!log.empty() && (log.back() == '\n' || log.back() == ' ')) log.pop_back();
    if (!log.empty() && (d.cls == "crash" || d.cls == "compile-error"))
      d.detail += " | log: " + log.substr(log.rfind('\n') == std::string::npos ? 0 : log.rfind('\n') + 1).substr(0, 200);
    return d;
  }
  const conform::OutputReport* o = output < r.outputs.size() ? &r.outputs[output] : nullptr;
  const conform::Mismatch* m = o && !o->mismatches.empty() ? &o->mismatches.front() : nullptr;
  std::string base = o && !o->problem.empty() ? "wrong-shape" : !o || o->failureClass.empty() ? "wrong-value" : o->failureClass;
  if (m && !m->failureClass.empty() && base != "order") base = m->failureClass;
  d.cls = base == "wrong-shape" ? base : refine(c, entry, op, base, m, o ? o->elements : 0);
  if (m) d.index = m->index;
  d.detail = base + " at result #" + std::to_string(output);
  if (m) {
    d.detail += m->at + ": " + m->actual + ", expected " + m->expected;
    if (m->ulp >= 0) d.detail += " (" + std::to_string(m->ulp) + " ulp)";
  }
  if (o) d.detail += "; " + std::to_string(o->mismatchCount) + " of " + std::to_string(o->elements) + " elements differ";
  return d;
}

}  // namespace hloref::fuzz
