#!/usr/bin/env python3
"""Ordinary JAX programs, lowered and run by hloref, against XLA:CPU and float64.

    ~/.cache/hloref/backends-venv/bin/python tools/backends/jax_programs.py build/bin/hloref [NAME ...]

About 60 functions typical of models and numerics (attention, normalization,
scans, random numbers, linear algebra, FFT, sharded programs on 8 CPU
devices, shape-polymorphic exports with shape assertions) are lowered with
`jax.jit(f).lower(*args).as_text()` (exports: `jax.export` with symbolic
shapes, `.mlir_module()`), run by `hloref golden` (outputs, masks, bounds),
by XLA:CPU (`jax.jit(f)(*args)`, `exported.call(*args)`) and by the same
function on the inputs widened to float64 (x64 on), which stands in for the
exact result. Each program is also lowered with debug locations
(`as_text(debug_info=True)`), and hloref must give bit-identical outputs on
both texts.

A float output agrees when every element not marked implementation-defined
or unstable has a finite bound and lies within it of XLA's (|hloref - xla|
<= bound + ulp), or else is `closer to f64` when hloref is no farther than
XLA from the float64 evaluation (largest error over the elements; the
outputs of the LAPACK targets have no stated bound, `inf`); integer and boolean outputs must be
equal. Decompositions whose factors are not unique (eigh, svd, qr, lu) are
wrapped so that the function returns what is unique (values, products of
the factors). Programs that contain CHLO ops are listed as `needs CHLO`:
the CHLO dialect is another branch's work (issue 15, part 1).

Exit status 1 when a program that does not need CHLO fails.
"""
import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from functools import partial  # noqa: E402

import numpy as np  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

jax.config.update("jax_enable_x64", True)
jax.config.update("jax_platforms", "cpu")

F32 = np.float32
RNG = np.random.default_rng(0)


def normal(*shape, scale=1.0, dtype=F32):
    return (RNG.standard_normal(shape) * scale).astype(dtype)


def spd(n, batch=()):
    a = RNG.standard_normal(batch + (n, n))
    return (a @ np.swapaxes(a, -1, -2) / n + np.eye(n)).astype(F32)


def symmetric(n):
    a = RNG.standard_normal((n, n))
    return ((a + a.T) / 2).astype(F32)


def hermitian_c64(n):
    a = RNG.standard_normal((n, n)) + 1j * RNG.standard_normal((n, n))
    return ((a + a.conj().T) / 2).astype(np.complex64)


# ---------------------------------------------------------------- models

def attention(q, k, v):
    scores = q @ k.T / np.float32(np.sqrt(q.shape[-1]))
    causal = jnp.tril(jnp.ones(scores.shape, bool))
    return jax.nn.softmax(jnp.where(causal, scores, -1e9), -1) @ v


def multi_head_attention(x, wq, wk, wv):
    q = jnp.einsum("td,hdk->htk", x, wq)
    k = jnp.einsum("td,hdk->htk", x, wk)
    v = jnp.einsum("td,hdk->htk", x, wv)
    s = jnp.einsum("htk,hsk->hts", q, k) / np.float32(2.0)
    return jnp.einsum("hts,hsk->htk", jax.nn.softmax(s, -1), v)


def layer_norm(x, g, b):
    m = x.mean(-1, keepdims=True)
    return (x - m) / jnp.sqrt(x.var(-1, keepdims=True) + 1e-5) * g + b


def rms_norm(x, g):
    return x / jnp.sqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6) * g


def transformer_block(x, w1, w2):
    h = layer_norm(x, jnp.ones(x.shape[-1], x.dtype), jnp.zeros(x.shape[-1], x.dtype))
    return x + jax.nn.gelu(h @ w1, approximate=True) @ w2


def rnn_scan(h, xs, w):
    def cell(h, x):
        h = jnp.tanh(h @ w + x)
        return h, h
    return lax.scan(cell, h, xs)[1]


def newton_sqrt(x):
    return lax.fori_loop(0, 20, lambda i, y: 0.5 * (y + x / y), jnp.ones_like(x))


def cross_entropy(logits, labels):
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(labels, logits.shape[-1]), -1))


def conv2d(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "SAME")


