// Shardy's ops (the sdy dialect, ../shared/reference/shardy/ops.td) in the
// pretty forms JAX prints for sharded programs:
//
//   sdy.mesh @mesh = <["x"=4, "y"=2]> {attrs}
//   %r = sdy.sharding_constraint %x <@mesh, [{"x"}, {}]> : T        (and sdy.reshard)
//   %r = sdy.manual_computation(%x) in_shardings=[<...>] out_shardings=[<...>]
//          manual_axes={"x", "y"} (%arg: L) { ... sdy.return %v : L' } : (T) -> R
//   %r = sdy.named_computation<"name">(%x) [in_shardings=..] [out_shardings=..] (%arg: T) {...} : (T) -> R
//   sdy.sharding_group %x group_id=1 : T
//   %r = sdy.propagation_barrier %x allowed_direction=BACKWARD : T
//   %r = sdy.constant dense<..> : T
//
// (sdy.return reads as func.return does, syntax/custom_forms/calls.cpp.)
// Attributes are stored under the names of their generic form (mesh,
// sharding, in_shardings, out_shardings, manual_axes, name, group_id, ...).
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

// `sdy.mesh @name = <...> {attrs}`: no operands, no results.
class MeshForm : public CustomForm {
 public:
  void parse(FormContext& c) const override {
    Parser& p = c.p;
    c.op.attributes.emplace_back("sym_name", stringAttribute(p.parseSymbolName()));
    p.expect("=");
    Location at = p.loc();
    p.consumeIf("#sdy.mesh");
    if (!p.consumeIf("<")) {
      // A mesh alias (`#mesh`) or another attribute.
      Attribute mesh = p.parseAttribute();
      if (mesh.kind != Attribute::Kind::Struct || mesh.text != "sdy.mesh")
        p.errorAt(at, "expected a mesh <[...]> after 'sdy.mesh @name ='");
      c.op.attributes.emplace_back("mesh", std::move(mesh));
    } else {
      c.op.attributes.emplace_back("mesh", p.parseSdyMeshBody());
    }
    p.parseOptionalAttributeDict(c.op);
  }
};
const MeshForm kMeshForm;
HLOREF_CUSTOM_FORM(kMeshForm, kNoKeys, operands(0), kOutsideSpec, "sdy.mesh");

// `%r = sdy.sharding_constraint %x <@mesh, [...]> {attrs} : T`.
class ShardingForm : public CustomForm {
 public:
  void parse(FormContext& c) const override {
    Parser& p = c.p;
    c.uses.push_back(p.parseValueUse());
    p.expect("<");
    c.op.attributes.emplace_back("sharding", p.parseSdyShardingBody());
    p.parseOptionalAttributeDict(c.op);
    p.expect(":");
    Type t = p.parseTypeInternal();
    c.op.operandTypes = {t};
    c.op.resultTypes.assign(c.numResults, t);
  }
};
const ShardingForm kShardingForm;
HLOREF_CUSTOM_FORM(kShardingForm, kNoKeys, operands(1), kOutsideSpec, "sdy.sharding_constraint", "sdy.reshard");

// `%x key=value : T` for one keyed attribute (sharding_group's group_id,
// propagation_barrier's allowed_direction); results of type T, if any.
class KeyedIdentityForm : public CustomForm {
 public:
  explicit KeyedIdentityForm(const char* key) : key_(key) {}
  void parse(FormContext& c) const override {
    Parser& p = c.p;
    c.uses.push_back(p.parseValueUse());
    p.expect(key_);
    p.expect("=");
    c.op.attributes.emplace_back(key_, p.parseAttribute(false));
    p.parseOptionalAttributeDict(c.op);
    p.expect(":");
    Type t = p.parseTypeInternal();
    c.op.operandTypes = {t};
    c.op.resultTypes.assign(c.numResults, t);
  }

 private:
  const char* key_;
};
const KeyedIdentityForm kGroupForm("group_id");
const KeyedIdentityForm kBarrierForm("allowed_direction");
HLOREF_CUSTOM_FORM(kGroupForm, kNoKeys, operands(1), kOutsideSpec, "sdy.sharding_group");
HLOREF_CUSTOM_FORM(kBarrierForm, kNoKeys, operands(1), kOutsideSpec, "sdy.propagation_barrier");

// `%r = sdy.constant dense<..> : T`.
class ConstantForm : public CustomForm {
 public:
  void parse(FormContext& c) const override {
    Parser& p = c.p;
    Attribute value = p.parseAttribute();
    if (value.kind != Attribute::Kind::Dense) p.errorAt(c.op.loc, "'sdy.constant' expects a dense<..> : T value");
    c.op.resultTypes.assign(c.numResults, value.type);
    c.op.attributes.emplace_back("value", std::move(value));
    p.parseOptionalAttributeDict(c.op);
  }
};
const ConstantForm kConstantForm;
HLOREF_CUSTOM_FORM(kConstantForm, kNoKeys, operands(0), kOutsideSpec, "sdy.constant");

// The region ops: `(%x, ...)`, then keyed shardings, then `(%arg: T, ...) {body}`,
// attributes and the functional type. named_computation starts with `<"name">`.
class RegionForm : public CustomForm {
 public:
  explicit RegionForm(bool named) : named_(named) {}
  void parse(FormContext& c) const override {
    Parser& p = c.p;
    if (named_) {
      p.expect("<");
      c.op.attributes.emplace_back("name", stringAttribute(p.parseStringLiteral()));
      p.expect(">");
    }
    p.expect("(");
    if (!p.consumeIf(")")) {
      do c.uses.push_back(p.parseValueUse());
      while (p.consumeIf(","));
      p.expect(")");
    }
    while (p.lookingAtWord("in_shardings") || p.lookingAtWord("out_shardings") || p.lookingAtWord("manual_axes")) {
      std::string key = p.parseBareIdent();
      p.expect("=");
      if (key == "manual_axes") {
        Attribute axes;
        axes.kind = Attribute::Kind::Struct;
        axes.text = "sdy.manual_axes";
        axes.elements = p.parseSdyAxisList(true).elements;
        c.op.attributes.emplace_back(key, std::move(axes));
      } else {
        c.op.attributes.emplace_back(key, p.parseSdyShardingList());
      }
    }
    std::vector<std::pair<std::string, Type>> args;
    p.expect("(");
    if (!p.consumeIf(")")) {
      do {
        std::string name = p.parseValueName();
        p.expect(":");
        args.emplace_back(name, p.parseTypeInternal());
        p.skipLocation();
      } while (p.consumeIf(","));
      p.expect(")");
    }
    c.op.regions.push_back(p.parseRegion(args));
    p.parseOptionalAttributeDict(c.op);
    p.expect(":");
    p.parseFunctionalType(c.op.operandTypes, c.op.resultTypes);
  }

 private:
  bool named_;
};
const RegionForm kManualForm(false);
const RegionForm kNamedForm(true);
HLOREF_CUSTOM_FORM(kManualForm, kNoKeys, kAnyOperands, kOutsideSpec, "sdy.manual_computation");
HLOREF_CUSTOM_FORM(kNamedForm, kNoKeys, kAnyOperands, kOutsideSpec, "sdy.named_computation");

}  // namespace
}  // namespace hloref::syntax
