#include "xla/grid.h"

#include <iostream>
#include <sstream>

#include "interpreter/process_grid.h"
#include "syntax/npy.h"
#include "syntax/printer.h"
#include "xla/translate.h"

namespace hloref::xla {
namespace {

uint32_t count(const Module& module, std::string_view name) {
  for (const auto& [key, value] : module.attributes) {
    if (key != name) continue;
    std::optional<int64_t> n = asInt(value);
    if (!n || *n < 1 || static_cast<uint64_t>(*n) > kMaxProcesses)
      fail(module.loc, std::string(name) + " must be an integer from 1 to " + std::to_string(kMaxProcesses) + ", got " +
                           attributeString(value));
    return static_cast<uint32_t>(*n);
  }
  return 1;
}

}  // namespace

GridShape gridOf(const Module& module) {
  // A module with Shardy meshes is the global view, before partitioning: it
  // runs as one process, and sdy.manual_computation spreads its body over
  // the mesh's devices (interpreter/dialects/sdy.cpp).
  for (const Op& op : module.ops)
    if (op.name == "sdy.mesh") return GridShape{1, 1};
  GridShape g{count(module, kNumReplicasAttr), count(module, kNumPartitionsAttr)};
  if (g.processes() > kMaxProcesses)
    fail(module.loc, "a grid of " + std::to_string(g.replicas) + " x " + std::to_string(g.partitions) +
                         " processes is more than " + std::to_string(kMaxProcesses));
  return g;
}

std::string processName(const GridShape& grid, size_t index) {
  return "(" + std::to_string(index / grid.partitions) + ", " + std::to_string(index % grid.partitions) + ")";
}

GridRun runOnGrid(const Program& program, const Func& entry, const GridShape& shape,
                  std::vector<std::vector<Value>> args, const RunOptions& options) {
  const size_t n = shape.processes();
  if (args.size() == 1 && n > 1) args.assign(n, args[0]);
  if (args.size() != n)
    fail(entry.loc, "the grid has " + std::to_string(n) + " processes but arguments were given for " +
                        std::to_string(args.size()));
  ProcessGrid grid(shape.replicas, shape.partitions);
  std::vector<ProcessContext> contexts;
  contexts.reserve(n);
  for (size_t i = 0; i < n; ++i) contexts.emplace_back(grid, i);
  std::vector<std::ostringstream> diagnostics(n);
  std::vector<int> failures(n, 0);
  GridRun run;
  run.results.resize(n);
  auto report = [&] {
    std::ostream& os = options.diagnostics ? *options.diagnostics : std::cerr;
    for (size_t i = 0; i < n; ++i) os << diagnostics[i].str();
  };
  try {
    grid.run([&](size_t i) {
      RunOptions own = options;
      own.diagnostics = &diagnostics[i];
      Evaluator evaluator(program, own);
      evaluator.setProcess(&contexts[i]);
      run.results[i] = evaluator.call(entry, std::move(args[i]));
      failures[i] = evaluator.checkFailures();
    });
  } catch (...) {
    report();
    throw;
  }
  report();
  for (int f : failures) run.checkFailures += f;
  return run;
}

int runGridCommand(const Program& program, const Func& entry, const GridShape& grid, std::vector<Value> args,
                   const RunOptions& options, const std::string& outputsNpz, const PrintOptions* print,
                   const std::function<std::vector<Value>(std::vector<Value>)>& check) {
  const size_t n = entry.inputs.size(), processes = grid.processes();
  std::vector<std::vector<Value>> perProcess;
  if (args.size() == n) {
    perProcess.push_back(check(std::move(args)));
  } else if (n > 0 && args.size() == n * processes) {
    for (size_t k = 0; k < processes; ++k)
      perProcess.push_back(check(std::vector<Value>(args.begin() + static_cast<std::ptrdiff_t>(k * n),
                                                    args.begin() + static_cast<std::ptrdiff_t>((k + 1) * n))));
  } else {
    fail(entry.loc, "@" + entry.name + " takes " + std::to_string(n) + " arguments on each of " +
                        std::to_string(processes) + " processes: give " + std::to_string(n) + " (for all) or " +
                        std::to_string(n * processes) + " (for each, in process order), not " + std::to_string(args.size()));
  }
  GridRun run = runOnGrid(program, entry, grid, std::move(perProcess), options);
  std::vector<std::pair<std::string, Tensor>> named;
  for (size_t k = 0; k < run.results.size(); ++k) {
    if (print) std::cout << "// process " << processName(grid, k) << "\n";
    for (size_t i = 0; i < run.results[k].size(); ++i) {
      const Value& v = run.results[k][i];
      if (print) printValue(std::cout, v, *print);
      if (outputsNpz.empty()) continue;
      if (!v.isTensor()) fail(entry.loc, "--outputs can only write tensor results");
      named.emplace_back("process" + std::to_string(k) + "_output_" + std::to_string(i), v.tensor());
    }
  }
  if (!outputsNpz.empty()) writeNpzFile(outputsNpz, named);
  return run.checkFailures ? kExitCheckFailed : kExitOk;
}

}  // namespace hloref::xla
