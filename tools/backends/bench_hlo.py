#!/usr/bin/env python3
"""Times hloref on XLA's HLO (issue: XLA's own IR, Performance):

1. reading a large optimized HLO dump with large constants: a function
   closing over a float32 matrix of --side x --side, dumped with
   `--xla_dump_large_constants`, read by `hloref check` and run by
   `hloref run`;
2. `hloref bisect` over --stages pass dumps of a small model (a training
   step of a two-layer MLP): XLA:CPU writes ~30 pass dumps per module; the
   numbered stages are repeated in order up to --stages files.

Runs in the JAX venv (tools/backends/setup.sh):

    ~/.cache/hloref/backends-venv/bin/python tools/backends/bench_hlo.py [--hloref build/bin/hloref]
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

LARGE = r'''
import sys, numpy as np, jax, jax.numpy as jnp
jax.config.update("jax_platforms", "cpu")
side = int(sys.argv[2])
w = np.random.RandomState(0).standard_normal((side, side)).astype(np.float32)
x = np.random.RandomState(1).standard_normal((2, side)).astype(np.float32)
np.save(sys.argv[1] + "/x.npy", x)
jax.jit(lambda x: jnp.tanh(x @ w) @ w)(x).block_until_ready()
'''

MODEL = r'''
import sys, numpy as np, jax, jax.numpy as jnp
jax.config.update("jax_platforms", "cpu")
def loss(params, x, y):
    h = x
    for w, b in params:
        h = jnp.tanh(h @ w + b)
    return jnp.mean((h - y) ** 2)
def step(params, x, y):
    g = jax.grad(loss)(params, x, y)
    return [(w - 0.1 * gw, b - 0.1 * gb) for (w, b), (gw, gb) in zip(params, g)], loss(params, x, y)
rs = np.random.RandomState(0)
params = [(rs.standard_normal((8, 16)).astype(np.float32), np.zeros(16, np.float32)),
          (rs.standard_normal((16, 4)).astype(np.float32), np.zeros(4, np.float32))]
x = rs.standard_normal((32, 8)).astype(np.float32)
y = rs.standard_normal((32, 4)).astype(np.float32)
jax.jit(step)(params, x, y)
np.savez(sys.argv[1] + "/in.npz", *([a for p in params for a in p] + [x, y]))
'''


def dump(script, out, flags, *args):
    env = dict(os.environ, XLA_FLAGS=f"--xla_dump_to={out}/dump --xla_dump_hlo_as_text " + flags)
    path = os.path.join(out, "make.py")
    with open(path, "w") as f:
        f.write(script)
    subprocess.run([sys.executable, path, out, *map(str, args)], check=True, env=env)


def timed(cmd):
    start = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    return time.perf_counter() - start, p


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hloref", default=os.path.join(ROOT, "build", "bin", "hloref"))
    ap.add_argument("--side", type=int, default=2048, help="the constant is side x side float32")
    ap.add_argument("--stages", type=int, default=100)
    a = ap.parse_args()
    work = tempfile.mkdtemp(prefix="bench_hlo_")
    try:
        dump(LARGE, work, "--xla_dump_large_constants", a.side)
        [after] = glob.glob(f"{work}/dump/*jit__lambda*.cpu_after_optimizations.txt")
        size = os.path.getsize(after) / 1e6
        t_check, p = timed([a.hloref, "check", after])
        assert p.returncode == 0, p.stderr
        t_run, p = timed([a.hloref, "run", after, "--input", f"{work}/x.npy"])
        assert p.returncode == 0, p.stderr
        print(f"large dump: {size:.1f} MB optimized HLO ({a.side}x{a.side} f32 constant): "
              f"check {t_check:.2f} s, run {t_run:.2f} s")

        model = os.path.join(work, "model")
        os.makedirs(model)
        dump(MODEL, model, "--xla_dump_hlo_pass_re=.*")
        src = f"{model}/dump"
        prefix = os.path.basename(glob.glob(f"{src}/*.jit_step.before_optimizations.txt")[0])[:-len(".before_optimizations.txt")]
        numbered = sorted(f for f in os.listdir(src) if re.match(re.escape(prefix) + r"\.\d{4}\.", f))
        many = os.path.join(model, "many")
        os.makedirs(many)
        for f in (f"{prefix}.before_optimizations.txt", f"{prefix}.cpu_after_optimizations.txt"):
            shutil.copy(os.path.join(src, f), many)
        for k in range(a.stages - 2):
            name = numbered[k % len(numbered)]
            rest = name[len(prefix) + 6:]
            shutil.copy(os.path.join(src, name), os.path.join(many, f"{prefix}.{k:04d}.{rest}"))
        t_bisect, p = timed([a.hloref, "bisect", many, "--module", prefix, "--inputs", f"{model}/in.npz"])
        stages = re.search(r", (\d+) stages", p.stdout)
        print(f"bisect: {stages.group(1) if stages else '?'} stages of an MLP training step "
              f"({len(numbered)} real pass dumps, repeated): {t_bisect:.2f} s, exit {p.returncode}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
