#include "interpreter/scalar_region.h"

#include <atomic>
#include <bit>
#include <cstring>
#include <optional>
#include <string_view>
#include <unordered_map>

#include "interpreter/evaluator.h"
#include "core/float_format.h"
#include "numerics/nan_rule.h"
#include "interpreter/kernels/elementwise.h"  // floatMaximum, floatMinimum: the ops' own definitions
#include "interpreter/kernels/float_math.h"   // convert's conversions

namespace hloref {
namespace {

static_assert(std::endian::native == std::endian::little, "registers hold storage bytes little-endian");

using Kind = ScalarRegion::Kind;
using notation::CompareType;
using notation::Family;
using notation::familyOf;

// A rank-0 tensor type the registers can hold (not quantized, not complex).
std::optional<ElementType> scalarType(const Type& t) {
  if (!t.isTensor()) return std::nullopt;
  const TensorType& tensor = t.tensorType();
  if (tensor.rank() != 0 || tensor.isQuantized() || isComplex(tensor.elementType)) return std::nullopt;
  return tensor.elementType;
}

// A computed integer as it reads back after storeInts: wrapped to the width.
uint64_t storeInt(uint64_t v, ElementType type) { return wrapInt(v, type); }

// Floats as loadFloats / storeFloats convert them (storage to and from the
// double family).
double loadFloat(uint64_t bits, ElementType type) {
  if (type == ElementType::F64) return std::bit_cast<double>(bits);
  if (type == ElementType::F32) return std::bit_cast<float>(static_cast<uint32_t>(bits));
  return decodeFloat(type, bits);
}
uint64_t storeFloat(double v, ElementType type) {
  if (type == ElementType::F64) return std::bit_cast<uint64_t>(v);
  if (type == ElementType::F32) return std::bit_cast<uint32_t>(static_cast<float>(v));
  const int width = storageBytes(type);
  uint64_t bits = encodeFloat(type, v);
  return width >= 8 ? bits : bits & ((uint64_t{1} << (8 * width)) - 1);
}

// spec: Ops > and, or, xor, not, add, multiply, maximum, minimum on
// booleans (as their op files compute them on 0 / 1).
uint64_t booleanOp(Kind kind, uint64_t x, uint64_t y) {
  switch (kind) {
    case Kind::Add: case Kind::Maximum: case Kind::Or: return (x | y) & 1;
    case Kind::Multiply: case Kind::Minimum: case Kind::And: return (x & y) & 1;
    case Kind::Xor: return (x ^ y) & 1;
    case Kind::Not: return x ^ 1;
    default: return 0;  // not compiled for booleans
  }
}

// spec: Ops > add, subtract, multiply, divide, maximum, minimum, and, or,
// xor, not, negate on integers: 64-bit arithmetic wrapped to the width on
// store (divide: divide.cpp's choices for x / 0 and min / -1).
uint64_t integerOp(Kind kind, bool isSigned, uint64_t x, uint64_t y) {
  switch (kind) {
    case Kind::Add: return x + y;
    case Kind::Subtract: return x - y;
    case Kind::Multiply: return x * y;
    case Kind::Divide:
      if (y == 0) return ~uint64_t{0};
      if (!isSigned) return x / y;
      if (static_cast<int64_t>(y) == -1) return uint64_t{0} - x;
      return static_cast<uint64_t>(static_cast<int64_t>(x) / static_cast<int64_t>(y));
    case Kind::Maximum:
      if (isSigned) return static_cast<int64_t>(x) >= static_cast<int64_t>(y) ? x : y;
      return x >= y ? x : y;
    case Kind::Minimum:
      if (isSigned) return static_cast<int64_t>(x) <= static_cast<int64_t>(y) ? x : y;
      return x <= y ? x : y;
    case Kind::And: return x & y;
    case Kind::Or: return x | y;
    case Kind::Xor: return x ^ y;
    case Kind::Not: return ~x;
    case Kind::Negate: return uint64_t{0} - x;
    default: return 0;  // not compiled for integers
  }
}

// spec: Ops > add, subtract, multiply, divide, maximum, minimum, negate on
// floats: in double, rounded on store (see add.cpp for why that rounds
// once); a computed NaN is the default NaN, as in the op files
// (numerics/nan_rule.h).
double floatOp(Kind kind, double x, double y) {
  switch (kind) {
    case Kind::Add: return withDefaultNan(x + y);
    case Kind::Subtract: return withDefaultNan(x - y);
    case Kind::Multiply: return withDefaultNan(x * y);
    case Kind::Divide: return withDefaultNan(x / y);
    case Kind::Maximum: return elementwise::floatMaximum(x, y);
    case Kind::Minimum: return elementwise::floatMinimum(x, y);
    case Kind::Negate: return -x;
    default: return 0;  // not compiled for floats
  }
}

// spec: Ops > compare, as compare.cpp computes it for one element.
bool compareOp(const ScalarRegion::Instruction& in, uint64_t x, uint64_t y) {
  switch (in.compareType) {
    case CompareType::SIGNED:
      return notation::compareOrdered(in.direction, static_cast<int64_t>(x), static_cast<int64_t>(y));
    case CompareType::UNSIGNED: return notation::compareOrdered(in.direction, x, y);
    case CompareType::FLOAT:
      return notation::compareFloat(in.direction, loadFloat(x, in.operandType), loadFloat(y, in.operandType));
    case CompareType::TOTALORDER: return notation::compareTotalOrder(in.direction, in.totalOrder, x, y);
  }
  return false;
}

// spec: Ops > convert, as convert.cpp computes it for one element.
uint64_t convertOp(const ScalarRegion::Instruction& in, uint64_t x) {
  const Family to = familyOf(in.resultType);
  if (in.family == Family::Float) {
    const double v = loadFloat(x, in.operandType);
    switch (to) {
      case Family::Boolean: return v != 0.0;
      case Family::SignedInteger:
      case Family::UnsignedInteger: return storeInt(in.toInteger(v), in.resultType);
      default: return storeFloat(v, in.resultType);  // rounded once on store
    }
  }
  // booleans and integers (i1 loads as 0 / 1)
  const bool sourceSigned = in.family == Family::SignedInteger;
  switch (to) {
    case Family::Boolean: return x != 0;
    case Family::SignedInteger:
    case Family::UnsignedInteger: return storeInt(x, in.resultType);
    default:
      return storeFloat(in.resultType == ElementType::F64 ? float_math::intToDouble(x, sourceSigned)
                                                          : float_math::intToOddDouble(x, sourceSigned),
                        in.resultType);
  }
}

// One instruction, any kind and types.
uint64_t generalOp(const ScalarRegion::Instruction& in, const uint64_t* regs) {
  const uint64_t x = regs[in.lhs], y = regs[in.rhs];
  switch (in.kind) {
    case Kind::Compare: return compareOp(in, x, y) ? 1 : 0;
    case Kind::Select: return x != 0 ? y : regs[in.third];  // moves the element as stored, as select.cpp does
    case Kind::Convert: return convertOp(in, x);
    default: break;
  }
  switch (in.family) {
    case Family::Boolean: return storeInt(booleanOp(in.kind, x, y), in.resultType);
    case Family::SignedInteger: return storeInt(integerOp(in.kind, true, x, y), in.resultType);
    case Family::UnsignedInteger: return storeInt(integerOp(in.kind, false, x, y), in.resultType);
    case Family::Float:
      return storeFloat(floatOp(in.kind, loadFloat(x, in.operandType), loadFloat(y, in.operandType)), in.resultType);
    default: return 0;
  }
}

// generalOp for add, subtract, multiply and divide on f32 or f64 operands
// and result, with the kind and type fixed at compile time.
template <ElementType E, Kind K>
uint64_t floatBinaryOp(const ScalarRegion::Instruction& in, const uint64_t* regs) {
  return storeFloat(floatOp(K, loadFloat(regs[in.lhs], E), loadFloat(regs[in.rhs], E)), E);
}

template <ElementType E>
ScalarRegion::Instruction::Handler floatBinaryHandler(Kind kind) {
  switch (kind) {
    case Kind::Add: return floatBinaryOp<E, Kind::Add>;
    case Kind::Subtract: return floatBinaryOp<E, Kind::Subtract>;
    case Kind::Multiply: return floatBinaryOp<E, Kind::Multiply>;
    case Kind::Divide: return floatBinaryOp<E, Kind::Divide>;
    // Not maximum and minimum: they return an operand, and the compiler may
    // then fold its f32 -> double -> f32 round trip, which the op files
    // make (quieting a signaling NaN).
    default: return generalOp;
  }
}

ScalarRegion::Instruction::Handler handlerFor(const ScalarRegion::Instruction& in) {
  if (in.family == Family::Float && in.operandType == in.resultType) {
    if (in.operandType == ElementType::F32) return floatBinaryHandler<ElementType::F32>(in.kind);
    if (in.operandType == ElementType::F64) return floatBinaryHandler<ElementType::F64>(in.kind);
  }
  return generalOp;
}

// The families each op's file computes (the others it rejects).
bool familyAllowed(Kind kind, Family family) {
  switch (kind) {
    case Kind::Add: case Kind::Multiply: case Kind::Maximum: case Kind::Minimum: return true;
    case Kind::Subtract: case Kind::Negate: case Kind::Divide: return family != Family::Boolean;
    case Kind::And: case Kind::Or: case Kind::Xor: case Kind::Not: return family != Family::Float;
    default: return true;
  }
}

// comparison_direction and compare_type as compare.cpp reads them; false
// for values the checker rejects (the region then runs op by op).
bool compileCompare(const Op& op, ElementType e, ScalarRegion::Instruction& in) {
  const Attribute* direction = op.attr("comparison_direction");
  std::optional<notation::ComparisonDirection> d =
      direction ? notation::parseComparisonDirection(direction->text) : std::nullopt;
  if (!d) return false;
  in.direction = *d;
  const Attribute* type = op.attr("compare_type");
  std::optional<CompareType> given = type ? notation::parseCompareType(type->text) : std::nullopt;
  in.compareType = given.value_or(notation::defaultCompareType(e));
  if (!notation::isAllowedCompareType(in.compareType, e)) return false;
  if (in.compareType == CompareType::TOTALORDER) in.totalOrder = notation::TotalOrderKey(e);
  return true;
}

}  // namespace

// Compiles one region: block arguments and captured values become source
// registers, each op one instruction (or a constant), the terminator's
// operands the outputs. Every step returns false for a region that is not
// such a program, which then runs op by op.
class ScalarRegionCompiler {
 public:
  ScalarRegionCompiler(ScalarRegion& out, Evaluator& evaluator, std::vector<Value>& frame)
      : out_(out), evaluator_(evaluator), frame_(frame) {}

