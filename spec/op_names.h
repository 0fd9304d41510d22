// Op names (spec: Programs > Operations; Ops > composite).
#pragma once

#include <string>

namespace hloref {

// spec: is_namespaced_op_name(x), for composite's `name` (defined in
// checker/ops/composite.cpp, which checks composite's C1).
bool isNamespacedOpName(const std::string& x);

}  // namespace hloref
