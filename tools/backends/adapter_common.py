"""Shared plumbing for hloref backend adapters (PROTOCOL.md).

An adapter module defines a class with

    name: str
    version() -> str                       # for the report, e.g. "jax 0.10.2"
    element_types: set[str]                # MLIR element type names it carries
    compile(program: str, entry: str)      # raises Rejected / Unsupported
    run(program, entry, inputs, element_types) -> list[np.ndarray]

and calls serve(AdapterClass). This module owns the protocol: JSON lines on
stdin and stdout, tensors as .npy files, one response per request.
"""

import json
import os
import re
import sys
import traceback

import numpy as np

try:
    import ml_dtypes
except ImportError:  # the adapter still runs the types NumPy has
    ml_dtypes = None


class Rejected(Exception):
    """The backend refused the program (parse, verify or compile error)."""

    def __init__(self, message, stage="compile"):
        super().__init__(message)
        self.stage = stage


class Unsupported(Exception):
    """The backend cannot express this program or these types."""


def _ml(name):
    return getattr(ml_dtypes, name, None) if ml_dtypes is not None else None


# MLIR element type name -> NumPy dtype (None when nothing can carry it).
DTYPES = {
    "i1": np.dtype(np.bool_),
    "i8": np.dtype(np.int8), "i16": np.dtype(np.int16), "i32": np.dtype(np.int32), "i64": np.dtype(np.int64),
    "si8": np.dtype(np.int8), "si16": np.dtype(np.int16), "si32": np.dtype(np.int32), "si64": np.dtype(np.int64),
    "ui8": np.dtype(np.uint8), "ui16": np.dtype(np.uint16), "ui32": np.dtype(np.uint32), "ui64": np.dtype(np.uint64),
    "f16": np.dtype(np.float16), "f32": np.dtype(np.float32), "f64": np.dtype(np.float64),
    "complex<f32>": np.dtype(np.complex64), "complex<f64>": np.dtype(np.complex128),
}
for _mlir, _name in [
    ("bf16", "bfloat16"), ("i2", "int2"), ("si2", "int2"), ("ui2", "uint2"), ("i4", "int4"), ("si4", "int4"),
    ("ui4", "uint4"), ("f8E3M4", "float8_e3m4"), ("f8E4M3", "float8_e4m3"), ("f8E4M3FN", "float8_e4m3fn"),
    ("f8E4M3FNUZ", "float8_e4m3fnuz"), ("f8E4M3B11FNUZ", "float8_e4m3b11fnuz"), ("f8E5M2", "float8_e5m2"),
    ("f8E5M2FNUZ", "float8_e5m2fnuz"), ("f8E8M0FNU", "float8_e8m0fnu"), ("f4E2M1FN", "float4_e2m1fn"),
    ("f6E2M3FN", "float6_e2m3fn"), ("f6E3M2FN", "float6_e3m2fn"),
]:
    if _ml(_name) is not None:
        DTYPES[_mlir] = np.dtype(_ml(_name))

NATIVE_TYPES = {"i1", "i8", "i16", "i32", "i64", "si8", "si16", "si32", "si64", "ui8", "ui16", "ui32", "ui64",
                "f16", "f32", "f64", "complex<f32>", "complex<f64>"}

_TENSOR = re.compile(r"^tensor<((?:[0-9?]+x)*)(.+)>$")


def parse_tensor_type(text):
    """'tensor<2x3xf32>' -> ((2, 3), 'f32'). Raises Unsupported for what is not a plain tensor."""
    m = _TENSOR.match(text.strip())
    if not m:
        raise Unsupported("not a plain tensor type: " + text)
    dims = [d for d in m.group(1).split("x") if d]
    if any(d == "?" for d in dims):
        raise Unsupported("dynamic shapes: " + text)
    element = m.group(2)
    if element.startswith("!quant") or "," in element:
        raise Unsupported("quantized or encoded tensor: " + text)
    return tuple(int(d) for d in dims), element


_SIGNATURE_TYPES = re.compile(r"tensor<(?:[0-9?]+x)*(complex<[a-z0-9]+>|[A-Za-z0-9]+)")


def program_element_types(program):
    """Every element type spelled as tensor<...x T> in the program text."""
    return set(_SIGNATURE_TYPES.findall(program))


def entry_result_types(program, entry):
    """The result types of func @entry as written in the text, or None when they cannot be read."""
    m = re.search(r"func\.func\s+(?:public\s+|private\s+)?@" + re.escape(entry) + r"\s*\(", program)
    if not m:
        return None
    depth, i = 1, m.end()
    while i < len(program) and depth:
        depth += {"(": 1, ")": -1}.get(program[i], 0)
        i += 1
    rest = program[i:]
    arrow = re.match(r"\s*->\s*", rest)
    if not arrow:
        return []
    rest = rest[arrow.end():]
    if rest.startswith("("):
        depth, j = 1, 1
        while j < len(rest) and depth:
            depth += {"(": 1, ")": -1}.get(rest[j], 0)
            j += 1
        text = rest[1:j - 1]
    else:
        text = re.match(r"[^{]*?(?=\s*(?:attributes\b|\{))", rest).group(0)
    return re.findall(r"tensor<[^{}]*?>(?=\s*(?:\{[^}]*\})?\s*(?:,|$))", text.strip()) or None


