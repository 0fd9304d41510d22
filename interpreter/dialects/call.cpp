// spec: Ops > call (func.call): runs the callee with the operands.
#include "interpreter/control_flow.h"
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

using control_flow::mismatchText;
using control_flow::valuesHaveTypes;

std::vector<Value> evalCall(OpCall& call) {
  // The checker's function-level rules symbol-reference and call-types: the
  // callee is a function of the module, whose types are the call's up to
  // `?` dimensions, whose sizes the values show.
  const Func& callee = *call.evaluator.module().lookup(call.attr("callee").text);
  if (!valuesHaveTypes(call.operands, callee.inputs))
    call.fail("violates call-types: " + mismatchText(call.operands, callee.inputs, "operands", "input_types(callee)"));
  std::vector<Value> results = call.evaluator.call(callee, call.operands);
  if (!valuesHaveTypes(results, call.op.resultTypes))
    call.fail("violates call-types: " + mismatchText(results, call.op.resultTypes, "callee(operands)", "types(results)"));
  return results;
}

HLOREF_OP({.name = "func.call",
           .eval = evalCall,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "stablehlo.call",
           .eval = evalCall,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace
}  // namespace hloref
