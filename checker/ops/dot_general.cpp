// spec: Ops > dot_general (Constraints C1-C24). The dimension numbers live
// in `dot_dimension_numbers = #stablehlo.dot<...>` (custom syntax:
// `batching_dims = [..] x [..], contracting_dims = [..] x [..]`; missing
// lists are empty); `precision_config` and `algorithm` are optional.
#include "checker/ops/dot_general.h"

#include "checker/checker_util.h"

namespace hloref::checker::dot_general {
namespace {

// [d for d in axes(x) and d not in batching and d not in contracting].
std::vector<int64_t> resultDimensions(int64_t rank, const std::vector<int64_t>& batching,
                                      const std::vector<int64_t>& contracting) {
  std::vector<int64_t> r;
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(batching, d) && !contains(contracting, d)) r.push_back(d);
  return r;
}

// spec: dot_general, DotAlgorithm: "StableHLO verification will provide
// best effort verification, preventing algorithms that are not known to be
// supported on *any* hardware". The known ones, as the official verifier
// lists them (xla_data.proto's Algorithm): precision types, accumulation
// type, component counts 1 and 1, and the primitive operations allowed.
void checkKnownAlgorithm(OpContext& c, const Attribute& algorithm) {
  auto type = [&](const char* name) -> std::string {
    const Attribute* f = algorithm.field(name);
    return f && f->kind == Attribute::Kind::TypeAttr && f->type.isTensor()
               ? std::string(elementTypeName(f->type.tensorType().elementType))
               : "";
  };
  auto integer = [&](const char* name) {
    const Attribute* f = algorithm.field(name);
    return f ? asInt(*f).value_or(0) : 0;
  };
  const std::string lhs = type("lhs_precision_type"), rhs = type("rhs_precision_type"), acc = type("accumulation_type");
  const int64_t ops = integer("num_primitive_operations");
  const Attribute* impreciseField = algorithm.field("allow_imprecise_accumulation");
  const bool imprecise = impreciseField && impreciseField->kind == Attribute::Kind::Bool && impreciseField->boolValue;
  auto f8 = [](const std::string& t) {
    return t == "f8E4M3FNUZ" || t == "f8E5M2FNUZ" || t == "f8E4M3FN" || t == "f8E5M2";
  };
  bool known = false;
  if (integer("lhs_component_count") == 1 && integer("rhs_component_count") == 1) {
    if (f8(lhs) && f8(rhs)) known = acc == "f32" && ops == 1;
    else if (!imprecise && lhs == rhs)
      known = (lhs == "bf16" && ((acc == "f32" && (ops == 1 || ops == 3 || ops == 6 || ops == 9)) ||
                                 (acc == "bf16" && ops == 1))) ||
              (lhs == "f16" && (acc == "f16" || acc == "f32") && ops == 1) ||
              (lhs == "tf32" && acc == "f32" && (ops == 1 || ops == 3)) ||
              (lhs == "f32" && acc == "f32" && ops == 1) || (lhs == "f64" && acc == "f64" && ops == 1);
  }
  if (!known)
    c.error("has an algorithm not known to be supported on any hardware (spec: dot_general, DotAlgorithm): " +
            attributeString(algorithm));
}

// (C21)-(C24), for a DotAlgorithm with fields (an empty one is
// is_empty_algorithm).
void checkAlgorithm(OpContext& c, const std::vector<std::string>& precision_config) {
  const Attribute* algorithm = c.attr("algorithm");
  if (!algorithm) return;
  if (algorithm->kind != Attribute::Kind::Struct) {
    c.error("attribute 'algorithm' must be a #stablehlo.dot_algorithm<...>, got " + attributeString(*algorithm));
    return;
  }
  if (algorithm->fields.empty()) return;
  bool allDefault = true;
  for (const std::string& p : precision_config) allDefault = allDefault && p == "DEFAULT";
  c.require(allDefault, "C21", "precision_config = " + stringListText(precision_config));
  for (auto [name, id] : {std::pair{"lhs_component_count", "C22"}, std::pair{"rhs_component_count", "C23"},
                          std::pair{"num_primitive_operations", "C24"}}) {
    const Attribute* f = algorithm->field(name);
    if (!f) continue;
    std::optional<int64_t> v = asInt(*f);
    if (!v) {
      c.error("algorithm field '" + std::string(name) + "' must be an integer, got " + attributeString(*f));
      continue;
    }
    c.require(0 < *v, id, std::string(name) + " = " + std::to_string(*v));
  }
  checkKnownAlgorithm(c, *algorithm);
}

// (C1)-(C12): the dimension numbers, precision_config and the result shape.
void checkDimensions(OpContext& c, const TensorType& lhs, const TensorType& rhs, const TensorType& result,
                     const DotDimensionNumbers& d, const std::vector<std::string>& precision_config) {
  const auto &lbd = d.lhs_batching_dimensions, &rbd = d.rhs_batching_dimensions;
  const auto &lcd = d.lhs_contracting_dimensions, &rcd = d.rhs_contracting_dimensions;
  const int64_t lhsRank = lhs.rank(), rhsRank = rhs.rank();
  bool c1 = c.require(lbd.size() == rbd.size(), "C1", [&] {
    return "lhs_batching_dimensions = " + listText(lbd) + ", rhs_batching_dimensions = " + listText(rbd);
  });
  bool c2 = c.require(lcd.size() == rcd.size(), "C2", [&] {
    return "lhs_contracting_dimensions = " + listText(lcd) + ", rhs_contracting_dimensions = " + listText(rcd);
  });
  bool c3 = c.require(isUnique(concat(lbd, lcd)), "C3", [&] {
    return "lhs_batching_dimensions = " + listText(lbd) + ", lhs_contracting_dimensions = " + listText(lcd);
  });
  bool c4 = c.require(isUnique(concat(rbd, rcd)), "C4", [&] {
    return "rhs_batching_dimensions = " + listText(rbd) + ", rhs_contracting_dimensions = " + listText(rcd);
  });
  auto inRange = [&](const std::vector<int64_t>& dims, int64_t rank, const char* id, const char* name,
                     const char* side) {
    return c.require(allInRange(dims, 0, rank), id, [&] {
      return std::string(name) + " = " + listText(dims) + ", rank(" + side + ") = " + std::to_string(rank);
    });
  };
  bool c5 = inRange(lbd, lhsRank, "C5", "lhs_batching_dimensions", "lhs");
  bool c6 = inRange(lcd, lhsRank, "C6", "lhs_contracting_dimensions", "lhs");
  bool c7 = inRange(rbd, rhsRank, "C7", "rhs_batching_dimensions", "rhs");
  bool c8 = inRange(rcd, rhsRank, "C8", "rhs_contracting_dimensions", "rhs");
  if (c1 && c5 && c7) {
    auto a = dims(lhs, lbd), b = dims(rhs, rbd);
    c.require(compatibleShapes(a, b), "C9", [&] {
      return "dim(lhs, lhs_batching_dimensions...) = " + shapeText(a) + ", dim(rhs, rhs_batching_dimensions...) = " +
             shapeText(b);
    });
  }
  if (c2 && c6 && c8) {
    auto a = dims(lhs, lcd), b = dims(rhs, rcd);
    c.require(compatibleShapes(a, b), "C10", [&] {
      return "dim(lhs, lhs_contracting_dimensions...) = " + shapeText(a) +
             ", dim(rhs, rhs_contracting_dimensions...) = " + shapeText(b);
    });
  }
  // An absent or empty precision_config gives no precisions (the default).
  c.require(precision_config.empty() || precision_config.size() == 2, "C11",
            "precision_config = " + stringListText(precision_config));
  if (c1 && c3 && c4 && c5 && c6 && c7 && c8) {
    Shape expected = dims(lhs, lbd);
    for (int64_t a : resultDimensions(lhsRank, lbd, lcd)) expected.push_back(lhs.shape[a]);
    for (int64_t a : resultDimensions(rhsRank, rbd, rcd)) expected.push_back(rhs.shape[a]);
    c.require(compatibleShapes(expected, result.shape), "C12", [&] {
      return "shape(result) = " + shapeText(result.shape) + ", expected " + shapeText(expected);
    });
  }
}

// (C13)-(C20): element types and quantization.
void checkElementTypes(OpContext& c, const TensorType& lhs, const TensorType& rhs, const TensorType& result,
                       const std::vector<int64_t>& rhs_contracting_dimensions) {
  static const ProductTypeIds ids{"C13", "C14", "C17", "C18", "C19", "C20"};
  ProductKind kind = checkProductQuantization(c, lhs, rhs, result, ids);
  if (kind == ProductKind::kNotQuantized) return;
  if (isQuantized(rhs)) {
    bool zero = true;
    for (int64_t z : rhs.quant->zeroPoints) zero = zero && z == 0;
    c.require(zero, "C15", "rhs: " + typeText(rhs));
    if (isPerAxisQuantized(rhs))
      c.require(!contains(rhs_contracting_dimensions, *rhs.quant->quantizationDimension), "C16", [&] {
        return "quantization_dimension(rhs) = " + std::to_string(*rhs.quant->quantizationDimension) +
               ", rhs_contracting_dimensions = " + listText(rhs_contracting_dimensions);
      });
  }
  if (kind == ProductKind::kQuantized) checkQuantizedProduct(c, lhs, rhs, result, ids);
}

void checkDotGeneral(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  Values v = checkValueTypes(c);
  const Attribute* dn = structAttr(c, "dot_dimension_numbers");
  auto precision_config = precisionConfig(c);
  if (!v.lhs || !v.rhs || !v.result || !dn || !precision_config) return;
  auto lbd = structListField(c, *dn, "lhs_batching_dimensions");
  auto rbd = structListField(c, *dn, "rhs_batching_dimensions");
  auto lcd = structListField(c, *dn, "lhs_contracting_dimensions");
  auto rcd = structListField(c, *dn, "rhs_contracting_dimensions");
  if (!lbd || !rbd || !lcd || !rcd) return;
  checkProduct(c, *v.lhs, *v.rhs, *v.result, {*lbd, *rbd, *lcd, *rcd}, *precision_config);
  checkAlgorithm(c, *precision_config);
}

}  // namespace

