// The spec's notation (spec/notation.h), against the spec's own definitions
// (Notation; Ops > compare; Types) on hand-picked cases.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <memory>

#include "spec/notation.h"

namespace hloref::notation {
namespace {

TensorType tensorOf(Shape shape, ElementType e) {
  TensorType t;
  t.shape = std::move(shape);
  t.elementType = e;
  return t;
}

TensorType perAxis(Shape shape, int64_t dimension, std::vector<double> scales) {
  TensorType t = tensorOf(std::move(shape), ElementType::SI8);
  auto q = std::make_shared<QuantParams>();
  q->storageType = ElementType::SI8;
  q->storageMin = -128;
  q->storageMax = 127;
  q->expressedType = ElementType::F32;
  q->quantizationDimension = dimension;
  q->zeroPoints.assign(scales.size(), 0);
  q->scales = std::move(scales);
  t.quant = q;
  return t;
}

TEST(Notation, ShapeComputations) {
  const TensorType x = tensorOf({2, kDynamic, 5}, ElementType::F32);
  EXPECT_EQ(rank(x), 3);
  EXPECT_EQ(dim(x, 2), 5);
  EXPECT_EQ(dims(x, {2, 0}), (std::vector<int64_t>{5, 2}));
  EXPECT_EQ(axes(3), (std::vector<int64_t>{0, 1, 2}));
  EXPECT_EQ(size({2, 3, 4}), std::optional<int64_t>(24));
  EXPECT_EQ(size({}), std::optional<int64_t>(1));
  EXPECT_EQ(size({2, kDynamic}), std::nullopt);
  EXPECT_EQ(size({int64_t{1} << 32, int64_t{1} << 32}), std::nullopt);  // 2^64 overflows
  EXPECT_EQ(size({0, std::numeric_limits<int64_t>::max()}), std::optional<int64_t>(0));
  EXPECT_TRUE(compatibleShapes({2, kDynamic}, {2, 7}));
  EXPECT_FALSE(compatibleShapes({2, 3}, {2, 7}));
  EXPECT_FALSE(compatibleShapes({2}, {2, 1}));
  EXPECT_EQ(shapeText({2, kDynamic, 3}), "[2, ?, 3]");
  EXPECT_EQ(listText({2, -1, 3}), "[2, -1, 3]");  // values, not sizes
}

TEST(Notation, Lists) {
  EXPECT_TRUE(isUnique({}));
  EXPECT_TRUE(isUnique({3, 1, 2}));
  EXPECT_FALSE(isUnique({1, 2, 1}));
  EXPECT_TRUE(isSorted({1, 1, 2}));
  EXPECT_FALSE(isSorted({2, 1}));
  EXPECT_TRUE(contains({4, 5}, 5));
  EXPECT_FALSE(contains({4, 5}, 6));
  EXPECT_EQ(concat({1}, {2, 3}), (std::vector<int64_t>{1, 2, 3}));
  EXPECT_TRUE(isPermutation({2, 0, 1}, 3));
  EXPECT_FALSE(isPermutation({0, 0, 1}, 3));
  EXPECT_FALSE(isPermutation({0, 1, 3}, 3));
  EXPECT_FALSE(isPermutation({0, 1}, 3));
  EXPECT_FALSE(allInRange({0, -1}, 0, 4));
}

TEST(Notation, IsNamespacedOpName) {
  // [a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+
  EXPECT_TRUE(isNamespacedOpName("my.op"));
  EXPECT_TRUE(isNamespacedOpName("a_1.b$c.d9"));
  EXPECT_FALSE(isNamespacedOpName("op"));       // no namespace
  EXPECT_FALSE(isNamespacedOpName("1a.b"));     // starts with a digit
  EXPECT_FALSE(isNamespacedOpName("a..b"));     // an empty segment
  EXPECT_FALSE(isNamespacedOpName("a.b."));     // a trailing dot
  EXPECT_FALSE(isNamespacedOpName("a$.b"));     // '$' only after the first dot
  EXPECT_FALSE(isNamespacedOpName(""));
}

TEST(Notation, BaselineElementTypeKeepsTheScaleCount) {
  // Scales and zero points may differ; their count (dim of the quantization
  // dimension) is part of baseline_element_type.
  EXPECT_TRUE(sameBaselineElementType(perAxis({2, 3}, 1, {1, 2, 3}), perAxis({2, 3}, 1, {4, 5, 6})));
  EXPECT_FALSE(sameElementType(perAxis({2, 3}, 1, {1, 2, 3}), perAxis({2, 3}, 1, {4, 5, 6})));
  EXPECT_FALSE(sameBaselineElementType(perAxis({2, 3}, 1, {1, 2, 3}), perAxis({2, 2}, 1, {1, 2})));
  EXPECT_FALSE(sameBaselineElementType(perAxis({2, 2}, 0, {1, 2}), perAxis({2, 2}, 1, {1, 2})));
  EXPECT_FALSE(sameBaselineElementType(perAxis({2}, 0, {1, 2}), tensorOf({2}, ElementType::SI8)));
  EXPECT_TRUE(sameBaselineType(tensorOf({kDynamic}, ElementType::F32), tensorOf({4}, ElementType::F32)));
}

TEST(Notation, IsPromotable) {
  auto t = [](ElementType e) { return tensorOf({}, e); };
  EXPECT_TRUE(isPromotable(t(ElementType::F16), t(ElementType::F32)));
  EXPECT_FALSE(isPromotable(t(ElementType::F32), t(ElementType::F16)));
  EXPECT_TRUE(isPromotable(t(ElementType::SI8), t(ElementType::UI16)));  // integers with integers
  EXPECT_FALSE(isPromotable(t(ElementType::SI8), t(ElementType::F32)));
  EXPECT_TRUE(isPromotable(t(ElementType::C64), t(ElementType::C128)));
  EXPECT_TRUE(isPromotable(t(ElementType::I1), t(ElementType::I1)));
  EXPECT_FALSE(isPromotable(t(ElementType::I1), t(ElementType::SI8)));
}

TEST(Notation, Families) {
  EXPECT_EQ(familyOf(ElementType::I1), Family::Boolean);
  EXPECT_EQ(familyOf(ElementType::SI4), Family::SignedInteger);
  EXPECT_EQ(familyOf(ElementType::UI64), Family::UnsignedInteger);
  EXPECT_EQ(familyOf(ElementType::F8E4M3FN), Family::Float);
  EXPECT_EQ(familyOf(ElementType::C128), Family::Complex);
}

TEST(Notation, CompareTypesOfC3) {
  EXPECT_EQ(defaultCompareType(ElementType::SI32), CompareType::SIGNED);
  EXPECT_EQ(defaultCompareType(ElementType::UI8), CompareType::UNSIGNED);
  EXPECT_EQ(defaultCompareType(ElementType::I1), CompareType::UNSIGNED);
  EXPECT_EQ(defaultCompareType(ElementType::BF16), CompareType::FLOAT);
  EXPECT_EQ(defaultCompareType(ElementType::C64), CompareType::FLOAT);
  EXPECT_TRUE(isAllowedCompareType(CompareType::TOTALORDER, ElementType::F32));
  EXPECT_FALSE(isAllowedCompareType(CompareType::TOTALORDER, ElementType::C64));
  EXPECT_FALSE(isAllowedCompareType(CompareType::SIGNED, ElementType::UI32));
  EXPECT_EQ(parseComparisonDirection("GE"), ComparisonDirection::GE);
  EXPECT_EQ(parseComparisonDirection("ge"), std::nullopt);
  EXPECT_EQ(parseCompareType("NOTYPE"), std::nullopt);  // absent, for the callers
  EXPECT_STREQ(compareTypeName(CompareType::TOTALORDER), "TOTALORDER");
}

TEST(Notation, ComparePerFamily) {
  using D = ComparisonDirection;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  // FLOAT: the quiet IEEE-754 predicates.
  EXPECT_FALSE(compareFloat(D::EQ, nan, nan));
  EXPECT_TRUE(compareFloat(D::NE, nan, nan));
  EXPECT_FALSE(compareFloat(D::LT, nan, 1.0));
  EXPECT_TRUE(compareFloat(D::EQ, -0.0, 0.0));
  // TOTALORDER on f32 encodings: -NaN < -Inf < -0 < +0 < +Inf < +NaN.
  const TotalOrderKey key(ElementType::F32);
  const uint64_t negNan = 0xFFC00000, negInf = 0xFF800000, negZero = 0x80000000, posZero = 0, posInf = 0x7F800000,
                 posNan = 0x7FC00000;
  EXPECT_TRUE(compareTotalOrder(D::LT, key, negNan, negInf));
  EXPECT_TRUE(compareTotalOrder(D::LT, key, negInf, negZero));
  EXPECT_TRUE(compareTotalOrder(D::LT, key, negZero, posZero));
  EXPECT_TRUE(compareTotalOrder(D::NE, key, negZero, posZero));
  EXPECT_TRUE(compareTotalOrder(D::LT, key, posInf, posNan));
  EXPECT_TRUE(compareTotalOrder(D::EQ, key, posNan, posNan));
  // Integers: SIGNED on int64_t, UNSIGNED on uint64_t.
  EXPECT_TRUE(compareOrdered(D::LT, int64_t{-1}, int64_t{0}));
  EXPECT_FALSE(compareOrdered(D::LT, ~uint64_t{0}, uint64_t{0}));
  // Complex: lexicographic on (real, imag).
  EXPECT_TRUE(compareComplex(D::LT, {1, 5}, {2, 0}));
  EXPECT_TRUE(compareComplex(D::LT, {1, 0}, {1, 5}));
  EXPECT_TRUE(compareComplex(D::GE, {1, 5}, {1, 5}));
  EXPECT_FALSE(compareComplex(D::EQ, {1, nan}, {1, nan}));
}

}  // namespace
}  // namespace hloref::notation
