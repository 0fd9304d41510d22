// Reading the conformance corpus: YAML case files (format in
// conformance/README.md), value recipes, and check-style `.mlir` files.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "core/float_format.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "conform/corpus.h"

namespace hloref::conform {
namespace {

namespace fs = std::filesystem;

constexpr int64_t kMaxRecipeElements = int64_t{1} << 26;

std::string stemOf(const std::string& path) { return fs::path(path).stem().string(); }

// ---------------------------------------------------------------- recipes

// splitmix64: the generator every recipe with a seed uses.
struct SplitMix64 {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double unit() { return static_cast<double>(next() >> 11) * 0x1p-53; }  // [0, 1)
};

// The special values of an element type, in a fixed order.
std::vector<double> floatSpecials(ElementType t) {
  const FloatFormat& f = floatFormat(t);
  std::vector<double> v;
  if (f.hasZero()) v.push_back(0.0);
  if (f.hasNegativeZero()) v.push_back(-0.0);
  bool subnormals = f.smallestSubnormal() < f.smallestNormal();
  auto both = [&](double x) {
    v.push_back(x);
    if (f.hasSign) v.push_back(-x);
  };
  if (subnormals) both(f.smallestSubnormal());
  both(f.smallestNormal());
  both(1.0);
  both(f.largestFinite());
  if (f.hasInfinity) both(INFINITY);
  if (f.hasNan()) v.push_back(NAN);
  return v;
}

std::vector<uint64_t> intSpecials(ElementType t) {
  if (isBoolean(t)) return {0, 1};
  int bits = bitWidth(t);
  if (isUnsignedInteger(t)) {
    uint64_t max = bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
    return {0, 1, max, max - 1};
  }
  uint64_t max = (uint64_t{1} << (bits - 1)) - 1;
  uint64_t min = ~max;  // sign-extended
  return {0, 1, ~uint64_t{0}, max, min, max - 1, min + 1};
}

}  // namespace

std::string elementTypeLabel(const TensorType& t) {
  if (t.quant) {
    return "quant<" + std::string(elementTypeName(t.quant->storageType)) + ":" +
           std::string(elementTypeName(t.quant->expressedType)) + ">";
  }
  return std::string(elementTypeName(t.elementType));
}

std::string Policy::str() const {
  char tol[32];
  std::snprintf(tol, sizeof tol, "%g", tolerance);
  std::string s = kind == Kind::Exact       ? "exact"
                  : kind == Kind::Bound     ? (flushToZero ? "bound: ftz" : "bound")
                  : kind == Kind::Invariant ? "invariant: " + invariant + " of input " + std::to_string(matrixInput) +
                                                  ", tolerance " + tol + " n u"
                                            : "ulp: " + std::to_string(ulp);
  if (nanExact) s += ", nan: exact";
  return s;
}

std::string Case::id() const { return stemOf(file) + "/" + name; }

namespace {

// ------------------------------------------------------------- YAML reader

class YamlReader {
 public:
  YamlReader(std::string path, std::vector<std::string> lines)
      : path_(std::move(path)), file_(std::make_shared<const std::string>(path_)), lines_(std::move(lines)) {}

  std::vector<Case> read(const YAML::Node& root) {
    std::vector<Case> cases;
    std::string op = stemOf(path_);
    std::vector<std::string> fileTags;
    YAML::Node list;
    if (root.IsSequence()) {
      list = root;
    } else if (root.IsMap()) {
      for (const auto& kv : root) {
        std::string key = kv.first.as<std::string>();
        if (key != "op" && key != "cases" && key != "tags" && key != "description" && key != "programs")
          error(kv.first, "unknown top-level key '" + key + "' (expected op, description, tags, programs, cases)");
      }
      if (root["op"]) op = scalar(root["op"], "op");
      if (root["tags"]) fileTags = stringList(root["tags"], "tags");
      list = root["cases"];
      if (!list) error(root, "no 'cases' list");
      if (!list.IsSequence()) error(list, "'cases' must be a list");
    } else if (root.IsNull()) {
      return cases;  // an empty file holds no cases
    } else {
      error(root, "expected a mapping with 'op' and 'cases', or a list of cases");
    }
    std::set<std::string> names;
    for (const YAML::Node& node : list) {
      Case c;
      c.file = path_;
      c.line = static_cast<int>(node.Mark().line) + 1;
      c.op = op;
      c.tags = fileTags;
      try {
        readCase(node, c);
        if (!names.insert(c.name).second) error(node["name"], "duplicate case name '" + c.name + "'");
      } catch (const Error& e) {
        c.loadError = e.formatted();
        if (c.name.empty()) c.name = "case@" + std::to_string(c.line);
      }
      if (c.elementType.empty()) c.elementType = "-";
      cases.push_back(std::move(c));
    }
    return cases;
  }

