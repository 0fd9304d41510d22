// spec: Ops > case.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkCase(OpContext& c) {
  if (c.numOperands() != 1) {
    c.error("takes 1 operand (index), got " + std::to_string(c.numOperands()));
    return;
  }
  if (const TensorType* index = requireOperandOf(c, 0, "I1", kSignedIntegerTensor)) {
    if (requireRank(c, "I1", "index", *index, 0) && index->elementType != ElementType::SI32)
      c.typeViolation("I1", "index must be a 0-dimensional tensor of type si32, got " + typeText(*index));
  }
  const size_t n = c.op.regions.size();
  if (!c.require(0 < n, "C1", "size(branches) = 0")) return;
  std::vector<RegionSignature> branches;
  for (size_t i = 0; i < n; ++i) {
    auto s = regionSignature(c, i);
    if (!s) {
      c.error("branch #" + std::to_string(i) + " must end in stablehlo.return");
      return;
    }
    branches.push_back(*s);
  }
  for (size_t i = 0; i < n; ++i)
    c.require(branches[i].inputs->empty(), "C2", [&] {
      return "input_types(branches[" + std::to_string(i) + "]) = " + typesText(*branches[i].inputs);
    });
  for (size_t i = 1; i < n; ++i)
    c.require(sameTypes(*branches[i].outputs, *branches[0].outputs), "C3", [&] {
      return "output_types(branches[0]) = " + typesText(*branches[0].outputs) + ", output_types(branches[" +
             std::to_string(i) + "]) = " + typesText(*branches[i].outputs);
    });
  c.require(sameTypes(c.op.resultTypes, *branches[0].outputs), "C4", [&] {
    return "results " + typesText(c.op.resultTypes) + ", output_types(branches[0]) = " +
           typesText(*branches[0].outputs);
  });
}

HLOREF_CHECKER("stablehlo.case", checkCase,
               {{"C1", "0 < size(branches)"},
                {"C2", "input_types(branches...) = []"},
                {"C3", "same(output_types(branches...))"},
                {"C4", "type(results...) = output_types(branches[0])"}});

}  // namespace
}  // namespace hloref::checker
