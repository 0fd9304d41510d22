// interpreter.run_parallel (design: Test-harness ops; spec: Execution >
// Parallel execution): runs a grid of num_replicas x num_partitions
// processes, programs = [[@f, ...], ...] with one row per replica and one
// column per partition. The operands are the processes' arguments and the
// results their results, both flattened in process order (replica-major).
// infeed = [@q0, @q1, ...] is one infeed queue shared by all processes;
// infeed = [[...], [...], ...] gives each process its own queue, in process
// order. An entry is a function called with no arguments (or a dense
// constant) and feeds one infeed op.
//
// Each process runs on its own thread with its own Evaluator (its own step
// budget, probe counters and failed-check count). interpreter.print writes
// whole lines to the shared output. Failed checks of a process are reported
// after all processes end, in process order, and once more at this op, so
// that the run exits with status 1. With --probe-output-dir and more than
// one process, process (r, p) writes its probes to DIR/process_r_p.
#include <filesystem>
#include <iostream>
#include <sstream>

#include "interpreter/process_grid.h"

namespace hloref {
namespace {

std::vector<Attribute> symbolList(const OpCall& call, const Attribute& list, const std::string& what) {
  if (list.kind != Attribute::Kind::Array) call.fail("needs " + what + " to be a list, got " + attributeString(list));
  return list.elements;
}

// Whether `value` can be passed as (or returned as) a value of `type`.
bool fits(const Value& value, const Type& type) {
  if (type.isToken()) return value.isToken();
  if (type.isTuple() || type.kind() == Type::Kind::Future) return value.isTuple();
  if (!value.isTensor()) return false;
  const TensorType& want = type.tensorType();
  const Tensor& t = value.tensor();
  if (want.elementType != t.elementType() || want.isQuantized() != t.type().isQuantized() ||
      want.shape.size() != t.shape().size())
    return false;
  for (size_t d = 0; d < want.shape.size(); ++d)
    if (want.shape[d] != kDynamic && want.shape[d] != t.shape()[d]) return false;
  return true;
}

std::string valueTypeString(const Value& v) {
  if (v.isTensor()) return tensorTypeString(v.tensor().type());
  return v.isToken() ? "!stablehlo.token" : "a tuple";
}

// programs: num_replicas rows of num_partitions functions, in process order.
struct Programs {
  std::vector<const Func*> functions;
  size_t num_replicas = 0, num_partitions = 0;
};
Programs readPrograms(const OpCall& call) {
  std::vector<Attribute> rows = symbolList(call, call.attr("programs"), "programs");
  if (rows.empty()) call.fail("has no programs");
  Programs p;
  p.num_replicas = rows.size();
  for (size_t r = 0; r < rows.size(); ++r) {
    std::vector<Attribute> row = symbolList(call, rows[r], "each row of programs");
    if (r == 0) p.num_partitions = row.size();
    if (row.empty() || row.size() != p.num_partitions)
      call.fail("has programs row " + std::to_string(r) + " of " + std::to_string(row.size()) +
                " functions; every row needs the same positive number (num_partitions)");
    for (const Attribute& f : row) {
      if (f.kind != Attribute::Kind::Symbol) call.fail("has program " + attributeString(f) + "; programs are @functions");
      const Func* func = call.evaluator.module().lookup(f.text);
      if (!func) call.fail("runs @" + f.text + ", which is not defined");
      p.functions.push_back(func);
    }
    if (p.functions.size() > kMaxProcesses)
      call.unsupportedHere("with more than " + std::to_string(kMaxProcesses) + " processes");
  }
  return p;
}

// infeed: one shared queue, or one queue per process.
void setInfeed(const OpCall& call, ProcessGrid& grid) {
  const Attribute* infeed = call.optionalAttr("infeed");
  if (!infeed) return;
  std::vector<Attribute> entries = symbolList(call, *infeed, "infeed");
  if (entries.empty() || entries[0].kind != Attribute::Kind::Array) return grid.setSharedInfeed(std::move(entries));
  if (entries.size() != grid.num_processes())
    call.fail("has " + std::to_string(entries.size()) + " infeed queues for " + std::to_string(grid.num_processes()) +
              " processes; give one queue per process, or one list for all");
  std::vector<std::vector<Attribute>> queues;
  for (const Attribute& q : entries) queues.push_back(symbolList(call, q, "each infeed queue"));
  grid.setInfeedPerProcess(std::move(queues));
}

// The operands as each process's arguments, flattened in process order; the
// results must be as many as the programs return.
std::vector<std::vector<Value>> processArguments(const OpCall& call, const ProcessGrid& grid,
                                                 const Programs& programs) {
  std::vector<std::vector<Value>> args(grid.num_processes());
  size_t nextOperand = 0, numResults = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    const Func& func = *programs.functions[i];
    if (call.operands.size() - nextOperand < func.inputs.size())
      call.fail("has " + std::to_string(call.operands.size()) + " operands, too few for the arguments of the " +
                std::to_string(args.size()) + " programs");
    for (size_t k = 0; k < func.inputs.size(); ++k) {
      const Value& v = call.operands[nextOperand++];
      if (!fits(v, func.inputs[k]))
        call.fail("passes " + valueTypeString(v) + " as argument #" + std::to_string(k) + " of @" + func.name +
                  " on process " + grid.processId(i).str() + ", which takes " + func.inputs[k].str());
      args[i].push_back(v);
    }
    numResults += func.outputs.size();
  }
  if (nextOperand != call.operands.size())
    call.fail("has " + std::to_string(call.operands.size()) + " operands but the programs take " +
              std::to_string(nextOperand) + " arguments");
  if (numResults != call.op.resultTypes.size())
    call.fail("has " + std::to_string(call.op.resultTypes.size()) + " results but the programs return " +
              std::to_string(numResults) + " values");
  return args;
}

// Each process's run options: the shared output, its own diagnostics and,
// with several processes, its own probe directory.
std::vector<RunOptions> processOptions(const OpCall& call, const ProcessGrid& grid,
                                       std::vector<std::ostringstream>& diagnostics) {
  const size_t n = grid.num_processes();
  std::vector<RunOptions> options(n, call.evaluator.options());
  for (size_t i = 0; i < n; ++i) {
    options[i].out = &call.evaluator.out();
    options[i].diagnostics = &diagnostics[i];
    if (options[i].probeOutputDir.empty() || n == 1) continue;
    ProcessId id = grid.processId(i);
    options[i].probeOutputDir += "/process_" + std::to_string(id.replica_id) + "_" + std::to_string(id.partition_id);
    std::error_code ec;
    std::filesystem::create_directories(options[i].probeOutputDir, ec);
    if (ec) call.fail("cannot create probe directory " + options[i].probeOutputDir + ": " + ec.message());
  }
  return options;
}

// Runs every process on its own Evaluator, sharing the module and the
// output; reports the processes' failed checks after all end, and once more
// at this op. Returns each process's results.
std::vector<std::vector<Value>> runProcesses(const OpCall& call, ProcessGrid& grid, const Programs& programs,
                                             std::vector<std::vector<Value>> args) {
  const size_t n = grid.num_processes();
  std::vector<std::ostringstream> diagnostics(n);
  std::vector<RunOptions> options = processOptions(call, grid, diagnostics);
  std::vector<int> checkFailures(n, 0);
  std::vector<AcceptedElements> accepted(n);
  std::vector<std::vector<Value>> results(n);
  std::vector<ProcessContext> contexts;
  contexts.reserve(n);
  for (size_t i = 0; i < n; ++i) contexts.emplace_back(grid, i);
  auto reportChecks = [&] {
    std::ostream& os = call.evaluator.options().diagnostics ? *call.evaluator.options().diagnostics : std::cerr;
    for (size_t i = 0; i < n; ++i) os << diagnostics[i].str();
  };
  try {
    grid.run([&](size_t i) {
      Evaluator evaluator(call.evaluator.program(), options[i]);
      evaluator.setProcess(&contexts[i]);
      results[i] = evaluator.call(*programs.functions[i], std::move(args[i]));
      checkFailures[i] = evaluator.checkFailures();
      accepted[i] = evaluator.acceptedCheckElements();
    });
  } catch (...) {
    reportChecks();
    throw;
  }
  reportChecks();
  for (size_t i = 0; i < n; ++i) call.evaluator.acceptCheckElements(call.op.loc, accepted[i]);
  for (size_t i = 0; i < n; ++i)
    if (checkFailures[i])
      call.evaluator.reportCheckFailure(call.op.loc, std::to_string(checkFailures[i]) + " check(s) failed on process " +
                                                         grid.processId(i).str());
  return results;
}

// The processes' results, flattened in process order, as the op's results.
std::vector<Value> flattenResults(const OpCall& call, const ProcessGrid& grid, const Programs& programs,
                                  std::vector<std::vector<Value>> results) {
  std::vector<Value> flat;
  for (size_t i = 0; i < results.size(); ++i) {
    if (results[i].size() != programs.functions[i]->outputs.size())
      call.fail("runs @" + programs.functions[i]->name + " on process " + grid.processId(i).str() +
                ", which returned " + std::to_string(results[i].size()) + " values but declares " +
                std::to_string(programs.functions[i]->outputs.size()));
    for (Value& v : results[i]) {
      const Type& type = call.op.resultTypes[flat.size()];
      if (!fits(v, type))
        call.fail("has result #" + std::to_string(flat.size()) + " of type " + type.str() + " but process " +
                  grid.processId(i).str() + " returned " + valueTypeString(v));
      flat.push_back(std::move(v));
    }
  }
  return flat;
}

std::vector<Value> evalRunParallel(OpCall& call) {
  Programs programs = readPrograms(call);
  ProcessGrid grid(static_cast<uint32_t>(programs.num_replicas), static_cast<uint32_t>(programs.num_partitions));
  setInfeed(call, grid);
  std::vector<std::vector<Value>> args = processArguments(call, grid, programs);
  std::vector<std::vector<Value>> results = runProcesses(call, grid, programs, std::move(args));
  return flattenResults(call, grid, programs, std::move(results));
}

}  // namespace

HLOREF_OP({.name = "interpreter.run_parallel",
           .eval = evalRunParallel,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
