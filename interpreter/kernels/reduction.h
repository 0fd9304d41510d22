// Shared by the ops that apply a reduction function `body` (spec: Ops >
// reduce, reduce_window, select_and_scatter, scatter): the body's types
// (`(tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., tensor<EN-1>) ->
// (tensor<E0>, ..., tensor<EN-1>)`, which the checker proved with
// is_promotable(element_type(inputs[i]), Ei)), row-major odometers over
// index spaces, and the fold that applies the body. to_destination_type,
// which brings the inputs to the Ei, is quantization.h's.
//
// Reduction order. The spec lets the implementation choose the schedule of a
// reduction (a full binary tree over the values in ascending index order,
// with init values interspersed). hloref uses one schedule everywhere, and it
// lives in `Fold`: a sequential left fold that starts from the init values
// and takes the reduced elements in row-major (ascending lexicographic) order
// of their index:
//   acc = init_values; for x in elements: acc = body(acc..., x...)
// The body runs as its region, on rank-0 tensors, one call per element.
// One exception (RunOptions::Accumulation::Exact, the default): a body whose
// every result is add(acc_i, x_i) on a float or complex type sums exactly
// and rounds once (numerics/exact_sum.h), the init value counted once;
// see isAddBody and sumBound.
//
// Quantized tensors (spec: Notation > is_promotable, to_destination_type):
// the body's arguments may be quantized types; the values are converted by
// quantize(dequantize(x)) and the body runs on quantized rank-0 tensors
// (its ops dequantize, compute and quantize).
// Only op files include this header.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/float_format.h"
#include "interpreter/evaluator.h"
#include "numerics/exact_sum.h"
#include "interpreter/kernels/elementwise.h"
#include "interpreter/quantization.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/scalar_region.h"
#include "core/tensor.h"

