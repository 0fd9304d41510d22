// The machine-readable op catalog (spec/ops/*.yaml): one entry per op of the
// spec's "Ops" section with its inputs (I1..), outputs (O1..) and constraints
// (C1..) as the spec numbers them. See spec/README.md for the file format.
//
// Header-only (the library target builds interpreter/ only): include it and
// link yaml-cpp. A malformed file ends in hloref::Error at file:line:col.
#pragma once

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.h"

namespace hloref::spec {

enum class Checked {
  kStatic,   // decidable from the program text (types, attributes)
  kRuntime,  // depends on the values of operands
};

// An input or output of an op, as its row in the spec's Inputs/Outputs table.
struct ValueEntry {
  std::string label;  // "I1".., "O1"..
  std::string name;   // "lhs", "start_indices", ...
  // tensor | token | tuple | future | value (any value type) | constant |
  // enum | function
  std::string kind;
  bool variadic = false;
  std::optional<int> rank;                // when the table fixes the rank
  std::string type;                       // the table's type description
  std::vector<std::string> types;         // the alternatives it allows
  std::vector<std::string> constraints;   // "C1", ... (ranges expanded)
};

struct Input : ValueEntry {
  std::string role;  // operand | attribute | region
};

struct Output : ValueEntry {};

struct Constraint {
  std::string id;       // "C1"..
  std::string formula;  // the spec's formula; nested parts on "  - " lines
  std::vector<std::string> when;  // enclosing conditions, outermost first
  Checked checked = Checked::kStatic;
  std::vector<std::string> appliesTo;  // labels whose table rows cite it
};

struct OpEntry {
  std::string name;     // "stablehlo.add"
  std::string section;  // "Ops > add"
  std::vector<Input> inputs;
  std::vector<Output> outputs;
  std::vector<Constraint> constraints;
  int examples = 0;  // MLIR examples in the spec's section
  std::string file;  // the catalog file it was read from

  // "add" for "stablehlo.add".
  std::string_view mnemonic() const {
    std::string_view n = name;
    auto dot = n.find('.');
    return dot == std::string_view::npos ? n : n.substr(dot + 1);
  }
  const Constraint* findConstraint(std::string_view id) const {
    for (const auto& c : constraints)
      if (c.id == id) return &c;
    return nullptr;
  }
  const Input* findInput(std::string_view inputName) const {
    for (const auto& i : inputs)
      if (i.name == inputName) return &i;
    return nullptr;
  }
};

namespace detail {

inline Location locationOf(const std::shared_ptr<const std::string>& file, const YAML::Mark& mark) {
  Location loc;
  loc.file = file;
  if (mark.line >= 0) {
    loc.line = mark.line + 1;
    loc.column = mark.column + 1;
  }
  return loc;
}

// Reads one catalog file; every error names the node it is about.
class FileReader {
 public:
  explicit FileReader(const std::string& path) : file_(std::make_shared<const std::string>(path)) {}

  [[noreturn]] void error(const YAML::Node& node, const std::string& message) const {
    throw Error(locationOf(file_, node ? node.Mark() : YAML::Mark()), "catalog: " + message);
  }
  [[noreturn]] void error(const YAML::Mark& mark, const std::string& message) const {
    throw Error(locationOf(file_, mark), "catalog: " + message);
  }

  // A map with exactly the keys `required` plus some of `optional`.
  void expectMap(const YAML::Node& node, const std::string& what,
                 std::initializer_list<const char*> required,
                 std::initializer_list<const char*> optional) const {
    if (!node.IsMap()) error(node, what + " must be a mapping");
    for (const char* key : required)
      if (!node[key]) error(node, what + " has no '" + key + "'");
    for (const auto& kv : node) {
      if (!kv.first.IsScalar()) error(kv.first, what + ": a key must be a string");
      std::string key = kv.first.Scalar();
      bool known = std::any_of(required.begin(), required.end(), [&](const char* k) { return key == k; }) ||
                   std::any_of(optional.begin(), optional.end(), [&](const char* k) { return key == k; });
      if (!known) error(kv.first, what + ": unknown key '" + key + "'");
    }
  }

