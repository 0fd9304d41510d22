// spec: Ops > optimization_barrier.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkOptimizationBarrier(OpContext& c) {
  auto allowed = [&](const Type& t, std::string_view label, const std::string& what) {
    if (t.isToken() || (t.isTensor() && inClasses(t.tensorType(), kAnyTensor | kPerTensorQuantized))) return;
    c.typeViolation(label, what + " must be a tensor, per-tensor quantized tensor or token, got " + t.str());
  };
  for (size_t i = 0; i < c.numOperands(); ++i) allowed(c.operandType(i), "I1", "operand #" + std::to_string(i));
  for (size_t i = 0; i < c.numResults(); ++i) allowed(c.resultType(i), "O1", "result #" + std::to_string(i));
  bool ok = c.numOperands() == c.numResults();
  for (size_t i = 0; ok && i < c.numOperands(); ++i) ok = sameType(c.operandType(i), c.resultType(i));
  c.require(ok, "C1", [&] {
    std::string s = "operands: (";
    for (size_t i = 0; i < c.numOperands(); ++i) s += (i ? ", " : "") + c.operandType(i).str();
    s += "), results: (";
    for (size_t i = 0; i < c.numResults(); ++i) s += (i ? ", " : "") + c.resultType(i).str();
    return s + ")";
  });
}

HLOREF_CHECKER("stablehlo.optimization_barrier", checkOptimizationBarrier, {{"C1", "type(operand...) = type(result...)"}});

}  // namespace
}  // namespace hloref::checker
