#!/usr/bin/env python3
"""Lowers JAX functions that use CHLO ops and writes tests/data/jax_chlo/*.mlir.

Each file is JAX's lowered module (jax.jit(f).lower(x).as_text(), JAX and
jaxlib 0.10.2, verbatim) with two functions added inside it:
  - @xla_within_bound: calls @main on the inputs and checks XLA:CPU's
    outputs (jax.jit(f)(x)) with check.expect_eq_const, for the elements
    where XLA lies within hloref's allowance (chlo_ops.h: 2 ulp elementary,
    4 ulp special) less one ulp of a float64 evaluation (SciPy/NumPy) -- a
    run with --checks=bound accepts them within hloref's bound;
  - @float64_reference: checks, exactly, the float64 evaluation rounded once
    into the result type, for the elements where that rounding is safe (the
    float64 value farther than 2^-40 relative from a rounding boundary):
    a correctly rounded hloref must give exactly these.
The header comment records the function, and how many elements XLA got
outside the allowance (there the float64 check shows hloref closer).
tests/interpreter/jax_chlo_test.cpp runs both entries.

    ~/.cache/hloref/backends-venv/bin/python tests/data/jax_chlo/generate.py tests/data/jax_chlo
"""
import os
import sys

import jax
import jax.numpy as jnp
import jax.scipy.special as jsp
import ml_dtypes
import numpy as np
import scipy.special as sp

jax.config.update("jax_platforms", "cpu")

ELEMENTARY, SPECIAL = 2, 4


def literal(values):
    """A 1-dimensional f32 dense literal (hex for NaN and infinities)."""
    items = []
    for v in np.asarray(values, np.float32).reshape(-1):
        items.append(repr(float(v)) if np.isfinite(v) else "0x%08X" % int(np.array(v, np.float32).view(np.uint32)))
    return f"dense<[{', '.join(items)}]> : tensor<{len(items)}xf32>"


def ulp_distance(a, b):
    """|a - b| in units of the last place of b (float32)."""
    a, b = np.float32(a), np.float32(b)
    if np.isnan(a) and np.isnan(b):
        return 0
    if not (np.isfinite(a) and np.isfinite(b)):
        return 0 if a == b else np.inf
    return abs(float(a) - float(b)) / float(np.spacing(np.abs(b)))


def safe_round32(v):
    r = np.float32(v)
    if not np.isfinite(v) or v == 0 or not np.isfinite(r):
        return r
    for n in (np.nextafter(r, np.float32(np.inf)), np.nextafter(r, np.float32(-np.inf))):
        if np.isfinite(n) and abs(v - (float(r) + float(n)) / 2) <= abs(v) * 2.0 ** -40:
            return None
    return r


def write(directory, name, description, f, x, ref64, allowance, composite=False):
    lowered = jax.jit(f).lower(x).as_text()
    xla = np.asarray(jax.jit(f)(x))
    ref = ref64(np.asarray(x, np.float64))
    xs = np.asarray(x).reshape(-1)
    keep_xla, keep_ref, outside = [], [], 0
    for i, (a, r) in enumerate(zip(xla.reshape(-1), np.asarray(ref).reshape(-1))):
        rounded = safe_round32(float(r))
        if rounded is not None and not composite:
            keep_ref.append(i)
        target = np.float32(r)
        if ulp_distance(a, target) <= allowance - 1:
            keep_xla.append(i)
        elif rounded is not None:
            outside += 1
    t_in = literal(x)
    arg_type = t_in.split(" : ")[1]

    def checker(entry, indices, values):
        sel = np.asarray(indices, dtype=np.int64)
        sub_v = np.asarray(values, np.float32)[sel]
        n = len(sel)
        # Compare the selected elements: gather them by a constant index list.
        lines = [f"  func.func @{entry}() {{",
                 f"    %x = stablehlo.constant {t_in}",
                 f"    %r = func.call @main(%x) : ({arg_type}) -> {arg_type}",
                 f"    %f = stablehlo.reshape %r : ({arg_type}) -> tensor<{xs.size}xf32>"]
        for k, i in enumerate(sel):
            lines.append(f"    %s{k} = stablehlo.slice %f [{i}:{i + 1}] : (tensor<{xs.size}xf32>) -> tensor<1xf32>")
            lines.append(f"    check.expect_eq_const %s{k}, {literal([sub_v[k]])}")
        lines += ["    func.return", "  }"]
        return "\n".join(lines)

    body = lowered.rstrip().rstrip("}")
    text = (f"// {name}: {description}\n"
            f"// Lowered by JAX {jax.__version__} (jax.jit(f).lower(x).as_text()); inputs x = the constant below.\n"
            f"// @xla_within_bound: XLA:CPU's outputs at the {len(keep_xla)} of {xs.size} elements within\n"
            f"// {allowance} - 1 ulp of a float64 evaluation (SciPy/NumPy); @float64_reference: that evaluation\n"
            f"// rounded once, at the {len(keep_ref)} elements where the rounding is safe. XLA:CPU is outside\n"
            f"// the allowance at {outside} of them.\n"
            + body + "\n" + checker("xla_within_bound", keep_xla, xla.reshape(-1)) + "\n"
            + checker("float64_reference", keep_ref, [safe_round32(float(r)) if safe_round32(float(r)) is not None
                                                     else 0 for r in np.asarray(ref).reshape(-1)]) + "\n}\n")
    with open(os.path.join(directory, name + ".mlir"), "w") as out:
        out.write(text)
    print(f"{name}: {xs.size} elements, XLA within allowance {len(keep_xla)}, float64-checked {len(keep_ref)}, "
          f"XLA outside {outside}")


