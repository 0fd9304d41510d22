// Values made from nothing but attributes: constants, iotas, random numbers
// (spec: Ops > constant, iota, dynamic_iota, rng, rng_bit_generator).
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

// `stablehlo.constant dense<[1, 2]> : tensor<2xi32>`, attribute
// dictionaries around the value allowed; stablehlo.constant also prints as
// `stablehlo.constant() <{value = ..}> : () -> T`.
class ConstantForm : public CustomForm {
 public:
  explicit ConstantForm(bool takesGenericTail) : takesGenericTail_(takesGenericTail) {}
  std::vector<std::string> ownKeys() const override { return {"value"}; }

  void parse(FormContext& c) const override {
    Parser& p = c.p;
    if (takesGenericTail_ && p.peek() == '(') return p.parseGenericOpTail(c.op, c.uses);
    p.parseOptionalAttributeDict(c.op);
    Attribute value = p.parseAttribute();
    if (value.kind != Attribute::Kind::Dense) p.error("expected a dense literal for '" + c.name() + "'");
    c.op.resultTypes = {value.type};
    c.setOwnAttr("value", std::move(value));
    p.parseOptionalAttributeDict(c.op);
  }

 private:
  bool takesGenericTail_;
};
const ConstantForm kStablehloConstantForm(true);
const ConstantForm kArithConstantForm(false);
HLOREF_CUSTOM_FORM(kStablehloConstantForm, {keyFor("value", "value")}, kAnyOperands, kSpecOp, "stablehlo.constant");
HLOREF_CUSTOM_FORM(kArithConstantForm, {keyFor("value", "value")}, kAnyOperands, kOutsideSpec, "arith.constant");

HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("dim", "iota_dimension")}, operands(0), kSpecOp, "stablehlo.iota");
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("dim", "iota_dimension")}, kAnyOperands, kSpecOp, "stablehlo.dynamic_iota");
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("distribution", "rng_distribution")}, kAnyOperands, kSpecOp, "stablehlo.rng");
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("algorithm", "rng_algorithm")}, kAnyOperands, kSpecOp,
                   "stablehlo.rng_bit_generator");

}  // namespace
}  // namespace hloref::syntax
