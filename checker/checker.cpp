// The checker's core: the registry of op checks, OpContext's reporting, and
// the driver that checks a module function by function (spec: Programs).
#include "checker/checker.h"

#include <algorithm>
#include <exception>
#include <map>
#include <memory>
#include <new>
#include <string>

#include "checker/rules.h"

namespace hloref::checker {
namespace {

std::map<std::string, OpChecker, std::less<>>& registry() {
  static std::map<std::string, OpChecker, std::less<>> checkers;
  return checkers;
}

bool before(const Location& a, const Location& b) {
  std::string_view fa = a.file ? std::string_view(*a.file) : std::string_view();
  std::string_view fb = b.file ? std::string_view(*b.file) : std::string_view();
  if (fa != fb) return fa < fb;
  if (a.line != b.line) return a.line < b.line;
  return a.column < b.column;
}

// `result_accuracy = #stablehlo.result_accuracy<atol = .., rtol = .., ulps = ..,
// mode = #stablehlo.result_accuracy_mode<..>>`, which the transcendental
// ops carry in the StableHLO dialect (and the official verifier checks)
// but this spec revision does not define: tolerances are non-negative, and
// all zero unless the mode is TOLERANCE (DEFAULT and HIGHEST take none).
// hloref computes these ops correctly rounded whatever is asked.
void checkResultAccuracy(OpContext& c) {
  const Attribute* accuracy = c.attr("result_accuracy");
  if (!accuracy) return;
  if (accuracy->kind != Attribute::Kind::Struct || accuracy->text != "stablehlo.result_accuracy")
    return c.error("result_accuracy must be a #stablehlo.result_accuracy<...>, got " + attributeString(*accuracy));
  std::string mode = "DEFAULT";
  if (const Attribute* m = accuracy->field("mode")) {
    if (m->kind == Attribute::Kind::Struct && m->elements.size() == 1) mode = m->elements[0].text;
    else if (m->kind == Attribute::Kind::Enum) mode = m->text;
  }
  if (mode != "DEFAULT" && mode != "HIGHEST" && mode != "TOLERANCE")
    return c.error("result_accuracy has mode " + mode + "; expected DEFAULT, HIGHEST or TOLERANCE");
  bool anyTolerance = false;
  for (const char* name : {"atol", "rtol", "ulps"}) {
    const Attribute* t = accuracy->field(name);
    if (!t) continue;
    const double v = t->kind == Attribute::Kind::Float ? t->floatValue : static_cast<double>(t->intValue);
    if (v < 0) return c.error(std::string("result_accuracy has a negative tolerance ") + name + " = " + attributeString(*t));
    anyTolerance = anyTolerance || v != 0;
  }
  if (anyTolerance && mode != "TOLERANCE")
    c.error("result_accuracy with mode " + mode + " takes no tolerances (all must be zero), got " +
            attributeString(*accuracy));
}

// Runs the op checks of a block and of the regions nested in its ops, in
// program order.
class OpWalker {
 public:
  OpWalker(const Module& module, const Func& func, std::vector<Diagnostic>& out, const CheckOptions& options)
      : module_(module), func_(func), out_(out), options_(options) {}

  void walk(const Region& region) {
    for (const Block& block : region.blocks)
      for (const Op& op : block.ops) {
        checkOp(op);
        for (const Region& r : op.regions) walk(r);
      }
  }

 private:
  void checkOp(const Op& op) {
    const OpChecker* checker = findChecker(op.name);
    if (!checker) {
      // Other dialects (check.*, interpreter.*, func.*, sdy.*): nothing to
      // check here, if hloref knows the op at all.
      const bool known = options_.isKnownOp ? options_.isKnownOp(op.name) : op.name.rfind("stablehlo.", 0) != 0;
      if (!op.isTerminator && !known)
        out_.push_back(Diagnostic{op.loc, false, op.name, "unknown-op",
                                  "unknown op '" + op.name + "': neither the spec nor a dialect hloref implements defines it",
                                  &op, &func_});
      return;
    }
    OpContext context(op, func_, module_, *checker, out_, options_);
    // A check must never end the run: whatever it throws becomes a diagnostic.
    try {
      checker->check(context);
      checkResultAccuracy(context);
    } catch (const std::bad_alloc&) {
      context.error("could not be checked: out of memory");
    } catch (const std::exception& e) {
      context.error(std::string("could not be checked: internal error in the checker: ") + e.what());
    }
  }

  const Module& module_;
  const Func& func_;
  std::vector<Diagnostic>& out_;
  const CheckOptions& options_;
};

}  // namespace

std::string Diagnostic::str() const { return loc.str() + (warning ? ": warning: " : ": error: ") + message; }

int errorCount(const std::vector<Diagnostic>& diagnostics) {
  return static_cast<int>(std::count_if(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& d) { return !d.warning; }));
}

const ConstraintInfo* OpChecker::find(std::string_view id) const {
  for (const ConstraintInfo& c : constraints)
    if (c.id == id) return &c;
  return nullptr;
}