def coerce_result(array, type_text):
    """Give a backend's result the dtype of its declared type: backends return
    unsigned results as signless (eval_module), booleans as i8 (IREE), bf16 as
    raw uint16 ... The bits are kept; booleans are normalised to 0/1."""
    try:
        _, element = parse_tensor_type(type_text)
    except Unsupported:
        return array
    dtype = DTYPES.get(element)
    array = np.asarray(array)
    if dtype is None or array.dtype == dtype:
        return array
    if dtype == np.bool_:
        return array != 0
    if array.dtype.itemsize == dtype.itemsize:
        return array.view(dtype)
    return array


def load_input(path, type_text):
    shape, element = parse_tensor_type(type_text)
    dtype = DTYPES.get(element)
    if dtype is None:
        raise Unsupported("no NumPy dtype for " + element)
    array = np.load(path, allow_pickle=False)
    if array.dtype != dtype:
        if array.dtype.itemsize != dtype.itemsize:
            raise Unsupported("input %s is %s, cannot view it as %s" % (path, array.dtype, element))
        array = array.view(dtype)
    return array.reshape(shape)


class _Server:
    def __init__(self, adapter_class):
        # The protocol owns the original stdout; everything else that prints
        # (libraries, C++ logging) goes to stderr, which the runner logs.
        self.out = os.fdopen(os.dup(1), "w", buffering=1)
        os.dup2(2, 1)
        sys.stdout = sys.stderr
        self.adapter_class = adapter_class
        self.adapter = None

    def reply(self, request_id, **fields):
        fields["id"] = request_id
        self.out.write(json.dumps(fields) + "\n")
        self.out.flush()

    def handle(self, req):
        rid = req.get("id")
        method = req.get("method")
        if method == "hello":
            try:
                self.adapter = self.adapter_class()
                self.reply(rid, status="ok", backend=self.adapter.name, version=self.adapter.version(),
                           protocol=1)
            except Exception as e:  # missing packages and the like
                self.reply(rid, status="error", message="%s: %s" % (type(e).__name__, e))
            return True
        if method == "shutdown":
            return False
        if self.adapter is None:
            self.reply(rid, status="error", message="no hello before " + str(method))
            return True
        program = req.get("program", "")
        entry = req.get("entry", "main")
        if method == "verify":
            return self.verify(rid, program)
        try:
            if '"interpreter.' in program or '"check.' in program:
                # hloref's own harness ops (run_parallel for distribution cases).
                raise Unsupported("the program uses hloref's interpreter.*/check.* ops")
            # `index` appears in attributes only (custom_call layouts).
            wanted = {t for t in program_element_types(program) if t != "index"}
            missing = sorted(t for t in wanted if t not in self.adapter.element_types)
            # An adapter whose compile only parses and verifies takes every type there.
            if missing and not (method == "compile" and getattr(self.adapter, "compiles_every_type", False)):
                raise Unsupported("element types this backend does not carry: " + ", ".join(missing))
            if method == "compile":
                self.adapter.compile(program, entry)
                self.reply(rid, status="ok")
            elif method == "run":
                specs = req.get("inputs", [])
                inputs = [load_input(i["path"], i["type"]) for i in specs]
                elements = [parse_tensor_type(i["type"])[1] for i in specs]
                results = self.adapter.run(program, entry, inputs, elements)
                declared = entry_result_types(program, entry)
                if declared is not None and len(declared) == len(results):
                    results = [coerce_result(r, t) for r, t in zip(results, declared)]
                prefix = req["output_prefix"]
                paths = []
                for k, r in enumerate(results):
                    path = "%s%d.npy" % (prefix, k)
                    array = np.asarray(r)
                    if not array.flags.c_contiguous:  # (ascontiguousarray would make scalars 1-d)
                        array = array.copy(order="C")
                    np.save(path, array, allow_pickle=False)
                    paths.append(path)
                self.reply(rid, status="ok", outputs=paths)
            else:
                self.reply(rid, status="error", message="unknown method " + str(method))
        except Rejected as e:
            self.reply(rid, status="rejected", stage=e.stage, message=str(e)[:4000])
        except Unsupported as e:
            self.reply(rid, status="unsupported", message=str(e)[:4000])
        except Exception as e:
            traceback.print_exc(file=sys.stderr)
            self.reply(rid, status="error", message=("%s: %s" % (type(e).__name__, e))[:4000])
        return True

    def verify(self, rid, program):
        """The backend's own parser and verifier on `program`, whatever its
        element types: a verdict, never a run (PROTOCOL.md, verify)."""
        if not hasattr(self.adapter, "verify"):
            self.reply(rid, status="unsupported", message="this backend has no verifier to ask")
            return True
        try:
            diagnostic = self.adapter.verify(program)
        except Exception as e:
            traceback.print_exc(file=sys.stderr)
            self.reply(rid, status="error", message=("%s: %s" % (type(e).__name__, e))[:4000])
            return True
        if diagnostic is None:
            self.reply(rid, status="ok", verdict="accept")
        else:
            stage, message = diagnostic
            self.reply(rid, status="ok", verdict="reject", stage=stage, diagnostic=message[:4000])
        return True

    def serve(self):
        for line in sys.stdin:
            line = line.strip()
            if not line:
                continue
            try:
                req = json.loads(line)
            except ValueError as e:
                self.reply(None, status="error", message="bad request: %s" % e)
                continue
            if not self.handle(req):
                break


def serve(adapter_class):
    _Server(adapter_class).serve()
