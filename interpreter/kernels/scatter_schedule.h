// What scatter's open schedule means for golden annotations (spec: Ops >
// scatter: the order of updates is implementation-defined, and
// indices_are_sorted / unique_indices only promise): shared by the fast op
// (interpreter/ops/scatter.cpp) and its literal version.
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <iterator>
#include <string_view>
#include <utility>
#include <vector>

#include "interpreter/kernels/reduction.h"

namespace hloref::gather_scatter {

// Whether the update computation gives one result for several updates of an
// element in any order: every result i is op(arg i, arg N + i) with op
// commutative and associative on its type (integer add, multiply, and, or,
// xor, maximum, minimum; float maximum, minimum).
inline bool orderIndependent(const OpCall& call, size_t N) {
  if (reduction::isSelectionBody(call, 0, N)) return true;
  const Block& block = call.op.regions[0].blocks[0];
  if (block.ops.size() != N + 1) return false;
  for (size_t i = 0; i < N; ++i) {
    const Op& op = block.ops[i];
    const Type& t = block.argumentTypes[i];
    static constexpr std::string_view kFolds[] = {"stablehlo.add",    "stablehlo.multiply", "stablehlo.and",
                                                  "stablehlo.or",     "stablehlo.xor",      "stablehlo.maximum",
                                                  "stablehlo.minimum"};
    if (!t.isTensor() || t.tensorType().isQuantized() || isFloat(t.tensorType().elementType) ||
        isComplex(t.tensorType().elementType))
      return false;
    if (std::find(std::begin(kFolds), std::end(kFolds), op.name) == std::end(kFolds)) return false;
    const int a = block.arguments[i], b = block.arguments[N + i];
    if (op.operands.size() != 2 ||
        !((op.operands[0] == a && op.operands[1] == b) || (op.operands[0] == b && op.operands[1] == a)))
      return false;
    if (op.results.size() != 1 || block.ops[N].operands.size() != N || block.ops[N].operands[i] != op.results[0])
      return false;
  }
  return true;
}

// |part| of element k (part 0: the real value or real part; 1: the
// imaginary part).
inline double magnitudeOf(const Tensor& t, int64_t k, int part) {
  if (!isComplex(t.elementType())) return std::fabs(t.floatValue(k));
  const std::complex<double> c = t.complexValue(k);
  return std::fabs(part == 0 ? c.real() : c.imag());
}

// Golden annotations (core/annotations.h) for the schedule the spec leaves
// open, from `schedule`, the (result offset, update offset) pairs of the
// updates that landed: an element several updates reach depends on their
// order. A float
// add computation gets the bound of a sum in any order (reduction::sumBound,
// the golden's own sequential order counted twice); an order-independent
// computation needs nothing; any other marks the element.
inline void annotateDuplicates(const OpCall& call, const std::vector<const Tensor*>& inputs,
                               const std::vector<const Tensor*>& updates,
                               const std::vector<std::pair<int64_t, int64_t>>& schedule,
                               const std::vector<Tensor>& results) {
  const size_t N = results.size();
  const int64_t size = results[0].numElements();
  const bool sums = reduction::isAddBody(call, 0, N);
  if (!sums && orderIndependent(call, N)) return;
  std::vector<int64_t> hits(static_cast<size_t>(size), 0);
  const int parts = isComplex(results[0].elementType()) ? 2 : 1;
  std::vector<double> magnitude, finite, propagated;  // magnitudes (all terms, finite ones): per part, interleaved
  const std::vector<double>* inputBound = reduction::operandErrorBound(call, 0);
  const std::vector<double>* updateBound = reduction::operandErrorBound(call, N + 1);
  if (sums) {
    magnitude.assign(static_cast<size_t>(size * parts), 0.0);
    finite.assign(static_cast<size_t>(size * parts), 0.0);
    propagated.assign(static_cast<size_t>(size), 0.0);
    for (int64_t k = 0; k < size; ++k) {
      for (int p = 0; p < parts; ++p) {
        magnitude[k * parts + p] = magnitudeOf(*inputs[0], k, p);
        finite[k * parts + p] = reduction::finiteMagnitude(magnitude[k * parts + p]);
      }
      if (inputBound) propagated[k] = (*inputBound)[k];
    }
  }
  for (const auto& [offset, u] : schedule) {
    ++hits[offset];
    if (!sums) continue;
    for (int p = 0; p < parts; ++p) {
      const double m = magnitudeOf(*updates[0], u, p);
      magnitude[offset * parts + p] += m;
      finite[offset * parts + p] += reduction::finiteMagnitude(m);
    }
    if (updateBound) propagated[offset] += (*updateBound)[u];
  }
  if (!sums) {
    for (int64_t k = 0; k < size; ++k)
      if (hits[k] > 1)
        for (size_t i = 0; i < N; ++i) call.markImplementationDefined(i, k);
    return;
  }
  const ElementType E = results[0].elementType();
  std::vector<double> bounds(static_cast<size_t>(size));
  for (int64_t k = 0; k < size; ++k) {
    if (hits[k] == 0) {
      bounds[k] = propagated[k];
      continue;
    }
    // Complex: the larger of the parts' bounds, as reduce.
    double bound = 0;
    for (int p = 0; p < parts; ++p) {
      const double rounded = parts == 1 ? results[0].floatValue(k)
                             : p == 0   ? results[0].complexValue(k).real()
                                        : results[0].complexValue(k).imag();
      bound = std::max(bound, reduction::sumBound(call, E, 2 * hits[k] + 1, magnitude[k * parts + p],
                                                  finite[k * parts + p], rounded, propagated[k]));
    }
    bounds[k] = bound;
  }
  call.setErrorBound(0, std::move(bounds));
}

}  // namespace hloref::gather_scatter
