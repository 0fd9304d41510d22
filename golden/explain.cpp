#include "golden/explain.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <set>
#include <sstream>
#include <unordered_map>

#include "core/index_text.h"
#include "golden/annotate.h"
#include "golden/propagate.h"
#include "golden/ulp_allowance.h"

namespace hloref {
namespace {

constexpr double kUnknown = std::numeric_limits<double>::infinity();
using Rule = Annotation::Kind;

std::string number(double x) {
  if (std::isinf(x)) return x > 0 ? "+inf" : "-inf";
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.6g", x);
  return buf;
}

std::string elementText(const Value& v, int64_t k) {
  return v.isTensor() ? indexString(v.tensor().shape(), k) : "#" + std::to_string(k);
}

std::string ruleName(Rule r) {
  switch (r) {
    case Rule::Computing: return "Computing (conservative: no per-element bound rule)";
    case Rule::Elementwise: return "Elementwise (marks pass element by element, bounds do not)";
    case Rule::Lipschitz: return "Lipschitz (keeps the largest operand bound)";
    case Rule::MovesElements: return "MovesElements";
    case Rule::Sort: return "Sort";
    case Rule::Structural: return "Structural";
    case Rule::Exact: return "Exact";
    case Rule::ShapeOnly: return "ShapeOnly";
    case Rule::Propagating: return "Propagating";
    case Rule::Decides: return "Decides";
  }
  return "?";
}

bool isFloatTensor(const Value& v) {
  return v.isTensor() && (isFloat(v.tensor().elementType()) || isComplex(v.tensor().elementType()));
}
bool hasBounds(const Value& v) { return v.annotations && !v.annotations->errorBound.empty(); }
double boundAt(const Value& v, int64_t k) {
  if (!hasBounds(v)) return std::nan("");
  const std::vector<double>& b = v.annotations->errorBound;
  return b[b.size() == 1 ? 0 : static_cast<size_t>(k)];
}
uint8_t marksAt(const Value& v, int64_t k) {
  if (!v.annotations || v.annotations->marks.empty()) return 0;
  const std::vector<uint8_t>& m = v.annotations->marks;
  return m[m.size() == 1 ? 0 : static_cast<size_t>(k)];
}
std::string markNames(uint8_t bits) {
  std::string s;
  if (bits & kImplementationDefined) s += "implementation-defined";
  if (bits & kUnstable) s += std::string(s.empty() ? "" : " and ") + "unstable";
  return s;
}
std::string goldenText(const Value& v, int64_t k) {
  if (!v.isTensor()) return "?";
  const Tensor& t = v.tensor();
  if (isFloat(t.elementType())) return number(t.floatValue(k));
  return "";
}

// Who produced a value slot.
struct Producer {
  const Op* op = nullptr;     // the op, or the op whose region takes the value as an argument
  size_t index = 0;           // result or argument number
  size_t region = 0;          // for a region argument
  bool regionArgument = false;
};

// An operand element a step follows.
struct Part {
  size_t operand = 0;
  int64_t element = -1;
  double bound = 0;  // NaN: the operand carries no bound
};

class Explainer {
 public:
  Explainer(Evaluator& evaluator, const Func& entry, Frame& frame) : evaluator_(evaluator), entry_(entry), frame_(frame) {
    if (!entry.body.blocks.empty()) {
      const Block& b = entry.body.blocks.front();
      for (size_t i = 0; i < b.arguments.size(); ++i) arguments_[b.arguments[i]] = i;
      for (const Op& op : b.ops) index(op);
    }
  }

  // The bound chain from `slot`, element k; `unknown`: the output's bound
  // is +inf though the value's own may not be (an operand without a bound
  // somewhere upstream).
  void boundChain(int slot, int64_t k, bool unknown) {
    chain(slot, k, [&](const Op& op, size_t result, int s, int64_t e) { return boundStep(op, result, s, e, unknown); });
  }
  void markChain(int slot, int64_t k, uint8_t bits) {
    chain(slot, k, [&](const Op& op, size_t result, int s, int64_t e) { return markStep(op, result, s, e, bits); });
  }

