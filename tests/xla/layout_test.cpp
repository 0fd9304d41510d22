// Layouts and tiling (xla/layout.h): the worked examples of the seed "XLA
// shapes and layout" (shapes.md) and of tiled_layout.md, each a test, and
// the two formulations of tiling held equal.
#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "hlo_test_util.h"
#include "run_tool.h"
#include "xla/layout.h"

namespace hloref::testing {
namespace {

using xla::Layout;
using xla::parseLayoutText;
using xla::PhysicalLayout;

int64_t offsetOf(const Shape& shape, const std::string& layout, std::vector<int64_t> index) {
  return PhysicalLayout(shape, parseLayoutText(layout, "test")).offset(index);
}

// The buffer, element by element: the letter of each logical element at its
// offset, '0' on padding.
std::string bufferOf(const Shape& shape, const std::string& layout, const std::string& letters) {
  PhysicalLayout p(shape, parseLayoutText(layout, "test"));
  std::string out(static_cast<size_t>(p.physicalSize()), '0');
  std::vector<int64_t> offsets = p.offsets();
  for (size_t i = 0; i < offsets.size(); ++i) out[static_cast<size_t>(offsets[i])] = letters[i];
  return out;
}

TEST(XlaLayout, MinorToMajorOfTheSeed) {
  // [2 x 3] = a b c / d e f: minor_to_major [0, 1] gives a d b e c f,
  // [1, 0] gives a b c d e f.
  EXPECT_EQ(bufferOf({2, 3}, "{0,1}", "abcdef"), "adbecf");
  EXPECT_EQ(bufferOf({2, 3}, "{1,0}", "abcdef"), "abcdef");
  // The default layout is major to minor.
  EXPECT_EQ(xla::defaultLayout(3).minorToMajor, (std::vector<int64_t>{2, 1, 0}));
}

TEST(XlaLayout, PaddedDimensionsOfTheSeed) {
  // padded_dimensions [3, 5], column-major: a d 0 b e 0 c f 0 0 0 0 0 0 0.
  EXPECT_EQ(bufferOf({2, 3}, "{0,1:pad(3,5)}", "abcdef"), "ad0be0cf0000000");
  // Row-major, the same padding: the 3x5 array a b c 0 0 / d e f 0 0 / 0 0 0 0 0.
  EXPECT_EQ(bufferOf({2, 3}, "{1,0:pad(3,5)}", "abcdef"), "abc00def0000000");
}

TEST(XlaLayout, Figure1TiledByTwoByTwo) {
  // F32[3,5]{1,0:T(2,2)}: element (2,3) has tile index (1,1), within-tile
  // index (0,1): (1*3 + 1)*2*2 + (0*2 + 1) = 17. The tiles cover 4x6: 24 elements.
  EXPECT_EQ(offsetOf({3, 5}, "{1,0:T(2,2)}", {2, 3}), 17);
  EXPECT_EQ(PhysicalLayout({3, 5}, parseLayoutText("{1,0:T(2,2)}", "t")).physicalSize(), 24);
  EXPECT_EQ(PhysicalLayout({3, 5}, parseLayoutText("{1,0:T(2,2)}", "t")).tiledShape(), (Shape{2, 3, 2, 2}));
}

TEST(XlaLayout, Figure2RepeatedTiling) {
  // 4x8 tiled by (2,4) then (2,1): within a 2x4 tile, the two elements of
  // a column lie together. (r, c) -> ((r/2)*2 + c/4)*8 + (c%4)*2 + r%2.
  const std::vector<std::pair<std::vector<int64_t>, int64_t>> cases = {
      {{0, 0}, 0}, {{1, 0}, 1}, {{0, 1}, 2}, {{1, 1}, 3}, {{0, 4}, 8}, {{2, 0}, 16}, {{3, 7}, 31}};
  for (const auto& [index, offset] : cases) EXPECT_EQ(offsetOf({4, 8}, "{1,0:T(2,4)(2,1)}", index), offset);
}

TEST(XlaLayout, AlternativeSixteenBitPacking) {
  // An 8x8 array tiled by (2,4)(2,1,1,1): element (6,5) is at (3,1,0,1)
  // after the first tile and at 51 in the end.
  EXPECT_EQ(offsetOf({8, 8}, "{1,0:T(2,4)(2,1,1,1)}", {6, 5}), 51);
  // BF16[32,256] by (8,128)(2,1,1,1): (4,2,8,128) tiled into (2,2,8,128,2,1,1,1).
  EXPECT_EQ(PhysicalLayout({32, 256}, parseLayoutText("{1,0:T(8,128)(2,1,1,1)}", "t")).tiledShape(),
            (Shape{2, 2, 8, 128, 2, 1, 1, 1}));
}

TEST(XlaLayout, CombiningDimensions) {
  // F32[2,7,8,11,10]{4,3,2,1,0} with tile (*,*,2,*,3): combined into
  // [112,110], tiled by (2,3) into (56,37,2,3). Element (1,6,7,10,9) is
  // (111, 109) combined: tile (55, 36), within (1, 1):
  // (55*37 + 36)*6 + 1*3 + 1 = 12430.
  const std::string layout = "{4,3,2,1,0:T(*,*,2,*,3)}";
  EXPECT_EQ(PhysicalLayout({2, 7, 8, 11, 10}, parseLayoutText(layout, "t")).tiledShape(), (Shape{56, 37, 2, 3}));
  EXPECT_EQ(offsetOf({2, 7, 8, 11, 10}, layout, {1, 6, 7, 10, 9}), 12430);
  EXPECT_EQ(offsetOf({2, 7, 8, 11, 10}, layout, {0, 0, 0, 0, 0}), 0);
}

// tiled_layout.md's second formulation: pad every dimension to a multiple of
// its tile, split dimension i into (d_i / t_i, t_i), move the t_i to the
// most minor places keeping their order, take the row-major linear index.
int64_t padReshapeTranspose(const Shape& dims, const std::vector<int64_t>& tile, const std::vector<int64_t>& e) {
  const size_t n = dims.size(), k = tile.size();
  std::vector<int64_t> index, sizes;  // untiled major dims, then tile counts, then within-tile positions
  for (size_t i = 0; i < n - k; ++i) index.push_back(e[i]), sizes.push_back(dims[i]);
  for (size_t j = 0; j < k; ++j) {
    size_t i = n - k + j;
    index.push_back(e[i] / tile[j]);
    sizes.push_back((dims[i] + tile[j] - 1) / tile[j]);
  }
  for (size_t j = 0; j < k; ++j) index.push_back(e[n - k + j] % tile[j]), sizes.push_back(tile[j]);
  int64_t linear = 0;
  for (size_t i = 0; i < index.size(); ++i) linear = linear * sizes[i] + index[i];
  return linear;
}

TEST(XlaLayout, LinearIndexFormulaEqualsPadReshapeTranspose) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    size_t rank = 1 + rng() % 3, tileRank = 1 + rng() % rank;
    Shape dims;
    for (size_t i = 0; i < rank; ++i) dims.push_back(1 + static_cast<int64_t>(rng() % 7));
    std::vector<int64_t> tile;
    for (size_t j = 0; j < tileRank; ++j) tile.push_back(1 + static_cast<int64_t>(rng() % 4));
    Layout layout = xla::defaultLayout(static_cast<int64_t>(rank));
    layout.tiles.push_back(tile);
    PhysicalLayout p(dims, layout);
    std::vector<int64_t> offsets = p.offsets();
    std::vector<int64_t> e(rank, 0);
    for (size_t flat = 0; flat < offsets.size(); ++flat) {
      ASSERT_EQ(offsets[flat], padReshapeTranspose(dims, tile, e)) << layoutString(layout);
      ASSERT_EQ(p.offset(e), offsets[flat]);
      for (size_t d = rank; d-- > 0;) {
        if (++e[d] < dims[d]) break;
        e[d] = 0;
      }
    }
  }
}

