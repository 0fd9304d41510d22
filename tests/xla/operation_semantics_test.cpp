// The worked examples of XLA's operation semantics (the seeds, English and
// Persian generations, and reference/xla-hlo/operation_semantics.md,
// broadcasting.md), run as the HLO their builder calls become. Builder-only
// forms (Collapse, Broadcast's prepended dimensions, implicit broadcasting
// with broadcast_dimensions, ConvWithGeneralPadding, RngBernoulli, Cosh) run
// through their HLO expansion. Expected values are the documents'.
#include <gtest/gtest.h>

#include <cmath>

#include "hlo_test_util.h"

namespace hloref::testing {
namespace {

const std::vector<double> kV = {10, 11, 12, 15, 16, 17, 20, 21, 22, 25, 26, 27,
                                30, 31, 32, 35, 36, 37, 40, 41, 42, 45, 46, 47};

std::vector<double> reshapeOfV(const std::string& shape) {
  std::string text = "HloModule c\nENTRY e {\n  v = f32[4,2,3] parameter(0)\n  ROOT r = f32[" + shape +
                     "] reshape(v)\n}\n";
  return floatsOf(runHlo(text, {f32Tensor({4, 2, 3}, kV)})[0]);
}

TEST(OperationSemantics, CollapseIsAReshape) {
  // Collapse(v, {0,1,2}) == f32[24] {10, 11, ..., 47}: the elements in order.
  EXPECT_EQ(reshapeOfV("24"), kV);
  // The documents list f32[4x6] {{10,11,12,15,16,17}, ...} for "Collapse(v,
  // {0,1})" and f32[8x3] {{10,11,12}, {15,16,17}, ...} for "Collapse(v,
  // {1,2})"; by their definition (the collapsed dimensions become one of
  // their product's size, in their place) those values are Collapse(v,
  // {1,2}) and Collapse(v, {0,1}): the labels are swapped, the values hold.
  EXPECT_EQ(reshapeOfV("4,6"), kV);
  EXPECT_EQ(reshapeOfV("8,3"), kV);
}

TEST(OperationSemantics, BroadcastPrependsDimensions) {
  // Broadcast(2.0f, {2, 3}): f32[2,3] of 2.0.
  auto a = runHlo("HloModule b\nENTRY e {\n  x = f32[] parameter(0)\n  ROOT r = f32[2,3] broadcast(x), dimensions={}\n}\n",
                  {f32Tensor({}, {2})});
  EXPECT_EQ(floatsOf(a[0]), std::vector<double>(6, 2));
  // Broadcast(f32[2,2] {{1,2},{3,4}}, {2}): the operand's dimensions are the
  // result's last ones: output[i0, j0, j1] = operand[j0, j1].
  auto b = runHlo(
      "HloModule b\nENTRY e {\n  x = f32[2,2] parameter(0)\n  ROOT r = f32[2,2,2] broadcast(x), dimensions={1,2}\n}\n",
      {f32Tensor({2, 2}, {1, 2, 3, 4})});
  EXPECT_EQ(floatsOf(b[0]), (std::vector<double>{1, 2, 3, 4, 1, 2, 3, 4}));
}

// A binary op with broadcast_dimensions becomes broadcast (in dim) + the op.
std::vector<double> addBroadcast(const Shape& big, const std::vector<double>& bigValues, const Shape& small,
                                 const std::vector<double>& smallValues, const std::string& dims) {
  auto shapeText = [](const Shape& s) {
    std::string t;
    for (size_t i = 0; i < s.size(); ++i) t += (i ? "," : "") + std::to_string(s[i]);
    return t;
  };
  std::string text = "HloModule b\nENTRY e {\n  m = f32[" + shapeText(big) + "] parameter(0)\n  v = f32[" +
                     shapeText(small) + "] parameter(1)\n  vb = f32[" + shapeText(big) + "] broadcast(v), dimensions={" +
                     dims + "}\n  ROOT r = f32[" + shapeText(big) + "] add(m, vb)\n}\n";
  return floatsOf(runHlo(text, {f32Tensor(big, bigValues), f32Tensor(small, smallValues)})[0]);
}

TEST(OperationSemantics, ImplicitBroadcastingWithBroadcastDimensions) {
  // |1 2 3| + 7 = |8 9 10| / |11 12 13|: a scalar broadcasts everywhere.
  EXPECT_EQ(addBroadcast({2, 3}, {1, 2, 3, 4, 5, 6}, {}, {7}, ""), (std::vector<double>{8, 9, 10, 11, 12, 13}));
  // A (3) vector onto a (3,3) matrix of zeros: dimension 1 repeats the vector
  // in every row, dimension 0 in every column.
  std::vector<double> zeros(9, 0);
  EXPECT_EQ(addBroadcast({3, 3}, zeros, {3}, {7, 8, 9}, "1"), (std::vector<double>{7, 8, 9, 7, 8, 9, 7, 8, 9}));
  EXPECT_EQ(addBroadcast({3, 3}, zeros, {3}, {7, 8, 9}, "0"), (std::vector<double>{7, 7, 7, 8, 8, 8, 9, 9, 9}));
  // Broadcast composition: |1 2 3 4| + [5 6] (a 1x2 matrix) with broadcast
  // dimensions (0): the vector to 4x2 along dimension 0, the degenerate
  // dimension of [5 6] broadcast too: |6 7| |7 8| |8 9| |9 10|.
  constexpr const char* composed = R"(HloModule b
ENTRY e {
  v = f32[4] parameter(0)
  m = f32[1,2] parameter(1)
  vb = f32[4,2] broadcast(v), dimensions={0}
  m1 = f32[2] reshape(m)
  mb = f32[4,2] broadcast(m1), dimensions={1}
  ROOT r = f32[4,2] add(vb, mb)
}
)";
  EXPECT_EQ(floatsOf(runHlo(composed, {f32Tensor({4}, {1, 2, 3, 4}), f32Tensor({1, 2}, {5, 6})})[0]),
            (std::vector<double>{6, 7, 7, 8, 8, 9, 9, 10}));
}

TEST(OperationSemantics, ConvWithGeneralPaddingIsConvolution) {
  // 1-D: [1, 2, 3] padded by (1, 2): [0, 1, 2, 3, 0, 0]; a window of size 2
  // with kernel [1, 1]: [1, 3, 5, 3, 0].
  constexpr const char* text = R"(HloModule c
ENTRY e {
  x = f32[1,3,1] parameter(0)
  k = f32[2,1,1] parameter(1)
  ROOT y = f32[1,5,1] convolution(x, k), window={size=2 pad=1_2}, dim_labels=b0f_0io->b0f
}
)";
  EXPECT_EQ(floatsOf(runHlo(text, {f32Tensor({1, 3, 1}, {1, 2, 3}), f32Tensor({2, 1, 1}, {1, 1})})[0]),
            (std::vector<double>{1, 3, 5, 3, 0}));
}

