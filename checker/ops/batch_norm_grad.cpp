// spec: Ops > batch_norm_grad (Constraints C1-C5). `feature_index` is
// required; `epsilon` is a required f32 attribute.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

constexpr unsigned kFloatOrQuantized = kFloatTensor | kPerTensorQuantized;

void checkBatchNormGrad(OpContext& c) {
  if (!requireArity(c, 5, 3)) return;
  const char* operandLabels[] = {"I1", "I2", "I3", "I4", "I5"};
  const char* resultLabels[] = {"O1", "O2", "O3"};
  std::vector<const TensorType*> t(8);
  bool typesOk = true;
  for (size_t i = 0; i < 5; ++i) {
    t[i] = requireOperandOf(c, i, operandLabels[i], kFloatOrQuantized);
    if (t[i] && i >= 1 && i <= 3 && !requireRank(c, operandLabels[i], "operand #" + std::to_string(i), *t[i], 1))
      t[i] = nullptr;
  }
  for (size_t i = 0; i < 3; ++i) {
    t[5 + i] = requireResultOf(c, i, resultLabels[i], kFloatOrQuantized);
    if (t[5 + i] && i >= 1 && !requireRank(c, resultLabels[i], "result #" + std::to_string(i), *t[5 + i], 1))
      t[5 + i] = nullptr;
  }
  for (const TensorType* x : t) typesOk = typesOk && x;
  auto feature_index = intAttr(c, "feature_index");
  const Attribute* epsilon = c.attr("epsilon");
  if (!epsilon || (epsilon->kind != Attribute::Kind::Float && epsilon->kind != Attribute::Kind::Integer))
    c.typeViolation("I6", "epsilon must be a constant of type f32, got " +
                             (epsilon ? attributeString(*epsilon) : std::string("none")));
  if (!typesOk || !feature_index) return;
  const TensorType &operand = *t[0], &scale = *t[1], &mean = *t[2], &variance = *t[3], &grad_output = *t[4],
                   &grad_operand = *t[5], &grad_scale = *t[6], &grad_offset = *t[7];
  const char* names[] = {"operand", "scale", "mean", "variance", "grad_output", "grad_operand", "grad_scale",
                         "grad_offset"};

  bool c1 = c.require(0 <= *feature_index && *feature_index < operand.rank(), "C1", [&] {
    return "feature_index = " + std::to_string(*feature_index) + ", rank(operand) = " + std::to_string(operand.rank());
  });
  requireSameBaselineElementTypes(c, "C2", t, {std::begin(names), std::end(names)});
  c.require(compatibleShapes(operand.shape, grad_output.shape) && compatibleShapes(operand.shape, grad_operand.shape),
            "C3", [&] {
              return "shape(operand) = " + shapeText(operand.shape) + ", shape(grad_output) = " +
                     shapeText(grad_output.shape) + ", shape(grad_operand) = " + shapeText(grad_operand.shape);
            });
  bool c4 = true;
  for (const TensorType* x : {&mean, &variance, &grad_scale, &grad_offset})
    c4 = c4 && compatibleShapes(scale.shape, x->shape);
  c.require(c4, "C4", [&] {
    return "shape(scale) = " + shapeText(scale.shape) + ", shape(mean) = " + shapeText(mean.shape) +
           ", shape(variance) = " + shapeText(variance.shape) + ", shape(grad_scale) = " + shapeText(grad_scale.shape) +
           ", shape(grad_offset) = " + shapeText(grad_offset.shape);
  });
  if (c1)
    c.require(compatibleDims(scale.shape[0], operand.shape[*feature_index]), "C5", [&] {
      return "size(scale) = " + dimText(scale.shape[0]) + ", dim(operand, feature_index) = " +
             dimText(operand.shape[*feature_index]);
    });
}

}  // namespace

HLOREF_CHECKER("stablehlo.batch_norm_grad", checkBatchNormGrad,
               {
                 {"C1", "0 <= feature_index < rank(operand)"},
                 {"C2", "baseline_element_type(operand) = baseline_element_type(scale) = baseline_element_type(mean) = baseline_element_type(variance) = baseline_element_type(grad_output) = baseline_element_type(grad_operand) = baseline_element_type(grad_scale) = baseline_element_type(grad_offset)"},
                 {"C3", "shape(operand) = shape(grad_output) = shape(grad_operand)"},
                 {"C4", "shape(scale) = shape(mean) = shape(variance) = shape(grad_scale) = shape(grad_offset)"},
                 {"C5", "size(scale) = dim(operand, feature_index)"},
               });

}  // namespace hloref::checker
