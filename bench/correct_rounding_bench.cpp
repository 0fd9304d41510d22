// Correctly rounded elementwise math (numerics/correct_rounding.h) next
// to the plain C library: f32 exp, log, sin, tanh and pow over arrays of
// 4096 inputs (glibc's expf, logf, ... versus the binary64 evaluation +
// Ziv's rounding test + MPFR fallback), the same for f64 (glibc's double
// functions versus the double-double fast paths of correct_rounding_f64.h,
// else long double + test + MPFR), and the exponential op run by the
// interpreter on a tensor of 2^20 f32 elements. The counter `fallback_rate`
// is the fraction of elements whose rounding the fast path could not decide
// (an MPFR evaluation each). BM_VersusGlibc times both on the same inputs,
// alternately in each iteration (CPU time of this thread), for every f32
// and f64 function: `ratio` is hloref's throughput over glibc's.
#include <benchmark/benchmark.h>

#include <time.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "numerics/correct_rounding.h"
#include "core/diagnostic.h"
#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

using exact::Function;
constexpr size_t kSize = 4096;

// Inputs typical of each function.
template <class T>
std::vector<T> inputs(Function f, int which, uint64_t seed) {
  std::mt19937_64 rng(seed + static_cast<uint64_t>(f) * 31 + static_cast<uint64_t>(which));
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::vector<T> v(kSize);
  for (T& x : v) {
    double u = unit(rng);
    switch (f) {
      case Function::Exp: x = static_cast<T>(-80 + 160 * u); break;
      case Function::Log:
      case Function::Rsqrt:
      case Function::Cbrt: x = static_cast<T>(std::ldexp(1.0 + u, static_cast<int>(rng() % 200) - 100)); break;
      case Function::Log1p: x = static_cast<T>(std::ldexp(1.0 + u, static_cast<int>(rng() % 60) - 50)); break;
      case Function::Sin:
      case Function::Cos:
      case Function::Tan: x = static_cast<T>(-10 + 20 * u); break;
      case Function::Expm1:
      case Function::Logistic:
      case Function::Tanh: x = static_cast<T>(-10 + 20 * u); break;
      case Function::Pow: x = static_cast<T>(which == 0 ? 0.1 + 10 * u : -5 + 10 * u); break;
      case Function::Atan2: x = static_cast<T>(-10 + 20 * u); break;
      default: x = static_cast<T>(u); break;
    }
  }
  return v;
}

template <class T>
T libm(Function f, T x, T y) {
  switch (f) {
    case Function::Exp: return std::exp(x);
    case Function::Expm1: return std::expm1(x);
    case Function::Log: return std::log(x);
    case Function::Log1p: return std::log1p(x);
    case Function::Logistic: return T(1) / (T(1) + std::exp(-x));
    case Function::Sin: return std::sin(x);
    case Function::Cos: return std::cos(x);
    case Function::Tan: return std::tan(x);
    case Function::Tanh: return std::tanh(x);
    case Function::Sqrt: return std::sqrt(x);
    case Function::Rsqrt: return T(1) / std::sqrt(x);
    case Function::Cbrt: return std::cbrt(x);
    case Function::Atan2: return std::atan2(x, y);
    case Function::Pow: return std::pow(x, y);
  }
  return x;
}

template <class T>
void BM_Libm(benchmark::State& state, Function f) {
  std::vector<T> x = inputs<T>(f, 0, 1), y = inputs<T>(f, 1, 1), r(kSize);
  for (auto _ : state) {
    for (size_t i = 0; i < kSize; ++i) r[i] = libm(f, x[i], y[i]);
    benchmark::DoNotOptimize(r.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * kSize));
}

template <class T>
void correctlyRounded(Function f, const std::vector<T>& x, const std::vector<T>& y, std::vector<T>& r) {
  if constexpr (sizeof(T) == 4) {
    if (exact::isBinary(f)) exact::applyF32(f, x.data(), y.data(), r.data(), kSize);
    else exact::applyF32(f, x.data(), r.data(), kSize);
  } else {
    if (exact::isBinary(f)) exact::applyF64(f, x.data(), y.data(), r.data(), kSize);
    else exact::applyF64(f, x.data(), r.data(), kSize);
  }
  benchmark::DoNotOptimize(r.data());
  benchmark::ClobberMemory();
}

