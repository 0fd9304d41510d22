#include "fuzz/ops/indexing.h"

#include <algorithm>


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
rc::Gen<Tensor> indexTensor(const TensorType& type, int64_t size) { return integerTensor(type, startIndex(size)); }

int64_t largest(const Shape& shape) { return shape.empty() ? 0 : *std::max_element(shape.begin(), shape.end()); }

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
  return "dimension_numbers = #stablehlo.gather<" +
         joined({listField("offset_dims", s.offsetDims), listField("collapsed_slice_dims", l.collapsedAxes),
                 listField("operand_batching_dims", l.batchingAxes),
                 listField("start_indices_batching_dims", l.indicesBatchingDims),
                 listField("start_index_map", l.startIndexMap),
                 "index_vector_dim = " + std::to_string(l.indexVectorDim)}) +
         ">";
}

// The bodies update_computation and scatter take: a binary op, or
// "return the update" (overwrite, the empty name; fuzz::binaryRegion).
rc::Gen<std::string> body() {
  return rc::gen::element<std::string>("stablehlo.add", "stablehlo.maximum", "stablehlo.minimum", "stablehlo.multiply",
                                       "");
}

// gather or, when `dynamic`, dynamic_gather (no batching axes, slice_sizes
// an operand holding valid values: the run checks them).
rc::Gen<OpDraw> gatheringOp(bool dynamic) {
  return rc::gen::exec([dynamic] {
    const IndexedLayout l = *indexedLayout(!dynamic);
    const GatherSlice s = *gatherSlice(l);
    const TensorType element = *movedElementType();
    const TensorType operand = withShape(element, l.operandShape);
    const TensorType indices = tensorType(l.indicesShape, *elementTypeFrom(integerTypes()));
    const TensorType result = withShape(element, s.resultShape);
    OpDraw d;
    d.inputs = {Value(*tensor(operand)), Value(*indexTensor(indices, largest(l.operandShape)))};
    if (dynamic) {
      const ElementType sizeType = *rc::gen::elementOf(std::vector<ElementType>{
          ElementType::SI8, ElementType::SI32, ElementType::SI64, ElementType::UI32, ElementType::UI64});
      const TensorType sliceSizes = tensorType({static_cast<int64_t>(s.sliceSizes.size())}, sizeType);
      d.inputs.emplace_back(integerTensorOf(sliceSizes, s.sliceSizes));
      d.feeds = {Feed::Any, Feed::Any, Feed::Constant};
      d.op = {"stablehlo.dynamic_gather", {operand, indices, sliceSizes}, {result}, gatherNumbers(l, s)};
    } else {
      const bool sorted = *rc::gen::arbitrary<bool>();  // a promise the reference ignores
      d.op = {"stablehlo.gather", {operand, indices}, {result},
              gatherNumbers(l, s) + ", slice_sizes = " + i64Array(s.sliceSizes) +
                  ", indices_are_sorted = " + boolText(sorted)};
    }
    return d;
  });
}

}  // namespace

// spec: Ops > gather: (C1)-(C23) hold by construction of the layout.
rc::Gen<OpDraw> gatherOp() { return gatheringOp(false); }

// spec: Ops > dynamic_gather: gather without batching axes, slice_sizes an
// operand.
rc::Gen<OpDraw> dynamicGatherOp() { return gatheringOp(true); }

namespace {

// dynamic_slice (an operand, start indices) or, with `update`,
// dynamic_update_slice (an operand, an update, start indices): a size in
// [0, dim] per axis (slice_sizes or shape(update)) and one start index per
// axis, all of one integer type.
rc::Gen<OpDraw> slicingOp(bool update) {
  return rc::gen::exec([update] {
    const Shape operandShape = *dataShape(0, 4, 4);
    const TensorType element = *movedElementType();
    const TensorType index = tensorType({}, *elementTypeFrom(integerTypes()));
    Shape sizes;
    for (int64_t n : operandShape) sizes.push_back(*extent(n));
    const TensorType operand = withShape(element, operandShape), sized = withShape(element, sizes);
    std::vector<TensorType> operands = {operand};
    if (update) operands.push_back(sized);
    OpDraw d;
    for (const TensorType& t : operands) d.inputs.emplace_back(*tensor(t));
    for (int64_t n : operandShape) {
      operands.push_back(index);
      d.inputs.emplace_back(*indexTensor(index, n));
    }
    const std::string sliceSizes = "slice_sizes = " + i64Array(sizes);
    d.op = update ? SingleOp{"stablehlo.dynamic_update_slice", operands, {operand}}
                  : SingleOp{"stablehlo.dynamic_slice", operands, {sized}, sliceSizes};
    d.op.pretty = d.op.name + " " + operandPlaceholders(operands.size()) +
                  (update ? "" : ", sizes = " + notation::listText(sizes)) + " : " +
                  functionalType(d.op.operands, d.op.results);
    return d;
  });
}

}  // namespace

// spec: Ops > dynamic_slice: (C2) one start index per axis, (C3) all of one
// integer type, (C4) 0 <= slice_sizes <= shape(operand).
rc::Gen<OpDraw> dynamicSliceOp() { return slicingOp(false); }

// spec: Ops > dynamic_update_slice: (C2) update of the operand's element
// type, (C3) same rank, (C4)-(C5) one start index per axis of one integer
// type, (C6) shape(update) <= shape(operand).
rc::Gen<OpDraw> dynamicUpdateSliceOp() { return slicingOp(true); }

