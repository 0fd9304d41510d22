#!/usr/bin/env python3
"""Builds the machine-readable op catalog (spec/ops/*.yaml, spec/types.yaml)
from the StableHLO specification in markdown.

    python3 spec/tools/extract_catalog.py ../shared/reference/stablehlo-spec.md spec/ops

The catalog holds facts only: op names, input/output labels and names, the
type descriptions of the Inputs/Outputs tables, constraint ids and their
formulas. Constraint text is carried over when it is a formula (code spans
joined by a small set of logical connectives, see CONNECTIVES); a constraint
stated in prose has a hand-written formula in FORMULA_OVERRIDES below, and the
extractor refuses to write the catalog while such a constraint lacks one.

Uses only the standard library and PyYAML.
"""

import argparse
import os
import re
import sys

import yaml

# --------------------------------------------------------------------------
# Hand-maintained knowledge.

# Words that may appear outside code spans in a constraint that is carried
# over as a formula. Anything else makes the constraint "prose": it needs an
# entry in FORMULA_OVERRIDES.
CONNECTIVES = {
    "if", "then", "otherwise", "else", "where", "for", "all", "in", "and",
    "or", "not", "is", "defined", "as", "given", "except", "has", "type",
    "used", "resp", "by", "implementation-defined",
}

# Formulas written for constraints that the spec states in prose (keyed by
# "<op> <id>"; "types:<rule> <id>" for spec/types.yaml). They restate the
# constraint in the spec's notation; each is checked against the spec text
# when the catalog is regenerated (an override for a constraint that is no
# longer prose, or that does not exist, is reported).
FORMULA_OVERRIDES = {
    "async_done C1":
        "if type(operand) = future<T> then type(result) = T",
    "async_start C1":
        "body = {op; return}",
    "async_start C2":
        "op(body) in {all_reduce, all_gather, all_to_all, collective_permute, "
        "reduce_scatter, collective_broadcast, slice, dynamic_slice, "
        "dynamic_update_slice}",
    "async_start C3":
        "operands... = operands(op(body))...",
    "async_start C4":
        "if type(op(body)) = T then type(result) = future<T>",
    "batch_norm_grad C2":
        "baseline_element_type(operand) = baseline_element_type(scale) = "
        "baseline_element_type(mean) = baseline_element_type(variance) = "
        "baseline_element_type(grad_output) = baseline_element_type(grad_operand) = "
        "baseline_element_type(grad_scale) = baseline_element_type(grad_offset)",
    "batch_norm_grad C3":
        "shape(operand) = shape(grad_output) = shape(grad_operand)",
    "batch_norm_grad C4":
        "shape(scale) = shape(mean) = shape(variance) = shape(grad_scale) = "
        "shape(grad_offset)",
    "batch_norm_inference C2":
        "baseline_element_type(operand) = baseline_element_type(scale) = "
        "baseline_element_type(offset) = baseline_element_type(mean) = "
        "baseline_element_type(variance) = baseline_element_type(result)",
    "batch_norm_training C2":
        "baseline_element_type(operand) = baseline_element_type(scale) = "
        "baseline_element_type(offset) = baseline_element_type(batch_mean) = "
        "baseline_element_type(batch_var) = baseline_element_type(output)",
    "broadcast_in_dim C1":
        "element_type(result) is defined as:\n"
        "  - element_type(operand) if !is_per_axis_quantized(operand)\n"
        "  - element_type(operand) up to quantization_dimension, scales and "
        "zero_points (free in result) otherwise",
    "dynamic_broadcast_in_dim C1":
        "element_type(result) is defined as:\n"
        "  - element_type(operand) if !is_per_axis_quantized(operand)\n"
        "  - element_type(operand) up to quantization_dimension, scales and "
        "zero_points (free in result) otherwise",
    "dynamic_reshape C1":
        "element_type(result) is defined as:\n"
        "  - element_type(operand) if !is_per_axis_quantized(operand)\n"
        "  - element_type(operand) up to quantization_dimension (free in result) otherwise",
    "reshape C1":
        "element_type(result) is defined as:\n"
        "  - element_type(operand) if !is_per_axis_quantized(operand)\n"
        "  - element_type(operand) up to quantization_dimension (free in result) otherwise",
    "transpose C1":
        "element_type(result) is defined as:\n"
        "  - element_type(operand) if !is_per_axis_quantized(operand)\n"
        "  - element_type(operand) up to quantization_dimension (free in result) otherwise",
    "transpose C2":
        "sort(permutation) = range(rank(operand))",
    "collective_reduce C3":
        "if has_dynamic_root == false then shape(results) = shape(operands)\n"
        "  - else shape(results) = shape(operands[0, size(operands)-2]) and "
        "dim(operands[size(operands)-1]) == 1 and "
        "num_elements(operands[size(operands)-1]) == size(operands)-1",
    "dynamic_gather C13":
        "shape(result) = combine(batch_dim_sizes, offset_dim_sizes) where:\n"
        "  - batch_dim_sizes = [dim(start_indices, d) for d in axes(start_indices) "
        "and d != index_vector_dim]\n"
        "  - offset_dim_sizes = [slice_sizes[d] for d in axes(operand) "
        "and d not in collapsed_slice_dims]\n"
        "  - combine(batch_dim_sizes, offset_dim_sizes)[batch_dims...] = batch_dim_sizes "
        "and combine(batch_dim_sizes, offset_dim_sizes)[offset_dims...] = offset_dim_sizes",
    "gather C22":
        "shape(result) = combine(batch_dim_sizes, offset_dim_sizes) where:\n"
        "  - batch_dim_sizes = [dim(start_indices, d) for d in axes(start_indices) "
        "and d != index_vector_dim]\n"
        "  - offset_dim_sizes = [slice_sizes[d] for d in axes(operand) "
        "and d not in collapsed_slice_dims and d not in operand_batching_dims]\n"
        "  - combine(batch_dim_sizes, offset_dim_sizes)[batch_dims...] = batch_dim_sizes "
        "and combine(batch_dim_sizes, offset_dim_sizes)[offset_dims...] = offset_dim_sizes",
    "scatter C4":
        "shape(updates[0]) = combine(update_scatter_dim_sizes, update_window_dim_sizes) "
        "where:\n"
        "  - update_scatter_dim_sizes = [dim(scatter_indices, d) for d in "
        "axes(scatter_indices) and d != index_vector_dim]\n"
        "  - update_window_dim_sizes <= [dim(inputs[0], d) for d in axes(inputs[0]) "
        "and d not in inserted_window_dims and d not in input_batching_dims]\n"
        "  - combine(update_scatter_dim_sizes, update_window_dim_sizes)"
        "[update_scatter_dims...] = update_scatter_dim_sizes and "
        "combine(update_scatter_dim_sizes, update_window_dim_sizes)"
        "[update_window_dims...] = update_window_dim_sizes",
    "fft C2":
        "element_type(operand) and element_type(result) by fft_type:\n"
        "  - if fft_type = FFT then is_complex(operand) and "
        "element_type(result) = element_type(operand)\n"
        "  - if fft_type = IFFT then is_complex(operand) and "
        "element_type(result) = element_type(operand)\n"
        "  - if fft_type = RFFT then is_float(operand) and is_complex(result) and "
        "complex_element_type(element_type(result)) = element_type(operand)\n"
        "  - if fft_type = IRFFT then is_complex(operand) and is_float(result) and "
        "complex_element_type(element_type(operand)) = element_type(result)",
    "fft C4":
        "for real in [operand, result]: if is_float(real) then "
        "shape(real)[-size(fft_length):] = fft_length",
    "reduce C7":
        "shape(results...) = [dim(inputs..., d) for d in axes(inputs...) "
        "and d not in dimensions]",
    "triangular_solve C3":
        "shape(a)[:-3] = shape(b)[:-3] and "
        "dim(a, -2) = dim(a, -1) = dim(b, left_side ? -2 : -1)",
    "types:float_constant C1":
        "if !is_hexadecimal(float_literal) then is_wellformed(float_literal, float_type)",
    "types:float_constant C2":
        "if is_hexadecimal(float_literal) then "
        "size(hexadecimal_digits) = num_bits(float_type) / 4",
}

