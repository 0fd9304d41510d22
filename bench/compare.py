#!/usr/bin/env python3
"""Side by side: hloref, the official StableHLO interpreter (jaxlib's
`stablehlo.eval_module`) and XLA:CPU (through JAX) on the same programs and
inputs, in one run.

Each workload is a JAX function on f32 NumPy inputs. It is lowered once to
StableHLO text (`jax.jit(f).lower(...).as_text()`); then, repetition by
repetition and workload by workload (interleaved, so load on the machine
spreads over all of them), it is timed on:

  hloref whole   `hloref run PROGRAM --inputs in.npz --outputs out.npz`, the
                 whole process (start-up, parsing, checking, reading the
                 inputs, computing, writing the outputs), wall clock;
  hloref compute the evaluation alone (`hloref_bench
                 --benchmark_filter=BM_ProgramFile`, bench/program_bench.cpp);
  official       `eval_module` alone, in a child process with a timeout
                 (parsing the module and building the inputs excluded);
  XLA:CPU        one call of the compiled function (compilation excluded).

Also measured once per repetition: hloref's start-up (`hloref run` on a
program returning a constant). The table gives medians, the ratios official /
hloref compute and hloref compute / XLA, and is printed and written as
Markdown (--markdown, default bench/compare.md).

Run with the pinned backends venv (tools/backends/setup.sh):

    ~/.cache/hloref/backends-venv/bin/python bench/compare.py [--reps 3] [--official-reps 1]
        [--timeout 150] [--only NAME,...] [--build build]
"""

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def workloads():
    """(name, elements, function, inputs) for each workload."""
    import numpy as np
    import jax
    import jax.numpy as jnp
    from jax import lax

    rs = np.random.RandomState(0)

    def normal(*shape):
        return rs.standard_normal(shape).astype(np.float32)

    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def while_loop(x):
        return lax.fori_loop(0, 100000, lambda i, c: c + 1.0, x)

    def scatter_add(operand, indices, updates):
        return operand.at[indices].add(updates)

    def softmax(x):
        return jax.nn.softmax(x, axis=-1)

    def mlp(x, w1, b1, w2, b2):
        return jnp.tanh(jnp.tanh(x @ w1 + b1) @ w2 + b2)

    def layer_norm(x, g, b):
        m = jnp.mean(x, axis=-1, keepdims=True)
        v = jnp.mean((x - m) ** 2, axis=-1, keepdims=True)
        return (x - m) * lax.rsqrt(v + 1e-5) * g + b

    def grad_step(w, x, y):
        loss = lambda w: jnp.mean((jnp.tanh(x @ w) - y) ** 2)
        return w - 0.1 * jax.grad(loss)(w)

    idx = rs.randint(0, 1000, size=1000000).astype(np.int32)
    return [
        ("dot_general 512^3", 512 * 512, lambda a, b: a @ b, [normal(512, 512), normal(512, 512)]),
        ("conv 3x3 8x56x56x64->64", 8 * 56 * 56 * 64, conv, [normal(8, 56, 56, 64), normal(3, 3, 64, 64)]),
        ("reduce-sum 10^7", 10**7, jnp.sum, [normal(10**7)]),
        ("sort 10^6", 10**6, jnp.sort, [normal(10**6)]),
        ("gather 10^6 rows", 10**6, lambda t, i: t[i], [normal(1000, 1), idx]),
        ("while 10^5 iterations", 10**5, while_loop, [np.float32(0)]),
        ("exp 10^7", 10**7, jnp.exp, [normal(10**7)]),
        ("scatter-add 10^6", 10**6, scatter_add, [np.zeros(1000, np.float32), idx, normal(10**6)]),
        ("jax: softmax 1000x1000", 10**6, softmax, [normal(1000, 1000)]),
        ("jax: 2-layer MLP 256x512", 256 * 512, mlp,
         [normal(256, 512), normal(512, 512), normal(512), normal(512, 512), normal(512)]),
        ("jax: layer norm 1024x1024", 1024 * 1024, layer_norm, [normal(1024, 1024), normal(1024), normal(1024)]),
        ("jax: grad step 128x256", 128 * 256, grad_step, [normal(256, 256), normal(128, 256), normal(128, 256)]),
    ]


OFFICIAL = r'''
import sys, time, numpy as np
from jax._src.interpreters import mlir as jax_mlir
from jax._src.lib.mlir import ir
from jaxlib.mlir.dialects import stablehlo
program, inputs = sys.argv[1], sys.argv[2]
with jax_mlir.make_ir_context():
    module = ir.Module.parse(open(program).read())
    data = np.load(inputs)
    # shape= keeps 0-d inputs 0-d (without it they become tensor<1x...>).
    args = [ir.DenseElementsAttr.get(np.ascontiguousarray(data[k]), shape=list(data[k].shape)) for k in data.files]
    start = time.perf_counter()
    stablehlo.eval_module(module, args)
    print(time.perf_counter() - start)
'''


def run_timed(cmd, timeout=None, env=None):
    """Wall seconds of a child process; raises on failure."""
    start = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout, env=env)
    seconds = time.perf_counter() - start
    if p.returncode != 0:
        raise RuntimeError("%s: exit %d: %s" % (cmd[0], p.returncode, p.stderr.decode()[-400:]))
    return seconds


