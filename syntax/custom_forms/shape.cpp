// Shape and data movement: broadcasts, reshapes, transpose, reverse, slices,
// pads, concatenate, dimension sizes, tuples (spec: Ops > broadcast_in_dim,
// reshape, slice, pad, concatenate, get_tuple_element, tuple, ...).
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("dims", "broadcast_dimensions")}, operands(1), kSpecOp,
                   "stablehlo.broadcast_in_dim");
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("dims", "broadcast_dimensions")}, kAnyOperands, kSpecOp,
                   "stablehlo.dynamic_broadcast_in_dim");
// Not in the spec any more (broadcast_in_dim replaces it).
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("sizes", "broadcast_sizes")}, kAnyOperands, kOutsideSpec,
                   "stablehlo.broadcast");
HLOREF_CUSTOM_FORM(itemsForm(), kNoKeys, operands(1), kSpecOp, "stablehlo.reshape");
HLOREF_CUSTOM_FORM(itemsForm(), kNoKeys, kAnyOperands, kSpecOp, "stablehlo.dynamic_reshape", "stablehlo.dynamic_pad",
                   "stablehlo.dynamic_update_slice");
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("dims", "permutation")}, operands(1), kSpecOp, "stablehlo.transpose");
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("dims", "dimensions")}, operands(1), kSpecOp, "stablehlo.reverse");
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("sizes", "slice_sizes")}, kAnyOperands, kSpecOp, "stablehlo.dynamic_slice");
HLOREF_CUSTOM_FORM(itemsForm(),
                   (AttributeKeys{keyFor("low", "edge_padding_low"), keyFor("high", "edge_padding_high"),
                                  keyFor("interior", "interior_padding")}),
                   operands(2), kSpecOp, "stablehlo.pad");
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("dim", "dimension")}, kAnyOperands, kSpecOp, "stablehlo.concatenate",
                   "stablehlo.get_dimension_size");
// An MLIR op of bounded dynamism, outside the spec.
HLOREF_CUSTOM_FORM(itemsForm(), {keyFor("dim", "dimension")}, kAnyOperands, kOutsideSpec,
                   "stablehlo.set_dimension_size");

// `stablehlo.slice %x [1:3, 0:4:2] : (T) -> U`: [start:limit(:stride)] per
// dimension.
class SliceForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override { return {"start", "limit", "stride"}; }

 protected:
  void readOperandSuffix(FormContext& c) const override {
    Parser& p = c.p;
    if (p.peek() != '[') return;
    p.advance();
    std::vector<int64_t> starts, limits, strides;
    if (!p.consumeIf("]")) {
      do {
        starts.push_back(p.parseSignedInt());
        p.expect(":");
        limits.push_back(p.parseSignedInt());
        strides.push_back(p.consumeIf(":") ? p.parseSignedInt() : 1);
      } while (p.consumeIf(","));
      p.expect("]");
    }
    c.setOwnAttr("start", i64ArrayAttribute(starts));
    c.setOwnAttr("limit", i64ArrayAttribute(limits));
    c.setOwnAttr("stride", i64ArrayAttribute(strides));
  }
};
const SliceForm kSliceForm;
HLOREF_CUSTOM_FORM(kSliceForm,
                   (AttributeKeys{keyFor("start", "start_indices"), keyFor("limit", "limit_indices"),
                                  keyFor("stride", "strides")}),
                   kAnyOperands, kSpecOp, "stablehlo.slice");

// `stablehlo.get_tuple_element %t[1] : (tuple<..>) -> T`; a single type
// cannot say both.
class GetTupleElementForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override { return {"index"}; }

 protected:
  void readOperandSuffix(FormContext& c) const override {
    Parser& p = c.p;
    if (p.peek() != '[') return;
    p.advance();
    c.setOwnAttr("index", integerAttribute(p.parseUnsigned()));
    p.expect("]");
  }
  void matchTypes(FormContext& c, const std::vector<Type>& types, const Location& at) const override {
    if (types.size() != 1) return CustomForm::matchTypes(c, types, at);
    c.op.operandTypes = types;
    c.op.resultTypes.clear();
    c.p.errorAt(at, "get_tuple_element needs a functional type");
  }
};
const GetTupleElementForm kGetTupleElementForm;
HLOREF_CUSTOM_FORM(kGetTupleElementForm, {keyFor("index", "index")}, kAnyOperands, kSpecOp,
                   "stablehlo.get_tuple_element");

// `stablehlo.tuple %a, %b : tuple<A, B>`: the operands are the elements.
class TupleForm : public CustomForm {
 protected:
  void matchTypes(FormContext& c, const std::vector<Type>& types, const Location& at) const override {
    if (types.size() != 1 || !types[0].isTuple()) return CustomForm::matchTypes(c, types, at);
    c.op.operandTypes = types[0].elements();
    c.op.resultTypes = types;
  }
};
const TupleForm kTupleForm;
HLOREF_CUSTOM_FORM(kTupleForm, kNoKeys, kAnyOperands, kSpecOp, "stablehlo.tuple");

// Printed in the generic form only.
HLOREF_GENERIC_ONLY_OPS("stablehlo.gather", "stablehlo.dynamic_gather");

}  // namespace
}  // namespace hloref::syntax
