#!/usr/bin/env python3
"""hloref backend adapter: the StableHLO reference interpreter that ships with
jaxlib (jaxlib.mlir.dialects.stablehlo.eval_module), PROTOCOL.md.

Inputs become DenseElementsAttr values built from NumPy buffers, so only the
element types NumPy has natively are carried; the rest are unsupported.
Install with `bash tools/backends/setup.sh stablehlo-interp`.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from adapter_common import DTYPES, NATIVE_TYPES, Rejected, Unsupported, serve  # noqa: E402

# Float types NumPy lacks: passed as raw bits with an explicit attribute type
# (eval_module cannot infer it), returned as Python floats (exact for them).
# Only bf16 is enabled: f8 results read back wrong (all 0xF8 for f8E3M4 in a
# first run), not yet understood, so f8 stays unsupported.
ML_FLOATS = {t for t in DTYPES if t == "bf16"}


def _from_text(text, dtype, shape):
    """Reads a printed DenseElementsAttr of a type NumPy lacks (the bindings
    cannot index those): a hex blob, or bracketed decimals / hex bit patterns."""
    import re

    import numpy as np

    body = text[text.index("<") + 1:text.rindex("> :")]
    bits = np.uint16 if dtype.itemsize == 2 else np.uint8
    count = int(np.prod(shape))
    if body.startswith('"0x'):
        raw = np.frombuffer(bytes.fromhex(body[3:-1]), dtype=bits)
        flat = raw.view(dtype)
    else:
        tokens = [t for t in re.split(r"[\[\],\s]+", body) if t]
        flat = np.empty(len(tokens), dtype=dtype)
        for k, t in enumerate(tokens):
            flat[k] = np.array(int(t, 16), dtype=bits).view(dtype) if t.startswith("0x") \
                else np.array(float(t)).astype(dtype)
    if flat.size == 1 and count != 1:  # splat
        flat = np.full(count, flat[0], dtype=dtype)
    return flat.reshape(shape)


def _diagnostic_text(error):
    """The first diagnostic of an MLIR exception, without the bindings' preamble
    ("Unable to parse module assembly:") and the notes that repeat the op."""
    lines = [l for l in str(error).splitlines() if l.strip()]
    for line in lines:
        if line.lstrip().startswith("error:"):
            return line.strip()
    return lines[-1].strip() if lines else type(error).__name__


class StablehloInterp:
    name = "stablehlo-interp"
    # compile parses and verifies only: every element type the parser reads.
    compiles_every_type = True

    def __init__(self):
        import jaxlib
        from jax._src.interpreters import mlir as jax_mlir
        from jax._src.lib.mlir import ir
        from jaxlib.mlir.dialects import stablehlo

        self.jaxlib = jaxlib
        self.jax_mlir = jax_mlir
        self.ir = ir
        self.stablehlo = stablehlo
        # DenseElementsAttr cannot be built from complex buffers.
        self.element_types = {t for t in NATIVE_TYPES if not t.startswith("complex")} | ML_FLOATS

    def version(self):
        return "jaxlib %s, StableHLO API %s" % (self.jaxlib.__version__, self.stablehlo.get_api_version())

    def _parse(self, program, entry):
        if entry != "main":
            raise Unsupported("eval_module runs @main only (entry %s)" % entry)
        try:
            module = self.ir.Module.parse(program)
        except Exception as e:
            raise Rejected(str(e), stage="parse")
        try:
            module.operation.verify()
        except Exception as e:
            raise Rejected(str(e), stage="verify")
        return module

    def _verify_here(self, program):
        with self.jax_mlir.make_ir_context() as context:
            # Single-threaded: this runs in a forked child, which has none of
            # the parent's worker threads.
            context.enable_multithreading(False)
            try:
                module = self.ir.Module.parse(program)
            except Exception as e:
                return "parse", _diagnostic_text(e)
            try:
                module.operation.verify()
            except Exception as e:
                return "verify", _diagnostic_text(e)
        return None

    def verify(self, program):
        """jaxlib's MLIR parser and verifier (with the dialects JAX registers:
        stablehlo, chlo, sdy, func, ...): None when both accept the program,
        else (stage, diagnostic). They run in a forked child, so that a
        verifier that crashes on a program (SIGFPE on all_to_all with
        `replica_groups = dense<>`) is an answer, stage `crash`, not the end
        of the adapter."""
        import json
        import signal

        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_end)
            code = 0
            try:
                verdict = self._verify_here(program)
                os.write(write_end, json.dumps(verdict).encode())
            except BaseException:
                code = 1
            finally:
                os._exit(code)
        os.close(write_end)
        chunks = []
        while True:
            chunk = os.read(read_end, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
        os.close(read_end)
        _, status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(status):
            number = os.WTERMSIG(status)
            return "crash", "error: the official verifier crashed: signal %d (%s)" % (
                number, signal.Signals(number).name)
        if os.WEXITSTATUS(status) != 0 or not chunks:
            raise RuntimeError("the verifier's child process failed (exit status %d)" % os.WEXITSTATUS(status))
        verdict = json.loads(b"".join(chunks).decode())
        return tuple(verdict) if verdict else None

    def compile(self, program, entry):
        # This backend compiles nothing: parsing and verifying is all, asked
        # in a child process as verify is.
        if entry != "main":
            raise Unsupported("eval_module runs @main only (entry %s)" % entry)
        verdict = self.verify(program)
        if verdict is None:
            return
        stage, diagnostic = verdict
        if stage == "crash":
            raise RuntimeError(diagnostic)
        raise Rejected(diagnostic, stage=stage)

    def run(self, program, entry, inputs, element_types):
        import numpy as np

        with self.jax_mlir.make_ir_context():
            module = self._parse(program, entry)
            args = []
            for a, t in zip(inputs, element_types):
                a = np.asarray(a, order="C")
                if t in ML_FLOATS:
                    a = a.view(np.uint16 if a.dtype.itemsize == 2 else np.uint8)
                args.append(self.ir.DenseElementsAttr.get(a, type=self.ir.Type.parse(t)))
            try:
                results = self.stablehlo.eval_module(module, args)
            except Exception as e:
                raise Rejected(str(e), stage="run")
            outputs = []
            for r in results:
                attr = self.ir.DenseElementsAttr(r)
                element = str(attr.type.element_type)
                if element in ML_FLOATS:
                    outputs.append(_from_text(str(attr), DTYPES[element], tuple(attr.type.shape)))
                else:
                    outputs.append(np.array(attr))
            return outputs


if __name__ == "__main__":
    serve(StablehloInterp)
