#!/usr/bin/env python3
"""Writes spec/chlo/*.yaml, the catalog of the CHLO ops hloref runs.

CHLO has no specification with numbered constraints: its definitions are
ChloOps.td (operand and result types, traits, verifiers) and chlo.md
(../shared/reference/chlo). The tables below restate them in the catalog
format of spec/ops (spec/README.md), with constraint ids defined here, in
the order each op's definition implies them; spec/chlo/README.md says where
each rule comes from. Edit the tables, then run

    python3 spec/tools/chlo_catalog.py spec/chlo            # write
    python3 spec/tools/chlo_catalog.py spec/chlo --check    # exit 1 if stale
"""
import os
import sys

FLOAT = ("tensor of floating-point type", ["tensor<floating-point>"])
FLOAT_COMPLEX = ("tensor of floating-point or complex type", ["tensor<floating-point>", "tensor<complex>"])
INTEGER = ("tensor of integer type", ["tensor<integer>"])
BOOLEAN = ("tensor of boolean type", ["tensor<boolean>"])
BOOL_INT = ("tensor of boolean or integer type", ["tensor<boolean>", "tensor<integer>"])
INT_FLOAT_COMPLEX = ("tensor of integer, floating-point or complex type",
                     ["tensor<integer>", "tensor<floating-point>", "tensor<complex>"])
ANY = ("tensor", ["tensor"])
COMPLEX = ("tensor of complex type", ["tensor<complex>"])
SI32 = ("tensor of si32 type", ["tensor<si32>"])


def tensor(label, name, types, constraints, variadic=False):
    return dict(label=label, name=name, kind="tensor", role="operand", variadic=variadic, type=types[0],
                types=types[1], constraints=constraints)


def attr(label, name, kind, type_text, types, constraints):
    return dict(label=label, name=name, kind=kind, role="attribute", variadic=False, type=type_text, types=types,
                constraints=constraints)


def out(label, name, types, constraints, variadic=False):
    return dict(label=label, name=name, kind="tensor", variadic=variadic, type=types[0], types=types[1],
                constraints=constraints)


def c(id_, formula, applies, checked="static"):
    return dict(id=id_, formula=formula, checked=checked, applies_to=applies)


OPS = {}


def op(name, inputs, outputs, constraints):
    OPS[name] = dict(inputs=inputs, outputs=outputs, constraints=constraints)


# Unary elementwise ops: CHLO_UnaryElementwiseOp with CompatibleOperandsAndResultType
# and SameOperandsAndResultShape.
for name in ["acos", "acosh", "asin", "asinh", "atan", "atanh", "bessel_i1e", "conj", "cosh", "sinh", "tan",
             "square"]:
    op(name, [tensor("I1", "operand", FLOAT_COMPLEX, ["C1"])], [out("O1", "result", FLOAT_COMPLEX, ["C1"])],
       [c("C1", "type(operand) = type(result)", ["I1", "O1"])])
for name in ["digamma", "erf", "erfc", "erf_inv", "lgamma"]:
    op(name, [tensor("I1", "operand", FLOAT, ["C1"])], [out("O1", "result", FLOAT, ["C1"])],
       [c("C1", "type(operand) = type(result)", ["I1", "O1"])])
# is_inf and friends: a float operand, an i1 result of its shape (SameOperandsAndResultShape).
for name in ["is_inf", "is_neg_inf", "is_pos_inf"]:
    op(name, [tensor("I1", "operand", FLOAT, ["C1"])], [out("O1", "result", BOOLEAN, ["C1"])],
       [c("C1", "shape(operand) = shape(result)", ["I1", "O1"])])
# Binary ops without broadcasting: CompatibleOperandsAndResultType.
for name, (a, b), types in [("next_after", ("x", "y"), FLOAT), ("polygamma", ("n", "x"), FLOAT),
                            ("zeta", ("x", "q"), FLOAT), ("mulhi", ("lhs", "rhs"), INTEGER)]:
    op(name, [tensor("I1", a, types, ["C1"]), tensor("I2", b, types, ["C1"])],
       [out("O1", "result", types, ["C1"])],
       [c("C1", f"type({a}) = type({b}) = type(result)", ["I1", "I2", "O1"])])

op("constant", [attr("I1", "value", "constant", "tensor constant", ["tensor"], ["C1"])],
   [out("O1", "output", ANY, ["C1"])],
   [c("C1", "type(value) = type(output)", ["I1", "O1"])])
