"""Writes the StableHLO portable artifacts of tests/data/bytecode/.

Run with the backends venv (jax/jaxlib 0.10.2, from tools/backends/setup.sh):

    ~/.cache/hloref/backends-venv/bin/python tests/data/bytecode/make_artifacts.py

For each function below it writes, from `jax.export`:
  NAME.mlirbc      the portable artifact (`Exported.mlir_module_serialized`,
                   VHLO in MLIR bytecode, at the version JAX targets),
  NAME.mlir        the same program as text: StableHLO's own deserializer
                   applied to the artifact (what the upgrade must give),
  NAME.npz         the example inputs (`arg0`, `arg1`, ...).
For the functions in OLDER_CASES it also serializes the same module for
the OLDER_VERSIONS VHLO targets (what older JAX versions wrote; bytecode
versions 1, 3, 4 and 6) that can hold its ops, as NAME.vX_Y_Z.mlirbc; their
text is NAME.mlir.
`manifest.txt` lists every artifact with its VHLO version.
tests/syntax/bytecode_artifacts_test.cpp reads them all.

    make_artifacts.py --speed DIR [HLOREF]

writes instead a 50 MB model (twelve 1024x1024 f32 weight matrices held as
constants) to DIR as an artifact and as JAX's text, and times
`hloref check` on each (HLOREF defaults to build/bin/hloref): reading speed
in MB/s and the ratio of the two, measured in the same run.
"""
import os
import sys

import numpy as np

import jax
import jax.numpy as jnp
from jax import export, lax
from jax._src.interpreters import mlir
from jax._src.lib import _jax

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
RNG = np.random.default_rng(20261127)


def f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def f64(*shape):
    return RNG.standard_normal(shape).astype(np.float64)


def i32(*shape, lo=-50, hi=50):
    return RNG.integers(lo, hi, shape).astype(np.int32)


def u32(*shape):
    return RNG.integers(0, 2**32, shape, dtype=np.uint64).astype(np.uint32)


def attention(q, k, v):
    s = jnp.einsum("bqd,bkd->bqk", q, k) / np.sqrt(q.shape[-1]).astype(np.float32)
    return jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(s, axis=-1), v)


