// Shardy's rules (../shared/reference/shardy/ops.td, attrs.td), as the
// official verifier checks them, for the sdy ops JAX emits: a sharding
// names a mesh the module defines (`sdy.mesh @name`) and axes of it, with
// as many dimension shardings as the value's rank; a manual_computation has
// a sharding per operand and result, its body's arguments and returned
// values have the local shapes (each dimension divided by the sizes of the
// manual axes that shard it, which must divide it). Reported as
// function-level rules `sdy-sharding` and `sdy-manual-computation`.
#include <map>

#include "checker/rules.h"

namespace hloref::checker::detail {
namespace {

struct SdyReporter {
  const Op& op;
  std::vector<Diagnostic>& out;
  void operator()(const std::string& rule, const std::string& message) const {
    Diagnostic d;
    d.loc = op.loc;
    d.constraint = rule;
    d.message = "function-level rule " + rule + ": '" + op.name + "' " + message;
    out.push_back(std::move(d));
  }
};

// Axis name -> size of the mesh a sharding names; nullopt when it names none.
std::optional<std::map<std::string, int64_t>> meshOf(const Module& module, const Attribute& sharding,
                                                     const SdyReporter& report) {
  const Attribute* ref = sharding.field("mesh_or_ref");
  const Attribute* mesh = ref;
  if (ref && ref->kind == Attribute::Kind::Symbol) {
    const Op* op = module.lookupOp("sdy.mesh", ref->text);
    mesh = op ? op->attr("mesh") : nullptr;
    if (!mesh) {
      report("sdy-sharding", "names the mesh @" + ref->text + ", which the module does not define");
      return std::nullopt;
    }
  }
  if (!mesh) return std::nullopt;
  std::map<std::string, int64_t> axes;
  if (const Attribute* list = mesh->field("axes"))
    for (const Attribute& axis : list->elements)
      if (axis.field("name") && axis.field("size")) axes[axis.field("name")->text] = axis.field("size")->intValue;
  return axes;
}

// The product of the sizes of the `manual` axes sharding each dimension of
// a value of `rank`, or nullopt after a report.
std::optional<std::vector<int64_t>> manualSplits(const Module& module, const Attribute& sharding, int64_t rank,
                                                 const std::vector<std::string>& manual, const SdyReporter& report) {
  std::optional<std::map<std::string, int64_t>> axes = meshOf(module, sharding, report);
  if (!axes) return std::nullopt;
  const Attribute* dims = sharding.field("dim_shardings");
  if (!dims || static_cast<int64_t>(dims->elements.size()) != rank) {
    report("sdy-sharding", "has a sharding of " + std::to_string(dims ? dims->elements.size() : 0) +
                               " dimensions for a value of rank " + std::to_string(rank));
    return std::nullopt;
  }
  std::vector<int64_t> splits(static_cast<size_t>(rank), 1);
  for (int64_t d = 0; d < rank; ++d) {
    const Attribute* refs = dims->elements[static_cast<size_t>(d)].field("axes");
    if (!refs) continue;
    for (const Attribute& ref : refs->elements) {
      const std::string name = ref.field("name") ? ref.field("name")->text : "";
      auto axis = axes->find(name);
      if (axis == axes->end()) {
        report("sdy-sharding", "shards along \"" + name + "\", which is not an axis of its mesh");
        return std::nullopt;
      }
      bool isManual = false;
      for (const std::string& m : manual) isManual = isManual || m == name;
      if (isManual) splits[static_cast<size_t>(d)] *= ref.field("size") ? ref.field("size")->intValue : axis->second;
    }
  }
  return splits;
}

// `local` is `global` with each dimension divided by its split.
void checkLocalType(const Type& global, const Type& local, const std::vector<int64_t>& splits, const std::string& what,
                    const SdyReporter& report) {
  if (!global.isTensor() || !local.isTensor()) return;
  const TensorType& g = global.tensorType();
  const TensorType& l = local.tensorType();
  bool ok = g.elementType == l.elementType && g.shape.size() == l.shape.size();
  for (size_t d = 0; ok && d < g.shape.size(); ++d) {
    if (g.shape[d] == kDynamic || l.shape[d] == kDynamic) continue;
    ok = g.shape[d] % splits[d] == 0 && g.shape[d] / splits[d] == l.shape[d];
  }
  if (!ok)
    report("sdy-manual-computation", what + " is " + local.str() + ", which is not the shard of " + global.str() +
                                         " its sharding gives along the manual axes");
}

void checkManualComputation(const Module& module, const Op& op, const SdyReporter& report) {
  const Attribute* ins = op.attr("in_shardings");
  const Attribute* outs = op.attr("out_shardings");
  const Attribute* manualAxes = op.attr("manual_axes");
  if (!ins || !outs || !manualAxes || ins->elements.size() != op.operandTypes.size() ||
      outs->elements.size() != op.resultTypes.size() || op.regions.size() != 1 || op.regions[0].blocks.size() != 1)
    return report("sdy-manual-computation", "needs one in_sharding per operand, one out_sharding per result, "
                                            "manual_axes and one body");
  std::vector<std::string> manual;
  for (const Attribute& a : manualAxes->elements) manual.push_back(a.text);
  const Block& body = op.regions[0].blocks[0];
  if (body.argumentTypes.size() != op.operandTypes.size())
    return report("sdy-manual-computation", "has " + std::to_string(op.operandTypes.size()) + " operands but its body takes " +
                                                std::to_string(body.argumentTypes.size()));
  for (size_t i = 0; i < op.operandTypes.size(); ++i) {
    const Type& t = op.operandTypes[i];
    auto splits = manualSplits(module, ins->elements[i], t.isTensor() ? t.tensorType().rank() : 0, manual, report);
    if (splits) checkLocalType(t, body.argumentTypes[i], *splits, "body argument #" + std::to_string(i), report);
  }
  const Op* ret = body.ops.empty() ? nullptr : &body.ops.back();
  if (!ret || ret->name != "sdy.return" || ret->operandTypes.size() != op.resultTypes.size())
    return report("sdy-manual-computation", "body must end with sdy.return of one value per result");
  for (size_t j = 0; j < op.resultTypes.size(); ++j) {
    const Type& t = op.resultTypes[j];
    auto splits = manualSplits(module, outs->elements[j], t.isTensor() ? t.tensorType().rank() : 0, manual, report);
    if (splits) checkLocalType(t, ret->operandTypes[j], *splits, "returned value #" + std::to_string(j), report);
  }
}

}  // namespace

void checkSdyOp(const Module& module, const Op& op, std::vector<Diagnostic>& out) {
  SdyReporter report{op, out};
  if (op.name == "sdy.manual_computation") return checkManualComputation(module, op, report);
  if (const Attribute* sharding = op.attr("sharding")) {
    const int64_t rank = !op.operandTypes.empty() && op.operandTypes[0].isTensor() ? op.operandTypes[0].tensorType().rank() : 0;
    manualSplits(module, *sharding, rank, {}, report);
  }
}

}  // namespace hloref::checker::detail
