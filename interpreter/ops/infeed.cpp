// spec: Ops > infeed. The infeed of a process is the queue that
// interpreter.run_parallel gives it (its `infeed` attribute): each infeed op
// reads the next entry, a function called with no arguments whose results
// are the payload (or a dense constant, a payload of one tensor).
// infeed_config is implementation-defined; hloref ignores it.
#include "interpreter/collective.h"

namespace hloref {
namespace {

std::vector<Value> evalInfeed(OpCall& call) {
  if (call.operands.size() != 1 || !call.operands[0].isToken()) call.fail("needs one token operand");
  const std::vector<Type>& types = call.op.resultTypes;
  // (C1) 0 < size(results); (C3) is_token(type(results[-1])).
  if (types.empty() || !types.back().isToken()) call.fail("needs a token as its last result");
  // (C2) is_empty(result[:-1]) or is_tensor(type(results[:-1])).
  const size_t payload = types.size() - 1;
  for (size_t i = 0; i < payload; ++i)
    if (!types[i].isTensor()) call.fail("has result #" + std::to_string(i) + " of type " + types[i].str() +
                                        "; the payload must be tensors");

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
    const TensorType& want = types[i].tensorType();
    if (!results[i].isTensor() || results[i].tensor().elementType() != want.elementType ||
        results[i].tensor().shape().size() != want.shape.size())
      call.fail("reads infeed entry " + attributeString(*entry) + " whose value #" + std::to_string(i) +
                " does not have type " + types[i].str());
    for (size_t d = 0; d < want.shape.size(); ++d)
      if (want.shape[d] != kDynamic && want.shape[d] != results[i].tensor().shape()[d])
        call.fail("reads infeed entry " + attributeString(*entry) + " whose value #" + std::to_string(i) + " is " +
                  tensorTypeString(results[i].tensor().type()) + ", not " + types[i].str());
    TensorType typed = want;
    typed.shape = results[i].tensor().shape();
    typed.bounds.clear();
    results[i] = Value(results[i].tensor().withType(typed));
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
