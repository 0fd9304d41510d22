// spec: Ops > reduce_window
//
// results...[result_index] = reduce(windows, init_values, axes(inputs...),
// body), where the window of result_index is the slice
// [window_start, window_end) with stride window_dilations of the inputs
// padded (and dilated) with the init values. Neither padded_inputs nor the
// windows are materialized: each window position is mapped back to an input
// index, or found to be padding (the init value).
//
// Reduction order (implementation-defined): a sequential fold from
// init_values_converted over the window's elements, padding included, in
// row-major order of the window index (reduction::Fold); except that a body
// of float or complex adds (reduction::isAddBody) sums the same terms
// exactly and rounds once (--accumulation=exact, the default).
#include "interpreter/kernels/reduction.h"
#include "interpreter/perturb.h"
#include "interpreter/kernels/result_shape.h"

namespace hloref {
namespace {

using int128 = __int128;

// The window attributes, with their defaults (1s; padding 0s).
struct Window {
  std::vector<int64_t> window_dimensions, window_strides, base_dilations, window_dilations, padding;
};

Window windowOf(const OpCall& call, int64_t rank) {
  auto listOr = [&](std::string_view name, int64_t size, int64_t fill) {
    return call.optionalAttr(name) ? call.intListAttr(name) : std::vector<int64_t>(static_cast<size_t>(size), fill);
  };
  return {call.intListAttr("window_dimensions"), listOr("window_strides", rank, 1),
          listOr("base_dilations", rank, 1), listOr("window_dilations", rank, 1), listOr("padding", 2 * rank, 0)};
}

// (C15) num_windows, per dimension:
//   dilated_input_shape = shape(inputs[0]) = 0 ? 0 : (shape(inputs[0]) - 1) * base_dilations + 1
//   padded_input_shape = padding[:, 0] + dilated_input_shape + padding[:, 1]
//   dilated_window_shape = (window_dimensions - 1) * window_dilations + 1
//   is_empty_window = padded_input_shape = 0 || dilated_window_shape > padded_input_shape
//   num_windows = is_empty_window ? 0 : floor((padded_input_shape - dilated_window_shape) / window_strides) + 1
// The sizes are computed in 128 bits (the attributes are any si64); window
// positions are int64, so a padded size beyond 2^63 - 1 is refused.
Shape numWindows(const OpCall& call, const Shape& inputShape, const Window& w) {
  Shape num_windows(inputShape.size());
  for (size_t d = 0; d < inputShape.size(); ++d) {
    const int64_t n = inputShape[d];
    const int128 dilated_input_shape = n == 0 ? 0 : int128(n - 1) * w.base_dilations[d] + 1;
    const int128 padded_input_shape = int128(w.padding[2 * d]) + dilated_input_shape + w.padding[2 * d + 1];
    const int128 dilated_window_shape = int128(w.window_dimensions[d] - 1) * w.window_dilations[d] + 1;
    const bool is_empty_window = padded_input_shape <= 0 || dilated_window_shape > padded_input_shape;
    if (!is_empty_window && padded_input_shape > int128(INT64_MAX))
      call.fail("pads dimension " + std::to_string(d) + " of size " + std::to_string(n) + " beyond 2^63 - 1 (" +
                "base_dilations = " + std::to_string(w.base_dilations[d]) + ", padding = [" +
                std::to_string(w.padding[2 * d]) + ", " + std::to_string(w.padding[2 * d + 1]) +
                "]), more than hloref can index");
    num_windows[d] = is_empty_window
                         ? 0
                         : static_cast<int64_t>((padded_input_shape - dilated_window_shape) / w.window_strides[d] + 1);
  }
  return num_windows;
}

// The positions of the windows. Along dimension d, the window of result
// index r holds the padded positions p = window_start + k * window_dilations
// for k in [0, window_dimensions), window_start = r * window_strides.
// Position p is input element (p - padding_low) / base_dilations when
// p - padding_low is a non-negative multiple of base_dilations below the
// dilated size, and an init value (padding or a dilation hole) otherwise.
// The positions lie in [0, padded_input_shape), so they fit in int64.
class WindowWalk {
 public:
  WindowWalk(const Shape& inputShape, const Window& w, const Shape& num_windows)
      : inputShape_(inputShape), w_(w), num_windows_(num_windows), inputStrides_(stridesOf(inputShape)) {
    const size_t rank = inputShape.size();
    window_start_.resize(rank);
    k_.resize(rank);
    index_.resize(rank);
    for (int64_t size : w.window_dimensions) windowSize_ = std::min(windowSize_ * size, int128(1) << 63);
  }

