// Op names (spec: Programs > Operations; Ops > composite).
#pragma once

#include "spec/notation.h"

namespace hloref {

// spec: is_namespaced_op_name(x), for composite's `name`.
using notation::isNamespacedOpName;

}  // namespace hloref
