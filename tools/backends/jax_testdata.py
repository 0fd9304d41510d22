#!/usr/bin/env python3
"""Writes self-checking StableHLO test programs from real JAX functions.

Runs in the JAX venv (tools/backends/setup.sh):

    ~/.cache/hloref/backends-venv/bin/python tools/backends/jax_testdata.py [OUT_DIR]

OUT_DIR defaults to tests/data/jax_testdata. Each program, in the style of
upstream StableHLO's interpret/testdata, is a `func.func @main()` that
materializes the inputs as `stablehlo.constant`s, calls the function
`jax.jit(f).lower(*args)` gave, and compares its results with XLA:CPU's
(`jax.jit(f)(*args)`) through `stablehlo.custom_call @check.expect_close`
(floats) or `@check.expect_eq` (integers, booleans).

manifest.json records, per program, whether XLA's output equals an
independent model: the program's exact sums and products (Python
Fractions, numpy object arrays) rounded to the types in the order the
lowered program rounds them. `model_is_hloref` says the model is exactly
what hloref computes (exact open-order sums, each op correctly rounded):
then `xla_equals_model: false` means a literal (--checks=strict) check
fails because XLA summed in another legal order. Programs with
transcendental functions or ordered folds (cumprod) have no exact model;
their `xla_equals_model` compares with numpy float64, for information.

Inputs are deterministic (numpy RandomState, fixed seeds) and mix
magnitudes so that summation order shows. Re-running rewrites every file.
"""

import json
import os
import sys
from fractions import Fraction

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np

jax.config.update("jax_platforms", "cpu")

BF16 = np.dtype(ml_dtypes.bfloat16)
F16 = np.dtype(np.float16)
F32 = np.dtype(np.float32)
I8 = np.dtype(np.int8)
I32 = np.dtype(np.int32)

MLIR_TYPE = {BF16: "bf16", F16: "f16", F32: "f32", np.dtype(np.float64): "f64", I8: "i8", I32: "i32",
             np.dtype(np.int64): "i64", np.dtype(np.bool_): "i1"}
FLOATS = (BF16, F16, F32, np.dtype(np.float64))
UINT_OF = {2: np.uint16, 4: np.uint32, 8: np.uint64}


# ---------------------------------------------------------------- inputs

def mixed(seed, shape, dtype, spread=12):
    """Values of both signs over `spread` binades either side of 1, rounded to dtype."""
    rs = np.random.RandomState(seed)
    mant = rs.uniform(1.0, 2.0, size=shape)
    exp = rs.randint(-spread, spread + 1, size=shape)
    sign = np.where(rs.rand(*shape) < 0.5, -1.0, 1.0)
    return (sign * mant * np.exp2(exp)).astype(dtype)


def positive(seed, shape, dtype, lo=0.5, hi=1.5):
    return np.random.RandomState(seed).uniform(lo, hi, size=shape).astype(dtype)


def ints(seed, shape, dtype, lo=-128, hi=127):
    return np.random.RandomState(seed).randint(lo, hi + 1, size=shape).astype(dtype)


# ---------------------------------------------------------------- the exact model

def exact(a):
    """An object array of Fractions holding `a`'s values exactly."""
    a = np.asarray(a)
    if a.dtype.kind in "iub":
        return np.vectorize(lambda v: Fraction(int(v)), otypes=[object])(a)
    return np.vectorize(lambda v: Fraction(float(v)), otypes=[object])(a.astype(np.float64))


def _neighbours(x, dtype):
    """The values next to x in dtype with the same sign bit (finite ones)."""
    u = UINT_OF[dtype.itemsize]
    bits = int(np.array([x], dtype=dtype).view(u)[0])
    sign = 1 << (8 * dtype.itemsize - 1)
    out = []
    for nb in (bits - 1, bits + 1):
        if nb < 0 or (nb & sign) != (bits & sign):
            continue
        v = np.array([nb], dtype=u).view(dtype)[0]
        if np.isfinite(v):
            out.append(v)
    return out