def conv_transpose(x, w):
    return lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))


def depthwise(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "SAME", feature_group_count=4)


def segment_sum(data, ids):
    return jax.ops.segment_sum(data, ids, num_segments=5)


def model_programs():
    return {
        "matmul": (lambda a, b: a @ b, [normal(32, 64), normal(64, 16)]),
        "batched_matmul": (lambda a, b: jnp.einsum("bij,bjk->bik", a, b), [normal(4, 8, 16), normal(4, 16, 8)]),
        "matmul_bf16": (lambda a, b: jnp.dot(a, b, preferred_element_type=jnp.float32),
                        [normal(16, 32).astype(jnp.bfloat16), normal(32, 8).astype(jnp.bfloat16)]),
        "attention": (attention, [normal(16, 8), normal(16, 8), normal(16, 8)]),
        "multi_head_attention": (multi_head_attention, [normal(8, 16), normal(2, 16, 4, scale=0.3),
                                                        normal(2, 16, 4, scale=0.3), normal(2, 16, 4, scale=0.3)]),
        "layer_norm": (layer_norm, [normal(8, 32), normal(32), normal(32)]),
        "rms_norm": (rms_norm, [normal(8, 32), normal(32)]),
        "softmax": (lambda x: jax.nn.softmax(x, -1), [normal(8, 64)]),
        "log_softmax": (lambda x: jax.nn.log_softmax(x, -1), [normal(8, 64)]),
        "logsumexp": (lambda x: jax.nn.logsumexp(x, -1), [normal(8, 64)]),
        "gelu_tanh": (lambda x: jax.nn.gelu(x, approximate=True), [normal(256)]),
        "gelu_exact": (lambda x: jax.nn.gelu(x, approximate=False), [normal(256)]),
        "relu_silu_sigmoid": (lambda x: jax.nn.relu(x) + jax.nn.silu(x) * jax.nn.sigmoid(x), [normal(256)]),
        "softplus": (jax.nn.softplus, [normal(256, scale=4.0)]),
        "mlp": (lambda x, w1, w2: jnp.tanh(x @ w1) @ w2, [normal(8, 16), normal(16, 32, scale=0.3),
                                                          normal(32, 4, scale=0.3)]),
        "transformer_block": (transformer_block, [normal(8, 16), normal(16, 32, scale=0.3),
                                                  normal(32, 16, scale=0.3)]),
        "conv2d": (conv2d, [normal(2, 4, 12, 12), normal(8, 4, 3, 3)]),
        "conv_transpose": (conv_transpose, [normal(1, 4, 6, 6), normal(4, 4, 3, 3)]),
        "depthwise_conv": (depthwise, [normal(1, 4, 10, 10), normal(4, 1, 3, 3)]),
        "avg_pool": (lambda x: lax.reduce_window(x, 0.0, lax.add, (1, 2, 2), (1, 2, 2), "VALID") / 4,
                     [normal(2, 16, 16)]),
        "max_pool": (lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2), (1, 2, 2), "VALID"),
                     [normal(2, 16, 16)]),
        "cross_entropy": (cross_entropy, [normal(8, 10), RNG.integers(0, 10, 8).astype(np.int32)]),
        "argmax_onehot": (lambda x: jax.nn.one_hot(jnp.argmax(x, -1), 10), [normal(8, 10)]),
        "top_k": (lambda x: lax.top_k(x, 3), [normal(4, 16)]),
        "embedding_lookup": (lambda table, ids: table[ids], [normal(20, 8), RNG.integers(0, 20, 12).astype(np.int32)]),
        "segment_sum": (segment_sum, [normal(12, 3), RNG.integers(0, 5, 12).astype(np.int32)]),
        "cumsum": (lambda x: jnp.cumsum(x, -1), [normal(4, 50)]),
        "cumprod": (jnp.cumprod, [1 + normal(40, scale=0.1)]),
        "cummax": (lambda x: lax.cummax(x, 0), [normal(40)]),
        "associative_scan": (lambda x: lax.associative_scan(jnp.add, x), [normal(64)]),
        "scan_rnn": (rnn_scan, [normal(8), normal(16, 8), normal(8, 8, scale=0.5)]),
        "while_newton_sqrt": (newton_sqrt, [np.abs(normal(32)) + 0.5]),
        "cond": (lambda x: lax.cond(x.sum() > 0, jnp.sin, jnp.cos, x), [normal(16)]),
        "sort": (lambda x: jnp.sort(x, -1), [normal(4, 32)]),
        "argsort": (lambda x: jnp.argsort(x, -1, stable=True), [normal(4, 32)]),
        "dynamic_update_slice": (lambda x, u, i: lax.dynamic_update_slice(x, u, (i, np.int32(0))),
                                 [normal(8, 4), normal(2, 4), np.int32(3)]),
    }


