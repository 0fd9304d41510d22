// What the collective and point-to-point op checks share (spec: Ops >
// all_gather, all_reduce, all_to_all, collective_broadcast,
// collective_permute, collective_reduce, reduce_scatter, send, recv):
// reading replica_groups / source_target_pairs, channel_id and the boolean
// flags, and the grid size a module declares.
//
// The process grid (num_replicas x num_partitions) is a property of the run,
// not of the program; constraints that compare ids with it are enforced when
// the program runs, and here only when the module declares the grid with
// `mhlo.num_replicas` / `mhlo.num_partitions` (as JAX-exported modules do).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checker/checker_util.h"

namespace hloref::checker::collective {

// A 2-dimensional tensor constant of process ids, by rows. -1 entries pad
// ragged groups (XLA prints them so) and are dropped.
struct IdRows {
  std::vector<std::vector<int64_t>> rows;
  int64_t columns = 0;  // dim(attr, 1)
  std::vector<int64_t> flat() const {
    std::vector<int64_t> out;
    for (const auto& r : rows) out.insert(out.end(), r.begin(), r.end());
    return out;
  }
};

// nullopt (reported) when missing or not a 2-dimensional integer tensor
// constant; `required = false` returns an empty list when absent.
inline std::optional<IdRows> idRows(OpContext& c, std::string_view name, bool dropPadding, bool required = true) {
  const Attribute* a = c.attr(name);
  if (!a) {
    if (required) c.error("requires attribute '" + std::string(name) + "'");
    return required ? std::nullopt : std::optional<IdRows>(IdRows{});
  }
  if (a->kind != Attribute::Kind::Dense || !a->dense || !isInteger(a->dense->elementType()) || a->dense->rank() != 2) {
    c.error("attribute '" + std::string(name) + "' must be a 2-dimensional tensor constant of integers, got " +
            attributeString(*a));
    return std::nullopt;
  }
  const Tensor& t = *a->dense;
  IdRows r;
  r.columns = t.shape()[1];
  for (int64_t i = 0; i < t.shape()[0]; ++i) {
    std::vector<int64_t> row;
    for (int64_t j = 0; j < r.columns; ++j) {
      int64_t id = t.intValue(i * r.columns + j);
      if (dropPadding && id == -1) continue;
      row.push_back(id);
    }
    r.rows.push_back(std::move(row));
  }
  return r;
}

inline std::string rowsText(const IdRows& r) {
  std::string s = "[";
  for (size_t i = 0; i < r.rows.size(); ++i) s += (i ? ", " : "") + listText(r.rows[i]);
  return s + "]";
}

// channel_id: the handle of `channel_handle` (0 when absent).
inline std::optional<int64_t> channelId(OpContext& c) {
  const Attribute* a = c.attr("channel_handle");
  if (!a) return 0;
  if (a->kind == Attribute::Kind::Struct)
    if (const Attribute* h = a->field("handle"))
      if (auto v = asInt(*h)) return v;
  c.error("attribute 'channel_handle' must be #stablehlo.channel_handle<handle = N, type = T>, got " +
          attributeString(*a));
  return std::nullopt;
}

// The channel type of `channel_handle` (1 DEVICE_TO_DEVICE, 2 DEVICE_TO_HOST),
// nullopt when absent.
inline std::optional<int64_t> channelType(const OpContext& c) {
  const Attribute* a = c.attr("channel_handle");
  if (!a || a->kind != Attribute::Kind::Struct) return std::nullopt;
  const Attribute* t = a->field("type");
  return t ? asInt(*t) : std::nullopt;
}

// A boolean flag: a unit attribute or `= true/false`; false when absent.
inline std::optional<bool> flag(OpContext& c, std::string_view name) {
  const Attribute* a = c.attr(name);
  if (!a) return false;
  if (a->kind == Attribute::Kind::Unit) return true;
  if (a->kind == Attribute::Kind::Bool) return a->boolValue;
  c.error("attribute '" + std::string(name) + "' must be a boolean, got " + attributeString(*a));
  return std::nullopt;
}

// mhlo.num_replicas / mhlo.num_partitions of the module, when declared.
inline std::optional<int64_t> declaredCount(const OpContext& c, std::string_view name) {
  for (const auto& [key, value] : c.module.attributes)
    if (key == name) return asInt(value);
  return std::nullopt;
}

// The process-group mode of all_gather, all_reduce and reduce_scatter, and
// the number of ids its replica_groups range over when the module declares
// the grid: num_replicas for cross_replica and cross_replica_and_partition,
// num_processes for flattened_ids.
inline std::optional<int64_t> replicaGroupsSize(const OpContext& c, int64_t channel_id, bool use_global_device_ids) {
  auto replicas = declaredCount(c, "mhlo.num_replicas");
  if (channel_id > 0 && use_global_device_ids) {
    auto partitions = declaredCount(c, "mhlo.num_partitions");
    if (!replicas || !partitions) return std::nullopt;
    return *replicas * *partitions;
  }
  return replicas;
}

// dim(process_groups, 1) of all_gather and reduce_scatter: the group size
// for cross_replica and flattened_ids; for cross_replica_and_partition each
// group also spans every partition (known when the module declares it). With
// no replica_groups, one group holds every replica (or process).
inline std::optional<int64_t> processGroupSize(const OpContext& c, const IdRows& replica_groups, int64_t channel_id,
                                               bool use_global_device_ids) {
  if (replica_groups.rows.empty()) return replicaGroupsSize(c, channel_id, use_global_device_ids);
  const auto columns = static_cast<int64_t>(replica_groups.rows.front().size());
  if (channel_id > 0 && !use_global_device_ids) {
    auto partitions = declaredCount(c, "mhlo.num_partitions");
    if (!partitions) return std::nullopt;
    return columns * *partitions;
  }
  return columns;
}

// cross_replica (channel_id <= 0) or cross_partition: the N of "0 <= ids < N"
// for all_to_all, collective_broadcast, collective_permute, collective_reduce,
// send and recv.
inline std::optional<int64_t> crossReplicaOrPartitionSize(const OpContext& c, int64_t channel_id) {
  return declaredCount(c, channel_id <= 0 ? "mhlo.num_replicas" : "mhlo.num_partitions");
}

// Every id in [0, n).
inline bool idsInRange(const std::vector<int64_t>& ids, int64_t n) {
  for (int64_t id : ids)
    if (id < 0 || id >= n) return false;
  return true;
}

// The column `k` of a two-column table.
inline std::vector<int64_t> column(const IdRows& r, size_t k) {
  std::vector<int64_t> out;
  for (const auto& row : r.rows)
    if (k < row.size()) out.push_back(row[k]);
  return out;
}

// send and recv C5: channel_type is DEVICE_TO_HOST when is_host_transfer,
// DEVICE_TO_DEVICE otherwise. channel_handle carries XLA's numbering
// (1 DEVICE_TO_DEVICE, 2 DEVICE_TO_HOST, 3 HOST_TO_DEVICE); a host transfer
// received from the host is spelled HOST_TO_DEVICE there, so both host
// types count as the spec's DEVICE_TO_HOST. An absent or 0 type is not
// given and not checked.
inline bool channelTypeMatches(std::optional<int64_t> type, bool is_host_transfer) {
  if (!type || *type == 0) return true;
  return is_host_transfer ? (*type == 2 || *type == 3) : *type == 1;
}

// send and recv C1..C4 on source_target_pairs (absent: nothing to check).
inline void checkSourceTargetPairs(OpContext& c, const IdRows& pairs, int64_t channel_id) {
  if (pairs.rows.empty()) return;
  if (!c.require(pairs.columns == 2, "C1", [&] { return "dim(source_target_pairs, 1) = " + std::to_string(pairs.columns); }))
    return;
  std::vector<int64_t> sources = column(pairs, 0), targets = column(pairs, 1);
  c.require(isUnique(sources), "C2", [&] { return "source_target_pairs[:, 0] = " + listText(sources); });
  c.require(isUnique(targets), "C3", [&] { return "source_target_pairs[:, 1] = " + listText(targets); });
  int64_t n = crossReplicaOrPartitionSize(c, channel_id).value_or(std::numeric_limits<int64_t>::max());
  c.require(idsInRange(pairs.flat(), n), "C4", [&] {
    return "source_target_pairs = " + rowsText(pairs) +
           (n == std::numeric_limits<int64_t>::max() ? std::string() : ", N = " + std::to_string(n));
  });
}

// The operands and results of the variadic collectives (all_gather,
// all_reduce, all_to_all): as many results as operands, at least one, each a
// tensor or per-tensor quantized tensor. Empty when the op is malformed.
struct VariadicTensors {
  std::vector<const TensorType*> operands, results;  // null where a type is not allowed
};
inline std::optional<VariadicTensors> variadicTensors(OpContext& c) {
  if (c.numOperands() == 0 || c.numOperands() != c.numResults()) {
    c.error("takes as many results as operands (at least one), got " + std::to_string(c.numOperands()) +
            " operands and " + std::to_string(c.numResults()) + " results");
    return std::nullopt;
  }
  VariadicTensors v;
  for (size_t i = 0; i < c.numOperands(); ++i) {
    v.operands.push_back(requireOperandOf(c, i, "I1", kAnyTensor | kPerTensorQuantized));
    v.results.push_back(requireResultOf(c, i, "O1", kAnyTensor | kPerTensorQuantized));
  }
  return v;
}

// send and recv: the attributes both carry and their C1..C5.
inline void checkPointToPoint(OpContext& c) {
  auto channel_id = channelId(c);
  auto is_host_transfer = flag(c, "is_host_transfer");
  auto source_target_pairs = idRows(c, "source_target_pairs", /*dropPadding=*/false, /*required=*/false);
  if (!channel_id || !is_host_transfer || !source_target_pairs) return;
  checkSourceTargetPairs(c, *source_target_pairs, *channel_id);
  c.require(channelTypeMatches(channelType(c), *is_host_transfer), "C5", [&] {
    return "channel_type = " + std::to_string(channelType(c).value_or(0)) +
           ", is_host_transfer = " + (*is_host_transfer ? "true" : "false");
  });
}

// collective_broadcast and collective_reduce: C1 is_unique(replica_groups)
// and C2 0 <= replica_groups < N (N: num_replicas or num_partitions, when
// the module declares it). Returns has_dynamic_root; nullopt when an
// attribute could not be read (reported).
inline std::optional<bool> rootedGroups(OpContext& c) {
  auto replica_groups = idRows(c, "replica_groups", /*dropPadding=*/true);
  auto channel_id = channelId(c);
  auto has_dynamic_root = flag(c, "has_dynamic_root");
  if (!replica_groups || !channel_id || !has_dynamic_root) return std::nullopt;
  std::vector<int64_t> ids = replica_groups->flat();
  c.require(isUnique(ids), "C1", [&] { return "replica_groups = " + rowsText(*replica_groups); });
  int64_t N = crossReplicaOrPartitionSize(c, *channel_id).value_or(std::numeric_limits<int64_t>::max());
  c.require(idsInRange(ids, N), "C2", [&] {
    return "replica_groups = " + rowsText(*replica_groups) +
           (N == std::numeric_limits<int64_t>::max() ? std::string() : ", N = " + std::to_string(N));
  });
  return has_dynamic_root;
}

}  // namespace hloref::checker::collective
