// Shared by the ops that apply a reduction function `body` (spec: Ops >
// reduce, reduce_window, select_and_scatter): the body's signature check
// (`(tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., tensor<EN-1>) ->
// (tensor<E0>, ..., tensor<EN-1>)` with is_promotable(element_type(inputs[i]),
// Ei)), to_destination_type, row-major odometers over index spaces, and the
// fold that applies the body.
//
// Reduction order. The spec lets the implementation choose the schedule of a
// reduction (a full binary tree over the values in ascending index order,
// with init values interspersed). hloref uses one schedule everywhere, and it
// lives in `Fold`: a sequential left fold that starts from the init values
// and takes the reduced elements in row-major (ascending lexicographic) order
// of their index:
//   acc = init_values; for x in elements: acc = body(acc..., x...)
// The body runs as its region, on rank-0 tensors, one call per element.
// Only op files include this header.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "interpreter/evaluator.h"
#include "interpreter/ops/elementwise.h"
#include "interpreter/ops/index_walk.h"
#include "interpreter/tensor.h"

namespace hloref::reduction {

using index_walk::listString;

// spec: Notation > is_promotable, for the non-quantized types: the same kind
// (boolean, integer, float, complex) and no fewer bits.
inline bool isPromotable(ElementType x, ElementType y) {
  if (isBoolean(x) || isBoolean(y)) return isBoolean(x) && isBoolean(y);
  if (isInteger(x) && isInteger(y)) return bitWidth(x) <= bitWidth(y);
  if (isFloat(x) && isFloat(y)) return bitWidth(x) <= bitWidth(y);
  if (isComplex(x) && isComplex(y)) return bitWidth(complexPartType(x)) <= bitWidth(complexPartType(y));
  return false;
}

// Quantized reductions are not run yet.
inline void rejectQuantized(const OpCall& call, const TensorType& t) {
  if (t.isQuantized()) call.unsupportedHere("on quantized tensors");
}

inline TensorType scalarType(ElementType e) {
  TensorType t;
  t.elementType = e;
  return t;
}

// spec: Notation > to_destination_type for tensors that are not quantized:
// x itself when the types agree, else convert(x, destination). Reductions
// only promote within a kind (is_promotable), so this is a widening of
// integers (sign-extended, then wrapped to the width as convert does), a
// rounding of floats (exact when the format widens) or of complex parts.
inline Tensor toDestinationType(const Tensor& x, ElementType destination) {
  if (x.elementType() == destination) return x;
  TensorType type = x.type();
  type.elementType = destination;
  Tensor result(std::move(type));
  auto convert = [&](auto tag) {
    using T = decltype(tag);
    std::array<T, elementwise::kChunk> buffer;
    for (int64_t begin = 0; begin < x.numElements(); begin += elementwise::kChunk) {
      size_t n = static_cast<size_t>(std::min(elementwise::kChunk, x.numElements() - begin));
      elementwise::load(x, begin, std::span<T>(buffer.data(), n));
      elementwise::store(result, begin, std::span<const T>(buffer.data(), n));
    }
  };
  if (isComplex(destination)) convert(std::complex<double>{});
  else if (isFloat(destination)) convert(double{});
  else convert(uint64_t{});
  return result;
}

// The element types E0..EN-1 of the body in region `region` of `call`:
// checks that it takes 2N rank-0 tensors, the i-th and (N+i)-th of one type
// Ei, with is_promotable(inputTypes[i], Ei). `what` names the function and
// its constraint in diagnostics ("body", "scatter").
inline std::vector<ElementType> bodyElementTypes(const OpCall& call, size_t region,
                                                 std::span<const ElementType> inputTypes,
                                                 const std::string& what) {
  const size_t n = inputTypes.size();
  if (region >= call.op.regions.size() || call.op.regions[region].blocks.size() != 1)
    call.fail("needs a " + what + " function of one block");
  const Block& block = call.op.regions[region].blocks.front();
  std::string expected = "(";
  for (size_t k = 0; k < 2 * n; ++k)
    expected += (k ? ", tensor<" : "tensor<") + std::string(elementTypeName(inputTypes[k % n])) + ">";
  expected += ")";
  if (block.argumentTypes.size() != 2 * n)
    call.fail("has a " + what + " taking " + std::to_string(block.argumentTypes.size()) +
              " arguments; with " + std::to_string(n) + " inputs it must take " + std::to_string(2 * n) +
              ", like " + expected);
  std::vector<ElementType> E(n);
  for (size_t k = 0; k < 2 * n; ++k) {
    const Type& t = block.argumentTypes[k];
    if (!t.isTensor() || t.tensorType().rank() != 0)
      call.fail("has a " + what + " whose argument #" + std::to_string(k) + " has type " + t.str() +
                "; it must be a 0-dimensional tensor, like " + expected);
    rejectQuantized(call, t.tensorType());
  }
  for (size_t i = 0; i < n; ++i) {
    ElementType a = block.argumentTypes[i].tensorType().elementType;
    ElementType b = block.argumentTypes[n + i].tensorType().elementType;
    if (a != b)
      call.fail("has a " + what + " whose arguments #" + std::to_string(i) + " and #" + std::to_string(n + i) +
                " have types tensor<" + std::string(elementTypeName(a)) + "> and tensor<" +
                std::string(elementTypeName(b)) + ">; they must be the same");
    if (!isPromotable(inputTypes[i], a))
      call.fail("has a " + what + " whose argument #" + std::to_string(i) + " has element type " +
                std::string(elementTypeName(a)) + ", to which input element type " +
                std::string(elementTypeName(inputTypes[i])) + " cannot be promoted");
    E[i] = a;
  }
  return E;
}

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
// with toDestinationType first), copied into scratch tensors that are reused
// for every call.
class Fold {
 public:
  // `init_values`: rank-0 tensors of types E (converted already).
  Fold(const OpCall& call, size_t region, std::vector<ElementType> E, std::vector<Tensor> init_values,
       std::string what = "body")
      : call_(call), region_(region), E_(std::move(E)), init_(std::move(init_values)), what_(std::move(what)) {
    const size_t n = E_.size();
    args_.resize(2 * n);
    scratch_.reserve(n);
    width_.reserve(n);
    for (size_t i = 0; i < n; ++i) {
      scratch_.emplace_back(scalarType(E_[i]));
      width_.push_back(storageBytes(E_[i]));
      args_[n + i] = Value(scratch_[i]);
    }
  }

