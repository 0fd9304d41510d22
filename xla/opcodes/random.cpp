// Random numbers (operation_semantics.md: RngUniform, RngNormal,
// RngBitGenerator; the seeds' RngBernoulli and RngGetAndUpdateState).
//
// Where XLA differs:
// - rng(a, b), distribution=rng_uniform|rng_normal is StableHLO's rng with
//   the result's shape as a constant operand, run by xla.rng: a uniform
//   distribution with b <= a is implementation-defined in XLA (undefined in
//   StableHLO), so xla.rng marks every element instead of failing
//   (xla/ops/rng.cpp).
// - RngBernoulli(mean, shape) is a builder form: Uniform(0, 1) < mean, which
//   is how its HLO reads (tests run that expansion).
// - rng-bit-generator's algorithm=rng_default|rng_three_fry|rng_philox is
//   StableHLO's DEFAULT, THREE_FRY, PHILOX.
// - rng-get-and-update-state reads and advances a generator state XLA keeps
//   on the device across executions: no program value determines it, so
//   hloref cannot run it (`unsupported`).
#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

void translateRng(Emitter& e) {
  e.requireOperands(2);
  std::string d = e.word("distribution");
  std::string distribution = d == "rng_uniform" ? "UNIFORM" : d == "rng_normal" ? "NORMAL" : "";
  if (distribution.empty()) e.read("distribution").error("expected rng_uniform or rng_normal, got " + d);
  if (!e.inst.shape.isArray()) e.error("must return an array");
  // The shape operand of StableHLO's rng.
  TensorType shapeType;
  shapeType.elementType = ElementType::SI64;
  shapeType.shape = {static_cast<int64_t>(e.inst.shape.dims.size())};
  auto shape = std::make_shared<Tensor>(shapeType);
  for (size_t i = 0; i < e.inst.shape.dims.size(); ++i) shape->setIntBits(static_cast<int64_t>(i), static_cast<uint64_t>(e.inst.shape.dims[i]));
  Attribute value;
  value.kind = Attribute::Kind::Dense;
  value.type = Type::tensor(shapeType);
  value.dense = shape;
  Op& constant = e.op("stablehlo.constant", {}, {}, {Type::tensor(shapeType)});
  constant.attributes.emplace_back("value", value);
  int shapeSlot = constant.results[0];
  Op& o = e.op("xla.rng", {e.operands[0], e.operands[1], shapeSlot}, {e.operandTypes[0], e.operandTypes[1], Type::tensor(shapeType)},
               {e.resultType()});
  o.attributes.emplace_back("rng_distribution", mlirAttribute("#stablehlo<rng_distribution " + distribution + ">"));
  e.result = o.results[0];
}

void translateRngBitGenerator(Emitter& e) {
  e.requireOperands(1);
  std::string algorithm = "DEFAULT";
  if (e.has("algorithm")) {
    std::string a = e.word("algorithm");
    algorithm = a == "rng_default" ? "DEFAULT" : a == "rng_three_fry" ? "THREE_FRY" : a == "rng_philox" ? "PHILOX" : "";
    if (algorithm.empty()) e.read("algorithm").error("expected rng_default, rng_three_fry or rng_philox, got " + a);
  }
  size_t index = e.block.ops.size();
  e.multi("stablehlo.rng_bit_generator", e.operands, e.operandTypes);
  e.block.ops[index].attributes.emplace_back("rng_algorithm", mlirAttribute("#stablehlo<rng_algorithm " + algorithm + ">"));
}

void translateRngState(Emitter& e) {
  e.unsupportedHere("(it reads and advances a generator state XLA keeps on the device between executions, "
                    "which no value of the program determines)");
}

}  // namespace

HLOREF_HLO_OPCODE("rng", translateRng);
HLOREF_HLO_OPCODE("rng-bit-generator", translateRngBitGenerator);
HLOREF_HLO_OPCODE("rng-get-and-update-state", translateRngState);

}  // namespace hloref::xla
