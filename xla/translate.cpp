// The translation's frame: computations into functions and regions,
// instructions in dependency order, one SSA value per instruction.
#include "xla/translate.h"

#include <algorithm>
#include <map>

#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

std::map<std::string_view, OpcodeTranslation>& opcodeTable() {
  static std::map<std::string_view, OpcodeTranslation> table;
  return table;
}

// The instructions of `comp` in an order where operands come first: XLA
// prints them so, but its parser does not require it.
std::vector<int> dependencyOrder(const HloModule& m, const HloComputation& comp) {
  const size_t n = comp.instructions.size();
  std::vector<int> order;
  order.reserve(n);
  std::vector<uint8_t> state(n, 0);  // 0 new, 1 on the stack, 2 done
  std::vector<std::pair<int, size_t>> stack;
  for (size_t start = 0; start < n; ++start) {
    if (state[start]) continue;
    stack.push_back({static_cast<int>(start), 0});
    state[start] = 1;
    while (!stack.empty()) {
      auto& [i, next] = stack.back();
      const HloInstruction& inst = comp.instructions[static_cast<size_t>(i)];
      if (next < inst.operands.size()) {
        size_t k = next++;
        auto it = comp.byName.find(inst.operands[k]);
        if (it == comp.byName.end())
          fail(m.at(inst.operandOffsets[k]), "use of undefined instruction '" + std::string(inst.operands[k]) +
                                                 "' in computation " + std::string(comp.name));
        int j = it->second;
        if (state[static_cast<size_t>(j)] == 1)
          fail(m.at(inst.offset), "instruction '" + std::string(inst.name) + "' depends on itself");
        if (state[static_cast<size_t>(j)] == 0) {
          state[static_cast<size_t>(j)] = 1;
          stack.push_back({j, 0});
        }
        continue;
      }
      state[static_cast<size_t>(i)] = 2;
      order.push_back(i);
      stack.pop_back();
    }
  }
  return order;
}

std::string uniqueSymbol(std::unordered_set<std::string>& used, std::string name) {
  std::string s = name;
  for (int k = 1; used.count(s); ++k) s = name + "." + std::to_string(k);
  used.insert(s);
  return s;
}

}  // namespace

OpcodeRegistrar::OpcodeRegistrar(std::string_view opcode, OpcodeTranslation fn) { opcodeTable()[opcode] = fn; }

const OpcodeTranslation* findOpcode(std::string_view opcode) {
  auto it = opcodeTable().find(opcode);
  return it == opcodeTable().end() ? nullptr : &it->second;
}

std::vector<std::string_view> translatedOpcodes() {
  std::vector<std::string_view> out{"parameter"};
  for (const auto& [name, fn] : opcodeTable()) out.push_back(name);
  std::sort(out.begin(), out.end());
  return out;
}

// ---------------------------------------------------------------- Translator

Translator::NestingScope::NestingScope(Translator& t, size_t at) : t_(t) {
  if (++t_.nesting_ > kMaxNesting)
    fail(t_.hlo.at(at), "computations call or apply each other deeper than " + std::to_string(kMaxNesting) + " levels");
}

const HloComputation& Translator::computation(std::string_view name, size_t at) const {
  auto it = hlo.byName.find(name);
  if (it == hlo.byName.end()) fail(hlo.at(at), "no computation named '" + std::string(name) + "'");
  return hlo.computations[static_cast<size_t>(it->second)];
}

void Translator::warn(size_t offset, const std::string& message) { out.warnings.emplace_back(hlo.at(offset), message); }

