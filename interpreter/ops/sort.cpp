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
#include "interpreter/kernels/sort_ties.h"
#include "interpreter/scalar_region.h"
#include "numerics/random_schedule.h"
#include "spec/notation.h"

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

using notation::CompareType;
using notation::ComparisonDirection;

// The comparator `compare DIR, %lhs, %rhs[, TYPE]; return` on input `input`.
struct SingleCompare {
  size_t input = 0;
  bool swapped = false;  // compare(rhs_el, lhs_el)
  ComparisonDirection direction = ComparisonDirection::LT;
  CompareType compareType = CompareType::SIGNED;
};

// The comparator as a SingleCompare, or nullopt when the region is anything
// else (complex and quantized keys included: those run through the region).
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
  if (e.isQuantized() || isComplex(e.elementType)) return std::nullopt;
  const Attribute* direction = compare.attr("comparison_direction");
  std::optional<ComparisonDirection> d = direction ? notation::parseComparisonDirection(direction->text) : std::nullopt;
  if (!d) return std::nullopt;
  c.direction = *d;
  const Attribute* compareType = compare.attr("compare_type");
  std::optional<CompareType> given = compareType ? notation::parseCompareType(compareType->text) : std::nullopt;
  c.compareType = given.value_or(notation::defaultCompareType(e.elementType));
  if (!notation::isAllowedCompareType(c.compareType, e.elementType)) return std::nullopt;
  return c;
}

// The keys of `slice` (a tensor<n x E>) under which the compare op's
// comparisons are the built-in ones: integers as int64 (SIGNED) or uint64
// (UNSIGNED), floats as their exact double (FLOAT: the quiet IEEE-754
// predicates), or the totalOrder key of the encoding (TOTALORDER).
void loadKeys(const Tensor& slice, CompareType keys, std::vector<int64_t>& ints, std::vector<uint64_t>& bits,
              std::vector<double>& floats) {
  const size_t n = static_cast<size_t>(slice.numElements());
  switch (keys) {
    case CompareType::SIGNED:
      loadInts(slice, 0, std::span<uint64_t>(bits.data(), n));
      for (size_t i = 0; i < n; ++i) ints[i] = static_cast<int64_t>(bits[i]);
      return;
    case CompareType::UNSIGNED:
      loadInts(slice, 0, std::span<uint64_t>(bits.data(), n));
      return;
    case CompareType::FLOAT:
      loadFloats(slice, 0, std::span<double>(floats.data(), n));
      return;
    case CompareType::TOTALORDER: {
      const notation::TotalOrderKey key(slice.elementType());
      float_math::loadFloatBits(slice, 0, std::span<uint64_t>(bits.data(), n));
      for (size_t i = 0; i < n; ++i) ints[i] = key(bits[i]);
      return;
    }
  }
}

// Sorts the positions [0, n) of one slice of the inputs (the elements at
// sliceBase + p * step) with comparator_together: by the keys of a single
// compare when the comparator is one, else by running the region.
class SliceSorter {
 public:
  SliceSorter(OpCall& call, const std::vector<const Tensor*>& inputs, int64_t n, int64_t step)
      : call_(call), inputs_(inputs), n_(n), step_(step), perm_(static_cast<size_t>(n)), buffer_(perm_.size()) {
    const size_t N = inputs.size();
    std::vector<TensorType> E(N);  // tensor<Ei>
    scratch_.resize(2 * N);
    args_.resize(2 * N);
    widths_.resize(N);
    for (size_t i = 0; i < N; ++i) {
      E[i] = inputs[i]->type();
      E[i].shape.clear();
      E[i].bounds.clear();
      // The scalar tensors the comparator runs on, in its argument order
      // (lhs_el, rhs_el) per input, allocated once.
      scratch_[2 * i] = Tensor(E[i]);
      scratch_[2 * i + 1] = Tensor(E[i]);
      args_[2 * i] = Value(scratch_[2 * i]);
      args_[2 * i + 1] = Value(scratch_[2 * i + 1]);
      widths_[i] = storageBytes(E[i].elementType);
    }
    single_ = singleCompare(call, E);
    // comparator_together on registers when it compiles (RegionCall).
    std::vector<ElementType> argumentTypes;
    bool quantized = false;
    for (size_t i = 0; i < N; ++i) {
      argumentTypes.insert(argumentTypes.end(), 2, E[i].elementType);
      quantized = quantized || E[i].isQuantized();
    }
    if (!single_) {
      registers_.emplace(call, 0, argumentTypes);
      onRegisters_ = *registers_ && !quantized && registers_->numResults() == 1 &&
                     registers_->resultType(0) == ElementType::I1;
    }
    if (single_) {
      TensorType sliceType = E[single_->input];
      sliceType.shape = {n};
      keySlice_ = Tensor(sliceType);
      ints_.resize(perm_.size());
      bits_.resize(perm_.size());
      if (single_->compareType == CompareType::FLOAT) floats_.resize(perm_.size());
    }
  }

