// Data movement and shapes (operation_semantics.md: Broadcast,
// BroadcastInDim, Reshape, Transpose, Slice, Concatenate, Pad, Iota, Rev,
// DynamicSlice, DynamicUpdateSlice, GetDimensionSize, SetDimensionSize,
// Tuple, GetTupleElement) and the layout-dependent bitcast and copy.
//
// Where XLA differs:
// - HLO `broadcast` with `dimensions` is broadcast_in_dim (the builder's
//   Broadcast, which prepends dimensions, expands to it: the result's
//   leading dimensions are new, `dimensions` maps the operand's to the last
//   ones).
// - dynamic-slice / dynamic-update-slice clamp start indices as StableHLO
//   does; their index operands are scalars, as in StableHLO.
// - bitcast reinterprets the operand's buffer in its layout as the result's
//   shape in the result's layout (xla/ops/bitcast.cpp); copy moves values
//   to another layout, which leaves the logical value unchanged.
#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

void translateConstant(Emitter& e) {
  Type type = e.resultType();
  if (!type.isTensor()) e.unsupportedHere("constant of type " + shapeString(e.inst.shape) + " (only arrays)");
  TensorType tt = type.tensorType();
  if (!tt.isStatic()) e.error("needs a static shape, got " + shapeString(e.inst.shape));
  Attribute value;
  value.kind = Attribute::Kind::Dense;
  value.type = type;
  value.dense = std::make_shared<const Tensor>(parseLiteral(e.t.hlo, e.inst.payloadBegin, e.inst.payloadEnd, tt));
  Op& o = e.op("stablehlo.constant", {}, {}, {type});
  o.attributes.emplace_back("value", std::move(value));
  e.result = o.results[0];
}

void translateTuple(Emitter& e) { e.simple("stablehlo.tuple"); }

void translateGetTupleElement(Emitter& e) {
  e.requireOperands(1);
  int64_t index = e.integer("index");
  const Type& tuple = e.operandTypes[0];
  if (!tuple.isTuple() || index < 0 || index >= static_cast<int64_t>(tuple.elements().size()))
    e.error("index " + std::to_string(index) + " is out of range for " + shapeString(*e.operandShapes[0]));
  e.result = e.getTupleElement(e.operands[0], tuple, static_cast<size_t>(index));
}

void translateBroadcast(Emitter& e) {
  e.requireOperands(1);
  std::vector<int64_t> dims = e.intList("dimensions");
  e.simple("stablehlo.broadcast_in_dim").attributes.emplace_back("broadcast_dimensions", i64Array(dims));
}

void translateReshape(Emitter& e) {
  e.requireOperands(1);
  e.simple("stablehlo.reshape");
}

void translateTranspose(Emitter& e) {
  e.requireOperands(1);
  e.simple("stablehlo.transpose").attributes.emplace_back("permutation", i64Array(e.intList("dimensions")));
}

void translateReverse(Emitter& e) {
  e.requireOperands(1);
  e.simple("stablehlo.reverse").attributes.emplace_back("dimensions", i64Array(e.intList("dimensions")));
}

// slice={[start:limit:stride], ...}
void translateSlice(Emitter& e) {
  e.requireOperands(1);
  AttrReader r = e.read("slice");
  Cursor& c = r.cursor();
  std::vector<int64_t> start, limit, stride;
  c.expect('{', "to open slice");
  if (!c.consume('}')) {
    do {
      c.expect('[', "to open a slice dimension");
      start.push_back(c.integer("a slice start"));
      c.expect(':', "after the slice start");
      limit.push_back(c.integer("a slice limit"));
      stride.push_back(c.consume(':') ? c.integer("a slice stride") : 1);
      c.expect(']', "to close a slice dimension");
    } while (c.consume(','));
    c.expect('}', "to close slice");
  }
  r.done();
  Op& o = e.simple("stablehlo.slice");
  o.attributes.emplace_back("start_indices", i64Array(start));
  o.attributes.emplace_back("limit_indices", i64Array(limit));
  o.attributes.emplace_back("strides", i64Array(stride));
}

void translateConcatenate(Emitter& e) {
  std::vector<int64_t> dims = e.intList("dimensions");
  if (dims.size() != 1) e.error("needs one dimension, got " + listText(dims));
  e.simple("stablehlo.concatenate").attributes.emplace_back("dimension", i64Attr(dims[0]));
}

// padding=lo_hi[_interior]x... (one entry per dimension; may be negative)
void translatePad(Emitter& e) {
  e.requireOperands(2);
  std::vector<int64_t> low, high, interior;
  if (e.has("padding")) {
    AttrReader r = e.read("padding");
    Cursor& c = r.cursor();
    do {
      low.push_back(c.integer("a low padding"));
      c.expect('_', "between low and high padding");
      high.push_back(c.integer("a high padding"));
      interior.push_back(c.consume('_') ? c.integer("an interior padding") : 0);
    } while (c.consume('x'));
    r.done();
  }
  Op& o = e.simple("stablehlo.pad");
  o.attributes.emplace_back("edge_padding_low", i64Array(low));
  o.attributes.emplace_back("edge_padding_high", i64Array(high));
  o.attributes.emplace_back("interior_padding", i64Array(interior));
}

void translateIota(Emitter& e) {
  e.requireOperands(0);
  e.simple("stablehlo.iota").attributes.emplace_back("iota_dimension", i64Attr(e.integer("iota_dimension")));
}

