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

Tensor reduceInGroup(const OpCall& call, const TensorType& E, const std::vector<Tensor>& values) {
  std::vector<Tensor> converted;
  for (const Tensor& v : values) converted.push_back(toDestinationType(v, E));
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
      if (r.size() != 1 || !r[0].isTensor() || r[0].tensor().numElements() != 1 ||
          r[0].tensor().elementType() != E.elementType)  // the copies below rely on it
        call.unreachable("has a computation that did not return one tensor<" + reduction::scalarTypeName(E) + ">");
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
  const IdGroups replica_groups = idGroupsAttr(call, "replica_groups", Padding::Drop);
  const int64_t channel_id = channelId(call);
  // (C5) computation has type (tensor<E>, tensor<E>) -> (tensor<E>).
  const TensorType& E = computationType(call);

  // process_groups by channel_id and use_global_device_ids; (C2), (C3) on
  // this grid.
  CurrentProcess process(call);
  const Strategy strategy = spec::replicaGroupsStrategy(channel_id, flagAttr(call, "use_global_device_ids"));
  std::vector<ProcessGroup> process_groups =
      processGroupsOnGrid(call, process->grid(), strategy, replica_groups, "replica_groups", "C3", "C2");
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
    // (C6) shape(results...) = shape(operands...); (C7) element_type(results...) = E.
    const TensorType type = resultTypeOfShape(call, i, operands[i].shape(), "C6");
    results.push_back(Value(reduceInGroup(call, E, values).withType(type)));
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
