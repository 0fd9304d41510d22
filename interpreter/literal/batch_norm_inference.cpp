// spec: Ops > batch_norm_inference, literally: for every operand_index, with
// f = operand_index[feature_index],
//   centered_operand = operand - mean[f],
//   stddev = sqrt(variance[f] + epsilon),
//   normalized_operand = centered_operand / stddev,
//   result = scale[f] * normalized_operand + offset[f],
// in double, rounded once to the element type (hloref's choice, as the
// fast op's), a NaN as the default NaN (numerics/nan_rule.h).
#include <cmath>

#include "interpreter/literal/reduction.h"

namespace hloref::literal {
namespace {

std::vector<Value> batchNormInference(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const std::vector<double> scale = featureValues(call.tensor(1)), offset = featureValues(call.tensor(2));
  const std::vector<double> mean = featureValues(call.tensor(3)), variance = featureValues(call.tensor(4));
  const int64_t feature_index = call.intAttr("feature_index");
  const double epsilon = epsilonValue(call, operand.elementType());
  Tensor result = call.newResult(0, operand.shape());
  forEachIndex(operand.shape(), [&](const Index& operand_index) {
    const size_t f = static_cast<size_t>(operand_index[feature_index]);
    const int64_t i = linearIndex(operand.shape(), operand_index);
    const double centered_operand = operand.floatValue(i) - mean[f];
    const double stddev = std::sqrt(variance[f] + epsilon);
    const double normalized_operand = centered_operand / stddev;
    result.setFloatValue(i, withDefaultNan(scale[f] * normalized_operand + offset[f]));
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.batch_norm_inference", batchNormInference);

}  // namespace hloref::literal