# Conditions that group constraints ("* If the operation uses quantized
# tensors:") and are stated in prose: their short names in the catalog.
CONDITION_NAMES = [
    (re.compile(r"^if the operation uses non-quantized tensors:?$", re.I), "non-quantized"),
    (re.compile(r"^if the operation uses quantized tensors:?$", re.I), "quantized"),
    (re.compile(r"^for per-axis quantization:?$", re.I), "per-axis quantization"),
    (re.compile(r"^for per-tensor quantization:?$", re.I), "per-tensor quantization"),
]

# Constraints whose truth depends on values only known when the program runs
# (the contents of tensor operands). Computed by `runtime_names` below and
# corrected here: "<op> <id>" -> "static" | "runtime".
CHECKED_OVERRIDES = {
    "async_start C3": "static",  # relates the operands of two ops, not values
    "fft C4": "static",          # `operand` only names a candidate tensor
    # The number of processes is a property of the run, not of the program
    # (statically visible only when a module declares mhlo.num_replicas).
    "all_gather C3": "runtime",
    "all_reduce C2": "runtime",
    "all_to_all C6": "runtime",
    "reduce_scatter C4": "runtime",
}

# Functions of the spec's notation that look only at types (or at the static
# structure of a value), so an operand that appears only inside them does not
# make a constraint depend on runtime values.
TYPE_FUNCTIONS = {
    "type", "types", "shape", "rank", "dim", "dims", "size", "element_type",
    "baseline_type", "baseline_element_type", "storage_type", "expressed_type",
    "storage_min", "storage_max", "quantization_dimension", "scales",
    "zero_points", "is_quantized", "is_per_axis_quantized",
    "is_per_tensor_quantized", "is_float", "is_integer", "is_complex",
    "is_signed_integer", "is_unsigned_integer", "is_boolean", "is_tensor",
    "is_token", "is_promotable", "num_bits", "num_elements", "same",
    "complex_element_type", "is_empty", "axes", "input_types", "output_types",
    "quantized_tensor_element_type",
}

