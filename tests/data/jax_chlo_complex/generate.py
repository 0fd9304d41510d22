#!/usr/bin/env python3
"""Lowers JAX's complex inverse trigonometric and hyperbolic functions and
writes tests/data/jax_chlo_complex/*.mlir.

Each file is JAX's lowered module (jax.jit(f).lower(x).as_text(), JAX and
jaxlib 0.10.2, verbatim: chlo.asin, chlo.acos, ... on complex<f32> or
complex<f64>) with one function added inside it, @exact_reference: it
calls @main on the inputs x and checks, exactly, each part of the result
against mpmath's value rounded once to the part type (3000 bits, confirmed
at 6000). Operands with a zero part take the limit from the side that
zero's sign names (mpmath at the zero replaced by +-2^-1500), as ISO C
Annex G defines the principal values on the branch cuts; the sign of a
zero result part is the sign of that limit. The header records, per file,
how many elements XLA:CPU (jax.jit(f)(x)) gets more than 4 ulp from the
exact parts (there hloref is the exact one); most are on the cuts, where
CHLO's decompositions treat -0 as +0.
tests/interpreter/jax_chlo_test.cpp runs @exact_reference.

    ~/.cache/hloref/backends-venv/bin/python tests/data/jax_chlo_complex/generate.py tests/data/jax_chlo_complex
"""
import math
import os
import sys

import jax
import jax.numpy as jnp
import mpmath
import numpy as np
from mpmath import mp, mpc, mpf

jax.config.update("jax_platforms", "cpu")
jax.config.update("jax_enable_x64", True)

FUNCTIONS = {
    "arcsin": (jnp.arcsin, mpmath.asin), "arccos": (jnp.arccos, mpmath.acos),
    "arcsinh": (jnp.arcsinh, mpmath.asinh), "arccosh": (jnp.arccosh, mpmath.acosh),
    "arctan": (jnp.arctan, mpmath.atan), "arctanh": (jnp.arctanh, mpmath.atanh),
    "sinh": (jnp.sinh, mpmath.sinh), "cosh": (jnp.cosh, mpmath.cosh),
}
TYPES = {np.complex64: ("f32", 24, 2.0 ** -126), np.complex128: ("f64", 53, 2.0 ** -1022)}


def side(v):
    """A zero part replaced by a tiny number of its sign (the side of the limit)."""
    v = float(v)
    return mpf(v) if v != 0 else mpf(2) ** -1500 * (-1 if math.copysign(1, v) < 0 else 1)


def round_part(v, prec, smallest_normal):
    with mp.workprec(prec):
        r = +v
    f = float(r)
    if f == 0:
        return -0.0 if v < 0 else 0.0
    if abs(f) < smallest_normal or math.isinf(f):
        raise ValueError("subnormal or overflowing part")
    return f


def exact(mf, z, prec, smallest_normal):
    results = []
    for bits in (3000, 6000):
        with mp.workprec(bits):
            w = mf(mpc(side(z.real), side(z.imag)))
        results.append((round_part(w.real, prec, smallest_normal), round_part(w.imag, prec, smallest_normal)))
    assert results[0] == results[1], (z, results)
    return results[0]


def operands(ctype, rng, trig):
    """Both sides of every cut, near the branch points, tiny and large parts, random ones."""
    zs = [complex(2, 0.0), complex(2, -0.0), complex(-2, 0.0), complex(-2, -0.0), complex(0.0, 2), complex(-0.0, 2),
          complex(0.0, -2), complex(-0.0, -2), complex(0.5, 0.0), complex(0.5, -0.0), complex(-0.5, -0.0),
          complex(0.0, 0.5), complex(-0.0, -0.5), complex(1 + 2 ** -20, 2 ** -30), complex(1 - 2 ** -20, -2 ** -30),
          complex(2 ** -30, 1 + 2 ** -20), complex(-2 ** -25, 1 - 2 ** -20), complex(1e-20, 3e-21),
          complex(1e20, -3e19), complex(-7e15, 2.5)]
    if not trig:  # sinh, cosh: moderate real parts, any imaginary parts
        zs = [complex(0.0, 2), complex(-0.0, 2), complex(1e-20, 3.0), complex(3.0, 1e-20), complex(-40.0, 1e5),
              complex(0.5, 1e15), complex(2 ** -60, 2 ** -70), complex(-0.0, -0.0)]
    zs += [complex(rng.uniform(-4, 4), rng.uniform(-4, 4)) for _ in range(12)]
    return np.array(zs, ctype)


def literal(values, ctype):
    """A complex dense literal; parts in hex (exact, signed zeros kept)."""
    def part(v):
        if ctype == np.complex64:
            return "0x%08X" % int(np.array(v, np.float32).view(np.uint32))
        return "0x%016X" % int(np.array(v, np.float64).view(np.uint64))
    items = [f"({part(v.real)}, {part(v.imag)})" for v in values]
    t = "complex<f32>" if ctype == np.complex64 else "complex<f64>"
    return f"dense<[{', '.join(items)}]> : tensor<{len(items)}x{t}>"


def ulps(a, e, ftype):
    if a == e and math.copysign(1, a) == math.copysign(1, e):
        return 0
    if not (math.isfinite(a) and math.isfinite(e)):
        return math.inf
    return abs(a - e) / float(np.spacing(ftype(max(abs(e), np.finfo(ftype).tiny)))) or math.inf  # a zero's sign


def write(directory, name, jf, mf, ctype, rng):
    t, prec, smallest_normal = TYPES[ctype]
    ftype = np.float32 if ctype == np.complex64 else np.float64
    x = operands(ctype, rng, name not in ("sinh", "cosh"))
    keep, expected = [], []
    for z in x:
        try:
            expected.append(exact(mf, z, prec, smallest_normal))
            keep.append(z)
        except ValueError:
            pass
    x = np.array(keep, ctype)
    lowered = jax.jit(jf).lower(x).as_text()
    xla = np.asarray(jax.jit(jf)(x))
    off = sum(1 for a, e in zip(xla, expected)
              if max(ulps(float(a.real), e[0], ftype), ulps(float(a.imag), e[1], ftype)) > 4)
    arg = literal(x, ctype)
    ty = arg.split(" : ")[1]
    want = literal([complex(*e) for e in expected], ctype)
    body = lowered.rstrip().rstrip("}")
    text = (f"// {name} on {ty}: jnp.{name}, lowered by JAX {jax.__version__} (jax.jit(f).lower(x).as_text()).\n"
            f"// @exact_reference: mpmath's parts rounded once (generate.py). XLA:CPU is more than 4 ulp\n"
            f"// from them (or has the other sign of zero) at {off} of {len(x)} elements.\n"
            + body + "\n"
            f"  func.func @exact_reference() {{\n"
            f"    %x = stablehlo.constant {arg}\n"
            f"    %r = func.call @main(%x) : ({ty}) -> {ty}\n"
            f"    check.expect_eq_const %r, {want}\n"
            f"    func.return\n  }}\n}}\n")
    path = os.path.join(directory, f"{name}_{t}.mlir")
    with open(path, "w") as out:
        out.write(text)
    print(f"{name} {t}: {len(x)} elements, XLA:CPU off at {off}")


def main(directory):
    rng = np.random.default_rng(15)
    os.makedirs(directory, exist_ok=True)
    for name, (jf, mf) in FUNCTIONS.items():
        for ctype in TYPES:
            write(directory, name, jf, mf, ctype, rng)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/data/jax_chlo_complex")
