// spec: Ops > dot_general
#include "interpreter/kernels/linalg.h"

namespace hloref {
namespace linalg {
namespace {

template <class T>
void compute(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const std::vector<int64_t>& lhsPermutation,
             const std::vector<int64_t>& rhsPermutation, int64_t batch, int64_t lhsFree, int64_t rhsFree,
             int64_t contracting, Tensor& result) {
  // transposed_lhs = transpose(lhs, lhs_batching_dimensions +
  // lhs_result_dimensions + lhs_contracting_dimensions), viewed as
  // [batch, lhs-free, contracting]; likewise for rhs.
  std::vector<T> transposed_lhs = loadTransposed<T>(call, lhs, lhsPermutation, "transposed_lhs");
  std::vector<T> transposed_rhs = loadTransposed<T>(call, rhs, rhsPermutation, "transposed_rhs");
  // result[result_batching_index + result_lhs_index + result_rhs_index] =
  // dot_product of the two reshaped slices: reduce(multiply(...)) from
  // constant(0), one dot product per (batch, lhs-free, rhs-free) position;
  // summed exactly and rounded once unless --accumulation=sequential.
  std::vector<T> values = familyBuffer<T>(call, result.numElements(), "the result");
  std::fill(values.begin(), values.end(), constantZero<T>(result.elementType()));  // the init value
  const bool exact = exactAccumulation(call);
  // The operands' element type for the accumulation: with float operands
  // of two types (a warning of the checker, dot_general C13) the wider
  // one, so that products of f64 operands are taken as such.
  const ElementType operandType =
      lhs.elementType() == ElementType::F64 || rhs.elementType() == ElementType::F64 ? ElementType::F64 : lhs.elementType();
  for (int64_t b = 0; b < batch; ++b) {
    const T* a = transposed_lhs.data() + b * lhsFree * contracting;
    const T* r = transposed_rhs.data() + b * rhsFree * contracting;
    T* c = values.data() + b * lhsFree * rhsFree;
    if (exact) exactProductBlock(a, r, c, lhsFree, rhsFree, contracting, rhsFree, operandType, result.elementType(),
                                 call.evaluator.perturbation());
    else productBlock(a, r, c, lhsFree, rhsFree, contracting, rhsFree);
  }
  if constexpr (!std::is_same_v<T, uint64_t>) {
    if (call.annotating()) {
      std::vector<double> bounds(values.size());
      // The operands' bounds, transposed as the operands are, term by term.
      auto transposedBound = [&](size_t i, const Tensor& operand, const std::vector<int64_t>& permutation) {
        const std::vector<double>* b = nonzeroErrorBound(call, i);
        if (!b) return std::vector<double>();
        TensorType type = operand.type();
        type.elementType = ElementType::F64;
        type.quant.reset();
        Tensor t(type);
        std::copy(b->begin(), b->end(), t.data<double>());
        return loadTransposed<double>(call, t, permutation, "the operand's error bounds");
      };
      const std::vector<double> lhsBound = transposedBound(0, lhs, lhsPermutation);
      const std::vector<double> rhsBound = transposedBound(1, rhs, rhsPermutation);
      const DotPrecision precision = dotPrecision(call, operandType, result.elementType());
      for (int64_t b = 0; b < batch; ++b) {
        OperandBounds operand;
        if (!lhsBound.empty()) operand.x = lhsBound.data() + b * lhsFree * contracting;
        if (!rhsBound.empty()) operand.y = rhsBound.data() + b * rhsFree * contracting;
        productBounds(transposed_lhs.data() + b * lhsFree * contracting,
                      transposed_rhs.data() + b * rhsFree * contracting, values.data() + b * lhsFree * rhsFree,
                      rhsFree, lhsFree, rhsFree, contracting, precision, result.elementType(), operand,
                      bounds.data() + b * lhsFree * rhsFree, rhsFree, !exact);
      }
      call.setErrorBound(0, std::move(bounds));
    }
  }
  storeResult(result, values);
}

}  // namespace

Tensor dotGeneral(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const DotDimensionNumbers& dims) {
  const auto& [lhs_batching_dimensions, rhs_batching_dimensions, lhs_contracting_dimensions,
               rhs_contracting_dimensions] = dims;
  const TensorType& resultType = call.resultType(0);
  if (lhs.type().isQuantized() || rhs.type().isQuantized() || resultType.isQuantized())
    call.unsupportedHere("on quantized tensors");

  // (C9), (C10) for the sizes of dynamic dimensions (C1-C8 and static sizes
  // are the checker's).
  std::vector<int64_t> batchSizes = notation::dims(lhs.shape(), lhs_batching_dimensions);
  if (batchSizes != notation::dims(rhs.shape(), rhs_batching_dimensions))
    call.violation("C9", "dim(lhs, lhs_batching_dimensions...) = " + notation::listText(batchSizes) +
                             ", dim(rhs, rhs_batching_dimensions...) = " +
                             notation::listText(notation::dims(rhs.shape(), rhs_batching_dimensions)));
  std::vector<int64_t> contractingSizes = notation::dims(lhs.shape(), lhs_contracting_dimensions);
  if (contractingSizes != notation::dims(rhs.shape(), rhs_contracting_dimensions))
    call.violation("C10", "dim(lhs, lhs_contracting_dimensions...) = " + notation::listText(contractingSizes) +
                              ", dim(rhs, rhs_contracting_dimensions...) = " +
                              notation::listText(notation::dims(rhs.shape(), rhs_contracting_dimensions)));

  std::vector<int64_t> lhs_result_dimensions =
      resultDimensions(lhs.rank(), lhs_batching_dimensions, lhs_contracting_dimensions);
  std::vector<int64_t> rhs_result_dimensions =
      resultDimensions(rhs.rank(), rhs_batching_dimensions, rhs_contracting_dimensions);

  // (C12) shape(result) = dim(lhs, lhs_batching_dimensions) +
  // dim(lhs, lhs_result_dimensions) + dim(rhs, rhs_result_dimensions).
  std::vector<int64_t> lhsFreeSizes = notation::dims(lhs.shape(), lhs_result_dimensions);
  std::vector<int64_t> rhsFreeSizes = notation::dims(rhs.shape(), rhs_result_dimensions);
  const Shape shape = notation::concat(notation::concat(batchSizes, lhsFreeSizes), rhsFreeSizes);
  Tensor result(resultTypeOfShape(call, 0, shape, "C12"));
  if (result.numElements() == 0) return result;

  const std::vector<int64_t> lhsPermutation =
      notation::concat(notation::concat(lhs_batching_dimensions, lhs_result_dimensions), lhs_contracting_dimensions);
  const std::vector<int64_t> rhsPermutation =
      notation::concat(notation::concat(rhs_batching_dimensions, rhs_result_dimensions), rhs_contracting_dimensions);
  // The sizes are products of dimensions of existing, non-empty tensors, so
  // they fit.
  const int64_t batch = *notation::size(batchSizes), lhsFree = *notation::size(lhsFreeSizes),
                rhsFree = *notation::size(rhsFreeSizes), contracting = *notation::size(contractingSizes);
  switch (familyOf(lhs.elementType())) {
    case Family::Boolean:
    case Family::SignedInteger:
    case Family::UnsignedInteger:
      compute<uint64_t>(call, lhs, rhs, lhsPermutation, rhsPermutation, batch, lhsFree, rhsFree, contracting, result);
      break;
    case Family::Float:
      compute<double>(call, lhs, rhs, lhsPermutation, rhsPermutation, batch, lhsFree, rhsFree, contracting, result);
      break;
    case Family::Complex:
      compute<Complex>(call, lhs, rhs, lhsPermutation, rhsPermutation, batch, lhsFree, rhsFree, contracting, result);
      break;
  }
  return result;
}

}  // namespace linalg

namespace {

// The attributes' constraints (C1-C8, C11, C13-C24) are the checker's;
// precision_config and algorithm do not change the reference semantics:
// hloref always computes the products as linalg.h describes.
std::vector<Value> evalDotGeneral(OpCall& call) {
  return {Value(linalg::dotGeneral(call, call.tensor(0), call.tensor(1), linalg::dotDimensionNumbers(call)))};
}

}  // namespace

HLOREF_OP({.name = "stablehlo.dot_general",
           .eval = evalDotGeneral,
           .quantized = Quantized::DequantizeOpQuantizeOrHybrid,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
