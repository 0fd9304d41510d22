// Real JAX programs that use CHLO ops (tests/data/jax_chlo/*.mlir, lowered
// by JAX 0.10.2 with generate.py there) run on hloref, and hloref agrees
// with XLA:CPU within its bound where XLA is within hloref's allowance
// (@xla_within_bound, --checks=bound), and equals a float64 evaluation
// rounded once wherever that rounding is safe (@float64_reference,
// --checks=strict): at the elements where XLA strays further, hloref is the
// closer of the two. Each file's header gives its counts. Programs that are
// not one elementwise function (top_k, random.normal, layer norm, mulhi,
// nextafter, ragged_dot) check XLA's whole outputs within hloref's bound.
// The complex inverse trigonometric and hyperbolic functions, sinh and
// cosh (tests/data/jax_chlo_complex, generate.py there) check each part
// exactly against mpmath, both sides of every branch cut included.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "run_tool.h"

namespace hloref {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> programs(const char* directory = "jax_chlo") {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(std::string(HLOREF_SOURCE_DIR) + "/tests/data/" + directory))
    if (e.path().extension() == ".mlir") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(JaxChlo, RunsAndAgreesWithXlaOrTheFloat64Evaluation) {
  std::vector<std::string> files = programs();
  ASSERT_GE(files.size(), 24u);
  for (const std::string& file : files) {
    testing::ToolResult xla = testing::runHloref({"run", file, "--entry", "xla_within_bound"});
    EXPECT_EQ(xla.status, 0) << file << "\n" << xla.out << xla.err;
    if (testing::readAll(file).find("@float64_reference") == std::string::npos) continue;  // whole-program files
    testing::ToolResult exact = testing::runHloref({"run", file, "--entry", "float64_reference", "--checks=strict"});
    EXPECT_EQ(exact.status, 0) << file << "\n" << exact.out << exact.err;
  }
}

TEST(JaxChlo, ComplexFunctionsEqualMpmathPerPart) {
  std::vector<std::string> files = programs("jax_chlo_complex");
  ASSERT_EQ(files.size(), 16u);  // 8 functions on complex<f32> and complex<f64>
  for (const std::string& file : files) {
    testing::ToolResult r = testing::runHloref({"run", file, "--entry", "exact_reference"});
    EXPECT_EQ(r.status, 0) << file << "\n" << r.out << r.err;
  }
}

}  // namespace
}  // namespace hloref
