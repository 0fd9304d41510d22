// spec: Ops > custom_call (no numbered constraints). What it does is up to
// the implementation; hloref runs the `check.*` targets and the targets of
// interpreter/dialects/custom_call_targets.h, and reports any other target
// as unsupported when it runs.
//
// Checked here, as the official verifier checks them (checker/VERIFIER-DIFFERENCES.md):
// - the types of the Inputs table: call_target_name a string (I2),
//   api_version an si32 (I5) naming an API version (1 original, 2 status
//   returning, 3 status returning unified, 4 typed FFI), backend_config a
//   string or, for the typed FFI (4), an attribute dictionary (I4);
// - the alias pairs (spec: Alias): "The output part and the input part in
//   an alias pair must have the same type": the output tuple indices pick
//   a result (one index per level when there are several results, which
//   are the elements of the output tuple), the operand index an operand,
//   the operand tuple indices a part of it;
// - operand_layouts and result_layouts, XLA's layouts of each value that
//   the call's buffers have (hloref's LAPACK targets read them): both or
//   neither, one per operand and one per result (per element of a tuple
//   result), each a permutation of the value's dimensions.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

void checkApiVersion(OpContext& c) {
  const Attribute* api = c.attr("api_version");
  int64_t version = 1;
  if (api) {
    std::optional<int64_t> v = api->kind == Attribute::Kind::Integer ? asInt(*api) : std::nullopt;
    const bool si32 = api->kind == Attribute::Kind::Integer && api->type.isTensor() &&
                      (api->type.tensorType().elementType == ElementType::SI32);
    if (!v || !si32 || *v < 0 || *v > 4) {
      c.typeViolation("I5", "api_version must be a constant of type si32 naming an API version (0 to 4), got " +
                                attributeString(*api));
      return;
    }
    version = *v;
  }
  const Attribute* config = c.attr("backend_config");
  if (!config) return;
  if (version == 4 && config->kind != Attribute::Kind::Dict)
    c.typeViolation("I4", "backend_config must be an attribute dictionary for api_version 4 (the typed FFI), got " +
                              attributeString(*config));
  else if (version != 4 && config->kind != Attribute::Kind::String)
    c.typeViolation("I4", "backend_config must be a string for api_version " + std::to_string(version) + ", got " +
                              attributeString(*config));
}

// The type at `indices` inside `type` (a tuple's elements), or null.
const Type* partOf(const Type& type, const std::vector<int64_t>& indices) {
  const Type* t = &type;
  for (int64_t i : indices) {
    if (!t->isTuple() || i < 0 || i >= static_cast<int64_t>(t->elements().size())) return nullptr;
    t = &t->elements()[static_cast<size_t>(i)];
  }
  return t;
}

void checkAliases(OpContext& c) {
  const Attribute* aliases = c.attr("output_operand_aliases");
  if (!aliases) return;
  if (aliases->kind != Attribute::Kind::Array) return c.error("output_operand_aliases must be a list of aliases");
  // The output: the result itself, or the tuple of the results when there
  // are several.
  Type outputs = c.numResults() == 1 ? c.resultType(0) : Type::tuple(c.op.resultTypes);
  for (const Attribute& alias : aliases->elements) {
    const Attribute* out = alias.field("output_tuple_indices");
    const Attribute* index = alias.field("operand_index");
    const Attribute* in = alias.field("operand_tuple_indices");
    std::vector<int64_t> outIndices = out ? asIntList(*out).value_or(std::vector<int64_t>{}) : std::vector<int64_t>{};
    std::vector<int64_t> inIndices = in ? asIntList(*in).value_or(std::vector<int64_t>{}) : std::vector<int64_t>{};
    const int64_t operand = index ? asInt(*index).value_or(0) : 0;
    const std::string where = "output_operand_aliases (spec: custom_call, Alias)";
    const Type* outputPart = partOf(outputs, outIndices);
    if (!outputPart) {
      c.error(where + ": output_tuple_indices " + listText(outIndices) + " do not name a part of the output " +
              outputs.str());
      continue;
    }
    if (operand < 0 || operand >= static_cast<int64_t>(c.numOperands())) {
      c.error(where + ": operand_index " + std::to_string(operand) + " is not in [0, " +
              std::to_string(c.numOperands()) + ")");
      continue;
    }
    const Type* operandPart = partOf(c.operandType(static_cast<size_t>(operand)), inIndices);
    if (!operandPart) {
      c.error(where + ": operand_tuple_indices " + listText(inIndices) + " do not name a part of operand #" +
              std::to_string(operand));
      continue;
    }
    if (!(*operandPart == *outputPart))
      c.error(where + ": the output part and the operand part must have the same type, got " + outputPart->str() +
              " and " + operandPart->str());
  }
}

// One layout per value (the elements of tuple values flattened), each a
// permutation of [0, rank).
void checkLayouts(OpContext& c) {
  const Attribute* operands = c.attr("operand_layouts");
  const Attribute* results = c.attr("result_layouts");
  if (!operands && !results) return;
  if (!operands || !results)
    return c.error("operand_layouts and result_layouts are given both or neither (XLA's layouts of the call's buffers)");
  auto check = [&](const Attribute& layouts, std::vector<Type> values, const std::string& what) {
    std::vector<Type> flat;
    for (const Type& v : values) {
      if (v.isTuple()) flat.insert(flat.end(), v.elements().begin(), v.elements().end());
      else flat.push_back(v);
    }
    if (layouts.kind != Attribute::Kind::Array || layouts.elements.size() != flat.size())
      return c.error(what + "_layouts has " + std::to_string(layouts.elements.size()) + " layouts for " +
                     std::to_string(flat.size()) + " " + what + "s");
    for (size_t i = 0; i < flat.size(); ++i) {
      const Attribute& layout = layouts.elements[i];
      std::optional<std::vector<int64_t>> l = asIntList(layout);
      const bool indexTyped = layout.kind == Attribute::Kind::Dense && layout.type.isTensor() &&
                              layout.type.tensorType().elementType == ElementType::Index &&
                              layout.type.tensorType().shape.size() == 1;
      const int64_t rank = flat[i].isTensor() ? flat[i].tensorType().rank() : 0;
      bool permutation = l && indexTyped && static_cast<int64_t>(l->size()) == rank;
      if (permutation) {
        std::vector<bool> seen(static_cast<size_t>(rank), false);
        for (int64_t d : *l) {
          permutation = permutation && d >= 0 && d < rank && !seen[static_cast<size_t>(d)];
          if (permutation) seen[static_cast<size_t>(d)] = true;
        }
      }
      if (!permutation)
        c.error(what + "_layouts #" + std::to_string(i) + " " + attributeString(layout) + " for " + flat[i].str() +
                " must be a 1-d tensor of index holding a permutation of [0, " + std::to_string(rank) + ")");
    }
  };
  check(*operands, c.op.operandTypes, "operand");
  check(*results, c.op.resultTypes, "result");
}

void checkCustomCall(OpContext& c) {
  const Attribute* target = c.attr("call_target_name");
  if (!target || target->kind != Attribute::Kind::String) {
    c.typeViolation("I2", "call_target_name must be a constant of type string");
    return;
  }
  checkApiVersion(c);
  checkAliases(c);
  checkLayouts(c);
}

HLOREF_CHECKER("stablehlo.custom_call", checkCustomCall, {});

}  // namespace
}  // namespace hloref::checker
