// The type of a result whose shape an op computes from its operands' actual
// shapes. Only op files include this header.
#pragma once

#include <string>

#include "interpreter/evaluator.h"
#include "spec/notation.h"

namespace hloref {

// type(results[i]) with `shape`. The checker compared the static
// dimensions; a static declared dimension that differs from the computed
// one can only come from a dynamic operand dimension: a run-time violation
// of `constraint`, the op's result-shape constraint.
inline TensorType resultTypeOfShape(const OpCall& call, size_t i, const Shape& shape, const char* constraint) {
  TensorType type = call.resultType(i);
  for (size_t d = 0; d < shape.size() && d < type.shape.size(); ++d)
    if (type.shape[d] != kDynamic && type.shape[d] != shape[d])
      call.violation(constraint, "type(results[" + std::to_string(i) + "]) = " + tensorTypeString(type) +
                                     ", the shape computed from the operands: " + notation::shapeText(shape));
  if (type.shape.size() != shape.size()) call.unreachable("computes a result of rank " + std::to_string(shape.size()));
  type.shape = shape;
  type.bounds.clear();
  return type;
}

}  // namespace hloref