 private:
  std::string path_;
  std::shared_ptr<const std::string> file_;
  std::vector<std::string> lines_;

  Location at(const YAML::Mark& m) const {
    if (m.is_null()) return Location{file_, 1, 1};
    return Location{file_, m.line + 1, m.column + 1};
  }
  [[noreturn]] void error(const YAML::Node& node, const std::string& message) const {
    fail(node ? at(node.Mark()) : Location{file_, 1, 1}, message);
  }

  std::string scalar(const YAML::Node& node, const std::string& what) const {
    if (!node || !node.IsScalar()) error(node, "'" + what + "' must be a string");
    return node.Scalar();
  }
  std::vector<std::string> stringList(const YAML::Node& node, const std::string& what) const {
    std::vector<std::string> out;
    if (node.IsScalar()) return {node.Scalar()};
    if (!node.IsSequence()) error(node, "'" + what + "' must be a list of strings");
    for (const YAML::Node& e : node) out.push_back(scalar(e, what));
    return out;
  }
  int64_t integer(const YAML::Node& node, const std::string& what) const {
    std::string s = scalar(node, what);
    try {
      size_t used = 0;
      long long v = std::stoll(s, &used, 0);
      if (used == s.size()) return v;
    } catch (...) {
    }
    error(node, "'" + what + "' must be an integer, got '" + s + "'");
  }
  double number(const YAML::Node& node, const std::string& what) const {
    std::string s = scalar(node, what);
    std::string lower = s;
    std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
    if (lower == "inf" || lower == "+inf" || lower == ".inf") return INFINITY;
    if (lower == "-inf" || lower == "-.inf") return -INFINITY;
    try {
      size_t used = 0;
      double v = std::stod(s, &used);
      if (used == s.size()) return v;
    } catch (...) {
    }
    error(node, "'" + what + "' must be a number, got '" + s + "'");
  }

  // Maps an error of hloref's parser inside a one-line scalar back to the file.
  Error relocate(const Error& e, const YAML::Node& node) const {
    Location l = at(node.Mark());
    const Location& inner = e.location();
    if (inner.line > 1) {
      l.line += inner.line - 1;
      l.column = inner.column;
    } else {
      int quote = 0;
      if (l.line - 1 < static_cast<int>(lines_.size())) {
        const std::string& text = lines_[l.line - 1];
        size_t c = static_cast<size_t>(l.column - 1);
        if (c < text.size() && (text[c] == '"' || text[c] == '\'')) quote = 1;
      }
      l.column += inner.column - 1 + quote;
    }
    return Error(l, e.what(), e.status());
  }

  CorpusValue literal(const YAML::Node& node, const std::string& what) {
    std::string text = scalar(node, what);
    std::vector<Value> values;
    try {
      values = parseValueList(text, path_);
    } catch (const Error& e) {
      throw relocate(e, node);
    }
    if (values.size() != 1)
      error(node, what + " must hold one value `dense<...> : tensor<...>`, found " + std::to_string(values.size()));
    return {values[0], text};
  }

