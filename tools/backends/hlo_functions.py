"""Functions typical of JAX models and numerics, with deterministic inputs.

The corpus of tools/backends/hlo_agreement.py (StableHLO <-> HLO agreement)
and of the HLO test data: each entry is (name, family, function, arguments).
Families: elementwise, special, matmul, convolution, pooling,
normalization, attention, scan, sort, topk, gather_scatter, control_flow,
random, fft, reduction, shape, linalg.
"""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

BF16 = np.dtype(ml_dtypes.bfloat16)


def mixed(seed, shape, dtype=np.float32, spread=6):
    """Values of both signs over `spread` binades either side of 1."""
    rs = np.random.RandomState(seed)
    mant = rs.uniform(1.0, 2.0, size=shape)
    exp = rs.randint(-spread, spread + 1, size=shape)
    sign = np.where(rs.rand(*shape) < 0.5, -1.0, 1.0)
    return (sign * mant * np.exp2(exp)).astype(dtype)


def normal(seed, shape, dtype=np.float32):
    return np.random.RandomState(seed).standard_normal(shape).astype(dtype)


def positive(seed, shape, dtype=np.float32, lo=0.5, hi=2.0):
    return np.random.RandomState(seed).uniform(lo, hi, size=shape).astype(dtype)


def ints(seed, shape, dtype=np.int32, lo=-100, hi=100):
    return np.random.RandomState(seed).randint(lo, hi, size=shape).astype(dtype)


def conv2d(x, w, stride=(1, 1), padding="SAME", groups=1):
    return lax.conv_general_dilated(x, w, stride, padding, dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                    feature_group_count=groups)


def layer_norm(x, g, b):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) * (x - m)).mean(-1, keepdims=True)
    return (x - m) * lax.rsqrt(v + 1e-5) * g + b


def attention(q, k, v, causal=False):
    s = jnp.einsum("bqd,bkd->bqk", q, k) / np.float32(np.sqrt(q.shape[-1]))
    if causal:
        n = s.shape[-1]
        s = jnp.where(jnp.tril(jnp.ones((n, n), bool)), s, np.float32(-1e9))
    return jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(s, -1), v)


def rnn(h0, xs, w):
    def step(h, x):
        h = jnp.tanh(h @ w + x)
        return h, h.sum()
    return lax.scan(step, h0, xs)


def mlp(x, w1, w2):
    return jax.nn.relu(x @ w1) @ w2


