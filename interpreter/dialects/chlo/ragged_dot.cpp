// chlo.ragged_dot (ChloOps.td: CHLO_RaggedDotOp; spec/chlo/ragged_dot.yaml;
// the three modes in spec/chlo_ragged_dot.h), element by element:
//   result[j?, b..., m..., n...] = sum over the contracting indices k... of
//     lhs[b, m, k] * rhs[(j,) b, k, n]
// where the lhs ragged dimension's index selects the group:
//   mode 1 (ragged m): row m belongs to group j when start_j <= m < start_j
//     + group_sizes[j] (start_j the sizes before j); the rhs group index is
//     j; rows past the last group are 0;
//   mode 2 (ragged k): result group j sums only the k in group j's range;
//   mode 3 (ragged b): batches past the last group are 0.
// group_sizes of shape batch ++ [g] gives each batch its own groups.
// Float sums are exact and rounded once, as dot_general's (the order of the
// sum is not CHLO's to fix); integer sums wrap.
#include <cmath>
#include <numeric>

#include "interpreter/dialects/chlo/chlo_ops.h"
#include "numerics/exact_sum.h"
#include "spec/chlo_ragged_dot.h"

namespace hloref {
namespace {

using chlo::RaggedMode;

// Row-major index helpers.
std::vector<int64_t> stridesFor(const Shape& s) { return stridesOf(s); }

struct Plan {
  chlo::RaggedDotDimensions d;
  RaggedMode mode;
  std::vector<int64_t> lhsFree, rhsFree;
  Shape contractingSizes;
};

chlo::RaggedDotDimensions dimensionNumbers(const OpCall& call) {
  const Attribute& s = call.attr("ragged_dot_dimension_numbers");
  chlo::RaggedDotDimensions d;
  d.lhs_batching_dimensions = structListField(s, "lhs_batching_dimensions");
  d.rhs_batching_dimensions = structListField(s, "rhs_batching_dimensions");
  d.lhs_contracting_dimensions = structListField(s, "lhs_contracting_dimensions");
  d.rhs_contracting_dimensions = structListField(s, "rhs_contracting_dimensions");
  d.lhs_ragged_dimensions = structListField(s, "lhs_ragged_dimensions");
  d.rhs_group_dimensions = structListField(s, "rhs_group_dimensions");
  return d;
}

// The group sizes, one row per batch (or one row for all), checked (C13).
std::vector<std::vector<int64_t>> groupRows(OpCall& call, const Tensor& groupSizes, int64_t raggedSize) {
  std::vector<uint64_t> raw(static_cast<size_t>(groupSizes.numElements()));
  loadInts(groupSizes, 0, raw);
  const int64_t g = groupSizes.shape().back();
  std::vector<std::vector<int64_t>> rows;
  for (int64_t r = 0; g > 0 && r < groupSizes.numElements() / g; ++r) {
    std::vector<int64_t> row;
    int64_t total = 0;
    for (int64_t j = 0; j < g; ++j) {
      int64_t v = isSignedInteger(groupSizes.elementType()) ? static_cast<int64_t>(raw[r * g + j])
                                                            : static_cast<int64_t>(raw[r * g + j] & INT64_MAX);
      total += v;
      if (v < 0 || total > raggedSize)
        call.violation("C13", "group_sizes row " + std::to_string(r) + " has " + std::to_string(v) +
                                  " at group " + std::to_string(j) + ", the ragged dimension has size " +
                                  std::to_string(raggedSize));
      row.push_back(v);
    }
    rows.push_back(std::move(row));
  }
  if (rows.empty()) rows.emplace_back();
  return rows;
}

// The group holding index i of the ragged dimension, or -1 past them all;
// `start` receives the group's first index.
int64_t groupOf(const std::vector<int64_t>& sizes, int64_t i, int64_t* start) {
  int64_t s = 0;
  for (size_t j = 0; j < sizes.size(); ++j) {
    if (i < s + sizes[j]) {
      *start = s;
      return static_cast<int64_t>(j);
    }
    s += sizes[j];
  }
  return -1;
}

// Advances a multi-index over `sizes`; false after the last.
bool advance(std::vector<int64_t>& index, const Shape& sizes) {
  for (size_t i = index.size(); i-- > 0;) {
    if (++index[i] < sizes[i]) return true;
    index[i] = 0;
  }
  return false;
}

std::vector<Value> evalRaggedDot(OpCall& call) {
  const Tensor& lhs = elementwise::operandTensor(call, 0);
  const Tensor& rhs = elementwise::operandTensor(call, 1);
  const Tensor& groupSizes = call.tensor(2);
  const ElementType e = lhs.elementType();
  Plan p{dimensionNumbers(call), RaggedMode::kNonContracting, {}, {}, {}};
  const auto& d = p.d;
  p.mode = chlo::raggedMode(d);
  p.lhsFree = chlo::freeDimensions(lhs.rank(), {&d.lhs_batching_dimensions, &d.lhs_contracting_dimensions});
  p.rhsFree = chlo::freeDimensions(
      rhs.rank(), {&d.rhs_batching_dimensions, &d.rhs_contracting_dimensions, &d.rhs_group_dimensions});
  for (int64_t c : d.lhs_contracting_dimensions) p.contractingSizes.push_back(lhs.shape()[c]);
  const int64_t ragged = d.lhs_ragged_dimensions[0];
  const std::vector<std::vector<int64_t>> rows = groupRows(call, groupSizes, lhs.shape()[ragged]);
  const Shape resultShape = chlo::raggedDotResultShape(lhs.shape(), rhs.shape(), groupSizes.shape(), d);
  Tensor result = call.newResult(0, resultShape);
  const bool isFloatType = isFloat(e);
  if (!isFloatType && !isInteger(e)) call.unsupportedHere("on element type " + std::string(elementTypeName(e)));
  if (rhs.elementType() != e || result.elementType() != e)
    call.unsupportedHere("with element types " + std::string(elementTypeName(e)) + ", " +
                         std::string(elementTypeName(rhs.elementType())) + " -> " +
                         std::string(elementTypeName(result.elementType())) + " (only one element type)");

  std::vector<double> lf, rf;
  std::vector<uint64_t> li, ri;
  if (isFloatType) {
    lf.resize(static_cast<size_t>(lhs.numElements())), rf.resize(static_cast<size_t>(rhs.numElements()));
    loadFloats(lhs, 0, lf), loadFloats(rhs, 0, rf);
  } else {
    li.resize(static_cast<size_t>(lhs.numElements())), ri.resize(static_cast<size_t>(rhs.numElements()));
    loadInts(lhs, 0, li), loadInts(rhs, 0, ri);
  }
  const std::vector<int64_t> ls = stridesFor(lhs.shape()), rs = stridesFor(rhs.shape());
  const size_t nb = d.lhs_batching_dimensions.size();
  const size_t lead = p.mode == RaggedMode::kContracting ? 1 : 0;
  ExactSum acc;
  std::vector<double> outF(static_cast<size_t>(result.numElements()));
  std::vector<uint64_t> outI(static_cast<size_t>(result.numElements()));
  // Golden bound per element (as dot_general's): n u sum |x_i y_i| for an
  // n-term sum in any order, plus the final rounding.
  std::vector<double> bound(call.annotating() && isFloatType ? outF.size() : 0);
  const double u = isFloatType ? unitRoundoff(result.elementType()) : 0;
  std::vector<int64_t> index(resultShape.size(), 0);
  const int64_t total = result.numElements();
  for (int64_t flat = 0; flat < total; ++flat, advance(index, resultShape)) {
    // Offsets of the fixed (batch and free) coordinates.
    int64_t lo = 0, ro = 0, batchRow = 0;
    for (size_t b = 0; b < nb; ++b) {
      lo += index[lead + b] * ls[d.lhs_batching_dimensions[b]];
      ro += index[lead + b] * rs[d.rhs_batching_dimensions[b]];
      batchRow = batchRow * lhs.shape()[d.lhs_batching_dimensions[b]] + index[lead + b];
    }
    for (size_t f = 0; f < p.lhsFree.size(); ++f) lo += index[lead + nb + f] * ls[p.lhsFree[f]];
    for (size_t f = 0; f < p.rhsFree.size(); ++f) ro += index[lead + nb + p.lhsFree.size() + f] * rs[p.rhsFree[f]];
    const std::vector<int64_t>& sizes = rows.size() == 1 ? rows[0] : rows[static_cast<size_t>(batchRow)];
    // The group, and for mode 2 the range of the ragged contracting index.
    int64_t kBegin = 0, kEnd = INT64_MAX;
    bool zero = false;
    if (p.mode == RaggedMode::kNonContracting) {
      size_t pos = static_cast<size_t>(std::find(p.lhsFree.begin(), p.lhsFree.end(), ragged) - p.lhsFree.begin());
      int64_t start;
      int64_t j = groupOf(sizes, index[nb + pos], &start);
      if (j < 0) zero = true;
      else ro += j * rs[d.rhs_group_dimensions[0]];
    } else if (p.mode == RaggedMode::kContracting) {
      const int64_t j = index[0];
      kBegin = std::accumulate(sizes.begin(), sizes.begin() + j, int64_t{0});
      kEnd = kBegin + sizes[static_cast<size_t>(j)];
    } else {
      size_t pos = static_cast<size_t>(std::find(d.lhs_batching_dimensions.begin(), d.lhs_batching_dimensions.end(),
                                                 ragged) - d.lhs_batching_dimensions.begin());
      int64_t start;
      zero = groupOf(sizes, index[pos], &start) < 0;
    }
    acc.clear();
    uint64_t isum = 0;
    double magnitude = 0;
    int64_t terms = 0;
    const size_t raggedPos = static_cast<size_t>(
        std::find(d.lhs_contracting_dimensions.begin(), d.lhs_contracting_dimensions.end(), ragged) -
        d.lhs_contracting_dimensions.begin());
    std::vector<int64_t> k(p.contractingSizes.size(), 0);
    bool any = !zero;
    for (int64_t size : p.contractingSizes) any = any && size > 0;
    for (bool more = any; more; more = advance(k, p.contractingSizes)) {
      if (raggedPos < k.size() && (k[raggedPos] < kBegin || k[raggedPos] >= kEnd)) continue;
      int64_t a = lo, b = ro;
      for (size_t c = 0; c < k.size(); ++c) {
        a += k[c] * ls[d.lhs_contracting_dimensions[c]];
        b += k[c] * rs[d.rhs_contracting_dimensions[c]];
      }
      if (isFloatType) {
        acc.addProduct(lf[a], rf[b]);
        magnitude += std::fabs(lf[a] * rf[b]);
        ++terms;
      } else {
        isum += li[a] * ri[b];
      }
    }
    // A sum of no terms (a row past the groups, an empty group) is +0.
    if (isFloatType) outF[flat] = terms == 0 ? 0.0 : acc.round(result.elementType());
    else outI[flat] = isum;
    if (!bound.empty())
      bound[flat] = static_cast<double>(terms) * u * magnitude * (1 + 0x1p-40) + halfUlp(result.elementType(), outF[flat]);
  }
  if (isFloatType) storeFloats(result, 0, outF);
  else storeInts(result, 0, outI);
  if (!bound.empty()) call.setErrorBound(0, std::move(bound));
  return {std::move(result)};
}

}  // namespace

HLOREF_OP({.name = "chlo.ragged_dot",
           .eval = evalRaggedDot,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,  // the op annotates its own bound
           .scalar = ScalarKind::None});

}  // namespace hloref
