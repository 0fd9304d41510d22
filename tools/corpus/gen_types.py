#!/usr/bin/env python3
"""Every element type through the data-movement ops.

    python3 tools/corpus/gen_types.py   # rewrites the generated sections

For each op below and each element type of the spec (spec/types.yaml:
i1, si2..si64, ui2..ui64, the 15 float types and tf32, complex<f32/f64>)
one case moves a 2x4 tensor of that type's special values (zeros of both
signs, smallest subnormal and normal, one, the largest value, infinities,
NaN with a payload, integer extremes). Data movement copies elements, so
the expected values are the input's literal tokens (float bit patterns in
hex) moved by numpy index arithmetic: exact by construction, compared bit
for bit with `nan: exact` (a NaN's payload must survive the move).
"""
import os
import sys
from fractions import Fraction

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elements as E  # noqa: E402
import yamlfile  # noqa: E402

ROOT = os.environ.get('HLOREF_CORPUS_ROOT') or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SIGNED = ['i2', 'i4', 'i8', 'i16', 'i32', 'i64']
UNSIGNED = ['ui2', 'ui4', 'ui8', 'ui16', 'ui32', 'ui64']
FLOATS = ['f4E2M1FN', 'f6E2M3FN', 'f6E3M2FN', 'f8E3M4', 'f8E4M3', 'f8E4M3FN', 'f8E4M3FNUZ', 'f8E4M3B11FNUZ',
          'f8E5M2', 'f8E5M2FNUZ', 'f8E8M0FNU', 'bf16', 'f16', 'tf32', 'f32', 'f64']
COMPLEX = ['complex<f32>', 'complex<f64>']
TYPES = ['i1'] + SIGNED + UNSIGNED + FLOATS + COMPLEX


