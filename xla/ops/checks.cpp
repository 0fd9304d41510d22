#include "xla/ops/checks.h"

#include "interpreter/control_flow.h"
#include "spec/notation.h"

namespace hloref::xla {

bool fitsType(const Value& value, const Type& type) {
  if (type.isToken()) return value.isToken();
  if (type.isTuple() || type.kind() == Type::Kind::Future) {
    if (!value.isTuple() || value.elements().size() != type.elements().size()) return false;
    for (size_t i = 0; i < type.elements().size(); ++i)
      if (!fitsType(value.elements()[i], type.elements()[i])) return false;
    return true;
  }
  if (!value.isTensor()) return false;
  const TensorType& declared = type.tensorType();
  const Tensor& t = value.tensor();
  if (t.elementType() != declared.elementType || t.rank() != declared.rank()) return false;
  return control_flow::valueHasType(value, type);
}

void requireFits(const OpCall& call, std::span<const Value> values, std::span<const Type> types, const std::string& what) {
  bool ok = values.size() == types.size();
  for (size_t i = 0; ok && i < values.size(); ++i) ok = fitsType(values[i], types[i]);
  if (!ok)
    call.fail("has " + what + " of types " + control_flow::valueTypesString(values) + " where " +
              control_flow::typeListString(types) + " are declared");
}

void checkDotDimensions(const OpCall& call, const Tensor& lhs, const Tensor& rhs, const linalg::DotDimensionNumbers& dims) {
  auto side = [&](const Tensor& t, const std::vector<int64_t>& batch, const std::vector<int64_t>& contract,
                  const char* name) {
    std::vector<int64_t> all = notation::concat(batch, contract);
    if (!notation::allInRange(all, 0, t.rank()) || !notation::isUnique(all))
      call.fail(std::string("has ") + name + " batch and contracting dimensions " + notation::listText(all) +
                " that are not distinct dimensions of rank " + std::to_string(t.rank()));
  };
  side(lhs, dims.lhs_batching_dimensions, dims.lhs_contracting_dimensions, "lhs");
  side(rhs, dims.rhs_batching_dimensions, dims.rhs_contracting_dimensions, "rhs");
  auto sizes = [&](const std::vector<int64_t>& l, const std::vector<int64_t>& r, const char* what) {
    if (l.size() != r.size()) call.fail(std::string("has unpaired ") + what + " dimensions");
    for (size_t i = 0; i < l.size(); ++i)
      if (lhs.shape()[static_cast<size_t>(l[i])] != rhs.shape()[static_cast<size_t>(r[i])])
        call.fail(std::string("has ") + what + " dimensions of different sizes");
  };
  sizes(dims.lhs_batching_dimensions, dims.rhs_batching_dimensions, "batch");
  sizes(dims.lhs_contracting_dimensions, dims.rhs_contracting_dimensions, "contracting");
  if (lhs.elementType() != rhs.elementType())
    call.fail("has operands of different element types " + std::string(elementTypeName(lhs.elementType())) + " and " +
              std::string(elementTypeName(rhs.elementType())));
  ElementType r = call.resultType(0).elementType;
  if (isFloat(r) != isFloat(lhs.elementType()) || isComplex(r) != isComplex(lhs.elementType()))
    call.fail("has a result of element type " + std::string(elementTypeName(r)) + " for " +
              std::string(elementTypeName(lhs.elementType())) + " operands");
}

}  // namespace hloref::xla
