// XLA's calls and control flow (operation_semantics.md: Call, While,
// Conditional; async_ops.md), on the functions the translation made of HLO
// computations (xla/translate.h).
//
//   xla.call / xla.fusion: results = callee(operands).
//   xla.while: state = init; while condition(state): state = body(state).
//   xla.conditional: selector s32 i (out of range: the last branch) or pred
//     p (true: branch 0, false: branch 1); result = branch(operand of it).
//   xla.async_start: ((operands), callee(operands), context zeros).
//   xla.copy_start: (operand, operand, 0): copy-done takes element 0.
#include "interpreter/evaluator.h"
#include "xla/ops/checks.h"

namespace hloref::xla {
namespace {

const Func& callee(const OpCall& call, const Attribute& symbol) {
  const Func* f = call.evaluator.module().lookup(symbol.text);
  if (!f) call.fail("calls @" + symbol.text + ", which the module does not define");
  return *f;
}

// callee(args), with the arguments and results checked against the
// callee's inputs and `results`' types.
std::vector<Value> callChecked(const OpCall& call, const Func& f, const std::vector<Value>& args,
                               std::span<const Type> results) {
  requireFits(call, args, f.inputs, "arguments for @" + f.name);
  std::vector<Value> out = call.evaluator.call(f, args);
  requireFits(call, out, results, "results from @" + f.name);
  return out;
}

std::vector<Value> evalCall(OpCall& call) {
  return callChecked(call, callee(call, call.attr("callee")), call.operands, call.op.resultTypes);
}

// The scalar pred a condition returned.
bool truth(const OpCall& call, const std::vector<Value>& results) {
  if (results.size() != 1 || !results[0].isTensor() || results[0].tensor().numElements() != 1 ||
      results[0].tensor().elementType() != ElementType::I1)
    call.fail("needs a condition computation that returns pred[]");
  return results[0].tensor().intBits(0) != 0;
}

std::vector<Value> evalWhile(OpCall& call) {
  const Func& condition = callee(call, call.attr("condition"));
  const Func& body = callee(call, call.attr("body"));
  std::vector<Value> state = {call.operands.at(0)};
  requireFits(call, state, call.op.resultTypes, "a state");
  const std::vector<Type> pred{Type::tensor(TensorType{{}, ElementType::I1, nullptr, {}, false})};
  while (truth(call, callChecked(call, condition, state, pred))) {
    call.evaluator.countStep(call.op.loc);
    state = callChecked(call, body, state, call.op.resultTypes);
  }
  return state;
}

std::vector<Value> evalConditional(OpCall& call) {
  const std::vector<Attribute>& branches = call.attr("branches").elements;
  const Tensor& selector = call.tensor(0);
  if (selector.numElements() != 1) call.fail("needs a scalar branch selector");
  size_t index;
  if (selector.elementType() == ElementType::I1) {
    index = selector.intBits(0) ? 0 : 1;
  } else {
    int64_t i = selector.intValue(0);
    // Out of range runs the last branch (operation_semantics.md: Conditional).
    index = i < 0 || i >= static_cast<int64_t>(branches.size()) ? branches.size() - 1 : static_cast<size_t>(i);
  }
  return callChecked(call, callee(call, branches.at(index)), {call.operands.at(index + 1)}, call.op.resultTypes);
}

// A zero of each context element's type.
Value zeroOf(const OpCall& call, const Type& t) {
  if (t.isToken()) return Value(Token{});
  if (t.isTuple()) {
    std::vector<Value> elements;
    for (const Type& e : t.elements()) elements.push_back(zeroOf(call, e));
    return Value::tuple(std::move(elements));
  }
  if (!t.tensorType().isStatic()) call.fail("has a context of dynamic shape");
  return Value(Tensor(t.tensorType()));
}

std::vector<Value> evalAsyncStart(OpCall& call) {
  const Type& type = call.op.resultTypes.at(0);
  const Type& done = type.elements().at(1);
  std::vector<Type> resultTypes = done.isTuple() ? done.elements() : std::vector<Type>{done};
  const Func& f = callee(call, call.attr("callee"));
  std::vector<Value> results = callChecked(call, f, call.operands, f.outputs.size() == 1 ? std::span<const Type>(&done, 1)
                                                                                        : std::span<const Type>(resultTypes));
  std::vector<Value> elements{Value::tuple(call.operands)};
  elements.push_back(results.size() == 1 ? results[0] : Value::tuple(results));
  for (size_t i = 2; i < type.elements().size(); ++i) elements.push_back(zeroOf(call, type.elements()[i]));
  return {Value::tuple(std::move(elements))};
}

std::vector<Value> evalCopyStart(OpCall& call) {
  const Type& type = call.op.resultTypes.at(0);
  requireFits(call, call.operands, std::span<const Type>(&type.elements().at(0), 1), "an operand");
  return {Value::tuple({call.operands.at(0), call.operands.at(0), zeroOf(call, type.elements().at(2))})};
}

}  // namespace

HLOREF_OP({.name = "xla.call",
           .eval = evalCall,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "xla.fusion",
           .eval = evalCall,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "xla.while",
           .eval = evalWhile,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "xla.conditional",
           .eval = evalConditional,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::structural(Annotation::Choice::FirstOperand),
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "xla.async_start",
           .eval = evalAsyncStart,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "xla.copy_start",
           .eval = evalCopyStart,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref::xla
