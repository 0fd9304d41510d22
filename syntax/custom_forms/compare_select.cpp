// compare and select (spec: Ops > compare, Ops > select).
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

// `stablehlo.compare LT, %a, %b, FLOAT : (T, T) -> U`
class CompareForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override { return {"direction", "type"}; }

 protected:
  void readPrefix(FormContext& c) const override {
    c.setOwnAttr("direction", enumAttribute("comparison_direction", c.p.parseBareIdent()));
    c.p.expect(",");
  }
  void readBareWord(FormContext& c, const std::string& word, const Location& at) const override {
    c.setOwnAttr("type", enumAttribute("comparison_type", word));
  }
};
const CompareForm kCompareForm;
HLOREF_CUSTOM_FORM(kCompareForm,
                   (AttributeKeys{keyFor("direction", "comparison_direction"), keyFor("type", "compare_type")}),
                   operands(2), kSpecOp, "stablehlo.compare");

// `stablehlo.select %pred, %a, %b : tensor<2xi1>, tensor<2xf32>`: the
// predicate's type, then the type of both values and the result.
class SelectForm : public CustomForm {
 protected:
  void matchTypes(FormContext& c, const std::vector<Type>& types, const Location& at) const override {
    if (types.size() != 2) return CustomForm::matchTypes(c, types, at);
    c.op.operandTypes = {types[0], types[1], types[1]};
    c.op.resultTypes = {types[1]};
  }
};
const SelectForm kSelectForm;
HLOREF_CUSTOM_FORM(kSelectForm, kNoKeys, operands(3), kSpecOp, "stablehlo.select");

}  // namespace
}  // namespace hloref::syntax
