#include "golden/ulp_allowance.h"

#include <algorithm>
#include <cmath>

#include "core/float_format.h"
#include "interpreter/op_registry.h"
#include "interpreter/result_accuracy.h"

namespace hloref {

UlpAllowance ulpAllowance(const OpDef& op, ElementType resultType) {
  using Kind = UlpAllowance::Kind;
  const Accuracy accuracy = op.accuracy;
  const UlpAllowance& a = isComplex(resultType) ? accuracy.complex : accuracy.real;
  // Integer and boolean arithmetic is exact (wrapping where the spec says
  // so, implementation-defined elements being masked, not bounded).
  if (!isFloat(resultType) && !isComplex(resultType) && a.kind != Kind::Moves && a.kind != Kind::Unknown)
    return accuracy::kExactResult;
  return a;
}

UlpAllowance ulpAllowance(const Op& op, ElementType resultType) {
  if (!op.def) return accuracy::kNoStatedAllowance;
  const UlpAllowance a = ulpAllowance(*op.def, resultType);
  return isFloat(resultType) ? requestedAllowance(op, a) : a;
}

UlpAllowance ulpAllowance(std::string_view opName, ElementType resultType) {
  const OpDef* op = findOpDef(opName);
  return op ? ulpAllowance(*op, resultType) : accuracy::kNoStatedAllowance;
}

double ulpOf(ElementType t, double x) {
  const FloatFormat& f = floatFormat(t);
  double magnitude = std::fabs(x);
  int exponent = f.minExponent();
  if (std::isinf(magnitude)) exponent = f.maxExponent();
  else if (magnitude > 0 && !std::isnan(magnitude)) exponent = std::max(std::ilogb(magnitude), f.minExponent());
  return std::ldexp(1.0, exponent - f.mantissaBits);
}

}  // namespace hloref
