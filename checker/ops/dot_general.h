// spec: Ops > dot_general, constraints C1-C20, shared with the legacy
// stablehlo.dot (dot.cpp), which is dot_general with fixed dimension
// numbers. Only the two op files include this header.
#pragma once

#include <string>
#include <vector>

#include "checker/checker.h"

namespace hloref::checker::dot_general {

struct DotDimensionNumbers {
  std::vector<int64_t> lhs_batching_dimensions, rhs_batching_dimensions;
  std::vector<int64_t> lhs_contracting_dimensions, rhs_contracting_dimensions;
};

// Checks C1-C20 (the dimension numbers, precision_config, the result shape,
// element types and quantization); the caller registers those ids.
void checkProduct(OpContext& c, const TensorType& lhs, const TensorType& rhs, const TensorType& result,
                  const DotDimensionNumbers& dimensions, const std::vector<std::string>& precision_config);

// The Inputs/Outputs tables (I1, I2, O1): the operands and the result, null
// (reported) when a type is not allowed.
struct Values {
  const TensorType* lhs = nullptr;
  const TensorType* rhs = nullptr;
  const TensorType* result = nullptr;
};
Values checkValueTypes(OpContext& c);

// dot_general's constraints C1-C24, in spec order.
std::vector<ConstraintInfo> constraints();

}  // namespace hloref::checker::dot_general
