#include "fuzz/ops/data_movement.h"

#include <algorithm>

#include "syntax/parser.h"

namespace hloref::fuzz {

std::vector<TensorType> quantizedElementTypes() {
  std::vector<TensorType> types;
  for (const char* text : {"tensor<!quant.uniform<i8:f32, 0.5:1>>", "tensor<!quant.uniform<ui8:f16, 0.25:7>>",
                           "tensor<!quant.uniform<i4:bf16, 2.0>>", "tensor<!quant.uniform<i16:f32, 1.5e-3:-20>>",
                           "tensor<!quant.uniform<i8<-127:127>:f32, 0.1>>"})
    types.push_back(parseType(text, "generators").tensorType());
  return types;
}

rc::Gen<TensorType> movedElementType() {
  return rc::gen::weightedOneOf<TensorType>({
      {6, rc::gen::map(elementTypeFrom(allElementTypes()), [](ElementType e) { return tensorType({}, e); })},
      {1, rc::gen::elementOf(quantizedElementTypes())},
  });
}

rc::Gen<int64_t> extent(int64_t n) {
  if (n <= 0) return rc::gen::just<int64_t>(0);
  return rc::gen::weightedOneOf<int64_t>({{1, rc::gen::just<int64_t>(0)}, {19, rc::gen::inRange<int64_t>(1, n + 1)}});
}

rc::Gen<Shape> dataShape(int64_t minRank, int64_t maxRank, int64_t maxDim) {
  return rc::gen::mapcat(rc::gen::inRange<int64_t>(minRank, maxRank + 1), [maxDim](int64_t rank) {
    return rc::gen::container<Shape>(static_cast<size_t>(rank), extent(maxDim));
  });
}

TensorType withShape(TensorType element, Shape shape) {
  element.shape = std::move(shape);
  return element;
}

std::string singleOpFunction(const std::string& name, const std::vector<TensorType>& operands,
                             const std::vector<TensorType>& results, const std::string& attributes,
                             const std::string& regions, const std::vector<size_t>& marked) {
  std::string operandList, operandTypes, resultTypes, returned, body;
  for (size_t i = 0; i < operands.size(); ++i) {
    const std::string arg = "%arg" + std::to_string(i), type = typeString(operands[i]);
    const bool mark = std::find(marked.begin(), marked.end(), i) != marked.end();
    if (mark)
      body += "  %m" + std::to_string(i) + " = \"stablehlo.add\"(" + arg + ", " + arg + ") : (" + type + ", " + type +
              ") -> " + type + "\n";
    operandList += (i ? ", " : "") + (mark ? "%m" + std::to_string(i) : arg);
    operandTypes += (i ? ", " : "") + type;
  }
  for (size_t i = 0; i < results.size(); ++i) {
    resultTypes += (i ? ", " : "") + typeString(results[i]);
    returned += (i ? ", " : "") + (results.size() == 1 ? std::string("%0") : "%0#" + std::to_string(i));
  }
  const std::string lhs = results.size() == 1 ? "%0" : "%0:" + std::to_string(results.size());
  body += "  " + lhs + " = \"" + name + "\"(" + operandList + ")";
  if (!regions.empty()) body += " (" + regions + ")";
  if (!attributes.empty()) body += " {" + attributes + "}";
  body += " : (" + operandTypes + ") -> " + (results.size() == 1 ? resultTypes : "(" + resultTypes + ")") + "\n";
  body += "  func.return " + returned + " : " + resultTypes + "\n";
  return mainFunction(operands, results, body);
}

rc::Gen<std::vector<size_t>> markedOperands(const std::vector<TensorType>& operands) {
  return rc::gen::exec([operands] {
    std::vector<size_t> marked;
    for (size_t i = 0; i < operands.size(); ++i)
      if (isSignedInteger(operands[i].elementType) && !operands[i].isQuantized() && *rc::gen::inRange(0, 4) == 0)
        marked.push_back(i);
    return marked;
  });
}

namespace {

// A case of one op whose operands are all arguments (some marked).
ProgramCase oneOpCase(const std::string& name, const std::vector<TensorType>& operands, const TensorType& result,
                      const std::string& attributes) {
  ProgramCase c;
  c.text = singleOpFunction(name, operands, {result}, attributes, "", *markedOperands(operands));
  for (const TensorType& t : operands) c.args.emplace_back(*tensor(t));
  return c;
}

}  // namespace

// spec: Ops > transpose. (C2) permutation is a permutation of
// range(rank(operand)); (C3) shape(result) = dim(operand, permutation...).
rc::Gen<ProgramCase> transposeCase() {
  return rc::gen::exec([] {
    const Shape operandShape = *dataShape(0, 4, 4);
    const TensorType element = *movedElementType();
    const std::vector<int64_t> permutation = *fuzz::permutation(static_cast<int64_t>(operandShape.size()));
    Shape resultShape(permutation.size());
    for (size_t d = 0; d < permutation.size(); ++d) resultShape[d] = operandShape[permutation[d]];
    return oneOpCase("stablehlo.transpose", {withShape(element, operandShape)}, withShape(element, resultShape),
                     "permutation = " + i64Array(permutation));
  });
}

// spec: Ops > broadcast_in_dim. (C2)-(C4) broadcast_dimensions are
// size(operand) unique axes of the result, in any order; (C5) each operand
// dimension is 1 or the result dimension it maps to.
rc::Gen<ProgramCase> broadcastInDimCase() {
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
    return oneOpCase("stablehlo.broadcast_in_dim", {withShape(element, operandShape)},
                     withShape(element, resultShape), "broadcast_dimensions = " + i64Array(broadcast_dimensions));
  });
}

