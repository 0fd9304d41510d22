// spec: Ops > composite.
#include "checker/checker_util.h"
#include "spec/notation.h"

namespace hloref {

namespace checker {
namespace {

void checkComposite(OpContext& c) {
  const Attribute* name = c.attr("name");
  const Attribute* decomposition = c.attr("decomposition");
  if (!name || name->kind != Attribute::Kind::String) {
    c.error("requires a string attribute 'name'");
    return;
  }
  if (!decomposition || (decomposition->kind != Attribute::Kind::Symbol && decomposition->kind != Attribute::Kind::String)) {
    c.error("requires a function name attribute 'decomposition'");
    return;
  }
  if (const Attribute* version = c.attr("version")) {
    auto v = asInt(*version);
    if (!v || *v < INT32_MIN || *v > INT32_MAX)
      c.typeViolation("I5", "version must be a constant of type si32, got " + attributeString(*version));
  }
  c.require(notation::isNamespacedOpName(name->text), "C1", [&] { return "name = \"" + name->text + "\""; });
  const Func* f = c.module.lookup(decomposition->text);
  if (!c.require(f != nullptr, "C2", [&] { return "decomposition = @" + decomposition->text; })) return;
  c.require(sameTypes(c.op.operandTypes, f->inputs), "C3", [&] {
    return "types(inputs...) = " + typesText(c.op.operandTypes) + ", input_types(@" + f->name + ") = " + typesText(f->inputs);
  });
  c.require(sameTypes(c.op.resultTypes, f->outputs), "C4", [&] {
    return "types(results...) = " + typesText(c.op.resultTypes) + ", output_types(@" + f->name + ") = " +
           typesText(f->outputs);
  });
}

HLOREF_CHECKER("stablehlo.composite", checkComposite,
               {{"C1", "is_namespaced_op_name(name)"},
                {"C2", "is_defined_in_parent_scope(decomposition)"},
                {"C3", "types(inputs...) == input_types(decomposition)"},
                {"C4", "types(results...) == output_types(decomposition)"}});

}  // namespace
}  // namespace checker
}  // namespace hloref