def layer_norm(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g + b


def mlp(x, w1, b1, w2):
    return jax.nn.gelu(x @ w1 + b1) @ w2


def scan_cumsum(x):
    return lax.scan(lambda c, a: (c + a, c * a), jnp.zeros(x.shape[1:], x.dtype), x)


def fori(x):
    return lax.fori_loop(0, 5, lambda i, c: c * 0.5 + jnp.sin(c) + i, x)


def while_count(x):
    return lax.while_loop(lambda c: c[0] < 10, lambda c: (c[0] + 1, c[1] * 1.5), (0, x))


def cond(p, x):
    return lax.cond(p > 0, lambda y: jnp.cos(y), lambda y: jnp.tanh(y) * 2, x)


def switch(i, x):
    return lax.switch(i, [jnp.sin, jnp.cos, lambda y: y * 3], x)


def random_uniform(key_data):
    key = jax.random.wrap_key_data(key_data)
    return jax.random.uniform(key, (4, 5)), jax.random.normal(key, (3,))


def random_bits(key_data):
    key = jax.random.wrap_key_data(key_data)
    return jax.random.bits(key, (8,), jnp.uint32), jax.random.randint(key, (6,), 0, 100)


def rng_bit_generator(state):
    return lax.rng_bit_generator(state, (4, 4), dtype=jnp.uint32)


def conv2d(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "SAME")


def conv_strided(x, w):
    return lax.conv_general_dilated(x, w, (2, 2), ((1, 0), (0, 1)), lhs_dilation=(1, 1), rhs_dilation=(2, 1))


def conv_grouped(x, w):
    return lax.conv_general_dilated(x, w, (1,), "VALID", feature_group_count=2, dimension_numbers=("NWC", "WIO", "NWC"))


def gather_rows(x, i):
    return x[i]


def gather_2d(x, i, j):
    return x[i, j]


def scatter_add(x, i, u):
    return x.at[i].add(u)


def scatter_set(x, i, u):
    return x.at[i, 1:3].set(u)


def segment_sum(x, ids):
    return jax.ops.segment_sum(x, ids, num_segments=4)


def max_pool(x):
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")


def avg_pool_padded(x):
    return lax.reduce_window(x, 0.0, lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") / 9.0


def pool_grad(x):
    return jax.grad(lambda y: max_pool(y).sum())(x)


def poly_elementwise(x):
    return jnp.exp(x) * 2 + x.shape[0]


def poly_matmul(x, w):
    return jnp.tanh(x @ w).sum(axis=0)


def poly_reshape(x):
    return x.reshape((-1,)).cumsum()


def poly_concat(x, y):
    return jnp.concatenate([x, y, x], axis=0).max(axis=1)


CASES = [
    # name, function, example inputs, polymorphic shapes (or None)
    ("add_mul", lambda x, y: x * y + x, [f32(3, 4), f32(3, 4)], None),
    ("unary_math", lambda x: (jnp.exp(x), jnp.log1p(jnp.abs(x)), jnp.tanh(x), jnp.sqrt(jnp.abs(x)), lax.rsqrt(jnp.abs(x) + 1), lax.cbrt(x)), [f32(5)], None),
    ("trig", lambda x: (jnp.sin(x), jnp.cos(x), jnp.tan(x), jnp.arctan2(x, x + 1), jnp.arcsin(x / 4)), [f32(6)], None),
    ("expm1_logistic", lambda x: (jnp.expm1(x), jax.nn.sigmoid(x), jnp.log(jnp.abs(x) + 1)), [f32(7)], None),
    ("rounding", lambda x: (jnp.floor(x), jnp.ceil(x), jnp.round(x), lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO), jnp.sign(x)), [f32(8) * 3], None),
    ("minmax_clamp", lambda x, y: (jnp.maximum(x, y), jnp.minimum(x, y), jnp.clip(x, -0.5, 0.5)), [f32(4, 4), f32(4, 4)], None),
    ("pow_rem", lambda x, y: (jnp.power(jnp.abs(x), y), lax.rem(x, y + 3), x / (y + 3)), [f32(6), f32(6)], None),
    ("compare_select", lambda x, y: jnp.where(x > y, x, y - 1), [f32(5, 3), f32(5, 3)], None),
    ("is_finite_nan", lambda x: (jnp.isfinite(x / x), jnp.nan_to_num(jnp.log(x))), [f32(6)], None),
    ("integer_ops", lambda x, y: (x + y, x * y, x // (jnp.abs(y) + 1), x % (jnp.abs(y) + 1), -x, jnp.abs(x)), [i32(6), i32(6)], None),
    ("bitwise", lambda x, y: (x & y, x | y, x ^ y, ~x, jnp.left_shift(x, np.uint32(3)), lax.shift_right_logical(x, y % 32), lax.shift_right_arithmetic(x, y % 32)), [u32(5), u32(5)], None),
    ("popcnt_clz", lambda x: (lax.population_count(x), lax.clz(x)), [u32(6)], None),
    ("bool_logic", lambda x, y: (x & y, x | ~y, jnp.logical_xor(x, y)), [f32(5) > 0, f32(5) > 0], None),
    ("convert_types", lambda x: (x.astype(jnp.bfloat16), x.astype(jnp.float16), x.astype(jnp.int32), x.astype(jnp.float64), (x * 100).astype(jnp.int8), x.astype(jnp.uint8)), [f32(6) * 10], None),
    ("bf16_matmul", lambda x, y: (x.astype(jnp.bfloat16) @ y.astype(jnp.bfloat16)).astype(jnp.float32), [f32(4, 8), f32(8, 3)], None),
    ("f64_ops", lambda x: (jnp.exp(x) * x, jnp.sum(x)), [f64(5)], None),
    ("complex_ops", lambda x, y: (lax.complex(x, y) * lax.complex(y, x), jnp.abs(lax.complex(x, y)), jnp.real(lax.complex(x, y) ** 2), jnp.imag(jnp.exp(lax.complex(x, y)))), [f32(4), f32(4)], None),
    ("bitcast_reduce_precision", lambda x: (lax.bitcast_convert_type(x, jnp.int32), lax.reduce_precision(x, 5, 10)), [f32(5)], None),
    ("matmul", lambda x, y: x @ y, [f32(4, 6), f32(6, 5)], None),
    ("matvec_batched", lambda x, y: jnp.einsum("bij,bj->bi", x, y), [f32(3, 4, 5), f32(3, 5)], None),
    ("dot_precision_highest", lambda x, y: jnp.dot(x, y, precision=lax.Precision.HIGHEST), [f32(3, 3), f32(3, 4)], None),
    ("mlp", mlp, [f32(2, 8), f32(8, 16), f32(16), f32(16, 4)], None),
    ("attention", attention, [f32(2, 4, 8), f32(2, 5, 8), f32(2, 5, 8)], None),
    ("softmax", lambda x: jax.nn.softmax(x, axis=-1), [f32(3, 7)], None),
    ("log_softmax", lambda x: jax.nn.log_softmax(x, axis=0), [f32(5, 3)], None),
    ("layer_norm", layer_norm, [f32(3, 8), f32(8), f32(8)], None),
    ("reductions", lambda x: (x.sum(0), x.max(1), x.min(), x.prod(1), x.mean()), [f32(4, 5)], None),
    ("int_reductions", lambda x: (x.sum(0), x.max(1), jnp.any(x > 10), jnp.all(x > -60)), [i32(4, 5)], None),
    ("argmax_argmin", lambda x: (jnp.argmax(x, axis=1), jnp.argmin(x, axis=0)), [f32(4, 6)], None),
    ("cumsum_cumprod", lambda x: (jnp.cumsum(x, axis=0), jnp.cumprod(x, axis=1), lax.cummax(x, axis=1)), [f32(4, 5)], None),
    ("sort", lambda x: (jnp.sort(x, axis=1), jnp.argsort(x, axis=0)), [f32(4, 6)], None),
    ("sort_multi", lambda k, v: lax.sort((k, v), num_keys=1), [i32(8), f32(8)], None),
    ("top_k", lambda x: lax.top_k(x, 3), [f32(3, 7)], None),
    ("fft", lambda x: jnp.fft.fft(x.astype(jnp.complex64)), [f32(3, 8)], None),
    ("rfft_irfft", lambda x: (jnp.fft.rfft(x), jnp.fft.irfft(jnp.fft.rfft(x), n=8)), [f32(2, 8)], None),
    ("fft2", lambda x: jnp.fft.ifft2(jnp.fft.fft2(x.astype(jnp.complex64))), [f32(4, 4)], None),
    ("conv2d", conv2d, [f32(2, 3, 6, 6), f32(4, 3, 3, 3)], None),
    ("conv_strided_dilated", conv_strided, [f32(1, 2, 7, 7), f32(3, 2, 2, 2)], None),
    ("conv_grouped_1d", conv_grouped, [f32(2, 9, 4), f32(3, 2, 6)], None),
    ("conv_transpose", lambda x, w: lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW")), [f32(1, 2, 4, 4), f32(3, 2, 3, 3)], None),
    ("max_pool", max_pool, [f32(2, 4, 4, 3)], None),
    ("avg_pool_padded", avg_pool_padded, [f32(1, 5, 5, 2)], None),
    ("max_pool_grad", pool_grad, [f32(1, 4, 4, 1)], None),
    ("gather_rows", gather_rows, [f32(6, 4), np.array([0, 5, 2, -1], np.int32)], None),
    ("gather_2d", gather_2d, [f32(5, 6), np.array([1, 4, 0], np.int32), np.array([2, 0, 5], np.int32)], None),
    ("scatter_add", scatter_add, [f32(6, 3), np.array([1, 3, 1], np.int32), f32(3, 3)], None),
    ("scatter_set", scatter_set, [f32(4, 5), np.array([0, 2], np.int32), f32(2, 2)], None),
    ("segment_sum", segment_sum, [f32(7), np.array([0, 1, 1, 3, 2, 0, 3], np.int32)], None),
    ("dynamic_slice_update", lambda x, i: (lax.dynamic_slice(x, (i, np.int32(1)), (2, 2)), lax.dynamic_update_slice(x, jnp.ones((2, 2), x.dtype), (i, i))), [f32(5, 5), np.int32(2)], None),
    ("pad_concat_reverse", lambda x: (jnp.pad(x, ((1, 2), (0, 1))), jnp.concatenate([x, x[::-1]], axis=1), lax.pad(x, np.float32(0.0), ((0, 0, 1), (1, -1, 0)))), [f32(3, 4)], None),
    ("reshape_transpose_broadcast", lambda x: (x.reshape(6, 2).T, jnp.broadcast_to(x[:, :1, None], (3, 4, 2)), jnp.expand_dims(x, 0)), [f32(3, 4)], None),
    ("iota_slices", lambda x: (jnp.arange(12).reshape(3, 4) * x, x[::2, 1:3], jnp.tril(x)), [f32(3, 4)], None),
    ("scan", scan_cumsum, [f32(5, 3)], None),
    ("fori_loop", fori, [f32(4)], None),
    ("while_loop", while_count, [f32(3)], None),
    ("cond", cond, [np.int32(1), f32(4)], None),
    ("switch", switch, [np.int32(2), f32(4)], None),
    ("random_uniform_normal", random_uniform, [np.array([0, 42], np.uint32)], None),
    ("random_bits_randint", random_bits, [np.array([7, 3], np.uint32)], None),
    ("rng_bit_generator", rng_bit_generator, [np.array([1, 2, 3, 4], np.uint32)], None),
    ("erf_lgamma", lambda x: (jax.scipy.special.erf(x), jax.lax.lgamma(jnp.abs(x) + 0.5), jax.lax.digamma(jnp.abs(x) + 0.5), jax.scipy.special.erfinv(x / 4)), [f32(5)], None),
    ("grad_mlp", jax.grad(lambda w, x: jnp.sum(jnp.tanh(x @ w) ** 2)), [f32(4, 3), f32(2, 4)], None),
    ("poly_elementwise", poly_elementwise, [f32(5, 3)], ["b, 3"]),
    ("poly_matmul", poly_matmul, [f32(6, 4), f32(4, 2)], ["b, 4", None]),
    ("poly_reshape_cumsum", poly_reshape, [f32(3, 4)], ["b, 4"]),
    ("poly_concat_max", poly_concat, [f32(2, 3), f32(4, 3)], ["a, 3", "b, 3"]),
    ("big_constant", lambda x: x @ jnp.asarray(np.linspace(-1, 1, 32 * 32, dtype=np.float32).reshape(32, 32)), [f32(2, 32)], None),
]

# Older VHLO targets: 0.9.0 (bytecode 1, the oldest StableHLO reads), 0.12.0
# (bytecode 3), 0.14.0 (bytecode 4), 1.0.0, 1.8.0 (what JAX 0.5 wrote for a
# 4-week-old consumer), 1.17.0 (the newest this jaxlib writes).
OLDER_VERSIONS = ["0.9.0", "0.12.0", "0.14.0", "1.0.0", "1.8.0", "1.17.0"]
OLDER_CASES = ["unary_math", "mlp", "attention", "conv2d", "gather_rows", "scatter_add", "scan",
               "sort", "fft", "max_pool", "dot_precision_highest", "cond", "poly_matmul", "complex_ops",
               "top_k", "erf_lgamma", "rng_bit_generator", "convert_types"]


def sharding_constraint(a):
    from jax.sharding import Mesh, NamedSharding, PartitionSpec
    mesh = Mesh(np.array(jax.devices()[:1]), ("x",))
    return lax.with_sharding_constraint(a * 2, NamedSharding(mesh, PartitionSpec("x"))) + 1


# Artifacts hloref refuses, with a diagnostic (bytecode_robustness_test):
# Shardy ops inside a function (JAX exports them when shardings are given).
UNSUPPORTED = [("sharding_constraint", sharding_constraint, [f32(4, 4)])]


def exported(fn, args, poly):
    if poly is None:
        specs = args
    else:
        scope = export.SymbolicScope()
        specs = [jax.ShapeDtypeStruct(export.symbolic_shape(p, scope=scope), a.dtype) if p else a
                 for p, a in zip(poly, args)]
    return export.export(jax.jit(fn))(*specs)


def main():
    manifest = []
    ctx = mlir.make_ir_context()
    for name, fn, args, poly in CASES:
        exp = exported(fn, args, poly)
        blob = exp.mlir_module_serialized
        with ctx:
            text = str(_jax.mlir.deserialize_portable_artifact(blob))
        with open(os.path.join(HERE, name + ".mlirbc"), "wb") as f:
            f.write(blob)
        with open(os.path.join(HERE, name + ".mlir"), "w") as f:
            f.write(text)
        np.savez(os.path.join(HERE, name + ".npz"), **{f"arg{i}": np.asarray(a) for i, a in enumerate(args)})
        producer = blob[5:blob.index(b"\0", 5)].decode()
        manifest.append(f"{name}.mlirbc {producer}")
        if name in OLDER_CASES:
            for version in OLDER_VERSIONS:
                with ctx:
                    try:
                        old = _jax.mlir.serialize_portable_artifact(exp.mlir_module(), version, False)
                    except Exception as e:  # an op newer than the version (composite: 0.19.0)
                        if "Failed to serialize" not in str(e):
                            raise
                        continue
                    if str(_jax.mlir.deserialize_portable_artifact(old)) != text:
                        sys.exit(f"{name} at {version}: the text differs from the current version's")
                file = f"{name}.v{version.replace('.', '_')}.mlirbc"
                with open(os.path.join(HERE, file), "wb") as f:
                    f.write(old)
                manifest.append(f"{file} StableHLO_v{version}")
    os.makedirs(os.path.join(HERE, "unsupported"), exist_ok=True)
    for name, fn, args in UNSUPPORTED:
        with open(os.path.join(HERE, "unsupported", name + ".mlirbc"), "wb") as f:
            f.write(exported(fn, args, None).mlir_module_serialized)
    with open(os.path.join(HERE, "manifest.txt"), "w") as f:
        f.write("# artifact producer (VHLO version); written by make_artifacts.py\n")
        f.write("\n".join(manifest) + "\n")
    print(f"{len(manifest)} artifacts")


def speed(directory, hloref):
    import subprocess
    import time
    rng = np.random.default_rng(1)
    weights = [rng.standard_normal((1024, 1024)).astype(np.float32) for _ in range(12)]

    def model(x):
        for w in weights:
            x = jnp.tanh(x @ w)
        return x

    exp = export.export(jax.jit(model))(jax.ShapeDtypeStruct((2, 1024), jnp.float32))
    os.makedirs(directory, exist_ok=True)
    paths = {"artifact": os.path.join(directory, "big.mlirbc"), "text": os.path.join(directory, "big.mlir")}
    with open(paths["artifact"], "wb") as f:
        f.write(exp.mlir_module_serialized)
    with open(paths["text"], "w") as f:
        f.write(exp.mlir_module())
    seconds = {}
    for kind, path in paths.items():
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            subprocess.run([hloref, "check", path], check=True)
            best = min(best, time.perf_counter() - start)
        seconds[kind] = best
        size = os.path.getsize(path) / 1e6
        print(f"{kind}: {size:.1f} MB, hloref check {best:.3f} s, {size / best:.0f} MB/s")
    print(f"the artifact reads {seconds['text'] / seconds['artifact']:.1f}x faster than its text")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--speed":
        speed(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else os.path.join(HERE, "../../../build/bin/hloref"))
    else:
        main()
