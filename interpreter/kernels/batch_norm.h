// Shared by the batch normalization ops (spec: Ops > batch_norm_inference,
// batch_norm_training, batch_norm_grad). The spec defines them by
// decompositions into other ops; hloref evaluates the same formulas directly
// in double and rounds each result element once to the element type. Their
// sums over all dimensions but feature_index (compute_sum, compute_mean) are
// exact (the spec leaves their order open: they are reduces with an add
// body), rounded once (featureSums); with --accumulation=sequential they are
// sequential folds in double in row-major order of the operand, starting
// from 0.
// Float types only; quantized tensors are not run yet. Only op files include
// this header.
#pragma once

#include <array>
#include <limits>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "interpreter/evaluator.h"
#include "numerics/exact_sum.h"
#include "numerics/nan_rule.h"
#include "core/float_format.h"
#include "interpreter/kernels/elementwise.h"
#include "core/tensor.h"

namespace hloref::batch_norm {

// The element type every tensor has (C2, the checker's): the operand's, a
// float type; quantized tensors are unsupported.
inline ElementType elementType(const OpCall& call) {
  for (const Value& v : call.operands)
    if (v.tensor().type().isQuantized()) call.unsupportedHere("on quantized tensors");
  for (size_t i = 0; i < call.op.results.size(); ++i)
    if (call.resultType(i).isQuantized()) call.unsupportedHere("on quantized tensors");
  return call.tensor(0).elementType();
}

// size(t) = dim(operand, feature_index): constraint `id` of the op, which
// the checker decides for static sizes; dynamic ones are compared here.
inline void requireFeatureSize(const OpCall& call, const char* id, const char* name, const Tensor& t,
                               int64_t features) {
  if (t.shape()[0] != features)
    call.violation(id, "size(" + std::string(name) + ") = " + std::to_string(t.shape()[0]) +
                           ", dim(operand, feature_index) = " + std::to_string(features));
}

// Stores computed values at [begin, begin + size(values)) of t, NaNs as the
// default NaN (numerics/nan_rule.h).
inline void storeComputed(Tensor& t, int64_t begin, std::span<double> values) {
  withDefaultNans(values);
  storeFloats(t, begin, values);
}

inline std::vector<double> loadAll(const Tensor& t) {
  std::vector<double> v(static_cast<size_t>(t.numElements()));
  loadFloats(t, 0, v);
  return v;
}

// constant(epsilon, element_type(operand)): the f32 attribute, converted.
inline double epsilonValue(const OpCall& call, ElementType e) {
  const Attribute& a = call.attr("epsilon");
  const double literal = a.kind == Attribute::Kind::Float ? a.floatValue : static_cast<double>(a.intValue);
  double f32 = decodeFloat(ElementType::F32, encodeFloat(ElementType::F32, literal));
  return decodeFloat(e, encodeFloat(e, f32));
}

// The operand seen as [outer, features, inner] in row-major order (the
// dimensions before feature_index, feature_index, those after), walked in
// chunks of doubles with the feature of each element.
struct Layout {
  int64_t features = 0;
  int64_t inner = 1;

  Layout(const Tensor& operand, int64_t feature_index) : features(operand.shape()[feature_index]) {
    for (int64_t d = feature_index + 1; d < operand.rank(); ++d) inner *= operand.shape()[d];
  }

  // size(operand) / dim(operand, feature_index), the number of elements of
  // each feature (valid when features > 0).
  static double perFeature(const Tensor& operand, int64_t features) {
    return static_cast<double>(operand.numElements() / features);
  }

  // fn(begin, n, feature): for consecutive chunks [begin, begin + n) of the
  // operand's elements, feature[i] the feature of element begin + i.
  template <class Fn>
  void forEachChunk(int64_t total, Fn fn) const {
    if (total == 0) return;
    std::array<int64_t, elementwise::kChunk> feature;
    int64_t f = 0, position = 0;  // the feature and the position inside its run of `inner`
    for (int64_t begin = 0; begin < total; begin += elementwise::kChunk) {
      size_t n = static_cast<size_t>(std::min(elementwise::kChunk, total - begin));
      for (size_t i = 0; i < n; ++i) {
        feature[i] = f;
        if (++position == inner) {
          position = 0;
          if (++f == features) f = 0;
        }
      }
      fn(begin, n, feature.data());
    }
  }
};

inline bool exactAccumulation(const OpCall& call) {
  return call.evaluator.options().accumulation == RunOptions::Accumulation::Exact;
}

// v rounded to nearest even in t (a correctly rounded +, -, * of values of
// t when v is their double result: 53 >= 2p + 2 for every t but f64, which
// double computes itself).
inline double roundTo(ElementType t, double v) { return decodeFloat(t, encodeFloat(t, v)); }

// Per feature f: the exact sum over the operand's elements i of feature f
// of term(i, f) (a double taken as exact), divided by the number of those
// elements when `mean`, rounded once to t. A feature with no elements sums to +0, and
// its quotient is 0 / 0 = NaN, as the decomposition gives. `total` is
// size(operand).
template <class Term>
std::vector<double> featureSums(const Layout& layout, int64_t total, ElementType t, bool mean, Term term) {
  const size_t F = static_cast<size_t>(layout.features);
  std::vector<double> out(F);
  const int64_t outer = layout.features == 0 || layout.inner == 0 ? 0 : total / (layout.features * layout.inner);
  ExactSum accumulator;
  for (size_t f = 0; f < F; ++f) {
    accumulator.clear();
    accumulator.add(0.0);  // init_values = constant(0)
    for (int64_t o = 0; o < outer; ++o) {
      const int64_t base = (o * layout.features + static_cast<int64_t>(f)) * layout.inner;
      for (int64_t j = 0; j < layout.inner; ++j) accumulator.add(term(base + j, f));
    }
    if (!mean) out[f] = accumulator.round(t);
    else if (outer * layout.inner == 0) out[f] = std::numeric_limits<double>::quiet_NaN();
    else out[f] = accumulator.roundQuotient(t, static_cast<uint64_t>(outer * layout.inner));
  }
  return out;
}

// Golden runs: per feature, the sum over its elements of operand
// `index`'s deviation radius (its error bound plus half an ulp of its
// golden value; 0 for an exact element, +inf where the operand carries no
// bound): how far the exact per-feature sum of the goldens can move over
// the legal operands. `values` are the operand's goldens.
inline std::vector<double> featureRadii(const OpCall& call, size_t index, const Layout& layout,
                                        const std::vector<double>& values, ElementType e) {
  std::vector<double> radius(static_cast<size_t>(layout.features), 0.0);
  const ElementAnnotations* a = call.operands[index].annotations.get();
  const bool bounded = a && a->errorBound.size() == values.size();
  for (size_t i = 0; i < values.size(); ++i) {
    const size_t f = static_cast<size_t>((static_cast<int64_t>(i) / layout.inner) % layout.features);
    const double b = bounded ? a->errorBound[i] : std::numeric_limits<double>::infinity();
    if (b > 0) radius[f] += b + halfUlp(e, values[i]);
  }
  return radius;
}

}  // namespace hloref::batch_norm