  // Where to report a problem with `map[key]`: the value, or the key when
  // the value is empty (yaml-cpp places empty values at the next token).
  YAML::Mark markOf(const YAML::Node& map, const char* key) const {
    YAML::Node n = map[key];
    if (n && !n.IsNull()) return n.Mark();
    if (map.IsMap())
      for (const auto& kv : map)
        if (kv.first.IsScalar() && kv.first.Scalar() == key) return kv.first.Mark();
    return map.Mark();
  }

  std::string str(const YAML::Node& map, const char* key, const std::string& what) const {
    YAML::Node n = map[key];
    if (!n.IsScalar()) error(markOf(map, key), what + ": '" + key + "' must be a string");
    if (n.Scalar().empty()) error(n, what + ": '" + key + "' must not be empty");
    return n.Scalar();
  }

  std::string oneOf(const YAML::Node& map, const char* key, const std::string& what,
                    std::initializer_list<const char*> allowed) const {
    std::string s = str(map, key, what);
    for (const char* a : allowed)
      if (s == a) return s;
    std::string list;
    for (const char* a : allowed) list += std::string(list.empty() ? "" : ", ") + a;
    error(map[key], what + ": '" + key + "' is '" + s + "', expected one of " + list);
  }

  bool boolean(const YAML::Node& map, const char* key, const std::string& what) const {
    YAML::Node n = map[key];
    bool value = false;
    if (!n.IsScalar() || !YAML::convert<bool>::decode(n, value))
      error(markOf(map, key), what + ": '" + key + "' must be true or false");
    return value;
  }

  int integer(const YAML::Node& map, const char* key, const std::string& what, int min) const {
    YAML::Node n = map[key];
    int value = 0;
    if (!n.IsScalar() || !YAML::convert<int>::decode(n, value))
      error(markOf(map, key), what + ": '" + key + "' must be an integer");
    if (value < min) error(n, what + ": '" + key + "' must be at least " + std::to_string(min));
    return value;
  }

  std::vector<std::string> strings(const YAML::Node& map, const char* key, const std::string& what) const {
    YAML::Node n = map[key];
    std::vector<std::string> out;
    if (!n) return out;
    if (!n.IsSequence()) error(markOf(map, key), what + ": '" + key + "' must be a list");
    for (const auto& item : n) {
      if (!item.IsScalar()) error(item, what + ": '" + key + "' must list strings");
      out.push_back(item.Scalar());
    }
    return out;
  }

  void readValue(const YAML::Node& node, const std::string& what, ValueEntry& v) const {
    v.label = str(node, "label", what);
    v.name = str(node, "name", what);
    std::string named = what + " (" + v.label + " " + v.name + ")";
    v.kind = oneOf(node, "kind", named,
                   {"tensor", "token", "tuple", "future", "value", "constant", "enum", "function"});
    v.variadic = boolean(node, "variadic", named);
    if (node["rank"]) v.rank = integer(node, "rank", named, 0);
    v.type = str(node, "type", named);
    v.types = strings(node, "types", named);
    v.constraints = strings(node, "constraints", named);
  }

