#include "interpreter/result_accuracy.h"

#include <algorithm>
#include <cmath>

#include "interpreter/op_registry.h"
#include "numerics/exact_sum.h"

namespace hloref {
namespace {

// A tolerance field: absent, negative or NaN count as 0.
double tolerance(const Attribute& accuracy, std::string_view name) {
  const Attribute* f = accuracy.field(name);
  if (!f) return 0;
  double v = f->kind == Attribute::Kind::Float ? f->floatValue
             : f->kind == Attribute::Kind::Integer ? static_cast<double>(f->intValue)
                                                   : 0.0;
  return v > 0 ? v : 0.0;  // NaN and negatives fail the test
}

}  // namespace

UlpAllowance requestedAllowance(const Op& op, const UlpAllowance& stated) {
  if (!op.def || !op.def->accuracy.value.takesResultAccuracy) return stated;
  const Attribute* accuracy = op.attr("result_accuracy");
  if (!accuracy || accuracy->kind != Attribute::Kind::Struct) return stated;
  // mode = #stablehlo.result_accuracy_mode<TOLERANCE> (a struct holding the
  // enum value), or the bare value.
  const Attribute* mode = accuracy->field("mode");
  const std::string& name = !mode ? std::string() : mode->elements.empty() ? mode->text : mode->elements.front().text;
  if (name != "TOLERANCE") return stated;  // DEFAULT, HIGHEST
  UlpAllowance a{UlpAllowance::Kind::Rounded, 0.5,
                 "the op's result_accuracy TOLERANCE: within atol + rtol |exact| or ulps ulp, at least 0.5 ulp"};
  a.ulps = std::max(0.5, tolerance(*accuracy, "ulps"));
  a.atol = tolerance(*accuracy, "atol");
  a.rtol = tolerance(*accuracy, "rtol");
  return a;
}

double roundedAllowanceAt(const UlpAllowance& a, ElementType t, double magnitude) {
  return roundedAllowanceAt(a, HalfUlp(t), magnitude);
}

}  // namespace hloref
