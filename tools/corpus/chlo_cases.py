#!/usr/bin/env python3
"""Writes conformance/chlo_<op>.yaml: positive cases for the CHLO ops.

Expected values come from an independent model, never from hloref:
  - the functions: SciPy / NumPy in float64 (errors of a few 2^-53), rounded
    once into f32, bf16 or f16 (ml_dtypes), keeping only inputs whose
    float64 value lies farther than 2^-40 (relative) from a rounding
    boundary of the target, so that the float64 error cannot change the
    rounding; inputs are kept away from the zeros of lgamma and digamma,
    where float64 evaluations lose relative accuracy;
  - edge values (NaN, infinities, signed zeros, poles, domain errors) and
    the integer and data-movement ops: by hand from the definitions
    (ChloOps.td, numerics/special_functions*.cpp state the edges).
Function cases compare with `bound` (hloref's allowance for a backend);
exact results compare exactly.

Run with the backends' Python (NumPy, SciPy, ml_dtypes):
    ~/.cache/hloref/backends-venv/bin/python tools/corpus/chlo_cases.py conformance
"""
import math
import os
import sys

import ml_dtypes
import numpy as np
import scipy.special as sp

TYPES = {"f32": np.float32, "f64": np.float64, "bf16": ml_dtypes.bfloat16, "f16": np.float16}


def lit(v, t):
    """One element as an MLIR literal of type t."""
    v = TYPES[t](v)
    bits = {"f32": np.uint32, "f64": np.uint64, "bf16": np.uint16, "f16": np.uint16}[t]
    if np.isnan(v) or np.isinf(v):
        width = {"f32": 8, "f64": 16, "bf16": 4, "f16": 4}[t]
        return "0x%0*X" % (width, int(np.array(v).view(bits)))
    if t == "f64":
        return repr(float(v))
    return repr(float(v))


def dense(values, t):
    return "dense<[" + ", ".join(lit(v, t) for v in values) + f"]> : tensor<{len(values)}x{t}>"


def neighbours(r, t):
    """The representable values on either side of r in t."""
    if t != "bf16":
        return [np.nextafter(r, TYPES[t](np.inf)), np.nextafter(r, TYPES[t](-np.inf))]
    raw = int(np.array(r).view(np.uint16))
    out = []
    for step in (1, -1):
        v = raw + step
        if 0 <= v < 1 << 16:
            out.append(np.array(v, dtype=np.uint16).view(ml_dtypes.bfloat16)[()])
    return out


def safely_rounded(v, t):
    """float64 v rounded into t, or None when v is within 2^-40 of a boundary."""
    r = TYPES[t](v)
    if not np.isfinite(v) or v == 0 or not np.isfinite(r):
        return r
    for n in neighbours(r, t):
        if not np.isfinite(n):
            continue
        mid = (float(r) + float(n)) / 2
        if abs(v - mid) <= abs(v) * 2.0 ** -40:
            return None
    return r


CASES = {}


def case(op, name, program, inputs, returns, compare=None, tags=None):
    CASES.setdefault(op, []).append(dict(name=name, program=program, inputs=inputs, returns=returns,
                                         compare=compare, tags=tags or []))


def unary_program(op, n, t, rt=None):
    rt = rt or t
    return (f"func.func @main(%x: tensor<{n}x{t}>) -> tensor<{n}x{rt}> {{\n"
            f"  %r = chlo.{op} %x : tensor<{n}x{t}> -> tensor<{n}x{rt}>\n"
            f"  func.return %r : tensor<{n}x{rt}>\n}}\n")


def binary_program(op, n, t):
    return (f"func.func @main(%x: tensor<{n}x{t}>, %y: tensor<{n}x{t}>) -> tensor<{n}x{t}> {{\n"
            f"  %r = chlo.{op} %x, %y : tensor<{n}x{t}>, tensor<{n}x{t}> -> tensor<{n}x{t}>\n"
            f"  func.return %r : tensor<{n}x{t}>\n}}\n")


