"""Element types, dense literals and correct rounding for the corpus tools.

An independent model of the StableHLO element types (spec: Programs > Types;
/work/shared/reference/float-formats.md), written in Python with exact
rational arithmetic; nothing here calls hloref.
"""
from fractions import Fraction
import math
import re

# ---------------------------------------------------------------- formats

class FloatFormat:
    """A binary floating-point format: sign bit (unless unsigned), `ebits`
    exponent bits, `mbits` stored mantissa bits, exponent `bias`.
    `inf`: has infinities; `nan`: 'ieee' (all-ones exponent), 'fn' (only the
    all-ones pattern), 'fnuz' (only -0's pattern), 'e8m0' (0xFF), None."""

    def __init__(self, name, ebits, mbits, bias, inf, nan, signed=True, subnormals=True):
        self.name, self.ebits, self.mbits, self.bias = name, ebits, mbits, bias
        self.inf, self.nan, self.signed, self.subnormals = inf, nan, signed, subnormals
        self.width = (1 if signed else 0) + ebits + mbits

    # Largest finite value and smallest normal/subnormal.
    @property
    def max_biased_exponent(self):
        top = (1 << self.ebits) - 1
        return top - 1 if self.nan == 'ieee' else top

    @property
    def max_finite(self):
        e = self.max_biased_exponent
        m = (1 << self.mbits) - 1
        if self.nan == 'fn':
            m -= 1  # the all-ones pattern is NaN
        if self.nan == 'e8m0':
            e -= 1
        return Fraction(2) ** (e - self.bias) * (1 + Fraction(m, 1 << self.mbits))

    @property
    def min_normal(self):
        if not self.subnormals:
            return Fraction(2) ** (0 - self.bias)
        return Fraction(2) ** (1 - self.bias)

    @property
    def min_subnormal(self):
        if not self.subnormals:
            return self.min_normal
        return Fraction(2) ** (1 - self.bias - self.mbits)

    def decode(self, bits):
        """bits -> Fraction, or 'nan', 'inf', '-inf'; -0 as ('-0')."""
        sign = (bits >> (self.width - 1)) & 1 if self.signed else 0
        e = (bits >> self.mbits) & ((1 << self.ebits) - 1)
        m = bits & ((1 << self.mbits) - 1)
        if self.nan == 'e8m0':
            if e == 0xFF:
                return 'nan'
            return Fraction(2) ** (e - self.bias)
        if self.nan == 'fnuz' and sign and e == 0 and m == 0:
            return 'nan'
        if self.nan == 'fn' and e == (1 << self.ebits) - 1 and m == (1 << self.mbits) - 1:
            return 'nan'
        if self.nan == 'ieee' and e == (1 << self.ebits) - 1:
            if m:
                return 'nan'
            return '-inf' if sign else 'inf'
        if e == 0:
            v = Fraction(m, 1 << self.mbits) * Fraction(2) ** (1 - self.bias)
        else:
            v = (1 + Fraction(m, 1 << self.mbits)) * Fraction(2) ** (e - self.bias)
        if sign:
            return '-0' if v == 0 else -v
        return v

    def nan_bits(self):
        if self.nan == 'ieee':
            return (((1 << self.ebits) - 1) << self.mbits) | (1 << (self.mbits - 1))
        if self.nan == 'fn':
            return (1 << (self.width - 1)) - 1
        if self.nan == 'fnuz':
            return 1 << (self.width - 1)
        if self.nan == 'e8m0':
            return 0xFF
        raise ValueError(self.name + ' has no NaN')

    def inf_bits(self, negative=False):
        b = ((1 << self.ebits) - 1) << self.mbits
        return b | (1 << (self.width - 1)) if negative else b

    def encode(self, x):
        """Rounds x (Fraction, int, float, or 'nan'/'inf'/'-inf'/'-0') once,
        to nearest even, into the format. Values beyond the range: infinity
        if the format has it, else NaN (FN/FNUZ: hloref's and the IEEE-like
        choice is recorded by callers as implementation-defined)."""
        if isinstance(x, float):
            if math.isnan(x):
                return self.nan_bits()
            if math.isinf(x):
                x = 'inf' if x > 0 else '-inf'
            elif x == 0 and math.copysign(1, x) < 0:
                x = '-0'
            else:
                x = Fraction(x)
        if x == 'nan':
            return self.nan_bits()
        signbit = 1 << (self.width - 1) if self.signed else 0
        if x in ('inf', '-inf'):
            if not self.inf:
                raise OverflowError(self.name + ' has no infinity')
            return self.inf_bits(x == '-inf')
        if x == '-0':
            if self.nan == 'fnuz' or not self.signed:
                return 0
            return signbit
        x = Fraction(x)
        negative = x < 0
        if negative and not self.signed:
            raise OverflowError('negative value in unsigned format')
        a = -x if negative else x
        if self.nan == 'e8m0':
            if a == 0:
                raise OverflowError('e8m0 has no zero')
            e = math.floor(math.log2(a))
            while Fraction(2) ** e > a:
                e -= 1
            while Fraction(2) ** (e + 1) <= a:
                e += 1
            lo = Fraction(2) ** e
            hi = lo * 2
            # ties between powers of two: round half to even exponent? E8M0
            # rounding: nearest, ties away (unused by the corpus).
            pick = e if a - lo < hi - a else e + 1
            biased = pick + self.bias
            if biased > 254:
                raise OverflowError('e8m0 overflow')
            if biased < 0:
                biased = 0
            return biased
        if a == 0:
            return signbit if (negative and self.nan != 'fnuz') else 0
        # scale = value of one unit in the last place at a's binade
        e = a.numerator.bit_length() - a.denominator.bit_length()
        if Fraction(2) ** e > a:
            e -= 1
        emin = 1 - self.bias
        e = max(e, emin)
        ulp = Fraction(2) ** (e - self.mbits)
        q = a / ulp
        n = q.numerator // q.denominator
        rem = q - n
        if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n % 2 == 1):
            n += 1
        v = n * ulp
        if v > self.max_finite:
            # overflow: beyond max_finite + half an ulp rounds to infinity
            top_ulp = Fraction(2) ** (self.max_biased_exponent - self.bias - self.mbits)
            if a < self.max_finite + top_ulp / 2 or (a == self.max_finite + top_ulp / 2 and
                                                      (self.mbits == 0 or self._max_mantissa_even())):
                v = self.max_finite
            else:
                if self.inf:
                    return self.inf_bits(negative)
                raise OverflowError('overflow in ' + self.name)
        if v == 0:
            return signbit if (negative and self.nan != 'fnuz') else 0
        return (signbit if negative else 0) | self._bits_of_positive(v)

    def _max_mantissa_even(self):
        m = (1 << self.mbits) - 1
        if self.nan == 'fn':
            m -= 1
        return m % 2 == 0

    def _bits_of_positive(self, v):
        e = v.numerator.bit_length() - v.denominator.bit_length()
        if Fraction(2) ** e > v:
            e -= 1
        if e < 1 - self.bias:  # subnormal
            m = v / (Fraction(2) ** (1 - self.bias - self.mbits))
            assert m.denominator == 1
            return int(m)
        m = (v / Fraction(2) ** e - 1) * (1 << self.mbits)
        assert m.denominator == 1, (v, self.name)
        return ((e + self.bias) << self.mbits) | int(m)


