// JAX's @shape_assertion custom call, which every shape-polymorphic export
// (jax.export with symbolic shapes) carries in its @main:
//
//   stablehlo.custom_call @shape_assertion(%ok, %v0, %v1, ...)
//       {api_version = 2 : i32, error_message = "... {0} ... {1} ...", has_side_effect = true}
//       : (tensor<i1>, tensor<i32>, ...) -> ()
//
// When the i1 scalar %ok is false the actual input shapes break the
// specification the program was exported for: the run stops with
// error_message, `{k}` replaced by the value of operand k + 1, as a failed
// check (exit status 1), the way JAX's own runtime reports it.
#include "interpreter/dialects/custom_call_targets.h"
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

std::string formatMessage(const OpCall& call, const std::string& message) {
  std::string out;
  for (size_t i = 0; i < message.size(); ++i) {
    size_t close = message.find('}', i);
    if (message[i] == '{' && close != std::string::npos && close > i + 1 &&
        message.find_first_not_of("0123456789", i + 1) == close) {
      const size_t k = std::stoul(message.substr(i + 1, close - i - 1)) + 1;
      if (k < call.operands.size()) {
        const Tensor& v = call.tensor(k);
        if (v.numElements() != 1 || !isInteger(v.elementType()))
          call.fail("error_message_input #" + std::to_string(k - 1) + " must be an integer scalar, got " +
                    tensorTypeString(v.type()));
        out += std::to_string(v.intValue(0));
        i = close;
        continue;
      }
    }
    out += message[i];
  }
  return out;
}

std::vector<Value> evalShapeAssertion(OpCall& call) {
  if (call.operands.empty()) call.fail("@shape_assertion needs the condition as operand #0");
  const Tensor& ok = call.tensor(0);
  if (!isBoolean(ok.elementType()) || ok.numElements() != 1)
    call.fail("@shape_assertion's condition must be a tensor<i1> scalar, got " + tensorTypeString(ok.type()));
  if (!call.op.resultTypes.empty()) call.fail("@shape_assertion has no results");
  if (ok.intBits(0)) return {};
  const Attribute* message = call.optionalAttr("error_message");
  std::string text = message && message->kind == Attribute::Kind::String ? formatMessage(call, message->text)
                                                                          : "a shape assertion failed";
  throw Error(call.op.loc, "shape assertion failed: " + text, kExitCheckFailed);
}

HLOREF_CUSTOM_CALL_TARGET(evalShapeAssertion, "shape_assertion");

}  // namespace
}  // namespace hloref
