// spec: Ops > batch_norm_inference
//
// result = add(multiply(scale_bcast, normalized_operand), offset_bcast) with
// normalized_operand = (operand - mean_bcast) / sqrt(variance_bcast +
// epsilon_bcast), evaluated in double per element and rounded once to the
// element type (see batch_norm.h).
#include <cmath>

#include "interpreter/kernels/batch_norm.h"
#include "interpreter/kernels/result_type.h"

namespace hloref {
namespace {

std::vector<Value> evalBatchNormInference(OpCall& call) {
  // (C1), (C2), (C7) and the static sizes are the checker's.
  const ElementType e = batch_norm::elementType(call);
  const Tensor& operand = call.tensor(0);
  const Tensor& scale = call.tensor(1);
  const Tensor& offset = call.tensor(2);
  const Tensor& mean = call.tensor(3);
  const Tensor& variance = call.tensor(4);
  const batch_norm::Layout layout(operand, call.intAttr("feature_index"));
  // (C3)-(C6) size(x) = dim(operand, feature_index) for scale, offset,
  // mean and variance.
  batch_norm::requireFeatureSize(call, "C3", "scale", scale, layout.features);
  batch_norm::requireFeatureSize(call, "C4", "offset", offset, layout.features);
  batch_norm::requireFeatureSize(call, "C5", "mean", mean, layout.features);
  batch_norm::requireFeatureSize(call, "C6", "variance", variance, layout.features);
  const double epsilon = batch_norm::epsilonValue(call, e);
  // (C7) baseline_type(operand) = baseline_type(result).
  Tensor result(resultTypeOfShape(call, 0, operand.shape(), "C7"));

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