def function_cases(op, fn, values, edges, f64_edges):
    """values: inputs for rounded-model cases; edges: (input, expected) by hand."""
    for t in ("f32", "bf16", "f16"):
        xs, ys = [], []
        for x in values:
            x = TYPES[t](x)
            if not np.isfinite(x):
                continue
            with np.errstate(all="ignore"):
                y = safely_rounded(float(fn(np.float64(x))), t)
            if y is None:
                continue
            xs.append(x)
            ys.append(y)
        case(op, f"{t}_values", unary_program(op, len(xs), t), [dense(xs, t)], [dense(ys, t)], "bound",
             ["independent-model"])
    xs = [e[0] for e in edges]
    ys = [e[1] for e in edges]
    case(op, "f32_edges", unary_program(op, len(xs), "f32"), [dense(xs, "f32")], [dense(ys, "f32")], None,
         ["hand-derived", "nan", "inf", "negative-zero"])
    xs = [e[0] for e in f64_edges]
    ys = [e[1] for e in f64_edges]
    case(op, "f64_edges", unary_program(op, len(xs), "f64"), [dense(xs, "f64")], [dense(ys, "f64")], None,
         ["hand-derived", "nan", "inf", "negative-zero"])


inf, nan = math.inf, math.nan
GRID = [0.001, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 1.5, 2.5, 3.7, 10.0, 33.0, -0.1, -0.5, -0.9, -2.5, -7.25, 1e-5,
        -1e-5]


def build():
    common = [(nan, nan), (0.0, 0.0), (-0.0, -0.0)]
    function_cases("asin", np.arcsin, GRID, common + [(1.0, np.float32(np.pi / 2)), (2.0, nan), (-inf, nan)],
                   [(nan, nan), (-0.0, -0.0), (1.5, nan)])
    function_cases("acos", np.arccos, GRID, [(nan, nan), (1.0, 0.0), (2.0, nan), (inf, nan)],
                   [(nan, nan), (1.0, 0.0), (-1.5, nan)])
    function_cases("atan", np.arctan, GRID, common + [(inf, np.float32(np.pi / 2)), (-inf, -np.float32(np.pi / 2))],
                   [(nan, nan), (-0.0, -0.0)])
    function_cases("asinh", np.arcsinh, GRID, common + [(inf, inf), (-inf, -inf)],
                   [(nan, nan), (-0.0, -0.0), (-inf, -inf)])
    function_cases("acosh", np.arccosh, [1.0, 1.5, 2.5, 3.7, 10.0, 33.0, 1e10], [(nan, nan), (1.0, 0.0), (0.5, nan),
                                                                               (inf, inf), (-inf, nan)],
                   [(nan, nan), (1.0, 0.0), (0.0, nan), (inf, inf)])
    function_cases("atanh", np.arctanh, GRID, common + [(1.0, inf), (-1.0, -inf), (2.0, nan)],
                   [(nan, nan), (1.0, inf), (-1.0, -inf), (-1.5, nan)])
    function_cases("sinh", np.sinh, GRID + [80.0, -90.0], common + [(inf, inf), (-inf, -inf), (100.0, inf)],
                   [(nan, nan), (-0.0, -0.0), (1000.0, inf), (-inf, -inf)])
    function_cases("cosh", np.cosh, GRID + [80.0, -88.0], [(nan, nan), (0.0, 1.0), (-0.0, 1.0), (inf, inf),
                                                           (-inf, inf), (100.0, inf)],
                   [(nan, nan), (-0.0, 1.0), (-inf, inf)])
    function_cases("erf", sp.erf, GRID + [4.0, -5.5], common + [(inf, 1.0), (-inf, -1.0), (10.0, 1.0)],
                   [(nan, nan), (-0.0, -0.0), (inf, 1.0), (-inf, -1.0)])
    function_cases("erfc", sp.erfc, GRID + [4.0, 9.0, -5.5], [(nan, nan), (0.0, 1.0), (-0.0, 1.0), (inf, 0.0),
                                                               (-inf, 2.0)],
                   [(nan, nan), (inf, 0.0), (-inf, 2.0), (30.0, 0.0)])
    function_cases("erf_inv", sp.erfinv, [v for v in GRID if abs(v) < 1] + [0.999, -0.9999, 0.3],
                   common + [(1.0, inf), (-1.0, -inf), (1.5, nan), (-inf, nan)],
                   [(nan, nan), (-0.0, -0.0), (1.0, inf), (-1.0, -inf), (2.0, nan)])
    lg = [0.001, 0.1, 0.25, 0.5, 3.7, 10.0, 33.0, 1e5, -0.5, -2.5, -7.25, 1e-5, -1e-5, 0.75, 2.5]
    function_cases("lgamma", sp.gammaln, lg,
                   [(nan, nan), (1.0, 0.0), (2.0, 0.0), (0.0, inf), (-0.0, inf), (-3.0, inf), (inf, inf),
                    (-inf, inf)],
                   [(nan, nan), (1.0, 0.0), (-1.0, inf), (-inf, inf)])
    dg = [0.001, 0.1, 0.25, 0.5, 0.75, 2.5, 3.7, 10.0, 33.0, 1e5, -0.5, -2.5, -7.25, 1e-5, -1e-5]
    function_cases("digamma", sp.digamma, dg,
                   [(nan, nan), (0.0, -inf), (-0.0, inf), (-1.0, nan), (-4.0, nan), (inf, inf), (-inf, nan)],
                   [(nan, nan), (0.0, -inf), (-2.0, nan), (inf, inf)])
    function_cases("bessel_i1e", sp.i1e, GRID + [100.0, 1e4, -700.0],
                   common + [(inf, 0.0), (-inf, -0.0)],
                   [(nan, nan), (-0.0, -0.0), (inf, 0.0), (-inf, -0.0)])
    function_cases("tan", np.tan, GRID, common + [(inf, nan)], [(nan, nan), (-0.0, -0.0), (-inf, nan)])
    function_cases("square", np.square, GRID + [1e20], [(nan, nan), (0.0, 0.0), (-0.0, 0.0), (inf, inf), (-inf, inf),
                                                         (1e20, inf)],
                   [(nan, nan), (-0.0, 0.0), (-inf, inf), (1e200, inf)])
    binary_cases()
    other_cases()


