// Ops that apply a computation to elements, and the indexing ops
// (operation_semantics.md: Reduce, ReduceWindow, SelectAndScatter, Map,
// Sort, Scatter, Gather). The applied computation becomes the op's region.
//
// Where XLA differs:
// - Variadic forms return one tuple; StableHLO returns its elements.
// - map: XLA's builder Map took `static_operands` passed to every
//   application; HLO's map has none (they are constants of the computation),
//   so the HLO op is StableHLO's map.
// - sort: `dimensions={d}` (one) and `is_stable`, as StableHLO's sort.
// - gather's fields before the 2018 renaming are accepted with a warning
//   naming the new one (output_window_dims -> offset_dims,
//   elided_window_dims -> collapsed_slice_dims, gather_dims_to_operand_dims
//   -> start_index_map, window_bounds -> slice_sizes; gather_indices, the
//   operand, is positional in HLO text).
#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

size_t halfOf(Emitter& e) {
  if (e.operands.size() % 2 != 0 || e.operands.empty())
    e.error("takes N inputs and N initial values, got " + std::to_string(e.operands.size()) + " operands");
  return e.operands.size() / 2;
}

// An op with one region of `results` values whose value is its results (a tuple when several).
size_t regionOp(Emitter& e, const char* name, std::string_view regionAttr, size_t results) {
  Region region = e.region(regionAttr, results);
  size_t index = e.block.ops.size();
  e.multi(name, e.operands, e.operandTypes);
  e.block.ops[index].regions.push_back(std::move(region));
  return index;
}

void translateReduce(Emitter& e) {
  size_t n = halfOf(e);
  std::vector<int64_t> dims = e.intList("dimensions");
  size_t index = regionOp(e, "stablehlo.reduce", "to_apply", n);
  e.block.ops[index].attributes.emplace_back("dimensions", i64Array(dims));
}

void translateReduceWindow(Emitter& e) {
  size_t n = halfOf(e);
  Window w = readWindow(e, static_cast<int64_t>(e.operandShapes[0]->dims.size()));
  size_t index = regionOp(e, "stablehlo.reduce_window", "to_apply", n);
  AttributeList& a = e.block.ops[index].attributes;
  a.emplace_back("window_dimensions", i64Array(w.size));
  a.emplace_back("window_strides", i64Array(w.stride));
  a.emplace_back("base_dilations", i64Array(w.lhsDilate));
  a.emplace_back("window_dilations", i64Array(w.rhsDilate));
  a.emplace_back("padding", paddingAttr(w.padLow, w.padHigh));
}

void translateSelectAndScatter(Emitter& e) {
  e.requireOperands(3);
  Window w = readWindow(e, static_cast<int64_t>(e.operandShapes[0]->dims.size()));
  Region select = e.region("select", 1);
  Region scatter = e.region("scatter", 1);
  Op& o = e.simple("stablehlo.select_and_scatter");
  o.regions.push_back(std::move(select));
  o.regions.push_back(std::move(scatter));
  o.attributes.emplace_back("window_dimensions", i64Array(w.size));
  o.attributes.emplace_back("window_strides", i64Array(w.stride));
  o.attributes.emplace_back("padding", paddingAttr(w.padLow, w.padHigh));
}

void translateMap(Emitter& e) {
  std::vector<int64_t> dims = e.intListOr("dimensions");
  if (!e.has("dimensions"))
    for (size_t d = 0; d < e.inst.shape.dims.size(); ++d) dims.push_back(static_cast<int64_t>(d));
  size_t index = regionOp(e, "stablehlo.map", "to_apply", 1);
  e.block.ops[index].attributes.emplace_back("dimensions", i64Array(dims));
}

void translateSort(Emitter& e) {
  std::vector<int64_t> dims = e.intList("dimensions");
  if (dims.size() != 1) e.error("sorts along one dimension, got " + listText(dims));
  bool stable = e.flag("is_stable");
  size_t index = regionOp(e, "stablehlo.sort", "to_apply", 1);
  e.block.ops[index].attributes.emplace_back("dimension", i64Attr(dims[0]));
  e.block.ops[index].attributes.emplace_back("is_stable", boolAttr(stable));
}

