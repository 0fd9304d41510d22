#include "fuzz/generators.h"

#include "syntax/printer.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <limits>

namespace hloref::fuzz {
namespace {

using ET = ElementType;

uint64_t widthMask(int bits) { return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1; }

// The encoding of `value` in float type `t` (rounded to nearest even).
uint64_t floatEncoding(ET t, double value) {
  Tensor one(tensorType({1}, t));
  one.setFloatValue(0, value);
  return one.floatBits(0);
}

// The float encodings where implementations differ most.
std::vector<uint64_t> specialFloatEncodings(ET t) {
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<uint64_t> v;
  for (double x : {0.0, -0.0, 1.0, -1.0, 0.5, inf, -inf, std::nan(""), 1e-300, -1e-300, 1e300, -1e300,
                   std::ldexp(1.0, -126), std::ldexp(1.0, -14), 3.0, -2.5})
    v.push_back(floatEncoding(t, x));
  const int bits = bitWidth(t);
  v.push_back(widthMask(bits));                      // all ones: a NaN (or the largest value) with a payload
  v.push_back(uint64_t{1});                          // the smallest subnormal (or a tiny value)
  v.push_back(widthMask(bits - 1) ^ uint64_t{1});    // near the largest finite encodings
  return v;
}

// One element as a storage word, before it is written to the tensor.
rc::Gen<uint64_t> elementWord(ET t) {
  if (isBoolean(t)) return rc::gen::inRange<uint64_t>(0, 2);
  if (isInteger(t)) {
    const int bits = bitWidth(t);
    const uint64_t mask = widthMask(bits);
    const uint64_t signBit = uint64_t{1} << (bits - 1);
    return rc::gen::weightedOneOf<uint64_t>({
        {3, rc::gen::map(rc::gen::inRange<int64_t>(-3, 4), [mask](int64_t v) { return uint64_t(v) & mask; })},
        {1, rc::gen::elementOf(std::vector<uint64_t>{signBit, signBit - 1, mask})},  // min, max (signed); 2^(n-1), all ones
        {2, rc::gen::map(rc::gen::arbitrary<uint64_t>(), [mask](uint64_t v) { return v & mask; })},
    });
  }
  const ET part = complexPartType(t);
  const int bits = bitWidth(part);
  const uint64_t mask = widthMask(bits);
  return rc::gen::weightedOneOf<uint64_t>({
      {1, rc::gen::elementOf(specialFloatEncodings(part))},
      {2, rc::gen::map(rc::gen::arbitrary<uint64_t>(), [mask](uint64_t v) { return v & mask; })},
  });
}

}  // namespace

std::vector<ElementType> booleanTypes() { return {ET::I1}; }
std::vector<ElementType> integerTypes() {
  return {ET::SI2, ET::SI4, ET::SI8, ET::SI16, ET::SI32, ET::SI64, ET::UI2, ET::UI4, ET::UI8, ET::UI16, ET::UI32, ET::UI64};
}
std::vector<ElementType> floatTypes() {
  return {ET::F4E2M1FN,   ET::F6E2M3FN,      ET::F6E3M2FN, ET::F8E3M4,     ET::F8E4M3,    ET::F8E4M3FN,
          ET::F8E4M3FNUZ, ET::F8E4M3B11FNUZ, ET::F8E5M2,   ET::F8E5M2FNUZ, ET::F8E8M0FNU, ET::BF16,
          ET::F16,        ET::TF32,          ET::F32,      ET::F64};
}
std::vector<ElementType> complexTypes() { return {ET::C64, ET::C128}; }
std::vector<ElementType> allElementTypes() {
  std::vector<ElementType> all = booleanTypes();
  for (const auto& family : {integerTypes(), floatTypes(), complexTypes()}) all.insert(all.end(), family.begin(), family.end());
  return all;
}

rc::Gen<ElementType> elementTypeFrom(std::vector<ElementType> types) { return rc::gen::elementOf(std::move(types)); }

rc::Gen<Shape> shapeOfRank(int64_t rank, int64_t minDim, int64_t maxDim) {
  return rc::gen::container<Shape>(static_cast<size_t>(rank), rc::gen::inRange<int64_t>(minDim, maxDim + 1));
}

rc::Gen<Shape> shape(int64_t minRank, int64_t maxRank, int64_t minDim, int64_t maxDim) {
  return rc::gen::mapcat(rc::gen::inRange<int64_t>(minRank, maxRank + 1),
                         [=](int64_t rank) { return shapeOfRank(rank, minDim, maxDim); });
}

TensorType tensorType(Shape shape, ElementType elementType) {
  TensorType t;
  t.shape = std::move(shape);
  t.elementType = elementType;
  return t;
}

rc::Gen<std::vector<int64_t>> permutation(int64_t n) {
  // Sorting range(n) by random keys: shrinks towards the identity.
  return rc::gen::map(rc::gen::container<std::vector<uint32_t>>(static_cast<size_t>(n), rc::gen::arbitrary<uint32_t>()),
                      [n](const std::vector<uint32_t>& keys) {
                        std::vector<int64_t> p(static_cast<size_t>(n));
                        std::iota(p.begin(), p.end(), 0);
                        std::stable_sort(p.begin(), p.end(), [&](int64_t a, int64_t b) { return keys[a] < keys[b]; });
                        return p;
                      });
}

rc::Gen<std::vector<int64_t>> sortedSubset(int64_t n, int64_t count) {
  return rc::gen::map(permutation(n), [count](std::vector<int64_t> p) {
    p.resize(static_cast<size_t>(count));
    std::sort(p.begin(), p.end());
    return p;
  });
}

rc::Gen<Tensor> tensor(TensorType type) {
  const int64_t n = type.numElements();
  const ET t = type.elementType;
  const size_t words = static_cast<size_t>(isComplex(t) ? 2 * n : n);
  return rc::gen::map(rc::gen::container<std::vector<uint64_t>>(words, elementWord(t)),
                      [type, t](const std::vector<uint64_t>& w) {
                        Tensor result(type);
                        for (int64_t i = 0; i < result.numElements(); ++i) {
                          const size_t k = static_cast<size_t>(i);
                          if (isBoolean(t) || isInteger(t)) {
                            result.setIntBits(i, w[k]);
                          } else if (isFloat(t)) {
                            result.setFloatBits(i, w[k]);
                          } else {
                            // Complex parts go through their part type's encoding.
                            const ET part = complexPartType(t);
                            Tensor re(tensorType({1}, part)), im(tensorType({1}, part));
                            re.setFloatBits(0, w[2 * k]);
                            im.setFloatBits(0, w[2 * k + 1]);
                            result.setComplexValue(i, {re.floatValue(0), im.floatValue(0)});
                          }
                        }
                        return result;
                      });
}

rc::Gen<Tensor> integerTensor(TensorType type, int64_t lo, int64_t hi) {
  const int64_t n = type.numElements();
  return rc::gen::map(rc::gen::container<std::vector<int64_t>>(static_cast<size_t>(n), rc::gen::inRange(lo, hi + 1)),
                      [type](const std::vector<int64_t>& v) {
                        Tensor result(type);
                        for (int64_t i = 0; i < result.numElements(); ++i)
                          result.setIntBits(i, static_cast<uint64_t>(v[static_cast<size_t>(i)]));
                        return result;
                      });
}

std::string typeString(const TensorType& type) { return tensorTypeString(type); }

std::string i64List(const std::vector<int64_t>& values) {
  std::string s = "[";
  for (size_t i = 0; i < values.size(); ++i) s += (i ? ", " : "") + std::to_string(values[i]);
  return s + "]";
}

std::string i64Array(const std::vector<int64_t>& values) {
  std::string s = "array<i64";
  for (size_t i = 0; i < values.size(); ++i) s += (i ? ", " : ": ") + std::to_string(values[i]);
  return s + ">";
}

std::string mainFunction(const std::vector<TensorType>& inputs, const std::vector<TensorType>& outputs,
                         const std::string& body) {
  std::string s = "func.func @main(";
  for (size_t i = 0; i < inputs.size(); ++i)
    s += (i ? ", %arg" : "%arg") + std::to_string(i) + ": " + typeString(inputs[i]);
  s += ") -> (";
  for (size_t i = 0; i < outputs.size(); ++i) s += (i ? ", " : "") + typeString(outputs[i]);
  return s + ") {\n" + body + "}\n";
}

void showValue(const ProgramCase& c, std::ostream& os) {
  os << c.text << "arguments:\n";
  for (const Value& v : c.args) os << "  " << valueString(v) << "\n";
}

}  // namespace hloref::fuzz
