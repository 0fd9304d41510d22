#include "syntax/bytecode/vhlo_upgrade.h"

#include "syntax/bytecode/attr_type_table.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <set>

namespace hloref::bytecode {

namespace {

std::string baseName(const VhloOpInfo& op) { return op.name.substr(0, op.name.rfind("_v")); }

// The attributes of one op while they are upgraded: taken one by one, what
// is left over passes through unchanged.
class Attrs {
 public:
  Attrs(AttributeList list, const ByteReader& r, size_t at) : list_(std::move(list)), r_(r), at_(at) {}

  std::optional<Attribute> take(std::string_view name) {
    for (auto it = list_.begin(); it != list_.end(); ++it)
      if (it->first == name) {
        Attribute a = std::move(it->second);
        list_.erase(it);
        return a;
      }
    return std::nullopt;
  }
  bool has(std::string_view name) const {
    return std::any_of(list_.begin(), list_.end(), [&](const NamedAttribute& a) { return a.first == name; });
  }
  void put(std::string name, Attribute a) { out_.emplace_back(std::move(name), std::move(a)); }
  // Drops `name` when `isDefault` holds for it.
  void dropIf(std::string_view name, const std::function<bool(const Attribute&)>& isDefault) {
    for (auto it = list_.begin(); it != list_.end(); ++it)
      if (it->first == name && isDefault(it->second)) {
        list_.erase(it);
        return;
      }
  }
  [[noreturn]] void fail(const std::string& message) const { r_.failAt(at_, message); }
  AttributeList finish() {
    for (auto& a : list_) out_.push_back(std::move(a));
    std::stable_sort(out_.begin(), out_.end(), [](const NamedAttribute& a, const NamedAttribute& b) { return a.first < b.first; });
    return std::move(out_);
  }

  // The integers of a 1-D integer tensor attribute (VHLO's dimension lists).
  std::vector<int64_t> ints(const Attribute& a, std::string_view name) const {
    ElementType et = a.kind == Attribute::Kind::Dense ? a.type.tensorType().elementType : ElementType::F32;
    if (a.kind == Attribute::Kind::Dense && (isInteger(et) || isBoolean(et)) && a.dense->rank() <= 1) {
      std::vector<int64_t> v(static_cast<size_t>(a.dense->numElements()));
      for (size_t i = 0; i < v.size(); ++i) v[i] = a.dense->intValue(static_cast<int64_t>(i));
      return v;
    }
    if (a.kind == Attribute::Kind::Integer) return {a.intValue};
    fail("attribute " + std::string(name) + " is not a list of integers");
  }

