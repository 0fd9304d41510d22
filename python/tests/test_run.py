"""hloref.run and hloref.golden on text, bytes, JAX Lowered, Exported and functions."""
import numpy as np
import pytest

import hloref
from conftest import requires_jax

ADD = """
func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %a, %b : tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
"""

TWO = """
func.func @main(%a: tensor<2xbf16>, %n: tensor<i32>) -> (tensor<2xbf16>, tensor<i32>) {
  %0 = stablehlo.multiply %a, %a : tensor<2xbf16>
  %1 = stablehlo.add %n, %n : tensor<i32>
  func.return %0, %1 : tensor<2xbf16>, tensor<i32>
}
"""


def test_version_names_the_spec():
    assert hloref.__version__
    assert hloref.stablehlo_opset == "1.20.0"


def test_run_text():
    out = hloref.run(ADD, np.array([1, 2, 3], np.float32), np.array([0.5, 0.25, -3], np.float32))
    assert out.dtype == np.float32
    np.testing.assert_array_equal(out, np.array([1.5, 2.25, 0], np.float32))


def test_run_bf16_and_several_outputs():
    import ml_dtypes
    a = np.array([3.0, 0.5], ml_dtypes.bfloat16)
    square, twice = hloref.run(TWO, a, np.int32(21))
    assert square.dtype == ml_dtypes.bfloat16
    np.testing.assert_array_equal(square.astype(np.float32), [9.0, 0.25])
    assert twice == 42 and twice.dtype == np.int32


def test_bytes_of_text_run_and_bad_bytecode_is_one_clean_diagnostic():
    out = hloref.run(ADD.encode(), np.ones(3, np.float32), np.ones(3, np.float32))
    np.testing.assert_array_equal(out, [2, 2, 2])
    with pytest.raises(hloref.HlorefError) as e:
        hloref.run(b"ML\xefR\x00\x06garbage\r\n", np.ones(3, np.float32))
    assert e.value.status == 2 and "byte" in str(e.value), str(e.value)
    assert "\r" not in str(e.value) and "garbage" not in str(e.value)


def test_hlo_text_runs():
    hlo = """HloModule add
ENTRY e {
  a = f32[3] parameter(0)
  b = f32[3] parameter(1)
  ROOT s = f32[3] add(a, b)
}
"""
    out = hloref.run(hlo, np.array([1, 2, 3], np.float32), np.array([0.5, 0.25, -3], np.float32))
    np.testing.assert_array_equal(out, np.array([1.5, 2.25, 0], np.float32))


@requires_jax
def test_portable_artifact_runs_as_its_text():
    import jax
    import jax.numpy as jnp

    def f(x, y):
        return jnp.tanh(x) @ y

    x = np.linspace(-2, 2, 12, dtype=np.float32).reshape(3, 4)
    y = np.linspace(1, 3, 8, dtype=np.float32).reshape(4, 2)
    exported = jax.export.export(jax.jit(f))(x, y)
    artifact = exported.mlir_module_serialized
    assert artifact.startswith(b"ML\xefR")
    np.testing.assert_array_equal(hloref.run(artifact, x, y), hloref.run(exported.mlir_module(), x, y))


def test_golden_gives_outputs_masks_and_bounds():
    program = """
func.func @main(%a: tensor<2xf32>, %b: tensor<2xi32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %0 = stablehlo.exponential %a : tensor<2xf32>
  %1 = stablehlo.divide %b, %b : tensor<2xi32>
  func.return %0, %1 : tensor<2xf32>, tensor<2xi32>
}
"""
    exp, div = hloref.golden(program, np.array([0, 1], np.float32), np.array([0, 3], np.int32))
    np.testing.assert_array_equal(exp.output, np.array([1.0, np.float32(np.e)], np.float32))
    assert exp.bound.dtype == np.float64 and exp.bound.shape == (2,)
    assert ((0 <= exp.bound) & (exp.bound < 1e-6)).all()  # within exp's stated allowance of a few ulp
    assert not exp.mask.any()
    assert div.bound is None
    assert div.mask.tolist() == [True, False]  # integer division by zero is implementation-defined


def test_errors_are_diagnostics():
    with pytest.raises(hloref.HlorefError) as e:
        hloref.run(ADD, np.ones(3, np.float32))
    assert "takes 2 arguments" in str(e.value) and "counting from 0" in str(e.value)
    with pytest.raises(hloref.HlorefError) as e:
        hloref.run("func.func @main() {\n  %0 = stablehlo.constant dense<1> : tensor<2xi32\n}\n")
    assert e.value.location == "<program>:3:1" and "expected '>'" in e.value.message
    assert e.value.status == 2


@requires_jax
def test_function_lowered_and_exported_agree():
    import jax
    import jax.numpy as jnp

    def f(x, unused, y):
        return {"s": jnp.sin(x) * 2 + y, "m": jnp.max(x)}

    x = np.linspace(-2, 2, 8, dtype=np.float32)
    y = np.float32(0.5)
    direct = hloref.run(f, x, np.zeros(3, np.int32), y)
    assert set(direct) == {"s", "m"}
    lowered = hloref.run(jax.jit(f).lower(x, np.zeros(3, np.int32), y), x, np.zeros(3, np.int32), y)
    exported = hloref.run(jax.export.export(jax.jit(f))(x, np.zeros(3, np.int32), y), x, np.zeros(3, np.int32), y)
    for out in (lowered, exported):
        np.testing.assert_array_equal(out["s"], direct["s"])
        np.testing.assert_array_equal(out["m"], direct["m"])
    np.testing.assert_allclose(direct["s"], np.sin(x) * 2 + y, rtol=1e-6)


@requires_jax
def test_diagnostics_carry_the_python_location():
    import jax

    def uses_a_callback(x):
        return jax.pure_callback(lambda v: v, jax.ShapeDtypeStruct(x.shape, x.dtype), x)  # this line

    with pytest.raises(hloref.HlorefError) as e:
        hloref.run(uses_a_callback, np.ones(2, np.float32))
    assert "unsupported" in str(e.value)
    assert e.value.python_location is not None, str(e.value)
    assert e.value.python_location.startswith(__file__ + ":")
    line = int(e.value.python_location.split(":")[1])
    with open(__file__) as source:
        assert "# this line" in source.read().splitlines()[line - 1]