FLOAT_FORMATS = {f.name: f for f in [
    FloatFormat('f4E2M1FN', 2, 1, 1, inf=False, nan=None),
    FloatFormat('f6E2M3FN', 2, 3, 1, inf=False, nan=None),
    FloatFormat('f6E3M2FN', 3, 2, 3, inf=False, nan=None),
    FloatFormat('f8E3M4', 3, 4, 3, inf=True, nan='ieee'),
    FloatFormat('f8E4M3', 4, 3, 7, inf=True, nan='ieee'),
    FloatFormat('f8E4M3FN', 4, 3, 7, inf=False, nan='fn'),
    FloatFormat('f8E4M3FNUZ', 4, 3, 8, inf=False, nan='fnuz'),
    FloatFormat('f8E4M3B11FNUZ', 4, 3, 11, inf=False, nan='fnuz'),
    FloatFormat('f8E5M2', 5, 2, 15, inf=True, nan='ieee'),
    FloatFormat('f8E5M2FNUZ', 5, 2, 16, inf=False, nan='fnuz'),
    FloatFormat('f8E8M0FNU', 8, 0, 127, inf=False, nan='e8m0', signed=False, subnormals=False),
    FloatFormat('bf16', 8, 7, 127, inf=True, nan='ieee'),
    FloatFormat('f16', 5, 10, 15, inf=True, nan='ieee'),
    FloatFormat('tf32', 8, 10, 127, inf=True, nan='ieee'),
    FloatFormat('f32', 8, 23, 127, inf=True, nan='ieee'),
    FloatFormat('f64', 11, 52, 1023, inf=True, nan='ieee'),
]}