std::vector<int> Translator::parametersOf(Func& func, const HloComputation& comp, Block& block, size_t at) {
  // parameter(N) instructions, by N.
  std::vector<const HloInstruction*> params;
  for (const HloInstruction& inst : comp.instructions) {
    if (inst.opcode != "parameter") continue;
    SourceMap const& map = *hlo.source;
    Cursor c(map, inst.payloadBegin, inst.payloadEnd);
    int64_t n = c.integer("a parameter number");
    if (!c.atEnd()) c.error("expected ')' after the parameter number");
    if (n < 0 || n > 100000) fail(hlo.at(inst.payloadBegin), "parameter number " + std::to_string(n) + " out of range");
    if (params.size() <= static_cast<size_t>(n)) params.resize(static_cast<size_t>(n) + 1, nullptr);
    if (params[static_cast<size_t>(n)])
      fail(hlo.at(inst.offset), "parameter(" + std::to_string(n) + ") appears twice in " + std::string(comp.name));
    params[static_cast<size_t>(n)] = &inst;
  }
  std::vector<int> slots;
  for (size_t n = 0; n < params.size(); ++n) {
    if (!params[n]) fail(hlo.at(at), "computation " + std::string(comp.name) + " has no parameter(" + std::to_string(n) + ")");
    int slot = func.numSlots++;
    block.arguments.push_back(slot);
    block.argumentTypes.push_back(params[n]->shape.type());
    slots.push_back(slot);
  }
  return slots;
}

int Translator::emitBody(Func& func, const HloComputation& comp, Block& block, const std::vector<int>& parameterSlots) {
  std::unordered_map<std::string_view, int> slots;
  for (int i : dependencyOrder(hlo, comp)) {
    const HloInstruction& inst = comp.instructions[static_cast<size_t>(i)];
    if (inst.opcode == "parameter") {
      Cursor c(*hlo.source, inst.payloadBegin, inst.payloadEnd);
      slots[inst.name] = parameterSlots.at(static_cast<size_t>(c.integer("a parameter number")));
      continue;
    }
    const OpcodeTranslation* fn = findOpcode(inst.opcode);
    if (!fn)
      unsupported(hlo.at(inst.opcodeOffset), "HLO opcode '" + std::string(inst.opcode) + "' (instruction %" +
                                                 std::string(inst.name) + ")");
    Emitter e{*this, func, block, comp, inst, {}, {}, {}};
    for (std::string_view operand : inst.operands) {
      const HloInstruction& def = comp.instructions[static_cast<size_t>(comp.byName.at(operand))];
      e.operands.push_back(slots.at(operand));
      e.operandTypes.push_back(def.shape.type());
      e.operandShapes.push_back(&def.shape);
    }
    (*fn)(e);
    if (e.result < 0) fail(e.loc(), "internal: the translation of '" + std::string(inst.opcode) + "' set no value");
    slots[inst.name] = e.result;
  }
  return slots.at(comp.instructions[static_cast<size_t>(comp.root)].name);
}

std::string Translator::function(std::string_view name, size_t at) {
  if (auto it = functions_.find(name); it != functions_.end()) return it->second;
  const HloComputation& comp = computation(name, at);
  const bool isEntry = &comp == &hlo.entryComputation();
  if (isEntry && !functions_.empty()) fail(hlo.at(at), "the ENTRY computation cannot be called");
  if (!inProgress_.insert(name).second) fail(hlo.at(at), "computation " + std::string(name) + " calls itself");
  NestingScope nesting(*this, at);
  auto func = std::make_unique<Func>();
  Func& f = *func;
  f.name = uniqueSymbol(symbols_, isEntry ? "main" : std::string(name));
  f.isPrivate = !isEntry;
  f.loc = hlo.at(comp.offset);
  out.funcs.push_back(std::move(func));
  f.body.blocks.emplace_back();
  std::vector<int> params = parametersOf(f, comp, f.body.blocks[0], comp.offset);
  f.inputs = f.body.blocks[0].argumentTypes;
  int root = emitBody(f, comp, f.body.blocks[0], params);
  // The entry's tuple is the program's results, as StableHLO returns them.
  const HloInstruction& rootInst = comp.instructions[static_cast<size_t>(comp.root)];
  f.outputs = terminate(f, comp, f.body.blocks[0], root, "func.return", isEntry && rootInst.shape.type().isTuple());
  inProgress_.erase(name);
  functions_[name] = f.name;
  return f.name;
}