  bool compile(const Block& block) {
    if (block.argumentTypes.size() != block.arguments.size()) return false;
    for (size_t a = 0; a < block.arguments.size(); ++a)
      if (!addArgument(block, a)) return false;
    return compileBody(block, [&](const Op& terminator) { return addOutputs(terminator); });
  }

 private:
  // Calls to functions of scalar ops are inlined up to this depth (a
  // recursive function is not, and runs op by op).
  static constexpr int kMaxInlineDepth = 4;

  // The ops of `block`; `finish` takes its terminator.
  template <class Finish>
  bool compileBody(const Block& block, Finish finish) {
    for (const Op& op : block.ops) {
      if (op.isTerminator) return &op == &block.ops.back() && finish(op);
      if (op.name == "func.call" || op.name == "stablehlo.call") {
        if (!inlineCall(op)) return false;
        continue;
      }
      if (!op.def || !op.regions.empty() || op.results.size() != 1 || op.resultTypes.size() != 1) return false;
      for (const Type& t : op.operandTypes)
        if (t.isTensor() && t.tensorType().isQuantized()) return false;
      const bool ok = op.def->scalar == ScalarKind::Constant ? addConstant(op) : addInstruction(op);
      if (!ok) return false;
    }
    return false;  // no terminator
  }

  // spec: Ops > call. The callee's body in place of the call: its block
  // arguments are the call's operands, its results the values its
  // func.return names, computed by the same instructions the op-by-op call
  // runs. The static facts the call's evaluation checks (call-types) are
  // required here: anything else runs op by op and reports there.
  bool inlineCall(const Op& op) {
    const Attribute* callee = op.attr("callee");
    if (!callee || inlineDepth_ >= kMaxInlineDepth || evaluator_.program().hasRejections()) return false;
    const Func* f = evaluator_.module().lookup(callee->text);
    if (!f || f->body.blocks.size() != 1) return false;
    const Block& body = f->body.blocks.front();
    if (body.arguments.size() != op.operands.size() || f->inputs.size() != op.operands.size() ||
        f->outputs.size() != op.results.size() || op.resultTypes.size() != op.results.size())
      return false;
    std::unordered_map<int, Slot> scope;  // the callee's values
    for (size_t k = 0; k < op.operands.size(); ++k) {
      const Slot* s = operand(op, k);
      if (!s || scalarType(f->inputs[k]) != s->type || f->inputs[k] != op.operandTypes[k]) return false;
      scope[body.arguments[k]] = *s;
    }
    std::vector<Slot> returned;
    std::swap(slots_, scope);
    const bool wasClosed = closedScope_;
    closedScope_ = true;  // a function captures nothing
    ++inlineDepth_;
    const bool ok = compileBody(body, [&](const Op& ret) {
      for (size_t k = 0; k < ret.operands.size(); ++k) {
        const Slot* s = operand(ret, k);
        if (!s) return false;
        returned.push_back(*s);
      }
      return true;
    });
    --inlineDepth_;
    closedScope_ = wasClosed;
    std::swap(slots_, scope);
    if (!ok || returned.size() != op.results.size()) return false;
    for (size_t k = 0; k < returned.size(); ++k) {
      if (f->outputs[k] != op.resultTypes[k] || scalarType(op.resultTypes[k]) != returned[k].type) return false;
      slots_[op.results[k]] = returned[k];
    }
    return true;
  }