def dense_any(a):
    """A dense literal of any shape and dtype (f32, i32, ui32)."""
    a = np.asarray(a)
    t = {"float32": "f32", "int32": "i32", "uint32": "ui32"}[str(a.dtype)]

    def fmt(v):
        if a.dtype == np.float32:
            return repr(float(v)) if np.isfinite(v) else "0x%08X" % int(np.array(v, np.float32).view(np.uint32))
        return str(int(v))

    body = np.array2string(np.vectorize(fmt, otypes=[object])(a), separator=", ", threshold=10 ** 9,
                           max_line_width=10 ** 9, formatter={"object": str})
    shape = "x".join(map(str, a.shape))
    return f"dense<{body}> : tensor<{shape + 'x' if shape else ''}{t}>"


def write_whole(directory, name, description, f, args):
    """A program checked as a whole against XLA:CPU within hloref's bound."""
    lowered = jax.jit(f).lower(*args).as_text()
    xla = jax.jit(f)(*args)
    xla = tuple(xla) if isinstance(xla, (tuple, list)) else (xla,)
    lines = ["  func.func @xla_within_bound() {"]
    names = []
    for k, a in enumerate(args):
        lines.append(f"    %a{k} = stablehlo.constant {dense_any(a)}")
        names.append(f"%a{k}")
    arg_types = ", ".join(dense_any(a).split(" : ")[1] for a in args)
    res_types = [dense_any(np.asarray(r)).split(" : ")[1] for r in xla]
    lines.append(f"    %r:{len(xla)} = func.call @main({', '.join(names)}) : ({arg_types}) -> ({', '.join(res_types)})")
    for k, r in enumerate(xla):
        lines.append(f"    check.expect_eq_const %r#{k}, {dense_any(np.asarray(r))}")
    lines += ["    func.return", "  }"]
    body = lowered.rstrip().rstrip("}")
    text = (f"// {name}: {description}\n"
            f"// Lowered by JAX {jax.__version__} (jax.jit(f).lower(*args).as_text()); @xla_within_bound checks\n"
            f"// XLA:CPU's outputs on the arguments below (accepted within hloref's bound).\n"
            + body + "\n" + "\n".join(lines) + "\n}\n")
    with open(os.path.join(directory, name + ".mlir"), "w") as out:
        out.write(text)
    print(f"{name}: whole-program check")


def layer_norm(x):
    m = jnp.mean(x, -1, keepdims=True)
    v = jnp.mean(jnp.square(x - m), -1, keepdims=True)
    return (x - m) * jax.lax.rsqrt(v + 1e-5)