def round_to(value, dtype):
    """`value` (a Fraction) correctly rounded to nearest even in dtype (finite range)."""
    first = np.array([float(value)]).astype(dtype)[0]
    candidates = [first] + _neighbours(first, dtype)
    best = None
    for c in candidates:
        err = abs(Fraction(float(c)) - value)
        even = int(np.array([c], dtype=dtype).view(UINT_OF[dtype.itemsize])[0]) % 2 == 0
        key = (err, not even)
        if best is None or key < best[0]:
            best = (key, c)
    return best[1]


def R(a, dtype):
    """Rounds an object array of Fractions to dtype, element by element."""
    dtype = np.dtype(dtype)
    a = np.asarray(a, dtype=object)
    if dtype.kind in "iu":
        return np.vectorize(lambda v: int(v), otypes=[object])(a).astype(dtype)
    flat = [round_to(Fraction(v), dtype) for v in a.reshape(-1)]
    return np.array(flat, dtype=dtype).reshape(a.shape)


def conv_nchw(x, w):
    """VALID convolution, NCHW x OIHW, exact on object arrays."""
    n, c, h, wd = x.shape
    o, _, kh, kw = w.shape
    out = np.empty((n, o, h - kh + 1, wd - kw + 1), dtype=object)
    for b in range(n):
        for f in range(o):
            for i in range(h - kh + 1):
                for j in range(wd - kw + 1):
                    out[b, f, i, j] = sum(
                        (x[b, :, i:i + kh, j:j + kw] * w[f]).reshape(-1), Fraction(0))
    return out


# ---------------------------------------------------------------- the programs

PROGRAMS = []


def program(name, f, args, model=None, hloref_exact=True, float64=None):
    """`model(*exact_args)` returns the rounded outputs; hloref_exact: the model is what hloref computes.
    Without an exact model, `float64(*float64_args)` evaluates f in numpy float64."""
    PROGRAMS.append(dict(name=name, f=f, args=args, model=model, float64=float64,
                         hloref_exact=hloref_exact and model is not None))


def np_softmax(x):
    e = np.exp(x - np.max(x, axis=-1, keepdims=True))
    return e / np.sum(e, axis=-1, keepdims=True)


def np_logsumexp(x):
    m = np.max(x, axis=-1, keepdims=True)
    return (m + np.log(np.sum(np.exp(x - m), axis=-1, keepdims=True)))[..., 0]


def conv(x, w):
    return jax.lax.conv_general_dilated(x, w, (1, 1), "VALID", dimension_numbers=("NCHW", "OIHW", "NCHW"))


