// Program model (spec: Programs, Functions, Operations): modules of
// functions; functions and input functions (regions) hold blocks of ops.
// Every SSA value of a function has a slot number, assigned by the parser,
// so that execution reads and writes a flat frame.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/attribute.h"
#include "core/diagnostic.h"
#include "core/types.h"

namespace hloref {

struct Region;
struct OpDef;

struct Op {
  std::string name;  // "stablehlo.add", "func.return", "check.expect_eq", ...
  std::vector<int> operands;   // value slots
  std::vector<Type> operandTypes;
  std::vector<int> results;    // value slots
  std::vector<Type> resultTypes;
  AttributeList attributes;    // properties `<{..}>` and attributes `{..}` alike
  std::vector<Region> regions;
  Location loc;
  // The op's definition, bound by the interpreter when it loads the module
  // (interpreter/program.h); null before, and for ops it cannot run.
  const OpDef* def = nullptr;
  // Bit i: operand i's value is defined in this op's block and read for the
  // last time here (no later op of the block, nor a region of this op,
  // reads it), so the evaluator hands it over instead of copying; set with
  // `def` (interpreter/program.cpp). Operands past 63 are copied.
  uint64_t lastUses = 0;
  bool isTerminator = false;  // func.return / stablehlo.return, marked by the parser

  const Attribute* attr(std::string_view name) const;
};

struct Block {
  std::vector<int> arguments;  // value slots
  std::vector<Type> argumentTypes;
  std::vector<Op> ops;
};

struct Region {
  std::vector<Block> blocks;  // StableHLO regions have exactly one block
};

struct Func {
  std::string name;  // without '@'
  bool isPrivate = false;
  std::vector<Type> inputs;
  std::vector<Type> outputs;
  AttributeList attributes;
  Region body;
  int numSlots = 0;
  Location loc;
};

struct Module {
  std::string name;
  AttributeList attributes;
  std::vector<std::unique_ptr<Func>> funcs;
  // Module-level ops other than functions, in source order: Shardy's
  // `sdy.mesh @name = <...>` (attributes `sym_name` and `mesh`).
  std::vector<Op> ops;
  // Modules nested in this one (`module { module @a {...} }`), each its own
  // symbol table (syntax/parser.h says which one runs).
  std::vector<std::unique_ptr<Module>> modules;
  Location loc;
  std::vector<Error> warnings;  // reported as `warning:`, the run goes on

  const Func* lookup(std::string_view name) const;
  // The module-level op `opName` whose sym_name is `symbol` (sdy.mesh), or null.
  const Op* lookupOp(std::string_view opName, std::string_view symbol) const;
};

}  // namespace hloref
