// spec: Ops > triangular_solve (Constraints C1-C4). left_side, lower,
// unit_diagonal (bools) and transpose_a (enum) are required, as the
// interpreter reads them. The spec's C3 writes `shape(a)[:-3] =
// shape(b)[:-3]`; the batch dimensions are all but the last two, so (like the
// interpreter) the checker requires shape(a)[:-2] = shape(b)[:-2].
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

constexpr unsigned kAllowed = kFloatTensor | kComplexTensor | kPerTensorQuantized;

void checkTriangularSolve(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* a = requireOperandOf(c, 0, "I1", kAllowed);
  const TensorType* b = requireOperandOf(c, 1, "I2", kAllowed);
  const TensorType* result = requireResultOf(c, 0, "O1", kAllowed);
  auto left_side = boolAttr(c, "left_side", std::nullopt);
  auto lower = boolAttr(c, "lower", std::nullopt);
  auto unit_diagonal = boolAttr(c, "unit_diagonal", std::nullopt);
  auto transpose_a = enumAttr(c, "transpose_a");
  if (transpose_a && *transpose_a != "NO_TRANSPOSE" && *transpose_a != "TRANSPOSE" && *transpose_a != "ADJOINT") {
    c.typeViolation("I6", "transpose_a must be NO_TRANSPOSE, TRANSPOSE or ADJOINT, got " + *transpose_a);
    transpose_a.reset();
  }
  if (!a || !b || !result || !left_side || !lower || !unit_diagonal || !transpose_a) return;
  c.require(sameBaselineElementType(*a, *b), "C1", [&] {
    return "baseline_element_type(a) = " + elementText(*a) + ", baseline_element_type(b) = " + elementText(*b);
  });
  const int64_t R = a->rank();
  bool c2 = c.require(2 <= R && R == b->rank(), "C2", [&] {
    return "rank(a) = " + std::to_string(R) + ", rank(b) = " + std::to_string(b->rank());
  });
  if (c2) {
    bool ok = true;
    for (int64_t d = 0; d < R - 2; ++d) ok = ok && compatibleDims(a->shape[d], b->shape[d]);
    int64_t bDim = b->shape[*left_side ? R - 2 : R - 1];
    ok = ok && compatibleDims(a->shape[R - 2], a->shape[R - 1]) && compatibleDims(a->shape[R - 1], bDim) &&
         compatibleDims(a->shape[R - 2], bDim);
    c.require(ok, "C3", [&] {
      return "shape(a) = " + shapeText(a->shape) + ", shape(b) = " + shapeText(b->shape) +
             ", left_side = " + (*left_side ? "true" : "false");
    });
  }
  c.require(sameBaselineType(*b, *result), "C4", [&] {
    return "baseline_type(b) = " + typeText(*b) + ", baseline_type(result) = " + typeText(*result);
  });
}

}  // namespace

HLOREF_CHECKER("stablehlo.triangular_solve", checkTriangularSolve,
               {
                 {"C1", "baseline_element_type(a) = baseline_element_type(b)"},
                 {"C2", "2 <= rank(a) = rank(b) = R"},
                 {"C3", "shape(a)[:-3] = shape(b)[:-3] and dim(a, -2) = dim(a, -1) = dim(b, left_side ? -2 : -1)"},
                 {"C4", "baseline_type(b) = baseline_type(result)"},
               });

}  // namespace hloref::checker
