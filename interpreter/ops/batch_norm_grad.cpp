// spec: Ops > batch_norm_grad
//
// The spec's decomposition (after XLA's batchnorm_expander), with its
// names, evaluated in double; each result element is rounded once to the
// element type (see batch_norm.h). The sums (compute_sum) are sequential
// folds in row-major order of the operand from 0.
#include <cmath>

#include "interpreter/ops/batch_norm.h"

namespace hloref {
namespace {

std::vector<Value> evalBatchNormGrad(OpCall& call) {
  static constexpr const char* kNames[] = {"operand", "scale", "mean", "variance", "grad_output"};
  // (C2) one element type.
  const ElementType e = batch_norm::requireOneFloatType(call, kNames);
  const Tensor& operand = call.tensor(0);
  const Tensor& scale = call.tensor(1);
  const Tensor& mean = call.tensor(2);
  const Tensor& variance = call.tensor(3);
  const Tensor& grad_output = call.tensor(4);
  // (C1) feature_index; (C4), (C5) the sizes of scale, mean and variance.
  const int64_t feature_index = batch_norm::featureIndex(call, operand);
  const batch_norm::Layout layout(operand, feature_index);
  for (size_t i = 1; i < 4; ++i)
    batch_norm::requireFeatureVector(call, call.tensor(i), kNames[i], layout.features);
  // (C3) operand, grad_output and grad_operand have the same shape.
  if (grad_output.shape() != operand.shape())
    call.fail("has operand of type " + tensorTypeString(operand.type()) + " and grad_output of type " +
              tensorTypeString(grad_output.type()) + "; the shapes must be the same");
  const double epsilon = batch_norm::epsilonValue(call, e);
  Tensor grad_operand = call.newResult(0, operand.shape());
  Tensor grad_scale = call.newResult(1, {layout.features});
  Tensor grad_offset = call.newResult(2, {layout.features});
  if (layout.features == 0)
    return {Value(std::move(grad_operand)), Value(std::move(grad_scale)), Value(std::move(grad_offset))};

  const size_t F = static_cast<size_t>(layout.features);
  std::vector<double> scale_v = batch_norm::loadAll(scale);
  std::vector<double> mean_v = batch_norm::loadAll(mean);
  std::vector<double> variance_plus_epsilon = batch_norm::loadAll(variance);
  for (double& v : variance_plus_epsilon) v += epsilon;
  std::vector<double> stddev(F);
  for (size_t f = 0; f < F; ++f) stddev[f] = std::sqrt(variance_plus_epsilon[f]);
  // elements_per_feature = size(operand) / dim(operand, feature_index).
  const double elements_per_feature = batch_norm::Layout::perFeature(operand, layout.features);

  // The sums over each feature: compute_sum(grad_output) (i2 and
  // grad_offset), compute_sum(grad_output * centered_operand) (i3) and
  // compute_sum(grad_output * normalized_operand) (grad_scale).
  std::vector<double> sum_grad_output(F, 0.0), sum_grad_output_centered(F, 0.0), sum_grad_output_normalized(F, 0.0);
  std::array<double, elementwise::kChunk> x, g;
  layout.forEachChunk(operand.numElements(), [&](int64_t begin, size_t n, const int64_t* feature) {
    loadFloats(operand, begin, std::span<double>(x.data(), n));
    loadFloats(grad_output, begin, std::span<double>(g.data(), n));
    for (size_t i = 0; i < n; ++i) {
      const int64_t f = feature[i];
      double centered_operand = x[i] - mean_v[f];
      double normalized_operand = centered_operand / stddev[f];
      sum_grad_output[f] += g[i];
      sum_grad_output_centered[f] += g[i] * centered_operand;
      sum_grad_output_normalized[f] += g[i] * normalized_operand;
    }
  });

  // grad_operand = (scale / stddev / elements_per_feature) * i6, with
  // i6 = i1 - i2 - i5, i1 = grad_output * elements_per_feature,
  // i5 = i3 * centered_operand / (variance + epsilon).
  layout.forEachChunk(operand.numElements(), [&](int64_t begin, size_t n, const int64_t* feature) {
    loadFloats(operand, begin, std::span<double>(x.data(), n));
    loadFloats(grad_output, begin, std::span<double>(g.data(), n));
    for (size_t i = 0; i < n; ++i) {
      const int64_t f = feature[i];
      double centered_operand = x[i] - mean_v[f];
      double i1 = g[i] * elements_per_feature;
      double i2 = sum_grad_output[f];
      double i3 = sum_grad_output_centered[f];
      double i4 = i3 * centered_operand;
      double i5 = i4 / variance_plus_epsilon[f];
      double i6 = (i1 - i2) - i5;
      x[i] = ((scale_v[f] / stddev[f]) / elements_per_feature) * i6;
    }
    storeFloats(grad_operand, begin, std::span<const double>(x.data(), n));
  });
  storeFloats(grad_scale, 0, sum_grad_output_normalized);
  storeFloats(grad_offset, 0, sum_grad_output);
  return {Value(std::move(grad_operand)), Value(std::move(grad_scale)), Value(std::move(grad_offset))};
}

}  // namespace

HLOREF_OP("stablehlo.batch_norm_grad", evalBatchNormGrad);

}  // namespace hloref
