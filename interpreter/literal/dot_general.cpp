// spec: Ops > dot_general, literally: for every result_index,
//   result[result_batching_index + result_lhs_index + result_rhs_index] =
//     reduce(multiply(lhs_slice, rhs_slice)) from constant(0) over the
//     contracting index, in row-major order of
//     dim(lhs, lhs_contracting_dimensions...)
// where lhs_slice holds lhs[lhs_index] with the batching dimensions at
// result_batching_index, the lhs result dimensions at result_lhs_index and
// the contracting dimensions at the contracting index (rhs likewise).
#include "interpreter/literal/linalg.h"

namespace hloref::literal {
namespace {

std::vector<Value> dotGeneralOp(OpCall& call) {
  return {Value(dotGeneral(call, call.tensor(0), call.tensor(1), linalg::dotDimensionNumbers(call)))};
}

}  // namespace

Tensor dotGeneral(OpCall& call, const Tensor& lhs, const Tensor& rhs, const linalg::DotDimensionNumbers& dims) {
  const std::vector<int64_t> lhs_result_dimensions =
      linalg::resultDimensions(lhs.rank(), dims.lhs_batching_dimensions, dims.lhs_contracting_dimensions);
  const std::vector<int64_t> rhs_result_dimensions =
      linalg::resultDimensions(rhs.rank(), dims.rhs_batching_dimensions, dims.rhs_contracting_dimensions);
  // shape(result) = dim(lhs, lhs_batching_dimensions) +
  // dim(lhs, lhs_result_dimensions) + dim(rhs, rhs_result_dimensions).
  const Shape batchShape = notation::dims(lhs.shape(), dims.lhs_batching_dimensions);
  const Shape lhsResultShape = notation::dims(lhs.shape(), lhs_result_dimensions);
  const Shape rhsResultShape = notation::dims(rhs.shape(), rhs_result_dimensions);
  const Shape contractingShape = notation::dims(lhs.shape(), dims.lhs_contracting_dimensions);
  const Shape shape = notation::concat(notation::concat(batchShape, lhsResultShape), rhsResultShape);
  Tensor result = call.newResult(0, shape);

  DotProduct dot_product(call, lhs.elementType(), result.elementType(), true);
  std::vector<double> bounds(static_cast<size_t>(result.numElements()));
  Index lhs_index(static_cast<size_t>(lhs.rank())), rhs_index(static_cast<size_t>(rhs.rank()));
  forEachIndex(result.shape(), [&](const Index& result_index) {
    // result_index = result_batching_index + result_lhs_index + result_rhs_index.
    size_t r = 0;
    for (size_t i = 0; i < batchShape.size(); ++i, ++r) {
      lhs_index[dims.lhs_batching_dimensions[i]] = result_index[r];
      rhs_index[dims.rhs_batching_dimensions[i]] = result_index[r];
    }
    for (int64_t d : lhs_result_dimensions) lhs_index[d] = result_index[r++];
    for (int64_t d : rhs_result_dimensions) rhs_index[d] = result_index[r++];
    dot_product.clear();
    auto addTerm = [&](const Index& contracting_index) {
      for (size_t i = 0; i < contracting_index.size(); ++i) {
        lhs_index[dims.lhs_contracting_dimensions[i]] = contracting_index[i];
        rhs_index[dims.rhs_contracting_dimensions[i]] = contracting_index[i];
      }
      dot_product.addTerm(lhs, &lhs_index, rhs, rhs_index);
    };
    forEachIndex(contractingShape, addTerm);
    dot_product.store(result, result_index, bounds);
  });
  setDotBounds(call, result, bounds);
  return result;
}

HLOREF_LITERAL("stablehlo.dot_general", dotGeneralOp);

}  // namespace hloref::literal
