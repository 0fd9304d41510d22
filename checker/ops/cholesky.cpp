// spec: Ops > cholesky (Constraints C1-C3). `lower` is optional (false).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

constexpr unsigned kAllowed = kFloatTensor | kComplexTensor | kPerTensorQuantized;

void checkCholesky(OpContext& c) {
  if (!requireArity(c, 1, 1)) return;
  const TensorType* a = requireOperandOf(c, 0, "I1", kAllowed);
  const TensorType* result = requireResultOf(c, 0, "O1", kAllowed);
  if (c.attr("lower")) boolAttr(c, "lower", false);
  if (!a || !result) return;
  c.require(sameBaselineType(*a, *result), "C1", [&] {
    return "baseline_type(a) = " + typeText(*a) + ", baseline_type(result) = " + typeText(*result);
  });
  const int64_t R = a->rank();
  if (!c.require(2 <= R, "C2", "rank(a) = " + std::to_string(R))) return;
  c.require(compatibleDims(a->shape[R - 2], a->shape[R - 1]), "C3", [&] {
    return "dim(a, -2) = " + dimText(a->shape[R - 2]) + ", dim(a, -1) = " + dimText(a->shape[R - 1]);
  });
}

}  // namespace

HLOREF_CHECKER("stablehlo.cholesky", checkCholesky,
               {
                 {"C1", "baseline_type(a) = baseline_type(result)"},
                 {"C2", "2 <= rank(a)"},
                 {"C3", "dim(a, -2) = dim(a, -1)"},
               });

}  // namespace hloref::checker
