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

namespace hloref {
namespace {

using int128 = __int128;
using reduction::listString;

// An optional si64 list attribute with a default of `fill` in every dimension.
std::vector<int64_t> listAttrOr(const OpCall& call, std::string_view name, int64_t rank, int64_t fill) {
  if (!call.optionalAttr(name)) return std::vector<int64_t>(static_cast<size_t>(rank), fill);
  return call.intListAttr(name);
}

std::string int128String(int128 v) {
  if (v > int128(INT64_MAX)) return ">= 2^63";
  if (v < int128(INT64_MIN)) return "< -2^63";
  return std::to_string(static_cast<int64_t>(v));
}

std::vector<Value> evalReduceWindow(OpCall& call) {
  // (C1) 0 < size(inputs) = size(init_values) = size(results) = N.
  const size_t operandCount = call.operands.size();
  const size_t N = operandCount / 2;
  if (operandCount % 2 != 0 || N == 0 || call.op.results.size() != N)
    call.fail("has " + std::to_string(operandCount) + " operands and " + std::to_string(call.op.results.size()) +
              " results; it needs N inputs, N init_values and N results with N > 0");
  std::vector<const Tensor*> inputs(N), init_values(N);
  for (size_t i = 0; i < N; ++i) {
    inputs[i] = &call.tensor(i);
    init_values[i] = &call.tensor(N + i);
  }
  const Shape& inputShape = inputs[0]->shape();
  const int64_t rank = inputs[0]->rank();
  std::vector<TensorType> inputTypes(N);
  for (size_t i = 0; i < N; ++i) {
    // (C2) same(shape(inputs...)).
    if (inputs[i]->shape() != inputShape)
      call.fail("has inputs of types " + tensorTypeString(inputs[0]->type()) + " and " +
                tensorTypeString(inputs[i]->type()) + "; their shapes must be the same");
    // (C3) element_type(inputs...) = element_type(init_values...).
    if (!reduction::sameElementType(init_values[i]->type(), inputs[i]->type()))
      call.fail("has input #" + std::to_string(i) + " of type " + tensorTypeString(inputs[i]->type()) +
                " and init_value of type " + tensorTypeString(init_values[i]->type()) +
                "; the element types must be the same");
    if (init_values[i]->rank() != 0)
      call.fail("has init_value #" + std::to_string(i) + " of type " + tensorTypeString(init_values[i]->type()) +
                "; it must be 0-dimensional");
    inputTypes[i] = reduction::scalarType(inputs[i]->type());
  }

  std::vector<int64_t> window_dimensions = call.intListAttr("window_dimensions");
  std::vector<int64_t> window_strides = listAttrOr(call, "window_strides", rank, 1);
  std::vector<int64_t> base_dilations = listAttrOr(call, "base_dilations", rank, 1);
  std::vector<int64_t> window_dilations = listAttrOr(call, "window_dilations", rank, 1);
  std::vector<int64_t> padding = listAttrOr(call, "padding", 2 * rank, 0);
  auto requirePositive = [&](const char* name, const std::vector<int64_t>& v) {
    // (C4), (C6), (C8), (C10): one entry per dimension.
    if (static_cast<int64_t>(v.size()) != rank)
      call.fail("has " + std::string(name) + " = " + listString(v) + " for inputs of rank " +
                std::to_string(rank) + "; it needs one entry per dimension");
    // (C5), (C7), (C9), (C11): positive.
    for (int64_t x : v)
      if (x <= 0) call.fail("has " + std::string(name) + " = " + listString(v) + "; each must be positive");
  };
  requirePositive("window_dimensions", window_dimensions);
  requirePositive("window_strides", window_strides);
  requirePositive("base_dilations", base_dilations);
  requirePositive("window_dilations", window_dilations);
  // (C12) shape(padding) = [rank(inputs[0]), 2].
  const Attribute* paddingAttr = call.optionalAttr("padding");
  bool paddingShapeOk = static_cast<int64_t>(padding.size()) == 2 * rank;
  if (paddingAttr && paddingAttr->kind == Attribute::Kind::Dense && paddingAttr->dense)
    paddingShapeOk = paddingShapeOk && paddingAttr->dense->shape() == Shape{rank, 2};
  if (!paddingShapeOk)
    call.fail("has padding " + (paddingAttr ? attributeString(*paddingAttr) : std::string()) +
              " for inputs of rank " + std::to_string(rank) + "; its shape must be [" + std::to_string(rank) +
              ", 2]");

  // (C13) the body's type; (C16) element_type(results[i]) = Ei.
  std::vector<TensorType> E = reduction::bodyTypes(call, 0, inputTypes, "body");
  for (size_t i = 0; i < N; ++i)
    if (!reduction::sameElementType(call.resultType(i), E[i]))
      call.fail("declares result #" + std::to_string(i) + " of type " + tensorTypeString(call.resultType(i)) +
                " but its body computes " + reduction::scalarTypeName(E[i]));

  // (C15) shape(results[0]) = num_windows; (C14) for every result. The
  // sizes are computed in 128 bits: the attributes are arbitrary si64.
  Shape num_windows(static_cast<size_t>(rank));
  std::vector<int64_t> padded_input_shape(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    const int64_t n = inputShape[d];
    int128 dilated_input_shape = n == 0 ? 0 : int128(n - 1) * base_dilations[d] + 1;
    int128 padded = int128(padding[2 * d]) + dilated_input_shape + padding[2 * d + 1];
    // padded_inputs = pad(...): each padded dimension must be a size.
    if (padded < 0 || padded > int128(INT64_MAX))
      call.fail("pads dimension " + std::to_string(d) + " of size " + std::to_string(n) +
                " with base_dilations = " + std::to_string(base_dilations[d]) + ", padding = [" +
                std::to_string(padding[2 * d]) + ", " + std::to_string(padding[2 * d + 1]) + "] to size " +
                int128String(padded) + "; it must lie in [0, 2^63)");
    padded_input_shape[d] = static_cast<int64_t>(padded);
    int128 dilated_window_shape = int128(window_dimensions[d] - 1) * window_dilations[d] + 1;
    bool is_empty_window = padded == 0 || dilated_window_shape > padded;
    num_windows[d] = is_empty_window ? 0 : static_cast<int64_t>((padded - dilated_window_shape) / window_strides[d] + 1);
  }
  std::vector<Tensor> results;
  for (size_t i = 0; i < N; ++i) results.push_back(call.newResult(i, num_windows));
  std::vector<Value> out;
  if (results[0].numElements() == 0) {
    for (Tensor& r : results) out.emplace_back(std::move(r));
    return out;
  }

  // Converted inputs and init values (reduce's to_destination_type).
  std::vector<Tensor> inputs_converted, init_values_converted;
  std::vector<const std::byte*> inputBytes(N), initBytes(N);
  std::vector<int64_t> width(N);
  for (size_t i = 0; i < N; ++i) {
    inputs_converted.push_back(reduction::toDestinationType(*inputs[i], E[i]));
    init_values_converted.push_back(reduction::toDestinationType(*init_values[i], E[i]));
    inputBytes[i] = inputs_converted[i].bytes();
    initBytes[i] = init_values_converted[i].bytes();
    width[i] = storageBytes(E[i].elementType);
  }

  // Along dimension d, the window of result index r holds the padded
  // positions p = window_start + k * window_dilations for k in
  // [0, window_dimensions), window_start = r * window_strides. Position p
  // is input element (p - padding_low) / base_dilations when p - padding_low
  // is a non-negative multiple of base_dilations below the dilated size, and
  // an init value (padding or a dilation hole) otherwise. The positions lie
  // in [0, padded_input_shape), so they fit in int64.
  std::vector<int64_t> inputStrides = stridesOf(inputShape);
  auto inputIndex = [&](int64_t d, int64_t p) -> int64_t {  // -1 for padding
    int128 q = int128(p) - padding[2 * d];
    if (q < 0 || q % base_dilations[d] != 0) return -1;
    int128 index = q / base_dilations[d];
    return index < inputShape[d] ? static_cast<int64_t>(index) : -1;
  };

  std::vector<int64_t> window_start(static_cast<size_t>(rank));
  // The walk over the window: its index k, and per dimension the input
  // index of the current position (or -1). visit(offset) for every
  // position in row-major order of k, offset -1 for padding.
  std::vector<int64_t> k(static_cast<size_t>(rank)), index(static_cast<size_t>(rank));
  auto walkWindow = [&](auto&& visit) {
    for (int64_t d = 0; d < rank; ++d) {
      k[d] = 0;
      index[d] = inputIndex(d, window_start[d]);
    }
    while (true) {
      int64_t offset = 0;
      bool isPadding = false;
      for (int64_t d = 0; d < rank; ++d) {
        if (index[d] < 0) isPadding = true;
        else offset += index[d] * inputStrides[d];
      }
      visit(isPadding ? int64_t{-1} : offset);
      int64_t d = rank;
      while (d-- > 0) {
        if (++k[d] < window_dimensions[d]) {
          index[d] = inputIndex(d, window_start[d] + k[d] * window_dilations[d]);
          break;
        }
        k[d] = 0;
        index[d] = inputIndex(d, window_start[d]);
      }
      if (d < 0) return;
    }
  };
  // fn(offset) for every result index, in row-major order, with
  // window_start set.
  auto forEachResult = [&](auto&& fn) {
    std::vector<int64_t> result_index(static_cast<size_t>(rank), 0);
    for (int64_t offset = 0; offset < results[0].numElements(); ++offset) {
      for (int64_t d = 0; d < rank; ++d) window_start[d] = result_index[d] * window_strides[d];
      fn(offset);
      for (int64_t d = rank; d-- > 0;) {
        if (++result_index[d] < num_windows[d]) break;
        result_index[d] = 0;
      }
    }
  };

  // The exact sum of the init value and the window's terms (padding
  // positions hold the init value), rounded once; complex parts apart.
  // With `exact` false, only the golden bounds of the fold's sums.
  auto sumExactly = [&](bool exact) {
    for (size_t i = 0; i < N; ++i) {
      const ElementType e = E[i].elementType;
      const bool complex = isComplex(e);
      const int parts = complex ? 2 : 1;
      const int64_t count = inputs_converted[i].numElements();
      if (count > memoryBudget() / (8 * parts))
        call.fail("needs a working buffer of " + std::to_string(count) + " values, which exceeds the memory budget");
      std::vector<double> values(static_cast<size_t>(count * parts));
      double initParts[2] = {0, 0};
      if (complex) {
        loadComplex(inputs_converted[i], 0,
                    std::span<std::complex<double>>(reinterpret_cast<std::complex<double>*>(values.data()),
                                                    static_cast<size_t>(count)));
        initParts[0] = init_values_converted[i].complexValue(0).real();
        initParts[1] = init_values_converted[i].complexValue(0).imag();
      } else {
        loadFloats(inputs_converted[i], 0, values);
        initParts[0] = init_values_converted[i].floatValue(0);
      }
      const bool fast = fastPathApplies(e, e);
      const bool annotating = call.annotating();
      const std::vector<double>* inputBound = annotating ? reduction::operandErrorBound(call, i) : nullptr;
      const std::vector<double>* initBound = annotating ? reduction::operandErrorBound(call, N + i) : nullptr;
      const double initError = initBound ? (*initBound)[0] : 0.0;
      std::vector<double> bounds;
      ExactSum accumulator;
      double rounded[2];
      forEachResult([&](int64_t offset) {
        if (exact) {
          for (int part = 0; part < parts; ++part)
            rounded[part] = exactSum(accumulator, complexPartType(e), fast, [&](auto&& add) {
              add(initParts[part]);
              walkWindow([&](int64_t o) { add(o < 0 ? initParts[part] : values[o * parts + part]); });
            });
          if (complex) results[i].setComplexValue(offset, {rounded[0], rounded[1]});
          else results[i].setFloatValue(offset, rounded[0]);
        } else if (complex) {
          rounded[0] = results[i].complexValue(offset).real();
          rounded[1] = results[i].complexValue(offset).imag();
        } else {
          rounded[0] = results[i].floatValue(offset);
        }
        if (annotating) {
          double bound = 0;
          for (int part = 0; part < parts; ++part) {
            double magnitude = std::fabs(initParts[part]), propagated = initError;
            int64_t terms = 1;
            walkWindow([&](int64_t o) {
              magnitude += std::fabs(o < 0 ? initParts[part] : values[o * parts + part]);
              propagated += o < 0 ? initError : inputBound ? (*inputBound)[o] : 0.0;
              ++terms;
            });
            bound = std::max(bound, reduction::sumBound(call, e, terms, magnitude, rounded[part], propagated));
          }
          bounds.push_back(bound);
        }
      });
      if (annotating) call.setErrorBound(i, std::move(bounds));
    }
  };
  const bool addBody = reduction::isAddBody(call, 0, N);
  if (addBody && reduction::exactAccumulation(call)) {
    sumExactly(true);
    for (Tensor& r : results) out.emplace_back(std::move(r));
    return out;
  }

  reduction::Fold fold(call, 0, E, init_values_converted);
  std::vector<const std::byte*> elements(N);
  forEachResult([&](int64_t offset) {
    fold.begin();
    walkWindow([&](int64_t o) {
      for (size_t i = 0; i < N; ++i) elements[i] = o < 0 ? initBytes[i] : inputBytes[i] + o * width[i];
      fold.step(elements);
    });
    fold.store(results, offset);
  });
  if (addBody && call.annotating()) sumExactly(false);

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