  // What each value slot of the region is.
  struct Slot {
    uint8_t reg = 0;
    ElementType type = ElementType::F32;
    int argument = -1;  // a block argument
    int captured = -1;  // a value of the enclosing region (its slot)
    const Value* constant = nullptr;
    TensorType resultType;  // an op result: the tensor type the op makes

    static Slot of(uint8_t reg, ElementType type) {
      Slot s;
      s.reg = reg;
      s.type = type;
      return s;
    }
  };

  std::optional<uint8_t> newRegister() {
    if (registers_ >= ScalarRegion::kMaxRegisters) return std::nullopt;
    return static_cast<uint8_t>(registers_++);
  }

  bool addArgument(const Block& block, size_t a) {
    auto type = scalarType(block.argumentTypes[a]);
    auto reg = newRegister();
    if (!type || !reg) return false;
    out_.argumentSources_.push_back(out_.sources_.size());
    out_.sources_.push_back({static_cast<int>(a), -1, *type, *reg, static_cast<uint8_t>(storageBytes(*type))});
    Slot s = Slot::of(*reg, *type);
    s.argument = static_cast<int>(a);
    slots_[block.arguments[a]] = s;
    return true;
  }

  // Operand k of `op`; a value from outside the region is loaded when the
  // region starts and must then have the type the op declares for it.
  const Slot* operand(const Op& op, size_t k) {
    const int slot = op.operands[k];
    if (auto it = slots_.find(slot); it != slots_.end()) return &it->second;
    if (k >= op.operandTypes.size() || closedScope_) return nullptr;
    auto type = scalarType(op.operandTypes[k]);
    auto reg = newRegister();
    if (!type || !reg) return nullptr;
    out_.sources_.push_back({-1, slot, *type, *reg, static_cast<uint8_t>(storageBytes(*type))});
    Slot s = Slot::of(*reg, *type);
    s.captured = slot;
    return &(slots_[slot] = s);
  }

