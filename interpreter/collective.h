// Shared by the distribution ops (spec: Ops > all_gather, all_reduce,
// all_to_all, collective_broadcast, collective_permute, collective_reduce,
// reduce_scatter, send, recv): their attributes (read as the checker
// accepted them, with spec/process_groups.h), the process groups on the
// run's grid with the checks only the grid decides, the checks on what
// other processes contribute, split and concatenate of raw elements, and the
// reduction over a process group.
//
// Reduction order. all_reduce lets the implementation choose the schedule
// (any binary tree whose in-order traversal is the group's values in group
// order). hloref uses a left fold in group order,
//   acc = x@group[0]; for k in 1..: acc = computation(acc, x@group[k])
// running the computation as its region on rank-0 tensors.
// Only op files include this header.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/kernels/result_type.h"
#include "interpreter/process_grid.h"
#include "spec/notation.h"
#include "spec/process_groups.h"
#include "syntax/printer.h"

namespace hloref::collective {

using spec::IdGroups;
using spec::Padding;
using spec::Strategy;

// channel_id: the handle of `channel_handle`, 0 when absent.
inline int64_t channelId(const OpCall& call) {
  const Attribute* handle = call.optionalAttr("channel_handle");
  const Attribute* h = handle && handle->kind == Attribute::Kind::Struct ? handle->field("handle") : nullptr;
  return h ? asInt(*h).value_or(0) : 0;
}

// A boolean attribute: a unit attribute (`use_global_device_ids`) or
// `= true/false`; false when absent.
inline bool flagAttr(const OpCall& call, std::string_view name) {
  const Attribute* a = call.optionalAttr(name);
  if (!a) return false;
  return a->kind == Attribute::Kind::Unit || (a->kind == Attribute::Kind::Bool && a->boolValue);
}

// replica_groups or source_target_pairs (spec/process_groups.h, the
// checker's reader); no rows when absent.
inline IdGroups idGroupsAttr(const OpCall& call, std::string_view name, Padding padding) {
  const Attribute* a = call.optionalAttr(name);
  if (!a) return {};
  std::optional<IdGroups> groups = spec::readIdGroups(*a, padding);
  if (!groups) call.unreachable("has " + std::string(name) + " = " + attributeString(*a));
  return *groups;
}

inline spec::Grid gridOf(const ProcessGrid& grid) { return {grid.num_replicas(), grid.num_partitions()}; }

// The process groups of `strategy` on this run's grid. The ids are checked
// against the grid here, where it is known (the checker does so only when
// the module declares it): every id below N, the size of the grid's ids
// (`rangeConstraint`), and, for the ops whose groups cover every id
// (`sizeConstraint` non-null), as many ids as N; without rows their one
// group holds every id.
std::vector<ProcessGroup> processGroupsOnGrid(const OpCall& call, const ProcessGrid& grid, Strategy strategy,
                                              const IdGroups& groups, const char* name, const char* rangeConstraint,
                                              const char* sizeConstraint);

// The group holding `process` and the position of the process in it.
struct Membership {
  const ProcessGroup* group = nullptr;
  size_t position = 0;
};
inline Membership findGroup(const std::vector<ProcessGroup>& process_groups, ProcessId process) {
  for (const ProcessGroup& g : process_groups)
    for (size_t k = 0; k < g.size(); ++k)
      if (g[k] == process) return {&g, k};
  return {};
}
inline Membership requireGroup(const OpCall& call, const std::vector<ProcessGroup>& process_groups,
                               ProcessId process) {
  Membership m = findGroup(process_groups, process);
  if (!m.group) call.fail("runs on process " + process.str() + ", which is in no process group");
  return m;
}

// The operands as tensors (every one must be a tensor).
inline std::vector<Tensor> tensorOperands(const OpCall& call, size_t count) {
  std::vector<Tensor> r;
  for (size_t i = 0; i < count; ++i) r.push_back(call.tensor(i));
  return r;
}

inline std::string valueTypesString(const std::vector<Value>& values) {
  std::string s = "(";
  for (size_t i = 0; i < values.size(); ++i)
    s += (i ? ", " : "") + (values[i].isTensor() ? tensorTypeString(values[i].tensor().type()) : std::string("?"));
  return s + ")";
}

inline std::vector<Value> asValues(const std::vector<Tensor>& tensors) {
  return std::vector<Value>(tensors.begin(), tensors.end());
}

// What the members of `group` contributed must match what this process
// contributed: as many tensors, of the same types (the processes may run
// different functions, or see other sizes of dynamic dimensions).
inline void checkContributions(const OpCall& call, const ProcessGroup& group, size_t position,
                               const std::vector<std::vector<Value>>& contributions) {
  const std::vector<Value>& mine = contributions[position];
  for (size_t k = 0; k < group.size(); ++k) {
    const std::vector<Value>& theirs = contributions[k];
    bool agree = theirs.size() == mine.size();
    for (size_t i = 0; agree && i < mine.size(); ++i) agree = mine[i].tensor().type() == theirs[i].tensor().type();
    if (!agree)
      call.fail("on process " + group[position].str() + " has operands " + valueTypesString(mine) + " but process " +
                group[k].str() + " contributed " + valueTypesString(theirs) + "; the processes of a group must agree");
  }
}

// collective_broadcast and collective_reduce with has_dynamic_root: every
// process of the group names the same roots (its last operand).
inline void requireSameRoots(const OpCall& call, const ProcessGroup& group, size_t position,
                             const std::vector<std::vector<Value>>& contributions, const std::vector<int64_t>& root) {
  for (size_t k = 0; k < group.size(); ++k)
    for (size_t j = 0; j < root.size(); ++j)
      if (contributions[k].back().tensor().intValue(static_cast<int64_t>(j)) != root[j])
        call.fail("on process " + group[position].str() + " has roots " + notation::listText(root) + " but process " +
                  group[k].str() + " names root " +
                  std::to_string(contributions[k].back().tensor().intValue(static_cast<int64_t>(j))) + " for result #" +
                  std::to_string(j) + "; the processes of a group must agree");
}

// collective_broadcast and collective_reduce: the position in the process's
// group of the root of each results[j] (N = size(results)): 0, or
// operands[N][j] with has_dynamic_root. collective_broadcast's (C6) bounds a
// root by shape(replica_groups)[1] (`columns`; collective_reduce's section
// states no such constraint); a group that padding left shorter has fewer
// processes to name. Shared by the fast and the literal versions.
inline std::vector<int64_t> rootPositions(const OpCall& call, const std::vector<Tensor>& operands, size_t N,
                                          const ProcessGroup& process_group, std::optional<int64_t> columns) {
  std::vector<int64_t> root(N, 0);
  if (!flagAttr(call, "has_dynamic_root")) return root;
  for (size_t j = 0; j < N; ++j) root[j] = operands[N].intValue(static_cast<int64_t>(j));
  for (size_t j = 0; j < N; ++j) {
    if (columns && (root[j] < 0 || root[j] >= *columns))
      call.violation("C6", "operands[size(operands)-1] = " + notation::listText(root) +
                               ", shape(replica_groups)[1] = " + std::to_string(*columns));
    if (root[j] < 0 || root[j] >= static_cast<int64_t>(process_group.size()))
      call.fail("has root " + std::to_string(root[j]) + " for result #" + std::to_string(j) +
                ", outside the process group " + processGroupString(process_group));
  }
  return root;
}

// Result i as zeros of `shape` (the operand's: results may be dynamic):
// broadcast_in_dim(constant(is_quantized(result) ?
// quantize(0, element_type(result)) : 0, element_type(result)), [], type(result)).
// quantize(0) is the zero point, clamped to the storage range.
inline Tensor zeros(const OpCall& call, size_t i, const Shape& shape) {
  TensorType type = call.resultType(i);
  type.shape = shape;
  type.bounds.clear();
  Tensor r(type);
  if (const auto& q = r.type().quant) {
    if (q->zeroPoints.size() != 1)
      call.unsupportedHere("with a per-axis quantized result (the spec allows per-tensor quantization)");
    int64_t zero = std::clamp(q->zeroPoints[0], q->storageMin, q->storageMax);
    for (int64_t k = 0; k < r.numElements(); ++k) r.setIntBits(k, static_cast<uint64_t>(zero));
  }
  return r;
}

// Part `k` of split(x, count, dimension): x sliced to
// [k * dim / count, (k + 1) * dim / count) along `dimension`.
inline Tensor splitPart(const Tensor& x, int64_t count, int64_t dimension, int64_t k) {
  Shape shape = x.shape();
  const int64_t size = shape[dimension] / count;
  shape[dimension] = size;
  TensorType type = x.type();
  type.shape = shape;
  Tensor part(type);
  if (part.numElements() == 0) return part;
  std::vector<int64_t> strides = stridesOf(x.shape());
  index_walk::copyStrided(part.bytes(), x.bytes(), storageBytes(x.elementType()), shape, 0, stridesOf(shape),
                          k * size * strides[dimension], strides);
  return part;
}

// concatenate(parts, dimension) into a result of `type` (whose shape the
// caller computed and checked).
inline Tensor concatenateParts(const std::vector<Tensor>& parts, int64_t dimension, Tensor result) {
  const int width = storageBytes(result.elementType());
  std::vector<int64_t> resultStrides = stridesOf(result.shape());
  int64_t offset = 0;
  for (const Tensor& part : parts) {
    if (part.numElements() != 0)
      index_walk::copyStrided(result.bytes(), part.bytes(), width, part.shape(),
                              offset * resultStrides[dimension], resultStrides, 0, stridesOf(part.shape()));
    offset += part.shape()[dimension];
  }
  return result;
}

// E of `computation` (region 0), (tensor<E>, tensor<E>) -> (tensor<E>):
// all_reduce C5, reduce_scatter C7, collective_reduce C4, which the checker
// enforces. Quantization parameters included.
inline const TensorType& computationType(const OpCall& call) {
  return call.op.regions.at(0).blocks.at(0).argumentTypes.at(0).tensorType();
}

// The reduction over a process group (see the top of this file): for every
// result_index, a left fold of `computation` (region 0) over
// to_destination_type(values...[result_index], E), in group order. All
// values have one shape. Quantized values are requantized to E (quantize of
// dequantize) and the computation sees them as such: its ops follow their
// own quantization rules (e.g. add dequantizes, adds, quantizes to E).
Tensor reduceInGroup(const OpCall& call, const TensorType& E, const std::vector<Tensor>& values);

}  // namespace hloref::collective