# Rules of the type kinds that the spec states in prose (Programs > Types),
# restated briefly. Each names the grammar production it belongs to; the
# extractor checks that the production still exists.
TYPE_FACTS = {
    "TensorType": [
        "shape: one dimension size per dimension 0..R-1, R = rank",
        "dimension size: non-negative integer, or ? (dynamic)",
        "every tensor type is ranked",
        "element type: a TensorElementType",
    ],
    "QuantizedTensorType": [
        "a tensor type whose element type is a QuantizedTensorElementType",
        "per-tensor quantization: a single (scale, zero_point) pair",
        "per-axis quantization: pair i applies to slice i of quantization_dimension",
        "a stored integer i stands for (i - zero_point) * scale",
        "storage_min/storage_max default to min_value/max_value(storage_type)",
    ],
    "TokenType": [
        "an opaque value; orders operations, carries no data",
    ],
    "TupleType": [
        "an ordered list of value types; may be empty or nested",
        "kept only for compatibility with the HLO ABI",
    ],
    "BufferType": [
        "memref<shape x element type>: the shape rules of tensor types",
        "created, read, written and released only through custom_call",
    ],
    "FutureType": [
        "one or more tensor types; the eventual result of an asynchronous op",
    ],
    "FunctionType": [
        "input types -> output types; not a value type",
    ],
    "StringType": [
        "a sequence of bytes; static metadata only, not a value type",
    ],
}

# --------------------------------------------------------------------------
# Markdown structure.

OP_HEADING = re.compile(r"^### ([a-z][a-z0-9_]*)\s*$")
CONSTRAINT_ID = re.compile(r"^\((C\d+)\)\s*")
BULLET = re.compile(r"^(\s*)\* (.*)$")


class ExtractError(Exception):
    pass


def headings(lines, start, end, prefix):
    """Yields (line_index, title) of headings `prefix` outside code fences."""
    fence = False
    for i in range(start, end):
        line = lines[i]
        if line.startswith("```"):
            fence = not fence
            continue
        if not fence and line.startswith(prefix + " "):
            yield i, line[len(prefix) + 1:].strip()


def find_section(lines, title, level="##"):
    """Returns [start, end) of the `level` heading `title` (content lines)."""
    hs = list(headings(lines, 0, len(lines), level))
    for k, (i, t) in enumerate(hs):
        if t == title:
            end = hs[k + 1][0] if k + 1 < len(hs) else len(lines)
            return i + 1, end
    raise ExtractError("no '%s %s' heading" % (level, title))


def subsections(lines, start, end):
    """Maps '#### Title' -> list of [start, end) ranges inside [start, end)."""
    result = {}
    marks = [(i, t) for i, t in headings(lines, start, end, "####")]
    # A '###' heading inside an op (e.g. '### Alias' under custom_call) ends
    # the previous '####' subsection too.
    stops = sorted([i for i, _ in marks] + [i for i, _ in headings(lines, start, end, "###")] + [end])
    for i, t in marks:
        nxt = min(s for s in stops if s > i)
        result.setdefault(t, []).append((i + 1, nxt))
    return result


def split_row(line):
    cells = line.strip()
    if cells.startswith("|"):
        cells = cells[1:]
    if cells.endswith("|"):
        cells = cells[:-1]
    return [c.strip() for c in cells.split("|")]


def parse_table(lines, start, end):
    """The first markdown table in [start, end): (header, rows, first_line)."""
    i = start
    while i < end and not lines[i].lstrip().startswith("|"):
        i += 1
    if i >= end:
        return None, [], None
    header = split_row(lines[i])
    rows = []
    j = i + 2  # skip the separator row
    while j < end and lines[j].lstrip().startswith("|"):
        rows.append((j, split_row(lines[j])))
        j += 1
    return header, rows, i


def unquote(cell):
    cell = cell.strip()
    if len(cell) >= 2 and cell[0] == "`" and cell[-1] == "`" and cell.count("`") == 2:
        return cell[1:-1]
    return cell


def expand_refs(cell, where, problems):
    """'(C1-C3), (C8), (C32-34)' -> ['C1', 'C2', 'C3', 'C8', 'C32', 'C33', 'C34'].
    A reference without the C ('(6)') is read as Cn and reported."""
    out = []
    for m in re.finditer(r"\(([^)]*)\)", cell or ""):
        body = m.group(1).replace(" ", "")
        r = re.fullmatch(r"C?(\d+)(?:-C?(\d+))?", body)
        if not r:
            raise ExtractError("%s: cannot read constraint reference '(%s)'" % (where, body))
        if not body.startswith("C"):
            problems.append("%s: constraint reference '(%s)' read as '(C%s)'" % (where, body, body))
        lo = int(r.group(1))
        hi = int(r.group(2)) if r.group(2) else lo
        if hi < lo:
            raise ExtractError("%s: empty constraint range '(%s)'" % (where, body))
        out.extend("C%d" % n for n in range(lo, hi + 1))
    rest = re.sub(r"\([^)]*\)", "", cell or "").replace(",", "").strip()
    if rest:
        raise ExtractError("%s: unexpected text '%s' in a Constraints cell" % (where, rest))
    return out


# --------------------------------------------------------------------------
# Type descriptions of the Inputs/Outputs tables.

