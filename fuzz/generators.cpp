#include "fuzz/generators.h"

#include "spec/notation.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <limits>

namespace hloref::fuzz {
namespace {

using ET = ElementType;
using notation::Family;

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

std::vector<ElementType> typesOf(std::initializer_list<Family> families) {
  std::vector<ElementType> types;
  for (int i = 0; i < kNumElementTypes; ++i) {
    const auto t = static_cast<ElementType>(i);
    if (t != ET::Index && std::find(families.begin(), families.end(), notation::familyOf(t)) != families.end())
      types.push_back(t);
  }
  return types;
}

std::vector<ElementType> booleanTypes() { return typesOf({Family::Boolean}); }
std::vector<ElementType> integerTypes() { return typesOf({Family::SignedInteger, Family::UnsignedInteger}); }
std::vector<ElementType> floatTypes() { return typesOf({Family::Float}); }
std::vector<ElementType> complexTypes() { return typesOf({Family::Complex}); }
std::vector<ElementType> allElementTypes() {
  return typesOf({Family::Boolean, Family::SignedInteger, Family::UnsignedInteger, Family::Float, Family::Complex});
}

std::vector<ElementType> kindTypes(ElementType e) {
  if (isInteger(e)) return integerTypes();
  return typesOf({notation::familyOf(e)});
}

rc::Gen<ElementType> elementTypeFrom(std::vector<ElementType> types) { return rc::gen::elementOf(std::move(types)); }

rc::Gen<Shape> shapeOfRank(int64_t rank, int64_t minDim, int64_t maxDim) {
  return rc::gen::container<Shape>(static_cast<size_t>(rank), rc::gen::inRange<int64_t>(minDim, maxDim + 1));
}

rc::Gen<Shape> shape(int64_t minRank, int64_t maxRank, int64_t minDim, int64_t maxDim) {
  return rc::gen::mapcat(rc::gen::inRange<int64_t>(minRank, maxRank + 1),
                         [=](int64_t rank) { return shapeOfRank(rank, minDim, maxDim); });
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

namespace {

rc::Gen<WindowAxis> windowAxis(int64_t size, WindowRanges ranges) {
  return rc::gen::exec([size, ranges] {
    // (n - 1) * dilation + 1 elements, none when n is 0.
    auto dilated = [](int64_t n, int64_t dilation) { return n == 0 ? 0 : (n - 1) * dilation + 1; };
    WindowAxis a;
    a.baseDilation = *rc::gen::inRange<int64_t>(1, ranges.maxDilation + 1);
    a.window = *rc::gen::inRange<int64_t>(1, ranges.maxWindow + 1);
    a.windowDilation = *rc::gen::inRange<int64_t>(1, ranges.maxDilation + 1);
    a.stride = *rc::gen::inRange<int64_t>(1, ranges.maxStride + 1);
    a.low = *rc::gen::inRange<int64_t>(ranges.minPadding, ranges.maxPadding + 1);
    a.high = *rc::gen::inRange<int64_t>(ranges.minPadding, ranges.maxPadding + 1);
    const int64_t base = dilated(size, a.baseDilation);
    if (a.low + base + a.high < 0) a.low = a.high = 0;
    const int64_t padded = a.low + base + a.high, window = dilated(a.window, a.windowDilation);
    a.count = window > padded ? 0 : (padded - window) / a.stride + 1;
    return a;
  });
}

}  // namespace

rc::Gen<std::vector<WindowAxis>> windowAxes(const Shape& sizes, WindowRanges ranges) {
  return rc::gen::exec([sizes, ranges] {
    std::vector<WindowAxis> axes;
    for (int64_t size : sizes) axes.push_back(*windowAxis(size, ranges));
    return axes;
  });
}

std::vector<int64_t> windowAttribute(const std::vector<WindowAxis>& axes, int64_t WindowAxis::*field) {
  std::vector<int64_t> values;
  for (const WindowAxis& a : axes) values.push_back(a.*field);
  return values;
}

std::vector<std::pair<int64_t, int64_t>> windowPadding(const std::vector<WindowAxis>& axes) {
  std::vector<std::pair<int64_t, int64_t>> padding;
  for (const WindowAxis& a : axes) padding.emplace_back(a.low, a.high);
  return padding;
}

TensorType tensorType(Shape shape, ElementType elementType) {
  TensorType t;
  t.shape = std::move(shape);
  t.elementType = elementType;
  return t;
}

TensorType withShape(TensorType element, Shape shape) {
  element.shape = std::move(shape);
  return element;
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

namespace {

// Storage types of the generated quantized types.
const std::vector<ElementType>& quantizedStorageTypes() {
  static const std::vector<ElementType> types = {ET::SI4, ET::SI8, ET::UI8, ET::SI16};
  return types;
}

// `!quant.uniform<storage:expressed, scale:zero_point>` (0-dimensional), the
// scale and zero point random.
// "scale:zero_point" with a random scale and zero point of `storage`.
std::string scaleAndZeroPoint(ElementType storage) {
  const double scale = *rc::gen::element(0.5, 0.25, 1.5, 0.1, 3.0);
  const int64_t zero_point =
      isUnsignedInteger(storage) ? *rc::gen::inRange<int64_t>(0, 6) : *rc::gen::inRange<int64_t>(-3, 4);
  return std::to_string(scale) + ":" + std::to_string(zero_point);
}

rc::Gen<TensorType> quantizedType(ElementType storage, ElementType expressed) {
  return rc::gen::exec([storage, expressed] {
    const std::string text = "tensor<!quant.uniform<" + std::string(elementTypeName(storage)) + ":" +
                             std::string(elementTypeName(expressed)) + ", " + scaleAndZeroPoint(storage) + ">>";
    return parseType(text, "generated type").tensorType();
  });
}

// spec: Notation > is_promotable. A 0-dimensional y of x's kind with
// is_promotable(x, y) when `wider`, else is_promotable(y, x).
rc::Gen<TensorType> promotableType(const TensorType& x, bool wider) {
  if (x.isQuantized()) {
    // A quantized type with x's expressed type, its storage type by width
    // (scale and zero point free).
    const int width = bitWidth(x.quant->storageType);
    std::vector<ElementType> storages;
    for (ElementType s : quantizedStorageTypes())
      if (wider ? bitWidth(s) >= width : bitWidth(s) <= width) storages.push_back(s);
    if (storages.empty()) return rc::gen::just(withShape(x, {}));
    const ElementType expressed = x.quant->expressedType;
    return rc::gen::mapcat(rc::gen::elementOf(storages),
                           [expressed](ElementType s) { return quantizedType(s, expressed); });
  }
  std::vector<TensorType> types;
  for (ElementType e : kindTypes(x.elementType)) {
    const TensorType y = tensorType({}, e);
    if (wider ? notation::isPromotable(x, y) : notation::isPromotable(y, x)) types.push_back(y);
  }
  return rc::gen::elementOf(types);
}

}  // namespace

rc::Gen<TensorType> quantizedElementType() {
  static const std::vector<TensorType> examples = [] {
    std::vector<TensorType> types;
    for (const char* text : {"tensor<!quant.uniform<i8:f32, 0.5:1>>", "tensor<!quant.uniform<ui8:f16, 0.25:7>>",
                             "tensor<!quant.uniform<i4:bf16, 2.0>>", "tensor<!quant.uniform<i16:f32, 1.5e-3:-20>>",
                             "tensor<!quant.uniform<i8<-127:127>:f32, 0.1>>"})
      types.push_back(parseType(text, "generators").tensorType());
    return types;
  }();
  return rc::gen::oneOf(rc::gen::elementOf(examples),
                        rc::gen::mapcat(rc::gen::pair(rc::gen::elementOf(quantizedStorageTypes()),
                                                      rc::gen::element(ET::F32, ET::BF16, ET::F16)),
                                        [](std::pair<ElementType, ElementType> types) {
                                          return quantizedType(types.first, types.second);
                                        }));
}

rc::Gen<TensorType> perAxisQuantizedType(Shape shape) {
  return rc::gen::exec([shape] {
    std::vector<int64_t> axes;
    for (size_t d = 0; d < shape.size(); ++d)
      if (shape[d] > 0) axes.push_back(static_cast<int64_t>(d));
    const ElementType storage = *rc::gen::elementOf(quantizedStorageTypes());
    const ElementType expressed = *rc::gen::element(ET::F32, ET::BF16, ET::F16);
    if (axes.empty()) return withShape(*quantizedType(storage, expressed), shape);
    const int64_t axis = *rc::gen::elementOf(axes);
    std::string dims, scales;
    for (int64_t n : shape) dims += std::to_string(n) + "x";
    for (int64_t k = 0; k < shape[axis]; ++k) scales += (k ? ", " : "") + scaleAndZeroPoint(storage);
    const std::string text = "tensor<" + dims + "!quant.uniform<" + std::string(elementTypeName(storage)) + ":" +
                             std::string(elementTypeName(expressed)) + ":" + std::to_string(axis) + ", {" + scales +
                             "}>>";
    return parseType(text, "generated type").tensorType();
  });
}

rc::Gen<TensorType> movedElementType() {
  return rc::gen::weightedOneOf<TensorType>({
      {6, rc::gen::map(elementTypeFrom(allElementTypes()), [](ElementType e) { return tensorType({}, e); })},
      {1, quantizedElementType()},
  });
}

rc::Gen<TensorType> promotedType(const TensorType& x) {
  return rc::gen::weightedOneOf<TensorType>({{3, rc::gen::just(withShape(x, {}))}, {1, promotableType(x, true)}});
}

rc::Gen<TensorType> reducibleType(const TensorType& E) {
  return rc::gen::weightedOneOf<TensorType>({{3, rc::gen::just(withShape(E, {}))}, {1, promotableType(E, false)}});
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

namespace {

// One value of `domain` for element type `t` (integers as int64_t).
rc::Gen<double> domainValue(ET t, Domain domain) {
  if (isBoolean(t)) return rc::gen::map(rc::gen::inRange(0, 2), [](int v) { return double(v); });
  if (isInteger(t)) {
    const int64_t low = isUnsignedInteger(t) ? 0 : -20;
    auto ints = [](int64_t lo, int64_t hi) {
      return rc::gen::map(rc::gen::inRange<int64_t>(lo, hi + 1), [](int64_t v) { return double(v); });
    };
    switch (domain) {
      case Domain::Positive: return ints(1, 20);
      case Domain::NonZero:
        return rc::gen::map(ints(low, 20), [](double v) { return v == 0 ? 1.0 : v; });
      case Domain::Shift: return ints(0, bitWidth(t));
      case Domain::Exponent: return ints(0, 5);
      case Domain::Moderate: return ints(isUnsignedInteger(t) ? 0 : -4, 4);
      case Domain::Any: return ints(low, 20);
    }
  }
  switch (domain) {
    case Domain::Positive: return rc::gen::map(moderate(400, 8), [](double v) { return std::abs(v) + 0.125; });
    case Domain::NonZero: return rc::gen::map(moderate(100, 8), [](double v) { return v == 0 ? 0.5 : v; });
    case Domain::Moderate: return moderate(32, 8);
    default: return moderate(100, 8);
  }
}

Tensor domainTensor(const TensorType& type, Domain domain) {
  const ET t = type.elementType;
  if (isBoolean(t) || isInteger(t)) {
    std::vector<int64_t> values;
    for (int64_t i = 0; i < type.numElements(); ++i) values.push_back(static_cast<int64_t>(*domainValue(t, domain)));
    return integerTensorOf(type, values);
  }
  const ET part = isComplex(t) ? complexPartType(t) : t;
  return tensorOf(type, [&](int64_t) {
    return std::complex<double>(*domainValue(part, domain), isComplex(t) ? *domainValue(part, Domain::Any) : 0.0);
  });
}

}  // namespace

rc::Gen<Tensor> argumentTensor(TensorType type, Domain domain) {
  return rc::gen::exec([type, domain] {
    if (type.isQuantized()) return *tensor(type);
    switch (*rc::gen::inRange(0, 6)) {
      case 0:
      case 1:
      case 2: return domainTensor(type, domain);
      case 3:
      case 4: return *tensor(type);
      default: {
        // Element by element: mostly the domain, some special values.
        Tensor mixed = domainTensor(type, domain);
        const Tensor specials = *tensor(type);
        const auto width = static_cast<size_t>(storageBytes(type.elementType));
        for (int64_t i = 0; i < mixed.numElements(); ++i)
          if (*rc::gen::inRange(0, 4) == 0)
            std::memcpy(mixed.bytes() + i * width, specials.bytes() + i * width, width);
        return mixed;
      }
    }
  });
}

rc::Gen<Tensor> integerTensor(TensorType type, rc::Gen<int64_t> values) {
  const auto n = static_cast<size_t>(type.numElements());
  return rc::gen::map(rc::gen::container<std::vector<int64_t>>(n, std::move(values)),
                      [type](const std::vector<int64_t>& v) { return integerTensorOf(type, v); });
}

rc::Gen<Tensor> integerTensor(TensorType type, int64_t lo, int64_t hi) {
  return integerTensor(std::move(type), rc::gen::inRange(lo, hi + 1));
}

Tensor integerTensorOf(TensorType type, const std::vector<int64_t>& values) {
  Tensor result(std::move(type));
  for (size_t i = 0; i < values.size(); ++i)
    result.setIntBits(static_cast<int64_t>(i), static_cast<uint64_t>(values[i]));
  return result;
}

rc::Gen<double> moderate(int64_t limit, double scale) {
  return rc::gen::map(rc::gen::inRange(-limit, limit + 1),
                      [scale](int64_t v) { return static_cast<double>(v) / scale; });
}

void showValue(const ProgramCase& c, std::ostream& os) {
  os << c.text << "arguments:\n";
  for (const Value& v : c.args) os << "  " << valueString(v) << "\n";
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

ProgramCase oneOpCase(const SingleOp& op, bool mark) {
  ProgramCase c;
  c.text = singleOpFunction(op, mark ? *markedOperands(op.operands) : std::vector<size_t>{});
  for (const TensorType& t : op.operands) c.args.emplace_back(*tensor(t));
  return c;
}

ProgramCase drawCase(const OpDraw& draw, bool mark) {
  ProgramCase c;
  c.text = singleOpFunction(draw.op, mark ? *markedOperands(draw.op.operands) : std::vector<size_t>{}) + draw.functions;
  for (size_t i = 0; i < draw.op.operands.size(); ++i)
    c.args.push_back(i < draw.inputs.size() ? draw.inputs[i] : Value(*tensor(draw.op.operands[i])));
  return c;
}

rc::Gen<ProgramCase> caseOf(rc::Gen<OpDraw> draw, bool mark) {
  return rc::gen::exec([draw, mark] { return drawCase(*draw, mark); });
}

}  // namespace hloref::fuzz
