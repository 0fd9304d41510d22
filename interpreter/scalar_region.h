// Regions that are a short program of elementwise ops on rank-0 tensors
// (sort comparators, reduce / scatter / map bodies, while conditions and
// bodies) run here on 64-bit registers, without a Tensor, an operand vector
// or a result vector per op. The evaluator tries this first and runs the
// region op by op when it does not apply.
//
// Each op computes one element exactly as its op file does (the same
// computation family, the same load, operation and store; the same
// constraints checked, once, when the region is compiled), so results are
// bit-identical to running the region op by op. Supported: add, subtract,
// multiply, divide, maximum, minimum, and, or, xor, not, negate, compare,
// select, convert and constant, on booleans, integers and every float
// format, and func.call of a function made of those (its body compiled in
// place, as JAX's fori_loop bodies need); a float result that is NaN
// follows numerics/nan_rule.h there as in the op files. A
// region with any other op, a nested region, quantized or complex types, a
// type that an op would reject, or more than kMaxRegisters values is not
// compiled, so the op files report every error.
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <vector>

#include "core/ir.h"
#include "interpreter/kernels/float_to_integer.h"
#include "interpreter/op_facts.h"
#include "core/value.h"
#include "spec/notation.h"

namespace hloref {

class Evaluator;
struct OpCall;

class ScalarRegion {
 public:
  static constexpr size_t kMaxRegisters = 64;

  // The compiled form of `region`, or null when the region is not such a
  // program. Constants are evaluated here, by their op file, in `frame`.
  static std::shared_ptr<const ScalarRegion> compile(const Region& region, Evaluator& evaluator,
                                                     std::vector<Value>& frame);

  // Runs the region on `args`, reading values it captures from `frame`.
  // False (and `results` untouched) when an argument or captured value is
  // not a rank-0 tensor of the type the region was compiled for.
  bool run(std::span<const Value> args, const std::vector<Value>& frame, std::vector<Value>& results) const;

  // The same program on a caller's registers (RegionCall below): `bind`
  // loads captured values and constants once (false when a captured value
  // is not a rank-0 tensor of the compiled type), then each call places
  // the arguments in argumentRegister(a), runs `execute` and reads
  // outputRegister(k). Every value is in a register, the terminator's
  // operands included.
  bool bind(const std::vector<Value>& frame, uint64_t* regs) const;
  void execute(uint64_t* regs) const;
  size_t numArguments() const { return argumentSources_.size(); }
  uint8_t argumentRegister(size_t a) const { return sources_[argumentSources_[a]].reg; }
  ElementType argumentType(size_t a) const { return sources_[argumentSources_[a]].type; }
  size_t numOutputs() const { return outputs_.size(); }
  uint8_t outputRegister(size_t k) const { return outputs_[k].reg; }
  ElementType outputType(size_t k) const { return outputs_[k].elementType; }

  // Whether a run here gives what the op-by-op path gives with golden
  // annotations on (RunOptions::annotate): `args` and captured values carry
  // no annotations, the region holds no constants (exact, hence annotated)
  // and no conversions, and every value is a float or i1, which no op marks;
  // the op-by-op path then leaves every value unannotated too.
  bool annotationFree(std::span<const Value> args, const std::vector<Value>& frame) const;

  using Kind = ScalarKind;  // each op's registration says which it is
  // One op: registers hold each value as its storage reads back: integers
  // and i1 sign- or zero-extended to 64 bits (as loadInts gives them),
  // floats as their encoding.
  struct Instruction {
    Kind kind;
    notation::Family family;  // of the operands (never Complex)
    ElementType operandType;
    ElementType resultType;
    notation::ComparisonDirection direction = notation::ComparisonDirection::EQ;  // compare
    notation::CompareType compareType = notation::CompareType::SIGNED;
    notation::TotalOrderKey totalOrder;  // compare TOTALORDER
    float_math::FloatToInteger toInteger;  // convert to an integer type
    uint8_t result = 0, lhs = 0, rhs = 0, third = 0;
    // Computes the result from the registers: chosen once, when compiled,
    // for the kind and types (one indirect call per op, no branches on them).
    using Handler = uint64_t (*)(const Instruction&, const uint64_t* regs);
    Handler handler = nullptr;
  };
  // A register loaded from argument `argument`, or (argument < 0) from the
  // captured frame slot `slot`.
  struct Source {
    int argument;
    int slot;
    ElementType type;
    uint8_t reg;
    uint8_t width;  // storage bytes
  };
  // A terminator operand: an argument or captured value (returned as is),
  // a constant (its Value), or a register (a fresh tensor of `type`).
  struct Output {
    int argument = -1;
    int slot = -1;
    Value constant;
    bool isConstant = false;
    TensorType type;
    ElementType elementType = ElementType::F32;
    uint8_t reg = 0;
    uint8_t width = 0;  // storage bytes
    // The last two tensors returned for this operand: one whose buffer no
    // one else holds any more is refilled instead of allocating (two, as a
    // loop or fold still holds the previous result while the next runs).
    mutable Tensor recent[2];
  };

