// Shardy (the sdy dialect, ../shared/reference/shardy/) as hloref runs it.
//
// A sharded program denotes the values of its unsharded (global) program:
// shardings say where the pieces of a value live, never what the value is.
// So hloref runs such a program on one device and keeps shardings as
// metadata (sdy.mesh, sdy.sharding, mhlo.sharding, sdy.sharding_rule):
//
// - sdy.sharding_constraint, sdy.reshard, sdy.propagation_barrier: the
//   identity on their operand;
// - sdy.sharding_group: no effect;
// - sdy.constant: its value;
// - sdy.named_computation: its body, on the operands;
// - custom_call @Sharding and @annotate_device_placement (GSPMD): the identity;
// - sdy.manual_computation: its body is per-device code with explicit
//   collectives, so it runs as the devices would: one StableHLO process per
//   device of the mesh (spec: Execution > Parallel execution; num_replicas =
//   1, num_partitions = the number of devices, the process of mesh position
//   k being partition device_ids[k]), each on its shard of every operand
//   (the slices in_shardings give along the manual axes), collectives
//   inside as StableHLO defines them. Each result is put together from the
//   devices' results as out_shardings say; a block that several devices
//   hold (an axis the result is replicated on, or a free axis) is taken
//   from the device of lowest mesh position, and where another device's
//   copy differs the elements are marked implementation-defined in golden
//   runs (JAX assumes replicated results agree and does not check).
#include <cstring>
#include <iostream>
#include <set>
#include <sstream>

#include "interpreter/dialects/custom_call_targets.h"
#include "interpreter/evaluator.h"
#include "interpreter/kernels/index_walk.h"
#include "interpreter/process_grid.h"

namespace hloref {
namespace {

std::vector<Value> evalIdentity(OpCall& call) { return {call.operands.at(0)}; }

std::vector<Value> evalNothing(OpCall&) { return {}; }

// GSPMD's annotations, which JAX emits when Shardy is off and which old
// exports carry: custom_call @Sharding (mhlo.sharding = "{devices=...}")
// and @annotate_device_placement are the identity on their operand, like
// sdy.sharding_constraint. (@SPMDFullToShardShape and @SPMDShardToFullShape,
// GSPMD's manual regions, change shapes by a sharding hloref does not read:
// unsupported.)
std::vector<Value> evalIdentityTarget(OpCall& call) {
  if (call.operands.size() != 1 || call.op.resultTypes.size() != 1)
    call.fail("@" + call.attr("call_target_name").text + " takes one operand and gives one result");
  return {call.operands[0]};
}

std::vector<Value> evalConstant(OpCall& call) {
  const Attribute& value = call.attr("value");
  if (value.kind != Attribute::Kind::Dense) call.fail("supports only dense values");
  return {value.dense->withType(call.resultType(0))};
}

std::vector<Value> evalNamedComputation(OpCall& call) { return call.runRegion(0, call.operands); }

// ---- meshes and shardings ----

struct Mesh {
  std::vector<std::string> names;
  std::vector<int64_t> sizes;
  std::vector<int64_t> deviceIds;  // by mesh position (row-major over the axes)

