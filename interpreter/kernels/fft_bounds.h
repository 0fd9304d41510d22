// Golden error bounds of fft (spec: Ops > fft), shared by the fast and the
// literal op. The spec defines the transforms mathematically and leaves the
// algorithm open, so a bound needs a model of what a legal implementation
// computes. hloref's model, for a transform of length n along one axis in
// the result's working precision (unit roundoff u of the part type):
//   - n = r_1 r_2 ... r_S, any factorization (S = 1 is the direct sum, the
//     DFT as a matrix product; radix-2, mixed-radix and split-radix
//     Cooley–Tukey are others), each stage a set of DFTs of size r;
//   - each twiddle factor (and each inter-stage twiddle) is the exact
//     exp(-2 pi i t / n) rounded per part: within u of it in modulus;
//   - a stage output is a sum of 2r real products per part (x_re w_re,
//     -x_im w_im, ...; a complex multiply-then-add or one real matrix
//     product of twice the length are both such sums), each product
//     rounded, summed in any order: per part within (2r - 1) u of the sum
//     of |products| (Rump–Jeannerod), and Σ |products| <= Σ |x_j| (each
//     pair by Cauchy–Schwarz, |w| = 1); the modulus within √2 of that;
//   - the inverse's 1/n is one more rounding (divide, or multiply by a
//     rounded 1/n: 2u).
// A stage of size r then errs by at most ε_r Σ|x_j| over its inputs with
//   σ_r = u (2 + 2√2 (r + 1)),  ε_r = σ_r (1 + σ_r)
// (twiddle u, its product √2 u, the sum √2 (2r - 1) u, the inter-stage
// twiddle and its product u + 2√2 u; second-order terms in the last
// factor). Along one axis, every output's inputs in each stage partition
// the line's elements, so with S = Σ_j |x_j| and T = Σ_j b_j over the line
// (b: the inputs' own bounds) every output of the line is within
//   T + G(n) (S + T),  G(n) = max over factorizations of Π (1 + ε_r) - 1
// (computed over n's divisors), and its modulus is at most S. Transforms
// along several axes apply this per axis, in the spec's order, to the
// magnitudes and bounds the previous axis left (uniform along each line).
// The golden is hloref's evaluation in double (fast op) or at 425 bits
// (literal op), rounded once: half an ulp per part, plus 2^-40 N S for the
// double evaluation (N the product of fft_length), which covers radix-2,
// direct and Bluestein evaluations in double with a wide margin (see
// tests/fuzz/literal_linalg_test.cpp, FftWithinBound).
// Outside the model: algorithms whose error grows faster (Bluestein's for
// large prime n evaluated in the working precision, Rader's), and twiddle
// factors less accurate than correctly rounded. Non-finite inputs make
// the bound of every output they reach +inf.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/element_type.h"
#include "core/tensor.h"

namespace hloref {

// G(n) above for unit roundoff u.
double fftGrowth(int64_t n, double u);

// The bound of each element of `result` (row-major), for fft_type
// ("FFT", "IFFT", "RFFT", "IRFFT") and fft_length applied to `operand`
// whose elements carry the error bounds `operandBound` (null: exact).
std::vector<double> fftBounds(const Tensor& operand, const std::vector<double>* operandBound, const Tensor& result,
                              const std::string& fft_type, const std::vector<int64_t>& fft_length);

}  // namespace hloref
