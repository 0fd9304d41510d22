#include "xla/layout.h"

#include <algorithm>
#include <cstring>

#include "xla/hlo_lexer.h"

namespace hloref::xla {
namespace {

std::vector<int64_t> parenthesizedList(Cursor& c, bool allowStar, std::string_view what) {
  c.expect('(', what);
  std::vector<int64_t> out;
  if (c.consume(')')) return out;
  do {
    if (allowStar && c.consume('*')) out.push_back(kCombineDimension);
    else out.push_back(c.integer(what));
  } while (c.consume(','));
  c.expect(')', what);
  return out;
}

std::string listText(const std::vector<int64_t>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) {
    if (i) s += ',';
    s += v[i] == kCombineDimension ? "*" : std::to_string(v[i]);
  }
  return s;
}

// For a >= 0 and b > 0, without the overflow of (a + b - 1) / b.
int64_t ceilDiv(int64_t a, int64_t b) { return a / b + (a % b != 0); }

}  // namespace

Layout defaultLayout(int64_t rank) {
  Layout l;
  for (int64_t d = rank - 1; d >= 0; --d) l.minorToMajor.push_back(d);
  return l;
}

bool isDefaultLayout(const Layout& layout) {
  return layout == defaultLayout(static_cast<int64_t>(layout.minorToMajor.size()));
}

Layout parseLayout(Cursor& c) {
  Layout l;
  c.expect('{', "to open a layout");
  if (c.consume('}')) return l;
  if (c.peek() != ':') {
    do l.minorToMajor.push_back(c.integer("a dimension in minor_to_major"));
    while (c.consume(','));
  }
  if (c.consume(':')) {
    while (c.peek() != '}') {
      size_t start = c.offset();
      if (c.consumeWord("pad")) {
        l.paddedDimensions = parenthesizedList(c, false, "padded dimensions");
      } else if (c.consumeText("T")) {
        if (c.peek() != '(') c.expected("'(' after T");
        while (c.peek() == '(') l.tiles.push_back(parenthesizedList(c, true, "a tile"));
      } else if (c.consumeText("E")) {
        std::vector<int64_t> v = parenthesizedList(c, false, "E(element size in bits)");
        if (v.size() != 1 || v[0] <= 0 || v[0] > 64) c.errorAt(start, "E(..) takes one element size from 1 to 64 bits");
        l.elementSizeBits = v[0];
      } else if (c.consumeText("S")) {
        std::vector<int64_t> v = parenthesizedList(c, false, "S(memory space)");
        if (v.size() != 1) c.errorAt(start, "S(..) takes one memory space");
        l.memorySpace = v[0];
      } else if (c.peek() == 'D' || c.peek() == 'L' || c.peek() == '#' || c.peek() == '*' || c.peek() == 'P' ||
                 c.peek() == 'M' || c.consumeText("SC")) {
        // Fields that do not move elements: kept verbatim.
        if (c.peek() != '(') c.seek(c.offset() + 1);
        c.balanced("a layout field");
        l.otherFields += std::string(c.map().text().substr(start, c.offset() - start));
      } else {
        c.expected("a layout field (T, E, S, pad, D, L, #, *, SC, P, M)");
      }
    }
  }
  c.expect('}', "to close a layout");
  return l;
}

Layout parseLayoutText(std::string_view text, const std::string& source) {
  SourceMap map(text, source, 1);
  Cursor c(map);
  Layout l = parseLayout(c);
  if (!c.atEnd()) c.error("unexpected text after the layout");
  return l;
}

std::string layoutString(const Layout& l) {
  std::string s = "{" + listText(l.minorToMajor);
  std::string fields;
  if (!l.tiles.empty()) {
    fields += "T";
    for (const auto& t : l.tiles) fields += "(" + listText(t) + ")";
  }
  if (l.elementSizeBits) fields += "E(" + std::to_string(l.elementSizeBits) + ")";
  if (l.memorySpace) fields += "S(" + std::to_string(l.memorySpace) + ")";
  if (!l.paddedDimensions.empty()) fields += "pad(" + listText(l.paddedDimensions) + ")";
  fields += l.otherFields;
  if (!fields.empty()) s += ":" + fields;
  return s + "}";
}