TEST(XlaLayout, ParsesAndPrintsXlaSyntax) {
  for (const char* text : {"{1,0}", "{0,1}", "{}", "{1,0:T(8,128)(2,1)}", "{1,0:T(8,128)(2,1)E(16)}", "{0:T(2,*,3)}",
                           "{2,1,0:T(4,128)S(1)}", "{1,0:E(4)}", "{0,1:pad(3,5)}"})
    EXPECT_EQ(layoutString(parseLayoutText(text, "t")), text);
  // Fields that move no element are kept as written.
  EXPECT_EQ(layoutString(parseLayoutText("{1,0:D(D,C)}", "t")), "{1,0:D(D,C)}");
  for (const char* bad : {"{1,0", "{1,x}", "{1,0:T(}", "{1,0:Q(1)}", "{0:E(0)}", "1,0"})
    EXPECT_THROW(parseLayoutText(bad, "t"), Error) << bad;
  // A layout must fit the shape.
  EXPECT_THROW(PhysicalLayout({2, 3}, parseLayoutText("{0,0}", "t")), Error);
  EXPECT_THROW(PhysicalLayout({2, 3}, parseLayoutText("{1,0:T(2,2,2)}", "t")), Error);
  EXPECT_THROW(PhysicalLayout({2, 3}, parseLayoutText("{1,0:pad(1,3)}", "t")), Error);
  // Sizes that overflow int64 or the memory budget: a diagnostic, not undefined
  // arithmetic or a huge allocation.
  EXPECT_THROW(PhysicalLayout({1 << 30, 1 << 30, 1 << 30}, parseLayoutText("{2,1,0:T(*,*,2)}", "t")), Error);
  TensorType small;
  small.shape = {2};
  for (const char* huge : {"{0:pad(4611686018427387904)}", "{0:T(4611686018427387904)}", "{0:pad(1000000000000)}"}) {
    try {
      physicalBytes(small, parseLayoutText(huge, "t"), "x.bin");
      ADD_FAILURE() << huge;
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("x.bin"), std::string::npos) << e.what();
    }
  }
}