def define():
    f32 = np.float32
    fns = []

    def add(name, family, f, *args):
        fns.append((name, family, f, args))

    # elementwise
    add("add_mul", "elementwise", lambda x, y: x * y + x, mixed(1, (4, 8)), mixed(2, (4, 8)))
    add("tanh", "elementwise", jnp.tanh, normal(3, (16,)))
    add("exp_log1p", "elementwise", lambda x: jnp.exp(x) + jnp.log1p(jnp.abs(x)), normal(4, (16,)))
    add("sigmoid", "elementwise", jax.nn.sigmoid, normal(5, (16,)))
    add("gelu_tanh", "elementwise", lambda x: jax.nn.gelu(x, approximate=True), normal(6, (16,)))
    add("silu", "elementwise", jax.nn.silu, normal(7, (16,)))
    add("softplus", "elementwise", jax.nn.softplus, normal(8, (16,)))
    add("relu_clip", "elementwise", lambda x: jnp.clip(jax.nn.relu(x), 0, 1), normal(9, (16,)))
    add("where_select", "elementwise", lambda x, y: jnp.where(x > y, x, y * 2), normal(10, (8,)), normal(11, (8,)))
    add("int_ops", "elementwise", lambda a, b: (a * b + (a >> 2)) ^ (b << 1), ints(12, (8,)), ints(13, (8,)))
    add("int_div_rem", "elementwise", lambda a, b: (a // b, a % b), ints(14, (8,)), ints(15, (8,), lo=1, hi=9))
    add("convert_bf16", "elementwise", lambda x: (x.astype(jnp.bfloat16) * 3).astype(f32), mixed(16, (8,)))
    add("f16_arith", "elementwise", lambda x, y: x * y - x / y, mixed(17, (8,), np.float16), positive(18, (8,), np.float16))
    add("pow_atan2", "elementwise", lambda x, y: jnp.power(x, 1.5) + jnp.arctan2(y, x), positive(19, (8,)), normal(20, (8,)))
    add("sqrt_rsqrt", "elementwise", lambda x: jnp.sqrt(x) + lax.rsqrt(x), positive(21, (8,)))
    add("round_floor_sign", "elementwise", lambda x: jnp.round(x) + jnp.floor(x) + jnp.sign(x), normal(22, (8,)) * 3)
    add("complex_mul", "elementwise", lambda x, y: (lax.complex(x, y) * lax.complex(y, x)).real, normal(23, (8,)), normal(24, (8,)))
    add("sin_cos", "elementwise", lambda x: jnp.sin(x) * jnp.cos(x), normal(25, (16,)))
    add("is_finite", "elementwise", lambda x: jnp.where(jnp.isfinite(1 / x), x, 0.0), np.array([0, 1, 2, -0.0, 3], f32))
    add("bitcast_convert", "elementwise", lambda x: lax.bitcast_convert_type(x, jnp.int32) >> 3, normal(26, (8,)))
    add("popcnt_clz", "elementwise", lambda a: lax.population_count(a) + lax.clz(a), ints(27, (8,), lo=0, hi=1 << 20))

    # special functions (CHLO in StableHLO)
    add("erf", "special", jax.scipy.special.erf, normal(30, (16,)))
    add("gelu_exact", "special", lambda x: jax.nn.gelu(x, approximate=False), normal(31, (16,)))
    add("lgamma", "special", jax.scipy.special.gammaln, positive(32, (8,), lo=0.5, hi=5))
    add("digamma", "special", jax.scipy.special.digamma, positive(33, (8,), lo=0.5, hi=5))
    add("erf_inv", "special", jax.scipy.special.erfinv, np.linspace(-0.9, 0.9, 8).astype(f32))
    add("logsumexp", "special", lambda x: jax.scipy.special.logsumexp(x, axis=-1), normal(34, (4, 8)))
    add("sinh_cosh", "special", lambda x: jnp.sinh(x) + jnp.cosh(x), normal(35, (8,)))

    # matmul
    add("matmul_f32", "matmul", lambda a, b: a @ b, mixed(40, (8, 16)), mixed(41, (16, 4)))
    add("matmul_highest", "matmul", lambda a, b: jnp.matmul(a, b, precision=lax.Precision.HIGHEST), mixed(42, (8, 16)), mixed(43, (16, 4)))
    add("matmul_bf16", "matmul", lambda a, b: a @ b, mixed(44, (8, 16), BF16), mixed(45, (16, 4), BF16))
    add("matmul_f16", "matmul", lambda a, b: a @ b, mixed(46, (8, 16), np.float16, 3), mixed(47, (16, 4), np.float16, 3))
    add("matmul_int8", "matmul", lambda a, b: lax.dot(a, b, preferred_element_type=jnp.int32),
        ints(48, (8, 16), np.int8), ints(49, (16, 4), np.int8))
    add("batched_einsum", "matmul", lambda a, b: jnp.einsum("bij,bjk->bik", a, b), mixed(50, (2, 4, 8)), mixed(51, (2, 8, 3)))
    add("matvec", "matmul", lambda a, v: a @ v, mixed(52, (8, 16)), mixed(53, (16,)))
    add("mlp", "matmul", mlp, normal(54, (4, 8)), normal(55, (8, 16)), normal(56, (16, 4)))

    # convolution
    add("conv2d_same", "convolution", conv2d, normal(60, (1, 6, 6, 3)), normal(61, (3, 3, 3, 4)))
    add("conv2d_stride", "convolution", lambda x, w: conv2d(x, w, (2, 2), "VALID"), normal(62, (2, 7, 7, 2)), normal(63, (3, 3, 2, 3)))
    add("conv_depthwise", "convolution", lambda x, w: conv2d(x, w, groups=4), normal(64, (1, 5, 5, 4)), normal(65, (3, 3, 1, 4)))
    add("conv1d", "convolution", lambda x, w: lax.conv_general_dilated(x, w, (1,), [(1, 1)], dimension_numbers=("NWC", "WIO", "NWC")),
        normal(66, (2, 10, 3)), normal(67, (3, 3, 5)))
    add("conv_transpose", "convolution", lambda x, w: lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
        normal(68, (1, 4, 4, 2)), normal(69, (3, 3, 2, 3)))
    add("conv_dilated", "convolution", lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "VALID", rhs_dilation=(2, 2),
        dimension_numbers=("NHWC", "HWIO", "NHWC")), normal(70, (1, 8, 8, 2)), normal(71, (2, 2, 2, 2)))

    # pooling
    add("max_pool", "pooling", lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"), normal(72, (1, 6, 6, 2)))
    add("avg_pool", "pooling", lambda x: lax.reduce_window(x, 0.0, lax.add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME") / 9, normal(73, (1, 5, 5, 2)))
    add("max_pool_grad", "pooling", jax.grad(lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (2, 2), "VALID").sum()), normal(74, (4, 6)))

    # normalization
    add("layer_norm", "normalization", layer_norm, normal(75, (4, 16)), positive(76, (16,)), normal(77, (16,)))
    add("rms_norm", "normalization", lambda x: x * lax.rsqrt((x * x).mean(-1, keepdims=True) + 1e-6), normal(78, (4, 16)))
    add("softmax", "normalization", lambda x: jax.nn.softmax(x, -1), normal(79, (4, 16)))
    add("log_softmax", "normalization", lambda x: jax.nn.log_softmax(x, -1), normal(80, (4, 16)))
    add("batch_stats", "normalization", lambda x: (x.mean(0), x.var(0)), normal(81, (8, 4)))

    # attention
    add("attention", "attention", attention, normal(82, (1, 4, 8)), normal(83, (1, 6, 8)), normal(84, (1, 6, 8)))
    add("attention_causal", "attention", lambda q, k, v: attention(q, k, v, True), normal(85, (2, 5, 4)), normal(86, (2, 5, 4)), normal(87, (2, 5, 4)))
    add("attention_grad", "attention", jax.grad(lambda q, k, v: attention(q, k, v).sum()), normal(88, (1, 3, 4)), normal(89, (1, 3, 4)), normal(90, (1, 3, 4)))

    # scans and loops
    add("cumsum", "scan", lambda x: jnp.cumsum(x), mixed(91, (16,)))
    add("cumprod", "scan", lambda x: jnp.cumprod(x), positive(92, (8,)))
    add("cummax", "scan", lambda x: lax.cummax(x, axis=1), normal(93, (3, 8)))
    add("rnn_scan", "scan", rnn, normal(94, (4,)), normal(95, (5, 4)), normal(96, (4, 4)) * 0.5)
    add("fori_loop", "scan", lambda x: lax.fori_loop(0, 5, lambda i, c: c * 0.5 + jnp.sin(c) + i, x), normal(97, (4,)))

    # sorting and top-k
    add("sort", "sort", jnp.sort, normal(98, (16,)))
    add("argsort", "sort", jnp.argsort, np.array([3, 1, 2, 1, 3, 0, 2, 1], f32))
    add("sort_2d_axis0", "sort", lambda x: jnp.sort(x, axis=0), normal(99, (5, 3)))
    add("sort_key_val", "sort", lambda k, v: lax.sort((k, v), num_keys=1), ints(100, (10,), lo=0, hi=4), normal(101, (10,)))
    add("top_k", "topk", lambda x: lax.top_k(x, 3), normal(102, (4, 10)))
    add("argmax", "reduction", lambda x: jnp.argmax(x, -1), normal(103, (4, 10)))

    # gather and scatter
    add("take", "gather_scatter", lambda x, i: x[i], normal(104, (10, 3)), np.array([3, 0, 9, 3], np.int32))
    add("take_along_axis", "gather_scatter", lambda x, i: jnp.take_along_axis(x, i, 1), normal(105, (3, 5)), ints(106, (3, 2), lo=0, hi=5))
    add("scatter_add", "gather_scatter", lambda x, i, u: x.at[i].add(u), normal(107, (6,)), np.array([1, 3, 1, 5], np.int32), normal(108, (4,)))
    add("scatter_set", "gather_scatter", lambda x, i, u: x.at[i].set(u), normal(109, (6, 2)), np.array([4, 0], np.int32), normal(110, (2, 2)))
    add("segment_sum", "gather_scatter", lambda x, s: jax.ops.segment_sum(x, s, 4), normal(111, (8,)), ints(112, (8,), lo=0, hi=4))
    add("one_hot", "gather_scatter", lambda i: jax.nn.one_hot(i, 5), np.array([0, 3, 4, 1], np.int32))
    add("dynamic_slice", "gather_scatter", lambda x, i: lax.dynamic_slice(x, (i, 1), (2, 2)), normal(113, (5, 4)), np.int32(2))
    add("dynamic_update_slice", "gather_scatter", lambda x, u, i: lax.dynamic_update_slice(x, u, (i, 0)), normal(114, (5, 4)), normal(115, (2, 4)), np.int32(4))
    add("embedding", "gather_scatter", lambda t, i: t[i].sum(1), normal(116, (10, 4)), ints(117, (3, 2), lo=0, hi=10))

    # control flow
    add("cond", "control_flow", lambda p, x: lax.cond(p, lambda x: x * 2, lambda x: x - 1, x), np.bool_(True), normal(118, (4,)))
    add("switch", "control_flow", lambda i, x: lax.switch(i, [jnp.sin, jnp.cos, jnp.tanh], x), np.int32(1), normal(119, (4,)))
    add("while_loop", "control_flow", lambda x: lax.while_loop(lambda c: c[0] < 10, lambda c: (c[0] + 1, c[1] * 1.1), (0, x))[1], normal(120, (4,)))
    add("nested_call", "control_flow", lambda x: jax.jit(lambda y: jax.jit(jnp.sin)(y) * 2)(x) + 1, normal(121, (4,)))

    # random numbers
    add("random_normal", "random", lambda k: jax.random.normal(jax.random.wrap_key_data(k), (8,)), np.array([0, 42], np.uint32))
    add("random_uniform", "random", lambda k: jax.random.uniform(jax.random.wrap_key_data(k), (8,)), np.array([0, 7], np.uint32))
    add("random_bernoulli", "random", lambda k: jax.random.bernoulli(jax.random.wrap_key_data(k), 0.3, (16,)), np.array([1, 2], np.uint32))
    add("random_rbg", "random", lambda k: jax.random.bits(jax.random.wrap_key_data(k, impl="rbg"), (8,)), np.arange(4, dtype=np.uint32))

    # FFT
    add("fft", "fft", lambda x: jnp.fft.fft(x).real, normal(122, (8,)))
    add("rfft", "fft", lambda x: jnp.abs(jnp.fft.rfft(x)), normal(123, (16,)))
    add("irfft", "fft", lambda x: jnp.fft.irfft(jnp.fft.rfft(x)), normal(124, (8,)))
    add("fft2", "fft", lambda x: jnp.fft.fft2(x).imag, normal(125, (4, 4)))

    # reductions and shapes
    add("sum_mean", "reduction", lambda x: (x.sum(), x.mean(0)), mixed(126, (4, 8)))
    add("max_min_prod", "reduction", lambda x: (x.max(1), x.min(0), x.prod(1)), normal(127, (3, 4)))
    add("all_any", "reduction", lambda x: (jnp.all(x > 0, 1), jnp.any(x > 1, 0)), normal(128, (3, 4)))
    add("reshape_transpose", "shape", lambda x: x.reshape(4, 2, 3).transpose(2, 0, 1) * 2, normal(129, (6, 4)))
    add("concat_pad_rev", "shape", lambda x, y: jnp.pad(jnp.concatenate([x, y[::-1]], 0), ((1, 2), (0, 1))), normal(130, (2, 3)), normal(131, (3, 3)))
    add("broadcast_iota", "shape", lambda x: x[:, None] * jnp.arange(5, dtype=f32), normal(132, (3,)))
    add("slice_strided", "shape", lambda x: x[1::2, ::3], normal(133, (7, 9)))

    # more of what models do
    add("matmul_f8", "matmul", lambda a, b: jnp.matmul(a.astype(jnp.float8_e4m3fn), b.astype(jnp.float8_e4m3fn),
                                                       preferred_element_type=jnp.float32), mixed(140, (4, 8), spread=3), mixed(141, (8, 4), spread=3))
    add("reduce_precision", "elementwise", lambda x: lax.reduce_precision(x, exponent_bits=5, mantissa_bits=10), mixed(142, (8,)))
    add("vmap_gather", "gather_scatter", jax.vmap(lambda x, i: x[i]), normal(143, (3, 5)), ints(144, (3,), lo=0, hi=5))
    add("argmin_cumlse", "reduction", lambda x: (jnp.argmin(x, 0), lax.cumlogsumexp(x, axis=1)), normal(145, (3, 6)))
    add("associative_scan", "scan", lambda x: lax.associative_scan(jnp.add, x), mixed(146, (16,)))
    add("conv_weight_grad", "convolution", jax.grad(lambda w, x: (conv2d(x, w) ** 2).sum()), normal(147, (3, 3, 2, 3)), normal(148, (2, 5, 5, 2)))
    add("dot_product_attention", "attention", lambda q, k, v: jax.nn.dot_product_attention(q, k, v),
        normal(149, (1, 4, 2, 8)), normal(150, (1, 6, 2, 8)), normal(151, (1, 6, 2, 8)))
    add("categorical", "random", lambda k, l: jax.random.categorical(jax.random.wrap_key_data(k), l, shape=(6,)),
        np.array([3, 4], np.uint32), normal(152, (5,)))
    add("scatter_max", "gather_scatter", lambda x, i, u: x.at[i].max(u), normal(153, (6,)), np.array([1, 3, 1], np.int32), normal(154, (3,)))
    add("bf16_softmax", "normalization", lambda x: jax.nn.softmax(x.astype(jnp.bfloat16), -1), normal(155, (4, 8)))

    # linear algebra
    add("triangular_solve", "linalg", lambda a, b: jax.scipy.linalg.solve_triangular(a, b, lower=True),
        np.tril(normal(134, (4, 4))) + 4 * np.eye(4, dtype=f32), normal(135, (4, 2)))
    add("cholesky", "linalg", lambda a: jnp.linalg.cholesky(a @ a.T + 4 * jnp.eye(4)), normal(136, (4, 4)))
    return fns
