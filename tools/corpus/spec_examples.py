#!/usr/bin/env python3
"""Turns the examples of the StableHLO specification into YAML cases.

    python3 tools/corpus/spec_examples.py [SPEC.md]   # default ../shared/reference/stablehlo-spec.md

For each `### <op>` section's `#### Examples` block, the values the spec
gives in comments (`// %operand: [...]`) become @main arguments, the op
statement is copied as written, and the values it gives for the results
(`// %result: [...]`) become `returns`. Decimal results the spec prints
rounded (transcendental functions) are compared within the ULPs their
printed digits allow; otherwise exactly. Examples that need several
processes, tokens, or values the text does not give are left out (see
SKIPPED below; the ops' YAML files hold hand-written cases for them).
The cases go to a generated section at the end of conformance/<op>.yaml,
rewritten on every run.
"""
import math
import os
import re
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elements as E  # noqa: E402
import yamlfile  # noqa: E402

ROOT = os.environ.get('HLOREF_CORPUS_ROOT') or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Examples whose comments are not executable as given, with the reason.
SKIPPED = {}

# Typos in the spec's example text, fixed before reading: (old, new, why).
STATEMENT_FIXES = {
    ('is_finite', 0): [('tensor<7xf64)', 'tensor<7xf64>)', 'the spec writes tensor<7xf64) (missing >)')],
    ('cholesky', 0): [('-> tensor<3x3xf64>', '-> tensor<3x3xf32>',
                       'the spec declares an f64 result for an f32 operand, which its C1 forbids')],
    ('dynamic_conv', 0): [('input_spatial_dimensions = [0, 1]', 'input_spatial_dimensions = [1, 2]',
                           'the spec lists the batch dimension 0 as spatial too, which its C13 forbids')],
    ('negate', 1): [('// %result: [-2.5, -0.0]', '// %result: [(-2.5, -0.0)]',
                     'the spec writes the one complex result as two numbers')],
}

# Results the spec prints with a lower precision than the type's (values
# computed in f32 for f64 tensors, inputs near pi printed as if they were pi,
# a quotient of 17 / 3 for 17.1 / 3): recomputed by the independent model
# (mpmath, 60 digits, rounded once to the type) and compared within 1 ULP
# (exactly for the quotient). (op, example index) -> (function, ulps, why).
def _mp():
    import mpmath
    mpmath.mp.dps = 60
    return mpmath


def _pow(x, y):
    mp = _mp()
    if x < 0 and y != int(y):
        return 'nan'
    return mp.power(x, y)


MODEL_RESULTS = {
    ('atan2', 0): (lambda y, x: _mp().atan2(y, x), 1, 'the spec prints pi/2 rounded to f32 for an f64 result'),
    ('cosine', 0): (lambda x: _mp().cos(x), 1, 'the inputs are decimals near pi/2 and pi, not pi/2 and pi'),
    ('sine', 0): (lambda x: _mp().sin(x), 1, 'the inputs are decimals near pi/2 and pi, not pi/2 and pi'),
    ('tan', 0): (lambda x: _mp().tan(x), 1, 'the spec prints tan of pi/2 rounded to f32 and tan(3.14159265) as 0'),
    ('exponential_minus_one', 0): (lambda x: _mp().expm1(x), 1, 'the spec prints an f32 result for an f64 tensor'),
    ('log_plus_one', 0): (lambda x: _mp().log1p(x), 1, 'the spec prints f32 results for an f64 tensor'),
    ('power', 0): (_pow, 1, 'the spec prints f32 results (1/3 in f32, 10000^10 overflowing f32) for f64 tensors'),
    ('divide', 0): (lambda a, b: Fraction(a) / Fraction(b), 0, 'the spec prints 17 / 3 for 17.1 / 3'),
}


def model_value(fn, et, args):
    """fn over exact element values -> the result rounded once to et."""
    fmt = E.FLOAT_FORMATS[et]
    if any(isinstance(a, str) for a in args):
        raise ValueError('special input')
    r = fn(*[Fraction(a) if not isinstance(a, Fraction) else a for a in args]) if fn is MODEL_RESULTS[('divide', 0)][0] \
        else fn(*[_mp().mpf(a.numerator) / a.denominator for a in args])
    if isinstance(r, str):
        return r
    if not isinstance(r, Fraction):
        if _mp().isinf(r):
            return 'inf' if r > 0 else '-inf'
        man, exp = _mp().mpf(r).man_exp
        r_frac = abs(Fraction(int(man)) * (Fraction(2) ** int(exp))) if man else Fraction(0)
        r = -r_frac if r < 0 else r_frac
    return fmt.decode(fmt.encode(r))

