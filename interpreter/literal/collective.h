// Shared by the literal collectives (spec: Ops > all_gather, all_reduce,
// all_to_all, collective_broadcast, collective_permute, collective_reduce,
// reduce_scatter): how a process takes part (Participation: its process
// group by the op's strategy, and the exchange of operands within it), the
// sources of rooted results, element extraction, the zeros of a result, and
// the spec's concatenate and split written as index maps.
//
// Values travel through the process grid exactly as for the fast ops
// (interpreter/process_grid.h: ProcessContext::exchange); what is literal is
// the computation each process then makes from what it received.
#pragma once

#include <vector>

#include "interpreter/collective.h"
#include "interpreter/literal/literal.h"
#include "interpreter/process_grid.h"

namespace hloref::literal::collective {

using spec::IdGroups;
using spec::Padding;

// operands...@receiver = [operand@sender for sender in process_group]:
// what every member of the group holds, in group order (values[sender][i]),
// through the process grid's exchange (as for the fast ops).
inline std::vector<std::vector<Tensor>> exchangeInGroup(const OpCall& call, ProcessContext& process,
                                                        int64_t channel_id, const ProcessGroup& process_group,
                                                        size_t position, const std::vector<Tensor>& operands) {
  std::vector<std::vector<Value>> received = process.exchange(call, channel_id, process_group, position,
                                                              std::vector<Value>(operands.begin(), operands.end()));
  // MPMD programs may disagree; the fast ops reject that the same way.
  hloref::collective::checkContributions(call, process_group, position, received);
  std::vector<std::vector<Tensor>> values(received.size());
  for (size_t sender = 0; sender < received.size(); ++sender)
    for (const Value& v : received[sender]) values[sender].push_back(v.tensor());
  return values;
}

// A process's part in a collective: the process, the channel_id, the
// process group it belongs to (spec: Execution > Collective ops) and its
// position there.
struct Participation {
  explicit Participation(const OpCall& call) : process(call) {}

  CurrentProcess process;
  int64_t channel_id = 0;
  bool inGroup = false;  // false: the process is in no process group
  ProcessGroup process_group;
  size_t position = 0;  // process_group.index(process)

  std::vector<std::vector<Tensor>> operandsOfGroup(const OpCall& call, const std::vector<Tensor>& operands) {
    return exchangeInGroup(call, *process, channel_id, process_group, position, operands);
  }
};

// Finds the process in `process_groups`; with `covering` groups it must be
// in one (cross_replica and the others check that they cover every id).
inline void joinGroup(const OpCall& call, Participation& p, const std::vector<ProcessGroup>& process_groups,
                      bool covering) {
  const hloref::collective::Membership m = hloref::collective::findGroup(process_groups, p.process->id());
  if (!m.group && covering) call.unreachable("runs on process " + p.process->id().str() + ", in no process group");
  p.inGroup = m.group != nullptr;
  if (p.inGroup) p.process_group = *m.group;
  p.position = m.position;
}

// all_gather, all_reduce and reduce_scatter: process_groups is
//   cross_replica(replica_groups) if channel_id <= 0 and use_global_device_ids = false,
//   cross_replica_and_partition(replica_groups) if channel_id > 0 and use_global_device_ids = false,
//   flattened_ids(replica_groups) if channel_id > 0 and use_global_device_ids = true
// (the checker rejects use_global_device_ids with channel_id <= 0). The
// groups cover every process; `rangeConstraint` and `sizeConstraint` name
// the op's constraints on the ids, checked against this run's grid.
inline Participation replicaGroupsParticipation(const OpCall& call, const char* rangeConstraint,
                                                const char* sizeConstraint) {
  namespace shared = hloref::collective;
  Participation p(call);
  const IdGroups replica_groups = shared::idGroupsAttr(call, "replica_groups", Padding::Drop);
  p.channel_id = shared::channelId(call);
  const bool use_global_device_ids = shared::flagAttr(call, "use_global_device_ids");
  const std::vector<ProcessGroup> process_groups = shared::processGroupsOnGrid(
      call, p.process->grid(), spec::replicaGroupsStrategy(p.channel_id, use_global_device_ids), replica_groups,
      "replica_groups", rangeConstraint, sizeConstraint);
  joinGroup(call, p, process_groups, /*covering=*/true);
  return p;
}

// all_to_all, collective_broadcast and collective_reduce: process_groups is
// cross_replica(replica_groups) if channel_id <= 0, cross_partition(replica_groups)
// if channel_id > 0. The groups cover every id when `sizeConstraint` names
// the op's constraint saying so (all_to_all), else they need not.
inline Participation replicaOrPartitionParticipation(const OpCall& call, const char* rangeConstraint,
                                                     const char* sizeConstraint) {
  namespace shared = hloref::collective;
  Participation p(call);
  const IdGroups replica_groups = shared::idGroupsAttr(call, "replica_groups", Padding::Drop);
  p.channel_id = shared::channelId(call);
  joinGroup(call, p,
            shared::processGroupsOnGrid(call, p.process->grid(), spec::replicaOrPartitionStrategy(p.channel_id),
                                        replica_groups, "replica_groups", rangeConstraint, sizeConstraint),
            sizeConstraint != nullptr);
  return p;
}

// x[index] as a 0-dimensional tensor of x's element type (quantization included).
inline Tensor elementAt(const Tensor& x, const Index& index) {
  TensorType type = x.type();
  type.shape = {};
  type.bounds.clear();
  Tensor element(type);
  copyElement(element, {}, x, index);
  return element;
}

// broadcast_in_dim(constant(is_quantized(result) ? quantize(0,
// element_type(result)) : 0, element_type(result)), [], type(result)).
Tensor zerosOfResult(const OpCall& call, size_t i);

// spec: Ops > concatenate, as an index map: the input `id` and its
// `input_index` that result[result_index] comes from, for inputs of
// `input_shapes` concatenated along `dimension`.
struct ConcatenateSource {
  size_t id = 0;
  Index input_index;
};
inline ConcatenateSource concatenateSource(const std::vector<Shape>& input_shapes, int64_t dimension,
                                           const Index& result_index) {
  ConcatenateSource source{0, result_index};
  const size_t d = static_cast<size_t>(dimension);
  while (source.input_index[d] >= input_shapes[source.id][d]) {
    source.input_index[d] -= input_shapes[source.id][d];
    ++source.id;
  }
  return source;
}

// split(x, split_count, dimension)[part][part_index] = x[x_index]: part
// `part` of equal size along `dimension`, as an index into x.
inline Index splitSource(const Shape& x_shape, int64_t split_count, int64_t dimension, int64_t part,
                         const Index& part_index) {
  Index x_index = part_index;
  const size_t d = static_cast<size_t>(dimension);
  x_index[d] += part * (x_shape[d] / split_count);
  return x_index;
}

// all_reduce within one process group: for every result_index,
// exec(schedule) over to_destination_type(values...[result_index], E),
// where E = type(func_inputs(computation)[0]). `values` are the group's
// operands in group order (one shape); the result has that shape and E's
// element type. (Defined in all_reduce.cpp; reduce_scatter and
// collective_reduce reduce the same way.)
Tensor allReduceInGroup(const OpCall& call, const std::vector<Tensor>& values);

}  // namespace hloref::literal::collective
