"""hloref: a reference implementation of StableHLO for JAX users.

    import hloref, jax, numpy as np
    x = np.linspace(-4, 4, 1000, dtype=np.float32)
    print(hloref.compare(jax.nn.gelu, x))     # XLA:CPU against the reference, per output

`run` and `golden` take a program (MLIR text, a portable artifact as bytes,
a `jax.stages.Lowered`, a `jax.export.Exported`, or a function with example
arguments, lowered through JAX) and its arguments as arrays.
"""
from . import _core
from ._api import Comparison, Golden, OutputVerdict, compare, golden, run
from ._errors import HlorefError

__version__ = _core.__version__
stablehlo_opset = _core.stablehlo_opset

__all__ = ["run", "golden", "compare", "Golden", "Comparison", "OutputVerdict", "HlorefError", "__version__"]