# Corrections of spec comments that are wrong, keyed by (op, example index):
# {ssa name: replacement value text}, each with a reason.
CORRECTIONS = {}


def top_split(s, sep=','):
    out, cur, d = [], [], 0
    for c in s:
        if c in '<([{':
            d += 1
        elif c in '>)]}':
            d -= 1
        if c == sep and d == 0:
            out.append(''.join(cur).strip())
            cur = []
        else:
            cur.append(c)
    if ''.join(cur).strip():
        out.append(''.join(cur).strip())
    return out


def depth(s):
    d = 0
    for c in s:
        if c in '([{':
            d += 1
        elif c in ')]}':
            d -= 1
    return d


def parse_block(block):
    """-> (values {name: text}, statements [text], order of comment names)."""
    values, order, stmts = {}, [], []
    lines = [ln for ln in block.split('\n') if not ln.startswith('// Logical values')]
    i = 0
    cur = []
    while i < len(lines):
        ln = lines[i]
        m = re.match(r'^//\s*(%?[\w#@(), .]+?)\s*[:=]\s*(.*)$', ln)
        if m and not cur:
            name, text = m.group(1), re.sub(r'\s*//.*$', '', m.group(2))
            # multi-line values: continue while brackets are open
            while depth(text) > 0 and i + 1 < len(lines) and lines[i + 1].startswith('//'):
                i += 1
                text += ' ' + re.sub(r'\s*//.*$', '', lines[i][2:].strip())
            name = name.replace(' ', '')
            if not name.startswith('%') and re.search('%' + re.escape(name) + r'\b', block):
                name = '%' + name  # `// operand:` for `// %operand:`
            values[name] = ' '.join(text.split())
            order.append((name, len(stmts)))
            i += 1
            continue
        if ln.strip().startswith('//') or not ln.strip():
            i += 1
            continue
        code = re.sub(r'\s*//.*$', '', ln)
        cur.append(code)
        nxt = next((x for x in lines[i + 1:] if x.strip() and not x.strip().startswith('//')), '')
        if depth('\n'.join(cur)) == 0 and not code.rstrip().endswith(('->', ',')) and \
                not nxt.strip().startswith((':', '->')):
            stmts.append('\n'.join(cur))
            cur = []
        i += 1
    return values, stmts, order


def functional_type(stmt):
    """The trailing `: (operand types) -> result types` of a generic op."""
    k = len(stmt)
    while True:
        k = stmt.rfind(':', 0, k)
        if k < 0:
            return None
        rest = stmt[k + 1:].strip()
        m = re.match(r'^\((.*)\)\s*->\s*(.*)$', rest, re.S)
        if m and depth(m.group(1)) == 0:
            res = m.group(2).strip()
            if res.startswith('(') and res.endswith(')'):
                res = res[1:-1]
            return top_split(m.group(1)), top_split(res)


def operand_names(stmt):
    m = re.match(r'^\s*(?:[%\w#:, ]+=\s*)?"?stablehlo\.[\w]+"?\s*\(([^()]*)\)', stmt)
    if not m:
        return None
    return [x.strip() for x in m.group(1).split(',') if x.strip()]


def result_names(stmt):
    m = re.match(r'^\s*([%\w#:, ]+?)\s*=\s*"?stablehlo', stmt)
    if not m:
        return []
    out = []
    for part in m.group(1).split(','):
        part = part.strip()
        mm = re.match(r'^(%[\w]+):(\d+)$', part)
        if mm:
            out += ['%s#%d' % (mm.group(1), i) for i in range(int(mm.group(2)))]
        else:
            out.append(part)
    return out


def infer_types(stmts):
    """SSA name -> type, from every (nested) generic op's functional type and
    every pretty op `op %a, %b : T`."""
    types = {}
    pieces = list(stmts)
    for s in stmts:
        lines = s.split('\n')
        for i, ln in enumerate(lines):
            if 'stablehlo.' not in ln:
                continue
            # the nested op starting on this line, up to where its brackets close
            acc = []
            for j in range(i, len(lines)):
                acc.append(lines[j])
                if depth('\n'.join(acc)) <= 0 and not lines[j].rstrip().endswith(('->', ',')) and \
                        not (j + 1 < len(lines) and lines[j + 1].strip().startswith((':', '->'))):
                    break
            pieces.append('\n'.join(acc))
    for s in pieces:
        names = operand_names(s)
        ft = functional_type(s) if names is not None else None
        if names is not None and ft and len(ft[0]) == len(names):
            for n, t in zip(names, ft[0]):
                types.setdefault(n, t)
            res = result_names(s)
            if len(res) == len(ft[1]):
                for n, t in zip(res, ft[1]):
                    types.setdefault(n, t)
        m = re.match(r'^\s*(?:%[\w]+\s*=\s*)?"?stablehlo\.\w+"?\s+((?:%[\w]+\s*,\s*)*%[\w]+)\s*:\s*([^,()]+)$', s.strip())
        if m:
            for n in m.group(1).split(','):
                types.setdefault(n.strip(), m.group(2).strip())
        m = re.match(r'^\s*"?stablehlo\.return"?\s*\(([^()]*)\)\s*:\s*\((.*)\)\s*->\s*\(\)\s*$', s.strip())
        if m:
            for n, t in zip(m.group(1).split(','), top_split(m.group(2))):
                types.setdefault(n.strip(), t)
    return types