TEST(OperationSemantics, RngBernoulliIsUniformBelowTheMean) {
  // RngBernoulli(mean, shape): u32 elements, 1 where Uniform[0, 1) < mean.
  auto bernoulli = [](double mean) {
    std::string text = "HloModule r\nENTRY e {\n  zero = f32[] constant(0)\n  one = f32[] constant(1)\n"
                       "  u = f32[16] rng(zero, one), distribution=rng_uniform\n  m = f32[] parameter(0)\n"
                       "  mb = f32[16] broadcast(m), dimensions={}\n  b = pred[16] compare(u, mb), direction=LT\n"
                       "  ROOT r = u32[16] convert(b)\n}\n";
    return intsOf(runHlo(text, {f32Tensor({}, {mean})})[0]);
  };
  EXPECT_EQ(bernoulli(0), std::vector<int64_t>(16, 0));
  EXPECT_EQ(bernoulli(1), std::vector<int64_t>(16, 1));
  for (int64_t v : bernoulli(0.5)) EXPECT_TRUE(v == 0 || v == 1);
}

TEST(OperationSemantics, CoshThroughItsExpansion) {
  // Cosh(x) = (exp(x) + exp(-x)) / 2, as the builder expands it.
  constexpr const char* text = R"(HloModule c
ENTRY e {
  x = f32[3] parameter(0)
  n = f32[3] negate(x)
  a = f32[3] exponential(x)
  b = f32[3] exponential(n)
  s = f32[3] add(a, b)
  two = f32[] constant(2)
  t = f32[3] broadcast(two), dimensions={}
  ROOT c = f32[3] divide(s, t)
}
)";
  auto r = floatsOf(runHlo(text, {f32Tensor({3}, {0, 1, -2})})[0]);
  EXPECT_EQ(r[0], 1);
  EXPECT_NEAR(r[1], std::cosh(1.0), 2 * 0x1p-23 * std::cosh(1.0));
  EXPECT_NEAR(r[2], std::cosh(2.0), 2 * 0x1p-23 * std::cosh(2.0));
}

