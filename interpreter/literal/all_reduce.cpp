// spec: Ops > all_reduce, literally: within each process group,
//   results...@process[result_index] = exec(schedule)
// where the schedule's in-order traversal is
//   to_destination_type(operands...@process_group...[result_index], E),
// E = type(func_inputs(computation)[0]). The schedule is implementation
// defined; hloref's (interpreter/collective.h) is a left fold in group
// order, and so is this one.
#include "interpreter/literal/collective.h"
#include "interpreter/quantization.h"

namespace hloref::literal {

namespace collective {

Tensor allReduceInGroup(const OpCall& call, const std::vector<Tensor>& values) {
  const TensorType& E = call.op.regions[0].blocks.front().argumentTypes[0].tensorType();
  TensorType reducedType = E;
  reducedType.shape = values[0].shape();
  Tensor reduced(reducedType);
  forEachIndex(reduced.shape(), [&](const Index& result_index) {
    // exec(schedule): the leaves in group order, folded from the left.
    Value node(hloref::toDestinationType(elementAt(values[0], result_index), E));
    for (size_t k = 1; k < values.size(); ++k) {
      call.evaluator.countStep(call.op.loc);
      const Value leaf(hloref::toDestinationType(elementAt(values[k], result_index), E));
      node = call.runRegion(0, std::vector<Value>{node, leaf})[0];
    }
    copyElement(reduced, result_index, node.tensor(), {});
  });
  return reduced;
}

Tensor zerosOfResult(const OpCall& call, size_t i) {
  Tensor result = call.newResult(i);
  const TensorType& type = result.type();
  TensorType elementType = type;
  elementType.shape = {};
  Tensor zero(elementType);
  if (type.isQuantized()) {
    // quantize(0, element_type(result)).
    TensorType expressed;
    expressed.elementType = type.quant->expressedType;
    Tensor expressedZero(expressed);
    expressedZero.setFloatValue(0, 0.0);
    zero = quantize(expressedZero, elementType);
  } else if (isComplex(type.elementType)) {
    zero.setComplexValue(0, 0.0);
  } else if (isFloat(type.elementType)) {
    zero.setFloatValue(0, 0.0);
  } else {
    zero.setIntBits(0, 0);
  }
  forEachIndex(result.shape(), [&](const Index& result_index) { copyElement(result, result_index, zero, {}); });
  return result;
}

}  // namespace collective

namespace {

std::vector<Value> allReduce(OpCall& call) {
  const std::vector<Tensor> operands = hloref::collective::tensorOperands(call, call.operands.size());
  collective::Participation participation = collective::replicaGroupsParticipation(call, "C3", "C2");
  // Afterwards, within each process_group:
  const std::vector<std::vector<Tensor>> operandsOfGroup = participation.operandsOfGroup(call, operands);

  std::vector<Value> results;
  for (size_t i = 0; i < operands.size(); ++i) {
    std::vector<Tensor> values;  // operands[i]@process_group
    for (const std::vector<Tensor>& sender : operandsOfGroup) values.push_back(sender[i]);
    const Tensor result = call.newResult(i, operands[i].shape());
    results.push_back(Value(collective::allReduceInGroup(call, values).withType(result.type())));
  }
  return results;
}

}  // namespace

HLOREF_LITERAL("stablehlo.all_reduce", allReduce);

}  // namespace hloref::literal
