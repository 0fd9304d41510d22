// The dialects of the interpreter's test files: check.* (`check.expect_eq
// %a, %b : T`, `check.expect_eq_const %a, dense<..> : T`), interpreter.print,
// and tensor.cast (`tensor.cast %a : A to B`).
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

// The types given are the operands'; the ops produce only the results named.
class CheckForm : public CustomForm {
 protected:
  void matchTypes(FormContext& c, const std::vector<Type>& types, const Location& at) const override {
    if (c.name() == "check.expect_close" && types.size() == 2) c.op.operandTypes = types;
    else CustomForm::matchTypes(c, types, at);
    c.op.resultTypes.resize(c.numResults);
  }
};
const CheckForm kCheckForm;
HLOREF_CUSTOM_FORM(kCheckForm, kNoKeys, kAnyOperands, kOutsideSpec, "check.*", "interpreter.print");

class TensorCastForm : public CustomForm {
 protected:
  bool readTypeListTail(FormContext& c, const std::vector<Type>& types) const override {
    if (!c.p.consumeWord("to")) return false;
    c.op.operandTypes = types;
    c.op.resultTypes = {c.p.parseTypeInternal()};
    return true;
  }
};
const TensorCastForm kTensorCastForm;
HLOREF_CUSTOM_FORM(kTensorCastForm, kNoKeys, kAnyOperands, kOutsideSpec, "tensor.cast");

}  // namespace
}  // namespace hloref::syntax