PhysicalLayout::PhysicalLayout(const Shape& shape, const Layout& layout, const std::string& what) : shape_(shape) {
  const int64_t rank = static_cast<int64_t>(shape.size());
  auto bad = [&](const std::string& why) {
    fail(Location{}, what + " " + layoutString(layout) + " does not fit a shape of rank " + std::to_string(rank) +
                         ": " + why);
  };
  std::vector<int64_t> m2m = layout.minorToMajor;
  if (m2m.empty() && rank > 0) m2m = defaultLayout(rank).minorToMajor;
  if (static_cast<int64_t>(m2m.size()) != rank) bad("minor_to_major must list every dimension once");
  std::vector<bool> seen(static_cast<size_t>(rank));
  for (int64_t d : m2m) {
    if (d < 0 || d >= rank || seen[static_cast<size_t>(d)]) bad("minor_to_major must be a permutation");
    seen[static_cast<size_t>(d)] = true;
  }
  majorToMinor_.assign(m2m.rbegin(), m2m.rend());
  padded_ = shape;
  if (!layout.paddedDimensions.empty()) {
    if (static_cast<int64_t>(layout.paddedDimensions.size()) != rank) bad("pad(..) needs one size per dimension");
    for (int64_t d = 0; d < rank; ++d) {
      if (layout.paddedDimensions[d] < shape[d]) bad("a padded size is smaller than its dimension");
      padded_[d] = layout.paddedDimensions[d];
    }
  }
  tiles_ = layout.tiles;
  // The tiled shape: the physical dimensions, then each tile.
  Shape s;
  for (int64_t d : majorToMinor_) s.push_back(padded_[d]);
  for (const auto& tile : tiles_) {
    if (tile.size() > s.size()) bad("a tile has more dimensions than the shape it tiles");
    if (tile.empty() || tile.back() == kCombineDimension) bad("a tile's most minor entry cannot be '*'");
    size_t p = s.size() - tile.size();
    Shape merged(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(p));
    std::vector<int64_t> sizes;
    int64_t carry = 1;
    for (size_t j = 0; j < tile.size(); ++j) {
      if (tile[j] != kCombineDimension && tile[j] <= 0) bad("tile sizes must be positive");
      int64_t combined;
      if (__builtin_mul_overflow(s[p + j], carry, &combined)) bad("the physical size overflows");
      if (tile[j] == kCombineDimension) {
        carry = combined;
        continue;
      }
      sizes.push_back(combined);
      carry = 1;
    }
    Shape next = merged;
    size_t k = 0;
    for (size_t j = 0; j < tile.size(); ++j)
      if (tile[j] != kCombineDimension) next.push_back(ceilDiv(sizes[k++], tile[j]));
    for (int64_t t : tile)
      if (t != kCombineDimension) next.push_back(t);
    s = std::move(next);
  }
  tiledShape_ = s;
  physicalSize_ = 1;
  for (int64_t d : s) {
    if (d != 0 && physicalSize_ > (int64_t{1} << 62) / d) bad("the physical size overflows");
    physicalSize_ *= d;
  }
}

int64_t PhysicalLayout::offset(std::span<const int64_t> index) const {
  Scratch scratch;
  return offset(index, scratch);
}

int64_t PhysicalLayout::offset(std::span<const int64_t> index, Scratch& w) const {
  // e: the index, s: the shape, major to minor; each tile rewrites both.
  w.e.clear(), w.s.clear();
  for (int64_t d : majorToMinor_) w.e.push_back(index[static_cast<size_t>(d)]), w.s.push_back(padded_[d]);
  for (const auto& tile : tiles_) {
    const size_t p = w.s.size() - tile.size();
    w.nextE.assign(w.e.begin(), w.e.begin() + static_cast<std::ptrdiff_t>(p));
    w.nextS.assign(w.s.begin(), w.s.begin() + static_cast<std::ptrdiff_t>(p));
    w.idx.clear(), w.size.clear(), w.tileSizes.clear();
    int64_t carryIndex = 0, carrySize = 1;
    for (size_t j = 0; j < tile.size(); ++j) {
      // A combined dimension folds into the next more minor one.
      int64_t i = carryIndex * w.s[p + j] + w.e[p + j];
      int64_t n = carrySize * w.s[p + j];
      if (tile[j] == kCombineDimension) {
        carryIndex = i, carrySize = n;
        continue;
      }
      w.idx.push_back(i), w.size.push_back(n), w.tileSizes.push_back(tile[j]);
      carryIndex = 0, carrySize = 1;
    }
    for (size_t j = 0; j < w.idx.size(); ++j)
      w.nextE.push_back(w.idx[j] / w.tileSizes[j]), w.nextS.push_back(ceilDiv(w.size[j], w.tileSizes[j]));
    for (size_t j = 0; j < w.idx.size(); ++j) w.nextE.push_back(w.idx[j] % w.tileSizes[j]), w.nextS.push_back(w.tileSizes[j]);
    std::swap(w.e, w.nextE);
    std::swap(w.s, w.nextS);
  }
  int64_t linear = 0;
  for (size_t j = 0; j < w.e.size(); ++j) linear = linear * w.s[j] + w.e[j];
  return linear;
}

std::vector<int64_t> PhysicalLayout::offsets() const {
  int64_t n = 1;
  for (int64_t d : shape_) n *= d;
  std::vector<int64_t> out(static_cast<size_t>(n));
  if (n == 0) return out;
  const size_t rank = shape_.size();
  // Untiled, unpadded layouts are a strided walk; tiled ones go element by element.
  std::vector<int64_t> index(rank, 0);
  if (tiles_.empty()) {
    std::vector<int64_t> stride(rank);
    int64_t st = 1;
    for (size_t j = rank; j-- > 0;) stride[static_cast<size_t>(majorToMinor_[j])] = st, st *= padded_[majorToMinor_[j]];
    int64_t off = 0;
    for (int64_t i = 0; i < n; ++i) {
      out[static_cast<size_t>(i)] = off;
      for (size_t d = rank; d-- > 0;) {
        off += stride[d];
        if (++index[d] < shape_[d]) break;
        off -= stride[d] * shape_[d];
        index[d] = 0;
      }
    }
    return out;
  }
  Scratch scratch;  // no allocation per element
  for (int64_t i = 0; i < n; ++i) {
    out[static_cast<size_t>(i)] = offset(index, scratch);
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < shape_[d]) break;
      index[d] = 0;
    }
  }
  return out;
}