  bool addOutputs(const Op& terminator) {
    for (size_t k = 0; k < terminator.operands.size(); ++k) {
      const Slot* s = operand(terminator, k);
      if (!s) return false;
      ScalarRegion::Output output;
      output.argument = s->argument;
      output.slot = s->captured;
      if (s->constant) {
        output.isConstant = true;
        output.constant = *s->constant;
      }
      output.type = s->resultType;
      output.elementType = s->type;
      output.reg = s->reg;
      output.width = static_cast<uint8_t>(storageBytes(s->type));
      out_.outputs_.push_back(std::move(output));
    }
    out_.constants_.shrink_to_fit();
    return true;
  }

  // A constant, evaluated once, by constant.cpp.
  bool addConstant(const Op& op) {
    auto resultType = scalarType(op.resultTypes[0]);
    if (!resultType || !op.operands.empty()) return false;
    std::vector<Value> value;
    try {
      OpCall call{op, {}, evaluator_, frame_};
      value = evaluator_.evaluate(call);
    } catch (const Error&) {
      return false;
    }
    if (value.size() != 1 || !value[0].isTensor()) return false;
    const Tensor& t = value[0].tensor();
    if (t.rank() != 0 || t.type().isQuantized() || t.elementType() != *resultType) return false;
    auto reg = newRegister();
    if (!reg) return false;
    out_.constants_.emplace_back(*reg, loadRegister(t.bytes(), *resultType, storageBytes(*resultType)));
    constants_.push_back(std::make_unique<Value>(std::move(value[0])));
    Slot s = Slot::of(*reg, *resultType);
    s.constant = constants_.back().get();
    s.resultType = t.type();
    slots_[op.results[0]] = s;
    return true;
  }

