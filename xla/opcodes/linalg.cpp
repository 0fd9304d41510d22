// Linear algebra (operation_semantics.md: Dot, DotGeneral, Conv
// (convolution), ConvWithGeneralPadding, Fft, Cholesky, TriangularSolve,
// BatchNormTraining / Inference / Grad).
//
// Where XLA differs:
// - dot's dimension attributes may be omitted (empty lists); its result
//   type may be wider than the operands' (preferred_element_type), as
//   dot_general allows.
// - convolution spells its dimension numbers as dim_labels
//   (`b01f_01io->b01f`: batch, feature and numbered spatial dimensions of
//   input, kernel (i, o) and output) and its window as `window={size=..
//   stride=.. pad=lo_hi.. lhs_dilate=.. rhs_dilate=.. rhs_reversal=..}`.
//   ConvWithGeneralPadding and the other builder forms are this one op.
// - The batch norms return one tuple; StableHLO returns its elements.
#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

// algorithm=dot_bf16_bf16_f32_x3 and friends as StableHLO's dot_algorithm.
std::optional<Attribute> dotAlgorithm(Emitter& e) {
  if (!e.has("algorithm")) return std::nullopt;
  std::string a = e.word("algorithm");
  struct Known {
    const char* name;
    const char* lhs;
    const char* rhs;
    const char* acc;
    int components;
  };
  static constexpr Known kKnown[] = {
      {"dot_bf16_bf16_f32", "bf16", "bf16", "f32", 1}, {"dot_bf16_bf16_f32_x3", "bf16", "bf16", "f32", 3},
      {"dot_bf16_bf16_f32_x6", "bf16", "bf16", "f32", 6}, {"dot_bf16_bf16_f32_x9", "bf16", "bf16", "f32", 9},
      {"dot_tf32_tf32_f32", "tf32", "tf32", "f32", 1},  {"dot_tf32_tf32_f32_x3", "tf32", "tf32", "f32", 3},
      {"dot_f16_f16_f32", "f16", "f16", "f32", 1},      {"dot_f16_f16_f16", "f16", "f16", "f16", 1},
      {"dot_bf16_bf16_bf16", "bf16", "bf16", "bf16", 1}, {"dot_f32_f32_f32", "f32", "f32", "f32", 1},
      {"dot_f64_f64_f64", "f64", "f64", "f64", 1},
  };
  for (const Known& k : kKnown)
    if (a == k.name)
      return mlirAttribute(std::string("#stablehlo.dot_algorithm<lhs_precision_type = ") + k.lhs +
                           ", rhs_precision_type = " + k.rhs + ", accumulation_type = " + k.acc +
                           ", lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = " +
                           std::to_string(k.components) + ", allow_imprecise_accumulation = false>");
  if (a == "unset") return std::nullopt;
  e.unsupportedHere("algorithm=" + a);
}

void translateDot(Emitter& e) {
  e.requireOperands(2);
  if (e.has("sparsity")) e.unsupportedHere("with sparsity (sparse dots)");
  std::string numbers = "#stablehlo.dot<lhs_batching_dimensions = " + listText(e.intListOr("lhs_batch_dims")) +
                        ", rhs_batching_dimensions = " + listText(e.intListOr("rhs_batch_dims")) +
                        ", lhs_contracting_dimensions = " + listText(e.intListOr("lhs_contracting_dims")) +
                        ", rhs_contracting_dimensions = " + listText(e.intListOr("rhs_contracting_dims")) + ">";
  std::optional<Attribute> precision = precisionConfig(e);
  std::optional<Attribute> algorithm = dotAlgorithm(e);
  Op& o = e.simple("stablehlo.dot_general");
  o.attributes.emplace_back("dot_dimension_numbers", mlirAttribute(numbers));
  if (precision) o.attributes.emplace_back("precision_config", *precision);
  if (algorithm) o.attributes.emplace_back("algorithm", *algorithm);
}

