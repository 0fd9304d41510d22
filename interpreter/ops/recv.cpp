// spec: Ops > recv
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalRecv(OpCall& call) {
  using namespace collective;
  if (call.operands.size() != 1 || !call.operands[0].isToken()) call.fail("needs one token operand");
  // results: the payload, then a token.
  const std::vector<Type>& types = call.op.resultTypes;
  if (types.empty() || !types.back().isToken()) call.fail("needs a token as its last result");
  const size_t payload = types.size() - 1;
  CurrentProcess process(call);
  std::vector<Value> results;
  std::optional<Channel> channel = pointToPointChannel(call, *process, /*isSend=*/false);
  if (!channel) {
    // A process that is the target of no pair receives nothing: zeros (as
    // collective_permute), and tokens.
    for (size_t i = 0; i < payload; ++i)
      results.push_back(types[i].isToken() ? Value(Token{}) : Value(zeros(call, i)));
  } else {
    results = process->recv(call, channel->key);
    if (results.size() != payload)
      call.fail("receives " + std::to_string(results.size()) + " values on " + channel->key + " but has " +
                std::to_string(payload) + " payload results");
    for (size_t i = 0; i < payload; ++i) {
      bool ok = types[i].isToken() ? results[i].isToken()
                                   : types[i].isTensor() && results[i].isTensor() &&
                                         types[i].tensorType() == results[i].tensor().type();
      if (!ok)
        call.fail("receives " + (results[i].isTensor() ? tensorTypeString(results[i].tensor().type())
                                                       : std::string("a non-tensor value")) +
                  " on " + channel->key + " as result #" + std::to_string(i) + " of type " + types[i].str());
    }
  }
  results.push_back(Value(Token{}));
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.recv",
           .eval = evalRecv,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