  // Equal elements in a random order (a perturbed run's unstable sort).
  void shuffleTies(RandomSchedule* random) { ties_ = random; }

  // Whether positions a and b of the slice last sorted are equal for the
  // comparator: neither goes first.
  bool tied(int64_t a, int64_t b) { return !less(a, b) && !less(b, a); }

  // The permutation that sorts the slice starting at `sliceBase`.
  const std::vector<int64_t>& sort(int64_t sliceBase) {
    sliceBase_ = sliceBase;
    for (int64_t p = 0; p < n_; ++p) perm_[p] = p;
    // The merge sort keeps equal elements in the order it finds them.
    if (ties_) ties_->shuffle(perm_.begin(), perm_.end());
    if (single_) {
      sortByKeys();
    } else {
      mergeSort(perm_, buffer_, [this](int64_t a, int64_t b) { return comparatorTogether(a, b); });
    }
    return perm_;
  }

 private:
  // comparator_together(lhs_together, rhs_together) for positions a, b.
  bool comparatorTogether(int64_t a, int64_t b) {
    const int64_t lhs = sliceBase_ + a * step_, rhs = sliceBase_ + b * step_;
    if (onRegisters_) {
      for (size_t i = 0; i < inputs_.size(); ++i) {
        registers_->loadArgument(2 * i, inputs_[i]->bytes() + lhs * widths_[i]);
        registers_->loadArgument(2 * i + 1, inputs_[i]->bytes() + rhs * widths_[i]);
      }
      registers_->run();
      return registers_->result(0) != 0;
    }
    for (size_t i = 0; i < inputs_.size(); ++i) {
      const size_t w = static_cast<size_t>(widths_[i]);
      std::memcpy(scratch_[2 * i].bytes(), inputs_[i]->bytes() + lhs * widths_[i], w);
      std::memcpy(scratch_[2 * i + 1].bytes(), inputs_[i]->bytes() + rhs * widths_[i], w);
    }
    std::vector<Value>& out = comparatorResults_;
    call_.runRegion(0, args_, out);
    if (out.size() != 1 || !out[0].isTensor() || out[0].tensor().numElements() != 1)
      call_.unreachable("has a comparator that returned something other than one tensor<i1>");
    return out[0].tensor().intBits(0) != 0;
  }

  bool less(int64_t a, int64_t b) {
    if (!single_) return comparatorTogether(a, b);
    const ComparisonDirection d = single_->direction;
    auto by = [&](const auto& key) {
      return single_->swapped ? notation::compareOrdered(d, key[b], key[a]) : notation::compareOrdered(d, key[a], key[b]);
    };
    switch (single_->compareType) {
      case CompareType::SIGNED:
      case CompareType::TOTALORDER: return by(ints_);
      case CompareType::UNSIGNED: return by(bits_);
      case CompareType::FLOAT: return by(floats_);
    }
    return false;
  }

