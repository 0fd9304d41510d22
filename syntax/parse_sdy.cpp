// Shardy's attributes (the sdy dialect: ../shared/reference/shardy/attrs.td),
// read into structured attributes and printed back in Shardy's syntax:
//
//   #sdy.mesh<["x"=4, "y"=2], device_ids=[...]>   Struct "sdy.mesh": axes (Array of
//                                                  Struct "sdy.mesh_axis" {name, size}),
//                                                  device_ids (Array of Integer, when given)
//   #sdy.sharding<@mesh, [{"x"}, {"y", ?}p1], replicated={"z"}, unreduced={...}>
//                                                  Struct "sdy.sharding": mesh_or_ref (Symbol or
//                                                  sdy.mesh), dim_shardings (Array of Struct
//                                                  "sdy.dimension_sharding" {axes, is_closed,
//                                                  priority?}), replicated_axes, unreduced_axes
//   "x" or "x":(1)2                                Struct "sdy.axis_ref" {name, pre_size?, size?}
//   #sdy.sharding_per_value<[<...>, ...]>          Struct "sdy.sharding_per_value": elements
//   #sdy<manual_axes{"x", "y"}>                    Struct "sdy.manual_axes": elements (Strings)
//
// Other sdy attributes (#sdy.op_sharding_rule<...>, ...) stay opaque text:
// they steer sharding propagation and carry no semantics for a run.
#include "syntax/parser_internal.h"
#include "syntax/sdy.h"

