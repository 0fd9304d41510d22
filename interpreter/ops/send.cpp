// spec: Ops > send
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalSend(OpCall& call) {
  using namespace collective;
  // inputs..., token.
  if (call.operands.empty() || !call.operands.back().isToken())
    call.fail("needs a token as its last operand");
  std::vector<Value> inputs(call.operands.begin(), call.operands.end() - 1);
  for (size_t i = 0; i < inputs.size(); ++i)
    if (!inputs[i].isTensor()) call.fail("has inputs[" + std::to_string(i) + "] that is not a tensor");
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