  int64_t size() const { return static_cast<int64_t>(deviceIds.size()); }
  size_t axis(const OpCall& call, const std::string& name) const {
    for (size_t i = 0; i < names.size(); ++i)
      if (names[i] == name) return i;
    call.fail("names the axis \"" + name + "\", which the mesh does not have");
  }
  // The coordinate of mesh position `position` along axis `a`.
  int64_t coordinate(int64_t position, size_t a) const {
    for (size_t b = names.size(); b-- > a + 1;) position /= sizes[b];
    return position % sizes[a];
  }
};

Mesh readMesh(const OpCall& call, const Attribute& meshOrRef) {
  const Attribute* mesh = &meshOrRef;
  if (meshOrRef.kind == Attribute::Kind::Symbol) {
    const Op* op = call.evaluator.module().lookupOp("sdy.mesh", meshOrRef.text);
    if (!op || !op->attr("mesh")) call.fail("refers to the mesh @" + meshOrRef.text + ", which the module does not define");
    mesh = op->attr("mesh");
  }
  Mesh m;
  int64_t total = 1;
  if (const Attribute* axes = mesh->field("axes"))
    for (const Attribute& axis : axes->elements) {
      const Attribute* name = axis.field("name");
      const Attribute* size = axis.field("size");
      if (!name || !size || size->intValue < 1 || size->intValue > static_cast<int64_t>(kMaxProcesses))
        call.fail("has a mesh axis without a name or a positive size");
      m.names.push_back(name->text);
      m.sizes.push_back(size->intValue);
      total *= size->intValue;
      if (total > static_cast<int64_t>(kMaxProcesses))
        call.unsupportedHere("on a mesh of more than " + std::to_string(kMaxProcesses) + " devices");
    }
  if (const Attribute* ids = mesh->field("device_ids")) {
    if (static_cast<int64_t>(ids->elements.size()) != total)
      call.fail("has a mesh of " + std::to_string(total) + " devices but " + std::to_string(ids->elements.size()) +
                " device_ids");
    std::vector<bool> seen(static_cast<size_t>(total), false);
    for (const Attribute& id : ids->elements) {
      if (id.intValue < 0 || id.intValue >= total || seen[static_cast<size_t>(id.intValue)])
        call.fail("has mesh device_ids that are not a permutation of 0.." + std::to_string(total - 1));
      seen[static_cast<size_t>(id.intValue)] = true;
      m.deviceIds.push_back(id.intValue);
    }
  } else {
    for (int64_t i = 0; i < total; ++i) m.deviceIds.push_back(i);
  }
  return m;
}

// An axis or sub-axis `"x":(pre_size)size`: the coordinate of a device
// along it is (coordinate along x / pre_size) mod size.
struct AxisRef {
  size_t axis;
  int64_t preSize;
  int64_t size;
};

// The manual axes each dimension of a value is split along, major to minor.
using DimAxes = std::vector<std::vector<AxisRef>>;

DimAxes manualDimAxes(const OpCall& call, const Attribute& sharding, const Mesh& mesh,
                      const std::vector<bool>& manual, int64_t rank) {
  const Attribute* dims = sharding.field("dim_shardings");
  if (!dims || static_cast<int64_t>(dims->elements.size()) != rank)
    call.fail("has a sharding of " + std::to_string(dims ? dims->elements.size() : 0) + " dimensions for a value of rank " +
              std::to_string(rank));
  DimAxes out(static_cast<size_t>(rank));
  for (int64_t d = 0; d < rank; ++d) {
    const Attribute* axes = dims->elements[static_cast<size_t>(d)].field("axes");
    if (!axes) continue;
    for (const Attribute& ref : axes->elements) {
      size_t a = mesh.axis(call, ref.field("name") ? ref.field("name")->text : "");
      if (!manual[a]) continue;  // a free axis: the body sees the whole dimension
      const Attribute* pre = ref.field("pre_size");
      const Attribute* size = ref.field("size");
      AxisRef r{a, pre ? pre->intValue : 1, size ? size->intValue : mesh.sizes[a]};
      if (r.preSize < 1 || r.size < 1 || mesh.sizes[a] % (r.preSize * r.size) != 0)
        call.fail("has a sub-axis of \"" + mesh.names[a] + "\" that does not divide its size");
      out[static_cast<size_t>(d)].push_back(r);
    }
  }
  return out;
}

// The shard index of mesh position `position` along each dimension, and
// the number of shards of each dimension.
void shardIndex(const Mesh& mesh, const DimAxes& dims, int64_t position, std::vector<int64_t>& index,
                std::vector<int64_t>& count) {
  index.assign(dims.size(), 0);
  count.assign(dims.size(), 1);
  for (size_t d = 0; d < dims.size(); ++d)
    for (const AxisRef& r : dims[d]) {
      index[d] = index[d] * r.size + (mesh.coordinate(position, r.axis) / r.preSize) % r.size;
      count[d] *= r.size;
    }
}

const TensorType& staticTensorType(const OpCall& call, const Type& type, const std::string& what) {
  if (!type.isTensor() || !type.tensorType().isStatic())
    call.unsupportedHere("with " + what + " of type " + type.str() + " (only static tensors are split into shards)");
  return type.tensorType();
}

// The block of `global` at `offset` (per dimension), of local.shape(),
// copied into `local` (extractBlock) or from it (insertBlock).
int64_t blockBase(const Tensor& global, const std::vector<int64_t>& offset) {
  std::vector<int64_t> strides = stridesOf(global.shape());
  int64_t base = 0;
  for (size_t d = 0; d < offset.size(); ++d) base += offset[d] * strides[d];
  return base;
}
void extractBlock(const Tensor& global, Tensor& local, const std::vector<int64_t>& offset) {
  index_walk::copyStrided(local.bytes(), global.bytes(), storageBytes(global.elementType()), local.shape(), 0,
                          stridesOf(local.shape()), blockBase(global, offset), stridesOf(global.shape()));
}
void insertBlock(Tensor& global, const Tensor& local, const std::vector<int64_t>& offset) {
  index_walk::copyStrided(global.bytes(), local.bytes(), storageBytes(global.elementType()), local.shape(),
                          blockBase(global, offset), stridesOf(global.shape()), 0, stridesOf(local.shape()));
}

struct Sharded {
  Mesh mesh;
  std::vector<bool> manual;
  std::vector<DimAxes> in, out;
};

Sharded readShardings(const OpCall& call) {
  const Attribute& ins = call.attr("in_shardings");
  const Attribute& outs = call.attr("out_shardings");
  if (ins.elements.size() != call.operands.size() || outs.elements.size() != call.op.resultTypes.size())
    call.fail("has " + std::to_string(ins.elements.size()) + " in_shardings and " + std::to_string(outs.elements.size()) +
              " out_shardings for " + std::to_string(call.operands.size()) + " operands and " +
              std::to_string(call.op.resultTypes.size()) + " results");
  const Attribute* meshRef = nullptr;
  for (const Attribute* list : {&ins, &outs})
    for (const Attribute& s : list->elements)
      if (!meshRef) meshRef = s.field("mesh_or_ref");
  if (!meshRef) call.unsupportedHere("without a sharding that names the mesh");
  Sharded s{readMesh(call, *meshRef), {}, {}, {}};
  s.manual.assign(s.mesh.names.size(), false);
  for (const Attribute& name : call.attr("manual_axes").elements) s.manual[s.mesh.axis(call, name.text)] = true;
  for (size_t i = 0; i < call.operands.size(); ++i) {
    const TensorType& t = staticTensorType(call, call.op.operandTypes[i], "operand #" + std::to_string(i));
    s.in.push_back(manualDimAxes(call, ins.elements[i], s.mesh, s.manual, static_cast<int64_t>(t.shape.size())));
  }
  for (size_t j = 0; j < call.op.resultTypes.size(); ++j) {
    const TensorType& t = staticTensorType(call, call.op.resultTypes[j], "result #" + std::to_string(j));
    s.out.push_back(manualDimAxes(call, outs.elements[j], s.mesh, s.manual, static_cast<int64_t>(t.shape.size())));
  }
  return s;
}

// Operand i's shard for mesh position `position`, of the body argument's type.
Value shardOf(const OpCall& call, const Sharded& s, size_t i, int64_t position) {
  const Block& body = call.op.regions.at(0).blocks.at(0);
  const TensorType& localType = staticTensorType(call, body.argumentTypes.at(i), "body argument #" + std::to_string(i));
  const Tensor& global = call.tensor(i);
  std::vector<int64_t> index, count, offset;
  shardIndex(s.mesh, s.in[i], position, index, count);
  for (size_t d = 0; d < index.size(); ++d) {
    if (global.shape()[d] % count[d] != 0 || global.shape()[d] / count[d] != localType.shape[d])
      call.fail("splits dimension " + std::to_string(d) + " of operand #" + std::to_string(i) + " (size " +
                std::to_string(global.shape()[d]) + ") into " + std::to_string(count[d]) + " shards, but the body takes " +
                tensorTypeString(localType));
    offset.push_back(index[d] * localType.shape[d]);
  }
  Tensor local(localType);
  extractBlock(global, local, offset);
  return Value(std::move(local));
}

// Elements of `block` (at `offset` in `global`) that differ from what
// `global` holds there: marked implementation-defined in golden runs.
void markDifferingReplica(const OpCall& call, size_t result, const Tensor& global, const Tensor& block,
                          const std::vector<int64_t>& offset) {
  Tensor taken(block.type());
  extractBlock(global, taken, offset);
  const size_t width = static_cast<size_t>(storageBytes(block.elementType()));
  std::vector<int64_t> globalStrides = stridesOf(global.shape()), blockStrides = stridesOf(block.shape());
  for (int64_t e = 0; e < block.numElements(); ++e) {
    if (std::memcmp(taken.bytes() + e * static_cast<int64_t>(width), block.bytes() + e * static_cast<int64_t>(width),
                    width) == 0)
      continue;
    int64_t at = 0, rest = e;
    for (size_t d = 0; d < blockStrides.size(); ++d) {
      at += (rest / blockStrides[d] + offset[d]) * globalStrides[d];
      rest %= blockStrides[d];
    }
    call.markImplementationDefined(result, at);
  }
}

// The global results from the devices' local results (out_shardings).
std::vector<Value> assembleResults(const OpCall& call, const Sharded& s, const std::vector<int64_t>& positionOfProcess,
                                   std::vector<std::vector<Value>>& results) {
  const size_t n = positionOfProcess.size();
  std::vector<size_t> processAt(n);
  for (size_t p = 0; p < n; ++p) processAt[static_cast<size_t>(positionOfProcess[p])] = p;
  std::vector<Value> out;
  for (size_t j = 0; j < call.op.resultTypes.size(); ++j) {
    Tensor global(call.op.resultTypes[j].tensorType());
    std::set<std::vector<int64_t>> written;
    for (size_t k = 0; k < n; ++k) {
      std::vector<Value>& local = results[processAt[k]];
      if (j >= local.size() || !local[j].isTensor()) call.fail("body returned no tensor result #" + std::to_string(j));
      const Tensor& block = local[j].tensor();
      std::vector<int64_t> index, count, offset;
      shardIndex(s.mesh, s.out[j], static_cast<int64_t>(k), index, count);
      for (size_t d = 0; d < index.size(); ++d) {
        if (block.shape()[d] * count[d] != global.shape()[d])
          call.fail("result #" + std::to_string(j) + " of the body has shape " + tensorTypeString(block.type()) +
                    ", which " + std::to_string(count[d]) + " shards of dimension " + std::to_string(d) +
                    " do not fit into " + tensorTypeString(global.type()));
        offset.push_back(index[d] * block.shape()[d]);
      }
      if (written.insert(index).second) insertBlock(global, block, offset);
      else if (call.annotating()) markDifferingReplica(call, j, global, block, offset);
    }
    out.emplace_back(std::move(global));
  }
  return out;
}

std::vector<Value> evalManualComputation(OpCall& call) {
  if (call.evaluator.process())
    call.unsupportedHere("inside a parallel run (a manual computation nested in run_parallel or another one)");
  const Sharded s = readShardings(call);
  const size_t n = static_cast<size_t>(s.mesh.size());
  ProcessGrid grid(1, static_cast<uint32_t>(n));
  // Process index = partition id = device id; mesh position k runs on device_ids[k].
  std::vector<int64_t> positionOfProcess(n);
  for (size_t k = 0; k < n; ++k) positionOfProcess[static_cast<size_t>(s.mesh.deviceIds[k])] = static_cast<int64_t>(k);
  std::vector<std::vector<Value>> args(n), results(n);
  for (size_t p = 0; p < n; ++p)
    for (size_t i = 0; i < call.operands.size(); ++i) args[p].push_back(shardOf(call, s, i, positionOfProcess[p]));
  std::vector<std::ostringstream> diagnostics(n);
  std::vector<ProcessContext> contexts;
  contexts.reserve(n);
  for (size_t p = 0; p < n; ++p) contexts.emplace_back(grid, p);
  std::vector<int> checkFailures(n, 0);
  try {
    grid.run([&](size_t p) {
      RunOptions options = call.evaluator.options();
      options.out = &call.evaluator.out();
      options.diagnostics = &diagnostics[p];
      Evaluator evaluator(call.evaluator.program(), options);
      evaluator.setProcess(&contexts[p]);
      Frame frame = call.frame;  // the body is isolated from above: only its own slots are written
      results[p] = evaluator.runRegion(call.op.regions.at(0), args[p], frame);
      checkFailures[p] = evaluator.checkFailures();
    });
  } catch (...) {
    std::ostream& os = call.evaluator.options().diagnostics ? *call.evaluator.options().diagnostics : std::cerr;
    for (auto& d : diagnostics) os << d.str();
    throw;
  }
  for (size_t p = 0; p < n; ++p)
    if (checkFailures[p])
      call.evaluator.reportCheckFailure(call.op.loc, std::to_string(checkFailures[p]) + " check(s) failed on device " +
                                                         std::to_string(p));
  return assembleResults(call, s, positionOfProcess, results);
}

HLOREF_CUSTOM_CALL_TARGET(evalIdentityTarget, "Sharding", "annotate_device_placement");

}  // namespace

HLOREF_OP({.name = "sdy.sharding_constraint",
           .eval = evalIdentity,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::FirstInOrder),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "sdy.reshard",
           .eval = evalIdentity,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::FirstInOrder),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "sdy.propagation_barrier",
           .eval = evalIdentity,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::moves(Annotation::Data::FirstInOrder),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "sdy.sharding_group",
           .eval = evalNothing,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kShapeOnly,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "sdy.constant",
           .eval = evalConstant,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kExact,
           .accuracy = accuracy::kExact,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "sdy.named_computation",
           .eval = evalNamedComputation,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kStructural,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "sdy.manual_computation",
           .eval = evalManualComputation,
           .quantized = Quantized::OnStorageValues,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kUnknown,
           .scalar = ScalarKind::None});

}  // namespace hloref
