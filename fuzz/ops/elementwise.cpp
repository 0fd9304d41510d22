#include "fuzz/ops/elementwise.h"

#include <algorithm>
#include <map>

namespace hloref::fuzz {
namespace {

using ET = ElementType;
using notation::Family;

// What an elementwise op's result is, given its operands' element type.
enum class Result {
  Same,     // the operands' type
  Part,     // complex operands give their part type (abs, real, imag)
  Boolean,  // i1 (is_finite)
  Complex,  // the complex type of the operands' float type (complex)
};

// One row per op: arity, the element type families of its operands (the
// spec's Inputs table), whether per-tensor quantized operands are allowed,
// the result, and the domain of each operand's values.
struct ElementwiseRow {
  int arity = 1;
  std::vector<Family> families;
  bool quantized = false;
  Result result = Result::Same;
  std::vector<Domain> domains = {};
};

const Family B = Family::Boolean, SI = Family::SignedInteger, UI = Family::UnsignedInteger, F = Family::Float,
             C = Family::Complex;

const std::map<std::string, ElementwiseRow>& rows() {
  static const std::map<std::string, ElementwiseRow> table = {
      // spec: Ops > abs ... xor, each op's Inputs table.
      {"abs", {1, {SI, F, C}, true, Result::Part}},
      {"add", {2, {B, SI, UI, F, C}, true}},
      {"and", {2, {B, SI, UI}}},
      {"atan2", {2, {F, C}, true}},
      {"cbrt", {1, {F, C}, true}},
      {"ceil", {1, {F}, true}},
      {"complex", {2, {F}, false, Result::Complex}},
      {"cosine", {1, {F, C}, true, Result::Same, {Domain::Moderate}}},
      {"count_leading_zeros", {1, {SI, UI}}},
      {"divide", {2, {SI, UI, F, C}, true, Result::Same, {Domain::Any, Domain::NonZero}}},
      {"exponential", {1, {F, C}, true, Result::Same, {Domain::Moderate}}},
      {"exponential_minus_one", {1, {F, C}, true, Result::Same, {Domain::Moderate}}},
      {"floor", {1, {F}, true}},
      {"imag", {1, {F, C}, false, Result::Part}},
      {"is_finite", {1, {F}, false, Result::Boolean}},
      {"log", {1, {F, C}, true, Result::Same, {Domain::Positive}}},
      {"log_plus_one", {1, {F, C}, true, Result::Same, {Domain::Positive}}},
      {"logistic", {1, {F, C}, true}},
      {"maximum", {2, {B, SI, UI, F, C}, true}},
      {"minimum", {2, {B, SI, UI, F, C}, true}},
      {"multiply", {2, {B, SI, UI, F, C}, true}},
      {"negate", {1, {SI, UI, F, C}, true}},
      {"not", {1, {B, SI, UI}}},
      {"or", {2, {B, SI, UI}}},
      {"popcnt", {1, {SI, UI}}},
      {"power", {2, {SI, UI, F, C}, true, Result::Same, {Domain::Moderate, Domain::Exponent}}},
      {"real", {1, {F, C}, false, Result::Part}},
      // Complex remainder passes the checker but the spec leaves it TBD.
      {"remainder", {2, {SI, UI, F}, true, Result::Same, {Domain::Any, Domain::NonZero}}},
      {"round_nearest_afz", {1, {F}, true}},
      {"round_nearest_even", {1, {F}, true}},
      {"rsqrt", {1, {F, C}, true, Result::Same, {Domain::Positive}}},
      {"shift_left", {2, {SI, UI}, false, Result::Same, {Domain::Any, Domain::Shift}}},
      {"shift_right_arithmetic", {2, {SI, UI}, false, Result::Same, {Domain::Any, Domain::Shift}}},
      {"shift_right_logical", {2, {SI, UI}, false, Result::Same, {Domain::Any, Domain::Shift}}},
      {"sign", {1, {SI, F, C}, true}},
      {"sine", {1, {F, C}, true, Result::Same, {Domain::Moderate}}},
      {"sqrt", {1, {F, C}, true, Result::Same, {Domain::Positive}}},
      {"subtract", {2, {SI, UI, F, C}, true}},
      {"tan", {1, {F, C}, true, Result::Same, {Domain::Moderate}}},
      {"tanh", {1, {F, C}, true}},
      {"xor", {2, {B, SI, UI}}},
  };
  return table;
}

std::vector<ET> familyTypes(const std::vector<Family>& families) {
  std::vector<ET> types;
  for (Family f : families) {
    const std::vector<ET> more = typesOf({f});
    types.insert(types.end(), more.begin(), more.end());
  }
  return types;
}

bool allows(const std::vector<ET>& types, bool quantized, const TensorType& t) {
  if (t.isQuantized()) return quantized && !t.quant->quantizationDimension;  // per-tensor only
  return std::find(types.begin(), types.end(), t.elementType) != types.end();
}

// The operands' type: the hint when the op allows it (mostly), else a
// random shape and one of `types` (a per-tensor quantized type sometimes
// when `quantized`).
TensorType operandType(const std::vector<ET>& types, bool quantized, const TensorType* hint) {
  if (hint && allows(types, quantized, *hint) && *rc::gen::inRange(0, 4) != 0) return *hint;
  const Shape shape = *dataShape(0, 4, 4);
  if (quantized && *rc::gen::inRange(0, 8) == 0) return withShape(*quantizedElementType(), shape);
  return tensorType(shape, *elementTypeFrom(types));
}

// Inputs for `operands`, each in its domain.
std::vector<Value> inputsFor(const std::vector<TensorType>& operands, const std::vector<Domain>& domains) {
  std::vector<Value> inputs;
  for (size_t i = 0; i < operands.size(); ++i)
    inputs.emplace_back(*argumentTensor(operands[i], i < domains.size() ? domains[i] : Domain::Any));
  return inputs;
}

OpDraw tableOp(const std::string& mnemonic, const ElementwiseRow& row, const TensorType* hint) {
  const std::vector<ET> types = familyTypes(row.families);
  const TensorType operand = operandType(types, row.quantized, hint);
  TensorType result = operand;
  switch (row.result) {
    case Result::Same: break;
    case Result::Part:
      if (isComplex(operand.elementType)) result.elementType = complexPartType(operand.elementType);
      break;
    case Result::Boolean: result = tensorType(operand.shape, ET::I1); break;
    case Result::Complex: result.elementType = operand.elementType == ET::F64 ? ET::C128 : ET::C64; break;
  }
  TensorType lhs = operand;
  if (row.result == Result::Complex && operand.elementType != ET::F64) {
    // spec: Ops > complex (C1): f32 or f64 parts.
    lhs.elementType = ET::F32;
    result.elementType = ET::C64;
  }
  const std::vector<TensorType> operands(static_cast<size_t>(row.arity), lhs);
  return {.op = {"stablehlo." + mnemonic, operands, {result}}, .inputs = inputsFor(operands, row.domains)};
}

// spec: Ops > compare. (C3) compare_type by the operands' family: SIGNED,
// UNSIGNED (booleans too), FLOAT or TOTALORDER (floats), FLOAT (complex);
// it may be left out.
OpDraw compareOp(const TensorType* hint) {
  const std::vector<ET> types = allElementTypes();
  const TensorType operand = operandType(types, false, hint);
  const ET e = operand.elementType;
  std::vector<std::string> directions = {"EQ", "NE"};
  if (!isComplex(e)) directions.insert(directions.end(), {"GE", "GT", "LE", "LT"});
  std::string compareType;
  if (isSignedInteger(e)) compareType = "SIGNED";
  else if (isUnsignedInteger(e) || isBoolean(e)) compareType = "UNSIGNED";
  else if (isFloat(e)) compareType = *rc::gen::element<std::string>("FLOAT", "TOTALORDER");
  else compareType = "FLOAT";
  const std::string direction = *rc::gen::elementOf(directions);
  std::string attributes = "comparison_direction = #stablehlo<comparison_direction " + direction + ">";
  if (*rc::gen::inRange(0, 3) == 0) compareType.clear();
  if (!compareType.empty()) attributes += ", compare_type = #stablehlo<comparison_type " + compareType + ">";
  const std::vector<TensorType> operands = {operand, operand};
  OpDraw d{.op = {"stablehlo.compare", operands, {tensorType(operand.shape, ET::I1)}, attributes},
           .inputs = inputsFor(operands, {})};
  d.op.pretty = "stablehlo.compare " + direction + ", $0, $1" + (compareType.empty() ? "" : ", " + compareType) +
                " : " + functionalType(d.op.operands, d.op.results);
  return d;
}

// spec: Ops > select. (C1) pred of rank 0 or of the operands' shape; (C2)
// on_true, on_false and the result of one type.
OpDraw selectOp(const TensorType* hint) {
  const TensorType operand = operandType(allElementTypes(), true, hint);
  const Shape predShape = *rc::gen::inRange(0, 4) == 0 ? Shape{} : operand.shape;
  const std::vector<TensorType> operands = {tensorType(predShape, ET::I1), operand, operand};
  OpDraw d{.op = {"stablehlo.select", operands, {operand}}, .inputs = inputsFor(operands, {})};
  d.op.pretty = "stablehlo.select $0, $1, $2 : " + functionalType(d.op.operands, d.op.results);
  return d;
}

// spec: Ops > clamp. (C1) min and max of rank 0 or of the operand's shape;
// (C2) one element type.
OpDraw clampOp(const TensorType* hint) {
  const TensorType operand = operandType(typesOf({SI, UI, F}), true, hint);
  auto bound = [&] { return *rc::gen::inRange(0, 3) == 0 ? withShape(operand, {}) : operand; };
  const std::vector<TensorType> operands = {bound(), operand, bound()};
  return {.op = {"stablehlo.clamp", operands, {operand}}, .inputs = inputsFor(operands, {})};
}

// spec: Ops > convert. (C1) same shape; booleans, integers, floats and
// complex types both ways, but complex to non-complex (left open by the
// spec).
OpDraw convertOp(const TensorType* hint) {
  const TensorType operand = operandType(allElementTypes(), false, hint);
  std::vector<ET> targets = allElementTypes();
  if (isComplex(operand.elementType)) targets = complexTypes();
  const TensorType result = tensorType(operand.shape, *elementTypeFrom(targets));
  return {.op = {"stablehlo.convert", {operand}, {result}}, .inputs = inputsFor({operand}, {})};
}

// spec: Ops > bitcast_convert. (C1): equal widths keep the shape; a
// wider operand gains a last dimension of the ratio; a narrower one loses
// its last dimension, which holds the ratio; (C2) complex to complex.
OpDraw bitcastConvertOp(const TensorType* hint) {
  const std::vector<ET> types = typesOf({SI, UI, F, C});
  TensorType operand = operandType(types, false, hint);
  const int operandBits = bitWidth(operand.elementType);
  std::vector<ET> targets;
  for (ET t : types) {
    const int bits = bitWidth(t);
    // (C2) complex to complex only.
    if (isComplex(t) != isComplex(operand.elementType)) continue;
    if (bits == operandBits || operandBits % bits == 0 || (bits % operandBits == 0 && operand.rank() < 4))
      targets.push_back(t);
  }
  const ET target = *elementTypeFrom(targets);
  const int bits = bitWidth(target);
  Shape resultShape = operand.shape;
  if (bits < operandBits) {
    resultShape.push_back(operandBits / bits);
  } else if (bits > operandBits) {
    operand.shape.push_back(bits / operandBits);
  }
  return {.op = {"stablehlo.bitcast_convert", {operand}, {tensorType(resultShape, target)}},
          .inputs = inputsFor({operand}, {})};
}

// spec: Ops > reduce_precision. (C2) exponent_bits >= 1; (C3)
// mantissa_bits >= 0.
OpDraw reducePrecisionOp(const TensorType* hint) {
  const TensorType operand = operandType(floatTypes(), false, hint);
  const int64_t exponent = *rc::gen::inRange<int64_t>(1, 12), mantissa = *rc::gen::inRange<int64_t>(0, 24);
  OpDraw d{.op = {"stablehlo.reduce_precision", {operand}, {operand},
                  "exponent_bits = " + std::to_string(exponent) + " : i32, mantissa_bits = " +
                      std::to_string(mantissa) + " : i32"},
           .inputs = inputsFor({operand}, {})};
  d.op.pretty = "stablehlo.reduce_precision $0, format = e" + std::to_string(exponent) + "m" +
                std::to_string(mantissa) + " : " + typeString(operand);
  return d;
}

using Special = OpDraw (*)(const TensorType*);
const std::map<std::string, Special>& specials() {
  static const std::map<std::string, Special> table = {
      {"compare", compareOp},         {"select", selectOp},
      {"clamp", clampOp},             {"convert", convertOp},
      {"bitcast_convert", bitcastConvertOp}, {"reduce_precision", reducePrecisionOp},
  };
  return table;
}

}  // namespace

const std::vector<std::string>& elementwiseOpNames() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const auto& [name, row] : rows()) v.push_back("stablehlo." + name);
    for (const auto& [name, fn] : specials()) v.push_back("stablehlo." + name);
    return v;
  }();
  return names;
}

rc::Gen<OpDraw> elementwiseOp(const std::string& name, const TensorType* hint) {
  const std::string mnemonic = name.substr(name.find('.') + 1);
  std::optional<TensorType> hinted;
  if (hint) hinted = *hint;
  return rc::gen::exec([mnemonic, hinted] {
    const TensorType* h = hinted ? &*hinted : nullptr;
    if (auto s = specials().find(mnemonic); s != specials().end()) return s->second(h);
    return tableOp(mnemonic, rows().at(mnemonic), h);
  });
}

}  // namespace hloref::fuzz
