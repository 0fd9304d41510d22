// spec: Ops > if
#include "interpreter/evaluator.h"
#include "interpreter/control_flow.h"

namespace hloref {
namespace {

using control_flow::typeListString;
using control_flow::typesCompatible;
using control_flow::valueTypesString;

std::vector<Value> evalIf(OpCall& call) {
  if (call.op.regions.size() != 2)
    call.fail("has " + std::to_string(call.op.regions.size()) +
              " regions; it takes true_branch and false_branch");
  // (I1) pred is a 0-dimensional tensor of type i1.
  const Tensor& pred = call.tensor(0);
  if (call.operands.size() != 1 || pred.elementType() != ElementType::I1 || pred.type().isQuantized() ||
      pred.rank() != 0)
    call.fail("has pred of type " + tensorTypeString(pred.type()) + "; it must be tensor<i1>");
  const Region& true_branch = call.op.regions[0];
  const Region& false_branch = call.op.regions[1];

  // (C1) input_types(true_branch) = input_types(false_branch) = [].
  if (!control_flow::inputTypes(true_branch).empty() || !control_flow::inputTypes(false_branch).empty())
    call.fail("has a branch taking arguments " + typeListString(control_flow::inputTypes(true_branch)) + ", " +
              typeListString(control_flow::inputTypes(false_branch)) + "; branches take none (C1)");
  // (C2) output_types(true_branch) = output_types(false_branch).
  std::span<const Type> trueOutputs = control_flow::outputTypes(call, true_branch, "true_branch");
  std::span<const Type> falseOutputs = control_flow::outputTypes(call, false_branch, "false_branch");
  if (!typesCompatible(trueOutputs, falseOutputs))
    call.fail("has true_branch returning " + typeListString(trueOutputs) + " but false_branch returning " +
              typeListString(falseOutputs) + " (C2)");
  // (C3) type(results...) = output_types(true_branch).
  if (!typesCompatible(call.op.resultTypes, trueOutputs))
    call.fail("has results of type " + typeListString(call.op.resultTypes) + " but true_branch returning " +
              typeListString(trueOutputs) + " (C3)");

  // result = pred ? true_branch() : false_branch()
  const bool taken = pred.intBits(0) != 0;
  std::vector<Value> results = call.runRegion(taken ? 0 : 1, {});
  if (!control_flow::valuesHaveTypes(results, call.op.resultTypes))
    call.fail("has " + std::string(taken ? "true_branch" : "false_branch") + " returning values of type " +
              valueTypesString(results) + " but results of type " + typeListString(call.op.resultTypes) +
              " (C3)");
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.if",
           .eval = evalIf,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::structural(Annotation::Choice::FirstOperand),
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