op("constant_like",
   [attr("I1", "value", "constant", "scalar constant", ["any"], ["C1"]), tensor("I2", "operand", ANY, ["C2"])],
   [out("O1", "result", ANY, ["C1", "C2"])],
   [c("C1", "type(value) = element_type(result)", ["I1", "O1"]),
    c("C2", "shape(operand) = shape(result)", ["I2", "O1"])])

# The broadcasting binary ops (CHLO_BroadcastBinaryElementwiseOp): each
# computes the StableHLO op of its name (or chlo.next_after, polygamma,
# zeta) on the operands broadcast to one shape. Operand types are those of
# that op.
BROADCAST_RULES = [
    c("C1", "rank(lhs) = rank(rhs) or size(broadcast_dimensions) = min(rank(lhs), rank(rhs))",
      ["I1", "I2", "I3"]),
    c("C2", "is_sorted(broadcast_dimensions) and is_unique(broadcast_dimensions) and "
            "0 <= broadcast_dimensions < max(rank(lhs), rank(rhs))", ["I3"]),
    c("C3", "dimensions paired by broadcasting are equal or one of them is 1", ["I1", "I2", "I3"]),
    c("C4", "shape(result) = broadcast_shape(lhs, rhs, broadcast_dimensions)", ["I1", "I2", "O1"]),
]
BROADCAST = {
    "add": ANY, "atan2": FLOAT_COMPLEX, "divide": INT_FLOAT_COMPLEX, "maximum": ANY, "minimum": ANY,
    "multiply": ANY, "next_after": FLOAT, "polygamma": FLOAT, "power": INT_FLOAT_COMPLEX,
    "remainder": INT_FLOAT_COMPLEX, "shift_left": INTEGER, "shift_right_arithmetic": INTEGER,
    "shift_right_logical": INTEGER, "subtract": INT_FLOAT_COMPLEX, "zeta": FLOAT, "and": BOOL_INT, "or": BOOL_INT,
    "xor": BOOL_INT,
}
DIMS = attr("I3", "broadcast_dimensions", "constant", "1-dimensional tensor constant of type si64 (optional)",
            ["si64"], ["C1", "C2", "C3"])
for name, types in BROADCAST.items():
    op("broadcast_" + name,
       [tensor("I1", "lhs", types, ["C1", "C3", "C4", "C5"]), tensor("I2", "rhs", types, ["C1", "C3", "C4", "C5"]),
        DIMS],
       [out("O1", "result", types, ["C4", "C5"])],
       BROADCAST_RULES + [c("C5", "element_type(lhs) = element_type(rhs) = element_type(result)",
                            ["I1", "I2", "O1"])])
op("broadcast_compare",
   [tensor("I1", "lhs", ANY, ["C1", "C3", "C4", "C5"]), tensor("I2", "rhs", ANY, ["C1", "C3", "C4", "C5"]), DIMS,
    attr("I4", "comparison_direction", "enum", "enum of `EQ`, `NE`, `GE`, `GT`, `LE`, and `LT`",
         ["EQ", "NE", "GE", "GT", "LE", "LT"], []),
    attr("I5", "compare_type", "enum", "enum of `NOTYPE`, `FLOAT`, `TOTALORDER`, `SIGNED`, and `UNSIGNED` (optional)",
         ["NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"], [])],
   [out("O1", "result", BOOLEAN, ["C4"])],
   BROADCAST_RULES + [c("C5", "element_type(lhs) = element_type(rhs)", ["I1", "I2"])])
op("broadcast_complex",
   [tensor("I1", "lhs", FLOAT, ["C1", "C3", "C4", "C5"]), tensor("I2", "rhs", FLOAT, ["C1", "C3", "C4", "C5"]),
    DIMS],
   [out("O1", "result", COMPLEX, ["C4", "C5"])],
   BROADCAST_RULES + [c("C5", "element_type(result) = complex_type(element_type(lhs)) and "
                              "element_type(lhs) = element_type(rhs)", ["I1", "I2", "O1"])])
op("broadcast_select",
   [tensor("I1", "pred", BOOLEAN, ["C2", "C3"]), tensor("I2", "on_true", ANY, ["C1", "C2", "C3"]),
    tensor("I3", "on_false", ANY, ["C1", "C2", "C3"])],
   [out("O1", "result", ANY, ["C1", "C3"])],
   [c("C1", "element_type(on_true) = element_type(on_false) = element_type(result)", ["I2", "I3", "O1"]),
    c("C2", "the shapes of pred, on_true and on_false broadcast (aligned at the last dimension, "
            "each dimension equal or 1)", ["I1", "I2", "I3"]),
    c("C3", "shape(result) = broadcast_shape(pred, on_true, on_false)", ["I1", "I2", "I3", "O1"])])

