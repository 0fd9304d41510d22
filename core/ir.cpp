#include "core/ir.h"

namespace hloref {

const Attribute* Op::attr(std::string_view name) const {
  for (const auto& [n, a] : attributes)
    if (n == name) return &a;
  return nullptr;
}

const Func* Module::lookup(std::string_view name) const {
  for (const auto& f : funcs)
    if (f->name == name) return f.get();
  return nullptr;
}

const Op* Module::lookupOp(std::string_view opName, std::string_view symbol) const {
  for (const Op& op : ops) {
    const Attribute* name = op.attr("sym_name");
    if (op.name == opName && name && name->text == symbol) return &op;
  }
  return nullptr;
}

}  // namespace hloref