def hexbits(f, bits):
    return '0x%0*X' % ((f.width + 3) // 4, bits)


def specials(et, n=8, shift=0):
    """n literal tokens of et: the type's special values, rotated by shift."""
    if et == 'i1':
        vals = ['true', 'false', 'true', 'true', 'false', 'false', 'true', 'false']
    elif et in SIGNED or et in UNSIGNED:
        lo, hi = E.int_range(et)
        cand = [0, 1, hi, lo, hi - 1, lo + 1, -1 if lo < 0 else 2, hi // 2]
        vals = [str(E.wrap(et, v)) for v in cand]
    elif et in FLOATS:
        f = E.FLOAT_FORMATS[et]
        if et == 'f8E8M0FNU':
            vals = [hexbits(f, b) for b in [127, 128, 126, 0, 254, 0xFF, 1, 200]]
        else:
            toks = [f.encode('-0') if f.nan != 'fnuz' else f.encode(Fraction(1, 2)), 0, 1,
                    f.encode(f.min_normal), f.encode(Fraction(1)), f.encode(-f.max_finite)]
            toks.append(f.inf_bits() if f.inf else f.encode(f.max_finite))
            toks.append(f.nan_bits() | (1 if f.nan == 'ieee' else 0) if f.nan else f.encode(Fraction(-3, 2)))
            vals = [hexbits(f, b) for b in toks]
    else:
        pt = E.COMPLEX[et]
        big = '3.4028234663852886e+38' if pt == 'f32' else '1.7976931348623157e+308'
        tiny = '1.0e-45' if pt == 'f32' else '5.0e-324'
        vals = ['(0.0, -0.0)', '(1.0, 2.5)', '(-3.0, 0.5)', '(%s, -1.0)' % tiny, '(-0.0, %s)' % big,
                '(0.25, -0.125)', '(-%s, 7.0)' % big, '(1.5, -%s)' % tiny]
    vals = vals[shift % len(vals):] + vals[:shift % len(vals)]
    return (vals * (n // len(vals) + 1))[:n]


def literal(arr, et):
    shape = arr.shape
    ttype = 'tensor<%s%s>' % (''.join('%dx' % d for d in shape), et)
    if arr.size == 0:
        return 'dense<> : ' + ttype

    def nest(a):
        if not isinstance(a, np.ndarray):
            return a
        if a.ndim == 0:
            return a.item()
        return '[' + ', '.join(nest(x) for x in a) + ']'
    return 'dense<%s> : %s' % (nest(arr), ttype)


def ttype(shape, et):
    return 'tensor<%s%s>' % (''.join('%dx' % d for d in shape), et)


def cases_for(op, et):
    x = np.array(specials(et), dtype=object).reshape(2, 4)
    t = ttype((2, 4), et)
    tag = et.replace('<', '_').replace('>', '')
    if op == 'transpose':
        r = x.transpose(1, 0)
        prog = ('%%result = stablehlo.transpose %%operand, dims = [1, 0] : (%s) -> %s' % (t, ttype(r.shape, et)))
        return [(prog, [('operand', x)], r)]
    if op == 'reverse':
        r = x[:, ::-1]
        prog = '%%result = stablehlo.reverse %%operand, dims = [1] : %s' % t
        return [(prog, [('operand', x)], r)]
    if op == 'slice':
        r = x[0:2, 1:4:2]
        prog = '%%result = stablehlo.slice %%operand [0:2, 1:4:2] : (%s) -> %s' % (t, ttype(r.shape, et))
        return [(prog, [('operand', x)], r)]
    if op == 'concatenate':
        y = np.array(specials(et, 4, 3), dtype=object).reshape(2, 2)
        r = np.concatenate([x, y], axis=1)
        prog = ('%%result = stablehlo.concatenate %%operand, %%other, dim = 1 : (%s, %s) -> %s'
                % (t, ttype(y.shape, et), ttype(r.shape, et)))
        return [(prog, [('operand', x), ('other', y)], r)]
    if op == 'pad':
        pv = np.array(specials(et, 1, 5)[0], dtype=object)
        # low [1, -1], high [0, 1], interior [0, 1]: rows get one pad row on
        # top; columns are interleaved with pad, the first dropped, one added
        inter = np.full((2, 7), pv.item(), dtype=object)
        inter[:, ::2] = x
        cols = inter[:, 1:]
        cols = np.concatenate([cols, np.full((2, 1), pv.item(), dtype=object)], axis=1)
        r = np.concatenate([np.full((1, cols.shape[1]), pv.item(), dtype=object), cols], axis=0)
        prog = ('%%result = stablehlo.pad %%operand, %%padding_value, low = [1, -1], high = [0, 1], '
                'interior = [0, 1] : (%s, %s) -> %s' % (t, ttype((), et), ttype(r.shape, et)))
        return [(prog, [('operand', x), ('padding_value', pv)], r)]
    if op == 'broadcast_in_dim':
        r = np.broadcast_to(x, (3, 2, 4)).copy()
        prog = '%%result = stablehlo.broadcast_in_dim %%operand, dims = [1, 2] : (%s) -> %s' % (t, ttype(r.shape, et))
        return [(prog, [('operand', x)], r)]
    if op == 'reshape':
        r = x.reshape(4, 1, 2)
        prog = '%%result = stablehlo.reshape %%operand : (%s) -> %s' % (t, ttype(r.shape, et))
        return [(prog, [('operand', x)], r)]
    if op == 'select':
        pred = np.array(['true', 'false', 'false', 'true', 'true', 'true', 'false', 'false'], dtype=object).reshape(2, 4)
        y = np.array(specials(et, 8, 3), dtype=object).reshape(2, 4)
        r = np.where(pred == 'true', x, y)
        prog = ('%%result = stablehlo.select %%pred, %%on_true, %%on_false : (%s, %s, %s) -> %s'
                % (ttype((2, 4), 'i1'), t, t, t))
        return [(prog, [('pred', pred), ('on_true', x), ('on_false', y)], r)]
    if op == 'dynamic_slice':
        # start (1, 3) with sizes (1, 2): column start clamped to 4 - 2 = 2
        r = x[1:2, 2:4]
        prog = ('%%result = stablehlo.dynamic_slice %%operand, %%i, %%j, sizes = [1, 2] : (%s, tensor<i64>, tensor<i64>) -> %s'
                % (t, ttype(r.shape, et)))
        return [(prog, [('operand', x), ('i', np.array('1', dtype=object)), ('j', np.array('3', dtype=object))], r)]
    if op == 'dynamic_update_slice':
        u = np.array(specials(et, 2, 5), dtype=object).reshape(1, 2)
        # start (-1, 3): row clamped to 0, column to 4 - 2 = 2
        r = x.copy()
        r[0:1, 2:4] = u
        prog = ('%%result = stablehlo.dynamic_update_slice %%operand, %%update, %%i, %%j : (%s, %s, tensor<i64>, tensor<i64>) -> %s'
                % (t, ttype(u.shape, et), t))
        return [(prog, [('operand', x), ('update', u), ('i', np.array('-1', dtype=object)),
                        ('j', np.array('3', dtype=object))], r)]
    if op == 'optimization_barrier':
        prog = '%%result = stablehlo.optimization_barrier %%operand : %s' % t
        return [(prog, [('operand', x)], x)]
    raise ValueError(op)


OPS = ['transpose', 'reverse', 'slice', 'concatenate', 'pad', 'broadcast_in_dim', 'reshape', 'select',
       'dynamic_slice', 'dynamic_update_slice', 'optimization_barrier']


def arg_type(name, a, et):
    if name in ('i', 'j'):
        return 'tensor<i64>'
    if name == 'pred':
        return ttype(a.shape, 'i1')
    return ttype(a.shape, et)


UNARY_F = ['abs', 'cbrt', 'ceil', 'cosine', 'exponential', 'exponential_minus_one', 'floor', 'log', 'log_plus_one',
           'logistic', 'negate', 'round_nearest_afz', 'round_nearest_even', 'rsqrt', 'sign', 'sine', 'sqrt', 'tan',
           'tanh']
UNARY_I = ['not', 'popcnt', 'count_leading_zeros']
BINARY_F = ['add', 'subtract', 'multiply', 'divide', 'remainder', 'power', 'maximum', 'minimum', 'atan2']
BINARY_I = ['and', 'or', 'xor', 'shift_left', 'shift_right_arithmetic', 'shift_right_logical']


def empty_cases():
    """Element-wise ops on a tensor<0x3x...> and a tensor<3x0x...>: the
    result is empty and of the right shape."""
    out = {}
    for op in UNARY_F + UNARY_I + BINARY_F + BINARY_I + ['is_finite', 'compare', 'select', 'clamp', 'convert']:
        et = 'i32' if op in UNARY_I + BINARY_I else 'f32'
        cases = []
        for shape in ((0, 3), (3, 0, 2)):
            t = ttype(shape, et)
            rt = ttype(shape, 'i1' if op in ('is_finite', 'compare') else 'f64' if op == 'convert' else et)
            if op in BINARY_F + BINARY_I:
                args, body = [('lhs', t), ('rhs', t)], 'stablehlo.%s %%lhs, %%rhs : %s' % (op, t)
            elif op == 'compare':
                args, body = [('lhs', t), ('rhs', t)], 'stablehlo.compare LT, %%lhs, %%rhs : (%s, %s) -> %s' % (t, t, rt)
            elif op == 'select':
                pt = ttype(shape, 'i1')
                args = [('pred', pt), ('on_true', t), ('on_false', t)]
                body = 'stablehlo.select %%pred, %%on_true, %%on_false : %s, %s' % (pt, t)
            elif op == 'clamp':
                args = [('min', t), ('operand', t), ('max', t)]
                body = 'stablehlo.clamp %%min, %%operand, %%max : %s' % t
            elif op in ('is_finite', 'convert'):
                args, body = [('operand', t)], 'stablehlo.%s %%operand : (%s) -> %s' % (op, t, rt)
            else:
                args, body = [('operand', t)], 'stablehlo.%s %%operand : %s' % (op, t)
            sig = ', '.join('%%%s: %s' % a for a in args)
            program = 'func.func @main(%s) -> %s {\n  %%result = %s\n  func.return %%result : %s\n}\n' % (
                sig, rt, body, rt)
            cases.append(dict(name='empty_%s' % 'x'.join(str(d) for d in shape), tags=['empty-tensor', 'hand-derived'],
                              program=program, inputs=['dense<> : %s' % a[1] for a in args],
                              returns=['dense<> : %s' % rt]))
        out[op] = cases
    return out


# Scalar (rank-0) operands, results exact by hand: (op, type, inputs, result).
SCALARS = [
    ('abs', 'f32', ['-2.5'], '2.5'), ('negate', 'f32', ['-2.5'], '2.5'), ('ceil', 'f32', ['-2.5'], '-2.0'),
    ('floor', 'f32', ['-2.5'], '-3.0'), ('round_nearest_afz', 'f32', ['-2.5'], '-3.0'),
    ('round_nearest_even', 'f32', ['-2.5'], '-2.0'), ('sign', 'f32', ['-2.5'], '-1.0'),
    ('sqrt', 'f32', ['6.25'], '2.5'), ('rsqrt', 'f32', ['0.25'], '2.0'), ('cbrt', 'f64', ['-8.0'], '-2.0'),
    ('exponential', 'f32', ['0.0'], '1.0'), ('log', 'f32', ['1.0'], '0.0'), ('log_plus_one', 'f32', ['-0.0'], '-0.0'),
    ('exponential_minus_one', 'f32', ['-0.0'], '-0.0'), ('sine', 'f32', ['-0.0'], '-0.0'),
    ('tan', 'f32', ['-0.0'], '-0.0'), ('tanh', 'f32', ['-0.0'], '-0.0'), ('cosine', 'f32', ['0.0'], '1.0'),
    ('logistic', 'f32', ['0.0'], '0.5'), ('add', 'f32', ['1.5', '2.25'], '3.75'),
    ('subtract', 'f32', ['1.5', '2.25'], '-0.75'), ('multiply', 'f32', ['1.5', '-2.0'], '-3.0'),
    ('divide', 'f32', ['7.5', '2.5'], '3.0'), ('remainder', 'f32', ['7.5', '2.0'], '1.5'),
    ('power', 'f32', ['2.0', '10.0'], '1024.0'), ('maximum', 'f32', ['-0.0', '0.0'], '0.0'),
    ('minimum', 'f32', ['-0.0', '0.0'], '-0.0'), ('atan2', 'f32', ['0.0', '1.0'], '0.0'),
    ('and', 'i32', ['12', '10'], '8'), ('or', 'i32', ['12', '10'], '14'), ('xor', 'i32', ['12', '10'], '6'),
    ('shift_left', 'i32', ['1', '3'], '8'), ('shift_right_arithmetic', 'i32', ['-8', '1'], '-4'),
    ('shift_right_logical', 'i32', ['-8', '1'], '2147483644'), ('not', 'i32', ['0'], '-1'),
    ('popcnt', 'i32', ['255'], '8'), ('count_leading_zeros', 'i32', ['1'], '31'),
    ('is_finite', 'f32', ['0x7F800000'], 'false'),
]


def scalar_cases():
    out = {}
    for op, et, ins, res in SCALARS:
        t = 'tensor<%s>' % et
        rt = 'tensor<i1>' if op == 'is_finite' else t
        names = ['lhs', 'rhs'] if len(ins) == 2 else ['operand']
        if op == 'is_finite':
            body = 'stablehlo.is_finite %%operand : (%s) -> %s' % (t, rt)
        else:
            body = 'stablehlo.%s %s : %s' % (op, ', '.join('%' + n for n in names), t)
        program = 'func.func @main(%s) -> %s {\n  %%result = %s\n  func.return %%result : %s\n}\n' % (
            ', '.join('%%%s: %s' % (n, t) for n in names), rt, body, rt)
        tags = ['hand-derived', 'scalar'] + (['negative-zero'] if '-0.0' in ins + [res] else [])
        if op == 'is_finite':
            tags.append('inf')
        out.setdefault(op, []).append(dict(
            name='scalar_%s' % et, tags=sorted(tags), program=program,
            inputs=['dense<%s> : %s' % (v, t) for v in ins], returns=['dense<%s> : %s' % (res, rt)]))
    return out


def main():
    total = 0
    per_op = empty_cases()
    for op, cases in scalar_cases().items():
        per_op.setdefault(op, []).extend(cases)
    for op in OPS:
        cases = per_op.setdefault(op, [])
        for et in TYPES:
            for prog, args, r in cases_for(op, et):
                sig = ', '.join('%%%s: %s' % (n, arg_type(n, a, et)) for n, a in args)
                rt = ttype(r.shape, et)
                program = 'func.func @main(%s) -> %s {\n  %s\n  func.return %%result : %s\n}\n' % (sig, rt, prog, rt)
                inputs = [literal(a, 'i64' if n in ('i', 'j') else 'i1' if n == 'pred' else et) for n, a in args]
                tags = ['exact-arithmetic', 'every-type']
                if et in FLOATS or et in COMPLEX:
                    tags += ['negative-zero', 'subnormal']
                    f = E.FLOAT_FORMATS.get(et)
                    if f is not None and f.inf:
                        tags.append('inf')
                    if f is not None and f.nan:
                        tags.append('nan')
                if op in ('dynamic_slice', 'dynamic_update_slice'):
                    tags.append('out-of-bounds')
                c = dict(name='%s_every_type_%s' % (op, et.replace('<', '_').replace('>', '')),
                         tags=sorted(set(tags)), program=program, inputs=inputs, returns=[literal(r, et)],
                         nan='exact')
                c['element-type'] = et
                cases.append(c)
    for op, cases in sorted(per_op.items()):
        yamlfile.set_generated(os.path.join(ROOT, 'conformance', op + '.yaml'), op, 'gen_types.py', cases)
        total += len(cases)
    print('%d cases' % total)


if __name__ == '__main__':
    main()
