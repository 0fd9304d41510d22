// spec: Ops > case
#include "interpreter/control_flow.h"
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalCase(OpCall& call) {
  // selected_branch = branches[index] if 0 <= index < size(branches),
  // branches[-1] otherwise.
  const int64_t index = call.tensor(0).intValue(0);
  const int64_t size = static_cast<int64_t>(call.op.regions.size());
  const size_t selected = static_cast<size_t>(0 <= index && index < size ? index : size - 1);
  // result = selected_branch()
  std::vector<Value> results = call.runRegion(selected, {});
  // (C4) type(results...) = output_types(branches[0]) (= the other
  // branches', C3): proved up to `?` dimensions, whose sizes the values show.
  control_flow::requireValuesHaveTypes(call, results, call.op.resultTypes, "C4",
                                       "branches[" + std::to_string(selected) + "]()", "types(results...)");
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.case",
           .eval = evalCase,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::structural(Annotation::Choice::FirstOperand),
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
