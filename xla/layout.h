// XLA layouts (seeds: XLA shapes and layout; reference: shapes.md,
// tiled_layout.md): how the elements of an array lie in a linear buffer.
//
//   {1,0}                 minor_to_major: dimension 1 varies fastest
//   {1,0:T(8,128)(2,1)}   then tiled by 8x128, then each tile by 2x1
//   {0:T(2,*,3)}          `*` combines a dimension with the next more minor one
//   {1,0:E(4)}            4 bits per element (sub-byte packing)
//   {1,0:S(1)}            memory space 1 (no effect on values)
//   {0,1:pad(3,5)}        shapes.md's padded_dimensions (per logical
//                         dimension), an hloref spelling: XLA's text has none
//
// Other fields XLA may print after the colon (D(..), L(..), #(..), *(..),
// SC(..), P(..), M(..)) are kept as text and printed back; they do not
// move elements.
//
// A PhysicalLayout maps a logical index to its offset in the buffer, in
// elements, following tiled_layout.md: pad, order the dimensions major to
// minor, apply each tile in turn to the most minor dimensions (a tile of
// fewer dimensions than the shape leaves the major ones alone), then take
// the row-major linear index of the result.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/tensor.h"

namespace hloref::xla {

class Cursor;

inline constexpr int64_t kCombineDimension = -1;  // `*` in a tile

struct Layout {
  std::vector<int64_t> minorToMajor;
  std::vector<std::vector<int64_t>> tiles;  // T(..)(..): applied in order
  int64_t elementSizeBits = 0;              // E(n); 0: the element type's own storage
  int64_t memorySpace = 0;                  // S(n)
  std::vector<int64_t> paddedDimensions;    // pad(..): per logical dimension; empty: none
  std::string otherFields;                  // D(..), L(..), ... verbatim, for printing

  bool operator==(const Layout&) const = default;
};

// The default layout of a rank: major to minor ({rank-1, ..., 0}).
Layout defaultLayout(int64_t rank);
bool isDefaultLayout(const Layout& layout);

// Parses the text between (and including) the braces of a layout.
Layout parseLayout(Cursor& cursor);
// The same from a string (`--input-layout`); errors name `source`.
Layout parseLayoutText(std::string_view text, const std::string& source);
std::string layoutString(const Layout& layout);

class PhysicalLayout {
 public:
  // Checks the layout against the shape (a permutation of the dimensions,
  // tiles no wider than the tiled shape, padded sizes covering the
  // dimensions); errors name `what`.
  PhysicalLayout(const Shape& shape, const Layout& layout, const std::string& what = "layout");

  // Elements the buffer holds, padding included.
  int64_t physicalSize() const { return physicalSize_; }
  // The buffer offset of the element at a logical index.
  int64_t offset(std::span<const int64_t> index) const;
  // The offset of every logical element, in row-major logical order.
  std::vector<int64_t> offsets() const;
  // The tiled shape the linear index is taken over (major to minor), for tests.
  const Shape& tiledShape() const { return tiledShape_; }

 private:
  // Working vectors of offset(), reused from element to element.
  struct Scratch {
    std::vector<int64_t> e, s, nextE, nextS, idx, size, tileSizes;
  };
  int64_t offset(std::span<const int64_t> index, Scratch& scratch) const;

  Shape shape_;
  Shape padded_;                     // logical dims after padding
  std::vector<int64_t> majorToMinor_;
  std::vector<std::vector<int64_t>> tiles_;
  Shape tiledShape_;
  int64_t physicalSize_ = 0;
};

// The bytes of `t` laid out in `layout` (padding elements zero), each
// element in its storage bytes, or packed in `elementSizeBits` bits
// (little-endian within a byte: element k of a byte in bits [k*n, k*n+n)).
std::vector<std::byte> toPhysical(const Tensor& t, const Layout& layout);
// The tensor of `type` read from a buffer laid out in `layout`; the size
// must match. Errors name `what`.
Tensor fromPhysical(std::span<const std::byte> bytes, const TensorType& type, const Layout& layout,
                    const std::string& what);
// The buffer size in bytes for `type` in `layout`.
int64_t physicalBytes(const TensorType& type, const Layout& layout, const std::string& what);

}  // namespace hloref::xla
