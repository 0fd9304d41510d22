// spec: Ops > batch_norm_training
//
// batch_mean = compute_mean(operand), batch_var = compute_variance(operand)
// (the mean of the squared centered operand), output =
// batch_norm_inference(operand, scale, offset, batch_mean, batch_var,
// epsilon, feature_index).
//
// Exact accumulation (the default): what is exact and what is rounded.
//   mean = Σ operand / N, the exact sum divided by N and rounded once to
//     the element type (the spec's reduce, then divide by the constant N,
//     rounds twice, and in an open order: one rounding is within what a
//     correct implementation may do);
//   centered_operand = subtract(operand, mean) and its square
//     mul(centered_operand, centered_operand): each rounded to the element
//     type, as the spec's elementwise ops are;
//   variance = Σ square / N, exact sum divided by N, rounded once;
//   output: batch_norm_inference on the rounded mean and variance (in
//     double, each element rounded once; see batch_norm_inference.cpp).
// Golden bounds: batch_mean's covers any summation order, the divide and
// the final rounding; batch_var's and output's are unknown (+inf): another
// order changes the mean, and through it every centered term.
// --accumulation=sequential: the means, centered values and the
// normalization in double with the unrounded mean and variance, sums folded
// in row-major order from 0, each result element rounded once.
#include <cmath>

#include "interpreter/kernels/batch_norm.h"
#include "interpreter/kernels/result_type.h"

namespace hloref {
namespace {

// --accumulation=sequential: mean = compute_mean(operand, feature_index),
// folded in double.
std::vector<double> sequentialMean(const Tensor& operand, const batch_norm::Layout& layout, double divisor) {
  std::vector<double> mean(static_cast<size_t>(layout.features), 0.0);
  std::array<double, elementwise::kChunk> x;
  layout.forEachChunk(operand.numElements(), [&](int64_t begin, size_t n, const int64_t* feature) {
    loadFloats(operand, begin, std::span<double>(x.data(), n));
    for (size_t i = 0; i < n; ++i) mean[feature[i]] += x[i];
  });
  for (double& m : mean) m /= divisor;
  return mean;
}

// variance = compute_mean(centered_operand * centered_operand), in double.
std::vector<double> sequentialVariance(const Tensor& operand, const batch_norm::Layout& layout, double divisor,
                                       const std::vector<double>& mean) {
  std::vector<double> variance(static_cast<size_t>(layout.features), 0.0);
  std::array<double, elementwise::kChunk> x;
  layout.forEachChunk(operand.numElements(), [&](int64_t begin, size_t n, const int64_t* feature) {
    loadFloats(operand, begin, std::span<double>(x.data(), n));
    for (size_t i = 0; i < n; ++i) {
      double centered_operand = x[i] - mean[feature[i]];
      variance[feature[i]] += centered_operand * centered_operand;
    }
  });
  for (double& v : variance) v /= divisor;
  return variance;
}

std::vector<Value> evalBatchNormTraining(OpCall& call) {
  // (C1), (C2) and the static sizes are the checker's.
  const ElementType e = batch_norm::elementType(call);
  const Tensor& operand = call.tensor(0);
  const Tensor& scale = call.tensor(1);
  const Tensor& offset = call.tensor(2);
  const batch_norm::Layout layout(operand, call.intAttr("feature_index"));
  // (C3), (C4) the sizes of scale and offset.
  batch_norm::requireFeatureSize(call, "C3", "scale", scale, layout.features);
  batch_norm::requireFeatureSize(call, "C4", "offset", offset, layout.features);
  const double epsilon = batch_norm::epsilonValue(call, e);
  // (C7) baseline_type(output) = baseline_type(operand); (C5), (C6) the
  // sizes of batch_mean and batch_var.
  Tensor output(resultTypeOfShape(call, 0, operand.shape(), "C7"));
  Tensor batch_mean(resultTypeOfShape(call, 1, {layout.features}, "C5"));
  Tensor batch_var(resultTypeOfShape(call, 2, {layout.features}, "C6"));
  if (layout.features == 0) return {Value(std::move(output)), Value(std::move(batch_mean)), Value(std::move(batch_var))};

  // divisor = size(operand) / dim(operand, feature_index); with no elements
  // per feature the means are 0 / 0 = NaN, as the decomposition gives.
  const double divisor = batch_norm::Layout::perFeature(operand, layout.features);
  const size_t F = static_cast<size_t>(layout.features);
  std::array<double, elementwise::kChunk> x;

  std::vector<double> mean, variance;
  if (batch_norm::exactAccumulation(call)) {
    const std::vector<double> x_v = batch_norm::loadAll(operand);
    mean = batch_norm::featureSums(layout, operand.numElements(), e, true,
                                   [&](int64_t i, size_t) { return x_v[static_cast<size_t>(i)]; });
    variance = batch_norm::featureSums(layout, operand.numElements(), e, true, [&](int64_t i, size_t f) {
      const double centered_operand = batch_norm::roundTo(e, x_v[static_cast<size_t>(i)] - mean[f]);
      return batch_norm::roundTo(e, centered_operand * centered_operand);
    });
    if (call.annotating()) {
      // mean: Σr / N for the operand's own errors (r: each element's
      // deviation radius), (N - 1) u Σ(|x| + r) / N for the sum in any
      // order, u |mean| for the divide (and the rounding of a divisor N the
      // type cannot hold), half an ulp for the golden's own rounding.
      const double u = unitRoundoff(e);
      std::vector<double> magnitude(F, 0.0);
      for (size_t i = 0; i < x_v.size(); ++i)
        magnitude[static_cast<size_t>((static_cast<int64_t>(i) / layout.inner) % layout.features)] += std::fabs(x_v[i]);
      const std::vector<double> radius = batch_norm::featureRadii(call, 0, layout, x_v, e);
      std::vector<double> meanBound(F);
      for (size_t f = 0; f < F; ++f) {
        const double slack = 1 + divisor * 0x1p-52;
        const double carried = radius[f] / divisor * slack;
        meanBound[f] = !std::isfinite(mean[f]) ? (std::isfinite(magnitude[f]) || radius[f] > 0 ? INFINITY : 0.0)
                       : carried + (divisor - 1) * u * (magnitude[f] + radius[f]) / divisor * slack +
                             2 * u * (std::fabs(mean[f]) + carried) + halfUlp(e, mean[f]);
        if (std::isnan(meanBound[f])) meanBound[f] = INFINITY;
      }
      call.setErrorBound(1, std::move(meanBound));
      call.setErrorBound(2, std::vector<double>(F, INFINITY));
      call.setErrorBound(0, std::vector<double>(static_cast<size_t>(operand.numElements()), INFINITY));
    }
  } else {
    mean = sequentialMean(operand, layout, divisor);
    variance = sequentialVariance(operand, layout, divisor, mean);
    if (call.annotating())  // sums in an order the spec leaves open: unknown
      for (size_t i = 0; i < 3; ++i)
        call.setErrorBound(i, std::vector<double>(static_cast<size_t>(i == 0 ? operand.numElements() : layout.features),
                                                  INFINITY));
  }


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
    batch_norm::storeComputed(output, begin, std::span<double>(x.data(), n));
  });
  batch_norm::storeComputed(batch_mean, 0, mean);
  batch_norm::storeComputed(batch_var, 0, variance);
  return {Value(std::move(output)), Value(std::move(batch_mean)), Value(std::move(batch_var))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.batch_norm_training",
           .eval = evalBatchNormTraining,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