def define():
    # Cumulative sums lower to reduce_window with an add body.
    program("cumsum_f32_16", lambda x: jnp.cumsum(x), [mixed(1, (16,), F32)],
            lambda x: R(np.cumsum(x), F32))
    program("cumsum_f32_4x8_axis1", lambda x: jnp.cumsum(x, axis=1), [mixed(2, (4, 8), F32)],
            lambda x: R(np.cumsum(x, axis=1), F32))
    program("cumsum_f32_6x4_axis0", lambda x: jnp.cumsum(x, axis=0), [mixed(3, (6, 4), F32)],
            lambda x: R(np.cumsum(x, axis=0), F32))
    program("cumsum_f16_16", lambda x: jnp.cumsum(x), [mixed(4, (16,), F16, spread=4)],
            lambda x: R(np.cumsum(x), F16))
    program("cumsum_bf16_16", lambda x: jnp.cumsum(x), [mixed(5, (16,), BF16, spread=4)],
            lambda x: R(np.cumsum(x), BF16))
    # Products: reduce_window with a multiply body folds in an order hloref does not sum exactly.
    program("cumprod_f32_12", lambda x: jnp.cumprod(x), [positive(6, (12,), F32)],
            lambda x: R(np.cumprod(x), F32), hloref_exact=False)
    # Sums and means.
    program("sum_f32_64", lambda x: jnp.sum(x), [mixed(10, (64,), F32)], lambda x: R(np.sum(x), F32))
    program("sum_f32_8x16_axis0", lambda x: jnp.sum(x, axis=0), [mixed(11, (8, 16), F32)],
            lambda x: R(np.sum(x, axis=0), F32))
    program("sum_f32_8x16_axis1", lambda x: jnp.sum(x, axis=1), [mixed(12, (8, 16), F32)],
            lambda x: R(np.sum(x, axis=1), F32))
    program("sum_f32_4x5x6_axes02", lambda x: jnp.sum(x, axis=(0, 2)), [mixed(13, (4, 5, 6), F32)],
            lambda x: R(np.sum(x, axis=(0, 2)), F32))
    program("sum_f32_16x16_all", lambda x: jnp.sum(x), [mixed(14, (16, 16), F32, spread=10)],
            lambda x: R(np.sum(x), F32))
    program("sum_f16_64", lambda x: jnp.sum(x), [mixed(15, (64,), F16, spread=4)],
            lambda x: R(R(np.sum(x), F32), F16))
    program("sum_bf16_8x32_axis1", lambda x: jnp.sum(x, axis=1), [mixed(16, (8, 32), BF16)],
            lambda x: R(R(np.sum(x, axis=1), F32), BF16))
    program("sum_f16_to_f32", lambda x: jnp.sum(x, dtype=jnp.float32), [mixed(17, (48,), F16, spread=4)],
            lambda x: R(np.sum(x), F32))
    program("mean_f32_8x16_axis1", lambda x: jnp.mean(x, axis=1), [mixed(18, (8, 16), F32)],
            lambda x: R(exact(R(np.sum(x, axis=1), F32)) / 16, F32))
    program("mean_f16_32", lambda x: jnp.mean(x), [mixed(19, (32,), F16, spread=4)],
            lambda x: R(R(exact(R(np.sum(x), F32)) / 32, F32), F16))
    # jnp.var lowers to chlo.square; the same variance, squared by a multiply.
    program("var_f32_6x10_axis1", lambda x: jnp.mean((lambda d: d * d)(x - jnp.mean(x, axis=1, keepdims=True)), axis=1), [mixed(20, (6, 10), F32)],
            float64=lambda x: np.var(x, axis=1))
    program("var_bf16_32", lambda x: jnp.mean((lambda d: d * d)(x - jnp.mean(x))), [mixed(21, (32,), BF16, spread=3)], float64=np.var)
    # Dots, matmuls, einsums.
    program("dot_f32_8x32x4", lambda a, b: jnp.dot(a, b), [mixed(30, (8, 32), F32), mixed(31, (32, 4), F32)],
            lambda a, b: R(np.dot(a, b), F32))
    program("matmul_f32_batch", lambda a, b: jnp.matmul(a, b),
            [mixed(32, (2, 4, 24), F32), mixed(33, (2, 24, 3), F32)], lambda a, b: R(np.matmul(a, b), F32))
    program("matmul_f16_6x16x5", lambda a, b: jnp.matmul(a, b),
            [mixed(34, (6, 16), F16, spread=3), mixed(35, (16, 5), F16, spread=3)],
            lambda a, b: R(np.matmul(a, b), F16))
    program("dot_bf16_to_f32", lambda a, b: jnp.dot(a, b, preferred_element_type=jnp.float32),
            [mixed(36, (8, 32), BF16), mixed(37, (32, 6), BF16)], lambda a, b: R(np.dot(a, b), F32))
    program("dot_i8_to_i32", lambda a, b: jnp.dot(a, b, preferred_element_type=jnp.int32),
            [ints(38, (6, 40), I8), ints(39, (40, 5), I8)], lambda a, b: R(np.dot(a, b), I32))
    program("einsum_f32_ij_jk", lambda a, b: jnp.einsum("ij,jk->ik", a, b),
            [mixed(40, (5, 20), F32), mixed(41, (20, 7), F32)], lambda a, b: R(np.einsum("ij,jk->ik", a, b), F32))
    program("einsum_f32_bij_bkj", lambda a, b: jnp.einsum("bij,bkj->bik", a, b),
            [mixed(42, (3, 4, 16), F32), mixed(43, (3, 5, 16), F32)],
            lambda a, b: R(np.einsum("bij,bkj->bik", a, b), F32))
    program("einsum_bf16_to_f32", lambda a, b: jnp.einsum("ij,kj->ik", a, b, preferred_element_type=jnp.float32),
            [mixed(44, (6, 24), BF16), mixed(45, (4, 24), BF16)], lambda a, b: R(np.einsum("ij,kj->ik", a, b), F32))
    program("einsum_f32_trace_like", lambda a: jnp.einsum("ijk->k", a), [mixed(46, (6, 8, 3), F32)],
            lambda a: R(np.sum(a, axis=(0, 1)), F32))
    # Convolutions.
    program("conv_f32_1x3x8x8", conv, [mixed(50, (1, 3, 8, 8), F32), mixed(51, (4, 3, 3, 3), F32)],
            lambda x, w: R(conv_nchw(x, w), F32))
    program("conv_bf16_2x2x6x6", conv, [mixed(52, (2, 2, 6, 6), BF16), mixed(53, (3, 2, 3, 3), BF16)],
            lambda x, w: R(R(conv_nchw(x, w), F32), BF16), hloref_exact=False)
    # Softmax, logsumexp: transcendental functions, no exact model.
    program("softmax_f32_4x16", lambda x: jax.nn.softmax(x, axis=-1), [mixed(60, (4, 16), F32, spread=2)],
            float64=np_softmax)
    program("logsumexp_f32_4x16", lambda x: jax.scipy.special.logsumexp(x, axis=-1),
            [mixed(61, (4, 16), F32, spread=2)], float64=np_logsumexp)
    program("log_softmax_bf16_2x16", lambda x: jax.nn.log_softmax(x, axis=-1), [mixed(62, (2, 16), BF16, spread=2)],
            float64=lambda x: np.log(np_softmax(x)))
    # Controls: no open order.
    program("max_f32_8x16_axis1", lambda x: jnp.max(x, axis=1), [mixed(70, (8, 16), F32)],
            lambda x: R(np.max(x, axis=1), F32))
    program("add_mul_f32", lambda a, b: a * b + a, [mixed(71, (4, 8), F32), mixed(72, (4, 8), F32)],
            lambda a, b: R(exact(R(a * b, F32)) + a, F32))
    program("relu_bf16", lambda x: jnp.maximum(x, 0), [mixed(73, (16,), BF16)],
            lambda x: R(np.maximum(x, 0), BF16))
    program("argmax_f32", lambda x: jnp.argmax(x, axis=1), [mixed(74, (5, 9), F32)],
            lambda x: np.argmax(x, axis=1).astype(np.int32))
    program("sum_i32", lambda x: jnp.sum(x, axis=0), [ints(75, (10, 6), I32, -1000, 1000)],
            lambda x: R(np.sum(x, axis=0), I32))


