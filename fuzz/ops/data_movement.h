// Generators of valid programs for the data-movement ops (spec: Ops >
// transpose, broadcast_in_dim, concatenate, iota, pad, reverse, slice):
// random shapes (rank 0 and empty dimensions included), attributes across
// each op's valid space and element types (quantized ones included), with
// random inputs. Also the pieces the indexing generators (fuzz/ops/
// indexing.h) share: element types of moved data and one-op programs.
#pragma once

#include "fuzz/generators.h"

namespace hloref::fuzz {

// The element type of data an op moves unchanged, as a 0-dimensional
// tensor type: every element type family, or a per-tensor quantized type.
rc::Gen<TensorType> movedElementType();
// Per-tensor quantized types (0-dimensional), storage types of several widths.
std::vector<TensorType> quantizedElementTypes();
// A size in [0, n], rarely 0: empty tensors are covered without making
// most cases empty.
rc::Gen<int64_t> extent(int64_t n);
// A shape of rank in [minRank, maxRank], each dimension extent(maxDim).
rc::Gen<Shape> dataShape(int64_t minRank, int64_t maxRank, int64_t maxDim = 4);
// `element` (a 0-dimensional type) with `shape`.
TensorType withShape(TensorType element, Shape shape);

// `@main(operands...) -> results...` whose body is the single op `name` in
// generic form, with `regions` (the "{...}, {...}" text, or empty) and
// `attributes` (the "a = ..., b = ..." text, or empty). The operands at
// positions `marked` go through add(x, x) first: its signed overflows are
// marked implementation-defined, so the golden annotations move through the
// op (both versions run it once more on the elements' origins).
std::string singleOpFunction(const std::string& name, const std::vector<TensorType>& operands,
                             const std::vector<TensorType>& results, const std::string& attributes,
                             const std::string& regions = "", const std::vector<size_t>& marked = {});
// Positions of operands to mark: each signed integer operand, at random.
rc::Gen<std::vector<size_t>> markedOperands(const std::vector<TensorType>& operands);

rc::Gen<ProgramCase> transposeCase();
rc::Gen<ProgramCase> broadcastInDimCase();
rc::Gen<ProgramCase> concatenateCase();
rc::Gen<ProgramCase> iotaCase();
rc::Gen<ProgramCase> padCase();
rc::Gen<ProgramCase> reverseCase();
rc::Gen<ProgramCase> sliceCase();

}  // namespace hloref::fuzz
