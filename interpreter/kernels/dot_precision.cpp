// spec: Ops > dot_general (DotAlgorithm, precision_config); the reading is
// in dot_precision.h.
#include "interpreter/kernels/dot_precision.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "core/float_format.h"
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

constexpr double kUnbounded = std::numeric_limits<double>::infinity();

// A float format's reach, as far as the bounds need it.
struct Format {
  int precision;       // bits, the hidden one included
  int minExponent;     // of the smallest normal
  int maxExponent;     // of the largest finite
  double subnormalQuantum;
  double smallestNormal;
};

Format formatOf(ElementType t) {
  const FloatFormat& f = floatFormat(t);
  return {f.precision(), f.minExponent(), f.maxExponent(), f.smallestSubnormal(), f.smallestNormal()};
}

// A precision type of a DotAlgorithm: a float type (the parser reads a
// type name as a TypeAttr), or tf32, which is no element type (an Enum
// word): f32's range with 10 stored mantissa bits.
std::optional<Format> precisionType(const Attribute* a) {
  if (!a) return std::nullopt;
  if (a->kind == Attribute::Kind::Enum && a->text == "tf32") {
    Format f = formatOf(ElementType::F32);
    f.precision = 11;
    f.subnormalQuantum = std::ldexp(1.0, f.minExponent - 10);
    return f;
  }
  if (a->kind != Attribute::Kind::TypeAttr || !a->type.isTensor() || !isFloat(a->type.tensorType().elementType))
    return std::nullopt;
  return formatOf(a->type.tensorType().elementType);
}

// How one side's operand values are read: the unit roundoff of each split
// and the number of components (u = 0: exactly).
struct Side {
  double u = 0;
  int components = 1;
  double absolute = 0;  // absolute error per component (underflow)
};

// Operand values of `operand` rounded to `precision` in `components` parts.
Side sideOf(const Format& operand, const Format& precision, int components) {
  const bool exact = precision.precision >= operand.precision && precision.minExponent <= operand.minExponent &&
                     precision.maxExponent >= operand.maxExponent && precision.subnormalQuantum <= operand.subnormalQuantum;
  if (exact) return {};
  if (precision.maxExponent < operand.maxExponent) return {kUnbounded, components, 0};  // may overflow or saturate
  return {std::ldexp(1.0, -precision.precision), std::max(components, 1),
          precision.subnormalQuantum * std::max(components, 1)};
}

// The bf16 passes of hardware that runs DEFAULT and HIGH dots in bf16
// (policy default-precision-bf16): DEFAULT one pass, HIGH bf16_3x (three
// components, three products), HIGHEST as the types state.
struct Passes {
  int components = 1;
  int products = 1;
};
std::optional<Passes> bf16Passes(const std::string& precision) {
  if (precision == "HIGHEST") return std::nullopt;
  if (precision == "HIGH") return Passes{3, 3};
  return Passes{1, 1};
}

// The less precise of the two entries of precision_config (DEFAULT when
// absent): one algorithm serves both operands.
std::string weakestPrecision(const OpCall& call) {
  const Attribute* a = call.op.attr("precision_config");
  std::string weakest = "HIGHEST";
  if (!a || a->kind != Attribute::Kind::Array || a->elements.empty()) return "DEFAULT";
  for (const Attribute& e : a->elements) {
    if (e.text == "DEFAULT") weakest = "DEFAULT";
    else if (e.text == "HIGH" && weakest == "HIGHEST") weakest = "HIGH";
  }
  return weakest;
}

int intField(const Attribute& algorithm, const char* name, int fallback) {
  const Attribute* f = algorithm.field(name);
  std::optional<int64_t> v = f ? asInt(*f) : std::nullopt;
  return v && *v > 0 && *v < 64 ? static_cast<int>(*v) : fallback;
}

}  // namespace

