// Ops of the StableHLO dialect that neither this spec revision nor its
// Deprecated Operations describe, and that hloref does not run: the
// dialect defines them (MLIR parses and verifies them; JAX does not emit
// them), so `check` accepts them as the official verifier does, and running
// one fails as unsupported (exit status 2), naming it. Their names are
// registered here, the one list of them.
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalNotRun(OpCall& call) {
  call.unsupportedHere("(an op of the StableHLO dialect that the spec does not describe; hloref does not run it)");
}

#define HLOREF_NOT_RUN(NAME)                          \
  HLOREF_OP({.name = NAME,                            \
             .eval = evalNotRun,                      \
             .quantized = Quantized::NotTaken,        \
             .annotation = annotation::kComputing,    \
             .accuracy = accuracy::kUnknown,          \
             .scalar = ScalarKind::None})

HLOREF_NOT_RUN("stablehlo.cross-replica-sum");
HLOREF_NOT_RUN("stablehlo.einsum");
HLOREF_NOT_RUN("stablehlo.unary_einsum");
HLOREF_NOT_RUN("stablehlo.real_dynamic_slice");
HLOREF_NOT_RUN("stablehlo.torch_index_select");

}  // namespace
}  // namespace hloref
