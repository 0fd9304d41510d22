"""hloref.compare and hloref.testing.assert_matches_reference against XLA:CPU."""
import numpy as np
import pytest

import hloref
import hloref.testing
from conftest import requires_jax

pytestmark = requires_jax


def test_gelu_within_bound():
    import jax
    x = np.linspace(-5, 5, 1001, dtype=np.float32)
    c = hloref.compare(jax.nn.gelu, x)
    assert len(c.outputs) == 1
    o = c.outputs[0]
    assert o.elements == 1001 and o.within + o.masked + o.outside == 1001
    text = repr(c)
    assert "hloref.compare(gelu, backend='xla-cpu')" in text
    assert "within" in text and "ulp" in text
    page = c._repr_html_()
    assert "<table>" in page and "<svg class=\"histogram\"" in page


def test_an_answer_outside_the_bound_is_reported(monkeypatch):
    import jax
    import jax.numpy as jnp

    def f(x, y):
        return jnp.exp(x) + y

    x = np.array([0.0, 1.0, 2.0, 3.0], np.float32)
    y = np.float32(1.0)
    real_jit = jax.jit

    def spoiled_jit(fun, **kw):  # a backend whose element [2] is off by 1e-3
        compiled = real_jit(fun, **kw)
        if kw:
            return compiled
        return lambda *a: compiled(*a).at[2].add(1e-3)

    monkeypatch.setattr(jax, "jit", spoiled_jit)
    c = hloref.compare(f, x, y)
    o = c.outputs[0]
    assert not c.passed and o.outside == 1 and o.within == 3
    assert o.worst[0].index == (2,)
    assert o.worst[0].inputs == {"args[0]": 2.0, "args[1]": 1.0}
    assert o.worst[0].ulp > 1000 and abs(o.worst[0].abs_error - 1e-3) < 1e-5
    with pytest.raises(AssertionError, match="outside bound"):
        hloref.testing.assert_matches_reference(f, x, y)


def test_assert_matches_reference_passes():
    import jax.numpy as jnp
    c = hloref.testing.assert_matches_reference(lambda a, b: a @ b + 1, np.eye(4, dtype=np.float32),
                                                 np.arange(16, dtype=np.float32).reshape(4, 4))
    assert c.passed
