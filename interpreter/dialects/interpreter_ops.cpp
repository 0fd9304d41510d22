// The `interpreter` dialect of test programs (design: Test-harness ops):
// print and probe.
#include <fstream>
#include <mutex>

#include "interpreter/evaluator.h"
#include "syntax/npy.h"
#include "syntax/printer.h"

namespace hloref {
namespace {

std::mutex& outputMutex() {
  static std::mutex m;
  return m;
}

std::vector<Value> evalPrint(OpCall& call) {
  std::lock_guard<std::mutex> lock(outputMutex());  // whole lines, even from parallel processes
  for (const Value& v : call.operands) call.evaluator.out() << valueString(v) << "\n";
  return {};
}

// Writes the operand to <dir>/<probe_id>_<iteration>.npy, records it in
// <dir>/index.csv, and returns the operand unchanged.
std::vector<Value> evalProbe(OpCall& call) {
  const Attribute& id = call.attr("probe_id");
  if (id.kind != Attribute::Kind::String) call.fail("needs a string probe_id");
  const Tensor& value = call.tensor(0);
  const std::string& dir = call.evaluator.probeDirectory();
  int64_t iteration = call.evaluator.nextProbeIteration(id.text);
  std::string path = call.evaluator.probePath(id.text, iteration);
  writeNpyFile(path, value);
  std::ofstream index(dir + "/index.csv", std::ios::app);
  index << id.text << "," << tensorTypeString(value.type()) << "," << path << "\n";
  if (!index) call.fail("cannot write " + dir + "/index.csv");
  return {call.operands[0]};
}

HLOREF_OP({.name = "interpreter.print",
           .eval = evalPrint,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "interpreter.probe",
           .eval = evalProbe,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace
}  // namespace hloref