  bool addInstruction(const Op& op) {
    auto resultType = scalarType(op.resultTypes[0]);
    const ScalarKind kind = op.def->scalar;
    if (!resultType || kind == ScalarKind::None) return false;
    const size_t arity = kind == ScalarKind::Select                                                   ? 3
                         : (kind == ScalarKind::Not || kind == ScalarKind::Negate || kind == ScalarKind::Convert) ? 1
                                                                                                                  : 2;
    if (op.operands.size() != arity) return false;
    const Slot* x[3] = {nullptr, nullptr, nullptr};
    for (size_t k = 0; k < arity; ++k)
      if (!(x[k] = operand(op, k))) return false;
    ScalarRegion::Instruction in{};
    in.kind = kind;
    in.resultType = *resultType;
    in.lhs = x[0]->reg;
    if (arity > 1) in.rhs = x[1]->reg;
    if (arity > 2) in.third = x[2]->reg;
    // The operand types the op's constraints give it (select: on_true's),
    // as the checker holds them; anything else runs op by op.
    in.operandType = x[kind == ScalarKind::Select ? 1 : 0]->type;
    in.family = familyOf(in.operandType);
    if (kind == ScalarKind::Select) {
      if (x[0]->type != ElementType::I1 || x[1]->type != x[2]->type || *resultType != x[1]->type) return false;
    } else if (arity == 2 && x[1]->type != in.operandType) {
      return false;
    } else if (kind == ScalarKind::Compare) {
      if (*resultType != ElementType::I1 || !compileCompare(op, in.operandType, in)) return false;
    } else if (kind == ScalarKind::Convert) {
      if (isInteger(*resultType)) in.toInteger = float_math::FloatToInteger(*resultType);
    } else if (*resultType != in.operandType || !familyAllowed(kind, in.family)) {
      return false;
    }
    auto reg = newRegister();
    if (!reg) return false;
    in.result = *reg;
    in.handler = handlerFor(in);
    out_.code_.push_back(in);
    Slot s = Slot::of(*reg, *resultType);
    s.resultType = op.resultTypes[0].tensorType();
    s.resultType.bounds.clear();  // as OpCall::newResult makes it
    slots_[op.results[0]] = std::move(s);
    return true;
  }

