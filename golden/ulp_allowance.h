// The per-op ULP allowance `hloref golden` turns into an error bound for
// results that no op annotated with a bound of its own (golden/golden.cpp;
// the layout is in conformance/README.md). Each op's registration states its
// allowance (interpreter/op_facts.h, `Accuracy`); this reads it for a result
// element type.
#pragma once

#include <string_view>

#include "core/element_type.h"
#include "interpreter/op_facts.h"

namespace hloref {

struct Op;
struct OpDef;

// The allowance of `op` producing elements of `resultType`. Integer and
// boolean results of arithmetic are exact.
UlpAllowance ulpAllowance(const OpDef& op, ElementType resultType);
// The allowance of the op instance `op` (its result_accuracy read,
// interpreter/result_accuracy.h) producing elements of `resultType`; no
// stated allowance when it is not bound to a registration.
UlpAllowance ulpAllowance(const Op& op, ElementType resultType);
// The same by op name ("stablehlo.exponential"); an op that is not
// registered has no stated allowance.
UlpAllowance ulpAllowance(std::string_view opName, ElementType resultType);

// The spacing of `t`'s representable numbers at |x|: 2^(max(e, emin) - p + 1)
// with e = floor(log2 |x|) (0 and subnormals: the smallest subnormal; the
// largest binade's spacing for infinities). Requires isFloat(t).
double ulpOf(ElementType t, double x);

}  // namespace hloref
