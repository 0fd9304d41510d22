// spec: Ops > async_start. The spec lets an implementation run the
// operation synchronously: hloref runs `body` here and the future holds its
// results (a future value is the tuple of the results; async_done takes
// them out).
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalAsyncStart(OpCall& call) {
  // (C1) body must contain a single operation and a return.
  if (call.op.regions.size() != 1 || call.op.regions[0].blocks.size() != 1 ||
      call.op.regions[0].blocks[0].ops.size() != 2)
    call.fail("needs a body of a single operation and a return");
  const Block& body = call.op.regions[0].blocks[0];
  // (C2) the operation is a collective or a slice.
  static const char* const kAllowed[] = {
      "stablehlo.all_reduce",         "stablehlo.all_gather",     "stablehlo.all_to_all",
      "stablehlo.collective_permute", "stablehlo.reduce_scatter", "stablehlo.collective_broadcast",
      "stablehlo.slice",              "stablehlo.dynamic_slice",  "stablehlo.dynamic_update_slice"};
  const std::string& name = body.ops[0].name;
  bool allowed = false;
  for (const char* a : kAllowed) allowed = allowed || name == a;
  if (!allowed)
    call.fail("has a body running '" + name + "'; it may only run a collective or a slice");
  // (C3) the arguments of async_start are those of the operation in body:
  // the body takes them as its arguments, or (as in the spec's example)
  // names them directly and takes no arguments.
  if (!body.arguments.empty() && body.arguments.size() != call.operands.size())
    call.fail("has " + std::to_string(call.operands.size()) + " operands but its body takes " +
              std::to_string(body.arguments.size()));
  std::vector<Value> results =
      call.runRegion(0, body.arguments.empty() ? std::span<const Value>() : std::span<const Value>(call.operands));
  // (C4) If the op in body returns type T, then async_start returns future<T>.
  const Type& resultType = call.op.resultTypes.at(0);
  if (resultType.kind() != Type::Kind::Future || resultType.elements().size() != results.size())
    call.fail("has result type " + resultType.str() + " for a body returning " + std::to_string(results.size()) +
              " values");
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
