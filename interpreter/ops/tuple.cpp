// spec: Ops > tuple
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalTuple(OpCall& call) {
  // result = (val...): any values, tensors, tokens and tuples alike; (C1)
  // result has type tuple<E0, ..., EN-1> where Ei = type(val[i]).
  return {Value::tuple(call.operands)};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.tuple",
           .eval = evalTuple,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