  std::string text() const { return out_.str(); }
  void line(const std::string& s) { out_ << "//   " << s << "\n"; }

 private:
  Evaluator& evaluator_;
  const Func& entry_;
  Frame& frame_;
  std::unordered_map<int, Producer> producers_;
  std::unordered_map<int, size_t> arguments_;
  std::ostringstream out_;

  // Steps from (slot, k) until a step returns nothing.
  template <class Step>
  void chain(int slot, int64_t k, Step&& step) {
    std::set<std::pair<int, int64_t>> seen;
    for (int n = 0; n < 1000; ++n) {
      if (!seen.insert({slot, k}).second) return line("(the chain returns to a value already shown)");
      if (origin(slot, k, "")) return;
      const Producer& producer = producers_.at(slot);
      if (!producer.op->def) return line(where(*producer.op) + ": not a registered op; its annotations are not followed");
      std::optional<std::pair<int, int64_t>> next = step(*producer.op, producer.index, slot, k);
      if (!next) return;
      std::tie(slot, k) = *next;
    }
    line("(chain cut after 1000 steps)");
  }

  void index(const Op& op) {
    for (size_t i = 0; i < op.results.size(); ++i) producers_[op.results[i]] = {&op, i, 0, false};
    for (size_t r = 0; r < op.regions.size(); ++r)
      for (const Block& b : op.regions[r].blocks) {
        for (size_t i = 0; i < b.arguments.size(); ++i) producers_[b.arguments[i]] = {&op, i, r, true};
        for (const Op& inner : b.ops) index(inner);
      }
  }

  const Value& value(int slot) const { return frame_[static_cast<size_t>(slot)]; }

  OpCall callOf(const Op& op) {
    std::vector<Value> operands;
    for (int s : op.operands) operands.push_back(value(s));
    return OpCall{op, std::move(operands), evaluator_, frame_};
  }

  static std::string where(const Op& op) { return "'" + op.name + "' at " + op.loc.str(); }

  // Stops at values with no producing op; true when it did.
  bool origin(int slot, int64_t k, const std::string& what) {
    if (auto a = arguments_.find(slot); a != arguments_.end()) {
      line("argument #" + std::to_string(a->second) + " of @" + entry_.name + " element " +
           elementText(value(slot), k) + ": an input, exact (bound 0)" + what);
      return true;
    }
    auto p = producers_.find(slot);
    if (p == producers_.end()) {
      line("a value with no producer in @" + entry_.name + what);
      return true;
    }
    if (p->second.regionArgument) {
      const Value& v = value(slot);
      const double b = boundAt(v, k);
      line("argument #" + std::to_string(p->second.index) + " of region #" + std::to_string(p->second.region) + " of " +
           where(*p->second.op) + ", element " + elementText(v, k) +
           (std::isnan(b) ? std::string(", no bound") : ", bound " + number(b)) + what +
           ": the value entering the region's last run; earlier iterations are not kept");
      return true;
    }
    return false;
  }

  // The operand elements of `op` behind result element k.
  std::vector<Part> partsOf(OpCall& call, size_t result, int64_t k, bool* wholeOperands) {
    std::vector<Part> parts;
    const Rule rule = Annotation(call.op.def->annotation).kind;
    *wholeOperands = false;
    const int64_t n = value(call.op.results[result]).isTensor()
                          ? value(call.op.results[result]).tensor().numElements()
                          : 0;
    if (rule == Rule::Elementwise || rule == Rule::Lipschitz || rule == Rule::Propagating || rule == Rule::Decides) {
      for (size_t j = 0; j < call.operands.size(); ++j) {
        const Value& v = call.operands[j];
        if (!v.isTensor()) continue;
        const int64_t m = v.tensor().numElements();
        const int64_t e = m == n ? k : 0;
        if (m != n && m != 1) continue;
        parts.push_back({j, e, boundAt(v, e)});
      }
      return parts;
    }
    if (rule == Rule::MovesElements) {
      if (std::optional<std::pair<size_t, int64_t>> from = elementOrigin(call, result, k)) {
        parts.push_back({from->first, from->second, boundAt(call.operands[from->first], from->second)});
        return parts;
      }
    }
    // Whole operands: the element with the largest bound of each.
    *wholeOperands = true;
    for (size_t j = 0; j < call.operands.size(); ++j) {
      const Value& v = call.operands[j];
      if (!v.isTensor() || !isFloatTensor(v)) continue;
      if (!hasBounds(v)) {
        parts.push_back({j, 0, std::nan("")});
        continue;
      }
      const std::vector<double>& b = v.annotations->errorBound;
      const size_t at = static_cast<size_t>(std::max_element(b.begin(), b.end()) - b.begin());
      parts.push_back({j, static_cast<int64_t>(at), b.empty() ? 0.0 : b[at]});
    }
    return parts;
  }

