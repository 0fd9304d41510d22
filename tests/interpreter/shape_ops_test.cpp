// Tests of the data-movement ops (broadcast_in_dim, broadcast, transpose,
// slice, reverse, pad, concatenate, reshape), iota, constant and the tuple
// ops. The ops run directly through the op table; the strided walks are
// compared with naive per-element evaluations of the spec's formulas.
#include <gtest/gtest.h>

#include <cstring>
#include <functional>
#include <random>

#include "interpreter/evaluator.h"
#include "interpreter/op_registry.h"

namespace hloref {
namespace {

TensorType tensorType(Shape shape, ElementType et) {
  TensorType t;
  t.shape = std::move(shape);
  t.elementType = et;
  return t;
}

Tensor intTensor(Shape shape, ElementType et, std::vector<int64_t> values) {
  Tensor t(tensorType(std::move(shape), et));
  EXPECT_EQ(static_cast<int64_t>(values.size()), t.numElements());
  for (size_t i = 0; i < values.size(); ++i) t.setIntBits(static_cast<int64_t>(i), static_cast<uint64_t>(values[i]));
  return t;
}

// A tensor of `et` whose element i has distinct bytes derived from i.
Tensor patternTensor(Shape shape, ElementType et, uint32_t seed = 1) {
  Tensor t(tensorType(std::move(shape), et));
  std::mt19937 rng(seed);
  for (int64_t i = 0; i < t.byteSize(); ++i) t.bytes()[i] = static_cast<std::byte>(rng());
  return t;
}

std::vector<int64_t> ints(const Tensor& t) {
  std::vector<int64_t> v(static_cast<size_t>(t.numElements()));
  for (size_t i = 0; i < v.size(); ++i) v[i] = t.intValue(static_cast<int64_t>(i));
  return v;
}

Attribute denseArray(std::vector<int64_t> v) {
  Attribute a;
  a.kind = Attribute::Kind::DenseArray;
  a.ints = std::move(v);
  return a;
}

Attribute integer(int64_t v) {
  Attribute a;
  a.kind = Attribute::Kind::Integer;
  a.intValue = v;
  return a;
}

struct Runner {
  std::unique_ptr<const Program> program = Program::loadOrThrow(std::make_unique<Module>());
  Evaluator evaluator{*program, RunOptions{}};
  Frame frame;

