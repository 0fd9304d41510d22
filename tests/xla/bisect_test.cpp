// `hloref bisect` (xla/bisect.h): on a dump written here by hand, whose
// passes keep, reassociate (within the bound) and break (a hand-edited
// pass) the program; and on a real dump made with the pinned JAX (skipped
// without the backends venv), unchanged and with one pass hand-edited.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <regex>

#include "run_tool.h"
#include "core/diagnostic.h"
#include "xla/bisect.h"

namespace hloref::testing {
namespace {

namespace fs = std::filesystem;

std::string module(const std::string& body) {
  return "HloModule jit_t, entry_computation_layout={(f32[4]{0}, f32[4]{0}, f32[4]{0})->f32[4]{0}}\n\n" + body;
}

const std::string kReference = module(R"(ENTRY %main.1 (x: f32[4], y: f32[4], z: f32[4]) -> f32[4] {
  %x = f32[4]{0} parameter(0), metadata={op_name="x"}
  %y = f32[4]{0} parameter(1), metadata={op_name="y"}
  %z = f32[4]{0} parameter(2), metadata={op_name="z"}
  %add.1 = f32[4]{0} add(%x, %y), metadata={op_name="jit(t)/add"}
  ROOT %add.2 = f32[4]{0} add(%add.1, %z), metadata={op_name="jit(t)/add"}
}
)");

// x + (y + z): another legal order.
const std::string kReassociated = module(R"(ENTRY %main.1 (x: f32[4], y: f32[4], z: f32[4]) -> f32[4] {
  %x = f32[4]{0} parameter(0), metadata={op_name="x"}
  %y = f32[4]{0} parameter(1), metadata={op_name="y"}
  %z = f32[4]{0} parameter(2), metadata={op_name="z"}
  %add.1 = f32[4]{0} add(%y, %z), metadata={op_name="jit(t)/add"}
  ROOT %add.2 = f32[4]{0} add(%x, %add.1), metadata={op_name="jit(t)/add"}
}
)");

// The hand-edited pass: a fusion whose add became a subtract.
const std::string kBroken = module(R"(%fused_computation (p0: f32[4], p1: f32[4], p2: f32[4]) -> f32[4] {
  %p0 = f32[4]{0} parameter(0)
  %p1 = f32[4]{0} parameter(1)
  %p2 = f32[4]{0} parameter(2)
  %add.1 = f32[4]{0} subtract(%p1, %p2), metadata={op_name="jit(t)/add"}
  ROOT %add.2 = f32[4]{0} add(%p0, %add.1), metadata={op_name="jit(t)/add"}
}

ENTRY %main.1 (x: f32[4], y: f32[4], z: f32[4]) -> f32[4] {
  %x = f32[4]{0} parameter(0), metadata={op_name="x"}
  %y = f32[4]{0} parameter(1), metadata={op_name="y"}
  %z = f32[4]{0} parameter(2), metadata={op_name="z"}
  ROOT %add_fusion = f32[4]{0} fusion(%x, %y, %z), kind=kLoop, calls=%fused_computation
}
)");

// x = [1, 1, 2, 5], y = [2^-24, 1, 3, 7], z = [2^-24, 1, 1, 1]:
// (x + y) + z = [1, 3, 6, 13]; x + (y + z) = [1 + 2^-23, 3, 6, 13] (within
// the bound: each add rounds once, 2^-24 each); x + (y - z) = [1, 1, 4, 11].
std::string writeInputs(const std::string& dir) {
  std::string path = dir + "/in.npz";
  std::string script = writeTempFile("inputs.py", R"(import sys, struct, zipfile, io
def npy(values):
    header = "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }"
    header += " " * (117 - len(header)) + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + struct.pack("<4f", *values)
with zipfile.ZipFile(sys.argv[1], "w") as z:
    z.writestr("x.npy", npy([1, 1, 2, 5]))
    z.writestr("y.npy", npy([2.0**-24, 1, 3, 7]))
    z.writestr("z.npy", npy([2.0**-24, 1, 1, 1]))
)");
  EXPECT_EQ(std::system(("python3 '" + script + "' '" + path + "'").c_str()), 0);
  return path;
}

std::string handDump() {
  std::string dir = makeTempDir() + "/dump";
  fs::create_directories(dir);
  auto write = [&](const std::string& name, const std::string& text) { std::ofstream(dir + "/" + name) << text; };
  const std::string p = "module_0003.jit_t.";
  write(p + "before_optimizations.txt", kReference);
  write(p + "0000.simplification.after_pipeline-start.before_algsimp.txt", kReference);
  write(p + "0001.simplification.after_algsimp.before_cse.txt", kReassociated);
  write(p + "0002.fusion.after_fusion.before_copy-insertion.txt", kBroken);
  write(p + "0003.copy-insertion.after_copy-insertion.before_pipeline-end.txt", kBroken);
  write(p + "cpu_after_optimizations.txt", kBroken);
  write(p + "cpu_after_optimizations-buffer-assignment.txt", "not HLO");
  // Another module of the dump, taking one argument.
  write("module_0001.jit_other.before_optimizations.txt",
        "HloModule jit_other\nENTRY e {\n  ROOT x = f32[] parameter(0)\n}\n");
  return dir;
}

