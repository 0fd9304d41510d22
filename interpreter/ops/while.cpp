// spec: Ops > while
#include <algorithm>

#include "interpreter/control_flow.h"
#include "interpreter/evaluator.h"
#include "interpreter/scalar_region.h"

namespace hloref {
namespace {

using control_flow::requireValuesHaveTypes;

// The loop with its state on registers, when every Ti is a rank-0 tensor
// that is not quantized, both regions take exactly T and run on registers
// (RegionCall), cond returns one i1 and body returns values of the element
// types of T: the same iterations, steps and values as the general loop
// below, without a tensor per iteration. False when the loop does not
// qualify (nothing has run then).
bool loopOnRegisters(const OpCall& call, bool regionsTakeT, std::vector<Value>& results) {
  const std::vector<Type>& T = call.op.operandTypes;
  if (!regionsTakeT || !control_flow::valuesHaveTypes(call.operands, T)) return false;
  std::vector<ElementType> types;
  for (const Type& t : T) {
    if (!t.isTensor()) return false;
    TensorType plain;  // what the general loop's body results are
    plain.elementType = t.tensorType().elementType;
    if (!(t.tensorType() == plain)) return false;
    types.push_back(plain.elementType);
  }
  using Arguments = RegionCall::Arguments;
  RegionCall cond(call, 0, types, Arguments::CarriedValues), body(call, 1, types, Arguments::CarriedValues);
  if (!cond || !body || cond.numResults() != 1 || cond.resultType(0) != ElementType::I1 ||
      body.numResults() != types.size())
    return false;
  for (size_t i = 0; i < types.size(); ++i)
    if (body.resultType(i) != types[i]) return false;
  const size_t N = types.size();
  std::vector<uint64_t> state(N);
  for (size_t i = 0; i < N; ++i)
    state[i] = loadRegister(call.operands[i].tensor().bytes(), types[i], storageBytes(types[i]));
  while (true) {
    for (size_t i = 0; i < N; ++i) cond.setArgument(i, state[i]);
    cond.run();
    if (cond.result(0) == 0) break;
    call.evaluator.countStep(call.op.loc);
    for (size_t i = 0; i < N; ++i) body.setArgument(i, state[i]);
    body.run();
    for (size_t i = 0; i < N; ++i) state[i] = body.result(i);
  }
  results.clear();
  for (size_t i = 0; i < N; ++i) {
    Tensor t(T[i].tensorType());
    storeRegister(t.bytes(), state[i], storageBytes(types[i]));
    results.emplace_back(std::move(t));
  }
  return true;
}

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
  if (loopOnRegisters(call, condTakesT && bodyTakesT, internal_state)) {
    requireValuesHaveTypes(call, internal_state, call.op.resultTypes, "C3", "internal_state", "types(results...)");
    return internal_state;
  }
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
    // (The state is handed over: a body that updates a value in place,
    // dynamic_update_slice on a scan's stacked outputs, need not copy it.)
    call.runRegionTakingArguments(1, internal_state, next);
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
