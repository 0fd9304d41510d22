// spec: Ops > dot_general (Constraints C1-C24). The dimension numbers live
// in `dot_dimension_numbers = #stablehlo.dot<...>` (custom syntax:
// `batching_dims = [..] x [..], contracting_dims = [..] x [..]`; missing
// lists are empty); `precision_config` and `algorithm` are optional.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

// [d for d in axes(x) and d not in batching and d not in contracting].
std::vector<int64_t> resultDimensions(int64_t rank, const std::vector<int64_t>& batching,
                                      const std::vector<int64_t>& contracting) {
  std::vector<int64_t> r;
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(batching, d) && !contains(contracting, d)) r.push_back(d);
  return r;
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
}

void checkDotGeneral(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* lhs = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* rhs = requireOperandOf(c, 1, "I2", kAnyTensor | kQuantizedTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor);
  const Attribute* dn = structAttr(c, "dot_dimension_numbers");
  auto precision_config = precisionConfig(c);
  if (!lhs || !rhs || !result || !dn || !precision_config) return;
  auto lbd_ = structListField(c, *dn, "lhs_batching_dimensions");
  auto rbd_ = structListField(c, *dn, "rhs_batching_dimensions");
  auto lcd_ = structListField(c, *dn, "lhs_contracting_dimensions");
  auto rcd_ = structListField(c, *dn, "rhs_contracting_dimensions");
  if (!lbd_ || !rbd_ || !lcd_ || !rcd_) return;
  const auto &lbd = *lbd_, &rbd = *rbd_, &lcd = *lcd_, &rcd = *rcd_;
  const int64_t lhsRank = lhs->rank(), rhsRank = rhs->rank();

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
    auto a = dimsOf(*lhs, lbd), b = dimsOf(*rhs, rbd);
    c.require(compatibleLists(a, b), "C9", [&] {
      return "dim(lhs, lhs_batching_dimensions...) = " + listText(a) + ", dim(rhs, rhs_batching_dimensions...) = " +
             listText(b);
    });
  }
  if (c2 && c6 && c8) {
    auto a = dimsOf(*lhs, lcd), b = dimsOf(*rhs, rcd);
    c.require(compatibleLists(a, b), "C10", [&] {
      return "dim(lhs, lhs_contracting_dimensions...) = " + listText(a) +
             ", dim(rhs, rhs_contracting_dimensions...) = " + listText(b);
    });
  }
  // An absent or empty precision_config gives no precisions (the default).
  c.require(precision_config->empty() || precision_config->size() == 2, "C11",
            "precision_config = " + stringListText(*precision_config));
  if (c1 && c3 && c4 && c5 && c6 && c7 && c8) {
    Shape expected = dimsOf(*lhs, lbd);
    for (int64_t d : resultDimensions(lhsRank, lbd, lcd)) expected.push_back(lhs->shape[d]);
    for (int64_t d : resultDimensions(rhsRank, rbd, rcd)) expected.push_back(rhs->shape[d]);
    c.require(compatibleShapes(expected, result->shape), "C12", [&] {
      return "shape(result) = " + shapeText(result->shape) + ", expected " + shapeText(expected);
    });
  }
  const bool anyQuantized = isQuantized(*lhs) || isQuantized(*rhs) || isQuantized(*result);
  if (!anyQuantized) {
    // The result element type may differ within the operands' kind of
    // number (i8 x i8 -> i32, f16 x f16 -> f32): the dot products are
    // reduces of the products from constant(0, element_type(result)).
    auto kind = [](ElementType e) { return isBoolean(e) ? 0 : isInteger(e) ? 1 : isFloat(e) ? 2 : 3; };
    c.require(sameElementType(*lhs, *rhs) && kind(lhs->elementType) == kind(result->elementType), "C13", [&] {
      return "element_type(lhs) = " + elementText(*lhs) + ", element_type(rhs) = " + elementText(*rhs) +
             ", element_type(result) = " + elementText(*result);
    });
  } else {
    bool c14 = c.require(isQuantized(*lhs) == isQuantized(*result) && isQuantized(*rhs), "C14", [&] {
      return "lhs: " + typeText(*lhs) + ", rhs: " + typeText(*rhs) + ", result: " + typeText(*result);
    });
    if (isQuantized(*rhs)) {
      bool zero = true;
      for (int64_t z : rhs->quant->zeroPoints) zero = zero && z == 0;
      c.require(zero, "C15", "rhs: " + typeText(*rhs));
      if (isPerAxisQuantized(*rhs))
        c.require(!contains(rcd, *rhs->quant->quantizationDimension), "C16", [&] {
          return "quantization_dimension(rhs) = " + std::to_string(*rhs->quant->quantizationDimension) +
                 ", rhs_contracting_dimensions = " + listText(rcd);
        });
    }
    if (c14 && isQuantized(*lhs)) {
      c.require(storageType(*lhs) == storageType(*rhs), "C17", [&] {
        return "storage_type(lhs) = " + std::string(elementTypeName(storageType(*lhs))) +
               ", storage_type(rhs) = " + std::string(elementTypeName(storageType(*rhs)));
      });
      c.require(lhs->quant->expressedType == rhs->quant->expressedType &&
                    rhs->quant->expressedType == result->quant->expressedType,
                "C18", [&] {
                  return "expressed_type(lhs) = " + std::string(elementTypeName(lhs->quant->expressedType)) +
                         ", expressed_type(rhs) = " + std::string(elementTypeName(rhs->quant->expressedType)) +
                         ", expressed_type(result) = " + std::string(elementTypeName(result->quant->expressedType));
                });
      c.require(!isPerTensorQuantized(*rhs) || isPerTensorQuantized(*result), "C19", [&] {
        return "rhs: " + typeText(*rhs) + ", result: " + typeText(*result);
      });
    } else if (c14) {
      c.require(lhs->elementType == rhs->quant->expressedType && lhs->elementType == result->elementType, "C20", [&] {
        return "element_type(lhs) = " + elementText(*lhs) + ", expressed_type(rhs) = " +
               std::string(elementTypeName(rhs->quant->expressedType)) + ", element_type(result) = " +
               elementText(*result);
      });
    }
  }
  checkAlgorithm(c, *precision_config);
}

}  // namespace

HLOREF_CHECKER("stablehlo.dot_general", checkDotGeneral,
               {
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
               });

}  // namespace hloref::checker
