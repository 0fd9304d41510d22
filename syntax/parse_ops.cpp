// Ops in the generic form, regions and blocks, functions and modules, and the
// entry points of syntax/parser.h (spec: Programs).
#include "syntax/parser.h"

#include "syntax/bytecode/reader.h"
#include "syntax/parser_internal.h"

namespace hloref {
namespace syntax {

void Parser::define(const std::string& name, std::vector<int> slots, const Location& l) {
  for (auto& s : scopes_)
    if (s.values.count(name)) errorAt(l, "redefinition of value %" + name);
  scopes_.back().values[name] = std::move(slots);
}

int Parser::resolve(const ValueUse& u) {
  for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
    auto f = it->values.find(u.name);
    if (f == it->values.end()) continue;
    if (u.index < 0 || u.index >= static_cast<int64_t>(f->second.size()))
      errorAt(u.loc, "value %" + u.name + " has " + std::to_string(f->second.size()) + " results; #" +
                         std::to_string(u.index) + " does not exist");
    return f->second[static_cast<size_t>(u.index)];
  }
  errorAt(u.loc, "use of undefined value %" + u.name);
}

Region Parser::parseRegion(std::vector<std::pair<std::string, Type>> preArgs) {
  DepthGuard guard(*this);
  Region region;
  region.blocks.emplace_back();
  Block& block = region.blocks.back();
  scopes_.emplace_back();
  Location at = loc();
  expect("{");
  for (auto& [name, type] : preArgs) {
    int slot = nextSlot_++;
    define(name, {slot}, at);
    block.arguments.push_back(slot);
    block.argumentTypes.push_back(type);
  }
  parseBlockBody(block, preArgs.empty());
  expect("}");
  scopes_.pop_back();
  return region;
}

void Parser::parseBlockBody(Block& block, bool allowLabel) {
  skipSpace();
  if (allowLabel && peekRaw() == '^') {
    advance();
    takeWhile(isSuffixIdChar);
    if (consumeIf("(")) {
      if (!consumeIf(")")) {
        do {
          Location l = loc();
          std::string name = parseValueName();
          expect(":");
          Type t = parseTypeInternal();
          skipLocation();
          int slot = nextSlot_++;
          define(name, {slot}, l);
          block.arguments.push_back(slot);
          block.argumentTypes.push_back(t);
        } while (consumeIf(","));
        expect(")");
      }
    }
    expect(":");
  }
  while (true) {
    skipSpace();
    if (atEnd()) error("expected '}' to close the region");
    if (peekRaw() == '}') break;
    if (peekRaw() == '^') error("unsupported: regions with more than one block");
    parseOp(block);
  }
}

void Parser::parseOp(Block& block) {
  DepthGuard guard(*this);
  skipSpace();
  Location at = loc();
  // Results: %a, %b:2 = ...
  struct ResultGroup {
    std::string name;
    int64_t count;
    Location loc;
  };
  std::vector<ResultGroup> groups;
  size_t numResults = 0;
  if (peekRaw() == '%') {
    do {
      Location l = loc();
      std::string name = parseValueName();
      int64_t count = 1;
      if (peekRaw() == ':') {
        advance();
        count = parseUnsigned();
        if (count > 100000) errorAt(l, "too many results");
      }
      groups.push_back({name, count, l});
      numResults += static_cast<size_t>(count);
    } while (consumeIf(","));
    expect("=");
  }
  Op op;
  op.loc = at;  // MLIR locates an op at the start of its statement
  std::vector<ValueUse> uses;
  skipSpace();
  if (peekRaw() == '"') {
    op.name = parseStringLiteral();
    parseGenericOpTail(op, uses);
  } else {
    op.name = parseBareIdent();
    if (op.name == "return") op.name = "func.return";
    if (op.name == "call") op.name = "func.call";
    parseCustomOp(op, uses, numResults);
  }
  skipLocation();
  for (const ValueUse& u : uses) op.operands.push_back(resolve(u));
  if (op.operandTypes.size() != op.operands.size())
    errorAt(op.loc, "'" + op.name + "' has " + std::to_string(op.operands.size()) + " operands but its signature lists " +
                        std::to_string(op.operandTypes.size()) + " types");
  if (op.resultTypes.size() != numResults)
    errorAt(op.loc, "'" + op.name + "' produces " + std::to_string(op.resultTypes.size()) +
                        " results but " + std::to_string(numResults) + " are named");
  for (const ResultGroup& g : groups) {
    std::vector<int> slots;
    for (int64_t i = 0; i < g.count; ++i) {
      int slot = nextSlot_++;
      slots.push_back(slot);
      op.results.push_back(slot);
    }
    define(g.name, slots, g.loc);
  }
  block.ops.push_back(std::move(op));
}

void Parser::parseGenericOpTail(Op& op, std::vector<ValueUse>& uses) {
  expect("(");
  if (!consumeIf(")")) {
    do uses.push_back(parseValueUse());
    while (consumeIf(","));
    expect(")");
  }
  // Successors are not part of StableHLO.
  if (lookingAt("<{")) {
    // Properties: <{a = 1, b = 2}>
    advance();
    AttributeList props = parseAttributeDict();
    op.attributes.insert(op.attributes.end(), props.begin(), props.end());
    expect(">");
  }
  if (peek() == '(') {
    advance();
    do op.regions.push_back(parseRegion());
    while (consumeIf(","));
    expect(")");
  }
  parseOptionalAttributeDict(op);
  expect(":");
  parseFunctionalType(op.operandTypes, op.resultTypes);
}

void Parser::parseCustomOp(Op& op, std::vector<ValueUse>& uses, size_t numResults) {
  const CustomFormRegistration* registration = findCustomForm(op.name);
  FormContext context{*this, op, uses, numResults, registration};
  const CustomForm& form = registration ? *registration->form : itemsForm();
  form.parse(context);
}

void Parser::parseFunc(Module& m) {
  auto func = std::make_unique<Func>();
  func->loc = loc();
  expect("func.func");
  if (consumeWord("private")) func->isPrivate = true;
  else consumeWord("public");
  consumeWord("nested");
  func->name = parseSymbolName();
  scopes_.clear();
  scopes_.emplace_back();
  nextSlot_ = 0;
  Region body;
  body.blocks.emplace_back();
  Block& block = body.blocks.back();
  expect("(");
  if (!consumeIf(")")) {
    do {
      Location l = loc();
      std::string name = parseValueName();
      expect(":");
      Type t = parseTypeInternal();
      if (peek() == '{') parseAttributeDict();
      skipLocation();
      int slot = nextSlot_++;
      define(name, {slot}, l);
      block.arguments.push_back(slot);
      block.argumentTypes.push_back(t);
      func->inputs.push_back(t);
    } while (consumeIf(","));
    expect(")");
  }
  if (consumeIf("->")) {
    if (peek() == '(') func->outputs = parseTypeListParens();
    else func->outputs.push_back(parseTypeInternal());
  }
  if (consumeWord("attributes")) func->attributes = parseAttributeDict();
  if (peek() != '{') error("expected the body of @" + func->name + foundText());
  Location bodyLoc = loc();
  expect("{");
  parseBlockBody(block, false);
  expect("}");
  skipLocation();
  (void)bodyLoc;
  func->body = std::move(body);
  func->numSlots = nextSlot_;
  if (m.lookup(func->name)) errorAt(func->loc, "redefinition of @" + func->name);
  m.funcs.push_back(std::move(func));
}

std::unique_ptr<Module> Parser::parseModuleTop() {
  auto m = std::make_unique<Module>();
  m->loc = loc();
  bool inModule = false;
  bool sawModule = false;
  while (true) {
    skipSpace();
    if (atEnd()) break;
    if (inModule && peekRaw() == '}') {
      advance();
      inModule = false;
      skipLocation();
      continue;
    }
    if (peekRaw() == '#' && !inModule) {
      // #alias = attribute
      advance();
      std::string name = parseBareIdent();
      expect("=");
      attributeAliases_[name] = parseAttribute();
      continue;
    }
    if (peekRaw() == '!' && !inModule) {
      advance();
      std::string name = parseBareIdent();
      expect("=");
      typeAliases_[name] = parseTypeInternal();
      continue;
    }
    if (lookingAtWord("module")) {
      if (inModule || sawModule) error("unsupported: nested or multiple modules in one input");
      advance(6);
      sawModule = true;
      skipSpace();
      if (peekRaw() == '@') m->name = parseSymbolName();
      if (consumeWord("attributes")) m->attributes = parseAttributeDict();
      expect("{");
      inModule = true;
      continue;
    }
    if (lookingAtWord("func.func")) {
      parseFunc(*m);
      continue;
    }
    if (inModule && isIdentStart(peekRaw())) {
      // Module-level ops of other dialects (e.g. `sdy.mesh @mesh = <...>` from
      // JAX's Shardy) carry no semantics for a single-device run: skip the
      // statement, say so.
      Location at = loc();
      std::string name = parseBareIdent();
      if (name.find('.') == std::string::npos) error("expected a function or a module op, found '" + name + "'");
      while (!atEnd() && peekRaw() != '\n') {
        char c = peekRaw();
        if (c == '<' || c == '(' || c == '[' || c == '{' || c == '"') skipBalancedOrString();
        else advance();
      }
      warnings_.emplace_back(at, "module-level op '" + name + "' ignored");
      continue;
    }
    error("expected a function or a module" + foundText());
  }
  if (inModule) error("expected '}' to close the module");
  m->warnings = std::move(warnings_);
  return m;
}

std::vector<Value> Parser::parseValueListTop() {
  std::vector<Value> values;
  bool bracketed = consumeIf("[");
  skipSpace();
  if (bracketed && consumeIf("]")) return values;
  if (!bracketed && atEnd()) return values;
  do {
    Location at = loc();
    Attribute a = parseAttribute();
    if (a.kind != Attribute::Kind::Dense) errorAt(at, "expected dense<...> : tensor<...>");
    values.push_back(a.dense->withType(a.type.tensorType()));
  } while (consumeIf(","));
  if (bracketed) expect("]");
  skipSpace();
  if (!atEnd()) error("unexpected text after the values" + foundText());
  return values;
}

Type Parser::parseTypeTop() {
  Type t = parseTypeInternal();
  skipSpace();
  if (!atEnd()) error("unexpected text after the type" + foundText());
  return t;
}

// spec: Programs > Functions, Regions: func.return and stablehlo.return end
// their blocks.
static void markTerminators(Region& r) {
  for (Block& b : r.blocks)
    for (Op& op : b.ops) {
      op.isTerminator = op.name == "func.return" || op.name == "stablehlo.return";
      for (Region& nested : op.regions) markTerminators(nested);
    }
}

}  // namespace syntax