TEST(XlaLayout, SubBytePackingLowBitsFirst) {
  // s4[4] {1, 2, 3, -1} in E(4): two per byte, element 2k in the low nibble.
  Tensor t = intTensor(ElementType::SI4, {4}, {1, 2, 3, -1});
  std::vector<std::byte> bytes = xla::toPhysical(t, parseLayoutText("{0:E(4)}", "t"));
  ASSERT_EQ(bytes.size(), 2u);
  EXPECT_EQ(static_cast<int>(bytes[0]), 0x21);
  EXPECT_EQ(static_cast<int>(bytes[1]), 0xF3);
  Tensor back = xla::fromPhysical(bytes, t.type(), parseLayoutText("{0:E(4)}", "t"), "t");
  EXPECT_EQ(intsOf(Value(back)), (std::vector<int64_t>{1, 2, 3, -1}));
}

TEST(XlaLayout, BitcastReadsTheTiledBuffer) {
  // f32[3,5]{1,0:T(2,2)} bitcast to f32[24]: element 17 of the buffer is
  // element (2,3) of the array; padding reads as zero.
  constexpr const char* text = R"(HloModule b
ENTRY e {
  x = f32[3,5]{1,0:T(2,2)} parameter(0)
  ROOT b = f32[24]{0} bitcast(x)
}
)";
  std::vector<double> values;
  for (int i = 0; i < 15; ++i) values.push_back(i + 1);
  auto r = runHlo(text, {f32Tensor({3, 5}, values)});
  std::vector<double> buffer = floatsOf(r[0]);
  EXPECT_EQ(buffer[17], 14);  // (2,3) = 2*5 + 3 + 1
  // The first tile holds (0,0) (0,1) (1,0) (1,1); the third has padding.
  EXPECT_EQ((std::vector<double>(buffer.begin(), buffer.begin() + 12)),
            (std::vector<double>{1, 2, 6, 7, 3, 4, 8, 9, 5, 0, 10, 0}));
  // A bitcast that would change the buffer size is an error.
  constexpr const char* wrong = R"(HloModule b
ENTRY e {
  x = f32[3,5]{1,0:T(2,2)} parameter(0)
  ROOT b = f32[15]{0} bitcast(x)
}
)";
  EXPECT_THROW(runHlo(wrong, {f32Tensor({3, 5}, values)}), Error);
}

TEST(XlaLayout, RawBuffersOnTheCommandLine) {
  // a = [[0..4],[5..9],[10..14]] written column-major, read with the
  // module's layout {0,1}, negated, written in {1,0:T(2,2)}.
  std::string dir = makeTempDir();
  std::string module = writeTempFile("raw.hlo", R"(HloModule t, entry_computation_layout={(f32[3,5]{0,1})->f32[3,5]{1,0:T(2,2)}}
ENTRY e {
  x = f32[3,5]{0,1} parameter(0)
  ROOT n = f32[3,5]{1,0:T(2,2)} negate(x)
}
)");
  std::vector<float> columnMajor;
  for (int c = 0; c < 5; ++c)
    for (int r = 0; r < 3; ++r) columnMajor.push_back(static_cast<float>(r * 5 + c));
  std::string in = dir + "/a.bin", out = dir + "/o.bin";
  {
    std::ofstream f(in, std::ios::binary);
    f.write(reinterpret_cast<const char*>(columnMajor.data()), static_cast<std::streamsize>(columnMajor.size() * 4));
  }
  ToolResult r = runHloref({"run", module, "--input", in, "--output", out});
  ASSERT_EQ(r.status, 0) << r.err;
  std::string bytes = readAll(out);
  ASSERT_EQ(bytes.size(), 24u * 4);
  std::vector<float> tiled(24);
  std::memcpy(tiled.data(), bytes.data(), bytes.size());
  // Tile (0,0): (0,0) (0,1) (1,0) (1,1); tile (0,2): (0,4) pad (1,4) pad.
  EXPECT_EQ((std::vector<float>(tiled.begin(), tiled.begin() + 12)),
            (std::vector<float>{-0.f, -1, -5, -6, -2, -3, -7, -8, -4, 0, -9, 0}));
  // --input-layout overrides the module's: the same bytes read row-major.
  ToolResult rowMajor = runHloref({"run", module, "--input", in, "--input-layout", "{1,0}"});
  ASSERT_EQ(rowMajor.status, 0) << rowMajor.err;
  EXPECT_NE(rowMajor.out.find("[[-0.000000e+00, -5.000000e+00, -1.000000e+01, -1.000000e+00"), std::string::npos)
      << rowMajor.out;
  // A buffer of the wrong size is an error naming both sizes.
  ToolResult wrong = runHloref({"run", module, "--input", in, "--input-layout", "{1,0:T(2,2)}"});
  EXPECT_EQ(wrong.status, 2);
  EXPECT_NE(wrong.err.find("holds 60 bytes but tensor<3x5xf32> in layout {1,0:T(2,2)} takes 96"), std::string::npos)
      << wrong.err;
}

}  // namespace
}  // namespace hloref::testing
