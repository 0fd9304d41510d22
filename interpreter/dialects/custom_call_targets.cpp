#include "interpreter/dialects/custom_call_targets.h"

#include <map>

namespace hloref {
namespace {

std::map<std::string_view, CustomCallTarget>& targets() {
  static std::map<std::string_view, CustomCallTarget> t;
  return t;
}

}  // namespace

CustomCallTargetRegistrar::CustomCallTargetRegistrar(CustomCallTarget eval,
                                                     std::initializer_list<std::string_view> names) {
  for (std::string_view name : names) targets().try_emplace(name, eval);
}

CustomCallTarget findCustomCallTarget(std::string_view target) {
  auto it = targets().find(target);
  return it == targets().end() ? nullptr : it->second;
}

std::vector<std::string_view> registeredCustomCallTargets() {
  std::vector<std::string_view> names;
  for (const auto& [name, eval] : targets()) names.push_back(name);
  return names;
}

}  // namespace hloref
