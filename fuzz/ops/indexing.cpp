#include "fuzz/ops/indexing.h"

#include <algorithm>

#include "fuzz/ops/data_movement.h"

namespace hloref::fuzz {
namespace {

// A start index for an axis of size `size`: mostly near the axis, out of
// bounds on both sides included, sometimes extreme (narrow index types wrap
// it; unsigned ones read negatives as huge values).
rc::Gen<int64_t> startIndex(int64_t size) {
  return rc::gen::weightedOneOf<int64_t>({
      {6, rc::gen::inRange<int64_t>(-2, size + 3)},
      {1, rc::gen::elementOf(std::vector<int64_t>{INT64_MIN, INT64_MAX, -1000000007, int64_t{1} << 40})},
  });
}

// A tensor of integer type `type` holding start indices for axes of size at
// most `size`.
rc::Gen<Tensor> indexTensor(const TensorType& type, int64_t size) {
  return rc::gen::map(
      rc::gen::container<std::vector<int64_t>>(static_cast<size_t>(type.numElements()), startIndex(size)),
      [type](const std::vector<int64_t>& values) {
        Tensor t(type);
        for (size_t i = 0; i < values.size(); ++i)
          t.setIntBits(static_cast<int64_t>(i), static_cast<uint64_t>(values[i]));
        return t;
      });
}

int64_t largest(const Shape& shape) { return shape.empty() ? 0 : *std::max_element(shape.begin(), shape.end()); }

std::string listText(const std::string& name, const std::vector<int64_t>& list) {
  return list.empty() ? "" : name + " = " + i64List(list) + ", ";
}

// How gather and scatter index their operand (input): its axes split into
// offset / window axes, collapsed / inserted axes and batching axes; the
// start indices have batch axes (batchShape) and an index vector at
// index_vector_dim holding the start_index_map axes.
struct IndexedLayout {
  Shape operandShape;
  std::vector<int64_t> offsetAxes, collapsedAxes, batchingAxes;  // operand axes, ascending
  std::vector<int64_t> startIndexMap;
  Shape batchShape;  // the start indices' shape without index_vector_dim
  Shape indicesShape;
  int64_t indexVectorDim = 0;
  std::vector<int64_t> indicesBatchingDims;  // indicesBatchingDims[i] pairs with batchingAxes[i]
};

rc::Gen<IndexedLayout> indexedLayout(bool withBatching) {
  return rc::gen::exec([withBatching] {
    IndexedLayout l;
    l.operandShape = *dataShape(0, 4, 4);
    const int64_t rank = static_cast<int64_t>(l.operandShape.size());
    std::vector<int64_t> indexable;  // axes start_index_map may name
    for (int64_t d = 0; d < rank; ++d) {
      const int role = *rc::gen::inRange(0, withBatching ? 4 : 3);
      if (role <= 1) l.offsetAxes.push_back(d);
      else if (role == 2) l.collapsedAxes.push_back(d);
      else l.batchingAxes.push_back(d);
      if (role != 3) indexable.push_back(d);
    }
    // start_index_map: distinct non-batching axes in any order (C18, C19).
    l.startIndexMap = *permutation(static_cast<int64_t>(indexable.size()));
    l.startIndexMap.resize(
        static_cast<size_t>(*rc::gen::inRange<int64_t>(0, static_cast<int64_t>(indexable.size()) + 1)));
    for (int64_t& d : l.startIndexMap) d = indexable[d];
    // Batch axes: one per batching axis (same size, C17) at random
    // positions, and up to two more.
    const int64_t batchRank = static_cast<int64_t>(l.batchingAxes.size()) + *rc::gen::inRange<int64_t>(0, 3);
    l.batchShape = *rc::gen::container<Shape>(static_cast<size_t>(batchRank), extent(3));
    const std::vector<int64_t> positions = *permutation(batchRank);
    // index_vector_dim: an axis of the start indices holding the index
    // vector, or rank(start_indices) when the vector has one element.
    const int64_t vectorSize = static_cast<int64_t>(l.startIndexMap.size());
    const bool trailing = vectorSize == 1 && *rc::gen::inRange(0, 3) == 0;
    l.indexVectorDim = trailing ? batchRank : *rc::gen::inRange<int64_t>(0, batchRank + 1);
    l.indicesShape = l.batchShape;
    if (!trailing) l.indicesShape.insert(l.indicesShape.begin() + l.indexVectorDim, vectorSize);
    for (size_t i = 0; i < l.batchingAxes.size(); ++i) {
      const int64_t p = positions[i];
      l.batchShape[p] = l.operandShape[l.batchingAxes[i]];
      const int64_t axis = p < l.indexVectorDim || trailing ? p : p + 1;
      l.indicesShape[axis] = l.batchShape[p];
      l.indicesBatchingDims.push_back(axis);
    }
    return l;
  });
}

// shape(result) = combine(batch sizes, offset sizes) with offset sizes at
// `offsetDims` (spec: Ops > gather (C22), scatter (C4)).
Shape combine(const Shape& batchShape, const std::vector<int64_t>& offsetDims, const Shape& offsetSizes) {
  Shape result(batchShape.size() + offsetSizes.size());
  size_t nextBatch = 0, nextOffset = 0;
  for (size_t d = 0; d < result.size(); ++d)
    result[d] = std::find(offsetDims.begin(), offsetDims.end(), static_cast<int64_t>(d)) != offsetDims.end()
                    ? offsetSizes[nextOffset++]
                    : batchShape[nextBatch++];
  return result;
}

// A gather's slice_sizes, offset_dims and result shape for layout `l`.
struct GatherSlice {
  std::vector<int64_t> sliceSizes, offsetDims;
  Shape resultShape;
};

rc::Gen<GatherSlice> gatherSlice(const IndexedLayout& l) {
  return rc::gen::exec([l] {
    GatherSlice s;
    Shape offsetSizes;
    for (size_t d = 0; d < l.operandShape.size(); ++d) {
      const int64_t n = l.operandShape[d];
      const bool offset = std::find(l.offsetAxes.begin(), l.offsetAxes.end(), d) != l.offsetAxes.end();
      // (C9), (C12) collapsed and batching axes take at most 1; a collapsed
      // 0 is rare (its reads fall outside the operand, unsupported).
      const int64_t size = offset ? *extent(n)
                                  : *rc::gen::weightedOneOf<int64_t>({{8, rc::gen::just(std::min<int64_t>(n, 1))},
                                                                      {1, rc::gen::just<int64_t>(0)}});
      s.sliceSizes.push_back(size);
      if (offset) offsetSizes.push_back(size);
    }
    const int64_t resultRank = static_cast<int64_t>(l.batchShape.size() + offsetSizes.size());
    s.offsetDims = *sortedSubset(resultRank, static_cast<int64_t>(offsetSizes.size()));
    s.resultShape = combine(l.batchShape, s.offsetDims, offsetSizes);
    return s;
  });
}

std::string gatherNumbers(const IndexedLayout& l, const GatherSlice& s) {
  return "dimension_numbers = #stablehlo.gather<" + listText("offset_dims", s.offsetDims) +
         listText("collapsed_slice_dims", l.collapsedAxes) + listText("operand_batching_dims", l.batchingAxes) +
         listText("start_indices_batching_dims", l.indicesBatchingDims) +
         listText("start_index_map", l.startIndexMap) + "index_vector_dim = " + std::to_string(l.indexVectorDim) +
         ">";
}

// The bodies update_computation and scatter take: a binary op, or
// "return the update" (overwrite).
enum class Body { Add, Maximum, Minimum, Multiply, Overwrite };

const char* opName(Body body) {
  switch (body) {
    case Body::Add: return "stablehlo.add";
    case Body::Maximum: return "stablehlo.maximum";
    case Body::Minimum: return "stablehlo.minimum";
    case Body::Multiply: return "stablehlo.multiply";
    case Body::Overwrite: break;
  }
  return "";
}

rc::Gen<Body> body() {
  return rc::gen::elementOf(
      std::vector<Body>{Body::Add, Body::Maximum, Body::Minimum, Body::Multiply, Body::Overwrite});
}

// The region {^bb0(%a0, ..., %a2n-1): return body_i(%a_i, %a_n+i)...} over
// the 0-dimensional `types`.
std::string bodyRegion(const std::vector<TensorType>& types, const std::vector<Body>& bodies) {
  const size_t n = types.size();
  std::string args, returned, returnedTypes, ops;
  for (size_t i = 0; i < 2 * n; ++i) args += (i ? ", %a" : "%a") + std::to_string(i) + ": " + typeString(types[i % n]);
  for (size_t i = 0; i < n; ++i) {
    const std::string t = typeString(types[i]);
    std::string value = "%a" + std::to_string(n + i);
    if (bodies[i] != Body::Overwrite) {
      ops += "    %r" + std::to_string(i) + " = \"" + opName(bodies[i]) + "\"(%a" + std::to_string(i) + ", " + value +
             ") : (" + t + ", " + t + ") -> " + t + "\n";
      value = "%r" + std::to_string(i);
    }
    returned += (i ? ", " : "") + value;
    returnedTypes += (i ? ", " : "") + t;
  }
  return "{\n  ^bb0(" + args + "):\n" + ops + "    \"stablehlo.return\"(" + returned + ") : (" + returnedTypes +
         ") -> ()\n  }";
}

// A type `element` is promotable to (spec: Notation > is_promotable): itself
// mostly, else a type of its family at least as wide (quantized types stay).
rc::Gen<TensorType> promotedType(const TensorType& element) {
  const ElementType e = element.elementType;
  std::vector<ElementType> family;
  if (element.isQuantized() || isBoolean(e)) return rc::gen::just(element);
  if (isInteger(e)) family = integerTypes();
  else if (isFloat(e)) family = floatTypes();
  else family = complexTypes();
  std::vector<TensorType> wider;
  for (ElementType w : family)
    if (bitWidth(w) >= bitWidth(e)) wider.push_back(tensorType({}, w));
  return rc::gen::weightedOneOf<TensorType>({{3, rc::gen::just(element)}, {1, rc::gen::elementOf(wider)}});
}

// The select region of select_and_scatter: compare(%a, %b, direction).
std::string compareRegion(const TensorType& type, const std::string& direction) {
  const std::string t = typeString(type);
  return "{\n  ^bb0(%a: " + t + ", %b: " + t + "):\n    %c = \"stablehlo.compare\"(%a, %b) {comparison_direction = " +
         "#stablehlo<comparison_direction " + direction + ">} : (" + t + ", " + t + ") -> tensor<i1>\n" +
         "    \"stablehlo.return\"(%c) : (tensor<i1>) -> ()\n  }";
}


// gather or, when `dynamic`, dynamic_gather (no batching axes, slice_sizes
// an operand holding valid values: the run checks them).
rc::Gen<ProgramCase> gatheringCase(bool dynamic) {
  return rc::gen::exec([dynamic] {
    const IndexedLayout l = *indexedLayout(!dynamic);
    const GatherSlice s = *gatherSlice(l);
    const TensorType element = *movedElementType();
    const TensorType operand = withShape(element, l.operandShape);
    const TensorType indices = tensorType(l.indicesShape, *elementTypeFrom(integerTypes()));
    const TensorType result = withShape(element, s.resultShape);
    const std::vector<size_t> marked = *markedOperands({operand, indices});
    ProgramCase c;
    c.args = {Value(*tensor(operand)), Value(*indexTensor(indices, largest(l.operandShape)))};
    if (dynamic) {
      const ElementType sizeType = *rc::gen::elementOf(std::vector<ElementType>{
          ElementType::SI8, ElementType::SI32, ElementType::SI64, ElementType::UI32, ElementType::UI64});
      const TensorType sliceSizes = tensorType({static_cast<int64_t>(s.sliceSizes.size())}, sizeType);
      Tensor sliceSizesValue(sliceSizes);
      for (size_t d = 0; d < s.sliceSizes.size(); ++d)
        sliceSizesValue.setIntBits(static_cast<int64_t>(d), static_cast<uint64_t>(s.sliceSizes[d]));
      c.args.emplace_back(std::move(sliceSizesValue));
      c.text = singleOpFunction("stablehlo.dynamic_gather", {operand, indices, sliceSizes}, {result},
                                gatherNumbers(l, s), "", marked);
    } else {
      const bool sorted = *rc::gen::arbitrary<bool>();  // a promise the reference ignores
      c.text = singleOpFunction("stablehlo.gather", {operand, indices}, {result},
                                gatherNumbers(l, s) + ", slice_sizes = " + i64Array(s.sliceSizes) +
                                    ", indices_are_sorted = " + (sorted ? "true" : "false"),
                                "", marked);
    }
    return c;
  });
}

}  // namespace

// spec: Ops > gather: (C1)-(C23) hold by construction of the layout.
rc::Gen<ProgramCase> gatherCase() { return gatheringCase(false); }

// spec: Ops > dynamic_gather: gather without batching axes, slice_sizes an
// operand.
rc::Gen<ProgramCase> dynamicGatherCase() { return gatheringCase(true); }

namespace {

// dynamic_slice (an operand, start indices) or, with `update`,
// dynamic_update_slice (an operand, an update, start indices): a size in
// [0, dim] per axis (slice_sizes or shape(update)) and one start index per
// axis, all of one integer type.
rc::Gen<ProgramCase> slicingCase(bool update) {
  return rc::gen::exec([update] {
    const Shape operandShape = *dataShape(0, 4, 4);
    const TensorType element = *movedElementType();
    const TensorType index = tensorType({}, *elementTypeFrom(integerTypes()));
    Shape sizes;
    for (int64_t n : operandShape) sizes.push_back(*extent(n));
    const TensorType operand = withShape(element, operandShape), sized = withShape(element, sizes);
    std::vector<TensorType> operands = {operand};
    if (update) operands.push_back(sized);
    ProgramCase c;
    for (const TensorType& t : operands) c.args.emplace_back(*tensor(t));
    for (int64_t n : operandShape) {
      operands.push_back(index);
      c.args.emplace_back(*indexTensor(index, n));
    }
    c.text = update ? singleOpFunction("stablehlo.dynamic_update_slice", operands, {operand}, "", "",
                                       *markedOperands(operands))
                    : singleOpFunction("stablehlo.dynamic_slice", operands, {sized},
                                       "slice_sizes = " + i64Array(sizes), "", *markedOperands(operands));
    return c;
  });
}

}  // namespace

// spec: Ops > dynamic_slice: (C2) one start index per axis, (C3) all of one
// integer type, (C4) 0 <= slice_sizes <= shape(operand).
rc::Gen<ProgramCase> dynamicSliceCase() { return slicingCase(false); }

// spec: Ops > dynamic_update_slice: (C2) update of the operand's element
// type, (C3) same rank, (C4)-(C5) one start index per axis of one integer
// type, (C6) shape(update) <= shape(operand).
rc::Gen<ProgramCase> dynamicUpdateSliceCase() { return slicingCase(true); }

// spec: Ops > scatter: N in {1, 2} inputs and updates; the layout as
// gather's (window, inserted and batching axes); (C4) update window sizes
// at most the input's; start indices out of bounds (their update elements
// are skipped); update_computation bodies over promoted types (C23).
rc::Gen<ProgramCase> scatterCase() {
  return rc::gen::exec([] {
    const IndexedLayout l = *indexedLayout(true);
    Shape windowSizes;
    for (int64_t d : l.offsetAxes) windowSizes.push_back(*extent(l.operandShape[d]));
    const int64_t updateRank = static_cast<int64_t>(l.batchShape.size() + windowSizes.size());
    const std::vector<int64_t> updateWindowDims = *sortedSubset(updateRank, static_cast<int64_t>(windowSizes.size()));
    const Shape updatesShape = combine(l.batchShape, updateWindowDims, windowSizes);
    const size_t N = *rc::gen::weightedOneOf<size_t>({{3, rc::gen::just<size_t>(1)}, {1, rc::gen::just<size_t>(2)}});
    std::vector<TensorType> elements, E, inputs, updates, results;
    std::vector<Body> bodies;
    for (size_t i = 0; i < N; ++i) {
      elements.push_back(*movedElementType());
      E.push_back(*promotedType(elements[i]));
      bodies.push_back(*body());
      inputs.push_back(withShape(elements[i], l.operandShape));
      updates.push_back(withShape(elements[i], updatesShape));
      results.push_back(withShape(E[i], l.operandShape));
    }
    const TensorType indices = tensorType(l.indicesShape, *elementTypeFrom(integerTypes()));
    std::vector<TensorType> operands = inputs;
    operands.push_back(indices);
    operands.insert(operands.end(), updates.begin(), updates.end());
    const std::string numbers =
        "scatter_dimension_numbers = #stablehlo.scatter<" + listText("update_window_dims", updateWindowDims) +
        listText("inserted_window_dims", l.collapsedAxes) + listText("input_batching_dims", l.batchingAxes) +
        listText("scatter_indices_batching_dims", l.indicesBatchingDims) +
        listText("scatter_dims_to_operand_dims", l.startIndexMap) +
        "index_vector_dim = " + std::to_string(l.indexVectorDim) + ">";
    // Promises the reference ignores (it applies every update in order).
    const bool sorted = *rc::gen::arbitrary<bool>(), unique = *rc::gen::arbitrary<bool>();
    ProgramCase c;
    c.text = singleOpFunction("stablehlo.scatter", operands, results,
                              numbers + ", indices_are_sorted = " + (sorted ? "true" : "false") +
                                  ", unique_indices = " + (unique ? "true" : "false"),
                              bodyRegion(E, bodies), *markedOperands(operands));
    for (const TensorType& t : inputs) c.args.emplace_back(*tensor(t));
    c.args.emplace_back(*indexTensor(indices, largest(l.operandShape)));
    for (const TensorType& t : updates) c.args.emplace_back(*tensor(t));
    return c;
  });
}

// spec: Ops > select_and_scatter: windows (C4)-(C7) and padding (C8) of any
// size, windows of padding only included; (C2) shape(source) = num_windows;
// select a compare, scatter a body over a promoted type (C10).
rc::Gen<ProgramCase> selectAndScatterCase() {
  return rc::gen::exec([] {
    const Shape operandShape = *dataShape(0, 3, 4);
    const size_t rank = operandShape.size();
    std::vector<int64_t> windowDimensions(rank), windowStrides(rank), padding(2 * rank);
    Shape numWindows(rank);
    std::string paddingText;
    for (size_t d = 0; d < rank; ++d) {
      windowDimensions[d] = *rc::gen::inRange<int64_t>(1, 4);
      windowStrides[d] = *rc::gen::inRange<int64_t>(1, 4);
      padding[2 * d] = *rc::gen::inRange<int64_t>(0, 3);
      padding[2 * d + 1] = *rc::gen::inRange<int64_t>(0, 3);
      const int64_t padded = padding[2 * d] + operandShape[d] + padding[2 * d + 1];
      numWindows[d] = windowDimensions[d] > padded ? 0 : (padded - windowDimensions[d]) / windowStrides[d] + 1;
      paddingText +=
          (d ? ", [" : "[") + std::to_string(padding[2 * d]) + ", " + std::to_string(padding[2 * d + 1]) + "]";
    }
    const TensorType element = *movedElementType();
    const TensorType E = *promotedType(element);
    std::vector<std::string> directions = {"EQ", "NE"};
    if (!isComplex(element.elementType)) directions.insert(directions.end(), {"GE", "GT", "LE", "LT"});
    const std::string direction = *rc::gen::elementOf(directions);
    // An attribute whose value is its default (ones, zeros; always at rank
    // 0) may be left out.
    auto isDefault = [](const std::vector<int64_t>& v, int64_t fill) {
      return std::all_of(v.begin(), v.end(), [fill](int64_t x) { return x == fill; });
    };
    std::vector<std::string> attributes;
    if (!isDefault(windowDimensions, 1) || *rc::gen::arbitrary<bool>())
      attributes.push_back("window_dimensions = " + i64Array(windowDimensions));
    if (!isDefault(windowStrides, 1) || *rc::gen::arbitrary<bool>())
      attributes.push_back("window_strides = " + i64Array(windowStrides));
    if (rank > 0 && (!isDefault(padding, 0) || *rc::gen::arbitrary<bool>()))
      attributes.push_back("padding = dense<[" + paddingText + "]> : tensor<" + std::to_string(rank) + "x2xi64>");
    std::string attributeText;
    for (const std::string& a : attributes) attributeText += (attributeText.empty() ? "" : ", ") + a;
    const TensorType operand = withShape(element, operandShape), source = withShape(element, numWindows);
    ProgramCase c;
    c.text = singleOpFunction("stablehlo.select_and_scatter", {operand, source, element}, {withShape(E, operandShape)},
                              attributeText, compareRegion(element, direction) + ", " + bodyRegion({E}, {*body()}),
                              *markedOperands({operand, source, element}));
    c.args = {Value(*tensor(operand)), Value(*tensor(source)), Value(*tensor(element))};
    return c;
  });
}

}  // namespace hloref::fuzz
