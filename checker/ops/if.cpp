// spec: Ops > if.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkIf(OpContext& c) {
  if (c.numOperands() != 1) {
    c.error("takes 1 operand (pred), got " + std::to_string(c.numOperands()));
    return;
  }
  if (const TensorType* pred = requireOperandOf(c, 0, "I1", kBooleanTensor)) requireRank(c, "I1", "pred", *pred, 0);
  auto true_branch = regionSignature(c, 0);
  auto false_branch = regionSignature(c, 1);
  if (!true_branch || !false_branch || c.op.regions.size() != 2) {
    c.error("requires a true_branch and a false_branch region, each ending in stablehlo.return");
    return;
  }
  c.require(true_branch->inputs->empty() && false_branch->inputs->empty(), "C1", [&] {
    return "input_types(true_branch) = " + typesText(*true_branch->inputs) +
           ", input_types(false_branch) = " + typesText(*false_branch->inputs);
  });
  c.require(sameTypes(*true_branch->outputs, *false_branch->outputs), "C2", [&] {
    return "output_types(true_branch) = " + typesText(*true_branch->outputs) +
           ", output_types(false_branch) = " + typesText(*false_branch->outputs);
  });
  c.require(sameTypes(c.op.resultTypes, *true_branch->outputs), "C3", [&] {
    return "results " + typesText(c.op.resultTypes) + ", output_types(true_branch) = " +
           typesText(*true_branch->outputs);
  });
}

HLOREF_CHECKER("stablehlo.if", checkIf,
               {{"C1", "input_types(true_branch) = input_types(false_branch) = []"},
                {"C2", "output_types(true_branch) = output_types(false_branch)"},
                {"C3", "type(results...) = output_types(true_branch)"}});

}  // namespace
}  // namespace hloref::checker