  size_t size() const { return E_.size(); }

  // acc = init_values.
  void begin() {
    for (size_t i = 0; i < E_.size(); ++i) args_[i] = Value(init_[i]);
  }

  // acc = body(acc..., x...) where x_i is the element of type Ei stored at
  // elements[i].
  void step(std::span<const std::byte* const> elements) {
    const size_t n = E_.size();
    for (size_t i = 0; i < n; ++i) std::memcpy(scratch_[i].bytes(), elements[i], static_cast<size_t>(width_[i]));
    call_.evaluator.countStep(call_.op.loc);
    std::vector<Value> results = call_.runRegion(region_, args_);
    if (results.size() != n) failResults(results);
    for (size_t i = 0; i < n; ++i) {
      if (!results[i].isTensor()) failResults(results);
      const Tensor& r = results[i].tensor();
      if (r.elementType() != E_[i] || r.rank() != 0 || r.type().isQuantized()) failResults(results);
      // A body may return one of its arguments; the scratch tensors are
      // overwritten by the next step, so keep a copy instead.
      bool aliased = false;
      for (const Tensor& s : scratch_) aliased = aliased || r.bytes() == s.bytes();
      if (aliased) {
        Tensor copy(scalarType(E_[i]));
        std::memcpy(copy.bytes(), r.bytes(), static_cast<size_t>(width_[i]));
        args_[i] = Value(std::move(copy));
      } else {
        args_[i] = std::move(results[i]);
      }
    }
  }

  // The accumulated value i (a rank-0 tensor of type Ei).
  const Tensor& acc(size_t i) const { return args_[i].tensor(); }

  // results[i][offset] = acc_i, for results of element types E.
  void store(std::span<Tensor> results, int64_t offset) const {
    for (size_t i = 0; i < E_.size(); ++i)
      std::memcpy(results[i].bytes() + offset * width_[i], acc(i).bytes(), static_cast<size_t>(width_[i]));
  }

 private:
  [[noreturn]] void failResults(const std::vector<Value>& results) const {
    std::string expected = "(";
    for (size_t i = 0; i < E_.size(); ++i)
      expected += (i ? ", tensor<" : "tensor<") + std::string(elementTypeName(E_[i])) + ">";
    std::string got = "(";
    for (size_t i = 0; i < results.size(); ++i) {
      if (i) got += ", ";
      got += results[i].isTensor() ? tensorTypeString(results[i].tensor().type())
                                   : std::string(results[i].isToken() ? "!stablehlo.token" : "tuple");
    }
    call_.fail("has a " + what_ + " that returned " + got + "); it must return " + expected + ")");
  }

  const OpCall& call_;
  size_t region_;
  std::vector<ElementType> E_;
  std::vector<Tensor> init_;
  std::string what_;
  std::vector<Tensor> scratch_;
  std::vector<int> width_;
  std::vector<Value> args_;
};

}  // namespace hloref::reduction
