// Legal-implementation sampling against golden bounds (issue 12, point 4):
// perturbed runs (interpreter/perturb.h) over generated programs of the
// ops whose answers the spec leaves open, and over every case of the
// project's YAML corpus, must lie within the golden of the unperturbed run
// (fuzz/perturb_check.h). The counts and the largest fraction of a bound a
// perturbed answer reached are printed: the tightness figure the note and
// conformance/README.md quote.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdio>
#include <filesystem>

#include "conform/corpus.h"
#include "fuzz/ops/indexing.h"
#include "fuzz/ops/linalg.h"
#include "fuzz/ops/reductions.h"
#include "fuzz/perturb_check.h"

namespace hloref::fuzz {
namespace {

const std::vector<uint64_t> kSeeds = {1, 2, 3, 4};

void holds(const ProgramCase& c) {
  const PerturbedRuns found = perturbedWithinGolden(c.text, c.args, kSeeds);
  RC_ASSERT(found.violation == "");
}

RC_GTEST_PROP(Perturbed, ReduceWithinGolden, ()) { holds(*reduceCase()); }
RC_GTEST_PROP(Perturbed, ReduceWindowWithinGolden, ()) { holds(*reduceWindowCase()); }
RC_GTEST_PROP(Perturbed, SortWithinGolden, ()) { holds(*sortCase()); }
RC_GTEST_PROP(Perturbed, DotGeneralWithinGolden, ()) { holds(*dotGeneralCase()); }
RC_GTEST_PROP(Perturbed, ConvolutionWithinGolden, ()) { holds(*convolutionCase()); }
RC_GTEST_PROP(Perturbed, ScatterWithinGolden, ()) { holds(*scatterCase()); }

// Every case of conformance/*.yaml that returns values, four seeds each.
TEST(Perturbed, CorpusWithinGolden) {
  const std::filesystem::path dir = std::filesystem::path(HLOREF_SOURCE_DIR) / "conformance";
  int64_t programs = 0, runs = 0;
  double largest = 0;
  for (const std::string& file : conform::collectCorpusFiles({dir.string()})) {
    if (std::filesystem::path(file).extension() != ".yaml") continue;
    for (const conform::Case& c : conform::loadYamlFile(file)) {
      if (!c.loadError.empty() || !c.skip.empty()) continue;
      if (c.outcome != conform::Outcome::Returns && c.outcome != conform::Outcome::ImplementationDefined) continue;
      std::vector<Value> args;
      for (const conform::CorpusValue& v : c.inputs) args.push_back(v.value);
      const PerturbedRuns found = perturbedWithinGolden(c.program, args, {11, 12, 13, 14});
      EXPECT_EQ(found.violation, "") << c.id();
      runs += found.runs;
      programs += found.runs > 0;
      largest = std::max(largest, found.largestFraction);
    }
  }
  std::printf(
      "perturbed: %lld runs over %lld corpus programs, largest "
      "|perturbed - golden| / bound %.3g\n",
      static_cast<long long>(runs), static_cast<long long>(programs), largest);
  EXPECT_GT(programs, 1000);
}

}  // namespace
}  // namespace hloref::fuzz