// spec: Ops > concatenate. (C1)-(C2) inputs agree but in `dimension`;
// (C3) at least one input; (C4) 0 <= dimension < rank.
rc::Gen<ProgramCase> concatenateCase() {
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
    return oneOpCase("stablehlo.concatenate", inputs, withShape(element, resultShape),
                     "dimension = " + std::to_string(dimension) + " : i64");
  });
}

// spec: Ops > iota. (C1) 0 <= iota_dimension < rank(output); the output
// is integer, float, complex or per-tensor quantized. Long dimensions reach
// the indices narrow types wrap or round.
rc::Gen<ProgramCase> iotaCase() {
  return rc::gen::exec([] {
    Shape outputShape = *dataShape(1, 4, 4);
    const int64_t iota_dimension = *rc::gen::inRange<int64_t>(0, static_cast<int64_t>(outputShape.size()));
    if (*rc::gen::inRange(0, 4) == 0) outputShape[iota_dimension] = *rc::gen::inRange<int64_t>(5, 300);
    std::vector<TensorType> elements;
    for (const auto& family : {integerTypes(), floatTypes(), complexTypes()})
      for (ElementType e : family) elements.push_back(tensorType({}, e));
    for (const TensorType& q : quantizedElementTypes()) elements.push_back(q);
    const TensorType output = withShape(*rc::gen::elementOf(elements), outputShape);
    return oneOpCase("stablehlo.iota", {}, output, "iota_dimension = " + std::to_string(iota_dimension) + " : i64");
  });
}

// spec: Ops > pad. (C2) one padding of each kind per dimension; (C3)
// interior_padding >= 0; edge paddings may be negative (they remove
// elements) as long as (C4) the result dimension is not negative.
rc::Gen<ProgramCase> padCase() {
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
    return oneOpCase("stablehlo.pad", {withShape(element, operandShape), element}, withShape(element, resultShape),
                     "edge_padding_low = " + i64Array(low) + ", edge_padding_high = " + i64Array(high) +
                         ", interior_padding = " + i64Array(interior));
  });
}

// spec: Ops > reverse. (C2) dimensions unique, in any order; (C3) axes of
// the operand.
rc::Gen<ProgramCase> reverseCase() {
  return rc::gen::exec([] {
    const Shape operandShape = *dataShape(0, 4, 4);
    const int64_t rank = static_cast<int64_t>(operandShape.size());
    std::vector<int64_t> dimensions = *permutation(rank);
    dimensions.resize(static_cast<size_t>(*rc::gen::inRange<int64_t>(0, rank + 1)));
    const TensorType operand = withShape(*movedElementType(), operandShape);
    return oneOpCase("stablehlo.reverse", {operand}, operand, "dimensions = " + i64Array(dimensions));
  });
}

// spec: Ops > slice. (C3) 0 <= start_indices <= limit_indices <=
// shape(operand); (C4) strides > 0, some larger than the dimension.
rc::Gen<ProgramCase> sliceCase() {
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
    return oneOpCase("stablehlo.slice", {withShape(element, operandShape)}, withShape(element, resultShape),
                     "start_indices = " + i64Array(start) + ", limit_indices = " + i64Array(limit) +
                         ", strides = " + i64Array(strides));
  });
}

}  // namespace hloref::fuzz
