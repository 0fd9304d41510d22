// chlo.ragged_dot (spec/chlo/ragged_dot.yaml, from ChloOps.td: RaggedDotOp,
// its verifier and shape inference; modes in spec/chlo_ragged_dot.h). The
// dimension numbers live in `ragged_dot_dimension_numbers =
// #chlo.ragged_dot<...>` (missing lists are empty).
#include "checker/checker_util.h"
#include "spec/chlo_ragged_dot.h"

namespace hloref::checker {
namespace {

using chlo::RaggedMode;

bool inRange(const std::vector<int64_t>& v, int64_t rank) {
  for (int64_t d : v)
    if (d < 0 || d >= rank) return false;
  return true;
}

// C1-C10 on the dimension numbers; true when every dimension is in range.
bool checkDimensionNumbers(OpContext& c, const TensorType& lhs, const TensorType& rhs,
                           const chlo::RaggedDotDimensions& d) {
  const auto &lb = d.lhs_batching_dimensions, &rb = d.rhs_batching_dimensions;
  const auto &lc = d.lhs_contracting_dimensions, &rc = d.rhs_contracting_dimensions;
  const auto &lr = d.lhs_ragged_dimensions, &rg = d.rhs_group_dimensions;
  bool ok = c.require(lb.size() == rb.size(), "C1", [&] {
    return "lhs_batching_dimensions = " + listText(lb) + ", rhs_batching_dimensions = " + listText(rb);
  });
  ok &= c.require(lc.size() == rc.size(), "C2", [&] {
    return "lhs_contracting_dimensions = " + listText(lc) + ", rhs_contracting_dimensions = " + listText(rc);
  });
  ok &= c.require(isUnique(concat(lb, lc)), "C3", [&] { return "lhs dimensions " + listText(concat(lb, lc)); });
  ok &= c.require(isUnique(concat(concat(rb, rc), rg)), "C4",
                  [&] { return "rhs dimensions " + listText(concat(concat(rb, rc), rg)); });
  ok &= c.require(inRange(lb, lhs.rank()) && inRange(lc, lhs.rank()), "C5", [&] {
    return "lhs dimensions " + listText(concat(lb, lc)) + ", rank(lhs) = " + std::to_string(lhs.rank());
  });
  ok &= c.require(inRange(rb, rhs.rank()) && inRange(rc, rhs.rank()) && inRange(rg, rhs.rank()), "C6", [&] {
    return "rhs dimensions " + listText(concat(concat(rb, rc), rg)) + ", rank(rhs) = " + std::to_string(rhs.rank());
  });
  if (!ok) return false;
  for (size_t i = 0; i < lb.size(); ++i)
    ok &= c.require(compatibleDims(lhs.shape[lb[i]], rhs.shape[rb[i]]), "C7", [&] {
      return "dim(lhs, " + std::to_string(lb[i]) + ") = " + dimText(lhs.shape[lb[i]]) + ", dim(rhs, " +
             std::to_string(rb[i]) + ") = " + dimText(rhs.shape[rb[i]]);
    });
  for (size_t i = 0; i < lc.size(); ++i)
    ok &= c.require(compatibleDims(lhs.shape[lc[i]], rhs.shape[rc[i]]), "C8", [&] {
      return "dim(lhs, " + std::to_string(lc[i]) + ") = " + dimText(lhs.shape[lc[i]]) + ", dim(rhs, " +
             std::to_string(rc[i]) + ") = " + dimText(rhs.shape[rc[i]]);
    });
  ok &= c.require(lr.size() == 1 && inRange(lr, lhs.rank()), "C9", [&] {
    return "lhs_ragged_dimensions = " + listText(lr) + ", rank(lhs) = " + std::to_string(lhs.rank());
  });
  if (!ok) return false;
  const size_t groups = chlo::raggedMode(d) == RaggedMode::kNonContracting ? 1 : 0;
  return c.require(rg.size() == groups, "C10", [&] {
    return "rhs_group_dimensions = " + listText(rg) + " in mode " + std::to_string(static_cast<int>(chlo::raggedMode(d)));
  });
}

// C11: group_sizes has shape [g] or lhs batch dims ++ [g].
void checkGroupSizes(OpContext& c, const TensorType& lhs, const TensorType& rhs, const TensorType& groupSizes,
                     const chlo::RaggedDotDimensions& d) {
  const Shape& s = groupSizes.shape;
  bool ok = !s.empty();
  if (ok && s.size() > 1) {
    ok = s.size() == d.lhs_batching_dimensions.size() + 1;
    for (size_t i = 0; ok && i + 1 < s.size(); ++i)
      ok = compatibleDims(s[i], lhs.shape[d.lhs_batching_dimensions[i]]);
  }
  if (ok && chlo::raggedMode(d) == RaggedMode::kNonContracting)
    ok = compatibleDims(s.back(), rhs.shape[d.rhs_group_dimensions[0]]);
  c.require(ok, "C11", [&] { return "shape(group_sizes) = " + shapeText(s); });
}

void checkRaggedDot(OpContext& c) {
  if (!requireArity(c, 3, 1)) return;
  constexpr unsigned kNumeric = kIntegerTensor | kFloatTensor;
  const TensorType* lhs = requireOperandOf(c, 0, "I1", kNumeric);
  const TensorType* rhs = requireOperandOf(c, 1, "I2", kNumeric);
  const TensorType* groupSizes = requireOperandOf(c, 2, "I3", kIntegerTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kNumeric);
  const Attribute* numbers = structAttr(c, "ragged_dot_dimension_numbers");
  if (!lhs || !rhs || !groupSizes || !result || !numbers) return;
  chlo::RaggedDotDimensions d;
  auto field = [&](const char* name, std::vector<int64_t>& out) {
    std::optional<std::vector<int64_t>> v = structListField(c, *numbers, name);
    if (v) out = *v;
    return v.has_value();
  };
  if (!field("lhs_batching_dimensions", d.lhs_batching_dimensions) ||
      !field("rhs_batching_dimensions", d.rhs_batching_dimensions) ||
      !field("lhs_contracting_dimensions", d.lhs_contracting_dimensions) ||
      !field("rhs_contracting_dimensions", d.rhs_contracting_dimensions) ||
      !field("lhs_ragged_dimensions", d.lhs_ragged_dimensions) ||
      !field("rhs_group_dimensions", d.rhs_group_dimensions) || !precisionConfig(c))
    return;
  if (!checkDimensionNumbers(c, *lhs, *rhs, d)) return;
  checkGroupSizes(c, *lhs, *rhs, *groupSizes, d);
  Shape expected = chlo::raggedDotResultShape(lhs->shape, rhs->shape, groupSizes->shape, d);
  c.require(compatibleShapes(result->shape, expected), "C12",
            [&] { return "shape(result) = " + shapeText(result->shape) + ", expected " + shapeText(expected); });
}

HLOREF_CHECKER(
    "chlo.ragged_dot", checkRaggedDot,
    {{"C1", "size(lhs_batching_dimensions) = size(rhs_batching_dimensions)"},
     {"C2", "size(lhs_contracting_dimensions) = size(rhs_contracting_dimensions)"},
     {"C3", "is_unique(lhs_batching_dimensions ++ lhs_contracting_dimensions)"},
     {"C4", "is_unique(rhs_batching_dimensions ++ rhs_contracting_dimensions ++ rhs_group_dimensions)"},
     {"C5", "0 <= lhs_batching_dimensions, lhs_contracting_dimensions < rank(lhs)"},
     {"C6", "0 <= rhs_batching_dimensions, rhs_contracting_dimensions, rhs_group_dimensions < rank(rhs)"},
     {"C7", "dim(lhs, lhs_batching_dimensions...) = dim(rhs, rhs_batching_dimensions...)"},
     {"C8", "dim(lhs, lhs_contracting_dimensions...) = dim(rhs, rhs_contracting_dimensions...)"},
     {"C9", "size(lhs_ragged_dimensions) = 1 and 0 <= lhs_ragged_dimensions < rank(lhs)"},
     {"C10", "size(rhs_group_dimensions) = 1 if lhs_ragged_dimensions[0] is neither a batching nor a contracting "
             "dimension (mode 1), else 0 (modes 2 and 3)"},
     {"C11", "shape(group_sizes) = [g] or dim(lhs, lhs_batching_dimensions...) ++ [g], where g = dim(rhs, "
             "rhs_group_dimensions[0]) in mode 1"},
     {"C12", "shape(result) = [g] (mode 2 only) ++ batch dims ++ lhs free dims ++ rhs free dims"},
     {"C13", "0 <= group_sizes and sum(group_sizes) <= dim(lhs, lhs_ragged_dimensions[0]) along each batch",
      Enforcement::kRuntime}});

}  // namespace
}  // namespace hloref::checker
