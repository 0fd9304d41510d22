// spec: Ops > reduce (Constraints C1-C8). Operands are inputs (N) then
// init_values (N); `dimensions` is required (custom syntax: `across
// dimensions = [..]`).
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

bool isStaticShape(const Shape& s) {
  for (int64_t d : s)
    if (d == kDynamic) return false;
  return true;
}

void checkReduce(OpContext& c) {
  const size_t N = c.numOperands() / 2;
  if (!c.require(c.numOperands() % 2 == 0 && N > 0 && c.numResults() == N, "C3", [&] {
        return std::to_string(c.numOperands()) + " operands (inputs and init_values), " +
               std::to_string(c.numResults()) + " results";
      }))
    return;
  std::vector<const TensorType*> inputs(N), init_values(N), results(N);
  bool typesOk = true;
  for (size_t i = 0; i < N; ++i) {
    inputs[i] = requireOperandOf(c, i, "I1", kAnyTensor | kPerTensorQuantized);
    init_values[i] = requireOperandOf(c, N + i, "I2", kAnyTensor | kPerTensorQuantized);
    results[i] = requireResultOf(c, i, "O1", kAnyTensor | kPerTensorQuantized);
    typesOk = typesOk && inputs[i] && init_values[i] && results[i];
  }
  auto dimensions_ = intListAttr(c, "dimensions");
  if (!typesOk || !dimensions_) return;
  const auto& dimensions = *dimensions_;
  const TensorType& input0 = *inputs[0];
  const int64_t rank = input0.rank();

  bool c1 = true;
  for (size_t i = 1; i < N && c1; ++i)
    c1 = c.require(compatibleShapes(inputs[i]->shape, input0.shape), "C1", [&] {
      return "shape(inputs[0]) = " + shapeText(input0.shape) + ", shape(inputs[" + std::to_string(i) +
             "]) = " + shapeText(inputs[i]->shape);
    });
  for (size_t i = 0; i < N; ++i)
    if (!c.require(sameElementType(*inputs[i], *init_values[i]), "C2", [&] {
          return "element_type(inputs[" + std::to_string(i) + "]) = " + elementText(*inputs[i]) +
                 ", element_type(init_values[" + std::to_string(i) + "]) = " + elementText(*init_values[i]);
        }))
      break;
  bool c4 = c.require(allInRange(dimensions, 0, rank), "C4", [&] {
    return "dimensions = " + listText(dimensions) + ", rank(inputs[0]) = " + std::to_string(rank);
  });
  bool c5 = c.require(isUnique(dimensions), "C5", "dimensions = " + listText(dimensions));
  Shape expected;  // (C7)
  if (c4 && c5)
    for (int64_t d = 0; d < rank; ++d)
      if (!contains(dimensions, d)) expected.push_back(input0.shape[d]);
  // init_values are 0-dimensional (I2). Upstream StableHLO also accepts
  // accumulators shaped like the results (its own tests use them); those are
  // accepted with a warning, and the body is checked against that shape.
  std::vector<Shape> accumulatorShapes;
  for (size_t i = 0; i < N; ++i) {
    if (init_values[i]->rank() == 0) continue;
    if (!(c4 && c5) || init_values[i]->shape != expected || !isStaticShape(expected)) {
      requireRank(c, "I2", "operand #" + std::to_string(N + i), *init_values[i], 0);
      return;
    }
    accumulatorShapes.assign(N, expected);
  }
  if (!accumulatorShapes.empty()) {
    for (size_t i = 0; i < N; ++i)
      if (init_values[i]->shape != expected) {
        requireRank(c, "I2", "operand #" + std::to_string(N + i), *init_values[i], 0);
        return;
      }
    c.warning("has init_values shaped like the results (" + shapeText(expected) +
              "), an upstream StableHLO extension: the spec requires 0-dimensional init_values (I2), and hloref "
              "cannot run it");
  }
  auto E = reductionBodyTypes(c, 0, inputs, accumulatorShapes.empty() ? nullptr : &accumulatorShapes);
  c.require(E.has_value(), "C6", [&] { return reductionBodyText(c, 0, "body", inputs); });
  if (c4 && c5) {
    for (size_t i = 0; i < N; ++i)
      if (!c.require(compatibleShapes(results[i]->shape, expected), "C7", [&] {
            return "shape(results[" + std::to_string(i) + "]) = " + shapeText(results[i]->shape) +
                   ", shape(inputs[0]) = " + shapeText(input0.shape) + ", dimensions = " + listText(dimensions);
          }))
        break;
  }
  for (size_t i = 0; E && i < N; ++i)
    if (!c.require(sameElementType(*results[i], *(*E)[i]), "C8", [&] {
          return "element_type(results[" + std::to_string(i) + "]) = " + elementText(*results[i]) + ", E" +
                 std::to_string(i) + " = " + elementText(*(*E)[i]);
        }))
      break;
}

}  // namespace

HLOREF_CHECKER("stablehlo.reduce", checkReduce,
               {
                 {"C1", "same(shape(inputs...))"},
                 {"C2", "element_type(inputs...) = element_type(init_values...)"},
                 {"C3", "0 < size(inputs) = size(init_values) = size(results) = N"},
                 {"C4", "0 <= dimensions < rank(inputs[0])"},
                 {"C5", "is_unique(dimensions)"},
                 {"C6", "body has type (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>) where is_promotable(element_type(inputs[i]), Ei)"},
                 {"C7", "shape(results...) = [dim(inputs..., d) for d in axes(inputs...) and d not in dimensions]"},
                 {"C8", "element_type(results[i]) = Ei for all i in [0,N)"},
               });

}  // namespace hloref::checker
