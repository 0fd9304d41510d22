#include "fuzz/ops/reductions.h"

#include <cmath>

#include "fuzz/ops/linalg.h"

namespace hloref::fuzz {
namespace {

using ET = ElementType;

std::string scalar(ET t) { return typeString(tensorType({}, t)); }

// A body type the input type promotes to (spec: is_promotable): the input's
// own type mostly, else one of its kind with at least as many bits.
ET promotedType(ET input) {
  std::vector<ET> candidates = {input};
  if (*rc::gen::inRange(0, 4) == 0) {
    const std::vector<ET> family = isBoolean(input) ? booleanTypes() : isInteger(input) ? integerTypes()
                                   : isFloat(input)  ? floatTypes()
                                                     : complexTypes();
    for (ET t : family)
      if (bitWidth(isComplex(t) ? complexPartType(t) : t) >= bitWidth(isComplex(input) ? complexPartType(input) : input) &&
          isSignedInteger(t) == isSignedInteger(input))
        candidates.push_back(t);
  }
  return *rc::gen::elementOf(candidates);
}

// A reduction body on types E: result i = op_i(acc_i, x_i) (either operand
// order), op_i from the set for E_i's kind.
std::string body(const std::vector<ET>& E) {
  const size_t n = E.size();
  std::string args, ops, results, resultTypes;
  for (size_t k = 0; k < 2 * n; ++k)
    args += (k ? ", %a" : "%a") + std::to_string(k) + ": " + scalar(E[k % n]);
  for (size_t i = 0; i < n; ++i) {
    std::vector<std::string> set = {"stablehlo.add", "stablehlo.maximum", "stablehlo.minimum", "stablehlo.multiply"};
    if (isBoolean(E[i])) set = {"stablehlo.and", "stablehlo.or"};
    if (isComplex(E[i])) set = {"stablehlo.add", "stablehlo.multiply"};
    const std::string op = *rc::gen::elementOf(set);
    std::string acc = "%a" + std::to_string(i), x = "%a" + std::to_string(n + i);
    if (*rc::gen::arbitrary<bool>()) std::swap(acc, x);
    ops += "      %v" + std::to_string(i) + " = \"" + op + "\"(" + acc + ", " + x + ") : (" + scalar(E[i]) + ", " +
           scalar(E[i]) + ") -> " + scalar(E[i]) + "\n";
    results += (i ? ", %v" : "%v") + std::to_string(i);
    resultTypes += (i ? ", " : "") + scalar(E[i]);
  }
  return "{\n    ^bb0(" + args + "):\n" + ops + "      \"stablehlo.return\"(" + results + ") : (" + resultTypes +
         ") -> ()\n  }";
}

// N inputs of one shape (input types chosen freely), their init values, and
// the body types.
struct Reduction {
  std::vector<TensorType> inputs, inits;
  std::vector<ET> E;
  std::vector<Value> args;
};

Reduction reduction(const Shape& shape) {
  Reduction r;
  const size_t N = static_cast<size_t>(*rc::gen::inRange(1, 3));
  for (size_t i = 0; i < N; ++i) {
    const ET input = *elementTypeFrom(allElementTypes());
    r.inputs.push_back(tensorType(shape, input));
    r.inits.push_back(tensorType({}, input));
    r.E.push_back(promotedType(input));
  }
  for (const TensorType& t : r.inputs) r.args.emplace_back(*tensor(t));
  for (const TensorType& t : r.inits) r.args.emplace_back(*tensor(t));
  return r;
}

}  // namespace

// spec: Ops > reduce. (C1)-(C8): unique dimensions in range; the body's
// types promoted from the inputs'; results of the body's types.
rc::Gen<ProgramCase> reduceCase() {
  return rc::gen::exec([] {
    const Shape inputShape = *shape(0, 3, 0, 4);
    const int64_t rank = static_cast<int64_t>(inputShape.size());
    const std::vector<int64_t> subset = *sortedSubset(rank, *rc::gen::inRange<int64_t>(0, rank + 1));
    std::vector<int64_t> dimensions;
    for (int64_t k : *permutation(static_cast<int64_t>(subset.size()))) dimensions.push_back(subset[k]);
    Shape resultShape;
    for (int64_t d = 0; d < rank; ++d)
      if (std::find(subset.begin(), subset.end(), d) == subset.end()) resultShape.push_back(inputShape[d]);
    Reduction r = reduction(inputShape);
    std::vector<TensorType> inputs = r.inputs, results;
    inputs.insert(inputs.end(), r.inits.begin(), r.inits.end());
    for (ET e : r.E) results.push_back(tensorType(resultShape, e));
    ProgramCase c;
    c.text = opProgram(inputs, results, "stablehlo.reduce", "dimensions = " + i64Array(dimensions), body(r.E));
    c.args = r.args;
    return c;
  });
}

// spec: Ops > reduce_window. (C1)-(C16): positive window attributes, one
// entry per dimension; padded sizes >= 0.
rc::Gen<ProgramCase> reduceWindowCase() {
  return rc::gen::exec([] {
    const Shape inputShape = *shape(0, 3, 0, 4);
    const size_t rank = inputShape.size();
    std::vector<int64_t> window_dimensions, window_strides, base_dilations, window_dilations, padding;
    Shape resultShape;
    for (size_t d = 0; d < rank; ++d) {
      window_dimensions.push_back(*rc::gen::inRange(1, 4));
      window_strides.push_back(*rc::gen::inRange(1, 4));
      base_dilations.push_back(*rc::gen::inRange(1, 3));
      window_dilations.push_back(*rc::gen::inRange(1, 3));
      const int64_t dilated = inputShape[d] == 0 ? 0 : (inputShape[d] - 1) * base_dilations[d] + 1;
      int64_t low = *rc::gen::inRange(-1, 3), high = *rc::gen::inRange(-1, 3);
      if (low + dilated + high < 0) low = high = 0;
      padding.push_back(low);
      padding.push_back(high);
      const int64_t padded = low + dilated + high, window = (window_dimensions[d] - 1) * window_dilations[d] + 1;
      resultShape.push_back(padded == 0 || window > padded ? 0 : (padded - window) / window_strides[d] + 1);
    }
    std::string attributes = "window_dimensions = " + i64Array(window_dimensions);
    if (rank > 0) {
      attributes += ", window_strides = " + i64Array(window_strides) + ", base_dilations = " + i64Array(base_dilations) +
                    ", window_dilations = " + i64Array(window_dilations);
      std::string rows;
      for (size_t d = 0; d < rank; ++d)
        rows += (d ? ", [" : "[") + std::to_string(padding[2 * d]) + ", " + std::to_string(padding[2 * d + 1]) + "]";
      attributes += ", padding = dense<[" + rows + "]> : tensor<" + std::to_string(rank) + "x2xi64>";
    }
    Reduction r = reduction(inputShape);
    std::vector<TensorType> inputs = r.inputs, results;
    inputs.insert(inputs.end(), r.inits.begin(), r.inits.end());
    for (ET e : r.E) results.push_back(tensorType(resultShape, e));
    ProgramCase c;
    c.text = opProgram(inputs, results, "stablehlo.reduce_window", attributes, body(r.E));
    c.args = r.args;
    return c;
  });
}

namespace {

std::string compare(const std::string& direction, const std::string& lhs, const std::string& rhs, ET t,
                    const std::string& compareType, const std::string& result) {
  std::string attributes = "comparison_direction = #stablehlo<comparison_direction " + direction + ">";
  if (!compareType.empty()) attributes += ", compare_type = #stablehlo<comparison_type " + compareType + ">";
  return "      " + result + " = \"stablehlo.compare\"(" + lhs + ", " + rhs + ") {" + attributes + "} : (" + scalar(t) +
         ", " + scalar(t) + ") -> tensor<i1>\n";
}

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
rc::Gen<ProgramCase> sortCase() {
  return rc::gen::exec([] {
    const Shape inputShape = *shape(1, 3, 0, 5);
    const int64_t R = static_cast<int64_t>(inputShape.size());
    const int64_t N = *rc::gen::inRange(1, 4);
    const bool lexicographic = N >= 2 && *rc::gen::arbitrary<bool>();
    std::vector<ET> keyTypes = integerTypes();
    for (ET t : floatTypes()) keyTypes.push_back(t);
    keyTypes.push_back(ET::I1);
    std::vector<TensorType> inputs;
    for (int64_t i = 0; i < N; ++i)
      inputs.push_back(tensorType(inputShape, *elementTypeFrom(i == 0 || (i == 1 && lexicographic) ? keyTypes
                                                                                                    : allElementTypes())));
    std::vector<Value> args;
    for (const TensorType& t : inputs) args.emplace_back(*tensor(t));
    std::string arguments, ops;
    for (int64_t k = 0; k < 2 * N; ++k)
      arguments += (k ? ", %a" : "%a") + std::to_string(k) + ": " + scalar(inputs[k / 2].elementType);
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
    ops += compare(first.direction, lhs0, rhs0, inputs[0].elementType, first.compareType, "%less0");
    std::string result = "%less0";
    if (lexicographic) {
      const KeyOrder second = keyOrder(inputs[1].elementType);
      removeNaNs(args[1], second);
      const auto [lhs1, rhs1] = operands(1, second);
      ops += compare("EQ", "%a0", "%a1", inputs[0].elementType, first.compareType, "%equal0");
      ops += compare(second.direction, lhs1, rhs1, inputs[1].elementType, second.compareType, "%less1");
      ops += "      %tie = \"stablehlo.and\"(%equal0, %less1) : (tensor<i1>, tensor<i1>) -> tensor<i1>\n";
      ops += "      %less = \"stablehlo.or\"(%less0, %tie) : (tensor<i1>, tensor<i1>) -> tensor<i1>\n";
      result = "%less";
    }
    const std::string comparator = "{\n    ^bb0(" + arguments + "):\n" + ops + "      \"stablehlo.return\"(" + result +
                                   ") : (tensor<i1>) -> ()\n  }";
    const int64_t dimension = *rc::gen::inRange(-R, R);
    const bool is_stable = *rc::gen::arbitrary<bool>();
    ProgramCase c;
    c.text = opProgram(inputs, inputs, "stablehlo.sort",
                       "dimension = " + std::to_string(dimension) + " : i64, is_stable = " + (is_stable ? "true" : "false"),
                       comparator);
    c.args = std::move(args);
    return c;
  });
}

namespace {

// A batch normalization's operand (rank >= 1), feature_index and attributes,
// one float type.
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

// Inputs biased to special values (NaN and infinities included): NaN
// results are stored as the default NaN on both sides (numerics/nan_rule.h).
ProgramCase batchNormCase(const char* op, const std::vector<TensorType>& inputs, const std::vector<TensorType>& results,
                          const std::string& attributes) {
  ProgramCase c;
  c.text = opProgram(inputs, results, op, attributes);
  for (const TensorType& t : inputs) c.args.emplace_back(*tensor(t));
  return c;
}

}  // namespace

rc::Gen<ProgramCase> batchNormInferenceCase() {
  return rc::gen::exec([] {
    const BatchNorm b = batchNorm();
    return batchNormCase("stablehlo.batch_norm_inference", {b.operand, b.feature, b.feature, b.feature, b.feature},
                         {b.operand}, b.attributes);
  });
}

rc::Gen<ProgramCase> batchNormTrainingCase() {
  return rc::gen::exec([] {
    const BatchNorm b = batchNorm();
    return batchNormCase("stablehlo.batch_norm_training", {b.operand, b.feature, b.feature},
                         {b.operand, b.feature, b.feature}, b.attributes);
  });
}

rc::Gen<ProgramCase> batchNormGradCase() {
  return rc::gen::exec([] {
    const BatchNorm b = batchNorm();
    return batchNormCase("stablehlo.batch_norm_grad", {b.operand, b.feature, b.feature, b.feature, b.operand},
                         {b.operand, b.feature, b.feature}, b.attributes);
  });
}

}  // namespace hloref::fuzz