# ---------------------------------------------------------------- writing

def ordinals(a):
    """Each float's position on the line of representable values (sign-magnitude bits made monotonic)."""
    a = np.asarray(a)
    bits = a.view(UINT_OF[a.dtype.itemsize]).astype(np.int64)
    sign = np.int64(1) << (8 * a.dtype.itemsize - 1)
    return np.where(bits & sign, -(bits & ~sign), bits)


def literal(a):
    a = np.asarray(a)
    t = "tensor<" + "".join(f"{d}x" for d in a.shape) + MLIR_TYPE[a.dtype] + ">"

    def elem(v):
        if a.dtype == np.bool_:
            return "true" if v else "false"
        if a.dtype.kind in "iu":
            return str(int(v))
        v32 = np.float32(v) if a.dtype != np.float64 else np.float64(v)
        if not np.isfinite(v32):
            raise ValueError("non-finite value")
        return np.format_float_scientific(v32, unique=True, trim="0")

    def nest(x):
        if x.ndim == 0:
            return elem(x[()])
        return "[" + ", ".join(nest(x[i]) for i in range(x.shape[0])) + "]"

    body = nest(a) if a.ndim else elem(a[()])
    return f"dense<{body}> : {t}", t


def module_body(text):
    """The lowered module's functions, @main renamed @jax_main (private)."""
    lines = text.strip().splitlines()
    assert lines[0].startswith("module") and lines[-1] == "}", lines[0]
    body = "\n".join(lines[1:-1])
    body = body.replace("func.func public @main(", "func.func private @jax_main(")
    return body