  CorpusValue recipe(const YAML::Node& node, const std::string& what) {
    static const std::set<std::string> known = {"recipe", "seed", "type", "low", "high", "start", "step", "dimension"};
    std::ostringstream text;
    text << "{";
    bool first = true;
    for (const auto& kv : node) {
      std::string key = scalar(kv.first, "key");
      if (!known.count(key)) error(kv.first, "unknown recipe field '" + key + "'");
      text << (first ? "" : ", ") << key << ": " << (kv.second.IsScalar() ? kv.second.Scalar() : "?");
      first = false;
    }
    text << "}";
    std::string name = scalar(node["recipe"], "recipe");
    if (!node["type"]) error(node, "recipe '" + name + "' needs a 'type'");
    Type type;
    try {
      type = parseType(scalar(node["type"], "type"), path_);
    } catch (const Error& e) {
      throw relocate(e, node["type"]);
    }
    if (!type.isTensor() || !type.tensorType().isStatic())
      error(node["type"], "a recipe needs a statically shaped tensor type");
    const TensorType& tt = type.tensorType();
    if (tt.numElements() < 0 || tt.numElements() > kMaxRecipeElements)
      error(node["type"], "a recipe makes at most " + std::to_string(kMaxRecipeElements) + " elements");
    Tensor t(tt);
    ElementType et = tt.elementType;
    int64_t n = t.numElements();
    auto needSeed = [&]() -> uint64_t {
      if (!node["seed"]) error(node, "recipe '" + name + "' needs a 'seed'");
      return static_cast<uint64_t>(integer(node["seed"], "seed"));
    };
    auto optNumber = [&](const char* key, double fallback) {
      return node[key] ? number(node[key], key) : fallback;
    };
    auto setNumber = [&](int64_t i, double re, double im) {
      if (isFloat(et)) t.setFloatValue(i, re);
      else if (isComplex(et)) t.setComplexValue(i, {re, im});
      else if (isBoolean(et)) t.setIntBits(i, re != 0);
      else t.setIntBits(i, static_cast<uint64_t>(static_cast<int64_t>(re)));
    };
    if (name == "iota") {
      double start = optNumber("start", 0), step = optNumber("step", 1);
      std::optional<int64_t> dim;
      if (node["dimension"]) {
        dim = integer(node["dimension"], "dimension");
        if (*dim < 0 || *dim >= tt.rank()) error(node["dimension"], "'dimension' is outside the rank");
      }
      std::vector<int64_t> strides = stridesOf(tt.shape);
      for (int64_t i = 0; i < n; ++i) {
        int64_t k = dim ? (i / strides[*dim]) % tt.shape[*dim] : i;
        double v = start + step * static_cast<double>(k);
        setNumber(i, v, 0);
      }
    } else if (name == "uniform") {
      SplitMix64 g{needSeed()};
      bool integral = isInteger(et) || isBoolean(et);
      double low = optNumber("low", integral ? 0 : -1), high = optNumber("high", integral ? (isBoolean(et) ? 1 : 100) : 1);
      if (!(low <= high)) error(node, "'low' must not exceed 'high'");
      for (int64_t i = 0; i < n; ++i) {
        if (integral) {
          auto lo = static_cast<int64_t>(std::ceil(low)), hi = static_cast<int64_t>(std::floor(high));
          uint64_t span = static_cast<uint64_t>(hi - lo) + 1;
          uint64_t r = span == 0 ? g.next() : g.next() % span;
          t.setIntBits(i, static_cast<uint64_t>(lo) + r);
        } else {
          double re = low + (high - low) * g.unit();
          double im = isComplex(et) ? low + (high - low) * g.unit() : 0;
          setNumber(i, re, im);
        }
      }
    } else if (name == "bits") {
      SplitMix64 g{needSeed()};
      if (isFloat(et)) {
        int bits = floatFormat(et).totalBits();
        for (int64_t i = 0; i < n; ++i) t.setFloatBits(i, g.next() & ((uint64_t{1} << bits) - 1));
      } else if (isComplex(et)) {
        ElementType pt = complexPartType(et);
        int bits = bitWidth(pt);
        for (int64_t i = 0; i < n; ++i) {
          uint64_t mask = bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
          double re = decodeFloat(pt, g.next() & mask), im = decodeFloat(pt, g.next() & mask);
          t.setComplexValue(i, {re, im});
        }
      } else {
        for (int64_t i = 0; i < n; ++i) t.setIntBits(i, g.next());
      }
    } else if (name == "specials") {
      if (isFloat(et)) {
        std::vector<double> s = floatSpecials(et);
        for (int64_t i = 0; i < n; ++i) t.setFloatBits(i, encodeFloat(et, s[i % s.size()]));
      } else if (isComplex(et)) {
        std::vector<double> s = floatSpecials(complexPartType(et));
        for (int64_t i = 0; i < n; ++i)
          t.setComplexValue(i, {s[i % s.size()], s[(i / s.size() + i) % s.size()]});
      } else {
        std::vector<uint64_t> s = intSpecials(et);
        for (int64_t i = 0; i < n; ++i) t.setIntBits(i, s[i % s.size()]);
      }
    } else {
      error(node["recipe"], "unknown recipe '" + name + "' (iota, uniform, bits, specials)");
    }
    return {Value(t), text.str()};
  }