  void sortByKeys() {
    // The input's slice, contiguous, then its keys.
    const Tensor& input = *inputs_[single_->input];
    const int64_t w = widths_[single_->input];
    for (int64_t p = 0; p < n_; ++p)
      std::memcpy(keySlice_.bytes() + p * w, input.bytes() + (sliceBase_ + p * step_) * w, static_cast<size_t>(w));
    loadKeys(keySlice_, single_->compareType, ints_, bits_, floats_);
    const ComparisonDirection d = single_->direction;
    const bool swapped = single_->swapped;
    auto sortBy = [&](const auto& key) {
      mergeSort(perm_, buffer_, [&](int64_t a, int64_t b) {
        return swapped ? notation::compareOrdered(d, key[b], key[a]) : notation::compareOrdered(d, key[a], key[b]);
      });
    };
    switch (single_->compareType) {
      case CompareType::SIGNED:
      case CompareType::TOTALORDER: sortBy(ints_); return;
      case CompareType::UNSIGNED: sortBy(bits_); return;
      case CompareType::FLOAT: sortBy(floats_); return;  // compareFloat: the quiet predicates
    }
  }

  OpCall& call_;
  const std::vector<const Tensor*>& inputs_;
  const int64_t n_, step_;
  int64_t sliceBase_ = 0;
  std::vector<int64_t> perm_, buffer_;
  std::vector<Tensor> scratch_;
  std::vector<Value> args_;
  std::vector<Value> comparatorResults_;  // reused for every comparison
  std::vector<int> widths_;
  std::optional<SingleCompare> single_;
  std::optional<RegionCall> registers_;
  bool onRegisters_ = false;
  Tensor keySlice_;
  std::vector<int64_t> ints_;
  std::vector<uint64_t> bits_;
  std::vector<double> floats_;
  RandomSchedule* ties_ = nullptr;
};

std::vector<Value> evalSort(OpCall& call) {
  const size_t N = call.operands.size();
  std::vector<const Tensor*> inputs(N);
  for (size_t i = 0; i < N; ++i) inputs[i] = &call.tensor(i);
  const Shape& shape = inputs[0]->shape();
  // (C3) same(shape(inputs...)): decided by the checker unless a dimension
  // is `?`.
  for (size_t i = 1; i < N; ++i)
    if (inputs[i]->shape() != shape)
      call.violation("C3", "shape(inputs[0]) = " + notation::shapeText(shape) + ", shape(inputs[" +
                               std::to_string(i) + "]) = " + notation::shapeText(inputs[i]->shape()));
  std::vector<Tensor> results(N);
  for (size_t i = 0; i < N; ++i) results[i] = call.newResult(i, shape);
  const int64_t numElements = inputs[0]->numElements();
  if (numElements == 0) return std::vector<Value>(results.begin(), results.end());

  // is_stable (false when absent): the merge sort is stable either way (see
  // the top of the file); a perturbed run orders equal elements at random
  // when it is false.
  const Attribute* dimensionAttr = call.optionalAttr("dimension");
  const int64_t dimension = dimensionAttr ? asInt(*dimensionAttr).value_or(-1) : -1;  // -1 when absent
  const int64_t R = inputs[0]->rank();
  const int64_t adjusted_dimension = dimension >= 0 ? dimension : R + dimension;
  const int64_t n = shape[adjusted_dimension];  // the length of each result_slice
  const int64_t step = stridesOf(shape)[adjusted_dimension];
  SliceSorter sorter(call, inputs, n, step);
  const bool is_stable = isStableSort(call);
  if (!is_stable) sorter.shuffleTies(call.evaluator.perturbation());

  // For every result_slice = [ri0, ..., :, ..., riR-1]: the slices start at
  // the offsets whose index along adjusted_dimension is 0.
  const int64_t outer = numElements / (n * step);  // the axes before adjusted_dimension
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t inner = 0; inner < step; ++inner) {
      const int64_t sliceBase = o * n * step + inner;
      // results_together[result_slice] = sort(inputs_together[result_slice], comparator_together).
      const std::vector<int64_t>& perm = sorter.sort(sliceBase);
      for (size_t i = 0; i < N; ++i) {
        const int64_t w = storageBytes(inputs[i]->elementType());
        const std::byte* src = inputs[i]->bytes();
        std::byte* dst = results[i].bytes();
        for (int64_t p = 0; p < n; ++p)
          std::memcpy(dst + (sliceBase + p * step) * w, src + (sliceBase + perm[p] * step) * w,
                      static_cast<size_t>(w));
      }
      if (!is_stable && call.annotating())
        markTies(call, inputs, perm, sliceBase, step, [&](int64_t a, int64_t b) { return sorter.tied(a, b); });
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
