// Opcodes of the seeds' operation semantics that StableHLO lacks: TopK,
// RaggedDot, ScaledDot, RaggedAllToAll. Their ops are in xla/ops/.
#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

// topk(x), k=K, largest=true|false -> (values, indices): xla/ops/topk.cpp.
void translateTopK(Emitter& e) {
  e.requireOperands(1);
  int64_t kValue = e.integer("k");
  bool largest = !e.has("largest") || e.flag("largest");
  Type r = e.resultType();
  if (!r.isTuple() || r.elements().size() != 2) e.error("returns (values, indices)");
  size_t index = e.block.ops.size();
  e.multi("xla.topk", e.operands, e.operandTypes);
  e.block.ops[index].attributes.emplace_back("k", i64Attr(kValue));
  e.block.ops[index].attributes.emplace_back("largest", boolAttr(largest));
}

// The dot dimension attributes, kept as lists on the op.
void dotDimensions(Emitter& e, Op& o) {
  for (const char* name : {"lhs_batch_dims", "rhs_batch_dims", "lhs_contracting_dims", "rhs_contracting_dims",
                           "lhs_ragged_dims", "rhs_group_dims"})
    o.attributes.emplace_back(name, i64Array(e.intListOr(name)));
}

// ragged-dot(lhs, rhs, group_sizes): xla/ops/ragged_dot.cpp.
void translateRaggedDot(Emitter& e) {
  e.requireOperands(3);
  size_t index = e.block.ops.size();
  e.simple("xla.ragged_dot");
  dotDimensions(e, e.block.ops[index]);
}

// scaled-dot(lhs, rhs, lhs_scale, rhs_scale): xla/ops/scaled_dot.cpp.
void translateScaledDot(Emitter& e) {
  e.requireOperands(4);
  size_t index = e.block.ops.size();
  e.simple("xla.scaled_dot");
  dotDimensions(e, e.block.ops[index]);
}

// ragged-all-to-all(input, output, input_offsets, send_sizes,
// output_offsets, recv_sizes): xla/ops/ragged_all_to_all.cpp.
void translateRaggedAllToAll(Emitter& e) {
  e.requireOperands(6);
  std::vector<std::vector<int64_t>> groups = replicaGroups(e);
  size_t index = e.block.ops.size();
  e.simple("xla.ragged_all_to_all");
  e.block.ops[index].attributes.emplace_back("replica_groups", groupsAttr(groups));
}

}  // namespace

HLOREF_HLO_OPCODE("topk", translateTopK);
HLOREF_HLO_OPCODE("ragged-dot", translateRaggedDot);
HLOREF_HLO_OPCODE("scaled-dot", translateScaledDot);
HLOREF_HLO_OPCODE("ragged-all-to-all", translateRaggedAllToAll);

}  // namespace hloref::xla
