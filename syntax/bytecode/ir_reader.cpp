#include "syntax/bytecode/ir_reader.h"

#include <algorithm>

#include "syntax/bytecode/vhlo_upgrade.h"

namespace hloref::bytecode {

namespace {

constexpr int kMaxRegionDepth = 200;
// Attributes and types the ops hold, in expanded nodes (attr_type_table.h):
// ops sharing entries must not multiply them beyond this.
constexpr uint64_t kMaxModuleWeight = uint64_t{1} << 22;

// CHLO ops keep their own (builtin) attributes; from bytecode version 5 they
// are properties, in the order of their names, optional ones with a
// presence flag (../shared/reference/chlo/ChloOps.td).
struct ChloAttribute {
  const char* name;
  bool optional;
};
std::vector<ChloAttribute> chloProperties(std::string_view op) {
  if (op == "broadcast_compare")
    return {{"broadcast_dimensions", true}, {"compare_type", true}, {"comparison_direction", false}};
  if (op.substr(0, 10) == "broadcast_" && op != "broadcast_select") return {{"broadcast_dimensions", true}};
  if (op == "constant" || op == "constant_like") return {{"value", false}};
  if (op == "top_k") return {{"is_stable", true}, {"k", false}};
  if (op == "ragged_dot") return {{"precision_config", true}, {"ragged_dot_dimension_numbers", false}};
  return {};
}

// An op as the bytecode holds it, before it becomes a StableHLO op, a
// function or the module.
struct RawOp {
  size_t offset = 0;
  const OpName* name = nullptr;
  const VhloOpInfo* vhlo = nullptr;
  std::vector<std::pair<std::string, const DecodedAttr*>> inherent;  // properties
  std::vector<std::pair<std::string, const DecodedAttr*>> discardable;
  std::vector<Type> resultTypes;
  std::vector<int> operands;
  std::vector<Type> operandTypes;
  std::vector<size_t> resultIds;
  std::vector<Region> regions;
  bool forwarded = false;  // a cast the text form does not have: its result is its operand
};

enum class RegionKind { Module, Function, Op };

class IrReader {
 public:
  IrReader(const BytecodeFile& file, AttrTypeTable& table, VhloVersion version)
      : file_(file), table_(table), version_(version) {}

  std::unique_ptr<Module> read();

 private:
  struct Value {
    int slot = -1;
    Type type;
    uint64_t weight = 1;  // of its type
  };
  // Values numbered from the nearest region isolated from above.
  struct Scope {
    std::vector<Value> values;
    std::vector<size_t> next, end;  // per open region
  };

  RawOp readOp(ByteReader& r);
  void readInherent(ByteReader& r, RawOp& op, bool hasDictionary);
  void readProperties(ByteReader& r, RawOp& op);
  void readRegions(ByteReader& r, RawOp& op, RegionKind kind, Module* module);
  Region readRegion(ByteReader& r, RegionKind kind, Module* module);
  void readBlockArguments(ByteReader& r, Block& block);
  void skipUseListOrders(ByteReader& r, uint64_t rangeSize);
  size_t defineValue(const ByteReader& r, size_t at);
  int resolve(ByteReader& r, Type* type);
  void addWeight(uint64_t weight, const ByteReader& r, size_t at);
  Op toOp(RawOp raw, bool inFunctionBody);
  void addFunction(RawOp raw, Module& module);
  [[noreturn]] void failAt(size_t offset, const std::string& message) const {
    fail(Location{file(), 0, 0, static_cast<int64_t>(offset)}, message);
  }
  std::shared_ptr<const std::string> file() const { return fileName_; }