void translateScatter(Emitter& e) {
  if (e.operands.size() < 3 || e.operands.size() % 2 != 1)
    e.error("takes N inputs, the indices and N updates, got " + std::to_string(e.operands.size()) + " operands");
  size_t n = (e.operands.size() - 1) / 2;
  std::string numbers = "#stablehlo.scatter<update_window_dims = " + listText(e.intListOr("update_window_dims")) +
                        ", inserted_window_dims = " + listText(e.intListOr("inserted_window_dims")) +
                        ", input_batching_dims = " + listText(e.intListOr("input_batching_dims")) +
                        ", scatter_indices_batching_dims = " + listText(e.intListOr("scatter_indices_batching_dims")) +
                        ", scatter_dims_to_operand_dims = " + listText(e.intListOr("scatter_dims_to_operand_dims")) +
                        ", index_vector_dim = " + std::to_string(e.integerOr("index_vector_dim", 0)) + ">";
  bool sorted = e.flag("indices_are_sorted"), unique = e.flag("unique_indices");
  size_t index = regionOp(e, "stablehlo.scatter", "to_apply", n);
  AttributeList& a = e.block.ops[index].attributes;
  a.emplace_back("scatter_dimension_numbers", mlirAttribute(numbers));
  a.emplace_back("indices_are_sorted", boolAttr(sorted));
  a.emplace_back("unique_indices", boolAttr(unique));
}

// A gather field under its current name or its name before the renaming.
std::vector<int64_t> gatherField(Emitter& e, std::string_view name, std::string_view oldName) {
  const HloAttribute* current = e.attr(name);
  const HloAttribute* old = e.attr(oldName);
  if (current && old)
    fail(e.locAt(old->begin), "'gather' has both " + std::string(name) + " and its old name " + std::string(oldName));
  if (!old) return e.intListOr(name);
  e.warn(old->begin - oldName.size() - 1, "'gather' attribute '" + std::string(oldName) + "' is deprecated: use '" +
                                              std::string(name) + "' (the 2018 gather renaming)");
  return e.intListOr(oldName);
}

void translateGather(Emitter& e) {
  e.requireOperands(2);
  std::vector<int64_t> offset = gatherField(e, "offset_dims", "output_window_dims");
  std::vector<int64_t> collapsed = gatherField(e, "collapsed_slice_dims", "elided_window_dims");
  std::vector<int64_t> startIndexMap = gatherField(e, "start_index_map", "gather_dims_to_operand_dims");
  if (!e.has("slice_sizes") && !e.has("window_bounds")) e.read("slice_sizes");
  std::vector<int64_t> sliceSizes = gatherField(e, "slice_sizes", "window_bounds");
  std::string numbers = "#stablehlo.gather<offset_dims = " + listText(offset) +
                        ", collapsed_slice_dims = " + listText(collapsed) +
                        ", operand_batching_dims = " + listText(e.intListOr("operand_batching_dims")) +
                        ", start_indices_batching_dims = " + listText(e.intListOr("start_indices_batching_dims")) +
                        ", start_index_map = " + listText(startIndexMap) +
                        ", index_vector_dim = " + std::to_string(e.integerOr("index_vector_dim", 0)) + ">";
  bool sorted = e.flag("indices_are_sorted");
  Op& o = e.simple("stablehlo.gather");
  o.attributes.emplace_back("dimension_numbers", mlirAttribute(numbers));
  o.attributes.emplace_back("slice_sizes", i64Array(sliceSizes));
  o.attributes.emplace_back("indices_are_sorted", boolAttr(sorted));
}

}  // namespace

HLOREF_HLO_OPCODE("reduce", translateReduce);
HLOREF_HLO_OPCODE("reduce-window", translateReduceWindow);
HLOREF_HLO_OPCODE("select-and-scatter", translateSelectAndScatter);
HLOREF_HLO_OPCODE("map", translateMap);
HLOREF_HLO_OPCODE("sort", translateSort);
HLOREF_HLO_OPCODE("scatter", translateScatter);
HLOREF_HLO_OPCODE("gather", translateGather);

}  // namespace hloref::xla
