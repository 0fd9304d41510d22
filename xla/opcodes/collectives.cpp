// Collectives (operation_semantics.md: AllReduce, CrossReplicaSum,
// AllGather, AllToAll, ReduceScatter, CollectivePermute, ReplicaId;
// async_ops.md for the -start/-done pairs).
//
// Where XLA differs:
// - replica_groups may be written as lists ({{0,1},{2,3}}), in iota form
//   ([G,S]<=[N] or [G,S]<=[d0,d1,...]T(perm): the ids 0..N-1 laid out as
//   dims, transposed by perm, read as G groups of S) or over a mesh
//   (mesh['x'=4,'y'=2] {'x'}: devices that differ only along the listed
//   axes); empty means every process. channel_id=N is StableHLO's channel_handle (type 1).
// - all-to-all with dimensions={d} splits and concatenates along d, with
//   split_count the group size (every replica when the groups are empty).
// - all-reduce-start, all-gather-start and collective-permute-start do the
//   collective; their -done gives its result: asynchrony changes no value.
//   cross-replica-sum is all-reduce.
#include <algorithm>
#include <map>

#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

std::vector<std::vector<int64_t>> iotaGroups(AttrReader& r) {
  Cursor& c = r.cursor();
  auto bracketList = [&](std::string_view what) {
    c.expect('[', what);
    std::vector<int64_t> v;
    do v.push_back(c.integer(what));
    while (c.consume(','));
    c.expect(']', what);
    return v;
  };
  std::vector<int64_t> shape = bracketList("the iota group shape [G,S]");
  if (shape.size() != 2 || shape[0] < 0 || shape[1] < 0) r.error("the iota group shape must be [groups,size]");
  if (!c.consumeText("<=")) c.expected("'<=' in iota replica groups");
  std::vector<int64_t> dims = bracketList("the iota dimensions");
  std::vector<int64_t> perm(dims.size());
  for (size_t i = 0; i < perm.size(); ++i) perm[i] = static_cast<int64_t>(i);
  if (c.consumeText("T")) perm = [&] {
    c.expect('(', "to open the transpose");
    std::vector<int64_t> v;
    do v.push_back(c.integer("a transpose dimension"));
    while (c.consume(','));
    c.expect(')', "to close the transpose");
    return v;
  }();
  int64_t total = 1;
  for (int64_t d : dims) {
    if (d <= 0 || d > 4096) r.error("iota dimensions must be between 1 and 4096");
    total *= d;
  }
  if (total != shape[0] * shape[1] || total > 1 << 16) r.error("the iota ids do not fill [G,S]");
  std::vector<bool> seen(perm.size());
  for (int64_t p : perm) {
    if (p < 0 || p >= static_cast<int64_t>(perm.size()) || seen[static_cast<size_t>(p)]) r.error("T(..) must permute the dimensions");
    seen[static_cast<size_t>(p)] = true;
  }
  // Transposed position k: its index in the transposed shape, mapped back.
  std::vector<int64_t> tdims;
  for (int64_t p : perm) tdims.push_back(dims[static_cast<size_t>(p)]);
  std::vector<int64_t> strides(dims.size(), 1);
  for (size_t i = dims.size(); i-- > 1;) strides[i - 1] = strides[i] * dims[i];
  std::vector<std::vector<int64_t>> groups(static_cast<size_t>(shape[0]));
  std::vector<int64_t> index(dims.size(), 0);
  for (int64_t k = 0; k < total; ++k) {
    int64_t id = 0;
    for (size_t j = 0; j < perm.size(); ++j) id += index[j] * strides[static_cast<size_t>(perm[j])];
    groups[static_cast<size_t>(k / shape[1])].push_back(id);
    for (size_t j = tdims.size(); j-- > 0;) {
      if (++index[j] < tdims[j]) break;
      index[j] = 0;
    }
  }
  return groups;
}

// An axis name of a mesh: 'axis_0' or axis_0.
std::string axisName(Cursor& c) {
  if (c.consume('\'')) {
    size_t start = c.offset();
    while (c.current() != '\'' && c.current() != '\n' && c.current() != '\0') c.seek(c.offset() + 1);
    std::string name(c.map().text().substr(start, c.offset() - start));
    c.expect('\'', "to close an axis name");
    return name;
  }
  return std::string(c.name("an axis name"));
}

