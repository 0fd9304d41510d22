// Runs a program with regions on registers and op by op
// (RunOptions::scalarRegions) and expects the same bits: the check of
// scalar_region_test.cpp and region_registers_test.cpp.
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref::both_ways {

inline std::vector<Value> run(const Program& program, bool scalarRegions) {
  RunOptions options;
  options.scalarRegions = scalarRegions;
  Evaluator evaluator(program, options);
  return evaluator.call(*program.module().lookup("main"), {});
}

// Runs `program` both ways and expects identical results, NaN payloads
// included.
inline void expectSameBothWays(const std::string& program) {
  SCOPED_TRACE(program);
  std::unique_ptr<const Program> module;
  ASSERT_NO_THROW(module = Program::loadOrThrow(parseModule(program, "both_ways.mlir")));
  std::vector<Value> general = run(*module, false);
  std::vector<Value> registers = run(*module, true);
  ASSERT_EQ(general.size(), registers.size());
  for (size_t i = 0; i < general.size(); ++i) {
    ASSERT_TRUE(general[i].isTensor() && registers[i].isTensor());
    const Tensor& a = general[i].tensor();
    const Tensor& b = registers[i].tensor();
    ASSERT_EQ(tensorTypeString(a.type()), tensorTypeString(b.type()));
    ASSERT_EQ(a.byteSize(), b.byteSize());
    const int w = storageBytes(a.elementType());
    for (int64_t e = 0; e < a.numElements(); ++e)
      ASSERT_EQ(0, std::memcmp(a.bytes() + e * w, b.bytes() + e * w, static_cast<size_t>(w)))
          << "result #" << i << " element " << e;
  }
}

}  // namespace hloref::both_ways
