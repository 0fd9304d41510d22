// Force-included into every file of a libFuzzer build with clang older than
// 16 (CMakeLists.txt, HLOREF_LIBFUZZER). With libstdc++ 12 in C++20 mode,
// clang 14 evaluates std::pair's conditionally explicit default constructor
// while instantiating std::pair<std::string, hloref::Attribute> (a
// NamedAttribute, core/attribute.h); that asks whether Attribute is
// implicitly default constructible, which needs Attribute's implicit
// destructor, which destroys a std::vector<NamedAttribute> whose pair is
// still incomplete: a hard error. g++ and clang 16 instantiate lazily. The
// trait's answer is known (Attribute is an aggregate of default
// constructible members), so it is given here, which breaks the cycle
// without touching the header every phase includes.
#pragma once

#include <type_traits>
#include <utility>

namespace hloref {
struct Attribute;
}

template <>
struct std::__is_implicitly_default_constructible<hloref::Attribute> : std::true_type {};
