#!/usr/bin/env python3
"""hloref backend adapter: IREE's llvm-cpu target (PROTOCOL.md).

Programs are compiled with iree.compiler.tools.compile_str(...,
input_type="stablehlo", target_backends=["llvm-cpu"]) without demoting f64
or i64, and run on the local-task driver through iree.runtime. Only the
element types NumPy has natively are carried. Install with
`bash tools/backends/setup.sh iree-cpu`.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from adapter_common import NATIVE_TYPES, Rejected, Unsupported, serve  # noqa: E402


FLAGS = ["--iree-input-demote-f64-to-f32=false", "--iree-input-demote-i64-to-i32=false",
         "--iree-llvmcpu-target-cpu=host"]


class IreeCpu:
    name = "iree-cpu"

    def __init__(self):
        import iree.compiler.tools as tools
        import iree.runtime as rt

        self.tools = tools
        self.rt = rt
        self.element_types = set(NATIVE_TYPES)
        self.cache = {}

    def version(self):
        try:
            from importlib.metadata import version

            return "iree-base-compiler %s, iree-base-runtime %s; llvm-cpu, local-task, %s" % (
                version("iree-base-compiler"), version("iree-base-runtime"), " ".join(FLAGS))
        except Exception:
            return "iree"

    def _function(self, program, entry):
        f = self.cache.get((program, entry))
        if f is not None:
            return f
        try:
            vmfb = self.tools.compile_str(
                program, input_type="stablehlo", target_backends=["llvm-cpu"],
                extra_args=FLAGS)
        except Exception as e:
            text = str(e)
            stage = "parse" if "expected" in text and "custom op" not in text else "compile"
            raise Rejected(text, stage=stage)
        context = self.rt.SystemContext(config=self.rt.Config("local-task"))
        context.add_vm_module(self.rt.VmModule.copy_buffer(context.instance, vmfb))
        try:
            f = context.modules.module[entry]
        except Exception:
            raise Unsupported("no exported function @%s" % entry)
        if len(self.cache) > 32:
            self.cache.clear()
        self.cache[(program, entry)] = (f, context)
        return f, context

    def compile(self, program, entry):
        self._function(program, entry)

    def run(self, program, entry, inputs, element_types):
        import numpy as np

        f, _ = self._function(program, entry)
        results = f(*inputs)
        if results is None:
            return []
        if not isinstance(results, (tuple, list)):
            results = [results]
        return [np.asarray(r.to_host() if hasattr(r, "to_host") else r) for r in results]


if __name__ == "__main__":
    serve(IreeCpu)
