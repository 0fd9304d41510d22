// spec: Ops > while
#include <algorithm>

#include "interpreter/control_flow.h"
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

using control_flow::requireValuesHaveTypes;

std::vector<Value> evalWhile(OpCall& call) {
  // Ti = type(operand[i]). The checker proved (C1) cond: (T0, ..., TN-1) ->
  // tensor<i1>, (C2) body: (T0, ..., TN-1) -> (T0, ..., TN-1) and (C3)
  // type(results...) = type(operand...) up to `?` dimensions; the sizes of
  // the values are checked as they pass.
  const std::vector<Type>& T = call.op.operandTypes;
  std::span<const Type> condInputs = control_flow::inputTypes(call.op.regions[0]);
  std::span<const Type> bodyInputs = control_flow::inputTypes(call.op.regions[1]);
  // internal_state = operand
  std::vector<Value> internal_state = call.operands;
  // After the first iteration the state is a body result checked against
  // T, so it meets the regions' input types where they equal T.
  const bool condTakesT = std::ranges::equal(condInputs, T);
  const bool bodyTakesT = std::ranges::equal(bodyInputs, T);
  std::vector<Value> predicate, next;  // reused: no allocation per iteration
  for (bool first = true;; first = false) {
    // while cond(*internal_state):
    if (first || !condTakesT)
      requireValuesHaveTypes(call, internal_state, condInputs, "C1", "internal_state", "input_types(cond)");
    call.runRegion(0, internal_state, predicate);
    if (predicate[0].tensor().intBits(0) == 0) break;
    // One iteration against --max-steps: the spec leaves endless loops open
    // (#383); the reference ends them with a diagnostic.
    call.evaluator.countStep(call.op.loc);
    //   internal_state = body(*internal_state)
    if (first || !bodyTakesT)
      requireValuesHaveTypes(call, internal_state, bodyInputs, "C2", "internal_state", "input_types(body)");
    call.runRegion(1, internal_state, next);
    requireValuesHaveTypes(call, next, T, "C2", "body(internal_state)", "types(operand...)");
    internal_state.swap(next);
  }
  // results = internal_state
  requireValuesHaveTypes(call, internal_state, call.op.resultTypes, "C3", "internal_state", "types(results...)");
  return internal_state;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.while",
           .eval = evalWhile,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::structural(Annotation::Choice::FirstRegion),
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
