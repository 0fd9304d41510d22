#include "golden/error_forms.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <map>
#include <string_view>

#include "golden/propagate.h"
#include "interpreter/evaluator.h"
#include "interpreter/kernels/dot_precision.h"
#include "interpreter/kernels/linalg.h"
#include "interpreter/kernels/reduction.h"
#include "numerics/exact_sum.h"

namespace hloref {
namespace {

constexpr int64_t kMaxElements = 1024;        // results with more elements keep no forms
constexpr int64_t kLocalSymbolsUpTo = 256;    // larger results put their own roundings in the remainder
constexpr size_t kMaxSymbols = 256;           // per value (a recurrence's older errors have decayed)
constexpr size_t kMaxCoefficients = 1 << 18;  // per value
constexpr double kMaxWork = 1 << 22;          // multiply-adds per op
constexpr double kSlack = 0x1p-40;            // the double arithmetic of the coefficients, relative

std::atomic<uint64_t> nextSymbol{1};

// An operand's forms: its own, or none with the remainder its bound gives.
std::shared_ptr<const ErrorForms> formsOf(const Value& v) {
  if (!v.isTensor() || !isFloat(v.tensor().elementType())) return nullptr;
  const ElementAnnotations* a = v.annotations.get();
  if (a && a->forms) return a->forms;
  const Tensor& t = v.tensor();
  auto f = std::make_shared<ErrorForms>();
  const int64_t n = t.numElements();
  f->remainder.assign(static_cast<size_t>(n), INFINITY);
  if (!a || a->errorBound.size() != static_cast<size_t>(n)) return f;
  for (int64_t k = 0; k < n; ++k) {
    const double b = a->errorBound[static_cast<size_t>(k)];
    f->remainder[static_cast<size_t>(k)] = b > 0 ? b + halfUlp(t.elementType(), t.floatValue(k)) : 0.0;
  }
  return f;
}

bool anySymbols(const std::vector<std::shared_ptr<const ErrorForms>>& inputs) {
  return std::any_of(inputs.begin(), inputs.end(), [](const auto& f) { return f && f->width() > 0; });
}

// The union of the inputs' symbols, with each input's columns in it.
struct Union {
  std::vector<uint64_t> symbols;
  std::vector<std::vector<size_t>> column;  // per input
};

Union unite(const std::vector<std::shared_ptr<const ErrorForms>>& inputs) {
  Union u;
  for (const auto& f : inputs)
    if (f) u.symbols.insert(u.symbols.end(), f->symbols.begin(), f->symbols.end());
  std::sort(u.symbols.begin(), u.symbols.end());
  u.symbols.erase(std::unique(u.symbols.begin(), u.symbols.end()), u.symbols.end());
  for (const auto& f : inputs) {
    std::vector<size_t> columns;
    if (f)
      for (uint64_t s : f->symbols)
        columns.push_back(static_cast<size_t>(std::lower_bound(u.symbols.begin(), u.symbols.end(), s) - u.symbols.begin()));
    u.column.push_back(std::move(columns));
  }
  return u;
}

// A result's forms under construction: n rows over the union's symbols
// and, optionally, one new symbol per element (its own rounding).
struct Builder {
  int64_t n;
  size_t width;
  std::vector<double> rows, remainder, local;
  Builder(int64_t elements, size_t symbols)
      : n(elements), width(symbols), rows(static_cast<size_t>(elements) * symbols, 0.0),
        remainder(static_cast<size_t>(elements), 0.0), local(static_cast<size_t>(elements), 0.0) {}
  double* row(int64_t k) { return rows.data() + static_cast<size_t>(k) * width; }
  // Σ|row k| + remainder k.
  double width_(int64_t k) {
    double w = remainder[static_cast<size_t>(k)];
    const double* r = row(k);
    for (size_t s = 0; s < width; ++s) w += std::fabs(r[s]);
    return w;
  }
  // row k += a * (row e of input f, in the union's columns).
  void add(int64_t k, double a, const ErrorForms& f, const std::vector<size_t>& columns, int64_t e) {
    if (a == 0 || f.width() == 0) return;
    const double* from = f.coefficients.data() + static_cast<size_t>(e) * f.width();
    double* to = row(k);
    // The union's columns ascend with f's symbols, so an f holding every
    // symbol of the union maps column s to s: a loop the compiler vectorizes.
    if (f.width() == width) {
      for (size_t s = 0; s < width; ++s) to[s] += a * from[s];
      return;
    }
    for (size_t s = 0; s < f.width(); ++s) to[columns[s]] += a * from[s];
  }
};

// The finished forms: local symbols appended (small results) or folded
// into the remainders, the smallest columns folded when there are too many.
std::shared_ptr<const ErrorForms> finish(Builder& b, const std::vector<uint64_t>& symbols) {
  auto f = std::make_shared<ErrorForms>();
  const bool locals = b.n <= kLocalSymbolsUpTo &&
                      std::any_of(b.local.begin(), b.local.end(), [](double l) { return l > 0; });
  std::vector<uint64_t> all = symbols;
  const size_t width = b.width + (locals ? static_cast<size_t>(b.n) : 0);
  if (locals) {
    const uint64_t first = nextSymbol.fetch_add(static_cast<uint64_t>(b.n));
    for (int64_t k = 0; k < b.n; ++k) all.push_back(first + static_cast<uint64_t>(k));
  } else {
    for (int64_t k = 0; k < b.n; ++k) b.remainder[static_cast<size_t>(k)] += b.local[static_cast<size_t>(k)];
  }
  auto coefficient = [&](int64_t k, size_t s) {
    return s < b.width ? b.rows[static_cast<size_t>(k) * b.width + s] : (s - b.width == static_cast<size_t>(k) ? b.local[static_cast<size_t>(k)] : 0.0);
  };
  // Which columns stay: the largest by Σ_k |c|, within the limits.
  std::vector<double> norm(width, 0.0);
  for (int64_t k = 0; k < b.n; ++k)
    for (size_t s = 0; s < width; ++s) norm[s] += std::fabs(coefficient(k, s));
  std::vector<size_t> order;
  for (size_t s = 0; s < width; ++s)
    if (norm[s] > 0) order.push_back(s);
  const size_t limit = std::min(kMaxSymbols, kMaxCoefficients / static_cast<size_t>(std::max<int64_t>(1, b.n)));
  if (order.size() > limit) {
    std::nth_element(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(limit), order.end(),
                     [&](size_t x, size_t y) { return norm[x] > norm[y]; });
    order.resize(limit);
  }
  std::sort(order.begin(), order.end(), [&](size_t x, size_t y) { return all[x] < all[y]; });
  std::vector<bool> kept(width, false);
  for (size_t s : order) kept[s] = true;
  f->symbols.reserve(order.size());
  for (size_t s : order) f->symbols.push_back(all[s]);
  f->coefficients.resize(static_cast<size_t>(b.n) * order.size());
  f->remainder = b.remainder;
  for (int64_t k = 0; k < b.n; ++k) {
    double folded = 0;
    for (size_t s = 0; s < width; ++s)
      if (!kept[s]) folded += std::fabs(coefficient(k, s));
    for (size_t c = 0; c < order.size(); ++c) f->coefficients[static_cast<size_t>(k) * order.size() + c] = coefficient(k, order[c]);
    f->remainder[static_cast<size_t>(k)] += folded;
  }
  f->goldenIsLegal = f->symbols.empty() &&
                     std::all_of(f->remainder.begin(), f->remainder.end(), [](double r) { return r == 0; });
  return f;
}

// ---------------------------------------------------------------- elementwise

enum class Kind { Add, Subtract, Multiply, Negate, Convert, Tanh, Logistic, Exponential };

std::optional<Kind> kindOf(std::string_view name) {
  static const std::map<std::string_view, Kind> kinds = {
      {"stablehlo.add", Kind::Add},           {"stablehlo.subtract", Kind::Subtract},
      {"stablehlo.multiply", Kind::Multiply}, {"stablehlo.negate", Kind::Negate},
      {"stablehlo.convert", Kind::Convert},   {"stablehlo.tanh", Kind::Tanh},
      {"stablehlo.logistic", Kind::Logistic}, {"stablehlo.exponential", Kind::Exponential}};
  auto it = kinds.find(name);
  return it == kinds.end() ? std::nullopt : std::optional<Kind>(it->second);
}

// Whether every element of v is known to have one legal value, its golden
// (an exact value, or forms that say so), without a scan.
bool goldenIsLegal(const Value& v) {
  const ElementAnnotations* a = v.annotations.get();
  if (!a) return false;
  if (a->forms) return a->forms->goldenIsLegal;
  return a->anyNonzeroBound == ElementAnnotations::Known::No && !a->errorBound.empty();
}

// A large result of an exact or correctly rounded elementwise op whose
// float operands all have their goldens as their only legal values has
// that property too (forms of width 0, zero remainders); null otherwise.
std::shared_ptr<const ErrorForms> legalGoldenForms(const OpCall& call, const Tensor& result) {
  if (!std::all_of(call.operands.begin(), call.operands.end(), [](const Value& v) {
        return v.isTensor() && isFloat(v.tensor().elementType()) && !v.tensor().type().isQuantized() && goldenIsLegal(v);
      }))
    return nullptr;
  const UlpAllowance allowance = propagatedAllowance(call, result.elementType());
  if (allowance.kind != UlpAllowance::Kind::Exact && allowance.kind != UlpAllowance::Kind::Moves &&
      !correctlyRounded(allowance))
    return nullptr;
  auto f = std::make_shared<ErrorForms>();
  const size_t n = static_cast<size_t>(result.numElements());
  f->remainder.resize(n);
  loadFloats(result, 0, f->remainder);
  bool allFinite = true;
  for (double& r : f->remainder) {
    const bool finite = std::fabs(r) <= std::numeric_limits<double>::max();
    r = finite ? 0.0 : INFINITY;
    allFinite = allFinite && finite;
  }
  f->goldenIsLegal = allFinite;
  return f;
}

std::shared_ptr<const ErrorForms> elementwiseForms(const OpCall& call, Kind kind, const Tensor& result) {
  const int64_t n = result.numElements();
  const ElementType t = result.elementType();
  std::vector<std::shared_ptr<const ErrorForms>> inputs;
  std::vector<const Tensor*> operands;
  for (const Value& v : call.operands) {
    if (!v.isTensor() || !isFloat(v.tensor().elementType()) || v.tensor().type().isQuantized()) return nullptr;
    const int64_t m = v.tensor().numElements();
    if (m != n && m != 1) return nullptr;
    inputs.push_back(formsOf(v));
    operands.push_back(&v.tensor());
  }
  if (inputs.empty() || (!anySymbols(inputs) && n > kLocalSymbolsUpTo)) return nullptr;
  const Union u = unite(inputs);
  if (static_cast<double>(n) * static_cast<double>(u.symbols.size()) * inputs.size() > kMaxWork) return nullptr;
  Builder b(n, u.symbols.size());
  const UlpAllowance allowance = propagatedAllowance(call, t);
  const bool exactOp = allowance.kind == UlpAllowance::Kind::Exact || allowance.kind == UlpAllowance::Kind::Moves;
  const bool rounded = correctlyRounded(allowance);
  for (int64_t k = 0; k < n; ++k) {
    double g[2] = {0, 0}, w[2] = {0, 0}, r[2] = {0, 0};
    bool finite = true;
    for (size_t j = 0; j < inputs.size(); ++j) {
      const int64_t e = operands[j]->numElements() == n ? k : 0;
      g[j] = operands[j]->floatValue(e);
      const ErrorForms& f = *inputs[j];
      r[j] = f.remainder[static_cast<size_t>(e)];
      w[j] = r[j];
      for (size_t s = 0; s < f.width(); ++s) w[j] += std::fabs(f.coefficients[static_cast<size_t>(e) * f.width() + s]);
      finite = finite && std::isfinite(g[j]) && std::isfinite(w[j]);
    }
    const double y = result.floatValue(k);
    if (!finite || !std::isfinite(y)) {
      b.remainder[static_cast<size_t>(k)] = INFINITY;
      continue;
    }
    // The derivatives at the golden operands, and the second-order remainder.
    double a[2] = {1, 0}, second = 0;
    switch (kind) {
      case Kind::Add: a[1] = 1; break;
      case Kind::Subtract: a[1] = -1; break;
      case Kind::Multiply: a[0] = g[1], a[1] = g[0], second = w[0] * w[1]; break;
      case Kind::Negate: a[0] = -1; break;
      case Kind::Convert: break;
      case Kind::Tanh: {
        const double th = std::tanh(g[0]);
        a[0] = 1 - th * th;
        second = 0.385 * w[0] * w[0];  // sup |tanh''| / 2 < 0.7699 / 2
        break;
      }
      case Kind::Logistic: {
        const double sg = 1 / (1 + std::exp(-g[0]));
        a[0] = sg * (1 - sg);
        second = 0.0482 * w[0] * w[0];  // sup |logistic''| / 2 < 0.0963 / 2
        break;
      }
      case Kind::Exponential:
        a[0] = std::exp(g[0]);
        second = 0.5 * std::exp(g[0] + w[0]) * w[0] * w[0];
        break;
    }
    double linear = 0, remainder = second;
    for (size_t j = 0; j < inputs.size(); ++j) {
      const int64_t e = operands[j]->numElements() == n ? k : 0;
      b.add(k, a[j], *inputs[j], u.column[j], e);
      remainder += std::fabs(a[j]) * r[j];
      linear += std::fabs(a[j]) * (w[j] - r[j]);
    }
    // The derivatives and coefficients are computed in double: a relative
    // slack covers their rounding.
    remainder = (remainder + kSlack * (linear + remainder)) * (1 + kSlack);
    b.remainder[static_cast<size_t>(k)] = remainder;
    // A correctly rounded result of operands whose legal values are their
    // goldens is the golden: no symbol.
    if (!exactOp && !(rounded && linear + remainder == 0)) {
      const double h = halfUlp(t, y);
      const double reach = std::fabs(y) + h + linear + remainder;
      b.local[static_cast<size_t>(k)] = (allowanceAt(allowance, t, reach) + h) * (1 + kSlack);
    }
  }
  return finish(b, u.symbols);
}

// ---------------------------------------------------------------- dot_general

// Row-major offsets of the index space `dims` of `shape`.
std::vector<int64_t> offsets(const Shape& shape, const std::vector<int64_t>& dims) {
  const std::vector<int64_t> strides = stridesOf(shape);
  Shape sizes;
  std::vector<int64_t> step;
  for (int64_t d : dims) {
    sizes.push_back(shape[static_cast<size_t>(d)]);
    step.push_back(strides[static_cast<size_t>(d)]);
  }
  std::vector<int64_t> out;
  reduction::Odometer walk(sizes, step);
  walk.run(0, [&](int64_t o) { out.push_back(o); });
  return out;
}

std::shared_ptr<const ErrorForms> dotForms(const OpCall& call, const Tensor& result) {
  if (call.operands.size() != 2 || !call.operands[0].isTensor() || !call.operands[1].isTensor()) return nullptr;
  const Tensor& lhs = call.operands[0].tensor();
  const Tensor& rhs = call.operands[1].tensor();
  if (!isFloat(lhs.elementType()) || !isFloat(result.elementType()) || lhs.type().isQuantized()) return nullptr;
  const int64_t n = result.numElements();
  if (!isFloat(rhs.elementType()) || rhs.type().isQuantized() || result.type().isQuantized()) return nullptr;
  const std::vector<std::shared_ptr<const ErrorForms>> inputs = {formsOf(call.operands[0]), formsOf(call.operands[1])};
  if (!inputs[0] || !inputs[1] || (!anySymbols(inputs) && n > kLocalSymbolsUpTo)) return nullptr;
  const linalg::DotDimensionNumbers dims = linalg::dotDimensionNumbers(call);
  const std::vector<int64_t> lhsFree = linalg::resultDimensions(lhs.rank(), dims.lhs_batching_dimensions, dims.lhs_contracting_dimensions);
  const std::vector<int64_t> rhsFree = linalg::resultDimensions(rhs.rank(), dims.rhs_batching_dimensions, dims.rhs_contracting_dimensions);
  const std::vector<int64_t> lb = offsets(lhs.shape(), dims.lhs_batching_dimensions), rb = offsets(rhs.shape(), dims.rhs_batching_dimensions);
  const std::vector<int64_t> lf = offsets(lhs.shape(), lhsFree), rf = offsets(rhs.shape(), rhsFree);
  const std::vector<int64_t> lc = offsets(lhs.shape(), dims.lhs_contracting_dimensions), rc = offsets(rhs.shape(), dims.rhs_contracting_dimensions);
  const int64_t B = static_cast<int64_t>(lb.size()), M = static_cast<int64_t>(lf.size()), N = static_cast<int64_t>(rf.size()),
                K = static_cast<int64_t>(lc.size());
  if (B * M * N != n) return nullptr;
  const Union u = unite(inputs);
  if (static_cast<double>(n) * static_cast<double>(K) * (static_cast<double>(u.symbols.size()) + 4) > kMaxWork) return nullptr;
  // Per operand element: golden, W and r.
  auto widths = [](const ErrorForms& f, const Tensor& t, std::vector<double>& g, std::vector<double>& w) {
    const int64_t m = t.numElements();
    g.resize(static_cast<size_t>(m));
    w.resize(static_cast<size_t>(m));
    for (int64_t e = 0; e < m; ++e) {
      g[static_cast<size_t>(e)] = t.floatValue(e);
      double x = f.remainder[static_cast<size_t>(e)];
      for (size_t s = 0; s < f.width(); ++s) x += std::fabs(f.coefficients[static_cast<size_t>(e) * f.width() + s]);
      w[static_cast<size_t>(e)] = x;
    }
  };
  std::vector<double> gx, wx, gy, wy;
  widths(*inputs[0], lhs, gx, wx);
  widths(*inputs[1], rhs, gy, wy);
  Builder b(n, u.symbols.size());
  const DotPrecision precision =
      dotPrecision(call, dotOperandType(lhs.elementType(), rhs.elementType()), result.elementType());
  const bool sequential = call.evaluator.options().accumulation == RunOptions::Accumulation::Sequential;
  std::vector<double> mx(static_cast<size_t>(M * K)), my(static_cast<size_t>(N * K)), golden(static_cast<size_t>(M * N)),
      own(static_cast<size_t>(M * N));
  for (int64_t bi = 0; bi < B; ++bi) {
    // The legal operands' magnitudes |g| + W, laid out as productBounds reads them.
    for (int64_t i = 0; i < M; ++i)
      for (int64_t k = 0; k < K; ++k) {
        const size_t e = static_cast<size_t>(lb[bi] + lf[i] + lc[k]);
        mx[static_cast<size_t>(i * K + k)] = std::fabs(gx[e]) + wx[e];
      }
    for (int64_t j = 0; j < N; ++j)
      for (int64_t k = 0; k < K; ++k) {
        const size_t e = static_cast<size_t>(rb[bi] + rf[j] + rc[k]);
        my[static_cast<size_t>(j * K + k)] = std::fabs(gy[e]) + wy[e];
      }
    for (int64_t o = 0; o < M * N; ++o) golden[static_cast<size_t>(o)] = result.floatValue(bi * M * N + o);
    linalg::productBounds(mx.data(), my.data(), golden.data(), N, M, N, K, precision, result.elementType(),
                          linalg::OperandBounds{}, own.data(), N, sequential);
    for (int64_t i = 0; i < M; ++i)
      for (int64_t j = 0; j < N; ++j) {
        const int64_t k0 = bi * M * N + i * N + j;
        double remainder = 0, linear = 0;
        for (int64_t k = 0; k < K; ++k) {
          const size_t x = static_cast<size_t>(lb[bi] + lf[i] + lc[k]), y = static_cast<size_t>(rb[bi] + rf[j] + rc[k]);
          b.add(k0, gx[x], *inputs[1], u.column[1], static_cast<int64_t>(y));
          b.add(k0, gy[y], *inputs[0], u.column[0], static_cast<int64_t>(x));
          const double rx = inputs[0]->remainder[x], ry = inputs[1]->remainder[y];
          remainder += std::fabs(gx[x]) * ry + rx * std::fabs(gy[y]) + wx[x] * wy[y];
          linear += std::fabs(gx[x]) * (wy[y] - ry) + (wx[x] - rx) * std::fabs(gy[y]);
        }
        const double ownBound = own[static_cast<size_t>(i * N + j)];
        const bool finite = std::isfinite(remainder) && std::isfinite(ownBound) && std::isfinite(golden[static_cast<size_t>(i * N + j)]);
        b.remainder[static_cast<size_t>(k0)] =
            finite ? (remainder + kSlack * (linear + remainder)) * (1 + kSlack) + static_cast<double>(K) * 0x1p-50 * remainder : INFINITY;
        b.local[static_cast<size_t>(k0)] = finite ? ownBound : 0.0;
      }
  }
  return finish(b, u.symbols);
}

// ---------------------------------------------------------------- data movement

std::shared_ptr<const ErrorForms> movedForms(const OpCall& call, const std::vector<Origin>& origin, const Tensor& result) {
  // Only forms with symbols are worth moving (the bounds move anyway).
  if (std::none_of(call.operands.begin(), call.operands.end(), [](const Value& v) {
        return v.annotations && v.annotations->forms && v.annotations->forms->width() > 0;
      }))
    return nullptr;
  std::vector<std::shared_ptr<const ErrorForms>> inputs;
  for (const Value& v : call.operands) inputs.push_back(formsOf(v));
  const Union u = unite(inputs);
  const int64_t n = result.numElements();
  if (result.type().isQuantized()) return nullptr;
  if (static_cast<double>(n) * static_cast<double>(u.symbols.size()) > kMaxWork) return nullptr;
  Builder b(n, u.symbols.size());
  for (int64_t k = 0; k < n; ++k) {
    const auto [j, e] = origin[static_cast<size_t>(k)];
    if (j >= inputs.size() || !inputs[j]) {
      b.remainder[static_cast<size_t>(k)] = INFINITY;
      continue;
    }
    b.add(k, 1.0, *inputs[j], u.column[j], e);
    b.remainder[static_cast<size_t>(k)] = inputs[j]->remainder[static_cast<size_t>(e)];
  }
  return finish(b, u.symbols);
}

}  // namespace

std::vector<std::shared_ptr<const ErrorForms>> errorForms(const OpCall& call, const std::vector<Value>& results,
                                                          const std::vector<std::vector<Origin>>* origins) {
  std::vector<std::shared_ptr<const ErrorForms>> out(results.size());
  for (size_t i = 0; i < results.size(); ++i) {
    if (!results[i].isTensor() || !isFloat(results[i].tensor().elementType())) continue;
    const Tensor& r = results[i].tensor();
    if (r.numElements() == 0 || r.type().isQuantized()) continue;
    if (r.numElements() > kMaxElements) {
      std::optional<Kind> kind = kindOf(call.op.name);
      if (!origins && kind && *kind != Kind::Tanh && *kind != Kind::Logistic && *kind != Kind::Exponential)
        out[i] = legalGoldenForms(call, r);
      continue;
    }
    if (origins) {
      if (i < origins->size() && (*origins)[i].size() == static_cast<size_t>(r.numElements()))
        out[i] = movedForms(call, (*origins)[i], r);
    } else if (call.op.name == "stablehlo.dot_general") {
      out[i] = dotForms(call, r);
    } else if (std::optional<Kind> kind = kindOf(call.op.name)) {
      out[i] = elementwiseForms(call, *kind, r);
    }
  }
  return out;
}

std::shared_ptr<const ErrorForms> formsFromBound(const std::vector<double>& bound, const Tensor& golden) {
  const int64_t n = golden.numElements();
  if (n == 0 || n > kLocalSymbolsUpTo || bound.size() != static_cast<size_t>(n) || !isFloat(golden.elementType()))
    return nullptr;
  Builder b(n, 0);
  for (int64_t k = 0; k < n; ++k) {
    const double d = bound[static_cast<size_t>(k)];
    if (!std::isfinite(d)) b.remainder[static_cast<size_t>(k)] = INFINITY;
    else if (d > 0) b.local[static_cast<size_t>(k)] = d + halfUlp(golden.elementType(), golden.floatValue(k));
  }
  return finish(b, {});
}

void tightenByForms(const ErrorForms& forms, const Tensor& golden, std::span<double> bound) {
  const size_t n = bound.size();
  const HalfUlp half(golden.elementType());
  const size_t width = forms.width();
  constexpr size_t kBlock = 1024;
  double g[kBlock];
  for (size_t begin = 0; begin < n; begin += kBlock) {
    const size_t len = std::min(kBlock, n - begin);
    loadFloats(golden, static_cast<int64_t>(begin), {g, len});
    for (size_t i = 0; i < len; ++i) {
      const size_t k = begin + i;
      double w = forms.remainder[k];
      for (size_t s = 0; s < width; ++s) w += std::fabs(forms.coefficients[k * width + s]);
      bound[k] = std::min(bound[k], (w + half(g[i])) * (1 + kSlack));
    }
  }
}

}  // namespace hloref
