// The CHLO broadcasting ops (ChloOps.td: CHLO_BroadcastBinaryElementwiseOp
// and its instances, broadcast_compare, broadcast_complex,
// broadcast_select; spec/chlo/broadcast_*.yaml): each broadcasts its
// operands to one shape (spec/chlo_broadcasting.h: numpy's rule, or the
// explicit broadcast_dimensions) and then computes, element by element,
// the op it stands for: the StableHLO op of its name (chlo.next_after,
// chlo.polygamma and chlo.zeta for those three), run through that op's own
// registration so that both give the same values.
#include "interpreter/dialects/chlo/chlo_ops.h"
#include "interpreter/kernels/index_walk.h"
#include "spec/chlo_broadcasting.h"

namespace hloref {
namespace {

// `t` read as a tensor of `shape`: dimension d of t pairs with dimension
// map[d] of the result; a dimension of size 1 repeats (stride 0).
Tensor broadcastTo(const Tensor& t, const Shape& shape, const std::vector<int64_t>& map) {
  if (t.shape() == shape) return t;
  TensorType type = t.type();
  type.shape = shape;
  type.bounds.clear();
  Tensor out(type);
  std::vector<int64_t> readStrides(shape.size(), 0);
  const std::vector<int64_t> strides = stridesOf(t.shape());
  for (size_t d = 0; d < t.shape().size(); ++d)
    if (t.shape()[d] != 1) readStrides[static_cast<size_t>(map[d])] = strides[d];
  index_walk::copyStrided(out.bytes(), t.bytes(), storageBytes(t.elementType()), shape, 0, stridesOf(shape), 0,
                          readStrides);
  return out;
}

// Runs the op `name` on operands of one shape, with `attributes`.
std::vector<Value> runAs(OpCall& call, std::string_view name, const std::vector<Tensor>& operands,
                         const Shape& shape, AttributeList attributes) {
  Op inner;
  inner.name = std::string(name);
  inner.loc = call.op.loc;
  inner.attributes = std::move(attributes);
  for (const Tensor& t : operands) inner.operandTypes.push_back(Type::tensor(t.type()));
  TensorType resultType = call.resultType(0);
  resultType.shape = shape;
  resultType.bounds.clear();
  inner.resultTypes = {Type::tensor(resultType)};
  inner.def = findOpDef(inner.name);
  if (!inner.def) call.unreachable("has no op '" + inner.name + "' to run");
  std::vector<Value> values(operands.begin(), operands.end());
  OpCall sub{inner, std::move(values), call.evaluator, call.frame};
  return call.evaluator.evaluate(sub);
}

// Broadcasts operands by `plan` (a violation is a run-time fact only where
// a dimension is `?`).
std::vector<Tensor> broadcastOperands(OpCall& call, const chlo::Broadcast& plan, const char* shapeRule) {
  if (!plan.violated.empty()) call.violation(plan.violated == "C3" ? shapeRule : plan.violated, plan.values);
  std::vector<Tensor> out;
  for (size_t i = 0; i < call.operands.size(); ++i)
    out.push_back(broadcastTo(elementwise::operandTensor(call, i), plan.result, plan.dims[i]));
  return out;
}

std::optional<std::vector<int64_t>> broadcastDimensions(const OpCall& call) {
  if (!call.optionalAttr("broadcast_dimensions")) return std::nullopt;
  return call.intListAttr("broadcast_dimensions");
}

template <const char* Name>
std::vector<Value> evalBroadcastBinary(OpCall& call) {
  chlo::Broadcast plan = chlo::binaryBroadcast(call.tensor(0).shape(), call.tensor(1).shape(), broadcastDimensions(call));
  return runAs(call, Name, broadcastOperands(call, plan, "C3"), plan.result, {});
}

std::vector<Value> evalBroadcastCompare(OpCall& call) {
  chlo::Broadcast plan = chlo::binaryBroadcast(call.tensor(0).shape(), call.tensor(1).shape(), broadcastDimensions(call));
  // stablehlo.compare's attributes: CHLO's enums under StableHLO's names;
  // NOTYPE (CHLO's "unspecified") leaves compare_type out.
  AttributeList attributes;
  for (const char* name : {"comparison_direction", "compare_type"}) {
    const Attribute* a = call.optionalAttr(name);
    if (!a || (a->kind == Attribute::Kind::Enum && a->text == "NOTYPE")) continue;
    Attribute copy = *a;
    if (copy.enumKind.rfind("chlo.", 0) == 0) copy.enumKind = copy.enumKind.substr(5);
    attributes.emplace_back(name, copy);
  }
  return runAs(call, "stablehlo.compare", broadcastOperands(call, plan, "C3"), plan.result, std::move(attributes));
}

std::vector<Value> evalBroadcastSelect(OpCall& call) {
  chlo::Broadcast plan =
      chlo::numpyBroadcast({call.tensor(0).shape(), call.tensor(1).shape(), call.tensor(2).shape()});
  if (!plan.violated.empty()) call.violation("C2", plan.values);
  return runAs(call, "stablehlo.select", broadcastOperands(call, plan, "C2"), plan.result, {});
}

constexpr char kAdd[] = "stablehlo.add", kAtan2[] = "stablehlo.atan2", kDivide[] = "stablehlo.divide",
               kMaximum[] = "stablehlo.maximum", kMinimum[] = "stablehlo.minimum",
               kMultiply[] = "stablehlo.multiply", kNextAfter[] = "chlo.next_after",
               kPolygamma[] = "chlo.polygamma", kPower[] = "stablehlo.power", kRemainder[] = "stablehlo.remainder",
               kShiftLeft[] = "stablehlo.shift_left", kShiftRightArithmetic[] = "stablehlo.shift_right_arithmetic",
               kShiftRightLogical[] = "stablehlo.shift_right_logical", kSubtract[] = "stablehlo.subtract",
               kZeta[] = "chlo.zeta", kAnd[] = "stablehlo.and", kOr[] = "stablehlo.or", kXor[] = "stablehlo.xor",
               kComplex[] = "stablehlo.complex";

}  // namespace

// Each result element is computed from one element of each broadcast
// operand: marks pass element by element; a bound passes as the op's own
// would only through its propagation, which the broadcast hides, so
// bounded operands give unknown bounds (annotation::kElementwise). The
// allowance is the stood-for op's.
#define HLOREF_CHLO_BROADCAST(NAME, FN, ACCURACY)            \
  HLOREF_OP({.name = "chlo.broadcast_" NAME,                 \
             .eval = FN,                                     \
             .quantized = Quantized::NotTaken,               \
             .annotation = annotation::kElementwise,         \
             .accuracy = ACCURACY,                           \
             .scalar = ScalarKind::None})

HLOREF_CHLO_BROADCAST("add", evalBroadcastBinary<kAdd>, (Accuracy{accuracy::kIeeeRounded, accuracy::kPerPartRounded}));
HLOREF_CHLO_BROADCAST("atan2", evalBroadcastBinary<kAtan2>, accuracy::kTwoUlpFunction);
HLOREF_CHLO_BROADCAST("divide", evalBroadcastBinary<kDivide>, (Accuracy{accuracy::kIeeeRounded, accuracy::kComplexUnknown}));
HLOREF_CHLO_BROADCAST("maximum", evalBroadcastBinary<kMaximum>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("minimum", evalBroadcastBinary<kMinimum>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("multiply", evalBroadcastBinary<kMultiply>, (Accuracy{accuracy::kIeeeRounded, accuracy::kComplexUnknown}));
HLOREF_CHLO_BROADCAST("next_after", evalBroadcastBinary<kNextAfter>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("polygamma", evalBroadcastBinary<kPolygamma>, chlo_ops::kSpecial);
HLOREF_CHLO_BROADCAST("power", evalBroadcastBinary<kPower>, accuracy::kTwoUlpFunction);
HLOREF_CHLO_BROADCAST("remainder", evalBroadcastBinary<kRemainder>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("shift_left", evalBroadcastBinary<kShiftLeft>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("shift_right_arithmetic", evalBroadcastBinary<kShiftRightArithmetic>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("shift_right_logical", evalBroadcastBinary<kShiftRightLogical>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("subtract", evalBroadcastBinary<kSubtract>, (Accuracy{accuracy::kIeeeRounded, accuracy::kPerPartRounded}));
HLOREF_CHLO_BROADCAST("zeta", evalBroadcastBinary<kZeta>, chlo_ops::kSpecial);
HLOREF_CHLO_BROADCAST("and", evalBroadcastBinary<kAnd>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("or", evalBroadcastBinary<kOr>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("xor", evalBroadcastBinary<kXor>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("complex", evalBroadcastBinary<kComplex>, accuracy::kExact);
HLOREF_CHLO_BROADCAST("compare", evalBroadcastCompare, accuracy::kExact);
HLOREF_CHLO_BROADCAST("select", evalBroadcastSelect, accuracy::kMoves);

}  // namespace hloref
