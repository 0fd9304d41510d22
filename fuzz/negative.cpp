#include "fuzz/negative.h"

#include <algorithm>
#include <functional>
#include <map>
#include <random>
#include <regex>
#include <set>

#include "checker/checker.h"
#include "fuzz/program_gen.h"
#include "spec/catalog.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

namespace hloref::fuzz {
namespace {

using Rng = std::mt19937_64;

int64_t below(Rng& rng, int64_t n) { return std::uniform_int_distribution<int64_t>(0, n - 1)(rng); }

// ------------------------------------------------------------ attributes

// The attribute `name` of the op, at top level or a field of a struct
// attribute (#stablehlo.gather<offset_dims = ...>).
Attribute* findAttribute(AttributeList& list, const std::string& name) {
  for (auto& [key, value] : list) {
    if (key == name) return &value;
    if (value.kind == Attribute::Kind::Struct || value.kind == Attribute::Kind::Dict)
      if (Attribute* inner = findAttribute(value.fields, name)) return inner;
  }
  return nullptr;
}

// `values` written back into `a` in its own spelling; the element count
// may change except for a dense attribute of rank other than 1.
bool setIntList(Attribute& a, const std::vector<int64_t>& values) {
  using K = Attribute::Kind;
  switch (a.kind) {
    case K::Integer:
      if (values.size() != 1) return false;
      a.intValue = values[0];
      return true;
    case K::DenseArray: a.ints = values; return true;
    case K::Array: {
      Attribute element;
      element.kind = K::Integer;
      TensorType i64;
      i64.elementType = ElementType::SI64;
      element.type = a.elements.empty() ? Type::tensor(i64) : a.elements[0].type;
      a.elements.clear();
      for (int64_t v : values) {
        element.intValue = v;
        a.elements.push_back(element);
      }
      return true;
    }
    case K::Dense: {
      if (!a.dense || !isInteger(a.dense->type().elementType)) return false;
      TensorType t = a.dense->type();
      if (static_cast<int64_t>(values.size()) != t.numElements()) {
        if (t.rank() != 1) return false;
        t.shape = {static_cast<int64_t>(values.size())};
      }
      auto tensor = std::make_shared<Tensor>(t);
      for (size_t i = 0; i < values.size(); ++i) tensor->setIntBits(static_cast<int64_t>(i), static_cast<uint64_t>(values[i]));
      a.dense = tensor;
      a.type = Type::tensor(t);
      return true;
    }
    default: return false;
  }
}

std::string listText(const std::vector<int64_t>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

// ------------------------------------------------------------ mutations

struct Target {
  Module* module;
  Func* main;
  Op* op;
  const checker::OpChecker* checker;
};

// One way of breaking a constraint: applies itself to the target and says
// what it did (empty: it does not apply to this program).
struct Mutation {
  std::string constraint;
  std::function<std::string(Target&, Rng&)> apply;
};

// How often an SSA slot is used by the ops of `f`'s body (its terminator included).
int usesOf(const Func& f, int slot) {
  int n = 0;
  for (const Op& op : f.body.blocks[0].ops) n += static_cast<int>(std::count(op.operands.begin(), op.operands.end(), slot));
  return n;
}

// The element type that replaces `e` in a type mutation: another one of its
// family (the op's Inputs/Outputs rows still hold), i1 becomes si8.
ElementType otherElementType(ElementType e) {
  using ET = ElementType;
  switch (e) {
    case ET::F32: return ET::F64;
    case ET::F64: return ET::F32;
    case ET::F16: case ET::BF16: return ET::F32;
    case ET::C64: return ET::C128;
    case ET::C128: return ET::C64;
    case ET::SI32: return ET::SI64;
    case ET::SI64: return ET::SI32;
    case ET::UI32: return ET::UI64;
    case ET::UI64: return ET::UI32;
    case ET::I1: return ET::SI8;
    default: return isFloat(e) ? ET::F32 : isSignedInteger(e) ? ET::SI32 : isUnsignedInteger(e) ? ET::UI32 : ET::F32;
  }
}

// How a type mutation changes a value.
enum class Change {
  Element, Dimension, Rank,                    // tensor types
  Storage, Expressed, QuantizationDimension,  // quantized types
  Dequantized,                                // a quantized type replaced by its expressed type
};

// `t`'s quantization changed as `change` says.
bool changeQuantization(TensorType& t, Change change, std::string& what) {
  if (!t.isQuantized()) return false;
  QuantParams q = *t.quant;
  switch (change) {
    case Change::Dequantized:
      what = "quantized type replaced by its expressed type " + std::string(elementTypeName(q.expressedType));
      t.elementType = q.expressedType;
      t.quant = nullptr;
      return true;
    case Change::Storage: {
      // A wider storage type of the same signedness keeps the storage range valid.
      const ElementType before = q.storageType;
      q.storageType = isSignedInteger(before) ? (before == ElementType::SI16 ? ElementType::SI32 : ElementType::SI16)
                                              : (before == ElementType::UI16 ? ElementType::UI32 : ElementType::UI16);
      t.elementType = q.storageType;
      what = "storage type " + std::string(elementTypeName(before)) + " -> " + std::string(elementTypeName(q.storageType));
      break;
    }
    case Change::Expressed: {
      const ElementType before = q.expressedType;
      q.expressedType = before == ElementType::F32 ? ElementType::F16 : ElementType::F32;
      what = "expressed type " + std::string(elementTypeName(before)) + " -> " +
             std::string(elementTypeName(q.expressedType));
      break;
    }
    case Change::QuantizationDimension: {
      // Another axis of the same size, so that the scales still fit it.
      if (!q.quantizationDimension) return false;
      const int64_t from = *q.quantizationDimension;
      for (int64_t d = 0; d < t.rank(); ++d)
        if (d != from && t.shape[static_cast<size_t>(d)] == t.shape[static_cast<size_t>(from)]) {
          q.quantizationDimension = d;
          what = "quantization_dimension " + std::to_string(from) + " -> " + std::to_string(d);
          t.quant = std::make_shared<const QuantParams>(q);
          return true;
        }
      return false;
    }
    default: return false;
  }
  t.quant = std::make_shared<const QuantParams>(q);
  return true;
}

// `t` changed as `change` says: its element type, one dimension, its rank,
// its quantization.
bool changeType(TensorType& t, Change change, Rng& rng, std::string& what, int64_t dimension = -1) {
  if (change != Change::Element && change != Change::Dimension && change != Change::Rank)
    return changeQuantization(t, change, what);
  if (t.isQuantized()) return false;
  if (change == Change::Element) {
    const ElementType before = t.elementType;
    t.elementType = otherElementType(before);
    what = "element type " + std::string(elementTypeName(before)) + " -> " + std::string(elementTypeName(t.elementType));
    return t.elementType != before;
  }
  if (!t.isStatic()) return false;
  if (change == Change::Rank || t.shape.empty()) {
    t.shape.push_back(2);
    what = "one more dimension (of size 2)";
    return true;
  }
  const size_t d = dimension >= 0 && dimension < t.rank()
                       ? static_cast<size_t>(dimension)
                       : static_cast<size_t>(below(rng, static_cast<int64_t>(t.shape.size())));
  ++t.shape[d];
  what = "dimension " + std::to_string(d) + " grown by 1";
  return true;
}

// The result #k changed, and the function's return with it; only when the
// result goes nowhere else.
std::string mutateResult(Target& t, size_t k, Change change, Rng& rng, int64_t dimension = -1) {
  if (k >= t.op->resultTypes.size() || !t.op->resultTypes[k].isTensor()) return "";
  const int slot = t.op->results[k];
  Op& ret = t.main->body.blocks[0].ops.back();
  if (ret.name != "func.return" || usesOf(*t.main, slot) != 1) return "";
  const auto at = std::find(ret.operands.begin(), ret.operands.end(), slot);
  if (at == ret.operands.end()) return "";
  std::string what;
  TensorType changed = t.op->resultTypes[k].tensorType();
  if (!changeType(changed, change, rng, what, dimension)) return "";
  const size_t j = static_cast<size_t>(at - ret.operands.begin());
  t.op->resultTypes[k] = ret.operandTypes[j] = t.main->outputs[j] = Type::tensor(changed);
  return "result #" + std::to_string(k) + ": " + what;
}

// The operand #i changed, when it is an argument of @main used only here.
std::string mutateOperand(Target& t, size_t i, Change change, Rng& rng, int64_t dimension = -1) {
  if (i >= t.op->operandTypes.size() || !t.op->operandTypes[i].isTensor()) return "";
  const int slot = t.op->operands[i];
  Block& entry = t.main->body.blocks[0];
  const auto at = std::find(entry.arguments.begin(), entry.arguments.end(), slot);
  if (at == entry.arguments.end() || usesOf(*t.main, slot) != 1) return "";
  std::string what;
  TensorType changed = t.op->operandTypes[i].tensorType();
  if (!changeType(changed, change, rng, what, dimension)) return "";
  const size_t j = static_cast<size_t>(at - entry.arguments.begin());
  t.op->operandTypes[i] = entry.argumentTypes[j] = t.main->inputs[j] = Type::tensor(changed);
  return "operand #" + std::to_string(i) + ": " + what;
}

// An element of the integer list attribute `name` changed by `edit` (which
// may also resize it); "" when the attribute is absent or not a list.
std::string editList(Target& t, const std::string& name,
                     const std::function<bool(std::vector<int64_t>&, Rng&)>& edit, Rng& rng) {
  Attribute* a = findAttribute(t.op->attributes, name);
  if (!a) return "";
  std::optional<std::vector<int64_t>> values = asIntList(*a);
  if (!values && a->kind == Attribute::Kind::Integer) values = std::vector<int64_t>{a->intValue};
  if (!values && a->kind == Attribute::Kind::Dense && a->dense && isInteger(a->dense->type().elementType)) {
    values.emplace();  // a dense attribute of any rank, element by element
    for (int64_t i = 0; i < a->dense->numElements(); ++i) values->push_back(a->dense->intValue(i));
  }
  if (!values) return "";
  const std::vector<int64_t> before = *values;
  if (!edit(*values, rng) || *values == before || !setIntList(*a, *values)) return "";
  return name + ": " + listText(before) + " -> " + listText(*values);
}

// What negative fuzzing reads of the catalog in the source tree
// (HLOREF_SPEC_DIR): each op's operand names in operand order (up to the
// first variadic one), each constraint's enclosing conditions. Without
// the catalog: no operand mutation, no conditional constraint.
struct CatalogFacts {
  std::map<std::string, std::vector<std::string>> operands;
  std::map<std::string, std::vector<std::string>> outputs;  // the Outputs table's names
  std::map<std::string, std::vector<std::string>> when;  // "stablehlo.add C2" -> ["quantized"]
  std::map<std::string, std::string> formula;            // the whole formula, nested lines included
  bool loaded = false;
};

const CatalogFacts& catalogFacts() {
  static const CatalogFacts facts = [] {
    CatalogFacts f;
#ifdef HLOREF_SPEC_DIR
    try {
      for (const spec::OpEntry& entry : spec::loadCatalog(HLOREF_SPEC_DIR)) {
        std::vector<std::string>& v = f.operands[entry.name];
        for (const spec::Input& input : entry.inputs) {
          if (input.role != "operand") continue;
          if (input.variadic) break;
          v.push_back(input.name);
        }
        for (const spec::Output& output : entry.outputs) f.outputs[entry.name].push_back(output.name);
        for (const spec::Constraint& c : entry.constraints) {
          f.when[entry.name + " " + c.id] = c.when;
          f.formula[entry.name + " " + c.id] = c.formula;
        }
      }
      f.loaded = true;
    } catch (const std::exception&) {
      f = CatalogFacts{};
    }
#endif
    return f;
  }();
  return facts;
}

std::vector<std::string> operandNames(const std::string& op) {
  const auto& table = catalogFacts().operands;
  const auto it = table.find(op);
  return it == table.end() ? std::vector<std::string>{} : it->second;
}

// Whether constraint `id` of the op applies to the program: its enclosing
// conditions hold (only quantized / non-quantized are judged; other
// conditions leave it out), and a constraint on the process grid needs a
// module that declares one.
bool applies(const Target& t, const std::string& id) {
  const CatalogFacts& facts = catalogFacts();
  const auto it = facts.when.find(t.op->name + " " + id);
  const std::string& formula = facts.formula.at(t.op->name + " " + id);
  if (!facts.loaded || it == facts.when.end()) return false;
  bool quantized = false;
  for (const auto* types : {&t.op->operandTypes, &t.op->resultTypes})
    for (const Type& type : *types) quantized |= type.isTensor() && type.tensorType().isQuantized();
  for (const std::string& condition : it->second) {
    if (condition == "quantized" && !quantized) return false;
    if (condition == "non-quantized" && quantized) return false;
    if (condition != "quantized" && condition != "non-quantized") return false;
  }
  const bool onGrid = std::any_of(t.module->attributes.begin(), t.module->attributes.end(),
                                  [](const NamedAttribute& a) { return a.first == "mhlo.num_replicas"; });
  for (const char* word : {"num_replicas", "num_partitions", "num_processes", "process_groups"})
    if (formula.find(word) != std::string::npos && !onGrid) return false;
  return true;
}

// The values the formula applies a type function to (result, results,
// lhs...), each with the functions applied to it.
std::vector<std::pair<std::string, std::set<std::string>>> typeSubjects(const std::string& formula) {
  static const std::regex call(
      R"(\b(baseline_element_type|element_type|baseline_type|type|shape|rank|dim|storage_type|expressed_type|quantization_dimension|is_quantized)\((\w+))");
  std::vector<std::pair<std::string, std::set<std::string>>> subjects;
  for (auto it = std::sregex_iterator(formula.begin(), formula.end(), call); it != std::sregex_iterator(); ++it) {
    const std::string name = (*it)[2];
    auto at = std::find_if(subjects.begin(), subjects.end(), [&](const auto& s) { return s.first == name; });
    if (at == subjects.end()) at = subjects.insert(subjects.end(), {name, {}});
    at->second.insert((*it)[1]);
  }
  return subjects;
}

// How many constraints of `op` apply a type function to the value `name`.
int typeConstraintsOn(const std::string& op, const std::string& name) {
  int n = 0;
  const std::string prefix = op + " ";
  for (const auto& [id, formula] : catalogFacts().formula) {
    if (id.rfind(prefix, 0) != 0) continue;
    for (const auto& subject : typeSubjects(formula))
      if (subject.first == name) {
        ++n;
        break;
      }
  }
  return n;
}

// The change for a value the formula looks at through `functions`.
Change changeFor(const std::set<std::string>& functions, Rng& rng) {
  if (functions.count("is_quantized")) return Change::Dequantized;
  if (functions.count("quantization_dimension")) return Change::QuantizationDimension;
  if (functions.count("storage_type")) return Change::Storage;
  if (functions.count("expressed_type")) return Change::Expressed;
  const bool element = functions.count("element_type") || functions.count("baseline_element_type");
  const bool whole = functions.count("type") || functions.count("baseline_type");
  if (functions.count("rank")) return Change::Rank;
  if (functions.count("shape") || functions.count("dim")) return element && below(rng, 2) == 0 ? Change::Element : Change::Dimension;
  if (element) return Change::Element;
  return whole && below(rng, 2) == 0 ? Change::Dimension : Change::Element;
}

// The mutations the formula of constraint `id` suggests.
// The type of the value the spec calls `name` in op `op` (an operand or a
// result of the target), or null.
const TensorType* typeNamed(const Target& t, const std::string& name) {
  const std::vector<std::string> operands = operandNames(t.op->name);
  const auto in = std::find(operands.begin(), operands.end(), name);
  const std::vector<Type>* types = nullptr;
  size_t index = 0;
  if (in != operands.end()) types = &t.op->operandTypes, index = static_cast<size_t>(in - operands.begin());
  const auto outputs = catalogFacts().outputs.find(t.op->name);
  if (!types && outputs != catalogFacts().outputs.end()) {
    const auto at = std::find(outputs->second.begin(), outputs->second.end(), name);
    if (at != outputs->second.end()) types = &t.op->resultTypes, index = static_cast<size_t>(at - outputs->second.begin());
  }
  if (!types || index >= types->size() || !(*types)[index].isTensor()) return nullptr;
  return &(*types)[index].tensorType();
}

void mutationsOf(const std::string& op, const std::string& id, const std::string& formula, std::vector<Mutation>& out);

// `If P, then Q` where P is is_quantized / is_per_tensor_quantized /
// is_per_axis_quantized of one value: Q's mutations, applied only where P
// holds on the program.
bool conditionalMutations(const std::string& op, const std::string& id, const std::string& first,
                          std::vector<Mutation>& out) {
  static const std::regex conditional(R"(^If (is_quantized|is_per_tensor_quantized|is_per_axis_quantized)\((\w+)\), then (.+)$)");
  std::smatch m;
  if (!std::regex_match(first, m, conditional)) return false;
  const std::string predicate = m[1], name = m[2];
  std::vector<Mutation> inner;
  mutationsOf(op, id, m[3], inner);
  for (Mutation& mutation : inner)
    out.push_back({id, [=, apply = mutation.apply](Target& t, Rng& rng) -> std::string {
                     const TensorType* x = typeNamed(t, name);
                     if (!x || !x->isQuantized()) return "";
                     const bool perAxis = x->quant->quantizationDimension.has_value();
                     if (predicate == "is_per_axis_quantized" && !perAxis) return "";
                     if (predicate == "is_per_tensor_quantized" && perAxis) return "";
                     return apply(t, rng);
                   }});
  return true;
}

void mutationsOf(const std::string& op, const std::string& id, const std::string& formula, std::vector<Mutation>& out) {
  std::smatch m;
  if (conditionalMutations(op, id, formula.substr(0, formula.find('\n')), out)) return;
  // 0 <= X < B, 0 <= X <= B, 0 < X, 0 <= X, 1 <= X (X an attribute, maybe X... or X[...]).
  static const std::regex range(R"(^\s*(-?\d+)\s*(<=|<)\s*([a-z_]+)(?:\.\.\.|\[[^\]]*\])?\s*(?:(<=|<)\s*(.+))?$)");
  static const std::regex positive(R"(^\s*([a-z_]+)(?:\.\.\.)?\s*>\s*(-?\d+)\s*$)");
  const std::string first = formula.substr(0, formula.find('\n'));
  if (std::regex_match(first, m, range)) {
    const int64_t low = std::stoll(m[1]);
    const bool strict = m[2] == "<";
    const std::string name = m[3];
    const bool bounded = m[4].matched;
    out.push_back({id, [=](Target& t, Rng& rng) {
                     return editList(t, name, [=](std::vector<int64_t>& v, Rng& r) {
                       if (v.empty()) return false;
                       const size_t k = static_cast<size_t>(below(r, static_cast<int64_t>(v.size())));
                       // Below the bound, or far above the upper one; -1 is a
                       // padding entry in replica_groups, so those go up.
                       const bool up = bounded && (name.find("groups") != std::string::npos || below(r, 2) == 0);
                       v[k] = up ? 1000 : (strict ? low : low - 1);
                       return true;
                     }, rng);
                   }});
    return;
  }
  if (std::regex_match(first, m, positive)) {
    const std::string name = m[1];
    const int64_t bound = std::stoll(m[2]);
    out.push_back({id, [=](Target& t, Rng& rng) {
                     return editList(t, name, [=](std::vector<int64_t>& v, Rng& r) {
                       if (v.empty()) return false;
                       v[static_cast<size_t>(below(r, static_cast<int64_t>(v.size())))] = bound;
                       return true;
                     }, rng);
                   }});
    return;
  }
  // is_unique(pairs[:, k]): the second pair given the first one's column k.
  static const std::regex uniqueColumn(R"(^is_unique\(([a-z_]+)\[:, ([01])\]\)$)");
  if (std::regex_match(first, m, uniqueColumn)) {
    const std::string name = m[1];
    const size_t column = m[2] == "1" ? 1 : 0;
    out.push_back({id, [=](Target& t, Rng& rng) {
                     return editList(t, name, [=](std::vector<int64_t>& v, Rng&) {
                       if (v.size() < 4 || v.size() % 2 != 0) return false;
                       v[2 + column] = v[column];
                       return true;
                     }, rng);
                   }});
    return;
  }
  static const std::regex unique(R"(is_unique\((?:concatenate\()?([a-z_]+)(?:(?:\s*\+\s*|,\s*)([a-z_]+))?)");
  if (std::regex_search(first, m, unique) && first.find("[:") == std::string::npos) {
    const std::string a = m[1], b = m[2].matched ? std::string(m[2]) : std::string();
    out.push_back({id, [=](Target& t, Rng& rng) -> std::string {
                     if (b.empty())
                       return editList(t, a, [](std::vector<int64_t>& v, Rng&) {
                         if (v.size() < 2 || v[0] < 0 || v[1] < 0) return false;
                         v[1] = v[0];
                         return true;
                       }, rng);
                     Attribute* x = findAttribute(t.op->attributes, a);
                     const auto xs = x ? asIntList(*x) : std::nullopt;
                     if (!xs || xs->empty()) return "";
                     const int64_t repeated = (*xs)[0];
                     return editList(t, b, [=](std::vector<int64_t>& v, Rng&) {
                       if (v.empty()) return false;
                       v[0] = repeated;
                       return true;
                     }, rng);
                   }});
  }
  // Given dims = [a] + b + [c]: is_unique(dims), ...: two of the parts
  // made to share a value.
  static const std::regex given(R"(^Given \w+ = (.+):$)");
  if (std::regex_match(first, m, given)) {
    std::vector<std::string> parts;
    const std::string list = m[1];
    static const std::regex word(R"([a-z_]+)");
    for (auto it = std::sregex_iterator(list.begin(), list.end(), word); it != std::sregex_iterator(); ++it)
      parts.push_back(it->str());
    out.push_back({id, [=](Target& t, Rng& rng) -> std::string {
                     if (parts.size() < 2) return "";
                     const size_t from = static_cast<size_t>(below(rng, static_cast<int64_t>(parts.size())));
                     const size_t to = (from + 1 + static_cast<size_t>(below(rng, static_cast<int64_t>(parts.size()) - 1))) % parts.size();
                     Attribute* source = findAttribute(t.op->attributes, parts[from]);
                     const auto values = source ? asIntList(*source) : std::nullopt;
                     const std::optional<int64_t> value =
                         source && source->kind == Attribute::Kind::Integer ? std::optional<int64_t>(source->intValue)
                         : values && !values->empty()                       ? std::optional<int64_t>(values->front())
                                                                            : std::nullopt;
                     if (!value) return "";
                     const int64_t repeated = *value;
                     const std::string what = editList(t, parts[to], [=](std::vector<int64_t>& v, Rng&) {
                       if (v.empty()) return false;
                       v[0] = repeated;
                       return true;
                     }, rng);
                     return what.empty() ? "" : what + " (the value of " + parts[from] + ")";
                   }});
    return;
  }
  static const std::regex sorted(R"(is_sorted\(([a-z_]+)\))");
  if (std::regex_search(first, m, sorted)) {
    const std::string name = m[1];
    out.push_back({id, [=](Target& t, Rng& rng) {
                     return editList(t, name, [](std::vector<int64_t>& v, Rng&) {
                       for (size_t i = 0; i + 1 < v.size(); ++i)
                         if (v[i] != v[i + 1]) {
                           std::swap(v[i], v[i + 1]);
                           return true;
                         }
                       return false;
                     }, rng);
                   }});
  }
  static const std::regex size(R"(^\s*size\(([a-z_]+)\)\s*=)");
  if (std::regex_search(first, m, size)) {
    const std::string name = m[1];
    out.push_back({id, [=](Target& t, Rng& rng) {
                     return editList(t, name, [](std::vector<int64_t>& v, Rng&) {
                       v.push_back(v.empty() ? 1 : v.back());
                       return true;
                     }, rng);
                   }});
  }
  // A type relation (an equation between types, shapes, ranks; no
  // disjunction or choice, which a change may still satisfy): the result's
  // type when the formula names it, else the operand it names that the
  // fewest other constraints look at.
  const auto subjects = typeSubjects(first);
  // Only is_quantized on every side: `is_quantized(a) and is_quantized(b)`,
  // `is_quantized(a) = is_quantized(b) and is_quantized(c)`.
  static const std::regex quantizedOnly(R"(^is_quantized\(\w+\)(\s*(and|=)\s*is_quantized\(\w+\))*$)");
  static const std::regex equation(R"([^<>!=]=[^=])");
  const bool onlyQuantized = std::regex_match(first, quantizedOnly);
  if (!onlyQuantized &&
      (subjects.empty() || !std::regex_search(first, equation) || first.rfind("If ", 0) == 0 ||
       first.rfind("is_", 0) == 0 || first.find('%') != std::string::npos || first.find(" or ") != std::string::npos ||
       first.find('?') != std::string::npos ||
       first.find("is_quantized") != std::string::npos || first.find("is_promotable") != std::string::npos))
    return;
  const auto outputs = catalogFacts().outputs.find(op);
  for (const auto& [name, functions] : subjects) {
    if (outputs == catalogFacts().outputs.end() ||
        std::find(outputs->second.begin(), outputs->second.end(), name) == outputs->second.end())
      continue;
    const std::set<std::string> fs = functions;
    // The named output, or any of a variadic one (results).
    const size_t position = static_cast<size_t>(
        std::find(outputs->second.begin(), outputs->second.end(), name) - outputs->second.begin());
    const bool variadic = name == "results" || outputs->second.size() == 1;
    out.push_back({id, [=](Target& t, Rng& rng) {
                     const size_t k = variadic ? static_cast<size_t>(below(rng, static_cast<int64_t>(t.op->resultTypes.size())))
                                               : position;
                     return mutateResult(t, k, changeFor(fs, rng), rng);
                   }});
    return;
  }
  // The operand the fewest other constraints look at: changing it breaks
  // this one alone most often.
  const std::vector<std::string> names = operandNames(op);
  const std::pair<std::string, std::set<std::string>>* chosen = nullptr;
  int fewest = 0;
  for (const auto& subject : subjects) {
    if (std::find(names.begin(), names.end(), subject.first) == names.end()) continue;
    const int others = typeConstraintsOn(op, subject.first);
    if (!chosen || others <= fewest) chosen = &subject, fewest = others;
  }
  if (!chosen) return;
  const size_t index = static_cast<size_t>(std::find(names.begin(), names.end(), chosen->first) - names.begin());
  const std::set<std::string> fs = chosen->second;
  // dim(x, attribute): the dimension the attribute names grows.
  std::smatch d;
  const std::regex dimOf("dim\\(" + chosen->first + ",\\s*([a-z_]+)");
  const std::string dimAttribute = std::regex_search(first, d, dimOf) ? std::string(d[1]) : std::string();
  out.push_back({id, [=](Target& t, Rng& rng) {
                   int64_t dimension = -1;
                   if (Attribute* a = dimAttribute.empty() ? nullptr : findAttribute(t.op->attributes, dimAttribute)) {
                     const auto values = asIntList(*a);
                     if (a->kind == Attribute::Kind::Integer) dimension = a->intValue;
                     else if (values && !values->empty()) dimension = values->front();
                   }
                   // (A list the formula names that is empty or absent: nothing to break.)
                   if (!dimAttribute.empty() && dimension < 0) return std::string();
                   return mutateOperand(t, index, changeFor(fs, rng), rng, dimension);
                 }});
}

// The op of the program aimed at: the first one of that name in @main.
std::optional<Target> targetOf(Module& module, const std::string& op) {
  for (auto& f : module.funcs) {
    if (f->name != "main") continue;
    for (Op& o : f->body.blocks[0].ops)
      if (o.name == op) {
        const checker::OpChecker* c = checker::findChecker(op);
        if (!c) return std::nullopt;
        return Target{&module, f.get(), &o, c};
      }
  }
  return std::nullopt;
}

std::vector<std::string> errorIds(const std::vector<checker::Diagnostic>& diagnostics) {
  std::vector<std::string> ids;
  for (const checker::Diagnostic& d : diagnostics)
    if (!d.warning) ids.push_back((d.op.empty() ? "" : d.op + " ") + d.constraint);
  return ids;
}

}  // namespace

std::optional<NegativeProgram> negativeProgram(const std::vector<std::string>& ops, uint64_t seed) {
  const std::vector<std::string>& pool = ops.empty() ? generatableOps() : ops;
  Rng rng(seed * 0x9e3779b97f4a7c15ULL + 1);
  // A few draws: an op whose program offers no mutation (no attribute the
  // formulas name, results used further) is drawn again.
  for (int attempt = 0; attempt < 8; ++attempt) {
    const std::string op = pool[static_cast<size_t>(below(rng, static_cast<int64_t>(pool.size())))];
    ProgramOptions options;
    options.ops = {op};
    options.maxOps = 1;
    options.quantized = below(rng, 4) == 0;
    const GeneratedProgram valid = generateProgram(options, seed * 16 + static_cast<uint64_t>(attempt));
    std::unique_ptr<Module> module;
    try {
      module = parseModule(valid.text, "valid.mlir");
    } catch (const Error&) {
      continue;
    }
    std::optional<Target> target = targetOf(*module, op);
    if (!target) continue;
    std::vector<Mutation> mutations;
    for (const checker::ConstraintInfo& c : target->checker->constraints)
      if (c.enforcement == checker::Enforcement::kStatic && applies(*target, std::string(c.id)))
        mutationsOf(op, std::string(c.id), std::string(c.formula), mutations);
    std::shuffle(mutations.begin(), mutations.end(), rng);
    for (Mutation& m : mutations) {
      // Each try on a fresh copy of the valid program.
      std::unique_ptr<Module> copy = parseModule(valid.text, "valid.mlir");
      Target t = *targetOf(*copy, op);
      const std::string what = m.apply(t, rng);
      if (what.empty()) continue;
      return NegativeProgram{op, m.constraint, what, moduleString(*copy), seed};
    }
  }
  return std::nullopt;
}

const char* outcomeName(NegativeOutcome outcome) {
  switch (outcome) {
    case NegativeOutcome::Named: return "named";
    case NegativeOutcome::NamedAmongOthers: return "named-among-others";
    case NegativeOutcome::OtherConstraint: return "other-constraint";
    case NegativeOutcome::Accepted: return "accepted";
  }
  return "?";
}

NegativeVerdict checkNegative(const NegativeProgram& program) {
  NegativeVerdict v;
  const std::string aimed = program.op + " " + program.constraint;
  std::vector<checker::Diagnostic> diagnostics;
  try {
    std::unique_ptr<Module> module = parseModule(program.text, "negative.mlir");
    checker::CheckOptions options;
    options.strictSpec = true;
    diagnostics = checker::checkModule(*module, options);
  } catch (const Error& e) {  // the printed program does not parse back: reported as another id
    v.outcome = NegativeOutcome::OtherConstraint;
    v.named = {"parse"};
    v.diagnostic = e.formatted();
    return v;
  }
  v.named = errorIds(diagnostics);
  for (const checker::Diagnostic& d : diagnostics)
    if (!d.warning) {
      v.diagnostic = d.str();
      break;
    }
  const bool named = std::find(v.named.begin(), v.named.end(), aimed) != v.named.end();
  if (v.named.empty()) v.outcome = NegativeOutcome::Accepted;
  else if (!named) v.outcome = NegativeOutcome::OtherConstraint;
  else if (std::all_of(v.named.begin(), v.named.end(), [&](const std::string& id) { return id == aimed; }))
    v.outcome = NegativeOutcome::Named;
  else v.outcome = NegativeOutcome::NamedAmongOthers;
  return v;
}

std::vector<std::string> catalogConstraintIds() {
  std::vector<std::string> ids;
  for (const std::string& op : generatableOps())
    if (const checker::OpChecker* c = checker::findChecker(op))
      for (const checker::ConstraintInfo& info : c->constraints) ids.push_back(op + " " + std::string(info.id));
  return ids;
}

std::string acceptsInvalidCase(const NegativeProgram& program, const std::string& backend,
                               const std::string& backendAnswer) {
  const std::string shortOp = program.op.substr(program.op.find('.') + 1);
  std::string lower = program.constraint;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char ch) { return std::tolower(ch); });
  std::string out = "# hloref fuzz negative: a program that violates " + program.op + " " + program.constraint +
                    " (spec: Ops > " + shortOp + ")\n# and that " + backend + " accepted (" + backendAnswer +
                    ").\n# Mutation of a valid generated program (seed " + std::to_string(program.seed) + "): " +
                    program.mutation + "\n";
  out += "op: " + shortOp + "\ntags: [negative, fuzz, accepts-invalid]\ncases:\n";
  out += "  - name: " + lower + "_s" + std::to_string(program.seed) + "\n    program: |\n";
  for (size_t at = 0; at < program.text.size();) {
    const size_t end = program.text.find('\n', at);
    const std::string line = program.text.substr(at, end == std::string::npos ? std::string::npos : end - at);
    out += line.empty() ? "\n" : "      " + line + "\n";
    if (end == std::string::npos) break;
    at = end + 1;
  }
  out += "    rejects: " + shortOp + " " + program.constraint + "\n";
  return out;
}

}  // namespace hloref::fuzz
