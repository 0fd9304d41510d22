// spec: Ops > batch_norm_grad
//
// The spec's decomposition (after XLA's batchnorm_expander), with its
// names, evaluated in double; each result element is rounded once to the
// element type (see batch_norm.h).
//
// The sums (compute_sum), whose order the spec leaves open: with exact
// accumulation (the default) each is the exact sum of its terms, rounded
// once: grad_offset = Σ grad_output exactly (terms exact), rounded to the
// element type; grad_scale = Σ grad_output * normalized_operand, terms
// computed in double (each rounded), their sum exact, rounded to the
// element type; the sums i2 and i3 that feed grad_operand are rounded to
// double. Golden bounds: grad_offset's covers any summation order and the
// final rounding; grad_scale's and grad_operand's are unknown (+inf).
// With --accumulation=sequential: folds in double in row-major order of the
// operand from 0.
#include <cmath>

#include "interpreter/kernels/batch_norm.h"
#include "interpreter/kernels/result_type.h"

namespace hloref {
namespace {

std::vector<Value> evalBatchNormGrad(OpCall& call) {
  // (C1), (C2) and the static sizes are the checker's.
  const ElementType e = batch_norm::elementType(call);
  const Tensor& operand = call.tensor(0);
  const Tensor& scale = call.tensor(1);
  const Tensor& mean = call.tensor(2);
  const Tensor& variance = call.tensor(3);
  const Tensor& grad_output = call.tensor(4);
  const batch_norm::Layout layout(operand, call.intAttr("feature_index"));
  // (C5) size(scale) = dim(operand, feature_index); (C4) the other
  // feature vectors have the shape of scale.
  batch_norm::requireFeatureSize(call, "C5", "scale", scale, layout.features);
  batch_norm::requireFeatureSize(call, "C4", "mean", mean, layout.features);
  batch_norm::requireFeatureSize(call, "C4", "variance", variance, layout.features);
  // (C3) shape(operand) = shape(grad_output) = shape(grad_operand).
  if (grad_output.shape() != operand.shape())
    call.violation("C3", "shape(operand) = " + notation::shapeText(operand.shape()) +
                             ", shape(grad_output) = " + notation::shapeText(grad_output.shape()));
  const double epsilon = batch_norm::epsilonValue(call, e);
  Tensor grad_operand(resultTypeOfShape(call, 0, operand.shape(), "C3"));
  Tensor grad_scale(resultTypeOfShape(call, 1, {layout.features}, "C4"));
  Tensor grad_offset(resultTypeOfShape(call, 2, {layout.features}, "C4"));
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
  if (batch_norm::exactAccumulation(call)) {
    const std::vector<double> x_v = batch_norm::loadAll(operand), g_v = batch_norm::loadAll(grad_output);
    const int64_t total = operand.numElements();
    auto gradOutput = [&](int64_t i, size_t) { return g_v[static_cast<size_t>(i)]; };
    sum_grad_output = batch_norm::featureSums(layout, total, ElementType::F64, false, gradOutput);
    sum_grad_output_centered = batch_norm::featureSums(layout, total, ElementType::F64, false, [&](int64_t i, size_t f) {
      return g_v[static_cast<size_t>(i)] * (x_v[static_cast<size_t>(i)] - mean_v[f]);
    });
    sum_grad_output_normalized = batch_norm::featureSums(layout, total, e, false, [&](int64_t i, size_t f) {
      return g_v[static_cast<size_t>(i)] * ((x_v[static_cast<size_t>(i)] - mean_v[f]) / stddev[f]);
    });
    std::vector<double> grad_offset_v = batch_norm::featureSums(layout, total, e, false, gradOutput);
    if (call.annotating()) {
      // grad_offset: Σr for grad_output's own errors (r: each element's
      // deviation radius), (n - 1) u Σ(|grad_output| + r) for any order (n
      // terms with the init value), half an ulp for the golden's rounding.
      const double u = unitRoundoff(e), n = elements_per_feature + 1;
      std::vector<double> magnitude(F, 0.0), bound(F);
      for (size_t i = 0; i < g_v.size(); ++i)
        magnitude[static_cast<size_t>((static_cast<int64_t>(i) / layout.inner) % layout.features)] += std::fabs(g_v[i]);
      const std::vector<double> radius = batch_norm::featureRadii(call, 4, layout, g_v, e);
      for (size_t f = 0; f < F; ++f) {
        const double slack = 1 + n * 0x1p-52;
        bound[f] = !std::isfinite(grad_offset_v[f]) ? (std::isfinite(magnitude[f]) || radius[f] > 0 ? INFINITY : 0.0)
                   : radius[f] * slack + (n - 1) * u * (magnitude[f] + radius[f]) * slack + halfUlp(e, grad_offset_v[f]);
        if (std::isnan(bound[f])) bound[f] = INFINITY;
      }
      call.setErrorBound(2, std::move(bound));
      call.setErrorBound(1, std::vector<double>(F, INFINITY));
      call.setErrorBound(0, std::vector<double>(static_cast<size_t>(total), INFINITY));
    }
    batch_norm::storeComputed(grad_offset, 0, grad_offset_v);
  } else layout.forEachChunk(operand.numElements(), [&](int64_t begin, size_t n, const int64_t* feature) {
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
    batch_norm::storeComputed(grad_operand, begin, std::span<double>(x.data(), n));
  });
  batch_norm::storeComputed(grad_scale, 0, sum_grad_output_normalized);
  if (!batch_norm::exactAccumulation(call)) {
    batch_norm::storeComputed(grad_offset, 0, sum_grad_output);
    if (call.annotating())  // sums in an order the spec leaves open: unknown
      for (size_t i = 0; i < 3; ++i)
        call.setErrorBound(i, std::vector<double>(static_cast<size_t>(i == 0 ? operand.numElements() : layout.features),
                                                  INFINITY));
  }
  return {Value(std::move(grad_operand)), Value(std::move(grad_scale)), Value(std::move(grad_offset))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.batch_norm_grad",
           .eval = evalBatchNormGrad,
           .quantized = Quantized::DequantizeOpQuantize,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
