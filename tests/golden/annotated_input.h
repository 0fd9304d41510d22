// Inputs for golden-annotation tests: a rank-1 float tensor with error
// bounds attached (0 by default: exact, as `hloref golden` gives its inputs).
#pragma once

#include <memory>
#include <vector>

#include "core/annotations.h"
#include "core/value.h"

namespace hloref::testing {

inline Value annotatedInput(ElementType t, const std::vector<double>& values, const std::vector<double>& bounds = {}) {
  TensorType type;
  type.shape = {static_cast<int64_t>(values.size())};
  type.elementType = t;
  Tensor tensor(type);
  for (size_t k = 0; k < values.size(); ++k) tensor.setFloatValue(static_cast<int64_t>(k), values[k]);
  Value v(std::move(tensor));
  auto a = std::make_shared<ElementAnnotations>();
  a->errorBound = bounds.empty() ? std::vector<double>(values.size(), 0.0) : bounds;
  v.annotations = std::move(a);
  return v;
}

}  // namespace hloref::testing