def decimal_ulps(et, text_values, exact_values):
    """How many ULPs of et the printed decimals may be away from the exact
    results: half a unit of their last printed digit, plus the rounding."""
    fmt = E.FLOAT_FORMATS[et]
    worst = 0
    for tok in text_values:
        if tok.startswith('0x') or re.search(r'(nan|inf)', tok, re.I):
            continue
        v = Fraction(tok)
        if v == 0 or fmt.decode(fmt.encode(v)) == v:
            continue
        mant = re.sub(r'[eE].*$', '', tok.lstrip('-+'))
        exp = int(re.search(r'[eE]([-+]?\d+)', tok).group(1)) if re.search(r'[eE]', tok) else 0
        frac_digits = len(mant.split('.')[1]) if '.' in mant else 0
        half_unit = Fraction(1, 2) * Fraction(10) ** (exp - frac_digits)
        a = abs(v)
        e = a.numerator.bit_length() - a.denominator.bit_length()
        e = max(e - 1, 1 - fmt.bias)
        ulp = Fraction(2) ** (e - fmt.mbits)
        worst = max(worst, math.ceil(half_unit / ulp) + 1)
    return worst


def value_tokens(text):
    return re.findall(r'0x[0-9A-Fa-f]+|[-+]?(?:inf|nan)|[-+]?\d+\.?\d*(?:[eE][-+]?\d+)?', text)


def make_case(op, index, block):
    for old, new, _ in STATEMENT_FIXES.get((op, index), []):
        assert old in block, (op, index, old)
        block = block.replace(old, new)
    values, stmts, order = parse_block(block)
    if any('@' in n for n in values) or any('num_replicas' in n for n in values):
        raise ValueError('needs several processes')
    main = [s for s in stmts if re.search(r'"?stablehlo\.' + op + r'"?[\s(]', s)]
    if not main:
        raise ValueError('no statement of the op')
    types = infer_types(stmts)
    defined = set()
    for s in stmts:
        defined.update(result_names(s))
        defined.update(n.split('#')[0] for n in result_names(s))
        for ln in s.split('\n'):  # values defined inside regions
            m = re.match(r'^\s*((?:%[\w]+(?::\d+)?\s*,\s*)*%[\w]+(?::\d+)?)\s*=', ln)
            if m:
                defined.update(re.sub(r':\d+$', '', x.strip()) for x in m.group(1).split(','))
    args, inputs = [], []
    used = set(re.findall(r'%[\w]+', '\n'.join(stmts)))
    block_args = set()
    for bb in re.findall(r'\^bb\d*\(([^)]*)\)', '\n'.join(stmts)):
        block_args.update(re.findall(r'(%[\w]+)\s*:', bb))
    for name, pos in order:
        if not name.startswith('%') or name in defined or name.split('#')[0] in defined:
            continue
        if name not in used or name in block_args:
            continue
        t = types.get(name)
        if not t or not t.startswith('tensor<'):
            raise ValueError('no tensor type for ' + name)
        args.append('%s: %s' % (name, t))
        inputs.append('dense<%s> : %s' % (values[name], t))
    missing = [u for u in used if u not in defined and u not in block_args and
               not any(a.startswith(u + ':') for a in args)]
    if missing:
        raise ValueError('values not given: ' + ', '.join(sorted(missing)))
    results, expected, rtypes = [], [], []
    ulps = 0
    for name, pos in order:
        key = name if name.startswith('%') else '%' + name
        if key in defined and pos > 0:
            t = types.get(key)
            if not t or not t.startswith('tensor<'):
                raise ValueError('no tensor type for result ' + key)
            results.append(key)
            rtypes.append(t)
            expected.append('dense<%s> : %s' % (values[name], t))
            et = E.split_tensor_type(t)[1]
            kind = E.kind(et) if not et.startswith('!quant') else 'quant'
            if kind in ('float', 'complex'):
                pt = E.COMPLEX.get(et, et)
                ulps = max(ulps, decimal_ulps(pt, value_tokens(values[name]), None))
    if not results:
        raise ValueError('no result values given')
    body = '\n'.join('  ' + ln for s in stmts for ln in s.split('\n'))
    rsig = rtypes[0] if len(rtypes) == 1 else '(' + ', '.join(rtypes) + ')'
    program = 'func.func @main(%s) -> %s {\n%s\n  func.return %s : %s\n}\n' % (
        ', '.join(args), rsig, body, ', '.join(results), ', '.join(rtypes))
    case = dict(name='spec_example' + ('' if index == 0 else '_%d' % (index + 1)), program=program,
                inputs=inputs, returns=expected)
    tags = {'spec-example'}
    for lit in inputs + expected:
        dims, et, elems, _ = E.parse_dense(lit)
        if not dims:
            tags.add('scalar')
        if '!quant' in lit:
            tags.add('quantized')
    if op in ('rng', 'rng_bit_generator'):
        # the drawn values are implementation-defined: the shape and type are checked
        masks = []
        for t in rtypes:
            dims, _ = E.split_tensor_type(t)
            n = 1
            for d in dims:
                n *= d
            masks.append(E.dense('tensor<%si1>' % ''.join('%dx' % d for d in dims), [True] * n))
        case['implementation-defined'] = dict(reason='the values drawn are implementation-defined',
                                              returns=case.pop('returns'), mask=masks)
        tags.add('implementation-defined')
    case['tags'] = sorted(tags)
    if (op, index) in MODEL_RESULTS:
        fn, model_ulps, why = MODEL_RESULTS[(op, index)]
        vals = [E.parse_dense(x) for x in inputs]
        et = vals[0][1]
        n = len(vals[0][2])
        res = []
        for i in range(n):
            args = [E.element_value(v[1], v[2][i]) for v in vals]
            if any(a in ('-0',) for a in args):
                args = [Fraction(0) if a == '-0' else a for a in args]
            if any(isinstance(a, str) for a in args):
                raise ValueError('special input in a model example')
            if op == 'power' and args[0] == 0 and args[1] > 0:
                res.append('-0' if E.element_value(et, vals[0][2][i]) == '-0' and int(args[1]) % 2 == 1
                           and args[1] == int(args[1]) else Fraction(0))
                continue
            res.append(model_value(fn, et, args))
        expected = [E.dense(rtypes[0], res)]
        case['returns'] = expected
        case['description'] = 'spec values %s; %s, so the results come from the independent model' % (
            values[order[-1][0]], why)
        ulps = model_ulps
        if not ulps:
            case.pop('compare', None)
    if ulps:
        case['compare'] = {'ulp': ulps}
        case['description'] = 'the spec prints rounded decimals: compared within the ULPs of their last digit'
    return case


