// spec: Execution > Parallel execution, Collective ops: process ids, the
// attributes that list process ids by groups (replica_groups,
// source_target_pairs) and the four strategies that split the process grid
// into process groups. The one reader of these attributes: the checker uses
// it (and the strategies' sizes when a module declares its grid), the
// interpreter runs the strategies on its grid.
//
// Empty rows. The spec's replica_groups is a 2-dimensional tensor constant;
// XLA pads ragged groups with -1, which this reader drops. A row left empty
// stays a row: every strategy yields a process group per row
// (`for replica_group in replica_groups: ... yield process_group`), so an
// empty row is an empty process group, which holds no process. It never
// stands for "every id": only an attribute without any row
// (`dense<> : tensor<0x0xi64>`, XLA's empty replica_groups) does, for the
// ops whose groups must cover every id (groupsOrEvery).
//
// Header-only; depends only on core/.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/attribute.h"
#include "core/tensor.h"

namespace hloref {

// process_id = (replica_id, partition_id).
struct ProcessId {
  uint32_t replica_id = 0;
  uint32_t partition_id = 0;
  bool operator==(const ProcessId&) const = default;
  std::string str() const { return "(" + std::to_string(replica_id) + ", " + std::to_string(partition_id) + ")"; }
};

using ProcessGroup = std::vector<ProcessId>;

// "[(0, 0), (1, 0)]"
inline std::string processGroupString(const ProcessGroup& group) {
  std::string s = "[";
  for (size_t i = 0; i < group.size(); ++i) s += (i ? ", " : "") + group[i].str();
  return s + "]";
}

namespace spec {

// A 2-dimensional tensor constant of ids, by rows.
struct IdGroups {
  std::vector<std::vector<int64_t>> rows;
  int64_t columns = 0;  // dim(attribute, 1)