def random_programs():
    key = np.array(jax.random.key_data(jax.random.key(42)))
    return {
        "random_uniform": (lambda k: jax.random.uniform(jax.random.wrap_key_data(k), (64,)), [key]),
        "random_normal": (lambda k: jax.random.normal(jax.random.wrap_key_data(k), (64,)), [key]),
        "random_bernoulli": (lambda k: jax.random.bernoulli(jax.random.wrap_key_data(k), 0.3, (64,)), [key]),
        "random_randint": (lambda k: jax.random.randint(jax.random.wrap_key_data(k), (64,), 0, 100), [key]),
        "random_permutation": (lambda k: jax.random.permutation(jax.random.wrap_key_data(k), 32), [key]),
        "dropout": (lambda k, x: jnp.where(jax.random.bernoulli(jax.random.wrap_key_data(k), 0.9, x.shape),
                                           x / 0.9, 0.0), [key, normal(64)]),
    }


def numerics_programs():
    return {
        "elementary_mix": (lambda x: jnp.exp(-x * x) * jnp.sin(3 * x) + jnp.log1p(jnp.abs(x)) * jnp.tanh(x),
                           [normal(256)]),
        "erf": (jax.scipy.special.erf, [normal(128)]),
        "lgamma": (jax.scipy.special.gammaln, [np.abs(normal(128)) + 0.1]),
        "digamma": (jax.scipy.special.digamma, [np.abs(normal(128)) + 0.1]),
        "polyval": (lambda x: jnp.polyval(jnp.array([1.0, -2.0, 0.5, 3.0], F32), x), [normal(128)]),
        "vector_norm": (lambda x: jnp.linalg.norm(x, axis=-1), [normal(8, 32)]),
        "logaddexp": (jnp.logaddexp, [normal(64), normal(64)]),
        "clip_round": (lambda x: jnp.round(jnp.clip(x * 10, -7.5, 7.5)), [normal(64)]),
    }


def linalg_programs():
    def eigh(a):
        w, v = jnp.linalg.eigh(a)
        return w, (v * w) @ v.T

    def svd(a):
        u, s, vh = jnp.linalg.svd(a, full_matrices=False)
        return s, (u * s) @ vh

    def svd_qr_algorithm(a):
        u, s, vh = lax.linalg.svd(a, full_matrices=False, algorithm=lax.linalg.SvdAlgorithm.QR)
        return s, (u * s) @ vh

    def eigh_batched(a):
        w, v = jnp.linalg.eigh(a)
        return w, jnp.einsum("bij,bj,bkj->bik", v, w, v.conj())

    def qr(a):
        q, r = jnp.linalg.qr(a)
        return q @ r, jnp.abs(jnp.diagonal(r))

    def lu(a):
        p, l, u = jax.scipy.linalg.lu(a)
        return p @ l @ u

    return {
        "cholesky": (jnp.linalg.cholesky, [spd(6)]),
        "cholesky_batched": (jnp.linalg.cholesky, [spd(4, (3,))]),
        "qr": (qr, [normal(6, 4)]),
        "solve": (lambda a, b: jnp.linalg.solve(a, b), [normal(5, 5) + 3 * np.eye(5, dtype=F32), normal(5, 2)]),
        "inv": (jnp.linalg.inv, [normal(4, 4) + 3 * np.eye(4, dtype=F32)]),
        "det": (jnp.linalg.det, [normal(4, 4)]),
        "slogdet": (lambda a: jnp.linalg.slogdet(a)[1], [normal(5, 5)]),
        "lu": (lu, [normal(5, 5)]),
        "solve_triangular": (lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=True),
                             [np.tril(normal(5, 5)) + 3 * np.eye(5, dtype=F32), normal(5, 3)]),
        "eigh": (eigh, [symmetric(6)]),
        "eigvalsh_f64": (jnp.linalg.eigvalsh, [symmetric(5).astype(np.float64)]),
        "svd": (svd, [normal(6, 4)]),
        "pinv": (jnp.linalg.pinv, [normal(5, 3)]),
        "svd_gesvd": (svd_qr_algorithm, [normal(5, 4)]),
        "eigh_c64_batched": (eigh_batched, [np.stack([hermitian_c64(4) for _ in range(2)])]),
        "cholesky_c64": (jnp.linalg.cholesky, [(spd(4) + 1j * np.triu(normal(4, 4), 1) * 0.1
                                               - 1j * np.tril(normal(4, 4), -1) * 0).astype(np.complex64)]),
    }