  // The number of positions of one window, or 2^63 when it is more.
  int128 windowSize() const { return windowSize_; }

  // fn(offset) for every result index, in row-major order; visit() walks its
  // window meanwhile.
  template <class Fn>
  void forEachResult(int64_t count, Fn&& fn) {
    const size_t rank = inputShape_.size();
    std::vector<int64_t> result_index(rank, 0);
    for (int64_t offset = 0; offset < count; ++offset) {
      for (size_t d = 0; d < rank; ++d) window_start_[d] = result_index[d] * w_.window_strides[d];
      fn(offset);
      for (size_t d = rank; d-- > 0;) {
        if (++result_index[d] < num_windows_[d]) break;
        result_index[d] = 0;
      }
    }
  }

  // visit(offset) for every position of the current window in row-major
  // order of k: the input offset, or -1 for padding.
  template <class Visit>
  void visit(Visit&& fn) {
    const size_t rank = inputShape_.size();
    for (size_t d = 0; d < rank; ++d) {
      k_[d] = 0;
      index_[d] = inputIndex(d, window_start_[d]);
    }
    while (true) {
      int64_t offset = 0;
      bool isPadding = false;
      for (size_t d = 0; d < rank; ++d) {
        if (index_[d] < 0) isPadding = true;
        else offset += index_[d] * inputStrides_[d];
      }
      fn(isPadding ? int64_t{-1} : offset);
      size_t d = rank;
      while (d-- > 0) {
        if (++k_[d] < w_.window_dimensions[d]) {
          index_[d] = inputIndex(d, window_start_[d] + k_[d] * w_.window_dilations[d]);
          break;
        }
        k_[d] = 0;
        index_[d] = inputIndex(d, window_start_[d]);
      }
      if (d == static_cast<size_t>(-1)) return;
    }
  }

 private:
  int64_t inputIndex(size_t d, int64_t p) const {  // -1 for padding
    const int128 q = int128(p) - w_.padding[2 * d];
    if (q < 0 || q % w_.base_dilations[d] != 0) return -1;
    const int128 index = q / w_.base_dilations[d];
    return index < inputShape_[d] ? static_cast<int64_t>(index) : -1;
  }

