// spec: Execution > Parallel execution, Collective ops, Point-to-point
// communication, Streaming communication. See process_grid.h.
#include "interpreter/process_grid.h"

#include <system_error>
#include <thread>

#include "interpreter/collective.h"
#include "syntax/printer.h"

namespace hloref {

ProcessGrid::ProcessGrid(uint32_t num_replicas, uint32_t num_partitions)
    : num_replicas_(num_replicas), num_partitions_(num_partitions), states_(num_processes()) {}

ProcessId ProcessGrid::processId(size_t index) const {
  return {static_cast<uint32_t>(index / num_partitions_), static_cast<uint32_t>(index % num_partitions_)};
}

size_t ProcessGrid::processIndex(ProcessId id) const {
  return static_cast<size_t>(id.replica_id) * num_partitions_ + id.partition_id;
}

void ProcessGrid::setSharedInfeed(std::vector<Attribute> entries) {
  infeed_.assign(1, std::deque<Attribute>(entries.begin(), entries.end()));
}

void ProcessGrid::setInfeedPerProcess(std::vector<std::vector<Attribute>> queues) {
  infeed_.clear();
  for (auto& q : queues) infeed_.emplace_back(q.begin(), q.end());
}

// --- running the processes ---------------------------------------------------

void ProcessGrid::run(const std::function<void(size_t)>& body) {
  std::vector<std::thread> threads;
  threads.reserve(num_processes());
  auto process = [this, &body](size_t i) {
    try {
      body(i);
      finish(i);
    } catch (...) {
      fail(std::current_exception());
    }
  };
  std::exception_ptr startError;
  for (size_t i = 0; i < num_processes(); ++i) {
    try {
      threads.emplace_back(process, i);
    } catch (const std::system_error& e) {
      startError = std::make_exception_ptr(Error({}, "cannot start a thread for process " + processId(i).str() +
                                                         " of " + std::to_string(num_processes()) + ": " +
                                                         e.what()));
      fail(startError);
      break;
    }
  }
  for (std::thread& t : threads) t.join();
  std::lock_guard<std::mutex> lock(mutex_);
  if (error_) std::rethrow_exception(error_);
}

void ProcessGrid::finish(size_t index) {
  std::lock_guard<std::mutex> lock(mutex_);
  states_[index].finished = true;
  checkDeadlockLocked();
  changed_.notify_all();
}

void ProcessGrid::fail(std::exception_ptr error) {
  std::lock_guard<std::mutex> lock(mutex_);
  failLocked(std::move(error));
}

void ProcessGrid::failLocked(std::exception_ptr error) {
  if (!error_) error_ = std::move(error);  // the first error wins
  changed_.notify_all();
}

void ProcessGrid::throwIfStoppedLocked() {
  if (error_) std::rethrow_exception(error_);
}

void ProcessGrid::wait(std::unique_lock<std::mutex>& lock, size_t index, std::function<bool()> ready,
                       std::function<std::string()> waitsFor) {
  throwIfStoppedLocked();
  if (ready()) return;
  ProcessState& s = states_[index];
  s.waiting = true;
  s.ready = ready;
  s.waitsFor = std::move(waitsFor);
  checkDeadlockLocked();
  changed_.wait(lock, [&] { return error_ || ready(); });
  s.waiting = false;
  s.ready = nullptr;
  s.waitsFor = nullptr;
  throwIfStoppedLocked();
}

// A deadlock: no process runs, and every waiting process waits on a
// condition that is false; nothing can change it any more.
void ProcessGrid::checkDeadlockLocked() {
  if (error_) return;
  bool anyUnfinished = false;
  for (const ProcessState& s : states_) {
    if (s.finished) continue;
    anyUnfinished = true;
    if (!s.waiting || s.ready()) return;
  }
  if (!anyUnfinished) return;
  std::string message = "deadlock: no process can make progress";
  for (size_t i = 0; i < states_.size(); ++i) {
    const ProcessState& s = states_[i];
    message += "\n  process " + processId(i).str() + (s.finished ? " has finished" : " " + s.waitsFor());
  }
  failLocked(std::make_exception_ptr(Error({}, message)));
}

// --- process contexts --------------------------------------------------------

ProcessContext::ProcessContext(ProcessGrid& grid, size_t index)
    : grid_(grid), index_(index), id_(grid.processId(index)) {}

ProcessContext::ProcessContext(std::unique_ptr<ProcessGrid> grid, size_t index)
    : owned_(std::move(grid)), grid_(*owned_), index_(index), id_(grid_.processId(index)) {}

namespace {

std::string opAt(const OpCall& call) { return "in '" + call.op.name + "' at " + call.op.loc.str(); }

}  // namespace

std::vector<std::vector<Value>> ProcessContext::exchange(const OpCall& call, int64_t channel_id,
                                                         const ProcessGroup& group, size_t position,
                                                         std::vector<Value> values) {
  ProcessGrid& g = grid_;
  std::string key = call.op.name + " channel " + std::to_string(channel_id) + " " + processGroupString(group);
  std::unique_lock<std::mutex> lock(g.mutex_);
  g.throwIfStoppedLocked();
  // Join the first exchange of this key that this process has not joined yet.
  auto& pending = g.exchanges_[key];
  std::shared_ptr<ProcessGrid::Exchange> ex;
  for (auto& e : pending)
    if (!e->arrived[position]) {
      ex = e;
      break;
    }
  if (!ex) {
    ex = std::make_shared<ProcessGrid::Exchange>();
    ex->contributions.resize(group.size());
    ex->arrived.assign(group.size(), false);
    pending.push_back(ex);
  }
  ex->contributions[position] = std::move(values);
  ex->arrived[position] = true;
  ++ex->arrivedCount;
  if (ex->arrivedCount == group.size()) g.changed_.notify_all();
  g.wait(
      lock, index_, [ex, n = group.size()] { return ex->arrivedCount == n; },
      [ex, group, where = opAt(call), channel_id] {
        std::string missing;
        for (size_t k = 0; k < group.size(); ++k)
          if (!ex->arrived[k]) missing += (missing.empty() ? "" : ", ") + group[k].str();
        return "waits " + where + " (channel_id " + std::to_string(channel_id) + ", process group " +
               processGroupString(group) + ") for " + missing;
      });
  std::vector<std::vector<Value>> result = ex->contributions;
  if (++ex->readCount == group.size()) {
    pending.remove(ex);
    if (pending.empty()) g.exchanges_.erase(key);
  }
  return result;
}

void ProcessContext::send(const OpCall& call, const std::string& channel, std::vector<Value> values) {
  ProcessGrid& g = grid_;
  std::unique_lock<std::mutex> lock(g.mutex_);
  auto& slot = g.channels_[channel];
  g.wait(
      lock, index_, [&slot] { return !slot.has_value(); },
      [where = opAt(call), channel] {
        return "waits " + where + " to send on " + channel + ", whose previous message is not received";
      });
  slot = std::move(values);
  g.changed_.notify_all();
}

std::vector<Value> ProcessContext::recv(const OpCall& call, const std::string& channel) {
  ProcessGrid& g = grid_;
  std::unique_lock<std::mutex> lock(g.mutex_);
  auto& slot = g.channels_[channel];
  g.wait(
      lock, index_, [&slot] { return slot.has_value(); },
      [where = opAt(call), channel] { return "waits " + where + " to receive on " + channel; });
  std::vector<Value> values = std::move(*slot);
  slot.reset();
  g.changed_.notify_all();
  return values;
}

std::optional<Attribute> ProcessContext::nextInfeed() {
  ProcessGrid& g = grid_;
  std::lock_guard<std::mutex> lock(g.mutex_);
  g.throwIfStoppedLocked();
  if (g.infeed_.empty()) return std::nullopt;
  auto& queue = g.infeed_.size() == 1 ? g.infeed_[0] : g.infeed_.at(index_);
  if (queue.empty()) return std::nullopt;
  Attribute entry = std::move(queue.front());
  queue.pop_front();
  return entry;
}

CurrentProcess::CurrentProcess(const OpCall& call) : process_(call.evaluator.process()) {
  if (!process_) {
    sequential_ = std::make_unique<ProcessContext>(std::make_unique<ProcessGrid>(1, 1), 0);
    process_ = sequential_.get();
  }
}

// --- process groups on the grid (spec: Execution > Collective ops) ------------

namespace collective {

std::vector<ProcessGroup> processGroupsOnGrid(const OpCall& call, const ProcessGrid& grid, Strategy strategy,
                                              const IdGroups& groups, const char* name, const char* rangeConstraint,
                                              const char* sizeConstraint) {
  const int64_t N = spec::idCount(strategy, gridOf(grid));
  auto values = [&](const std::string& what) {
    return what + ", " + spec::idCountName(strategy) + " = " + std::to_string(N) + " (" +
           spec::strategyName(strategy) + " on a grid of " + std::to_string(grid.num_replicas()) + " x " +
           std::to_string(grid.num_partitions()) + " processes)";
  };
  const std::vector<int64_t> ids = groups.flat();
  for (int64_t id : ids)
    if (id < 0 || id >= N) call.violation(rangeConstraint, values(std::string(name) + " = " + groups.str()));
  if (!sizeConstraint) return spec::processGroups(strategy, groups.rows, gridOf(grid));
  if (!groups.rows.empty() && static_cast<int64_t>(ids.size()) != N)
    call.violation(sizeConstraint, values("size(" + std::string(name) + ") = " + std::to_string(ids.size())));
  return spec::processGroups(strategy, spec::groupsOrEvery(groups, N), gridOf(grid));
}

}  // namespace collective

}  // namespace hloref
