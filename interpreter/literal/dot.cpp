// The legacy dot op (spec: XLA operation semantics > Dot), literally as
// dot_general: the products of the last dimension of lhs with the first of
// rhs, no batching dimensions.
#include "interpreter/literal/linalg.h"

namespace hloref::literal {
namespace {

std::vector<Value> dot(OpCall& call) {
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  const linalg::DotDimensionNumbers dims{{}, {}, {lhs.rank() - 1}, {0}};
  return {Value(dotGeneral(call, lhs, rhs, dims))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.dot", dot);

}  // namespace hloref::literal
