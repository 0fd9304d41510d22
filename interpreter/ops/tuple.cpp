// spec: Ops > tuple
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalTuple(OpCall& call) {
  // result = (val...): any values, tensors, tokens and tuples alike.
  std::vector<Value> val = call.operands;
  // (C1) result has type tuple<E0, ..., EN-1> where Ei = type(val[i]).
  const Type& resultType = call.op.resultTypes.at(0);
  if (!resultType.isTuple() || resultType.elements().size() != val.size())
    call.fail("has " + std::to_string(val.size()) + " operands but result type " + resultType.str());
  return {Value::tuple(std::move(val))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.tuple",
           .eval = evalTuple,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
