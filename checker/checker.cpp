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

// Runs the op checks of a block and of the regions nested in its ops, in
// program order.
class OpWalker {
 public:
  OpWalker(const Module& module, const Func& func, std::vector<Diagnostic>& out) : module_(module), func_(func), out_(out) {}

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
    if (!checker) return;  // other dialects, check.*, interpreter.*: nothing to check here
    OpContext context(op, func_, module_, *checker, out_);
    // A check must never end the run: whatever it throws becomes a diagnostic.
    try {
      checker->check(context);
    } catch (const std::bad_alloc&) {
      context.error("could not be checked: out of memory");
    } catch (const std::exception& e) {
      context.error(std::string("could not be checked: internal error in the checker: ") + e.what());
    }
  }

  const Module& module_;
  const Func& func_;
  std::vector<Diagnostic>& out_;
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
                     std::vector<Diagnostic>& out)
    : op(op), func(func), module(module), checker_(checker), out_(out) {}

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

std::vector<Diagnostic> checkModule(const Module& module, const CheckOptions& options) {
  std::vector<Diagnostic> all;
  int errors = 0;
  for (const auto& func : module.funcs) {
    std::vector<Diagnostic> found;
    detail::checkFunctionRules(module, *func, found);
    OpWalker(module, *func, found).walk(func->body);
    std::stable_sort(found.begin(), found.end(), [](const Diagnostic& a, const Diagnostic& b) { return before(a.loc, b.loc); });
    for (Diagnostic& d : found) {
      d.func = func.get();
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
