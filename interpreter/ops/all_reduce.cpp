// spec: Ops > all_reduce
//
// Quantized operands follow the spec's semantics as written: each value is
// brought to the computation's type E by to_destination_type (a quantized E
// requantizes it) and the computation runs on quantized values; its ops
// apply their own quantized semantics (add: dequantize_op_quantize).
#include <cstring>

#include "interpreter/collective.h"
#include "interpreter/kernels/reduction.h"

namespace hloref {

namespace collective {

TensorType computationType(const OpCall& call, const Tensor& operand, const std::string& operandName) {
  const TensorType input = reduction::scalarType(operand.type());
  std::vector<TensorType> E =
      reduction::bodyTypes(call, 0, std::span<const TensorType>(&input, 1), "computation (for " + operandName + ")");
  return E[0];
}

void requireComputationElementType(const OpCall& call, const TensorType& result, const TensorType& E,
                                   const std::string& what, const char* constraint) {
  if (!reduction::sameElementType(result, E))
    call.fail("has " + what + " of type " + tensorTypeString(result) +
              "; its element type must be the computation's " + reduction::scalarTypeName(E) + " (" + constraint +
              ")");
}

Tensor reduceInGroup(const OpCall& call, const TensorType& E, const std::vector<Tensor>& values) {
  std::vector<Tensor> converted;
  for (const Tensor& v : values) converted.push_back(reduction::toDestinationType(v, E));
  TensorType type = converted[0].type();
  Tensor result(type);
  const int width = storageBytes(E.elementType);
  Tensor x(E);  // the right argument, reused for every call
  std::vector<Value> args(2);
  for (int64_t result_index = 0; result_index < result.numElements(); ++result_index) {
    Tensor first(E);
    std::memcpy(first.bytes(), converted[0].bytes() + result_index * width, static_cast<size_t>(width));
    args[0] = Value(std::move(first));
    for (size_t k = 1; k < converted.size(); ++k) {
      std::memcpy(x.bytes(), converted[k].bytes() + result_index * width, static_cast<size_t>(width));
      args[1] = Value(x);
      call.evaluator.countStep(call.op.loc);
      std::vector<Value> r = call.runRegion(0, args);
      if (r.size() != 1 || !r[0].isTensor() || r[0].tensor().rank() != 0 ||
          !reduction::sameElementType(r[0].tensor().type(), E))
        call.fail("has a computation that did not return one tensor<" + reduction::scalarTypeName(E) + ">");
      if (r[0].tensor().bytes() == x.bytes()) {  // it returned its argument: keep a copy
        Tensor copy(E);
        std::memcpy(copy.bytes(), x.bytes(), static_cast<size_t>(width));
        args[0] = Value(std::move(copy));
      } else {
        args[0] = std::move(r[0]);
      }
    }
    std::memcpy(result.bytes() + result_index * width, args[0].tensor().bytes(), static_cast<size_t>(width));
  }
  return result;
}

}  // namespace collective

namespace {

std::vector<Value> evalAllReduce(OpCall& call) {
  using namespace collective;
  std::vector<Tensor> operands = tensorOperands(call, call.operands.size());
  IdRows replica_groups = idRowsAttr(call, "replica_groups", /*dropPadding=*/true);
  int64_t channel_id = channelId(call);
  bool use_global_device_ids = flagAttr(call, "use_global_device_ids");
  if (call.op.resultTypes.size() != operands.size())
    call.fail("has " + std::to_string(operands.size()) + " operands but " +
              std::to_string(call.op.resultTypes.size()) + " results");

  // (C5) computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where
  // is_promotable(element_type(operand), E).
  std::vector<TensorType> E;
  for (size_t i = 0; i < operands.size(); ++i)
    E.push_back(computationType(call, operands[i], "operands[" + std::to_string(i) + "]"));

  // process_groups by channel_id and use_global_device_ids; (C1-C4) on
  // replica_groups.
  CurrentProcess process(call);
  std::vector<ProcessGroup> process_groups =
      replicaProcessGroups(call, process->grid(), replica_groups.rows, channel_id, use_global_device_ids);
  Membership m = requireGroup(call, process_groups, process->id());
  const ProcessGroup& process_group = *m.group;

  // Within the process group, every process sees operands...@process_group.
  std::vector<std::vector<Value>> all = process->exchange(call, channel_id, process_group, m.position,
                                                          asValues(operands));
  checkContributions(call, process_group, m.position, all);

  // results...@process[result_index] = exec(schedule) over
  // to_destination_type(operands...@process_group...[result_index], E).
  std::vector<Value> results;
  for (size_t i = 0; i < operands.size(); ++i) {
    std::vector<Tensor> values;
    for (const auto& contribution : all) values.push_back(contribution[i].tensor());
    Tensor reduced = reduceInGroup(call, E[i], values);
    // (C6) shape(results...) = shape(operands...); (C7) element_type(results...) = E.
    Tensor result = call.newResult(i, operands[i].shape());
    requireComputationElementType(call, result.type(), E[i], "result #" + std::to_string(i), "C7");
    results.push_back(Value(reduced.withType(result.type())));
  }
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.all_reduce",
           .eval = evalAllReduce,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
