// spec: Ops > case
#include "interpreter/evaluator.h"
#include "interpreter/control_flow.h"

namespace hloref {
namespace {

using control_flow::typeListString;
using control_flow::typesCompatible;
using control_flow::valueTypesString;

std::vector<Value> evalCase(OpCall& call) {
  // (I1) index is a 0-dimensional tensor of type si32.
  const Tensor& index_tensor = call.tensor(0);
  if (call.operands.size() != 1 || index_tensor.elementType() != ElementType::SI32 ||
      index_tensor.type().isQuantized() || index_tensor.rank() != 0)
    call.fail("has index of type " + tensorTypeString(index_tensor.type()) + "; it must be tensor<i32>");
  const std::vector<Region>& branches = call.op.regions;

  // (C1) 0 < size(branches).
  if (branches.empty()) call.fail("has no branches (C1)");
  std::span<const Type> outputs0 = control_flow::outputTypes(call, branches[0], "branches[0]");
  for (size_t i = 0; i < branches.size(); ++i) {
    std::string name = "branches[" + std::to_string(i) + "]";
    // (C2) input_types(branches...) = [].
    std::span<const Type> inputs = control_flow::inputTypes(branches[i]);
    if (!inputs.empty()) call.fail("has " + name + " taking arguments " + typeListString(inputs) + " (C2)");
    // (C3) same(output_types(branches...)).
    std::span<const Type> outputs = control_flow::outputTypes(call, branches[i], name);
    if (!typesCompatible(outputs, outputs0))
      call.fail("has " + name + " returning " + typeListString(outputs) + " but branches[0] returning " +
                typeListString(outputs0) + " (C3)");
  }
  // (C4) type(results...) = output_types(branches[0]).
  if (!typesCompatible(call.op.resultTypes, outputs0))
    call.fail("has results of type " + typeListString(call.op.resultTypes) + " but branches[0] returning " +
              typeListString(outputs0) + " (C4)");

  // selected_branch = branches[index] if 0 <= index < size(branches),
  // branches[-1] otherwise.
  const int64_t index = index_tensor.intValue(0);
  const int64_t size = static_cast<int64_t>(branches.size());
  const size_t selected = static_cast<size_t>(0 <= index && index < size ? index : size - 1);
  // result = selected_branch()
  std::vector<Value> results = call.runRegion(selected, {});
  if (!control_flow::valuesHaveTypes(results, call.op.resultTypes))
    call.fail("has branches[" + std::to_string(selected) + "] returning values of type " +
              valueTypesString(results) + " but results of type " + typeListString(call.op.resultTypes) +
              " (C4)");
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
