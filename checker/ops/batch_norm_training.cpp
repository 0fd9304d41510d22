// spec: Ops > batch_norm_training (Constraints C1-C7). `feature_index` is
// required; `epsilon` is a required f32 attribute.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

constexpr unsigned kFloatOrQuantized = kFloatTensor | kPerTensorQuantized;

void checkBatchNormTraining(OpContext& c) {
  if (!requireArity(c, 3, 3)) return;
  const char* labels[] = {"I1", "I2", "I3", "O1", "O2", "O3"};
  std::vector<const TensorType*> t(6);
  bool typesOk = true;
  for (size_t i = 0; i < 6; ++i) {
    bool isResult = i >= 3;
    size_t k = isResult ? i - 3 : i;
    t[i] = isResult ? requireResultOf(c, k, labels[i], kFloatOrQuantized)
                    : requireOperandOf(c, k, labels[i], kFloatOrQuantized);
    if (t[i] && k >= 1 &&
        !requireRank(c, labels[i], (isResult ? "result #" : "operand #") + std::to_string(k), *t[i], 1))
      t[i] = nullptr;
    typesOk = typesOk && t[i];
  }
  auto feature_index = intAttr(c, "feature_index");
  const Attribute* epsilon = c.attr("epsilon");
  if (!epsilon || (epsilon->kind != Attribute::Kind::Float && epsilon->kind != Attribute::Kind::Integer))
    c.typeViolation("I4", "epsilon must be a constant of type f32, got " +
                             (epsilon ? attributeString(*epsilon) : std::string("none")));
  if (!typesOk || !feature_index) return;
  const TensorType& operand = *t[0];
  const TensorType& output = *t[3];
  const char* names[] = {"operand", "scale", "offset", "output", "batch_mean", "batch_var"};

  bool c1 = c.require(0 <= *feature_index && *feature_index < operand.rank(), "C1", [&] {
    return "feature_index = " + std::to_string(*feature_index) + ", rank(operand) = " + std::to_string(operand.rank());
  });
  requireSameBaselineElementTypes(c, "C2", t, {std::begin(names), std::end(names)});
  // (C3)-(C6) size(x) = dim(operand, feature_index) for scale, offset, batch_mean, batch_var.
  const size_t which[] = {1, 2, 4, 5};
  const char* ids[] = {"C3", "C4", "C5", "C6"};
  for (size_t k = 0; c1 && k < 4; ++k) {
    const size_t i = which[k];
    c.require(compatibleDims(t[i]->shape[0], operand.shape[*feature_index]), ids[k], [&] {
      return "size(" + std::string(names[i]) + ") = " + dimText(t[i]->shape[0]) + ", dim(operand, feature_index) = " +
             dimText(operand.shape[*feature_index]);
    });
  }
  c.require(sameBaselineType(output, operand), "C7", [&] {
    return "baseline_type(output) = " + typeText(output) + ", baseline_type(operand) = " + typeText(operand);
  });
}

}  // namespace

HLOREF_CHECKER("stablehlo.batch_norm_training", checkBatchNormTraining,
               {
                 {"C1", "0 <= feature_index < rank(operand)"},
                 {"C2", "baseline_element_type(operand) = baseline_element_type(scale) = baseline_element_type(offset) = baseline_element_type(batch_mean) = baseline_element_type(batch_var) = baseline_element_type(output)"},
                 {"C3", "size(scale) = dim(operand, feature_index)"},
                 {"C4", "size(offset) = dim(operand, feature_index)"},
                 {"C5", "size(batch_mean) = dim(operand, feature_index)"},
                 {"C6", "size(batch_var) = dim(operand, feature_index)"},
                 {"C7", "baseline_type(output) = baseline_type(operand)"},
               });

}  // namespace hloref::checker
