// The elementwise ops: `stablehlo.add %a, %b : tensor<2xf32>` and the like,
// one type for every operand and result (spec: Ops > abs ... xor).
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

HLOREF_CUSTOM_FORM(itemsForm(), kNoKeys, operands(1), kSpecOp,  //
                   "stablehlo.abs", "stablehlo.cbrt", "stablehlo.ceil", "stablehlo.convert", "stablehlo.cosine",
                   "stablehlo.count_leading_zeros", "stablehlo.exponential", "stablehlo.exponential_minus_one",
                   "stablehlo.floor", "stablehlo.imag", "stablehlo.is_finite", "stablehlo.log",
                   "stablehlo.log_plus_one", "stablehlo.logistic", "stablehlo.negate", "stablehlo.not",
                   "stablehlo.popcnt", "stablehlo.real", "stablehlo.round_nearest_afz",
                   "stablehlo.round_nearest_even", "stablehlo.rsqrt", "stablehlo.sign", "stablehlo.sine",
                   "stablehlo.sqrt", "stablehlo.tan", "stablehlo.tanh", "stablehlo.bitcast_convert",
                   "stablehlo.uniform_quantize", "stablehlo.uniform_dequantize");

HLOREF_CUSTOM_FORM(itemsForm(), kNoKeys, operands(2), kSpecOp,  //
                   "stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.divide",
                   "stablehlo.remainder", "stablehlo.maximum", "stablehlo.minimum", "stablehlo.power",
                   "stablehlo.atan2", "stablehlo.and", "stablehlo.or", "stablehlo.xor", "stablehlo.shift_left",
                   "stablehlo.shift_right_arithmetic", "stablehlo.shift_right_logical");

HLOREF_CUSTOM_FORM(itemsForm(), kNoKeys, operands(3), kSpecOp, "stablehlo.clamp");

// `stablehlo.complex %lhs, %rhs : tensor<2xcomplex<f64>>`: the operands are
// the parts of the one type given.
class ComplexForm : public CustomForm {
 protected:
  void matchTypes(FormContext& c, const std::vector<Type>& types, const Location& at) const override {
    if (types.size() != 1 || !types[0].isTensor() || !isComplex(types[0].tensorType().elementType))
      return CustomForm::matchTypes(c, types, at);
    Type part = types[0];
    part.tensorType().elementType = complexPartType(part.tensorType().elementType);
    c.op.operandTypes.assign(c.uses.size(), part);
    c.op.resultTypes = types;
  }
};
const ComplexForm kComplexForm;
HLOREF_CUSTOM_FORM(kComplexForm, kNoKeys, operands(2), kSpecOp, "stablehlo.complex");

// `stablehlo.reduce_precision %x, format = e5m10 : T`
class ReducePrecisionForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override { return {"format"}; }

 protected:
  void readKeyedItem(FormContext& c, const std::string& key, const Location& at) const override {
    if (key != "format") return CustomForm::readKeyedItem(c, key, at);
    const std::vector<std::string>& names = c.ownKey("format").specNames;  // exponent, mantissa bits
    std::string format = c.p.parseBareIdent();
    size_t m = format.find('m');
    if (format.size() < 4 || format[0] != 'e' || m == std::string::npos)
      c.p.errorAt(at, "bad format '" + format + "'");
    try {
      c.op.attributes.emplace_back(names[0], integerAttribute(std::stoll(format.substr(1, m - 1))));
      c.op.attributes.emplace_back(names[1], integerAttribute(std::stoll(format.substr(m + 1))));
    } catch (...) {
      c.p.errorAt(at, "bad format '" + format + "'");
    }
  }
};
const ReducePrecisionForm kReducePrecisionForm;
HLOREF_CUSTOM_FORM(kReducePrecisionForm, {keyForEach("format", {"exponent_bits", "mantissa_bits"})}, operands(1),
                   kSpecOp, "stablehlo.reduce_precision");

}  // namespace
}  // namespace hloref::syntax
