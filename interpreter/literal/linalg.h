// Shared by the literal dot_general, dot, convolution and dynamic_conv: one
// dot product, the spec's reduce(multiply(x, y)) from constant(0), summed as
// hloref chooses where the spec leaves the order open
// (RunOptions::accumulation): Exact sums the exact products exactly and
// rounds once to the result type; Sequential folds x[k] * y[k] in the
// contracting index's row-major order in the working type (double,
// complex<double> with the textbook product, wrapping 64-bit integers), one
// linalg::multiplyAdd per term as the fast kernel does, and rounds once on
// store. Booleans: multiply is `and`, add is `or`. A NaN sum is stored as
// the default NaN (numerics/nan_rule.h). constant(0) is linalg::constantZero
// (2^-127 in f8E8M0FNU, which has no zero).
#pragma once

#include <complex>
#include <utility>
#include <vector>

#include "interpreter/kernels/linalg.h"  // productBounds, maxOperandBound, multiplyAdd, DotDimensionNumbers
#include "interpreter/literal/literal.h"
#include "numerics/exact_sum.h"
#include "numerics/nan_rule.h"

namespace hloref::literal {

// The terms x[k] * y[k] of one dot product, collected in the family of the
// operands' element type, then reduced into one result element.
class DotProduct {
 public:
  // `perElementBounds`: the golden bound reads the operands' bounds term by
  // term (dot_general, as its fast op does), else their largest
  // (convolution).
  DotProduct(const OpCall& call, ElementType operandType, ElementType resultType, bool perElementBounds = false)
      : call_(call), operand_(operandType), result_(resultType), precision_(dotPrecision(call, operandType, resultType)) {
    if (call.annotating()) {
      lhsBound_ = linalg::nonzeroErrorBound(call, 0);
      rhsBound_ = linalg::nonzeroErrorBound(call, 1);
      if (!perElementBounds) {
        scalar_.dx = linalg::maxOperandBound(call, 0);
        scalar_.dy = linalg::maxOperandBound(call, 1);
        lhsBound_ = rhsBound_ = nullptr;
      }
    }
  }

  void clear() {
    floatX_.clear(), floatY_.clear(), complexX_.clear(), complexY_.clear(), intX_.clear(), intY_.clear();
    boundX_.clear(), boundY_.clear();
  }

  // The term lhs[lhs_index] * rhs[rhs_index]; lhs_index null for
  // constant(0, element_type(lhs)) (convolution's padding_value).
  void addTerm(const Tensor& lhs, const Index* lhs_index, const Tensor& rhs, const Index& rhs_index) {
    const int64_t y = linearIndex(rhs.shape(), rhs_index);
    const int64_t x = lhs_index ? linearIndex(lhs.shape(), *lhs_index) : -1;
    if (lhsBound_) boundX_.push_back(x < 0 ? 0.0 : (*lhsBound_)[static_cast<size_t>(x)]);
    if (rhsBound_) boundY_.push_back((*rhsBound_)[static_cast<size_t>(y)]);
    if (isComplex(operand_)) {
      complexX_.push_back(x < 0 ? std::complex<double>() : lhs.complexValue(x));
      complexY_.push_back(rhs.complexValue(y));
    } else if (isFloat(operand_)) {
      floatX_.push_back(x < 0 ? linalg::constantZero<double>(operand_) : lhs.floatValue(x));
      floatY_.push_back(rhs.floatValue(y));
    } else {
      intX_.push_back(x < 0 ? 0 : lhs.intBits(x));
      intY_.push_back(rhs.intBits(y));
    }
  }