std::vector<Type> Translator::terminate(Func& func, const HloComputation& comp, Block& block, int root, const char* name,
                                        bool flatten) {
  const HloInstruction& rootInst = comp.instructions[static_cast<size_t>(comp.root)];
  Type rootType = rootInst.shape.type();
  Op ret;
  ret.name = name;
  ret.isTerminator = true;
  ret.loc = hlo.at(rootInst.offset);
  if (flatten) {
    Emitter e{*this, func, block, comp, rootInst, {}, {}, {}};
    ret.operands = e.tupleElements(root, rootType);
    ret.operandTypes = rootType.elements();
  } else {
    ret.operands = {root};
    ret.operandTypes = {rootType};
  }
  std::vector<Type> types = ret.operandTypes;
  block.ops.push_back(std::move(ret));
  return types;
}

Region Translator::region(Func& func, std::string_view name, size_t at, size_t results) {
  const HloComputation& comp = computation(name, at);
  if (!inProgress_.insert(name).second) fail(hlo.at(at), "computation " + std::string(name) + " calls itself");
  NestingScope nesting(*this, at);
  Region r;
  r.blocks.emplace_back();
  Block& block = r.blocks[0];
  std::vector<int> params = parametersOf(func, comp, block, at);
  int root = emitBody(func, comp, block, params);
  const HloInstruction& rootInst = comp.instructions[static_cast<size_t>(comp.root)];
  Type rootType = rootInst.shape.type();
  const bool flatten = results != 1 || (rootType.isTuple() && rootType.elements().size() == 1);
  if (flatten && (!rootType.isTuple() || rootType.elements().size() != results))
    fail(hlo.at(rootInst.offset), "computation " + std::string(name) + " must return " + std::to_string(results) +
                                      " values here, got " + shapeString(rootInst.shape));
  terminate(func, comp, block, root, "stablehlo.return", flatten);
  inProgress_.erase(name);
  return r;
}

namespace {

// The layouts of the entry's parameters and results: entry_computation_layout
// when the module has one, else the ENTRY's own shapes.
void recordEntryLayouts(const HloModule& hlo, Module& out) {
  std::vector<HloShape> params, results;
  if (const HloAttribute* a = hlo.attribute("entry_computation_layout")) {
    Cursor c(*hlo.source, a->begin, a->end);
    c.expect('{', "to open entry_computation_layout");
    c.expect('(', "to open the parameter shapes");
    if (!c.consume(')')) {
      do params.push_back(parseShape(c));
      while (c.consume(','));
      c.expect(')', "to close the parameter shapes");
    }
    if (!c.consumeText("->")) c.expected("'->' in entry_computation_layout");
    HloShape r = parseShape(c);
    results = r.kind == HloShape::Kind::Tuple ? r.elements : std::vector<HloShape>{r};
    c.expect('}', "to close entry_computation_layout");
  } else {
    const HloComputation& entry = hlo.entryComputation();
    std::map<int64_t, HloShape> byNumber;
    for (const HloInstruction& inst : entry.instructions)
      if (inst.opcode == "parameter") {
        Cursor c(*hlo.source, inst.payloadBegin, inst.payloadEnd);
        byNumber[c.integer("a parameter number")] = inst.shape;
      }
    for (auto& [n, s] : byNumber) params.push_back(s);
    const HloShape& r = entry.instructions[static_cast<size_t>(entry.root)].shape;
    results = r.kind == HloShape::Kind::Tuple ? r.elements : std::vector<HloShape>{r};
  }
  auto layouts = [](const std::vector<HloShape>& shapes) {
    Attribute list;
    list.kind = Attribute::Kind::Array;
    for (const HloShape& s : shapes)
      list.elements.push_back(stringAttr(s.isArray() ? layoutString(s.layoutOrDefault()) : ""));
    return list;
  };
  out.attributes.emplace_back(std::string(kParameterLayoutsAttr), layouts(params));
  out.attributes.emplace_back(std::string(kResultLayoutsAttr), layouts(results));
}

void recordGrid(const HloModule& hlo, Module& out) {
  auto count = [&](std::string_view name, std::string_view as) {
    const HloAttribute* a = hlo.attribute(name);
    if (!a) return;
    AttrReader r(hlo, *a);
    int64_t n = r.integer();
    r.done();
    if (n < 1 || n > 1024) r.error(std::string(name) + " must be between 1 and 1024, got " + std::to_string(n));
    Attribute v = i64Attr(n);
    TensorType i32;
    i32.elementType = ElementType::SI32;
    v.type = Type::tensor(i32);
    out.attributes.emplace_back(std::string(as), v);
  };
  count("replica_count", kNumReplicasAttr);
  count("num_partitions", kNumPartitionsAttr);
}

}  // namespace

