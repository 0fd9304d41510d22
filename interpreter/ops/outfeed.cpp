// spec: Ops > outfeed. The outfeed's other end is implementation-defined:
// hloref collects the inputs of every outfeed op, in execution order, in the
// process's context (ProcessContext::outfeedValues); a run prints nothing
// for them. outfeed_config is implementation-defined; hloref ignores it.
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalOutfeed(OpCall& call) {
  // inputs..., token.
  std::vector<Value> inputs(call.operands.begin(), call.operands.end() - 1);
  CurrentProcess process(call);
  process->outfeed(std::move(inputs));
  return {Value(Token{})};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.outfeed",
           .eval = evalOutfeed,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