ELEMENT_WORDS = [
    ("signed integer", "signed integer"),
    ("unsigned integer", "unsigned integer"),
    ("integer", "integer"),
    ("boolean", "boolean"),
    ("floating-point", "floating-point"),
    ("complex", "complex"),
]


# Type cells that do not describe a type in the table's usual words
# ("<op> <name>" -> the parsed form).
TYPE_OVERRIDES = {
    "custom_call output_operand_aliases": {
        "type": "variadic number of `output_operand_alias` constants",
        "kind": "constant", "variadic": True, "types": ["output_operand_alias"]},
}


def parse_type(cell):
    """Reads a type description like 'variadic number of 1-dimensional tensor
    constants of type `si64`' into {kind, variadic, rank, types}."""
    s = cell.strip()
    info = {"variadic": False}
    m = re.match(r"^variadic number of\s+", s)
    if m:
        info["variadic"] = True
        s = s[m.end():]
    s = re.sub(r"^an? ", "", s)
    m = re.match(r"^(\d+)-dimensional\s+", s)
    if m:
        info["rank"] = int(m.group(1))
        s = s[m.end():]
    constant = bool(re.search(r"\bconstants?\b", s))

    # Alternatives are separated by ', ' and ' or ' (and ', and ').
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+|or\s+)?|\s+or\s+|\s+and\s+", s) if p.strip()]
    types = []
    current = None  # the container that bare element words attach to

    def add(t):
        if t not in types:
            types.append(t)

    kinds = []
    for p in parts:
        q = re.sub(r"\s+type$", "", p.strip())
        q = re.sub(r"^(an?|the)\s+", "", q)
        lower = q.lower()
        m = re.match(r"^(tensor|tensors|tensor constant|tensor constants|constant tensor|"
                     r"constant|constants|enum|enums)\s+of\s+(?:type\s+)?(.*)$", lower)
        elem = None
        if m:
            head, elem = m.group(1), q[m.end(1):].strip()
            elem = re.sub(r"^of\s+(type\s+)?", "", elem)
            elem = re.sub(r"\s+type$", "", elem)
            current = "enum" if head.startswith("enum") else (
                "tensor" if "tensor" in head else "constant")
            kinds.append(current)
        elif re.match(r"^(per-tensor |per-axis )?quantized( tensors?)?$", lower):
            qual = lower.split()[0] + " " if lower.startswith("per-") else ""
            add(qual + "quantized tensor")
            kinds.append("tensor")
            continue
        elif lower in ("tensor", "tensors"):
            add("tensor")
            kinds.append("tensor")
            current = None
            continue
        elif lower in ("token", "tokens", "`token`"):
            add("token")
            kinds.append("token")
            continue
        elif lower in ("tuple", "tuples"):
            add("tuple")
            kinds.append("tuple")
            continue
        elif lower in ("value", "values", "any value"):
            add("any")
            kinds.append("value")
            continue
        elif lower in ("function", "functions"):
            add("function")
            kinds.append("function")
            continue
        elif lower == "tensor future":
            add("future")
            kinds.append("future")
            continue
        elif re.match(r"^regions? with (an? )?single operation$", lower):
            add("region")
            kinds.append("function")
            continue
        elif lower in ("constant",):
            add("any")
            kinds.append("constant")
            continue
        elif lower == "attribute dictionary":
            add("attribute dictionary")
            kinds.append("constant")
            continue
        else:
            elem = q
        # An element word: attach to the current container.
        e = elem.strip()
        e = re.sub(r"^type\s+", "", e)
        mapped = None
        for word, name in ELEMENT_WORDS:
            if e.lower() == word:
                mapped = name
        if e.startswith("`") and e.endswith("`"):
            mapped = e.strip("`")
        if re.match(r"^(per-tensor |per-axis )?quantized$", e.lower()):
            qual = e.lower().split()[0] + " " if e.lower().startswith("per-") else ""
            add(qual + "quantized tensor")
            continue
        if mapped is None:
            mapped = e  # kept as stated (e.g. FloatType, TensorFloat32)
            if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", e):
                info.setdefault("unread", []).append(e)
        if current is None and not kinds:
            kinds.append("constant")  # a bare element type: `si64`, FloatType
        if current == "tensor" and not re.match(r"^[A-Z][a-z]", mapped):
            add("tensor<%s>" % mapped)
        elif current == "enum":
            add(mapped)
        else:
            add(mapped)

    if not kinds:
        kinds.append("constant" if constant else "value")
    kind = kinds[0]
    if constant and kind in ("tensor", "constant"):
        kind = "constant"
    if all(k == "tensor" for k in kinds):
        kind = "constant" if constant else "tensor"
    elif "function" in kinds:
        kind = "function"
    elif "enum" in kinds:
        kind = "enum"
    elif constant:
        kind = "constant"
    elif len(set(kinds)) > 1:
        kind = "value"
    info["kind"] = kind
    info["types"] = types
    return info


def role_of(kind):
    if kind == "function":
        return "region"
    if kind in ("constant", "enum"):
        return "attribute"
    return "operand"


# --------------------------------------------------------------------------
# Constraint bullets.

class Item:
    def __init__(self, indent, text, line):
        self.indent = indent
        self.parts = [text]
        self.line = line
        self.children = []

    def text(self):
        return " ".join(p.strip() for p in self.parts)