// Shardings say how XLA would split values over devices; the values are
// the same whichever way: one note for the module.
void Translator::noteShardings() {
  for (const HloComputation& c : hlo.computations)
    for (const HloInstruction& inst : c.instructions)
      if (const HloAttribute* s = inst.attribute("sharding")) {
        warn(s->begin - 9, "sharding annotations are ignored: they place values on devices without changing them "
                           "(the module runs as written, on the grid it declares)");
        return;
      }
}

void Translator::translate() {
  out.name = std::string(hlo.name);
  out.loc = hlo.at(0);
  recordGrid(hlo, out);
  recordEntryLayouts(hlo, out);
  noteShardings();
  const HloComputation& entry = hlo.entryComputation();
  function(entry.name, entry.offset);
  // The entry first: `hloref print` shows @main on top.
  std::stable_partition(out.funcs.begin(), out.funcs.end(), [](const auto& f) { return !f->isPrivate; });
}

std::unique_ptr<Module> translateHlo(const HloModule& hlo) {
  auto out = std::make_unique<Module>();
  Translator t(hlo, *out);
  t.translate();
  return out;
}

std::unique_ptr<Module> parseHloText(std::string_view text, const std::string& file, int firstLine) {
  std::unique_ptr<HloModule> hlo = parseHloModule(std::string(text), file, firstLine);
  return translateHlo(*hlo);
}

// ---------------------------------------------------------------- Emitter

Location Emitter::loc() const { return t.hlo.at(inst.offset); }
Location Emitter::locAt(size_t offset) const { return t.hlo.at(offset); }

AttrReader Emitter::read(std::string_view name) const {
  const HloAttribute* a = attr(name);
  if (!a)
    fail(t.hlo.at(inst.opcodeOffset), "'" + std::string(inst.opcode) + "' needs the attribute " + std::string(name));
  return AttrReader(t.hlo, *a);
}

std::vector<int64_t> Emitter::intList(std::string_view name) const {
  AttrReader r = read(name);
  std::vector<int64_t> v = r.intList();
  r.done();
  return v;
}

std::vector<int64_t> Emitter::intListOr(std::string_view name) const { return has(name) ? intList(name) : std::vector<int64_t>{}; }

int64_t Emitter::integer(std::string_view name) const {
  AttrReader r = read(name);
  int64_t v = r.integer();
  r.done();
  return v;
}

int64_t Emitter::integerOr(std::string_view name, int64_t otherwise) const { return has(name) ? integer(name) : otherwise; }

bool Emitter::flag(std::string_view name) const {
  if (!has(name)) return false;
  AttrReader r = read(name);
  bool v = r.boolean();
  r.done();
  return v;
}

std::string Emitter::word(std::string_view name) const {
  AttrReader r = read(name);
  std::string v(r.word());
  r.done();
  return v;
}

int Emitter::newSlot() { return func.numSlots++; }

