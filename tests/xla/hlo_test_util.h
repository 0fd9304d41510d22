// Running HLO text in-process, for the tests of xla/.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/value.h"
#include "interpreter/evaluator.h"
#include "xla/translate.h"

namespace hloref::testing {

inline Tensor f32Tensor(Shape shape, const std::vector<double>& values) {
  TensorType t;
  t.elementType = ElementType::F32;
  t.shape = std::move(shape);
  Tensor out(t);
  for (size_t i = 0; i < values.size(); ++i) out.setFloatValue(static_cast<int64_t>(i), values[i]);
  return out;
}

inline Tensor intTensor(ElementType et, Shape shape, const std::vector<int64_t>& values) {
  TensorType t;
  t.elementType = et;
  t.shape = std::move(shape);
  Tensor out(t);
  for (size_t i = 0; i < values.size(); ++i) out.setIntBits(static_cast<int64_t>(i), static_cast<uint64_t>(values[i]));
  return out;
}

inline std::vector<double> floatsOf(const Value& v) {
  std::vector<double> out;
  for (int64_t i = 0; i < v.tensor().numElements(); ++i) out.push_back(v.tensor().floatValue(i));
  return out;
}

inline std::vector<int64_t> intsOf(const Value& v) {
  std::vector<int64_t> out;
  for (int64_t i = 0; i < v.tensor().numElements(); ++i) out.push_back(v.tensor().intValue(i));
  return out;
}

// Translates, checks and runs @main of HLO text.
inline std::vector<Value> runHlo(const std::string& text, std::vector<Value> args) {
  std::shared_ptr<Module> module = xla::parseHloText(text, "test.hlo");
  std::unique_ptr<const Program> program = Program::loadOrThrow(module);
  Evaluator evaluator(*program, RunOptions{});
  const Func* main = program->module().lookup("main");
  if (!main) throw Error(Location{}, "no @main");
  return evaluator.call(*main, std::move(args));
}

// The error of translating (or checking) HLO text: "line:col: message".
inline std::string hloError(const std::string& text) {
  try {
    std::shared_ptr<Module> module = xla::parseHloText(text, "test.hlo");
    Program::loadOrThrow(module);
  } catch (const Error& e) {
    return std::to_string(e.location().line) + ":" + std::to_string(e.location().column) + ": " + e.what();
  }
  return "";
}

}  // namespace hloref::testing