namespace {

int64_t bitsPerElement(ElementType t, const Layout& layout) {
  return layout.elementSizeBits ? layout.elementSizeBits : int64_t{storageBytes(t)} * 8;
}

// The bytes a buffer of `physical` takes, checked against the tensor memory
// budget (core/tensor.h): padding and tiles can make a small tensor's buffer
// any size.
int64_t bufferBytes(const PhysicalLayout& physical, int64_t bits, const Layout& layout, const std::string& what) {
  int64_t bitCount;
  if (__builtin_mul_overflow(physical.physicalSize(), bits, &bitCount) || bitCount / 8 + 1 > memoryBudget())
    fail(Location{}, what + ": a buffer in layout " + layoutString(layout) + " of " +
                         std::to_string(physical.physicalSize()) + " elements exceeds the memory budget of " +
                         std::to_string(memoryBudget()) + " bytes");
  return ceilDiv(bitCount, 8);
}

}  // namespace

int64_t physicalBytes(const TensorType& type, const Layout& layout, const std::string& what) {
  PhysicalLayout physical(type.shape, layout, what);
  return bufferBytes(physical, bitsPerElement(type.elementType, layout), layout, what);
}

std::vector<std::byte> toPhysical(const Tensor& t, const Layout& layout) {
  PhysicalLayout physical(t.shape(), layout);
  const int64_t bits = bitsPerElement(t.elementType(), layout);
  std::vector<std::byte> out(static_cast<size_t>(bufferBytes(physical, bits, layout, "layout")));
  std::vector<int64_t> offsets = physical.offsets();
  const int64_t width = storageBytes(t.elementType());
  if (bits == width * 8) {
    for (size_t i = 0; i < offsets.size(); ++i)
      std::memcpy(out.data() + offsets[i] * width, t.bytes() + static_cast<int64_t>(i) * width, static_cast<size_t>(width));
    return out;
  }
  if (bits > 8 || 8 % bits != 0) fail(Location{}, "unsupported: E(" + std::to_string(bits) + ") for " +
                                                      std::string(elementTypeName(t.elementType())) +
                                                      " (packed sizes must divide 8 bits)");
  const uint64_t mask = (uint64_t{1} << bits) - 1;
  for (size_t i = 0; i < offsets.size(); ++i) {
    uint64_t v = isFloat(t.elementType()) ? t.floatBits(static_cast<int64_t>(i)) : t.intBits(static_cast<int64_t>(i));
    int64_t bit = offsets[i] * bits;
    out[static_cast<size_t>(bit / 8)] |= static_cast<std::byte>((v & mask) << (bit % 8));
  }
  return out;
}

Tensor fromPhysical(std::span<const std::byte> bytes, const TensorType& type, const Layout& layout,
                    const std::string& what) {
  PhysicalLayout physical(type.shape, layout, what);
  const int64_t bits = bitsPerElement(type.elementType, layout);
  const int64_t need = bufferBytes(physical, bits, layout, what);
  if (static_cast<int64_t>(bytes.size()) != need)
    fail(Location{}, what + " holds " + std::to_string(bytes.size()) + " bytes but " + tensorTypeString(type) +
                         " in layout " + layoutString(layout) + " takes " + std::to_string(need));
  Tensor t(type);
  std::vector<int64_t> offsets = physical.offsets();
  const int64_t width = storageBytes(type.elementType);
  if (bits == width * 8) {
    for (size_t i = 0; i < offsets.size(); ++i)
      std::memcpy(t.bytes() + static_cast<int64_t>(i) * width, bytes.data() + offsets[i] * width, static_cast<size_t>(width));
    // Narrow signed integers are stored sign-extended: rewrap them.
    if (isInteger(type.elementType))
      for (int64_t i = 0; i < t.numElements(); ++i) t.setIntBits(i, t.intBits(i));
    return t;
  }
  if (bits > 8 || 8 % bits != 0) fail(Location{}, "unsupported: E(" + std::to_string(bits) + ") for " +
                                                      std::string(elementTypeName(type.elementType)) +
                                                      " (packed sizes must divide 8 bits)");
  const uint64_t mask = (uint64_t{1} << bits) - 1;
  for (size_t i = 0; i < offsets.size(); ++i) {
    int64_t bit = offsets[i] * bits;
    uint64_t v = (static_cast<uint64_t>(bytes[static_cast<size_t>(bit / 8)]) >> (bit % 8)) & mask;
    if (isFloat(type.elementType)) t.setFloatBits(static_cast<int64_t>(i), v);
    else t.setIntBits(static_cast<int64_t>(i), v);
  }
  return t;
}

}  // namespace hloref::xla
