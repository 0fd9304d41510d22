// The checker's rules that are not constraints of one op (spec: Programs,
// Functions; Types). Internal to checker/: the driver in checker.cpp calls
// them for every function.
//
// Rule names, as they appear in diagnostics ("error: <subject> violates
// <rule>: ..." for type rules, "error: function-level rule <rule>: ..."):
//   return-types           func.return's operands have the function's output types
//   terminator             a function body ends with func.return, a region with a return
//   value-types            an op's signature gives each operand the type of its value
//   symbol-reference       func.call callee, custom_call called_computations and
//                          composite decomposition name functions of the module
//   call-types             func.call's operand/result types are the callee's
//   use-before-definition  (the parser rejects it in text; checked for built modules)
//   single-assignment      (likewise)
//   sdy-sharding           a Shardy sharding names a mesh of the module and axes of it
//   sdy-manual-computation a manual_computation's body has its operands' and results' shards
//   quantized_element_type C1..C11, quantized_tensor_type C12..C13 (spec/types.yaml)
#pragma once

#include <vector>

#include "checker/checker.h"

namespace hloref::checker::detail {

// Function-level rules and type rules for the types `func` defines.
void checkFunctionRules(const Module& module, const Func& func, std::vector<Diagnostic>& out);

// Shardy's rules for an sdy op (checker/sdy_rules.cpp): `sdy-sharding`,
// `sdy-manual-computation`.
void checkSdyOp(const Module& module, const Op& op, std::vector<Diagnostic>& out);

// The Types section's rules for `type` (tuples: each element), reported at
// `loc` with `where` naming the value ("argument #0 of @main").
void checkTypeRules(const Type& type, const Location& loc, const std::string& where, std::vector<Diagnostic>& out);

}  // namespace hloref::checker::detail