  CorpusValue value(const YAML::Node& node, const std::string& what) {
    if (node.IsMap() && node["recipe"]) return recipe(node, what);
    if (node.IsMap() && node.size() == 1) {
      // An unquoted `dense<...> : tensor<...>` reads as a mapping of one
      // entry (YAML takes ": " as a key separator): put it back together.
      auto entry = *node.begin();
      if (entry.first.IsScalar() && entry.second.IsScalar() && entry.first.Scalar().rfind("dense", 0) == 0) {
        std::string text = entry.first.Scalar() + " : " + entry.second.Scalar();
        std::vector<Value> parsed;
        try {
          parsed = parseValueList(text, path_);
        } catch (const Error& e) {
          throw relocate(e, entry.first);
        }
        if (parsed.size() != 1) error(node, what + " must hold one value `dense<...> : tensor<...>`");
        return {parsed[0], text};
      }
    }
    if (node.IsMap()) error(node, what + ": expected `dense<...> : tensor<...>` or a mapping that names a 'recipe'");
    return literal(node, what);
  }

  std::vector<CorpusValue> values(const YAML::Node& node, const std::string& what) {
    std::vector<CorpusValue> out;
    if (node.IsNull()) return out;
    if (!node.IsSequence()) {
      out.push_back(value(node, what));
      return out;
    }
    for (const YAML::Node& e : node) out.push_back(value(e, what));
    return out;
  }

  // Line of the file where a scalar's text starts, and the indentation block
  // scalars strip from each line.
  void programPosition(const YAML::Node& node, Case& c) {
    YAML::Mark m = node.Mark();
    c.programLine = m.line + 1;
    if (m.line < static_cast<int>(lines_.size())) {
      const std::string& text = lines_[m.line];
      size_t col = std::min(static_cast<size_t>(m.column), text.size());
      std::string rest = text.substr(col);
      if (!rest.empty() && (rest[0] == '|' || rest[0] == '>')) {
        c.programLine = m.line + 2;
        if (m.line + 1 < static_cast<int>(lines_.size())) {
          const std::string& next = lines_[m.line + 1];
          c.programIndent = static_cast<int>(next.find_first_not_of(' ') == std::string::npos
                                                 ? 0
                                                 : next.find_first_not_of(' '));
        }
      }
    }
  }

