"""run, golden and compare: the package's entry points."""
import dataclasses
import html
import math
from typing import List, Optional

import numpy as np

from . import _core
from ._errors import HlorefError, from_core
from ._program import Prepared, dtype_of, from_npy, prepare, to_npy

_ACCURACY_ULPS = 64  # conform/classify.h: kAccuracyUlps


def _load(p: Prepared):
    try:
        return _core.Program(p.text, p.name)
    except _core.Error as e:
        raise from_core(e, p.text, p.name) from None


def _signature(program, entry):
    functions = program.functions()
    names = [f[0] for f in functions]
    if entry:
        chosen = [f for f in functions if f[0] == entry]
    else:
        chosen = [f for f in functions if f[0] == "main"] or (functions if len(functions) == 1 else [])
    if not chosen:
        raise HlorefError(f"no function @{entry}" if entry else
                          f"the module has {len(names)} functions and no @main; pass entry=")
    return chosen[0]


def _inputs(p: Prepared, signature):
    name, inputs, _ = signature
    if len(p.args) != len(inputs):
        raise HlorefError(f"@{name} takes {len(inputs)} arguments (counting from 0: #0..#{len(inputs) - 1}) but "
                          f"{len(p.args)} were given", status=3)
    return [to_npy(a, t) for a, t in zip(p.args, inputs)]


def _call(method, p: Prepared, entry, accumulation, literal):
    program = _load(p)
    signature = _signature(program, entry)
    try:
        return getattr(program, method)(signature[0], _inputs(p, signature), accumulation, literal)
    except _core.Error as e:
        raise from_core(e, p.text, p.name) from None


def _structure(p: Prepared, flat):
    if p.out_tree is not None:
        import jax
        return jax.tree_util.tree_unflatten(p.out_tree, flat)
    return flat[0] if len(flat) == 1 else tuple(flat)


def run(program, *args, entry=None, accumulation="exact", literal=False):
    """Runs `program` on `args` with hloref and returns its outputs as NumPy
    arrays (in the structure the JAX function returns; for text, one array
    or a tuple). `accumulation="sequential"` folds open-order sums in the
    spec's order; `literal=True` runs the spec's formulas element by element."""
    p = prepare(program, args)
    results = _call("run", p, entry, accumulation, literal)
    return _structure(p, [from_npy(data, t) for t, data in results])


@dataclasses.dataclass
class Golden:
    """One output of `golden`: the correctly computed value, the mask of its
    implementation-defined elements, the elements whose discrete outcome an
    operand's error can change (`unstable`), and, for float and complex
    outputs, how far a correct backend may stray from the exact result per
    element (`bound`; None otherwise)."""
    output: np.ndarray
    mask: np.ndarray
    unstable: np.ndarray
    bound: Optional[np.ndarray]
    type: str


def _goldens(p: Prepared, entry=None, accumulation="exact", literal=False) -> List[Golden]:
    out = []
    for g in _call("golden", p, entry, accumulation, literal):
        value = from_npy(g["value"], g["type"])
        no = np.zeros(value.shape, dtype=bool)
        mask = from_npy(g["mask"], "tensor<i1>") if g["mask"] is not None else no
        unstable = from_npy(g["unstable"], "tensor<i1>") if g["unstable"] is not None else no
        bound = from_npy(g["bound"], "tensor<f64>") if g["bound"] is not None else None
        out.append(Golden(value, mask, unstable, bound, g["type"]))
    return out


def golden(program, *args, entry=None, accumulation="exact", literal=False) -> List[Golden]:
    """Runs `program` on `args` with error bounds: one Golden per output."""
    return _goldens(prepare(program, args), entry, accumulation, literal)


@dataclasses.dataclass
class Element:
    """One element of an output: where, what the backend and hloref gave,
    how far apart (ulp, absolute, relative), the bound, and the inputs there."""
    index: tuple
    backend: object
    reference: object
    ulp: int
    abs_error: float
    rel_error: float
    allowed: float
    inputs: dict


