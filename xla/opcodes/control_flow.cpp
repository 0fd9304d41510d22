// Calls and control flow (operation_semantics.md: Call, CompositeCall,
// Conditional, While, AfterAll, OptimizationBarrier; async_ops.md).
//
// Where XLA differs:
// - while's state is one value (a tuple), and its condition and body are
//   computations called with it: xla.while (xla/ops/control_flow.cpp).
// - conditional's branch index out of range runs the last branch (XLA's
//   rule); the pred form runs true_computation for true. Each branch takes
//   its own operand: xla.conditional.
// - fusion runs its fused computation: xla.fusion, a call. A composite call
//   (is_composite=true) runs its decomposition.
// - async-start runs the wrapped computation at once and returns
//   ((operands), results, context); async-update passes its operand on,
//   async-done takes the results: the asynchrony has no effect on values.
// - add-dependency, domain and opt-barrier give their (first) operand
//   unchanged: they only order or annotate.
#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

void callOp(Emitter& e, const char* op, std::string_view attrName) {
  std::string callee = e.function(attrName);
  e.simple(op).attributes.emplace_back("callee", symbolAttr(callee));
}

void translateCall(Emitter& e) { callOp(e, "xla.call", "to_apply"); }
void translateFusion(Emitter& e) { callOp(e, "xla.fusion", "calls"); }

void translateWhile(Emitter& e) {
  e.requireOperands(1);
  std::string condition = e.function("condition");
  std::string body = e.function("body");
  Op& o = e.simple("xla.while");
  o.attributes.emplace_back("condition", symbolAttr(condition));
  o.attributes.emplace_back("body", symbolAttr(body));
}

void translateConditional(Emitter& e) {
  Attribute branches;
  branches.kind = Attribute::Kind::Array;
  if (e.has("branch_computations")) {
    AttrReader r = e.read("branch_computations");
    size_t at = r.cursor().offset();
    for (std::string_view name : r.computations()) branches.elements.push_back(symbolAttr(e.t.function(name, at)));
    r.done();
  } else {
    branches.elements.push_back(symbolAttr(e.function("true_computation")));
    branches.elements.push_back(symbolAttr(e.function("false_computation")));
  }
  if (e.operands.size() != branches.elements.size() + 1)
    e.error("takes the branch selector and one operand per branch: " + std::to_string(branches.elements.size()) +
            " branches, " + std::to_string(e.operands.size()) + " operands");
  e.simple("xla.conditional").attributes.emplace_back("branches", std::move(branches));
}

void translateAsyncStart(Emitter& e) {
  Type r = e.resultType();
  if (!r.isTuple() || r.elements().size() < 2) e.error("must return ((operands), results, context...)");
  callOp(e, "xla.async_start", "calls");
}

void translatePassOn(Emitter& e) {
  if (e.operands.empty()) e.error("needs an operand");
  e.result = e.operands[0];
}

void translateAsyncDone(Emitter& e) {
  e.requireOperands(1);
  e.result = e.getTupleElement(e.operands[0], e.operandTypes[0], 1);
}

void translateAfterAll(Emitter& e) {
  if (e.operands.empty()) e.simple("stablehlo.create_token");
  else e.simple("stablehlo.after_all");
}

void translateProcessId(Emitter& e) {
  e.requireOperands(0);
  e.simple(e.inst.opcode == "replica-id" ? "stablehlo.replica_id" : "stablehlo.partition_id");
}

}  // namespace

HLOREF_HLO_OPCODE("call", translateCall);
HLOREF_HLO_OPCODE("fusion", translateFusion);
HLOREF_HLO_OPCODE("while", translateWhile);
HLOREF_HLO_OPCODE("conditional", translateConditional);
HLOREF_HLO_OPCODE("async-start", translateAsyncStart);
HLOREF_HLO_OPCODE("async-update", translatePassOn);
HLOREF_HLO_OPCODE("async-done", translateAsyncDone);
HLOREF_HLO_OPCODE("add-dependency", translatePassOn);
HLOREF_HLO_OPCODE("domain", translatePassOn);
HLOREF_HLO_OPCODE("opt-barrier", translatePassOn);
HLOREF_HLO_OPCODE("after-all", translateAfterAll);
HLOREF_HLO_OPCODE("replica-id", translateProcessId);
HLOREF_HLO_OPCODE("partition-id", translateProcessId);

}  // namespace hloref::xla