  // The op's own part of the bound of result element k: the bound it gives
  // on the same golden operands taken as exact. nullopt when it gives none.
  std::optional<double> ownPart(OpCall& call, size_t result, int64_t k, double total) {
    const Rule rule = Annotation(call.op.def->annotation).kind;
    const Value& r = value(call.op.results[result]);
    if (rule == Rule::Lipschitz || rule == Rule::MovesElements || rule == Rule::Sort || rule == Rule::Exact ||
        rule == Rule::Structural)
      return 0.0;
    if (rule == Rule::Propagating && r.isTensor()) {
      std::vector<double> carried;
      if (propagatedBound(call, r.tensor(), &carried)) return total - carried[static_cast<size_t>(k)];
      return std::nullopt;
    }
    // An op that bounds its results itself: run it once more on exact operands.
    std::vector<Value> exact;
    for (const Value& v : call.operands) {
      Value e = v;
      if (isFloatTensor(v)) {
        auto a = std::make_shared<ElementAnnotations>();
        a->errorBound.assign(static_cast<size_t>(v.tensor().numElements()), 0.0);
        e.annotations = std::move(a);
      } else if (v.isTensor()) {
        e.annotations = nullptr;
      }
      exact.push_back(std::move(e));
    }
    OpCall again{call.op, std::move(exact), evaluator_, frame_};
    try {
      evaluator_.evaluate(again);
    } catch (const Error&) {
      return std::nullopt;
    }
    for (const auto& [i, bound] : again.pendingAnnotations.errorBounds)
      if (i == result && static_cast<size_t>(k) < bound.size()) return bound[static_cast<size_t>(k)];
    return std::nullopt;
  }

  static std::string ownWhat(const Op& op, Rule rule) {
    const std::string& n = op.name;
    if (n == "stablehlo.dot_general" || n == "stablehlo.dot" || n == "stablehlo.convolution")
      return "dot accumulation bound";
    if (n == "stablehlo.reduce" || n == "stablehlo.reduce_window") return "open-order reduction bound";
    if (rule == Rule::Propagating) return "its ULP allowance";
    if (rule == Rule::Lipschitz || rule == Rule::MovesElements || rule == Rule::Sort)
      return "it moves or selects values";
    return "its own bound";
  }

  std::string partText(const OpCall& call, const Part& p, bool whole) const {
    std::string s = "operand #" + std::to_string(p.operand) + (whole ? " (largest: element " : " element ") +
                    elementText(call.operands[p.operand], p.element) +
                    (std::isnan(p.bound) ? ", no bound" : ", bound " + number(p.bound));
    return s + (whole ? ")" : "");
  }

  // Why element k of a value without bounds has none, at its producer.
  std::string noBoundReason(const Op& op, const Value& v) const {
    const Rule rule = op.def ? Annotation(op.def->annotation).kind : Rule::Computing;
    std::string s = where(op) + " gives its result no per-element bound (rule " + ruleName(rule) + ")";
    if (v.isTensor() && op.def) {
      UlpAllowance a = ulpAllowance(op, v.tensor().elementType());
      if (a.kind == UlpAllowance::Kind::Rounded)
        s += ": only its stated allowance of " + number(a.ulps) + " ulp, which holds for exact operands";
      else if (a.kind == UlpAllowance::Kind::Unknown)
        s += ": it states no allowance";
    }
    return s;
  }

