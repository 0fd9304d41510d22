#!/usr/bin/env python3
"""How many generated programs the official StableHLO verifier accepts.

    ~/.cache/hloref/backends-venv/bin/python tools/backends/fuzz_validity.py build/bin/hloref
        [--count 2000] [--seed 1] [--ops LIST] [--types LIST] [--no-quantized] [--portable]
        [--show 5] [--keep DIR]

Generates --count programs with `hloref fuzz generate --check` (fuzz/program_gen.h;
every one must pass hloref's checker), then asks the official parser and
verifier (jaxlib's MLIR bindings, through the stablehlo-interp adapter's
`verify` request, tools/backends/PROTOCOL.md) about each. Programs with
quantized types are counted as excluded (jaxlib 0.10.2 registers no quant
dialect; --no-quantized leaves them out). Prints the share each accepts,
the ops and element types the programs use, and the disagreements grouped
into classes: the op the official diagnostic names and its message with
numbers, types and names blanked, each with a few example programs.
Rejections checker/VERIFIER-DIFFERENCES.md explains (its "Generated
programs" section, ids fuzz/...) are marked documented.
Exit status 1 when hloref's checker rejected a program, else 0.
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from verify_agreement import OfficialVerifier, excluded  # noqa: E402


# Classes of rejection checker/VERIFIER-DIFFERENCES.md explains with the
# spec's words ("Generated programs"): a pattern of the official diagnostic
# and the id the file names in backquotes.
KNOWN = [
    (r"tf32", "fuzz/tf32"),
    (r"unregistered operation 'stablehlo\.collective_reduce'", "fuzz/collective_reduce_unregistered"),
    (r"'stablehlo\.collective_broadcast' op requires (a single operand|one result)",
     "fuzz/collective_broadcast_variadic"),
    (r"replica_groups values must be positive, but was given -1", "fuzz/collective_broadcast_padded_groups"),
    (r"dimension size of operand at 'all_gather_dim' cannot be zero", "fuzz/all_gather_zero_dimension"),
    (r"result dimension size at scatter_dimension cannot be zero", "fuzz/reduce_scatter_zero_dimension"),
]


def known_class(diagnostic, documented):
    """The documented id whose pattern matches `diagnostic`, or None."""
    for pattern, pid in KNOWN:
        if re.search(pattern, diagnostic) and pid in documented:
            return pid
    return None


def documented_ids():
    path = os.path.join(os.path.dirname(os.path.dirname(HERE)), "checker", "VERIFIER-DIFFERENCES.md")
    with open(path) as f:
        return set(re.findall(r"`(fuzz/[a-z0-9_]+)`", f.read()))


def disagreement_class(diagnostic):
    """The official diagnostic without its location, values and types."""
    text = re.sub(r"^.*?error: ", "", diagnostic.strip().splitlines()[0] if diagnostic.strip() else "")
    text = re.sub(r"'(tensor|tuple|!)[^']*'", "'T'", text)
    text = re.sub(r"tensor<[^>]*>", "T", text)
    text = re.sub(r"-?\d+", "N", text)
    return text[:160]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("hloref")
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ops")
    ap.add_argument("--types")
    ap.add_argument("--no-quantized", action="store_true")
    ap.add_argument("--portable", action="store_true",
                    help="the portable profile: without the documented classes (fuzz generate --portable)")
    ap.add_argument("--show", type=int, default=3, help="example programs per class")
    ap.add_argument("--keep", help="write the programs here (default: a temporary directory)")
    args = ap.parse_args()

    scratch = tempfile.TemporaryDirectory()
    out = args.keep or scratch.name
    command = [args.hloref, "fuzz", "generate", "--count", str(args.count), "--seed", str(args.seed), "--check",
               "--out", out]
    if args.ops:
        command += ["--ops", args.ops]
    if args.types:
        command += ["--types", args.types]
    if args.no_quantized:
        command.append("--no-quantized")
    if args.portable:
        command.append("--portable")
    generated = subprocess.run(command, capture_output=True, text=True)
    sys.stdout.write(generated.stdout)
    if generated.returncode not in (0, 1):
        sys.stderr.write(generated.stderr)
        return 2
    checker_failures = generated.returncode == 1
    if checker_failures:
        sys.stderr.write(generated.stderr[:4000])

    official = OfficialVerifier()
    documented = documented_ids()
    counts = collections.Counter()
    classes = collections.defaultdict(list)
    ops_in_accepted = collections.Counter()
    for k in range(args.count):
        pid = "s%d" % (args.seed + k)
        with open(os.path.join(out, pid + ".mlir")) as f:
            program = f.read()
        why = excluded(program)
        if why:
            counts["excluded"] += 1
            continue
        counts["asked"] += 1
        try:
            accepted, diagnostic = official.verdict(program)
        except (ValueError, OSError, RuntimeError) as e:
            # The adapter died on this program (the official parser or
            # verifier crashed): a class of its own; start a new one.
            accepted, diagnostic = False, "crash: the official verifier died (%s)" % type(e).__name__
            official.close()
            official = OfficialVerifier()
        if accepted:
            counts["accepted"] += 1
            for op in set(re.findall(r'"?(stablehlo\.[a-z_0-9]+)["\s]', program)):
                ops_in_accepted[op] += 1
        else:
            counts["rejected"] += 1
            first = diagnostic.strip().splitlines()[0] if diagnostic.strip() else "(no diagnostic)"
            known = known_class(first, documented)
            counts["documented"] += known is not None
            classes[known or disagreement_class(first)].append((pid, first))
    official.close()

    asked = counts["asked"]
    share = 100.0 * counts["accepted"] / asked if asked else 100.0
    print("official verifier: %s" % official.version)
    print("programs: %d generated, %d asked (%d excluded: quantized types), %d accepted (%.2f%%), %d rejected"
          % (args.count, asked, counts["excluded"], counts["accepted"], share, counts["rejected"]))
    with_documented = 100.0 * (counts["accepted"] + counts["documented"]) / asked if asked else 100.0
    print("accepted or rejected for a reason checker/VERIFIER-DIFFERENCES.md documents: %.2f%%" % with_documented)
    spec_ops = {"stablehlo." + name[:-5] for name in os.listdir(os.path.join(os.path.dirname(os.path.dirname(HERE)),
                                                                              "spec", "ops")) if name.endswith(".yaml")}
    accepted_ops = spec_ops & set(ops_in_accepted)
    print("spec ops in programs the official verifier accepts: %d of %d (missing: %s)"
          % (len(accepted_ops), len(spec_ops), ", ".join(sorted(spec_ops - accepted_ops)) or "none"))
    for cls, items in sorted(classes.items(), key=lambda kv: -len(kv[1])):
        print("\n%4d  %s %s" % (len(items), "documented  " if cls.startswith("fuzz/") else "UNDOCUMENTED", cls))
        for pid, first in items[:args.show]:
            print("      %s: %s" % (pid, first[:200]))
    return 1 if checker_failures else 0


if __name__ == "__main__":
    sys.exit(main())
