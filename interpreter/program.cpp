#include "interpreter/program.h"

#include <unordered_set>

#include "interpreter/evaluator.h"
#include "interpreter/op_registry.h"

namespace hloref {
namespace {

// The definition an op the checker rejected is bound to under --no-check:
// reaching it ends the run with the checker's diagnostic.
std::vector<Value> evalRejected(OpCall& call) {
  const checker::Diagnostic* d = call.evaluator.program().rejection(call.op);
  throw Error(call.op.loc, d ? d->message : "'" + call.op.name + "' was rejected by the checker", kExitInvalid);
}

const OpDef kRejectedOp{.name = "(rejected by the checker)",
                        .eval = evalRejected,
                        .quantized = Quantized::OnStorageValues,
                        .annotation = annotation::kComputing,
                        .accuracy = accuracy::kUnknown,
                        .scalar = ScalarKind::None};

// Every slot the ops of `regions` read, at any depth.
void collectReads(const std::vector<Region>& regions, std::unordered_set<int>& reads) {
  for (const Region& region : regions)
    for (const Block& block : region.blocks)
      for (const Op& op : block.ops) {
        reads.insert(op.operands.begin(), op.operands.end());
        collectReads(op.regions, reads);
      }
}

// Op::lastUses for the ops of `block`, walking it backwards. Only values
// the block defines qualify: one from an enclosing block may be read again
// when this block runs again (a loop body) or after it.
void markLastUses(Block& block) {
  std::unordered_set<int> definedHere(block.arguments.begin(), block.arguments.end());
  for (const Op& op : block.ops) definedHere.insert(op.results.begin(), op.results.end());
  std::unordered_set<int> readLater, readByRegions, readByThisOp;
  for (auto op = block.ops.rbegin(); op != block.ops.rend(); ++op) {
    readByRegions.clear();
    collectReads(op->regions, readByRegions);
    readByThisOp.clear();
    op->lastUses = 0;
    for (size_t i = op->operands.size(); i-- > 0;) {
      const int slot = op->operands[i];
      if (i < 64 && definedHere.count(slot) && !readLater.count(slot) && !readByRegions.count(slot) &&
          !readByThisOp.count(slot))
        op->lastUses |= uint64_t{1} << i;
      readByThisOp.insert(slot);
    }
    readLater.insert(op->operands.begin(), op->operands.end());
    readLater.insert(readByRegions.begin(), readByRegions.end());
  }
}

void bindOps(Region& region, const std::unordered_map<const Op*, size_t>& rejected) {
  for (Block& block : region.blocks) {
    for (Op& op : block.ops) {
      op.def = rejected.count(&op) ? &kRejectedOp : findOpDef(op.name);
      for (Region& nested : op.regions) bindOps(nested, rejected);
    }
    markLastUses(block);
  }
}

}  // namespace

Program::LoadResult Program::load(std::shared_ptr<Module> module, const LoadOptions& options) {
  LoadResult result;
  checker::CheckOptions checkOptions;
  // Every error must be known to bind the rejected ops; only some are reported.
  if (options.checkerErrorsAreWarnings) checkOptions.maxErrors = std::numeric_limits<int>::max();
  else checkOptions.maxErrors = options.maxReported;
  checkOptions.strictSpec = options.strictSpec;
  // Ops without a checker are known when an op file (or a dialect file)
  // registers them.
  checkOptions.isKnownOp = [](std::string_view name) { return findOpDef(name) != nullptr; };
  std::vector<checker::Diagnostic> diagnostics = checker::checkModule(*module, checkOptions);
  const bool invalid = checker::errorCount(diagnostics) > 0;
  std::unique_ptr<Program> program(new Program(std::move(module)));
  int reported = 0;
  for (checker::Diagnostic& d : diagnostics) {
    if (!d.warning && options.checkerErrorsAreWarnings) {
      program->rejections_.push_back(d);
      const size_t index = program->rejections_.size() - 1;
      if (d.at) program->rejectedOps_.emplace(d.at, index);
      else if (d.func) program->rejectedFuncs_.emplace(d.func, index);
      d.warning = true;
      if (++reported > options.maxReported) continue;
    }
    result.diagnostics.push_back(std::move(d));
  }
  if (invalid && !options.checkerErrorsAreWarnings) return result;
  // An error the checker could not attach to an op or a function refuses
  // the whole program, --no-check or not.
  for (const checker::Diagnostic& d : program->rejections_)
    if (!d.at && !d.func) {
      checker::Diagnostic error = d;
      error.warning = false;
      result.diagnostics.push_back(std::move(error));
      return result;
    }
  for (auto& func : program->module_->funcs) bindOps(func->body, program->rejectedOps_);
  result.program = std::move(program);
  return result;
}

std::unique_ptr<const Program> Program::loadOrThrow(std::shared_ptr<Module> module) {
  LoadResult loaded = load(std::move(module));
  if (!loaded.program) {
    for (const checker::Diagnostic& d : loaded.diagnostics)
      if (!d.warning) throw Error(d.loc, d.message, kExitInvalid);
    throw Error({}, "the checker rejected the module", kExitInvalid);
  }
  return std::move(loaded.program);
}

const checker::Diagnostic* Program::rejection(const Op& op) const {
  auto it = rejectedOps_.find(&op);
  return it == rejectedOps_.end() ? nullptr : &rejections_[it->second];
}

const checker::Diagnostic* Program::rejection(const Func& func) const {
  auto it = rejectedFuncs_.find(&func);
  return it == rejectedFuncs_.end() ? nullptr : &rejections_[it->second];
}

}  // namespace hloref