std::unique_ptr<Module> parseModule(std::string_view text, const std::string& file, int firstLine) {
  std::unique_ptr<Module> m;
  if (bytecode::isBytecode(text)) {
    m = bytecode::readBytecodeModule(text, file);  // a portable artifact (jax.export)
  } else {
    syntax::Parser p(text, file, firstLine);
    m = p.parseModuleTop();
  }
  for (auto& f : m->funcs) syntax::markTerminators(f->body);
  return m;
}

std::vector<InputChunk> splitInputFile(std::string_view text) {
  std::vector<InputChunk> chunks;
  if (bytecode::isBytecode(text)) return {{text, 1}};  // one module, no text markers
  size_t start = 0;
  int startLine = 1;
  int line = 1;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view lineText = text.substr(pos, end - pos);
    // Like MLIR, a marker anywhere on a line splits (`// // -----` too).
    if (lineText.find("// -----") != std::string_view::npos) {
      chunks.push_back({text.substr(start, pos - start), startLine});
      start = end + 1 <= text.size() ? end + 1 : text.size();
      startLine = line + 1;
    }
    if (end == text.size()) break;
    pos = end + 1;
    ++line;
  }
  chunks.push_back({text.substr(start), startLine});
  return chunks;
}

std::vector<Value> parseValueList(std::string_view text, const std::string& source) {
  syntax::Parser p(text, source, 1);
  return p.parseValueListTop();
}

Type parseType(std::string_view text, const std::string& source) {
  syntax::Parser p(text, source, 1);
  return p.parseTypeTop();
}

}  // namespace hloref
