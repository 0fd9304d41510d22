// Shared by the literal reduce and reduce_window: the spec's reduce of one
// list of terms (input elements, or init values where reduce_window pads)
// into one element of each result, with hloref's schedule (the spec leaves
// it open): a left fold from init_values_converted over the terms in the
// order given, running the body region once per term; except that a body
// whose every result is add(acc_i, x_i) on float or complex types
// (reduction::isAddBody), under RunOptions::Accumulation::Exact, sums the
// init value and the terms exactly and rounds once (complex: per part).
// Golden bounds for add bodies come from reduction::sumBound, for
// maximum/minimum bodies from reduction::selectionBound and for multiply
// bodies from reduction::ProductBound, as the fast ops compute them.
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <vector>

#include "interpreter/kernels/reduction.h"  // isAddBody, sumBound: the choice and the bounds, not the kernel
#include "interpreter/literal/literal.h"
#include "interpreter/quantization.h"
#include "numerics/exact_sum.h"
#include "numerics/nan_rule.h"

namespace hloref::literal {

// Element `offset` (row-major) of x as a rank-0 tensor of its element type.
inline Tensor elementAt(const Tensor& x, int64_t offset) {
  TensorType scalarType = x.type();
  scalarType.shape.clear();
  scalarType.bounds.clear();
  Tensor element(scalarType);
  const int64_t w = storageBytes(x.elementType());
  std::memcpy(element.bytes(), x.bytes() + offset * w, static_cast<size_t>(w));
  return element;
}

// spec: Ops > reduce's inputs (operands 0..N-1), init_values (N..2N-1) and
// body, and the results being computed.
class Reduction {
 public:
  explicit Reduction(OpCall& call) : call_(call) {
    const size_t N = call.operands.size() / 2;
    const Block& body = call.op.regions[0].blocks.front();
    for (size_t i = 0; i < N; ++i) {
      inputs_.push_back(&call.tensor(i));
      init_values_.push_back(&call.tensor(N + i));
      E_.push_back(body.argumentTypes[i].tensorType());
    }
    addBody_ = reduction::isAddBody(call, 0, N);
    selectionBody_ = reduction::isSelectionBody(call, 0, N);
    productBody_ = reduction::isMultiplyBody(call, 0, N);
    exact_ = addBody_ && call.evaluator.options().accumulation == RunOptions::Accumulation::Exact;
    bounds_.resize(N);
    rounded_.resize(N);
  }

  const Shape& inputShape() const { return inputs_[0]->shape(); }

  // The results, of the body's types, with `shape`; true when they are empty.
  bool makeResults(const Shape& shape) {
    for (size_t i = 0; i < inputs_.size(); ++i) results_.push_back(call_.newResult(i, shape));
    return results_[0].numElements() == 0;
  }

  // results[i][result_index] = reduce(terms) from init_values; a term is an
  // offset into the inputs, or -1 for the init value (padding).
  void reduce(const std::vector<int64_t>& terms, const Index& result_index) {
    const int64_t offset = linearIndex(results_[0].shape(), result_index);
    for (size_t i = 0; i < inputs_.size(); ++i) rounded_[i].clear();
    if (exact_) sumExactly(terms, offset);
    else fold(terms, offset);
    if (addBody_ && call_.annotating())
      for (size_t i = 0; i < inputs_.size(); ++i) bounds_[i].push_back(bound(i, terms));
    if (selectionBody_ && call_.annotating())
      for (size_t i = 0; i < inputs_.size(); ++i) bounds_[i].push_back(selectionBound(i, terms));
    if (productBody_ && call_.annotating())
      for (size_t i = 0; i < inputs_.size(); ++i) bounds_[i].push_back(productBound(i, terms, offset));
  }

  // The results, with the golden bounds of an add body's sums (one per
  // result element, in row-major order).
  std::vector<Value> finish() {
    if ((addBody_ || selectionBody_ || productBody_) && call_.annotating())
      for (size_t i = 0; i < inputs_.size(); ++i) call_.setErrorBound(i, std::move(bounds_[i]));
    return std::vector<Value>(results_.begin(), results_.end());
  }

 private:
  // Term `offset` (-1: the init value), to_destination_type'd to E_i.
  Tensor term(size_t i, int64_t offset) const {
    return toDestinationType(offset < 0 ? elementAt(*init_values_[i], 0) : elementAt(*inputs_[i], offset), E_[i]);
  }

