// The table from op names to their implementations. Each op file registers
// itself with HLOREF_OP; an op missing from the table runs as `unsupported`.
#pragma once

#include <string_view>
#include <vector>

#include "core/value.h"

namespace hloref {

struct OpCall;
using OpEval = std::vector<Value> (*)(OpCall& call);

struct OpDef {
  std::string_view name;
  OpEval eval;
};

const OpDef* findOpDef(std::string_view name);
std::vector<std::string_view> registeredOpNames();

struct OpRegistrar {
  OpRegistrar(std::string_view name, OpEval eval);
};

#define HLOREF_OP_CONCAT2(a, b) a##b
#define HLOREF_OP_CONCAT(a, b) HLOREF_OP_CONCAT2(a, b)
// HLOREF_OP("stablehlo.add", evalAdd);
#define HLOREF_OP(NAME, FN) \
  static const ::hloref::OpRegistrar HLOREF_OP_CONCAT(hlorefRegistrar, __LINE__)(NAME, FN)

}  // namespace hloref
