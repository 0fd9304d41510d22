// The process grid a program declares (design: Command line contract; spec:
// Execution > Parallel execution): StableHLO modules carry
// `mhlo.num_replicas` and `mhlo.num_partitions`, HLO modules
// `replica_count` and `num_partitions` (the translation stores them under
// the same names). `hloref run` runs such a module SPMD: every process of
// the num_replicas x num_partitions grid runs @main, with its own Evaluator
// on its own thread (interpreter/process_grid.h), and its collectives meet
// the other processes'.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/value.h"
#include "interpreter/evaluator.h"
#include "syntax/printer.h"

namespace hloref::xla {

struct GridShape {
  uint32_t replicas = 1;
  uint32_t partitions = 1;
  size_t processes() const { return static_cast<size_t>(replicas) * partitions; }
};

// The grid `module` declares (1 x 1 when it declares none); a count outside
// [1, kMaxProcesses] is an error at the module.
GridShape gridOf(const Module& module);

struct GridRun {
  std::vector<std::vector<Value>> results;  // per process, in process order (replica-major)
  int checkFailures = 0;
};

// Runs `entry` on every process of `grid`. `args` holds one argument list
// for all processes (replicated) or one per process, in process order.
// Failed checks are reported per process; their count is returned.
GridRun runOnGrid(const Program& program, const Func& entry, const GridShape& grid,
                  std::vector<std::vector<Value>> args, const RunOptions& options);

// `hloref run` on a grid: `args` are the arguments for every process (as
// many as @main takes) or for each process in process order (that many
// times more); `check` checks one process's list against @main. Prints each
// process's results after a `// process (r, p)` line (when `print` is not
// null) and writes them to `outputsNpz` (when given) as
// process<k>_output_<i>. Returns the exit status.
int runGridCommand(const Program& program, const Func& entry, const GridShape& grid, std::vector<Value> args,
                   const RunOptions& options, const std::string& outputsNpz, const PrintOptions* print,
                   const std::function<std::vector<Value>(std::vector<Value>)>& check);

// "(replica, partition)" of process `index`, for output headers and names.
std::string processName(const GridShape& grid, size_t index);

}  // namespace hloref::xla
