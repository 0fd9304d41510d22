// spec: Ops > composite
#include "interpreter/evaluator.h"
#include "spec/op_names.h"
#include "interpreter/control_flow.h"

namespace hloref {

namespace {

using control_flow::typeListString;
using control_flow::typesCompatible;
using control_flow::valueTypesString;

std::vector<Value> evalComposite(OpCall& call) {
  const Attribute& name = call.attr("name");
  const Attribute& decompositionAttr = call.attr("decomposition");
  if (name.kind != Attribute::Kind::String) call.fail("has a name that is not a string");
  if (decompositionAttr.kind != Attribute::Kind::Symbol && decompositionAttr.kind != Attribute::Kind::String)
    call.fail("has a decomposition that is not a function name");
  // (I5) version: an si32 constant, 0 when absent; it does not change how
  // the op runs.
  if (const Attribute* version = call.optionalAttr("version")) {
    std::optional<int64_t> v = asInt(*version);
    if (!v || *v < INT32_MIN || *v > INT32_MAX) call.fail("has a version that is not an si32 constant");
  }

  // (C1) is_namespaced_op_name(name).
  if (!isNamespacedOpName(name.text))
    call.fail("has name = \"" + name.text + "\", which is not a namespaced op name (C1)");
  // (C2) is_defined_in_parent_scope(decomposition).
  const Func* decomposition = call.evaluator.module().lookup(decompositionAttr.text);
  if (!decomposition)
    call.fail("has decomposition = @" + decompositionAttr.text + ", which is not defined in the module (C2)");
  // (C3) types(inputs...) == input_types(decomposition).
  if (!typesCompatible(call.op.operandTypes, decomposition->inputs) ||
      !control_flow::valuesHaveTypes(call.operands, decomposition->inputs))
    call.fail("has inputs of type " + valueTypesString(call.operands) + " but decomposition @" +
              decomposition->name + " takes " + typeListString(decomposition->inputs) + " (C3)");
  // (C4) types(results...) == output_types(decomposition).
  if (!typesCompatible(call.op.resultTypes, decomposition->outputs))
    call.fail("has results of type " + typeListString(call.op.resultTypes) + " but decomposition @" +
              decomposition->name + " returns " + typeListString(decomposition->outputs) + " (C4)");

  // The op is replaced by its decomposition: results = decomposition(inputs...).
  // composite_attributes and regions do not take part.
  std::vector<Value> results = call.evaluator.call(*decomposition, call.operands);
  if (!control_flow::valuesHaveTypes(results, call.op.resultTypes))
    call.fail("has decomposition @" + decomposition->name + " returning values of type " +
              valueTypesString(results) + " but results of type " + typeListString(call.op.resultTypes) +
              " (C4)");
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