def main(directory):
    rng = np.random.default_rng(2026)
    u = lambda lo, hi, n=24: rng.uniform(lo, hi, n).astype(np.float32)
    gelu64 = lambda v: v * sp.ndtr(v)
    cases = [
        ("erf", "jax.scipy.special.erf", jsp.erf, u(-4, 4), sp.erf, SPECIAL),
        ("erfc", "jax.scipy.special.erfc", jsp.erfc, u(-2, 9), sp.erfc, SPECIAL),
        ("erfinv", "jax.scipy.special.erfinv", jsp.erfinv, u(-1, 1), sp.erfinv, SPECIAL),
        ("gammaln", "jax.scipy.special.gammaln", jsp.gammaln, u(0.01, 30), sp.gammaln, SPECIAL),
        ("digamma", "jax.scipy.special.digamma", jsp.digamma, u(0.01, 30), sp.digamma, SPECIAL),
        ("i1e", "jax.scipy.special.i1e", jsp.i1e, u(-50, 50), sp.i1e, SPECIAL),
        ("polygamma1", "jax.scipy.special.polygamma(1, x)", lambda v: jsp.polygamma(1, v), u(0.1, 20),
         lambda v: sp.polygamma(1, v), SPECIAL),
        ("zeta3", "jax.scipy.special.zeta(3, x)", lambda v: jsp.zeta(3.0, v), u(0.1, 20), lambda v: sp.zeta(3.0, v),
         SPECIAL),
        ("sinh", "jnp.sinh", jnp.sinh, u(-10, 10), np.sinh, ELEMENTARY),
        ("cosh", "jnp.cosh", jnp.cosh, u(-10, 10), np.cosh, ELEMENTARY),
        ("arcsin", "jnp.arcsin", jnp.arcsin, u(-1, 1), np.arcsin, ELEMENTARY),
        ("arccos", "jnp.arccos", jnp.arccos, u(-1, 1), np.arccos, ELEMENTARY),
        ("arctan", "jnp.arctan", jnp.arctan, u(-20, 20), np.arctan, ELEMENTARY),
        ("arcsinh", "jnp.arcsinh", jnp.arcsinh, u(-20, 20), np.arcsinh, ELEMENTARY),
        ("arccosh", "jnp.arccosh", jnp.arccosh, u(1, 20), np.arccosh, ELEMENTARY),
        ("arctanh", "jnp.arctanh", jnp.arctanh, u(-0.999, 0.999), np.arctanh, ELEMENTARY),
        ("gelu_exact", "jax.nn.gelu(x, approximate=False)", lambda v: jax.nn.gelu(v, approximate=False), u(-6, 6),
         gelu64, SPECIAL + 2, True),
        ("square", "jnp.square", jnp.square, u(-100, 100), np.square, 1),
    ]
    os.makedirs(directory, exist_ok=True)
    for name, description, f, x, ref, allowance, *composite in cases:
        write(directory, name, description, f, x, ref, allowance, *composite)
    whole = [
        ("top_k", "jax.lax.top_k(x, 3)", lambda v: jax.lax.top_k(v, 3), [rng.standard_normal((4, 7)).astype(np.float32)]),
        ("random_normal", "jax.random.normal(key, (16,))", lambda k: jax.random.normal(k, (16,)),
         [np.array([0, 42], np.uint32)]),
        ("layer_norm", "layer norm (jnp.mean, jnp.square, lax.rsqrt)", layer_norm,
         [rng.standard_normal((3, 8)).astype(np.float32)]),
        ("mulhi", "jax.lax.mulhi on i32", jax.lax.mulhi,
         [rng.integers(-2 ** 31, 2 ** 31, 8).astype(np.int32), rng.integers(-2 ** 31, 2 ** 31, 8).astype(np.int32)]),
        ("nextafter", "jnp.nextafter(x, x + 1)", lambda v: jnp.nextafter(v, v + 1), [u(-3, 3, 8)]),
        ("ragged_dot", "jax.lax.ragged_dot (XLA:CPU lowers it to StableHLO)", jax.lax.ragged_dot,
         [rng.standard_normal((11, 5)).astype(np.float32), rng.standard_normal((3, 5, 7)).astype(np.float32),
          np.array([4, 4, 3], np.int32)]),
    ]
    for name, description, f, args in whole:
        write_whole(directory, name, description, f, args)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/data/jax_chlo")