  // One step of the bound chain; the operand element to follow next.
  std::optional<std::pair<int, int64_t>> boundStep(const Op& op, size_t result, int slot, int64_t k, bool unknown) {
    const Value& v = value(slot);
    const Rule rule = Annotation(op.def->annotation).kind;
    const std::string head = where(op) + ", element " + elementText(v, k);
    if (!hasBounds(v)) {
      if (!isFloatTensor(v)) {
        line(head + ": not a float value, exact by its type");
        return std::nullopt;
      }
      if (v.tensor().numElements() == 0) {
        line(head + ": empty, nothing to be off");
        return std::nullopt;
      }
      // No bound: moved elements keep their origin's; else the op is the source.
      OpCall call = callOf(op);
      if (rule == Rule::MovesElements)
        if (std::optional<std::pair<size_t, int64_t>> from = elementOrigin(call, result, k)) {
          line(head + ": no bound; moved from operand #" + std::to_string(from->first) + " element " +
               elementText(call.operands[from->first], from->second));
          return std::make_pair(op.operands[from->first], from->second);
        }
      line(head + ": " + noBoundReason(op, v) + (unknown ? "; an op that computes with it has no bound (+inf)" : ""));
      return std::nullopt;
    }
    const double total = boundAt(v, k);
    std::string golden = goldenText(v, k);
    std::string at = head + (golden.empty() ? "" : " (golden " + golden + ")") + ": bound " + number(total);
    if (rule == Rule::Exact) {
      line(at + ": a constant, exact");
      return std::nullopt;
    }
    if (rule == Rule::Structural) {
      if (op.name == "stablehlo.while" && op.regions.size() > 1 && !op.regions[1].blocks.empty()) {
        const Op& ret = op.regions[1].blocks.front().ops.back();
        if (result < ret.operands.size()) {
          line(at + ": the value the loop body returned in its last iteration");
          return std::make_pair(ret.operands[result], k);
        }
      }
      if (op.name == "stablehlo.optimization_barrier" && result < op.operands.size()) {
        line(at + ": passed through");
        return std::make_pair(op.operands[result], k);
      }
      line(at + ": the value a region of the op gave (regions of this op are not followed)");
      return std::nullopt;
    }
    OpCall call = callOf(op);
    bool whole = false;
    std::vector<Part> parts = partsOf(call, result, k, &whole);
    // The part to follow: an unknown one first, else the largest.
    const Part* follow = nullptr;
    for (const Part& p : parts) {
      if (!isFloatTensor(call.operands[p.operand])) continue;
      const bool pUnknown = std::isnan(p.bound) || std::isinf(p.bound);
      const bool fUnknown = follow && (std::isnan(follow->bound) || std::isinf(follow->bound));
      if (!follow || (pUnknown && !fUnknown) || (!fUnknown && !pUnknown && p.bound > follow->bound)) follow = &p;
    }
    auto next = [&]() -> std::optional<std::pair<int, int64_t>> {
      if (!follow) return std::nullopt;
      return std::make_pair(op.operands[follow->operand], follow->element);
    };
    std::string partsText;
    for (const Part& p : parts)
      if (isFloatTensor(call.operands[p.operand]))
        partsText += (partsText.empty() ? "" : "; ") + partText(call, p, whole);
    if (partsText.empty()) partsText = "no float operands";

    if (std::isinf(total)) {
      // Carried, or made here.
      if (follow && std::isinf(follow->bound)) {
        line(at + ": carried from " + partText(call, *follow, whole));
        return next();
      }
      if (follow && std::isnan(follow->bound)) {
        line(at + ": unknown because " + partText(call, *follow, whole) +
             " (an error no absolute number states)");
        return next();
      }
      line(at + ": made unknown here: " + infReason(call, result, k, rule, parts));
      return std::nullopt;
    }
    if (unknown && follow) {
      // The output is +inf through an operand without bound upstream.
      for (const Part& p : parts)
        if (std::isnan(p.bound)) {
          line(at + ", but " + partText(call, p, whole) + ": the output's bound is unknown");
          return std::make_pair(op.operands[p.operand], p.element);
        }
    }
    std::optional<double> own = ownPart(call, result, k, total);
    std::string split;
    if (own) {
      const double o = std::min(*own, total);
      split = " = own " + number(o) + " (" + ownWhat(op, rule) + ") + carried " + number(total - o);
    } else {
      split = " (rule " + ruleName(rule) + ")";
    }
    line(at + split + " from " + partsText);
    if (unknown && !follow) line("(no operand without a bound found on this path)");
    if (follow && (follow->bound == 0 && !unknown)) {
      // Exact operands: nothing more to carry; show where they came from only when inexact.
      return std::nullopt;
    }
    return next();
  }

