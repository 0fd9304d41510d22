// convolution's pretty form (spec: Ops > convolution); dynamic_conv prints in
// the generic form only.
#include <algorithm>
#include <iterator>

#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

// The keys of `window = {...}`.
const char* const kWindowKeys[] = {"stride", "pad", "lhs_dilate", "rhs_dilate", "reverse"};

// stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
//   window = {stride = [..], pad = [[..]], lhs_dilate = [..], rhs_dilate = [..], reverse = [..]}
//   {attrs} : (T, T) -> T
class ConvolutionForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override {
    std::vector<std::string> keys = {"dim_numbers"};
    keys.insert(keys.end(), std::begin(kWindowKeys), std::end(kWindowKeys));
    return keys;
  }

  void parse(FormContext& c) const override {
    Parser& p = c.p;
    p.expect("(");
    do c.uses.push_back(p.parseValueUse());
    while (p.consumeIf(","));
    p.expect(")");
    p.expect("dim_numbers");
    p.expect("=");
    c.setOwnAttr("dim_numbers", p.parseConvDimensionNumbers());
    if (p.consumeIf(",")) {
      p.expect("window");
      p.expect("=");
      p.expect("{");
      if (!p.consumeIf("}")) {
        do readWindowEntry(c);
        while (p.consumeIf(","));
        p.expect("}");
      }
    }
    p.parseOptionalAttributeDict(c.op);
    p.expect(":");
    p.parseFunctionalType(c.op.operandTypes, c.op.resultTypes);
  }

 private:
  static void readWindowEntry(FormContext& c) {
    Parser& p = c.p;
    Location l = p.loc();
    std::string key = p.parseBareIdent();
    p.expect("=");
    if (std::find(std::begin(kWindowKeys), std::end(kWindowKeys), key) == std::end(kWindowKeys))
      p.errorAt(l, "unknown window attribute '" + key + "'");
    Attribute v = p.parseAttribute(false);
    if (key == "pad") v = paddingTensor(p, v, l);
    else if (key == "reverse") v = reversalArray(p, v, l);
    c.setOwnAttr(key, std::move(v));
  }

  // [[lo, hi], ...] -> dense<...> : tensor<Nx2xi64>
  static Attribute paddingTensor(Parser& p, const Attribute& v, const Location& l) {
    TensorType tt;
    tt.elementType = ElementType::SI64;
    tt.shape = {static_cast<int64_t>(v.elements.size()), 2};
    auto t = std::make_shared<Tensor>(tt);
    for (size_t i = 0; i < v.elements.size(); ++i) {
      auto pair = asIntList(v.elements[i]);
      if (!pair || pair->size() != 2) p.errorAt(l, "padding entries must be [low, high]");
      t->setIntBits(static_cast<int64_t>(2 * i), static_cast<uint64_t>((*pair)[0]));
      t->setIntBits(static_cast<int64_t>(2 * i + 1), static_cast<uint64_t>((*pair)[1]));
    }
    Attribute d;
    d.kind = Attribute::Kind::Dense;
    d.type = Type::tensor(tt);
    d.dense = t;
    return d;
  }

  // [true, false] -> array<i1: true, false>
  static Attribute reversalArray(Parser& p, const Attribute& v, const Location& l) {
    auto bools = asBoolList(v);
    if (!bools) p.errorAt(l, "reverse must be a list of booleans");
    Attribute d;
    d.kind = Attribute::Kind::DenseArray;
    for (bool b : *bools) d.ints.push_back(b ? 1 : 0);
    TensorType tt;
    tt.elementType = ElementType::I1;
    d.type = Type::tensor(tt);
    return d;
  }
};
const ConvolutionForm kConvolutionForm;
HLOREF_CUSTOM_FORM(kConvolutionForm,
                   (AttributeKeys{keyInStruct("dim_numbers", "dimension_numbers",
                                              {"input_batch_dimension", "input_feature_dimension",
                                               "input_spatial_dimensions", "kernel_input_feature_dimension",
                                               "kernel_output_feature_dimension", "kernel_spatial_dimensions",
                                               "output_batch_dimension", "output_feature_dimension",
                                               "output_spatial_dimensions"}),
                                  keyFor("stride", "window_strides"), keyFor("pad", "padding"),
                                  keyFor("lhs_dilate", "lhs_dilation"), keyFor("rhs_dilate", "rhs_dilation"),
                                  keyFor("reverse", "window_reversal"), keyFor("precision", "precision_config")}),
                   kAnyOperands, kSpecOp, "stablehlo.convolution");

HLOREF_GENERIC_ONLY_OPS("stablehlo.dynamic_conv");

}  // namespace
}  // namespace hloref::syntax
