// spec: Ops > while
#include "interpreter/evaluator.h"
#include "interpreter/control_flow.h"

namespace hloref {
namespace {

using control_flow::typeListString;
using control_flow::typesCompatible;
using control_flow::valuesHaveTypes;
using control_flow::valueTypesString;

// tensor<i1>: the type cond returns.
Type predicateType() {
  TensorType t;
  t.elementType = ElementType::I1;
  return Type::tensor(std::move(t));
}

std::vector<Value> evalWhile(OpCall& call) {
  if (call.op.regions.size() != 2)
    call.fail("has " + std::to_string(call.op.regions.size()) + " regions; it takes cond and body");
  const Region& cond = call.op.regions[0];
  const Region& body = call.op.regions[1];
  // Ti = type(operand[i]), as declared (dimensions may be dynamic).
  const std::vector<Type>& T = call.op.operandTypes;
  const Type i1 = predicateType();

  // (C1) cond has type (T0, ..., TN-1) -> tensor<i1>.
  std::span<const Type> condInputs = control_flow::inputTypes(cond);
  std::span<const Type> condOutputs = control_flow::outputTypes(call, cond, "cond");
  if (!typesCompatible(condInputs, T))
    call.fail("has cond taking " + typeListString(condInputs) + " but operands of type " + typeListString(T) +
              " (C1)");
  if (condOutputs.size() != 1 || !typesCompatible(condOutputs[0], i1))
    call.fail("has cond returning " + typeListString(condOutputs) + "; it must return (tensor<i1>) (C1)");
  // (C2) body has type (T0, ..., TN-1) -> (T0, ..., TN-1).
  std::span<const Type> bodyInputs = control_flow::inputTypes(body);
  std::span<const Type> bodyOutputs = control_flow::outputTypes(call, body, "body");
  if (!typesCompatible(bodyInputs, T) || !typesCompatible(bodyOutputs, T))
    call.fail("has body of type " + typeListString(bodyInputs) + " -> " + typeListString(bodyOutputs) +
              " but operands of type " + typeListString(T) + " (C2)");
  // (C3) type(results...) = type(operand...).
  if (!typesCompatible(call.op.resultTypes, T))
    call.fail("has results of type " + typeListString(call.op.resultTypes) + " but operands of type " +
              typeListString(T) + " (C3)");

  // internal_state = operand
  std::vector<Value> internal_state = call.operands;
  if (!valuesHaveTypes(internal_state, T))
    call.fail("has operand values of type " + valueTypesString(internal_state) + " but declared types " +
              typeListString(T));
  for (;;) {
    // while cond(*internal_state):
    std::vector<Value> pred = call.runRegion(0, internal_state);
    if (pred.size() != 1 || !control_flow::valueHasType(pred[0], i1))
      call.fail("has cond returning values of type " + valueTypesString(pred) +
                "; it must return (tensor<i1>) (C1)");
    if (pred[0].tensor().intBits(0) == 0) break;
    // One iteration against --max-steps: the spec leaves endless loops open
    // (#383); the reference ends them with a diagnostic.
    call.evaluator.countStep(call.op.loc);
    //   internal_state = body(*internal_state)
    internal_state = call.runRegion(1, internal_state);
    if (!valuesHaveTypes(internal_state, T))
      call.fail("has body returning values of type " + valueTypesString(internal_state) +
                " but operands of type " + typeListString(T) + " (C2)");
  }
  // results = internal_state
  if (!valuesHaveTypes(internal_state, call.op.resultTypes))
    call.fail("computes results of type " + valueTypesString(internal_state) + " but declares " +
              typeListString(call.op.resultTypes) + " (C3)");
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
