#include "interpreter/op_registry.h"

#include <map>

namespace hloref {
namespace {

// Function-local so that registrars in any translation unit find them built.
struct Tables {
  std::map<std::string_view, OpDef> ops;
  std::map<std::string_view, OpEval> literals;  // kept until (and after) their op registers
};
Tables& tables() {
  static Tables t;
  return t;
}

}  // namespace

OpRegistrar::OpRegistrar(const OpDef& def) {
  Tables& t = tables();
  // Two registrations of one op are a programming error; the first is kept.
  auto [it, inserted] = t.ops.try_emplace(def.name, def);
  if (!inserted) return;
  auto literal = t.literals.find(def.name);
  if (literal != t.literals.end()) it->second.literal = literal->second;
}

LiteralRegistrar::LiteralRegistrar(std::string_view name, OpEval literal) {
  Tables& t = tables();
  t.literals[name] = literal;
  auto op = t.ops.find(name);
  if (op != t.ops.end()) op->second.literal = literal;
}

const OpDef* findOpDef(std::string_view name) {
  auto it = tables().ops.find(name);
  return it == tables().ops.end() ? nullptr : &it->second;
}

std::vector<const OpDef*> registeredOps() {
  std::vector<const OpDef*> defs;
  for (const auto& [name, def] : tables().ops) defs.push_back(&def);
  return defs;
}

}  // namespace hloref
