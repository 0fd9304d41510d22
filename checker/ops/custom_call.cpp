// spec: Ops > custom_call (no numbered constraints). What it does is up to
// the implementation; hloref runs the `check.*` targets and reports any
// other target as unsupported when it runs.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkCustomCall(OpContext& c) {
  const Attribute* target = c.attr("call_target_name");
  if (!target || target->kind != Attribute::Kind::String) {
    c.typeViolation("I2", "call_target_name must be a constant of type string");
    return;
  }
  const Attribute* api = c.attr("api_version");
  if (api && api->kind == Attribute::Kind::Integer) {
    auto v = asInt(*api);
    if (!v || *v < INT32_MIN || *v > INT32_MAX)
      c.typeViolation("I5", "api_version must be a constant of type si32, got " + attributeString(*api));
  }
}

HLOREF_CHECKER("stablehlo.custom_call", checkCustomCall, {});

}  // namespace
}  // namespace hloref::checker