void checkProduct(OpContext& c, const TensorType& lhs, const TensorType& rhs, const TensorType& result,
                  const DotDimensionNumbers& dimensions, const std::vector<std::string>& precision_config) {
  checkDimensions(c, lhs, rhs, result, dimensions, precision_config);
  checkElementTypes(c, lhs, rhs, result, dimensions.rhs_contracting_dimensions);
}

Values checkValueTypes(OpContext& c) {
  return {requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized),
          requireOperandOf(c, 1, "I2", kAnyTensor | kQuantizedTensor),
          requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor)};
}

std::vector<ConstraintInfo> constraints() {
  return {
      {"C1", "size(lhs_batching_dimensions) = size(rhs_batching_dimensions)"},
      {"C2", "size(lhs_contracting_dimensions) = size(rhs_contracting_dimensions)"},
      {"C3", "is_unique(lhs_batching_dimensions + lhs_contracting_dimensions)"},
      {"C4", "is_unique(rhs_batching_dimensions + rhs_contracting_dimensions)"},
      {"C5", "0 <= lhs_batching_dimensions < rank(lhs)"},
      {"C6", "0 <= lhs_contracting_dimensions < rank(lhs)"},
      {"C7", "0 <= rhs_batching_dimensions < rank(rhs)"},
      {"C8", "0 <= rhs_contracting_dimensions < rank(rhs)"},
      {"C9", "dim(lhs, lhs_batching_dimensions...) = dim(rhs, rhs_batching_dimensions...)"},
      {"C10", "dim(lhs, lhs_contracting_dimensions...) = dim(rhs, rhs_contracting_dimensions...)"},
      {"C11", "size(precision_config) = 2"},
      {"C12", "shape(result) = dim(lhs, lhs_batching_dimensions) + dim(lhs, lhs_result_dimensions) + dim(rhs, rhs_result_dimensions)"},
      {"C13", "element_type(lhs) = element_type(rhs)"},
      {"C14", "is_quantized(lhs) = is_quantized(result) and is_quantized(rhs)"},
      {"C15", "zero_points(rhs) = 0"},
      {"C16", "If is_per_axis_quantized(rhs), then quantization_dimension(rhs) not in rhs_contracting_dimensions"},
      {"C17", "storage_type(lhs) = storage_type(rhs)"},
      {"C18", "expressed_type(lhs) = expressed_type(rhs) = expressed_type(result)"},
      {"C19", "If is_per_tensor_quantized(rhs), then is_per_tensor_quantized(result)"},
      {"C20", "element_type(lhs) = expressed_type(rhs) = element_type(result)"},
      {"C21", "precision_config... = DEFAULT"},
      {"C22", "0 < lhs_component_count"},
      {"C23", "0 < rhs_component_count"},
      {"C24", "0 < num_primitive_operations"},
  };
}

HLOREF_CHECKER("stablehlo.dot_general", checkDotGeneral, constraints());

}  // namespace hloref::checker::dot_general
