"""`hloref print` writes what MLIR's own parser (jaxlib's) reads back: every
program of the conformance corpus and of ../shared's corpora that jaxlib
parses as written must parse again after `hloref print`."""
import glob
import os
import re
import subprocess

import pytest

from conftest import have

pytestmark = pytest.mark.skipif(not have("jaxlib"), reason="jaxlib is not installed")

SPLIT = re.compile(r"^// -----.*$", re.M)
COMMENT = re.compile(r"//[^\n]*")


def blank(text):
    """Only white space and comments (hloref skips such chunks)."""
    return not COMMENT.sub("", text).strip()


@pytest.fixture(scope="module")
def parse():
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir
    context = jax_mlir.make_ir_context()
    context.allow_unregistered_dialects = True  # check.* and interpreter.* ops

    def parses(text):
        with context:
            try:
                ir.Module.parse(text)
                return None
            except Exception as e:  # MLIRError: the diagnostics
                return str(e).strip().splitlines()[-1][:300]
    return parses


def printed_modules(binary, text):
    """`hloref print --split-input-file` of `text`: one module text per chunk."""
    r = subprocess.run([binary, "print", "--split-input-file", "-"], input=text, capture_output=True, text=True)
    if r.returncode != 0:
        return None
    modules, current = [], []
    for line in r.stdout.splitlines(keepends=True):
        current.append(line)
        if line == "}\n":
            modules.append("".join(current))
            current = []
    return modules


def programs(repo):
    """(origin, text) of every program: .mlir chunks and YAML cases that should parse."""
    shared = os.path.join(repo, "..", "shared", "corpus")
    files = sorted(glob.glob(os.path.join(repo, "conformance", "*.mlir")))
    files += sorted(glob.glob(os.path.join(shared, "upstream-syntax", "*.mlir")))
    files += sorted(glob.glob(os.path.join(shared, "upstream-interpret", "*.mlir")))
    for path in files:
        with open(path) as f:
            for i, chunk in enumerate(SPLIT.split(f.read())):
                if not blank(chunk):
                    yield f"{path}#{i}", chunk
    try:
        import yaml
    except ImportError:
        return
    for path in sorted(glob.glob(os.path.join(repo, "conformance", "*.yaml"))):
        with open(path) as f:
            for case in (yaml.safe_load(f) or {}).get("cases", []):
                if "program" in case and not {"rejects", "malformed"} & set(case):
                    yield f"{path}:{case.get('name')}", case["program"]


def test_printed_programs_parse_in_jaxlib(hloref_binary, repo, parse):
    originals = [(origin, text) for origin, text in programs(repo) if parse(text) is None]
    assert len(originals) > 500, "the corpora were not found"
    # One hloref process for all: the programs joined as chunks.
    joined = "\n// -----\n".join(text for _, text in originals)
    modules = printed_modules(hloref_binary, joined)
    assert modules is not None and len(modules) == len(originals)
    failures = []
    for (origin, _), module in zip(originals, modules):
        problem = parse(module)
        if problem:
            failures.append(f"{origin}: {problem}")
    assert not failures, f"{len(failures)} of {len(originals)} printed programs do not parse:\n" + "\n".join(failures[:40])
