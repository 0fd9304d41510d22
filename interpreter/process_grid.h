// Parallel execution (spec: Execution > Parallel execution, Collective ops,
// Point-to-point communication, Streaming communication).
//
// A ProcessGrid is num_replicas x num_partitions StableHLO processes. Each
// process runs its function on its own thread with its own Evaluator; the
// Module is shared read-only. Processes meet only here:
//
// - collectives exchange the values of a process group (`exchange`): every
//   process of the group contributes its values and gets back everyone's, in
//   group order; each op then computes its own results from them, in its own
//   thread. An exchange is keyed by the op name, the channel_id and the
//   process group; the n-th time a process reaches a key it joins the n-th
//   exchange of that key, so SPMD and MPMD programs (the same collective in
//   different functions) meet alike;
// - send and recv pass values through channels: one slot per channel key,
//   a send waits until the slot is free, a recv until it is full;
// - infeed reads queue entries given to interpreter.run_parallel, outfeed
//   collects values per process (ProcessContext::outfeed).
//
// A process that waits on something that can never happen is a deadlock:
// whenever a process starts waiting or finishes, the grid checks whether
// every unfinished process waits on a condition that is still false; if so
// the run fails with "deadlock: ..." naming every process, the op it waits
// in and what it waits for. There are no timeouts and no sleeps.
//
// The first error of any process wins: it is recorded, every waiting
// process is woken and rethrows it, and ProcessGrid::run joins all threads
// and rethrows it to the caller. A process that is computing (not waiting)
// stops at its next communication or when its function returns.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/attribute.h"
#include "interpreter/evaluator.h"
#include "core/value.h"
#include "spec/process_groups.h"

namespace hloref {

// At most this many processes in one grid (each has a thread).
inline constexpr uint64_t kMaxProcesses = 1024;

class ProcessContext;

class ProcessGrid {
 public:
  ProcessGrid(uint32_t num_replicas, uint32_t num_partitions);
  ProcessGrid(const ProcessGrid&) = delete;
  ProcessGrid& operator=(const ProcessGrid&) = delete;

  uint32_t num_replicas() const { return num_replicas_; }
  uint32_t num_partitions() const { return num_partitions_; }
  size_t num_processes() const { return static_cast<size_t>(num_replicas_) * num_partitions_; }
  // Processes are numbered in process order: replica-major,
  // index = replica_id * num_partitions + partition_id.
  ProcessId processId(size_t index) const;
  size_t processIndex(ProcessId id) const;

  // Infeed: entries (a function symbol, called with no arguments, or a dense
  // attribute) read by the infeed ops, either from one queue shared by all
  // processes or from one queue per process.
  void setSharedInfeed(std::vector<Attribute> entries);
  void setInfeedPerProcess(std::vector<std::vector<Attribute>> queues);

  // Runs body(i) for every process i on its own thread and joins them all.
  // The first error of any process is rethrown here.
  void run(const std::function<void(size_t)>& body);

 private:
  friend class ProcessContext;

  struct Exchange {
    std::vector<std::vector<Value>> contributions;  // by position in the group
    std::vector<bool> arrived;
    size_t arrivedCount = 0;
    size_t readCount = 0;
  };
  struct ProcessState {
    bool finished = false;
    bool waiting = false;
    std::function<bool()> ready;          // the condition the process waits for
    std::function<std::string()> waitsFor;  // describes it, for the deadlock report
  };

  // Waits (with `lock` held on mutex_) until ready() holds. Rethrows the
  // first error when the run is stopped; fails with a deadlock when no
  // process can make progress any more.
  void wait(std::unique_lock<std::mutex>& lock, size_t index, std::function<bool()> ready,
            std::function<std::string()> waitsFor);
  void checkDeadlockLocked();
  void failLocked(std::exception_ptr error);
  void throwIfStoppedLocked();
  void finish(size_t index);
  void fail(std::exception_ptr error);

  const uint32_t num_replicas_;
  const uint32_t num_partitions_;
  std::mutex mutex_;
  std::condition_variable changed_;  // notified on every change of the shared state
  std::vector<ProcessState> states_;
  std::exception_ptr error_;  // the first error; set once, the run is stopped
  std::map<std::string, std::list<std::shared_ptr<Exchange>>> exchanges_;
  std::map<std::string, std::optional<std::vector<Value>>> channels_;
  std::vector<std::deque<Attribute>> infeed_;  // one shared queue, or one per process
};

// One process of a grid: what the ops of its Evaluator see.
class ProcessContext {
 public:
  ProcessContext(ProcessGrid& grid, size_t index);
  // A context that owns its grid (the 1x1 grid of a sequential run).
  ProcessContext(std::unique_ptr<ProcessGrid> grid, size_t index);

  ProcessGrid& grid() const { return grid_; }
  ProcessId id() const { return id_; }
  size_t index() const { return index_; }

  // Collectives: contributes `values` to the exchange of (op name,
  // channel_id, group) at position `position` of `group` and returns every
  // member's values in group order, once all have arrived.
  std::vector<std::vector<Value>> exchange(const OpCall& call, int64_t channel_id, const ProcessGroup& group,
                                           size_t position, std::vector<Value> values);

  // Point-to-point: a channel holds one message at a time. `channel` names
  // it in keys and diagnostics.
  void send(const OpCall& call, const std::string& channel, std::vector<Value> values);
  std::vector<Value> recv(const OpCall& call, const std::string& channel);

  // Streaming: the next infeed entry of this process, or nullopt when its
  // queue is empty.
  std::optional<Attribute> nextInfeed();
  void outfeed(std::vector<Value> values) { outfeed_.push_back(std::move(values)); }
  // Every outfeed op's inputs, in execution order.
  const std::vector<std::vector<Value>>& outfeedValues() const { return outfeed_; }

 private:
  std::unique_ptr<ProcessGrid> owned_;
  ProcessGrid& grid_;
  size_t index_;
  ProcessId id_;
  std::vector<std::vector<Value>> outfeed_;
};

// The process the evaluator of `call` runs as. A sequential run (no
// interpreter.run_parallel) is process (0, 0) of a 1x1 grid that lives for
// the op: its collectives involve that process alone, a recv finds no
// sender (a deadlock) and a send's message is dropped.
class CurrentProcess {
 public:
  explicit CurrentProcess(const OpCall& call);
  ProcessContext& operator*() const { return *process_; }
  ProcessContext* operator->() const { return process_; }

 private:
  std::unique_ptr<ProcessContext> sequential_;
  ProcessContext* process_;
};

}  // namespace hloref
