// spec: Ops > batch_norm_inference (Constraints C1-C7). `feature_index` is
// required; `epsilon` is a required f32 attribute.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

constexpr unsigned kFloatOrQuantized = kFloatTensor | kPerTensorQuantized;

void checkBatchNormInference(OpContext& c) {
  if (!requireArity(c, 5, 1)) return;
  const char* labels[] = {"I1", "I2", "I3", "I4", "I5"};
  std::vector<const TensorType*> t(6);
  bool typesOk = true;
  for (size_t i = 0; i < 5; ++i) {
    t[i] = requireOperandOf(c, i, labels[i], kFloatOrQuantized);
    if (t[i] && i >= 1 && !requireRank(c, labels[i], "operand #" + std::to_string(i), *t[i], 1)) t[i] = nullptr;
  }
  t[5] = requireResultOf(c, 0, "O1", kFloatOrQuantized);
  for (const TensorType* x : t) typesOk = typesOk && x;
  auto feature_index = intAttr(c, "feature_index");
  const Attribute* epsilon = c.attr("epsilon");
  if (!epsilon || (epsilon->kind != Attribute::Kind::Float && epsilon->kind != Attribute::Kind::Integer))
    c.typeViolation("I6", "epsilon must be a constant of type f32, got " +
                             (epsilon ? attributeString(*epsilon) : std::string("none")));
  if (!typesOk || !feature_index) return;
  const TensorType& operand = *t[0];
  const TensorType& result = *t[5];
  const char* names[] = {"operand", "scale", "offset", "mean", "variance", "result"};

  bool c1 = c.require(0 <= *feature_index && *feature_index < operand.rank(), "C1", [&] {
    return "feature_index = " + std::to_string(*feature_index) + ", rank(operand) = " + std::to_string(operand.rank());
  });
  requireSameBaselineElementTypes(c, "C2", t, {std::begin(names), std::end(names)});
  // (C3)-(C6) size(x) = dim(operand, feature_index) for scale, offset, mean, variance.
  const char* ids[] = {"C3", "C4", "C5", "C6"};
  for (size_t i = 1; c1 && i <= 4; ++i)
    c.require(compatibleDims(t[i]->shape[0], operand.shape[*feature_index]), ids[i - 1], [&] {
      return "size(" + std::string(names[i]) + ") = " + dimText(t[i]->shape[0]) + ", dim(operand, feature_index) = " +
             dimText(operand.shape[*feature_index]);
    });
  c.require(sameBaselineType(operand, result), "C7", [&] {
    return "baseline_type(operand) = " + typeText(operand) + ", baseline_type(result) = " + typeText(result);
  });
}

}  // namespace

HLOREF_CHECKER("stablehlo.batch_norm_inference", checkBatchNormInference,
               {
                 {"C1", "0 <= feature_index < rank(operand)"},
                 {"C2", "baseline_element_type(operand) = baseline_element_type(scale) = baseline_element_type(offset) = baseline_element_type(mean) = baseline_element_type(variance) = baseline_element_type(result)"},
                 {"C3", "size(scale) = dim(operand, feature_index)"},
                 {"C4", "size(offset) = dim(operand, feature_index)"},
                 {"C5", "size(mean) = dim(operand, feature_index)"},
                 {"C6", "size(variance) = dim(operand, feature_index)"},
                 {"C7", "baseline_type(operand) = baseline_type(result)"},
               });

}  // namespace hloref::checker