@dataclasses.dataclass
class OutputVerdict:
    """A backend's output against hloref's golden: how many elements lie
    within the bound, are masked (implementation-defined), or lie outside."""
    name: str
    type: str
    elements: int
    within: int
    masked: int
    outside: int
    max_ulp: int
    max_abs_error: float
    max_rel_error: float
    worst: List[Element]
    ulp_histogram: List[int]
    points: list  # (input magnitude, relative error) of the worst elements, for the plot

    @property
    def passed(self):
        return self.outside == 0

    @property
    def verdict(self):
        return "within bound" if self.passed else "outside bound"


def _fmt(v):
    if isinstance(v, float):
        return "-" if math.isnan(v) else f"{v:.3g}"
    return str(v)


class Comparison:
    """`compare`'s answer: one OutputVerdict per output. `passed` is True
    when every element of every output lies within hloref's bound or is
    implementation-defined."""

    def __init__(self, function, backend, outputs):
        self.function = function
        self.backend = backend
        self.outputs = outputs

    @property
    def passed(self):
        return all(o.passed for o in self.outputs)

    def __repr__(self):
        lines = [f"hloref.compare({self.function}, backend={self.backend!r}): "
                 f"{'PASS' if self.passed else 'FAIL'}"]
        for o in self.outputs:
            lines.append(f"  {o.name} {o.type}: {o.verdict}: {o.within} within, {o.masked} masked, {o.outside} "
                         f"outside of {o.elements}; max {o.max_ulp} ulp, abs {_fmt(o.max_abs_error)}, "
                         f"rel {_fmt(o.max_rel_error)}")
            for e in o.worst:
                inputs = ", ".join(f"{k}={v}" for k, v in e.inputs.items())
                lines.append(f"    at {list(e.index)}: {self.backend} {e.backend}, hloref {e.reference} "
                             f"(+- {_fmt(e.allowed)}): {e.ulp} ulp, abs {_fmt(e.abs_error)}, rel {_fmt(e.rel_error)}"
                             + (f"; inputs {inputs}" if inputs else ""))
        return "\n".join(lines)

    def _repr_html_(self):
        head = (f"<p><b>hloref.compare</b>({html.escape(str(self.function))}, backend={html.escape(self.backend)}): "
                f"<b style='color:{'#1a7f37' if self.passed else '#c00'}'>{'PASS' if self.passed else 'FAIL'}</b></p>")
        rows = []
        for o in self.outputs:
            rows.append(f"<tr><td>{html.escape(o.name)}</td><td><code>{html.escape(o.type)}</code></td>"
                        f"<td>{html.escape(o.verdict)}</td><td>{o.within}</td><td>{o.masked}</td><td>{o.outside}</td>"
                        f"<td>{o.max_ulp}</td><td>{_fmt(o.max_abs_error)}</td><td>{_fmt(o.max_rel_error)}</td>"
                        f"<td>{_core.ulp_histogram_svg(o.ulp_histogram) if o.ulp_histogram else ''}"
                        f"{_core.error_scatter_svg(o.points) if o.points else ''}</td></tr>")
        table = ("<table><tr><th>output</th><th>type</th><th>verdict</th><th>within</th><th>masked</th>"
                 "<th>outside</th><th>max ulp</th><th>max abs</th><th>max rel</th><th>errors</th></tr>"
                 + "".join(rows) + "</table>")
        return head + table


def _inputs_at(p: Prepared, shape, index):
    out = {}
    for name, a in zip(p.arg_names, p.args):
        a = np.asarray(a)
        if a.shape == tuple(shape):
            out[name] = a[index].item()
        elif a.size == 1:
            out[name] = a.reshape(()).item()
    return out


