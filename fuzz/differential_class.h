// The classes of the differential fuzzer's findings (issue 13, part 4):
// what kind of disagreement a backend's answer to a generated program is,
// each with the section of the spec (../shared/reference/stablehlo-spec.md)
// it departs from. They refine the conformance runner's per-element classes
// (conform/classify.h) with the op and the operands: a `nan` of `maximum`
// is nan-propagation, a wrong integer of `shift_left` whose shift amount is
// at least the width is shift-width, and so on.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "conform/compare.h"
#include "core/ir.h"

namespace hloref::fuzz {

struct FindingClass {
  std::string_view name;     // "flush-to-zero", ...
  std::string_view section;  // "Types", "Ops > convert", "Ops > <op>" (the finding's op), ...
  std::string_view point;    // what the spec says there, in a line
  bool finding = true;       // false: counted, not a finding (unsupported)
};

// Every class, in the order reports list them.
const std::vector<FindingClass>& findingClasses();
// The class's section with `<op>` replaced by `op` ("Ops > sine").
std::string sectionOf(const FindingClass& k, const std::string& op);
// The class named `name`; null when none.
const FindingClass* findingClass(std::string_view name);

// Where a disagreement is attributed: the op, the element type ("f32";
// "f32->si32" for a conversion), the class and a line saying why.
struct Disagreement {
  std::string op;  // "stablehlo.exponential"; empty when the program has no op
  std::string elementType;
  std::string cls;
  std::string detail;
  int output = -1;      // the failing result, -1 when none (a structural failure)
  int64_t index = -1;   // its first differing element (row-major), -1 when none
};

// Classifies a failed result `r` of the program of `c` (an entry function
// `entry` whose arguments are c.inputs): the failing output, the op that
// produced it (attribution), the element class conform gave it, and the
// op's operands where they are arguments of `entry`.
Disagreement classifyDisagreement(const conform::Case& c, const Func& entry, const conform::CaseResult& r);

}  // namespace hloref::fuzz