namespace hloref::reduction {

inline TensorType scalarType(ElementType e) {
  TensorType t;
  t.elementType = e;
  return t;
}

// The rank-0 type of t's elements (quantization included).
inline TensorType scalarType(const TensorType& t) {
  TensorType r;
  r.elementType = t.elementType;
  r.quant = t.quant;
  return r;
}

inline std::string scalarTypeName(const TensorType& t) {
  std::string s = tensorTypeString(scalarType(t));
  // "tensor<X>" -> "X"
  if (s.size() > 8 && s.compare(0, 7, "tensor<") == 0) return s.substr(7, s.size() - 8);
  return s;
}

// The types E0..EN-1 (rank 0, quantization included) of the body in region
// `region` of `call`, for the N = size(inputTypes) inputs: the types of its
// first N arguments. (`what`, the function's name, is unused: the checker
// names it in its diagnostics.)
inline std::vector<TensorType> bodyTypes(const OpCall& call, size_t region, std::span<const TensorType> inputTypes,
                                         [[maybe_unused]] const std::string& what = "body") {
  const std::vector<Type>& arguments = call.op.regions[region].blocks.front().argumentTypes;
  std::vector<TensorType> E;
  for (size_t i = 0; i < inputTypes.size(); ++i) E.push_back(scalarType(arguments[i].tensorType()));
  return E;
}

// Whether result i of the body in region `region` is `opName`(arg i,
// arg N + i) (either operand order) for every i, on non-quantized float or
// complex types (real floats only when `realOnly`).
inline bool isPairwiseBody(const OpCall& call, size_t region, size_t n, std::string_view opName, bool realOnly) {
  if (region >= call.op.regions.size() || call.op.regions[region].blocks.size() != 1) return false;
  const Block& block = call.op.regions[region].blocks.front();
  if (block.arguments.size() != 2 * n || block.ops.size() != n + 1) return false;
  const Op& terminator = block.ops.back();
  if (terminator.name != "stablehlo.return" || terminator.operands.size() != n) return false;
  for (size_t i = 0; i < n; ++i) {
    const Op* producer = nullptr;
    for (size_t k = 0; k < n; ++k)
      if (block.ops[k].results.size() == 1 && block.ops[k].results[0] == terminator.operands[i])
        producer = &block.ops[k];
    if (!producer || producer->name != opName || producer->operands.size() != 2 || !producer->regions.empty())
      return false;
    const int a = block.arguments[i], b = block.arguments[n + i];
    const auto& o = producer->operands;
    if (!((o[0] == a && o[1] == b) || (o[0] == b && o[1] == a))) return false;
    const Type& t = block.argumentTypes[i];
    if (!t.isTensor() || t.tensorType().isQuantized()) return false;
    if (producer->resultTypes.size() != 1 || !(producer->resultTypes[0] == t)) return false;
    const ElementType e = t.tensorType().elementType;
    if (!isFloat(e) && (realOnly || !isComplex(e))) return false;
  }
  return true;
}

// Whether every result of the body is add(arg i, arg N + i) on float or
// complex types: a sum whose order the spec leaves open, which hloref
// computes exactly (with RunOptions::Accumulation::Exact) and gives error
// bounds.
inline bool isAddBody(const OpCall& call, size_t region, size_t n) {
  return isPairwiseBody(call, region, n, "stablehlo.add", false);
}

// Whether every result of the body is maximum or minimum of its two
// arguments on real floats: the result is one of the reduced values (or
// NaN), and moves by no more than the largest error among them.
inline bool isSelectionBody(const OpCall& call, size_t region, size_t n) {
  return isPairwiseBody(call, region, n, "stablehlo.maximum", true) ||
         isPairwiseBody(call, region, n, "stablehlo.minimum", true);
}

// The golden bound of a maximum/minimum over a slice: the largest of the
// terms' bounds (the init value's included); exact terms give 0.
template <class Visit>
double selectionBound(const std::vector<double>* inputBound, double initBound, Visit&& visitTerms) {
  double bound = initBound;
  visitTerms([&](int64_t offset) {
    if (inputBound) bound = std::max(bound, offset < 0 ? initBound : (*inputBound)[static_cast<size_t>(offset)]);
  });
  return bound;
}

// Whether every result of the body is multiply(arg i, arg N + i) on real
// floats: a product whose order the spec leaves open (cumprod), which the
// fold computes and ProductBound bounds.
inline bool isMultiplyBody(const OpCall& call, size_t region, size_t n) {
  return isPairwiseBody(call, region, n, "stablehlo.multiply", true);
}

// The golden bound of a product of terms in any order (a multiply body),
// fed the terms' golden values g_i and error bounds b_i (the init value and
// padding included); the golden is the fold's product, itself one order.
// With d_i = b_i + 1/2 ulp(g_i) (0 for exact terms) a legal term t_i lies
// within d_i of g_i, and
//   |Π t_i - Π g_i| <= U - L,  U = Π (|g_i| + d_i),  L = Π |g_i|;
// m multiplications in any order, each fl(a b) = a b (1 + δ) + η with
// |δ| <= u and |η| <= s / 2 (s: the smallest subnormal; the smallest
// normal under ftz), give
//   |fl(Π t_i) - Π t_i| <= γ_m Π |t_i| + m (s / 2) H (1 + γ_m)
// where γ_m = m u / (1 - m u) and H = Π max(1, |g_i| + d_i) bounds every
// partial product (the η term only when a partial product can fall below
// the smallest normal: Π min(1, |g_i| - d_i) (1 - γ_m) below it). The
// golden is such a product too, so the bound is
//   2 γ_m U + (U - L) + 2 m (s / 2) H (1 + γ_m).
// Exact ±1 terms (cumprod's padding) multiply exactly and are not counted
// in m. A partial product that can overflow (H (1 + γ_m) beyond the
// largest finite value) gives +inf; an exact zero term makes every order
// give 0 (when none can overflow); a NaN term, or an infinite one with an
// exact zero, NaN in every order; an infinite golden stays infinite in
// every order when it comes from an infinite term and no partial product
// can reach zero. Products are rounded outwards in double.
class ProductBound {
 public:
  ProductBound(const OpCall& call, ElementType t);
  void add(double g, double bound);
  double finish(double golden) const;

