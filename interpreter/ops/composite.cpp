// spec: Ops > composite
#include "interpreter/control_flow.h"
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

using control_flow::requireValuesHaveTypes;

std::vector<Value> evalComposite(OpCall& call) {
  // (C2) is_defined_in_parent_scope(decomposition): the checker found it.
  const Func& decomposition = *call.evaluator.module().lookup(call.attr("decomposition").text);
  // (C3) types(inputs...) == input_types(decomposition), (C4)
  // types(results...) == output_types(decomposition): proved up to `?`
  // dimensions, whose sizes the values show.
  requireValuesHaveTypes(call, call.operands, decomposition.inputs, "C3", "inputs...",
                         "input_types(decomposition)");
  // The op is replaced by its decomposition: results = decomposition(inputs...).
  // name, version, composite_attributes and regions do not take part.
  std::vector<Value> results = call.evaluator.call(decomposition, call.operands);
  requireValuesHaveTypes(call, results, call.op.resultTypes, "C4", "decomposition(inputs...)", "types(results...)");
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.composite",
           .eval = evalComposite,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