 private:
  AttributeList list_;
  AttributeList out_;
  const ByteReader& r_;
  size_t at_;
};

Attribute integerArray(const std::vector<int64_t>& v) {
  Attribute a;
  a.kind = Attribute::Kind::Array;
  for (int64_t x : v) a.elements.push_back(typedInteger(x));
  return a;
}

Attribute denseArray(const std::vector<int64_t>& v, ElementType t) {
  Attribute a;
  a.kind = Attribute::Kind::DenseArray;
  a.ints = v;
  TensorType tt;
  tt.elementType = t;
  a.type = Type::tensor(tt);
  return a;
}

bool isInt(const Attribute& a, int64_t v) { return a.kind == Attribute::Kind::Integer && a.intValue == v; }
bool isFalse(const Attribute& a) { return a.kind == Attribute::Kind::Bool && !a.boolValue; }
bool isEmptyString(const Attribute& a) { return a.kind == Attribute::Kind::String && a.text.empty(); }
bool isEmptyArray(const Attribute& a) { return a.kind == Attribute::Kind::Array && a.elements.empty(); }
bool isEmptyDict(const Attribute& a) { return a.kind == Attribute::Kind::Dict && a.fields.empty(); }
bool isEmptyList(const Attribute& a) {
  return isEmptyArray(a) || (a.kind == Attribute::Kind::Dense && a.dense->numElements() == 0);
}
bool isEnum(const Attribute& a, std::string_view value) { return a.kind == Attribute::Kind::Enum && a.text == value; }
// Every element of a dense integer/boolean attribute equals `v`.
bool isSplatOf(const Attribute& a, int64_t v) {
  if (a.kind != Attribute::Kind::Dense) return false;
  ElementType et = a.type.tensorType().elementType;
  if (!isInteger(et) && !isBoolean(et)) return false;
  for (int64_t i = 0; i < a.dense->numElements(); ++i)
    if (a.dense->intValue(i) != v) return false;
  return true;
}
bool isDefaultPrecision(const Attribute& a) {
  return a.kind == Attribute::Kind::Array &&
         std::all_of(a.elements.begin(), a.elements.end(), [](const Attribute& e) { return isEnum(e, "DEFAULT"); });
}
bool isDefaultResultAccuracy(const Attribute& a) {
  if (a.kind != Attribute::Kind::Struct) return false;
  const Attribute* mode = a.field("mode");
  return mode && !mode->elements.empty() && isEnum(mode->elements[0], "DEFAULT") && a.fields.size() == 1;
}

// Attributes StableHLO holds as `array<i64: ...>` (or `array<i1: ...>`).
const std::set<std::string, std::less<>> kI64Arrays = {
    "broadcast_dimensions", "broadcast_sizes", "known_expanding_dimensions", "known_nonexpanding_dimensions",
    "dimensions",           "permutation",     "start_indices",              "limit_indices",
    "strides",              "slice_sizes",     "edge_padding_low",           "edge_padding_high",
    "interior_padding",     "window_dimensions", "window_strides",           "base_dilations",
    "window_dilations",     "lhs_dilation",    "rhs_dilation",               "fft_length"};

// Moves the named VHLO attributes into one dimension-numbers struct, in
// the order MLIR prints its fields: integers (names ending in `_dim` or
// `_dimension`) and lists; empty lists are left out, as MLIR prints them,
// unless kept.
void gatherStruct(Attrs& a, const std::string& attribute, const std::string& structName,
                  const std::vector<std::string>& fields, bool keepEmptyLists = false) {
  Attribute s;
  s.kind = Attribute::Kind::Struct;
  s.text = structName;
  bool any = false;
  for (const std::string& name : fields) {
    std::optional<Attribute> v = a.take(name);
    if (!v) continue;
    any = true;
    auto endsWith = [&](std::string_view suffix) {
      return name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    if (endsWith("_dim") || endsWith("_dimension")) {
      if (v->kind != Attribute::Kind::Integer) a.fail("attribute " + name + " is not an integer");
      s.fields.emplace_back(name, typedInteger(v->intValue));
      continue;
    }
    std::vector<int64_t> ints = a.ints(*v, name);
    if (!ints.empty() || keepEmptyLists) s.fields.emplace_back(name, integerArray(ints));
  }
  if (any) a.put(attribute, std::move(s));
}

void convolutionNumbers(Attrs& a) {
  gatherStruct(a, "dimension_numbers", "stablehlo.conv",
               {"input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
                "kernel_input_feature_dimension", "kernel_output_feature_dimension", "kernel_spatial_dimensions",
                "output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions"},
               /*keepEmptyLists=*/true);  // the [b, f]x[o, i]->[b, f] form always has them
  a.dropIf("padding", [](const Attribute& v) { return isSplatOf(v, 0); });
  a.dropIf("window_reversal", [](const Attribute& v) { return isSplatOf(v, 0); });
  for (const char* name : {"window_strides", "lhs_dilation", "rhs_dilation"})
    a.dropIf(name, [](const Attribute& v) { return isSplatOf(v, 1); });
}

// dot_general's algorithm: absent when its precision types are `none`.
void dotAlgorithm(Attrs& a) {
  static const std::vector<std::string> fields = {"lhs_precision_type", "rhs_precision_type", "accumulation_type",
                                                  "lhs_component_count", "rhs_component_count",
                                                  "num_primitive_operations", "allow_imprecise_accumulation"};
  if (!a.has("lhs_precision_type")) return;
  Attribute s;
  s.kind = Attribute::Kind::Struct;
  s.text = "stablehlo.dot_algorithm";
  bool none = false;
  for (const std::string& name : fields) {
    std::optional<Attribute> v = a.take(name);
    if (!v) a.fail("dot_general is missing " + name);
    if (v->kind == Attribute::Kind::Opaque && v->text == "none") none = true;
    s.fields.emplace_back(name, std::move(*v));
  }
  if (!none) a.put("algorithm", std::move(s));
}

// channel_id (and send/recv's channel_type) -> channel_handle; id 0 means none.
void channelHandle(Attrs& a, bool hasType) {
  std::optional<Attribute> id = a.take("channel_id");
  std::optional<Attribute> type = hasType ? a.take("channel_type") : std::nullopt;
  if (!id) return;
  if (id->kind != Attribute::Kind::Integer) a.fail("channel_id is not an integer");
  if (id->intValue == 0 && !hasType) return;
  Attribute s;
  s.kind = Attribute::Kind::Struct;
  s.text = "stablehlo.channel_handle";
  s.fields.emplace_back("handle", typedInteger(id->intValue));
  s.fields.emplace_back("type", typedInteger(type && type->kind == Attribute::Kind::Integer ? type->intValue : 0));
  a.put("channel_handle", std::move(s));
}

Attribute symbolOf(const Attribute& s, const Attrs& a) {
  if (s.kind != Attribute::Kind::String) a.fail("a symbol reference that is not a string");
  Attribute sym;
  sym.kind = Attribute::Kind::Symbol;
  sym.text = s.text;
  return sym;
}

// Rules for one op family; what they leave passes through.
void upgradeOpSpecific(const std::string& op, Attrs& a) {
  if (op == "dot_general") {
    gatherStruct(a, "dot_dimension_numbers", "stablehlo.dot",
                 {"lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
                  "rhs_contracting_dimensions"});
    dotAlgorithm(a);
  } else if (op == "gather" || op == "dynamic_gather") {
    gatherStruct(a, "dimension_numbers", "stablehlo.gather",
                 {"offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
                  "start_index_map", "index_vector_dim"});
    a.dropIf("indices_are_sorted", isFalse);
  } else if (op == "scatter") {
    gatherStruct(a, "scatter_dimension_numbers", "stablehlo.scatter",
                 {"update_window_dims", "inserted_window_dims", "input_batching_dims",
                  "scatter_indices_batching_dims", "scatter_dims_to_operand_dims", "index_vector_dim"});
    a.dropIf("indices_are_sorted", isFalse);
    a.dropIf("unique_indices", isFalse);
  } else if (op == "convolution" || op == "dynamic_conv") {
    convolutionNumbers(a);
  } else if (op == "reduce_window" || op == "select_and_scatter") {
    a.dropIf("padding", [](const Attribute& v) { return isSplatOf(v, 0); });
    for (const char* name : {"window_strides", "base_dilations", "window_dilations"})
      a.dropIf(name, [](const Attribute& v) { return isSplatOf(v, 1); });
  } else if (op == "send" || op == "recv") {
    channelHandle(a, true);
    a.dropIf("is_host_transfer", isFalse);
    a.dropIf("source_target_pairs", isEmptyList);
  } else if (op == "custom_call") {
    a.dropIf("api_version", [](const Attribute& v) { return isInt(v, 1); });
    a.dropIf("backend_config", isEmptyString);
    a.dropIf("has_side_effect", isFalse);
    for (const char* name : {"called_computations", "operand_layouts", "result_layouts", "output_operand_aliases",
                             "result_tilings"})
      a.dropIf(name, isEmptyArray);
    if (std::optional<Attribute> called = a.take("called_computations")) {
      Attribute list;
      list.kind = Attribute::Kind::Array;
      for (const Attribute& s : called->elements) list.elements.push_back(symbolOf(s, a));
      a.put("called_computations", std::move(list));
    }
  } else if (op == "composite") {
    a.dropIf("composite_attributes", isEmptyDict);
    a.dropIf("version", [](const Attribute& v) { return isInt(v, 0); });
    if (std::optional<Attribute> d = a.take("decomposition")) a.put("decomposition", symbolOf(*d, a));
  } else if (op == "call") {
    if (std::optional<Attribute> callee = a.take("callee")) a.put("callee", symbolOf(*callee, a));
  } else if (op == "sort") {
    a.dropIf("dimension", [](const Attribute& v) { return isInt(v, -1); });
    a.dropIf("is_stable", isFalse);
  } else if (op == "cholesky") {
    a.dropIf("lower", isFalse);
  } else if (op == "compare") {
    a.dropIf("compare_type", [](const Attribute& v) { return isEnum(v, "NOTYPE"); });
  } else if (op == "infeed") {
    a.dropIf("layout", isEmptyArray);
  } else if (op == "dynamic_broadcast_in_dim") {
    a.dropIf("known_expanding_dimensions", isEmptyList);
    a.dropIf("known_nonexpanding_dimensions", isEmptyList);
  }
}

}  // namespace

std::string stablehloOpName(const VhloOpInfo& op, bool inFunctionBody) {
  std::string base = baseName(op);
  if (base == "call") return "func.call";
  if (base == "func") return "func.func";
  if (base == "return") return inFunctionBody ? "func.return" : "stablehlo.return";
  return "stablehlo." + base;
}

AttributeList upgradeAttributes(const VhloOpInfo& info, AttributeList inherent, const ByteReader& r, size_t at) {
  std::string op = baseName(info);
  Attrs a(std::move(inherent), r, at);
  upgradeOpSpecific(op, a);
  // Rules every op shares.
  if (a.has("channel_id")) channelHandle(a, false);
  if (std::optional<Attribute> global = a.take("use_global_device_ids"))
    if (!isFalse(*global)) a.put("use_global_device_ids", Attribute{});
  a.dropIf("has_dynamic_root", isFalse);
  a.dropIf("precision_config", isDefaultPrecision);
  a.dropIf("result_accuracy", isDefaultResultAccuracy);
  for (const std::string& name : kI64Arrays)
    if (std::optional<Attribute> v = a.take(name)) a.put(name, denseArray(a.ints(*v, name), ElementType::SI64));
  if (std::optional<Attribute> v = a.take("window_reversal")) {
    std::vector<int64_t> bools = a.ints(*v, "window_reversal");
    a.put("window_reversal", denseArray(bools, ElementType::I1));
  }
  return a.finish();
}

}  // namespace hloref::bytecode
