// The CHLO dialect's pretty forms (../shared/reference/chlo/ChloOps.td, the
// `assemblyFormat` of each op; chlo.scan's custom printer as MLIR prints
// it). CHLO ops are outside the StableHLO spec's catalog; their own catalog
// is spec/chlo.
//   chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
//   chlo.next_after %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
//   chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>} : (A, B) -> C
//   chlo.constant dense<1> : tensor<4xi32>
//   chlo.top_k(%x, k = 2[, is_stable = true]) : T -> (V, I)
//   chlo.scan(%x, ..) inits (%c, ..) dimension=0 [attributes {..}] {body} : (..) -> (..)
// chlo.constant_like and chlo.ragged_dot print in the generic form only.
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

// Reads the result types after `->`: `T` or `(T1, T2)`.
std::vector<Type> readResultTypes(Parser& p) {
  if (p.peek() == '(') return p.parseTypeListParens();
  return {p.parseTypeInternal()};
}

// `%a[, %b] {attrs} : A[, B] -> R` (unary and binary ops), and the
// functional `: (A, B) -> R` of the broadcasting ops.
class ChloForm : public CustomForm {
 protected:
  bool readTypeListTail(FormContext& c, const std::vector<Type>& types) const override {
    if (!c.p.consumeIf("->")) return false;
    if (types.size() != c.uses.size())
      c.p.error("'" + c.name() + "' has " + std::to_string(c.uses.size()) + " operands but " +
                std::to_string(types.size()) + " operand types");
    c.op.operandTypes = types;
    c.op.resultTypes = readResultTypes(c.p);
    return true;
  }
};
const ChloForm kChloForm;

HLOREF_CUSTOM_FORM(kChloForm, kNoKeys, operands(1), kOutsideSpec,  //
                   "chlo.acos", "chlo.acosh", "chlo.asin", "chlo.asinh", "chlo.atan", "chlo.atanh",
                   "chlo.bessel_i1e", "chlo.conj", "chlo.cosh", "chlo.sinh", "chlo.tan", "chlo.square",
                   "chlo.digamma", "chlo.erf", "chlo.erfc", "chlo.erf_inv", "chlo.lgamma", "chlo.is_inf",
                   "chlo.is_neg_inf", "chlo.is_pos_inf");
HLOREF_CUSTOM_FORM(kChloForm, kNoKeys, operands(2), kOutsideSpec,  //
                   "chlo.next_after", "chlo.polygamma", "chlo.zeta", "chlo.mulhi", "chlo.broadcast_add",
                   "chlo.broadcast_atan2", "chlo.broadcast_divide", "chlo.broadcast_maximum",
                   "chlo.broadcast_minimum", "chlo.broadcast_multiply", "chlo.broadcast_next_after",
                   "chlo.broadcast_polygamma", "chlo.broadcast_power", "chlo.broadcast_remainder",
                   "chlo.broadcast_shift_left", "chlo.broadcast_shift_right_arithmetic",
                   "chlo.broadcast_shift_right_logical", "chlo.broadcast_subtract", "chlo.broadcast_zeta",
                   "chlo.broadcast_and", "chlo.broadcast_or", "chlo.broadcast_xor", "chlo.broadcast_complex",
                   "chlo.broadcast_compare");
HLOREF_CUSTOM_FORM(kChloForm, kNoKeys, operands(3), kOutsideSpec, "chlo.broadcast_select");

// `chlo.constant {attrs} dense<..> : T` (attr-dict before the value).
class ChloConstantForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override { return {"value"}; }
  void parse(FormContext& c) const override {
    Parser& p = c.p;
    p.parseOptionalAttributeDict(c.op);
    Attribute value = p.parseAttribute();
    if (value.kind != Attribute::Kind::Dense) p.error("expected a dense literal for '" + c.name() + "'");
    c.op.resultTypes = {value.type};
    c.setOwnAttr("value", std::move(value));
  }
};
const ChloConstantForm kChloConstantForm;
HLOREF_CUSTOM_FORM(kChloConstantForm, {keyFor("value", "value")}, operands(0), kOutsideSpec, "chlo.constant");

// `chlo.top_k(%x, k = 2[, is_stable = b]) {attrs} : T -> (V, I)`
class TopKForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override { return {"k", "is_stable"}; }
  void parse(FormContext& c) const override {
    Parser& p = c.p;
    p.expect("(");
    c.uses.push_back(p.parseValueUse());
    p.expect(",");
    p.expect("k");
    p.expect("=");
    c.setOwnAttr("k", integerAttribute(p.parseSignedInt()));
    if (p.consumeIf(",")) {
      p.expect("is_stable");
      p.expect("=");
      c.setOwnAttr("is_stable", p.parseAttribute(false));
    }
    p.expect(")");
    p.parseOptionalAttributeDict(c.op);
    p.expect(":");
    c.op.operandTypes = {p.parseTypeInternal()};
    p.expect("->");
    c.op.resultTypes = readResultTypes(p);
  }
};
const TopKForm kTopKForm;
HLOREF_CUSTOM_FORM(kTopKForm, (AttributeKeys{keyFor("k", "k"), keyFor("is_stable", "is_stable")}), kAnyOperands,
                   kOutsideSpec, "chlo.top_k");

// `chlo.scan(%x, ...) inits (%c, ...) dimension=0 [attributes {...}] {body} : (X..., C...) -> (Y..., C...)`:
// the operand and result segments (operandSegmentSizes, resultSegmentSizes)
// follow from the counts: as many carries as inits.
class ScanForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override { return {"dimension"}; }
  void parse(FormContext& c) const override {
    Parser& p = c.p;
    auto valueList = [&](std::vector<ValueUse>& out) {
      p.expect("(");
      if (p.consumeIf(")")) return;
      do out.push_back(p.parseValueUse());
      while (p.consumeIf(","));
      p.expect(")");
    };
    std::vector<ValueUse> inputs, inits;
    valueList(inputs);
    p.expect("inits");
    valueList(inits);
    p.expect("dimension");
    p.expect("=");
    c.setOwnAttr("dimension", integerAttribute(p.parseSignedInt()));
    if (p.consumeWord("attributes")) {
      AttributeList attrs = p.parseAttributeDict();
      c.op.attributes.insert(c.op.attributes.end(), attrs.begin(), attrs.end());
    }
    c.uses = inputs;
    c.uses.insert(c.uses.end(), inits.begin(), inits.end());
    c.op.regions.push_back(p.parseRegion());
    p.expect(":");
    p.parseFunctionalType(c.op.operandTypes, c.op.resultTypes);
    if (c.numResults < inits.size())
      p.error("'chlo.scan' binds " + std::to_string(c.numResults) + " results but has " +
              std::to_string(inits.size()) + " inits");
    Attribute operandSegments = i64ArrayAttribute(
        {static_cast<int64_t>(inputs.size()), static_cast<int64_t>(inits.size())});
    Attribute resultSegments = i64ArrayAttribute(
        {static_cast<int64_t>(c.numResults - inits.size()), static_cast<int64_t>(inits.size())});
    c.op.attributes.emplace_back("operandSegmentSizes", operandSegments);
    c.op.attributes.emplace_back("resultSegmentSizes", resultSegments);
  }
};
const ScanForm kScanForm;
HLOREF_CUSTOM_FORM(kScanForm, {keyFor("dimension", "dimension")}, kAnyOperands, kOutsideSpec, "chlo.scan");

}  // namespace
}  // namespace hloref::syntax
