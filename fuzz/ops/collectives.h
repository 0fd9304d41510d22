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

rc::Gen<ProgramCase> allGatherCase();
rc::Gen<ProgramCase> allReduceCase();
rc::Gen<ProgramCase> allToAllCase();
rc::Gen<ProgramCase> reduceScatterCase();
rc::Gen<ProgramCase> collectivePermuteCase();
rc::Gen<ProgramCase> collectiveBroadcastCase();
rc::Gen<ProgramCase> collectiveReduceCase();

}  // namespace hloref::fuzz