  std::string infReason(OpCall& call, size_t result, int64_t k, Rule rule, const std::vector<Part>& parts) {
    const Value& r = value(call.op.results[result]);
    for (const Part& p : parts) {
      const Value& v = call.operands[p.operand];
      if (!v.isTensor() || !isFloat(v.tensor().elementType())) continue;
      const double g = v.tensor().floatValue(p.element);
      if (!std::isfinite(g) && !(std::isnan(p.bound) || p.bound == 0))
        return "operand #" + std::to_string(p.operand) + " element " + elementText(v, p.element) + " is " + number(g) +
               " and inexact: how far the result moves is unknown";
    }
    if (rule == Rule::Computing || rule == Rule::Elementwise) {
      std::string which;
      for (const Part& p : parts)
        if (!std::isnan(p.bound) && p.bound != 0) which = " (" + partText(call, p, false) + ")";
      return "the op has no bound rule (golden/annotate.h: rule " + ruleName(rule) +
             "): an operand with a nonzero bound makes its float results unknown" + which;
    }
    if (r.isTensor() && isFloat(r.tensor().elementType()) && !std::isfinite(r.tensor().floatValue(k)))
      return "the result is " + number(r.tensor().floatValue(k)) +
             " while its operands are inexact (infinities must match; an overflow may not happen in another order)";
    for (const Part& p : parts) {
      const Value& v = call.operands[p.operand];
      if (v.isTensor() && isFloat(v.tensor().elementType()) && !std::isfinite(v.tensor().floatValue(p.element)))
        return "operand #" + std::to_string(p.operand) + " element " + elementText(v, p.element) + " is " +
               number(v.tensor().floatValue(p.element));
    }
    if (rule == Rule::Propagating && r.isTensor()) {
      UlpAllowance a = ulpAllowance(call.op, r.tensor().elementType());
      if (a.kind != UlpAllowance::Kind::Rounded && a.kind != UlpAllowance::Kind::Exact)
        return "the op states no absolute allowance for this type (" + std::string(a.why) + ")";
      return "its deviation over the operands' error boxes is unbounded";
    }
    return "the op set +inf itself (its own bound overflowed or does not apply)";
  }

