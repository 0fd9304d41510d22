// Op names (spec: Programs > Operations; Ops > composite).
#pragma once

#include <string>

namespace hloref {

// spec: is_namespaced_op_name(x), for composite's `name` (defined in
// ops/composite.cpp; the checker uses it too).
bool isNamespacedOpName(const std::string& x);

}  // namespace hloref