SIGNED = {'i2': 2, 'i4': 4, 'i8': 8, 'i16': 16, 'i32': 32, 'i64': 64,
          'si2': 2, 'si4': 4, 'si8': 8, 'si16': 16, 'si32': 32, 'si64': 64}
UNSIGNED = {'ui2': 2, 'ui4': 4, 'ui8': 8, 'ui16': 16, 'ui32': 32, 'ui64': 64}
COMPLEX = {'complex<f32>': 'f32', 'complex<f64>': 'f64'}


def kind(et):
    if et == 'i1':
        return 'bool'
    if et in SIGNED:
        return 'signed'
    if et in UNSIGNED:
        return 'unsigned'
    if et in FLOAT_FORMATS:
        return 'float'
    if et in COMPLEX:
        return 'complex'
    if et.startswith('!quant'):
        return 'quant'
    raise ValueError('unknown element type ' + et)


def int_range(et):
    if et in SIGNED:
        n = SIGNED[et]
        return -(1 << (n - 1)), (1 << (n - 1)) - 1
    if et in UNSIGNED:
        return 0, (1 << UNSIGNED[et]) - 1
    if et == 'i1':
        return 0, 1
    raise ValueError(et)


def int_bits(et):
    return SIGNED.get(et) or UNSIGNED.get(et) or 1


def wrap(et, v):
    lo, hi = int_range(et)
    n = hi - lo + 1
    return (v - lo) % n + lo

# ---------------------------------------------------------------- types

TENSOR_RE = re.compile(r'^tensor<(.*)>$', re.S)


def split_tensor_type(t):
    """'tensor<2x3xf32>' -> ([2, 3], 'f32'); dynamic dims as None."""
    t = t.strip()
    m = TENSOR_RE.match(t)
    if not m:
        raise ValueError('not a tensor type: ' + t)
    body = m.group(1)
    dims = []
    while True:
        mm = re.match(r'^(\d+|\?)x', body)
        if not mm:
            break
        dims.append(None if mm.group(1) == '?' else int(mm.group(1)))
        body = body[mm.end():]
    return dims, body.strip()

# ---------------------------------------------------------------- literals


def _tokenize(s):
    tokens = re.findall(r'\(|\)|\[|\]|,|0x[0-9A-Fa-f]+|[-+]?(?:inf|nan)|true|false|'
                        r'[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)', s)
    return tokens


def parse_dense(text):
    """'dense<...> : tensor<...>' -> (dims, et, flat list of raw tokens or
    (re, im) pairs, is_splat). Raw tokens: strings as written."""
    m = re.match(r'^\s*dense<(.*)>\s*:\s*(tensor<.*>)\s*$', text, re.S)
    if not m:
        raise ValueError('not a dense literal: ' + text[:80])
    body, ttype = m.group(1).strip(), m.group(2)
    dims, et = split_tensor_type(ttype)
    if body.startswith('"'):
        raise ValueError('string dense literals are not supported')
    toks = _tokenize(body)
    elems = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t == '(':
            elems.append((toks[i + 1], toks[i + 3]))
            i += 5
            continue
        if t in '[],)':
            i += 1
            continue
        elems.append(t)
        i += 1
    n = 1
    for d in dims:
        n *= d if d is not None else 0
    splat = not body.startswith('[') and body != ''
    if splat:
        elems = elems * min(n, 1)  # one representative element
    return dims, et, elems, splat