  Policy policy(const YAML::Node& caseNode) {
    Policy p;
    if (const YAML::Node n = caseNode["compare"]) {
      if (n.IsScalar()) {
        std::string s = n.Scalar();
        if (s == "exact") p.kind = Policy::Kind::Exact;
        else if (s == "bound") p.kind = Policy::Kind::Bound;
        else error(n, "'compare' is exact, bound, {bound: ftz} or {ulp: N}, got '" + s + "'");
      } else if (n.IsMap() && n["ulp"] && n.size() == 1) {
        p.kind = Policy::Kind::Ulp;
        p.ulp = integer(n["ulp"], "ulp");
        if (p.ulp < 0) error(n["ulp"], "'ulp' must not be negative");
      } else if (n.IsMap() && n["bound"] && n.size() == 1) {
        // The only named widening so far: flush-to-zero backends.
        std::string s = scalar(n["bound"], "bound");
        if (s != "ftz") error(n["bound"], "'bound' names a widening policy: ftz, got '" + s + "'");
        p.kind = Policy::Kind::Bound;
        p.flushToZero = true;
      } else if (n.IsMap() && n["invariant"]) {
        p.kind = Policy::Kind::Invariant;
        p.invariant = scalar(n["invariant"], "invariant");
        if (p.invariant != "eigh" && p.invariant != "svd" && p.invariant != "qr" && p.invariant != "lu" &&
            p.invariant != "cholesky")
          error(n["invariant"], "'invariant' is eigh, svd, qr, lu or cholesky, got '" + p.invariant + "'");
        for (const auto& item : n) {
          std::string key = item.first.Scalar();
          if (key != "invariant" && key != "matrix" && key != "tolerance")
            error(item.first, "unknown key '" + key + "' in an invariant comparison (invariant, matrix, tolerance)");
        }
        if (n["matrix"]) p.matrixInput = integer(n["matrix"], "matrix");
        if (n["tolerance"]) p.tolerance = static_cast<double>(integer(n["tolerance"], "tolerance"));
        if (p.matrixInput < 0 || p.tolerance <= 0) error(n, "'matrix' must be an input index and 'tolerance' positive");
      } else {
        error(n, "'compare' is exact, bound, {bound: ftz}, {ulp: N} or {invariant: NAME, ...}");
      }
    }
    if (const YAML::Node n = caseNode["nan"]) {
      std::string s = scalar(n, "nan");
      if (s == "exact") p.nanExact = true;
      else if (s != "class") error(n, "'nan' is class or exact, got '" + s + "'");
    }
    return p;
  }

