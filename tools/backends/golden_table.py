#!/usr/bin/env python3
"""Golden bounds of `hloref golden` on JAX programs, against XLA:CPU, perturbed runs and float64.

Usage (with the backends venv, `bash tools/backends/setup.sh xla-cpu`):

    ~/.cache/hloref/backends-venv/bin/python tools/backends/golden_table.py build/bin/hloref [--runs N] [PROGRAM ...]

Each program (matmul, conv, attention, norms, softmax, GELU, scan RNN,
associative scan, cumsum/cumprod, FFT, pooling, MLP, f32(f8(x)), a transformer block) is
lowered with jax.jit(...).lower(...) on float32 inputs (bf16 for one matmul)
and run four ways: `hloref golden` (output_0, mask_0, unstable_0, bound_0),
N (default 32) legal answers of `hloref run --perturb SEED`, XLA:CPU
(jax.jit on the same inputs) and the same JAX function on the inputs widened
to float64 (x64 enabled), which stands in for the exact result. Per program
it prints the share of elements with a finite bound (and not masked or
unstable), the largest finite bound, the largest XLA deviation |xla - f64|,
the largest perturbed deviation |perturbed - f64|, the ratio of the bound to
the larger of the two (or to the golden's ulp where that is larger: the
issue's tightness target is ratio <= 256), whether every finite bound holds
the float64 evaluation (|golden - f64| <= bound) and XLA, and how many
perturbed elements lie outside bound + 1/2 ulp of the golden (soundness:
0). A program hloref cannot parse because it uses CHLO ops prints
"blocked on CHLO".

Exit status: 0 when every finite bound holds the float64 evaluation and
every perturbed answer, 1 when one does not, 2 when hloref failed on a
program (after the whole table; CHLO-blocked programs excepted).
"""
import os
import subprocess
import sys
import tempfile

import numpy as np

import jax
import jax.numpy as jnp
from jax import lax

jax.config.update("jax_enable_x64", True)


def make_inputs():
    rng = np.random.default_rng(0)

    def normal(*shape, scale=1.0):
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    return normal


def causal_attention(q, k, v):
    scores = q @ k.T / np.float32(8.0)
    causal = jnp.tril(jnp.ones(scores.shape, bool))
    scores = jnp.where(causal, scores, -1e9)
    return jax.nn.softmax(scores, -1) @ v


def layer_norm(x):
    centred = x - x.mean(-1, keepdims=True)
    return centred / jnp.sqrt(x.var(-1, keepdims=True) + 1e-5)


def rnn_scan(h, xs, w):
    def cell(h, x):
        h = jnp.tanh(h @ w + x)
        return h, h

    return lax.scan(cell, h, xs)[1]


def transformer_block(x, w1, w2):
    return x + jax.nn.gelu(layer_norm(x) @ w1) @ w2


def programs():
    normal = make_inputs()
    bf16 = jnp.bfloat16
    return {
        "matmul_f32": (lambda a, b: a @ b, [normal(64, 128), normal(128, 32)]),
        "matmul_bf16_f32": (
            lambda a, b: jnp.dot(a, b, preferred_element_type=jnp.float32),
            [normal(32, 64).astype(bf16), normal(64, 16).astype(bf16)],
        ),
        "conv_strided": (lambda x, w: lax.conv_general_dilated(x, w, (2, 2), "SAME"),
                         [normal(2, 4, 16, 16), normal(8, 4, 3, 3)]),
        "conv_dilated": (lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "VALID", rhs_dilation=(2, 2)),
                         [normal(2, 4, 16, 16), normal(8, 4, 3, 3)]),
        "conv_grouped": (lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "SAME", feature_group_count=2),
                         [normal(2, 4, 16, 16), normal(8, 2, 3, 3)]),
        "attention": (causal_attention, [normal(16, 8), normal(16, 8), normal(16, 8)]),
        "layernorm": (layer_norm, [normal(8, 32)]),
        "rmsnorm": (lambda x: x / jnp.sqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6), [normal(8, 32)]),
        "softmax": (lambda x: jax.nn.softmax(x, -1), [normal(8, 100)]),
        "log_softmax": (lambda x: jax.nn.log_softmax(x, -1), [normal(8, 100)]),
        "gelu_tanh": (lambda x: jax.nn.gelu(x, approximate=True), [normal(1000)]),
        "gelu_exact": (lambda x: jax.nn.gelu(x, approximate=False), [normal(1000)]),
        "scan_rnn": (rnn_scan, [normal(8), normal(20, 8), normal(8, 8, scale=0.5)]),
        "assoc_scan": (lambda x: lax.associative_scan(jnp.add, x), [normal(64)]),
        "cumsum": (jnp.cumsum, [normal(100)]),
        "cumprod": (jnp.cumprod, [1 + normal(50, scale=0.1)]),
        "fft": (lambda x: jnp.fft.fft(x).real, [normal(64)]),
        "rfft": (lambda x: jnp.abs(jnp.fft.rfft(x)), [normal(64)]),
        "avg_pool": (lambda x: lax.reduce_window(x, 0.0, lax.add, (1, 2, 2), (1, 2, 2), "VALID") / 4,
                     [normal(2, 16, 16)]),
        "max_pool": (lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2), (1, 2, 2), "VALID"),
                     [normal(2, 16, 16)]),
        "mlp": (lambda x, w1, w2: jnp.tanh(x @ w1) @ w2,
                [normal(8, 16), normal(16, 32, scale=0.3), normal(32, 4, scale=0.3)]),
        "f32_of_f8": (lambda x: x.astype(jnp.float8_e4m3fn).astype(jnp.float32), [normal(100)]),
        "transformer": (transformer_block, [normal(8, 16), normal(16, 32, scale=0.3), normal(32, 16, scale=0.3)]),
    }


