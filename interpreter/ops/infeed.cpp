// spec: Ops > infeed. The infeed of a process is the queue that
// interpreter.run_parallel gives it (its `infeed` attribute): each infeed op
// reads the next entry, a function called with no arguments whose results
// are the payload (or a dense constant, a payload of one tensor).
// infeed_config is implementation-defined; hloref ignores it.
#include "interpreter/collective.h"

namespace hloref {
namespace {

// The value an infeed entry gave for result #i, typed as declared (with the
// sizes of its dynamic dimensions); nullopt when it does not fit.
std::optional<Tensor> typedPayload(const Value& value, const TensorType& declared) {
  if (!value.isTensor()) return std::nullopt;
  const Tensor& t = value.tensor();
  if (t.elementType() != declared.elementType || t.shape().size() != declared.shape.size()) return std::nullopt;
  for (size_t d = 0; d < declared.shape.size(); ++d)
    if (declared.shape[d] != kDynamic && declared.shape[d] != t.shape()[d]) return std::nullopt;
  TensorType typed = declared;
  typed.shape = t.shape();
  typed.bounds.clear();
  return t.withType(typed);
}

std::vector<Value> evalInfeed(OpCall& call) {
  // results: the payload (tensors), then a token (C1-C3 are the checker's).
  const std::vector<Type>& types = call.op.resultTypes;
  const size_t payload = types.size() - 1;
  CurrentProcess process(call);
  std::optional<Attribute> entry = process->nextInfeed();
  if (!entry)
    call.fail("reads the infeed of process " + process->id().str() +
              ", which is empty (interpreter.run_parallel gives processes their infeed queues)");
  std::vector<Value> results;
  if (entry->kind == Attribute::Kind::Symbol) {
    const Func* func = call.evaluator.module().lookup(entry->text);
    if (!func) call.fail("reads infeed entry @" + entry->text + ", which is not defined");
    results = call.evaluator.call(*func, {});
  } else if (entry->kind == Attribute::Kind::Dense && entry->dense) {
    results.push_back(Value(*entry->dense));
  } else {
    call.fail("reads infeed entry " + attributeString(*entry) + "; entries must be functions or dense constants");
  }
  if (results.size() != payload)
    call.fail("reads infeed entry " + attributeString(*entry) + " of " + std::to_string(results.size()) +
              " values but has " + std::to_string(payload) + " payload results");
  for (size_t i = 0; i < payload; ++i) {
    std::optional<Tensor> typed = typedPayload(results[i], types[i].tensorType());
    if (!typed)
      call.fail("reads infeed entry " + attributeString(*entry) + " whose value #" + std::to_string(i) +
                " does not have type " + types[i].str());
    results[i] = Value(std::move(*typed));
  }
  results.push_back(Value(Token{}));
  return results;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.infeed",
           .eval = evalInfeed,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
