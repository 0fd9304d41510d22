// The custom_call targets hloref gives semantics to (spec: Ops > custom_call
// leaves them to the implementation): JAX's @shape_assertion and the LAPACK
// targets it emits on CPU (interpreter/dialects/lapack/), registered by name
// with HLOREF_CUSTOM_CALL_TARGET. custom_call runs the registered target of
// its call_target_name, the test harness's @check.* targets, or fails as
// unsupported.
#pragma once

#include <initializer_list>
#include <string_view>
#include <vector>

#include "core/value.h"

namespace hloref {

struct OpCall;
using CustomCallTarget = std::vector<Value> (*)(OpCall& call);

// The registered implementation of `target`, or null.
CustomCallTarget findCustomCallTarget(std::string_view target);
std::vector<std::string_view> registeredCustomCallTargets();

struct CustomCallTargetRegistrar {
  CustomCallTargetRegistrar(CustomCallTarget eval, std::initializer_list<std::string_view> targets);
};

#define HLOREF_TARGET_CONCAT2(a, b) a##b
#define HLOREF_TARGET_CONCAT(a, b) HLOREF_TARGET_CONCAT2(a, b)
// HLOREF_CUSTOM_CALL_TARGET(evalPotrf, "lapack_spotrf_ffi", "lapack_dpotrf_ffi", ...);
#define HLOREF_CUSTOM_CALL_TARGET(FN, ...)                                                    \
  static const ::hloref::CustomCallTargetRegistrar HLOREF_TARGET_CONCAT(hlorefTarget, __LINE__)( \
      FN, {__VA_ARGS__})

}  // namespace hloref