def run_hloref(hloref, verb, text, args, extra=()):
    """The archive hloref writes for `verb` (golden or run) as a dict of arrays, or an error string."""
    with tempfile.TemporaryDirectory() as tmp:
        program = os.path.join(tmp, "program.mlir")
        inputs = os.path.join(tmp, "inputs.npz")
        outputs = os.path.join(tmp, "outputs.npz")
        with open(program, "w") as f:
            f.write(text)
        np.savez(inputs, *[np.asarray(a) for a in args])
        done = subprocess.run([hloref, verb, program, "--inputs", inputs, "--outputs", outputs, *extra],
                              capture_output=True, text=True)
        if done.returncode != 0:
            return done.stderr.strip()[:200]
        with np.load(outputs) as archive:
            return {name: archive[name] for name in archive.files}


def as_f64(x):
    x = np.asarray(x)
    if x.dtype.kind == "c":
        return x.astype(np.complex128)
    return x.astype(np.float64)


def main(argv):
    args = argv[1:]
    runs = 32
    if "--runs" in args:
        at = args.index("--runs")
        runs = int(args[at + 1])
        del args[at:at + 2]
    if not args:
        print("usage: golden_table.py HLOREF [--runs N] [PROGRAM ...]", file=sys.stderr)
        return 3
    hloref, selected = args[0], set(args[1:])
    print(f"{'program':16s} {'finite':>6s} {'max bound':>10s} {'max xla dev':>11s} {'max pert dev':>12s} "
          f"{'ratio':>8s}  {'holds f64':>9s} {'holds xla':>9s} {'outside':>9s}")
    failures, hloref_failures = [], []
    for name, (function, inputs) in programs().items():
        if selected and name not in selected:
            continue
        text = jax.jit(function).lower(*inputs).as_text()
        golden = run_hloref(hloref, "golden", text, inputs)
        if isinstance(golden, str):
            if "chlo." in text:
                print(f"{name:16s} blocked on CHLO: {golden[:90]}")
            else:
                print(f"{name:16s} hloref failed: {golden}")
                hloref_failures.append(name)
            continue
        if "bound_0" not in golden:
            print(f"{name:16s} no bound (not a float output)")
            continue
        value, bound = as_f64(golden["output_0"]), golden["bound_0"]
        flagged = np.zeros(value.shape, bool)
        for member in ("mask_0", "unstable_0"):
            if member in golden:
                flagged |= golden[member].astype(bool)
        wide = as_f64(jax.jit(function)(*[np.asarray(a, np.float64) for a in inputs]))
        xla = as_f64(jax.jit(function)(*inputs))
        finite = np.isfinite(bound) & ~flagged
        # The golden's half ulp: what a perturbed answer may add to the bound (perturb_check).
        magnitude = np.maximum(np.abs(value.real), np.abs(value.imag)) if value.dtype.kind == "c" else np.abs(value)
        half = np.spacing(magnitude.astype(golden["output_0"].real.dtype)).astype(np.float64) / 2
        perturbed_dev = np.zeros(value.shape)
        outside = 0
        for seed in range(1, runs + 1):
            r = run_hloref(hloref, "run", text, inputs, ("--perturb", str(seed)))
            if isinstance(r, str):
                print(f"{name:16s} perturbed run {seed} failed: {r}")
                hloref_failures.append(name)
                break
            p = as_f64(r["output_0"])
            perturbed_dev = np.maximum(perturbed_dev, np.abs(p - wide))
            outside += int(np.sum((np.abs(p - value) > bound + 2 * half)[finite]))
        xla_dev = np.abs(xla - wide)
        if finite.any():
            largest = bound[finite].max()
            spacing = 2 * half
            ratio = largest / max(xla_dev[finite].max(), perturbed_dev[finite].max(),
                                  spacing[finite][np.argmax(bound[finite])])
        else:
            largest = ratio = float("nan")
        holds_f64 = bool(np.all(np.abs(value - wide)[finite] <= bound[finite]))
        holds_xla = bool(np.all(xla_dev[finite] <= bound[finite]))
        if not holds_f64 or outside:
            failures.append(name)
        print(f"{name:16s} {finite.mean() * 100:5.0f}% {largest:10.3g} {xla_dev.max():11.3g} "
              f"{perturbed_dev.max():12.3g} {ratio:8.3g}  {holds_f64!s:>9s} {holds_xla!s:>9s} "
              f"{outside:>4d}/{runs:<4d}")
    if failures:
        print("finite bounds that do not hold the float64 evaluation or a perturbed answer: " + ", ".join(failures))
        return 1
    if hloref_failures:
        print("hloref failed on: " + ", ".join(hloref_failures))
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
