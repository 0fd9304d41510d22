// spec: Ops > batch_norm_training
//
// batch_mean = compute_mean(operand), batch_var = compute_variance(operand)
// (the mean of the squared centered operand), output =
// batch_norm_inference(operand, scale, offset, batch_mean, batch_var,
// epsilon, feature_index). Evaluated in double: the means, centered values
// and the normalization use the unrounded double mean and variance, and each
// result element is rounded once to the element type (see batch_norm.h). The
// sums are sequential folds in row-major order of the operand from 0.
#include <cmath>

#include "interpreter/ops/batch_norm.h"

namespace hloref {
namespace {

std::vector<Value> evalBatchNormTraining(OpCall& call) {
  static constexpr const char* kNames[] = {"operand", "scale", "offset"};
  // (C2) one element type.
  const ElementType e = batch_norm::requireOneFloatType(call, kNames);
  const Tensor& operand = call.tensor(0);
  const Tensor& scale = call.tensor(1);
  const Tensor& offset = call.tensor(2);
  // (C1) feature_index; (C3), (C4) the sizes of scale and offset.
  const int64_t feature_index = batch_norm::featureIndex(call, operand);
  const batch_norm::Layout layout(operand, feature_index);
  batch_norm::requireFeatureVector(call, scale, "scale", layout.features);
  batch_norm::requireFeatureVector(call, offset, "offset", layout.features);
  const double epsilon = batch_norm::epsilonValue(call, e);
  // (C7) baseline_type(output) = baseline_type(operand); (C5), (C6) the
  // sizes of batch_mean and batch_var.
  Tensor output = call.newResult(0, operand.shape());
  Tensor batch_mean = call.newResult(1, {layout.features});
  Tensor batch_var = call.newResult(2, {layout.features});
  if (layout.features == 0) return {Value(std::move(output)), Value(std::move(batch_mean)), Value(std::move(batch_var))};

  // divisor = size(operand) / dim(operand, feature_index); with no elements
  // per feature the means are 0 / 0 = NaN, as the decomposition gives.
  const double divisor = batch_norm::Layout::perFeature(operand, layout.features);
  const size_t F = static_cast<size_t>(layout.features);
  std::array<double, elementwise::kChunk> x;

  // mean = compute_mean(operand, feature_index).
  std::vector<double> mean(F, 0.0);
  layout.forEachChunk(operand.numElements(), [&](int64_t begin, size_t n, const int64_t* feature) {
    loadFloats(operand, begin, std::span<double>(x.data(), n));
    for (size_t i = 0; i < n; ++i) mean[feature[i]] += x[i];
  });
  for (double& m : mean) m /= divisor;

  // variance = compute_mean(centered_operand * centered_operand).
  std::vector<double> variance(F, 0.0);
  layout.forEachChunk(operand.numElements(), [&](int64_t begin, size_t n, const int64_t* feature) {
    loadFloats(operand, begin, std::span<double>(x.data(), n));
    for (size_t i = 0; i < n; ++i) {
      double centered_operand = x[i] - mean[feature[i]];
      variance[feature[i]] += centered_operand * centered_operand;
    }
  });
  for (double& v : variance) v /= divisor;

  // output = batch_norm_inference(operand, scale, offset, mean, variance, ...).
  std::vector<double> scale_v = batch_norm::loadAll(scale);
  std::vector<double> offset_v = batch_norm::loadAll(offset);
  std::vector<double> stddev(F);
  for (size_t f = 0; f < F; ++f) stddev[f] = std::sqrt(variance[f] + epsilon);
  layout.forEachChunk(operand.numElements(), [&](int64_t begin, size_t n, const int64_t* feature) {
    loadFloats(operand, begin, std::span<double>(x.data(), n));
    for (size_t i = 0; i < n; ++i) {
      const int64_t f = feature[i];
      double normalized_operand = (x[i] - mean[f]) / stddev[f];
      x[i] = scale_v[f] * normalized_operand + offset_v[f];
    }
    storeFloats(output, begin, std::span<const double>(x.data(), n));
  });
  storeFloats(batch_mean, 0, mean);
  storeFloats(batch_var, 0, variance);
  return {Value(std::move(output)), Value(std::move(batch_mean)), Value(std::move(batch_var))};
}

}  // namespace

HLOREF_OP("stablehlo.batch_norm_training", evalBatchNormTraining);

}  // namespace hloref