def bullet_tree(lines, start, end):
    """Parses the bullet list(s) in [start, end) into a forest of Items."""
    roots, stack = [], []
    fence = False
    in_comment = False
    for i in range(start, end):
        line = lines[i]
        if line.startswith("```"):
            fence = not fence
            continue
        if fence:
            continue
        stripped = line.strip()
        if stripped.startswith("<!--"):
            in_comment = not stripped.endswith("-->")
            continue
        if in_comment:
            in_comment = not stripped.endswith("-->")
            continue
        if not stripped:
            continue
        open_code = stack and stack[-1].text().count("`") % 2 == 1
        m = BULLET.match(line)
        if m and not open_code:
            indent = len(m.group(1))
            item = Item(indent, m.group(2), i + 1)
            while stack and stack[-1].indent >= indent:
                stack.pop()
            (stack[-1].children if stack else roots).append(item)
            stack.append(item)
        elif stack:
            stack[-1].parts.append(stripped)
        # Text before the first bullet is an introduction; not a constraint.
    return roots


def code_spans(text):
    return re.findall(r"`([^`]*)`", text)


def prose_words(text):
    rest = re.sub(r"`[^`]*`", " ", text)
    rest = CONSTRAINT_ID.sub("", rest)
    return [w for w in re.split(r"[\s,.:;()]+", rest.lower()) if w]


def all_prose_words(item):
    words = prose_words(item.text())
    for c in item.children:
        words += all_prose_words(c)
    return words


def is_formula(item):
    words = prose_words(item.text())
    if any(w not in CONNECTIVES for w in words):
        return False
    return all(is_formula(c) for c in item.children)


def clean(text):
    t = re.sub(r"\s+", " ", text.replace("`", "")).strip()
    t = re.sub(r"\s*\.$", "", t)
    return t


def render(item, depth=0):
    head = clean(CONSTRAINT_ID.sub("", item.text()) if depth == 0 else item.text())
    out = head
    for c in item.children:
        out += "\n" + "  " * (depth + 1) + "- " + render(c, depth + 1)
    return out


def condition_name(item, where, problems):
    text = item.text().strip()
    for rx, name in CONDITION_NAMES:
        if rx.match(text):
            return name
    if is_formula(item):
        t = clean(text)
        t = re.sub(r"^if\s+", "", t, flags=re.I)
        return re.sub(r"\s*:$", "", t)
    problems.append("%s: line %d: a condition in prose without a short name: %s"
                    % (where, item.line, text))
    return text


def collect_constraints(roots, key, where, problems, used_overrides):
    """Walks the bullet forest; returns a list of constraint dicts."""
    out = []

    def has_constraint(item):
        return bool(CONSTRAINT_ID.match(item.text())) or any(has_constraint(c) for c in item.children)

    def walk(items, conditions):
        for item in items:
            m = CONSTRAINT_ID.match(item.text())
            if m:
                cid = m.group(1)
                if any(has_constraint(c) for c in item.children):
                    problems.append("%s: %s has constraints nested inside it" % (where, cid))
                okey = "%s %s" % (key, cid)
                entry = {"id": cid}
                if okey in FORMULA_OVERRIDES:
                    entry["formula"] = FORMULA_OVERRIDES[okey]
                    used_overrides.add(okey)
                    if is_formula(item):
                        problems.append("%s: %s is a formula in the spec now; "
                                        "drop its FORMULA_OVERRIDES entry" % (where, cid))
                elif is_formula(item):
                    entry["formula"] = render(item)
                else:
                    problems.append("%s: line %d: %s is stated in prose; add a formula for "
                                    "'%s' to FORMULA_OVERRIDES (words: %s)"
                                    % (where, item.line, cid, okey,
                                       ", ".join(sorted(set(w for w in all_prose_words(item)
                                                            if w not in CONNECTIVES)))))
                    entry["formula"] = None
                if conditions:
                    entry["when"] = list(conditions)
                entry["line"] = item.line
                out.append(entry)
            elif has_constraint(item):
                walk(item.children, conditions + [condition_name(item, where, problems)])
            # Other bullets (e.g. "No additional constraints.") carry no id.

    walk(roots, [])
    return out


IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def runtime_names(formula, names):
    """The `names` used in `formula` outside a type-level function call."""
    found = set()
    for m in IDENT.finditer(formula):
        name = m.group(0)
        if name not in names or re.match(r"\s*\(", formula[m.end():]):
            continue  # not an input, or a function of the notation
        # Walk outwards through the enclosing calls.
        depth, i, enclosing = 0, m.start() - 1, []
        while i >= 0:
            ch = formula[i]
            if ch == ")":
                depth += 1
            elif ch == "(":
                if depth == 0:
                    fm = re.search(r"([A-Za-z_][A-Za-z0-9_]*)\s*$", formula[:i])
                    enclosing.append(fm.group(1) if fm else "")
                else:
                    depth -= 1
            i -= 1
        if not any(f in TYPE_FUNCTIONS for f in enclosing):
            found.add(name)
    return found


# --------------------------------------------------------------------------
# Ops.

