#include "fuzz/ops/data_movement.h"

#include <algorithm>

namespace hloref::fuzz {
namespace {

// One op moving data of `operands` into `result`.
OpDraw dataOp(const std::string& name, const std::vector<TensorType>& operands, const TensorType& result,
              const std::string& attributes) {
  return {.op = {name, operands, {result}, attributes, ""}};
}

}  // namespace

// spec: Ops > transpose. (C2) permutation is a permutation of
// range(rank(operand)); (C3) shape(result) = dim(operand, permutation...).
rc::Gen<OpDraw> transposeOp() {
  return rc::gen::exec([] {
    const Shape operandShape = *dataShape(0, 4, 4);
    const TensorType element = *movedElementType();
    const std::vector<int64_t> permutation = *fuzz::permutation(static_cast<int64_t>(operandShape.size()));
    Shape resultShape(permutation.size());
    for (size_t d = 0; d < permutation.size(); ++d) resultShape[d] = operandShape[permutation[d]];
    OpDraw d = dataOp("stablehlo.transpose", {withShape(element, operandShape)}, withShape(element, resultShape),
                      "permutation = " + i64Array(permutation));
    d.op.pretty = "stablehlo.transpose $0, dims = " + notation::listText(permutation) + " : " +
                  functionalType(d.op.operands, d.op.results);
    return d;
  });
}

// spec: Ops > broadcast_in_dim. (C2)-(C4) broadcast_dimensions are
// size(operand) unique axes of the result, in any order; (C5) each operand
// dimension is 1 or the result dimension it maps to.
rc::Gen<OpDraw> broadcastInDimOp() {
  return rc::gen::exec([] {
    const int64_t resultRank = *rc::gen::inRange<int64_t>(0, 5);
    const int64_t operandRank = *rc::gen::inRange<int64_t>(0, resultRank + 1);
    std::vector<int64_t> broadcast_dimensions = *permutation(resultRank);
    broadcast_dimensions.resize(static_cast<size_t>(operandRank));
    Shape resultShape = *rc::gen::container<Shape>(static_cast<size_t>(resultRank), extent(4));
    Shape operandShape(static_cast<size_t>(operandRank));
    for (int64_t d = 0; d < operandRank; ++d)
      operandShape[d] = *rc::gen::weightedOneOf<int64_t>(
          {{1, rc::gen::just<int64_t>(1)}, {2, rc::gen::just(resultShape[broadcast_dimensions[d]])}});
    const TensorType element = *movedElementType();
    OpDraw d = dataOp("stablehlo.broadcast_in_dim", {withShape(element, operandShape)},
                      withShape(element, resultShape), "broadcast_dimensions = " + i64Array(broadcast_dimensions));
    d.op.pretty = "stablehlo.broadcast_in_dim $0, dims = " + notation::listText(broadcast_dimensions) + " : " +
                  functionalType(d.op.operands, d.op.results);
    return d;
  });
}

// spec: Ops > concatenate. (C1)-(C2) inputs agree but in `dimension`;
// (C3) at least one input; (C4) 0 <= dimension < rank.
rc::Gen<OpDraw> concatenateOp() {
  return rc::gen::exec([] {
    const Shape common = *dataShape(1, 4, 4);
    const int64_t dimension = *rc::gen::inRange<int64_t>(0, static_cast<int64_t>(common.size()));
    const size_t count = *rc::gen::inRange<size_t>(1, 5);
    const TensorType element = *movedElementType();
    std::vector<TensorType> inputs;
    Shape resultShape = common;
    resultShape[dimension] = 0;
    for (size_t k = 0; k < count; ++k) {
      Shape inputShape = common;
      inputShape[dimension] = *extent(3);
      resultShape[dimension] += inputShape[dimension];
      inputs.push_back(withShape(element, inputShape));
    }
    OpDraw d = dataOp("stablehlo.concatenate", inputs, withShape(element, resultShape),
                      "dimension = " + std::to_string(dimension) + " : i64");
    d.op.pretty = "stablehlo.concatenate " + operandPlaceholders(inputs.size()) + ", dim = " +
                  std::to_string(dimension) + " : " + functionalType(d.op.operands, d.op.results);
    return d;
  });
}

// spec: Ops > iota. (C1) 0 <= iota_dimension < rank(output); the output
// is integer, float, complex or per-tensor quantized. Long dimensions reach
// the indices narrow types wrap or round.
rc::Gen<OpDraw> iotaOp() {
  return rc::gen::exec([] {
    Shape outputShape = *dataShape(1, 4, 4);
    const int64_t iota_dimension = *rc::gen::inRange<int64_t>(0, static_cast<int64_t>(outputShape.size()));
    if (*rc::gen::inRange(0, 4) == 0) outputShape[iota_dimension] = *rc::gen::inRange<int64_t>(5, 300);
    using notation::Family;
    const std::vector<ElementType> numbers =
        typesOf({Family::SignedInteger, Family::UnsignedInteger, Family::Float, Family::Complex});
    const TensorType element = *rc::gen::weightedOneOf<TensorType>({
        {6, rc::gen::map(elementTypeFrom(numbers), [](ElementType e) { return tensorType({}, e); })},
        {1, quantizedElementType()},
    });
    const TensorType output = withShape(element, outputShape);
    OpDraw d = dataOp("stablehlo.iota", {}, output, "iota_dimension = " + std::to_string(iota_dimension) + " : i64");
    d.op.pretty = "stablehlo.iota dim = " + std::to_string(iota_dimension) + " : " + typeString(output);
    return d;
  });
}

// spec: Ops > pad. (C2) one padding of each kind per dimension; (C3)
// interior_padding >= 0; edge paddings may be negative (they remove
// elements) as long as (C4) the result dimension is not negative.
rc::Gen<OpDraw> padOp() {
  return rc::gen::exec([] {
    const Shape operandShape = *dataShape(0, 3, 4);
    const size_t rank = operandShape.size();
    std::vector<int64_t> low(rank), high(rank), interior(rank);
    Shape resultShape(rank);
    for (size_t d = 0; d < rank; ++d) {
      const int64_t n = operandShape[d];
      low[d] = *rc::gen::inRange<int64_t>(-2, 4);
      high[d] = *rc::gen::inRange<int64_t>(-2, 4);
      interior[d] = *rc::gen::inRange<int64_t>(0, 3);
      const int64_t size = n + low[d] + std::max<int64_t>(n - 1, 0) * interior[d] + high[d];
      if (size < 0) high[d] -= size;  // the result dimension becomes 0
      resultShape[d] = std::max<int64_t>(size, 0);
    }
    const TensorType element = *movedElementType();
    OpDraw d = dataOp("stablehlo.pad", {withShape(element, operandShape), element}, withShape(element, resultShape),
                      "edge_padding_low = " + i64Array(low) + ", edge_padding_high = " + i64Array(high) +
                          ", interior_padding = " + i64Array(interior));
    d.op.pretty = "stablehlo.pad $0, $1, low = " + notation::listText(low) + ", high = " + notation::listText(high) +
                  ", interior = " + notation::listText(interior) + " : " + functionalType(d.op.operands, d.op.results);
    return d;
  });
}

// spec: Ops > reverse. (C2) dimensions unique, in any order; (C3) axes of
// the operand.
rc::Gen<OpDraw> reverseOp() {
  return rc::gen::exec([] {
    const Shape operandShape = *dataShape(0, 4, 4);
    const int64_t rank = static_cast<int64_t>(operandShape.size());
    std::vector<int64_t> dimensions = *permutation(rank);
    dimensions.resize(static_cast<size_t>(*rc::gen::inRange<int64_t>(0, rank + 1)));
    const TensorType operand = withShape(*movedElementType(), operandShape);
    OpDraw d = dataOp("stablehlo.reverse", {operand}, operand, "dimensions = " + i64Array(dimensions));
    d.op.pretty = "stablehlo.reverse $0, dims = " + notation::listText(dimensions) + " : " + typeString(operand);
    return d;
  });
}

// spec: Ops > slice. (C3) 0 <= start_indices <= limit_indices <=
// shape(operand); (C4) strides > 0, some larger than the dimension.
rc::Gen<OpDraw> sliceOp() {
  return rc::gen::exec([] {
    const Shape operandShape = *dataShape(0, 4, 5);
    const size_t rank = operandShape.size();
    std::vector<int64_t> start(rank), limit(rank), strides(rank);
    Shape resultShape(rank);
    for (size_t d = 0; d < rank; ++d) {
      start[d] = operandShape[d] - *extent(operandShape[d]);
      limit[d] = start[d] + *extent(operandShape[d] - start[d]);
      strides[d] = *rc::gen::weightedOneOf<int64_t>(
          {{4, rc::gen::inRange<int64_t>(1, 4)}, {1, rc::gen::just<int64_t>(INT64_MAX)}});
      const int64_t span = limit[d] - start[d];
      resultShape[d] = span / strides[d] + (span % strides[d] != 0 ? 1 : 0);
    }
    const TensorType element = *movedElementType();
    OpDraw d = dataOp("stablehlo.slice", {withShape(element, operandShape)}, withShape(element, resultShape),
                      "start_indices = " + i64Array(start) + ", limit_indices = " + i64Array(limit) +
                          ", strides = " + i64Array(strides));
    std::string ranges;
    for (size_t k = 0; k < rank; ++k)
      ranges += (k ? ", " : "") + std::to_string(start[k]) + ":" + std::to_string(limit[k]) +
                (strides[k] == 1 ? "" : ":" + std::to_string(strides[k]));
    d.op.pretty = "stablehlo.slice $0 [" + ranges + "] : " + functionalType(d.op.operands, d.op.results);
    return d;
  });
}

// Each op alone, its operands arguments (signed integers marked at random).
rc::Gen<ProgramCase> transposeCase() { return caseOf(transposeOp(), /*mark=*/true); }
rc::Gen<ProgramCase> broadcastInDimCase() { return caseOf(broadcastInDimOp(), /*mark=*/true); }
rc::Gen<ProgramCase> concatenateCase() { return caseOf(concatenateOp(), /*mark=*/true); }
rc::Gen<ProgramCase> iotaCase() { return caseOf(iotaOp(), /*mark=*/true); }
rc::Gen<ProgramCase> padCase() { return caseOf(padOp(), /*mark=*/true); }
rc::Gen<ProgramCase> reverseCase() { return caseOf(reverseOp(), /*mark=*/true); }
rc::Gen<ProgramCase> sliceCase() { return caseOf(sliceOp(), /*mark=*/true); }

}  // namespace hloref::fuzz