// dim_labels=b01f_01io->b01f
struct ConvDims {
  int64_t inputBatch = -1, inputFeature = -1, kernelInput = -1, kernelOutput = -1, outputBatch = -1, outputFeature = -1;
  std::vector<int64_t> inputSpatial, kernelSpatial, outputSpatial;
};

ConvDims readDimLabels(Emitter& e, int64_t rank) {
  AttrReader r = e.read("dim_labels");
  std::string_view text = r.text();
  size_t underscore = text.find('_'), arrow = text.find("->");
  if (underscore == std::string_view::npos || arrow == std::string_view::npos || arrow < underscore)
    r.error("expected LHS_RHS->OUT, e.g. b01f_01io->b01f");
  std::string_view parts[3] = {text.substr(0, underscore), text.substr(underscore + 1, arrow - underscore - 1),
                               text.substr(arrow + 2)};
  const char* letters[3] = {"bf", "io", "bf"};
  ConvDims d;
  int64_t* first[3] = {&d.inputBatch, &d.kernelInput, &d.outputBatch};
  int64_t* second[3] = {&d.inputFeature, &d.kernelOutput, &d.outputFeature};
  std::vector<int64_t>* spatial[3] = {&d.inputSpatial, &d.kernelSpatial, &d.outputSpatial};
  for (int p = 0; p < 3; ++p) {
    if (static_cast<int64_t>(parts[p].size()) != rank)
      r.error("'" + std::string(parts[p]) + "' does not label the " + std::to_string(rank) + " dimensions");
    spatial[p]->assign(static_cast<size_t>(rank - 2), -1);
    for (size_t i = 0; i < parts[p].size(); ++i) {
      char ch = parts[p][i];
      int64_t* slot = ch == letters[p][0] ? first[p] : ch == letters[p][1] ? second[p] : nullptr;
      if (!slot && ch >= '0' && ch <= '9' && ch - '0' < rank - 2) slot = &(*spatial[p])[static_cast<size_t>(ch - '0')];
      if (!slot || *slot != -1) r.error("bad label '" + std::string(1, ch) + "' in '" + std::string(parts[p]) + "'");
      *slot = static_cast<int64_t>(i);
    }
  }
  return d;
}

void translateConvolution(Emitter& e) {
  e.requireOperands(2);
  const int64_t rank = static_cast<int64_t>(e.operandShapes[0]->dims.size());
  ConvDims d = readDimLabels(e, rank);
  Window w = readWindow(e, rank - 2);
  auto field = [](const char* name, int64_t v) { return std::string(name) + " = " + std::to_string(v) + ", "; };
  auto listField = [](const char* name, const std::vector<int64_t>& v) { return std::string(name) + " = " + listText(v); };
  std::string numbers = "#stablehlo.conv<raw " + field("input_batch_dimension", d.inputBatch) +
                        field("input_feature_dimension", d.inputFeature) +
                        listField("input_spatial_dimensions", d.inputSpatial) + ", " +
                        field("kernel_input_feature_dimension", d.kernelInput) +
                        field("kernel_output_feature_dimension", d.kernelOutput) +
                        listField("kernel_spatial_dimensions", d.kernelSpatial) + ", " +
                        field("output_batch_dimension", d.outputBatch) +
                        field("output_feature_dimension", d.outputFeature) +
                        listField("output_spatial_dimensions", d.outputSpatial) + ">";
  int64_t featureGroups = e.integerOr("feature_group_count", 1), batchGroups = e.integerOr("batch_group_count", 1);
  std::optional<Attribute> precision = precisionConfig(e);
  Op& o = e.simple("stablehlo.convolution");
  o.attributes.emplace_back("dimension_numbers", mlirAttribute(numbers));
  o.attributes.emplace_back("window_strides", i64Array(w.stride));
  o.attributes.emplace_back("padding", paddingAttr(w.padLow, w.padHigh));
  o.attributes.emplace_back("lhs_dilation", i64Array(w.lhsDilate));
  o.attributes.emplace_back("rhs_dilation", i64Array(w.rhsDilate));
  o.attributes.emplace_back("window_reversal", boolArray(w.reversal));
  o.attributes.emplace_back("feature_group_count", i64Attr(featureGroups));
  o.attributes.emplace_back("batch_group_count", i64Attr(batchGroups));
  if (precision) o.attributes.emplace_back("precision_config", *precision);
}