  // result[result_index] = the sum of the terms from constant(0); its golden
  // bound goes to bounds[offset] (float and complex results).
  void store(Tensor& result, const Index& result_index, std::vector<double>& bounds) const {
    const int64_t offset = linearIndex(result.shape(), result_index);
    if (isComplex(operand_)) {
      const std::complex<double> sum = exact() ? exactComplexSum() : sequentialComplexSum();
      bound(complexX_, complexY_, sum, bounds, offset);
      result.setComplexValue(offset, withDefaultNan(sum));
    } else if (isFloat(operand_)) {
      double sum = linalg::constantZero<double>(result_);  // init_values = constant(0, element_type(result))
      if (exact()) {
        ExactSum accumulator;
        accumulator.add(sum);
        for (size_t k = 0; k < floatX_.size(); ++k) accumulator.addProduct(floatX_[k], floatY_[k]);
        sum = linalg::storedValue(result_, accumulator.round(result_));
      } else {
        for (size_t k = 0; k < floatX_.size(); ++k) linalg::multiplyAdd(sum, floatX_[k], floatY_[k]);
      }
      bound(floatX_, floatY_, sum, bounds, offset);
      result.setFloatValue(offset, withDefaultNan(sum));
    } else if (isBoolean(operand_)) {
      uint64_t any = 0;
      for (size_t k = 0; k < intX_.size(); ++k) any = any | (intX_[k] & intY_[k]);
      result.setIntBits(offset, any);
    } else {
      uint64_t sum = 0;  // wraps, as the result type's arithmetic does once stored
      for (size_t k = 0; k < intX_.size(); ++k) sum += intX_[k] * intY_[k];
      result.setIntBits(offset, sum);
    }
  }

 private:
  bool exact() const { return call_.evaluator.options().accumulation == RunOptions::Accumulation::Exact; }

  std::complex<double> exactComplexSum() const {
    const ElementType part = complexPartType(result_);
    ExactSum accumulator;
    auto sum = [&](auto term) {
      accumulator.clear();
      accumulator.add(0.0);
      for (size_t k = 0; k < complexX_.size(); ++k) term(complexX_[k], complexY_[k]);
      return linalg::storedValue(part, accumulator.round(part));
    };
    const double re = sum([&](std::complex<double> x, std::complex<double> y) {
      accumulator.addProduct(x.real(), y.real());
      accumulator.addProduct(-x.imag(), y.imag());
    });
    const double im = sum([&](std::complex<double> x, std::complex<double> y) {
      accumulator.addProduct(x.real(), y.imag());
      accumulator.addProduct(x.imag(), y.real());
    });
    return {re, im};
  }

  std::complex<double> sequentialComplexSum() const {
    std::complex<double> sum;
    for (size_t k = 0; k < complexX_.size(); ++k) linalg::multiplyAdd(sum, complexX_[k], complexY_[k]);
    return sum;
  }

  template <class T>
  void bound(const std::vector<T>& x, const std::vector<T>& y, const T& sum, std::vector<double>& bounds,
             int64_t offset) const {
    if (!call_.annotating()) return;
    linalg::OperandBounds operand = scalar_;
    if (lhsBound_) operand.x = boundX_.data();
    if (rhsBound_) operand.y = boundY_.data();
    linalg::productBounds(x.data(), y.data(), &sum, 1, 1, 1, static_cast<int64_t>(x.size()), precision_, result_,
                          operand, &bounds[offset], 1, !exact());
  }

  const OpCall& call_;
  ElementType operand_, result_;
  DotPrecision precision_;
  std::vector<double> floatX_, floatY_;
  std::vector<std::complex<double>> complexX_, complexY_;
  std::vector<uint64_t> intX_, intY_;
  const std::vector<double>* lhsBound_ = nullptr;  // per-element bounds, when read term by term
  const std::vector<double>* rhsBound_ = nullptr;
  linalg::OperandBounds scalar_;
  std::vector<double> boundX_, boundY_;
};

// The golden bounds of a dot-like result: set when annotating a float or
// complex result that has elements (the fast ops set none otherwise).
inline void setDotBounds(const OpCall& call, const Tensor& result, std::vector<double>& bounds) {
  if (call.annotating() && result.numElements() > 0 && (isFloat(result.elementType()) || isComplex(result.elementType())))
    call.setErrorBound(0, std::move(bounds));
}

// spec: Ops > dot_general, element by element (dot_general.cpp); dot
// (XLA's Dot) is dot_general with these dimensions.
Tensor dotGeneral(OpCall& call, const Tensor& lhs, const Tensor& rhs, const linalg::DotDimensionNumbers& dims);

// spec: Ops > convolution, element by element (convolution.cpp), with
// padding as [low, high] rows; dynamic_conv reads them from an operand.
Tensor convolution(OpCall& call, const Tensor& lhs, const Tensor& rhs,
                   const std::vector<std::pair<int64_t, int64_t>>& padding);

}  // namespace hloref::literal
