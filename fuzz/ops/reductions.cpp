#include "fuzz/ops/reductions.h"

#include <algorithm>
#include <cmath>

namespace hloref::fuzz {
namespace {

using ET = ElementType;

// A reduction body on 0-dimensional types E: result i = op_i(acc_i, x_i)
// (either operand order), op_i from the set for E_i's kind.
std::string body(const std::vector<TensorType>& E) {
  std::vector<std::string> ops;
  std::vector<bool> swapped;
  for (const TensorType& e : E) {
    std::vector<std::string> set = {"stablehlo.add", "stablehlo.maximum", "stablehlo.minimum", "stablehlo.multiply"};
    if (isBoolean(e.elementType)) set = {"stablehlo.and", "stablehlo.or"};
    if (isComplex(e.elementType)) set = {"stablehlo.add", "stablehlo.multiply"};
    ops.push_back(*rc::gen::elementOf(set));
    swapped.push_back(*rc::gen::arbitrary<bool>());
  }
  return binaryRegion(E, ops, swapped);
}

// N inputs of one shape (input types chosen freely), their init values, and
// the body types.
struct Reduction {
  std::vector<TensorType> inputs, inits, E;
  // The op's operands: the inputs, then the init values.
  std::vector<TensorType> operands() const {
    std::vector<TensorType> all = inputs;
    all.insert(all.end(), inits.begin(), inits.end());
    return all;
  }
  // Results of the body's types with `shape`.
  std::vector<TensorType> results(const Shape& shape) const {
    std::vector<TensorType> all;
    for (const TensorType& e : E) all.push_back(withShape(e, shape));
    return all;
  }
};

Reduction reduction(const Shape& shape) {
  Reduction r;
  const size_t N = static_cast<size_t>(*rc::gen::inRange(1, 3));
  for (size_t i = 0; i < N; ++i) {
    const ET input = *elementTypeFrom(allElementTypes());
    r.inputs.push_back(tensorType(shape, input));
    r.inits.push_back(tensorType({}, input));
    r.E.push_back(*promotedType(r.inits.back()));
  }
  return r;
}

}  // namespace

// spec: Ops > reduce. (C1)-(C8): unique dimensions in range; the body's
// types promoted from the inputs'; results of the body's types.
rc::Gen<OpDraw> reduceOp() {
  return rc::gen::exec([] {
    const Shape inputShape = *shape(0, 3, 0, 4);
    const int64_t rank = static_cast<int64_t>(inputShape.size());
    const std::vector<int64_t> subset = *sortedSubset(rank, *rc::gen::inRange<int64_t>(0, rank + 1));
    std::vector<int64_t> dimensions;
    for (int64_t k : *permutation(static_cast<int64_t>(subset.size()))) dimensions.push_back(subset[k]);
    Shape resultShape;
    for (int64_t d = 0; d < rank; ++d)
      if (std::find(subset.begin(), subset.end(), d) == subset.end()) resultShape.push_back(inputShape[d]);
    const Reduction r = reduction(inputShape);
    return OpDraw{.op = {"stablehlo.reduce", r.operands(), r.results(resultShape),
                         "dimensions = " + i64Array(dimensions), body(r.E)}};
  });
}

// spec: Ops > reduce_window. (C1)-(C16): positive window attributes, one
// entry per dimension; padded sizes >= 0.
rc::Gen<OpDraw> reduceWindowOp() {
  return rc::gen::exec([] {
    const Shape inputShape = *shape(0, 3, 0, 4);
    const std::vector<WindowAxis> axes =
        *windowAxes(inputShape, {.maxWindow = 3, .maxStride = 3, .maxDilation = 2, .minPadding = -1, .maxPadding = 2});
    std::string attributes = "window_dimensions = " + i64Array(windowAttribute(axes, &WindowAxis::window));
    if (!axes.empty()) {
      attributes += ", window_strides = " + i64Array(windowAttribute(axes, &WindowAxis::stride)) +
                    ", base_dilations = " + i64Array(windowAttribute(axes, &WindowAxis::baseDilation)) +
                    ", window_dilations = " + i64Array(windowAttribute(axes, &WindowAxis::windowDilation)) +
                    ", padding = " + paddingAttribute(windowPadding(axes));
    }
    const Shape resultShape = windowAttribute(axes, &WindowAxis::count);
    const Reduction r = reduction(inputShape);
    return OpDraw{.op = {"stablehlo.reduce_window", r.operands(), r.results(resultShape), attributes, body(r.E)}};
  });
}

namespace {

// The keys' comparison: LT or GT (as compare(lhs, rhs) or swapped), on
// floats FLOAT (the default) or TOTALORDER.
struct KeyOrder {
  std::string direction, compareType;
  bool swapped = false;
};

KeyOrder keyOrder(ET key) {
  KeyOrder k;
  k.direction = *rc::gen::elementOf(std::vector<std::string>{"LT", "GT"});
  k.swapped = *rc::gen::arbitrary<bool>();
  if (isFloat(key)) k.compareType = *rc::gen::elementOf(std::vector<std::string>{"", "FLOAT", "TOTALORDER"});
  return k;
}

// Replaces NaN keys by 0 where they are compared as FLOAT (no strict weak
// order otherwise).
void removeNaNs(Value& keys, const KeyOrder& order) {
  Tensor& t = const_cast<Tensor&>(keys.tensor());
  if (!isFloat(t.elementType()) || order.compareType == "TOTALORDER") return;
  for (int64_t i = 0; i < t.numElements(); ++i)
    if (std::isnan(t.floatValue(i))) t.setFloatValue(i, 0.0);
}

}  // namespace

// spec: Ops > sort. (C1)-(C5): inputs of one shape, -R <= dimension < R,
// a comparator on (lhs_i, rhs_i) pairs returning tensor<i1>. Only strict
// weak orders: LT or GT on the first key, or lexicographically on two keys
// (EQ in the first key's comparison type breaks the tie), NaN keys removed
// where FLOAT compares them. For any other comparator the spec's sorted
// order does not exist, and the fast merge sort and the literal insertion
// sort may give different permutations (interpreter/ops/sort.cpp).
rc::Gen<OpDraw> sortOp() {
  return rc::gen::exec([] {
    const Shape inputShape = *shape(1, 3, 0, 5);
    const int64_t R = static_cast<int64_t>(inputShape.size());
    const int64_t N = *rc::gen::inRange(1, 4);
    const bool lexicographic = N >= 2 && *rc::gen::arbitrary<bool>();
    const std::vector<ET> keyTypes = typesOf({notation::Family::Boolean, notation::Family::SignedInteger,
                                              notation::Family::UnsignedInteger, notation::Family::Float});
    std::vector<TensorType> inputs;
    for (int64_t i = 0; i < N; ++i)
      inputs.push_back(tensorType(inputShape, *elementTypeFrom(i == 0 || (i == 1 && lexicographic) ? keyTypes
                                                                                                    : allElementTypes())));
    std::vector<Value> args;
    for (const TensorType& t : inputs) args.emplace_back(*tensor(t));
    std::vector<TensorType> arguments;  // (lhs_i, rhs_i) pairs
    for (int64_t k = 0; k < 2 * N; ++k) arguments.push_back(withShape(inputs[k / 2], {}));
    std::string ops;
    auto operands = [](int64_t i, const KeyOrder& o) {
      std::string lhs = "%a" + std::to_string(2 * i), rhs = "%a" + std::to_string(2 * i + 1);
      if (o.swapped) std::swap(lhs, rhs);
      return std::pair{lhs, rhs};
    };
    const KeyOrder first = keyOrder(inputs[0].elementType);
    removeNaNs(args[0], first);
    const auto [lhs0, rhs0] = operands(0, first);
    // A swapped comparison reverses the direction, so the order stays what
    // `direction` says on (lhs, rhs).
    ops += compareLine("%less0", first.direction, lhs0, rhs0, arguments[0], first.compareType);
    std::string result = "%less0";
    if (lexicographic) {
      const KeyOrder second = keyOrder(inputs[1].elementType);
      removeNaNs(args[1], second);
      const auto [lhs1, rhs1] = operands(1, second);
      ops += compareLine("%equal0", "EQ", "%a0", "%a1", arguments[0], first.compareType);
      ops += compareLine("%less1", second.direction, lhs1, rhs1, arguments[2], second.compareType);
      ops += "    %tie = \"stablehlo.and\"(%equal0, %less1) : (tensor<i1>, tensor<i1>) -> tensor<i1>\n";
      ops += "    %less = \"stablehlo.or\"(%less0, %tie) : (tensor<i1>, tensor<i1>) -> tensor<i1>\n";
      result = "%less";
    }
    const std::string comparator = regionText(arguments, ops, {result}, {tensorType({}, ET::I1)});
    const int64_t dimension = *rc::gen::inRange(-R, R);
    const bool is_stable = *rc::gen::arbitrary<bool>();
    const std::string attributes =
        "dimension = " + std::to_string(dimension) + " : i64, is_stable = " + boolText(is_stable);
    // The keys' values matter: a comparator is a strict weak order only
    // on keys without NaN where FLOAT compares them.
    std::vector<Feed> feeds(inputs.size(), Feed::Any);
    feeds[0] = Feed::Argument;
    if (lexicographic) feeds[1] = Feed::Argument;
    return OpDraw{.op = {"stablehlo.sort", inputs, inputs, attributes, comparator}, .inputs = std::move(args), .feeds = feeds};
  });
}

namespace {

// A batch normalization's operand (rank >= 1), feature_index and attributes,
// one float type. The inputs are biased to special values (NaN and
// infinities included): NaN results are stored as the default NaN on both
// sides (numerics/nan_rule.h).
struct BatchNorm {
  TensorType operand, feature;  // feature: tensor<F x E>
  std::string attributes;
};

BatchNorm batchNorm() {
  BatchNorm b;
  const Shape operandShape = *shape(1, 3, 0, 4);
  const int64_t feature_index = *rc::gen::inRange<int64_t>(0, static_cast<int64_t>(operandShape.size()));
  const ET type = *elementTypeFrom(floatTypes());
  b.operand = tensorType(operandShape, type);
  b.feature = tensorType({operandShape[feature_index]}, type);
  const double epsilon = *rc::gen::elementOf(std::vector<double>{0.0, 1e-5, 0.001, 0.5, 1.0});
  b.attributes = "epsilon = " + std::to_string(epsilon) + " : f32, feature_index = " + std::to_string(feature_index) + " : i64";
  return b;
}

}  // namespace

rc::Gen<OpDraw> batchNormInferenceOp() {
  return rc::gen::exec([] {
    const BatchNorm b = batchNorm();
    return OpDraw{.op = {"stablehlo.batch_norm_inference", {b.operand, b.feature, b.feature, b.feature, b.feature},
                         {b.operand}, b.attributes}};
  });
}

rc::Gen<OpDraw> batchNormTrainingOp() {
  return rc::gen::exec([] {
    const BatchNorm b = batchNorm();
    return OpDraw{.op = {"stablehlo.batch_norm_training", {b.operand, b.feature, b.feature},
                         {b.operand, b.feature, b.feature}, b.attributes}};
  });
}

rc::Gen<OpDraw> batchNormGradOp() {
  return rc::gen::exec([] {
    const BatchNorm b = batchNorm();
    return OpDraw{.op = {"stablehlo.batch_norm_grad", {b.operand, b.feature, b.feature, b.feature, b.operand},
                         {b.operand, b.feature, b.feature}, b.attributes}};
  });
}

// Each op alone, its operands arguments.
rc::Gen<ProgramCase> reduceCase() { return caseOf(reduceOp()); }
rc::Gen<ProgramCase> reduceWindowCase() { return caseOf(reduceWindowOp()); }
rc::Gen<ProgramCase> sortCase() { return caseOf(sortOp()); }
rc::Gen<ProgramCase> batchNormInferenceCase() { return caseOf(batchNormInferenceOp()); }
rc::Gen<ProgramCase> batchNormTrainingCase() { return caseOf(batchNormTrainingOp()); }
rc::Gen<ProgramCase> batchNormGradCase() { return caseOf(batchNormGradOp()); }

}  // namespace hloref::fuzz
