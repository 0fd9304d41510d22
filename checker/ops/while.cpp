// spec: Ops > while.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkWhile(OpContext& c) {
  const std::vector<Type>& T = c.op.operandTypes;
  auto cond = regionSignature(c, 0);
  auto body = regionSignature(c, 1);
  if (!cond || !body) {
    c.error("requires a cond and a body region, each ending in stablehlo.return");
    return;
  }
  bool condOk = sameTypes(*cond->inputs, T) && cond->outputs->size() == 1 &&
                (*cond->outputs)[0].isTensor() && (*cond->outputs)[0].tensorType().rank() == 0 &&
                !(*cond->outputs)[0].tensorType().quant && (*cond->outputs)[0].tensorType().elementType == ElementType::I1;
  c.require(condOk, "C1", [&] { return "cond has type " + signatureText(*cond) + ", operands " + typesText(T); });
  c.require(sameTypes(*body->inputs, T) && sameTypes(*body->outputs, T), "C2",
            [&] { return "body has type " + signatureText(*body) + ", operands " + typesText(T); });
  c.require(sameTypes(c.op.resultTypes, T), "C3",
            [&] { return "results " + typesText(c.op.resultTypes) + ", operands " + typesText(T); });
}

HLOREF_CHECKER("stablehlo.while", checkWhile,
               {{"C1", "cond has type (T0, ..., TN-1) -> tensor<i1>, where Ti = type(operand[i])"},
                {"C2", "body has type (T0, ..., TN-1) -> (T0, ..., TN-1), where Ti = type(operand[i])"},
                {"C3", "type(results...) = type(operand...)"}});

}  // namespace
}  // namespace hloref::checker
