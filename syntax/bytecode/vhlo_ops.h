// The VHLO ops hloref reads (../shared/reference/vhlo/VhloOps.td): each
// versioned op, the VHLO version that introduced it, and its attributes in
// declaration order. Bytecode from version 5 on stores an op's attributes
// as properties: the attributes in the order of their names.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace hloref::bytecode {

struct VhloVersion {
  int major = 0, minor = 0, patch = 0;
  auto operator<=>(const VhloVersion&) const = default;
  std::string str() const;
};
// Parses "1.15.0"; false when malformed.
bool parseVhloVersion(std::string_view text, VhloVersion* out);
// The newest VHLO version whose ops and encodings hloref knows.
inline constexpr VhloVersion kNewestVhloVersion{1, 20, 0};
inline constexpr VhloVersion kOldestVhloVersion{0, 9, 0};

struct VhloOpInfo {
  std::string name;          // "add_v1"
  VhloVersion since;         // the version that introduced it
  std::vector<std::string> attributes;  // declaration order
  std::vector<std::string> propertyOrder;  // sorted by name
};

// The op named `name` ("add_v1"), or null.
const VhloOpInfo* findVhloOp(std::string_view name);

}  // namespace hloref::bytecode