def fft_programs():
    return {
        "fft": (lambda x: jnp.fft.fft(x), [normal(64).astype(np.complex64)]),
        "ifft": (lambda x: jnp.fft.ifft(x), [normal(32).astype(np.complex64)]),
        "rfft": (lambda x: jnp.fft.rfft(x), [normal(64)]),
        "irfft": (lambda x: jnp.fft.irfft(x, 32), [normal(17).astype(np.complex64)]),
        "fft2": (lambda x: jnp.fft.fft2(x), [normal(8, 8).astype(np.complex64)]),
    }


# ---------------------------------------------------------------- sharded

def sharded_programs():
    mesh = Mesh(np.array(jax.devices()[:8]).reshape(4, 2), ("x", "y"))

    def put(a, spec):
        return jax.device_put(a, NamedSharding(mesh, spec))

    def constrained(a, b):
        c = jnp.sin(a) @ b
        c = lax.with_sharding_constraint(c, NamedSharding(mesh, P("x", None)))
        return c.sum(0)

    @partial(jax.shard_map, mesh=mesh, in_specs=P("x", "y"), out_specs=P("x", None))
    def psum_y(a):
        return lax.psum(a, "y") * 2

    @partial(jax.shard_map, mesh=mesh, in_specs=P("x"), out_specs=P(None), check_vma=False)
    def all_gather_x(a):
        return lax.all_gather(a, "x", tiled=True)

    @partial(jax.shard_map, mesh=mesh, in_specs=P("x"), out_specs=P("x"))
    def ppermute_x(a):
        return lax.ppermute(a, "x", [(i, (i + 1) % 4) for i in range(4)])

    @partial(jax.shard_map, mesh=mesh, in_specs=P(None, "x"), out_specs=P("x"))
    def psum_scatter_x(a):
        return lax.psum_scatter(a, "x", scatter_dimension=0, tiled=True)

    x = np.arange(64, dtype=F32).reshape(8, 8) / 7
    return {
        "sharded_matmul_constraint": (constrained, [put(normal(8, 8), P("x", "y")), put(normal(8, 8), P("y", None))]),
        "shard_map_psum": (psum_y, [put(x, P("x", "y"))]),
        "shard_map_all_gather": (all_gather_x, [put(x, P("x"))]),
        "shard_map_ppermute": (ppermute_x, [put(x, P("x"))]),
        "shard_map_psum_scatter": (psum_scatter_x, [put(x, P(None, "x"))]),
    }


# ---------------------------------------------------------------- exports

def export_programs():
    from jax import export
    b = export.symbolic_shape("b")
    n = export.symbolic_shape("2*n, 3")
    return {
        "export_symbolic_batch": ((lambda x: jnp.sin(x).sum(-1) + x.shape[0]), [normal(5, 4)],
                                  [jax.ShapeDtypeStruct((b[0], 4), F32)]),
        "export_symbolic_matmul": ((lambda x, w: jnp.tanh(x @ w)), [normal(7, 4), normal(4, 3)],
                                   [jax.ShapeDtypeStruct((b[0], 4), F32), jax.ShapeDtypeStruct((4, 3), F32)]),
        "export_divisible_dim": ((lambda x: x.reshape(2, -1, 3).sum(0)), [normal(6, 3)],
                                 [jax.ShapeDtypeStruct(n, F32)]),
    }


