// spec: Ops > after_all: no computation; the result token depends on the
// input tokens.
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::vector<Value> evalAfterAll(OpCall&) { return {Value(Token{})}; }

}  // namespace

HLOREF_OP({.name = "stablehlo.after_all",
           .eval = evalAfterAll,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kShapeOnly,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
