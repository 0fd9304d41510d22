// Generators of valid programs for the collective ops (spec: Ops >
// all_gather, all_reduce, all_to_all, reduce_scatter, collective_permute,
// collective_broadcast, collective_reduce). Each program runs the op in
// every process of a grid of 1..4 replicas x 1..3 partitions
// (`interpreter.run_parallel`, design: Test-harness ops): @main takes every
// process's arguments and returns every process's results, in process order.
// The grids, replica_groups (empty, ragged where the op allows it, covering
// or not), channel_id, use_global_device_ids, dimensions, source/target
// pairs, roots, reduction bodies (add, maximum, minimum, multiply), promoted
// computation types and element types (quantized included) range over what
// the checker accepts.
#pragma once

#include "fuzz/generators.h"

namespace hloref::fuzz {

// num_replicas x num_partitions processes.
struct Grid {
  int64_t num_replicas = 1, num_partitions = 1;
  // Whether replica_groups may be empty (`dense<> : tensor<0x0xi64>`),
  // which hloref reads as XLA does, one group of every process
  // (spec/process_groups.h); the spec's size(replica_groups) constraints
  // do not say so.
  bool emptyGroups = true;
  // The portable profile (ProgramOptions::portable): no operand dimension
  // of size 0 at all_gather_dim / scatter_dimension, one operand for
  // collective_broadcast (no second tensor, no roots operand:
  // has_dynamic_root false) and no -1 padding in its replica_groups
  // (checker/VERIFIER-DIFFERENCES.md, "Generated
  // programs": the official verifier rejects these, the spec allows them).
  bool portable = false;
  int64_t num_processes() const { return num_replicas * num_partitions; }
};
// 1..4 replicas x 1..3 partitions.
Grid grid();

// The op as every process of `g` runs it (has_dynamic_root's roots a constant).
rc::Gen<OpDraw> allGatherOp(const Grid& g);
rc::Gen<OpDraw> allReduceOp(const Grid& g);
rc::Gen<OpDraw> allToAllOp(const Grid& g);
rc::Gen<OpDraw> reduceScatterOp(const Grid& g);
rc::Gen<OpDraw> collectivePermuteOp(const Grid& g);
rc::Gen<OpDraw> collectiveBroadcastOp(const Grid& g);
rc::Gen<OpDraw> collectiveReduceOp(const Grid& g);

rc::Gen<ProgramCase> allGatherCase();
rc::Gen<ProgramCase> allReduceCase();
rc::Gen<ProgramCase> allToAllCase();
rc::Gen<ProgramCase> reduceScatterCase();
rc::Gen<ProgramCase> collectivePermuteCase();
rc::Gen<ProgramCase> collectiveBroadcastCase();
rc::Gen<ProgramCase> collectiveReduceCase();

}  // namespace hloref::fuzz