def _verdict(name, p: Prepared, actual, g: Golden, worst_count):
    actual = np.asarray(actual)
    if actual.shape != g.output.shape:
        raise HlorefError(f"{name}: the backend returned shape {actual.shape}, hloref {g.output.shape}")
    mask = g.mask | g.unstable
    status, ulp, allowed, histogram = _core.compare_elements(
        g.type, to_npy(actual, g.type), to_npy(g.output, g.type), to_npy(mask, "tensor<i1>"),
        None if g.bound is None else to_npy(g.bound, "tensor<f64>"))
    status = from_npy(status, "tensor<i8>").reshape(g.output.shape)
    ulp = from_npy(ulp, "tensor<i64>").reshape(g.output.shape)
    allowed = from_npy(allowed, "tensor<f64>").reshape(g.output.shape)
    numeric = actual.dtype.kind in "fcV" or g.bound is not None
    if numeric:
        a = actual.astype(np.complex128 if actual.dtype.kind == "c" else np.float64)
        e = g.output.astype(a.dtype)
        with np.errstate(invalid="ignore", divide="ignore"):
            abs_error = np.abs(a - e).astype(np.float64)
            rel_error = np.where(e != 0, abs_error / np.abs(e), np.where(abs_error == 0, 0.0, np.inf))
        abs_error = np.where(np.isfinite(abs_error), abs_error, np.nan)
    else:
        abs_error = rel_error = np.full(g.output.shape, np.nan)
    compared = status != 1
    # Worst first: outside before within, no distance (NaN/inf) first, then by ulp.
    key = np.where(status == 2, 1, 0) * 4.0e18 + np.where(ulp < 0, 2.0e18, ulp.astype(np.float64))
    key = np.where(compared, key, -1.0)
    order = np.argsort(-key.reshape(-1), kind="stable")[:worst_count]
    worst, points = [], []
    for flat in order:
        if key.reshape(-1)[flat] <= 0:
            break
        idx = np.unravel_index(flat, g.output.shape) if g.output.shape else ()
        inputs = _inputs_at(p, g.output.shape, idx)
        worst.append(Element(tuple(int(i) for i in idx), actual[idx].item(), g.output[idx].item(), int(ulp[idx]),
                             float(abs_error[idx]), float(rel_error[idx]), float(allowed[idx]), inputs))
        magnitudes = [abs(complex(v)) for v in inputs.values() if isinstance(v, (int, float, complex))]
        if magnitudes and math.isfinite(float(rel_error[idx])):
            colour = "#d7191c" if status[idx] == 2 else "#4dac26"
            points.append((max(magnitudes), float(rel_error[idx]), colour, f"{list(idx)}"))

    def largest(x):
        x = x[compared & ~np.isnan(x)] if np.any(compared) else x[:0]
        return float(np.max(x)) if x.size else math.nan

    return OutputVerdict(name, g.type, int(g.output.size), int(np.sum(status == 0)), int(np.sum(status == 1)),
                         int(np.sum(status == 2)), int(ulp[compared].max()) if np.any(compared) else -1,
                         largest(abs_error), largest(rel_error), worst, list(histogram) if numeric else [], points)


def compare(f, *args, backend="xla-cpu", worst=5, accumulation="exact"):
    """Runs `f(*args)` through JAX on `backend` ("xla-cpu") and through
    hloref, and returns a Comparison: per output, how many elements lie
    within hloref's error bound, are implementation-defined (masked) or lie
    outside, the largest distance in ulp and absolute/relative error, and
    the worst elements with the inputs there."""
    import jax
    if backend not in ("xla-cpu", "cpu"):
        raise ValueError(f"backend {backend!r}: hloref.compare runs JAX on 'xla-cpu'")
    cpu = jax.devices("cpu")[0]
    with jax.default_device(cpu):
        actual = jax.jit(f)(*args)
        p = prepare(f, args)
    flat, _ = jax.tree_util.tree_flatten(actual)
    paths = [jax.tree_util.keystr(path) or "result" for path, _ in jax.tree_util.tree_flatten_with_path(actual)[0]]
    goldens = _goldens(p, accumulation=accumulation)
    if len(goldens) != len(flat):
        raise HlorefError(f"JAX returned {len(flat)} outputs, hloref {len(goldens)}")
    outputs = [_verdict("result" + path if path != "result" else path, p, np.asarray(a), g, worst)
               for path, a, g in zip(paths, flat, goldens)]
    return Comparison(getattr(f, "__name__", repr(f)), backend, outputs)