op("top_k",
   [tensor("I1", "operand", ("tensor of boolean, integer or floating-point type",
                             ["tensor<boolean>", "tensor<integer>", "tensor<floating-point>"]),
           ["C1", "C2", "C3", "C4"]),
    attr("I2", "k", "constant", "constant of type si64", ["si64"], ["C2", "C4"]),
    attr("I3", "is_stable", "constant", "constant of type i1 (optional, default true)", ["i1"], [])],
   [out("O1", "values", ("tensor of boolean, integer or floating-point type",
                         ["tensor<boolean>", "tensor<integer>", "tensor<floating-point>"]), ["C3", "C4"]),
    out("O2", "indices", SI32, ["C4", "C5"])],
   [c("C1", "rank(operand) >= 1", ["I1"]),
    c("C2", "0 <= k <= dim(operand, -1)", ["I1", "I2"]),
    c("C3", "element_type(values) = element_type(operand)", ["I1", "O1"]),
    c("C4", "shape(values) = shape(indices) = shape(operand)[:-1] ++ [k]", ["I1", "I2", "O1", "O2"]),
    c("C5", "element_type(indices) = si32", ["O2"])])

DIM_LIST = "1-dimensional tensor constant of type si64"
NUMERIC = ("tensor of integer or floating-point type", ["tensor<integer>", "tensor<floating-point>"])
op("ragged_dot",
   [tensor("I1", "lhs", NUMERIC, ["C3", "C5", "C7", "C8", "C9", "C11", "C12", "C13"]),
    tensor("I2", "rhs", NUMERIC, ["C4", "C6", "C7", "C8", "C11", "C12"]),
    tensor("I3", "group_sizes", INTEGER, ["C11", "C13"]),
    attr("I4", "lhs_batching_dimensions", "constant", DIM_LIST, ["si64"], ["C1", "C3", "C5", "C7"]),
    attr("I5", "rhs_batching_dimensions", "constant", DIM_LIST, ["si64"], ["C1", "C4", "C6", "C7"]),
    attr("I6", "lhs_contracting_dimensions", "constant", DIM_LIST, ["si64"], ["C2", "C3", "C5", "C8"]),
    attr("I7", "rhs_contracting_dimensions", "constant", DIM_LIST, ["si64"], ["C2", "C4", "C6", "C8"]),
    attr("I8", "lhs_ragged_dimensions", "constant", DIM_LIST, ["si64"], ["C9", "C10", "C11", "C12", "C13"]),
    attr("I9", "rhs_group_dimensions", "constant", DIM_LIST, ["si64"], ["C4", "C6", "C10", "C11", "C12"]),
    attr("I10", "precision_config", "enum", "variadic number of enums of `DEFAULT`, `HIGH`, and `HIGHEST`",
         ["DEFAULT", "HIGH", "HIGHEST"], [])],
   [out("O1", "result", NUMERIC, ["C12"])],
   [c("C1", "size(lhs_batching_dimensions) = size(rhs_batching_dimensions)", ["I4", "I5"]),
    c("C2", "size(lhs_contracting_dimensions) = size(rhs_contracting_dimensions)", ["I6", "I7"]),
    c("C3", "is_unique(lhs_batching_dimensions ++ lhs_contracting_dimensions)", ["I1", "I4", "I6"]),
    c("C4", "is_unique(rhs_batching_dimensions ++ rhs_contracting_dimensions ++ rhs_group_dimensions)",
      ["I2", "I5", "I7", "I9"]),
    c("C5", "0 <= lhs_batching_dimensions, lhs_contracting_dimensions < rank(lhs)", ["I1", "I4", "I6"]),
    c("C6", "0 <= rhs_batching_dimensions, rhs_contracting_dimensions, rhs_group_dimensions < rank(rhs)",
      ["I2", "I5", "I7", "I9"]),
    c("C7", "dim(lhs, lhs_batching_dimensions...) = dim(rhs, rhs_batching_dimensions...)", ["I1", "I2", "I4", "I5"]),
    c("C8", "dim(lhs, lhs_contracting_dimensions...) = dim(rhs, rhs_contracting_dimensions...)",
      ["I1", "I2", "I6", "I7"]),
    c("C9", "size(lhs_ragged_dimensions) = 1 and 0 <= lhs_ragged_dimensions < rank(lhs)", ["I1", "I8"]),
    c("C10", "size(rhs_group_dimensions) = 1 if lhs_ragged_dimensions[0] is neither a batching nor a contracting "
             "dimension (mode 1), else 0 (modes 2 and 3)", ["I8", "I9"]),
    c("C11", "shape(group_sizes) = [g] or dim(lhs, lhs_batching_dimensions...) ++ [g], where g = "
             "dim(rhs, rhs_group_dimensions[0]) in mode 1", ["I1", "I2", "I3", "I8", "I9"]),
    c("C12", "shape(result) = [g] (mode 2 only) ++ batch dims ++ lhs free dims ++ rhs free dims",
      ["I1", "I2", "I8", "I9", "O1"]),
    c("C13", "0 <= group_sizes and sum(group_sizes) <= dim(lhs, lhs_ragged_dimensions[0]) along each batch",
      ["I1", "I3", "I8"], "runtime")])

