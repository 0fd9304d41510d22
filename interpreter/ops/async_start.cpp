// spec: Ops > async_start. The spec lets an implementation run the
// operation synchronously: hloref runs `body` here and the future holds its
// results (a future value is the tuple of the results; async_done takes
// them out).
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalAsyncStart(OpCall& call) {
  // (C1) body = {op; return}, (C2) op(body) is a collective or a slice,
  // (C3) the operands of async_start are those of op(body): the body takes
  // them as its arguments, or (as in the spec's example) names them
  // directly and takes no arguments.
  const Block& body = call.op.regions[0].blocks[0];
  std::vector<Value> results =
      call.runRegion(0, body.arguments.empty() ? std::span<const Value>() : std::span<const Value>(call.operands));
  // (C4) If the op in body returns type T, then async_start returns future<T>.
  return {Value::tuple(std::move(results))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.async_start",
           .eval = evalAsyncStart,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