  std::vector<Value> run(const std::string& name, std::vector<Value> operands, std::vector<Type> resultTypes,
                         AttributeList attributes = {}) {
    Op op;
    op.name = name;
    op.resultTypes = std::move(resultTypes);
    op.attributes = std::move(attributes);
    op.def = findOpDef(name);
    if (!op.def) throw std::runtime_error("no op " + name);
    OpCall call{op, std::move(operands), evaluator, frame};
    return op.def->eval(call);
  }
  Tensor run1(const std::string& name, std::vector<Value> operands, TensorType resultType,
              AttributeList attributes = {}) {
    auto r = run(name, std::move(operands), {Type::tensor(std::move(resultType))}, std::move(attributes));
    EXPECT_EQ(r.size(), 1u);
    return r.at(0).tensor();
  }
  // The error message of a run that must fail.
  std::string error(const std::string& name, std::vector<Value> operands, TensorType resultType,
                    AttributeList attributes = {}) {
    try {
      run1(name, std::move(operands), std::move(resultType), std::move(attributes));
    } catch (const Error& e) {
      return e.what();
    }
    return "<no error>";
  }
};

// Naive reference: result element at result_index comes from the operand
// element at operandIndex(result_index), or from `fill` when that is empty.
Tensor naive(const TensorType& resultType, const Tensor& operand,
             const std::function<std::optional<std::vector<int64_t>>(const std::vector<int64_t>&)>& operandIndex,
             const Tensor* fill = nullptr) {
  Tensor r(resultType);
  int w = storageBytes(resultType.elementType);
  auto rs = stridesOf(resultType.shape);
  auto os = stridesOf(operand.shape());
  for (int64_t i = 0; i < r.numElements(); ++i) {
    std::vector<int64_t> idx(resultType.shape.size());
    int64_t rem = i;
    for (size_t d = 0; d < idx.size(); ++d) {
      idx[d] = rem / rs[d];
      rem %= rs[d];
    }
    auto src = operandIndex(idx);
    if (!src) {
      std::memcpy(r.bytes() + i * w, fill->bytes(), w);
      continue;
    }
    int64_t off = 0;
    for (size_t d = 0; d < src->size(); ++d) off += (*src)[d] * os[d];
    std::memcpy(r.bytes() + i * w, operand.bytes() + off * w, w);
  }
  return r;
}

void expectSameBytes(const Tensor& a, const Tensor& b) {
  ASSERT_EQ(a.shape(), b.shape());
  ASSERT_EQ(a.elementType(), b.elementType());
  EXPECT_EQ(0, std::memcmp(a.bytes(), b.bytes(), static_cast<size_t>(a.byteSize())));
}

const ElementType kWidths[] = {ElementType::I1, ElementType::BF16, ElementType::SI32, ElementType::F64,
                               ElementType::C128};

TEST(ShapeOps, PadSpecExample) {
  Runner r;
  Tensor operand = intTensor({2, 3}, ElementType::SI32, {1, 2, 3, 4, 5, 6});
  Tensor pv = intTensor({}, ElementType::SI32, {0});
  Tensor out = r.run1("stablehlo.pad", {operand, pv}, tensorType({5, 9}, ElementType::SI32),
                      {{"edge_padding_low", denseArray({0, 1})},
                       {"edge_padding_high", denseArray({2, 1})},
                       {"interior_padding", denseArray({1, 2})}});
  EXPECT_EQ(ints(out), (std::vector<int64_t>{0, 1, 0, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 5,
                                             0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
}

TEST(ShapeOps, PadNegativeAgainstNaive) {
  Runner r;
  std::mt19937 rng(7);
  for (int iter = 0; iter < 300; ++iter) {
    ElementType et = kWidths[iter % 5];
    int rank = static_cast<int>(rng() % 4);
    Shape shape(rank);
    std::vector<int64_t> low(rank), high(rank), interior(rank);
    Shape rshape(rank);
    bool ok = true;
    for (int d = 0; d < rank; ++d) {
      shape[d] = rng() % 4;
      interior[d] = rng() % 3;
      low[d] = static_cast<int64_t>(rng() % 7) - 4;
      high[d] = static_cast<int64_t>(rng() % 7) - 4;
      rshape[d] = shape[d] + low[d] + std::max<int64_t>(shape[d] - 1, 0) * interior[d] + high[d];
      if (rshape[d] < 0) ok = false;
    }
    Tensor operand = patternTensor(shape, et, iter);
    Tensor pv = patternTensor({}, et, 1000 + iter);
    AttributeList attrs = {{"edge_padding_low", denseArray(low)},
                           {"edge_padding_high", denseArray(high)},
                           {"interior_padding", denseArray(interior)}};
    if (!ok) {
      // A negative size (a `?` operand dimension in a checked program).
      EXPECT_NE(r.error("stablehlo.pad", {operand, pv}, tensorType(rshape, et), attrs).find("violates C4"),
                std::string::npos);
      continue;
    }
    Tensor out = r.run1("stablehlo.pad", {operand, pv}, tensorType(rshape, et), attrs);
    Tensor expected = naive(
        tensorType(rshape, et), operand,
        [&](const std::vector<int64_t>& ri) -> std::optional<std::vector<int64_t>> {
          std::vector<int64_t> oi(rank);
          for (int d = 0; d < rank; ++d) {
            int64_t p = ri[d] - low[d];
            if (p < 0 || p % (interior[d] + 1) != 0) return std::nullopt;
            oi[d] = p / (interior[d] + 1);
            if (oi[d] >= shape[d]) return std::nullopt;
          }
          return oi;
        },
        &pv);
    expectSameBytes(out, expected);
  }
}

TEST(ShapeOps, TransposeSliceReverseBroadcastAgainstNaive) {
  Runner r;
  std::mt19937 rng(11);
  for (int iter = 0; iter < 200; ++iter) {
    ElementType et = kWidths[iter % 5];
    int rank = 1 + static_cast<int>(rng() % 4);
    Shape shape(rank);
    for (int d = 0; d < rank; ++d) shape[d] = rng() % 4;
    Tensor operand = patternTensor(shape, et, iter);

    // transpose
    std::vector<int64_t> perm(rank);
    for (int d = 0; d < rank; ++d) perm[d] = d;
    std::shuffle(perm.begin(), perm.end(), rng);
    Shape tshape(rank);
    for (int d = 0; d < rank; ++d) tshape[d] = shape[perm[d]];
    Tensor t = r.run1("stablehlo.transpose", {operand}, tensorType(tshape, et), {{"permutation", denseArray(perm)}});
    expectSameBytes(t, naive(tensorType(tshape, et), operand, [&](const std::vector<int64_t>& ri) {
                      std::vector<int64_t> oi(rank);
                      for (int d = 0; d < rank; ++d) oi[perm[d]] = ri[d];
                      return std::optional(oi);
                    }));

    // slice
    std::vector<int64_t> start(rank), limit(rank), strides(rank);
    Shape sshape(rank);
    for (int d = 0; d < rank; ++d) {
      start[d] = shape[d] ? rng() % (shape[d] + 1) : 0;
      limit[d] = start[d] + (shape[d] - start[d] ? rng() % (shape[d] - start[d] + 1) : 0);
      strides[d] = 1 + rng() % 3;
      sshape[d] = (limit[d] - start[d] + strides[d] - 1) / strides[d];
    }
    Tensor s = r.run1("stablehlo.slice", {operand}, tensorType(sshape, et),
                      {{"start_indices", denseArray(start)},
                       {"limit_indices", denseArray(limit)},
                       {"strides", denseArray(strides)}});
    expectSameBytes(s, naive(tensorType(sshape, et), operand, [&](const std::vector<int64_t>& ri) {
                      std::vector<int64_t> oi(rank);
                      for (int d = 0; d < rank; ++d) oi[d] = start[d] + ri[d] * strides[d];
                      return std::optional(oi);
                    }));

    // reverse
    std::vector<int64_t> dims;
    for (int d = 0; d < rank; ++d)
      if (rng() % 2) dims.push_back(d);
    std::shuffle(dims.begin(), dims.end(), rng);
    Tensor v = r.run1("stablehlo.reverse", {operand}, tensorType(shape, et), {{"dimensions", denseArray(dims)}});
    expectSameBytes(v, naive(tensorType(shape, et), operand, [&](const std::vector<int64_t>& ri) {
                      std::vector<int64_t> oi = ri;
                      for (int64_t d : dims) oi[d] = shape[d] - ri[d] - 1;
                      return std::optional(oi);
                    }));

    // broadcast_in_dim: operand dims map, in order, to a subset of result dims.
    int resultRank = rank + static_cast<int>(rng() % 2);
    std::vector<int64_t> all(resultRank);
    for (int d = 0; d < resultRank; ++d) all[d] = d;
    std::shuffle(all.begin(), all.end(), rng);
    std::vector<int64_t> bd(all.begin(), all.begin() + rank);
    Shape bshape(resultRank, 2);
    Shape oshape = shape;
    for (int d = 0; d < rank; ++d) {
      if (rng() % 2) oshape[d] = 1;
      if (oshape[d] != 1) bshape[bd[d]] = oshape[d];
    }
    Tensor bop = patternTensor(oshape, et, 500 + iter);
    Tensor b = r.run1("stablehlo.broadcast_in_dim", {bop}, tensorType(bshape, et),
                      {{"broadcast_dimensions", denseArray(bd)}});
    expectSameBytes(b, naive(tensorType(bshape, et), bop, [&](const std::vector<int64_t>& ri) {
                      std::vector<int64_t> oi(rank);
                      for (int d = 0; d < rank; ++d) oi[d] = oshape[d] == 1 ? 0 : ri[bd[d]];
                      return std::optional(oi);
                    }));
  }
}

TEST(ShapeOps, Concatenate) {
  Runner r;
  Tensor a = intTensor({3, 2}, ElementType::SI64, {1, 2, 3, 4, 5, 6});
  Tensor b = intTensor({1, 2}, ElementType::SI64, {7, 8});
  Tensor e = intTensor({0, 2}, ElementType::SI64, {});
  Tensor out = r.run1("stablehlo.concatenate", {a, e, b}, tensorType({4, 2}, ElementType::SI64),
                      {{"dimension", integer(0)}});
  EXPECT_EQ(ints(out), (std::vector<int64_t>{1, 2, 3, 4, 5, 6, 7, 8}));
  Tensor c = intTensor({2, 1}, ElementType::SI64, {9, 10});
  Tensor d = intTensor({2, 2}, ElementType::SI64, {11, 12, 13, 14});
  Tensor out1 = r.run1("stablehlo.concatenate", {c, d, c}, tensorType({2, 4}, ElementType::SI64),
                       {{"dimension", integer(1)}});
  EXPECT_EQ(ints(out1), (std::vector<int64_t>{9, 11, 12, 9, 10, 13, 14, 10}));
  // Shapes that differ outside `dimension` (sizes of `?` dimensions).
  std::string err = r.error("stablehlo.concatenate", {a, d}, tensorType({5, 2}, ElementType::SI64),
                            {{"dimension", integer(1)}});
  EXPECT_NE(err.find("violates C2"), std::string::npos) << err;
  EXPECT_NE(err.find("shape(inputs[0]) = [3, 2], shape(inputs[1]) = [2, 2]"), std::string::npos) << err;
}

TEST(ShapeOps, LegacyBroadcast) {
  Runner r;
  Tensor a = intTensor({3}, ElementType::SI32, {1, 2, 3});
  Tensor out = r.run1("stablehlo.broadcast", {a}, tensorType({2, 1, 3}, ElementType::SI32),
                      {{"broadcast_sizes", denseArray({2, 1})}});
  EXPECT_EQ(ints(out), (std::vector<int64_t>{1, 2, 3, 1, 2, 3}));
  EXPECT_NE(r.error("stablehlo.broadcast", {a}, tensorType({3}, ElementType::SI32),
                    {{"broadcast_sizes", denseArray({-1})}})
                .find("negative"),
            std::string::npos);
}

TEST(ShapeOps, ReshapeSharesBuffer) {
  Runner r;
  Tensor a = intTensor({2, 3}, ElementType::UI8, {1, 2, 3, 4, 5, 6});
  Tensor out = r.run1("stablehlo.reshape", {a}, tensorType({3, 1, 2}, ElementType::UI8));
  EXPECT_EQ(out.bytes(), a.bytes());
  EXPECT_EQ(out.shape(), (Shape{3, 1, 2}));
  std::string e = r.error("stablehlo.reshape", {a}, tensorType({4}, ElementType::UI8));
  EXPECT_NE(e.find("violates C2"), std::string::npos) << e;
  EXPECT_NE(e.find("size(operand) = 6, size(result) = 4"), std::string::npos) << e;
  // A `?` takes the size that makes the sizes agree, when there is one.
  EXPECT_EQ(r.run1("stablehlo.reshape", {a}, tensorType({kDynamic, 2}, ElementType::UI8)).shape(), (Shape{3, 2}));
  e = r.error("stablehlo.reshape", {a}, tensorType({kDynamic, 4}, ElementType::UI8));
  EXPECT_NE(e.find("violates C2"), std::string::npos) << e;
}

TEST(ShapeOps, Iota) {
  Runner r;
  auto iota = [&](TensorType t, int64_t dim) {
    return r.run1("stablehlo.iota", {}, std::move(t), {{"iota_dimension", integer(dim)}});
  };
  EXPECT_EQ(ints(iota(tensorType({2, 3}, ElementType::SI32), 1)), (std::vector<int64_t>{0, 1, 2, 0, 1, 2}));
  EXPECT_EQ(ints(iota(tensorType({3, 2}, ElementType::UI8), 0)), (std::vector<int64_t>{0, 0, 1, 1, 2, 2}));
  // si4 wraps: 8 -> -8.
  Tensor s4 = iota(tensorType({10}, ElementType::SI4), 0);
  EXPECT_EQ(ints(s4), (std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7, -8, -7}));
  // bf16 rounds 257 to nearest even (256).
  Tensor b = iota(tensorType({258}, ElementType::BF16), 0);
  EXPECT_EQ(b.floatValue(257), 256.0);
  EXPECT_EQ(b.floatValue(255), 255.0);
  Tensor c = iota(tensorType({2, 2}, ElementType::C64), 0);
  EXPECT_EQ(c.complexValue(3), std::complex<double>(1.0, 0.0));
  Tensor e = iota(tensorType({0, 5}, ElementType::F32), 1);
  EXPECT_EQ(e.numElements(), 0);
  // Quantized: quantize(index) = clamp(round(index / 0.5 + 3), -8, 7) in si4 storage.
  TensorType q = tensorType({8}, ElementType::SI4);
  auto params = std::make_shared<QuantParams>();
  params->storageType = ElementType::SI4;
  params->storageMin = -8;
  params->storageMax = 7;
  params->expressedType = ElementType::F32;
  params->scales = {0.5};
  params->zeroPoints = {3};
  q.quant = params;
  EXPECT_EQ(ints(iota(q, 0)), (std::vector<int64_t>{3, 5, 7, 7, 7, 7, 7, 7}));
}

TEST(ShapeOps, QuantizedStorageMovesWithResultParams) {
  Runner r;
  auto quant = [](std::optional<int64_t> dim) {
    auto q = std::make_shared<QuantParams>();
    q->storageType = ElementType::SI8;
    q->storageMin = -128;
    q->storageMax = 127;
    q->quantizationDimension = dim;
    q->scales = {0.5, 0.25};
    q->zeroPoints = {0, 1};
    return q;
  };
  TensorType in = tensorType({2, 3}, ElementType::SI8);
  in.quant = quant(0);
  Tensor operand = intTensor({2, 3}, ElementType::SI8, {1, 2, 3, 4, 5, 6}).withType(in);
  TensorType out = tensorType({3, 2}, ElementType::SI8);
  out.quant = quant(1);
  Tensor t = r.run1("stablehlo.transpose", {operand}, out, {{"permutation", denseArray({1, 0})}});
  EXPECT_EQ(ints(t), (std::vector<int64_t>{1, 4, 2, 5, 3, 6}));
  ASSERT_TRUE(t.type().isQuantized());
  EXPECT_EQ(t.type().quant->quantizationDimension, std::optional<int64_t>(1));
}

TEST(ShapeOps, Constant) {
  Runner r;
  Attribute value;
  value.kind = Attribute::Kind::Dense;
  value.dense = std::make_shared<Tensor>(intTensor({2}, ElementType::SI8, {-3, 4}));
  Tensor out = r.run1("stablehlo.constant", {}, tensorType({2}, ElementType::SI8), {{"value", value}});
  EXPECT_EQ(ints(out), (std::vector<int64_t>{-3, 4}));
}

// The checker holds attributes to their constraints (conformance/invalid/);
// what the ops check is what depends on sizes known only at run time.
TEST(ShapeOps, RunTimeSizesFailCleanly) {
  Runner r;
  Tensor a = intTensor({2, 3}, ElementType::SI32, {1, 2, 3, 4, 5, 6});
  TensorType t23 = tensorType({2, 3}, ElementType::SI32);
  // limit_indices beyond a dimension (a `?` of the operand's type).
  std::string e = r.error("stablehlo.slice", {a}, tensorType({1, 1}, ElementType::SI32),
                          {{"start_indices", denseArray({0, 2})},
                           {"limit_indices", denseArray({1, 4})},
                           {"strides", denseArray({1, 1})}});
  EXPECT_NE(e.find("violates C3"), std::string::npos) << e;
  EXPECT_NE(e.find("limit_indices = [1, 4], shape(operand) = [2, 3]"), std::string::npos) << e;
  // A huge stride is fine when the slice has one element along it.
  Tensor one = r.run1("stablehlo.slice", {a}, tensorType({1, 1}, ElementType::SI32),
                      {{"start_indices", denseArray({1, 2})},
                       {"limit_indices", denseArray({2, 3})},
                       {"strides", denseArray({INT64_MAX, INT64_MAX})}});
  EXPECT_EQ(ints(one), (std::vector<int64_t>{6}));
  e = r.error("stablehlo.broadcast_in_dim", {a}, tensorType({2, 4}, ElementType::SI32),
              {{"broadcast_dimensions", denseArray({0, 1})}});
  EXPECT_NE(e.find("violates C5"), std::string::npos) << e;
  EXPECT_NE(e.find("dim(operand, 1) = 3, dim(result, 1) = 4"), std::string::npos) << e;
  // A `?` of the result takes the operand's size, unless that is 1.
  EXPECT_EQ(r.run1("stablehlo.broadcast_in_dim", {a}, tensorType({kDynamic, 3}, ElementType::SI32),
                   {{"broadcast_dimensions", denseArray({0, 1})}})
                .shape(),
            (Shape{2, 3}));
  Tensor pv = intTensor({}, ElementType::SI32, {0});
  e = r.error("stablehlo.pad", {a, pv}, t23,
              {{"edge_padding_low", denseArray({INT64_MAX, 0})},
               {"edge_padding_high", denseArray({INT64_MAX, 0})},
               {"interior_padding", denseArray({0, 0})}});
  EXPECT_NE(e.find("violates C4"), std::string::npos) << e;
  EXPECT_NE(e.find(">= 2^63"), std::string::npos) << e;
  // Padding that removes more than everything but lands on size 0 is fine.
  Tensor empty = r.run1("stablehlo.pad", {a, pv}, tensorType({0, 3}, ElementType::SI32),
                        {{"edge_padding_low", denseArray({-5, 0})},
                         {"edge_padding_high", denseArray({3, 0})},
                         {"interior_padding", denseArray({0, 0})}});
  EXPECT_EQ(empty.numElements(), 0);
}

TEST(ShapeOps, Tuples) {
  Runner r;
  Tensor a = intTensor({}, ElementType::SI64, {3});
  Type ta = Type::tensor(a.type());
  Type tt = Type::tuple({ta, Type::token()});
  auto tup = r.run("stablehlo.tuple", {a, Token{}}, {tt});
  ASSERT_TRUE(tup.at(0).isTuple());
  auto first = r.run("stablehlo.get_tuple_element", {tup[0]}, {ta}, {{"index", integer(0)}});
  EXPECT_EQ(first.at(0).tensor().intValue(0), 3);
  auto second = r.run("stablehlo.get_tuple_element", {tup[0]}, {Type::token()}, {{"index", integer(1)}});
  EXPECT_TRUE(second.at(0).isToken());
  auto barrier = r.run("stablehlo.optimization_barrier", {a, Token{}, tup[0]}, {ta, Type::token(), tt});
  ASSERT_EQ(barrier.size(), 3u);
  EXPECT_TRUE(barrier[1].isToken());
  EXPECT_TRUE(barrier[2].isTuple());
}

}  // namespace
}  // namespace hloref
