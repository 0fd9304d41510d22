#!/usr/bin/env python3
"""Checks that includes between the phase folders run only downward.

The phases, bottom to top (DEVELOPERS.md, "Layout"):
  core <- syntax, numerics, spec <- checker <- interpreter <- golden <- conform <- fuzz <- tools
A file may include headers of its own phase and of the phases below it,
never of a phase above it or of a sibling on its tier. Tests and benchmarks
may include any phase. Prints each upward include as file:line and exits 1
when there is one.
"""
import pathlib
import re
import sys

LEVEL = {
    "core": 0,
    "syntax": 1, "numerics": 1, "spec": 1,
    "checker": 2,
    "interpreter": 3,
    "golden": 4,
    "conform": 5,
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


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
    found = list(violations(root))
    for v in found:
        print(v)
    if found:
        print(f"{len(found)} upward include(s)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