 private:
  ElementType t_;
  bool ftz_ = false;
  int64_t rounded_ = 0;  // terms other than exact ±1
  bool nan_ = false, infinite_ = false, inexactInfinity_ = false, exactZero_ = false, carried_ = false;
  double upper_ = 1, lower_ = 1, high_ = 1, low_ = 1;  // U, L, H and Π min(1, |g| - d)
};

inline bool exactAccumulation(const OpCall& call) {
  return call.evaluator.options().accumulation == RunOptions::Accumulation::Exact;
}

// The error bound of operand `i`'s elements, or null when it has none.
inline const std::vector<double>* operandErrorBound(const OpCall& call, size_t i) {
  if (i >= call.operands.size()) return nullptr;
  const AnnotationsRef& a = call.operands[i].annotations;
  return a && !a->errorBound.empty() ? &a->errorBound : nullptr;
}

// The golden error bound of an exact sum of `count` terms whose magnitudes
// sum to `magnitude` (computed in double, so inflated here; +inf or NaN
// with non-finite terms) and, over the finite terms, to `finiteMagnitude`,
// rounded to `rounded` of type t: with u the unit roundoff of t, any order
// of round-to-nearest additions in t is within (count - 1) u Σ|x_i| of the
// exact sum (Rump–Jeannerod, any order, any count); a sum of two values of
// a format that lands in the subnormal range is exact, so underflow adds
// nothing; and the golden is within half an ulp of the exact sum, so the
// bound covers |implementation - golden|. `inputBound` is the sum of the
// terms' own error bounds (from the operands' annotations). In sequential
// mode the golden is itself one such implementation, so the accumulation
// term counts twice. Non-finite goldens and sums that may overflow in some
// order: nonFiniteSumBound (numerics/exact_sum.h), shared with the dot
// products' bounds.
inline double sumBound(const OpCall& call, ElementType t, int64_t count, double magnitude, double finiteMagnitude,
                       double rounded, double inputBound) {
  if (std::optional<double> special = nonFiniteSumBound(t, count, magnitude, finiteMagnitude, rounded))
    return *special;
  const double slack = 1 + static_cast<double>(count) * 0x1p-52;
  const double factor =
      call.evaluator.options().accumulation == RunOptions::Accumulation::Sequential ? 2.0 : 1.0;
  // ftz: each term and each partial sum may lose up to the smallest normal.
  const double flushed =
      call.evaluator.options().policies.ftz ? 2.0 * static_cast<double>(count) * floatFormat(isComplex(t) ? complexPartType(t) : t).smallestNormal()
                                          : 0.0;
  return factor * static_cast<double>(count > 0 ? count - 1 : 0) * unitRoundoff(t) * magnitude * slack +
         halfUlp(t, rounded) + inputBound * slack + flushed;
}

// |x| when x is finite, else 0: the terms finiteMagnitude counts.
inline double finiteMagnitude(double x) { return std::isfinite(x) ? std::fabs(x) : 0.0; }

// Row-major walks over an index space: fn(offset) for every index, in
// ascending lexicographic order, with offset = base + sum(index[d] *
// strides[d]). The index buffer lives as long as the odometer, so repeated
// walks allocate nothing.
class Odometer {
 public:
  Odometer(std::vector<int64_t> shape, std::vector<int64_t> strides)
      : shape_(std::move(shape)), strides_(std::move(strides)), index_(shape_.size(), 0) {
    for (int64_t n : shape_)
      if (n == 0) empty_ = true;
  }

  bool empty() const { return empty_; }

  template <class Fn>
  void run(int64_t base, Fn&& fn) {
    if (empty_) return;
    const size_t rank = shape_.size();
    if (rank == 0) {
      fn(base);
      return;
    }
    std::fill(index_.begin(), index_.end(), 0);
    const int64_t inner = shape_[rank - 1];
    const int64_t innerStride = strides_[rank - 1];
    int64_t offset = base;
    while (true) {
      for (int64_t i = 0; i < inner; ++i) fn(offset + i * innerStride);
      size_t k = rank - 1;
      while (k-- > 0) {
        if (++index_[k] < shape_[k]) {
          offset += strides_[k];
          break;
        }
        index_[k] = 0;
        offset -= (shape_[k] - 1) * strides_[k];
      }
      if (k == static_cast<size_t>(-1)) return;
    }
  }

