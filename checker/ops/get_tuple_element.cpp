// spec: Ops > get_tuple_element.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkGetTupleElement(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const Type& operand = c.operandType(0);
  if (!operand.isTuple()) {
    c.typeViolation("I1", "operand #0 must be a tuple, got " + operand.str());
    return;
  }
  std::optional<int64_t> index = intAttr(c, "index");
  if (!index) return;
  if (*index < INT32_MIN || *index > INT32_MAX)
    c.typeViolation("I2", "index must be an si32 constant, got " + std::to_string(*index));
  int64_t size = static_cast<int64_t>(operand.elements().size());
  if (!c.require(0 <= *index && *index < size, "C1",
                 [&] { return "index = " + std::to_string(*index) + ", size(operand) = " + std::to_string(size); }))
    return;
  const Type& element = operand.elements()[static_cast<size_t>(*index)];
  c.require(sameType(c.resultType(0), element), "C2", [&] {
    return "type(result) = " + c.resultType(0).str() + ", tuple_element_types(operand)[" + std::to_string(*index) +
           "] = " + element.str();
  });
}

HLOREF_CHECKER("stablehlo.get_tuple_element", checkGetTupleElement,
               {{"C1", "0 <= index < size(operand)"}, {"C2", "type(result) = tuple_element_types(operand)[index]"}});

}  // namespace
}  // namespace hloref::checker
