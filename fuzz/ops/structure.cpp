#include "fuzz/ops/structure.h"

#include <algorithm>
#include <map>

#include "syntax/printer.h"

namespace hloref::fuzz {
namespace {

using ET = ElementType;
using notation::Family;

// The operand type: the hint when `fits` accepts it (mostly), else a
// random data shape of rank in [minRank, 4] and an element type of `types`.
template <class Fits>
TensorType operandType(const TensorType* hint, Fits fits, const std::vector<ET>& types, int64_t minRank = 0) {
  if (hint && !hint->isQuantized() && fits(*hint) && *rc::gen::inRange(0, 4) != 0) return *hint;
  return tensorType(*dataShape(minRank, 4, 4), *elementTypeFrom(types));
}
TensorType anyOperand(const TensorType* hint, int64_t minRank = 0) {
  const std::vector<ET> types = allElementTypes();
  return operandType(
      hint, [&](const TensorType& t) { return t.rank() >= minRank && t.rank() <= 4; }, types, minRank);
}

// The result type of a dynamic op: sometimes some dimensions `?` (spec:
// Types, dynamic dimensions), bounded at times by their size or more.
TensorType dynamicResult(TensorType t) {
  if (t.shape.empty() || *rc::gen::inRange(0, 3) != 0) return t;
  const bool bounded = *rc::gen::arbitrary<bool>();
  Shape bounds(t.shape.size(), kDynamic);
  for (size_t d = 0; d < t.shape.size(); ++d) {
    if (!*rc::gen::arbitrary<bool>()) continue;
    bounds[d] = t.shape[d] + *rc::gen::inRange<int64_t>(0, 2);
    t.shape[d] = kDynamic;
  }
  if (bounded && std::find(t.shape.begin(), t.shape.end(), kDynamic) != t.shape.end()) t.bounds = bounds;
  return t;
}

// A 1-dimensional si64 (or si32) tensor holding `values`: the shape
// operands of the dynamic ops, supplied as constants.
Value shapeValue(const std::vector<int64_t>& values, ET type = ET::SI64) {
  return Value(integerTensorOf(tensorType({static_cast<int64_t>(values.size())}, type), values));
}

// A shape with `n` elements (n > 0: divisors; n = 0: some 0 dimension).
Shape shapeWithElements(int64_t n) {
  const int64_t rank = *rc::gen::inRange<int64_t>(n == 1 ? 0 : 1, 4);
  Shape s;
  int64_t left = n;
  for (int64_t d = 0; d + 1 < rank; ++d) {
    std::vector<int64_t> divisors;
    for (int64_t k = 1; k <= std::max<int64_t>(left, 1); ++k)
      if (left == 0 || left % k == 0) divisors.push_back(k);
    const int64_t k = *rc::gen::elementOf(divisors);
    s.push_back(k);
    if (left != 0) left /= k;
  }
  if (rank > 0) s.push_back(left);
  if (n == 0 && std::find(s.begin(), s.end(), 0) == s.end()) s[0] = 0;
  return s;
}

// spec: Ops > reshape. (C1) same element type; (C2) same number of elements.
OpDraw reshapeOp(const TensorType* hint) {
  TensorType operand = anyOperand(hint);
  if (hint && hint->isQuantized() && !hint->quant->quantizationDimension && *rc::gen::inRange(0, 2) == 0)
    operand = *hint;
  const TensorType result = withShape(operand, shapeWithElements(operand.numElements()));
  return {.op = {"stablehlo.reshape", {operand}, {result}}};
}

// spec: Ops > get_dimension_size. (C1) 0 <= dimension < rank(operand).
OpDraw getDimensionSizeOp(const TensorType* hint) {
  const TensorType operand = anyOperand(hint, 1);
  const int64_t dimension = *rc::gen::inRange<int64_t>(0, operand.rank());
  OpDraw d{.op = {"stablehlo.get_dimension_size", {operand}, {tensorType({}, ET::SI32)},
                  "dimension = " + std::to_string(dimension) + " : i64"}};
  d.op.pretty = "stablehlo.get_dimension_size $0, dim = " + std::to_string(dimension) + " : " +
                functionalType(d.op.operands, d.op.results);
  return d;
}

// spec: Ops > constant. (C1) type(value) = type(output).
OpDraw constantOp(const TensorType*) {
  const TensorType type = tensorType(*dataShape(0, 3, 4), *elementTypeFrom(allElementTypes()));
  const Tensor value = *argumentTensor(type);
  return {.op = {"stablehlo.constant", {}, {type}, "value = " + denseLiteral(value) + " : " + typeString(type)}};
}

// spec: Ops > dynamic_iota. (C1) 0 <= iota_dimension < size(output_shape);
// (C2) rank(result) = dim(output_shape, 0).
OpDraw dynamicIotaOp(const TensorType*) {
  const Shape shape = *dataShape(1, 3, 4);
  const ET type = *elementTypeFrom(typesOf({Family::SignedInteger, Family::UnsignedInteger, Family::Float, Family::Complex}));
  const int64_t dimension = *rc::gen::inRange<int64_t>(0, static_cast<int64_t>(shape.size()));
  const Value output_shape = shapeValue(shape, *rc::gen::element(ET::SI64, ET::SI32));
  return {.op = {"stablehlo.dynamic_iota", {output_shape.tensor().type()}, {dynamicResult(tensorType(shape, type))},
                 "iota_dimension = " + std::to_string(dimension) + " : i64"},
          .inputs = {output_shape},
          .feeds = {Feed::Constant}};
}

// spec: Ops > dynamic_broadcast_in_dim: broadcast_in_dim with the result
// shape also an operand (output_dimensions).
OpDraw dynamicBroadcastInDimOp(const TensorType* hint) {
  const TensorType operand = anyOperand(hint);
  const int64_t operandRank = operand.rank();
  const int64_t resultRank = operandRank + *rc::gen::inRange<int64_t>(0, 5 - std::min<int64_t>(operandRank, 4));
  std::vector<int64_t> dims = *permutation(resultRank);
  dims.resize(static_cast<size_t>(operandRank));
  Shape resultShape = *rc::gen::container<Shape>(static_cast<size_t>(resultRank), extent(4));
  for (int64_t d = 0; d < operandRank; ++d)
    if (operand.shape[d] != 1) resultShape[dims[d]] = operand.shape[d];
  const Value output_dimensions = shapeValue(resultShape);
  return {.op = {"stablehlo.dynamic_broadcast_in_dim", {operand, output_dimensions.tensor().type()},
                 {dynamicResult(withShape(operand, resultShape))}, "broadcast_dimensions = " + i64Array(dims)},
          .inputs = {Value(*argumentTensor(operand)), output_dimensions},
          .feeds = {Feed::Any, Feed::Constant}};
}

// spec: Ops > dynamic_pad: pad with its paddings as operands.
OpDraw dynamicPadOp(const TensorType* hint) {
  const TensorType operand = anyOperand(hint);
  const size_t rank = operand.shape.size();
  std::vector<int64_t> low(rank), high(rank), interior(rank);
  Shape resultShape(rank);
  for (size_t d = 0; d < rank; ++d) {
    const int64_t n = operand.shape[d];
    low[d] = *rc::gen::inRange<int64_t>(-1, 3);
    high[d] = *rc::gen::inRange<int64_t>(-1, 3);
    interior[d] = *rc::gen::inRange<int64_t>(0, 2);
    const int64_t size = n + low[d] + std::max<int64_t>(n - 1, 0) * interior[d] + high[d];
    if (size < 0) high[d] -= size;
    resultShape[d] = std::max<int64_t>(size, 0);
  }
  const TensorType scalar = withShape(operand, {});
  const Value lowValue = shapeValue(low), highValue = shapeValue(high), interiorValue = shapeValue(interior);
  const TensorType paddingType = lowValue.tensor().type();
  return {.op = {"stablehlo.dynamic_pad", {operand, scalar, paddingType, paddingType, paddingType},
                 {dynamicResult(withShape(operand, resultShape))}},
          .inputs = {Value(*argumentTensor(operand)), Value(*argumentTensor(scalar)), lowValue, highValue,
                     interiorValue},
          .feeds = {Feed::Any, Feed::Any, Feed::Constant, Feed::Constant, Feed::Constant}};
}

// spec: Ops > dynamic_reshape: reshape with the result shape an operand.
OpDraw dynamicReshapeOp(const TensorType* hint) {
  const TensorType operand = anyOperand(hint);
  const Shape shape = shapeWithElements(operand.numElements());
  const Value output_shape = shapeValue(shape);
  return {.op = {"stablehlo.dynamic_reshape", {operand, output_shape.tensor().type()},
                 {dynamicResult(withShape(operand, shape))}},
          .inputs = {Value(*argumentTensor(operand)), output_shape},
          .feeds = {Feed::Any, Feed::Constant}};
}

// spec: Ops > rng. (C1) a, b and result of one element type; (C2) NORMAL
// on floats; (C3) shape(result) = shape (a constant). UNIFORM needs a < b,
// NORMAL b >= 0: a and b are arguments, floats powers of two every float
// type holds (f8E8M0FNU holds no 0 and no negative).
OpDraw rngOp(const TensorType*) {
  const bool normal = *rc::gen::arbitrary<bool>();
  const ET type = *elementTypeFrom(normal ? floatTypes() : typesOf({Family::SignedInteger, Family::Float}));
  const Shape shape = *dataShape(0, 3, 4);
  const TensorType scalar = tensorType({}, type);
  const double a = isInteger(type) ? *rc::gen::inRange(-4, 2) : *rc::gen::element(0.5, 1.0, 2.0);
  const double b = isInteger(type) ? a + *rc::gen::inRange(1, 8) : 4.0;
  auto scalarValue = [&](double v) {
    return Value(isInteger(type) ? integerTensorOf(scalar, {static_cast<int64_t>(v)})
                                 : tensorOf(scalar, [v](int64_t) { return std::complex<double>(v, 0); }));
  };
  const Value shapeOperand = shapeValue(shape);
  return {.op = {"stablehlo.rng", {scalar, scalar, shapeOperand.tensor().type()}, {tensorType(shape, type)},
                 std::string("rng_distribution = #stablehlo<rng_distribution ") + (normal ? "NORMAL" : "UNIFORM") +
                     ">"},
          .inputs = {scalarValue(a), scalarValue(b), shapeOperand},
          .feeds = {Feed::Argument, Feed::Argument, Feed::Constant}};
}

// spec: Ops > rng_bit_generator. (C1) type(initial_state) =
// type(output_state); (C2) THREE_FRY: 2 elements, PHILOX: 2 or 3; DEFAULT
// takes what the implementation takes (2 here).
OpDraw rngBitGeneratorOp(const TensorType*) {
  const std::string algorithm = *rc::gen::element<std::string>("DEFAULT", "THREE_FRY", "PHILOX");
  const int64_t size = algorithm == "PHILOX" ? *rc::gen::inRange<int64_t>(2, 4) : 2;
  const TensorType state = tensorType({size}, ET::UI64);
  const TensorType output =
      tensorType(*dataShape(0, 3, 4), *elementTypeFrom(typesOf({Family::SignedInteger, Family::UnsignedInteger, Family::Float})));
  return {.op = {"stablehlo.rng_bit_generator", {state}, {state, output},
                 "rng_algorithm = #stablehlo<rng_algorithm " + algorithm + ">"}};
}

OpDraw replicaIdOp(const TensorType*) { return {.op = {"stablehlo.replica_id", {}, {tensorType({}, ET::UI32)}}}; }
OpDraw partitionIdOp(const TensorType*) { return {.op = {"stablehlo.partition_id", {}, {tensorType({}, ET::UI32)}}}; }

// spec: Ops > uniform_quantize. (C1) same shape; (C2) the result's
// expressed type is the operand's float type (or its expressed type when
// the operand is quantized: requantization).
OpDraw uniformQuantizeOp(const TensorType* hint) {
  if (*rc::gen::inRange(0, 3) == 0) {
    // Per-axis: from a float operand of the expressed type.
    const TensorType result = *perAxisQuantizedType(*dataShape(1, 3, 4));
    return {.op = {"stablehlo.uniform_quantize", {tensorType(result.shape, result.quant->expressedType)}, {result}}};
  }
  const TensorType quantized = *quantizedElementType();
  const ET expressed = quantized.quant->expressedType;
  Shape shape = *dataShape(0, 3, 4);
  if (hint && !hint->isQuantized() && hint->elementType == expressed) shape = hint->shape;
  TensorType operand = tensorType(shape, expressed);
  if (*rc::gen::inRange(0, 3) == 0) {
    // Requantization: from another quantized type of the same expressed type.
    const TensorType from = *quantizedElementType();
    if (from.quant->expressedType == expressed) operand = withShape(from, shape);
  }
  return {.op = {"stablehlo.uniform_quantize", {operand}, {withShape(quantized, shape)}}};
}

// spec: Ops > uniform_dequantize. (C1) same shape; (C2) the result is the
// operand's expressed type.
OpDraw uniformDequantizeOp(const TensorType* hint) {
  TensorType operand = *rc::gen::inRange(0, 3) == 0 ? *perAxisQuantizedType(*dataShape(1, 3, 4))
                                                    : withShape(*quantizedElementType(), *dataShape(0, 3, 4));
  if (hint && hint->isQuantized()) operand = *hint;
  return {.op = {"stablehlo.uniform_dequantize", {operand}, {tensorType(operand.shape, operand.quant->expressedType)}}};
}

// An elementwise op on E that keeps its type, for region bodies: add on
// numbers, or on booleans, negate... as two-operand lines.
std::string combiner(ET e) {
  if (isBoolean(e)) return *rc::gen::element<std::string>("stablehlo.or", "stablehlo.and", "stablehlo.xor");
  return *rc::gen::element<std::string>("stablehlo.add", "stablehlo.maximum", "stablehlo.minimum", "stablehlo.multiply");
}

std::string binaryLine(const std::string& result, const std::string& op, const std::string& lhs, const std::string& rhs,
                       const TensorType& type) {
  const std::string t = typeString(type);
  return "    " + result + " = \"" + op + "\"(" + lhs + ", " + rhs + ") : (" + t + ", " + t + ") -> " + t + "\n";
}

// spec: Ops > map. (C1) inputs and result of one shape; (C2) N > 0; (C3)
// dimensions = range(rank); (C4) the computation on 0-dimensional types.
OpDraw mapOp(const TensorType* hint) {
  const TensorType input = anyOperand(hint);
  const size_t N = *rc::gen::inRange<size_t>(1, 3);
  const std::vector<TensorType> operands(N, input);
  const TensorType scalar = withShape(input, {});
  std::vector<TensorType> arguments(N, scalar);
  std::string lines;
  std::string result = "%a0";
  if (N == 2) {
    lines = binaryLine("%m", combiner(input.elementType), "%a0", "%a1", scalar);
    result = "%m";
  }
  std::vector<int64_t> dimensions(static_cast<size_t>(input.rank()));
  for (size_t d = 0; d < dimensions.size(); ++d) dimensions[d] = static_cast<int64_t>(d);
  return {.op = {"stablehlo.map", operands, {input}, "dimensions = " + i64Array(dimensions),
                 regionText(arguments, lines, {result}, {scalar})}};
}

std::string constantLine(const std::string& name, int64_t value, const TensorType& type) {
  return "    " + name + " = \"stablehlo.constant\"() {value = dense<" + std::to_string(value) + "> : " +
         typeString(type) + "} : () -> " + typeString(type) + "\n";
}

// spec: Ops > while. (C1) cond: (T0, ..., TN-1) -> tensor<i1>; (C2) body:
// (T0, ..., TN-1) -> (T0, ..., TN-1); (C3) results of the operands' types.
// A counter (a constant operand) bounds the loop: it ends after at most 4
// iterations.
OpDraw whileOp(const TensorType* hint) {
  const TensorType counter = tensorType({}, ET::SI64);
  const TensorType carried = anyOperand(hint);
  const std::vector<TensorType> types = {counter, carried};
  const int64_t start = *rc::gen::inRange<int64_t>(0, 4), limit = *rc::gen::inRange<int64_t>(0, 4);
  const std::string cond = regionText(types,
                                      constantLine("%limit", limit, counter) +
                                          "    %c = \"stablehlo.compare\"(%a0, %limit) {comparison_direction = "
                                          "#stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> "
                                          "tensor<i1>\n",
                                      {"%c"}, {tensorType({}, ET::I1)});
  std::string lines = constantLine("%one", 1, counter) + binaryLine("%next", "stablehlo.add", "%a0", "%one", counter);
  std::string value = "%a1";
  if (!isComplex(carried.elementType) || *rc::gen::arbitrary<bool>()) {
    lines += binaryLine("%step", combiner(carried.elementType), "%a1", "%a1", carried);
    value = "%step";
  }
  const std::string body = regionText(types, lines, {"%next", value}, types);
  return {.op = {"stablehlo.while", types, types, "", cond + ", " + body},
          .inputs = {Value(integerTensorOf(counter, {start})), Value(*argumentTensor(carried))},
          .feeds = {Feed::Constant, Feed::Any}};
}

// A region without arguments returning `value` of `type`, or an
// elementwise op on it (negate, or the value combined with itself).
std::string branch(const std::string& prefix, const std::string& value, const TensorType& type) {
  const std::string t = typeString(type);
  if (*rc::gen::arbitrary<bool>())
    return "{\n    \"stablehlo.return\"(" + value + ") : (" + t + ") -> ()\n  }";
  const std::string name = "%" + prefix;
  return "{\n" + binaryLine(name, combiner(type.elementType), value, value, type) + "    \"stablehlo.return\"(" +
         name + ") : (" + t + ") -> ()\n  }";
}

// spec: Ops > if. (C1) both branches without arguments; (C2) returning the
// results' types. The branches use an earlier value (operand $1 of the
// draw, no operand of the op).
OpDraw ifOp(const TensorType* hint) {
  const TensorType value = anyOperand(hint);
  const TensorType pred = tensorType({}, ET::I1);
  OpDraw d{.op = {"stablehlo.if", {pred, value}, {value}}};
  d.body = "  %$r_0 = \"stablehlo.if\"($0) (" + branch("$r_t", "$1", value) + ", " + branch("$r_f", "$1", value) +
           ") : (tensor<i1>) -> " + typeString(value) + "\n";
  return d;
}

// spec: Ops > case. (C1) at least one branch; (C2) without arguments; (C3)
// returning the results' types. index out of range takes the last branch.
OpDraw caseOp(const TensorType* hint) {
  const TensorType value = anyOperand(hint);
  const TensorType index = tensorType({}, ET::SI32);
  const int64_t n = *rc::gen::inRange<int64_t>(1, 4);
  OpDraw d{.op = {"stablehlo.case", {index, value}, {value}}};
  std::string branches;
  for (int64_t k = 0; k < n; ++k) branches += (k ? ", " : "") + branch("$r_b" + std::to_string(k), "$1", value);
  d.body = "  %$r_0 = \"stablehlo.case\"($0) (" + branches + ") : (tensor<i32>) -> " + typeString(value) + "\n";
  d.inputs = {Value(*integerTensor(index, -1, n)), Value(*argumentTensor(value))};
  return d;
}

// spec: Ops > optimization_barrier. (C1) results of the operands' types.
OpDraw optimizationBarrierOp(const TensorType* hint) {
  std::vector<TensorType> operands = {anyOperand(hint)};
  if (*rc::gen::arbitrary<bool>()) operands.push_back(anyOperand(nullptr));
  std::string types;
  for (size_t i = 0; i < operands.size(); ++i) types += (i ? ", " : "") + typeString(operands[i]);
  return {.op = {.name = "stablehlo.optimization_barrier",
                 .operands = operands,
                 .results = operands,
                 .pretty = "stablehlo.optimization_barrier " + operandPlaceholders(operands.size()) + " : " + types}};
}

// spec: Ops > tuple, get_tuple_element: a tuple of the operands, one of
// them taken back out.
OpDraw tupleOp(const TensorType* hint) {
  std::vector<TensorType> operands = {anyOperand(hint)};
  const size_t n = *rc::gen::inRange<size_t>(1, 3);
  while (operands.size() < n) operands.push_back(anyOperand(nullptr));
  const size_t index = *rc::gen::inRange<size_t>(0, n);
  std::string uses, types;
  for (size_t i = 0; i < n; ++i) {
    uses += (i ? ", $" : "$") + std::to_string(i);
    types += (i ? ", " : "") + typeString(operands[i]);
  }
  OpDraw d{.op = {"stablehlo.tuple", operands, {operands[index]}}};
  d.body = "  %$r_tuple = stablehlo.tuple " + uses + " : tuple<" + types + ">\n" +
           "  %$r_0 = stablehlo.get_tuple_element %$r_tuple[" + std::to_string(index) + "] : (tuple<" + types +
           ">) -> " + typeString(operands[index]) + "\n";
  return d;
}

const char* const kToken = "!stablehlo.token";

// spec: Ops > after_all: a token after others (none, or one made before).
std::string afterAllLines() {
  std::string s = std::string("  %$r_t0 = stablehlo.after_all : ") + kToken + "\n";
  if (*rc::gen::arbitrary<bool>())
    s += std::string("  %$r_t = stablehlo.after_all %$r_t0 : ") + kToken + "\n";
  else
    s += std::string("  %$r_t = stablehlo.after_all %$r_t0, %$r_t0 : ") + kToken + "\n";
  return s;
}

OpDraw afterAllOp(const TensorType*) {
  OpDraw d;
  d.op.name = "stablehlo.after_all";
  d.body = afterAllLines();
  return d;
}

// spec: Ops > outfeed: the operands after a token; no tensor results.
OpDraw outfeedOp(const TensorType* hint) {
  const TensorType value = anyOperand(hint);
  OpDraw d{.op = {"stablehlo.outfeed", {value}, {}}};
  d.body = afterAllLines() + "  %$r_done = \"stablehlo.outfeed\"($0, %$r_t) {outfeed_config = \"\"} : (" +
           typeString(value) + ", " + kToken + ") -> " + kToken + "\n";
  return d;
}

// spec: Ops > infeed. (C1)-(C3) tensors then a token.
OpDraw infeedOp(const TensorType*) {
  const TensorType value = tensorType(*dataShape(0, 3, 4), *elementTypeFrom(allElementTypes()));
  OpDraw d{.op = {"stablehlo.infeed", {}, {value}}};
  d.body = afterAllLines() + "  %$r_0, %$r_done = \"stablehlo.infeed\"(%$r_t) {infeed_config = \"\"} : (" + kToken +
           ") -> (" + typeString(value) + ", " + kToken + ")\n";
  return d;
}

// channel_handle of send/recv: (C5) DEVICE_TO_HOST (2) or HOST_TO_DEVICE
// (3) with is_host_transfer, else DEVICE_TO_DEVICE (1) with
// source_target_pairs (one process here: 0 to 0).
std::string channelAttributes(bool send) {
  const bool host = *rc::gen::arbitrary<bool>();
  const int64_t type = host ? (send ? 2 : 3) : 1;
  std::string s = "channel_handle = #stablehlo.channel_handle<handle = " + std::to_string(*rc::gen::inRange(1, 4)) +
                  ", type = " + std::to_string(type) + ">, is_host_transfer = " + boolText(host);
  if (!host) s += ", source_target_pairs = dense<[[0, 0]]> : tensor<1x2xi64>";
  return s;
}

OpDraw sendOp(const TensorType* hint) {
  const TensorType value = anyOperand(hint);
  OpDraw d{.op = {"stablehlo.send", {value}, {}}};
  d.body = afterAllLines() + "  %$r_done = \"stablehlo.send\"($0, %$r_t) {" + channelAttributes(true) + "} : (" +
           typeString(value) + ", " + kToken + ") -> " + kToken + "\n";
  return d;
}

OpDraw recvOp(const TensorType*) {
  const TensorType value = tensorType(*dataShape(0, 3, 4), *elementTypeFrom(allElementTypes()));
  OpDraw d{.op = {"stablehlo.recv", {}, {value}}};
  d.body = afterAllLines() + "  %$r_0, %$r_done = \"stablehlo.recv\"(%$r_t) {" + channelAttributes(false) + "} : (" +
           kToken + ") -> (" + typeString(value) + ", " + kToken + ")\n";
  return d;
}

// A private function @name taking and returning `type`, its body one
// elementwise op (or the argument itself).
std::string privateFunction(const std::string& name, const TensorType& type) {
  const std::string t = typeString(type);
  std::string body = "  func.return %x : " + t + "\n";
  if (*rc::gen::arbitrary<bool>())
    body = binaryLine("%y", combiner(type.elementType), "%x", "%x", type).substr(2) + "  func.return %y : " + t + "\n";
  return "func.func private @" + name + "(%x: " + t + ") -> " + t + " {\n" + body + "}\n";
}

// spec: Ops > composite. (C1) a namespaced name; (C2)-(C4) a decomposition
// in the module with the op's types.
OpDraw compositeOp(const TensorType* hint) {
  const TensorType value = anyOperand(hint);
  std::string attributes = "name = \"fuzz.op\", decomposition = @decomposition_$r";
  if (*rc::gen::arbitrary<bool>()) attributes += ", composite_attributes = {k = 3 : i64}";
  if (*rc::gen::arbitrary<bool>()) attributes += ", version = 1 : i32";
  return {.op = {"stablehlo.composite", {value}, {value}, attributes},
          .functions = privateFunction("decomposition_$r", value)};
}

// spec: Ops > custom_call: an opaque target (hloref runs none it does not
// know: programs with it are for checking, not for running).
OpDraw customCallOp(const TensorType* hint) {
  const TensorType value = anyOperand(hint);
  std::string attributes = "call_target_name = \"fuzz_target\"";
  if (*rc::gen::arbitrary<bool>()) attributes += ", has_side_effect = " + boolText(*rc::gen::arbitrary<bool>());
  if (*rc::gen::arbitrary<bool>()) attributes += ", backend_config = \"\"";
  OpDraw d{.op = {"stablehlo.custom_call", {value}, {value}, attributes}};
  if (*rc::gen::arbitrary<bool>()) {
    d.op.attributes += ", called_computations = [@callee_$r]";
    d.functions = privateFunction("callee_$r", value);
  }
  return d;
}

// spec: Ops > async_start, async_done: the operands as the block's
// arguments, (C2) a body of one op of the list (a slice here), a future of
// its results, their values out of async_done.
OpDraw asyncOp(const TensorType* hint) {
  const TensorType value = anyOperand(hint);
  const size_t rank = value.shape.size();
  std::vector<int64_t> start(rank), limit(rank), strides(rank, 1);
  Shape sliced(rank);
  for (size_t d = 0; d < rank; ++d) {
    start[d] = *rc::gen::inRange<int64_t>(0, value.shape[d] + 1);
    limit[d] = *rc::gen::inRange<int64_t>(start[d], value.shape[d] + 1);
    sliced[d] = limit[d] - start[d];
  }
  const TensorType result = withShape(value, sliced);
  const std::string t = typeString(value), r = typeString(result);
  OpDraw d{.op = {"stablehlo.async_start", {value}, {result}}};
  d.body = "  %$r_f = \"stablehlo.async_start\"($0) ({\n  ^bb0(%$r_b: " + t + "):\n" +
           "    %$r_s = \"stablehlo.slice\"(%$r_b) {start_indices = " + i64Array(start) +
           ", limit_indices = " + i64Array(limit) + ", strides = " + i64Array(strides) + "} : (" + t + ") -> " + r +
           "\n    \"stablehlo.return\"(%$r_s) : (" + r + ") -> ()\n  }) : (" + t + ") -> !stablehlo.future<" + r +
           ">\n  %$r_0 = \"stablehlo.async_done\"(%$r_f) : (!stablehlo.future<" + r + ">) -> " + r + "\n";
  return d;
}

using Generator = OpDraw (*)(const TensorType*);
const std::map<std::string, Generator>& generators() {
  static const std::map<std::string, Generator> table = {
      {"reshape", reshapeOp},
      {"get_dimension_size", getDimensionSizeOp},
      {"constant", constantOp},
      {"dynamic_iota", dynamicIotaOp},
      {"dynamic_broadcast_in_dim", dynamicBroadcastInDimOp},
      {"dynamic_pad", dynamicPadOp},
      {"dynamic_reshape", dynamicReshapeOp},
      {"rng", rngOp},
      {"rng_bit_generator", rngBitGeneratorOp},
      {"replica_id", replicaIdOp},
      {"partition_id", partitionIdOp},
      {"uniform_quantize", uniformQuantizeOp},
      {"uniform_dequantize", uniformDequantizeOp},
      {"map", mapOp},
      {"while", whileOp},
      {"if", ifOp},
      {"case", caseOp},
      {"optimization_barrier", optimizationBarrierOp},
      {"tuple", tupleOp},
      {"get_tuple_element", tupleOp},
      {"after_all", afterAllOp},
      {"outfeed", outfeedOp},
      {"infeed", infeedOp},
      {"send", sendOp},
      {"recv", recvOp},
      {"composite", compositeOp},
      {"custom_call", customCallOp},
      {"async_start", asyncOp},
      {"async_done", asyncOp},
  };
  return table;
}

}  // namespace

const std::vector<std::string>& structureOpNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const auto& [name, fn] : generators()) v.push_back("stablehlo." + name);
    return v;
  }();
  return names;
}

rc::Gen<OpDraw> structureOp(const std::string& name, const TensorType* hint) {
  const Generator generator = generators().at(name.substr(name.find('.') + 1));
  std::optional<TensorType> hinted;
  if (hint) hinted = *hint;
  return rc::gen::exec([generator, hinted] { return generator(hinted ? &*hinted : nullptr); });
}

}  // namespace hloref::fuzz
