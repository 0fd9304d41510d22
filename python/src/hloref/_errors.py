"""hloref's diagnostics as a Python exception, with the Python source
location JAX recorded in the program's `loc(...)` attributes."""
import re

from . import _core

EXIT_INVALID = 2


class HlorefError(Exception):
    """A diagnostic of hloref.

    Attributes: `status` (2 invalid or unsupported program, 3 usage),
    `location` ("file:line:col" in the MLIR text), `message`, and
    `python_location` ("file.py:line:col (function)", or None) when the
    program came from JAX with debug information.
    """

    def __init__(self, message, status=EXIT_INVALID, location=None, python_location=None):
        self.message = message
        self.status = status
        self.location = location
        self.python_location = python_location
        text = f"{location}: error: {message}" if location else message
        if python_location:
            text += f"\n  in Python at {python_location}"
        super().__init__(text)


_ALIAS = re.compile(r"^(#loc\d*)\s*=\s*loc\((.*)\)\s*$", re.M)
_FILE_LOC = re.compile(r'^"([^"]+)":(\d+):(\d+)')
_TRAILING_LOC = re.compile(r"loc\((#loc\d*|\".*\")\)\s*$")


def _callee(inner):
    """`A` of `A at B`, where A and B may hold parentheses and quotes."""
    depth, quoted = 0, False
    for i, ch in enumerate(inner):
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch == "(":
            depth += 1
        elif not quoted and ch == ")":
            depth -= 1
        elif not quoted and depth == 0 and inner.startswith(" at ", i):
            return inner[:i]
    return inner


def _resolve(expr, aliases, depth=0):
    """The innermost Python frame a location expression names: (file, line, col, function)."""
    expr = expr.strip()
    if depth > 50:
        return None
    if expr.startswith("#loc"):
        return _resolve(aliases.get(expr, "unknown"), aliases, depth + 1)
    if expr.startswith("callsite("):
        inner = expr[len("callsite("):-1]
        return _resolve(_callee(inner), aliases, depth + 1)  # the innermost frame comes first
    m = _FILE_LOC.match(expr)
    if m:
        return (m.group(1), int(m.group(2)), int(m.group(3)), None)
    m = re.match(r'^"([^"]*)"\((.*)\)$', expr)  # a name around a location: "f"(#loc2)
    if m:
        found = _resolve(m.group(2), aliases, depth + 1)
        if found and found[3] is None and "/" not in m.group(1) and "(" not in m.group(1):
            return found[:3] + (m.group(1),)
        return found
    return None


def python_location(text, line):
    """The Python source location of the op at `line` (1-based) of `text`."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return None
    m = _TRAILING_LOC.search(lines[line - 1])
    if not m:
        return None
    aliases = {a: b for a, b in _ALIAS.findall(text)}
    found = _resolve(m.group(1), aliases)
    if not found:
        return None
    file, l, c, function = found
    return f"{file}:{l}:{c}" + (f" ({function})" if function else "")


def from_core(error, text=None, name=None):
    """An HlorefError from a hloref._core.Error raised on `text` (named `name`)."""
    status, formatted, file, line, column, message = error.args
    location = f"{file}:{line}:{column}" if file and line > 0 else (file or None)
    if formatted and "\n" in formatted:  # several checker errors: keep them all
        message = formatted
        location = None
    where = python_location(text, line) if isinstance(text, str) and file == name else None
    return HlorefError(message, status, location, where)
