#!/usr/bin/env python3
"""Moves check-style conformance functions into the YAML corpus.

    python3 tools/corpus/mlir_to_yaml.py [--dry-run] conformance/abs.mlir ...

A function `func.func @name() { %c = stablehlo.constant ...; %r = <op>(...);
check.expect_*(%r, ...) }` becomes a YAML case: the constants feeding the
program become @main arguments (their values the case's `inputs`), the
checked values its results, the checks its `returns` with the matching
comparison policy (expect_eq*: exact, NaN as a class; expect_close:
{ulp: max_ulp_difference}). Functions named *_impl_defined become
`implementation-defined` cases; the masked elements are those an
independent model of the op (below) finds outside the spec's definition, or
all elements when the op has no such model.

Left in the .mlir file (not mechanical): distribution programs (modules,
run_parallel, functions with arguments), checks inside regions, checks
against computed values, expect_almost_eq* (an absolute tolerance has no
YAML policy), expect_serialized_eq, and mixed comparison policies.

Cases are appended to conformance/<op>.yaml (created if needed); a converted
function is removed from its .mlir file and a file left without functions is
deleted. Cases whose name is already in the YAML file are not added twice.
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elements as E  # noqa: E402
import yamlfile  # noqa: E402

SSA = r'%[A-Za-z0-9_.$-]+'


def strip_comment(line):
    out, q = [], False
    i = 0
    while i < len(line):
        c = line[i]
        if c == '"':
            q = not q
        if not q and line.startswith('//', i):
            break
        out.append(c)
        i += 1
    return ''.join(out).rstrip()


def depth_delta(s):
    d, q = 0, False
    for c in s:
        if c == '"':
            q = not q
        elif not q:
            if c in '([{':
                d += 1
            elif c in ')]}':
                d -= 1
    return d


def split_statements(lines):
    stmts, cur, depth = [], [], 0
    for line in lines:
        code = strip_comment(line)
        if not code.strip():
            continue
        starts = re.match(r'^\s*(%|check\.|func\.return|return\b|"|stablehlo\.|\^)', code)
        if depth == 0 and not cur and stmts and not starts:
            cur = stmts.pop().split('\n')  # a continuation line (`: type`)
        cur.append(code)
        depth += depth_delta(code)
        if depth == 0:
            stmts.append('\n'.join(cur))
            cur = []
    if cur:
        raise ValueError('unbalanced statement')
    return stmts


def find_functions(chunk):
    """[(name, args, header_start, body_lines, end)] of top-level functions."""
    lines = chunk.split('\n')
    funcs = []
    i = 0
    while i < len(lines):
        m = re.match(r'^func\.func\s+(private\s+)?@([\w.$-]+)\((.*?)\)\s*(->.*)?\{\s*$', lines[i])
        if m:
            depth = 1
            j = i + 1
            while j < len(lines):
                depth += depth_delta(strip_comment(lines[j]))
                if depth == 0:
                    break
                j += 1
            funcs.append(dict(name=m.group(2), private=bool(m.group(1)), args=m.group(3).strip(),
                              results=m.group(4), start=i, end=j, body=lines[i + 1:j]))
            i = j + 1
            continue
        if lines[i].strip() and not lines[i].lstrip().startswith('//'):
            funcs.append(dict(name=None, start=i, end=i, body=[], other=True))
        i += 1
    return funcs, lines


CONST_RE = re.compile(r'^\s*(' + SSA + r')\s*=\s*stablehlo\.constant\s+(dense<.*>)\s*:\s*(tensor<.*>)\s*$', re.S)
CONST_GENERIC_RE = re.compile(r'^\s*(' + SSA + r')\s*=\s*"?stablehlo\.constant"?\(\)\s*\{\s*value\s*=\s*(dense<.*>)'
                              r'\s*:\s*(tensor<[^{}]*>)\s*\}\s*:\s*\(\)\s*->\s*(tensor<.*>)\s*$', re.S)
CHECK_RE = re.compile(r'^\s*check\.(\w+)\s+(.*)$', re.S)


def top_types(s):
    """Splits 'a, b' at top-level commas (outside <>, (), [], {})."""
    out, cur, d = [], [], 0
    for c in s:
        if c in '<([{':
            d += 1
        elif c in '>)]}':
            d -= 1
        if c == ',' and d == 0:
            out.append(''.join(cur).strip())
            cur = []
        else:
            cur.append(c)
    if ''.join(cur).strip():
        out.append(''.join(cur).strip())
    return out


class Skip(Exception):
    pass


def parse_check(stmt):
    m = CHECK_RE.match(stmt)
    kind_, rest = m.group(1), ' '.join(m.group(2).split())
    if kind_ == 'expect_eq_const':
        mm = re.match(r'^(' + SSA + r'(?:#\d+)?)\s*,\s*(dense<.*>\s*:\s*tensor<.*>)$', rest)
        if not mm:
            raise Skip('unparsed check: ' + rest[:60])
        lit = mm.group(2)
        ttype = lit[lit.rindex(': tensor<') + 2:] if ': tensor<' in lit else None
        return dict(value=mm.group(1), literal=lit, type=ttype.strip(), policy=('exact', 0))
    if kind_ in ('expect_eq', 'expect_close'):
        mm = re.match(r'^(' + SSA + r'(?:#\d+)?)\s*,\s*(' + SSA + r'(?:#\d+)?)\s*(.*?)\s*:\s*(.*)$', rest)
        if not mm:
            raise Skip('unparsed check: ' + rest[:60])
        attrs, types = mm.group(3), top_types(mm.group(4))
        policy = ('exact', 0)
        if kind_ == 'expect_close':
            mx = re.search(r'max_ulp_difference\s*=\s*(\d+)', attrs)
            mn = re.search(r'min_ulp_difference\s*=\s*(\d+)', attrs)
            if mn and int(mn.group(1)) > 0:
                raise Skip('min_ulp_difference')
            policy = ('ulp', int(mx.group(1)) if mx else 1)
        elif attrs.strip():
            raise Skip('attributes on expect_eq')
        return dict(value=mm.group(1), expected=mm.group(2), type=types[0], policy=policy)
    raise Skip('check.' + kind_)


def defs_of(stmt):
    m = re.match(r'^\s*((?:' + SSA + r'(?::\d+)?\s*,\s*)*' + SSA + r'(?::\d+)?)\s*=', stmt)
    if not m:
        return []
    return [re.sub(r':\d+$', '', d.strip()) for d in m.group(1).split(',')]


def uses_of(stmt):
    rhs = stmt.split('=', 1)[1] if defs_of(stmt) else stmt
    return set(re.sub(r'#\d+$', '', u) for u in re.findall(SSA + r'(?:#\d+)?', rhs))


# ------------------------------------------------------------- impl-defined masks
# For integer ops, the elements the spec leaves open: results outside the
# type's range (Execution > Errors), division by zero, shift amounts outside
# [0, N), negative integer exponents. Computed with Python integers.

def _int_mask(op, et, a, b):
    lo, hi = E.int_range(et)
    n = E.int_bits(et)
    if op == 'add':
        return not lo <= a + b <= hi
    if op == 'subtract':
        return not lo <= a - b <= hi
    if op == 'multiply':
        return not lo <= a * b <= hi
    if op == 'negate':
        return not lo <= -a <= hi
    if op == 'abs':
        return not lo <= abs(a) <= hi
    if op in ('divide', 'remainder'):
        if b == 0:
            return True
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        return not lo <= q <= hi
    if op.startswith('shift'):
        return not 0 <= b < n
    if op == 'power':
        if b < 0:
            return True
        if abs(a) <= 1 or b <= 130:
            return not lo <= (a ** b if abs(a) > 1 else (a ** (b % 2) if b else 1)) <= hi
        return True
    if op == 'popcnt':
        return not lo <= bin(a & ((1 << n) - 1)).count('1') <= hi
    if op == 'count_leading_zeros':
        u = a & ((1 << n) - 1)
        return not lo <= n - u.bit_length() <= hi
    return None


def impl_mask(op, inputs, result_type):
    """One bool per result element, or None when the op has no model."""
    dims, et = E.split_tensor_type(result_type)
    if E.kind(et) not in ('signed', 'unsigned') or len(inputs) not in (1, 2):
        return None
    vals = []
    for lit in inputs:
        d, iet, elems, splat = E.parse_dense(lit)
        if iet != et or splat:
            return None
        vals.append([int(t, 0) for t in elems])
    n = 1
    for d in dims:
        n *= d
    if any(len(v) != n for v in vals):
        return None
    mask = []
    for i in range(len(vals[0])):
        r = _int_mask(op, et, vals[0][i], vals[1][i] if len(vals) == 2 else 0)
        if r is None:
            return None
        mask.append(r)
    return mask

# ------------------------------------------------------------- tags


def probe_tags(op, name, program, values):
    tags = set()
    lname = name.lower()
    for word, tag in [('nan', 'nan'), ('inf', 'inf'), ('neg_zero', 'negative-zero'), ('negative_zero', 'negative-zero'),
                      ('signed_zero', 'negative-zero'), ('subnormal', 'subnormal'), ('denormal', 'subnormal'),
                      ('overflow', 'overflow'), ('wrap', 'overflow'), ('empty', 'empty-tensor'),
                      ('scalar', 'scalar'), ('clamp', 'out-of-bounds'), ('out_of_bounds', 'out-of-bounds'),
                      ('oob', 'out-of-bounds')]:
        if re.search(r'(^|_)' + word + r'($|_|s)', lname):
            tags.add(tag)
    if '!quant' in program:
        tags.add('quantized')
    if op.startswith('dynamic') or '?x' in program or 'tensor<?' in program:
        tags.add('dynamic')
    for lit in values:
        try:
            dims, et, elems, _ = E.parse_dense(lit)
        except ValueError:
            continue
        if not dims:
            tags.add('scalar')
        if any(d == 0 for d in dims):
            tags.add('empty-tensor')
        if len(dims) >= 4:
            tags.add('rank-4')
        try:
            k = E.kind(et) if '!quant' not in et else 'quant'
        except ValueError:
            continue
        if k not in ('float', 'complex'):
            continue
        for t in elems:
            try:
                v = E.element_value(et, t)
            except Exception:
                continue
            parts = v if k == 'complex' else (v,)
            pt = E.COMPLEX[et] if k == 'complex' else et
            for p in parts:
                if E.is_nan(p):
                    tags.add('nan')
                elif E.is_inf(p):
                    tags.add('inf')
                elif E.is_neg_zero(p):
                    tags.add('negative-zero')
                elif E.is_subnormal(pt, p):
                    tags.add('subnormal')
    return tags


def provenance(header, comment, name):
    tags = set()
    text = (comment + ' ' + name).lower()
    if 'spec example' in text or 'spec_example' in text or "spec's example" in text or 'from the spec' in text:
        tags.add('spec-example')
    h = header.lower()
    if 'independent model' in h or 'exact rational' in h or 'mpmath' in h:
        tags.add('exact-arithmetic')
    elif not tags:
        tags.add('hand-derived')
    return tags

# ------------------------------------------------------------- conversion


def element_type_of(t):
    try:
        return E.split_tensor_type(t)[1]
    except ValueError:
        return None


def convert_function(op, fn, others, header, comment):
    if fn['args'] or fn.get('results'):
        raise Skip('function with arguments or results')
    stmts = split_statements(fn['body'])
    consts, checks, body = {}, [], []
    for s in stmts:
        if re.match(r'^\s*(func\.)?return\b', s):
            if s.strip() not in ('func.return', 'return'):
                raise Skip('returns values')
            continue
        m = CONST_RE.match(s) or None
        if m and op != 'constant':
            consts[m.group(1)] = dict(literal='%s : %s' % (m.group(2).strip(), m.group(3).strip()),
                                      type=m.group(3).strip(), stmt=s)
            continue
        m = CONST_GENERIC_RE.match(s)
        if m and op != 'constant':
            consts[m.group(1)] = dict(literal='%s : %s' % (m.group(2).strip(), m.group(4).strip()),
                                      type=m.group(4).strip(), stmt=s)
            continue
        if CHECK_RE.match(s):
            checks.append(parse_check(s))
            continue
        if 'check.' in s:
            raise Skip('check inside a region')
        body.append(s)
    if not checks:
        raise Skip('no checks')
    if not body and op != 'constant':
        raise Skip('no op under test')
    defined = set()
    used = set()
    for s in body:
        defined.update(defs_of(s))
        used |= uses_of(s)
    results, expected = [], []
    for c in checks:
        base = re.sub(r'#\d+$', '', c['value'])
        if base not in defined:
            if base in consts:
                raise Skip('checks a constant')
            raise Skip('checks an undefined value')
        if 'literal' in c:
            expected.append(c['literal'])
        else:
            if c['expected'] not in consts:
                raise Skip('expected value is computed')
            expected.append(consts[c['expected']]['literal'])
        results.append((c['value'], c['type']))
    policies = set(c['policy'] for c in checks)
    policy = ('exact', 0)
    if len(policies) > 1:
        ulps = set(p for p in policies if p[0] == 'ulp')
        if len(ulps) > 1:
            raise Skip('mixed ulp policies')
        for c in checks:
            if c['policy'][0] == 'exact':
                et = element_type_of(c['type'])
                if et and E.kind(et) in ('float', 'complex'):
                    raise Skip('mixed policies on floats')
        policy = ulps.pop()
    elif policies:
        policy = policies.pop()
    args = [(name, c) for name, c in consts.items() if name in used]
    sig = ', '.join('%s: %s' % (name, c['type']) for name, c in args)
    rtypes = [t for _, t in results]
    rsig = rtypes[0] if len(rtypes) == 1 else '(' + ', '.join(rtypes) + ')'
    lines = ['func.func @main(%s) -> %s {' % (sig, rsig)]
    for s in body:
        for ln in s.split('\n'):
            lines.append(ln)
    lines.append('  func.return %s : %s' % (', '.join(v for v, _ in results), ', '.join(rtypes)))
    lines.append('}')
    program = '\n'.join(_reindent(lines)) + '\n'
    for o in others:
        program += '\n' + '\n'.join(o) + '\n'
    inputs = [c['literal'] for _, c in args]
    case = dict(name=fn['name'], program=program, inputs=inputs)
    tags = provenance(header, comment, fn['name'])
    tags |= probe_tags(op, fn['name'], program, inputs + expected)
    if fn['name'].endswith('_impl_defined'):
        tags.add('implementation-defined')
        masks = []
        for (v, t), exp in zip(results, expected):
            mask = impl_mask(op, inputs, t) if len(results) == 1 else None
            if mask is None:
                dims, _ = E.split_tensor_type(t)
                n = 1
                for d in dims:
                    n *= d
                mask = [True] * n
            masks.append(E.dense(_mask_type(t), mask))
        if any('true' in m for m in masks):
            case['implementation-defined'] = dict(reason=_impl_reason(op), returns=expected, mask=masks)
        else:
            case['returns'] = expected
        if any(E.kind(element_type_of(t) or 'i1') in ('signed', 'unsigned') for _, t in results):
            tags.add('overflow') if op not in ('divide', 'remainder') and not op.startswith('shift') else None
    else:
        case['returns'] = expected
    if policy[0] == 'ulp':
        case['compare'] = {'ulp': policy[1]}
    case['tags'] = sorted(tags)
    return case


def _mask_type(t):
    dims, _ = E.split_tensor_type(t)
    return 'tensor<%si1>' % ''.join('%dx' % d for d in dims)


def _impl_reason(op):
    if op in ('divide', 'remainder'):
        return 'integer division by zero or overflow (spec Execution > Errors)'
    if op.startswith('shift'):
        return 'shift amount outside [0, N): the spec does not define it'
    if op == 'power':
        return 'negative integer exponent or integer overflow'
    return 'integer overflow (spec Execution > Errors)'


def _reindent(lines):
    out = []
    for ln in lines:
        out.append(ln.rstrip())
    return out


def op_of_case(stem, program):
    """Files that gather several ops (quantized_*) file each case under the
    op it tests: the first stablehlo op of the body that is not a helper."""
    if not stem.startswith('quantized_'):
        return stem
    helpers = {'constant', 'bitcast_convert', 'uniform_quantize', 'uniform_dequantize', 'return'}
    for m in re.finditer(r'"?stablehlo\.(\w+)"?', program.split('{', 1)[1]):
        if m.group(1) not in helpers:
            return m.group(1)
    for m in re.finditer(r'"?stablehlo\.(\w+)"?', program.split('{', 1)[1]):
        if m.group(1) != 'constant':
            return m.group(1)
    return stem


def process(path, dry_run, out_dir, run_parallel_ok=False):
    stem = os.path.splitext(os.path.basename(path))[0]
    text = open(path).read()
    chunks = re.split(r'^// -----[ \t]*\n', text, flags=re.M)
    header_lines = []
    for ln in chunks[0].split('\n'):  # the file header: comment lines up to the first blank line
        if not ln.startswith('//'):
            break
        header_lines.append(ln)
    header = ' '.join(l[2:].strip() for l in header_lines)
    kept, converted, skipped = [], {}, []
    used_names = set()
    for ci, chunk in enumerate(chunks):
        module_name = None
        mod = re.search(r'^module\s+@([\w.$-]+)\s*\{\s*$(.*)^\}\s*$', chunk, re.M | re.S)
        if mod and run_parallel_ok:
            # a distribution program: its @main runs the processes with
            # interpreter.run_parallel; the module's functions go along
            module_name = mod.group(1)
            inner = '\n'.join(ln[2:] if ln.startswith('  ') else ln for ln in mod.group(2).split('\n'))
            funcs, lines = find_functions(chunk[:mod.start()] + inner)
            mains = [f for f in funcs if f.get('name') == 'main' and not f.get('args')]
            if len(mains) == 1 and not any(f.get('other') for f in funcs):
                fn = mains[0]
                others = [lines[f['start']:f['end'] + 1] for f in funcs if f is not fn]
                comment = ' '.join(ln[2:].strip() for ln in chunk[:mod.start()].split('\n')
                                   if ln.startswith('//') and ('// ' + ln[3:]) not in header_lines[:-1])
                try:
                    case = convert_function(stem, fn, others, header, comment)
                except Skip as e:
                    skipped.append((stem, [module_name], str(e)))
                    kept.append(chunk)
                    continue
                case['name'] = module_name
                case['tags'] = sorted(set(case['tags']) | {'distribution'})
                if comment:
                    case['description'] = comment
                converted.setdefault(stem, []).append(case)
                if ci == 0:
                    kept.append('\n'.join(header_lines) + '\n' if header_lines else '')
                continue
        funcs, lines = find_functions(chunk)
        publics = [f for f in funcs if not f.get('other') and not f['private']]
        if 'module' in chunk or any(f.get('other') for f in funcs) or len(publics) != 1:
            if publics or any(f.get('other') for f in funcs):
                skipped.append((stem, [f['name'] for f in publics], 'module or several public functions'))
            kept.append(chunk)
            continue
        fn = publics[0]
        others = [lines[f['start']:f['end'] + 1] for f in funcs if f is not fn]
        # the comment just above the function (not the file header)
        comment_lines = []
        k = fn['start'] - 1
        while k >= 0 and lines[k].startswith('//'):
            comment_lines.insert(0, lines[k][2:].strip())
            k -= 1
        if ci == 0:
            comment_lines = [c for c in comment_lines if ('// ' + c) not in header_lines or 'spec' in c.lower()]
        comment = ' '.join(comment_lines)
        try:
            case = convert_function(stem, fn, others, header, comment)
        except Skip as e:
            skipped.append((stem, [fn['name']], str(e)))
            kept.append(chunk)
            continue
        if comment and not (ci == 0 and len(comment) > 300):
            case['description'] = comment
        if case['name'] == 'main':  # upstream-style chunks: name them after their comment
            words = re.findall(r'[a-z0-9]+', comment.lower())[:6] or ['case']
            case['name'] = stem + '_' + '_'.join(words)
        base, k = case['name'], 2
        while case['name'] in used_names:
            case['name'] = '%s_%d' % (base, k)
            k += 1
        used_names.add(case['name'])
        op = op_of_case(stem, case['program'])
        converted.setdefault(op, []).append(case)
        if ci == 0:
            # keep the file header with the remaining chunks
            kept.append('\n'.join(header_lines) + '\n' if header_lines else '')
    for op, cases in converted.items():
        yamlfile.add_cases(os.path.join(out_dir, op + '.yaml'), op, cases, header=header, dry_run=dry_run,
                           source=os.path.basename(path))
    remaining = [c for c in kept if find_functions(c)[0]]
    if not dry_run:
        if not remaining:
            os.remove(path)
        else:
            body = '// -----\n'.join(kept)
            # drop separators left between removed chunks
            body = re.sub(r'(// -----\n\s*)+(?=// -----\n)', '', body)
            body = re.sub(r'(\n// -----\n\s*)+$', '\n', body)
            open(path, 'w').write(body)
    return converted, skipped


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('files', nargs='+')
    ap.add_argument('--dry-run', action='store_true')
    ap.add_argument('--out', default=None, help='YAML directory (default: beside each file)')
    ap.add_argument('--distribution', action='store_true',
                    help='also convert `module` chunks whose @main runs interpreter.run_parallel (hloref only)')
    a = ap.parse_args()
    total = 0
    for f in a.files:
        conv, skipped = process(f, a.dry_run, a.out or os.path.dirname(f), a.distribution)
        n = sum(len(v) for v in conv.values())
        total += n
        print('%s: %d converted, %d kept' % (f, n, len(skipped)))
        for s in skipped:
            print('   kept %s: %s' % (','.join(x or '?' for x in s[1]), s[2]))
    print('total converted:', total)


if __name__ == '__main__':
    main()
