// spec: Ops > custom_call. The targets with known semantics here are the
// test harness's @check.* calls and the targets registered in
// interpreter/dialects/custom_call_targets.h (JAX's @shape_assertion, the
// LAPACK targets); any other target is `unsupported`, named.
#include "interpreter/dialects/custom_call_targets.h"
#include "interpreter/evaluator.h"

namespace hloref {

std::vector<Value> evalCheckCustomCall(OpCall& call, const std::string& target);  // check.cpp

namespace {

std::vector<Value> evalCustomCall(OpCall& call) {
  const Attribute& target = call.attr("call_target_name");
  if (target.text.rfind("check.", 0) == 0) return evalCheckCustomCall(call, target.text);
  if (CustomCallTarget eval = findCustomCallTarget(target.text)) return eval(call);
  call.unsupportedHere("custom_call target @" + target.text + " has no semantics in hloref");
}

HLOREF_OP({.name = "stablehlo.custom_call",
           .eval = evalCustomCall,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace
}  // namespace hloref