def binary_cases():
    # zeta(x, q) and polygamma(n, x): SciPy's zeta is Hurwitz's for x > 1.
    pairs = [(2.0, 1.0), (3.0, 0.5), (2.5, 2.0), (1.5, 10.0), (4.0, 0.1), (6.0, 3.7), (30.0, 1.5), (1.1, 1.0),
             (2.0, 100.0)]
    xs, qs, ys = [], [], []
    for x, q in pairs:
        x, q = float(np.float32(x)), float(np.float32(q))  # the inputs as f32 holds them
        y = safely_rounded(float(sp.zeta(x, q)), "f32")
        if y is not None:
            xs.append(x), qs.append(q), ys.append(y)
    case("zeta", "f32_values", binary_program("zeta", len(xs), "f32"), [dense(xs, "f32"), dense(qs, "f32")],
         [dense(ys, "f32")], "bound", ["independent-model"])
    edges = [(nan, 1.0, nan), (2.0, nan, nan), (0.5, 1.0, nan), (1.0, 1.0, inf), (2.0, 0.0, inf), (2.0, -3.0, inf),
             (2.5, -0.5, nan), (inf, 2.0, 0.0), (inf, 1.0, 1.0), (inf, 0.5, inf), (2.0, inf, 0.0)]
    case("zeta", "f32_edges", binary_program("zeta", len(edges), "f32"),
         [dense([e[0] for e in edges], "f32"), dense([e[1] for e in edges], "f32")],
         [dense([e[2] for e in edges], "f32")], None, ["hand-derived", "nan", "inf"])
    pairs = [(1.0, 1.0), (1.0, 0.5), (2.0, 2.5), (3.0, 0.25), (1.0, 10.0), (4.0, 3.7), (1.0, -0.5), (2.0, -2.5)]
    ns, xs, ys = [], [], []
    for n, x in pairs:
        x = float(np.float32(x))
        y = safely_rounded(float(sp.polygamma(int(n), x)), "f32")
        if y is not None:
            ns.append(n), xs.append(x), ys.append(y)
    case("polygamma", "f32_values", binary_program("polygamma", len(ns), "f32"), [dense(ns, "f32"), dense(xs, "f32")],
         [dense(ys, "f32")], "bound", ["independent-model"])
    edges = [(nan, 1.0, nan), (1.0, nan, nan), (0.5, 1.0, nan), (-1.0, 1.0, nan), (1.0, 0.0, inf), (1.0, -2.0, inf),
             (2.0, -1.0, -inf), (0.0, 0.0, -inf), (1.0, inf, 0.0), (2.0, inf, -0.0), (inf, 1.0, nan)]
    case("polygamma", "f32_edges", binary_program("polygamma", len(edges), "f32"),
         [dense([e[0] for e in edges], "f32"), dense([e[1] for e in edges], "f32")],
         [dense([e[2] for e in edges], "f32")], None, ["hand-derived", "nan", "inf"])
    # next_after: by hand from the encodings.
    f32 = np.float32
    tiny = f32(np.nextafter(f32(0), f32(1)))
    rows = [(1.0, 2.0, np.nextafter(f32(1), f32(2))), (1.0, 0.0, np.nextafter(f32(1), f32(0))), (0.0, 1.0, tiny),
            (0.0, -1.0, -tiny), (-0.0, 1.0, tiny), (tiny, 0.0, 0.0), (-tiny, 0.0, -0.0), (2.0, 2.0, 2.0),
            (0.0, -0.0, -0.0), (nan, 1.0, nan), (1.0, nan, nan), (np.finfo(f32).max, inf, inf),
            (inf, 0.0, np.finfo(f32).max), (-1.0, -inf, np.nextafter(f32(-1), f32(-2)))]
    case("next_after", "f32", binary_program("next_after", len(rows), "f32"),
         [dense([r[0] for r in rows], "f32"), dense([r[1] for r in rows], "f32")], [dense([r[2] for r in rows], "f32")],
         None, ["hand-derived", "nan", "inf", "negative-zero", "subnormal"])
    bf = ml_dtypes.bfloat16
    rows = [(1.0, 2.0, 1.0078125), (1.0, 0.0, 0.99609375), (0.0, 1.0, 9.183549615799121e-41), (inf, 0.0, 3.3895313892515355e+38)]
    case("next_after", "bf16", binary_program("next_after", len(rows), "bf16"),
         [dense([r[0] for r in rows], "bf16"), dense([r[1] for r in rows], "bf16")],
         [dense([r[2] for r in rows], "bf16")], None, ["hand-derived", "subnormal"])