def count_examples(lines, op, ranges):
    """MLIR examples in the op's section: each use of the op in an ```mlir
    block counts once (a block without one counts once)."""
    total = 0
    use = re.compile(r'"?stablehlo\.%s"?[\s(]' % re.escape(op))
    blocks = set()
    for start, end in ranges:
        fence = False
        for i in range(start, end):
            if lines[i].startswith("```"):
                if not fence and lines[i].startswith("```mlir"):
                    blocks.add(i)
                fence = not fence
    for i in sorted(blocks):
        j = i + 1
        uses = 0
        while j < len(lines) and not lines[j].startswith("```"):
            code = lines[j].split("//", 1)[0]
            uses += len(use.findall(code + " "))
            j += 1
        total += uses if uses else 1
    return total


def extract_ops(lines, problems):
    start, end = find_section(lines, "Ops")
    marks = [(i, t) for i, t in headings(lines, start, end, "###")]
    ops = []
    for k, (i, title) in enumerate(marks):
        m = OP_HEADING.match(lines[i])
        if not m:
            continue  # a sub-heading of the previous op (e.g. custom_call's "Alias")
        nxt = end
        for i2, _ in marks[k + 1:]:
            if OP_HEADING.match(lines[i2]):
                nxt = i2
                break
        ops.append((m.group(1), i + 1, nxt))

    used_overrides = set()
    used_type_overrides = set()
    catalog = []
    for name, s, e in ops:
        where = "Ops > %s" % name
        subs = subsections(lines, s, e)
        entry = {"name": "stablehlo." + name, "section": where}

        def read_values(title_options, label_prefix):
            for title in title_options:
                if title in subs:
                    a, b = subs[title][0]
                    header, rows, _ = parse_table(lines, a, b)
                    break
            else:
                return []
            if header is None:
                problems.append("%s: no table under %s" % (where, title_options[0]))
                return []
            cols = [h.lower() for h in header]
            for need in ("name", "type"):
                if need not in cols:
                    raise ExtractError("%s: the %s table has no '%s' column" % (where, title, need))
            values = []
            for n, (line_no, cells) in enumerate(rows, 1):
                if len(cells) != len(cols):
                    raise ExtractError("%s: line %d: %d cells for %d columns"
                                       % (where, line_no + 1, len(cells), len(cols)))
                row = dict(zip(cols, cells))
                label = "%s%d" % (label_prefix, n)
                if "label" in cols:
                    stated = row["label"].strip("() ")
                    if stated != label:
                        problems.append("%s: line %d: label %s where %s was expected"
                                        % (where, line_no + 1, stated, label))
                    label = stated
                vname = unquote(row["name"])
                tkey = "%s %s" % (name, vname)
                if tkey in TYPE_OVERRIDES:
                    used_type_overrides.add(tkey)
                    t = dict(TYPE_OVERRIDES[tkey])
                    row["type"] = t["type"]
                else:
                    t = parse_type(row["type"])
                    for phrase in t.get("unread", []):
                        problems.append("%s: line %d: type phrase '%s' not understood; add the "
                                        "value to TYPE_OVERRIDES" % (where, line_no + 1, phrase))
                v = {"label": label, "name": vname}
                v["kind"] = t["kind"]
                if label_prefix == "I":
                    v["role"] = role_of(t["kind"])
                v["variadic"] = t["variadic"]
                if "rank" in t:
                    v["rank"] = t["rank"]
                v["type"] = re.sub(r"\s+", " ", row["type"]).strip()
                v["types"] = t["types"]
                v["constraints"] = expand_refs(row.get("constraints", ""),
                                               "%s: line %d" % (where, line_no + 1), problems)
                values.append(v)
            return values

        entry["inputs"] = read_values(["Inputs", "Arguments"], "I")
        entry["outputs"] = read_values(["Outputs"], "O")
        constraints = []
        for a, b in subs.get("Constraints", []):
            constraints += collect_constraints(bullet_tree(lines, a, b), name, where,
                                               problems, used_overrides)
        entry["constraints"] = constraints
        entry["examples"] = count_examples(
            lines, name, subs.get("Examples", []) + [
                (i + 1, e) for i, t in headings(lines, s, e, "###")])
        catalog.append(entry)

    for k in TYPE_OVERRIDES:
        if k not in used_type_overrides:
            problems.append("TYPE_OVERRIDES['%s'] names no input or output of the spec" % k)
    for k in FORMULA_OVERRIDES:
        if not k.startswith("types:") and k not in used_overrides:
            problems.append("FORMULA_OVERRIDES['%s'] names no prose constraint of the spec" % k)
    return catalog


