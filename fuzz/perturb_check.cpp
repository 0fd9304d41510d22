#include "fuzz/perturb_check.h"

#include <cmath>
#include <complex>
#include <sstream>

#include "golden/golden.h"
#include "numerics/exact_sum.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

namespace hloref::fuzz {
namespace {

bool flagged(const Tensor& mask, int64_t k) { return !mask.isNull() && mask.intBits(k) != 0; }

// Whether part value y of type t is a legal answer where the golden is g
// with bound b; `fraction` grows to |y - g| / b.
bool partWithin(ElementType t, double g, double y, double b, double& fraction) {
  if (std::isinf(b)) return true;  // unknown: anything, NaN or not, is admitted
  if (std::isnan(g)) return std::isnan(y);
  if (std::isinf(g)) return y == g;
  if (!std::isfinite(y)) return false;
  const double d = std::fabs(y - g);
  if (b > 0) fraction = std::max(fraction, d / b);
  return d <= b + halfUlp(t, g);
}

// The first element of `value` outside `golden`, described; empty if none.
std::string outside(const GoldenOutput& golden, const Tensor& value, double& fraction) {
  const Tensor& g = golden.value;
  const ElementType t = g.elementType();
  for (int64_t k = 0; k < g.numElements(); ++k) {
    if (flagged(golden.mask, k) || flagged(golden.unstable, k)) continue;
    bool ok;
    if (isFloat(t)) {
      ok = partWithin(t, g.floatValue(k), value.floatValue(k), golden.bound.floatValue(k), fraction);
    } else if (isComplex(t)) {
      const std::complex<double> a = g.complexValue(k), y = value.complexValue(k);
      const double b = golden.bound.floatValue(k);
      const ElementType part = complexPartType(t);
      ok = partWithin(part, a.real(), y.real(), b, fraction) && partWithin(part, a.imag(), y.imag(), b, fraction);
    } else {
      ok = g.intBits(k) == value.intBits(k);
    }
    if (!ok) {
      std::ostringstream os;
      os << "element " << k << ": perturbed " << elementString(value, k) << ", golden " << elementString(g, k);
      if (!golden.bound.isNull()) os << " with bound " << golden.bound.floatValue(k);
      return os.str();
    }
  }
  return "";
}

// @main, else the first function.
const Func& entryOf(const Program& program) {
  const Func* main = program.module().lookup("main");
  return main ? *main : *program.module().funcs.front();
}

}  // namespace

PerturbedRuns perturbedWithinGolden(const std::string& text, const std::vector<Value>& args,
                                    const std::vector<uint64_t>& seeds, const RunOptions& options) {
  PerturbedRuns found;
  std::unique_ptr<const Program> program;
  std::vector<GoldenOutput> golden;
  std::ostringstream sink;
  RunOptions base = options;
  base.out = &sink;
  base.diagnostics = &sink;
  try {
    program = Program::loadOrThrow(parseModule(text, "perturbed.mlir"));
    RunOptions annotated = base;
    annotated.annotate = true;
    Evaluator evaluator(*program, annotated);
    golden = runGolden(evaluator, entryOf(*program), args);
  } catch (const Error&) {
    return found;
  }
  for (uint64_t seed : seeds) {
    RunOptions perturbed = base;
    perturbed.perturbSeed = seed;
    Evaluator evaluator(*program, perturbed);
    std::vector<Value> results;
    try {
      results = evaluator.call(entryOf(*program), args);
    } catch (const Error& e) {
      found.violation = "seed " + std::to_string(seed) + ": the perturbed run failed: " + e.formatted();
      return found;
    }
    ++found.runs;
    for (size_t i = 0; i < golden.size() && i < results.size(); ++i) {
      std::string where = outside(golden[i], results[i].tensor(), found.largestFraction);
      if (!where.empty()) {
        found.violation =
            "seed " + std::to_string(seed) + ", result #" + std::to_string(i) + ", " + where + "\nprogram:\n" + text;
        return found;
      }
    }
  }
  return found;
}

}  // namespace hloref::fuzz
