// Propagation of golden annotations from operands to results; the rules are
// in golden/annotate.h.
#include "golden/annotate.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <string_view>
#include <unordered_map>

#include "core/diagnostic.h"
#include "golden/error_forms.h"
#include "golden/propagate.h"
#include "golden/ulp_allowance.h"
#include "numerics/exact_sum.h"
#include "interpreter/evaluator.h"

namespace hloref {
namespace {

constexpr double kUnknownBound = std::numeric_limits<double>::infinity();

using Rule = Annotation::Kind;  // each op's registration states its rule (interpreter/op_facts.h)
using Data = Annotation::Data;

using Known = ElementAnnotations::Known;

bool hasMarks(const ElementAnnotations* a) {
  if (!a) return false;
  if (a->anyMarks != Known::Unknown) return a->anyMarks == Known::Yes;
  return std::any_of(a->marks.begin(), a->marks.end(), [](uint8_t m) { return m != 0; });
}
// The union of the Mark bits a value (tuples looked into) carries.
uint8_t markBits(const Value& v) {
  uint8_t bits = 0;
  if (v.isTuple()) {
    for (const Value& e : v.elements()) bits |= markBits(e);
    return bits;
  }
  if (v.annotations)
    for (uint8_t m : v.annotations->marks) bits |= m;
  return bits;
}
bool hasNonzeroBound(const ElementAnnotations* a) {
  if (!a) return false;
  if (a->anyNonzeroBound != Known::Unknown) return a->anyNonzeroBound == Known::Yes;
  return std::any_of(a->errorBound.begin(), a->errorBound.end(), [](double b) { return b != 0; });
}

// Records the summaries of annotations the annotator made.
void summarize(ElementAnnotations& a) {
  a.anyMarks = a.anyNonzeroBound = Known::Unknown;
  a.anyMarks = hasMarks(&a) ? Known::Yes : Known::No;
  a.anyNonzeroBound = hasNonzeroBound(&a) ? Known::Yes : Known::No;
}

// Whether a value (tuples looked into) carries marks / nonzero bounds.
bool valueHas(const Value& v, bool (*test)(const ElementAnnotations*)) {
  if (v.isTuple()) {
    for (const Value& e : v.elements())
      if (valueHas(e, test)) return true;
    return false;
  }
  return test(v.annotations.get());
}

bool carriesBounds(const Value& v) { return v.isTensor() && (isFloat(v.tensor().elementType()) || isComplex(v.tensor().elementType())); }

// A result's annotations under construction.
struct Draft {
  std::vector<uint8_t> mask;  // empty = none yet
  std::vector<double> bound;  // empty = none
  bool boundIsExact = false;  // bound set by exact propagation (kept even if all zero)
  std::vector<Origin> origin;  // data movement of small results: where each element came from (error forms)
  std::shared_ptr<const ErrorForms> forms;
};

// Data movement keeps the origins of results up to this size, for the
// error forms (golden/error_forms.h), which keep none for larger ones.
constexpr int64_t kOriginsKeptUpTo = 1024;

void markAll(Draft& d, int64_t n, uint8_t bits = kImplementationDefined) {
  if (d.mask.size() != static_cast<size_t>(n)) d.mask.assign(static_cast<size_t>(n), 0);
  for (uint8_t& m : d.mask) m |= bits;
}
void unknownBound(Draft& d, int64_t n) {
  d.bound.assign(static_cast<size_t>(n), kUnknownBound);
  d.boundIsExact = true;
}

void orMask(Draft& d, int64_t n, int64_t element, uint8_t bits = kImplementationDefined) {
  if (d.mask.empty()) d.mask.assign(static_cast<size_t>(n), 0);
  d.mask[static_cast<size_t>(element)] |= bits;
}

// ORs the marks of `operand` into an elementwise result of n elements
// (rank-0 operands broadcast; any other shape mismatch marks everything).
void orElementwise(Draft& d, int64_t n, const Value& operand) {
  const ElementAnnotations* a = operand.annotations.get();
  if (!hasMarks(a)) return;
  const int64_t m = static_cast<int64_t>(a->marks.size());
  if (m == n) {
    if (d.mask.empty()) d.mask.assign(static_cast<size_t>(n), 0);
    for (int64_t k = 0; k < n; ++k) d.mask[static_cast<size_t>(k)] |= a->marks[static_cast<size_t>(k)];
  } else {
    markAll(d, n, markBits(operand));
  }
}

// Whole results marked / unbounded when operands say so.
// Results without bounds (integers, booleans) computed from inexact values
// may come out otherwise in a legal implementation: unstable.
void conservative(const OpCall& call, const std::vector<Value>& results, std::vector<Draft>& drafts) {
  uint8_t bits = 0;
  bool bounded = false;
  for (const Value& v : call.operands) {
    bits |= markBits(v);
    bounded = bounded || valueHas(v, hasNonzeroBound);
  }
  for (size_t i = 0; i < results.size(); ++i) {
    if (!results[i].isTensor()) continue;
    const int64_t n = results[i].tensor().numElements();
    if (bits) markAll(drafts[i], n, bits);
    if (bounded && carriesBounds(results[i])) unknownBound(drafts[i], n);
    else if (bounded) markAll(drafts[i], n, kUnstable);
  }
}

// The elements of an elementwise result of n elements whose operand
// element carries a nonzero bound (rank-0 operands broadcast).
void unstableWhereBounded(Draft& d, int64_t n, const Value& operand) {
  const ElementAnnotations* a = operand.isTensor() ? operand.annotations.get() : nullptr;
  if (!hasNonzeroBound(a)) return;
  const size_t m = a->errorBound.size();
  if (m != static_cast<size_t>(n) && m != 1) return markAll(d, n, kUnstable);
  for (int64_t k = 0; k < n; ++k)
    if (a->errorBound[m == 1 ? 0 : static_cast<size_t>(k)] != 0) orMask(d, n, k, kUnstable);
}

// A real result of a Lipschitz op on a complex operand (abs: a hypotenuse,
// rounded) adds the op's complex allowance at the largest magnitude the
// result can reach; an exact one (real, imag) adds nothing.
void addComplexAllowance(const OpCall& call, const Tensor& result, std::vector<double>& bound) {
  if (!isFloat(result.elementType())) return;
  if (std::none_of(call.operands.begin(), call.operands.end(),
                   [](const Value& v) { return v.isTensor() && isComplex(v.tensor().elementType()); }))
    return;
  const UlpAllowance& a = call.op.def->accuracy.value.complex;
  if (a.kind == UlpAllowance::Kind::Exact || a.kind == UlpAllowance::Kind::Moves) return;
  const ElementType t = result.elementType();
  for (size_t k = 0; k < bound.size(); ++k) {
    const double y = result.floatValue(static_cast<int64_t>(k));
    if (!std::isfinite(y) || !std::isfinite(bound[k])) continue;
    const double allowance =
        a.kind == UlpAllowance::Kind::Rounded ? a.ulps * ulpOf(t, std::fabs(y) + halfUlp(t, y) + bound[k]) : kUnknownBound;
    bound[k] = (bound[k] + allowance) * (1 + 0x1p-50);
  }
}

// Whether every float operand carries bounds, all 0 (integer and boolean
// operands are exact by type).
bool allExactOperands(const OpCall& call) {
  for (const Value& v : call.operands) {
    if (!v.isTensor()) return false;
    if (!carriesBounds(v)) continue;
    const ElementAnnotations* a = v.annotations.get();
    if (!a || a->errorBound.empty() || hasNonzeroBound(a)) return false;
  }
  return true;
}

// `decided`: only the marks; the caller sets the results' bounds and
// unstable marks.
void elementwise(const OpCall& call, const std::vector<Value>& results, std::vector<Draft>& drafts, bool lipschitz,
                 bool decided = false) {
  for (size_t i = 0; i < results.size(); ++i) {
    if (!results[i].isTensor()) continue;
    const int64_t n = results[i].tensor().numElements();
    bool anyBound = false;
    for (const Value& v : call.operands) {
      if (v.isTuple()) {
        if (valueHas(v, hasMarks)) markAll(drafts[i], n);
        anyBound = anyBound || valueHas(v, hasNonzeroBound);
        continue;
      }
      orElementwise(drafts[i], n, v);
      anyBound = anyBound || hasNonzeroBound(v.annotations.get());
    }
    // A Lipschitz op whose float operands all carry bounds keeps them even
    // when they are all zero: its users then see an exact value.
    const bool allBounded = lipschitz && std::all_of(call.operands.begin(), call.operands.end(), [](const Value& v) {
      return !carriesBounds(v) || (v.annotations && !v.annotations->errorBound.empty());
    });
    if (decided) continue;
    // A real float computed from exact operands (their bounds all 0): the
    // op's own allowance, so that later ops see a value they can bound
    // rather than one that reads as exact by default.
    if (!anyBound && !lipschitz && isFloat(results[i].tensor().elementType()) && allExactOperands(call)) {
      drafts[i].bound = allowanceBound(call, results[i].tensor());
      drafts[i].boundIsExact = true;
      continue;
    }
    if (anyBound && !carriesBounds(results[i])) {
      for (const Value& v : call.operands) unstableWhereBounded(drafts[i], n, v);
      continue;
    }
    if (!(anyBound || allBounded) || !carriesBounds(results[i])) continue;
    if (!lipschitz) {
      unknownBound(drafts[i], n);
      continue;
    }
    // max over operands of their element bounds; an operand without bounds
    // may be off by its own op's allowance, which no absolute number states.
    std::vector<double>& bound = drafts[i].bound;
    bound.assign(static_cast<size_t>(n), 0.0);
    drafts[i].boundIsExact = true;
    for (const Value& v : call.operands) {
      if (!carriesBounds(v)) continue;  // e.g. nothing: all lipschitz operands are numbers
      const ElementAnnotations* a = v.annotations.get();
      const int64_t m = v.tensor().numElements();
      if (!a || a->errorBound.empty()) {
        std::fill(bound.begin(), bound.end(), kUnknownBound);
        break;
      }
      for (int64_t k = 0; k < n; ++k)
        bound[static_cast<size_t>(k)] =
            std::max(bound[static_cast<size_t>(k)], a->errorBound[static_cast<size_t>(m == n ? k : 0)]);
    }
    addComplexAllowance(call, results[i].tensor(), bound);
  }
}

// The operands whose elements a data-movement op moves; the others (start
// indices, pred) only choose.
std::vector<size_t> dataOperands(const OpCall& call, Data which) {
  const size_t count = call.operands.size();
  std::vector<size_t> data;
  switch (which) {
    case Data::All:
      for (size_t i = 0; i < count; ++i) data.push_back(i);
      break;
    case Data::FirstTwo: data = {0, 1}; break;
    case Data::SelectBranches: data = {1, 2}; break;
    case Data::ScatterInputsAndUpdates: {
      const size_t n = (count - 1) / 2;
      for (size_t i = 0; i < n; ++i) data.push_back(i);
      for (size_t i = n + 1; i < count; ++i) data.push_back(i);
      break;
    }
    case Data::First:
    case Data::FirstInOrder: data = {0}; break;
    case Data::None: break;
  }
  return data;
}

// Whether scatter's update_computation returns the updates unchanged.
bool scatterOverwrites(const Op& op) {
  if (op.regions.size() != 1 || op.regions[0].blocks.size() != 1) return false;
  const Block& block = op.regions[0].blocks[0];
  if (block.ops.size() != 1 || !block.ops[0].isTerminator) return false;
  const size_t n = block.arguments.size() / 2;
  const std::vector<int>& returned = block.ops[0].operands;
  if (returned.size() != n) return false;
  for (size_t i = 0; i < n; ++i)
    if (returned[i] != block.arguments[n + i]) return false;
  return true;
}

constexpr int kOriginShift = 40;  // origin = (data operand position << 40) | element

TensorType asOriginType(TensorType t) {
  t.elementType = ElementType::SI64;
  t.quant = nullptr;
  return t;
}
Type asOriginType(const Type& t) { return t.isTensor() ? Type::tensor(asOriginType(t.tensorType())) : t; }

// Runs the op once more on tensors of origins in place of its data operands;
// the results say where each element came from. nullopt when the op cannot
// be run that way.
std::optional<std::vector<Value>> originsOf(const OpCall& call, const std::vector<size_t>& data) {
  Op op = call.op;
  std::vector<Value> operands = call.operands;
  for (size_t p = 0; p < data.size(); ++p) {
    const size_t j = data[p];
    if (!operands[j].isTensor()) return std::nullopt;
    const Tensor& t = operands[j].tensor();
    TensorType type = asOriginType(t.type());
    Tensor origin(type);
    int64_t* out = origin.data<int64_t>();
    for (int64_t k = 0; k < t.numElements(); ++k) out[k] = (static_cast<int64_t>(p) << kOriginShift) | k;
    operands[j] = Value(std::move(origin));
    if (j < op.operandTypes.size()) op.operandTypes[j] = asOriginType(op.operandTypes[j]);
  }
  for (Type& t : op.resultTypes) t = asOriginType(t);
  for (Region& region : op.regions)
    for (Block& block : region.blocks)
      for (Type& t : block.argumentTypes) t = asOriginType(t);
  OpCall tracking{op, std::move(operands), call.evaluator, call.frame};
  try {
    std::vector<Value> results = call.evaluator.evaluate(tracking);
    if (results.size() != call.op.results.size()) return std::nullopt;
    for (const Value& v : results)
      if (v.isTensor() && v.tensor().elementType() != ElementType::SI64) return std::nullopt;
    return results;
  } catch (const Error&) {
    return std::nullopt;
  }
}

// dynamic_update_slice (spec: Ops > dynamic_update_slice): the result is
// the operand with the update's box written at the clamped start indices,
// so its annotations are the operand's with the update's written there
// (elements whose source has no bound: +inf), without running the op on
// origins. False when the operands are not what the op takes.
bool updateSlice(const OpCall& call, const std::vector<Value>& results, std::vector<Draft>& drafts, bool bounded) {
  if (call.op.name != "stablehlo.dynamic_update_slice" || results.size() != 1 || !results[0].isTensor() ||
      call.operands.size() < 2 || !call.operands[0].isTensor() || !call.operands[1].isTensor())
    return false;
  const Tensor& operand = call.operands[0].tensor();
  const Tensor& update = call.operands[1].tensor();
  const int64_t rank = operand.rank();
  if (update.rank() != rank || static_cast<int64_t>(call.operands.size()) != 2 + rank) return false;
  // adjusted_start_indices = clamp(0, start_indices, shape(operand) - shape(update)).
  std::vector<int64_t> start(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    const Value& s = call.operands[static_cast<size_t>(2 + d)];
    if (!s.isTensor() || s.tensor().numElements() != 1) return false;
    const Tensor& t = s.tensor();
    int64_t v = isSignedInteger(t.elementType()) ? t.intValue(0) : static_cast<int64_t>(t.intBits(0));
    start[static_cast<size_t>(d)] = std::clamp<int64_t>(v, 0, operand.shape()[d] - update.shape()[d]);
  }
  const ElementAnnotations* from = call.operands[0].annotations.get();
  const ElementAnnotations* into = call.operands[1].annotations.get();
  Draft& d = drafts[0];
  const int64_t n = operand.numElements();
  const bool bounds = bounded && carriesBounds(results[0]);
  if (bounds) {
    if (from && !from->errorBound.empty()) d.bound = from->errorBound;
    else d.bound.assign(static_cast<size_t>(n), kUnknownBound);
    d.boundIsExact = true;
  }
  const bool marks = hasMarks(from) || hasMarks(into);
  if (marks) {
    if (hasMarks(from)) d.mask = from->marks;
    else d.mask.assign(static_cast<size_t>(n), 0);
  }
  // The update's elements, row-major, at their offsets in the result.
  const std::vector<int64_t> strides = stridesOf(operand.shape());
  if (n <= kOriginsKeptUpTo)
    for (int64_t k = 0; k < n; ++k) d.origin.emplace_back(0, k);
  std::vector<int64_t> index(static_cast<size_t>(rank), 0);
  for (int64_t u = 0; u < update.numElements(); ++u) {
    int64_t offset = 0;
    for (int64_t k = 0; k < rank; ++k)
      offset += (start[static_cast<size_t>(k)] + index[static_cast<size_t>(k)]) * strides[static_cast<size_t>(k)];
    const size_t o = static_cast<size_t>(offset), e = static_cast<size_t>(u);
    if (bounds) d.bound[o] = into && !into->errorBound.empty() ? into->errorBound[e] : kUnknownBound;
    if (marks) d.mask[o] = into && !into->marks.empty() ? into->marks[e] : 0;
    if (!d.origin.empty()) d.origin[o] = {1, u};
    for (int64_t k = rank - 1; k >= 0; --k) {  // the next update index, row-major
      if (++index[static_cast<size_t>(k)] < update.shape()[static_cast<size_t>(k)]) break;
      index[static_cast<size_t>(k)] = 0;
    }
  }
  return true;
}

void dataMovement(const OpCall& call, const std::vector<Value>& results, std::vector<Draft>& drafts) {
  const Data which = Annotation(call.op.def->annotation).data;
  if (which == Data::ScatterInputsAndUpdates && !scatterOverwrites(call.op))
    return conservative(call, results, drafts);
  const std::vector<size_t> data = dataOperands(call, which);
  if (data.empty() || data.back() >= call.operands.size()) return conservative(call, results, drafts);

  bool dataAnnotated = false, dataBounded = false;
  for (size_t j : data) {
    dataAnnotated = dataAnnotated || (call.operands[j].annotations != nullptr);
    dataBounded = dataBounded || (call.operands[j].annotations && !call.operands[j].annotations->errorBound.empty());
  }
  bool dataMarked = false, allExact = true;
  for (size_t j : data) {
    const ElementAnnotations* a = call.operands[j].annotations.get();
    dataMarked = dataMarked || hasMarks(a);
    allExact = allExact && a && !a->errorBound.empty() && !hasNonzeroBound(a);
  }
  if (dataAnnotated && !dataMarked && allExact) {
    // Exact data (constants) moves as exact data: no need to track it.
    for (size_t i = 0; i < results.size(); ++i) {
      if (!carriesBounds(results[i])) continue;
      drafts[i].bound.assign(static_cast<size_t>(results[i].tensor().numElements()), 0.0);
      drafts[i].boundIsExact = true;
    }
  } else if (dataAnnotated && updateSlice(call, results, drafts, dataBounded)) {
    // Done without origins.
  } else if (dataAnnotated) {
    std::optional<std::vector<Value>> origins = originsOf(call, data);
    if (!origins) return conservative(call, results, drafts);
    for (size_t i = 0; i < results.size(); ++i) {
      if (!results[i].isTensor() || !(*origins)[i].isTensor()) continue;
      const Tensor& origin = (*origins)[i].tensor();
      const int64_t n = results[i].tensor().numElements();
      if (origin.numElements() != n) {
        markAll(drafts[i], n);
        continue;
      }
      const bool bounds = dataBounded && carriesBounds(results[i]);
      if (bounds) {
        drafts[i].bound.assign(static_cast<size_t>(n), 0.0);
        drafts[i].boundIsExact = true;
      }
      const int64_t* from = origin.data<int64_t>();
      if (n <= kOriginsKeptUpTo) drafts[i].origin.resize(static_cast<size_t>(n));
      for (int64_t k = 0; k < n; ++k) {
        const size_t p = static_cast<size_t>(from[k] >> kOriginShift);
        const size_t element = static_cast<size_t>(from[k] & ((int64_t{1} << kOriginShift) - 1));
        if (n <= kOriginsKeptUpTo)
          drafts[i].origin[static_cast<size_t>(k)] = {p < data.size() ? data[p] : call.operands.size(),
                                                      static_cast<int64_t>(element)};
        const ElementAnnotations* a = p < data.size() ? call.operands[data[p]].annotations.get() : nullptr;
        if (a && !a->marks.empty() && a->marks[element]) orMask(drafts[i], n, k, a->marks[element]);
        if (bounds)
          drafts[i].bound[static_cast<size_t>(k)] = a && !a->errorBound.empty() ? a->errorBound[element] : kUnknownBound;
      }
    }
  }
  // Choosing operands: select's pred elementwise, indices wholesale.
  for (size_t j = 0; j < call.operands.size(); ++j) {
    if (std::find(data.begin(), data.end(), j) != data.end()) continue;
    if (!valueHas(call.operands[j], hasMarks)) continue;
    for (size_t i = 0; i < results.size(); ++i) {
      if (!results[i].isTensor()) continue;
      const int64_t n = results[i].tensor().numElements();
      if (which == Data::SelectBranches) {
        orElementwise(drafts[i], n, call.operands[j]);
      } else {
        markAll(drafts[i], n, markBits(call.operands[j]));
      }
    }
  }
}

// sort: a result element is marked when any element of its slice along the
// sorted dimension is marked in any operand; bounds the same way, by max.
void sortRule(const OpCall& call, const std::vector<Value>& results, std::vector<Draft>& drafts) {
  if (results.empty() || !results[0].isTensor()) return conservative(call, results, drafts);
  const Shape& shape = results[0].tensor().shape();
  const int64_t rank = static_cast<int64_t>(shape.size());
  const Attribute* dimAttr = call.op.attr("dimension");
  std::optional<int64_t> dim = dimAttr ? asInt(*dimAttr) : std::nullopt;
  if (!dim || rank == 0) return conservative(call, results, drafts);
  const int64_t d = *dim >= 0 ? *dim : rank + *dim;
  if (d < 0 || d >= rank) return conservative(call, results, drafts);
  const int64_t n = results[0].tensor().numElements();
  const int64_t length = shape[static_cast<size_t>(d)];
  const int64_t stride = stridesOf(shape)[static_cast<size_t>(d)];
  std::vector<uint8_t> sliceMask(static_cast<size_t>(n), 0);
  std::vector<double> sliceBound;
  bool anyMark = false, anyBound = false;
  for (const Value& v : call.operands) {
    const ElementAnnotations* a = v.annotations.get();
    if (!a || !v.isTensor() || v.tensor().numElements() != n) continue;
    if (!a->marks.empty()) {
      anyMark = true;
      for (int64_t k = 0; k < n; ++k) sliceMask[static_cast<size_t>(k)] |= a->marks[static_cast<size_t>(k)];
    }
    if (!a->errorBound.empty()) {
      if (sliceBound.empty()) sliceBound.assign(static_cast<size_t>(n), 0.0);
      anyBound = true;
      for (int64_t k = 0; k < n; ++k)
        sliceBound[static_cast<size_t>(k)] = std::max(sliceBound[static_cast<size_t>(k)], a->errorBound[static_cast<size_t>(k)]);
    }
  }
  if (anyBound) {
    // Operands without bounds are off by an unstated allowance.
    for (const Value& v : call.operands)
      if (carriesBounds(v) && (!v.annotations || v.annotations->errorBound.empty()))
        std::fill(sliceBound.begin(), sliceBound.end(), kUnknownBound);
  }
  // Reduce each slice (start = offsets whose index along d is 0) to its OR / max.
  for (int64_t start = 0; start < n; ++start) {
    if ((start / stride) % length != 0) continue;
    uint8_t m = 0;
    double b = 0;
    for (int64_t t = 0; t < length; ++t) {
      const size_t k = static_cast<size_t>(start + t * stride);
      m |= sliceMask[k];
      if (anyBound) b = std::max(b, sliceBound[k]);
    }
    for (int64_t t = 0; t < length; ++t) {
      const size_t k = static_cast<size_t>(start + t * stride);
      sliceMask[k] = m;
      if (anyBound) sliceBound[k] = b;
    }
  }
  // With several operands, which element lands where depends on keys that
  // an error can reorder: a slice holding a nonzero bound is unstable in
  // every result (one operand's sorted values move by no more than its
  // largest error: the bound covers them).
  if (call.operands.size() > 1 && anyBound) {
    for (size_t k = 0; k < sliceMask.size(); ++k)
      if (sliceBound[k] != 0) sliceMask[k] |= kUnstable;
    anyMark = true;
  }
  for (size_t i = 0; i < results.size(); ++i) {
    if (!results[i].isTensor() || results[i].tensor().numElements() != n) continue;
    if (anyMark) drafts[i].mask = sliceMask;
    if (anyBound && carriesBounds(results[i])) {
      drafts[i].bound = sliceBound;
      drafts[i].boundIsExact = true;
    }
  }
}

// The unstable elements of a boolean or integer result computed
// elementwise from floats (golden/propagate.h); every element whose operands
// carry a nonzero bound when the rule cannot tell.
void decisions(const OpCall& call, const Tensor& result, Draft& d) {
  const int64_t n = result.numElements();
  bool bounded = false;
  for (const Value& v : call.operands) bounded = bounded || valueHas(v, hasNonzeroBound);
  if (!bounded) return;
  if (std::optional<std::vector<uint8_t>> unstable = unstableDecisions(call, result)) {
    for (int64_t k = 0; k < n; ++k)
      if ((*unstable)[static_cast<size_t>(k)]) orMask(d, n, k, kUnstable);
    return;
  }
  for (const Value& v : call.operands) unstableWhereBounded(d, n, v);
}

// Decides: marks as the Elementwise rule, and unstable where the operands'
// error boxes straddle the decision.
void decidesRule(const OpCall& call, const std::vector<Value>& results, std::vector<Draft>& drafts) {
  elementwise(call, results, drafts, false, true);
  for (size_t i = 0; i < results.size(); ++i)
    if (results[i].isTensor() && !carriesBounds(results[i])) decisions(call, results[i].tensor(), drafts[i]);
}

// Propagating: marks as the Elementwise rule; real float results get the
// bounds golden/propagate.h computes.
void propagatingRule(const OpCall& call, const std::vector<Value>& results, std::vector<Draft>& drafts) {
  elementwise(call, results, drafts, false, true);
  for (size_t i = 0; i < results.size(); ++i) {
    if (!results[i].isTensor()) continue;
    if (!carriesBounds(results[i])) {
      decisions(call, results[i].tensor(), drafts[i]);
      continue;
    }
    std::optional<std::vector<double>> bound = propagatedBound(call, results[i].tensor());
    if (bound) {
      drafts[i].bound = std::move(*bound);
      drafts[i].boundIsExact = true;
    } else if (std::any_of(call.operands.begin(), call.operands.end(),
                           [](const Value& v) { return valueHas(v, hasNonzeroBound); })) {
      unknownBound(drafts[i], results[i].tensor().numElements());  // as the Elementwise rule
    }
  }
}

// Whether every operand is exact by its type (integers, booleans).
bool onlyExactOperands(const OpCall& call) {
  return std::all_of(call.operands.begin(), call.operands.end(), [](const Value& v) {
    return v.isTensor() && !isFloat(v.tensor().elementType()) && !isComplex(v.tensor().elementType());
  });
}

bool anyOperandAnnotated(const OpCall& call) {
  for (const Value& v : call.operands) {
    if (v.isTuple() ? (valueHas(v, hasMarks) || valueHas(v, hasNonzeroBound)) : v.annotations != nullptr) return true;
  }
  return false;
}

// The error forms of the results (golden/error_forms.h) where the op has a
// rule for them, and the bounds they tighten: min(interval bound, forms).
void attachForms(const OpCall& call, Rule rule, const std::vector<Value>& results, std::vector<Draft>& drafts) {
  if (rule == Rule::Structural || rule == Rule::Exact || rule == Rule::ShapeOnly) return;
  // The forms model no flushing: under ftz the interval bounds alone hold.
  if (call.evaluator.options().policies.ftz) return;
  const bool moves = rule == Rule::MovesElements;
  std::vector<std::vector<Origin>> origins;
  if (moves)
    for (Draft& d : drafts) origins.push_back(std::move(d.origin));
  std::vector<std::shared_ptr<const ErrorForms>> forms = errorForms(call, results, moves ? &origins : nullptr);
  forms.resize(results.size());
  for (size_t i = 0; i < results.size(); ++i) {
    if (!results[i].isTensor() || drafts[i].bound.size() != static_cast<size_t>(results[i].tensor().numElements()))
      continue;
    // No rule: the interval bound, as symbols of this value's own.
    if (!forms[i]) forms[i] = formsFromBound(drafts[i].bound, results[i].tensor());
    if (!forms[i]) continue;
    tightenByForms(*forms[i], results[i].tensor(), drafts[i].bound);
    drafts[i].forms = std::move(forms[i]);
  }
}

}  // namespace

void GoldenAnnotator::noteRegionResults(const OpCall& call, size_t index, const std::vector<Value>& results) const {
  uint8_t bits = 0;
  for (const Value& v : results) bits |= markBits(v);
  if (!bits) return;
  call.pendingAnnotations.regionMarks |= bits;
  std::vector<size_t>& marked = call.pendingAnnotations.markedRegions;
  if (std::find(marked.begin(), marked.end(), index) == marked.end()) marked.push_back(index);
}

void GoldenAnnotator::annotateResults(const OpCall& call, std::vector<Value>& results) const {
  const Annotation annotation = call.op.def->annotation;
  const Rule rule = annotation.kind;
  const PendingAnnotations& pending = call.pendingAnnotations;
  if (rule == Rule::Structural) {
    // A marked predicate (if), index (case) or loop condition (while) leaves
    // every result open; other regions' results are the op's results.
    using Choice = Annotation::Choice;
    const std::vector<size_t>& regions = pending.markedRegions;
    uint8_t bits = 0;
    if (annotation.choice == Choice::FirstOperand && !call.operands.empty()) bits = markBits(call.operands[0]);
    if (annotation.choice == Choice::FirstRegion && std::find(regions.begin(), regions.end(), 0) != regions.end())
      bits = pending.regionMarks;
    if (bits) {
      for (Value& r : results) {
        if (!r.isTensor()) continue;
        auto a = std::make_shared<ElementAnnotations>(r.annotations ? *r.annotations : ElementAnnotations{});
        a->marks.resize(static_cast<size_t>(r.tensor().numElements()), 0);
        for (uint8_t& m : a->marks) m |= bits;
        summarize(*a);
        r.annotations = std::move(a);
      }
    }
    if (pending.marks.empty() && pending.errorBounds.empty()) return;
  }
  // Unannotated operands give unannotated results, except a propagating op
  // on integers (convert to a float type), which is within its allowance.
  if (rule != Rule::Structural && pending.empty() && rule != Rule::Exact && !anyOperandAnnotated(call) &&
      !(rule == Rule::Propagating && onlyExactOperands(call))) {
    for (Value& r : results) r.annotations = nullptr;
    return;
  }

  // An op that keeps every element at its row-major position passes the
  // operand's annotations on as they are (marks, bounds and error forms
  // alike), shared rather than rebuilt from origins.
  if (rule == Rule::MovesElements && annotation.data == Data::FirstInOrder && pending.empty() &&
      results.size() == 1 && results[0].isTensor() && !call.operands.empty() && call.operands[0].isTensor() &&
      results[0].tensor().numElements() == call.operands[0].tensor().numElements()) {
    results[0].annotations = call.operands[0].annotations;
    return;
  }

  std::vector<Draft> drafts(results.size());
  switch (rule) {
    case Rule::Computing: conservative(call, results, drafts); break;
    case Rule::Elementwise: elementwise(call, results, drafts, false); break;
    case Rule::Lipschitz: elementwise(call, results, drafts, true); break;
    case Rule::Propagating: propagatingRule(call, results, drafts); break;
    case Rule::Decides: decidesRule(call, results, drafts); break;
    case Rule::MovesElements: dataMovement(call, results, drafts); break;
    case Rule::Sort: sortRule(call, results, drafts); break;
    case Rule::Exact:
      // Constants are exact: a zero bound lets Lipschitz and data-movement
      // ops keep the bounds of the values they meet (ReLU after a dot).
      for (size_t i = 0; i < results.size(); ++i) {
        if (!carriesBounds(results[i])) continue;
        drafts[i].bound.assign(static_cast<size_t>(results[i].tensor().numElements()), 0.0);
        drafts[i].boundIsExact = true;
      }
      break;
    case Rule::Structural:
    case Rule::ShapeOnly: break;
  }
  // A region that returned marked values: its effect on the results is not
  // tracked, so all of them are open.
  if (rule != Rule::Structural && !pending.markedRegions.empty())
    for (size_t i = 0; i < results.size(); ++i)
      if (results[i].isTensor()) markAll(drafts[i], results[i].tensor().numElements(), pending.regionMarks);

  // The op's own marks and bounds.
  for (const auto& [i, element] : pending.marks) {
    if (i >= results.size() || !results[i].isTensor()) continue;
    const int64_t n = results[i].tensor().numElements();
    if (element >= 0 && element < n) orMask(drafts[i], n, element);
  }
  for (const auto& [i, bound] : pending.errorBounds) {
    if (i >= results.size() || !results[i].isTensor()) continue;
    if (static_cast<int64_t>(bound.size()) != results[i].tensor().numElements())
      fail(call.op.loc, "internal: '" + call.op.name + "' set an error bound of " + std::to_string(bound.size()) +
                            " elements for a result of " + std::to_string(results[i].tensor().numElements()));
    drafts[i].bound = bound;
    drafts[i].boundIsExact = true;
    // An integer result the op bounds (with zeros) is one the op decides:
    // the unstable marks its rule derived from bounded operands are lifted
    // (a LAPACK target's info, interpreter/dialects/lapack/); its own marks stay.
    if (!carriesBounds(results[i])) {
      for (uint8_t& m : drafts[i].mask) m &= static_cast<uint8_t>(~kUnstable);
      drafts[i].bound.clear();
      drafts[i].boundIsExact = false;
    }
  }

  attachForms(call, rule, results, drafts);

  for (size_t i = 0; i < results.size(); ++i) {
    Draft& d = drafts[i];
    if (rule == Rule::Structural) {
      // Keep what the value carries; add the op's own.
      if (d.mask.empty() && d.bound.empty()) continue;
      auto a = std::make_shared<ElementAnnotations>(results[i].annotations ? *results[i].annotations
                                                                            : ElementAnnotations{});
      if (!d.mask.empty()) {
        if (a->marks.empty()) a->marks.assign(d.mask.size(), 0);
        for (size_t k = 0; k < d.mask.size(); ++k) a->marks[k] |= d.mask[k];
      }
      if (!d.bound.empty()) a->errorBound = std::move(d.bound);
      summarize(*a);
      results[i].annotations = std::move(a);
      continue;
    }
    if (std::none_of(d.mask.begin(), d.mask.end(), [](uint8_t m) { return m != 0; })) d.mask.clear();
    if (!d.boundIsExact) d.bound.clear();
    if (d.mask.empty() && d.bound.empty()) {
      results[i].annotations = nullptr;
      continue;
    }
    auto a = std::make_shared<ElementAnnotations>();
    a->marks = std::move(d.mask);
    a->errorBound = std::move(d.bound);
    a->forms = std::move(d.forms);
    summarize(*a);
    results[i].annotations = std::move(a);
  }
}

std::optional<std::pair<size_t, int64_t>> elementOrigin(const OpCall& call, size_t result, int64_t element) {
  const Data which = Annotation(call.op.def->annotation).data;
  if (which == Data::ScatterInputsAndUpdates && !scatterOverwrites(call.op)) return std::nullopt;
  const std::vector<size_t> data = dataOperands(call, which);
  if (data.empty() || data.back() >= call.operands.size()) return std::nullopt;
  std::optional<std::vector<Value>> origins = originsOf(call, data);
  if (!origins || result >= origins->size() || !(*origins)[result].isTensor()) return std::nullopt;
  const Tensor& origin = (*origins)[result].tensor();
  if (element < 0 || element >= origin.numElements()) return std::nullopt;
  const int64_t from = origin.data<int64_t>()[element];
  const size_t p = static_cast<size_t>(from >> kOriginShift);
  if (p >= data.size()) return std::nullopt;
  return std::make_pair(data[p], from & ((int64_t{1} << kOriginShift) - 1));
}

namespace {
const GoldenAnnotator kGoldenAnnotator;
const ResultAnnotatorRegistrar kRegistrar(kGoldenAnnotator);
}  // namespace

}  // namespace hloref
