"""pytest helpers: `assert_matches_reference(f, *args)` fails the test, with
hloref.compare's report, when an output of `f` (run through JAX on XLA:CPU)
lies outside hloref's error bound."""
from ._api import compare


def assert_matches_reference(f, *args, backend="xla-cpu", **kwargs):
    comparison = compare(f, *args, backend=backend, **kwargs)
    if not comparison.passed:
        raise AssertionError(repr(comparison))
    return comparison
