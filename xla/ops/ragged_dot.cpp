// xla.ragged_dot (the seeds' RaggedDot: chlo.ragged_dot's semantics) and
// xla.scaled_dot (the seeds' ScaledDot).
//
// ragged-dot(lhs, rhs, group_sizes) with dot dimension numbers, one
// lhs_ragged_dims entry r and (mode 1) one rhs_group_dims entry g.
// group_sizes[j] (rank 1 here) counts the indices of lhs dimension r that
// belong to group j, in order from 0:
//   1. r is a non-contracting dimension: rhs has a group dimension g; the
//      result is dot_general's (without g), and its rows along r of group j
//      are dot_general(lhs rows of group j, rhs[g = j]); rows of no group
//      are 0.
//   2. r is a contracting dimension: the result has a leading group
//      dimension; result[j] = dot_general over the contracted indices of
//      group j only (0 for an empty group).
//   3. r is a batch dimension: dot_general itself.
// Each block is StableHLO's dot_general (interpreter/kernels/linalg.h), so
// accumulation follows --accumulation as it does there.
//
// scaled-dot(lhs, rhs, lhs_scale, rhs_scale): each operand multiplied by its
// scale, a tensor of the operand's rank whose every dimension divides the
// operand's: element i is scaled by scale[i / block] (block: the ratio of
// the sizes, per dimension), exactly (in f64), then dot_general to the
// result type.
#include <cstring>
#include <numeric>

#include "interpreter/kernels/linalg.h"
#include "xla/ops/checks.h"

