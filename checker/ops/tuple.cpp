// spec: Ops > tuple.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkTuple(OpContext& c) {
  if (c.numResults() != 1) {
    c.error("produces one result, got " + std::to_string(c.numResults()));
    return;
  }
  const Type& result = c.resultType(0);
  bool ok = result.isTuple() && result.elements().size() == c.numOperands();
  for (size_t i = 0; ok && i < c.numOperands(); ++i) ok = sameType(result.elements()[i], c.operandType(i));
  c.require(ok, "C1", [&] {
    std::string operands;
    for (size_t i = 0; i < c.numOperands(); ++i) operands += (i ? ", " : "") + c.operandType(i).str();
    return "type(result) = " + result.str() + ", type(val...) = (" + operands + ")";
  });
}

HLOREF_CHECKER("stablehlo.tuple", checkTuple, {{"C1", "result has type tuple<E0, ..., EN-1> where Ei = type(val[i])"}});

}  // namespace
}  // namespace hloref::checker
