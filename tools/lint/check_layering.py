#!/usr/bin/env python3
"""Checks that includes between the phase folders run only downward.

The phases, bottom to top (DEVELOPERS.md, "Layout"):
  core <- syntax, numerics, spec <- checker <- interpreter <- golden <- conform, xla <- fuzz <- tools
A file may include headers of its own phase and of the phases below it,
never of a phase above it or of a sibling on its tier. Tests and benchmarks
may include any phase. Prints each upward include as file:line and exits 1
when there is one.

With --libraries BUILD_DIR it also reads the phase libraries
(libhloref_<phase>.a) with nm: a symbol a phase uses must be defined in it,
below it, or outside hloref, never only in a phase above or beside it (a
declaration written by hand can hide an upward arrow that includes do not
show).
"""
import pathlib
import re
import subprocess
import sys

LEVEL = {
    "core": 0,
    "syntax": 1, "numerics": 1, "spec": 1,
    "checker": 2,
    "interpreter": 3,
    "golden": 4,
    "conform": 5, "xla": 5,
    "fuzz": 6,
    "tools": 7,
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def phase_of(path: str):
    head = path.split("/", 1)[0]
    return head if head in LEVEL else None


def violations(root: pathlib.Path):
    for file in sorted(root.rglob("*")):
        if file.suffix not in (".h", ".cpp") or "build" in file.relative_to(root).parts[0]:
            continue
        rel = file.relative_to(root).as_posix()
        phase = phase_of(rel)
        if phase is None:
            continue
        for number, line in enumerate(file.read_text(errors="replace").splitlines(), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = phase_of(m.group(1))
            if target is None or target == phase:
                continue
            if LEVEL[target] >= LEVEL[phase]:
                yield f"{rel}:{number}: {phase} includes {m.group(1)} ({target} is not below {phase})"


def symbols(library: pathlib.Path, defined: bool):
    """Mangled names the archive defines (or leaves undefined)."""
    flag = "--defined-only" if defined else "--undefined-only"
    out = subprocess.run(["nm", "-P", flag, str(library)], capture_output=True, text=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) < 2 or parts[0].endswith(":"):
            continue  # a member header, "libx.a[y.o]:"
        names.add(parts[0])
    return names


def symbol_violations(build: pathlib.Path):
    libraries = {p: build / f"libhloref_{p}.a" for p in LEVEL if (build / f"libhloref_{p}.a").exists()}
    defined = {p: symbols(lib, True) for p, lib in libraries.items()}
    for phase, lib in libraries.items():
        allowed = set()
        for other, names in defined.items():
            if LEVEL[other] < LEVEL[phase] or other == phase:
                allowed |= names
        for name in sorted(symbols(lib, False) - allowed):
            owners = [p for p, names in defined.items() if name in names]
            if owners:
                yield f"{lib.name}: uses {name}, defined only in {', '.join(owners)}"


def main():
    args = sys.argv[1:]
    build = None
    if "--libraries" in args:
        i = args.index("--libraries")
        build = pathlib.Path(args[i + 1])
        del args[i:i + 2]
    root = pathlib.Path(args[0] if args else pathlib.Path(__file__).resolve().parents[2])
    found = list(violations(root))
    if build is not None:
        found += list(symbol_violations(build))
    for v in found:
        print(v)
    if found:
        print(f"{len(found)} upward dependencies", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