namespace hloref::xla {
namespace {

// t restricted to [begin, end) along `dim`.
Tensor sliceAlong(const Tensor& t, int64_t dim, int64_t begin, int64_t end) {
  TensorType type = t.type();
  type.shape[static_cast<size_t>(dim)] = end - begin;
  Tensor out(type);
  const int64_t width = storageBytes(t.elementType());
  int64_t outer = 1, inner = width;
  for (int64_t d = 0; d < dim; ++d) outer *= t.shape()[static_cast<size_t>(d)];
  for (int64_t d = dim + 1; d < t.rank(); ++d) inner *= t.shape()[static_cast<size_t>(d)];
  const int64_t size = t.shape()[static_cast<size_t>(dim)];
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(out.bytes() + o * (end - begin) * inner, t.bytes() + (o * size + begin) * inner,
                static_cast<size_t>((end - begin) * inner));
  return out;
}

// Writes `part` into `whole` at offset `begin` along `dim`.
void writeAlong(Tensor& whole, const Tensor& part, int64_t dim, int64_t begin) {
  const int64_t width = storageBytes(whole.elementType());
  int64_t outer = 1, inner = width;
  for (int64_t d = 0; d < dim; ++d) outer *= whole.shape()[static_cast<size_t>(d)];
  for (int64_t d = dim + 1; d < whole.rank(); ++d) inner *= whole.shape()[static_cast<size_t>(d)];
  const int64_t size = whole.shape()[static_cast<size_t>(dim)], n = part.shape()[static_cast<size_t>(dim)];
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(whole.bytes() + (o * size + begin) * inner, part.bytes() + o * n * inner, static_cast<size_t>(n * inner));
}

Tensor dropDimension(const Tensor& t, int64_t dim) {
  TensorType type = t.type();
  type.shape.erase(type.shape.begin() + dim);
  return t.withType(type);
}

// dot_general of lhs and rhs into a result of `elementType` (its shape computed by the kernel).
Tensor dotOf(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const linalg::DotDimensionNumbers& dims,
             ElementType elementType) {
  Op op = call.op;
  TensorType result;
  result.elementType = elementType;
  Shape shape;
  for (size_t i = 0; i < dims.lhs_batching_dimensions.size(); ++i)
    shape.push_back(lhs.shape()[static_cast<size_t>(dims.lhs_batching_dimensions[i])]);
  for (int64_t d : linalg::resultDimensions(lhs.rank(), dims.lhs_batching_dimensions, dims.lhs_contracting_dimensions))
    shape.push_back(lhs.shape()[static_cast<size_t>(d)]);
  for (int64_t d : linalg::resultDimensions(rhs.rank(), dims.rhs_batching_dimensions, dims.rhs_contracting_dimensions))
    shape.push_back(rhs.shape()[static_cast<size_t>(d)]);
  result.shape = shape;
  op.resultTypes = {Type::tensor(result)};
  op.operandTypes = {Type::tensor(lhs.type()), Type::tensor(rhs.type())};
  OpCall sub{op, {Value(lhs), Value(rhs)}, call.evaluator, call.frame};
  return linalg::dotGeneral(sub, lhs, rhs, dims);
}

linalg::DotDimensionNumbers dimensionsOf(const OpCall& call) {
  return {call.intListAttr("lhs_batch_dims"), call.intListAttr("rhs_batch_dims"), call.intListAttr("lhs_contracting_dims"),
          call.intListAttr("rhs_contracting_dims")};
}

std::vector<Value> evalRaggedDot(OpCall& call) {
  const Tensor& lhs = call.tensor(0);
  const Tensor& rhs = call.tensor(1);
  const Tensor& groupSizes = call.tensor(2);
  linalg::DotDimensionNumbers dims = dimensionsOf(call);
  std::vector<int64_t> ragged = call.intListAttr("lhs_ragged_dims"), group = call.intListAttr("rhs_group_dims");
  if (ragged.size() != 1 || ragged[0] < 0 || ragged[0] >= lhs.rank()) call.fail("needs one lhs_ragged_dims entry, a dimension of lhs");
  if (!isInteger(groupSizes.elementType())) call.fail("needs integer group sizes");
  if (groupSizes.rank() != 1) call.unsupportedHere("with group_sizes of rank " + std::to_string(groupSizes.rank()) + " (rank 1 only)");
  const int64_t r = ragged[0], groups = groupSizes.shape()[0];
  const ElementType et = call.resultType(0).elementType;
  std::vector<int64_t> starts{0};
  for (int64_t j = 0; j < groups; ++j) {
    int64_t size = groupSizes.intValue(j);
    if (size < 0) call.fail("has a negative group size at " + std::to_string(j));
    starts.push_back(starts.back() + size);
  }
  if (notation::contains(dims.lhs_batching_dimensions, r)) {
    checkDotDimensions(call, lhs, rhs, dims);
    return {Value(dotOf(call, lhs, rhs, dims, et))};
  }
  auto contractPos = std::find(dims.lhs_contracting_dimensions.begin(), dims.lhs_contracting_dimensions.end(), r);
  if (contractPos != dims.lhs_contracting_dimensions.end()) {
    const int64_t rr = dims.rhs_contracting_dimensions[static_cast<size_t>(contractPos - dims.lhs_contracting_dimensions.begin())];
    checkDotDimensions(call, lhs, rhs, dims);
    if (starts.back() > lhs.shape()[static_cast<size_t>(r)]) call.fail("has group sizes summing past the ragged dimension");
    Tensor result = call.newResult(0);
    for (int64_t j = 0; j < groups; ++j) {
      Tensor part = dotOf(call, sliceAlong(lhs, r, starts[j], starts[j + 1]), sliceAlong(rhs, rr, starts[j], starts[j + 1]), dims, et);
      TensorType one = part.type();
      one.shape.insert(one.shape.begin(), 1);
      writeAlong(result, part.withType(one), 0, j);
    }
    return {Value(std::move(result))};
  }
  if (group.size() != 1 || group[0] < 0 || group[0] >= rhs.rank())
    call.fail("needs one rhs_group_dims entry, a dimension of rhs, when the ragged dimension is not contracted");
  const int64_t g = group[0];
  if (notation::contains(dims.rhs_batching_dimensions, g) || notation::contains(dims.rhs_contracting_dimensions, g))
    call.fail("has a group dimension that is also a batch or contracting dimension");
  if (rhs.shape()[static_cast<size_t>(g)] != groups) call.fail("has a group dimension of another size than group_sizes");
  if (starts.back() > lhs.shape()[static_cast<size_t>(r)]) call.fail("has group sizes summing past the ragged dimension");
  // rhs without g: its dimension numbers shift past g.
  linalg::DotDimensionNumbers sub = dims;
  for (auto* list : {&sub.rhs_batching_dimensions, &sub.rhs_contracting_dimensions})
    for (int64_t& d : *list) d -= d > g ? 1 : 0;
  std::vector<int64_t> lhsFree = linalg::resultDimensions(lhs.rank(), dims.lhs_batching_dimensions, dims.lhs_contracting_dimensions);
  const int64_t position = static_cast<int64_t>(dims.lhs_batching_dimensions.size()) +
                           (std::find(lhsFree.begin(), lhsFree.end(), r) - lhsFree.begin());
  checkDotDimensions(call, lhs, dropDimension(sliceAlong(rhs, g, 0, std::min<int64_t>(1, groups)), g), sub);
  Tensor result = call.newResult(0);
  for (int64_t j = 0; j < groups; ++j) {
    Tensor rhsJ = dropDimension(sliceAlong(rhs, g, j, j + 1), g);
    writeAlong(result, dotOf(call, sliceAlong(lhs, r, starts[j], starts[j + 1]), rhsJ, sub, et), position, starts[j]);
  }
  return {Value(std::move(result))};
}

// operand * scale[index / block], in f64.
Tensor scaled(const OpCall& call, const Tensor& operand, const Tensor& scale) {
  if (scale.rank() != operand.rank()) call.fail("needs a scale of the operand's rank");
  std::vector<int64_t> block(static_cast<size_t>(operand.rank()));
  for (size_t d = 0; d < block.size(); ++d) {
    int64_t n = operand.shape()[d], s = scale.shape()[d];
    if (s <= 0 || n % s != 0) call.fail("needs scale dimensions that divide the operand's");
    block[d] = n / s;
  }
  TensorType type = operand.type();
  type.elementType = ElementType::F64;
  Tensor out(type);
  std::vector<int64_t> index(block.size(), 0);
  std::vector<int64_t> scaleStrides = stridesOf(scale.shape());
  for (int64_t i = 0; i < operand.numElements(); ++i) {
    int64_t s = 0;
    for (size_t d = 0; d < block.size(); ++d) s += index[d] / block[d] * scaleStrides[d];
    out.data<double>()[i] = operand.floatValue(i) * scale.floatValue(s);
    for (size_t d = block.size(); d-- > 0;) {
      if (++index[d] < operand.shape()[d]) break;
      index[d] = 0;
    }
  }
  return out;
}

std::vector<Value> evalScaledDot(OpCall& call) {
  for (size_t i = 0; i < 4; ++i)
    if (!isFloat(call.tensor(i).elementType())) call.unsupportedHere("on non-float operands");
  Tensor lhs = scaled(call, call.tensor(0), call.tensor(2));
  Tensor rhs = scaled(call, call.tensor(1), call.tensor(3));
  linalg::DotDimensionNumbers dims = dimensionsOf(call);
  checkDotDimensions(call, lhs, rhs, dims);
  return {Value(dotOf(call, lhs, rhs, dims, call.resultType(0).elementType))};
}

}  // namespace

HLOREF_OP({.name = "xla.ragged_dot",
           .eval = evalRaggedDot,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "xla.scaled_dot",
           .eval = evalScaledDot,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref::xla