  // The parts of a converted term: {value} or {real, imag}.
  static std::vector<double> parts(const Tensor& x) {
    if (isComplex(x.elementType())) return {x.complexValue(0).real(), x.complexValue(0).imag()};
    return {x.floatValue(0)};
  }

  void fold(const std::vector<int64_t>& terms, int64_t offset) {
    const size_t N = inputs_.size();
    std::vector<Value> acc;
    for (size_t i = 0; i < N; ++i) acc.emplace_back(term(i, -1));
    for (int64_t t : terms) {
      std::vector<Value> args = acc;
      for (size_t i = 0; i < N; ++i) args.emplace_back(term(i, t));
      call_.evaluator.countStep(call_.op.loc);
      acc = call_.runRegion(0, args);
    }
    for (size_t i = 0; i < N; ++i) {
      const int64_t w = storageBytes(E_[i].elementType);
      std::memcpy(results_[i].bytes() + offset * w, acc[i].tensor().bytes(), static_cast<size_t>(w));
      if (addBody_) rounded_[i] = parts(elementAt(results_[i], offset));  // the sequential sum, for its bound
    }
  }

  void sumExactly(const std::vector<int64_t>& terms, int64_t offset) {
    for (size_t i = 0; i < inputs_.size(); ++i) {
      const ElementType part = isComplex(E_[i].elementType) ? complexPartType(E_[i].elementType) : E_[i].elementType;
      const size_t count = isComplex(E_[i].elementType) ? 2 : 1;
      std::vector<double> sums;
      for (size_t p = 0; p < count; ++p) {
        ExactSum accumulator;
        accumulator.add(parts(term(i, -1))[p]);
        for (int64_t t : terms) accumulator.add(parts(term(i, t))[p]);
        sums.push_back(accumulator.round(part));
      }
      if (count == 2) results_[i].setComplexValue(offset, {sums[0], sums[1]});
      else results_[i].setFloatValue(offset, sums[0]);
      // The bound reads the stored sum: an overflow as the type stores it.
      rounded_[i] = parts(elementAt(results_[i], offset));
    }
  }

  // reduction::sumBound of result i's sum: the init value and the terms'
  // magnitudes and propagated bounds, in the order of the terms.
  double bound(size_t i, const std::vector<int64_t>& terms) const {
    const std::vector<double>* inputBound = reduction::operandErrorBound(call_, i);
    const std::vector<double>* initBound = reduction::operandErrorBound(call_, inputs_.size() + i);
    const double initError = initBound ? (*initBound)[0] : 0.0;
    double bound = 0;
    for (size_t p = 0; p < rounded_[i].size(); ++p) {
      double magnitude = std::fabs(parts(term(i, -1))[p]), propagated = initError;
      double finite = reduction::finiteMagnitude(parts(term(i, -1))[p]);
      int64_t count = 1;
      for (int64_t t : terms) {
        magnitude += std::fabs(parts(term(i, t))[p]);
        finite += reduction::finiteMagnitude(parts(term(i, t))[p]);
        propagated += t < 0 ? initError : inputBound ? (*inputBound)[t] : 0.0;
        ++count;
      }
      bound = std::max(bound, reduction::sumBound(call_, E_[i].elementType, count, magnitude, finite, rounded_[i][p],
                                                  propagated));
    }
    return bound;
  }

  // reduction::selectionBound of result i: the largest of its terms' bounds.
  double selectionBound(size_t i, const std::vector<int64_t>& terms) const {
    const std::vector<double>* initBound = reduction::operandErrorBound(call_, inputs_.size() + i);
    return reduction::selectionBound(reduction::operandErrorBound(call_, i), initBound ? (*initBound)[0] : 0.0,
                                     [&](auto&& visit) {
                                       for (int64_t t : terms) visit(t);
                                     });
  }

  // reduction::ProductBound of result i: the init value, then the terms.
  double productBound(size_t i, const std::vector<int64_t>& terms, int64_t offset) const {
    const std::vector<double>* inputBound = reduction::operandErrorBound(call_, i);
    const std::vector<double>* initBound = reduction::operandErrorBound(call_, inputs_.size() + i);
    const double initError = initBound ? (*initBound)[0] : 0.0;
    reduction::ProductBound product(call_, E_[i].elementType);
    product.add(term(i, -1).floatValue(0), initError);
    for (int64_t t : terms) product.add(term(i, t).floatValue(0), t < 0 ? initError : inputBound ? (*inputBound)[t] : 0.0);
    return product.finish(results_[i].floatValue(offset));
  }

