// The facts an op's registration states about it (interpreter/op_registry.h),
// besides its implementation: how it treats quantized tensors, how golden
// annotations pass through it, how accurate a correct implementation must be,
// and what it computes inside a scalar region. Each is a property of the op
// that the spec states or that hloref decides once, next to the op.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace hloref::deviation {
struct Operands;  // numerics/deviation.h
using Function = void (*)(const Operands& x, std::span<double> out);
}  // namespace hloref::deviation

namespace hloref {

// How an op runs on quantized tensors (spec: Notation > Quantization
// computations; each op's Semantics). The checker decides which quantized
// types an op accepts; this says how the interpreter evaluates them.
enum class Quantized : uint8_t {
  NotTaken,                // the op's Inputs/Outputs tables allow no quantized tensor
  OnStorageValues,         // defined on quantized values: data movement, control flow, reductions whose
                           // bodies see the values, the conversions; the implementation reads storage values
  DequantizeOpQuantize,    // dequantize_op_quantize (and dequantize_batch_norm_grad_or_training_quantize)
  DequantizeCompare,       // dequantize_compare: the i1 result is not quantized
  DequantizeSelectQuantize,  // dequantize_select_quantize: pred passes as is
  DequantizeOpQuantizeOrHybrid,  // dequantize_op_quantize, or hybrid_dequantize_then_op for a float lhs
  AlwaysTrue,              // is_finite: for quantized types the result is always true
};

// How `hloref golden`'s per-element annotations (marks of implementation-
// defined elements, error bounds) pass from an op's operands to its results;
// golden/annotate.cpp applies the rule (the rules are described there).
struct Annotation {
  enum class Kind : uint8_t {
    Computing,      // a marked operand element marks the whole result; a bounded one makes it unbounded
    Elementwise,    // result element i comes from operand elements i (rank-0 operands broadcast)
    Lipschitz,      // elementwise, and changes no value by more than its operands' errors
    MovesElements,  // result elements are elements of the `data` operands, run once more on their origins
    Sort,           // elements move within the sorted slices, depending on values
    Structural,     // values keep what their regions gave them
    Exact,          // results are exact (constants)
    ShapeOnly,      // results depend on shapes or the process only
    Propagating,    // elementwise on real floats: bounds carried by `propagate` (numerics/deviation.h)
    Decides,        // elementwise to booleans or integers: unstable where operands' errors can change the outcome
  };
  // MovesElements: which operands supply the elements (the others choose).
  enum class Data : uint8_t {
    None,
    First,                    // operand
    FirstInOrder,             // operand, each element at its own row-major position (reshape, identities)
    FirstTwo,                 // operand and padding_value / update
    SelectBranches,           // select's on_true and on_false; pred chooses element by element
    All,                      // concatenate's inputs
    ScatterInputsAndUpdates,  // scatter's inputs and updates, when update_computation returns the update
  };
  // Structural: an operand or region whose marks mark every result.
  enum class Choice : uint8_t { None, FirstOperand, FirstRegion };