namespace hloref::syntax {
namespace {

Attribute structNamed(const std::string& name) {
  Attribute a;
  a.kind = Attribute::Kind::Struct;
  a.text = name;
  return a;
}

Attribute arrayOf(std::vector<Attribute> elements) {
  Attribute a;
  a.kind = Attribute::Kind::Array;
  a.elements = std::move(elements);
  return a;
}

Attribute boolAttribute(bool v) {
  Attribute a;
  a.kind = Attribute::Kind::Bool;
  a.boolValue = v;
  return a;
}

}  // namespace

// `"x"` or `"x":(pre_size)size`.
Attribute Parser::parseSdyAxisRef() {
  Attribute ref = structNamed("sdy.axis_ref");
  ref.fields.emplace_back("name", stringAttribute(parseStringLiteral()));
  if (peekRaw() == ':') {
    advance();
    expect("(");
    int64_t preSize = parseUnsigned();
    expect(")");
    int64_t size = parseUnsigned();
    ref.fields.emplace_back("pre_size", integerAttribute(preSize));
    ref.fields.emplace_back("size", integerAttribute(size));
  }
  return ref;
}

// `{"x", "y":(1)2}` (axis refs) or, with `namesOnly`, `{"x", "y"}` (manual axes).
Attribute Parser::parseSdyAxisList(bool namesOnly) {
  expect("{");
  std::vector<Attribute> axes;
  if (!consumeIf("}")) {
    do {
      skipSpace();
      axes.push_back(namesOnly ? stringAttribute(parseStringLiteral()) : parseSdyAxisRef());
    } while (consumeIf(","));
    expect("}");
  }
  return arrayOf(std::move(axes));
}

// After `<`: `["x"=4, "y"=2], device_ids=[0, 2, ...]>`.
Attribute Parser::parseSdyMeshBody() {
  Attribute mesh = structNamed("sdy.mesh");
  expect("[");
  std::vector<Attribute> axes;
  if (!consumeIf("]")) {
    do {
      skipSpace();
      Attribute axis = structNamed("sdy.mesh_axis");
      axis.fields.emplace_back("name", stringAttribute(parseStringLiteral()));
      expect("=");
      axis.fields.emplace_back("size", integerAttribute(parseSignedInt()));
      axes.push_back(std::move(axis));
    } while (consumeIf(","));
    expect("]");
  }
  mesh.fields.emplace_back("axes", arrayOf(std::move(axes)));
  if (consumeIf(",")) {
    if (!consumeWord("device_ids")) error("expected 'device_ids' in a mesh" + foundText());
    expect("=");
    expect("[");
    std::vector<Attribute> ids;
    if (!consumeIf("]")) {
      do ids.push_back(integerAttribute(parseSignedInt()));
      while (consumeIf(","));
      expect("]");
    }
    mesh.fields.emplace_back("device_ids", arrayOf(std::move(ids)));
  }
  expect(">");
  return mesh;
}

// After `<`: `@mesh, [{"x"}, {"y", ?}p1, {?}], replicated={"z"}, unreduced={"w"}>`.
Attribute Parser::parseSdyShardingBody() {
  Attribute sharding = structNamed("sdy.sharding");
  skipSpace();
  if (peekRaw() == '@') {
    Attribute ref;
    ref.kind = Attribute::Kind::Symbol;
    ref.text = parseSymbolName();
    sharding.fields.emplace_back("mesh_or_ref", ref);
  } else {
    consumeIf("#sdy.");
    if (!consumeWord("mesh")) error("expected a mesh symbol or mesh<...> in a sharding" + foundText());
    expect("<");
    sharding.fields.emplace_back("mesh_or_ref", parseSdyMeshBody());
  }
  expect(",");
  expect("[");
  std::vector<Attribute> dims;
  if (!consumeIf("]")) {
    do {
      Attribute dim = structNamed("sdy.dimension_sharding");
      expect("{");
      std::vector<Attribute> axes;
      bool open = false;
      if (!consumeIf("}")) {
        do {
          skipSpace();
          if (peekRaw() == '?') {
            advance();
            open = true;
            break;
          }
          axes.push_back(parseSdyAxisRef());
        } while (consumeIf(","));
        expect("}");
      }
      dim.fields.emplace_back("axes", arrayOf(std::move(axes)));
      dim.fields.emplace_back("is_closed", boolAttribute(!open));
      if (peekRaw() == 'p' && std::isdigit(static_cast<unsigned char>(peekRaw(1)))) {
        advance();
        dim.fields.emplace_back("priority", integerAttribute(parseUnsigned()));
      }
      dims.push_back(std::move(dim));
    } while (consumeIf(","));
    expect("]");
  }
  sharding.fields.emplace_back("dim_shardings", arrayOf(std::move(dims)));
  while (consumeIf(",")) {
    Location at = loc();
    std::string key = parseBareIdent();
    expect("=");
    if (key == "replicated") sharding.fields.emplace_back("replicated_axes", parseSdyAxisList(false));
    else if (key == "unreduced") sharding.fields.emplace_back("unreduced_axes", parseSdyAxisList(false));
    else errorAt(at, "unknown field '" + key + "' in a Shardy sharding");
  }
  expect(">");
  return sharding;
}

// `[<@mesh, [...]>, ...]` (the shardings of several values).
Attribute Parser::parseSdyShardingList() {
  Attribute list = structNamed("sdy.sharding_per_value");
  expect("[");
  if (!consumeIf("]")) {
    do {
      expect("<");
      list.elements.push_back(parseSdyShardingBody());
    } while (consumeIf(","));
    expect("]");
  }
  return list;
}

// After `#sdy` or `#sdy.<mnemonic>`, at `<`.
Attribute Parser::parseSdyAttribute(const std::string& name, const Location& at) {
  if (name == "sdy") {
    // #sdy<manual_axes{"x", "y"}>
    expect("<");
    std::string mnemonic = parseBareIdent();
    if (mnemonic != "manual_axes") errorAt(at, "unsupported: the Shardy attribute #sdy<" + mnemonic + ">");
    Attribute axes = structNamed("sdy.manual_axes");
    axes.elements = parseSdyAxisList(true).elements;
    expect(">");
    return axes;
  }
  if (name == "sdy.mesh") {
    expect("<");
    return parseSdyMeshBody();
  }
  if (name == "sdy.sharding") {
    expect("<");
    return parseSdyShardingBody();
  }
  if (name == "sdy.sharding_per_value") {
    expect("<");
    Attribute list = parseSdyShardingList();
    expect(">");
    return list;
  }
  Attribute opaque;
  opaque.kind = Attribute::Kind::Opaque;
  opaque.text = name + skipBalanced();
  return opaque;
}

// ---- printing ----

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

std::string axisRefString(const Attribute& ref) {
  const Attribute* name = ref.field("name");
  std::string s = quoted(name ? name->text : "");
  const Attribute* preSize = ref.field("pre_size");
  const Attribute* size = ref.field("size");
  if (preSize && size) s += ":(" + std::to_string(preSize->intValue) + ")" + std::to_string(size->intValue);
  return s;
}

std::string axisListString(const Attribute* list) {
  std::string s = "{";
  if (list)
    for (size_t i = 0; i < list->elements.size(); ++i) {
      const Attribute& e = list->elements[i];
      s += (i ? ", " : "") + (e.kind == Attribute::Kind::String ? quoted(e.text) : axisRefString(e));
    }
  return s + "}";
}

std::string meshBodyString(const Attribute& mesh) {
  std::string s = "<[";
  if (const Attribute* axes = mesh.field("axes"))
    for (size_t i = 0; i < axes->elements.size(); ++i) {
      const Attribute& axis = axes->elements[i];
      s += (i ? ", " : "") + quoted(axis.field("name") ? axis.field("name")->text : "") + "=" +
           std::to_string(axis.field("size") ? axis.field("size")->intValue : 0);
    }
  s += "]";
  if (const Attribute* ids = mesh.field("device_ids")) {
    s += ", device_ids=[";
    for (size_t i = 0; i < ids->elements.size(); ++i) s += (i ? ", " : "") + std::to_string(ids->elements[i].intValue);
    s += "]";
  }
  return s + ">";
}

std::string shardingBodyString(const Attribute& sharding) {
  std::string s = "<";
  const Attribute* mesh = sharding.field("mesh_or_ref");
  if (mesh && mesh->kind == Attribute::Kind::Symbol) s += "@" + mesh->text;
  else if (mesh) s += "mesh" + meshBodyString(*mesh);
  s += ", [";
  if (const Attribute* dims = sharding.field("dim_shardings"))
    for (size_t i = 0; i < dims->elements.size(); ++i) {
      const Attribute& dim = dims->elements[i];
      std::string axes = axisListString(dim.field("axes"));
      const Attribute* closed = dim.field("is_closed");
      if (closed && !closed->boolValue) axes.insert(axes.size() - 1, axes.size() > 2 ? ", ?" : "?");
      s += (i ? ", " : "") + axes;
      if (const Attribute* priority = dim.field("priority")) s += "p" + std::to_string(priority->intValue);
    }
  s += "]";
  const Attribute* replicated = sharding.field("replicated_axes");
  if (replicated && !replicated->elements.empty()) s += ", replicated=" + axisListString(replicated);
  const Attribute* unreduced = sharding.field("unreduced_axes");
  if (unreduced && !unreduced->elements.empty()) s += ", unreduced=" + axisListString(unreduced);
  return s + ">";
}

}  // namespace

std::string sdyAttributeString(const Attribute& a) {
  if (a.text == "sdy.mesh") return "#sdy.mesh" + meshBodyString(a);
  if (a.text == "sdy.sharding") return "#sdy.sharding" + shardingBodyString(a);
  if (a.text == "sdy.manual_axes") {
    Attribute names = arrayOf(a.elements);
    return "#sdy<manual_axes" + axisListString(&names) + ">";
  }
  if (a.text == "sdy.sharding_per_value") {
    std::string s = "#sdy.sharding_per_value<[";
    for (size_t i = 0; i < a.elements.size(); ++i) s += (i ? ", " : "") + shardingBodyString(a.elements[i]);
    return s + "]>";
  }
  return "#" + a.text;
}

std::string sdyShardingListString(const Attribute& list) {
  std::string s = "[";
  for (size_t i = 0; i < list.elements.size(); ++i) s += (i ? ", " : "") + shardingBodyString(list.elements[i]);
  return s + "]";
}

}  // namespace hloref::syntax