  // Every id, row by row.
  std::vector<int64_t> flat() const {
    std::vector<int64_t> out;
    for (const auto& row : rows) out.insert(out.end(), row.begin(), row.end());
    return out;
  }
  // The size every row has; nullopt when there is no row or padding left
  // rows of different sizes.
  std::optional<int64_t> rowSize() const {
    if (rows.empty()) return std::nullopt;
    for (const auto& row : rows)
      if (row.size() != rows.front().size()) return std::nullopt;
    return static_cast<int64_t>(rows.front().size());
  }
  // "[[0, 1], [2]]"
  std::string str() const {
    std::string s = "[";
    for (size_t i = 0; i < rows.size(); ++i) {
      s += i ? ", [" : "[";
      for (size_t j = 0; j < rows[i].size(); ++j) s += (j ? ", " : "") + std::to_string(rows[i][j]);
      s += "]";
    }
    return s + "]";
  }
};

// Whether -1 entries are padding (replica_groups) or ids (source_target_pairs).
enum class Padding { Keep, Drop };

// The rows of `a`; nullopt when it is not a 2-dimensional tensor constant of
// integers. With Padding::Drop, -1 entries are dropped and a row may become
// empty (see the top of this file).
inline std::optional<IdGroups> readIdGroups(const Attribute& a, Padding padding) {
  if (a.kind != Attribute::Kind::Dense || !a.dense || !isInteger(a.dense->elementType()) || a.dense->rank() != 2)
    return std::nullopt;
  const Tensor& t = *a.dense;
  IdGroups groups;
  groups.columns = t.shape()[1];
  for (int64_t i = 0; i < t.shape()[0]; ++i) {
    std::vector<int64_t> row;
    for (int64_t j = 0; j < groups.columns; ++j) {
      const int64_t id = t.intValue(i * groups.columns + j);
      if (padding == Padding::Drop && id == -1) continue;
      row.push_back(id);
    }
    groups.rows.push_back(std::move(row));
  }
  return groups;
}

// The groups, or, for an attribute without any row, one group of every id
// in [0, N) (XLA's reading of empty replica_groups).
inline std::vector<std::vector<int64_t>> groupsOrEvery(const IdGroups& groups, int64_t N) {
  if (!groups.rows.empty()) return groups.rows;
  std::vector<int64_t> every(static_cast<size_t>(N));
  for (int64_t id = 0; id < N; ++id) every[static_cast<size_t>(id)] = id;
  return {every};
}

// The four strategies.
enum class Strategy { cross_replica, cross_partition, cross_replica_and_partition, flattened_ids };

inline const char* strategyName(Strategy s) {
  switch (s) {
    case Strategy::cross_replica: return "cross_replica";
    case Strategy::cross_partition: return "cross_partition";
    case Strategy::cross_replica_and_partition: return "cross_replica_and_partition";
    default: return "flattened_ids";
  }
}

// all_gather, all_reduce, reduce_scatter: cross_replica if channel_id <= 0
// (and use_global_device_ids = false: their C5/C4/C6), else
// cross_replica_and_partition or, with use_global_device_ids, flattened_ids.
inline Strategy replicaGroupsStrategy(int64_t channel_id, bool use_global_device_ids) {
  if (channel_id <= 0) return Strategy::cross_replica;
  return use_global_device_ids ? Strategy::flattened_ids : Strategy::cross_replica_and_partition;
}

// all_to_all, collective_broadcast, collective_permute, collective_reduce,
// send, recv: cross_replica if channel_id <= 0, else cross_partition.
inline Strategy replicaOrPartitionStrategy(int64_t channel_id) {
  return channel_id <= 0 ? Strategy::cross_replica : Strategy::cross_partition;
}

// The process grid, num_replicas x num_partitions.
struct Grid {
  uint32_t num_replicas = 1;
  uint32_t num_partitions = 1;
};

// The ids a strategy takes range over [0, N): replica_ids, partition_ids or
// the flattened process ids.
inline int64_t idCount(Strategy s, Grid grid) {
  switch (s) {
    case Strategy::cross_partition: return grid.num_partitions;
    case Strategy::flattened_ids: return int64_t{grid.num_replicas} * grid.num_partitions;
    default: return grid.num_replicas;
  }
}
inline const char* idCountName(Strategy s) {
  switch (s) {
    case Strategy::cross_partition: return "num_partitions";
    case Strategy::flattened_ids: return "num_processes";
    default: return "num_replicas";
  }
}

// The size of the process groups a row of `row_size` ids becomes:
// cross_replica_and_partition takes the row in every partition.
inline int64_t processGroupSize(Strategy s, int64_t row_size, uint32_t num_partitions) {
  return s == Strategy::cross_replica_and_partition ? row_size * num_partitions : row_size;
}

// The process groups; every id must lie in [0, idCount(s, grid)).
inline std::vector<ProcessGroup> processGroups(Strategy s, const std::vector<std::vector<int64_t>>& groups,
                                               Grid grid) {
  auto id = [](int64_t replica_id, int64_t partition_id) {
    return ProcessId{static_cast<uint32_t>(replica_id), static_cast<uint32_t>(partition_id)};
  };
  std::vector<ProcessGroup> process_groups;
  switch (s) {
    case Strategy::cross_replica:
      for (const auto& replica_group : groups)
        for (uint32_t partition_id = 0; partition_id < grid.num_partitions; ++partition_id) {
          ProcessGroup process_group;
          for (int64_t replica_id : replica_group) process_group.push_back(id(replica_id, partition_id));
          process_groups.push_back(std::move(process_group));
        }
      break;
    case Strategy::cross_partition:
      for (const auto& partition_group : groups)
        for (uint32_t replica_id = 0; replica_id < grid.num_replicas; ++replica_id) {
          ProcessGroup process_group;
          for (int64_t partition_id : partition_group) process_group.push_back(id(replica_id, partition_id));
          process_groups.push_back(std::move(process_group));
        }
      break;
    case Strategy::cross_replica_and_partition:
      for (const auto& replica_group : groups) {
        ProcessGroup process_group;
        for (uint32_t partition_id = 0; partition_id < grid.num_partitions; ++partition_id)
          for (int64_t replica_id : replica_group) process_group.push_back(id(replica_id, partition_id));
        process_groups.push_back(std::move(process_group));
      }
      break;
    case Strategy::flattened_ids:
      for (const auto& flattened_id_group : groups) {
        ProcessGroup process_group;
        for (int64_t flattened_id : flattened_id_group)
          process_group.push_back(id(flattened_id / grid.num_partitions, flattened_id % grid.num_partitions));
        process_groups.push_back(std::move(process_group));
      }
      break;
  }
  return process_groups;
}

}  // namespace spec
}  // namespace hloref