 private:
  friend class ScalarRegionCompiler;
  std::vector<Source> sources_;        // registers loaded from arguments and captured values
  std::vector<size_t> argumentSources_;  // the source of each block argument
  std::vector<std::pair<uint8_t, uint64_t>> constants_;  // (register, bits)
  std::vector<Instruction> code_;
  std::vector<Output> outputs_;        // the terminator's operands
};

// The element of a rank-0 tensor as loadInts (integers, i1) or
// loadFloatBits (floats) reads it.
inline uint64_t loadRegister(const std::byte* p, bool signExtend, int width) {
  uint64_t bits = 0;
  switch (width) {  // fixed sizes: no call to memcpy
    case 1: std::memcpy(&bits, p, 1); break;
    case 2: std::memcpy(&bits, p, 2); break;
    case 4: std::memcpy(&bits, p, 4); break;
    default: std::memcpy(&bits, p, 8); break;
  }
  if (width < 8 && signExtend) {
    const int shift = 64 - 8 * width;
    bits = static_cast<uint64_t>(static_cast<int64_t>(bits << shift) >> shift);
  }
  return bits;
}

inline uint64_t loadRegister(const std::byte* p, ElementType type, int width) {
  return loadRegister(p, isSignedInteger(type), width);
}

inline void storeRegister(std::byte* p, uint64_t bits, int width) {
  switch (width) {
    case 1: std::memcpy(p, &bits, 1); break;
    case 2: std::memcpy(p, &bits, 2); break;
    case 4: std::memcpy(p, &bits, 4); break;
    default: std::memcpy(p, &bits, 8); break;
  }
}


// Region `index` of an op run once per element (reduction folds, scatter,
// map, sort comparators, while loops) on registers: no tensor, value or
// evaluator dispatch per call. Valid when the region compiles, its block
// arguments have the element types the op feeds it, its captured values
// bind, and the run makes no perturbations (those go op by op) and, when
// it records annotations, gives the region fresh elements and the region
// can record none (ScalarRegion::annotationFree); otherwise the op runs the region through
// OpCall::runRegion. The results are those of that path, bit for bit.
class RegionCall {
 public:
  // What the op feeds the region: elements it copies out of tensors (no
  // annotations: golden runs may use registers too) or values it carries
  // from call to call, such as while's loop state (op by op when golden).
  enum class Arguments { FreshElements, CarriedValues };
  RegionCall(const OpCall& call, size_t index, std::span<const ElementType> argumentTypes,
             Arguments arguments = Arguments::FreshElements);
  explicit operator bool() const { return region_ != nullptr; }

  void setArgument(size_t a, uint64_t bits) { regs_[arguments_[a].reg] = bits; }
  void loadArgument(size_t a, const std::byte* p) {
    const Slot& s = arguments_[a];
    regs_[s.reg] = loadRegister(p, s.signExtend, s.width);
  }
  void run() { region_->execute(regs_); }
  uint64_t result(size_t k) const { return regs_[results_[k].reg]; }
  ElementType resultType(size_t k) const { return region_->outputType(k); }
  size_t numResults() const { return region_->numOutputs(); }
  void storeResult(size_t k, std::byte* p) const { storeRegister(p, result(k), results_[k].width); }

 private:
  // Where each argument and result lives, looked up once (no call per
  // element for its register, width or sign).
  struct Slot {
    uint8_t reg = 0;
    uint8_t width = 0;
    bool signExtend = false;
  };
  const ScalarRegion* region_ = nullptr;
  Slot arguments_[ScalarRegion::kMaxRegisters] = {};
  Slot results_[ScalarRegion::kMaxRegisters] = {};
  uint64_t regs_[ScalarRegion::kMaxRegisters] = {};
};

}  // namespace hloref