def finish_op(entry, problems):
    """Checks ids and references; decides static/runtime; orders the keys."""
    where = entry["section"]
    ids = [c["id"] for c in entry["constraints"]]
    expected = ["C%d" % n for n in range(1, len(ids) + 1)]
    if ids != expected:
        problems.append("%s: constraint ids %s are not C1..C%d in order"
                        % (where, ", ".join(ids), len(ids)))
    referenced = set()
    for v in entry["inputs"] + entry["outputs"]:
        kept = []
        for r in v["constraints"]:
            if r in ids:
                kept.append(r)
                referenced.add(r)
            else:
                # Dropped: a catalog reference must name a constraint.
                problems.append("%s: %s (%s) refers to %s, which the Constraints section "
                                "does not define (dropped)" % (where, v["label"], v["name"], r))
        v["constraints"] = kept
    runtime_inputs = {v["name"] for v in entry["inputs"]
                      if v["kind"] in ("tensor", "value") and v["role"] == "operand"}
    out = []
    for c in entry["constraints"]:
        key = "%s %s" % (entry["name"].split(".", 1)[1], c["id"])
        checked = "static"
        if c["formula"] and runtime_names(c["formula"], runtime_inputs):
            checked = "runtime"
        checked = CHECKED_OVERRIDES.get(key, checked)
        item = {"id": c["id"], "formula": c["formula"]}
        if "when" in c:
            item["when"] = c["when"]
        item["checked"] = checked
        # The inputs/outputs whose table rows mention the constraint.
        item["applies_to"] = [v["label"] for v in entry["inputs"] + entry["outputs"]
                              if c["id"] in v["constraints"]]
        out.append(item)
    entry["constraints"] = out
    ordered = {
        "name": entry["name"],
        "section": entry["section"],
        "inputs": entry["inputs"],
        "outputs": entry["outputs"],
        "constraints": entry["constraints"],
        "examples": entry["examples"],
    }
    return ordered


# --------------------------------------------------------------------------
# spec/types.yaml

def ebnf_productions(lines, start, end):
    """name -> alternatives (strings) of the EBNF blocks in [start, end)."""
    prods = {}
    current = None
    i = start
    while i < end:
        if lines[i].startswith("```ebnf"):
            i += 1
            while i < end and not lines[i].startswith("```"):
                line = lines[i]
                m = re.match(r"^([A-Za-z][A-Za-z0-9]*)\s*::=\s*(.*)$", line)
                if m:
                    current = m.group(1)
                    prods[current] = m.group(2).strip()
                elif current and line.strip():
                    prods[current] += " " + line.strip()
                i += 1
        i += 1
    return prods


def literal_alternatives(rhs):
    """"'a' | 'b'" -> ['a', 'b'] when every alternative is a literal."""
    alts = [a.strip() for a in rhs.split("|")]
    if all(re.fullmatch(r"'[^']*'", a) for a in alts):
        return [a.strip("'") for a in alts]
    return None


def extract_types(lines, problems):
    start, end = find_section(lines, "Programs")
    prods = ebnf_productions(lines, start, end)
    rules = {}

    # Element types, from the grammar.
    element_types = {}
    for prod, key in [("BooleanType", "boolean"), ("SignedIntegerType", "signed_integer"),
                      ("UnsignedIntegerType", "unsigned_integer"), ("FloatType", "floating_point"),
                      ("TensorFloat32", "tensor_float32"), ("ComplexElementType", "complex_element")]:
        if prod not in prods:
            problems.append("Programs: no %s production" % prod)
            continue
        alts = literal_alternatives(prods[prod])
        if alts is None:
            problems.append("Programs: %s is not a list of literals" % prod)
            continue
        element_types[key] = alts
    if "complex_element" in element_types:
        element_types["complex"] = ["complex<%s>" % t for t in element_types["complex_element"]]
        del element_types["complex_element"]

    grammar = {}
    for prod in ["ValueType", "NonValueType", "TensorType", "Shape", "DimensionSize",
                 "QuantizedTensorType", "QuantizedTensorElementType", "TokenType",
                 "TupleType", "TupleElementTypes", "BufferType", "FutureType",
                 "FutureElementTypes", "TensorElementType", "FunctionType", "StringType"]:
        if prod in prods:
            grammar[prod] = re.sub(r"\s+", " ", prods[prod])

    # Type-level constraint lists: (C1) bullets that follow a paragraph
    # naming the kind of type or constant they belong to.
    groups = [
        ("quantized_element_type", "Quantized element types", "types:quantized"),
        ("quantized_tensor_type", "Quantized tensor types", "types:quantized"),
        ("integer_constant", "Integer constants", "types:integer_constant"),
        ("float_constant", "Floating-point constants", "types:float_constant"),
        ("complex_constant", "Complex constants", "types:complex_constant"),
        ("tensor_constant", "Tensor constants", "types:tensor_constant"),
        ("quantized_tensor_constant", "Quantized tensor constants",
         "types:quantized_tensor_constant"),
    ]
    used = set()
    for key, lead, okey in groups:
        para = None
        for i in range(start, end):
            if lines[i].startswith("**%s**" % lead):
                para = i
                break
        if para is None:
            problems.append("Programs: no paragraph for %s" % lead)
            continue
        # The bullets that follow the paragraph, up to the next code block,
        # heading or plain paragraph after the list.
        j = para
        while j < end and not BULLET.match(lines[j]):
            if lines[j].startswith("```") or lines[j].startswith("#") or (
                    j > para and lines[j].startswith("**") and not lines[j - 1].strip()):
                break
            j += 1
        k = j
        while k < end and (BULLET.match(lines[k]) or lines[k].startswith(" ") or
                           (not lines[k].strip() and k + 1 < end and
                            (BULLET.match(lines[k + 1]) or lines[k + 1].startswith(" ")))):
            k += 1
        where = "Programs > Types > %s" % lead
        cs = collect_constraints(bullet_tree(lines, j, k), okey, where, problems, used)
        rule = {"section": where, "constraints": []}
        for c in cs:
            item = {"id": c["id"], "formula": c["formula"]}
            if "when" in c:
                item["when"] = c["when"]
            item["checked"] = "static"
            rule["constraints"].append(item)
        rules[key] = rule

    # The parameter table of quantized element types.
    for i in range(start, end):
        if lines[i].startswith("| Name") and "storage_type" in "".join(lines[i:i + 4]):
            header, rows, _ = parse_table(lines, i, end)
            params = []
            cols = [h.lower() for h in header]
            for line_no, cells in rows:
                row = dict(zip(cols, cells))
                params.append({"name": unquote(row["name"]),
                               "type": row["type"],
                               "constraints": expand_refs(row.get("constraints", ""),
                                                          "Programs: line %d" % (line_no + 1),
                                                          problems)})
            rules.setdefault("quantized_element_type", {})["parameters"] = params
            break

    # Quantized tensor types: C12-C13 continue the numbering of the element
    # type constraints; the catalog keeps the spec's ids.
    for k in FORMULA_OVERRIDES:
        if k.startswith("types:") and k not in used:
            problems.append("FORMULA_OVERRIDES['%s'] names no prose constraint of the spec" % k)
    kinds = {}
    for prod, facts in TYPE_FACTS.items():
        if prod not in prods and not any(re.search(r"\b%s\b" % prod, r) for r in prods.values()):
            problems.append("Programs: TYPE_FACTS names %s, which the grammar lacks" % prod)
        kinds[prod] = list(facts)
    for key, rule in rules.items():
        if "parameters" in rule:  # parameters before constraints
            rules[key] = {"section": rule["section"], "parameters": rule["parameters"],
                          "constraints": rule["constraints"]}
    return {
        "section": "Programs > Types",
        "element_types": element_types,
        "grammar": grammar,
        "kinds": kinds,
        "rules": rules,
    }