template <class T>
void BM_CorrectlyRounded(benchmark::State& state, Function f) {
  std::vector<T> x = inputs<T>(f, 0, 1), y = inputs<T>(f, 1, 1), r(kSize);
  exact::Counters before = exact::counters();
  for (auto _ : state) correctlyRounded(f, x, y, r);
  exact::Counters after = exact::counters();
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * kSize));
  double evaluations = static_cast<double>(after.evaluations - before.evaluations);
  state.counters["fallback_rate"] = evaluations == 0 ? 0.0 : static_cast<double>(after.fallbacks - before.fallbacks) / evaluations;
}

void BM_LibmF32(benchmark::State& state, Function f) { BM_Libm<float>(state, f); }
void BM_CorrectlyRoundedF32(benchmark::State& state, Function f) { BM_CorrectlyRounded<float>(state, f); }
void BM_LibmF64(benchmark::State& state, Function f) { BM_Libm<double>(state, f); }
void BM_CorrectlyRoundedF64(benchmark::State& state, Function f) { BM_CorrectlyRounded<double>(state, f); }

#define HLOREF_CR_BENCH(T, NAME, F)                                                     \
  BENCHMARK_CAPTURE(BM_Libm##T, NAME, Function::F)->Unit(benchmark::kMicrosecond); \
  BENCHMARK_CAPTURE(BM_CorrectlyRounded##T, NAME, Function::F)->Unit(benchmark::kMicrosecond)

HLOREF_CR_BENCH(F32, exp, Exp);
HLOREF_CR_BENCH(F32, log, Log);
HLOREF_CR_BENCH(F32, sin, Sin);
HLOREF_CR_BENCH(F32, tanh, Tanh);
HLOREF_CR_BENCH(F32, pow, Pow);
HLOREF_CR_BENCH(F64, exp, Exp);
HLOREF_CR_BENCH(F64, log, Log);
HLOREF_CR_BENCH(F64, sin, Sin);
HLOREF_CR_BENCH(F64, tanh, Tanh);
HLOREF_CR_BENCH(F64, pow, Pow);

double threadSeconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// glibc and hloref on the same inputs, alternately, CPU time of this thread
// (other work on the machine does not count): ns per element each, and
// `ratio` = hloref's throughput / glibc's.
template <class T>
void BM_VersusGlibc(benchmark::State& state, Function f) {
  std::vector<T> x = inputs<T>(f, 0, 1), y = inputs<T>(f, 1, 1), r(kSize);
  double glibc = 0, hloref = 0;
  exact::Counters before = exact::counters();
  for (auto _ : state) {
    double t0 = threadSeconds();
    for (size_t i = 0; i < kSize; ++i) r[i] = libm(f, x[i], y[i]);
    benchmark::DoNotOptimize(r.data());
    benchmark::ClobberMemory();
    double t1 = threadSeconds();
    correctlyRounded(f, x, y, r);
    double t2 = threadSeconds();
    glibc += t1 - t0;
    hloref += t2 - t1;
  }
  exact::Counters after = exact::counters();
  const double n = static_cast<double>(state.iterations()) * kSize;
  state.counters["glibc_ns"] = glibc / n * 1e9;
  state.counters["hloref_ns"] = hloref / n * 1e9;
  state.counters["ratio"] = glibc / hloref;
  double evaluations = static_cast<double>(after.evaluations - before.evaluations);
  state.counters["fallback_rate"] = evaluations == 0 ? 0.0 : static_cast<double>(after.fallbacks - before.fallbacks) / evaluations;
}
void BM_VersusGlibcF32(benchmark::State& state, Function f) { BM_VersusGlibc<float>(state, f); }
void BM_VersusGlibcF64(benchmark::State& state, Function f) { BM_VersusGlibc<double>(state, f); }
#define HLOREF_VS_GLIBC(NAME, F)                                              \
  BENCHMARK_CAPTURE(BM_VersusGlibcF32, NAME, Function::F)->MinTime(0.2); \
  BENCHMARK_CAPTURE(BM_VersusGlibcF64, NAME, Function::F)->MinTime(0.2)
HLOREF_VS_GLIBC(exp, Exp);
HLOREF_VS_GLIBC(expm1, Expm1);
HLOREF_VS_GLIBC(log, Log);
HLOREF_VS_GLIBC(log1p, Log1p);
HLOREF_VS_GLIBC(logistic, Logistic);
HLOREF_VS_GLIBC(sin, Sin);
HLOREF_VS_GLIBC(cos, Cos);
HLOREF_VS_GLIBC(tan, Tan);
HLOREF_VS_GLIBC(tanh, Tanh);
HLOREF_VS_GLIBC(rsqrt, Rsqrt);
HLOREF_VS_GLIBC(cbrt, Cbrt);
HLOREF_VS_GLIBC(atan2, Atan2);
HLOREF_VS_GLIBC(pow, Pow);

// The op through the interpreter: 2^20 f32 elements in [-80, 80).
void BM_ExponentialOpF32(benchmark::State& state) {
  std::unique_ptr<const Program> program;
  try {
    program = Program::loadOrThrow(parseModule(R"mlir(
func.func @main() -> tensor<1048576xf32> {
  %i = stablehlo.iota dim = 0 : tensor<1048576xf32>
  %s = stablehlo.constant dense<1.52587890625e-4> : tensor<1048576xf32>
  %o = stablehlo.constant dense<80.0> : tensor<1048576xf32>
  %a = stablehlo.multiply %i, %s : tensor<1048576xf32>
  %x = stablehlo.subtract %a, %o : tensor<1048576xf32>
  %0 = stablehlo.exponential %x : tensor<1048576xf32>
  func.return %0 : tensor<1048576xf32>
})mlir",
                                                 "bench.mlir"));
  } catch (const Error& e) {
    state.SkipWithError(e.formatted().c_str());
    return;
  }
  const Func* main = program->module().lookup("main");
  for (auto _ : state) {
    Evaluator evaluator(*program, RunOptions{});
    auto results = evaluator.call(*main, {});
    benchmark::DoNotOptimize(results);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * 1048576);
}
BENCHMARK(BM_ExponentialOpF32)->Unit(benchmark::kMillisecond);

// Complex functions (native intervals, MPFR intervals where those cannot
// decide): 4096 elements of complex<f32> / complex<f64>, real parts in
// [-4, 4), imaginary parts in [-1, 1]. fallback_rate: elements that needed
// MPFR.
void runComplexOp(benchmark::State& state, const std::string& op, const std::string& type) {
  std::string t = "tensor<4096x" + type + ">";
  std::string part = type == "complex<f32>" ? "f32" : "f64";
  std::string pt = "tensor<4096x" + part + ">";
  std::string text = "func.func @main() -> " + t + " {\n" +
                     "  %i = stablehlo.iota dim = 0 : " + pt + "\n" +
                     "  %s = stablehlo.constant dense<0.001953125> : " + pt + "\n" +
                     "  %o = stablehlo.constant dense<4.0> : " + pt + "\n" +
                     "  %a = stablehlo.multiply %i, %s : " + pt + "\n" +
                     "  %re = stablehlo.subtract %a, %o : " + pt + "\n" +
                     "  %im = stablehlo.sine %a : " + pt + "\n" +
                     "  %x = stablehlo.complex %re, %im : " + t + "\n" +
                     "  %0 = stablehlo." + op + " %x : " + t + "\n" +
                     "  func.return %0 : " + t + "\n}";
  std::unique_ptr<const Program> program;
  try {
    program = Program::loadOrThrow(parseModule(text, "bench.mlir"));
  } catch (const Error& e) {
    state.SkipWithError(e.formatted().c_str());
    return;
  }
  const Func* main = program->module().lookup("main");
  exact::Counters before = exact::counters();
  for (auto _ : state) {
    Evaluator evaluator(*program, RunOptions{});
    auto results = evaluator.call(*main, {});
    benchmark::DoNotOptimize(results);
  }
  exact::Counters after = exact::counters();
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * 4096);
  double evaluations = static_cast<double>(after.complexEvaluations - before.complexEvaluations);
  state.counters["fallback_rate"] =
      evaluations == 0 ? 0.0 : static_cast<double>(after.complexFallbacks - before.complexFallbacks) / evaluations;
}
void BM_ComplexOp(benchmark::State& state, const char* op, const char* type) { runComplexOp(state, op, type); }
BENCHMARK_CAPTURE(BM_ComplexOp, exp_c64, "exponential", "complex<f32>")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ComplexOp, exp_c128, "exponential", "complex<f64>")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ComplexOp, tan_c64, "tan", "complex<f32>")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ComplexOp, sqrt_c128, "sqrt", "complex<f64>")->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace hloref
