// Linear algebra: dot_general (and MLIR's older dot, einsum), fft, cholesky;
// triangular_solve and the batch norms print in the generic form only
// (spec: Ops > dot_general, fft, cholesky, triangular_solve, batch_norm_*).
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

// stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1],
//   precision = [DEFAULT, DEFAULT] : (A, B) -> C
class DotGeneralForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override { return {"batching_dims", "contracting_dims"}; }

 protected:
  void readKeyedItem(FormContext& c, const std::string& key, const Location& at) const override {
    if (key != "batching_dims" && key != "contracting_dims") return CustomForm::readKeyedItem(c, key, at);
    // [0] x [0]: the lhs dimensions, then the rhs ones.
    const AttributeKey& k = c.ownKey(key);
    Attribute lhs = c.p.parseAttribute(false);
    c.p.expect("x");
    Attribute rhs = c.p.parseAttribute(false);
    Attribute* numbers = nullptr;
    for (auto& [name, a] : c.op.attributes)
      if (name == k.storedAs) numbers = &a;
    if (!numbers) {
      Attribute s;
      s.kind = Attribute::Kind::Struct;
      s.text = "stablehlo.dot";
      c.op.attributes.emplace_back(k.storedAs, s);
      numbers = &c.op.attributes.back().second;
    }
    // The struct's fields are named as the spec's attributes.
    numbers->fields.emplace_back(k.specNames[0], std::move(lhs));
    numbers->fields.emplace_back(k.specNames[1], std::move(rhs));
  }
};
const DotGeneralForm kDotGeneralForm;
HLOREF_CUSTOM_FORM(kDotGeneralForm,
                   (AttributeKeys{keyInStruct("batching_dims", "dot_dimension_numbers",
                                              {"lhs_batching_dimensions", "rhs_batching_dimensions"}),
                                  keyInStruct("contracting_dims", "dot_dimension_numbers",
                                              {"lhs_contracting_dimensions", "rhs_contracting_dimensions"}),
                                  keyFor("precision", "precision_config")}),
                   operands(2), kSpecOp, "stablehlo.dot_general");

// MLIR ops the spec does not have (dot_general replaces them).
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("precision", "precision_config")}, operands(2), kOutsideSpec,
                   "stablehlo.dot");
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("config", "einsum_config")}, kAnyOperands, kOutsideSpec, "stablehlo.einsum",
                   "stablehlo.unary_einsum");

HLOREF_CUSTOM_FORM(itemsForm(), (AttributeKeys{keyFor("type", "fft_type"), keyFor("length", "fft_length")}),
                   kAnyOperands, kSpecOp, "stablehlo.fft");
HLOREF_CUSTOM_FORM(itemsForm(), kNoKeys, operands(1), kSpecOp, "stablehlo.cholesky");

HLOREF_GENERIC_ONLY_OPS("stablehlo.triangular_solve", "stablehlo.batch_norm_grad", "stablehlo.batch_norm_inference",
                        "stablehlo.batch_norm_training");

}  // namespace
}  // namespace hloref::syntax
