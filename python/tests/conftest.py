import importlib.util
import os
import shutil

import pytest


def have(module):
    return importlib.util.find_spec(module) is not None


requires_jax = pytest.mark.skipif(not have("jax"), reason="JAX is not installed")


@pytest.fixture(scope="session")
def hloref_binary():
    path = os.environ.get("HLOREF_BINARY") or shutil.which("hloref")
    if not path or not os.path.exists(path):
        pytest.skip("the hloref binary is not known (HLOREF_BINARY)")
    return path


@pytest.fixture(scope="session")
def repo():
    return os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
