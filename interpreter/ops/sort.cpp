// spec: Ops > sort
//
// Each 1-dimensional slice along adjusted_dimension is sorted as a
// permutation of its positions: comparator_together(lhs, rhs) runs the
// comparator region on scalar tensors (allocated once per op, refilled with
// raw element bytes), and the permutation then moves the elements of every
// input into the results.
//
// The sort is a merge sort written here rather than std::sort or
// std::stable_sort: those require a strict weak order, and a comparator
// region is any program (`compare LE`, or one that is not transitive), for
// which the standard algorithms have undefined behaviour. The merge sort
// only ever reads positions inside the slice and always terminates, so an
// ill-behaved comparator yields some permutation, never a crash. It is
// stable, so it serves is_stable = true as the spec requires, and
// is_stable = false too (any order of equal elements is allowed there).
// Without a strict weak order the spec's sorted order does not exist: the
// result is then this merge sort's, which literal/sort.cpp need not match.
//
// A comparator region runs once per comparison, some n log2 n times per
// slice. The most common comparator, exactly `%p = stablehlo.compare DIR,
// %lhs_k, %rhs_k[, TYPE]` then `return %p` (or with lhs and rhs swapped),
// is evaluated without the region: the same comparison (spec: Ops >
// compare) of the same values, read once per slice into keys. Both ways
// give the merge sort the same answers, hence the same permutation.
#include <algorithm>
#include <cstring>
#include <optional>

#include "interpreter/evaluator.h"
#include "core/float_format.h"
#include "interpreter/kernels/float_math.h"
#include "interpreter/kernels/index_walk.h"

