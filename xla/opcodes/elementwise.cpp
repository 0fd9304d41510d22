// Elementwise opcodes (operation_semantics.md: Element-wise binary
// arithmetic operations, Element-wise comparison operations, Element-wise
// unary functions, Clamp, Select, ConvertElementType, BitcastConvertType,
// ReducePrecision). HLO operands have the result's shape (XLA's implicit
// broadcasting is a builder form, expanded before HLO), so each maps to the
// StableHLO op of the same meaning.
//
// Where XLA differs:
// - `result_accuracy` (tolerances an op may meet) is accepted and ignored:
//   hloref's results are correctly rounded, which meets every tolerance.
// - compare without `type` takes XLA's default for the element type:
//   FLOAT for floats, SIGNED for signed integers, UNSIGNED otherwise.
// - erf has no StableHLO op: it runs as xla.erf (xla/ops/erf.cpp).
#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

struct Mapping {
  const char* opcode;
  const char* op;
};
constexpr Mapping kElementwise[] = {
    {"abs", "stablehlo.abs"},
    {"add", "stablehlo.add"},
    {"and", "stablehlo.and"},
    {"atan2", "stablehlo.atan2"},
    {"cbrt", "stablehlo.cbrt"},
    {"ceil", "stablehlo.ceil"},
    {"clamp", "stablehlo.clamp"},
    {"count-leading-zeros", "stablehlo.count_leading_zeros"},
    {"complex", "stablehlo.complex"},
    {"cosine", "stablehlo.cosine"},
    {"divide", "stablehlo.divide"},
    {"exponential", "stablehlo.exponential"},
    {"exponential-minus-one", "stablehlo.exponential_minus_one"},
    {"floor", "stablehlo.floor"},
    {"imag", "stablehlo.imag"},
    {"is-finite", "stablehlo.is_finite"},
    {"log", "stablehlo.log"},
    {"log-plus-one", "stablehlo.log_plus_one"},
    {"logistic", "stablehlo.logistic"},
    {"maximum", "stablehlo.maximum"},
    {"minimum", "stablehlo.minimum"},
    {"multiply", "stablehlo.multiply"},
    {"negate", "stablehlo.negate"},
    {"not", "stablehlo.not"},
    {"or", "stablehlo.or"},
    {"popcnt", "stablehlo.popcnt"},
    {"power", "stablehlo.power"},
    {"real", "stablehlo.real"},
    {"remainder", "stablehlo.remainder"},
    {"round-nearest-afz", "stablehlo.round_nearest_afz"},
    {"round-nearest-even", "stablehlo.round_nearest_even"},
    {"rsqrt", "stablehlo.rsqrt"},
    {"select", "stablehlo.select"},
    {"shift-left", "stablehlo.shift_left"},
    {"shift-right-arithmetic", "stablehlo.shift_right_arithmetic"},
    {"shift-right-logical", "stablehlo.shift_right_logical"},
    {"sign", "stablehlo.sign"},
    {"sine", "stablehlo.sine"},
    {"sqrt", "stablehlo.sqrt"},
    {"subtract", "stablehlo.subtract"},
    {"tan", "stablehlo.tan"},
    {"tanh", "stablehlo.tanh"},
    {"xor", "stablehlo.xor"},
    {"convert", "stablehlo.convert"},
    {"bitcast-convert", "stablehlo.bitcast_convert"},
    {"erf", "xla.erf"},
};

const char* stablehloName(std::string_view opcode) {
  for (const Mapping& m : kElementwise)
    if (opcode == m.opcode) return m.op;
  return nullptr;
}

void translateElementwise(Emitter& e) { e.simple(stablehloName(e.inst.opcode)); }

struct ElementwiseRegistrations {
  ElementwiseRegistrations() {
    for (const Mapping& m : kElementwise) (void)OpcodeRegistrar{m.opcode, translateElementwise};
  }
};

void translateCompare(Emitter& e) {
  e.requireOperands(2);
  std::string d = e.word("direction");
  if (d != "EQ" && d != "NE" && d != "LT" && d != "LE" && d != "GT" && d != "GE")
    e.read("direction").error("expected EQ, NE, LT, LE, GT or GE, got " + d);
  std::string type;
  if (e.has("type")) {
    type = e.word("type");
    if (type != "FLOAT" && type != "TOTALORDER" && type != "SIGNED" && type != "UNSIGNED")
      e.read("type").error("expected FLOAT, TOTALORDER, SIGNED or UNSIGNED, got " + type);
  } else {
    ElementType et = e.operandShapes[0]->elementType;
    type = isFloat(et) || isComplex(et) ? "FLOAT" : isSignedInteger(et) ? "SIGNED" : "UNSIGNED";
  }
  Op& o = e.simple("stablehlo.compare");
  o.attributes.emplace_back("comparison_direction", mlirAttribute("#stablehlo<comparison_direction " + d + ">"));
  o.attributes.emplace_back("compare_type", mlirAttribute("#stablehlo<comparison_type " + type + ">"));
}

void translateReducePrecision(Emitter& e) {
  e.requireOperands(1);
  int64_t exponentBits = e.integer("exponent_bits"), mantissaBits = e.integer("mantissa_bits");
  Op& o = e.simple("stablehlo.reduce_precision");
  Attribute eb = mlirAttribute(std::to_string(exponentBits) + " : i32");
  Attribute mb = mlirAttribute(std::to_string(mantissaBits) + " : i32");
  o.attributes.emplace_back("exponent_bits", eb);
  o.attributes.emplace_back("mantissa_bits", mb);
}

}  // namespace

static const ElementwiseRegistrations kElementwiseRegistrations;
HLOREF_HLO_OPCODE("compare", translateCompare);
HLOREF_HLO_OPCODE("reduce-precision", translateReducePrecision);

}  // namespace hloref::xla
