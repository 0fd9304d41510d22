// RapidCheck generators for valid programs and their inputs: the shared
// pieces (element types, shapes, tensors whose values reach the special
// cases, program text) that the per-op generators in fuzz/ops_*.cpp build
// on. The property tests (tests/fuzz/) run what they generate; the
// differential fuzzer grows from them.
#pragma once

#include <rapidcheck.h>

#include <ostream>
#include <string>
#include <vector>

#include "core/tensor.h"
#include "core/value.h"

namespace hloref::fuzz {

// Element type families, as the spec's Types section groups them.
std::vector<ElementType> booleanTypes();
std::vector<ElementType> integerTypes();   // siN and uiN
std::vector<ElementType> floatTypes();     // every float format
std::vector<ElementType> complexTypes();
std::vector<ElementType> allElementTypes();  // all of the above (not index)

rc::Gen<ElementType> elementTypeFrom(std::vector<ElementType> types);

// A shape of `rank` dimensions, each in [minDim, maxDim].
rc::Gen<Shape> shapeOfRank(int64_t rank, int64_t minDim = 0, int64_t maxDim = 4);
// A shape of rank in [minRank, maxRank].
rc::Gen<Shape> shape(int64_t minRank = 0, int64_t maxRank = 3, int64_t minDim = 0, int64_t maxDim = 4);

TensorType tensorType(Shape shape, ElementType elementType);

// A permutation of range(n).
rc::Gen<std::vector<int64_t>> permutation(int64_t n);
// `count` distinct values of range(n), sorted (count <= n).
rc::Gen<std::vector<int64_t>> sortedSubset(int64_t n, int64_t count);

// A tensor of `type` whose elements are random encodings, biased towards the
// values where implementations differ: zeros of both signs, subnormals,
// infinities, NaNs (with payloads), extremes, small integers.
rc::Gen<Tensor> tensor(TensorType type);
// Integers in [lo, hi] stored in a tensor of integer type `type` (indices).
rc::Gen<Tensor> integerTensor(TensorType type, int64_t lo, int64_t hi);

// The MLIR spelling of a type and a list of integers (`array<i64: 1, 2>`).
std::string typeString(const TensorType& type);
std::string i64Array(const std::vector<int64_t>& values);
std::string i64List(const std::vector<int64_t>& values);  // "[1, 2]"

// A function `@main` taking `inputs` and returning `outputs`, whose body is
// `body` (ops in generic or custom form, ending with func.return).
std::string mainFunction(const std::vector<TensorType>& inputs, const std::vector<TensorType>& outputs,
                         const std::string& body);

// A program and the arguments of its @main.
struct ProgramCase {
  std::string text;
  std::vector<Value> args;
};
// How RapidCheck prints a counterexample: the program and its arguments.
void showValue(const ProgramCase& c, std::ostream& os);

}  // namespace hloref::fuzz