double splitProductError(double lhsU, int lhsComponents, double rhsU, int rhsComponents, int primitiveOperations) {
  if (!(lhsU < kUnbounded) || !(rhsU < kUnbounded)) return kUnbounded;
  // Component i of an operand is at most (1 + u) u^i of it, the remainder
  // after c components at most u^c: x y - Σ kept x_i y_j = Σ omitted x_i y_j
  // + r_x y + x r_y - r_x r_y.
  std::vector<double> pairs;
  for (int i = 0; i < lhsComponents; ++i)
    for (int j = 0; j < rhsComponents; ++j)
      pairs.push_back((1 + lhsU) * (1 + rhsU) * std::pow(lhsU, i) * std::pow(rhsU, j));
  std::sort(pairs.begin(), pairs.end(), std::greater<>());
  double error = 0;
  for (size_t k = static_cast<size_t>(std::max(primitiveOperations, 0)); k < pairs.size(); ++k) error += pairs[k];
  const double rx = std::pow(lhsU, lhsComponents), ry = std::pow(rhsU, rhsComponents);
  error += rx + ry + rx * ry;
  return error * (1 + 0x1p-40);
}

DotPrecision dotPrecision(const OpCall& call, ElementType operand, ElementType result) {
  if (isComplex(operand)) operand = complexPartType(operand);
  if (isComplex(result)) result = complexPartType(result);
  DotPrecision p;
  if (!isFloat(operand) || !isFloat(result)) return p;
  const RunOptions::Policies& policies = call.evaluator.options().policies;
  const Format in = formatOf(operand), out = formatOf(result);
  Format accumulation = out;
  Side lhs, rhs;
  int products = 1;
  bool imprecise = false;
  double impreciseU = 0;
  const Attribute* algorithm = call.op.attr("algorithm");
  if (algorithm && algorithm->kind == Attribute::Kind::Struct && !algorithm->fields.empty()) {
    const std::optional<Format> lt = precisionType(algorithm->field("lhs_precision_type"));
    const std::optional<Format> rt = precisionType(algorithm->field("rhs_precision_type"));
    if (std::optional<Format> at = precisionType(algorithm->field("accumulation_type"))) accumulation = *at;
    if (lt) lhs = sideOf(in, *lt, intField(*algorithm, "lhs_component_count", 1));
    if (rt) rhs = sideOf(in, *rt, intField(*algorithm, "rhs_component_count", 1));
    products = intField(*algorithm, "num_primitive_operations", 1);
    const Attribute* f = algorithm->field("allow_imprecise_accumulation");
    imprecise = f && f->kind == Attribute::Kind::Bool && f->boolValue;
    impreciseU = std::max(lt ? std::ldexp(1.0, -lt->precision) : 0.0, rt ? std::ldexp(1.0, -rt->precision) : 0.0);
  } else if (policies.defaultPrecisionBf16 && in.precision > formatOf(ElementType::BF16).precision) {
    if (std::optional<Passes> passes = bf16Passes(weakestPrecision(call))) {
      const Format bf16 = formatOf(ElementType::BF16);
      lhs = sideOf(in, bf16, passes->components);
      rhs = sideOf(in, bf16, passes->components);
      products = passes->products;
      accumulation = formatOf(ElementType::F32);
    }
  }
  if (lhs.u == 0) lhs.components = 1;
  if (rhs.u == 0) rhs.components = 1;
  products = std::min(products, lhs.components * rhs.components);
  p.representation = splitProductError(lhs.u, lhs.components, rhs.u, rhs.components, products);
  if (lhs.u == 0 && rhs.u == 0) p.representation = 0;
  // Σ |kept component products| <= |x y| (1 + u_l)(1 + u_r) / ((1 - u_l)(1 - u_r)).
  const double spread = lhs.u == 0 && rhs.u == 0 ? 1.0 : (1 + lhs.u) * (1 + rhs.u) / ((1 - lhs.u) * (1 - rhs.u));
  double u = std::ldexp(1.0, -accumulation.precision);
  if (imprecise) u = std::max(u, impreciseU);
  p.accumulation = u * spread;
  p.products = products;
  p.absolutePerTerm = policies.ftz ? 2 * accumulation.smallestNormal : accumulation.subnormalQuantum;
  p.operandFlush = std::max(lhs.absolute, rhs.absolute);
  if (policies.ftz) p.operandFlush = std::max(p.operandFlush, in.smallestNormal);
  // The legal result is the accumulated sum rounded to the result type
  // when the accumulation type is wider.
  p.finalRounding = accumulation.precision > out.precision ? std::ldexp(1.0, -out.precision) : 0.0;
  return p;
}

}  // namespace hloref