// spec: Ops > scatter: N in {1, 2} inputs and updates; the layout as
// gather's (window, inserted and batching axes); (C4) update window sizes
// at most the input's; start indices out of bounds (their update elements
// are skipped); update_computation bodies over promoted types (C23).
rc::Gen<OpDraw> scatterOp() {
  return rc::gen::exec([] {
    const IndexedLayout l = *indexedLayout(true);
    Shape windowSizes;
    for (int64_t d : l.offsetAxes) windowSizes.push_back(*extent(l.operandShape[d]));
    const int64_t updateRank = static_cast<int64_t>(l.batchShape.size() + windowSizes.size());
    const std::vector<int64_t> updateWindowDims = *sortedSubset(updateRank, static_cast<int64_t>(windowSizes.size()));
    const Shape updatesShape = combine(l.batchShape, updateWindowDims, windowSizes);
    const size_t N = *rc::gen::weightedOneOf<size_t>({{3, rc::gen::just<size_t>(1)}, {1, rc::gen::just<size_t>(2)}});
    std::vector<TensorType> elements, E, inputs, updates, results;
    std::vector<std::string> bodies;
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
        "scatter_dimension_numbers = #stablehlo.scatter<" +
        joined({listField("update_window_dims", updateWindowDims), listField("inserted_window_dims", l.collapsedAxes),
                listField("input_batching_dims", l.batchingAxes),
                listField("scatter_indices_batching_dims", l.indicesBatchingDims),
                listField("scatter_dims_to_operand_dims", l.startIndexMap),
                "index_vector_dim = " + std::to_string(l.indexVectorDim)}) +
        ">";
    // Promises the reference ignores (it applies every update in order).
    const bool sorted = *rc::gen::arbitrary<bool>(), unique = *rc::gen::arbitrary<bool>();
    OpDraw d;
    d.op = {"stablehlo.scatter", operands, results,
            numbers + ", indices_are_sorted = " + boolText(sorted) + ", unique_indices = " + boolText(unique),
            binaryRegion(E, bodies)};
    for (const TensorType& t : inputs) d.inputs.emplace_back(*tensor(t));
    d.inputs.emplace_back(*indexTensor(indices, largest(l.operandShape)));
    for (const TensorType& t : updates) d.inputs.emplace_back(*tensor(t));
    return d;
  });
}

// spec: Ops > select_and_scatter: windows (C4)-(C7) and padding (C8) of any
// size, windows of padding only included; (C2) shape(source) = num_windows;
// select a compare, scatter a body over a promoted type (C10).
rc::Gen<OpDraw> selectAndScatterOp() {
  return rc::gen::exec([] {
    const Shape operandShape = *dataShape(0, 3, 4);
    const size_t rank = operandShape.size();
    const std::vector<WindowAxis> axes = *windowAxes(operandShape, {});  // no dilations, padding >= 0
    const std::vector<int64_t> windowDimensions = windowAttribute(axes, &WindowAxis::window);
    const std::vector<int64_t> windowStrides = windowAttribute(axes, &WindowAxis::stride);
    const std::vector<std::pair<int64_t, int64_t>> padding = windowPadding(axes);
    const Shape numWindows = windowAttribute(axes, &WindowAxis::count);
    const TensorType element = *movedElementType();
    const TensorType E = *promotedType(element);
    std::vector<std::string> directions = {"EQ", "NE"};
    if (!isComplex(element.elementType)) directions.insert(directions.end(), {"GE", "GT", "LE", "LT"});
    const std::string direction = *rc::gen::elementOf(directions);
    // window_strides and padding whose values are their defaults (ones,
    // zeros; always at rank 0) may be left out. window_dimensions is always
    // written: the spec gives it no default (hloref's checker reads a
    // missing one as ones, the official verifier as an empty list, C4).
    auto isDefault = [](const std::vector<int64_t>& v, int64_t fill) {
      return std::all_of(v.begin(), v.end(), [fill](int64_t x) { return x == fill; });
    };
    std::vector<std::string> attributes;
    attributes.push_back("window_dimensions = " + i64Array(windowDimensions));
    if (!isDefault(windowStrides, 1) || *rc::gen::arbitrary<bool>())
      attributes.push_back("window_strides = " + i64Array(windowStrides));
    const bool unpadded =
        std::all_of(padding.begin(), padding.end(), [](auto p) { return p.first == 0 && p.second == 0; });
    if (rank > 0 && (!unpadded || *rc::gen::arbitrary<bool>()))
      attributes.push_back("padding = " + paddingAttribute(padding));
    const TensorType operand = withShape(element, operandShape), source = withShape(element, numWindows);
    return OpDraw{.op = {"stablehlo.select_and_scatter", {operand, source, element}, {withShape(E, operandShape)},
                         joined(attributes), compareRegion(element, direction) + ", " + binaryRegion({E}, {*body()})}};
  });
}

// Each op alone, its operands arguments (signed integers marked at random).
rc::Gen<ProgramCase> gatherCase() { return caseOf(gatherOp(), /*mark=*/true); }
rc::Gen<ProgramCase> dynamicGatherCase() { return caseOf(dynamicGatherOp(), /*mark=*/true); }
rc::Gen<ProgramCase> scatterCase() { return caseOf(scatterOp(), /*mark=*/true); }
rc::Gen<ProgramCase> selectAndScatterCase() { return caseOf(selectAndScatterOp(), /*mark=*/true); }
rc::Gen<ProgramCase> dynamicSliceCase() { return caseOf(dynamicSliceOp(), /*mark=*/true); }
rc::Gen<ProgramCase> dynamicUpdateSliceCase() { return caseOf(dynamicUpdateSliceOp(), /*mark=*/true); }

}  // namespace hloref::fuzz