void translateFft(Emitter& e) {
  e.requireOperands(1);
  std::string t = e.word("fft_type");
  if (t != "FFT" && t != "IFFT" && t != "RFFT" && t != "IRFFT") e.read("fft_type").error("expected FFT, IFFT, RFFT or IRFFT, got " + t);
  std::vector<int64_t> lengths = e.intList("fft_length");
  Op& o = e.simple("stablehlo.fft");
  o.attributes.emplace_back("fft_type", mlirAttribute("#stablehlo<fft_type " + t + ">"));
  o.attributes.emplace_back("fft_length", i64Array(lengths));
}

void translateCholesky(Emitter& e) {
  e.requireOperands(1);
  bool lower = e.flag("lower");
  e.simple("stablehlo.cholesky").attributes.emplace_back("lower", boolAttr(lower));
}

void translateTriangularSolve(Emitter& e) {
  e.requireOperands(2);
  std::string transpose = "NO_TRANSPOSE";
  if (e.has("transpose_a")) {
    transpose = e.word("transpose_a");
    if (transpose != "NO_TRANSPOSE" && transpose != "TRANSPOSE" && transpose != "ADJOINT")
      e.read("transpose_a").error("expected NO_TRANSPOSE, TRANSPOSE or ADJOINT, got " + transpose);
  }
  bool left = e.flag("left_side"), lower = e.flag("lower"), unit = e.flag("unit_diagonal");
  Op& o = e.simple("stablehlo.triangular_solve");
  o.attributes.emplace_back("left_side", boolAttr(left));
  o.attributes.emplace_back("lower", boolAttr(lower));
  o.attributes.emplace_back("unit_diagonal", boolAttr(unit));
  o.attributes.emplace_back("transpose_a", mlirAttribute("#stablehlo<transpose " + transpose + ">"));
}

void batchNorm(Emitter& e, const char* op, size_t operands) {
  e.requireOperands(operands);
  AttrReader eps = e.read("epsilon");
  double epsilon = eps.number();
  eps.done();
  int64_t featureIndex = e.integer("feature_index");
  size_t index = e.block.ops.size();
  e.multi(op, e.operands, e.operandTypes);
  Op& o = e.block.ops[index];
  o.attributes.emplace_back("epsilon", f32Attr(epsilon));
  o.attributes.emplace_back("feature_index", i64Attr(featureIndex));
}

void translateBatchNormTraining(Emitter& e) { batchNorm(e, "stablehlo.batch_norm_training", 3); }
void translateBatchNormInference(Emitter& e) { batchNorm(e, "stablehlo.batch_norm_inference", 5); }
void translateBatchNormGrad(Emitter& e) { batchNorm(e, "stablehlo.batch_norm_grad", 5); }

}  // namespace

HLOREF_HLO_OPCODE("dot", translateDot);
HLOREF_HLO_OPCODE("convolution", translateConvolution);
HLOREF_HLO_OPCODE("fft", translateFft);
HLOREF_HLO_OPCODE("cholesky", translateCholesky);
HLOREF_HLO_OPCODE("triangular-solve", translateTriangularSolve);
HLOREF_HLO_OPCODE("batch-norm-training", translateBatchNormTraining);
HLOREF_HLO_OPCODE("batch-norm-inference", translateBatchNormInference);
HLOREF_HLO_OPCODE("batch-norm-grad", translateBatchNormGrad);

}  // namespace hloref::xla
