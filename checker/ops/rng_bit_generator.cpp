// spec: Ops > rng_bit_generator.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkRngBitGenerator(OpContext& c) {
  if (!requireArity(c, 1, 2)) return;
  const TensorType* initial_state = requireOperandOf(c, 0, "I2", kUnsignedIntegerTensor);
  const TensorType* output_state = requireResultOf(c, 0, "O1", kUnsignedIntegerTensor);
  requireResultOf(c, 1, "O2", kIntegerTensor | kFloatTensor);
  auto rng_algorithm = enumAttr(c, "rng_algorithm");
  if (!initial_state || !output_state || !rng_algorithm) return;
  if (initial_state->elementType != ElementType::UI64 || initial_state->rank() != 1) {
    c.typeViolation("I2", "initial_state must be a 1-dimensional tensor of type ui64, got " + typeText(*initial_state));
    return;
  }
  c.require(sameTensorType(*initial_state, *output_state), "C1", [&] {
    return "type(initial_state) = " + typeText(*initial_state) + ", type(output_state) = " + typeText(*output_state);
  });
  const int64_t size = initial_state->shape[0];
  if (size == kDynamic) return;
  if (*rng_algorithm == "THREE_FRY") {
    c.require(size == 2, "C2", [&] { return "rng_algorithm = THREE_FRY, size(initial_state) = " + std::to_string(size); });
  } else if (*rng_algorithm == "PHILOX" || *rng_algorithm == "DEFAULT") {
    // DEFAULT: implementation-defined; hloref runs it as PHILOX (interpreter/ops/rng_bit_generator.cpp).
    c.require(size == 2 || size == 3, "C2", [&] {
      return "rng_algorithm = " + *rng_algorithm + ", size(initial_state) = " + std::to_string(size);
    });
    if (*rng_algorithm == "DEFAULT")
      c.warning("has rng_algorithm = DEFAULT: the algorithm, and so the bits, are "
                "implementation-defined (hloref: PHILOX)");
  } else {
    c.typeViolation("I1", "rng_algorithm must be DEFAULT, THREE_FRY or PHILOX, got " + *rng_algorithm);
  }
}

HLOREF_CHECKER("stablehlo.rng_bit_generator", checkRngBitGenerator,
               {{"C1", "type(initial_state) = type(output_state)"}, {"C2", "size(initial_state) is defined as:"}});

}  // namespace
}  // namespace hloref::checker
