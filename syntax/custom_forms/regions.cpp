// Ops with regions: reduce and while have pretty forms; the others print in
// the generic form only (spec: Ops > reduce, while, if, case, sort, map,
// scatter, select_and_scatter, reduce_window).
#include "syntax/parser_internal.h"

namespace hloref::syntax {
namespace {

// stablehlo.reduce(%x init: %y), (%x2 init: %y2) applies stablehlo.add across dimensions = [1] : T
// stablehlo.reduce(%x init: %y) across dimensions = [1] : T reducer(%a: T, %b: T) (%c: T, %d: T) {...}
class ReduceForm : public CustomForm {
 public:
  std::vector<std::string> ownKeys() const override { return {"dimensions"}; }

  void parse(FormContext& c) const override {
    Parser& p = c.p;
    std::vector<ValueUse> inputs, inits;
    do {
      p.expect("(");
      inputs.push_back(p.parseValueUse());
      p.expect("init");
      p.expect(":");
      inits.push_back(p.parseValueUse());
      p.expect(")");
    } while (p.consumeIf(","));
    c.uses = inputs;
    c.uses.insert(c.uses.end(), inits.begin(), inits.end());
    std::string bodyOp;
    if (p.consumeWord("applies")) bodyOp = p.parseBareIdent();
    p.expect("across");
    p.expect("dimensions");
    p.expect("=");
    c.setOwnAttr("dimensions", p.parseAttribute(false));
    p.parseOptionalAttributeDict(c.op);
    p.expect(":");
    p.parseFunctionalType(c.op.operandTypes, c.op.resultTypes);
    if (!bodyOp.empty()) return c.op.regions.push_back(appliedBody(c, bodyOp, inputs.size()));
    p.expect("reducer");
    std::vector<std::pair<std::string, Type>> lhsArgs, rhsArgs;
    for (size_t i = 0; i < inputs.size(); ++i) {
      p.expect("(");
      std::string a = p.parseValueName();
      p.expect(":");
      Type ta = p.parseTypeInternal();
      p.skipLocation();  // with debug locations: `%a: tensor<f32> loc(...)`
      p.expect(",");
      std::string b = p.parseValueName();
      p.expect(":");
      Type tb = p.parseTypeInternal();
      p.skipLocation();
      p.expect(")");
      lhsArgs.emplace_back(a, ta);
      rhsArgs.emplace_back(b, tb);
    }
    std::vector<std::pair<std::string, Type>> args = lhsArgs;
    args.insert(args.end(), rhsArgs.begin(), rhsArgs.end());
    c.op.regions.push_back(p.parseRegion(args));
  }

 private:
  // The body `applies` names: one binary op on (acc_i, x_i) for each of the
  // n inputs, on scalars of the init types.
  static Region appliedBody(FormContext& c, const std::string& bodyOp, size_t n) {
    const Op& op = c.op;
    Region region;
    region.blocks.emplace_back();
    Block& block = region.blocks.back();
    std::vector<int> lhs, rhs;
    for (size_t k = 0; k < 2; ++k)
      for (size_t i = 0; i < n; ++i) {
        int slot = c.p.newSlot();
        block.arguments.push_back(slot);
        block.argumentTypes.push_back(op.operandTypes.size() > n + i ? op.operandTypes[n + i] : Type());
        (k == 0 ? lhs : rhs).push_back(slot);
      }
    Op ret;
    ret.name = "stablehlo.return";
    ret.loc = op.loc;
    for (size_t i = 0; i < n; ++i) {
      Op body;
      body.name = bodyOp;
      body.loc = op.loc;
      body.operands = {lhs[i], rhs[i]};
      body.operandTypes = {block.argumentTypes[i], block.argumentTypes[n + i]};
      body.resultTypes = {block.argumentTypes[i]};
      int slot = c.p.newSlot();
      body.results = {slot};
      block.ops.push_back(std::move(body));
      ret.operands.push_back(slot);
      ret.operandTypes.push_back(block.argumentTypes[i]);
    }
    block.ops.push_back(std::move(ret));
    return region;
  }
};
const ReduceForm kReduceForm;
HLOREF_CUSTOM_FORM(kReduceForm, {keyFor("dimensions", "dimensions")}, kAnyOperands, kSpecOp, "stablehlo.reduce");

// stablehlo.while(%iterArg = %init, ...) : T1, T2 [attributes {..}] cond {...} do {...}
class WhileForm : public CustomForm {
 public:
  void parse(FormContext& c) const override {
    Parser& p = c.p;
    std::vector<std::string> names;
    p.expect("(");
    if (!p.consumeIf(")")) {
      do {
        names.push_back(p.parseValueName());
        p.expect("=");
        c.uses.push_back(p.parseValueUse());
      } while (p.consumeIf(","));
      p.expect(")");
    }
    std::vector<Type> types;
    if (p.consumeIf(":")) {
      do types.push_back(p.parseTypeInternal());
      while (p.consumeIf(","));
    }
    if (types.size() != names.size())
      p.error("while: " + std::to_string(names.size()) + " values but " + std::to_string(types.size()) + " types");
    if (p.consumeWord("attributes")) {
      AttributeList attrs = p.parseAttributeDict();
      c.op.attributes.insert(c.op.attributes.end(), attrs.begin(), attrs.end());
    }
    c.op.operandTypes = types;
    c.op.resultTypes = types;
    std::vector<std::pair<std::string, Type>> args;
    for (size_t i = 0; i < names.size(); ++i) args.emplace_back(names[i], types[i]);
    p.expect("cond");
    // The iteration names are visible in both regions; each region binds them anew.
    c.op.regions.push_back(p.parseRegion(args));
    p.expect("do");
    c.op.regions.push_back(p.parseRegion(args));
  }
};
const WhileForm kWhileForm;
HLOREF_CUSTOM_FORM(kWhileForm, kNoKeys, kAnyOperands, kSpecOp, "stablehlo.while");

HLOREF_GENERIC_ONLY_OPS("stablehlo.if", "stablehlo.case", "stablehlo.sort", "stablehlo.map", "stablehlo.scatter",
                        "stablehlo.select_and_scatter", "stablehlo.reduce_window");

}  // namespace
}  // namespace hloref::syntax
