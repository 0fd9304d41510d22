// spec: Ops > send
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalSend(OpCall& call) {
  using namespace collective;
  // inputs..., token.
  std::vector<Value> inputs(call.operands.begin(), call.operands.end() - 1);
  CurrentProcess process(call);
  // Sends inputs to channel_id, to the target paired with this process
  // (see collective::pointToPointChannel); a process that is the source of
  // no pair sends nothing.
  if (std::optional<Channel> channel = pointToPointChannel(call, *process, /*isSend=*/true))
    process->send(call, channel->key, std::move(inputs));
  return {Value(Token{})};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.send",
           .eval = evalSend,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