  // One step of the mark chain.
  std::optional<std::pair<int, int64_t>> markStep(const Op& op, size_t result, int slot, int64_t k, uint8_t bits) {
    const Value& v = value(slot);
    const std::string head = where(op) + ", element " + elementText(v, k);
    const Rule rule = Annotation(op.def->annotation).kind;
    if (rule == Rule::Structural) {
      if (op.name == "stablehlo.while" && op.regions.size() > 1 && !op.regions[1].blocks.empty()) {
        const Op& ret = op.regions[1].blocks.front().ops.back();
        if (result < ret.operands.size() && (marksAt(value(ret.operands[result]), k) & bits)) {
          line(head + ": marked in the loop body's last iteration");
          return std::make_pair(ret.operands[result], k);
        }
      }
      line(head + ": marked " + markNames(marksAt(v, k) & bits) + " by " + where(op) +
           ": a marked predicate, index or loop condition leaves every result open");
      return std::nullopt;
    }
    OpCall call = callOf(op);
    bool whole = false;
    std::vector<Part> parts = partsOf(call, result, k, &whole);
    if (whole) {
      // Any marked element of any operand marks the whole result.
      for (size_t j = 0; j < call.operands.size(); ++j) {
        const Value& o = call.operands[j];
        if (!o.isTensor() || !o.annotations) continue;
        const std::vector<uint8_t>& m = o.annotations->marks;
        for (size_t e = 0; e < m.size(); ++e)
          if (m[e] & bits) {
            line(head + ": marked " + markNames(marksAt(v, k) & bits) + " because operand #" + std::to_string(j) +
                 " element " + elementText(o, static_cast<int64_t>(e)) + " is (rule " + ruleName(rule) +
                 ": a marked operand element marks the whole result)");
            return std::make_pair(op.operands[j], static_cast<int64_t>(e));
          }
      }
    } else {
      for (const Part& p : parts)
        if (marksAt(call.operands[p.operand], p.element) & bits) {
          line(head + ": marked " + markNames(marksAt(v, k) & bits) + ", carried from operand #" +
               std::to_string(p.operand) + " element " + elementText(call.operands[p.operand], p.element));
          return std::make_pair(op.operands[p.operand], p.element);
        }
      // Choosing operands (select's pred, start indices): element k, or any element.
      const int64_t n = v.isTensor() ? v.tensor().numElements() : 0;
      for (size_t j = 0; j < call.operands.size(); ++j) {
        const Value& o = call.operands[j];
        if (!o.isTensor() || !o.annotations || o.annotations->marks.empty()) continue;
        const std::vector<uint8_t>& m = o.annotations->marks;
        int64_t e = -1;
        if (static_cast<int64_t>(m.size()) == n) e = (m[static_cast<size_t>(k)] & bits) ? k : -1;
        else
          for (size_t i = 0; i < m.size() && e < 0; ++i)
            if (m[i] & bits) e = static_cast<int64_t>(i);
        if (e < 0) continue;
        line(head + ": marked " + markNames(marksAt(v, k) & bits) + ", carried from operand #" + std::to_string(j) +
             " element " + elementText(o, e) + " (it chooses which element is taken)");
        return std::make_pair(op.operands[j], e);
      }
    }
    std::string why;
    const uint8_t here = marksAt(v, k) & bits;
    if (here & kImplementationDefined)
      why += "the spec leaves this element open and the op wrote its documented value (golden/annotate.h: Marks)";
    if (here & kUnstable) {
      why += std::string(why.empty() ? "" : "; ") +
             "unstable: operands within their error bounds can change this discrete outcome";
      std::string bounded;
      for (const Part& p : parts)
        if (!std::isnan(p.bound) && p.bound != 0) bounded += "; " + partText(call, p, whole);
      why += bounded;
    }
    line(head + ": marked " + markNames(here) + " here by " + where(op) + ": " + why);
    return std::nullopt;
  }
};

}  // namespace

std::optional<ExplainIndex> parseExplainIndex(std::string_view text, std::string* error) {
  ExplainIndex index;
  auto bad = [&](const std::string& why) -> std::optional<ExplainIndex> {
    *error = "--explain expects K, O:K, [i,j,...] or O:[i,j,...] (O an output number, K a flat element index); " +
             why + " in '" + std::string(text) + "'";
    return std::nullopt;
  };
  auto integer = [](std::string_view s, int64_t* v) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    if (s.empty()) return false;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), *v);
    return ec == std::errc() && p == s.data() + s.size() && *v >= 0;
  };
  std::string_view rest = text;
  if (size_t colon = rest.find(':'); colon != std::string_view::npos) {
    int64_t o = 0;
    if (!integer(rest.substr(0, colon), &o)) return bad("the output number is not a non-negative integer");
    index.output = static_cast<size_t>(o);
    rest = rest.substr(colon + 1);
  }
  if (!rest.empty() && rest.front() == '[') {
    if (rest.back() != ']') return bad("a missing ']'");
    std::string_view inner = rest.substr(1, rest.size() - 2);
    if (inner.find_first_not_of(' ') == std::string_view::npos) return index;  // a scalar: []
    while (true) {
      size_t comma = inner.find(',');
      int64_t v = 0;
      if (!integer(inner.substr(0, comma), &v)) return bad("an index that is not a non-negative integer");
      index.multi.push_back(v);
      if (comma == std::string_view::npos) break;
      inner = inner.substr(comma + 1);
    }
    return index;
  }
  int64_t flat = 0;
  if (!integer(rest, &flat)) return bad("the element is not a non-negative integer");
  index.flat = flat;
  return index;
}

