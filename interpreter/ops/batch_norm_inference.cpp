// spec: Ops > batch_norm_inference
//
// result = add(multiply(scale_bcast, normalized_operand), offset_bcast) with
// normalized_operand = (operand - mean_bcast) / sqrt(variance_bcast +
// epsilon_bcast), evaluated in double per element and rounded once to the
// element type (see batch_norm.h).
#include <cmath>

#include "interpreter/kernels/batch_norm.h"

namespace hloref {
namespace {

std::vector<Value> evalBatchNormInference(OpCall& call) {
  static constexpr const char* kNames[] = {"operand", "scale", "offset", "mean", "variance"};
  // (C2) one element type.
  const ElementType e = batch_norm::requireOneFloatType(call, kNames);
  const Tensor& operand = call.tensor(0);
  const Tensor& scale = call.tensor(1);
  const Tensor& offset = call.tensor(2);
  const Tensor& mean = call.tensor(3);
  const Tensor& variance = call.tensor(4);
  // (C1) feature_index; (C3)-(C6) the sizes of scale, offset, mean, variance.
  const int64_t feature_index = batch_norm::featureIndex(call, operand);
  const batch_norm::Layout layout(operand, feature_index);
  for (size_t i = 1; i < 5; ++i)
    batch_norm::requireFeatureVector(call, call.tensor(i), kNames[i], layout.features);
  const double epsilon = batch_norm::epsilonValue(call, e);
  // (C7) baseline_type(operand) = baseline_type(result).
  Tensor result = call.newResult(0, operand.shape());

  // Per feature: scale, offset, mean and stddev = sqrt(variance + epsilon).
  std::vector<double> scale_v = batch_norm::loadAll(scale);
  std::vector<double> offset_v = batch_norm::loadAll(offset);
  std::vector<double> mean_v = batch_norm::loadAll(mean);
  std::vector<double> stddev = batch_norm::loadAll(variance);
  for (double& s : stddev) s = std::sqrt(s + epsilon);

  std::array<double, elementwise::kChunk> x;
  layout.forEachChunk(operand.numElements(), [&](int64_t begin, size_t n, const int64_t* feature) {
    loadFloats(operand, begin, std::span<double>(x.data(), n));
    for (size_t i = 0; i < n; ++i) {
      const int64_t f = feature[i];
      double centered_operand = x[i] - mean_v[f];
      double normalized_operand = centered_operand / stddev[f];
      x[i] = scale_v[f] * normalized_operand + offset_v[f];
    }
    batch_norm::storeComputed(result, begin, std::span<double>(x.data(), n));
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.batch_norm_inference",
           .eval = evalBatchNormInference,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
