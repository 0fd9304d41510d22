// spec: Ops > if
#include "interpreter/control_flow.h"
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalIf(OpCall& call) {
  // result = pred ? true_branch() : false_branch()
  const bool pred = call.tensor(0).intBits(0) != 0;
  std::vector<Value> results = call.runRegion(pred ? 0 : 1, {});
  // (C3) type(results...) = output_types(true_branch) (= output_types(
  // false_branch), C2): proved up to `?` dimensions, whose sizes the values
  // show.
  control_flow::requireValuesHaveTypes(call, results, call.op.resultTypes, "C3",
                                       pred ? "true_branch()" : "false_branch()", "types(results...)");
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
