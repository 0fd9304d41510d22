// Shardy's attributes in Shardy's syntax (syntax/parse_sdy.cpp), for the
// printer and the sdy custom forms.
#pragma once

#include <string>

#include "core/attribute.h"

namespace hloref::syntax {

// A structured sdy attribute (`#sdy.mesh<...>`, `#sdy.sharding<...>`,
// `#sdy.sharding_per_value<...>`, `#sdy<manual_axes{...}>`) as MLIR prints it.
std::string sdyAttributeString(const Attribute& a);
// An sdy.sharding_per_value as the custom forms print it: `[<@mesh, [...]>, ...]`.
std::string sdyShardingListString(const Attribute& list);

}  // namespace hloref::syntax