op("scan",
   [tensor("I1", "inputs", ANY, ["C1", "C2", "C4"], variadic=True),
    tensor("I2", "inits", ANY, ["C3", "C4"], variadic=True),
    attr("I3", "dimension", "constant", "constant of type si64", ["si64"], ["C1", "C4", "C5"]),
    attr("I4", "scan_dim_size", "constant", "constant of type si64 (optional)", ["si64"], ["C2"]),
    attr("I5", "is_reverse", "constant", "constant of type i1 (optional, default false)", ["i1"], []),
    attr("I6", "is_associative", "constant", "constant of type i1 (optional)", ["i1"], []),
    dict(label="I7", name="body", kind="function", role="region", variadic=False, type="function",
         types=["function"], constraints=["C4"])],
   [out("O1", "outputs", ANY, ["C5"], variadic=True), out("O2", "carries", ANY, ["C3"], variadic=True)],
   [c("C1", "0 <= dimension < rank(inputs...)", ["I1", "I3"]),
    c("C2", "dim(inputs..., dimension) are equal, and equal scan_dim_size when it is given", ["I1", "I4"]),
    c("C3", "size(carries) = size(inits) and type(carries...) = type(inits...)", ["I2", "O2"]),
    c("C4", "body has type (slices of inputs..., inits...) -> (slices of outputs..., inits...), a slice "
            "dropping `dimension`", ["I1", "I2", "I3", "I7"]),
    c("C5", "shape(outputs...) = the body output slices with `dimension` of size dim(inputs[0], dimension) "
            "(or scan_dim_size) put back", ["I3", "O1"])])


def text_list(items):
    return "[" + ", ".join(items) + "]"


def render(name, entry):
    lines = ["# Written by spec/tools/chlo_catalog.py from the CHLO op definitions",
             "# (../shared/reference/chlo/ChloOps.td). Edit the tool, not this file.",
             f"name: chlo.{name}", f"section: CHLO > {name}", "inputs:"]
    for i in entry["inputs"]:
        lines += [f"- label: {i['label']}", f"  name: {i['name']}", f"  kind: {i['kind']}", f"  role: {i['role']}",
                  f"  variadic: {'true' if i['variadic'] else 'false'}", f"  type: '{i['type']}'",
                  f"  types: {text_list(i['types'])}", f"  constraints: {text_list(i['constraints'])}"]
    lines.append("outputs:")
    for o in entry["outputs"]:
        lines += [f"- label: {o['label']}", f"  name: {o['name']}", f"  kind: {o['kind']}",
                  f"  variadic: {'true' if o['variadic'] else 'false'}", f"  type: '{o['type']}'",
                  f"  types: {text_list(o['types'])}", f"  constraints: {text_list(o['constraints'])}"]
    lines.append("constraints:")
    for k in entry["constraints"]:
        lines += [f"- id: {k['id']}", f"  formula: '{k['formula']}'", f"  checked: {k['checked']}",
                  f"  applies_to: {text_list(k['applies_to'])}"]
    lines.append("examples: 0")
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 3
    directory, check = sys.argv[1], "--check" in sys.argv
    stale = []
    for name, entry in sorted(OPS.items()):
        path = os.path.join(directory, name + ".yaml")
        text = render(name, entry)
        old = open(path).read() if os.path.exists(path) else None
        if old != text:
            stale.append(path)
            if not check:
                with open(path, "w") as f:
                    f.write(text)
    if check and stale:
        print("stale: " + " ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