  void readCase(const YAML::Node& node, Case& c) {
    if (!node.IsMap()) error(node, "a case must be a mapping");
    static const std::set<std::string> keys = {"name", "description", "tags", "op", "element-type", "skip",
                                               "program", "entry", "inputs", "returns", "compare", "nan",
                                               "rejects", "malformed", "implementation-defined"};
    for (const auto& kv : node) {
      std::string key = scalar(kv.first, "key");
      if (!keys.count(key)) error(kv.first, "unknown case key '" + key + "'");
    }
    c.name = scalar(node["name"], "name");
    static const std::regex goodName("[A-Za-z0-9_.+-]+");
    if (!std::regex_match(c.name, goodName)) error(node["name"], "a case name uses letters, digits and _.+- only");
    if (node["op"]) c.op = scalar(node["op"], "op");
    if (node["tags"])
      for (const std::string& t : stringList(node["tags"], "tags")) c.tags.push_back(t);
    if (node["skip"]) c.skip = scalar(node["skip"], "skip");
    if (node["entry"]) c.entry = scalar(node["entry"], "entry");
    if (!node["program"]) error(node, "case '" + c.name + "' has no 'program'");
    c.program = scalar(node["program"], "program");
    programPosition(node["program"], c);
    if (node["inputs"]) c.inputs = values(node["inputs"], "inputs");

    int outcomes = 0;
    for (const char* k : {"returns", "rejects", "malformed", "implementation-defined"}) outcomes += node[k] ? 1 : 0;
    if (outcomes != 1)
      error(node, "case '" + c.name + "' needs exactly one of returns, rejects, malformed, implementation-defined");
    if (const YAML::Node n = node["returns"]) {
      c.outcome = Outcome::Returns;
      c.expected = values(n, "returns");
    } else if (const YAML::Node n = node["rejects"]) {
      c.outcome = Outcome::Rejects;
      c.rejects = scalar(n, "rejects");
      // A numbered constraint (C<n>) or a row of the Inputs/Outputs table (I<n>, O<n>).
      static const std::regex id("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)? [CIO][0-9]+");
      if (!std::regex_match(c.rejects, id))
        error(n, "'rejects' names a constraint as '<op> C<n>' (or '<op> I<n>' / '<op> O<n>'), got '" + c.rejects + "'");
    } else if (const YAML::Node n = node["malformed"]) {
      c.outcome = Outcome::Malformed;
      if (n.IsScalar()) c.reason = n.Scalar();
    } else {
      const YAML::Node def = node["implementation-defined"];
      c.outcome = Outcome::ImplementationDefined;
      if (!def.IsMap()) error(def, "'implementation-defined' holds returns, mask and reason");
      for (const auto& kv : def) {
        std::string key = scalar(kv.first, "key");
        if (key != "returns" && key != "mask" && key != "reason")
          error(kv.first, "unknown key '" + key + "' in implementation-defined (returns, mask, reason)");
      }
      if (!def["returns"] || !def["mask"]) error(def, "'implementation-defined' needs 'returns' and 'mask'");
      c.expected = values(def["returns"], "returns");
      c.skipMask = values(def["mask"], "mask");
      if (def["reason"]) c.reason = scalar(def["reason"], "reason");
      if (c.skipMask.size() != c.expected.size())
        error(def["mask"], "one mask per returned value: " + std::to_string(c.expected.size()) + " values, " +
                             std::to_string(c.skipMask.size()) + " masks");
    }
    if (node["rejects"] || node["malformed"]) {
      if (node["compare"] || node["nan"]) error(node, "'compare' and 'nan' apply to returned values only");
    } else {
      c.policy = policy(node);
    }

    // The matrix column: given, else the first input's or result's type,
    // else the first element type the program spells.
    if (node["element-type"]) {
      c.elementType = scalar(node["element-type"], "element-type");
    } else {
      for (const auto* list : {&c.inputs, &c.expected}) {
        if (!list->empty() && list->front().value.isTensor()) {
          c.elementType = elementTypeLabel(list->front().value.tensor().type());
          break;
        }
      }
      if (c.elementType.empty()) {
        static const std::regex firstType(R"(tensor<(?:[0-9?]+x)*([a-z][A-Za-z0-9]*|complex<[a-z0-9]+>))");
        std::smatch m;
        if (std::regex_search(c.program, m, firstType)) c.elementType = m[1];
      }
    }
  }
};

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

Case fileError(const std::string& path, const Location& loc, const std::string& message) {
  Case c;
  c.file = path;
  c.line = loc.line;
  c.name = "(file)";
  c.op = stemOf(path);
  c.elementType = "-";
  c.loadError = Error(loc, message).formatted();
  return c;
}

// ------------------------------------------------- check-style .mlir files

void collectCheckTypes(const Block& block, std::string& label, std::string& fallback) {
  for (const Op& op : block.ops) {
    if (!label.empty()) return;
    bool isCheck = op.name.rfind("check.", 0) == 0;
    if (!isCheck && op.name == "stablehlo.custom_call") {
      const Attribute* target = op.attr("call_target_name");
      isCheck = target && target->text.rfind("check.", 0) == 0;
    }
    if (isCheck && !op.operandTypes.empty() && op.operandTypes[0].isTensor()) {
      label = elementTypeLabel(op.operandTypes[0].tensorType());
      return;
    }
    if (fallback.empty() && !op.resultTypes.empty() && op.resultTypes[0].isTensor())
      fallback = elementTypeLabel(op.resultTypes[0].tensorType());
    for (const Region& r : op.regions)
      for (const Block& b : r.blocks) collectCheckTypes(b, label, fallback);
  }
}

}  // namespace

std::vector<Case> loadYamlFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  auto file = std::make_shared<const std::string>(path);
  if (!in) return {fileError(path, Location{file, 1, 1}, "cannot read the file")};
  std::ostringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    Location l{file, e.mark.is_null() ? 1 : e.mark.line + 1, e.mark.is_null() ? 1 : e.mark.column + 1};
    return {fileError(path, l, "malformed YAML: " + e.msg)};
  }
  try {
    YamlReader reader(path, splitLines(text));
    return reader.read(root);
  } catch (const Error& e) {
    return {fileError(path, e.location(), e.what())};
  } catch (const YAML::Exception& e) {
    Location l{file, e.mark.is_null() ? 1 : e.mark.line + 1, e.mark.is_null() ? 1 : e.mark.column + 1};
    return {fileError(path, l, e.msg)};
  }
}

