// The func dialect (func.return, func.call), stablehlo.return, and the ops
// that call out: custom_call, composite (spec: Programs > Functions,
// Ops > custom_call, composite).
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

// `return %a, %b : A, B` (operand types only, no results).
class ReturnForm : public CustomForm {
 protected:
  void readSignature(FormContext& c) const override {
    if (c.uses.empty()) return;
    c.p.expect(":");
    do c.op.operandTypes.push_back(c.p.parseTypeInternal());
    while (c.p.consumeIf(","));
  }
};
const ReturnForm kReturnForm;
HLOREF_CUSTOM_FORM(kReturnForm, kNoKeys, kAnyOperands, kOutsideSpec, "func.return", "stablehlo.return",
                   "sdy.return");

// `func.call @f(%a) : (A) -> B`, `stablehlo.custom_call @target(%a) {..} : (A) -> B`:
// the callee held as a symbol (func.call) or a string (custom_call).
class CallForm : public CustomForm {
 public:
  explicit CallForm(bool calleeIsSymbol) : calleeIsSymbol_(calleeIsSymbol) {}
  std::vector<std::string> ownKeys() const override { return {"callee"}; }

 protected:
  void readPrefix(FormContext& c) const override {
    Parser& p = c.p;
    std::string callee = p.parseSymbolName();
    Attribute symbol;
    symbol.kind = Attribute::Kind::Symbol;
    symbol.text = callee;
    c.setOwnAttr("callee", calleeIsSymbol_ ? symbol : stringAttribute(callee));
    p.expect("(");
    if (!p.consumeIf(")")) {
      do c.uses.push_back(p.parseValueUse());
      while (p.consumeIf(","));
      p.expect(")");
    }
  }
  bool hasItems() const override { return false; }

 private:
  bool calleeIsSymbol_;
};
const CallForm kFuncCallForm(true);
const CallForm kCustomCallForm(false);
HLOREF_CUSTOM_FORM(kFuncCallForm, {keyFor("callee", "callee")}, kAnyOperands, kOutsideSpec, "func.call");
HLOREF_CUSTOM_FORM(kCustomCallForm, {keyFor("callee", "call_target_name")}, kAnyOperands, kSpecOp,
                   "stablehlo.custom_call");

// `stablehlo.composite "my.op" %a, %b {decomposition = @f, ..} : (A, B) -> C`
class CompositeForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override { return {"name"}; }

 protected:
  void readPrefix(FormContext& c) const override { c.setOwnAttr("name", stringAttribute(c.p.parseStringLiteral())); }
};
const CompositeForm kCompositeForm;
HLOREF_CUSTOM_FORM(kCompositeForm, {keyFor("name", "name")}, kAnyOperands, kSpecOp, "stablehlo.composite");

}  // namespace
}  // namespace hloref::syntax
