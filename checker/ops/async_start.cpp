// spec: Ops > async_start.
#include <algorithm>
#include <array>

#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

constexpr std::array<std::string_view, 9> kAsyncOps = {
    "stablehlo.all_reduce",   "stablehlo.all_gather",           "stablehlo.all_to_all",
    "stablehlo.collective_permute", "stablehlo.reduce_scatter", "stablehlo.collective_broadcast",
    "stablehlo.slice",        "stablehlo.dynamic_slice",        "stablehlo.dynamic_update_slice"};

void checkAsyncStart(OpContext& c) {
  const Block* body = c.op.regions.size() == 1 && c.op.regions[0].blocks.size() == 1 ? &c.op.regions[0].blocks[0] : nullptr;
  bool shapeOk = body && body->ops.size() == 2 && !body->ops[0].isTerminator && body->ops[1].isTerminator;
  if (!c.require(shapeOk, "C1", [&] {
        return body ? "body holds " + std::to_string(body->ops.size()) + " operations" : std::string("body is missing");
      }))
    return;
  const Op& inner = body->ops[0];
  c.require(std::find(kAsyncOps.begin(), kAsyncOps.end(), inner.name) != kAsyncOps.end(), "C2",
            [&] { return "op(body) = " + inner.name; });
  // The body names the operands directly or through its block arguments.
  c.require(inner.operands == c.op.operands || (inner.operands == body->arguments &&
                                                sameTypes(body->argumentTypes, c.op.operandTypes)),
            "C3", [&] {
    return "operands " + typesText(c.op.operandTypes) + ", operands(op(body)) " + typesText(inner.operandTypes);
  });
  bool resultOk = c.numResults() == 1 && c.resultType(0).kind() == Type::Kind::Future &&
                  sameTypes(c.resultType(0).elements(), inner.resultTypes);
  c.require(resultOk, "C4", [&] {
    return "type(result) = " + typesText(c.op.resultTypes) + ", type(op(body)) = " + typesText(inner.resultTypes);
  });
}

HLOREF_CHECKER("stablehlo.async_start", checkAsyncStart,
               {{"C1", "body = {op; return}"},
                {"C2", "op(body) in {all_reduce, all_gather, all_to_all, collective_permute, reduce_scatter, collective_broadcast, slice, dynamic_slice, dynamic_update_slice}"},
                {"C3", "operands... = operands(op(body))..."},
                {"C4", "if type(op(body)) = T then type(result) = future<T>"}});

}  // namespace
}  // namespace hloref::checker