# --------------------------------------------------------------------------
# Output.

class Dumper(yaml.SafeDumper):
    pass


def _str(dumper, data):
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


def _list(dumper, data):
    # Short lists of scalars (ids, labels, type names) on one line.
    flow = all(isinstance(x, (str, int)) and "\n" not in str(x) and len(str(x)) <= 40
               for x in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


Dumper.add_representer(str, _str)
Dumper.add_representer(list, _list)

HEADER = ("# Generated by spec/tools/extract_catalog.py from the StableHLO specification\n"
          "# (%s). Regenerate instead of editing by hand.\n")


def dump(path, data, source):
    text = HEADER % source + yaml.dump(data, Dumper=Dumper, sort_keys=False,
                                        default_flow_style=False, width=10000,
                                        allow_unicode=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("spec", help="stablehlo-spec.md")
    ap.add_argument("out", help="directory for the op files (e.g. spec/ops)")
    ap.add_argument("--types", help="path of types.yaml (default: OUT/../types.yaml)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 if the files on disk differ")
    args = ap.parse_args(argv)

    with open(args.spec, encoding="utf-8") as f:
        lines = f.read().split("\n")

    problems = []
    try:
        ops = extract_ops(lines, problems)
        types = extract_types(lines, problems)
    except ExtractError as e:
        print("extract_catalog: error: %s" % e, file=sys.stderr)
        return 2
    entries = [finish_op(op, problems) for op in ops]

    if problems:
        for p in problems:
            print("extract_catalog: %s" % p, file=sys.stderr)
    missing = [c for e in entries for c in e["constraints"] if c["formula"] is None]
    missing += [c for r in types["rules"].values() for c in r.get("constraints", [])
                if c["formula"] is None]
    if missing:
        print("extract_catalog: error: %d constraint(s) without a formula; nothing written"
              % len(missing), file=sys.stderr)
        return 1

    source = os.path.basename(args.spec)
    types_path = args.types or os.path.join(os.path.dirname(os.path.abspath(args.out)), "types.yaml")
    os.makedirs(args.out, exist_ok=True)
    wanted = {}
    for e in entries:
        wanted[os.path.join(args.out, e["name"].split(".", 1)[1] + ".yaml")] = e
    if args.check:
        stale = []
        for path, data in list(wanted.items()) + [(types_path, types)]:
            text = HEADER % source + yaml.dump(data, Dumper=Dumper, sort_keys=False,
                                                default_flow_style=False, width=10000,
                                                allow_unicode=True)
            try:
                with open(path, encoding="utf-8") as f:
                    if f.read() != text:
                        stale.append(path)
            except OSError:
                stale.append(path)
        for p in stale:
            print("extract_catalog: stale: %s" % p, file=sys.stderr)
        return 1 if stale else 0
    for old in os.listdir(args.out):
        path = os.path.join(args.out, old)
        if old.endswith(".yaml") and path not in wanted:
            os.remove(path)
    for path, data in wanted.items():
        dump(path, data, source)
    dump(types_path, types, source)
    n = sum(len(e["constraints"]) for e in entries)
    print("extract_catalog: %d ops, %d constraints -> %s; types -> %s"
          % (len(entries), n, args.out, types_path), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