  ScalarRegion& out_;
  Evaluator& evaluator_;
  std::vector<Value>& frame_;
  std::unordered_map<int, Slot> slots_;
  std::vector<std::unique_ptr<Value>> constants_;
  size_t registers_ = 0;
  int inlineDepth_ = 0;
  bool closedScope_ = false;  // compiling a callee: no value of an enclosing region
};

std::shared_ptr<const ScalarRegion> ScalarRegion::compile(const Region& region, Evaluator& evaluator,
                                                          std::vector<Value>& frame) {
  if (region.blocks.size() != 1) return nullptr;
  auto compiled = std::make_shared<ScalarRegion>();
  ScalarRegionCompiler compiler(*compiled, evaluator, frame);
  return compiler.compile(region.blocks.front()) ? compiled : nullptr;
}

bool ScalarRegion::annotationFree(std::span<const Value> args, const std::vector<Value>& frame) const {
  auto plain = [](ElementType t) { return isFloat(t) || t == ElementType::I1; };
  if (!constants_.empty()) return false;
  for (const Instruction& i : code_)
    if (i.kind == Kind::Constant || i.kind == Kind::Convert || !plain(i.operandType) || !plain(i.resultType))
      return false;
  for (const Output& o : outputs_)
    if (o.isConstant) return false;
  for (const Source& source : sources_) {
    if (!plain(source.type)) return false;
    if (source.argument < 0 && frame[static_cast<size_t>(source.slot)].annotations) return false;
  }
  for (const Value& a : args)
    if (a.annotations) return false;
  return true;
}

bool ScalarRegion::bind(const std::vector<Value>& frame, uint64_t* regs) const {
  for (const Source& source : sources_) {
    if (source.argument >= 0) continue;
    if (source.slot < 0 || static_cast<size_t>(source.slot) >= frame.size()) return false;
    const Value& v = frame[static_cast<size_t>(source.slot)];
    if (!v.isTensor()) return false;
    const Tensor& t = v.tensor();
    if (t.elementType() != source.type || t.rank() != 0 || t.type().isQuantized() || t.isNull()) return false;
    regs[source.reg] = loadRegister(t.bytes(), source.type, source.width);
  }
  for (const auto& [reg, bits] : constants_) regs[reg] = bits;
  return true;
}

void ScalarRegion::execute(uint64_t* regs) const {
  for (const Instruction& in : code_) regs[in.result] = in.handler(in, regs);
}

bool ScalarRegion::run(std::span<const Value> args, const std::vector<Value>& frame,
                       std::vector<Value>& results) const {
  uint64_t regs[kMaxRegisters];
  for (const Source& source : sources_) {
    if (source.argument < 0) continue;
    const Value& v = args[static_cast<size_t>(source.argument)];
    if (!v.isTensor()) return false;
    const Tensor& t = v.tensor();
    if (t.elementType() != source.type || t.rank() != 0 || t.type().isQuantized() || t.isNull()) return false;
    regs[source.reg] = loadRegister(t.bytes(), source.type, source.width);
  }
  if (!bind(frame, regs)) return false;
  execute(regs);

  results.clear();
  results.reserve(outputs_.size());
  for (const Output& out : outputs_) {
    if (out.argument >= 0) {
      results.push_back(args[static_cast<size_t>(out.argument)]);
    } else if (out.slot >= 0) {
      results.push_back(frame[static_cast<size_t>(out.slot)]);
    } else if (out.isConstant) {
      results.push_back(out.constant);
    } else {
      Tensor* t = out.recent[0].ownsStorageAlone() ? &out.recent[0]
                  : out.recent[1].ownsStorageAlone() ? &out.recent[1]
                                                     : nullptr;
      // Pairs with the release of the last other owner (another thread's
      // collective may have held it).
      if (t) std::atomic_thread_fence(std::memory_order_acquire);
      if (!t) {
        out.recent[1] = std::move(out.recent[0]);
        out.recent[0] = Tensor(out.type);
        t = &out.recent[0];
      }
      storeRegister(t->bytes(), regs[out.reg], out.width);
      results.emplace_back(*t);
    }
  }
  return true;
}

RegionCall::RegionCall(const OpCall& call, size_t index, std::span<const ElementType> argumentTypes,
                       Arguments arguments) {
  if (index >= call.op.regions.size()) return;
  const ScalarRegion* region =
      call.evaluator.registerRegion(call.op.regions[index], call.frame, arguments == Arguments::FreshElements);
  if (!region || region->numArguments() != argumentTypes.size()) return;
  for (size_t a = 0; a < argumentTypes.size(); ++a)
    if (region->argumentType(a) != argumentTypes[a]) return;
  if (region->numOutputs() > ScalarRegion::kMaxRegisters || !region->bind(call.frame, regs_)) return;
  region_ = region;
  for (size_t a = 0; a < argumentTypes.size(); ++a)
    arguments_[a] = {region->argumentRegister(a), static_cast<uint8_t>(storageBytes(argumentTypes[a])),
                     isSignedInteger(argumentTypes[a])};
  for (size_t k = 0; k < region->numOutputs(); ++k)
    results_[k] = {region->outputRegister(k), static_cast<uint8_t>(storageBytes(region->outputType(k))), false};
}

}  // namespace hloref
