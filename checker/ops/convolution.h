// spec: Ops > convolution and Ops > dynamic_conv share their constraints
// (C1-C34); they differ in where `padding` comes from. Only the two op
// files include this header.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "checker/checker.h"

namespace hloref::checker::convolution {

// The padding as the op declares it: `rows` x 2 values when known
// (convolution's attribute), only the shape for dynamic_conv's operand.
struct Padding {
  Shape shape;                                          // shape(padding)
  std::optional<std::vector<std::pair<int64_t, int64_t>>> values;  // [low, high] rows
};

// Checks C1-C34; `padding` is nullopt when it could not be read (reported
// already). With `resultShapeIsStatic` false (dynamic_conv), C25 is checked
// only for the batch and feature dimensions; the spatial ones depend on the
// padding values and are checked when the op runs.
void check(OpContext& c, const std::optional<Padding>& padding, bool resultShapeIsStatic);

// The constraints both ops register; C25 is static for convolution and
// checked at run time for dynamic_conv (its padding is a value).
std::vector<ConstraintInfo> constraints(Enforcement c25);

}  // namespace hloref::checker::convolution