namespace hloref::collective {

// send and recv (spec: Ops > send, recv): the channel a process sends to or
// receives from. With is_host_transfer the other end is the host, which
// hloref models as one mailbox per channel_id shared by every process (a
// send of one process is received by a recv of any). Otherwise
// source_target_pairs name the devices: like collective_permute, they are
// replica ids when channel_id <= 0 (cross_replica) and partition ids when
// channel_id > 0 (cross_partition); a process sends to the target paired
// with it as source and receives from the source paired with it as target.
// `isSend` picks the side. Returns nullopt when the process is in no pair on
// that side.
struct Channel {
  std::string key;  // names the mailbox in the grid and in diagnostics
};
inline std::optional<Channel> pointToPointChannel(const OpCall& call, const ProcessContext& process, bool isSend) {
  int64_t channel_id = channelId(call);
  std::string channel = "channel " + std::to_string(channel_id);
  if (flagAttr(call, "is_host_transfer")) return Channel{channel + " (host transfer)"};
  IdGroups source_target_pairs = idGroupsAttr(call, "source_target_pairs", Padding::Keep);
  if (source_target_pairs.rows.empty())
    call.fail("has is_host_transfer = false and no source_target_pairs, which the spec leaves undefined");
  if (source_target_pairs.columns != 2)  // C1: pair[1] below
    call.unreachable("has source_target_pairs = " + source_target_pairs.str());
  // (C4) 0 <= source_target_pairs < N on this grid; C1-C3 are the checker's.
  std::vector<ProcessGroup> pairs =
      processGroupsOnGrid(call, process.grid(), spec::replicaOrPartitionStrategy(channel_id), source_target_pairs,
                          "source_target_pairs", "C4", nullptr);
  for (const ProcessGroup& pair : pairs)
    if (pair[isSend ? 0 : 1] == process.id())
      return Channel{channel + " from " + pair[0].str() + " to " + pair[1].str()};
  return std::nullopt;
}

}  // namespace hloref::collective
