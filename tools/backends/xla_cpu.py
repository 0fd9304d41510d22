#!/usr/bin/env python3
"""hloref backend adapter: XLA:CPU through JAX (PROTOCOL.md).

The program text is parsed with the MLIR bindings that ship with jaxlib,
verified, and compiled for jax.devices("cpu")[0] with the client's
compile_and_load; 64-bit types are enabled. Install with
`bash tools/backends/setup.sh xla-cpu`.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from adapter_common import DTYPES, Rejected, Unsupported, serve  # noqa: E402


class XlaCpu:
    name = "xla-cpu"

    def __init__(self):
        os.environ.setdefault("JAX_PLATFORMS", "cpu")
        import jax

        jax.config.update("jax_enable_x64", True)
        from jax._src.interpreters import mlir as jax_mlir
        from jax._src.lib import xla_client
        from jax._src.lib.mlir import ir

        self.jax = jax
        self.ir = ir
        self.jax_mlir = jax_mlir
        self.xc = xla_client
        self.device = jax.devices("cpu")[0]
        # The LAPACK FFI handlers (lapack_spotrf_ffi, ...) that jnp.linalg's
        # lowerings call register when JAX first lowers a linalg op; a
        # program compiled from text needs them registered up front.
        from jax._src.lax import linalg

        linalg.initialize_lapack()
        # XLA has no tf32 storage type, and jaxlib 0.10.2's XLA:CPU cannot
        # compile f4/f6 (no PrimitiveType / no legalization): unsupported.
        self.element_types = {t for t in DTYPES if not t.startswith(("f4E", "f6E"))}
        self.cache = {}

    def version(self):
        import jaxlib

        return "jax %s, jaxlib %s; x64 on; XLA_FLAGS=%s" % (self.jax.__version__, jaxlib.__version__,
                                                          os.environ.get("XLA_FLAGS", "(default)"))

    def _executable(self, program, entry):
        if entry != "main":
            raise Unsupported("XLA runs @main only (entry %s)" % entry)
        exe = self.cache.get(program)
        if exe is not None:
            return exe
        with self.jax_mlir.make_ir_context():
            try:
                module = self.ir.Module.parse(program)
            except Exception as e:
                raise Rejected(str(e), stage="parse")
            try:
                module.operation.verify()
            except Exception as e:
                raise Rejected(str(e), stage="verify")
            text = module.operation.get_asm(enable_debug_info=False)
        try:
            exe = self.device.client.compile_and_load(text, self.xc.DeviceList((self.device,)),
                                                      self.xc.CompileOptions())
        except Exception as e:
            raise Rejected(str(e), stage="compile")
        if len(self.cache) > 64:
            self.cache.clear()
        self.cache[program] = exe
        return exe

    def compile(self, program, entry):
        self._executable(program, entry)

    def run(self, program, entry, inputs, element_types):
        import numpy as np

        exe = self._executable(program, entry)
        args = [self.jax.device_put(a, self.device) for a in inputs]
        results = exe.execute_sharded(args).disassemble_into_single_device_arrays()
        return [np.asarray(r[0]) for r in results]


if __name__ == "__main__":
    serve(XlaCpu)