def element_value(et, tok):
    """A token of a literal of element type et -> exact value: int, bool,
    Fraction, 'nan', 'inf', '-inf', '-0'; complex: pair."""
    k = kind(et)
    if k == 'complex':
        return (element_value(COMPLEX[et], tok[0]), element_value(COMPLEX[et], tok[1]))
    if k == 'bool':
        return tok == 'true' or tok == '1'
    if k in ('signed', 'unsigned'):
        return int(tok, 0)
    if k == 'float':
        f = FLOAT_FORMATS[et]
        if tok.startswith('0x'):
            return f.decode(int(tok, 16))
        lt = tok.lower().lstrip('+')
        if lt == 'nan' or lt == '-nan':
            return 'nan'
        if lt == 'inf':
            return 'inf'
        if lt == '-inf':
            return '-inf'
        v = Fraction(tok)
        if v == 0 and tok.startswith('-'):
            return '-0'
        return f.decode(f.encode(v))
    if k == 'quant':
        return int(tok, 0)
    raise ValueError(et)


def is_nan(v):
    return v == 'nan'


def is_inf(v):
    return v in ('inf', '-inf')


def is_neg_zero(v):
    return v == '-0'


def is_subnormal(et, v):
    if isinstance(v, str) or kind(et) != 'float':
        return False
    return v != 0 and abs(v) < FLOAT_FORMATS[et].min_normal


def format_float(et, v):
    """A value of a float type as a literal token that reads back exactly:
    hex bits for NaN/inf/-0 and for values whose shortest decimal is long."""
    f = FLOAT_FORMATS[et]
    bits = f.encode(v)
    if isinstance(v, str):
        return '0x%0*X' % ((f.width + 3) // 4, bits)
    if v == 0:
        return '0.0'
    # shortest decimal that rounds back to the same bits
    for digits in range(1, 40):
        s = '%.*e' % (digits - 1, float(v)) if f.width <= 64 else None
        if f.encode(Fraction(s)) == bits:
            return _tidy(s)
    return '0x%0*X' % ((f.width + 3) // 4, bits)


def _tidy(s):
    m, e = s.split('e')
    e = int(e)
    if -5 <= e < 16:
        r = repr(float(s))
        if 'e' not in r and Fraction(r) == Fraction(s):
            return r
    if '.' not in m:
        m += '.0'
    return '%se%s%d' % (m, '-' if e < 0 else '', abs(e)) if e else m


def format_element(et, v):
    k = kind(et)
    if k == 'bool':
        return 'true' if v else 'false'
    if k in ('signed', 'unsigned', 'quant'):
        return str(v)
    if k == 'float':
        return format_float(et, v)
    if k == 'complex':
        pt = COMPLEX[et]
        return '(%s, %s)' % (format_float(pt, v[0]), format_float(pt, v[1]))
    raise ValueError(et)


def dense(ttype, values):
    """ttype 'tensor<2x3xf32>' and a flat list of exact values -> literal."""
    dims, et = split_tensor_type(ttype)
    if '!quant' in et:
        def fmt(v):  # quantized literals hold the stored integers
            return str(v)
    else:
        def fmt(v):
            return format_element(et, v)
    if not dims:
        return 'dense<%s> : %s' % (fmt(values[0]), ttype)
    n = 1
    for d in dims:
        n *= d
    assert n == len(values), (ttype, len(values))
    if n == 0:
        return 'dense<> : %s' % ttype

    def nest(level, offset):
        if level == len(dims):
            return fmt(values[offset])
        stride = 1
        for d in dims[level + 1:]:
            stride *= d
        return '[' + ', '.join(nest(level + 1, offset + i * stride) for i in range(dims[level])) + ']'
    return 'dense<%s> : %s' % (nest(0, 0), ttype)
