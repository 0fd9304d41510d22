// The CHLO broadcasting ops (spec/chlo/broadcast_*.yaml, from ChloOps.td:
// CHLO_BroadcastBinaryElementwiseOp, broadcast_compare, broadcast_complex,
// broadcast_select). C1-C4 are the broadcasting rules
// (spec/chlo_broadcasting.h), C5 the element types of the op each one
// stands for.
#include <optional>

#include "checker/checker_util.h"
#include "spec/chlo_broadcasting.h"

namespace hloref::checker {
namespace {

constexpr unsigned kAny = kAnyTensor;
constexpr unsigned kIntFloatComplex = kIntegerTensor | kFloatTensor | kComplexTensor;
constexpr unsigned kFloatComplex = kFloatTensor | kComplexTensor;
constexpr unsigned kBoolInt = kBooleanTensor | kIntegerTensor;

// broadcast_dimensions: absent, or a list of integers.
std::optional<std::optional<std::vector<int64_t>>> broadcastDimensions(OpContext& c) {
  if (!c.attr("broadcast_dimensions")) return std::optional<std::vector<int64_t>>{};
  std::optional<std::vector<int64_t>> dims = intListAttr(c, "broadcast_dimensions");
  if (!dims) return std::nullopt;
  return dims;
}

// C1-C4 for lhs and rhs; true when they hold.
bool checkShapes(OpContext& c, const TensorType& lhs, const TensorType& rhs, const TensorType& result) {
  auto dims = broadcastDimensions(c);
  if (!dims) return false;
  chlo::Broadcast b = chlo::binaryBroadcast(lhs.shape, rhs.shape, *dims);
  if (!b.violated.empty()) return c.violation(b.violated, b.values);
  return c.require(compatibleShapes(b.result, result.shape), "C4", [&] {
    return "shape(result) = " + shapeText(result.shape) + ", broadcast shape " + shapeText(b.result);
  });
}

// C1-C4, and C5: element_type(lhs) = element_type(rhs) = element_type(result).
template <unsigned Classes>
void checkBroadcastBinary(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* lhs = requireOperandOf(c, 0, "I1", Classes);
  const TensorType* rhs = requireOperandOf(c, 1, "I2", Classes);
  const TensorType* result = requireResultOf(c, 0, "O1", Classes);
  if (!lhs || !rhs || !result) return;
  checkShapes(c, *lhs, *rhs, *result);
  c.require(sameElementType(*lhs, *rhs) && sameElementType(*lhs, *result), "C5", [&] {
    return "element types " + elementText(*lhs) + ", " + elementText(*rhs) + ", " + elementText(*result);
  });
}

void checkBroadcastCompare(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* lhs = requireOperandOf(c, 0, "I1", kAny);
  const TensorType* rhs = requireOperandOf(c, 1, "I2", kAny);
  const TensorType* result = requireResultOf(c, 0, "O1", kBooleanTensor);
  if (!enumAttr(c, "comparison_direction")) return;
  if (!lhs || !rhs || !result) return;
  checkShapes(c, *lhs, *rhs, *result);
  c.require(sameElementType(*lhs, *rhs), "C5",
            [&] { return "element types " + elementText(*lhs) + ", " + elementText(*rhs); });
}

void checkBroadcastComplex(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* lhs = requireOperandOf(c, 0, "I1", kFloatTensor);
  const TensorType* rhs = requireOperandOf(c, 1, "I2", kFloatTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kComplexTensor);
  if (!lhs || !rhs || !result) return;
  checkShapes(c, *lhs, *rhs, *result);
  bool parts = (lhs->elementType == ElementType::F32 && result->elementType == ElementType::C64) ||
               (lhs->elementType == ElementType::F64 && result->elementType == ElementType::C128);
  c.require(sameElementType(*lhs, *rhs) && parts, "C5", [&] {
    return "element types " + elementText(*lhs) + ", " + elementText(*rhs) + ", " + elementText(*result);
  });
}

void checkBroadcastSelect(OpContext& c) {
  if (!requireArity(c, 3, 1)) return;
  const TensorType* pred = requireOperandOf(c, 0, "I1", kBooleanTensor);
  const TensorType* onTrue = requireOperandOf(c, 1, "I2", kAny);
  const TensorType* onFalse = requireOperandOf(c, 2, "I3", kAny);
  const TensorType* result = requireResultOf(c, 0, "O1", kAny);
  if (!pred || !onTrue || !onFalse || !result) return;
  c.require(sameElementType(*onTrue, *onFalse) && sameElementType(*onTrue, *result), "C1", [&] {
    return "element types " + elementText(*onTrue) + ", " + elementText(*onFalse) + ", " + elementText(*result);
  });
  chlo::Broadcast b = chlo::numpyBroadcast({pred->shape, onTrue->shape, onFalse->shape});
  if (!b.violated.empty()) {
    c.violation("C2", b.values);
    return;
  }
  c.require(compatibleShapes(b.result, result->shape), "C3", [&] {
    return "shape(result) = " + shapeText(result->shape) + ", broadcast shape " + shapeText(b.result);
  });
}

#define HLOREF_BROADCAST_RULES                                                                        \
  {"C1", "rank(lhs) = rank(rhs) or size(broadcast_dimensions) = min(rank(lhs), rank(rhs))"},          \
      {"C2",                                                                                          \
       "is_sorted(broadcast_dimensions) and is_unique(broadcast_dimensions) and 0 <= broadcast_dimensions " \
       "< max(rank(lhs), rank(rhs))"},                                                                \
      {"C3", "dimensions paired by broadcasting are equal or one of them is 1"},                      \
      {"C4", "shape(result) = broadcast_shape(lhs, rhs, broadcast_dimensions)"}
#define HLOREF_BROADCAST_BINARY(NAME, CLASSES)                                 \
  HLOREF_CHECKER("chlo.broadcast_" NAME, checkBroadcastBinary<CLASSES>,       \
                 {HLOREF_BROADCAST_RULES,                                      \
                  {"C5", "element_type(lhs) = element_type(rhs) = element_type(result)"}})

HLOREF_BROADCAST_BINARY("add", kAny);
HLOREF_BROADCAST_BINARY("atan2", kFloatComplex);
HLOREF_BROADCAST_BINARY("divide", kIntFloatComplex);
HLOREF_BROADCAST_BINARY("maximum", kAny);
HLOREF_BROADCAST_BINARY("minimum", kAny);
HLOREF_BROADCAST_BINARY("multiply", kAny);
HLOREF_BROADCAST_BINARY("next_after", kFloatTensor);
HLOREF_BROADCAST_BINARY("polygamma", kFloatTensor);
HLOREF_BROADCAST_BINARY("power", kIntFloatComplex);
HLOREF_BROADCAST_BINARY("remainder", kIntFloatComplex);
HLOREF_BROADCAST_BINARY("shift_left", kIntegerTensor);
HLOREF_BROADCAST_BINARY("shift_right_arithmetic", kIntegerTensor);
HLOREF_BROADCAST_BINARY("shift_right_logical", kIntegerTensor);
HLOREF_BROADCAST_BINARY("subtract", kIntFloatComplex);
HLOREF_BROADCAST_BINARY("zeta", kFloatTensor);
HLOREF_BROADCAST_BINARY("and", kBoolInt);
HLOREF_BROADCAST_BINARY("or", kBoolInt);
HLOREF_BROADCAST_BINARY("xor", kBoolInt);

HLOREF_CHECKER("chlo.broadcast_compare", checkBroadcastCompare,
               {HLOREF_BROADCAST_RULES, {"C5", "element_type(lhs) = element_type(rhs)"}});
HLOREF_CHECKER("chlo.broadcast_complex", checkBroadcastComplex,
               {HLOREF_BROADCAST_RULES,
                {"C5", "element_type(result) = complex_type(element_type(lhs)) and element_type(lhs) = "
                       "element_type(rhs)"}});
HLOREF_CHECKER("chlo.broadcast_select", checkBroadcastSelect,
               {{"C1", "element_type(on_true) = element_type(on_false) = element_type(result)"},
                {"C2", "the shapes of pred, on_true and on_false broadcast (aligned at the last dimension, each "
                       "dimension equal or 1)"},
                {"C3", "shape(result) = broadcast_shape(pred, on_true, on_false)"}});

}  // namespace
}  // namespace hloref::checker
