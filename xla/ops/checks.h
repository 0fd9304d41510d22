// Run-time checks of the xla.* ops. No checker looks at them (the checker
// knows StableHLO's ops), and the StableHLO ops that read their results
// trust the declared types: each xla.* op checks what it is given and what
// it returns against the types the HLO text declares.
#pragma once

#include <span>
#include <string>

#include "interpreter/evaluator.h"
#include "interpreter/kernels/linalg.h"

namespace hloref::xla {

// A value of the declared type: the same kind (tensor, tuple, token), and
// for tensors the element type, rank, static sizes and bounds.
bool fitsType(const Value& value, const Type& type);
// Fails naming `what` unless the values are as many as the types and fit them.
void requireFits(const OpCall& call, std::span<const Value> values, std::span<const Type> types, const std::string& what);
// Dot dimension numbers that dot_general's kernel can run: dimensions in
// range and used once per operand, batch and contracting sizes equal.
void checkDotDimensions(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const linalg::DotDimensionNumbers& dims);

}  // namespace hloref::xla
