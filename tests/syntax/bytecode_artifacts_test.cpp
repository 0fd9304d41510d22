// StableHLO portable artifacts exported by JAX (tests/data/bytecode/,
// written by make_artifacts.py with jax 0.10.2 for VHLO 0.9.0 to 1.17.0):
// each reads to the program its text form reads to (StableHLO's own
// deserializer wrote the text), prints as text that reads back to it, and
// runs to the same results, bit for bit, on the inputs JAX exported it with.
#include <gtest/gtest.h>

#include <cstring>

#include "bytecode_test_util.h"
#include "interpreter/evaluator.h"
#include "interpreter/program.h"
#include "syntax/bytecode/reader.h"
#include "syntax/npy.h"
#include "syntax/parser.h"

namespace hloref::testing {
namespace {

// The program's results on the artifact's example inputs, or the error that
// stopped it (the same error must stop both forms).
struct Outcome {
  std::vector<Value> results;
  std::string error;
};

Outcome run(std::unique_ptr<Module> module, const std::string& inputs) {
  Outcome outcome;
  try {
    const Func* entry = module->lookup("main");
    if (!entry) throw std::runtime_error("no @main");
    std::vector<Type> signature = entry->inputs;
    std::vector<Value> args;
    for (auto& [name, t] : readNpzFile(inputs, [&](const std::string&, size_t i) -> std::optional<ElementType> {
           if (i < signature.size() && signature[i].isTensor()) return signature[i].tensorType().elementType;
           return std::nullopt;
         }))
      args.push_back(t);
    Program::LoadResult loaded = Program::load(std::move(module));
    if (!loaded.program) {
      for (const auto& d : loaded.diagnostics) outcome.error += d.str() + "\n";
      return outcome;
    }
    Evaluator evaluator(*loaded.program, RunOptions{});
    outcome.results = evaluator.call(*loaded.program->module().lookup("main"), std::move(args));
  } catch (const Error& e) {
    outcome.error = std::string("error: ") + e.what();
  }
  return outcome;
}

bool sameBits(const Value& a, const Value& b) {
  if (a.isTensor() != b.isTensor()) return false;
  if (!a.isTensor()) return a.isToken() == b.isToken();
  const Tensor& x = a.tensor();
  const Tensor& y = b.tensor();
  return x.type() == y.type() && std::memcmp(x.bytes(), y.bytes(), static_cast<size_t>(x.byteSize())) == 0;
}

// Diagnostics name the file and place; what failed must be the same.
std::string withoutLocations(const std::string& error) {
  std::string out;
  std::istringstream in(error);
  std::string line;
  while (std::getline(in, line)) {
    size_t at = line.find("error: ");
    out += (at == std::string::npos ? line : line.substr(at)) + "\n";
  }
  return out;
}

// What hloref cannot run yet, by artifact name prefix, and the diagnostic
// that says so. An entry that starts running fails here: remove it.
// (Other shape-polymorphic exports run: custom_call @shape_assertion has its
// semantics, interpreter/dialects/shape_assertion.cpp.)
const std::vector<std::pair<std::string, std::string>> kNotRunnableYet = {
    // A cumulative sum over a dynamic dimension lowers to this custom call.
    {"poly_reshape_cumsum", "custom_call target @stablehlo.dynamic_reduce_window has no semantics in hloref"},
};

class Artifact : public ::testing::TestWithParam<std::string> {};

TEST_P(Artifact, ReadsAsItsTextAndRunsAlike) {
  const std::string file = GetParam();
  const std::string base = kBytecodeDir + "/" + artifactBase(file);
  std::string bytes = readBinary(kBytecodeDir + "/" + file);
  std::string text = readBinary(base + ".mlir");
  ASSERT_TRUE(bytecode::isBytecode(bytes));
  std::unique_ptr<Module> fromBytes = parseModule(bytes, file);
  std::unique_ptr<Module> fromText = parseModule(text, base + ".mlir");
  std::string canonicalBytes = Canonical().module(*fromBytes);
  std::string canonicalText = Canonical().module(*fromText);
  ASSERT_EQ(canonicalBytes, canonicalText) << firstDifference(canonicalBytes, canonicalText);

  // `hloref print` of the artifact reads back to the same program.
  std::unique_ptr<Module> printed = parseModule(moduleString(*fromBytes), file + " (printed)");
  EXPECT_EQ(Canonical().module(*printed), canonicalText) << firstDifference(Canonical().module(*printed), canonicalText);

  Outcome a = run(std::move(fromBytes), base + ".npz");
  Outcome b = run(std::move(fromText), base + ".npz");
  EXPECT_EQ(withoutLocations(a.error), withoutLocations(b.error));
  std::string expectedError;
  for (const auto& [prefix, error] : kNotRunnableYet)
    if (file.rfind(prefix, 0) == 0) expectedError = error;
  if (expectedError.empty()) EXPECT_EQ(a.error, "") << "hloref does not run " << file;
  else EXPECT_NE(a.error.find(expectedError), std::string::npos) << file << " runs now or fails otherwise: " << a.error;
  ASSERT_EQ(a.results.size(), b.results.size());
  for (size_t i = 0; i < a.results.size(); ++i) EXPECT_TRUE(sameBits(a.results[i], b.results[i])) << "result " << i;
}

std::string testName(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = info.param.substr(0, info.param.rfind('.'));
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Jax, Artifact, ::testing::ValuesIn(bytecodeArtifacts()), testName);

TEST(BytecodeArtifacts, CoverTheFunctionsAndVersionsTheManifestPromises) {
  std::vector<std::string> files = bytecodeArtifacts();
  std::set<std::string> functions;
  std::set<std::string> versions;
  std::ifstream in(kBytecodeDir + "/manifest.txt");
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') versions.insert(line.substr(line.find(' ') + 1));
  for (const std::string& f : files) functions.insert(artifactBase(f));
  EXPECT_GE(functions.size(), 60u);
  // Bytecode versions 1 (VHLO 0.9.0), 3 (0.12.0), 4 (0.14.0) and 6 (the rest).
  for (const char* v : {"StableHLO_v0.9.0", "StableHLO_v0.12.0", "StableHLO_v0.14.0", "StableHLO_v1.0.0",
                        "StableHLO_v1.8.0", "StableHLO_v1.15.0", "StableHLO_v1.17.0"})
    EXPECT_TRUE(versions.count(v)) << v;
}

}  // namespace
}  // namespace hloref::testing
