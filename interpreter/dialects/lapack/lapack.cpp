#include "interpreter/dialects/lapack/lapack.h"

#include <mpfr.h>

#include <cmath>

namespace hloref::lapack {

ElementType prefixElementType(char letter) {
  switch (letter) {
    case 's': return ElementType::F32;
    case 'd': return ElementType::F64;
    case 'c': return ElementType::C64;
    default: return ElementType::C128;
  }
}

double roundToType(const Real& x, ElementType t) {
  mpfr_srcptr p = x.backend().data();
  if (t == ElementType::F32) return static_cast<double>(mpfr_get_flt(p, MPFR_RNDN));
  return mpfr_get_d(p, MPFR_RNDN);
}

double unitRoundoffOf(ElementType t) { return t == ElementType::F32 || t == ElementType::C64 ? 0x1p-24 : 0x1p-53; }

Target::Target(OpCall& c, ElementType prefixType) : call(c), elementType(prefixType) {
  const Tensor& a = call.tensor(0);
  if (a.elementType() != prefixType || a.type().isQuantized())
    call.fail("operand #0 is " + tensorTypeString(a.type()) + ", but the target computes in " +
              std::string(elementTypeName(prefixType)));
  const int64_t rank = a.rank();
  if (rank < 2) call.fail("operand #0 must be a matrix or a batch of matrices, got " + tensorTypeString(a.type()));
  int64_t batchDims = rank - 2;
  if (const Attribute* frontend = call.optionalAttr("mhlo.frontend_attributes"))
    if (const Attribute* n = frontend->field("num_batch_dims")) {
      if (n->kind != Attribute::Kind::String || n->text != std::to_string(rank - 2))
        call.fail("has num_batch_dims = " + attributeString(*n) + " for an operand of rank " + std::to_string(rank));
    }
  for (int64_t d = 0; d < batchDims; ++d) {
    batchShape_.push_back(a.shape()[d]);
    batch_ *= a.shape()[d];
  }
}

char Target::charAttribute(const std::string& name, char fallback) const {
  const Attribute* config = call.optionalAttr("mhlo.backend_config");
  const Attribute* value = config ? config->field(name) : nullptr;
  if (!value) return fallback;
  if (value->kind != Attribute::Kind::Integer || value->intValue < 0 || value->intValue > 127)
    call.fail("has mhlo.backend_config " + name + " = " + attributeString(*value) + "; expected a character code");
  return static_cast<char>(value->intValue);
}

// Whether the matrices of value `index` (of rank `rank`) reach LAPACK
// transposed: layouts are minor-to-major; [r-2, r-1, batch...] is
// column-major (LAPACK's order: it sees the logical matrix), [r-1, r-2,
// batch...] row-major (it sees the transpose), and no layout is XLA's
// default, row-major. Batch dimensions must be major, in order.
bool Target::transposed(const Attribute* layouts, size_t index, int64_t rank) const {
  if (!layouts) return rank >= 2;
  if (layouts->kind != Attribute::Kind::Array || index >= layouts->elements.size())
    call.fail("has no layout for value #" + std::to_string(index));
  std::optional<std::vector<int64_t>> layout = asIntList(layouts->elements[index]);
  if (!layout || static_cast<int64_t>(layout->size()) != rank)
    call.fail("has a layout of the wrong length for value #" + std::to_string(index));
  const std::vector<int64_t>& l = *layout;
  const int64_t matrixDims = rank >= 2 ? 2 : rank;
  for (int64_t k = matrixDims; k < rank; ++k)
    if (l[static_cast<size_t>(k)] != rank - 1 - k)
      call.unsupportedHere("with the layout " + attributeString(layouts->elements[index]) + " of value #" +
                           std::to_string(index) + " (batch dimensions must be major and in order)");
  if (rank < 2) return false;
  if (l[0] == rank - 2 && l[1] == rank - 1) return false;
  if (l[0] == rank - 1 && l[1] == rank - 2) return true;
  call.unsupportedHere("with the layout " + attributeString(layouts->elements[index]) + " of value #" +
                       std::to_string(index));
}

namespace {

template <class S>
S readElement(const Tensor& t, int64_t k) {
  if constexpr (std::is_same_v<S, Real>) {
    return Real(t.floatValue(k));
  } else {
    std::complex<double> v = t.complexValue(k);
    return Cx(Real(v.real()), Real(v.imag()));
  }
}

template <class S>
void writeElement(Tensor& t, int64_t k, const S& v, ElementType part) {
  if constexpr (std::is_same_v<S, Real>) t.setFloatValue(k, roundToType(v, part));
  else t.setComplexValue(k, {roundToType(v.re, part), roundToType(v.im, part)});
}

}  // namespace

template <class S>
Matrices<S> Target::loadMatrices(size_t i) const {
  const Tensor& t = call.tensor(i);
  if (t.elementType() != elementType || t.rank() != static_cast<int64_t>(batchShape_.size()) + 2)
    call.fail("operand #" + std::to_string(i) + " is " + tensorTypeString(t.type()) + "; expected a batch of " +
              std::string(elementTypeName(elementType)) + " matrices shaped like operand #0's batch");
  const int64_t r = t.rank(), R = t.shape()[r - 2], C = t.shape()[r - 1];
  const bool flip = transposed(call.optionalAttr("operand_layouts"), i, r);
  Matrices<S> m;
  m.batch = batch_;
  m.rows = flip ? C : R;
  m.cols = flip ? R : C;
  m.values.resize(static_cast<size_t>(batch_ * R * C));
  for (int64_t b = 0; b < batch_; ++b)
    for (int64_t x = 0; x < R; ++x)
      for (int64_t y = 0; y < C; ++y) {
        S v = readElement<S>(t, (b * R + x) * C + y);
        if (flip) m.at(b, y, x) = std::move(v);
        else m.at(b, x, y) = std::move(v);
      }
  return m;
}

template <class S>
Tensor Target::storeMatrices(size_t j, const Matrices<S>& m) const {
  const TensorType& type = call.resultType(j);
  const int64_t r = static_cast<int64_t>(type.shape.size());
  const bool flip = transposed(call.optionalAttr("result_layouts"), j, r);
  const int64_t R = flip ? m.cols : m.rows, C = flip ? m.rows : m.cols;
  if (r != static_cast<int64_t>(batchShape_.size()) + 2 || type.shape[r - 2] != R || type.shape[r - 1] != C)
    call.fail("declares result #" + std::to_string(j) + " as " + tensorTypeString(type) + ", but the target makes " +
              std::to_string(m.batch) + " matrices of " + std::to_string(R) + "x" + std::to_string(C));
  Tensor t(type);
  const ElementType part = hloref::isComplex(type.elementType) ? complexPartType(type.elementType) : type.elementType;
  for (int64_t b = 0; b < m.batch; ++b)
    for (int64_t x = 0; x < R; ++x)
      for (int64_t y = 0; y < C; ++y) writeElement(t, (b * R + x) * C + y, flip ? m.at(b, y, x) : m.at(b, x, y), part);
  return t;
}

template <class S>
Tensor Target::storeVectors(size_t j, const std::vector<S>& values) const {
  const TensorType& type = call.resultType(j);
  transposed(call.optionalAttr("result_layouts"), j, static_cast<int64_t>(type.shape.size()));
  Tensor t(type);
  if (t.numElements() != static_cast<int64_t>(values.size()) ||
      (!isFloat(type.elementType) && !hloref::isComplex(type.elementType)))
    call.fail("declares result #" + std::to_string(j) + " as " + tensorTypeString(type) + ", but the target makes " +
              std::to_string(values.size()) + " values");
  const ElementType part = hloref::isComplex(type.elementType) ? complexPartType(type.elementType) : type.elementType;
  for (size_t k = 0; k < values.size(); ++k) writeElement(t, static_cast<int64_t>(k), values[k], part);
  return t;
}

Tensor Target::storeInts(size_t j, const std::vector<int64_t>& values) const {
  const TensorType& type = call.resultType(j);
  transposed(call.optionalAttr("result_layouts"), j, static_cast<int64_t>(type.shape.size()));
  Tensor t(type);
  if (t.numElements() != static_cast<int64_t>(values.size()) || type.elementType != ElementType::SI32)
    call.fail("declares result #" + std::to_string(j) + " as " + tensorTypeString(type) + "; expected " +
              std::to_string(values.size()) + " i32 values");
  for (size_t k = 0; k < values.size(); ++k) t.setIntBits(static_cast<int64_t>(k), static_cast<uint64_t>(values[k]));
  return t;
}

void Target::markAll(size_t j, const Tensor& t) const {
  if (!call.annotating()) return;
  for (int64_t k = 0; k < t.numElements(); ++k) call.markImplementationDefined(j, k);
}

void Target::markMatrix(size_t j, const Tensor& t, int64_t b) const {
  if (!call.annotating() || batch_ == 0) return;
  const int64_t size = t.numElements() / batch_;
  for (int64_t k = b * size; k < (b + 1) * size; ++k) call.markImplementationDefined(j, k);
}

void Target::decided(size_t j, const Tensor& t) const {
  if (call.annotating()) call.setErrorBound(j, std::vector<double>(static_cast<size_t>(t.numElements()), 0.0));
}

double Target::operandErrorNorm(size_t i, int64_t b) const {
  const Value& v = call.operands.at(i);
  if (!v.annotations || v.annotations->errorBound.empty() || batch_ == 0) return 0;
  const std::vector<double>& e = v.annotations->errorBound;
  const int64_t size = v.tensor().numElements() / batch_;
  if (static_cast<int64_t>(e.size()) != v.tensor().numElements()) return INFINITY;
  double sum = 0;
  for (int64_t k = b * size; k < (b + 1) * size; ++k) sum += e[static_cast<size_t>(k)] * e[static_cast<size_t>(k)];
  return std::sqrt(sum);
}

template Matrices<Real> Target::loadMatrices<Real>(size_t) const;
template Matrices<Cx> Target::loadMatrices<Cx>(size_t) const;
template Tensor Target::storeMatrices<Real>(size_t, const Matrices<Real>&) const;
template Tensor Target::storeMatrices<Cx>(size_t, const Matrices<Cx>&) const;
template Tensor Target::storeVectors<Real>(size_t, const std::vector<Real>&) const;
template Tensor Target::storeVectors<Cx>(size_t, const std::vector<Cx>&) const;

}  // namespace hloref::lapack
