// What the collective and point-to-point op checks share (spec: Ops >
// all_gather, all_reduce, all_to_all, collective_broadcast,
// collective_permute, collective_reduce, reduce_scatter, send, recv):
// reading replica_groups / source_target_pairs (spec/process_groups.h, the
// reader the interpreter uses too), channel_id and the boolean flags, and
// the grid size a module declares.
//
// The process grid (num_replicas x num_partitions) is a property of the run,
// not of the program; constraints that compare ids with it are enforced when
// the program runs, and here only when the module declares the grid with
// `mhlo.num_replicas` / `mhlo.num_partitions` (as JAX-exported modules do).
#pragma once

#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "checker/checker_util.h"
#include "spec/process_groups.h"

namespace hloref::checker::collective {

using spec::IdGroups;
using spec::Padding;
using spec::Strategy;

// nullopt (reported) when missing or not a 2-dimensional integer tensor
// constant; `required = false` returns no rows when absent.
inline std::optional<IdGroups> idGroups(OpContext& c, std::string_view name, Padding padding, bool required = true) {
  const Attribute* a = c.attr(name);
  if (!a) {
    if (required) c.error("requires attribute '" + std::string(name) + "'");
    return required ? std::nullopt : std::optional<IdGroups>(IdGroups{});
  }
  std::optional<IdGroups> groups = spec::readIdGroups(*a, padding);
  if (!groups)
    c.error("attribute '" + std::string(name) + "' must be a 2-dimensional tensor constant of integers, got " +
            attributeString(*a));
  return groups;
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

// idCount(strategy, grid) when the module declares what it needs: the N of
// size(replica_groups) and of "0 <= ids < N".
inline std::optional<int64_t> declaredIdCount(const OpContext& c, Strategy strategy) {
  auto replicas = declaredCount(c, "mhlo.num_replicas");
  auto partitions = declaredCount(c, "mhlo.num_partitions");
  switch (strategy) {
    case Strategy::cross_partition: return partitions;
    case Strategy::flattened_ids:
      if (!replicas || !partitions) return std::nullopt;
      return *replicas * *partitions;
    default: return replicas;
  }
}

// dim(process_groups, 1) of all_gather and reduce_scatter, when known: the
// size of the rows (one group of every id without rows), times
// num_partitions for cross_replica_and_partition; nullopt when rows differ in
// size (the interpreter then checks each process's group).
inline std::optional<int64_t> processGroupSize(const OpContext& c, const IdGroups& replica_groups,
                                               Strategy strategy) {
  std::optional<int64_t> row_size =
      replica_groups.rows.empty() ? declaredIdCount(c, strategy) : replica_groups.rowSize();
  if (!row_size) return std::nullopt;
  if (strategy != Strategy::cross_replica_and_partition) return row_size;
  auto partitions = declaredCount(c, "mhlo.num_partitions");
  if (!partitions) return std::nullopt;
  return spec::processGroupSize(strategy, *row_size, static_cast<uint32_t>(*partitions));
}

// The constraints all_gather, all_reduce and reduce_scatter state alike on
// replica_groups, by their ids in each op: is_unique(replica_groups)
// (`unique`), size(replica_groups) as the strategy defines it, when the
// module declares the grid (`size`; no rows stand for every id), and
// 0 <= replica_groups < size(replica_groups) (`range`).
inline void checkReplicaGroups(OpContext& c, const IdGroups& replica_groups, Strategy strategy, const char* unique,
                               const char* size, const char* range) {
  std::vector<int64_t> ids = replica_groups.flat();
  c.require(isUnique(ids), unique, [&] { return "replica_groups = " + replica_groups.str(); });
  if (auto N = declaredIdCount(c, strategy))
    c.require(replica_groups.rows.empty() || static_cast<int64_t>(ids.size()) == *N, size, [&] {
      return "size(replica_groups) = " + std::to_string(ids.size()) + ", " + spec::idCountName(strategy) +
             " declared by the module: " + std::to_string(*N);
    });
  c.require(allInRange(ids, 0, static_cast<int64_t>(ids.size())), range,
            [&] { return "replica_groups = " + replica_groups.str(); });
}

// 0 <= ids < N (N: num_replicas or num_partitions, when the module declares
// it) for all_to_all, collective_broadcast, collective_permute,
// collective_reduce, send and recv.
inline bool requireIdsBelowDeclared(OpContext& c, const char* id, const char* name, const IdGroups& groups,
                                    Strategy strategy) {
  std::optional<int64_t> N = declaredIdCount(c, strategy);
  return c.require(allInRange(groups.flat(), 0, N.value_or(std::numeric_limits<int64_t>::max())), id, [&] {
    return std::string(name) + " = " + groups.str() + (N ? ", N = " + std::to_string(*N) : std::string());
  });
}

// The column `k` of a two-column table.
inline std::vector<int64_t> column(const IdGroups& r, size_t k) {
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

// collective_permute, send and recv C1..C4 on source_target_pairs (no rows:
// nothing to check).
inline void checkSourceTargetPairs(OpContext& c, const IdGroups& pairs, int64_t channel_id) {
  if (pairs.rows.empty()) return;
  if (!c.require(pairs.columns == 2, "C1", [&] { return "dim(source_target_pairs, 1) = " + std::to_string(pairs.columns); }))
    return;
  std::vector<int64_t> sources = column(pairs, 0), targets = column(pairs, 1);
  c.require(isUnique(sources), "C2", [&] { return "source_target_pairs[:, 0] = " + listText(sources); });
  c.require(isUnique(targets), "C3", [&] { return "source_target_pairs[:, 1] = " + listText(targets); });
  requireIdsBelowDeclared(c, "C4", "source_target_pairs", pairs, spec::replicaOrPartitionStrategy(channel_id));
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
  auto source_target_pairs = idGroups(c, "source_target_pairs", Padding::Keep, /*required=*/false);
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
  auto replica_groups = idGroups(c, "replica_groups", Padding::Drop);
  auto channel_id = channelId(c);
  auto has_dynamic_root = flag(c, "has_dynamic_root");
  if (!replica_groups || !channel_id || !has_dynamic_root) return std::nullopt;
  c.require(isUnique(replica_groups->flat()), "C1", [&] { return "replica_groups = " + replica_groups->str(); });
  requireIdsBelowDeclared(c, "C2", "replica_groups", *replica_groups, spec::replicaOrPartitionStrategy(*channel_id));
  return has_dynamic_root;
}

}  // namespace hloref::checker::collective