std::vector<Case> loadCheckFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  auto file = std::make_shared<const std::string>(path);
  if (!in) return {fileError(path, Location{file, 1, 1}, "cannot read the file")};
  std::ostringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  std::vector<Case> cases;
  std::string op = stemOf(path);
  // Upstream-style files pass @main's arguments on a RUN line:
  //   // RUN: stablehlo-translate %s --interpret --args="[dense<1> : tensor<2xi32>]"
  std::vector<CorpusValue> runArgs;
  static const std::regex runLine(R"re(^// RUN: (?!not )[^\n]*--args="([^"]*)")re", std::regex::multiline);
  std::smatch m;
  if (std::regex_search(text, m, runLine)) {
    try {
      for (const Value& v : parseValueList(m[1].str(), path)) runArgs.push_back({v, valueString(v)});
    } catch (const Error&) {
      runArgs.clear();
    }
  }
  for (const InputChunk& chunk : splitInputFile(text)) {
    Case base;
    base.file = path;
    base.line = chunk.firstLine;
    base.op = op;
    base.program = std::string(chunk.text);
    base.programLine = chunk.firstLine;
    base.outcome = Outcome::CheckProgram;
    base.elementType = "-";
    std::shared_ptr<Module> module;
    try {
      module = parseModule(chunk.text, path, chunk.firstLine);
    } catch (const Error& e) {
      base.name = "chunk@" + std::to_string(chunk.firstLine);
      base.loadError = e.formatted();
      cases.push_back(std::move(base));
      continue;
    } catch (const std::exception& e) {
      base.name = "chunk@" + std::to_string(chunk.firstLine);
      base.loadError = path + ":" + std::to_string(chunk.firstLine) + ":1: error: " + e.what();
      cases.push_back(std::move(base));
      continue;
    }
    std::vector<const Func*> entries;
    if (const Func* f = module->lookup("main")) entries.push_back(f);
    else if (module->funcs.size() == 1) entries.push_back(module->funcs.front().get());
    else
      for (const auto& f : module->funcs)
        if (!f->isPrivate && f->inputs.empty()) entries.push_back(f.get());
    for (const Func* f : entries) {
      Case c = base;
      c.name = f->name;
      c.entry = f->name;
      c.line = f->loc.line > 0 ? f->loc.line : chunk.firstLine;
      c.module = module;
      if (!f->inputs.empty()) {
        if (runArgs.size() == f->inputs.size()) c.inputs = runArgs;
        else c.skip = "@" + f->name + " takes arguments and the file gives none (check programs run without inputs)";
      }
      std::string label, fallback;
      if (!f->body.blocks.empty()) collectCheckTypes(f->body.blocks.front(), label, fallback);
      c.elementType = !label.empty() ? label : !fallback.empty() ? fallback : "-";
      cases.push_back(std::move(c));
    }
  }
  // Chunks often reuse a name (@main): such cases are told apart by line.
  std::map<std::string, int> uses;
  for (const Case& c : cases) ++uses[c.name];
  for (Case& c : cases)
    if (uses[c.name] > 1) c.name += "@" + std::to_string(c.line);
  return cases;
}

std::vector<std::string> collectCorpusFiles(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  auto wanted = [](const fs::path& p) {
    std::string ext = p.extension().string();
    return ext == ".yaml" || ext == ".yml" || ext == ".mlir";
  };
  for (const std::string& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::recursive_directory_iterator();
           it.increment(ec)) {
        if (it->is_regular_file(ec) && wanted(it->path())) found.push_back(it->path().string());
      }
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::is_regular_file(p, ec)) {
      files.push_back(p);
    } else {
      throw std::runtime_error("no such file or directory: " + p);
    }
  }
  return files;
}

}  // namespace hloref::conform
