#!/usr/bin/env python3
"""Writes hard_cases.txt: CHLO's complex functions at hard operands, from mpmath.

Independent of hloref: mpmath (1.3) evaluates each function at 3000 bits of
working precision (its own algorithms: logarithms and square roots of the
textbook definitions), and the parts are rounded once to the part type (f32
or f64) to nearest even. Each value is computed twice, at 3000 and 6000
bits; an operand whose rounded parts differ between the two is an error.
Operands lie off the branch cuts (mpmath has no signed zeros; the cuts are
checked by hand in tests/numerics/chlo_complex_test.cpp) and away from the
poles; results are normal numbers or exact zeros.

Line format: function type re im expected_re expected_im (hex floats).

    ~/.cache/hloref/backends-venv/bin/python tests/data/chlo_complex/generate.py tests/data/chlo_complex
"""
import os
import sys

import mpmath
from mpmath import mp, mpf, mpc

FUNCTIONS = {
    "asin": mpmath.asin, "acos": mpmath.acos, "asinh": mpmath.asinh, "acosh": mpmath.acosh,
    "atan": mpmath.atan, "atanh": mpmath.atanh, "sinh": mpmath.sinh, "cosh": mpmath.cosh,
}
PRECISION = {"f32": 24, "f64": 53}
MIN_NORMAL = {"f32": 2.0 ** -126, "f64": 2.0 ** -1022}
MAX_FINITE = {"f32": float.fromhex("0x1.fffffep127"), "f64": float.fromhex("0x1.fffffffffffffp1023")}


def round_part(v, t):
    """v (an mpf) rounded to nearest even at the part type's precision, as a float."""
    with mp.workprec(PRECISION[t]):
        r = +v
    f = float(r)
    if f != 0 and not (MIN_NORMAL[t] <= abs(f) <= MAX_FINITE[t]):
        raise ValueError("result outside the normal range")
    return f


def rounded(name, z, t, bits):
    with mp.workprec(bits):
        w = FUNCTIONS[name](mpc(z.real, z.imag))
    return round_part(w.real, t), round_part(w.imag, t)


def f32(v):
    import struct
    return struct.unpack("f", struct.pack("f", v))[0]


def operands(t):
    """Hard operands: near the branch points +-1 and +-i, tiny and huge
    parts, near the unit circle (atanh's cancellation), subnormal parts."""
    e = 2.0 ** -23 if t == "f32" else 2.0 ** -52
    tiny = 2.0 ** -140 if t == "f32" else 2.0 ** -1060  # subnormal
    big = 2.0 ** 120 if t == "f32" else 2.0 ** 1000
    zs = []
    for x in (1.0, 1 - e / 2, 1 + e, 1 - 2 ** -12, 1 + 2 ** -12, 0.5, 2.0):
        for y in (2 ** -30, 2 ** -12, e, 1e-3, tiny if x != 1.0 else 2 ** -60):
            zs += [complex(x, y), complex(-x, y), complex(x, -y)]
    for y in (1.0, 1 - e / 2, 1 + e, 1 - 2 ** -12):
        for x in (2 ** -30, e, 2 ** -60, 1e-3):
            zs += [complex(x, y), complex(x, -y), complex(-x, y)]
    zs += [complex(2 ** -100, 2 ** -120), complex(-2 ** -100, 2 ** -90), complex(tiny, 0.75), complex(0.75, tiny),
           complex(tiny, tiny * 3), complex(big, 2.0 ** -20), complex(2.0 ** -20, big), complex(big, big / 3),
           complex(-big, 1.0), complex(1e-3, big)]
    # near the unit circle: cos t + i sin t rounded, and a neighbour
    for k in range(1, 6):
        th = k * 0.27
        c, s = float(mpmath.cos(th)), float(mpmath.sin(th))
        if t == "f32":
            c, s = f32(c), f32(s)
        zs += [complex(c, s), complex(c * (1 + e), s), complex(-c, s)]
    if t == "f32":
        zs = [complex(f32(z.real), f32(z.imag)) for z in zs]
    return zs


def sinh_cosh_operands(t):
    if t == "f32":
        return [complex(80.0, 2.0 ** -100), complex(-88.5, 3.0), complex(0.5, 1e6), complex(2.0 ** -140, 1.5),
                complex(1e-3, 2.0 ** -30), complex(20.0, 1e10)]
    return [complex(710.25, 1e-300), complex(-709.0, 2.0), complex(0.5, 1e22), complex(2.0 ** -1060, 1.5),
            complex(1e-3, 2.0 ** -60), complex(30.0, 1e300), complex(1e-200, 1e-200)]


def main(directory):
    lines = []
    for t in ("f32", "f64"):
        for name in FUNCTIONS:
            zs = sinh_cosh_operands(t) if name in ("sinh", "cosh") else operands(t)
            for z in zs:
                try:
                    a = rounded(name, z, t, 3000)
                except ValueError:
                    continue
                b = rounded(name, z, t, 6000)
                assert a == b, (name, t, z, a, b)
                lines.append(f"{name} {t} {z.real.hex()} {z.imag.hex()} {a[0].hex()} {a[1].hex()}")
    with open(os.path.join(directory, "hard_cases.txt"), "w") as out:
        out.write("# Written by generate.py (mpmath %s, 3000 and 6000 bits); see there.\n" % mpmath.__version__)
        out.write("\n".join(lines) + "\n")
    print(len(lines), "cases")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/data/chlo_complex")
