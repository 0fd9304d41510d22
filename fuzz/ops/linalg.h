// Generators of valid programs for the linear-algebra ops (spec: Ops >
// dot_general, convolution, dynamic_conv, fft, triangular_solve, cholesky;
// XLA's Dot for dot): random ranks, shapes (empty dimensions included),
// dimension numbers, window attributes and groups, element types of every
// family the op allows, and inputs biased to special values.
#pragma once

#include "fuzz/generators.h"

namespace hloref::fuzz {

// The op (with its well-conditioned or finite inputs for when they become arguments).
rc::Gen<OpDraw> dotGeneralOp();
rc::Gen<OpDraw> convolutionOp();
rc::Gen<OpDraw> dynamicConvOp();
rc::Gen<OpDraw> fftOp();
rc::Gen<OpDraw> triangularSolveOp();
rc::Gen<OpDraw> choleskyOp();

rc::Gen<ProgramCase> dotGeneralCase();
rc::Gen<ProgramCase> dotCase();
rc::Gen<ProgramCase> convolutionCase();
rc::Gen<ProgramCase> dynamicConvCase();
// FFT, IFFT, RFFT, IRFFT on 1-3 trailing dimensions; finite inputs of
// moderate magnitude (the fast and literal versions agree within a bound,
// not bit for bit: see interpreter/literal/fft.cpp).
rc::Gen<ProgramCase> fftCase();
// left_side, lower, unit_diagonal, transpose_a; a well-conditioned
// (diagonally dominant) or random a.
rc::Gen<ProgramCase> triangularSolveCase();
// lower or not; a Hermitian positive definite (a = M M^H + n I) or random a.
rc::Gen<ProgramCase> choleskyCase();

}  // namespace hloref::fuzz
