// spec: Ops > collective_reduce.
#include "checker/ops/collective.h"

namespace hloref::checker {
namespace {

using namespace collective;

void checkCollectiveReduce(OpContext& c) {
  auto has_dynamic_root = rootedGroups(c);
  if (!has_dynamic_root) return;
  const size_t n = c.numOperands();
  const size_t data = *has_dynamic_root ? (n == 0 ? 0 : n - 1) : n;
  std::vector<const TensorType*> operands;
  for (size_t i = 0; i < data; ++i) operands.push_back(requireOperandOf(c, i, "I1", kAnyTensor | kPerTensorQuantized));
  bool shapesOk = c.numResults() == data && (!*has_dynamic_root || n >= 2);
  for (size_t i = 0; shapesOk && i < data; ++i) {
    const TensorType* r = c.resultTensor(i);
    shapesOk = operands[i] && r && compatibleShapes(r->shape, operands[i]->shape);
  }
  if (shapesOk && *has_dynamic_root) {
    const TensorType* root = c.operandTensor(n - 1);
    shapesOk = root && root->rank() == 1 && compatibleDims(root->shape[0], static_cast<int64_t>(n - 1));
  }
  c.require(shapesOk, "C3", [&] {
    return "operands " + typesText(c.op.operandTypes) + ", results " + typesText(c.op.resultTypes) +
           ", has_dynamic_root = " + (*has_dynamic_root ? "true" : "false");
  });
  for (size_t i = 0; i < data; ++i) {
    if (!operands[i]) continue;
    auto body = reductionBodyTypes(c, 0, {operands[i]});
    if (!c.require(body.has_value(), "C4",
                   [&] { return reductionBodyText(c, 0, "computation", {operands[i]}, "operand"); }))
      return;
    // The roots' results are the computation's values: of its type E.
    const TensorType* r = i < c.numResults() ? c.resultTensor(i) : nullptr;
    if (r)
      c.require(sameElementType(*r, *body->front()), "C4", [&] {
        return "element_type(results[" + std::to_string(i) + "]) = " + elementText(*r) + ", E = " +
               elementText(*body->front());
      });
  }
}

HLOREF_CHECKER("stablehlo.collective_reduce", checkCollectiveReduce,
               {{"C1", "is_unique(replica_groups)"},
                {"C2", "0 <= replica_groups < N where N is defined as:"},
                {"C3", "if has_dynamic_root == false then shape(results) = shape(operands)"},
                {"C4", "computation has type (tensor<E>, tensor<E>) -> (tensor<E>) where is_promotable(element_type(operand), E)"}});

}  // namespace
}  // namespace hloref::checker
