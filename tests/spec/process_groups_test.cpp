// spec/process_groups.h: the one reader of replica_groups-like attributes
// and the four strategies of Execution > Collective ops, against the spec's
// text: its examples, and its reading of a row that padding leaves empty
// (every row yields a process group, so an empty row is an empty group).
#include <gtest/gtest.h>

#include <memory>

#include "spec/process_groups.h"

namespace hloref::spec {
namespace {

// dense<rows> : tensor<RxCxi64>.
Attribute idsAttribute(const std::vector<std::vector<int64_t>>& rows) {
  TensorType type;
  type.elementType = ElementType::SI64;
  type.shape = {static_cast<int64_t>(rows.size()), rows.empty() ? 0 : static_cast<int64_t>(rows[0].size())};
  auto t = std::make_shared<Tensor>(type);
  int64_t k = 0;
  for (const auto& row : rows)
    for (int64_t id : row) t->setIntBits(k++, static_cast<uint64_t>(id));
  Attribute a;
  a.kind = Attribute::Kind::Dense;
  a.dense = t;
  return a;
}

std::vector<std::vector<std::pair<uint32_t, uint32_t>>> pairs(const std::vector<ProcessGroup>& groups) {
  std::vector<std::vector<std::pair<uint32_t, uint32_t>>> out;
  for (const ProcessGroup& g : groups) {
    out.emplace_back();
    for (const ProcessId& p : g) out.back().emplace_back(p.replica_id, p.partition_id);
  }
  return out;
}

using Groups = std::vector<std::vector<std::pair<uint32_t, uint32_t>>>;

TEST(ProcessGroups, SpecExamplesOfTheFourStrategies) {
  // cross_replica: replica_groups = [[0, 1], [2, 3]], num_partitions = 2.
  EXPECT_EQ(pairs(processGroups(Strategy::cross_replica, {{0, 1}, {2, 3}}, {4, 2})),
            (Groups{{{0, 0}, {1, 0}}, {{0, 1}, {1, 1}}, {{2, 0}, {3, 0}}, {{2, 1}, {3, 1}}}));
  // cross_partition: partition_groups = [[0, 1]], num_replicas = 4.
  EXPECT_EQ(pairs(processGroups(Strategy::cross_partition, {{0, 1}}, {4, 2})),
            (Groups{{{0, 0}, {0, 1}}, {{1, 0}, {1, 1}}, {{2, 0}, {2, 1}}, {{3, 0}, {3, 1}}}));
  // cross_replica_and_partition: replica_groups = [[0, 1], [2, 3]], num_partitions = 2.
  EXPECT_EQ(pairs(processGroups(Strategy::cross_replica_and_partition, {{0, 1}, {2, 3}}, {4, 2})),
            (Groups{{{0, 0}, {1, 0}, {0, 1}, {1, 1}}, {{2, 0}, {3, 0}, {2, 1}, {3, 1}}}));
  // flattened_ids: [[0, 1, 2, 3], [4, 5, 6, 7]], num_replicas = 4, num_partitions = 2.
  EXPECT_EQ(pairs(processGroups(Strategy::flattened_ids, {{0, 1, 2, 3}, {4, 5, 6, 7}}, {4, 2})),
            (Groups{{{0, 0}, {0, 1}, {1, 0}, {1, 1}}, {{2, 0}, {2, 1}, {3, 0}, {3, 1}}}));
}

TEST(ProcessGroups, StrategyByChannelIdAndGlobalDeviceIds) {
  EXPECT_EQ(replicaGroupsStrategy(0, false), Strategy::cross_replica);
  EXPECT_EQ(replicaGroupsStrategy(1, false), Strategy::cross_replica_and_partition);
  EXPECT_EQ(replicaGroupsStrategy(1, true), Strategy::flattened_ids);
  EXPECT_EQ(replicaOrPartitionStrategy(-1), Strategy::cross_replica);
  EXPECT_EQ(replicaOrPartitionStrategy(2), Strategy::cross_partition);
  EXPECT_EQ(idCount(Strategy::flattened_ids, {4, 2}), 8);
  EXPECT_EQ(idCount(Strategy::cross_partition, {4, 2}), 2);
  EXPECT_EQ(processGroupSize(Strategy::cross_replica_and_partition, 2, 3), 6);
  EXPECT_EQ(processGroupSize(Strategy::cross_replica, 2, 3), 2);
}

TEST(ProcessGroups, PaddingIsDroppedAndAnEmptiedRowStaysAnEmptyGroup) {
  std::optional<IdGroups> groups = readIdGroups(idsAttribute({{0, 1}, {-1, -1}}), Padding::Drop);
  ASSERT_TRUE(groups);
  EXPECT_EQ(groups->rows, (std::vector<std::vector<int64_t>>{{0, 1}, {}}));
  EXPECT_EQ(groups->columns, 2);
  EXPECT_EQ(groups->rowSize(), std::nullopt);  // rows of 2 and 0 ids
  EXPECT_EQ(groups->str(), "[[0, 1], []]");
  // `for replica_group in replica_groups: ... yield process_group`: the
  // empty row yields an empty process group in every partition.
  EXPECT_EQ(pairs(processGroups(Strategy::cross_replica, groups->rows, {2, 2})),
            (Groups{{{0, 0}, {1, 0}}, {{0, 1}, {1, 1}}, {}, {}}));
  // Kept as ids where -1 is not padding (source_target_pairs).
  groups = readIdGroups(idsAttribute({{0, -1}}), Padding::Keep);
  ASSERT_TRUE(groups);
  EXPECT_EQ(groups->rows, (std::vector<std::vector<int64_t>>{{0, -1}}));
}

TEST(ProcessGroups, OnlyAnAttributeWithoutRowsStandsForEveryId) {
  // A row of padding alone: one empty group, not every id.
  std::optional<IdGroups> padded = readIdGroups(idsAttribute({{-1}}), Padding::Drop);
  ASSERT_TRUE(padded);
  EXPECT_EQ(groupsOrEvery(*padded, 3), (std::vector<std::vector<int64_t>>{{}}));
  EXPECT_EQ(padded->rowSize(), 0);
  EXPECT_TRUE(padded->flat().empty());
  // No rows at all (dense<> : tensor<0x0xi64>): XLA's one group of every id.
  std::optional<IdGroups> none = readIdGroups(idsAttribute({}), Padding::Drop);
  ASSERT_TRUE(none);
  EXPECT_TRUE(none->rows.empty());
  EXPECT_EQ(groupsOrEvery(*none, 3), (std::vector<std::vector<int64_t>>{{0, 1, 2}}));
}

TEST(ProcessGroups, OnlyTwoDimensionalIntegerTensorsAreIdGroups) {
  Attribute flat = idsAttribute({{0, 1}});
  TensorType vector;
  vector.elementType = ElementType::SI64;
  vector.shape = {2};
  flat.dense = std::make_shared<Tensor>(vector);
  EXPECT_FALSE(readIdGroups(flat, Padding::Drop));
  Attribute integer;
  integer.kind = Attribute::Kind::Integer;
  EXPECT_FALSE(readIdGroups(integer, Padding::Drop));
}

}  // namespace
}  // namespace hloref::spec
