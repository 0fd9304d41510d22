// spec: Ops > async_done: the values of the future (async_start ran the
// operation already; a future value is the tuple of its results).
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalAsyncDone(OpCall& call) {
  if (call.operands.size() != 1 || !call.operands[0].isTuple() ||
      call.op.operandTypes.at(0).kind() != Type::Kind::Future)
    call.fail("needs one future operand (made by stablehlo.async_start)");
  // (C1) If async_done receives a future<T>, then async_done returns T.
  const std::vector<Value>& values = call.operands[0].elements();
  if (values.size() != call.op.resultTypes.size())
    call.fail("has " + std::to_string(call.op.resultTypes.size()) + " results for a future of " +
              std::to_string(values.size()) + " values");
  return values;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.async_done",
           .eval = evalAsyncDone,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
