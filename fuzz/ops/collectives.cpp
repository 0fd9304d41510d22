#include "fuzz/ops/collectives.h"

#include <algorithm>

namespace hloref::fuzz {
namespace {

// --- the process grid and its groups ------------------------------------------


// spec: Execution > Collective ops: how ids name processes.
enum class Strategy { CrossReplica, CrossPartition, CrossReplicaAndPartition, FlattenedIds };

// The number of ids the groups of `strategy` range over.
int64_t idCount(const Grid& g, Strategy strategy) {
  switch (strategy) {
    case Strategy::CrossReplica:
    case Strategy::CrossReplicaAndPartition: return g.num_replicas;
    case Strategy::CrossPartition: return g.num_partitions;
    case Strategy::FlattenedIds: return g.num_processes();
  }
  return 0;
}

// replica_groups (or source_target_pairs) as rows of ids, -1 padding ragged rows.
struct IdGroups {
  std::vector<std::vector<int64_t>> rows;
  int64_t columns = 0;
  std::string text() const {
    if (rows.empty()) return "dense<> : tensor<0x" + std::to_string(columns) + "xi64>";
    std::string s = "dense<[";
    for (size_t r = 0; r < rows.size(); ++r) {
      std::vector<int64_t> padded = rows[r];
      padded.resize(static_cast<size_t>(columns), -1);
      s += (r ? ", " : "") + notation::listText(padded);
    }
    return s + "]> : tensor<" + std::to_string(rows.size()) + "x" + std::to_string(columns) + "xi64>";
  }
  // The size of the smallest row.
  int64_t smallest() const {
    int64_t n = columns;
    for (const auto& row : rows) n = std::min(n, static_cast<int64_t>(row.size()));
    return n;
  }
};

// `ids` split into rows: of one size dividing size(ids) unless `ragged`.
IdGroups splitIntoRows(const std::vector<int64_t>& ids, bool ragged) {
  IdGroups groups;
  const auto n = static_cast<int64_t>(ids.size());
  if (n == 0) return groups;
  std::vector<int64_t> sizes;
  if (ragged && *rc::gen::arbitrary<bool>()) {
    for (int64_t left = n; left > 0;) {
      const int64_t size = *rc::gen::inRange<int64_t>(1, left + 1);
      sizes.push_back(size);
      left -= size;
    }
  } else {
    std::vector<int64_t> divisors;
    for (int64_t d = 1; d <= n; ++d)
      if (n % d == 0) divisors.push_back(d);
    const int64_t size = *rc::gen::elementOf(divisors);
    sizes.assign(static_cast<size_t>(n / size), size);
  }
  size_t next = 0;
  for (int64_t size : sizes) {
    groups.rows.emplace_back(ids.begin() + static_cast<std::ptrdiff_t>(next),
                             ids.begin() + static_cast<std::ptrdiff_t>(next + static_cast<size_t>(size)));
    next += static_cast<size_t>(size);
    groups.columns = std::max(groups.columns, size);
  }
  return groups;
}

// Unique ids covering range(n) (all_gather, all_reduce, all_to_all,
// reduce_scatter); sometimes no groups at all (one group of every id).
IdGroups coveringGroups(const Grid& g, int64_t n, bool ragged) {
  if (g.emptyGroups && *rc::gen::inRange(0, 5) == 0) return {};
  return splitIntoRows(*permutation(n), ragged);
}

// Unique ids of range(n), some left out (collective_broadcast,
// collective_reduce: processes in no group get zeros).
IdGroups uniqueGroups(int64_t n, bool ragged) {
  std::vector<int64_t> ids = *permutation(n);
  ids.resize(static_cast<size_t>(*rc::gen::inRange<int64_t>(0, n + 1)));
  return splitIntoRows(ids, ragged);
}

// dim(process_groups, 1): the processes in each group of `strategy`.
int64_t processGroupSize(const Grid& g, Strategy strategy, const IdGroups& groups) {
  const int64_t ids = groups.rows.empty() ? idCount(g, strategy) : groups.columns;
  return strategy == Strategy::CrossReplicaAndPartition ? ids * g.num_partitions : ids;
}

// channel_handle: absent or a handle <= 0 (cross_replica), or a positive one.
struct Channel {
  int64_t channel_id = 0;
  std::string attribute;  // ", channel_handle = ..." or empty
};
Channel channel(bool positive) {
  Channel c;
  c.channel_id = positive ? *rc::gen::inRange<int64_t>(1, 4) : 0;
  if (positive || *rc::gen::arbitrary<bool>())
    c.attribute = ", channel_handle = #stablehlo.channel_handle<handle = " + std::to_string(c.channel_id) +
                  ", type = " + (positive ? "1" : "0") + ">";
  return c;
}

// The process groups of all_gather, all_reduce and reduce_scatter: by
// channel_id and use_global_device_ids.
struct ReplicaGroupsMode {
  Strategy strategy = Strategy::CrossReplica;
  Channel channel;
  std::string flag;  // ", use_global_device_ids" or empty
};
ReplicaGroupsMode replicaGroupsMode() {
  ReplicaGroupsMode m;
  m.strategy = *rc::gen::element(Strategy::CrossReplica, Strategy::CrossReplicaAndPartition, Strategy::FlattenedIds);
  m.channel = channel(m.strategy != Strategy::CrossReplica);
  if (m.strategy == Strategy::FlattenedIds) m.flag = ", use_global_device_ids";
  return m;
}

// --- the program ------------------------------------------------------------------

// The computation of a reduction over E: add, maximum, minimum or multiply.
std::string computation(const TensorType& E) {
  return binaryRegion({E}, {*rc::gen::element<std::string>("stablehlo.add", "stablehlo.maximum", "stablehlo.minimum",
                                                            "stablehlo.multiply")});
}

// @main runs @process (`op` on one process's operands) on every process of
// `g` (run_parallel) with `args[process]` and returns every result, in
// process order.
ProgramCase parallelCase(const Grid& g, const SingleOp& op, const std::vector<std::vector<Value>>& args) {
  SingleOp run{.name = "interpreter.run_parallel"};
  for (int64_t p = 0; p < g.num_processes(); ++p) {
    run.operands.insert(run.operands.end(), op.operands.begin(), op.operands.end());
    run.results.insert(run.results.end(), op.results.begin(), op.results.end());
  }
  std::vector<std::string> rows;
  for (int64_t r = 0; r < g.num_replicas; ++r)
    rows.push_back("[" + joined(std::vector<std::string>(static_cast<size_t>(g.num_partitions), "@process")) + "]");
  run.attributes = "programs = [" + joined(rows) + "]";
  ProgramCase c;
  c.text = singleOpFunction(run) + singleOpFunction(op, {}, "process");
  for (const auto& processArgs : args) c.args.insert(c.args.end(), processArgs.begin(), processArgs.end());
  return c;
}

// Arguments for every process: the draw's constants (the same on every
// process), random tensors for the other operands.
std::vector<std::vector<Value>> processArguments(const Grid& g, const OpDraw& d) {
  std::vector<std::vector<Value>> args(static_cast<size_t>(g.num_processes()));
  for (auto& processArgs : args)
    for (size_t i = 0; i < d.op.operands.size(); ++i)
      processArgs.push_back(i < d.feeds.size() && d.feeds[i] == Feed::Constant ? d.inputs[i]
                                                                                 : Value(*tensor(d.op.operands[i])));
  return args;
}

}  // namespace

// spec: Ops > all_gather. (C1) 0 <= all_gather_dim < rank(operands...);
// (C6) dim(results..., all_gather_dim) = dim(operands..., all_gather_dim) * dim(process_groups, 1).
rc::Gen<OpDraw> allGatherOp(const Grid& g) {
  return rc::gen::exec([g] {
    const ReplicaGroupsMode mode = replicaGroupsMode();
    const IdGroups replica_groups = coveringGroups(g, idCount(g, mode.strategy), /*ragged=*/false);
    const int64_t groupSize = processGroupSize(g, mode.strategy, replica_groups);
    const int64_t all_gather_dim = *rc::gen::inRange<int64_t>(0, 3);
    SingleOp op{.name = "stablehlo.all_gather"};
    const size_t count = *rc::gen::inRange<size_t>(1, 3);
    for (size_t i = 0; i < count; ++i) {
      TensorType operand = withShape(*movedElementType(), *shape(all_gather_dim + 1, 3, 0, 3));
      if (g.portable) operand.shape[static_cast<size_t>(all_gather_dim)] = *rc::gen::inRange<int64_t>(1, 4);
      Shape result = operand.shape;
      result[static_cast<size_t>(all_gather_dim)] *= groupSize;
      op.operands.push_back(operand);
      op.results.push_back(withShape(operand, result));
    }
    op.attributes = "all_gather_dim = " + std::to_string(all_gather_dim) +
                    " : i64, replica_groups = " + replica_groups.text() + mode.channel.attribute + mode.flag;
    return OpDraw{.op = op};
  });
}

// spec: Ops > all_reduce. (C5) computation has type (tensor<E>, tensor<E>)
// -> (tensor<E>) where is_promotable(element_type(operand), E); (C6)
// shape(results...) = shape(operands...); (C7) element_type(results...) = E.
// Groups may be ragged: the results keep the operands' shapes.
rc::Gen<OpDraw> allReduceOp(const Grid& g) {
  return rc::gen::exec([g] {
    const ReplicaGroupsMode mode = replicaGroupsMode();
    const IdGroups replica_groups = coveringGroups(g, idCount(g, mode.strategy), /*ragged=*/true);
    const TensorType E = *promotedType(*movedElementType());
    SingleOp op{.name = "stablehlo.all_reduce", .regions = computation(E)};
    const size_t count = *rc::gen::inRange<size_t>(1, 3);
    for (size_t i = 0; i < count; ++i) {
      const Shape operandShape = *shape(0, 3, 0, 3);
      op.operands.push_back(withShape(*reducibleType(E), operandShape));
      op.results.push_back(withShape(E, operandShape));
    }
    op.attributes = "replica_groups = " + replica_groups.text() + mode.channel.attribute + mode.flag;
    return OpDraw{.op = op};
  });
}

// spec: Ops > all_to_all. Groups by cross_replica (channel_id <= 0) or
// cross_partition; (C2) dim(operands..., split_dimension) % split_count = 0;
// (C8) dim(replica_groups, 1) = split_count; (C9) the result dimensions.
rc::Gen<OpDraw> allToAllOp(const Grid& g) {
  return rc::gen::exec([g] {
    const bool crossPartition = *rc::gen::arbitrary<bool>();
    const Channel ch = channel(crossPartition);
    const Strategy strategy = crossPartition ? Strategy::CrossPartition : Strategy::CrossReplica;
    const IdGroups replica_groups = coveringGroups(g, idCount(g, strategy), /*ragged=*/false);
    const int64_t split_count = processGroupSize(g, strategy, replica_groups);
    const int64_t split_dimension = *rc::gen::inRange<int64_t>(0, 3);
    const int64_t concat_dimension = *rc::gen::inRange<int64_t>(0, 3);
    SingleOp op{.name = "stablehlo.all_to_all"};
    const size_t count = *rc::gen::inRange<size_t>(1, 3);
    for (size_t i = 0; i < count; ++i) {
      Shape operandShape = *shape(std::max(split_dimension, concat_dimension) + 1, 3, 0, 3);
      operandShape[static_cast<size_t>(split_dimension)] = split_count * *rc::gen::inRange<int64_t>(0, 3);
      Shape result = operandShape;
      result[static_cast<size_t>(split_dimension)] /= split_count;
      result[static_cast<size_t>(concat_dimension)] *= split_count;
      const TensorType operand = withShape(*movedElementType(), operandShape);
      op.operands.push_back(operand);
      op.results.push_back(withShape(operand, result));
    }
    op.attributes = "split_dimension = " + std::to_string(split_dimension) +
                    " : i64, concat_dimension = " + std::to_string(concat_dimension) +
                    " : i64, split_count = " + std::to_string(split_count) +
                    " : i64, replica_groups = " + replica_groups.text() + ch.attribute;
    return OpDraw{.op = op};
  });
}

// spec: Ops > reduce_scatter. (C1) dim(operand, scatter_dimension) %
// dim(process_groups, 1) = 0; (C7) the computation over E; (C8), (C9) the
// result: that dimension divided by the group size, element type E.
rc::Gen<OpDraw> reduceScatterOp(const Grid& g) {
  return rc::gen::exec([g] {
    const ReplicaGroupsMode mode = replicaGroupsMode();
    const IdGroups replica_groups = coveringGroups(g, idCount(g, mode.strategy), /*ragged=*/false);
    const int64_t groupSize = processGroupSize(g, mode.strategy, replica_groups);
    const int64_t scatter_dimension = *rc::gen::inRange<int64_t>(0, 3);
    const TensorType operandScalar = *movedElementType();
    const TensorType E = *promotedType(operandScalar);
    Shape operandShape = *shape(scatter_dimension + 1, 3, 0, 3);
    operandShape[static_cast<size_t>(scatter_dimension)] = groupSize * *rc::gen::inRange<int64_t>(g.portable, 3);
    Shape result = operandShape;
    result[static_cast<size_t>(scatter_dimension)] /= groupSize;
    SingleOp op{"stablehlo.reduce_scatter", {withShape(operandScalar, operandShape)}, {withShape(E, result)}, "",
                computation(E)};
    op.attributes = "scatter_dimension = " + std::to_string(scatter_dimension) +
                    " : i64, replica_groups = " + replica_groups.text() + mode.channel.attribute + mode.flag;
    return OpDraw{.op = op};
  });
}

// spec: Ops > collective_permute. (C1) pairs; (C2), (C3) unique sources and
// targets; (C4) ids of replicas (channel_id <= 0) or partitions. Processes
// that are no target get zeros; a pair may send a process to itself.
rc::Gen<OpDraw> collectivePermuteOp(const Grid& g) {
  return rc::gen::exec([g] {
    const bool crossPartition = *rc::gen::arbitrary<bool>();
    const Channel ch = channel(crossPartition);
    const int64_t n = crossPartition ? g.num_partitions : g.num_replicas;
    const std::vector<int64_t> sources = *permutation(n), targets = *permutation(n);
    IdGroups source_target_pairs;
    source_target_pairs.columns = 2;
    const int64_t pairs = *rc::gen::inRange<int64_t>(0, n + 1);
    for (size_t k = 0; k < static_cast<size_t>(pairs); ++k) source_target_pairs.rows.push_back({sources[k], targets[k]});
    const TensorType operand = withShape(*movedElementType(), *shape(0, 3, 0, 3));
    SingleOp op{"stablehlo.collective_permute", {operand}, {operand},
                "source_target_pairs = " + source_target_pairs.text() + ch.attribute};
    return OpDraw{.op = op};
  });
}

namespace {

// What collective_broadcast and collective_reduce share: groups by
// cross_replica or cross_partition, some processes in none, and the roots
// (has_dynamic_root: a last operand tensor<Nxi32> of positions in a group,
// the same on every process).
struct RootedGroups {
  Channel channel;
  IdGroups replica_groups;
  bool has_dynamic_root = false;
  std::string attributes() const {
    std::string s = "replica_groups = " + replica_groups.text() + channel.attribute;
    if (has_dynamic_root) s += ", has_dynamic_root = true";
    else if (*rc::gen::arbitrary<bool>()) s += ", has_dynamic_root = false";
    return s;
  }
};
RootedGroups rootedGroups(const Grid& g) {
  RootedGroups r;
  const bool crossPartition = *rc::gen::arbitrary<bool>();
  r.channel = channel(crossPartition);
  r.has_dynamic_root = !g.portable && *rc::gen::arbitrary<bool>();
  r.replica_groups =
      uniqueGroups(crossPartition ? g.num_partitions : g.num_replicas, !r.has_dynamic_root && !g.portable);
  return r;
}

// With has_dynamic_root: the roots operand, positions below the smallest
// group's size, the same on every process (a constant).
void addRoots(const RootedGroups& r, OpDraw& d) {
  if (!r.has_dynamic_root) return;
  const auto N = static_cast<int64_t>(d.op.results.size());
  const TensorType rootsType = tensorType({N}, ElementType::SI32);
  const int64_t positions = r.replica_groups.rows.empty() ? 1 : r.replica_groups.smallest();
  d.inputs.resize(d.op.operands.size());
  d.feeds.assign(d.op.operands.size(), Feed::Any);
  for (size_t i = 0; i < d.op.operands.size(); ++i) d.inputs[i] = Value(*tensor(d.op.operands[i]));
  d.op.operands.push_back(rootsType);
  d.inputs.push_back(Value(*integerTensor(rootsType, 0, positions - 1)));
  d.feeds.push_back(Feed::Constant);
}

}  // namespace

// spec: Ops > collective_broadcast. (C1), (C2) unique ids in range; (C3)
// type(results[j]) = type(operands[j]); (C4) the roots operand; (C6) roots
// within the groups.
rc::Gen<OpDraw> collectiveBroadcastOp(const Grid& g) {
  return rc::gen::exec([g] {
    const RootedGroups rooted = rootedGroups(g);
    SingleOp op{.name = "stablehlo.collective_broadcast", .attributes = rooted.attributes()};
    const size_t count = g.portable ? 1 : *rc::gen::inRange<size_t>(1, 3);
    for (size_t j = 0; j < count; ++j) {
      const TensorType operand = withShape(*movedElementType(), *shape(0, 3, 0, 3));
      op.operands.push_back(operand);
      op.results.push_back(operand);
    }
    OpDraw d{.op = op};
    addRoots(rooted, d);
    return d;
  });
}

// spec: Ops > collective_reduce. (C1), (C2) unique ids in range; (C3)
// shape(results) = shape(operands); (C4) the computation over E.
rc::Gen<OpDraw> collectiveReduceOp(const Grid& g) {
  return rc::gen::exec([g] {
    const RootedGroups rooted = rootedGroups(g);
    const TensorType E = *promotedType(*movedElementType());
    SingleOp op{.name = "stablehlo.collective_reduce", .attributes = rooted.attributes(), .regions = computation(E)};
    const size_t count = *rc::gen::inRange<size_t>(1, 3);
    for (size_t j = 0; j < count; ++j) {
      const Shape operandShape = *shape(0, 3, 0, 3);
      op.operands.push_back(withShape(*reducibleType(E), operandShape));
      op.results.push_back(withShape(E, operandShape));
    }
    OpDraw d{.op = op};
    addRoots(rooted, d);
    return d;
  });
}

Grid grid() { return {*rc::gen::inRange<int64_t>(1, 5), *rc::gen::inRange<int64_t>(1, 4)}; }

namespace {

// The op on every process of a random grid (run_parallel).
rc::Gen<ProgramCase> parallelCaseOf(rc::Gen<OpDraw> (*op)(const Grid&)) {
  return rc::gen::exec([op] {
    const Grid g = grid();
    const OpDraw d = *op(g);
    return parallelCase(g, d.op, processArguments(g, d));
  });
}

}  // namespace

rc::Gen<ProgramCase> allGatherCase() { return parallelCaseOf(allGatherOp); }
rc::Gen<ProgramCase> allReduceCase() { return parallelCaseOf(allReduceOp); }
rc::Gen<ProgramCase> allToAllCase() { return parallelCaseOf(allToAllOp); }
rc::Gen<ProgramCase> reduceScatterCase() { return parallelCaseOf(reduceScatterOp); }
rc::Gen<ProgramCase> collectivePermuteCase() { return parallelCaseOf(collectivePermuteOp); }
rc::Gen<ProgramCase> collectiveBroadcastCase() { return parallelCaseOf(collectiveBroadcastOp); }
rc::Gen<ProgramCase> collectiveReduceCase() { return parallelCaseOf(collectiveReduceOp); }

}  // namespace hloref::fuzz