const OpChecker* findChecker(std::string_view opName) {
  auto it = registry().find(opName);
  return it == registry().end() ? nullptr : &it->second;
}

std::vector<const OpChecker*> registeredCheckers() {
  std::vector<const OpChecker*> out;
  for (const auto& [name, checker] : registry()) out.push_back(&checker);
  return out;
}

CheckerRegistrar::CheckerRegistrar(std::string_view name, OpCheck check, std::initializer_list<ConstraintInfo> constraints) {
  // Two registrations of one op are a programming error, found by the
  // coverage test through the kept first one's constraint list.
  registry().try_emplace(std::string(name), OpChecker{name, check, std::vector<ConstraintInfo>(constraints)});
}

CheckerRegistrar::CheckerRegistrar(std::string_view name, OpCheck check, std::vector<ConstraintInfo> constraints) {
  registry().try_emplace(std::string(name), OpChecker{name, check, std::move(constraints)});
}

OpContext::OpContext(const Op& op, const Func& func, const Module& module, const OpChecker& checker,
                     std::vector<Diagnostic>& out, const CheckOptions& options)
    : op(op), func(func), module(module), checker_(checker), out_(out), options_(options) {}

const TensorType* OpContext::operandTensor(size_t i) const {
  if (i >= op.operandTypes.size() || !op.operandTypes[i].isTensor()) return nullptr;
  return &op.operandTypes[i].tensorType();
}

const TensorType* OpContext::resultTensor(size_t i) const {
  if (i >= op.resultTypes.size() || !op.resultTypes[i].isTensor()) return nullptr;
  return &op.resultTypes[i].tensorType();
}

std::string violationMessage(const Op& op, std::string_view id, const std::string& values) {
  const OpChecker* checker = findChecker(op.name);
  const ConstraintInfo* info = checker ? checker->find(id) : nullptr;
  std::string message = "'" + op.name + "' violates " + std::string(id) + ": ";
  message += info ? std::string(info->formula) : std::string("(a constraint the checker does not register)");
  if (!values.empty()) message += " (" + values + ")";
  return message;
}

bool OpContext::violation(std::string_view id, const std::string& values) {
  std::string message = violationMessage(op, id, values);
  out_.push_back(Diagnostic{op.loc, false, op.name, std::string(id), std::move(message), &op, &func});
  ++errors_;
  return false;
}

bool OpContext::typeViolation(std::string_view label, const std::string& message) {
  out_.push_back(Diagnostic{op.loc, false, op.name, std::string(label),
                            "'" + op.name + "' violates " + std::string(label) + ": " + message, &op, &func});
  ++errors_;
  return false;
}

void OpContext::error(const std::string& message) {
  out_.push_back(Diagnostic{op.loc, false, op.name, "", "'" + op.name + "' " + message, &op, &func});
  ++errors_;
}

void OpContext::warning(const std::string& message) {
  out_.push_back(Diagnostic{op.loc, true, op.name, "", "'" + op.name + "' " + message, &op, &func});
}

bool OpContext::departure(std::string_view id, const std::string& values, std::string_view semantics) {
  std::string message = violationMessage(op, id, values);
  if (options_.strictSpec) {
    out_.push_back(Diagnostic{op.loc, false, op.name, std::string(id), message + " (--strict-spec)", &op, &func});
    ++errors_;
    return false;
  }
  message += "; JAX emits this and the official verifier accepts it, so hloref runs it: " + std::string(semantics) +
             " (--strict-spec rejects it)";
  out_.push_back(Diagnostic{op.loc, true, op.name, std::string(id), std::move(message), &op, &func});
  return true;
}

namespace {

// The functions of `module` and of the modules nested in it, with the
// module that is their symbol table, in source order of the modules.
void collectFunctions(const Module& module, std::vector<std::pair<const Module*, const Func*>>& out) {
  for (const auto& func : module.funcs) out.emplace_back(&module, func.get());
  for (const auto& nested : module.modules) collectFunctions(*nested, out);
}

}  // namespace

std::vector<Diagnostic> checkModule(const Module& top, const CheckOptions& options) {
  std::vector<Diagnostic> all;
  int errors = 0;
  std::vector<std::pair<const Module*, const Func*>> functions;
  collectFunctions(top, functions);
  for (const auto& [module, func] : functions) {
    std::vector<Diagnostic> found;
    detail::checkFunctionRules(*module, *func, found);
    OpWalker(*module, *func, found, options).walk(func->body);
    std::stable_sort(found.begin(), found.end(), [](const Diagnostic& a, const Diagnostic& b) { return before(a.loc, b.loc); });
    for (Diagnostic& d : found) {
      d.func = func;
      if (!d.warning && errors >= options.maxErrors) {
        Diagnostic note;
        note.loc = d.loc;
        note.warning = true;
        note.message = "too many errors (limit " + std::to_string(options.maxErrors) + "); the rest are not reported";
        all.push_back(std::move(note));
        return all;
      }
      if (!d.warning) ++errors;
      all.push_back(std::move(d));
    }
  }
  return all;
}

}  // namespace hloref::checker