  Kind kind;
  Data data = Data::None;
  Choice choice = Choice::None;
  // Propagating: how far the exact result moves when the operands move.
  deviation::Function propagate = nullptr;
};

namespace annotation {
inline constexpr Annotation kComputing{Annotation::Kind::Computing};
inline constexpr Annotation kElementwise{Annotation::Kind::Elementwise};
inline constexpr Annotation kLipschitz{Annotation::Kind::Lipschitz};
inline constexpr Annotation kSort{Annotation::Kind::Sort};
inline constexpr Annotation kStructural{Annotation::Kind::Structural};
inline constexpr Annotation kExact{Annotation::Kind::Exact};
inline constexpr Annotation kShapeOnly{Annotation::Kind::ShapeOnly};
inline constexpr Annotation kDecides{Annotation::Kind::Decides};
constexpr Annotation moves(Annotation::Data data) { return {Annotation::Kind::MovesElements, data}; }
constexpr Annotation structural(Annotation::Choice choice) { return {Annotation::Kind::Structural, {}, choice}; }
constexpr Annotation propagating(deviation::Function f) { return {Annotation::Kind::Propagating, {}, {}, f}; }
}  // namespace annotation

// How far a correct implementation of an op may stray from the exact result
// when its operands are exact: the allowance `hloref golden` turns into an
// error bound for results no op bounded itself (golden/ulp_allowance.h).
//
// The spec states no accuracy (spec: Accuracy), but it names an IEEE-754
// operation for most float ops. Where IEEE-754 requires correct rounding
// (+, -, *, /, sqrt, convertFormat) a correct result is within 0.5 ulp of the
// exact one; ops whose result is representable (floor, max, remainder, ...)
// must be exact; for the functions IEEE-754 only recommends (exp, sin, pow,
// ...) hloref states an allowance of its own. Integer and boolean results
// of arithmetic are exact whatever the entry says.
struct UlpAllowance {
  enum class Kind : uint8_t {
    Exact,     // the result is determined exactly by the operands: no error
    Moves,     // result elements are operand elements (maybe negated): an operand's error passes through unchanged
    Rounded,   // within `ulps` ulp of the exact result (complex: per part, bound on the modulus)
    Relative,  // complex: within `ulps` * 2^-p * |exact| in modulus (p: the part type's precision)
    Unknown,   // no stated allowance: the op annotates its own bound, else the bound is +inf
  };
  Kind kind = Kind::Unknown;
  double ulps = 0;       // Kind::Rounded, Kind::Relative
  std::string_view why;  // one line: where the figure comes from
  // Kind::Rounded, from a result_accuracy tolerance (interpreter/result_accuracy.h):
  // a result within atol + rtol |exact| of the exact one is also allowed.
  double atol = 0, rtol = 0;
};

// An op's allowance for float results and for complex results.
struct Accuracy {
  UlpAllowance real;
  UlpAllowance complex;
  // The op carries a `result_accuracy` attribute (the transcendental unary
  // ops of VHLO 1.9/1.10), which may set its real allowance
  // (interpreter/result_accuracy.h).
  bool takesResultAccuracy = false;
};

namespace accuracy {
using K = UlpAllowance::Kind;
inline constexpr UlpAllowance kExactResult{K::Exact, 0, "the result is representable and determined by the operands"};
inline constexpr UlpAllowance kMovesElements{K::Moves, 0, "result elements are operand elements"};
inline constexpr UlpAllowance kIeeeRounded{K::Rounded, 0.5,
                                           "IEEE-754 requires this operation correctly rounded: within 0.5 ulp"};
inline constexpr UlpAllowance kPerPartRounded{
    K::Rounded, 0.5, "each part is an IEEE-754 operation, correctly rounded: 0.5 ulp per part"};
inline constexpr UlpAllowance kFaithful{K::Rounded, 1,
                                        "hloref's stated allowance: a faithful result (either neighbour of the "
                                        "exact value), as good libm implementations of this function deliver"};
inline constexpr UlpAllowance kTwoUlp{K::Rounded, 2,
                                      "hloref's stated allowance: 2 ulp, for the argument reduction or the "
                                      "two-argument error amplification implementations of this function commonly "
                                      "carry"};
inline constexpr UlpAllowance kNoStatedAllowance{K::Unknown, 0, "no stated allowance"};
inline constexpr UlpAllowance kComplexUnknown{
    K::Unknown, 0, "no accuracy is stated for this complex function, componentwise or normwise"};

inline constexpr Accuracy kExact{kExactResult, kExactResult};
inline constexpr Accuracy kMoves{kMovesElements, kMovesElements};
inline constexpr Accuracy kUnknown{kNoStatedAllowance, kNoStatedAllowance};
// A function IEEE-754 recommends (clause 9.2) that the spec leaves open.
inline constexpr Accuracy kFaithfulFunction{kFaithful, kComplexUnknown};
inline constexpr Accuracy kTwoUlpFunction{kTwoUlp, kComplexUnknown};
// The same accuracy, for an op that carries result_accuracy.
constexpr Accuracy withResultAccuracy(Accuracy a) {
  a.takesResultAccuracy = true;
  return a;
}
}  // namespace accuracy

// What an op computes as one instruction of a compiled scalar region
// (interpreter/scalar_region.h); None keeps regions holding the op on the
// general path.
enum class ScalarKind : uint8_t {
  None, Constant, Add, Subtract, Multiply, Divide, Maximum, Minimum, And, Or, Xor, Not, Negate, Compare, Select, Convert
};

}  // namespace hloref