def other_cases():
    # mulhi: the high half of the double-width product, by hand.
    def mulhi_case(t, a, b, bits, signed):
        r = [((x * y) >> bits) for x, y in zip(a, b)]
        if not signed:
            r = [v % (1 << bits) for v in r]
        prog = (f"func.func @main(%x: tensor<{len(a)}x{t}>, %y: tensor<{len(a)}x{t}>) -> tensor<{len(a)}x{t}> {{\n"
                f"  %r = chlo.mulhi %x, %y : tensor<{len(a)}x{t}>, tensor<{len(a)}x{t}> -> tensor<{len(a)}x{t}>\n"
                f"  func.return %r : tensor<{len(a)}x{t}>\n}}\n")
        fmt = lambda v: f"dense<[{', '.join(map(str, v))}]> : tensor<{len(v)}x{t}>"
        case("mulhi", t, prog, [fmt(a), fmt(b)], [fmt(r)], None, ["hand-derived"])
    mulhi_case("i8", [64, -64, -128, 127, -1], [4, 4, -128, 127, -1], 8, True)
    mulhi_case("ui8", [240, 255, 1], [16, 255, 255], 8, False)
    mulhi_case("i32", [2**30, -(2**31), 123456789, -7], [8, -(2**31), 987654321, 3], 32, True)
    mulhi_case("ui64", [2**64 - 1, 2**63, 12345], [2**64 - 1, 2, 2**40], 64, False)
    mulhi_case("i64", [-(2**63), 2**62, -3], [-(2**63), -4, 5], 64, True)
    # is_inf family.
    vals = [0.0, -0.0, 1.0, inf, -inf, nan, np.finfo(np.float32).max]
    for op, pick in (("is_inf", lambda v: math.isinf(v)), ("is_neg_inf", lambda v: v == -inf),
                     ("is_pos_inf", lambda v: v == inf)):
        exp = "dense<[" + ", ".join("true" if pick(v) else "false" for v in vals) + f"]> : tensor<{len(vals)}xi1>"
        case(op, "f32", unary_program(op, len(vals), "f32", "i1"), [dense(vals, "f32")], [exp], None,
             ["hand-derived", "nan", "inf"])
    # conj.
    prog = ("func.func @main(%x: tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {\n"
            "  %r = chlo.conj %x : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>\n"
            "  func.return %r : tensor<3xcomplex<f32>>\n}\n")
    case("conj", "complex_f32", prog, ["dense<[(1.0, 2.0), (-0.5, -0.0), (0.0, 3.0)]> : tensor<3xcomplex<f32>>"],
         ["dense<[(1.0, -2.0), (-0.5, 0.0), (0.0, -3.0)]> : tensor<3xcomplex<f32>>"], None, ["hand-derived"])
    case("conj", "f32", unary_program("conj", 3, "f32"), ["dense<[1.0, -0.0, 0x7FC00000]> : tensor<3xf32>"],
         ["dense<[1.0, -0.0, 0x7FC00000]> : tensor<3xf32>"], None, ["hand-derived"])
    # square of complex numbers: exact parts here.
    prog = ("func.func @main(%x: tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {\n"
            "  %r = chlo.square %x : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>\n"
            "  func.return %r : tensor<3xcomplex<f32>>\n}\n")
    case("square", "complex_f32", prog, ["dense<[(1.0, 2.0), (3.0, -1.0), (0.5, 0.5)]> : tensor<3xcomplex<f32>>"],
         ["dense<[(-3.0, 4.0), (8.0, -6.0), (0.0, 0.5)]> : tensor<3xcomplex<f32>>"], None, ["hand-derived"])
    # constant, constant_like.
    case("constant", "i32", "func.func @main() -> tensor<2xi32> {\n  %r = chlo.constant dense<[7, -1]> : tensor<2xi32>\n"
         "  func.return %r : tensor<2xi32>\n}\n", [], ["dense<[7, -1]> : tensor<2xi32>"], None, ["hand-derived"])
    case("constant_like", "f32_from_i32",
         "func.func @main(%x: tensor<2x3xi32>) -> tensor<2x3xf32> {\n"
         "  %r = \"chlo.constant_like\"(%x) {value = 2.5 : f32} : (tensor<2x3xi32>) -> tensor<2x3xf32>\n"
         "  func.return %r : tensor<2x3xf32>\n}\n", ["dense<0> : tensor<2x3xi32>"], ["dense<2.5> : tensor<2x3xf32>"],
         None, ["hand-derived"])
    # broadcasting ops.
    def bprog(op, lt, rt, res, attrs=""):
        return (f"func.func @main(%x: {lt}, %y: {rt}) -> {res} {{\n"
                f"  %r = chlo.broadcast_{op} %x, %y {attrs}: ({lt}, {rt}) -> {res}\n  func.return %r : {res}\n}}\n")
    case("broadcast_add", "numpy_f32", bprog("add", "tensor<2x3xf32>", "tensor<3xf32>", "tensor<2x3xf32>"),
         ["dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>", "dense<[10.0, 20.0, 30.0]> : tensor<3xf32>"],
         ["dense<[[11.0, 22.0, 33.0], [14.0, 25.0, 36.0]]> : tensor<2x3xf32>"], None, ["hand-derived"])
    case("broadcast_add", "dimensions_i32",
         bprog("add", "tensor<2xi32>", "tensor<2x3xi32>", "tensor<2x3xi32>", "{broadcast_dimensions = array<i64: 0>} "),
         ["dense<[100, 200]> : tensor<2xi32>", "dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>"],
         ["dense<[[101, 102, 103], [204, 205, 206]]> : tensor<2x3xi32>"], None, ["hand-derived"])
    case("broadcast_add", "degenerate_f32", bprog("add", "tensor<2x1xf32>", "tensor<1x3xf32>", "tensor<2x3xf32>"),
         ["dense<[[1.0], [2.0]]> : tensor<2x1xf32>", "dense<[[10.0, 20.0, 30.0]]> : tensor<1x3xf32>"],
         ["dense<[[11.0, 21.0, 31.0], [12.0, 22.0, 32.0]]> : tensor<2x3xf32>"], None, ["hand-derived"])
    simple = {"subtract": ([5.0, 6.0], 1.0, [4.0, 5.0]), "multiply": ([5.0, 6.0], 2.0, [10.0, 12.0]),
              "divide": ([5.0, 6.0], 2.0, [2.5, 3.0]), "maximum": ([5.0, -6.0], 0.0, [5.0, 0.0]),
              "minimum": ([5.0, -6.0], 0.0, [0.0, -6.0]), "power": ([3.0, 2.0], 2.0, [9.0, 4.0]),
              "remainder": ([5.0, -7.0], 3.0, [2.0, -1.0]), "atan2": ([0.0, -0.0], 1.0, [0.0, -0.0]),
              "next_after": ([1.0, 0.0], 1.0, [1.0, 1.401298464324817e-45])}
    for op, (a, b, r) in simple.items():
        case("broadcast_" + op, "f32", bprog(op, "tensor<2xf32>", "tensor<f32>", "tensor<2xf32>"),
             [dense(a, "f32"), f"dense<{lit(b, 'f32')}> : tensor<f32>"], [dense(r, "f32")], None, ["hand-derived"])
    ints = {"shift_left": ([1, 3], 2, [4, 12]), "shift_right_arithmetic": ([-8, 8], 1, [-4, 4]),
            "shift_right_logical": ([-8, 8], 1, [2147483644, 4]), "and": ([12, 10], 6, [4, 2]),
            "or": ([12, 10], 1, [13, 11]), "xor": ([12, 10], 15, [3, 5])}
    for op, (a, b, r) in ints.items():
        case("broadcast_" + op, "i32", bprog(op, "tensor<2xi32>", "tensor<i32>", "tensor<2xi32>"),
             [f"dense<[{a[0]}, {a[1]}]> : tensor<2xi32>", f"dense<{b}> : tensor<i32>"],
             [f"dense<[{r[0]}, {r[1]}]> : tensor<2xi32>"], None, ["hand-derived"])
    case("broadcast_zeta", "f32", bprog("zeta", "tensor<2xf32>", "tensor<f32>", "tensor<2xf32>"),
         ["dense<[1.0, 0.5]> : tensor<2xf32>", "dense<1.0> : tensor<f32>"], ["dense<[0x7F800000, 0x7FC00000]> : tensor<2xf32>"],
         None, ["hand-derived"])
    case("broadcast_polygamma", "f32", bprog("polygamma", "tensor<f32>", "tensor<2xf32>", "tensor<2xf32>"),
         ["dense<0.5> : tensor<f32>", "dense<[1.0, 0.0]> : tensor<2xf32>"], ["dense<[0x7FC00000, 0x7FC00000]> : tensor<2xf32>"],
         None, ["hand-derived"])
    case("broadcast_compare", "gt_f32",
         bprog("compare", "tensor<3xf32>", "tensor<f32>", "tensor<3xi1>",
               "{comparison_direction = #chlo<comparison_direction GT>} "),
         ["dense<[1.0, 2.0, 3.0]> : tensor<3xf32>", "dense<2.0> : tensor<f32>"], ["dense<[false, false, true]> : tensor<3xi1>"],
         None, ["hand-derived"])
    case("broadcast_complex", "f32", bprog("complex", "tensor<2xf32>", "tensor<f32>", "tensor<2xcomplex<f32>>"),
         ["dense<[1.0, 2.0]> : tensor<2xf32>", "dense<-1.0> : tensor<f32>"],
         ["dense<[(1.0, -1.0), (2.0, -1.0)]> : tensor<2xcomplex<f32>>"], None, ["hand-derived"])
    case("broadcast_select", "numpy",
         "func.func @main(%p: tensor<2x1xi1>, %t: tensor<3xi32>, %f: tensor<i32>) -> tensor<2x3xi32> {\n"
         "  %r = chlo.broadcast_select %p, %t, %f : (tensor<2x1xi1>, tensor<3xi32>, tensor<i32>) -> tensor<2x3xi32>\n"
         "  func.return %r : tensor<2x3xi32>\n}\n",
         ["dense<[[true], [false]]> : tensor<2x1xi1>", "dense<[1, 2, 3]> : tensor<3xi32>", "dense<-1> : tensor<i32>"],
         ["dense<[[1, 2, 3], [-1, -1, -1]]> : tensor<2x3xi32>"], None, ["hand-derived"])
    # top_k: ties (lower index first), NaN first, +0 before -0 (totalOrder).
    prog = ("func.func @main(%x: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {\n"
            "  %v, %i = chlo.top_k(%x, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)\n"
            "  func.return %v, %i : tensor<2x3xf32>, tensor<2x3xi32>\n}\n")
    case("top_k", "f32_ties_nan_zeros", prog,
         ["dense<[[1.0, 5.0, 3.0, 5.0, 2.0], [-0.0, 0x7FC00000, 0.0, -1.0, 0x7F800000]]> : tensor<2x5xf32>"],
         ["dense<[[5.0, 5.0, 3.0], [0x7FC00000, 0x7F800000, 0.0]]> : tensor<2x3xf32>",
          "dense<[[1, 3, 2], [1, 4, 2]]> : tensor<2x3xi32>"], None, ["hand-derived", "nan", "negative-zero"])
    prog = ("func.func @main(%x: tensor<6xi32>) -> (tensor<4xi32>, tensor<4xi32>) {\n"
            "  %v, %i = chlo.top_k(%x, k = 4) : tensor<6xi32> -> (tensor<4xi32>, tensor<4xi32>)\n"
            "  func.return %v, %i : tensor<4xi32>, tensor<4xi32>\n}\n")
    case("top_k", "i32", prog, ["dense<[3, -7, 3, 9, 0, 3]> : tensor<6xi32>"],
         ["dense<[9, 3, 3, 3]> : tensor<4xi32>", "dense<[3, 0, 2, 5]> : tensor<4xi32>"], None, ["hand-derived"])
    # ragged_dot, mode 1: rows [0, 2) use rhs group 0, [2, 3) group 1, row 3 is past the groups.
    rd = ("func.func @main(%l: tensor<4x2xf32>, %r: tensor<2x2x2xf32>, %g: tensor<2xi64>) -> tensor<4x2xf32> {\n"
          "  %0 = \"chlo.ragged_dot\"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<"
          "lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], "
          "rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} "
          ": (tensor<4x2xf32>, tensor<2x2x2xf32>, tensor<2xi64>) -> tensor<4x2xf32>\n  func.return %0 : tensor<4x2xf32>\n}\n")
    case("ragged_dot", "mode1_f32", rd,
         ["dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>",
          "dense<[[[1.0, 0.0], [0.0, 1.0]], [[2.0, 0.0], [0.0, 3.0]]]> : tensor<2x2x2xf32>",
          "dense<[2, 1]> : tensor<2xi64>"],
         ["dense<[[1.0, 2.0], [3.0, 4.0], [10.0, 18.0], [0.0, 0.0]]> : tensor<4x2xf32>"], None, ["hand-derived"])
    rd2 = ("func.func @main(%l: tensor<2x4xf32>, %r: tensor<4x1xf32>, %g: tensor<2xi64>) -> tensor<2x2x1xf32> {\n"
           "  %0 = \"chlo.ragged_dot\"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<"
           "lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], "
           "rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1], rhs_group_dimensions = []>} "
           ": (tensor<2x4xf32>, tensor<4x1xf32>, tensor<2xi64>) -> tensor<2x2x1xf32>\n"
           "  func.return %0 : tensor<2x2x1xf32>\n}\n")
    case("ragged_dot", "mode2_f32", rd2,
         ["dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>",
          "dense<[[1.0], [10.0], [100.0], [1000.0]]> : tensor<4x1xf32>", "dense<[1, 2]> : tensor<2xi64>"],
         ["dense<[[[1.0], [5.0]], [[320.0], [760.0]]]> : tensor<2x2x1xf32>"], None, ["hand-derived"])
    # scan: prefix sums forward and reverse.
    sc = lambda rev: ("func.func @main(%x: tensor<4xi32>, %c: tensor<i32>) -> (tensor<4xi32>, tensor<i32>) {\n"
                      "  %0:2 = chlo.scan(%x) inits (%c) dimension=0 " + ("attributes {is_reverse = true} " if rev else "") +
                      "{\n  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n    %s = stablehlo.add %a, %b : tensor<i32>\n"
                      "    stablehlo.return %s, %s : tensor<i32>, tensor<i32>\n"
                      "  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)\n"
                      "  func.return %0#0, %0#1 : tensor<4xi32>, tensor<i32>\n}\n")
    case("scan", "cumsum", sc(False), ["dense<[1, 2, 3, 4]> : tensor<4xi32>", "dense<100> : tensor<i32>"],
         ["dense<[101, 103, 106, 110]> : tensor<4xi32>", "dense<110> : tensor<i32>"], None, ["hand-derived"])
    case("scan", "cumsum_reverse", sc(True), ["dense<[1, 2, 3, 4]> : tensor<4xi32>", "dense<0> : tensor<i32>"],
         ["dense<[10, 9, 7, 4]> : tensor<4xi32>", "dense<10> : tensor<i32>"], None, ["hand-derived"])


def write(directory):
    for op, cases in sorted(CASES.items()):
        lines = [f"# chlo.{op} (ChloOps.td; catalog spec/chlo/{op}.yaml). Written by tools/corpus/chlo_cases.py:",
                 "# expected values from SciPy/NumPy float64 rounded once with a margin, or by hand;",
                 "# never by running hloref.", f"op: chlo.{op}", "cases:"]
        for c in cases:
            lines.append(f"  - name: {c['name']}")
            if c["tags"]:
                lines.append(f"    tags: [{', '.join(c['tags'])}]")
            lines.append("    program: |")
            lines += ["      " + l for l in c["program"].rstrip("\n").split("\n")]
            if c["inputs"]:
                lines.append("    inputs:")
                lines += [f"      - '{v}'" for v in c["inputs"]]
            lines.append("    returns:")
            lines += [f"      - '{v}'" for v in c["returns"]]
            if c["compare"]:
                lines.append(f"    compare: {c['compare']}")
        with open(os.path.join(directory, f"chlo_{op}.yaml"), "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    build()
    write(sys.argv[1] if len(sys.argv) > 1 else "conformance")