  const BytecodeFile& file_;
  AttrTypeTable& table_;
  VhloVersion version_;
  std::shared_ptr<const std::string> fileName_;
  std::unique_ptr<Module> module_;  // the module being read
  uint64_t weight_ = 0;              // of what the ops hold so far
  std::vector<Scope> scopes_;
  int nextSlot_ = 0;
  int depth_ = 0;
};

size_t IrReader::defineValue(const ByteReader& r, size_t at) {
  Scope& s = scopes_.back();
  if (s.next.empty() || s.next.back() >= s.end.back())
    r.failAt(at, "a region defines more values than it announced");
  return s.next.back()++;
}

int IrReader::resolve(ByteReader& r, Type* type) {
  size_t at = r.fileOffset();
  uint64_t id = r.varint();
  const Scope& s = scopes_.back();
  if (id >= s.values.size() || s.values[static_cast<size_t>(id)].slot < 0)
    r.failAt(at, "operand refers to value #" + std::to_string(id) + ", which is not defined before its use");
  const Value& v = s.values[static_cast<size_t>(id)];
  addWeight(v.weight, r, at);
  *type = v.type;
  return v.slot;
}

void IrReader::addWeight(uint64_t weight, const ByteReader& r, size_t at) {
  weight_ += weight;
  if (weight_ > kMaxModuleWeight)
    r.failAt(at, "the ops' attributes and types expand to more than " + std::to_string(kMaxModuleWeight) +
                     " nodes through shared entries");
}

void IrReader::skipUseListOrders(ByteReader& r, uint64_t rangeSize) {
  uint64_t numValues = rangeSize > 1 ? r.count("use-list orders") : 1;
  for (uint64_t i = 0; i < numValues; ++i) {
    if (rangeSize > 1) r.varint();  // the value's index in the range
    auto [numIndices, pairs] = r.varintWithFlag();
    (void)pairs;
    if (numIndices > r.remaining()) r.fail("use-list order longer than its section");
    for (uint64_t k = 0; k < numIndices; ++k) r.varint();
  }
}

void IrReader::readBlockArguments(ByteReader& r, Block& block) {
  uint64_t n = r.count("block arguments");
  for (uint64_t i = 0; i < n; ++i) {
    size_t at = r.fileOffset();
    Type type;
    if (file_.version() >= kElideUnknownBlockArgLocation) {
      auto [typeIndex, hasLocation] = r.varintWithFlag();
      type = AttrTypeTable::asValueType(table_.typeAt(typeIndex, at, r), r, at);
      if (hasLocation) r.varint();
    } else {
      type = table_.valueType(r);
      r.varint();  // location
    }
    size_t id = defineValue(r, at);
    int slot = nextSlot_++;
    scopes_.back().values[id] = {slot, type, 1};
    block.arguments.push_back(slot);
    block.argumentTypes.push_back(type);
  }
  if (file_.version() >= kUseListOrdering && r.byte() != 0) skipUseListOrders(r, n);
}

Region IrReader::readRegion(ByteReader& r, RegionKind kind, Module* module) {
  Region region;
  size_t at = r.fileOffset();
  uint64_t numBlocks = r.varint();
  if (numBlocks == 0) return region;
  if (numBlocks > 1) r.failAt(at, "unsupported: regions with more than one block");
  uint64_t numValues = r.count("values of a region");
  Scope& s = scopes_.back();
  size_t start = s.values.size();
  s.values.resize(start + static_cast<size_t>(numValues));
  s.next.push_back(start);
  s.end.push_back(start + static_cast<size_t>(numValues));
  Block& block = region.blocks.emplace_back();
  size_t headerAt = r.fileOffset();
  auto [numOps, hasArguments] = r.varintWithFlag();
  if (numOps > r.remaining() / 3) r.failAt(headerAt, "count of ops (" + std::to_string(numOps) + ") exceeds what the remaining bytes can hold");
  if (hasArguments) readBlockArguments(r, block);
  for (uint64_t i = 0; i < numOps; ++i) {
    RawOp op = readOp(r);
    if (op.forwarded) continue;
    if (kind == RegionKind::Module) addFunction(std::move(op), *module);
    else block.ops.push_back(toOp(std::move(op), kind == RegionKind::Function));
  }
  Scope& after = scopes_.back();
  after.values.resize(start);
  after.next.pop_back();
  after.end.pop_back();
  return region;
}

void IrReader::readRegions(ByteReader& r, RawOp& op, RegionKind kind, Module* module) {
  auto [numRegions, isolated] = r.varintWithFlag();
  if (numRegions > r.remaining()) r.fail("count of regions exceeds the remaining bytes");
  // The regions of an op isolated from above number their values from 0
  // and, from version 2, sit together in a section of their own.
  ByteReader* in = &r;
  std::optional<ByteReader> section;
  if (isolated && file_.version() >= kLazyLoading) {
    ByteReader::Section s = r.section();
    if (s.id != kIRSection) r.failAt(s.headerOffset, "expected an IR section for isolated regions");
    section.emplace(r.sub(s.data));
    in = &*section;
  }
  if (isolated) scopes_.emplace_back();
  for (uint64_t i = 0; i < numRegions; ++i) op.regions.push_back(readRegion(*in, kind, module));
  if (section && !section->atEnd()) section->fail("bytes after the regions in their section");
  if (isolated) scopes_.pop_back();
}

RawOp IrReader::readOp(ByteReader& r) {
  if (++depth_ > kMaxRegionDepth) r.fail("regions nest deeper than " + std::to_string(kMaxRegionDepth));
  RawOp op;
  op.offset = r.fileOffset();
  uint64_t nameIndex = r.varint();
  if (nameIndex >= file_.opNames().size()) r.failAt(op.offset, "op name index " + std::to_string(nameIndex) + " out of range");
  op.name = &file_.opNames()[static_cast<size_t>(nameIndex)];
  size_t maskAt = r.fileOffset();
  uint8_t mask = r.byte();
  if (mask & 0x80) r.failAt(maskAt, "unknown bits in the op encoding mask");
  if (mask & kHasSuccessors) r.failAt(maskAt, "unsupported: ops with successors (more than one block)");
  size_t locationAt = r.fileOffset();
  if (r.varint() >= file_.attributes().size()) r.failAt(locationAt, "location index out of range");
  readInherent(r, op, mask & kHasAttrs);
  if (mask & kHasProperties) readProperties(r, op);
  std::vector<uint64_t> resultWeights;
  if (mask & kHasResults) {
    uint64_t n = r.count("results");
    for (uint64_t i = 0; i < n; ++i) {
      size_t at = r.fileOffset();
      const DecodedType& t = table_.typeAt(r.varint(), at, r);
      op.resultTypes.push_back(AttrTypeTable::asValueType(t, r, at));
      resultWeights.push_back(t.weight);
      addWeight(t.weight, r, at);
    }
  }
  if (mask & kHasOperands) {
    uint64_t n = r.count("operands");
    for (uint64_t i = 0; i < n; ++i) {
      Type type;
      op.operands.push_back(resolve(r, &type));
      op.operandTypes.push_back(std::move(type));
    }
  }
  for (size_t i = 0; i < op.resultTypes.size(); ++i) op.resultIds.push_back(defineValue(r, op.offset));
  if (file_.version() >= kUseListOrdering && (mask & kHasUseListOrders)) skipUseListOrders(r, op.resultTypes.size());
  if (mask & kHasInlineRegions) {
    bool isFunction = op.name->fullName == "vhlo.func_v1";
    bool isModule = op.name->fullName == "builtin.module";
    if (isModule && depth_ > 1) r.failAt(op.offset, "unsupported: nested modules");
    if (isFunction) nextSlot_ = 0;  // each function numbers its values from 0, as the text parser does
    readRegions(r, op, isModule ? RegionKind::Module : isFunction ? RegionKind::Function : RegionKind::Op,
                module_.get());
  }
  // The serializer wraps ops of other dialects (sdy) in casts between VHLO
  // and builtin types; hloref's types are the same on both sides.
  if (op.name->fullName == "builtin.unrealized_conversion_cast") {
    if (op.operands.size() != 1 || op.resultTypes.size() != 1 || !(op.operandTypes[0] == op.resultTypes[0]))
      r.failAt(op.offset, "unsupported: a conversion cast that changes types");
    scopes_.back().values[op.resultIds[0]] = {op.operands[0], op.resultTypes[0], resultWeights[0]};
    op.forwarded = true;
  }
  // Results take their slots after the op's regions, as in the text parser.
  for (size_t i = 0; i < op.resultIds.size() && !op.forwarded; ++i)
    scopes_.back().values[op.resultIds[i]] = {nextSlot_++, op.resultTypes[i], resultWeights[i]};
  --depth_;
  return op;
}

// The op's attribute dictionary: before bytecode version 5 it holds the
// op's own attributes too.
void IrReader::readInherent(ByteReader& r, RawOp& op, bool hasDictionary) {
  std::string_view dialect = file_.dialects()[op.name->dialect];
  if (dialect == "vhlo") {
    op.vhlo = findVhloOp(op.name->name);
    if (!op.vhlo) r.failAt(op.offset, "unsupported: unknown VHLO op '" + printable(op.name->fullName) + "'");
    if (version_ < op.vhlo->since)
      r.failAt(op.offset, "op '" + op.name->fullName + "' first appears in VHLO " + op.vhlo->since.str() +
                              " but the artifact is version " + version_.str());
  }
  if (!hasDictionary) return;
  size_t at = r.fileOffset();
  const DecodedAttr& dict = table_.attribute(r);
  if (dict.attr.kind != Attribute::Kind::Dict) r.failAt(at, "an op's attributes are not a dictionary");
  bool allDiscardable = file_.version() >= kNativePropertiesEncoding;
  for (const auto& [name, value] : dict.entries) {
    bool inherent = !allDiscardable && (op.vhlo ? std::count(op.vhlo->attributes.begin(), op.vhlo->attributes.end(), name) > 0
                                                : dialect == "chlo" || name == "sym_name" || name == "sym_visibility");
    if (inherent) op.inherent.emplace_back(name, value);
    else op.discardable.emplace_back(name, value);
  }
}

void IrReader::readProperties(ByteReader& r, RawOp& op) {
  size_t at = r.fileOffset();
  if (file_.version() < kNativePropertiesEncoding) r.failAt(at, "properties in a file older than bytecode version 5");
  if (!op.name->registered) {
    // The writer did not know the op: its properties are an attribute.
    const DecodedAttr& dict = table_.attribute(r);
    for (const auto& [name, value] : dict.entries) op.inherent.emplace_back(name, value);
    return;
  }
  uint64_t index = r.varint();
  if (index >= file_.numProperties()) r.failAt(at, "properties index " + std::to_string(index) + " out of range");
  ByteReader p = file_.reader(file_.properties(static_cast<size_t>(index)));
  std::string_view dialect = file_.dialects()[op.name->dialect];
  if (op.vhlo) {
    for (const std::string& name : op.vhlo->propertyOrder) {
      if (op.vhlo->name == "func_v1" && (name == "arg_attrs" || name == "res_attrs")) {
        // Argument and result attributes (shardings, layouts, result names)
        // are dropped, as the text parser drops them: left undecoded.
        size_t at = p.fileOffset();
        if (p.varint() >= file_.attributes().size()) p.failAt(at, "attribute index out of range");
        continue;
      }
      op.inherent.emplace_back(name, &table_.attribute(p));
    }
  } else if (op.name->fullName == "builtin.module") {
    for (const char* name : {"sym_name", "sym_visibility"})
      if (!p.atEnd())
        if (const DecodedAttr* a = table_.optionalAttribute(p)) op.inherent.emplace_back(name, a);
  } else if (dialect == "chlo") {
    for (const ChloAttribute& attribute : chloProperties(op.name->name)) {
      if (p.atEnd() && attribute.optional) break;  // an older CHLO without this attribute
      const DecodedAttr* a = attribute.optional ? table_.optionalAttribute(p) : &table_.attribute(p);
      if (a) op.inherent.emplace_back(attribute.name, a);
    }
  } else {
    return;  // ops of other dialects are not run; their properties stay unread
  }
  if (!p.atEnd()) p.fail("bytes after the properties of '" + printable(op.name->fullName) + "'");
}

Op IrReader::toOp(RawOp raw, bool inFunctionBody) {
  Op op;
  op.loc = Location{file(), 0, 0, static_cast<int64_t>(raw.offset)};
  std::string_view dialect = file_.dialects()[raw.name->dialect];
  AttributeList inherent;
  ByteReader at = file_.reader({});
  for (const auto& [name, value] : raw.inherent) {
    addWeight(value->weight, at, raw.offset);
    inherent.emplace_back(name, value->attr);
  }
  if (raw.vhlo) {
    if (raw.vhlo->name == "func_v1") failAt(raw.offset, "a function inside a function");
    op.name = stablehloOpName(*raw.vhlo, inFunctionBody);
    op.attributes = upgradeAttributes(*raw.vhlo, std::move(inherent), at, raw.offset);
  } else if (dialect == "chlo") {
    op.name = raw.name->fullName;
    std::sort(inherent.begin(), inherent.end(), [](const NamedAttribute& a, const NamedAttribute& b) { return a.first < b.first; });
    op.attributes = std::move(inherent);
  } else {
    failAt(raw.offset, "unsupported: op '" + printable(raw.name->fullName) +
                           "' in bytecode (hloref reads VHLO and CHLO ops of StableHLO portable artifacts)");
  }
  for (const auto& [name, value] : raw.discardable) {
    addWeight(value->weight, at, raw.offset);
    op.attributes.emplace_back(name, value->attr);
  }
  op.operands = std::move(raw.operands);
  op.operandTypes = std::move(raw.operandTypes);
  op.resultTypes = std::move(raw.resultTypes);
  for (size_t id : raw.resultIds) op.results.push_back(scopes_.back().values[id].slot);
  op.regions = std::move(raw.regions);
  return op;
}

void IrReader::addFunction(RawOp raw, Module& module) {
  Location at{file(), 0, 0, static_cast<int64_t>(raw.offset)};
  if (!raw.vhlo || raw.vhlo->name != "func_v1") {
    // Module-level ops of other dialects (sdy.mesh) carry nothing a
    // single-device run needs: skipped, as the text parser skips them.
    module.warnings.emplace_back(at, "module-level op '" + printable(raw.name->fullName) + "' ignored");
    return;
  }
  auto func = std::make_unique<Func>();
  func->loc = at;
  const DecodedAttr* type = nullptr;
  for (const auto& [name, value] : raw.inherent) {
    if (name == "sym_name" && value->attr.kind == Attribute::Kind::String) func->name = value->attr.text;
    else if (name == "sym_visibility" && value->attr.kind == Attribute::Kind::String) func->isPrivate = value->attr.text == "private";
    else if (name == "function_type") type = value;
  }
  if (func->name.empty()) failAt(raw.offset, "a function without a name");
  if (!type || !type->type || type->type->kind != DecodedType::Kind::Function)
    failAt(raw.offset, "function @" + printable(func->name) + " has no function type");
  func->inputs = type->type->inputs;
  func->outputs = type->type->outputs;
  for (const auto& [name, value] : raw.discardable) func->attributes.emplace_back(name, value->attr);
  if (raw.regions.size() != 1 || raw.regions[0].blocks.size() != 1)
    failAt(raw.offset, "function @" + printable(func->name) + " has no body");
  func->body = std::move(raw.regions[0]);
  if (func->body.blocks[0].argumentTypes != func->inputs)
    failAt(raw.offset, "the arguments of @" + printable(func->name) + " differ from its function type");
  func->numSlots = nextSlot_;
  if (module.lookup(func->name)) failAt(raw.offset, "redefinition of @" + printable(func->name));
  module.funcs.push_back(std::move(func));
}

std::unique_ptr<Module> IrReader::read() {
  ByteReader r = file_.reader(file_.irSection());
  fileName_ = r.file();
  module_ = std::make_unique<Module>();
  scopes_.emplace_back();
  auto [numOps, hasArguments] = r.varintWithFlag();
  if (hasArguments) r.fail("the top-level block has arguments");
  if (numOps != 1) r.fail("unsupported: " + std::to_string(numOps) + " top-level ops (expected one builtin.module)");
  // Functions go into the module as its body is read.
  RawOp top = readOp(r);
  if (top.name->fullName != "builtin.module") r.failAt(top.offset, "the top-level op is not a builtin.module");
  if (!top.operands.empty() || !top.resultTypes.empty()) r.failAt(top.offset, "a builtin.module with operands or results");
  if (top.regions.size() != 1) r.failAt(top.offset, "a builtin.module without exactly one region");
  module_->loc = Location{fileName_, 0, 0, static_cast<int64_t>(top.offset)};
  for (const auto& [name, value] : top.inherent)
    if (name == "sym_name" && value->attr.kind == Attribute::Kind::String) module_->name = value->attr.text;
  for (const auto& [name, value] : top.discardable) module_->attributes.emplace_back(name, value->attr);
  if (!r.atEnd()) r.fail("bytes after the module in the IR section");
  return std::move(module_);
}

}  // namespace

std::unique_ptr<Module> readIr(const BytecodeFile& file, AttrTypeTable& table, VhloVersion version) {
  return IrReader(file, table, version).read();
}

}  // namespace hloref::bytecode
