// spec: Ops > batch_norm_grad, literally its decomposition: per feature f
// (the elements with operand_index[feature_index] = f, in row-major order),
//   stddev = sqrt(variance[f] + epsilon),
//   centered_operand = operand - mean[f],
//   normalized_operand = centered_operand / stddev,
//   elements_per_feature = size(operand) / dim(operand, feature_index),
//   i1 = grad_output * elements_per_feature,
//   i2 = compute_sum(grad_output),
//   i3 = compute_sum(grad_output * centered_operand),
//   i4 = i3 * centered_operand, i5 = i4 / (variance[f] + epsilon),
//   i6 = i1 - i2 - i5,
//   grad_operand = (scale[f] / stddev / elements_per_feature) * i6,
//   grad_scale = compute_sum(grad_output * normalized_operand),
//   grad_offset = compute_sum(grad_output),
// in double, each result element rounded once. The sums' order is open;
// hloref's choice (the fast op's): Exact sums each sum's terms (doubles)
// exactly and rounds once, i2 and i3 to double, grad_scale and grad_offset
// to the element type; Sequential folds in double in row-major order from
// 0. Golden bounds: grad_offset's covers any order and the rounding (Exact
// only); the others are unknown (+inf).
#include <cmath>

#include "interpreter/literal/reduction.h"

namespace hloref::literal {
namespace {

std::vector<Value> batchNormGrad(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& grad_output = call.tensor(4);
  const ElementType e = operand.elementType();
  const std::vector<double> scale = featureValues(call.tensor(1)), mean = featureValues(call.tensor(2));
  const std::vector<double> variance = featureValues(call.tensor(3));
  const int64_t feature_index = call.intAttr("feature_index");
  const double epsilon = epsilonValue(call, e);
  const size_t features = static_cast<size_t>(operand.shape()[feature_index]);
  Tensor grad_operand = call.newResult(0, operand.shape());
  Tensor grad_scale = call.newResult(1, {operand.shape()[feature_index]});
  Tensor grad_offset = call.newResult(2, {operand.shape()[feature_index]});
  if (features == 0) return {Value(std::move(grad_operand)), Value(std::move(grad_scale)), Value(std::move(grad_offset))};
  const bool exact = call.evaluator.options().accumulation == RunOptions::Accumulation::Exact;
  const double elements_per_feature = static_cast<double>(operand.numElements() / static_cast<int64_t>(features));

  auto at = [&](const Tensor& t, const Index& i) { return t.floatValue(linearIndex(t.shape(), i)); };
  auto f_of = [&](const Index& i) { return static_cast<size_t>(i[feature_index]); };
  auto stddev = [&](size_t f) { return std::sqrt(variance[f] + epsilon); };
  auto centered_operand = [&](const Index& i) { return at(operand, i) - mean[f_of(i)]; };
  const auto gradOutputTerms = featureTerms(operand.shape(), feature_index, [&](const Index& i) { return at(grad_output, i); });
  const std::vector<double> i2 = featureSums(call, gradOutputTerms, ElementType::F64);
  const std::vector<double> i3 = featureSums(call, featureTerms(operand.shape(), feature_index, [&](const Index& i) {
    return at(grad_output, i) * centered_operand(i);
  }), ElementType::F64);
  const std::vector<double> grad_scale_v = featureSums(call, featureTerms(operand.shape(), feature_index, [&](const Index& i) {
    return at(grad_output, i) * (centered_operand(i) / stddev(f_of(i)));
  }), e);
  const std::vector<double> grad_offset_v = featureSums(call, gradOutputTerms, e);

  forEachIndex(operand.shape(), [&](const Index& operand_index) {
    const size_t f = f_of(operand_index);
    const double i1 = at(grad_output, operand_index) * elements_per_feature;
    const double i4 = i3[f] * centered_operand(operand_index);
    const double i5 = i4 / (variance[f] + epsilon);
    const double i6 = (i1 - i2[f]) - i5;
    grad_operand.setFloatValue(linearIndex(operand.shape(), operand_index),
                               withDefaultNan(((scale[f] / stddev(f)) / elements_per_feature) * i6));
  });
  for (size_t f = 0; f < features; ++f) {
    grad_scale.setFloatValue(static_cast<int64_t>(f), withDefaultNan(grad_scale_v[f]));
    grad_offset.setFloatValue(static_cast<int64_t>(f), withDefaultNan(grad_offset_v[f]));
  }
  if (call.annotating()) {
    std::vector<double> offsetBound(features, INFINITY);
    if (exact) {
      // (n - 1) u Σ|grad_output| for any order of the n terms (the init
      // value included), half an ulp for the golden's rounding.
      const double u = unitRoundoff(e), n = elements_per_feature + 1;
      const std::vector<double> magnitude = featureMagnitudes(gradOutputTerms);
      for (size_t f = 0; f < features; ++f)
        offsetBound[f] = !std::isfinite(grad_offset_v[f]) ? (std::isfinite(magnitude[f]) ? INFINITY : 0.0)
                         : (n - 1) * u * magnitude[f] * (1 + n * 0x1p-52) + halfUlp(e, grad_offset_v[f]);
    }
    call.setErrorBound(2, std::move(offsetBound));
    call.setErrorBound(1, std::vector<double>(features, INFINITY));
    call.setErrorBound(0, std::vector<double>(static_cast<size_t>(operand.numElements()), INFINITY));
  }
  return {Value(std::move(grad_operand)), Value(std::move(grad_scale)), Value(std::move(grad_offset))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.batch_norm_grad", batchNormGrad);

}  // namespace hloref::literal
