// RapidCheck generators for valid programs and their inputs: the generic
// pieces (element types by family, quantized and promoted types, shapes,
// tensors whose values reach the special cases, one-op cases) that the
// per-op generators in fuzz/ops/*.cpp build on; those keep only each op's
// geometry. The program text is spelled by fuzz/program_text.h. The
// property tests (tests/fuzz/) run what they generate; the differential
// fuzzer grows from them.
//
// Functions returning a value rather than an rc::Gen draw from generators
// (`*gen`): call them inside rc::gen::exec or a property.
#pragma once

#include <rapidcheck.h>

#include <complex>
#include <initializer_list>
#include <ostream>
#include <string>
#include <vector>

#include "core/tensor.h"
#include "core/value.h"
#include "fuzz/program_text.h"
#include "spec/notation.h"

namespace hloref::fuzz {

// Element type families (spec: Types), in the order of core/element_type.h:
// the element types of `families` (index, no tensor element type, left out).
std::vector<ElementType> typesOf(std::initializer_list<notation::Family> families);
std::vector<ElementType> booleanTypes();
std::vector<ElementType> integerTypes();   // siN and uiN
std::vector<ElementType> floatTypes();     // every float format
std::vector<ElementType> complexTypes();
std::vector<ElementType> allElementTypes();  // all of the above
// The types of `e`'s kind, the groups is_promotable keeps apart: booleans,
// integers (signed and unsigned), floats or complex types.
std::vector<ElementType> kindTypes(ElementType e);

rc::Gen<ElementType> elementTypeFrom(std::vector<ElementType> types);

// A shape of `rank` dimensions, each in [minDim, maxDim].
rc::Gen<Shape> shapeOfRank(int64_t rank, int64_t minDim = 0, int64_t maxDim = 4);
// A shape of rank in [minRank, maxRank].
rc::Gen<Shape> shape(int64_t minRank = 0, int64_t maxRank = 3, int64_t minDim = 0, int64_t maxDim = 4);
// A size in [0, n], rarely 0: empty tensors are covered without making
// most cases empty.
rc::Gen<int64_t> extent(int64_t n);
// A shape of rank in [minRank, maxRank], each dimension extent(maxDim).
rc::Gen<Shape> dataShape(int64_t minRank, int64_t maxRank, int64_t maxDim = 4);

// One axis of a window op (reduce_window, select_and_scatter, convolution)
// over `size` elements: the base (lhs) dilation, the padding (negative
// edges remove elements, never more than the dilated axis holds), the
// window's size and dilation, the stride, and `count`, the number of
// windows that fit: the result's size.
struct WindowAxis {
  int64_t baseDilation = 1, low = 0, high = 0, window = 1, windowDilation = 1, stride = 1;
  int64_t count = 0;
};
// The ranges the parts of a WindowAxis are drawn from (dilations of 1 are
// no dilation).
struct WindowRanges {
  int64_t maxWindow = 3, maxStride = 3, maxDilation = 1, minPadding = 0, maxPadding = 2;
};
// An axis for each of `sizes`.
rc::Gen<std::vector<WindowAxis>> windowAxes(const Shape& sizes, WindowRanges ranges);
// `field` of every axis (window_strides, ...; count: the result's shape).
std::vector<int64_t> windowAttribute(const std::vector<WindowAxis>& axes, int64_t WindowAxis::*field);
// The [low, high] padding of every axis (paddingAttribute).
std::vector<std::pair<int64_t, int64_t>> windowPadding(const std::vector<WindowAxis>& axes);

TensorType tensorType(Shape shape, ElementType elementType);
// `element` (quantization included) with `shape`; withShape(t, {}) is the
// 0-dimensional type of t's elements.
TensorType withShape(TensorType element, Shape shape);

// A permutation of range(n).
rc::Gen<std::vector<int64_t>> permutation(int64_t n);
// `count` distinct values of range(n), sorted (count <= n).
rc::Gen<std::vector<int64_t>> sortedSubset(int64_t n, int64_t count);

// A per-tensor quantized element type (0-dimensional): fixed examples
// (narrow storage ranges, no zero point) or storage i4, i8, ui8, i16 over
// f32, bf16, f16 with a random scale and zero point.
rc::Gen<TensorType> quantizedElementType();
// A per-axis quantized type of `shape` (quantization_dimension an axis of
// non-zero size; per-tensor when there is none), storage i4, i8, ui8 or
// i16 over f32, bf16 or f16, a scale and zero point per index of the axis.
rc::Gen<TensorType> perAxisQuantizedType(Shape shape);
// The element type of data an op moves unchanged, as a 0-dimensional
// tensor type: every element type family, or a per-tensor quantized type.
rc::Gen<TensorType> movedElementType();
// spec: Notation > is_promotable. A 0-dimensional E with is_promotable(x,
// E): x itself mostly, else a type of x's kind at least as wide (quantized:
// a storage type at least as wide over x's expressed type).
rc::Gen<TensorType> promotedType(const TensorType& x);
// The converse: an x with is_promotable(x, E), E itself mostly.
rc::Gen<TensorType> reducibleType(const TensorType& E);

// A tensor of `type` whose elements are random encodings, biased towards the
// values where implementations differ: zeros of both signs, subnormals,
// infinities, NaNs (with payloads), extremes, small integers.
rc::Gen<Tensor> tensor(TensorType type);
// What an op's operand needs of its values to stay in the op's ordinary
// domain (away from poles, overflow, undefined shifts).
enum class Domain {
  Any,       // ordinary magnitudes
  Positive,  // > 0 (log, sqrt, rsqrt)
  NonZero,   // divisors
  Moderate,  // |x| <= 4 (exponential, power, trigonometric)
  Shift,     // integers in [0, width] (shift amounts; width itself included)
  Exponent,  // integers in [0, 5] (integer power)
};
// An argument of `type`: values of `domain`, or values biased to the
// special cases (tensor()), or both mixed element by element.
rc::Gen<Tensor> argumentTensor(TensorType type, Domain domain = Domain::Any);

// A tensor of integer type `type` holding `values` drawn element by element
// (read modulo the type's width).
rc::Gen<Tensor> integerTensor(TensorType type, rc::Gen<int64_t> values);
// Integers in [lo, hi] stored in a tensor of integer type `type` (indices).
rc::Gen<Tensor> integerTensor(TensorType type, int64_t lo, int64_t hi);
// A tensor of integer type `type` holding `values` in row-major order.
Tensor integerTensorOf(TensorType type, const std::vector<int64_t>& values);
// Integers in [-limit, limit] divided by `scale`: finite values of moderate
// magnitude.
rc::Gen<double> moderate(int64_t limit, double scale);

// A float or complex tensor holding values(i) at row-major position i
// (complex types keep the imaginary parts, float types drop them).
template <class Values>
Tensor tensorOf(const TensorType& type, Values values) {
  Tensor t(type);
  for (int64_t i = 0; i < t.numElements(); ++i) {
    const std::complex<double> v = values(i);
    if (isComplex(type.elementType)) t.setComplexValue(i, v);
    else t.setFloatValue(i, v.real());
  }
  return t;
}

// A program and the arguments of its @main.
struct ProgramCase {
  std::string text;
  std::vector<Value> args;
};
// How RapidCheck prints a counterexample: the program and its arguments.
void showValue(const ProgramCase& c, std::ostream& os);

// One op as a program generator draws it (fuzz/program_gen.h): the op, a
// value for each operand in case it becomes an argument of @main (empty:
// the builder draws one), how each operand may be supplied, and, for ops
// that are not one line (tokens, tuples, calls), the op's own text.
enum class Feed {
  Any,       // an argument, or an earlier value of the program (the op's values do not matter)
  Argument,  // an argument holding inputs[i] (values the op depends on; runs may use it)
  Constant,  // a stablehlo.constant holding inputs[i] (values the op's result type depends on)
};
struct OpDraw {
  SingleOp op{};
  std::vector<Value> inputs{};  // one per operand, or empty
  std::vector<Feed> feeds{};    // one per operand, or empty: every one Feed::Any
  // When not empty, the op's lines instead of `op`: `$0`, `$1`, ... are
  // the operands, `$r` a prefix unique to the op; the lines define
  // `%$r` (or `%$r:n`) with op.results.
  std::string body{};
  std::string functions{};  // functions `body` or `op` refer to (`$r` substituted)
};
// A draw's operands as arguments of @main (the inputs it carries, else
// tensor()) in a one-op program; `mark` as oneOpCase.
ProgramCase drawCase(const OpDraw& draw, bool mark = false);
rc::Gen<ProgramCase> caseOf(rc::Gen<OpDraw> draw, bool mark = false);

// Positions of operands to mark (singleOpFunction): each signed integer
// operand, at random.
rc::Gen<std::vector<size_t>> markedOperands(const std::vector<TensorType>& operands);
// @main running `op` on random arguments (tensor()); with `mark`, signed
// integer operands are marked at random (markedOperands).
ProgramCase oneOpCase(const SingleOp& op, bool mark = false);

}  // namespace hloref::fuzz