  OpEntry read() const {
    YAML::Node root;
    try {
      root = YAML::LoadFile(*file_);
    } catch (const YAML::BadFile&) {
      throw Error(locationOf(file_, YAML::Mark()), "catalog: cannot read the file");
    } catch (const YAML::Exception& e) {
      error(e.mark, e.msg);
    }
    OpEntry op;
    op.file = *file_;
    expectMap(root, "op entry", {"name", "section", "inputs", "outputs", "constraints", "examples"}, {});
    op.name = str(root, "name", "op entry");
    op.section = str(root, "section", op.name);
    op.examples = integer(root, "examples", op.name, 0);

    YAML::Node inputs = root["inputs"];
    if (!inputs.IsSequence()) error(markOf(root, "inputs"), op.name + ": 'inputs' must be a list");
    for (const auto& node : inputs) {
      std::string what = op.name + " input";
      expectMap(node, what, {"label", "name", "kind", "role", "variadic", "type", "types", "constraints"},
                {"rank"});
      Input in;
      readValue(node, what, in);
      in.role = oneOf(node, "role", what + " (" + in.label + ")", {"operand", "attribute", "region"});
      op.inputs.push_back(std::move(in));
    }
    YAML::Node outputs = root["outputs"];
    if (!outputs.IsSequence()) error(markOf(root, "outputs"), op.name + ": 'outputs' must be a list");
    for (const auto& node : outputs) {
      std::string what = op.name + " output";
      expectMap(node, what, {"label", "name", "kind", "variadic", "type", "types", "constraints"}, {"rank"});
      Output out;
      readValue(node, what, out);
      op.outputs.push_back(std::move(out));
    }

    YAML::Node constraints = root["constraints"];
    if (!constraints.IsSequence()) error(markOf(root, "constraints"), op.name + ": 'constraints' must be a list");
    std::set<std::string> ids;
    for (const auto& node : constraints) {
      std::string what = op.name + " constraint";
      expectMap(node, what, {"id", "formula", "checked"}, {"when", "applies_to"});
      Constraint c;
      c.id = str(node, "id", what);
      if (!ids.insert(c.id).second) error(node["id"], op.name + ": constraint " + c.id + " appears twice");
      what = op.name + " " + c.id;
      c.formula = str(node, "formula", what);
      c.checked = oneOf(node, "checked", what, {"static", "runtime"}) == "runtime" ? Checked::kRuntime
                                                                                   : Checked::kStatic;
      c.when = strings(node, "when", what);
      c.appliesTo = strings(node, "applies_to", what);
      op.constraints.push_back(std::move(c));
    }

    // References must name what the file defines.
    auto checkRefs = [&](const YAML::Node& list, const ValueEntry& v) {
      for (size_t i = 0; i < v.constraints.size(); ++i)
        if (!ids.count(v.constraints[i]))
          error(list["constraints"][i],
                op.name + ": " + v.label + " cites " + v.constraints[i] + ", which the file does not define");
    };
    for (size_t i = 0; i < op.inputs.size(); ++i) checkRefs(inputs[i], op.inputs[i]);
    for (size_t i = 0; i < op.outputs.size(); ++i) checkRefs(outputs[i], op.outputs[i]);
    std::set<std::string> labels;
    for (const auto& v : op.inputs) labels.insert(v.label);
    for (const auto& v : op.outputs) labels.insert(v.label);
    for (size_t i = 0; i < op.constraints.size(); ++i)
      for (size_t j = 0; j < op.constraints[i].appliesTo.size(); ++j)
        if (!labels.count(op.constraints[i].appliesTo[j]))
          error(constraints[i]["applies_to"][j], op.name + " " + op.constraints[i].id + ": applies_to names " +
                                                     op.constraints[i].appliesTo[j] + ", which is not a label");
    return op;
  }

 private:
  std::shared_ptr<const std::string> file_;
};

}  // namespace detail

// Reads one catalog file.
inline OpEntry loadOpFile(const std::string& path) { return detail::FileReader(path).read(); }

// Reads every *.yaml file of `dir` (e.g. spec/ops), sorted by op name. Two
// files naming the same op are an error.
inline std::vector<OpEntry> loadCatalog(const std::string& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    Location loc;
    loc.file = std::make_shared<const std::string>(dir);
    throw Error(loc, "catalog: not a directory");
  }
  std::vector<std::string> paths;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().extension() == ".yaml") paths.push_back(entry.path().string());
  std::sort(paths.begin(), paths.end());
  std::vector<OpEntry> ops;
  for (const auto& path : paths) ops.push_back(loadOpFile(path));
  std::sort(ops.begin(), ops.end(), [](const OpEntry& a, const OpEntry& b) { return a.name < b.name; });
  for (size_t i = 1; i < ops.size(); ++i)
    if (ops[i].name == ops[i - 1].name) {
      Location loc;
      loc.file = std::make_shared<const std::string>(ops[i].file);
      throw Error(loc, "catalog: " + ops[i].name + " is also defined in " + ops[i - 1].file);
    }
  return ops;
}

}  // namespace hloref::spec
