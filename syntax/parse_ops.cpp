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

void Parser::parseModuleLevelOp(Module& m) {
  Location at = loc();
  Mark start = mark();
  std::string name;
  if (peekRaw() == '"') name = parseStringLiteral();
  else name = parseBareIdent();
  if (name.find('.') == std::string::npos) errorAt(at, "expected a function or a module op, found '" + name + "'");
  reset(start);
  if (peekRaw() == '"' || findCustomForm(name)) {
    // Module-level ops hloref reads (sdy.mesh), kept with the module.
    Block block;
    scopes_.clear();
    scopes_.emplace_back();
    parseOp(block);
    for (Op& op : block.ops) m.ops.push_back(std::move(op));
    return;
  }
  // Module-level ops of other dialects carry no semantics for a run: skip
  // the statement, say so.
  parseBareIdent();
  while (!atEnd() && peekRaw() != '\n') {
    char c = peekRaw();
    if (c == '<' || c == '(' || c == '[' || c == '{' || c == '"') skipBalancedOrString();
    else advance();
  }
  warnings_.emplace_back(at, "module-level op '" + name + "' ignored");
}

void Parser::parseModuleBody(Module& m, bool braced) {
  DepthGuard guard(*this);
  while (true) {
    skipSpace();
    if (atEnd()) {
      if (braced) error("expected '}' to close the module");
      return;
    }
    if (peekRaw() == '}') {
      if (!braced) error("unexpected '}'");
      advance();
      skipLocation();
      return;
    }
    if (peekRaw() == '#') {
      // #alias = attribute
      advance();
      std::string name = parseBareIdent();
      expect("=");
      attributeAliases_[name] = parseAttribute();
      continue;
    }
    if (peekRaw() == '!') {
      advance();
      std::string name = parseBareIdent();
      expect("=");
      typeAliases_[name] = parseTypeInternal();
      continue;
    }
    if (lookingAtWord("module")) {
      auto nested = std::make_unique<Module>();
      nested->loc = loc();
      advance(6);
      skipSpace();
      if (peekRaw() == '@') nested->name = parseSymbolName();
      if (consumeWord("attributes")) nested->attributes = parseAttributeDict();
      expect("{");
      parseModuleBody(*nested, true);
      m.modules.push_back(std::move(nested));
      continue;
    }
    if (lookingAtWord("func.func")) {
      parseFunc(m);
      continue;
    }
    if (peekRaw() == '"' || isIdentStart(peekRaw())) {
      parseModuleLevelOp(m);
      continue;
    }
    error("expected a function or a module" + foundText());
  }
}

namespace {

bool holdsFunctions(const Module& m) {
  if (!m.funcs.empty()) return true;
  for (const auto& nested : m.modules)
    if (holdsFunctions(*nested)) return true;
  return false;
}

// Every module of the tree that defines functions, outermost first.
void modulesWithFunctions(Module& m, std::vector<Module*>& out) {
  if (!m.funcs.empty()) out.push_back(&m);
  for (auto& nested : m.modules) modulesWithFunctions(*nested, out);
}

// Takes `target` out of the tree under `root`.
std::unique_ptr<Module> detach(Module& root, const Module* target) {
  for (auto it = root.modules.begin(); it != root.modules.end(); ++it) {
    if (it->get() == target) {
      std::unique_ptr<Module> found = std::move(*it);
      root.modules.erase(it);
      return found;
    }
    if (auto found = detach(**it, target)) return found;
  }
  return nullptr;
}

}  // namespace

// Which module runs (README: nested and multiple modules): the input is one
// module, explicit or implicit, as MLIR reads it. When the outermost module
// defines functions it runs. Otherwise the module that defines functions
// runs, if only one does (modules only wrap it, as `module { module @q {..} }`);
// if several do, the one that defines @main, if exactly one does. Each
// module is its own symbol table; the others stay nested in the one that
// runs, for the checker only. Shardy meshes and module attributes of the
// wrappers are kept on the module that runs.
std::unique_ptr<Module> selectRunModule(std::unique_ptr<Module> top) {
  if (!top->funcs.empty() || !holdsFunctions(*top)) return top;
  std::vector<Module*> candidates;
  modulesWithFunctions(*top, candidates);
  Module* chosen = candidates.size() == 1 ? candidates.front() : nullptr;
  if (!chosen) {
    std::vector<Module*> withMain;
    for (Module* c : candidates)
      if (c->lookup("main")) withMain.push_back(c);
    if (withMain.size() != 1) {
      std::string names;
      for (Module* c : candidates) names += (names.empty() ? "" : ", ") + (c->name.empty() ? "(unnamed)" : "@" + c->name);
      fail(top->loc, "unsupported: " + std::to_string(candidates.size()) + " modules define functions (" + names +
                         ") and " + (withMain.empty() ? "none" : "several") +
                         " of them define @main; hloref runs the functions of one module");
    }
    chosen = withMain.front();
  }
  std::unique_ptr<Module> run = detach(*top, chosen);
  for (auto& op : top->ops) run->ops.push_back(std::move(op));
  for (auto& attribute : top->attributes) {
    bool present = false;
    for (const auto& a : run->attributes) present = present || a.first == attribute.first;
    if (!present) run->attributes.push_back(std::move(attribute));
  }
  for (auto& warning : top->warnings) run->warnings.push_back(std::move(warning));
  top->ops.clear();
  top->attributes.clear();
  top->warnings.clear();
  if (holdsFunctions(*top) || !top->modules.empty()) run->modules.push_back(std::move(top));
  return run;
}

std::unique_ptr<Module> Parser::parseModuleTop() {
  auto m = std::make_unique<Module>();
  m->loc = loc();
  parseModuleBody(*m, false);
  // MLIR reads a lone top-level module as the module itself.
  if (m->funcs.empty() && m->ops.empty() && m->modules.size() == 1) {
    std::unique_ptr<Module> only = std::move(m->modules.front());
    m = std::move(only);
  }
  m->warnings = std::move(warnings_);
  return selectRunModule(std::move(m));
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
      op.isTerminator = op.name == "func.return" || op.name == "stablehlo.return" || op.name == "sdy.return";
      for (Region& nested : op.regions) markTerminators(nested);
    }
}

static void markTerminators(Module& m) {
  for (auto& f : m.funcs) markTerminators(f->body);
  for (auto& nested : m.modules) markTerminators(*nested);
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
  syntax::markTerminators(*m);
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
