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
from adapter_common import NATIVE_TYPES, Rejected, Unsupported, serve  # noqa: E402


class StablehloInterp:
    name = "stablehlo-interp"

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
        self.element_types = {t for t in NATIVE_TYPES if not t.startswith("complex")}

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

    def compile(self, program, entry):
        with self.jax_mlir.make_ir_context():
            self._parse(program, entry)

    def run(self, program, entry, inputs, element_types):
        import numpy as np

        with self.jax_mlir.make_ir_context():
            module = self._parse(program, entry)
            args = [self.ir.DenseElementsAttr.get(np.asarray(a, order="C"), type=self.ir.Type.parse(t))
                    for a, t in zip(inputs, element_types)]
            try:
                results = self.stablehlo.eval_module(module, args)
            except Exception as e:
                raise Rejected(str(e), stage="run")
            return [np.array(self.ir.DenseElementsAttr(r)) for r in results]


if __name__ == "__main__":
    serve(StablehloInterp)
