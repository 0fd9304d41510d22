#include "interpreter/op_registry.h"

#include <map>
#include <memory>

namespace hloref {
namespace {
// Function-local so that registrars in any translation unit find it built.
std::map<std::string_view, OpDef>& table() {
  static std::map<std::string_view, OpDef> t;
  return t;
}
}  // namespace

OpRegistrar::OpRegistrar(std::string_view name, OpEval eval) { table()[name] = OpDef{name, eval}; }

const OpDef* findOpDef(std::string_view name) {
  auto it = table().find(name);
  return it == table().end() ? nullptr : &it->second;
}

std::vector<std::string_view> registeredOpNames() {
  std::vector<std::string_view> names;
  for (const auto& [name, def] : table()) names.push_back(name);
  return names;
}

}  // namespace hloref