 private:
  std::vector<int64_t> shape_, strides_, index_;
  bool empty_ = false;
};

// The reduction schedule (see the top of this file): a sequential left fold
// from the init values over the elements in the order the op feeds them.
// The body's arguments are (acc_0, ..., acc_N-1, x_0, ..., x_N-1), each a
// rank-0 tensor of type Ei; it must return N rank-0 tensors of types Ei.
// Elements are fed as storage bytes of type Ei (the op converts its inputs
// with toDestinationType first). A body that runs on registers
// (RegionCall) keeps the accumulators there; otherwise each step copies
// the elements into scratch tensors reused for every call and runs the
// region through the evaluator.
class Fold {
 public:
  // `init_values`: rank-0 tensors of types E (converted already).
  Fold(const OpCall& call, size_t region, std::vector<TensorType> E, std::vector<Tensor> init_values)
      : call_(call), region_(region), E_(std::move(E)), init_(std::move(init_values)),
        registers_(call, region, argumentTypes(E_)) {
    const size_t n = E_.size();
    width_.reserve(n);
    for (size_t i = 0; i < n; ++i) width_.push_back(storageBytes(E_[i].elementType));
    onRegisters_ = static_cast<bool>(registers_) && registers_.numResults() == n;
    for (size_t i = 0; onRegisters_ && i < n; ++i)
      onRegisters_ = registers_.resultType(i) == E_[i].elementType && !E_[i].isQuantized();
    if (onRegisters_) {
      acc_.resize(n);
      return;
    }
    args_.resize(2 * n);
    scratch_.reserve(n);
    for (size_t i = 0; i < n; ++i) {
      scratch_.emplace_back(scalarType(E_[i]));
      args_[n + i] = Value(scratch_[i]);
    }
  }

  size_t size() const { return E_.size(); }

  // acc = init_values.
  void begin() {
    for (size_t i = 0; i < E_.size(); ++i) {
      if (onRegisters_) acc_[i] = loadRegister(init_[i].bytes(), E_[i].elementType, width_[i]);
      else args_[i] = Value(init_[i]);
    }
  }

  // acc = body(acc..., x...) where x_i is the element of type Ei stored at
  // elements[i].
  void step(std::span<const std::byte* const> elements) {
    call_.evaluator.countStep(call_.op.loc);
    const size_t n = E_.size();
    if (onRegisters_) {
      for (size_t i = 0; i < n; ++i) {
        registers_.setArgument(i, acc_[i]);
        registers_.setArgument(n + i, loadRegister(elements[i], E_[i].elementType, width_[i]));
      }
      registers_.run();
      for (size_t i = 0; i < n; ++i) acc_[i] = registers_.result(i);
      return;
    }
    for (size_t i = 0; i < n; ++i) std::memcpy(scratch_[i].bytes(), elements[i], static_cast<size_t>(width_[i]));
    std::vector<Value>& results = results_;
    call_.runRegion(region_, args_, results);
    for (size_t i = 0; i < n; ++i) {
      const Tensor& r = results[i].tensor();
      // A body may return one of its arguments; the scratch tensors are
      // overwritten by the next step, so keep a copy instead.
      bool aliased = false;
      for (const Tensor& s : scratch_) aliased = aliased || r.bytes() == s.bytes();
      if (aliased) {
        Tensor copy(E_[i]);
        std::memcpy(copy.bytes(), r.bytes(), static_cast<size_t>(width_[i]));
        args_[i] = Value(std::move(copy));
      } else {
        args_[i] = std::move(results[i]);
      }
    }
  }

  // results[i][offset] = acc_i, for results of element types E.
  void store(std::span<Tensor> results, int64_t offset) const {
    for (size_t i = 0; i < E_.size(); ++i) {
      std::byte* out = results[i].bytes() + offset * width_[i];
      if (onRegisters_) storeRegister(out, acc_[i], width_[i]);
      else std::memcpy(out, args_[i].tensor().bytes(), static_cast<size_t>(width_[i]));
    }
  }

 private:
  // (E_0, ..., E_N-1, E_0, ..., E_N-1): the body's argument element types.
  static std::vector<ElementType> argumentTypes(const std::vector<TensorType>& E) {
    std::vector<ElementType> types;
    for (int pass = 0; pass < 2; ++pass)
      for (const TensorType& t : E) types.push_back(t.elementType);
    return types;
  }

  const OpCall& call_;
  size_t region_;
  std::vector<TensorType> E_;
  std::vector<Tensor> init_;
  std::vector<int> width_;
  RegionCall registers_;
  bool onRegisters_ = false;
  std::vector<uint64_t> acc_;   // the accumulators, on registers
  std::vector<Tensor> scratch_;  // the elements, op by op
  std::vector<Value> args_;
  std::vector<Value> results_;  // the body's, reused for every step
};

}  // namespace hloref::reduction
