// The plain custom form every pretty form builds on, and the registry of
// forms (syntax/custom_form_registry.h).
#include <unordered_map>

#include "syntax/custom_form_registry.h"
#include "syntax/parser_internal.h"

namespace hloref::syntax {

// ---- the registry ----

namespace {

struct Registry {
  std::map<std::string, CustomFormRegistration, std::less<>> forms;
  std::map<std::string, std::string, std::less<>> genericOnly;
  std::vector<std::string> duplicates;
};

Registry& registry() {
  static Registry r;
  return r;
}

std::string fileName(const char* path) {
  std::string p = path;
  size_t slash = p.rfind("syntax/");
  return slash == std::string::npos ? p : p.substr(slash);
}

}  // namespace

bool registerCustomForms(const CustomForm& form, const AttributeKeys& keys, OperandCount operandCount,
                         Catalog catalog, const char* file, std::initializer_list<const char*> ops) {
  Registry& r = registry();
  for (const char* op : ops) {
    if (r.forms.count(op) || r.genericOnly.count(op)) r.duplicates.push_back(op);
    r.forms[op] = CustomFormRegistration{op, &form, keys, operandCount, catalog, fileName(file)};
  }
  return true;
}

bool registerGenericOnlyOps(const char* file, std::initializer_list<const char*> ops) {
  Registry& r = registry();
  for (const char* op : ops) {
    if (r.forms.count(op) || r.genericOnly.count(op)) r.duplicates.push_back(op);
    r.genericOnly[op] = fileName(file);
  }
  return true;
}

const CustomFormRegistration* findCustomForm(std::string_view op) {
  // Built on first use, after every family file has registered its forms.
  static const std::unordered_map<std::string_view, const CustomFormRegistration*> index = [] {
    std::unordered_map<std::string_view, const CustomFormRegistration*> m;
    for (const auto& [name, registration] : registry().forms) m.emplace(name, &registration);
    return m;
  }();
  if (auto it = index.find(op); it != index.end()) return it->second;
  size_t dot = op.find('.');
  if (dot == std::string_view::npos) return nullptr;
  auto dialect = index.find(std::string(op.substr(0, dot)) + ".*");
  return dialect == index.end() ? nullptr : dialect->second;
}

const std::map<std::string, CustomFormRegistration, std::less<>>& customFormRegistrations() {
  return registry().forms;
}
const std::map<std::string, std::string, std::less<>>& genericOnlyOps() { return registry().genericOnly; }
const std::vector<std::string>& duplicateFormRegistrations() { return registry().duplicates; }

// ---- what forms read into ----

void FormContext::setAttr(std::string_view key, Attribute value) {
  const AttributeKey* k = registration ? registration->findKey(key) : nullptr;
  if (k && !k->storedAs.empty()) op.attributes.emplace_back(k->storedAs, std::move(value));
  else op.attributes.emplace_back(std::string(key), std::move(value));
}

const AttributeKey& FormContext::ownKey(std::string_view key) const {
  const AttributeKey* k = registration ? registration->findKey(key) : nullptr;
  if (!k)
    p.errorAt(op.loc, "internal: the registration of the custom form of '" + op.name + "' gives no spec name for '" +
                          std::string(key) + "'");
  return *k;
}

void FormContext::setOwnAttr(std::string_view key, Attribute value) {
  op.attributes.emplace_back(ownKey(key).storedAs, std::move(value));
}

// ---- the plain item form ----

void CustomForm::parse(FormContext& c) const {
  readPrefix(c);
  if (hasItems()) readItems(c);
  c.p.parseOptionalAttributeDict(c.op);
  checkOperandCount(c);
  readSignature(c);
}

// Items: %v, key = value, dense<..> : T, BAREWORD, separated by commas.
void CustomForm::readItems(FormContext& c) const {
  Parser& p = c.p;
  while (true) {
    p.skipSpace();
    char ch = p.peekRaw();
    if (ch == ':' || ch == '{' || ch == '\0' || ch == '}' || ch == '\n') break;
    if (ch == '%') {
      c.uses.push_back(p.parseValueUse());
      readOperandSuffix(c);
    } else if (ch == 'd' && p.lookingAtWord("dense")) {
      // check.expect_eq_const %x, dense<..> : T
      Attribute value = p.parseAttribute();
      c.denseItemType = value.type;
      c.op.attributes.emplace_back("value", std::move(value));
    } else if (isIdentStart(ch)) {
      Location at = p.loc();
      std::string word = p.parseBareIdent();
      if (p.consumeIf("=")) readKeyedItem(c, word, at);
      else readBareWord(c, word, at);
    } else {
      p.error("unexpected" + p.foundText() + " in '" + c.name() + "'");
    }
    if (!p.consumeIf(",")) break;
  }
}

void CustomForm::readKeyedItem(FormContext& c, const std::string& key, const Location& at) const {
  c.setAttr(key, c.p.parseAttribute(false));
}

void CustomForm::readBareWord(FormContext& c, const std::string& word, const Location& at) const {
  c.p.errorAt(at, "unexpected '" + word + "' in '" + c.name() + "'");
}

// The pretty forms of fixed-arity ops spell out every operand.
void CustomForm::checkOperandCount(FormContext& c) const {
  if (!c.registration || !c.registration->operandCount.fixed) return;
  size_t arity = *c.registration->operandCount.fixed;
  if (c.uses.size() != arity)
    c.p.errorAt(c.op.loc, "the custom form of '" + c.name() + "' takes " + std::to_string(arity) +
                              " operands, found " + std::to_string(c.uses.size()));
}

void CustomForm::readSignature(FormContext& c) const {
  Parser& p = c.p;
  if (c.denseItemType && p.peek() != ':') {
    // check.expect_eq_const %x, dense<..> : T   (the value's type is the operand's)
    c.op.operandTypes = {*c.denseItemType};
    return;
  }
  Location sigLoc = p.loc();
  p.expect(":");
  if (p.peek() == '(') {
    // Either a functional type or a parenthesized first type; MLIR's custom
    // forms only put functional types here.
    p.parseFunctionalType(c.op.operandTypes, c.op.resultTypes);
    return;
  }
  std::vector<Type> types;
  do types.push_back(p.parseTypeInternal());
  while (p.consumeIf(","));
  if (readTypeListTail(c, types)) return;
  matchTypes(c, types, sigLoc);
}

// One type for every operand and result, or one type per operand (and as
// many results, or none).
void CustomForm::matchTypes(FormContext& c, const std::vector<Type>& types, const Location& at) const {
  size_t n = c.uses.size();
  if (types.size() == 1) {
    c.op.operandTypes.assign(n, types[0]);
    c.op.resultTypes.assign(c.numResults, types[0]);
  } else if (types.size() == n && (c.numResults == n || c.numResults == 0)) {
    c.op.operandTypes = types;
    if (c.numResults) c.op.resultTypes = types;
  } else {
    c.p.errorAt(at, "cannot match " + std::to_string(types.size()) + " types to the operands of '" + c.name() + "'");
  }
}

const CustomForm& itemsForm() {
  static const CustomForm form;
  return form;
}

}  // namespace hloref::syntax
