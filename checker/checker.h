// The constraint checker (spec: each op's Constraints; Programs, Functions).
// Every numbered constraint `(Cn)` of every op is a named check; a violation
// is reported as
//   file:line:col: error: 'stablehlo.gather' violates C5: <formula> (<values>)
// The types the spec's Inputs/Outputs tables allow are checked too, named by
// the table's label (I1.., O1..):
//   file:line:col: error: 'stablehlo.popcnt' violates I1: operand #0 must be a tensor of integer type, got tensor<2xf32>
// Function-level rules and the Types section's rules are named like
// `return-types` or `quantized_element_type C3` (see checker/rules.h).
// Op checks live in checker/ops/<op>.cpp, one file per op (or a tight
// family), and register themselves with HLOREF_CHECKER together with the
// constraints they enforce, in the spec's order.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "core/diagnostic.h"
#include "core/ir.h"

namespace hloref::checker {

struct Diagnostic {
  Location loc;
  bool warning = false;
  std::string op;          // "stablehlo.gather"; empty for function-level rules
  std::string constraint;  // "C5"; a function-level rule's name otherwise
  std::string message;     // without the "file:line:col: error: " prefix
  const Op* at = nullptr;      // the op a constraint of which is violated; null for function-level rules
  const Func* func = nullptr;  // the function the diagnostic was found in
  std::string str() const;  // "file:line:col: error: message"
};

struct CheckOptions {
  int maxErrors = 20;  // stop after this many errors (warnings don't count)
  // `--strict-spec`: a program that departs from the spec's text where JAX
  // and the official verifier accept it (OpContext::departure) is an error,
  // not a warning.
  bool strictSpec = false;
  // Whether an op that has no checker is one hloref knows (an op of another
  // dialect it runs: check.*, interpreter.*, func.*, sdy.*, ...); an op it
  // does not know is an error, as the official verifier rejects ops no
  // dialect registers. Null: only stablehlo.* ops are judged (no dialect known).
  std::function<bool(std::string_view)> isKnownOp;
};

// The number of errors (not warnings) among `diagnostics`.
int errorCount(const std::vector<Diagnostic>& diagnostics);

// Checks a parsed module: function-level rules, then every op in program
// order. Diagnostics come in source order.
std::vector<Diagnostic> checkModule(const Module& module, const CheckOptions& options = {});

// How a constraint is enforced.
enum class Enforcement {
  kStatic,   // from types and attributes, here
  kRuntime,  // depends on operand values: the interpreter checks it when it runs
};

// One constraint as the spec numbers it. `formula` is the spec's formula
// (the first line of the catalog's `formula`); diagnostics quote it.
struct ConstraintInfo {
  std::string_view id;  // "C5"
  std::string_view formula;
  Enforcement enforcement = Enforcement::kStatic;
};

class OpContext;
using OpCheck = void (*)(OpContext& c);

struct OpChecker {
  std::string_view name;  // "stablehlo.gather"
  OpCheck check;
  std::vector<ConstraintInfo> constraints;  // spec order
  const ConstraintInfo* find(std::string_view id) const;
};

const OpChecker* findChecker(std::string_view opName);

// The one wording of a violation of constraint `id` of `op`, shared by the
// checker and the interpreter's run-time checks:
//   "'<op>' violates <id>: <formula> (<values>)"
std::string violationMessage(const Op& op, std::string_view id, const std::string& values);
std::vector<const OpChecker*> registeredCheckers();

struct CheckerRegistrar {
  CheckerRegistrar(std::string_view name, OpCheck check, std::initializer_list<ConstraintInfo> constraints);
  // For ops whose sections repeat another op's constraints (dynamic_conv).
  CheckerRegistrar(std::string_view name, OpCheck check, std::vector<ConstraintInfo> constraints);
};

#define HLOREF_CHECKER_CONCAT2(a, b) a##b
#define HLOREF_CHECKER_CONCAT(a, b) HLOREF_CHECKER_CONCAT2(a, b)
// HLOREF_CHECKER("stablehlo.gather", checkGather, {{"C1", "rank(operand) = ..."}, ...});
#define HLOREF_CHECKER(NAME, FN, ...)                                                                  \
  static const ::hloref::checker::CheckerRegistrar HLOREF_CHECKER_CONCAT(hlorefChecker, __LINE__)( \
      NAME, FN, __VA_ARGS__)

// What an op check sees: the op, its function and module, and the
// reporting functions. Types may be dynamic (kDynamic dimensions) or bounded;
// a check compares dimensions with notation::compatibleDims so that `?` matches
// anything.
class OpContext {
 public:
  OpContext(const Op& op, const Func& func, const Module& module, const OpChecker& checker,
            std::vector<Diagnostic>& out, const CheckOptions& options = {});

  const Op& op;
  const Func& func;
  const Module& module;

  size_t numOperands() const { return op.operandTypes.size(); }
  size_t numResults() const { return op.resultTypes.size(); }
  const Type& operandType(size_t i) const { return op.operandTypes.at(i); }
  const Type& resultType(size_t i) const { return op.resultTypes.at(i); }
  // The tensor type of operand/result i, or null when it is not a tensor.
  const TensorType* operandTensor(size_t i) const;
  const TensorType* resultTensor(size_t i) const;
  const Attribute* attr(std::string_view name) const { return op.attr(name); }

  // Reports a violation of constraint `id` (registered for this op):
  // "'<op>' violates <id>: <formula> (<values>)". Returns false so that a
  // check can write `return c.violation(...)`.
  bool violation(std::string_view id, const std::string& values);
  // require(ok, id, values): reports when !ok; returns ok. `values` is only
  // built on failure when passed as a callable returning std::string.
  template <class Values>
  bool require(bool ok, std::string_view id, Values&& values) {
    if (ok) return true;
    if constexpr (std::is_invocable_v<Values>) return violation(id, values());
    else return violation(id, std::string(values));
  }
  // A value whose type the op's Inputs/Outputs table does not allow; `label`
  // is the table's label ("I1", "O1"): "'<op>' violates <label>: <message>".
  bool typeViolation(std::string_view label, const std::string& message);
  // A problem that is not a numbered constraint of this op (e.g. a missing
  // attribute the syntax requires): "'<op>' <message>".
  void error(const std::string& message);
  // Something the spec calls implementation-defined, statically visible.
  void warning(const std::string& message);
  // A program that violates constraint `id` as the spec words it, but that
  // JAX emits and the official verifier accepts (checker/VERIFIER-DIFFERENCES.md):
  // a warning naming the constraint and the semantics hloref applies, an
  // error under CheckOptions::strictSpec. Returns true when it is a warning
  // (the op runs).
  bool departure(std::string_view id, const std::string& values, std::string_view semantics);

  int errorCount() const { return errors_; }

 private:
  const OpChecker& checker_;
  std::vector<Diagnostic>& out_;
  const CheckOptions& options_;
  int errors_ = 0;
};

}  // namespace hloref::checker
