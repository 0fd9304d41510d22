// The reader of HLO text (hlo_text.h): module header, the optimized form's
// stack-frame tables, computations and instruction lines.
#include <array>

#include "xla/hlo_text.h"

namespace hloref::xla {
namespace {

struct TypeName {
  std::string_view name;
  ElementType type;
};
constexpr std::array kTypeNames{
    TypeName{"pred", ElementType::I1},          TypeName{"s2", ElementType::SI2},
    TypeName{"s4", ElementType::SI4},           TypeName{"s8", ElementType::SI8},
    TypeName{"s16", ElementType::SI16},         TypeName{"s32", ElementType::SI32},
    TypeName{"s64", ElementType::SI64},         TypeName{"u2", ElementType::UI2},
    TypeName{"u4", ElementType::UI4},           TypeName{"u8", ElementType::UI8},
    TypeName{"u16", ElementType::UI16},         TypeName{"u32", ElementType::UI32},
    TypeName{"u64", ElementType::UI64},         TypeName{"f4e2m1fn", ElementType::F4E2M1FN},
    TypeName{"f6e2m3fn", ElementType::F6E2M3FN}, TypeName{"f6e3m2fn", ElementType::F6E3M2FN},
    TypeName{"f8e3m4", ElementType::F8E3M4},    TypeName{"f8e4m3", ElementType::F8E4M3},
    TypeName{"f8e4m3fn", ElementType::F8E4M3FN}, TypeName{"f8e4m3fnuz", ElementType::F8E4M3FNUZ},
    TypeName{"f8e4m3b11fnuz", ElementType::F8E4M3B11FNUZ}, TypeName{"f8e5m2", ElementType::F8E5M2},
    TypeName{"f8e5m2fnuz", ElementType::F8E5M2FNUZ}, TypeName{"f8e8m0fnu", ElementType::F8E8M0FNU},
    TypeName{"bf16", ElementType::BF16},        TypeName{"f16", ElementType::F16},
    TypeName{"f32", ElementType::F32},          TypeName{"f64", ElementType::F64},
    TypeName{"c64", ElementType::C64},          TypeName{"c128", ElementType::C128},
};

// The stack-frame tables of optimized modules: `NAME` then lines of
// `N "text"` or `N {...}`. They only feed metadata, which hloref ignores.
bool skipTable(Cursor& c) {
  static constexpr std::array kTables{"FileNames", "FunctionNames", "FileLocations", "StackFrames"};
  for (std::string_view table : kTables) {
    if (!c.consumeWord(table)) continue;
    while (c.atInteger()) {
      c.integer("a table index");
      if (c.peek() == '"') c.string("a table entry");
      else c.balanced("a table entry");
    }
    return true;
  }
  return false;
}

// Whether the '{' at the cursor opens a layout rather than a computation body.
bool atLayout(Cursor& c) {
  if (c.peek() != '{') return false;
  size_t save = c.offset();
  c.consume('{');
  char next = c.peek();
  c.seek(save);
  return (next >= '0' && next <= '9') || next == ':' || next == '}';
}

std::vector<HloAttribute> attributeList(Cursor& c) {
  std::vector<HloAttribute> out;
  while (c.consume(',')) {
    HloAttribute a;
    a.name = c.name("an attribute name");
    c.expect('=', "after the attribute name");
    auto [b, e] = c.rawValue("the value of " + std::string(a.name));
    // A value in two parts: replica_groups=mesh['x'=4] {'x'}. After a value
    // only ',' or a new instruction can follow, never '{'.
    if (c.peek() == '{') e = c.balanced("the value of " + std::string(a.name)).second + 1;
    a.begin = b, a.end = e;
    out.push_back(a);
  }
  return out;
}

void parseOperands(Cursor& c, HloInstruction& inst) {
  if (inst.opcode == "parameter" || inst.opcode == "constant") {
    size_t open = c.offset();
    c.skipSpace();
    auto [b, e] = c.balanced("the operand list");
    (void)open;
    inst.payloadBegin = b, inst.payloadEnd = e;
    return;
  }
  c.expect('(', "to open the operand list");
  if (c.consume(')')) return;
  do {
    c.skipSpace();
    size_t at = c.offset();
    // Older printers write each operand's shape before its name.
    if (c.peek() == '(') {
      parseShape(c);
    } else {
      std::string_view first = c.name("an operand");
      if (c.current() == '[') {
        c.seek(at);
        parseShape(c);
      } else {
        inst.operands.push_back(first);
        inst.operandOffsets.push_back(at);
        continue;
      }
    }
    c.skipSpace();
    inst.operandOffsets.push_back(c.offset());
    inst.operands.push_back(c.name("an operand name"));
  } while (c.consume(','));
  c.expect(')', "to close the operand list");
}

HloInstruction parseInstruction(Cursor& c) {
  HloInstruction inst;
  c.skipSpace();
  if (c.consumeWord("ROOT")) inst.isRoot = true;
  c.skipSpace();
  inst.offset = c.offset();
  inst.name = c.name("an instruction name");
  c.expect('=', "after the instruction name");
  inst.shape = parseShape(c);
  c.skipSpace();
  inst.opcodeOffset = c.offset();
  inst.opcode = c.name("an opcode");
  parseOperands(c, inst);
  inst.attributes = attributeList(c);
  return inst;
}

HloComputation parseComputation(Cursor& c, const HloModule& m) {
  HloComputation comp;
  if (c.consumeWord("ENTRY")) comp.isEntry = true;
  c.skipSpace();
  comp.offset = c.offset();
  comp.name = c.name("a computation name");
  if (c.peek() == '(') c.balanced("the parameter list");
  if (c.consumeText("->")) parseShape(c);
  c.expect('{', "to open the computation");
  while (!c.consume('}')) {
    if (c.atEnd()) c.error("computation " + std::string(comp.name) + " is not closed: expected '}'");
    HloInstruction inst = parseInstruction(c);
    int index = static_cast<int>(comp.instructions.size());
    if (!comp.byName.emplace(inst.name, index).second)
      fail(m.at(inst.offset), "instruction name '" + std::string(inst.name) + "' is defined twice in " +
                                  std::string(comp.name));
    if (inst.isRoot) {
      if (comp.root >= 0) fail(m.at(inst.offset), "computation " + std::string(comp.name) + " has two ROOT instructions");
      comp.root = index;
    }
    comp.instructions.push_back(std::move(inst));
  }
  if (comp.instructions.empty()) fail(m.at(comp.offset), "computation " + std::string(comp.name) + " is empty");
  if (comp.root < 0) comp.root = static_cast<int>(comp.instructions.size()) - 1;
  // `, execution_thread="..."` after the body.
  attributeList(c);
  return comp;
}

}  // namespace

std::optional<ElementType> xlaElementType(std::string_view name) {
  for (const TypeName& t : kTypeNames)
    if (t.name == name) return t.type;
  return std::nullopt;
}

std::string_view xlaElementTypeName(ElementType t) {
  for (const TypeName& n : kTypeNames)
    if (n.type == t) return n.name;
  return elementTypeName(t);
}

namespace {

// Tuples nest as deep as a program's computations may (translate_internal.h);
// deeper input would only exhaust the stack.
constexpr int kMaxTupleNesting = 256;

HloShape parseShapeAt(Cursor& c, int depth) {
  HloShape s;
  if (c.consume('(')) {
    if (depth >= kMaxTupleNesting) c.error("tuple shapes nest deeper than " + std::to_string(kMaxTupleNesting));
    s.kind = HloShape::Kind::Tuple;
    if (c.consume(')')) return s;
    do s.elements.push_back(parseShapeAt(c, depth + 1));
    while (c.consume(','));
    c.expect(')', "to close a tuple shape");
    return s;
  }
  c.skipSpace();
  size_t at = c.offset();
  std::string_view type = c.name("a shape");
  if (type == "token" || type == "opaque") {
    s.kind = type == "token" ? HloShape::Kind::Token : HloShape::Kind::Opaque;
    if (c.consume('[')) c.expect(']', "after token[");
    return s;
  }
  std::optional<ElementType> et = xlaElementType(type);
  if (!et) c.errorAt(at, "unknown element type '" + std::string(type) + "'");
  s.elementType = *et;
  c.expect('[', "to open the dimensions");
  if (!c.consume(']')) {
    do {
      bool bounded = c.consumeText("<=");
      if (!bounded && c.consume('?')) {
        s.dims.push_back(kDynamic);
        s.bounded.push_back(false);
        continue;
      }
      int64_t d = c.integer("a dimension size");
      if (d < 0) c.error("a dimension size cannot be negative");
      s.dims.push_back(d);
      s.bounded.push_back(bounded);
    } while (c.consume(','));
    c.expect(']', "to close the dimensions");
  }
  if (atLayout(c)) {
    s.layout = parseLayout(c);
    if (!s.layout->minorToMajor.empty() && s.layout->minorToMajor.size() != s.dims.size())
      c.errorAt(at, "layout " + layoutString(*s.layout) + " does not fit rank " + std::to_string(s.dims.size()));
  }
  return s;
}

}  // namespace

HloShape parseShape(Cursor& c) { return parseShapeAt(c, 0); }

Layout HloShape::layoutOrDefault() const {
  if (layout && (layout->minorToMajor.size() == dims.size())) return *layout;
  Layout l = layout ? *layout : Layout{};
  l.minorToMajor = defaultLayout(static_cast<int64_t>(dims.size())).minorToMajor;
  return l;
}

Type HloShape::type() const {
  switch (kind) {
    case Kind::Token: return Type::token();
    case Kind::Opaque: return Type::token();
    case Kind::Tuple: {
      std::vector<Type> types;
      for (const HloShape& e : elements) types.push_back(e.type());
      return Type::tuple(std::move(types));
    }
    case Kind::Array: break;
  }
  TensorType t;
  t.elementType = elementType;
  t.shape = dims;
  bool anyBound = false;
  for (bool b : bounded) anyBound |= b;
  if (anyBound) {
    t.bounds.assign(dims.size(), kDynamic);
    for (size_t d = 0; d < dims.size(); ++d)
      if (bounded[d]) t.bounds[d] = dims[d], t.shape[d] = kDynamic;
  }
  return Type::tensor(std::move(t));
}

std::string shapeString(const HloShape& s) {
  switch (s.kind) {
    case HloShape::Kind::Token: return "token[]";
    case HloShape::Kind::Opaque: return "opaque[]";
    case HloShape::Kind::Tuple: {
      std::string out = "(";
      for (size_t i = 0; i < s.elements.size(); ++i) out += (i ? ", " : "") + shapeString(s.elements[i]);
      return out + ")";
    }
    case HloShape::Kind::Array: break;
  }
  std::string out(xlaElementTypeName(s.elementType));
  out += "[";
  for (size_t d = 0; d < s.dims.size(); ++d) {
    if (d) out += ",";
    if (s.dims[d] == kDynamic) out += "?";
    else out += (s.bounded[d] ? "<=" : "") + std::to_string(s.dims[d]);
  }
  out += "]";
  if (s.layout) out += layoutString(*s.layout);
  return out;
}

const HloAttribute* HloInstruction::attribute(std::string_view name) const {
  for (const HloAttribute& a : attributes)
    if (a.name == name) return &a;
  return nullptr;
}

const HloAttribute* HloModule::attribute(std::string_view name) const {
  for (const HloAttribute& a : attributes)
    if (a.name == name) return &a;
  return nullptr;
}

bool looksLikeHlo(std::string_view text) {
  size_t i = 0;
  for (;;) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
    if (text.substr(i, 2) == "//") {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (text.substr(i, 2) == "/*") {
      size_t close = text.find("*/", i + 2);
      if (close == std::string_view::npos) return false;
      i = close + 2;
    } else {
      break;
    }
  }
  return text.substr(i, 9) == "HloModule" && (i + 9 == text.size() || !isNameChar(text[i + 9]));
}

std::unique_ptr<HloModule> parseHloModule(std::string text, const std::string& file, int firstLine) {
  auto m = std::make_unique<HloModule>();
  m->text = std::move(text);
  m->source = std::make_unique<SourceMap>(m->text, file, firstLine);
  Cursor c(*m->source);
  if (!c.consumeWord("HloModule")) c.expected("'HloModule'");
  m->name = c.name("the module name");
  m->attributes = attributeList(c);
  while (!c.atEnd()) {
    if (skipTable(c)) continue;
    HloComputation comp = parseComputation(c, *m);
    int index = static_cast<int>(m->computations.size());
    if (!m->byName.emplace(comp.name, index).second)
      fail(m->at(comp.offset), "computation name '" + std::string(comp.name) + "' is defined twice");
    if (comp.isEntry) {
      if (m->entry >= 0) fail(m->at(comp.offset), "the module has two ENTRY computations");
      m->entry = index;
    }
    m->computations.push_back(std::move(comp));
  }
  if (m->computations.empty()) fail(m->at(0), "the module has no computation");
  // Without an ENTRY mark, XLA takes the last computation.
  if (m->entry < 0) m->entry = static_cast<int>(m->computations.size()) - 1;
  return m;
}

}  // namespace hloref::xla
