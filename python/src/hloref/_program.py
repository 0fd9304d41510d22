"""What `run`, `golden` and `compare` accept as a program, turned into MLIR
text with its flat arguments: text, bytes (a portable artifact), a
`jax.stages.Lowered`, a `jax.export.Exported`, or a function (lowered
through JAX with its example arguments)."""
import io
import re

import numpy as np

from . import _core
from ._errors import HlorefError

BYTECODE_MAGIC = b"ML\xefR"


class Prepared:
    """A program ready for the core: MLIR text (or bytecode), its name in
    diagnostics, the flat arguments as arrays, and the output tree to
    rebuild JAX's result structure (None for text programs)."""

    def __init__(self, text, name, args, out_tree=None, arg_names=None):
        self.text = text
        self.name = name
        self.args = args
        self.out_tree = out_tree
        self.arg_names = arg_names or [f"%arg{i}" for i in range(len(args))]


def _jax():
    try:
        import jax
    except ImportError as e:  # JAX is optional
        raise HlorefError("this program needs JAX to be lowered (pip install jax): " + str(e), status=3) from e
    return jax


def _is_lowered(p):
    return hasattr(p, "as_text") and hasattr(p, "compile") and hasattr(p, "out_tree")


def _is_exported(p):
    return hasattr(p, "mlir_module") and hasattr(p, "in_avals") and hasattr(p, "out_tree")


def _flatten(args):
    try:
        import jax
    except ImportError:
        return list(args)
    return jax.tree_util.tree_leaves(args)


def _arg_names(args):
    try:
        import jax
    except ImportError:
        return None
    paths = jax.tree_util.tree_flatten_with_path(args)[0]
    names = []
    for path, _ in paths:
        text = jax.tree_util.keystr(path)
        names.append("args" + text if text else "args")
    return names


def _from_lowered(lowered, args, name):
    text = lowered.as_text(debug_info=True)
    flat, names = _flatten(args), _arg_names(args)
    kept = None
    try:  # jit drops unused arguments unless keep_unused=True
        kept = lowered._lowering.compile_args.get("kept_var_idx")
    except AttributeError:
        pass
    if kept is not None and len(kept) != len(flat):
        flat = [a for i, a in enumerate(flat) if i in kept]
        names = [n for i, n in enumerate(names) if i in kept] if names else None
    return Prepared(text, name, flat, lowered.out_tree, names)


def prepare(program, args, kwargs=None):
    """`program` and its arguments as a Prepared."""
    if isinstance(program, str):
        return Prepared(program, "<program>", list(args))
    if isinstance(program, (bytes, bytearray, memoryview)):
        data = bytes(program)
        if data.startswith(BYTECODE_MAGIC) and not getattr(_core, "reads_bytecode", False):
            raise HlorefError(
                "unsupported: the bytes are MLIR bytecode (a StableHLO portable artifact, as jax.export "
                "serializes it), which this build of hloref does not read yet; pass the text instead "
                "(Exported.mlir_module(), Lowered.as_text())")
        if data.startswith(BYTECODE_MAGIC):
            return Prepared(data, "<artifact>", list(args))
        try:
            return Prepared(data.decode("utf-8"), "<program>", list(args))
        except UnicodeDecodeError as e:
            raise HlorefError(f"the bytes are neither MLIR bytecode nor UTF-8 text (byte {e.start})") from None
    if _is_lowered(program):
        return _from_lowered(program, args, "<jax.stages.Lowered>")
    if _is_exported(program):
        flat = _flatten(args)
        kept = getattr(program, "module_kept_var_idx", None)
        if kept is not None and len(kept) != len(flat):
            flat = [a for i, a in enumerate(flat) if i in kept]
        return Prepared(program.mlir_module(), "<jax.export.Exported>", flat, program.out_tree)
    if callable(program):
        jax = _jax()
        lowered = jax.jit(program, keep_unused=True).lower(*args, **(kwargs or {}))
        name = getattr(program, "__name__", "function")
        return _from_lowered(lowered, args, f"<jax:{name}>")
    raise TypeError(f"hloref: cannot run a {type(program).__name__}: pass MLIR text, bytes, a "
                    "jax.stages.Lowered, a jax.export.Exported or a function with example arguments")


# Element types of the MLIR type syntax and the NumPy dtypes that hold them.
_NUMPY = {
    "i1": "bool", "i8": "int8", "i16": "int16", "i32": "int32", "i64": "int64",
    "si8": "int8", "si16": "int16", "si32": "int32", "si64": "int64",
    "ui8": "uint8", "ui16": "uint16", "ui32": "uint32", "ui64": "uint64",
    "f16": "float16", "f32": "float32", "f64": "float64", "index": "int64",
    "complex<f32>": "complex64", "complex<f64>": "complex128",
}
_ML_DTYPES = {
    "bf16": "bfloat16", "i4": "int4", "si4": "int4", "ui4": "uint4", "i2": "int2", "si2": "int2", "ui2": "uint2",
    "f8E5M2": "float8_e5m2", "f8E4M3FN": "float8_e4m3fn", "f8E4M3FNUZ": "float8_e4m3fnuz",
    "f8E5M2FNUZ": "float8_e5m2fnuz", "f8E4M3B11FNUZ": "float8_e4m3b11fnuz", "f8E4M3": "float8_e4m3",
    "f8E3M4": "float8_e3m4", "f8E8M0FNU": "float8_e8m0fnu", "f6E2M3FN": "float6_e2m3fn",
    "f6E3M2FN": "float6_e3m2fn", "f4E2M1FN": "float4_e2m1fn",
}


def element_type(type_text):
    """`f32` of `tensor<2x3xf32>`, `complex<f32>` of `tensor<4xcomplex<f32>>`."""
    text = type_text.strip()
    body = text[len("tensor<"):-1] if text.startswith("tensor<") and text.endswith(">") else text
    if "complex<" in body:
        start = body.index("complex<")
        return body[start:body.index(">", start) + 1]
    body = body.split(",")[0].strip()  # bounds: tensor<?x3xf32, #stablehlo.bounds<...>>
    parts = body.split("x")
    i = 0
    while i < len(parts) - 1 and (parts[i].isdigit() or parts[i] == "?"):
        i += 1
    return "x".join(parts[i:])


def dtype_of(type_text):
    """The NumPy dtype for an MLIR tensor type (ml_dtypes for bf16, f8, i4 ...)."""
    et = element_type(type_text)
    if et in _NUMPY:
        return np.dtype(_NUMPY[et])
    if et in _ML_DTYPES:
        import ml_dtypes
        return np.dtype(getattr(ml_dtypes, _ML_DTYPES[et]))
    raise HlorefError(f"unsupported: no NumPy dtype for element type {et} ({type_text})")


def to_npy(array, type_text):
    """`array` as .npy bytes, converted to the element type the function takes."""
    a = np.asarray(array)
    want = dtype_of(type_text)
    if a.dtype != want:
        a = a.astype(want)
    if not a.flags.c_contiguous:
        a = np.ascontiguousarray(a)  # (never for 0-d arrays: it would make them 1-d)
    buffer = io.BytesIO()
    np.save(buffer, a, allow_pickle=False)
    return buffer.getvalue()


def from_npy(data, type_text):
    """.npy bytes written by the core as the array of `type_text`."""
    a = np.load(io.BytesIO(data), allow_pickle=False)
    want = dtype_of(type_text)
    if a.dtype != want:
        a = a.view(want) if a.dtype.kind == "V" else a.astype(want)
    return a
