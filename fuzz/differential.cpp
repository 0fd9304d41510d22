#include "fuzz/differential.h"

#include <algorithm>
#include <cstring>
#include <set>

#include "conform/corpus.h"
#include "golden/golden.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

namespace hloref::fuzz {
namespace {

using conform::Case;
using conform::CorpusValue;

Func& entryOf(Module& m) {
  for (const std::unique_ptr<Func>& f : m.funcs)
    if (f->name == "main") return *f;
  return *m.funcs.front();
}

Case baseCase(const ProgramInstance& p, const std::string& name) {
  Case c;
  c.file = name + ".yaml";
  c.name = name;
  c.program = p.text;
  for (const Value& v : p.inputs) c.inputs.push_back(CorpusValue{v, v.isTensor() ? valueString(v) : ""});
  c.outcome = conform::Outcome::Returns;
  c.policy.kind = conform::Policy::Kind::Bound;
  return c;
}

// Every operand slot of `op` and of the ops of its regions.
template <class Fn>
void forEachOperand(Op& op, const Fn& fn) {
  for (int& slot : op.operands) fn(slot);
  for (Region& r : op.regions)
    for (Block& b : r.blocks)
      for (Op& inner : b.ops) forEachOperand(inner, fn);
}

std::set<int> usedSlots(Func& f) {
  std::set<int> used;
  for (Op& op : f.body.blocks.front().ops) forEachOperand(op, [&](int& s) { used.insert(s); });
  return used;
}

// Drops ops none of whose results is used, then arguments nothing uses
// (with their inputs).
void removeDead(Func& f, std::vector<Value>& inputs) {
  std::vector<Op>& ops = f.body.blocks.front().ops;
  for (bool changed = true; changed;) {
    changed = false;
    std::set<int> used = usedSlots(f);
    for (size_t j = ops.size(); j-- > 0;) {
      if (ops[j].isTerminator || ops[j].results.empty()) continue;
      if (std::none_of(ops[j].results.begin(), ops[j].results.end(), [&](int s) { return used.count(s); })) {
        ops.erase(ops.begin() + static_cast<std::ptrdiff_t>(j));
        changed = true;
        break;
      }
    }
  }
  std::set<int> used = usedSlots(f);
  Block& b = f.body.blocks.front();
  for (size_t i = b.arguments.size(); i-- > 0;) {
    if (used.count(b.arguments[i])) continue;
    b.arguments.erase(b.arguments.begin() + static_cast<std::ptrdiff_t>(i));
    b.argumentTypes.erase(b.argumentTypes.begin() + static_cast<std::ptrdiff_t>(i));
    f.inputs.erase(f.inputs.begin() + static_cast<std::ptrdiff_t>(i));
    if (i < inputs.size()) inputs.erase(inputs.begin() + static_cast<std::ptrdiff_t>(i));
  }
}

// `p` with the entry returning only result `k` (dead code removed).
std::optional<ProgramInstance> keepOutput(const ProgramInstance& p, size_t k) {
  std::unique_ptr<Module> m = parseModule(p.text, "candidate.mlir");
  Func& f = entryOf(*m);
  Op& ret = f.body.blocks.front().ops.back();
  if (k >= ret.operands.size() || ret.operands.size() == 1) return std::nullopt;
  ret.operands = {ret.operands[k]};
  ret.operandTypes = {ret.operandTypes[k]};
  f.outputs = {f.outputs[k]};
  ProgramInstance out{"", p.inputs};
  removeDead(f, out.inputs);
  out.text = moduleString(*m);
  return out;
}

// `p` without the results that only pass an argument through.
std::optional<ProgramInstance> dropPassThrough(const ProgramInstance& p) {
  std::unique_ptr<Module> m = parseModule(p.text, "candidate.mlir");
  Func& f = entryOf(*m);
  Op& ret = f.body.blocks.front().ops.back();
  const std::vector<int>& args = f.body.blocks.front().arguments;
  std::vector<int> operands;
  std::vector<Type> types;
  for (size_t k = 0; k < ret.operands.size(); ++k) {
    if (std::find(args.begin(), args.end(), ret.operands[k]) != args.end()) continue;
    operands.push_back(ret.operands[k]);
    types.push_back(ret.operandTypes[k]);
  }
  if (operands.empty() || operands.size() == ret.operands.size()) return std::nullopt;
  ret.operands = operands;
  ret.operandTypes = types;
  f.outputs = types;
  ProgramInstance out{"", p.inputs};
  removeDead(f, out.inputs);
  out.text = moduleString(*m);
  return out;
}

// The values of op `j`'s results as hloref computes them on `p`.
std::optional<std::vector<Value>> valuesOf(const ProgramInstance& p, size_t j) {
  std::unique_ptr<Module> m = parseModule(p.text, "candidate.mlir");
  Func& f = entryOf(*m);
  std::vector<Op>& ops = f.body.blocks.front().ops;
  Op& ret = ops.back();
  ret.operands = ops[j].results;
  ret.operandTypes = ops[j].resultTypes;
  f.outputs = ops[j].resultTypes;
  for (const Type& t : f.outputs)
    if (!t.isTensor()) return std::nullopt;
  ProgramInstance probe{moduleString(*m), p.inputs};
  conform::Execution e = conform::runReference(baseCase(probe, "probe"), false);
  if (e.kind != conform::Execution::Kind::Ran) return std::nullopt;
  return e.results;
}

// `p` with op `j` cut out: its results become new arguments holding the
// values hloref computes for them.
std::optional<ProgramInstance> cutOp(const ProgramInstance& p, size_t j) {
  std::optional<std::vector<Value>> values = valuesOf(p, j);
  if (!values) return std::nullopt;
  std::unique_ptr<Module> m = parseModule(p.text, "candidate.mlir");
  Func& f = entryOf(*m);
  Block& b = f.body.blocks.front();
  // Constants stay: an operand may have to be a constant (rng's shape,
  // iota-like attributes passed as tensors).
  if (j >= b.ops.size() || b.ops[j].isTerminator || b.ops[j].name == "stablehlo.constant") return std::nullopt;
  Op cut = b.ops[j];
  b.ops.erase(b.ops.begin() + static_cast<std::ptrdiff_t>(j));
  ProgramInstance out{"", p.inputs};
  for (size_t r = 0; r < cut.results.size(); ++r) {
    const int slot = f.numSlots++;
    b.arguments.push_back(slot);
    b.argumentTypes.push_back(cut.resultTypes[r]);
    f.inputs.push_back(cut.resultTypes[r]);
    out.inputs.push_back((*values)[r]);
    for (Op& op : b.ops) forEachOperand(op, [&](int& s) { s = s == cut.results[r] ? slot : s; });
  }
  removeDead(f, out.inputs);
  out.text = moduleString(*m);
  return out;
}

// `p` reduced to op `j` alone: the entry returns op j's results, and every
// op before it is cut (its value fed in as an argument).
std::optional<ProgramInstance> isolate(const ProgramInstance& p, size_t j) {
  std::unique_ptr<Module> m = parseModule(p.text, "candidate.mlir");
  Func& f = entryOf(*m);
  std::vector<Op>& ops = f.body.blocks.front().ops;
  if (j + 1 >= ops.size()) return std::nullopt;
  Op& ret = ops.back();
  ret.operands = ops[j].results;
  ret.operandTypes = ops[j].resultTypes;
  f.outputs = ops[j].resultTypes;
  ProgramInstance out{"", p.inputs};
  removeDead(f, out.inputs);
  out.text = moduleString(*m);
  // Cut the first op that is neither a constant nor op j (now the last).
  for (;;) {
    std::unique_ptr<Module> now = parseModule(out.text, "candidate.mlir");
    const std::vector<Op>& left = entryOf(*now).body.blocks.front().ops;
    size_t k = 0;
    while (k + 2 < left.size() && left[k].name == "stablehlo.constant") ++k;
    if (k + 2 >= left.size()) return out;
    std::optional<ProgramInstance> cut = cutOp(out, k);
    if (!cut) return std::nullopt;
    out = std::move(*cut);
  }
}

// Rewrites each tensor type of `op` (and its regions) shaped `shape` to
// rank 0; false when some other type is not rank 0 already.
bool scalarizeTypes(std::vector<Type>& types, const Shape& shape) {
  for (Type& t : types) {
    if (!t.isTensor()) return false;
    if (t.tensorType().shape == shape) t.tensorType().shape = {};
    else if (t.tensorType().rank() != 0) return false;
  }
  return true;
}

bool scalarizeOp(Op& op, const Shape& shape) {
  if (!scalarizeTypes(op.operandTypes, shape) || !scalarizeTypes(op.resultTypes, shape)) return false;
  for (Region& r : op.regions)
    for (Block& b : r.blocks) {
      if (!scalarizeTypes(b.argumentTypes, shape)) return false;
      for (Op& inner : b.ops)
        if (!scalarizeOp(inner, shape)) return false;
    }
  return true;
}

// An elementwise program (every tensor shaped like result `output`, or a
// scalar) reduced to element `index`: all of it at rank 0.
std::optional<ProgramInstance> shrinkToElement(const ProgramInstance& p, int output, int64_t index) {
  std::unique_ptr<Module> m = parseModule(p.text, "candidate.mlir");
  Func& f = entryOf(*m);
  if (output < 0 || static_cast<size_t>(output) >= f.outputs.size() || !f.outputs[output].isTensor()) return std::nullopt;
  const Shape shape = f.outputs[output].tensorType().shape;
  if (shape.empty() || index < 0) return std::nullopt;
  if (!scalarizeTypes(f.inputs, shape) || !scalarizeTypes(f.outputs, shape) ||
      !scalarizeTypes(f.body.blocks.front().argumentTypes, shape))
    return std::nullopt;
  for (Op& op : f.body.blocks.front().ops)
    if (!scalarizeOp(op, shape)) return std::nullopt;
  ProgramInstance out{moduleString(*m), {}};
  for (const Value& v : p.inputs) {
    if (!v.isTensor() || v.tensor().shape() != shape) {
      out.inputs.push_back(v);
      continue;
    }
    TensorType scalar = v.tensor().type();
    scalar.shape = {};
    Tensor t(scalar);
    const int64_t width = storageBytes(scalar.elementType);
    std::memcpy(t.bytes(), v.tensor().bytes() + index * width, static_cast<size_t>(width));
    out.inputs.push_back(Value(t));
  }
  return out;
}

// A copy of `t` (Tensor copies share their buffer).
Tensor copyOf(const Tensor& t) {
  Tensor c(t.type());
  if (t.byteSize()) std::memcpy(c.bytes(), t.bytes(), static_cast<size_t>(t.byteSize()));
  return c;
}

bool isZero(const Tensor& t, int64_t k) {
  const ElementType e = t.elementType();
  if (isFloat(e)) return t.floatValue(k) == 0 && !std::signbit(t.floatValue(k));
  if (isComplex(e)) return t.complexValue(k) == std::complex<double>(0, 0);
  return t.intBits(k) == 0;
}

void setZero(Tensor& t, int64_t k) {
  const ElementType e = t.elementType();
  if (isFloat(e)) t.setFloatValue(k, 0.0);
  else if (isComplex(e)) t.setComplexValue(k, {0, 0});
  else t.setIntBits(k, 0);
}

std::string yamlQuoted(const std::string& s) {
  std::string q = "\"";
  for (char ch : s) {
    if (ch == '"' || ch == '\\') q += '\\';
    if (ch == '\n') q += "\\n";
    else q += ch;
  }
  return q + "\"";
}

}  // namespace

int countOps(const std::string& text) {
  try {
    std::unique_ptr<Module> m = parseModule(text, "count.mlir");
    int n = 0;
    for (const Op& op : entryOf(*m).body.blocks.front().ops) n += !op.isTerminator;
    return n;
  } catch (const Error&) {
    return 0;
  }
}

std::optional<Case> goldenCase(const ProgramInstance& p, const std::string& name, std::string* why) {
  Case c = baseCase(p, name);
  std::vector<GoldenOutput> golden;
  conform::Execution e = conform::runReference(c, false, &golden);
  if (e.kind != conform::Execution::Kind::Ran || golden.empty()) {
    *why = e.kind == conform::Execution::Kind::Ran ? "the program returns nothing" : e.message;
    return std::nullopt;
  }
  for (const GoldenOutput& g : golden) c.expected.push_back(CorpusValue{Value(g.value), valueString(Value(g.value))});
  c.elementType = conform::elementTypeLabel(golden.front().value.type());
  return c;
}

Disagreement classifyResult(const Case& c, const conform::CaseResult& r) {
  std::unique_ptr<Module> m = parseModule(c.program, c.file);
  return classifyDisagreement(c, entryOf(*m), r);
}

Trial judgeProgram(conform::Backend& backend, const ProgramInstance& p, const std::string& name) {
  Trial t;
  std::optional<Case> c = goldenCase(p, name, &t.message);
  if (!c) return t;
  t.c = std::move(*c);
  conform::CaseResult r = backend.run(t.c);
  switch (r.status) {
    case conform::Status::Pass: t.kind = Trial::Kind::Pass; break;
    case conform::Status::Unsupported:
    case conform::Status::Skipped:
      t.kind = Trial::Kind::Unsupported;
      t.message = r.message;
      break;
    case conform::Status::Fail:
      t.kind = Trial::Kind::Finding;
      t.disagreement = classifyResult(t.c, r);
      t.c.op = t.disagreement.op;
      break;
  }
  return t;
}

Minimized minimize(const ProgramInstance& p, const Disagreement& found, const JudgeFn& judgeOf, int budget) {
  Minimized best{p, found, countOps(p.text), 0, 0};
  // Accepts `candidate` when the class persists.
  auto tryCandidate = [&](const std::optional<ProgramInstance>& candidate) {
    if (!candidate || best.runs >= budget || countOps(candidate->text) == 0) return false;
    ++best.runs;
    std::optional<Disagreement> d = judgeOf(*candidate);
    if (!d || d->cls != best.disagreement.cls) return false;
    best.program = *candidate;
    best.disagreement = *d;
    return true;
  };
  auto attempt = [&](auto make) {
    try {
      return tryCandidate(make());
    } catch (const Error&) {
      return false;  // a candidate hloref cannot parse or run
    }
  };
  // One output.
  for (size_t k = 0; k < 8; ++k)
    if (attempt([&] { return keepOutput(best.program, k); })) break;
  attempt([&] { return dropPassThrough(best.program); });
  // Fewest ops: cut each op in turn, feeding its value in.
  for (bool changed = true; changed && best.runs < budget;) {
    changed = false;
    const int n = countOps(best.program.text);
    for (int j = 0; j < n && !changed; ++j) changed = attempt([&] { return cutOp(best.program, static_cast<size_t>(j)); });
  }
  // Attribution: the first op that disagrees alone (whatever its class:
  // the class follows the op) takes the finding.
  for (int j = 0, n = countOps(best.program.text); n > 1 && j < n && best.runs < budget; ++j) {
    try {
      std::optional<ProgramInstance> alone = isolate(best.program, static_cast<size_t>(j));
      if (!alone) continue;
      ++best.runs;
      if (std::optional<Disagreement> d = judgeOf(*alone)) {
        best.program = *alone;
        best.disagreement = *d;
        break;
      }
    } catch (const Error&) {
    }
  }
  // Smallest shapes: an elementwise program at the failing element alone.
  attempt([&] { return shrinkToElement(best.program, best.disagreement.output, best.disagreement.index); });
  // Fewest non-zero input elements: zero chunks of each input, halving.
  for (size_t i = 0; i < best.program.inputs.size() && best.runs < budget; ++i) {
    if (!best.program.inputs[i].isTensor()) continue;
    const int64_t n = best.program.inputs[i].tensor().numElements();
    for (int64_t chunk = n; chunk >= 1 && best.runs < budget; chunk /= 2) {
      for (int64_t start = 0; start < n && best.runs < budget; start += chunk) {
        const Tensor& current = best.program.inputs[i].tensor();
        bool any = false;
        for (int64_t k = start; k < std::min(n, start + chunk); ++k) any = any || !isZero(current, k);
        if (!any) continue;
        attempt([&] {
          ProgramInstance c = best.program;
          Tensor t = copyOf(current);
          for (int64_t k = start; k < std::min(n, start + chunk); ++k) setZero(t, k);
          c.inputs[i] = Value(t);
          return std::optional<ProgramInstance>(c);
        });
      }
      if (chunk == 1) break;
    }
  }
  best.opsAfter = countOps(best.program.text);
  return best;
}

std::string caseYaml(const Case& c, const Disagreement& d, const std::string& description) {
  std::string op = d.op.rfind("stablehlo.", 0) == 0 ? d.op.substr(10) : d.op;
  std::string y = "# A reproducer of the differential fuzzer (hloref fuzz run; issue 13).\n";
  y += "op: " + (op.empty() ? std::string("fuzz") : op) + "\n";
  y += "cases:\n";
  y += "  - name: " + c.name + "\n";
  y += "    tags: [fuzz, " + d.cls + "]\n";
  if (!d.elementType.empty()) y += "    element-type: " + yamlQuoted(d.elementType) + "\n";
  y += "    description: " + yamlQuoted(description) + "\n";
  y += "    program: |\n";
  size_t start = 0;
  while (start < c.program.size()) {
    size_t nl = c.program.find('\n', start);
    size_t end = nl == std::string::npos ? c.program.size() : nl;
    std::string line = c.program.substr(start, end - start);
    y += line.empty() ? "\n" : "      " + line + "\n";
    start = end + 1;
  }
  y += "    inputs:\n";
  for (const CorpusValue& v : c.inputs) y += "      - " + yamlQuoted(valueString(v.value)) + "\n";
  if (c.inputs.empty()) y.replace(y.size() - 12, 12, "    inputs: []\n");
  y += "    returns:\n";
  for (const CorpusValue& v : c.expected) y += "      - " + yamlQuoted(valueString(v.value)) + "\n";
  y += "    compare: bound\n";
  return y;
}

}  // namespace hloref::fuzz
