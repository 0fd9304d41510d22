// Function-level rules (spec: Programs, Functions) and the Types section's
// rules on every type a function defines. The parser already resolves names
// in scope order, so use-before-definition and single assignment cannot
// occur in parsed text; they are checked on slots here because a module may
// also be built in memory (tests, generators).
#include <string>
#include <vector>

#include "checker/checker_util.h"
#include "checker/rules.h"

namespace hloref::checker::detail {

void checkTypeRules(const Type& type, const Location& loc, const std::string& where, std::vector<Diagnostic>& out) {
  if (type.isTuple()) {
    for (size_t i = 0; i < type.elements().size(); ++i)
      checkTypeRules(type.elements()[i], loc, where + " element #" + std::to_string(i), out);
    return;
  }
  if (!type.isTensor()) return;
  for (TypeRuleViolation& v : quantizedTypeViolations(type.tensorType())) {
    Diagnostic d;
    d.loc = loc;
    d.constraint = v.rule;
    d.message = type.str() + " (" + where + ") violates " + v.rule + ": " + v.formula + " (" + v.values + ")";
    out.push_back(std::move(d));
  }
}

namespace {

bool isReturn(const Op& op) { return op.name == "func.return" || op.name == "stablehlo.return" || op.name == "sdy.return"; }

class FunctionRules {
 public:
  FunctionRules(const Module& module, const Func& func, std::vector<Diagnostic>& out)
      : module_(module), func_(func), out_(out), slotTypes_(static_cast<size_t>(std::max(func.numSlots, 0)), nullptr) {}

  void run() {
    for (size_t i = 0; i < func_.inputs.size(); ++i)
      checkTypeRules(func_.inputs[i], func_.loc, "argument #" + std::to_string(i) + " of @" + func_.name, out_);
    for (size_t i = 0; i < func_.outputs.size(); ++i)
      checkTypeRules(func_.outputs[i], func_.loc, "result #" + std::to_string(i) + " of @" + func_.name, out_);
    if (func_.body.blocks.empty()) return;  // a declaration
    walkRegion(func_.body, nullptr);
  }

 private:
  void report(const Location& loc, const std::string& rule, const std::string& message, bool warning = false) {
    Diagnostic d;
    d.loc = loc;
    d.warning = warning;
    d.constraint = rule;
    d.message = "function-level rule " + rule + ": " + message;
    out_.push_back(std::move(d));
  }

  // Defines `slot` with `type`; false when it is out of range or defined twice.
  void define(int slot, const Type& type, const Location& loc) {
    if (slot < 0 || static_cast<size_t>(slot) >= slotTypes_.size()) {
      report(loc, "single-assignment", "value slot " + std::to_string(slot) + " is outside the function's frame");
      return;
    }
    if (slotTypes_[static_cast<size_t>(slot)])
      report(loc, "single-assignment", "value slot " + std::to_string(slot) + " is assigned twice");
    slotTypes_[static_cast<size_t>(slot)] = &type;
  }
  void undefine(int slot) {
    if (slot >= 0 && static_cast<size_t>(slot) < slotTypes_.size()) slotTypes_[static_cast<size_t>(slot)] = nullptr;
  }

  // `parent` is the op owning the region, null for the function body.
  void walkRegion(const Region& region, const Op* parent) {
    for (const Block& block : region.blocks) {
      std::vector<int> scope;  // slots this block defines, forgotten at its end
      Location where = parent ? parent->loc : func_.loc;
      if (parent == nullptr) {
        if (block.arguments.size() != func_.inputs.size())
          report(func_.loc, "value-types", "@" + func_.name + " has " + std::to_string(func_.inputs.size()) +
                                               " inputs but its body block takes " + std::to_string(block.arguments.size()));
      }
      for (size_t i = 0; i < block.arguments.size(); ++i) {
        const Type& t = i < block.argumentTypes.size() ? block.argumentTypes[i]
                        : i < func_.inputs.size()      ? func_.inputs[i]
                                                       : noType_;
        define(block.arguments[i], t, where);
        scope.push_back(block.arguments[i]);
        if (parent) checkTypeRules(t, where, "argument #" + std::to_string(i) + " of a region of '" + parent->name + "'", out_);
      }
      for (size_t k = 0; k < block.ops.size(); ++k) {
        const Op& op = block.ops[k];
        checkOp(op);
        for (const Region& r : op.regions) walkRegion(r, &op);
        for (size_t i = 0; i < op.results.size(); ++i) {
          const Type& t = i < op.resultTypes.size() ? op.resultTypes[i] : noType_;
          define(op.results[i], t, op.loc);
          scope.push_back(op.results[i]);
          checkTypeRules(t, op.loc, "result #" + std::to_string(i) + " of '" + op.name + "'", out_);
        }
        if (isReturn(op) && k + 1 < block.ops.size())
          report(block.ops[k + 1].loc, "terminator", "'" + block.ops[k + 1].name + "' follows the terminator '" + op.name + "'");
      }
      checkTerminator(block, parent);
      for (int slot : scope) undefine(slot);
    }
  }