TEST(OperationSemantics, ClampSelectConcatenateSliceExamples) {
  // Clamp(0, {-1, 5, 9}, 6) = {0, 5, 6}.
  auto clamp = runHlo(R"(HloModule c
ENTRY e {
  lo = s32[] constant(0)
  hi = s32[] constant(6)
  x = s32[3] parameter(0)
  lob = s32[3] broadcast(lo), dimensions={}
  hib = s32[3] broadcast(hi), dimensions={}
  ROOT r = s32[3] clamp(lob, x, hib)
}
)",
                      {intTensor(ElementType::SI32, {3}, {-1, 5, 9})});
  EXPECT_EQ(intsOf(clamp[0]), (std::vector<int64_t>{0, 5, 6}));
  // Select({true, false, false, true}, {1,2,3,4}, {100,...,400}) = {1, 200, 300, 4}.
  auto select = runHlo(R"(HloModule s
ENTRY e {
  p = pred[4] constant({true, false, false, true})
  a = s32[4] constant({1, 2, 3, 4})
  b = s32[4] constant({100, 200, 300, 400})
  ROOT r = s32[4] select(p, a, b)
}
)",
                       {});
  EXPECT_EQ(intsOf(select[0]), (std::vector<int64_t>{1, 200, 300, 4}));
  // Concat({{2, 3}, {4, 5}, {6, 7}}, 0) = {2, 3, 4, 5, 6, 7}.
  auto concat = runHlo(R"(HloModule c
ENTRY e {
  a = f32[2] constant({2, 3})
  b = f32[2] constant({4, 5})
  c = f32[2] constant({6, 7})
  ROOT r = f32[6] concatenate(a, b, c), dimensions={0}
}
)",
                       {});
  EXPECT_EQ(floatsOf(concat[0]), (std::vector<double>{2, 3, 4, 5, 6, 7}));
  // Slice({0, 1, 2, 3, 4}, {2}, {4}) = {2, 3}; DynamicSlice(a, {2}, {2}) = {2, 3};
  // DynamicUpdateSlice(a, {5, 6}, {2}) = {0, 1, 5, 6, 4}.
  auto slices = runHlo(R"(HloModule s
ENTRY e {
  a = f32[5] constant({0, 1, 2, 3, 4})
  s = s32[] constant(2)
  u = f32[2] constant({5, 6})
  x = f32[2] slice(a), slice={[2:4]}
  y = f32[2] dynamic-slice(a, s), dynamic_slice_sizes={2}
  z = f32[5] dynamic-update-slice(a, u, s)
  ROOT r = (f32[2], f32[2], f32[5]) tuple(x, y, z)
}
)",
                       {});
  EXPECT_EQ(floatsOf(slices[0]), (std::vector<double>{2, 3}));
  EXPECT_EQ(floatsOf(slices[1]), (std::vector<double>{2, 3}));
  EXPECT_EQ(floatsOf(slices[2]), (std::vector<double>{0, 1, 5, 6, 4}));
}

TEST(OperationSemantics, SetDimensionSizeLimitsReductions) {
  // set_dimension_size(v, 5, 0) then reduce_sum: 1 + 2 + 3 + 4 + 5 = 15;
  // with 6: 21.
  constexpr const char* text = R"(HloModule d
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  v = f32[10] constant({1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
  n = s32[] parameter(0)
  p = f32[<=10] set-dimension-size(v, n), dimensions={0}
  zero = f32[] constant(0)
  ROOT sum = f32[] reduce(p, zero), dimensions={0}, to_apply=add
}
)";
  EXPECT_EQ(floatsOf(runHlo(text, {intTensor(ElementType::SI32, {}, {5})})[0]), (std::vector<double>{15}));
  EXPECT_EQ(floatsOf(runHlo(text, {intTensor(ElementType::SI32, {}, {6})})[0]), (std::vector<double>{21}));
}

TEST(OperationSemantics, VariadicReduceComputesMaxAndArgmax) {
  // f(max, argmax, value, index) = value >= max ? (value, index) : (max, argmax).
  constexpr const char* text = R"(HloModule r
f {
  max = f32[] parameter(0)
  argmax = s32[] parameter(1)
  value = f32[] parameter(2)
  index = s32[] parameter(3)
  ge = pred[] compare(value, max), direction=GE
  m = f32[] select(ge, value, max)
  i = s32[] select(ge, index, argmax)
  ROOT t = (f32[], s32[]) tuple(m, i)
}
ENTRY e {
  v = f32[5] parameter(0)
  k = s32[5] iota(), iota_dimension=0
  iv = f32[] constant(-inf)
  ik = s32[] constant(-1)
  ROOT r = (f32[], s32[]) reduce(v, k, iv, ik), dimensions={0}, to_apply=f
}
)";
  auto r = runHlo(text, {f32Tensor({5}, {3, 9, 1, 9, 2})});
  EXPECT_EQ(floatsOf(r[0]), (std::vector<double>{9}));
  // Equal maxima: the reduction schedule, which is left open, decides which
  // of the two indices wins.
  int64_t argmax = intsOf(r[1])[0];
  EXPECT_TRUE(argmax == 1 || argmax == 3) << argmax;
}

}  // namespace
}  // namespace hloref::testing
