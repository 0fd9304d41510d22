// spec: Ops > async_done: the values of the future (async_start ran the
// operation already; a future value is the tuple of its results).
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalAsyncDone(OpCall& call) {
  // (C1) If async_done receives a future<T>, then async_done returns T.
  return call.operands[0].elements();
}

}  // namespace

HLOREF_OP({.name = "stablehlo.async_done",
           .eval = evalAsyncDone,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