def segments(block):
    """Splits a block holding several examples (a value comment after a
    statement and its result comments starts the next one)."""
    out, cur = [], []
    seen_stmt = seen_result = False
    for ln in block.split('\n'):
        if ln.startswith('// Logical values'):  # prose between the values
            cur.append(ln)
            continue
        is_value = bool(re.match(r'^//\s*%?[\w#@(), .]+?\s*[:=]\s*\S', ln))
        is_code = bool(ln.strip()) and not ln.strip().startswith('//')
        if (is_value or is_code) and seen_stmt and seen_result:
            out.append('\n'.join(cur))
            cur, seen_stmt, seen_result = [], False, False
        if is_code:
            seen_stmt = True
        elif is_value and seen_stmt:
            seen_result = True
        cur.append(ln)
    out.append('\n'.join(cur))
    return out


def sections(spec):
    text = open(spec).read()
    ops = text.split('\n## Ops')[1].split('\n## ')[0]
    for sec in re.split(r'\n### ', ops)[1:]:
        name = sec.split('\n')[0].strip()
        ex = sec.split('#### Examples', 1)[1] if '#### Examples' in sec else ''
        yield name, [seg for b in re.findall(r'```mlir\n(.*?)```', ex, re.S) for seg in segments(b)]


def main():
    spec = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, '..', 'shared', 'reference', 'stablehlo-spec.md')
    made, skipped = 0, []
    for op, blocks in sections(spec):
        cases = []
        for i, b in enumerate(blocks):
            if (op, i) in SKIPPED:
                skipped.append((op, i, SKIPPED[(op, i)]))
                continue
            try:
                cases.append(make_case(op, i, b))
            except (ValueError, KeyError) as e:
                skipped.append((op, i, str(e)))
        path = os.path.join(ROOT, 'conformance', op + '.yaml')
        if cases or os.path.exists(path):
            yamlfile.set_generated(path, op, 'spec_examples.py', cases)
        made += len(cases)
    for s in skipped:
        print('skipped %s example %d: %s' % s)
    print('%d spec-example cases' % made)


if __name__ == '__main__':
    main()