Op& Emitter::op(std::string name, std::vector<int> operandSlots, std::vector<Type> types, std::vector<Type> resultTypes) {
  Op o;
  o.name = std::move(name);
  o.operands = std::move(operandSlots);
  o.operandTypes = std::move(types);
  for (size_t i = 0; i < resultTypes.size(); ++i) o.results.push_back(newSlot());
  o.resultTypes = std::move(resultTypes);
  o.loc = loc();
  block.ops.push_back(std::move(o));
  return block.ops.back();
}

Op& Emitter::simple(std::string name) {
  Op& o = op(std::move(name), operands, operandTypes, {resultType()});
  result = o.results[0];
  return o;
}

void Emitter::setResults(const Op& o) {
  if (o.results.size() == 1 && !resultType().isTuple()) {
    result = o.results[0];
    return;
  }
  std::vector<int> slots = o.results;
  std::vector<Type> types = o.resultTypes;
  Op& tuple = op("stablehlo.tuple", slots, types, {Type::tuple(types)});
  result = tuple.results[0];
}

Op& Emitter::multi(std::string name, std::vector<int> operandSlots, std::vector<Type> types) {
  Type r = resultType();
  std::vector<Type> resultTypes = r.isTuple() ? r.elements() : std::vector<Type>{r};
  Op& o = op(std::move(name), std::move(operandSlots), std::move(types), resultTypes);
  size_t index = block.ops.size() - 1;
  setResults(o);
  return block.ops[index];
}

int Emitter::getTupleElement(int slot, const Type& tupleType, size_t index) {
  Op& o = op("stablehlo.get_tuple_element", {slot}, {tupleType}, {tupleType.elements().at(index)});
  o.attributes.emplace_back("index", [&] {
    Attribute a = i64Attr(static_cast<int64_t>(index));
    TensorType i32;
    i32.elementType = ElementType::SI32;
    a.type = Type::tensor(i32);
    return a;
  }());
  return o.results[0];
}

int Emitter::zeros(const Type& type) {
  Attribute value;
  value.kind = Attribute::Kind::Dense;
  value.type = type;
  value.dense = std::make_shared<const Tensor>(Tensor(type.tensorType()));
  Op& zero = op("stablehlo.constant", {}, {}, {type});
  zero.attributes.emplace_back("value", std::move(value));
  return zero.results[0];
}

std::vector<int> Emitter::tupleElements(int slot, const Type& tupleType) {
  // A stablehlo.tuple op just emitted for this slot: its operands.
  for (auto it = block.ops.rbegin(); it != block.ops.rend(); ++it)
    if (it->name == "stablehlo.tuple" && it->results.size() == 1 && it->results[0] == slot) return it->operands;
  std::vector<int> out;
  for (size_t i = 0; i < tupleType.elements().size(); ++i) out.push_back(getTupleElement(slot, tupleType, i));
  return out;
}

Region Emitter::region(std::string_view attrName, size_t results) {
  AttrReader r = read(attrName);
  size_t at = r.cursor().offset();
  std::string_view name = r.computation();
  r.done();
  return t.region(func, name, at, results);
}

std::string Emitter::function(std::string_view attrName) {
  AttrReader r = read(attrName);
  size_t at = r.cursor().offset();
  std::string_view name = r.computation();
  r.done();
  return t.function(name, at);
}

void Emitter::requireOperands(size_t n) const {
  if (operands.size() != n)
    fail(t.hlo.at(inst.opcodeOffset), "'" + std::string(inst.opcode) + "' takes " + std::to_string(n) +
                                          " operands, got " + std::to_string(operands.size()));
}

void Emitter::error(const std::string& message) const {
  fail(t.hlo.at(inst.opcodeOffset), "'" + std::string(inst.opcode) + "' " + message);
}

void Emitter::unsupportedHere(const std::string& what) const {
  unsupported(t.hlo.at(inst.opcodeOffset), "'" + std::string(inst.opcode) + "' " + what);
}

void Emitter::warn(size_t offset, const std::string& message) const { t.warn(offset, message); }

}  // namespace hloref::xla
