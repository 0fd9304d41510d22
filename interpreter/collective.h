// Shared by the distribution ops (spec: Ops > all_gather, all_reduce,
// all_to_all, collective_broadcast, collective_permute, collective_reduce,
// reduce_scatter, send, recv): their attributes, the choice of process
// groups, the checks on what other processes contribute, split and
// concatenate of raw elements, and the reduction over a process group.
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
#include "interpreter/process_grid.h"
#include "syntax/printer.h"

namespace hloref::collective {

using index_walk::listString;

// channel_id: the handle of `channel_handle`, 0 when absent.
inline int64_t channelId(const OpCall& call) {
  const Attribute* handle = call.optionalAttr("channel_handle");
  if (!handle) return 0;
  const Attribute* h = handle->kind == Attribute::Kind::Struct ? handle->field("handle") : nullptr;
  std::optional<int64_t> v = h ? asInt(*h) : std::nullopt;
  if (!v) call.fail("has channel_handle " + attributeString(*handle) + " without an integer handle");
  return *v;
}

// The type of `channel_handle` (XLA's ChannelType: 1 DEVICE_TO_DEVICE,
// 2 DEVICE_TO_HOST, 3 HOST_TO_DEVICE), or nullopt when absent.
inline std::optional<int64_t> channelType(const OpCall& call) {
  const Attribute* handle = call.optionalAttr("channel_handle");
  if (!handle || handle->kind != Attribute::Kind::Struct) return std::nullopt;
  const Attribute* t = handle->field("type");
  return t ? asInt(*t) : std::nullopt;
}

// A boolean attribute: a unit attribute (`use_global_device_ids`) or
// `= true/false`; false when absent.
inline bool flagAttr(const OpCall& call, std::string_view name) {
  const Attribute* a = call.optionalAttr(name);
  if (!a) return false;
  if (a->kind == Attribute::Kind::Unit) return true;
  if (a->kind == Attribute::Kind::Bool) return a->boolValue;
  if (auto v = asInt(*a)) return *v != 0;
  call.fail("has attribute '" + std::string(name) + "' = " + attributeString(*a) + "; it must be a boolean");
}

// A 2-dimensional tensor constant of ids (replica_groups,
// source_target_pairs) as its rows. With `dropPadding`, -1 entries are
// padding of ragged groups (as XLA and StableHLO print them) and are
// dropped, and so are rows left empty.
struct IdRows {
  std::vector<std::vector<int64_t>> rows;
  int64_t columns = 0;  // dim(attr, 1)
};
inline IdRows idRowsAttr(const OpCall& call, std::string_view name, bool dropPadding) {
  const Attribute& a = call.attr(name);
  if (a.kind != Attribute::Kind::Dense || !a.dense)
    call.unsupportedHere("with " + std::string(name) + " = " + attributeString(a) +
                         " (only a 2-dimensional tensor constant of ids is supported)");
  const Tensor& t = *a.dense;
  if (!isInteger(t.elementType()) || t.rank() != 2)
    call.fail("has " + std::string(name) + " of type " + tensorTypeString(t.type()) +
              "; it must be a 2-dimensional tensor of integers");
  IdRows r;
  r.columns = t.shape()[1];
  for (int64_t i = 0; i < t.shape()[0]; ++i) {
    std::vector<int64_t> row;
    for (int64_t j = 0; j < r.columns; ++j) {
      int64_t id = t.intValue(i * r.columns + j);
      if (dropPadding && id == -1) continue;
      row.push_back(id);
    }
    if (!dropPadding || !row.empty()) r.rows.push_back(std::move(row));
  }
  return r;
}

// The process groups of all_gather, all_reduce and reduce_scatter:
//   cross_replica if channel_id <= 0 and use_global_device_ids = false,
//   cross_replica_and_partition if channel_id > 0 and use_global_device_ids = false,
//   flattened_ids if channel_id > 0 and use_global_device_ids = true.
inline std::vector<ProcessGroup> replicaProcessGroups(const OpCall& call, const ProcessGrid& grid,
                                                      const std::vector<std::vector<int64_t>>& replica_groups,
                                                      int64_t channel_id, bool use_global_device_ids) {
  // (C) If use_global_device_ids = true, then channel_id > 0.
  if (use_global_device_ids && channel_id <= 0)
    call.fail("has use_global_device_ids with channel_id = " + std::to_string(channel_id) +
              "; it needs channel_id > 0");
  if (channel_id <= 0)
    return cross_replica(call, grid, replica_groups, "replica_groups", GroupCheck::UniqueCovering);
  if (!use_global_device_ids)
    return cross_replica_and_partition(call, grid, replica_groups, "replica_groups", GroupCheck::UniqueCovering);
  return flattened_ids(call, grid, replica_groups, "replica_groups", GroupCheck::UniqueCovering);
}

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

inline std::vector<Value> asValues(const std::vector<Tensor>& tensors) {
  return std::vector<Value>(tensors.begin(), tensors.end());
}

// What the members of `group` contributed must match what this process
// contributed (`mine`): as many values, of the same types.
inline void checkContributions(const OpCall& call, const ProcessGroup& group, size_t position,
                               const std::vector<std::vector<Value>>& contributions) {
  const std::vector<Value>& mine = contributions[position];
  for (size_t k = 0; k < group.size(); ++k) {
    const std::vector<Value>& theirs = contributions[k];
    if (theirs.size() != mine.size())
      call.fail("on process " + group[position].str() + " has " + std::to_string(mine.size()) +
                " operands but process " + group[k].str() + " contributed " + std::to_string(theirs.size()));
    for (size_t i = 0; i < mine.size(); ++i) {
      if (mine[i].isTensor() != theirs[i].isTensor() ||
          (mine[i].isTensor() && !(mine[i].tensor().type() == theirs[i].tensor().type())))
        call.fail("on process " + group[position].str() + " has operand #" + std::to_string(i) + " of type " +
                  (mine[i].isTensor() ? tensorTypeString(mine[i].tensor().type()) : std::string("non-tensor")) +
                  " but process " + group[k].str() + " contributed " +
                  (theirs[i].isTensor() ? tensorTypeString(theirs[i].tensor().type()) : std::string("non-tensor")) +
                  "; the processes of a group must agree");
    }
  }
}

// Result i as zeros: broadcast_in_dim(constant(is_quantized(result) ?
// quantize(0, element_type(result)) : 0, element_type(result)), [], type(result)).
// quantize(0) is the zero point, clamped to the storage range.
inline Tensor zeros(const OpCall& call, size_t i) {
  Tensor r = call.newResult(i);
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

// spec: all_reduce (C5) `computation` has type (tensor<E>, tensor<E>) ->
// (tensor<E>) where is_promotable(element_type(operand), E). Returns E as a
// rank-0 type, quantization included: a quantized operand needs a quantized
// E with its expressed type and a storage type at least as wide (spec:
// Notation > is_promotable).
TensorType computationType(const OpCall& call, const Tensor& operand, const std::string& operandName);

// element_type(result) = E, quantization parameters included; fails naming
// `what` otherwise (all_reduce C7, reduce_scatter C9, collective_reduce C4).
void requireComputationElementType(const OpCall& call, const TensorType& result, const TensorType& E,
                                   const std::string& what, const char* constraint);

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
  bool is_host_transfer = flagAttr(call, "is_host_transfer");
  // (C5) channel_type is DEVICE_TO_HOST (2) if is_host_transfer, else
  // DEVICE_TO_DEVICE (1); a recv from the host is HOST_TO_DEVICE (3).
  if (std::optional<int64_t> type = channelType(call)) {
    bool ok = is_host_transfer ? (*type == 2 || (!isSend && *type == 3)) : *type == 1;
    if (!ok)
      call.fail("has channel type " + std::to_string(*type) + " with is_host_transfer = " +
                (is_host_transfer ? "true" : "false") + "; it must be " +
                (is_host_transfer ? (isSend ? "2 (DEVICE_TO_HOST)" : "3 (HOST_TO_DEVICE) or 2 (DEVICE_TO_HOST)")
                                  : "1 (DEVICE_TO_DEVICE)"));
  }
  std::string channel = "channel " + std::to_string(channel_id);
  if (is_host_transfer) return Channel{channel + " (host transfer)"};
  if (!call.optionalAttr("source_target_pairs"))
    call.fail("has is_host_transfer = false and no source_target_pairs, which the spec leaves undefined");
  IdRows source_target_pairs = idRowsAttr(call, "source_target_pairs", /*dropPadding=*/false);
  if (source_target_pairs.rows.empty())
    call.fail("has is_host_transfer = false and empty source_target_pairs, which the spec leaves undefined");
  // (C1) dim(source_target_pairs, 1) = 2; (C2), (C3) unique sources and targets.
  if (source_target_pairs.columns != 2)
    call.fail("has source_target_pairs with " + std::to_string(source_target_pairs.columns) +
              " columns; they must be pairs");
  for (int column = 0; column < 2; ++column)
    for (size_t a = 0; a < source_target_pairs.rows.size(); ++a)
      for (size_t b = 0; b < a; ++b)
        if (source_target_pairs.rows[a][column] == source_target_pairs.rows[b][column])
          call.fail("has source_target_pairs with " + std::string(column == 0 ? "source " : "target ") +
                    std::to_string(source_target_pairs.rows[a][column]) + " more than once");
  // (C4) 0 <= source_target_pairs < N.
  std::vector<ProcessGroup> pairs =
      channel_id <= 0 ? cross_replica(call, process.grid(), source_target_pairs.rows, "source_target_pairs",
                                      GroupCheck::InRange)
                      : cross_partition(call, process.grid(), source_target_pairs.rows, "source_target_pairs",
                                        GroupCheck::InRange);
  for (const ProcessGroup& pair : pairs)
    if (pair[isSend ? 0 : 1] == process.id())
      return Channel{channel + " from " + pair[0].str() + " to " + pair[1].str()};
  return std::nullopt;
}

}  // namespace hloref::collective