# ---------------------------------------------------------------- running

def lowered_texts(fn, args, export_specs):
    """The program text without and with debug locations, and XLA's outputs."""
    if export_specs is None:
        lowered = jax.jit(fn).lower(*args)
        outputs = jax.jit(fn)(*args)
        return lowered.as_text(), lowered.as_text(debug_info=True), outputs
    from jax import export
    exported = export.export(jax.jit(fn))(*export_specs)
    text = exported.mlir_module()
    return text, text, exported.call(*args)


def run_hloref(hloref, text, args, scratch, tag):
    program = os.path.join(scratch, tag + ".mlir")
    inputs = os.path.join(scratch, tag + "_in.npz")
    outputs = os.path.join(scratch, tag + "_out.npz")
    with open(program, "w") as f:
        f.write(text)
    np.savez(inputs, *[np.asarray(a) for a in args])
    done = subprocess.run([hloref, "golden", program, "--inputs", inputs, "--outputs", outputs],
                          capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        return None, "exit %d: %s" % (done.returncode, done.stderr.strip())
    archive = np.load(outputs)
    k = 0
    out = []
    while "output_%d" % k in archive.files:
        o = archive["output_%d" % k]
        bound = archive["bound_%d" % k] if "bound_%d" % k in archive.files else None
        open_ = np.zeros(o.shape, bool)
        for name in ("mask_%d" % k, "unstable_%d" % k):
            if name in archive.files:
                open_ |= archive[name].astype(bool)
        out.append((o, bound, open_))
        k += 1
    return out, None


def widened(a):
    a = np.asarray(a)
    if a.dtype == np.complex64:
        return a.astype(np.complex128)
    if np.issubdtype(a.dtype, np.floating) or a.dtype == jnp.bfloat16:
        return a.astype(np.float64)
    return a


def float64_outputs(fn, args, export_specs):
    try:
        return jax.tree_util.tree_leaves(fn(*[widened(a) for a in args]))
    except Exception:
        return None


def judge(ours, xla, wide):
    """(verdict, largest |hloref - xla|, largest bound, hloref and XLA errors against float64)."""
    dev = bnd = err_h = err_x = 0.0
    agree = closer = True
    for k, (o, bound, open_) in enumerate(ours):
        x = np.asarray(xla[k])
        if o.shape != x.shape:
            return "FAIL: output %d has shape %s, XLA %s" % (k, o.shape, x.shape), 0, 0, 0, 0
        if not (np.issubdtype(o.dtype, np.floating) or np.issubdtype(o.dtype, np.complexfloating)
                or o.dtype == jnp.bfloat16):
            if np.any((o != x) & ~open_):
                return "FAIL: output %d differs from XLA in %d elements" % (k, np.sum((o != x) & ~open_)), 0, 0, 0, 0
            continue
        oc = o.astype(np.complex128) if np.iscomplexobj(o) else o.astype(np.float64)
        xc = x.astype(np.complex128) if np.iscomplexobj(x) else x.astype(np.float64)
        keep = ~open_ & np.isfinite(oc) & np.isfinite(xc)
        if np.any(np.isfinite(oc) != np.isfinite(xc)):
            agree = closer = False
        diff = np.abs(oc - xc)
        dev = max(dev, float(diff[keep].max(initial=0)))
        if bound is not None:
            finite = keep & np.isfinite(bound)
            bnd = max(bnd, float(bound[finite].max(initial=0)))
            if np.any(keep & ~np.isfinite(bound)):
                bnd = np.inf  # hloref does not know how far a correct result may be: judged by f64 alone
                agree = agree and bool(np.all(diff[keep] == 0))  # unless bit-identical
            ulp = np.spacing(np.abs(o.real if np.iscomplexobj(o) else o).astype(o.real.dtype if o.dtype != jnp.bfloat16
                                                                                    else np.float32)).astype(np.float64)
            agree = agree and bool(np.all(diff[keep] <= (np.where(np.isfinite(bound), bound, np.inf) + ulp)[keep]))
        else:
            agree = agree and bool(np.all(diff[keep] == 0))
        if wide is not None and k < len(wide):
            w = np.asarray(wide[k])
            wc = w.astype(np.complex128) if np.iscomplexobj(w) else w.astype(np.float64)
            if wc.shape == oc.shape:
                eh = float(np.abs(oc - wc)[keep].max(initial=0))
                ex = float(np.abs(xc - wc)[keep].max(initial=0))
                err_h, err_x = max(err_h, eh), max(err_x, ex)
                closer = closer and eh <= ex
            else:
                closer = False
        else:
            closer = False
    if agree:
        return "agrees", dev, bnd, err_h, err_x
    if closer:
        return "closer to f64", dev, bnd, err_h, err_x
    return "FAIL: differs beyond the bound and farther from f64", dev, bnd, err_h, err_x


def all_programs():
    groups = [("model", model_programs()), ("random", random_programs()), ("numerics", numerics_programs()),
              ("linalg", linalg_programs()), ("fft", fft_programs()), ("sharded", sharded_programs())]
    for group, programs in groups:
        for name, (fn, args) in programs.items():
            yield group, name, fn, args, None
    for name, (fn, args, specs) in export_programs().items():
        yield "export", name, fn, args, specs


def shape_assertion_check(hloref, scratch):
    """A shape-polymorphic export called with a shape its assertion refuses: exit 1 and JAX's message."""
    from jax import export
    spec = jax.ShapeDtypeStruct(export.symbolic_shape("2*n, 3"), F32)
    text = export.export(jax.jit(lambda x: x.reshape(2, -1, 3).sum(0)))(spec).mlir_module()
    out, error = run_hloref(hloref, text, [normal(5, 3)], scratch, "assertion")
    ok = out is None and error.startswith("exit 1") and "Division had remainder" in error
    return ok, error


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 3
    hloref, wanted = argv[1], set(argv[2:])
    failures = 0
    counts = {}
    print("%-9s %-26s %-22s %10s %10s %10s %10s %6s" % ("group", "program", "verdict", "|h-xla|", "bound",
                                                         "|h-f64|", "|xla-f64|", "debug"))
    with tempfile.TemporaryDirectory() as scratch:
        for group, name, fn, args, specs in all_programs():
            if wanted and name not in wanted:
                continue
            try:
                text, debug_text, xla = lowered_texts(fn, args, specs)
            except Exception as e:  # a program JAX cannot lower here
                print("%-9s %-26s lowering failed: %s" % (group, name, str(e)[:80]))
                continue
            xla = [np.asarray(o) for o in jax.tree_util.tree_leaves(xla)]
            local_args = [np.asarray(a) for a in args]
            needs_chlo = "chlo." in text
            ours, error = run_hloref(hloref, text, local_args, scratch, "p")
            debug = "-"
            if ours is not None:
                ours_debug, debug_error = run_hloref(hloref, debug_text, local_args, scratch, "d")
                same = ours_debug is not None and all(np.array_equal(a[0], b[0], equal_nan=True)
                                                      for a, b in zip(ours, ours_debug))
                debug = "same" if same else "DIFF"
            if ours is None:
                verdict = "needs CHLO" if needs_chlo else "FAIL: " + error.splitlines()[0][-200:]
                row = (verdict, 0, 0, 0, 0)
            else:
                row = judge(ours, xla, float64_outputs(fn, args, specs))
                if debug != "same":
                    row = ("FAIL: debug locations change the outputs",) + row[1:]
            verdict = row[0]
            key = verdict.split(":")[0]
            counts[key] = counts.get(key, 0) + 1
            failures += verdict.startswith("FAIL")
            print("%-9s %-26s %-22s %10.3g %10.3g %10.3g %10.3g %6s" % ((group, name, verdict[:22]) + row[1:] + (debug,)))
            if verdict.startswith("FAIL"):
                print("          " + verdict)
        if not wanted:
            ok, message = shape_assertion_check(hloref, scratch)
            counts["agrees" if ok else "FAIL"] = counts.get("agrees" if ok else "FAIL", 0) + 1
            failures += not ok
            print("%-9s %-26s %-22s %s" % ("export", "shape_assertion_fails", "exit 1 as JAX" if ok else "FAIL",
                                          message.splitlines()[0][-90:]))
    print("; ".join("%s: %d" % kv for kv in sorted(counts.items())))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