void translateDynamicSlice(Emitter& e) {
  e.simple("stablehlo.dynamic_slice").attributes.emplace_back("slice_sizes", i64Array(e.intList("dynamic_slice_sizes")));
}

void translateDynamicUpdateSlice(Emitter& e) { e.simple("stablehlo.dynamic_update_slice"); }

void translateGetDimensionSize(Emitter& e) {
  e.requireOperands(1);
  std::vector<int64_t> dims = e.intList("dimensions");
  if (dims.size() != 1) e.error("needs one dimension, got " + listText(dims));
  e.simple("stablehlo.get_dimension_size").attributes.emplace_back("dimension", i64Attr(dims[0]));
}

void translateSetDimensionSize(Emitter& e) {
  e.requireOperands(2);
  std::vector<int64_t> dims = e.intList("dimensions");
  if (dims.size() != 1) e.error("needs one dimension, got " + listText(dims));
  e.simple("stablehlo.set_dimension_size").attributes.emplace_back("dimension", i64Attr(dims[0]));
}

// dynamic-reshape(operand, size...): StableHLO's dynamic_reshape with the
// sizes gathered into its shape operand.
void translateDynamicReshape(Emitter& e) {
  if (e.operands.empty()) e.error("needs an operand");
  TensorType one;
  one.elementType = e.operandShapes.size() > 1 ? e.operandShapes[1]->elementType : ElementType::SI32;
  one.shape = {1};
  std::vector<int> sizes;
  std::vector<Type> types;
  for (size_t i = 1; i < e.operands.size(); ++i) {
    sizes.push_back(e.op("stablehlo.reshape", {e.operands[i]}, {e.operandTypes[i]}, {Type::tensor(one)}).results[0]);
    types.push_back(Type::tensor(one));
  }
  TensorType shape = one;
  shape.shape = {static_cast<int64_t>(sizes.size())};
  Op& concat = e.op("stablehlo.concatenate", sizes, types, {Type::tensor(shape)});
  concat.attributes.emplace_back("dimension", i64Attr(0));
  int shapeSlot = concat.results[0];
  e.result = e.op("stablehlo.dynamic_reshape", {e.operands[0], shapeSlot}, {e.operandTypes[0], Type::tensor(shape)},
                  {e.resultType()})
                 .results[0];
}

// Both layouts as attributes: the operand's (from its defining
// instruction's shape) and the result's.
void layoutAttributes(Emitter& e, Op& o) {
  if (!e.operandShapes[0]->isArray() || !e.inst.shape.isArray()) e.unsupportedHere("of a tuple or token");
  o.attributes.emplace_back("operand_layout", stringAttr(layoutString(e.operandShapes[0]->layoutOrDefault())));
  o.attributes.emplace_back("result_layout", stringAttr(layoutString(e.inst.shape.layoutOrDefault())));
}

void translateBitcast(Emitter& e) {
  e.requireOperands(1);
  size_t index = e.block.ops.size();
  e.simple("xla.bitcast");
  layoutAttributes(e, e.block.ops[index]);
}

void translateCopy(Emitter& e) {
  e.requireOperands(1);
  if (!e.operandShapes[0]->isArray()) {  // a tuple copy: the same value
    e.result = e.operands[0];
    return;
  }
  size_t index = e.block.ops.size();
  e.simple("xla.copy");
  layoutAttributes(e, e.block.ops[index]);
}

// copy-start gives (destination, source, context); copy-done the destination.
void translateCopyStart(Emitter& e) {
  e.requireOperands(1);
  Type r = e.resultType();
  if (!r.isTuple() || r.elements().size() != 3) e.error("must return (destination, source, context)");
  e.simple("xla.copy_start");
}

void translateCopyDone(Emitter& e) {
  e.requireOperands(1);
  e.result = e.getTupleElement(e.operands[0], e.operandTypes[0], 0);
}

}  // namespace

HLOREF_HLO_OPCODE("constant", translateConstant);
HLOREF_HLO_OPCODE("tuple", translateTuple);
HLOREF_HLO_OPCODE("get-tuple-element", translateGetTupleElement);
HLOREF_HLO_OPCODE("broadcast", translateBroadcast);
HLOREF_HLO_OPCODE("reshape", translateReshape);
HLOREF_HLO_OPCODE("transpose", translateTranspose);
HLOREF_HLO_OPCODE("reverse", translateReverse);
HLOREF_HLO_OPCODE("slice", translateSlice);
HLOREF_HLO_OPCODE("concatenate", translateConcatenate);
HLOREF_HLO_OPCODE("pad", translatePad);
HLOREF_HLO_OPCODE("iota", translateIota);
HLOREF_HLO_OPCODE("dynamic-slice", translateDynamicSlice);
HLOREF_HLO_OPCODE("dynamic-update-slice", translateDynamicUpdateSlice);
HLOREF_HLO_OPCODE("get-dimension-size", translateGetDimensionSize);
HLOREF_HLO_OPCODE("set-dimension-size", translateSetDimensionSize);
HLOREF_HLO_OPCODE("dynamic-reshape", translateDynamicReshape);
HLOREF_HLO_OPCODE("bitcast", translateBitcast);
HLOREF_HLO_OPCODE("copy", translateCopy);
HLOREF_HLO_OPCODE("copy-start", translateCopyStart);
HLOREF_HLO_OPCODE("copy-done", translateCopyDone);

}  // namespace hloref::xla
