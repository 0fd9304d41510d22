// spec: Ops > batch_norm_training, literally: per feature f (the elements
// with operand_index[feature_index] = f, in row-major order),
//   batch_mean[f] = compute_mean(operand),
//   centered_operand = operand - batch_mean[f],
//   batch_var[f] = compute_mean(centered_operand * centered_operand),
//   output = batch_norm_inference(operand, scale, offset, batch_mean,
//                                 batch_var, epsilon, feature_index).
// The sums' order is open; hloref's choice (the fast op's):
//   Exact: each mean is the exact sum divided by the count, rounded once
//     to the element type; centered_operand and its square are rounded to
//     the element type (elementwise ops of that type);
//   Sequential: the means and centered values in double, sums folded in
//     row-major order from 0;
// then the normalization in double, each element rounded once. Golden
// bounds: batch_mean's covers any order, the divide and its rounding (Exact
// only); the others are unknown (+inf).
#include <cmath>

#include "interpreter/literal/reduction.h"

namespace hloref::literal {
namespace {

// batch_mean's golden bound (Exact): (N - 1) u Σ|x| / N for the sum in any
// order, 2 u |mean| for the divide (and a count the type cannot hold), half
// an ulp for the golden's own rounding.
std::vector<double> meanBounds(ElementType e, const std::vector<double>& batch_mean,
                               const std::vector<double>& magnitude, double count) {
  const double u = unitRoundoff(e);
  std::vector<double> bounds;
  for (size_t f = 0; f < batch_mean.size(); ++f) {
    const double slack = 1 + count * 0x1p-52;
    bounds.push_back(!std::isfinite(batch_mean[f])
                         ? (std::isfinite(magnitude[f]) ? INFINITY : 0.0)
                         : (count - 1) * u * magnitude[f] / count * slack + 2 * u * std::fabs(batch_mean[f]) +
                               halfUlp(e, batch_mean[f]));
  }
  return bounds;
}

std::vector<Value> batchNormTraining(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const ElementType e = operand.elementType();
  const std::vector<double> scale = featureValues(call.tensor(1)), offset = featureValues(call.tensor(2));
  const int64_t feature_index = call.intAttr("feature_index");
  const double epsilon = epsilonValue(call, e);
  const size_t features = static_cast<size_t>(operand.shape()[feature_index]);
  Tensor output = call.newResult(0, operand.shape());
  Tensor batch_mean = call.newResult(1, {operand.shape()[feature_index]});
  Tensor batch_var = call.newResult(2, {operand.shape()[feature_index]});
  if (features == 0) return {Value(std::move(output)), Value(std::move(batch_mean)), Value(std::move(batch_var))};
  const bool exact = call.evaluator.options().accumulation == RunOptions::Accumulation::Exact;

  auto x = [&](const Index& operand_index) { return operand.floatValue(linearIndex(operand.shape(), operand_index)); };
  const std::vector<std::vector<double>> operandTerms = featureTerms(operand.shape(), feature_index, x);
  const std::vector<double> mean = featureMeans(call, operandTerms, e);
  const std::vector<std::vector<double>> squares = featureTerms(operand.shape(), feature_index, [&](const Index& i) {
    const double centered_operand = x(i) - mean[static_cast<size_t>(i[feature_index])];
    if (!exact) return centered_operand * centered_operand;
    const double rounded = roundToType(e, centered_operand);
    return roundToType(e, rounded * rounded);
  });
  const std::vector<double> variance = featureMeans(call, squares, e);

  forEachIndex(operand.shape(), [&](const Index& operand_index) {
    const size_t f = static_cast<size_t>(operand_index[feature_index]);
    const double stddev = std::sqrt(variance[f] + epsilon);
    const double normalized_operand = (x(operand_index) - mean[f]) / stddev;
    output.setFloatValue(linearIndex(operand.shape(), operand_index),
                         withDefaultNan(scale[f] * normalized_operand + offset[f]));
  });
  for (size_t f = 0; f < features; ++f) {
    batch_mean.setFloatValue(static_cast<int64_t>(f), withDefaultNan(mean[f]));
    batch_var.setFloatValue(static_cast<int64_t>(f), withDefaultNan(variance[f]));
  }
  if (call.annotating()) {
    const double count = static_cast<double>(operand.numElements() / static_cast<int64_t>(features));
    call.setErrorBound(1, exact ? meanBounds(e, mean, featureMagnitudes(operandTerms), count)
                                : std::vector<double>(features, INFINITY));
    call.setErrorBound(2, std::vector<double>(features, INFINITY));
    call.setErrorBound(0, std::vector<double>(static_cast<size_t>(operand.numElements()), INFINITY));
  }
  return {Value(std::move(output)), Value(std::move(batch_mean)), Value(std::move(batch_var))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.batch_norm_training", batchNormTraining);

}  // namespace hloref::literal
