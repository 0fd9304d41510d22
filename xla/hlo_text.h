// XLA's HLO text as XLA prints it (reference: hlo_dumps.md; the form of
// `jax.jit(f).lower(..).as_text(dialect='hlo')`, of `.compile().as_text()`
// and of `--xla_dump_to` files):
//
//   HloModule NAME, key=value, ...          (entry_computation_layout, replica_count, ...)
//   [FileNames / FunctionNames / FileLocations / StackFrames tables]
//   [%]NAME [(params) -> shape] {           one computation per block
//     [ROOT] [%]NAME = SHAPE OPCODE(OPERANDS), attr=value, ...
//   }
//   ENTRY [%]NAME ... { ... }
//
// The reader keeps each instruction's attributes as text spans with their
// positions; the translation into hloref's program model (translate.h)
// parses each attribute with the syntax its opcode gives it, so that every
// error points into the file.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/diagnostic.h"
#include "core/types.h"
#include "xla/hlo_lexer.h"
#include "xla/layout.h"

namespace hloref::xla {

// An XLA shape: an array with its layout, a tuple, a token (or opaque).
struct HloShape {
  enum class Kind { Array, Tuple, Token, Opaque };
  Kind kind = Kind::Array;
  ElementType elementType = ElementType::F32;
  Shape dims;                // `<=N` gives N (a bound), `?` kDynamic
  std::vector<bool> bounded;  // per dimension: written `<=N`
  std::optional<Layout> layout;
  std::vector<HloShape> elements;  // Tuple

  bool isArray() const { return kind == Kind::Array; }
  // Layout, or the default one for the rank.
  Layout layoutOrDefault() const;
  // The hloref type: tensor (bounded dimensions become `?` with bounds), tuple, token.
  Type type() const;
};
std::string shapeString(const HloShape& s);

// An attribute value as written, with its position.
struct HloAttribute {
  std::string_view name;
  size_t begin = 0, end = 0;  // offsets of the value text
};

struct HloInstruction {
  std::string_view name;
  std::string_view opcode;
  HloShape shape;
  bool isRoot = false;
  std::vector<std::string_view> operands;
  std::vector<size_t> operandOffsets;
  size_t payloadBegin = 0, payloadEnd = 0;  // parameter(N) and constant(...): the text in parentheses
  std::vector<HloAttribute> attributes;
  size_t offset = 0;        // of the name
  size_t opcodeOffset = 0;  // of the opcode

  const HloAttribute* attribute(std::string_view name) const;
};

struct HloComputation {
  std::string_view name;
  bool isEntry = false;
  std::vector<HloInstruction> instructions;
  int root = -1;  // index of the ROOT instruction (the last one when none is marked)
  size_t offset = 0;
  std::unordered_map<std::string_view, int> byName;
};

struct HloModule {
  std::string text;  // the module's text, which every string_view above points into
  std::unique_ptr<SourceMap> source;
  std::string_view name;
  std::vector<HloAttribute> attributes;  // after `HloModule NAME,`
  std::vector<HloComputation> computations;
  int entry = -1;
  std::unordered_map<std::string_view, int> byName;

  Location at(size_t offset) const { return source->at(offset); }
  std::string_view textOf(const HloAttribute& a) const { return std::string_view(text).substr(a.begin, a.end - a.begin); }
  const HloAttribute* attribute(std::string_view name) const;
  const HloComputation& entryComputation() const { return computations[static_cast<size_t>(entry)]; }
};

// Parses a module; errors are hloref::Error (file:line:col, status 2).
std::unique_ptr<HloModule> parseHloModule(std::string text, const std::string& file, int firstLine = 1);

// Whether `text` is HLO text: its first word (after whitespace and
// comments) is `HloModule`.
bool looksLikeHlo(std::string_view text);

// Shapes in HLO syntax (`f32[2,3]{1,0}`, `(s32[], f32[4]{0})`, `token[]`).
HloShape parseShape(Cursor& c);
// An element type name of XLA's (pred, s4, u8, bf16, f8e4m3fn, c64, ...).
std::optional<ElementType> xlaElementType(std::string_view name);
std::string_view xlaElementTypeName(ElementType t);

}  // namespace hloref::xla
