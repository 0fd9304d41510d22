// Helpers of the bytecode tests: the artifacts of tests/data/bytecode/, and a
// canonical text of a module that two readers must agree on.
//
// The canonical text keeps everything a program means and drops what only
// differs between spellings of the same program: attribute order (MLIR
// sorts the generic form's, custom forms read them in their own order),
// integer attribute types the custom forms leave implicit (`dims = [0]`
// holds i64 elements), `array<i64: ...>` against `[...]` (custom forms read
// lists as arrays, the generic form as dense arrays), an enum's dialect
// prefix (`LT` against `#stablehlo<comparison_direction LT>`), and empty
// lists of a dimension-numbers struct (MLIR leaves them out). Value names
// are renumbered in the order the text parser defines them.
#pragma once

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/ir.h"
#include "syntax/printer.h"

namespace hloref::testing {

inline const std::string kBytecodeDir = std::string(HLOREF_SOURCE_DIR) + "/tests/data/bytecode";

inline std::string readBinary(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The artifacts manifest.txt lists (file names), in its order.
inline std::vector<std::string> bytecodeArtifacts() {
  std::vector<std::string> files;
  std::ifstream in(kBytecodeDir + "/manifest.txt");
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') files.push_back(line.substr(0, line.find(' ')));
  return files;
}

// "attention.v1_0_0.mlirbc" -> "attention"
inline std::string artifactBase(const std::string& file) { return file.substr(0, file.find('.')); }

class Canonical {
 public:
  std::string module(const Module& m) {
    std::ostringstream os;
    os << "module @" << m.name << " " << dict(m.attributes) << "\n";
    for (const auto& f : m.funcs) {
      slots_.clear();
      os << "func @" << f->name << (f->isPrivate ? " private" : "") << " (" << types(f->inputs) << ") -> ("
         << types(f->outputs) << ") " << dict(f->attributes) << "\n";
      block(os, f->body.blocks.front(), 1);
    }
    return os.str();
  }

  static std::string attribute(const Attribute& a) {
    using K = Attribute::Kind;
    switch (a.kind) {
      case K::Integer: return std::to_string(a.intValue);
      case K::Bool: return a.boolValue ? "true" : "false";
      case K::Float: {
        char buf[40];
        std::snprintf(buf, sizeof buf, "%.17g", a.floatValue);
        return buf;
      }
      case K::Enum: return a.text;
      case K::DenseArray: {
        bool booleans = isBoolean(a.type.tensorType().elementType);
        std::string s = "[";
        for (size_t i = 0; i < a.ints.size(); ++i)
          s += (i ? ", " : "") + (booleans ? std::string(a.ints[i] ? "true" : "false") : std::to_string(a.ints[i]));
        for (size_t i = 0; i < a.floats.size(); ++i) {
          Attribute f;
          f.kind = K::Float;
          f.floatValue = a.floats[i];
          s += (i ? ", " : "") + attribute(f);
        }
        return s + "]";
      }
      case K::Array: {
        std::string s = "[";
        for (size_t i = 0; i < a.elements.size(); ++i) s += (i ? ", " : "") + attribute(a.elements[i]);
        return s + "]";
      }
      case K::Dict:
      case K::Struct: {
        std::string s = a.text + "<";
        for (const Attribute& e : a.elements) s += attribute(e) + ", ";
        AttributeList fields;
        for (const auto& f : a.fields) {
          bool emptyList = (f.second.kind == K::Array && f.second.elements.empty()) ||
                           (f.second.kind == K::DenseArray && f.second.ints.empty() && f.second.floats.empty());
          if (!(a.kind == K::Struct && emptyList)) fields.push_back(f);
        }
        return s + dict(fields) + ">";
      }
      default: return attributeString(a);
    }
  }

  static std::string dict(AttributeList attrs) {
    std::sort(attrs.begin(), attrs.end(), [](const NamedAttribute& x, const NamedAttribute& y) { return x.first < y.first; });
    std::string s = "{";
    for (size_t i = 0; i < attrs.size(); ++i) s += (i ? ", " : "") + attrs[i].first + " = " + attribute(attrs[i].second);
    return s + "}";
  }

 private:
  static std::string types(const std::vector<Type>& ts) {
    std::string s;
    for (size_t i = 0; i < ts.size(); ++i) s += (i ? ", " : "") + ts[i].str();
    return s;
  }
  std::string define(int slot) {
    int id = static_cast<int>(slots_.size());
    slots_[slot] = id;
    return "%" + std::to_string(id);
  }
  std::string use(int slot) {
    auto it = slots_.find(slot);
    return it == slots_.end() ? "%undefined" : "%" + std::to_string(it->second);
  }
  void block(std::ostringstream& os, const Block& b, int depth) {
    std::string indent(static_cast<size_t>(2 * depth), ' ');
    os << indent << "^(";
    for (size_t i = 0; i < b.arguments.size(); ++i) os << (i ? ", " : "") << define(b.arguments[i]) << ": " << b.argumentTypes[i].str();
    os << ")\n";
    for (const Op& op : b.ops) {
      std::string operands;
      for (size_t i = 0; i < op.operands.size(); ++i) operands += (i ? ", " : "") + use(op.operands[i]);
      std::ostringstream inner;
      for (const Region& r : op.regions) {
        inner << indent << " region\n";
        if (!r.blocks.empty()) block(inner, r.blocks.front(), depth + 1);
      }
      std::string results;
      for (size_t i = 0; i < op.results.size(); ++i) results += (i ? ", " : "") + define(op.results[i]);
      os << indent << results << " = " << op.name << "(" << operands << ") " << dict(op.attributes) << " : ("
         << types(op.operandTypes) << ") -> (" << types(op.resultTypes) << ")\n"
         << inner.str();
    }
  }

  std::map<int, int> slots_;
};

// The first line where two canonical texts differ, for a failure message.
inline std::string firstDifference(const std::string& a, const std::string& b) {
  std::istringstream x(a), y(b);
  std::string lx, ly;
  int line = 1;
  while (true) {
    bool gx = static_cast<bool>(std::getline(x, lx)), gy = static_cast<bool>(std::getline(y, ly));
    if (!gx && !gy) return "";
    if (!gx || !gy || lx != ly)
      return "line " + std::to_string(line) + ":\n  bytecode: " + (gx ? lx : "<end>") + "\n  text:     " + (gy ? ly : "<end>");
    ++line;
  }
}

}  // namespace hloref::testing