  void checkTerminator(const Block& block, const Op* parent) {
    const Op* last = block.ops.empty() ? nullptr : &block.ops.back();
    if (parent == nullptr) {
      // MLIR's parser also takes stablehlo.return here (upstream tests use it).
      if (!last || !isReturn(*last)) {
        report(last ? last->loc : func_.loc, "terminator", "the body of @" + func_.name + " does not end with func.return");
        return;
      }
      // spec: Programs > Functions: the results have the output types. (A
      // stablehlo.return ending a function is outside the spec; MLIR does
      // not verify its types either.)
      if (last->name == "func.return" && !sameTypes(last->operandTypes, func_.outputs))
        report(last->loc, "return-types", "@" + func_.name + " returns " + typesText(last->operandTypes) +
                                              " but its signature says " + typesText(func_.outputs));
      return;
    }
    if (!last || !isReturn(*last))
      report(last ? last->loc : parent->loc, "terminator",
             "a region of '" + parent->name + "' does not end with stablehlo.return");
  }

  void checkOp(const Op& op) {
    // Each operand's type in the op's signature is the type of its value.
    for (size_t i = 0; i < op.operands.size(); ++i) {
      int slot = op.operands[i];
      const Type* defined = slot >= 0 && static_cast<size_t>(slot) < slotTypes_.size() ? slotTypes_[static_cast<size_t>(slot)] : nullptr;
      if (!defined) {
        report(op.loc, "use-before-definition", "operand #" + std::to_string(i) + " of '" + op.name + "' is not defined before it");
        continue;
      }
      if (i < op.operandTypes.size() && !sameType(*defined, op.operandTypes[i]))
        report(op.loc, "value-types", "operand #" + std::to_string(i) + " of '" + op.name + "' is " + defined->str() +
                                          " but the op's signature says " + op.operandTypes[i].str());
    }
    checkSymbols(op);
    if (op.name.rfind("sdy.", 0) == 0) checkSdyOp(module_, op, out_);
  }

  // `warnOnly`: custom_call's called computations are the backend's business
  // (implementation-defined), so a missing one is a warning.
  const Func* requireFunction(const Op& op, const Attribute& a, const std::string& what, bool warnOnly = false) {
    if (a.kind != Attribute::Kind::Symbol && a.kind != Attribute::Kind::String) {
      report(op.loc, "symbol-reference", "'" + op.name + "' " + what + " is not a function name: " + attributeString(a),
             warnOnly);
      return nullptr;
    }
    const Func* f = module_.lookup(a.text);
    if (!f)
      report(op.loc, "symbol-reference", "'" + op.name + "' " + what + " @" + a.text + ", which the module does not define",
             warnOnly);
    return f;
  }

  void checkSymbols(const Op& op) {
    if (op.name == "func.call" || op.name == "stablehlo.call") {
      const Attribute* callee = op.attr("callee");
      if (!callee) {
        report(op.loc, "symbol-reference", "'" + op.name + "' has no callee");
        return;
      }
      const Func* f = requireFunction(op, *callee, "calls");
      if (f && (!sameTypes(op.operandTypes, f->inputs) || !sameTypes(op.resultTypes, f->outputs)))
        report(op.loc, "call-types", "'" + op.name + "' has type " + typesText(op.operandTypes) + " -> " +
                                         typesText(op.resultTypes) + " but @" + f->name + " has type " +
                                         typesText(f->inputs) + " -> " + typesText(f->outputs));
      return;
    }
    if (op.name == "stablehlo.custom_call") {
      if (const Attribute* called = op.attr("called_computations")) {
        if (called->kind == Attribute::Kind::Array) {
          for (const Attribute& a : called->elements) requireFunction(op, a, "names called computation", true);
        } else {
          requireFunction(op, *called, "names called computation", true);
        }
      }
      return;
    }
    // composite's C2 says the same; its op check reports it when registered.
    if (op.name == "stablehlo.composite" && !findChecker(op.name)) {
      if (const Attribute* d = op.attr("decomposition")) requireFunction(op, *d, "has decomposition");
    }
  }

  const Module& module_;
  const Func& func_;
  std::vector<Diagnostic>& out_;
  std::vector<const Type*> slotTypes_;
  const Type noType_ = Type::tuple({});
};

}  // namespace

void checkFunctionRules(const Module& module, const Func& func, std::vector<Diagnostic>& out) {
  FunctionRules(module, func, out).run();
}

}  // namespace hloref::checker::detail
