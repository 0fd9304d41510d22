// Tokens, barriers, process ids, and the ops that talk to other processes or
// the host, which print in the generic form only (spec: Ops > after_all,
// optimization_barrier, partition_id, replica_id, infeed, all_reduce, ...).
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

// `stablehlo.optimization_barrier %a, %b : A, B`; with no operands either
// `stablehlo.optimization_barrier()` or the bare name.
class OptimizationBarrierForm : public CustomForm {
 public:
  void parse(FormContext& c) const override {
    Parser& p = c.p;
    if (!p.lookingAt("()")) return CustomForm::parse(c);
    p.advance(2);
    if (p.peek() == ':') {
      p.advance();
      std::vector<Type> ins, outs;
      p.parseFunctionalType(ins, outs);
    }
  }

 protected:
  void readSignature(FormContext& c) const override {
    if (!c.denseItemType && c.uses.empty() && c.p.peek() != ':') return;
    CustomForm::readSignature(c);
  }
};
const OptimizationBarrierForm kOptimizationBarrierForm;
HLOREF_CUSTOM_FORM(kOptimizationBarrierForm, kNoKeys, kAnyOperands, kSpecOp, "stablehlo.optimization_barrier");

// `stablehlo.after_all %a, %b : !stablehlo.token`: one result of the type.
class AfterAllForm : public CustomForm {
 protected:
  void matchTypes(FormContext& c, const std::vector<Type>& types, const Location& at) const override {
    if (types.size() != 1) return CustomForm::matchTypes(c, types, at);
    c.op.operandTypes.assign(c.uses.size(), types[0]);
    c.op.resultTypes = types;
  }
};
const AfterAllForm kAfterAllForm;
HLOREF_CUSTOM_FORM(kAfterAllForm, kNoKeys, kAnyOperands, kSpecOp, "stablehlo.after_all");

HLOREF_CUSTOM_FORM(itemsForm(), kNoKeys, kAnyOperands, kSpecOp, "stablehlo.partition_id", "stablehlo.replica_id");
// MLIR's token constructor; the spec makes tokens with after_all.
HLOREF_CUSTOM_FORM(itemsForm(), kNoKeys, kAnyOperands, kOutsideSpec, "stablehlo.create_token");

HLOREF_GENERIC_ONLY_OPS("stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send", "stablehlo.recv",
                        "stablehlo.all_gather", "stablehlo.all_reduce", "stablehlo.all_to_all",
                        "stablehlo.reduce_scatter", "stablehlo.collective_broadcast", "stablehlo.collective_permute",
                        "stablehlo.collective_reduce", "stablehlo.async_start", "stablehlo.async_done");

}  // namespace
}  // namespace hloref::syntax