namespace hloref {
namespace {

// Stable merge sort of `perm` with less(a, b); `buffer` has perm.size()
// elements. Runs of kRun elements are sorted by insertion first.
template <class Less>
void mergeSort(std::vector<int64_t>& perm, std::vector<int64_t>& buffer, Less less) {
  const int64_t n = static_cast<int64_t>(perm.size());
  constexpr int64_t kRun = 8;
  for (int64_t begin = 0; begin < n; begin += kRun) {
    int64_t end = std::min(n, begin + kRun);
    for (int64_t i = begin + 1; i < end; ++i) {
      int64_t x = perm[i];
      int64_t j = i;
      // Move x before the elements it is less than; stops at `begin`.
      while (j > begin && less(x, perm[j - 1])) {
        perm[j] = perm[j - 1];
        --j;
      }
      perm[j] = x;
    }
  }
  int64_t* from = perm.data();
  int64_t* to = buffer.data();
  for (int64_t width = kRun; width < n; width *= 2) {
    for (int64_t begin = 0; begin < n; begin += 2 * width) {
      int64_t mid = std::min(n, begin + width), end = std::min(n, begin + 2 * width);
      int64_t i = begin, j = mid, k = begin;
      // Take from the right run only when it is less than the left one:
      // equal elements keep their order.
      while (i < mid && j < end) to[k++] = less(from[j], from[i]) ? from[j++] : from[i++];
      while (i < mid) to[k++] = from[i++];
      while (j < end) to[k++] = from[j++];
    }
    std::swap(from, to);
  }
  if (from != perm.data()) std::copy(from, from + n, perm.data());
}

// The comparator `compare DIR, %lhs, %rhs[, TYPE]; return` on input `input`.
struct SingleCompare {
  enum class Direction { EQ, NE, GE, GT, LE, LT };
  enum class Keys { Signed, Unsigned, Float, TotalOrder };
  size_t input = 0;
  bool swapped = false;  // compare(rhs_el, lhs_el)
  Direction direction = Direction::LT;
  Keys keys = Keys::Signed;
};

// The comparator as a SingleCompare, or nullopt when the region is anything
// else (including a compare that the compare op itself would reject: those
// run through the region and fail there).
std::optional<SingleCompare> singleCompare(const OpCall& call, const std::vector<TensorType>& E) {
  const Block& block = call.op.regions[0].blocks[0];
  if (block.ops.size() != 2) return std::nullopt;
  const Op& compare = block.ops[0];
  const Op& ret = block.ops[1];
  if (compare.name != "stablehlo.compare" || compare.operands.size() != 2 || compare.results.size() != 1 ||
      compare.regions.size() != 0)
    return std::nullopt;
  if (!ret.isTerminator || ret.operands.size() != 1 || ret.operands[0] != compare.results[0])
    return std::nullopt;
  const Type& resultType = compare.resultTypes[0];
  if (!resultType.isTensor() || resultType.tensorType().rank() != 0 ||
      resultType.tensorType().elementType != ElementType::I1 || resultType.tensorType().isQuantized())
    return std::nullopt;
  auto argumentIndex = [&](int slot) -> int64_t {
    for (size_t a = 0; a < block.arguments.size(); ++a)
      if (block.arguments[a] == slot) return static_cast<int64_t>(a);
    return -1;
  };
  int64_t a = argumentIndex(compare.operands[0]), b = argumentIndex(compare.operands[1]);
  if (a < 0 || b < 0 || a / 2 != b / 2 || a == b) return std::nullopt;
  SingleCompare c;
  c.input = static_cast<size_t>(a / 2);
  c.swapped = a % 2 == 1;
  const TensorType& e = E[c.input];
  if (e.isQuantized()) return std::nullopt;
  const Attribute* direction = compare.attr("comparison_direction");
  const Attribute* compareType = compare.attr("compare_type");
  if (!direction) return std::nullopt;
  using D = SingleCompare::Direction;
  const std::string& d = direction->text;
  if (d == "EQ") c.direction = D::EQ;
  else if (d == "NE") c.direction = D::NE;
  else if (d == "GE") c.direction = D::GE;
  else if (d == "GT") c.direction = D::GT;
  else if (d == "LE") c.direction = D::LE;
  else if (d == "LT") c.direction = D::LT;
  else return std::nullopt;
  // compare_type as the compare op allows it (its C3), or its default.
  using K = SingleCompare::Keys;
  std::string t = compareType ? compareType->text : std::string();
  if (isSignedInteger(e.elementType) && (t.empty() || t == "SIGNED")) c.keys = K::Signed;
  else if ((isUnsignedInteger(e.elementType) || isBoolean(e.elementType)) && (t.empty() || t == "UNSIGNED"))
    c.keys = K::Unsigned;
  else if (isFloat(e.elementType) && (t.empty() || t == "FLOAT")) c.keys = K::Float;
  else if (isFloat(e.elementType) && t == "TOTALORDER") c.keys = K::TotalOrder;
  else return std::nullopt;
  return c;
}

template <class T>
bool ordered(SingleCompare::Direction d, T lhs, T rhs) {
  using D = SingleCompare::Direction;
  switch (d) {
    case D::EQ: return lhs == rhs;
    case D::NE: return lhs != rhs;
    case D::GE: return lhs >= rhs;
    case D::GT: return lhs > rhs;
    case D::LE: return lhs <= rhs;
    case D::LT: return lhs < rhs;
  }
  return false;
}

// The keys of `slice` (a tensor<n x E>) under which the compare op's
// comparisons are the built-in ones: integers as int64 (SIGNED) or uint64
// (UNSIGNED), floats as their exact double (FLOAT: the quiet IEEE-754
// predicates), or the totalOrder key of the encoding (TOTALORDER, mapped as
// the compare op maps it).
void loadKeys(const Tensor& slice, SingleCompare::Keys keys, std::vector<int64_t>& ints,
              std::vector<uint64_t>& bits, std::vector<double>& floats) {
  using K = SingleCompare::Keys;
  const size_t n = static_cast<size_t>(slice.numElements());
  switch (keys) {
    case K::Signed:
    case K::Unsigned:
      loadInts(slice, 0, std::span<uint64_t>(bits.data(), n));
      if (keys == K::Signed)
        for (size_t i = 0; i < n; ++i) ints[i] = static_cast<int64_t>(bits[i]);
      return;
    case K::Float:
      loadFloats(slice, 0, std::span<double>(floats.data(), n));
      return;
    case K::TotalOrder: {
      const FloatFormat& f = floatFormat(slice.elementType());
      const int width = f.totalBits();
      const uint64_t signBit = f.hasSign ? uint64_t{1} << (width - 1) : 0;
      const uint64_t magnitudeMask = (width == 64 ? ~uint64_t{0} : (uint64_t{1} << width) - 1) & ~signBit;
      float_math::loadFloatBits(slice, 0, std::span<uint64_t>(bits.data(), n));
      for (size_t i = 0; i < n; ++i) {
        int64_t magnitude = static_cast<int64_t>(bits[i] & magnitudeMask);
        ints[i] = (bits[i] & signBit) ? -magnitude - 1 : magnitude;
      }
      return;
    }
  }
}

std::vector<Value> evalSort(OpCall& call) {
  // (C1) 0 < size(inputs).
  const size_t N = call.operands.size();
  if (N == 0) call.fail("has no inputs (C1)");
  std::vector<const Tensor*> inputs(N);
  for (size_t i = 0; i < N; ++i) inputs[i] = &call.tensor(i);
  const Shape& shape = inputs[0]->shape();
  const int64_t R = inputs[0]->rank();
  const int64_t dimension = call.intAttr("dimension");
  // is_stable is false when absent.
  bool is_stable = false;
  if (const Attribute* a = call.optionalAttr("is_stable")) {
    if (a->kind != Attribute::Kind::Bool) call.fail("has is_stable = " + attributeString(*a) + "; it must be a bool");
    is_stable = a->boolValue;
  }
  (void)is_stable;  // the merge sort is stable either way (see the top of the file)

  // (C2) type(inputs...) = type(results...); (C3) same(shape(inputs...) + shape(results...)).
  if (call.op.resultTypes.size() != N)
    call.fail("has " + std::to_string(N) + " inputs but " + std::to_string(call.op.resultTypes.size()) +
              " results (C2)");
  std::vector<Tensor> results(N);
  for (size_t i = 0; i < N; ++i) {
    if (inputs[i]->shape() != shape)
      call.fail("has inputs[0] of type " + tensorTypeString(inputs[0]->type()) + " and inputs[" +
                std::to_string(i) + "] of type " + tensorTypeString(inputs[i]->type()) +
                "; their shapes must be the same (C3)");
    index_walk::requireSameElementType(call, *inputs[i], call.resultType(i), "inputs[" + std::to_string(i) + "]");
    results[i] = call.newResult(i, shape);
  }
  // (C4) -R <= dimension < R.
  if (dimension < -R || dimension >= R)
    call.fail("has dimension = " + std::to_string(dimension) + " outside [-R, R) = [" + std::to_string(-R) + ", " +
              std::to_string(R) + ") where R = rank(inputs[0]) (C4)");
  // (C5) comparator has type (tensor<E0>, tensor<E0>, ..., tensor<EN-1>,
  // tensor<EN-1>) -> tensor<i1> with Ei = element_type(inputs[i]).
  if (call.op.regions.size() != 1 || call.op.regions[0].blocks.size() != 1)
    call.fail("needs one comparator region with one block");
  const std::vector<Type>& argumentTypes = call.op.regions[0].blocks[0].argumentTypes;
  if (argumentTypes.size() != 2 * N)
    call.fail("has a comparator with " + std::to_string(argumentTypes.size()) + " arguments for " +
              std::to_string(N) + " inputs; it must take 2 * N = " + std::to_string(2 * N) + " (C5)");
  std::vector<TensorType> E(N);  // tensor<Ei>
  for (size_t i = 0; i < N; ++i) {
    E[i] = inputs[i]->type();
    E[i].shape.clear();
    E[i].bounds.clear();
    for (size_t side = 0; side < 2; ++side) {
      const Type& t = argumentTypes[2 * i + side];
      if (!t.isTensor() || !(t.tensorType() == E[i]))
        call.fail("has comparator argument #" + std::to_string(2 * i + side) + " : " + t.str() + " for inputs[" +
                  std::to_string(i) + "] of type " + tensorTypeString(inputs[i]->type()) + "; it must be " +
                  tensorTypeString(E[i]) + " (C5)");
    }
  }

  const int64_t numElements = inputs[0]->numElements();
  if (numElements == 0) return std::vector<Value>(results.begin(), results.end());

  // adjusted_dimension = dimension >= 0 ? dimension : rank(inputs[0]) + dimension.
  const int64_t adjusted_dimension = dimension >= 0 ? dimension : R + dimension;
  const std::vector<int64_t> strides = stridesOf(shape);
  const int64_t n = shape[adjusted_dimension];   // the length of each result_slice
  const int64_t step = strides[adjusted_dimension];

  // The scalar tensors the comparator runs on, in its argument order
  // (lhs_el, rhs_el) per input, allocated once.
  std::vector<Tensor> scratch(2 * N);
  std::vector<Value> args(2 * N);
  std::vector<int> widths(N);
  for (size_t i = 0; i < N; ++i) {
    scratch[2 * i] = Tensor(E[i]);
    scratch[2 * i + 1] = Tensor(E[i]);
    args[2 * i] = Value(scratch[2 * i]);
    args[2 * i + 1] = Value(scratch[2 * i + 1]);
    widths[i] = storageBytes(E[i].elementType);
  }

  std::vector<int64_t> perm(static_cast<size_t>(n)), buffer(static_cast<size_t>(n));
  int64_t sliceBase = 0;  // the offset of result_slice's first element
  // comparator_together(lhs_together, rhs_together) for the positions a, b
  // of the current slice.
  auto comparator_together = [&](int64_t a, int64_t b) {
    const int64_t lhs = sliceBase + a * step, rhs = sliceBase + b * step;
    for (size_t i = 0; i < N; ++i) {
      const size_t w = static_cast<size_t>(widths[i]);
      std::memcpy(scratch[2 * i].bytes(), inputs[i]->bytes() + lhs * widths[i], w);
      std::memcpy(scratch[2 * i + 1].bytes(), inputs[i]->bytes() + rhs * widths[i], w);
    }
    std::vector<Value> out = call.runRegion(0, args);
    if (out.size() != 1 || !out[0].isTensor() || out[0].tensor().rank() != 0 ||
        out[0].tensor().elementType() != ElementType::I1)
      call.fail("has a comparator returning " +
                (out.size() == 1 && out[0].isTensor() ? tensorTypeString(out[0].tensor().type())
                                                      : std::to_string(out.size()) + " values") +
                "; it must return one tensor<i1> (C5)");
    return out[0].tensor().intBits(0) != 0;
  };

  // The comparator as one compare of keys, when it is one (see the top).
  const std::optional<SingleCompare> single = singleCompare(call, E);
  Tensor keySlice;
  std::vector<int64_t> ints;
  std::vector<uint64_t> bits;
  std::vector<double> floats;
  if (single) {
    TensorType sliceType = E[single->input];
    sliceType.shape = {n};
    keySlice = Tensor(sliceType);
    ints.resize(static_cast<size_t>(n));
    bits.resize(static_cast<size_t>(n));
    if (single->keys == SingleCompare::Keys::Float) floats.resize(static_cast<size_t>(n));
  }
  auto sortSlice = [&] {
    if (!single) {
      mergeSort(perm, buffer, comparator_together);
      return;
    }
    // The input's slice, contiguous, then its keys.
    const Tensor& input = *inputs[single->input];
    const int64_t w = widths[single->input];
    for (int64_t p = 0; p < n; ++p)
      std::memcpy(keySlice.bytes() + p * w, input.bytes() + (sliceBase + p * step) * w, static_cast<size_t>(w));
    loadKeys(keySlice, single->keys, ints, bits, floats);
    const SingleCompare::Direction d = single->direction;
    const bool swapped = single->swapped;
    auto sortBy = [&](const auto& key) {
      mergeSort(perm, buffer, [&](int64_t a, int64_t b) {
        return swapped ? ordered(d, key[b], key[a]) : ordered(d, key[a], key[b]);
      });
    };
    switch (single->keys) {
      case SingleCompare::Keys::Signed:
      case SingleCompare::Keys::TotalOrder: sortBy(ints); return;
      case SingleCompare::Keys::Unsigned: sortBy(bits); return;
      case SingleCompare::Keys::Float: sortBy(floats); return;
    }
  };

  // For every result_slice = [ri0, ..., :, ..., riR-1]: the slices start at
  // the offsets whose index along adjusted_dimension is 0.
  const int64_t outer = numElements / (n * step);  // the axes before adjusted_dimension
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t inner = 0; inner < step; ++inner) {
      sliceBase = o * n * step + inner;
      // results_together[result_slice] = sort(inputs_together[result_slice], comparator_together).
      for (int64_t p = 0; p < n; ++p) perm[p] = p;
      sortSlice();
      for (size_t i = 0; i < N; ++i) {
        const int64_t w = widths[i];
        const std::byte* src = inputs[i]->bytes();
        std::byte* dst = results[i].bytes();
        for (int64_t p = 0; p < n; ++p)
          std::memcpy(dst + (sliceBase + p * step) * w, src + (sliceBase + perm[p] * step) * w,
                      static_cast<size_t>(w));
      }
    }
  }
  return std::vector<Value>(results.begin(), results.end());
}

}  // namespace

HLOREF_OP({.name = "stablehlo.sort",
           .eval = evalSort,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kSort,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
