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
// multiply, maximum, minimum, and, or, xor, not, negate, compare, select,
// convert and constant, on booleans, integers and every float format. A
// region with any other op, a nested region, quantized or complex types, a
// type that an op would reject, or more than kMaxRegisters values is not
// compiled, so the op files report every error.
#pragma once

#include <cstdint>
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
  std::vector<std::pair<uint8_t, uint64_t>> constants_;  // (register, bits)
  std::vector<Instruction> code_;
  std::vector<Output> outputs_;        // the terminator's operands
};

}  // namespace hloref
