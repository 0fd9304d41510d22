// spec: Ops > convolution (Constraints C1-C34). Attributes as the
// interpreter reads them: `dimension_numbers = #stablehlo.conv<...>`
// (required); window_strides, lhs_dilation, rhs_dilation (default 1s),
// padding (default 0s), window_reversal (default false),
// feature_group_count and batch_group_count (default 1) and
// precision_config (default none) are optional.
#include "checker/ops/convolution.h"

#include "checker/checker_util.h"

namespace hloref::checker::convolution {
namespace {

std::string boolListText(const std::vector<bool>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += std::string(i ? ", " : "") + (v[i] ? "true" : "false");
  return s + "]";
}

}  // namespace

// C1-C34 as both sections state them; C25 is enforced as `c25` says.
std::vector<ConstraintInfo> constraints(Enforcement c25) {
  return {
      {"C1", "N = rank(lhs) = rank(rhs)"},
      {"C2", "size(window_strides) = N - 2"},
      {"C3", "0 < window_strides"},
      {"C4", "shape(padding) = [N - 2, 2]"},
      {"C5", "size(lhs_dilation) = N - 2"},
      {"C6", "0 < lhs_dilation"},
      {"C7", "size(rhs_dilation) = N - 2"},
      {"C8", "0 < rhs_dilation"},
      {"C9", "size(window_reversal) = N - 2"},
      {"C10", "dim(lhs, input_batch_dimension) % batch_group_count = 0"},
      {"C11", "dim(lhs, input_feature_dimension) % feature_group_count = 0"},
      {"C12", "size(input_spatial_dimensions) = N - 2"},
      {"C13", "Given input_dimensions = [input_batch_dimension] + input_spatial_dimensions + [input_feature_dimension]:"},
      {"C14", "dim(rhs, kernel_input_feature_dimension) = dim(lhs, input_feature_dimension) / feature_group_count"},
      {"C15", "dim(rhs, kernel_output_feature_dimension) % batch_group_count = 0"},
      {"C16", "dim(rhs, kernel_output_feature_dimension) % feature_group_count = 0"},
      {"C17", "size(kernel_spatial_dimensions) = N - 2"},
      {"C18", "Given kernel_dimensions = kernel_spatial_dimensions + [kernel_input_feature_dimension] + [kernel_output_feature_dimension]:"},
      {"C19", "size(output_spatial_dimensions) = N - 2"},
      {"C20", "Given output_dimensions = [output_batch_dimension] + output_spatial_dimensions + [output_feature_dimension]:"},
      {"C21", "0 < feature_group_count"},
      {"C22", "0 < batch_group_count"},
      {"C23", "feature_group_count = 1 or batch_group_count = 1"},
      {"C24", "size(precision_config) = 2"},
      {"C25", "dim(result, result_dim) is defined as:", c25},
      {"C26", "rank(result) = N"},
      {"C27", "element_type(lhs) = element_type(rhs) = element_type(result)"},
      {"C28", "is_quantized(lhs) = is_quantized(result) and is_quantized(rhs)"},
      {"C29", "If is_per_axis_quantized(rhs), then quantization_dimension(rhs) = kernel_output_feature_dimension"},
      {"C30", "If is_per_axis_quantized(result), then quantization_dimension(result) = output_feature_dimension"},
      {"C31", "storage_type(lhs) = storage_type(rhs)"},
      {"C32", "expressed_type(lhs) = expressed_type(rhs) = expressed_type(result)"},
      {"C33", "If is_per_tensor_quantized(rhs), then is_per_tensor_quantized(result)"},
      {"C34", "element_type(lhs) = expressed_type(rhs) = element_type(result)"},
  };
}

namespace {

// The attributes, with their defaults (both ops read them alike).
struct Attributes {
  std::vector<int64_t> window_strides, lhs_dilation, rhs_dilation;
  std::vector<bool> window_reversal;
  int64_t input_batch_dimension, input_feature_dimension;
  std::vector<int64_t> input_spatial_dimensions;
  int64_t kernel_input_feature_dimension, kernel_output_feature_dimension;
  std::vector<int64_t> kernel_spatial_dimensions;
  int64_t output_batch_dimension, output_feature_dimension;
  std::vector<int64_t> output_spatial_dimensions;
  int64_t feature_group_count, batch_group_count;
  std::vector<std::string> precision_config;
};

// nullopt when one could not be read (reported).
std::optional<Attributes> readAttributes(OpContext& c, const Attribute& dn, int64_t S) {
  const std::vector<int64_t> ones(static_cast<size_t>(std::max<int64_t>(S, 0)), 1);
  auto window_strides = intListAttrOr(c, "window_strides", ones);
  auto lhs_dilation = intListAttrOr(c, "lhs_dilation", ones);
  auto rhs_dilation = intListAttrOr(c, "rhs_dilation", ones);
  std::optional<std::vector<bool>> window_reversal = std::vector<bool>(std::max<int64_t>(S, 0), false);
  if (const Attribute* a = c.attr("window_reversal")) {
    window_reversal = asBoolList(*a);
    if (!window_reversal) c.error("attribute 'window_reversal' must be a list of booleans, got " + attributeString(*a));
  }
  auto ibd = structIntField(c, dn, "input_batch_dimension");
  auto ifd = structIntField(c, dn, "input_feature_dimension");
  auto isd = structListField(c, dn, "input_spatial_dimensions");
  auto kifd = structIntField(c, dn, "kernel_input_feature_dimension");
  auto kofd = structIntField(c, dn, "kernel_output_feature_dimension");
  auto ksd = structListField(c, dn, "kernel_spatial_dimensions");
  auto obd = structIntField(c, dn, "output_batch_dimension");
  auto ofd = structIntField(c, dn, "output_feature_dimension");
  auto osd = structListField(c, dn, "output_spatial_dimensions");
  std::optional<int64_t> fgc = c.attr("feature_group_count") ? intAttr(c, "feature_group_count") : 1;
  std::optional<int64_t> bgc = c.attr("batch_group_count") ? intAttr(c, "batch_group_count") : 1;
  auto precision_config = precisionConfig(c);
  if (!window_strides || !lhs_dilation || !rhs_dilation || !window_reversal || !ibd || !ifd || !isd || !kifd ||
      !kofd || !ksd || !obd || !ofd || !osd || !fgc || !bgc || !precision_config)
    return std::nullopt;
  return Attributes{*window_strides, *lhs_dilation, *rhs_dilation, *window_reversal, *ibd, *ifd, *isd, *kifd,
                    *kofd, *ksd, *obd, *ofd, *osd, *fgc, *bgc, *precision_config};
}

// Which constraints held, for the ones that depend on them.
struct Held {
  bool c1 = false, window = false, c4 = false, c13 = false, c18 = false, c20 = false, c21 = false, c22 = false,
       c26 = false;
};

// (C1)-(C9): the ranks and the window attributes.
void checkWindow(OpContext& c, const TensorType& lhs, const TensorType& rhs, const Padding& padding,
                 const Attributes& a, Held& held) {
  const int64_t N = lhs.rank(), S = N - 2;
  const std::string n2 = std::to_string(S);
  held.c1 = c.require(rhs.rank() == N, "C1", [&] {
    return "rank(lhs) = " + std::to_string(N) + ", rank(rhs) = " + std::to_string(rhs.rank());
  });
  // size(list) = N - 2 and 0 < list.
  auto spatialList = [&](const std::vector<int64_t>& v, const char* name, const char* sizeId, const char* positiveId) {
    bool sized = c.require(listSize(v) == S, sizeId, std::string(name) + " = " + listText(v) + ", N - 2 = " + n2);
    bool positive = c.require(allPositive(v), positiveId,
                              std::string(name) + " = " + listText(v));
    return sized && positive;
  };
  bool c23 = spatialList(a.window_strides, "window_strides", "C2", "C3");
  held.c4 = c.require(padding.shape == Shape{S, 2} || (padding.shape.size() == 2 && compatibleDims(padding.shape[0], S) &&
                                                        compatibleDims(padding.shape[1], 2)),
                      "C4", "shape(padding) = " + shapeText(padding.shape) + ", N - 2 = " + n2);
  bool c56 = spatialList(a.lhs_dilation, "lhs_dilation", "C5", "C6");
  bool c78 = spatialList(a.rhs_dilation, "rhs_dilation", "C7", "C8");
  bool c9 = c.require(listSize(a.window_reversal) == S, "C9",
                      "window_reversal = " + boolListText(a.window_reversal) + ", N - 2 = " + n2);
  held.window = c23 && c56 && c78 && c9;
}

// (C12), (C13), (C17)-(C20): the dimension numbers.
void checkDimensionNumbers(OpContext& c, int64_t N, const Attributes& a, Held& held) {
  const int64_t S = N - 2;
  const std::string n2 = std::to_string(S);
  // size(spatial) = N - 2, and [..] + spatial + [..] unique in [0, N).
  auto dimensions = [&](const std::vector<int64_t>& spatial, const std::vector<int64_t>& all, const char* sizeId,
                        const char* spatialName, const char* permutationId, const char* allName) {
    bool sized = c.require(listSize(spatial) == S, sizeId, std::string(spatialName) + " = " + listText(spatial) +
                                                           ", N - 2 = " + n2);
    bool permutation = c.require(isUnique(all) && allInRange(all, 0, N), permutationId, [&] {
      return std::string(allName) + " = " + listText(all) + ", N = " + std::to_string(N);
    });
    return sized && permutation;
  };
  held.c13 = dimensions(
      a.input_spatial_dimensions,
      concat(concat({a.input_batch_dimension}, a.input_spatial_dimensions), {a.input_feature_dimension}), "C12",
      "input_spatial_dimensions", "C13", "input_dimensions");
  held.c18 = dimensions(a.kernel_spatial_dimensions,
                        concat(a.kernel_spatial_dimensions,
                               {a.kernel_input_feature_dimension, a.kernel_output_feature_dimension}),
                        "C17", "kernel_spatial_dimensions", "C18", "kernel_dimensions");
  held.c20 = dimensions(a.output_spatial_dimensions,
                        concat(concat({a.output_batch_dimension}, a.output_spatial_dimensions),
                               {a.output_feature_dimension}),
                        "C19", "output_spatial_dimensions", "C20", "output_dimensions");
}

// (C10), (C11), (C14)-(C16), (C21)-(C24): the group counts against the
// dimensions, and precision_config.
void checkGroups(OpContext& c, const TensorType& lhs, const TensorType& rhs, const Attributes& a, Held& held) {
  const int64_t fgc = a.feature_group_count, bgc = a.batch_group_count;
  held.c21 = c.require(0 < fgc, "C21", "feature_group_count = " + std::to_string(fgc));
  held.c22 = c.require(0 < bgc, "C22", "batch_group_count = " + std::to_string(bgc));
  c.require(fgc == 1 || bgc == 1, "C23", [&] {
    return "feature_group_count = " + std::to_string(fgc) + ", batch_group_count = " + std::to_string(bgc);
  });
  c.require(a.precision_config.empty() || a.precision_config.size() == 2, "C24",
            "precision_config = " + stringListText(a.precision_config));
  const int64_t lhsBatch = held.c13 ? lhs.shape[a.input_batch_dimension] : kDynamic;
  const int64_t lhsFeature = held.c13 ? lhs.shape[a.input_feature_dimension] : kDynamic;
  const bool kernelDimsOk = held.c1 && held.c18;  // they index rhs
  const int64_t kernelInput = kernelDimsOk ? rhs.shape[a.kernel_input_feature_dimension] : kDynamic;
  const int64_t kernelOutput = kernelDimsOk ? rhs.shape[a.kernel_output_feature_dimension] : kDynamic;
  const std::string features = ", feature_group_count = " + std::to_string(fgc);
  const std::string batches = ", batch_group_count = " + std::to_string(bgc);
  // `x % count = 0` for a known x and a positive count.
  auto divides = [&](int64_t x, bool countOk, int64_t count, const char* id, const char* what,
                     const std::string& countText) {
    if (countOk && x != kDynamic)
      c.require(x % count == 0, id, [&] { return std::string(what) + " = " + dimText(x) + countText; });
  };
  divides(lhsBatch, held.c22, bgc, "C10", "dim(lhs, input_batch_dimension)", batches);
  divides(lhsFeature, held.c21, fgc, "C11", "dim(lhs, input_feature_dimension)", features);
  if (held.c13 && kernelDimsOk && held.c21)
    c.require(lhsFeature == kDynamic || compatibleDims(kernelInput, lhsFeature / fgc), "C14", [&] {
      return "dim(rhs, kernel_input_feature_dimension) = " + dimText(kernelInput) +
             ", dim(lhs, input_feature_dimension) = " + dimText(lhsFeature) + features;
    });
  divides(kernelOutput, held.c22, bgc, "C15", "dim(rhs, kernel_output_feature_dimension)", batches);
  divides(kernelOutput, held.c21, fgc, "C16", "dim(rhs, kernel_output_feature_dimension)", features);
}

// (C25), (C26): the result shape.
void checkResultShape(OpContext& c, const TensorType& lhs, const TensorType& rhs, const TensorType& result,
                      const Padding& padding, const Attributes& a, bool resultShapeIsStatic, Held& held) {
  const int64_t N = lhs.rank();
  held.c26 = c.require(result.rank() == N, "C26", [&] {
    return "rank(result) = " + std::to_string(result.rank()) + ", N = " + std::to_string(N);
  });
  if (!(held.c1 && held.window && held.c4 && held.c13 && held.c18 && held.c20 && held.c21 && held.c22 && held.c26))
    return;
  const int64_t lhsBatch = lhs.shape[a.input_batch_dimension];
  Shape expected(static_cast<size_t>(N), kDynamic);
  expected[a.output_batch_dimension] = lhsBatch == kDynamic ? kDynamic : lhsBatch / a.batch_group_count;
  expected[a.output_feature_dimension] = rhs.shape[a.kernel_output_feature_dimension];
  if (resultShapeIsStatic && padding.values)
    for (int64_t i = 0; i < N - 2; ++i) {
      int64_t input = lhs.shape[a.input_spatial_dimensions[i]], kernel = rhs.shape[a.kernel_spatial_dimensions[i]];
      if (input == kDynamic || kernel == kDynamic) continue;
      const auto [low, high] = (*padding.values)[i];
      expected[a.output_spatial_dimensions[i]] =
          numWindows(input, kernel, a.lhs_dilation[i], a.rhs_dilation[i], low, high, a.window_strides[i]);
    }
  c.require(compatibleShapes(expected, result.shape), "C25", [&] {
    return "shape(result) = " + shapeText(result.shape) + ", expected " + shapeText(expected);
  });
}

// (C27)-(C34): element types and quantization.
void checkElementTypes(OpContext& c, const TensorType& lhs, const TensorType& rhs, const TensorType& result,
                       const Attributes& a) {
  static const ProductTypeIds ids{"C27", "C28", "C31", "C32", "C33", "C34"};
  ProductKind kind = checkProductQuantization(c, lhs, rhs, result, ids);
  if (kind == ProductKind::kNotQuantized) return;
  if (isPerAxisQuantized(rhs))
    c.require(*rhs.quant->quantizationDimension == a.kernel_output_feature_dimension, "C29", [&] {
      return "quantization_dimension(rhs) = " + std::to_string(*rhs.quant->quantizationDimension) +
             ", kernel_output_feature_dimension = " + std::to_string(a.kernel_output_feature_dimension);
    });
  if (isPerAxisQuantized(result))
    c.require(*result.quant->quantizationDimension == a.output_feature_dimension, "C30", [&] {
      return "quantization_dimension(result) = " + std::to_string(*result.quant->quantizationDimension) +
             ", output_feature_dimension = " + std::to_string(a.output_feature_dimension);
    });
  if (kind == ProductKind::kQuantized) checkQuantizedProduct(c, lhs, rhs, result, ids);
}

}  // namespace

void check(OpContext& c, const std::optional<Padding>& padding, bool resultShapeIsStatic) {
  const TensorType* lhs = requireOperandOf(c, 0, "I1", kAnyTensor | kPerTensorQuantized);
  const TensorType* rhs = requireOperandOf(c, 1, "I2", kAnyTensor | kQuantizedTensor);
  const TensorType* result = requireResultOf(c, 0, "O1", kAnyTensor | kQuantizedTensor);
  const Attribute* dn = structAttr(c, "dimension_numbers");
  if (!lhs || !rhs || !result || !dn || !padding) return;
  std::optional<Attributes> a = readAttributes(c, *dn, lhs->rank() - 2);
  if (!a) return;
  Held held;
  checkWindow(c, *lhs, *rhs, *padding, *a, held);
  checkDimensionNumbers(c, lhs->rank(), *a, held);
  checkGroups(c, *lhs, *rhs, *a, held);
  checkResultShape(c, *lhs, *rhs, *result, *padding, *a, resultShapeIsStatic, held);
  checkElementTypes(c, *lhs, *rhs, *result, *a);
}

namespace {

void checkConvolution(OpContext& c) {
  if (!requireArity(c, 2, 1)) return;
  const TensorType* lhs = c.operandTensor(0);
  const int64_t S = lhs ? std::max<int64_t>(lhs->rank() - 2, 0) : 0;
  std::optional<PaddingAttribute> attribute = paddingAttr(c, S);
  std::optional<Padding> padding;
  if (attribute) {
    padding = Padding{attribute->shape, std::nullopt};
    if (attribute->shape.size() == 2 && attribute->shape[1] == 2) {
      padding->values.emplace();
      for (size_t i = 0; 2 * i + 1 < attribute->values.size(); ++i)
        padding->values->push_back({attribute->values[2 * i], attribute->values[2 * i + 1]});
    }
  }
  check(c, padding, true);
}

}  // namespace

HLOREF_CHECKER("stablehlo.convolution", checkConvolution, convolution::constraints(Enforcement::kStatic));

}  // namespace hloref::checker::convolution
