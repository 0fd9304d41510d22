#!/usr/bin/env python3
"""StableHLO <-> HLO agreement: the same JAX program, run by hloref as
StableHLO text, as HLO text before optimization and as HLO text after
XLA:CPU optimization, must give the same results.

Runs in the JAX venv (tools/backends/setup.sh):

    ~/.cache/hloref/backends-venv/bin/python tools/backends/hlo_agreement.py \
        [--hloref build/bin/hloref] [--keep DIR] [--filter REGEX] [--verbose]

For each function of tools/backends/hlo_functions.py (name, family,
function, inputs) it writes `jax.jit(f).lower(*args).as_text()` (StableHLO),
`.as_text(dialect='hlo')` (HLO before optimization) and
`.compile().as_text()` (HLO after XLA:CPU's passes), runs each with
`hloref golden` on the same inputs, and compares every result with the
StableHLO run's (or, where that cannot run, the unoptimized HLO's):

  identical     bit for bit (NaNs of any payload equal)
  within bound  |a - b| <= bound(a) + bound(b), hloref's golden error bounds
                (a legal reassociation or rounding: XLA rewrites x / y as
                x * (1 / y), fuses sums in another order, ...); elements
                either run marks implementation-defined are skipped
  DIFFERS       anything else (listed)

A StableHLO run that fails because its text uses CHLO ops (chlo.erf,
chlo.top_k, ...; another branch implements them) or a custom_call hloref
does not know is counted apart, and the HLO runs are then compared with
each other. Exit status 1 when a run differs or an HLO text fails.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax  # noqa: E402
import numpy as np  # noqa: E402

import hlo_functions  # noqa: E402

jax.config.update("jax_platforms", "cpu")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def write_texts(name, f, args, out):
    lowered = jax.jit(f).lower(*args)
    paths = {"stablehlo": f"{out}/{name}.mlir", "before": f"{out}/{name}.before.hlo", "after": f"{out}/{name}.after.hlo"}
    with open(paths["stablehlo"], "w") as fh:
        fh.write(lowered.as_text())
    with open(paths["before"], "w") as fh:
        fh.write(lowered.as_text(dialect="hlo"))
    with open(paths["after"], "w") as fh:
        fh.write(lowered.compile().as_text())
    np.savez(f"{out}/{name}.in.npz", **{f"arg{i}": np.asarray(a) for i, a in enumerate(args)})
    return paths


def golden(hloref, path, inputs):
    """The golden archive of a run, or the error line."""
    out = path + ".golden.npz"
    p = subprocess.run([hloref, "golden", path, "--inputs", inputs, "--outputs", out], capture_output=True, text=True)
    if p.returncode != 0:
        lines = [l for l in p.stderr.splitlines() if "error" in l] or p.stderr.splitlines() or [f"exit {p.returncode}"]
        return None, lines[-1]
    return dict(np.load(out)), None


def same_bits(a, b):
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.dtype.kind in "fc":
        a, b = np.atleast_1d(a), np.atleast_1d(b)
        bytes_equal = (a.view(np.uint8).reshape(a.shape + (-1,)) == b.view(np.uint8).reshape(b.shape + (-1,))).all(-1)
        return bool(np.all(bytes_equal | (np.isnan(a) & np.isnan(b))))
    return a.tobytes() == b.tobytes()


def compare(ref, other):
    """'identical', 'within bound' or a description of the difference."""
    outputs = sorted(k for k in ref if k.startswith("output_"))
    if outputs != sorted(k for k in other if k.startswith("output_")):
        return "different numbers of results"
    verdict = "identical"
    for key in outputs:
        i = key[len("output_"):]
        a, b = ref[key], other[key]
        if same_bits(a, b):
            continue
        if a.shape != b.shape or a.dtype != b.dtype:
            return f"result {i}: {a.dtype}{list(a.shape)} vs {b.dtype}{list(b.shape)}"
        skip = (ref.get(f"mask_{i}", np.zeros(a.shape, bool)) != 0) | (other.get(f"mask_{i}", np.zeros(a.shape, bool)) != 0)
        if a.dtype.kind not in "fc":
            bad = (a != b) & ~skip
            if bad.any():
                return f"result {i}: {int(bad.sum())} integer elements differ"
            verdict = "within bound"
            continue
        bound = ref.get(f"bound_{i}", np.full(a.shape, np.inf)) + other.get(f"bound_{i}", np.full(a.shape, np.inf))
        da, db = a.astype(np.complex128 if a.dtype.kind == "c" else np.float64), b.astype(np.complex128 if a.dtype.kind == "c" else np.float64)
        equal = (da == db) | (np.isnan(da) & np.isnan(db))
        with np.errstate(invalid="ignore"):
            ok = equal | skip | (np.abs(da - db) <= bound * (1 + 2.0 ** -50))
        if not ok.all():
            k = int(np.argmax(~ok.reshape(-1)))
            return (f"result {i}: {int((~ok).sum())} elements outside the bound, e.g. [{k}] "
                    f"{da.reshape(-1)[k]!r} vs {db.reshape(-1)[k]!r} (bound {bound.reshape(-1)[k]:.3g})")
        verdict = "within bound"
    return verdict


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hloref", default=os.path.join(ROOT, "build", "bin", "hloref"))
    ap.add_argument("--keep", help="write the texts, inputs and archives here")
    ap.add_argument("--filter", default="", help="only functions whose name matches")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    out = a.keep or tempfile.mkdtemp(prefix="hlo_agreement_")
    os.makedirs(out, exist_ok=True)
    counts = {}
    problems = []
    functions = [fn for fn in hlo_functions.define() if re.search(a.filter, fn[0])]

    def count(kind, verdict):
        counts.setdefault(kind, {}).setdefault(verdict, 0)
        counts[kind][verdict] += 1

    for name, family, f, args in functions:
        paths = write_texts(name, f, args, out)
        inputs = f"{out}/{name}.in.npz"
        runs = {k: golden(a.hloref, p, inputs) for k, p in paths.items()}
        ref, err = runs["stablehlo"]
        reference = "stablehlo"
        if ref is None:
            why = "CHLO" if "chlo." in open(paths["stablehlo"]).read() else "custom_call" if "custom_call" in err else "other"
            count("stablehlo", f"fails ({why})")
            if why == "other":
                problems.append(f"{name}: stablehlo: {err}")
            ref, reference = runs["before"][0], "before"
        else:
            count("stablehlo", "runs")
        line = [f"{name:22s} {family:15s}"]
        for kind in ("before", "after"):
            result, err = runs[kind]
            if result is None:
                verdict = "FAILS"
                problems.append(f"{name}: {kind}: {err}")
            elif kind == reference:
                verdict = "runs (the reference)"
            elif ref is None:
                verdict = "no reference"
            else:
                verdict = compare(ref, result)
                if verdict not in ("identical", "within bound"):
                    problems.append(f"{name}: {kind} vs {reference}: {verdict}")
                    verdict = "DIFFERS"
            count(kind, verdict)
            line.append(f"{kind}: {verdict}")
        if a.verbose:
            print("  ".join(line))
    print(f"{len(functions)} functions (texts in {out})")
    for kind in ("stablehlo", "before", "after"):
        print(f"  {kind:9s} " + ", ".join(f"{v}: {n}" for v, n in sorted(counts.get(kind, {}).items())))
    for p in problems:
        print("  " + p)
    return 1 if any("FAILS" in v or "DIFFERS" in v for k in counts.values() for v in k) else 0


if __name__ == "__main__":
    sys.exit(main())