  const Shape& inputShape_;
  const Window& w_;
  const Shape& num_windows_;
  std::vector<int64_t> inputStrides_, window_start_, k_, index_;
  int128 windowSize_ = 1;
};

// The operands converted to the body's types (reduce's to_destination_type).
struct Converted {
  std::vector<Tensor> inputs, init_values;
};

// An add body: for each result, the exact sum of the init value and the
// window's terms (padding positions hold the init value), rounded once;
// complex parts apart. With `exact` false, only the golden bounds of the
// fold's sums.
void sumExactly(const OpCall& call, const Converted& x, WindowWalk& walk, std::vector<Tensor>& results, bool exact) {
  const size_t N = results.size();
  for (size_t i = 0; i < N; ++i) {
    const ElementType e = results[i].elementType();
    const bool complex = isComplex(e);
    const int parts = complex ? 2 : 1;
    const int64_t count = x.inputs[i].numElements();
    if (count > memoryBudget() / (8 * parts))
      call.fail("needs a working buffer of " + std::to_string(count) + " values, which exceeds the memory budget");
    std::vector<double> values(static_cast<size_t>(count * parts));
    double initParts[2] = {0, 0};
    if (complex) {
      loadComplex(x.inputs[i], 0,
                  std::span<std::complex<double>>(reinterpret_cast<std::complex<double>*>(values.data()),
                                                  static_cast<size_t>(count)));
      initParts[0] = x.init_values[i].complexValue(0).real();
      initParts[1] = x.init_values[i].complexValue(0).imag();
    } else {
      loadFloats(x.inputs[i], 0, values);
      initParts[0] = x.init_values[i].floatValue(0);
    }
    auto term = [&](int64_t o, int part) { return o < 0 ? initParts[part] : values[o * parts + part]; };
    const bool fast = fastPathApplies(e, e);
    const bool annotating = call.annotating();
    const std::vector<double>* inputBound = annotating ? reduction::operandErrorBound(call, i) : nullptr;
    const std::vector<double>* initBound = annotating ? reduction::operandErrorBound(call, N + i) : nullptr;
    const double initError = initBound ? (*initBound)[0] : 0.0;
    std::vector<double> bounds;
    ExactSum accumulator;
    double rounded[2];
    walk.forEachResult(results[i].numElements(), [&](int64_t offset) {
      if (exact) {
        for (int part = 0; part < parts; ++part)
          rounded[part] = openOrderSum(call, accumulator, complexPartType(e), fast, [&](auto&& add) {
            add(initParts[part]);
            walk.visit([&](int64_t o) { add(term(o, part)); });
          });
        if (complex) results[i].setComplexValue(offset, {rounded[0], rounded[1]});
        else results[i].setFloatValue(offset, rounded[0]);
      } else if (complex) {
        rounded[0] = results[i].complexValue(offset).real();
        rounded[1] = results[i].complexValue(offset).imag();
      } else {
        rounded[0] = results[i].floatValue(offset);
      }
      if (!annotating) return;
      double bound = 0;
      for (int part = 0; part < parts; ++part) {
        double magnitude = std::fabs(initParts[part]), propagated = initError;
        double finite = reduction::finiteMagnitude(initParts[part]);
        int64_t terms = 1;
        walk.visit([&](int64_t o) {
          magnitude += std::fabs(term(o, part));
          finite += reduction::finiteMagnitude(term(o, part));
          propagated += o < 0 ? initError : inputBound ? (*inputBound)[o] : 0.0;
          ++terms;
        });
        bound = std::max(bound, reduction::sumBound(call, e, terms, magnitude, finite, rounded[part], propagated));
      }
      bounds.push_back(bound);
    });
    if (annotating) call.setErrorBound(i, std::move(bounds));
  }
}

std::vector<Value> evalReduceWindow(OpCall& call) {
  // (C1) 0 < size(inputs) = size(init_values) = size(results) = N.
  const size_t N = call.operands.size() / 2;
  std::vector<const Tensor*> inputs(N), init_values(N);
  for (size_t i = 0; i < N; ++i) {
    inputs[i] = &call.tensor(i);
    init_values[i] = &call.tensor(N + i);
  }
  const Shape& inputShape = inputs[0]->shape();
  // (C2) same(shape(inputs...)), for `?` dimensions.
  for (size_t i = 1; i < N; ++i)
    if (inputs[i]->shape() != inputShape)
      call.violation("C2", "shape(inputs[0]) = " + notation::shapeText(inputShape) + ", shape(inputs[" +
                               std::to_string(i) + "]) = " + notation::shapeText(inputs[i]->shape()));
  const Window window = windowOf(call, inputs[0]->rank());
  // (C13) body: (tensor<E0>, ..., tensor<EN-1>, ...) -> (tensor<E0>, ...).
  std::vector<TensorType> inputTypes(N);
  for (size_t i = 0; i < N; ++i) inputTypes[i] = reduction::scalarType(inputs[i]->type());
  const std::vector<TensorType> E = reduction::bodyTypes(call, 0, inputTypes);

  // (C14), (C15) shape(results...) = num_windows.
  const Shape num_windows = numWindows(call, inputShape, window);
  std::vector<Tensor> results;
  for (size_t i = 0; i < N; ++i)
    results.push_back(
        newResultOfShape(call, i, num_windows, "C15", "results[" + std::to_string(i) + "]", "num_windows"));
  std::vector<Value> out;
  if (results[0].numElements() > 0) {
    Converted x;
    for (size_t i = 0; i < N; ++i) {
      x.inputs.push_back(toDestinationType(*inputs[i], E[i]));
      x.init_values.push_back(toDestinationType(*init_values[i], E[i]));
    }
    WindowWalk walk(inputShape, window, num_windows);
    const bool addBody = reduction::isAddBody(call, 0, N);
    if (addBody && reduction::exactAccumulation(call)) {
      // The exact sum visits every window position, as the fold's steps
      // would: bounded by the same limit.
      const int128 positions = walk.windowSize() * results[0].numElements();
      if (positions > call.evaluator.options().maxSteps)
        call.fail("sums windows of " + notation::listText(window.window_dimensions) + " positions over " +
                  std::to_string(results[0].numElements()) + " results, beyond the step limit of " +
                  std::to_string(call.evaluator.options().maxSteps) + " (raise it with --max-steps)");
      sumExactly(call, x, walk, results, true);
    } else {
      reduction::Fold fold(call, 0, E, x.init_values);
      std::vector<const std::byte*> elements(N);
      std::vector<int64_t> width(N);
      for (size_t i = 0; i < N; ++i) width[i] = storageBytes(E[i].elementType);
      walk.forEachResult(results[0].numElements(), [&](int64_t offset) {
        fold.begin();
        walk.visit([&](int64_t o) {
          for (size_t i = 0; i < N; ++i)
            elements[i] = o < 0 ? x.init_values[i].bytes() : x.inputs[i].bytes() + o * width[i];
          fold.step(elements);
        });
        fold.store(results, offset);
      });
      if (addBody && call.annotating()) sumExactly(call, x, walk, results, false);
      if (call.annotating() && reduction::isSelectionBody(call, 0, N))
        for (size_t i = 0; i < N; ++i) {
          // A maximum or minimum body (max pooling): the largest bound in
          // the window, padding positions holding the init value.
          const std::vector<double>* initBound = reduction::operandErrorBound(call, N + i);
          const std::vector<double>* inputBound = reduction::operandErrorBound(call, i);
          std::vector<double> bounds;
          walk.forEachResult(results[i].numElements(), [&](int64_t) {
            bounds.push_back(reduction::selectionBound(inputBound, initBound ? (*initBound)[0] : 0.0,
                                                       [&](auto&& visit) { walk.visit(visit); }));
          });
          call.setErrorBound(i, std::move(bounds));
        }
      if (call.annotating() && reduction::isMultiplyBody(call, 0, N))
        for (size_t i = 0; i < N; ++i) {
          // A multiply body (cumprod): ProductBound over the init value and
          // the window's terms, padding positions holding the init value.
          const std::vector<double>* initBound = reduction::operandErrorBound(call, N + i);
          const std::vector<double>* inputBound = reduction::operandErrorBound(call, i);
          const double initValue = x.init_values[i].floatValue(0), initError = initBound ? (*initBound)[0] : 0.0;
          std::vector<double> bounds;
          walk.forEachResult(results[i].numElements(), [&](int64_t offset) {
            reduction::ProductBound product(call, results[i].elementType());
            product.add(initValue, initError);
            walk.visit([&](int64_t o) {
              if (o < 0) product.add(initValue, initError);
              else product.add(x.inputs[i].floatValue(o), inputBound ? (*inputBound)[o] : 0.0);
            });
            bounds.push_back(product.finish(results[i].floatValue(offset)));
          });
          call.setErrorBound(i, std::move(bounds));
        }
    }
  }
  for (Tensor& r : results) out.emplace_back(std::move(r));
  return out;
}

}  // namespace

HLOREF_OP({.name = "stablehlo.reduce_window",
           .eval = evalReduceWindow,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