// mesh['a'=4,'b'=2] {'a'}: the device ids laid out row-major over the mesh
// axes; each group holds the devices that differ only along the listed
// axes, in row-major order over them.
std::vector<std::vector<int64_t>> meshGroups(AttrReader& r) {
  Cursor& c = r.cursor();
  if (!c.consumeWord("mesh")) c.expected("mesh[...]");
  c.expect('[', "to open the mesh axes");
  std::vector<std::string> names;
  std::vector<int64_t> sizes;
  do {
    names.push_back(axisName(c));
    c.expect('=', "after an axis name");
    int64_t size = c.integer("an axis size");
    if (size < 1 || size > 4096) r.error("mesh axis sizes must be from 1 to 4096");
    sizes.push_back(size);
  } while (c.consume(','));
  c.expect(']', "to close the mesh axes");
  c.expect('{', "to open the collective's axes");
  std::vector<bool> listed(names.size(), false);
  if (!c.consume('}')) {
    do {
      std::string name = axisName(c);
      auto it = std::find(names.begin(), names.end(), name);
      if (it == names.end()) r.error("no mesh axis '" + name + "'");
      listed[static_cast<size_t>(it - names.begin())] = true;
    } while (c.consume(','));
    c.expect('}', "to close the collective's axes");
  }
  int64_t total = 1;
  for (int64_t s : sizes) total *= s;
  if (total > 1 << 16) r.error("the mesh has too many devices");
  // Group key: the coordinates along the unlisted axes.
  std::map<std::vector<int64_t>, std::vector<int64_t>> groups;
  std::vector<int64_t> index(sizes.size(), 0);
  for (int64_t id = 0; id < total; ++id) {
    std::vector<int64_t> key;
    for (size_t a = 0; a < sizes.size(); ++a)
      if (!listed[a]) key.push_back(index[a]);
    groups[key].push_back(id);
    for (size_t a = sizes.size(); a-- > 0;) {
      if (++index[a] < sizes[a]) break;
      index[a] = 0;
    }
  }
  std::vector<std::vector<int64_t>> out;
  for (auto& [key, ids] : groups) out.push_back(std::move(ids));
  return out;
}

}  // namespace

std::vector<std::vector<int64_t>> replicaGroups(Emitter& e) {
  if (!e.has("replica_groups")) return {};
  AttrReader r = e.read("replica_groups");
  std::vector<std::vector<int64_t>> groups = r.cursor().peek() == '[' ? iotaGroups(r)
                                             : r.cursor().peek() == 'm' ? meshGroups(r)
                                                                        : r.intLists();
  r.done();
  return groups;
}

Attribute groupsAttr(const std::vector<std::vector<int64_t>>& groups) {
  int64_t columns = 0;
  for (const auto& g : groups) columns = std::max<int64_t>(columns, static_cast<int64_t>(g.size()));
  return i64Matrix(groups, columns);
}