std::optional<int64_t> explainElement(const ExplainIndex& index, const Shape& shape, std::string* error) {
  int64_t count = 1;
  for (int64_t d : shape) count *= d;
  std::string dims = "[";
  for (size_t d = 0; d < shape.size(); ++d) dims += (d ? ", " : "") + std::to_string(shape[d]);
  dims += "]";
  if (index.flat) {
    if (*index.flat >= count) {
      *error = "--explain: element " + std::to_string(*index.flat) + " is out of range for output " +
               std::to_string(index.output) + " of shape " + dims + " (" + std::to_string(count) + " elements)";
      return std::nullopt;
    }
    return *index.flat;
  }
  if (index.multi.size() != shape.size()) {
    *error = "--explain: a multi-index of rank " + std::to_string(index.multi.size()) + " for output " +
             std::to_string(index.output) + " of shape " + dims;
    return std::nullopt;
  }
  int64_t flat = 0;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (index.multi[d] >= shape[d]) {
      *error = "--explain: index " + std::to_string(index.multi[d]) + " of dimension " + std::to_string(d) +
               " is out of range for output " + std::to_string(index.output) + " of shape " + dims;
      return std::nullopt;
    }
    flat = flat * shape[d] + index.multi[d];
  }
  return flat;
}

std::string explainOutput(Evaluator& evaluator, const Func& entry, Frame& frame,
                          const std::vector<GoldenOutput>& outputs, size_t output, int64_t element) {
  const GoldenOutput& o = outputs[output];
  const std::vector<int>& returned = entry.body.blocks.front().ops.back().operands;
  const int slot = returned[output];
  const Value& v = frame[static_cast<size_t>(slot)];
  std::ostringstream out;
  out << "// explain output_" << output << indexString(o.value.shape(), element) << " (element " << element << ")";
  if (isFloat(o.value.elementType())) out << ": golden " << number(o.value.floatValue(element));
  double bound = std::nan("");
  if (!o.bound.isNull()) {
    bound = o.bound.data<double>()[element];
    out << ", bound " << number(bound);
  }
  const uint8_t marks = marksAt(v, element);
  if (marks) out << ", marked " << markNames(marks);
  out << "\n";
  Explainer x(evaluator, entry, frame);
  if (!o.bound.isNull()) {
    const bool valueBound = hasBounds(v);
    if (!valueBound && std::isfinite(bound))
      x.line("no op bounded this value: the output's bound is the stated ULP allowance of the op that rounded it "
             "from exact operands (golden/golden.h)");
    else if (std::isinf(bound) && valueBound && std::isfinite(boundAt(v, element)))
      x.line("the ops give this element a bound of " + number(boundAt(v, element)) +
             ", but a value it depends on has no bound, so the output's bound is unknown");
    out << "// bound, from the output back (each op: bound after it = own part + part carried from operands):\n";
    x.boundChain(slot, element, std::isinf(bound));
  }
  std::string boundText = x.text();
  out << boundText;
  for (uint8_t bit : {uint8_t{kImplementationDefined}, uint8_t{kUnstable}}) {
    if (!(marks & bit)) continue;
    Explainer m(evaluator, entry, frame);
    out << "// marked " << markNames(bit) << ", from the output back:\n";
    m.markChain(slot, element, bit);
    out << m.text();
  }
  return out.str();
}

}  // namespace hloref