def hloref_compute(bench, program, inputs):
    env = dict(os.environ, HLOREF_BENCH_PROGRAM=program, HLOREF_BENCH_INPUTS=inputs)
    out = subprocess.run([bench, "--benchmark_filter=^BM_ProgramFile$", "--benchmark_format=json",
                          "--benchmark_min_time=0.2"], env=env, capture_output=True, check=True)
    b = json.loads(out.stdout)["benchmarks"][0]
    if b.get("error_occurred"):
        raise RuntimeError(b.get("error_message"))
    scale = {"ms": 1e-3, "us": 1e-6, "ns": 1e-9, "s": 1.0}[b["time_unit"]]
    return b["real_time"] * scale


def official(program, inputs, timeout):
    out = subprocess.run([sys.executable, "-c", OFFICIAL, program, inputs], capture_output=True, timeout=timeout)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.decode()[-400:])
    return float(out.stdout.decode().split()[-1])


def fmt_time(t):
    if t is None:
        return "-"
    if isinstance(t, str):
        return t
    if t >= 10:
        return "%.0f s" % t
    if t >= 1:
        return "%.1f s" % t
    if t >= 1e-3:
        return "%.3g ms" % (t * 1e3)
    return "%.3g us" % (t * 1e6)


def fmt_ratio(r):
    if r is None:
        return "-"
    if isinstance(r, str):
        return r
    return "%.3gx" % r


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--official-reps", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=150.0, help="seconds per official evaluation")
    ap.add_argument("--only", default="", help="comma-separated substrings of workload names")
    ap.add_argument("--no-official", action="store_true")
    ap.add_argument("--markdown", default=os.path.join(ROOT, "bench", "compare.md"))
    args = ap.parse_args()

    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import numpy as np
    import jax

    hloref = os.path.join(args.build, "bin", "hloref")
    bench = os.path.join(args.build, "bin", "hloref_bench")
    chosen = [w for w in workloads() if not args.only or any(s in w[0] for s in args.only.split(","))]
    tmp = tempfile.mkdtemp(prefix="hloref-compare-")
    prepared = []
    for k, (name, elements, f, inputs) in enumerate(chosen):
        program = os.path.join(tmp, "w%d.mlir" % k)
        npz = os.path.join(tmp, "w%d.npz" % k)
        jitted = jax.jit(f)
        with open(program, "w") as out:
            out.write(jitted.lower(*inputs).as_text())
        np.savez(npz, *inputs)
        device_inputs = [jax.device_put(x) for x in inputs]
        jax.block_until_ready(jitted(*device_inputs))  # compiles
        prepared.append((name, elements, program, npz, jitted, device_inputs))
    trivial = os.path.join(tmp, "trivial.mlir")
    with open(trivial, "w") as out:
        out.write("func.func @main() -> tensor<f32> {\n  %0 = stablehlo.constant dense<1.0> : tensor<f32>\n"
                  "  func.return %0 : tensor<f32>\n}\n")

    times = {name: {"whole": [], "compute": [], "official": [], "xla": []} for name, *_ in prepared}
    startup = []
    official_note = {}
    for rep in range(args.reps):
        startup.append(run_timed([hloref, "run", trivial]))
        for name, elements, program, npz, jitted, device_inputs in prepared:
            t = times[name]
            out = os.path.join(tmp, "out.npz")
            t["whole"].append(run_timed([hloref, "run", program, "--inputs", npz, "--outputs", out]))
            t["compute"].append(hloref_compute(bench, program, npz))
            if not args.no_official and rep < args.official_reps and name not in official_note:
                try:
                    t["official"].append(official(program, npz, args.timeout))
                except subprocess.TimeoutExpired:
                    official_note[name] = "> %g s" % args.timeout
                except RuntimeError as e:
                    official_note[name] = "failed"
                    print("official interpreter failed on %s: %s" % (name, e), file=sys.stderr)
            start = time.perf_counter()
            jax.block_until_ready(jitted(*device_inputs))
            t["xla"].append(time.perf_counter() - start)
            print("rep %d %-28s whole %s compute %s official %s xla %s" % (
                rep, name, fmt_time(t["whole"][-1]), fmt_time(t["compute"][-1]),
                fmt_time(t["official"][-1] if t["official"] else official_note.get(name)),
                fmt_time(t["xla"][-1])), file=sys.stderr)

    load = os.getloadavg()
    header = ("| workload (f32) | hloref whole process | hloref compute | official eval | XLA:CPU "
              "| official / hloref compute | hloref compute / XLA |")
    lines = [header, "| --- | --- | --- | --- | --- | --- | --- |"]
    for name, *_ in prepared:
        t = times[name]
        whole, compute, xla = median(t["whole"]), median(t["compute"]), median(t["xla"])
        off = median(t["official"]) if t["official"] else official_note.get(name)
        if isinstance(off, float):
            speedup = off / compute
        elif isinstance(off, str) and off.startswith(">"):
            speedup = "> %.3gx" % (args.timeout / compute)
        else:
            speedup = None
        lines.append("| %s | %s | %s | %s | %s | %s | %s |" % (
            name, fmt_time(whole), fmt_time(compute), fmt_time(off), fmt_time(xla), fmt_ratio(speedup),
            fmt_ratio(compute / xla)))
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    summary = ("%s, %s, %d cores, load average %.1f / %.1f / %.1f at the end; hloref start-up %s; medians of %d "
               "repetitions (official interpreter: %d); jax %s." % (
                   datetime.date.today().isoformat(), cpu, os.cpu_count(), load[0], load[1], load[2],
                   fmt_time(median(startup)), args.reps, args.official_reps, jax.__version__))
    text = "\n".join(lines) + "\n\n" + summary + "\n"
    print(text)
    with open(args.markdown, "w") as out:
        out.write(text)


if __name__ == "__main__":
    main()