def write_program(p, out_dir):
    args = p["args"]
    f = p["f"]
    lowered = jax.jit(f).lower(*args).as_text()
    outs = jax.jit(f)(*args)
    outs = [np.asarray(o) for o in (outs if isinstance(outs, (tuple, list)) else [outs])]
    lines = [f"// Generated by tools/backends/jax_testdata.py ({p['name']}); do not edit.",
             f"// Expected values: XLA:CPU (jax {jax.__version__}).",
             f"module @{p['name']} {{",
             "  func.func @main() {"]
    arg_names, arg_types = [], []
    for i, a in enumerate(args):
        lit, t = literal(a)
        lines.append(f"    %arg{i} = stablehlo.constant {lit}")
        arg_names.append(f"%arg{i}")
        arg_types.append(t)
    out_types = [literal(o)[1] for o in outs]
    res = "%result" + (f":{len(outs)}" if len(outs) > 1 else "")
    ret = out_types[0] if len(outs) == 1 else "(" + ", ".join(out_types) + ")"
    lines.append(f"    {res} = func.call @jax_main({', '.join(arg_names)}) : ({', '.join(arg_types)}) -> {ret}")
    for i, o in enumerate(outs):
        lit, t = literal(o)
        r = "%result" + (f"#{i}" if len(outs) > 1 else "")
        lines.append(f"    %expected{i} = stablehlo.constant {lit}")
        target = "check.expect_close" if o.dtype in FLOATS else "check.expect_eq"
        lines.append(f"    stablehlo.custom_call @{target}({r}, %expected{i}) {{has_side_effect = true}} : ({t}, {t}) -> ()")
    lines.append("    func.return")
    lines.append("  }")
    lines.append(module_body(lowered))
    lines.append("}")
    with open(os.path.join(out_dir, p["name"] + ".mlir"), "w") as fh:
        fh.write("\n".join(lines) + "\n")

    # The manifest entry.
    if p["model"] is not None:
        model = p["model"](*[exact(a) for a in args])
        model = [np.asarray(m) for m in (model if isinstance(model, (tuple, list)) else [model])]
        kind = "exact"
    else:
        model = p["float64"](*[np.asarray(a).astype(np.float64) for a in args])
        model = [np.asarray(m) for m in (model if isinstance(model, (tuple, list)) else [model])]
        model = [m.astype(o.dtype) for m, o in zip(model, outs)]
        kind = "float64"
    differing, max_ulp = 0, 0
    for m, o in zip(model, outs):
        m = np.asarray(m).astype(o.dtype)
        if o.dtype in FLOATS:
            d = np.abs(ordinals(m) - ordinals(o))
            differing += int(np.sum(d != 0))
            max_ulp = max(max_ulp, int(d.max()))
        else:
            differing += int(np.sum(m != o))
    return {
        "file": p["name"] + ".mlir",
        "model": kind,
        "model_is_hloref": bool(p["hloref_exact"]),
        "xla_equals_model": differing == 0,
        "elements_differing_from_model": differing,
        "elements": int(sum(o.size for o in outs)),
        "max_ulp_from_model": max_ulp,
        # What a literal check says of hloref's value when it is the model's:
        # @check.expect_close tolerates 3 ulp, @check.expect_eq nothing.
        "strict_check_fails": bool(p["hloref_exact"]) and (max_ulp > 3 or (differing > 0 and max_ulp == 0)),
    }


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "tests", "data", "jax_testdata")
    os.makedirs(out_dir, exist_ok=True)
    define()
    manifest = {"generator": "tools/backends/jax_testdata.py", "jax": jax.__version__, "programs": {}}
    for p in PROGRAMS:
        manifest["programs"][p["name"]] = write_program(p, out_dir)
        e = manifest["programs"][p["name"]]
        print(f"{p['name']:28s} model={e['model']:7s} xla_equals_model={e['xla_equals_model']} "
              f"({e['elements_differing_from_model']}/{e['elements']} differ, max {e['max_ulp_from_model']} ulp) strict_fails={e['strict_check_fails']}")
    with open(os.path.join(out_dir, "manifest.json"), "w") as fh:
        json.dump(manifest, fh, indent=1, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
