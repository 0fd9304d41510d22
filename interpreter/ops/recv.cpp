// spec: Ops > recv
#include "interpreter/collective.h"

namespace hloref {
namespace {

// What a sender sent fits the declared payload types: as many tensors, of
// these types (dynamic dimensions take any size).
bool fitsPayload(const std::vector<Value>& values, const std::vector<Type>& types, size_t payload) {
  if (values.size() != payload) return false;
  for (size_t i = 0; i < payload; ++i) {
    if (!values[i].isTensor()) return false;
    TensorType declared = types[i].tensorType();
    const TensorType& actual = values[i].tensor().type();
    if (declared.shape.size() != actual.shape.size()) return false;
    for (size_t d = 0; d < declared.shape.size(); ++d)
      if (declared.shape[d] == kDynamic) declared.shape[d] = actual.shape[d];
    declared.bounds.clear();
    if (!(declared == actual)) return false;
  }
  return true;
}

std::vector<Value> evalRecv(OpCall& call) {
  using namespace collective;
  // results: the payload, then a token.
  const std::vector<Type>& types = call.op.resultTypes;
  const size_t payload = types.size() - 1;
  CurrentProcess process(call);
  std::vector<Value> results;
  std::optional<Channel> channel = pointToPointChannel(call, *process, /*isSend=*/false);
  if (!channel) {
    // A process that is the target of no pair receives nothing: zeros (as
    // collective_permute).
    for (size_t i = 0; i < payload; ++i) {
      if (!call.resultType(i).isStatic()) call.unsupportedHere("receiving nothing into a dynamically shaped result");
      results.push_back(Value(zeros(call, i, call.resultType(i).shape)));
    }
  } else {
    results = process->recv(call, channel->key);
    if (!fitsPayload(results, types, payload)) {
      std::string declared;
      for (size_t i = 0; i < payload; ++i) declared += (i ? ", " : "") + types[i].str();
      call.fail("receives " + valueTypesString(results) + " on " + channel->key + " as results of types (" +
                declared + ")");
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