  OpCall& call_;
  std::vector<const Tensor*> inputs_, init_values_;
  std::vector<Tensor> results_;
  std::vector<TensorType> E_;
  bool addBody_ = false, selectionBody_ = false, productBody_ = false, exact_ = false;
  std::vector<std::vector<double>> rounded_;  // per result: the stored sum's parts (add bodies)
  std::vector<std::vector<double>> bounds_;
};

}  // namespace hloref::literal

namespace hloref::literal {

// ---------------------------------------------------------------------------
// The batch normalization ops (spec: Ops > batch_norm_inference,
// batch_norm_training, batch_norm_grad) reduce over every dimension but
// feature_index. They store their computed results with withDefaultNan
// (numerics/nan_rule.h).

// Per feature f, term(operand_index) for the operand's elements whose
// operand_index[feature_index] is f, in row-major order of operand_index.
template <class Term>
std::vector<std::vector<double>> featureTerms(const Shape& shape, int64_t feature_index, Term term) {
  std::vector<std::vector<double>> terms(static_cast<size_t>(shape[feature_index]));
  forEachIndex(shape, [&](const Index& operand_index) {
    terms[static_cast<size_t>(operand_index[feature_index])].push_back(term(operand_index));
  });
  return terms;
}

// One feature's compute_sum from constant(0): exactly (into `accumulator`)
// and folded in double in the terms' order (returned).
inline double sumTerms(const std::vector<double>& feature, ExactSum& accumulator) {
  accumulator.clear();
  accumulator.add(0.0);
  double sum = 0;
  for (double x : feature) {
    accumulator.add(x);
    sum += x;
  }
  return sum;
}

// compute_sum of each feature's terms: exact, rounded once to t
// (RunOptions::Accumulation::Exact), or the fold in double (Sequential).
inline std::vector<double> featureSums(const OpCall& call, const std::vector<std::vector<double>>& terms,
                                       ElementType t) {
  const bool exact = call.evaluator.options().accumulation == RunOptions::Accumulation::Exact;
  std::vector<double> sums;
  ExactSum accumulator;
  for (const std::vector<double>& feature : terms) {
    const double sum = sumTerms(feature, accumulator);
    sums.push_back(exact ? accumulator.round(t) : sum);
  }
  return sums;
}

// compute_mean: the sum divided by the number of terms (0 / 0 = NaN for
// none): exact, rounded once to t, or in double (Sequential).
inline std::vector<double> featureMeans(const OpCall& call, const std::vector<std::vector<double>>& terms,
                                        ElementType t) {
  const bool exact = call.evaluator.options().accumulation == RunOptions::Accumulation::Exact;
  std::vector<double> means;
  ExactSum accumulator;
  for (const std::vector<double>& feature : terms) {
    const double sum = sumTerms(feature, accumulator);
    if (!exact) means.push_back(sum / static_cast<double>(feature.size()));
    else if (feature.empty()) means.push_back(std::numeric_limits<double>::quiet_NaN());
    else means.push_back(accumulator.roundQuotient(t, feature.size()));
  }
  return means;
}

// Σ |term| per feature, in the terms' order (for golden bounds).
inline std::vector<double> featureMagnitudes(const std::vector<std::vector<double>>& terms) {
  std::vector<double> magnitudes;
  for (const std::vector<double>& feature : terms) {
    double m = 0;
    for (double x : feature) m += std::fabs(x);
    magnitudes.push_back(m);
  }
  return magnitudes;
}

// v rounded to nearest even in t: the result of an elementwise op of t
// whose exact value v is (or rounds as) the double given.
inline double roundToType(ElementType t, double v) {
  TensorType scalarType;
  scalarType.elementType = t;
  Tensor scalar(scalarType);
  scalar.setFloatValue(0, v);
  return scalar.floatValue(0);
}

// constant(epsilon, element_type(operand)): the f32 attribute, converted.
inline double epsilonValue(const OpCall& call, ElementType e) {
  const Attribute& a = call.attr("epsilon");
  const double literal = a.kind == Attribute::Kind::Float ? a.floatValue : static_cast<double>(a.intValue);
  return roundToType(e, roundToType(ElementType::F32, literal));
}

// The per-feature operands of the batch normalization ops, as doubles.
inline std::vector<double> featureValues(const Tensor& t) {
  std::vector<double> v;
  for (int64_t f = 0; f < t.numElements(); ++f) v.push_back(t.floatValue(f));
  return v;
}

}  // namespace hloref::literal