namespace {

void channelHandle(Emitter& e, Op& o) {
  if (e.has("channel_id"))
    o.attributes.emplace_back("channel_handle", mlirAttribute("#stablehlo.channel_handle<handle = " +
                                                              std::to_string(e.integer("channel_id")) + ", type = 1>"));
}

void commonAttributes(Emitter& e, Op& o, const std::vector<std::vector<int64_t>>& groups) {
  o.attributes.emplace_back("replica_groups", groupsAttr(groups));
  channelHandle(e, o);
  if (e.flag("use_global_device_ids")) o.attributes.emplace_back("use_global_device_ids", Attribute{});
}

int64_t oneDimension(Emitter& e) {
  std::vector<int64_t> d = e.intList("dimensions");
  if (d.size() != 1) e.error("needs one dimension, got " + listText(d));
  return d[0];
}

void translateAllReduce(Emitter& e) {
  auto groups = replicaGroups(e);
  Region region = e.region("to_apply", 1);
  size_t index = e.block.ops.size();
  e.multi("stablehlo.all_reduce", e.operands, e.operandTypes);
  e.block.ops[index].regions.push_back(std::move(region));
  commonAttributes(e, e.block.ops[index], groups);
}

void translateReduceScatter(Emitter& e) {
  auto groups = replicaGroups(e);
  int64_t d = oneDimension(e);
  Region region = e.region("to_apply", 1);
  size_t index = e.block.ops.size();
  e.multi("stablehlo.reduce_scatter", e.operands, e.operandTypes);
  e.block.ops[index].regions.push_back(std::move(region));
  e.block.ops[index].attributes.emplace_back("scatter_dimension", i64Attr(d));
  commonAttributes(e, e.block.ops[index], groups);
}

// all-gather-start's value is (operand, result): the start gathers.
void translateAllGather(Emitter& e) {
  auto groups = replicaGroups(e);
  int64_t d = oneDimension(e);
  bool start = e.inst.opcode == "all-gather-start";
  Type r = e.resultType();
  std::vector<Type> resultTypes = start ? std::vector<Type>{r.elements().at(1)} : r.isTuple() ? r.elements() : std::vector<Type>{r};
  Op& o = e.op("stablehlo.all_gather", e.operands, e.operandTypes, resultTypes);
  size_t index = e.block.ops.size() - 1;
  o.attributes.emplace_back("all_gather_dim", i64Attr(d));
  commonAttributes(e, o, groups);
  if (start) {
    int gathered = e.block.ops[index].results[0];
    e.result = e.op("stablehlo.tuple", {e.operands[0], gathered}, {e.operandTypes[0], resultTypes[0]}, {r}).results[0];
  } else {
    e.setResults(e.block.ops[index]);
  }
}

int64_t replicaCount(const Emitter& e) {
  const HloAttribute* a = e.t.hlo.attribute("replica_count");
  if (!a) return 1;
  AttrReader r(e.t.hlo, *a);
  return r.integer();
}

// The tuple form: operand i goes to the i-th process of the group, result i
// comes from it (xla/ops/all_to_all_tuple.cpp).
void allToAllTuple(Emitter& e) {
  auto groups = replicaGroups(e);
  size_t index = e.block.ops.size();
  e.multi("xla.all_to_all_tuple", e.operands, e.operandTypes);
  commonAttributes(e, e.block.ops[index], groups);
}

void translateAllToAll(Emitter& e) {
  if (!e.has("dimensions")) return allToAllTuple(e);
  e.requireOperands(1);
  auto groups = replicaGroups(e);
  int64_t d = oneDimension(e);
  int64_t count = groups.empty() ? replicaCount(e) : static_cast<int64_t>(groups[0].size());
  Op& o = e.simple("stablehlo.all_to_all");
  o.attributes.emplace_back("split_dimension", i64Attr(d));
  o.attributes.emplace_back("concat_dimension", i64Attr(d));
  o.attributes.emplace_back("split_count", i64Attr(count));
  commonAttributes(e, o, groups);
}

// collective-permute-start's value is (operand, result, context, context).
void translateCollectivePermute(Emitter& e) {
  std::vector<std::vector<int64_t>> pairs;
  if (e.has("source_target_pairs")) {
    AttrReader r = e.read("source_target_pairs");
    pairs = r.intLists();
    r.done();
    for (const auto& p : pairs)
      if (p.size() != 2) r.error("each pair must be {source,target}");
  }
  bool start = e.inst.opcode == "collective-permute-start";
  Type r = e.resultType();
  Type resultType = start ? r.elements().at(1) : r;
  Op& o = e.op("stablehlo.collective_permute", {e.operands.at(0)}, {e.operandTypes.at(0)}, {resultType});
  int permuted = o.results[0];
  o.attributes.emplace_back("source_target_pairs", i64Matrix(pairs, 2));
  channelHandle(e, o);
  if (!start) {
    e.result = permuted;
    return;
  }
  std::vector<int> elements{e.operands[0], permuted};
  std::vector<Type> types{e.operandTypes[0], resultType};
  for (size_t i = 2; i < r.elements().size(); ++i) {
    elements.push_back(e.zeros(r.elements()[i]));
    types.push_back(r.elements()[i]);
  }
  e.result = e.op("stablehlo.tuple", elements, types, {r}).results[0];
}

void translateCollectiveBroadcast(Emitter& e) {
  e.requireOperands(1);
  auto groups = replicaGroups(e);
  Op& o = e.simple("stablehlo.collective_broadcast");
  commonAttributes(e, o, groups);
}

void translateDone(Emitter& e) {
  e.requireOperands(1);
  const Type& t = e.operandTypes[0];
  // all-gather-done and collective-permute-done take the result out of the
  // start's tuple; all-reduce-done passes it on.
  e.result = t.isTuple() && e.inst.opcode != "all-reduce-done" ? e.getTupleElement(e.operands[0], t, 1) : e.operands[0];
}

}  // namespace

HLOREF_HLO_OPCODE("all-reduce", translateAllReduce);
HLOREF_HLO_OPCODE("all-reduce-start", translateAllReduce);
HLOREF_HLO_OPCODE("cross-replica-sum", translateAllReduce);
HLOREF_HLO_OPCODE("all-reduce-done", translateDone);
HLOREF_HLO_OPCODE("reduce-scatter", translateReduceScatter);
HLOREF_HLO_OPCODE("all-gather", translateAllGather);
HLOREF_HLO_OPCODE("all-gather-start", translateAllGather);
HLOREF_HLO_OPCODE("all-gather-done", translateDone);
HLOREF_HLO_OPCODE("all-to-all", translateAllToAll);
HLOREF_HLO_OPCODE("collective-permute", translateCollectivePermute);
HLOREF_HLO_OPCODE("collective-permute-start", translateCollectivePermute);
HLOREF_HLO_OPCODE("collective-permute-done", translateDone);
HLOREF_HLO_OPCODE("collective-broadcast", translateCollectiveBroadcast);

}  // namespace hloref::xla
