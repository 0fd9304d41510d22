// The result of an op whose shape the op computes (from `?` dimensions of
// its operands or from operand values) while the declared result type may
// fix it: the run-time half of constraints like gather's (C22) `shape(result)
// = ...`, whose static half the checker proves. Only op files include this
// header.
#pragma once

#include <string>
#include <string_view>

#include "interpreter/evaluator.h"
#include "spec/notation.h"

namespace hloref {

// Result `i` with `shape`. A static dimension of the declared type must be
// the computed one, else the op violates `id`, quoted with the result's name
// and the spec's name of the computed shape (`computedName`).
inline Tensor newResultOfShape(const OpCall& call, size_t i, const Shape& shape, std::string_view id,
                               const std::string& resultName, const std::string& computedName) {
  const TensorType& declared = call.resultType(i);
  bool same = declared.rank() == static_cast<int64_t>(shape.size());
  for (size_t d = 0; same && d < shape.size(); ++d) same = declared.shape[d] == kDynamic || declared.shape[d] == shape[d];
  if (!same) {
    std::string declaredShape = "[";
    for (size_t d = 0; d < declared.shape.size(); ++d)
      declaredShape += (d ? ", " : "") + (declared.shape[d] == kDynamic ? "?" : std::to_string(declared.shape[d]));
    call.violation(
        id, "shape(" + resultName + ") = " + declaredShape + "], " + computedName + " = " + notation::shapeText(shape));
  }
  return call.newResult(i, shape);
}

}  // namespace hloref
