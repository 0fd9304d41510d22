// The legacy stablehlo.dot (spec: Deprecated Operations; its meaning is XLA's
// Dot): vector . vector, matrix . vector and matrix . matrix. It is
// dot_general with lhs_batching_dimensions = rhs_batching_dimensions = [],
// lhs_contracting_dimensions = [rank(lhs) - 1] and
// rhs_contracting_dimensions = [0], and is checked as such: operands of rank
// 1 or 2 (the rows I1 and I2), then dot_general's constraints under their
// ids. Those dimension numbers always satisfy C1-C9, and dot has no
// `algorithm` (C21-C24), so C10-C20 are the ones registered.
#include <string>
#include <string_view>
#include <utility>

#include "checker/checker_util.h"
#include "checker/ops/dot_general.h"

namespace hloref::checker::dot_general {
namespace {

// I1, I2: a vector or a matrix.
bool requireVectorOrMatrix(OpContext& c, std::string_view label, const std::string& what, const TensorType& t) {
  if (t.rank() == 1 || t.rank() == 2) return true;
  c.typeViolation(label, what + " must be a tensor of rank 1 or 2, got " + typeText(t));
  return false;
}

void checkDot(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  Values v = checkValueTypes(c);
  auto precision_config = precisionConfig(c);
  bool lhsOk = v.lhs && requireVectorOrMatrix(c, "I1", "operand #0", *v.lhs);
  bool rhsOk = v.rhs && requireVectorOrMatrix(c, "I2", "operand #1", *v.rhs);
  if (!lhsOk || !rhsOk || !v.result || !precision_config) return;
  DotDimensionNumbers dimensions{{}, {}, {v.lhs->rank() - 1}, {0}};
  checkProduct(c, *v.lhs, *v.rhs, *v.result, dimensions, *precision_config);
}

// dot_general's C10-C20; the formulas that name dimension numbers say
// which ones dot has.
std::vector<ConstraintInfo> dotConstraints() {
  static const std::pair<std::string_view, std::string_view> dotFormulas[] = {
      {"C10", "dim(lhs, lhs_contracting_dimensions...) = dim(rhs, rhs_contracting_dimensions...), where "
              "lhs_contracting_dimensions = [rank(lhs) - 1], rhs_contracting_dimensions = [0]"},
      {"C12", "shape(result) = dim(lhs, lhs_result_dimensions) + dim(rhs, rhs_result_dimensions), where "
              "lhs_result_dimensions = range(rank(lhs) - 1), rhs_result_dimensions = range(1, rank(rhs))"},
      {"C16", "If is_per_axis_quantized(rhs), then quantization_dimension(rhs) not in rhs_contracting_dimensions, "
              "where rhs_contracting_dimensions = [0]"},
  };
  std::vector<ConstraintInfo> out;
  for (ConstraintInfo k : constraints()) {
    const int number = std::stoi(std::string(k.id.substr(1)));
    if (number < 10 || number > 20) continue;
    for (const auto& [id, formula] : dotFormulas)
      if (k.id == id) k.formula = formula;
    out.push_back(k);
  }
  return out;
}

}  // namespace

HLOREF_CHECKER("stablehlo.dot", checkDot, dotConstraints());

}  // namespace hloref::checker::dot_general