TEST(XlaBisect, StagesInPassOrder) {
  std::string dir = handDump();
  EXPECT_EQ(xla::dumpModules(dir), (std::vector<std::string>{"module_0001.jit_other", "module_0003.jit_t"}));
  std::vector<xla::DumpStage> stages = xla::dumpStages(dir, "jit_t");
  std::vector<std::string> passes;
  for (const auto& s : stages) passes.push_back(s.pass);
  EXPECT_EQ(passes, (std::vector<std::string>{"before_optimizations", "0000 simplification.after_pipeline-start",
                                              "0001 simplification.after_algsimp", "0002 fusion.after_fusion",
                                              "0003 copy-insertion.after_copy-insertion", "cpu_after_optimizations"}));
  EXPECT_EQ(xla::dumpStages(dir, "module_0003").size(), 6u);
  EXPECT_THROW(xla::dumpStages(dir, "jit_nothing"), Error);
}

TEST(XlaBisect, NamesTheHandEditedPass) {
  std::string dir = handDump();
  std::string inputs = writeInputs(makeTempDir());
  ToolResult r = runHloref({"bisect", dir, "--inputs", inputs});
  EXPECT_EQ(r.status, 1) << r.err;
  // The module that takes three inputs is chosen.
  EXPECT_NE(r.out.find("bisect: module_0003.jit_t, 6 stages"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[1] 0000 simplification.after_pipeline-start: identical"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[2] 0001 simplification.after_algsimp: within bound"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("[3] 0002 fusion.after_fusion: CHANGED: result 0 element 1: 1 instead of 3"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("first pass whose results differ (within the bound): 0001 simplification.after_algsimp"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("first pass whose results leave the bound: 0002 fusion.after_fusion"), std::string::npos) << r.out;
  // The instructions the pass changed, before and after, metadata dropped.
  EXPECT_NE(r.out.find("fused_computation/add.1:\n    before: (none)\n    after:  %add.1 = f32[4]{0} subtract(%p1, %p2)\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("main.1/add.2:\n    before: ROOT %add.2 = f32[4]{0} add(%x, %add.1)\n    after:  (none)"),
            std::string::npos)
      << r.out;
}

TEST(XlaBisect, UsageAndBadDumps) {
  EXPECT_EQ(runHloref({"bisect"}).status, 3);
  EXPECT_EQ(runHloref({"bisect", "/nonexistent/dir", "--inputs", "x.npz"}).status, 3);
  std::string dir = handDump();
  std::string inputs = writeInputs(makeTempDir());
  ToolResult none = runHloref({"bisect", dir, "--module", "jit_none", "--inputs", inputs});
  EXPECT_EQ(none.status, 3);
  EXPECT_NE(none.err.find("no module jit_none"), std::string::npos) << none.err;
  // A stage hloref cannot read is reported, and the others still compared.
  std::ofstream(dir + "/module_0003.jit_t.0002.fusion.after_fusion.before_copy-insertion.txt") << "HloModule broken\nENTRY {";
  ToolResult r = runHloref({"bisect", dir, "--inputs", inputs});
  EXPECT_EQ(r.status, 1);
  EXPECT_NE(r.out.find("[3] 0002 fusion.after_fusion: cannot run"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("first pass whose results leave the bound: 0003 copy-insertion.after_copy-insertion"),
            std::string::npos)
      << r.out;
}

// The backends venv's python with JAX (tools/backends/setup.sh), or "".
std::string jaxPython() {
  const char* env = std::getenv("HLOREF_JAX_PYTHON");
  std::string python = env ? env : std::string(std::getenv("HOME") ? std::getenv("HOME") : "") +
                                       "/.cache/hloref/backends-venv/bin/python";
  if (!fs::exists(python)) return "";
  return std::system(("'" + python + "' -c 'import jax' >/dev/null 2>&1").c_str()) == 0 ? python : "";
}

// A dump of softmax(x @ y.T) after every XLA:CPU pass, and its inputs.
std::string realDump(const std::string& python, std::string* inputs) {
  std::string dir = makeTempDir();
  *inputs = dir + "/in.npz";
  std::string script = writeTempFile("dump.py", R"(import os, sys
os.environ["XLA_FLAGS"] = "--xla_dump_to=" + sys.argv[1] + "/dump --xla_dump_hlo_as_text --xla_dump_hlo_pass_re=.*"
import jax, jax.numpy as jnp, numpy as np
jax.config.update("jax_platforms", "cpu")
x = np.random.RandomState(1).standard_normal((8, 16)).astype(np.float32)
y = np.random.RandomState(2).standard_normal((8, 16)).astype(np.float32)
np.savez(sys.argv[1] + "/in.npz", x=x, y=y)
jax.jit(lambda x, y: jax.nn.softmax(x @ y.T, axis=-1))(x, y).block_until_ready()
)");
  EXPECT_EQ(std::system(("'" + python + "' '" + script + "' '" + dir + "' >/dev/null 2>&1").c_str()), 0);
  return dir + "/dump";
}

TEST(XlaBisect, RealDumpFromJax) {
  std::string python = jaxPython();
  if (python.empty()) GTEST_SKIP() << "no JAX (tools/backends/setup.sh makes the venv)";
  std::string inputs;
  std::string dir = realDump(python, &inputs);
  ToolResult r = runHloref({"bisect", dir, "--module", "jit__lambda", "--inputs", inputs});
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("no pass takes the results outside the bound"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("cpu_after_optimizations: "), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("cannot run"), std::string::npos) << r.out;

  // Hand-edit the fusion pass and every later stage: exp becomes tanh.
  std::vector<xla::DumpStage> stages = xla::dumpStages(dir, "jit__lambda");
  size_t edited = 0;
  while (edited < stages.size() && stages[edited].pass.find(".after_fusion") == std::string::npos) ++edited;
  ASSERT_LT(edited, stages.size());
  for (size_t k = edited; k < stages.size(); ++k) {
    std::string text = readAll(stages[k].path);
    text = std::regex_replace(text, std::regex(" exponential\\("), " tanh(");
    std::ofstream(stages[k].path) << text;
  }
  ToolResult broken = runHloref({"bisect", dir, "--module", "jit__lambda", "--inputs", inputs});
  EXPECT_EQ(broken.status, 1) << broken.out << broken.err;
  EXPECT_NE(broken.out.find("first pass whose results leave the bound: " + stages[edited].pass), std::string::npos)
      << broken.out;
  EXPECT_NE(broken.out.find("tanh("), std::string::npos) << broken.out;
}

TEST(XlaGridFromJax, PartitionedModuleRunsOnItsGrid) {
  // jax.jit with shardings over 4 CPU devices: the optimized module is
  // partitioned (num_partitions=4, per-device shapes, an all-reduce over a
  // mesh); run on its grid with the shards, every partition holds the
  // unpartitioned module's result, up to the all-reduce's summation order.
  std::string python = jaxPython();
  if (python.empty()) GTEST_SKIP() << "no JAX (tools/backends/setup.sh makes the venv)";
  std::string dir = makeTempDir();
  std::string script = writeTempFile("spmd.py", R"(import os, sys
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=4"
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
jax.config.update("jax_platforms", "cpu")
out = sys.argv[1]
mesh = Mesh(np.array(jax.devices()[:4]), ("x",))
a = np.random.RandomState(0).standard_normal((8, 4)).astype(np.float32)
b = np.random.RandomState(1).standard_normal((4, 6)).astype(np.float32)
f = jax.jit(lambda a, b: jnp.tanh(a @ b).sum(0), in_shardings=(NamedSharding(mesh, P("x", None)), NamedSharding(mesh, P())),
            out_shardings=NamedSharding(mesh, P()))
lowered = f.lower(a, b)
open(out + "/before.hlo", "w").write(lowered.as_text(dialect="hlo"))
open(out + "/after.hlo", "w").write(lowered.compile().as_text())
np.savez(out + "/in.npz", a=a, b=b)
np.savez(out + "/shards.npz", *[x for k in range(4) for x in (a[2 * k:2 * k + 2], b)])
)");
  ASSERT_EQ(std::system(("'" + python + "' '" + script + "' '" + dir + "' >/dev/null 2>&1").c_str()), 0);
  ToolResult whole = runHloref({"run", dir + "/before.hlo", "--inputs", dir + "/in.npz", "--outputs", dir + "/w.npz"});
  ASSERT_EQ(whole.status, 0) << whole.err;
  ToolResult parts = runHloref({"run", dir + "/after.hlo", "--inputs", dir + "/shards.npz"});
  ASSERT_EQ(parts.status, 0) << parts.err;
  for (const char* p : {"// process (0, 0)", "// process (0, 1)", "// process (0, 2)", "// process (0, 3)"})
    EXPECT_NE(parts.out.find(p), std::string::npos) << parts.out;
  // Each partition prints the six sums; compare them with the whole run's.
  std::regex number("[-0-9.]+e[-+][0-9]+");
  auto numbers = [&](const std::string& text) {
    std::vector<double> v;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), number); it != std::sregex_iterator(); ++it)
      v.push_back(std::stod(it->str()));
    return v;
  };
  std::vector<double> expected = numbers(whole.out), got = numbers(parts.out);
  ASSERT_EQ(expected.size(), 6u);
  ASSERT_EQ(got.size(), 24u);
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], expected[i % 6], 1e-5 * std::fabs(expected[i % 6]) + 1e-6);
}

}  // namespace
}  // namespace hloref::testing
