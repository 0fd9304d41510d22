#include "fuzz/program_gen.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "fuzz/ops/collectives.h"
#include "fuzz/ops/data_movement.h"
#include "fuzz/ops/elementwise.h"
#include "fuzz/ops/indexing.h"
#include "fuzz/ops/linalg.h"
#include "fuzz/ops/reductions.h"
#include "fuzz/ops/structure.h"
#include "syntax/printer.h"

namespace hloref::fuzz {
namespace {

using ET = ElementType;
using OpGenerator = std::function<rc::Gen<OpDraw>(const TensorType* hint, const Grid& grid)>;

// Every op's generator: the families' own (fuzz/ops/*.h).
const std::map<std::string, OpGenerator>& registry() {
  static const std::map<std::string, OpGenerator> table = [] {
    std::map<std::string, OpGenerator> t;
    auto plain = [&t](const std::string& name, rc::Gen<OpDraw> (*gen)()) {
      t[name] = [gen](const TensorType*, const Grid&) { return gen(); };
    };
    auto onGrid = [&t](const std::string& name, rc::Gen<OpDraw> (*gen)(const Grid&)) {
      t[name] = [gen](const TensorType*, const Grid& g) { return gen(g); };
    };
    for (const std::string& name : elementwiseOpNames())
      t[name] = [name](const TensorType* hint, const Grid&) { return elementwiseOp(name, hint); };
    for (const std::string& name : structureOpNames())
      t[name] = [name](const TensorType* hint, const Grid&) { return structureOp(name, hint); };
    plain("stablehlo.transpose", transposeOp);
    plain("stablehlo.broadcast_in_dim", broadcastInDimOp);
    plain("stablehlo.concatenate", concatenateOp);
    plain("stablehlo.iota", iotaOp);
    plain("stablehlo.pad", padOp);
    plain("stablehlo.reverse", reverseOp);
    plain("stablehlo.slice", sliceOp);
    plain("stablehlo.gather", gatherOp);
    plain("stablehlo.dynamic_gather", dynamicGatherOp);
    plain("stablehlo.scatter", scatterOp);
    plain("stablehlo.select_and_scatter", selectAndScatterOp);
    plain("stablehlo.dynamic_slice", dynamicSliceOp);
    plain("stablehlo.dynamic_update_slice", dynamicUpdateSliceOp);
    plain("stablehlo.dot_general", dotGeneralOp);
    plain("stablehlo.convolution", convolutionOp);
    plain("stablehlo.dynamic_conv", dynamicConvOp);
    plain("stablehlo.fft", fftOp);
    plain("stablehlo.triangular_solve", triangularSolveOp);
    plain("stablehlo.cholesky", choleskyOp);
    plain("stablehlo.reduce", reduceOp);
    plain("stablehlo.reduce_window", reduceWindowOp);
    plain("stablehlo.sort", sortOp);
    plain("stablehlo.batch_norm_inference", batchNormInferenceOp);
    plain("stablehlo.batch_norm_training", batchNormTrainingOp);
    plain("stablehlo.batch_norm_grad", batchNormGradOp);
    onGrid("stablehlo.all_gather", allGatherOp);
    onGrid("stablehlo.all_reduce", allReduceOp);
    onGrid("stablehlo.all_to_all", allToAllOp);
    onGrid("stablehlo.reduce_scatter", reduceScatterOp);
    onGrid("stablehlo.collective_permute", collectivePermuteOp);
    onGrid("stablehlo.collective_broadcast", collectiveBroadcastOp);
    onGrid("stablehlo.collective_reduce", collectiveReduceOp);
    return t;
  }();
  return table;
}

// How MLIR prints an op without attributes: `stablehlo.op %a, %b : type`
// when every operand and the result have one type, else `: (types) ->
// type` (the elementwise ops, convert, clamp); or always the latter
// (reshape, bitcast_convert, the quantization ops).
enum class Pretty { None, SameType, Functional };
Pretty prettyForm(const std::string& name) {
  static const std::map<std::string, Pretty> forms = [] {
    std::map<std::string, Pretty> m;
    for (const std::string& n : elementwiseOpNames()) m[n] = Pretty::SameType;
    // Their pretty forms carry attributes: the generators write them (SingleOp::pretty).
    for (const char* n : {"stablehlo.compare", "stablehlo.select", "stablehlo.reduce_precision"}) m.erase(n);
    for (const char* n : {"stablehlo.reshape", "stablehlo.bitcast_convert", "stablehlo.uniform_quantize",
                          "stablehlo.uniform_dequantize"})
      m[n] = Pretty::Functional;
    return m;
  }();
  const auto it = forms.find(name);
  return it == forms.end() ? Pretty::None : it->second;
}

// `$r` (the op's prefix) and `$0`, `$1`, ... (its operands) replaced.
std::string substitute(std::string text, const std::string& prefix, const std::vector<std::string>& operands) {
  auto replaceAll = [&text](const std::string& from, const std::string& to) {
    for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
      text.replace(at, from.size(), to);
  };
  replaceAll("$r", prefix);
  for (size_t i = operands.size(); i-- > 0;) replaceAll("$" + std::to_string(i), operands[i]);
  return text;
}

bool isBareTensor(const TensorType& t) { return !t.isQuantized(); }

class Builder {
 public:
  // The type of a random earlier value, for the next op to take.
  // An unused one mostly, so that chains grow.
  std::optional<TensorType> hint() {
    std::vector<size_t> unused, all;
    for (size_t i = 0; i < pool_.size(); ++i) {
      if (!pool_[i].type.isStatic()) continue;
      all.push_back(i);
      if (!pool_[i].used) unused.push_back(i);
    }
    if (all.empty() || *rc::gen::inRange(0, 8) == 0) return std::nullopt;
    return pool_[*rc::gen::elementOf(!unused.empty() && *rc::gen::inRange(0, 4) != 0 ? unused : all)].type;
  }

  void emit(const OpDraw& d) {
    std::vector<std::string> operands;
    for (size_t i = 0; i < d.op.operands.size(); ++i) {
      const Feed feed = i < d.feeds.size() ? d.feeds[i] : Feed::Any;
      const Value* input = i < d.inputs.size() ? &d.inputs[i] : nullptr;
      operands.push_back(supply(d.op.operands[i], feed, input));
    }
    const std::string prefix = fresh();
    std::vector<std::string> results;
    if (!d.body.empty()) {
      body_ += substitute(d.body, prefix, operands);
      for (size_t i = 0; i < d.op.results.size(); ++i) results.push_back("%" + prefix + "_" + std::to_string(i));
    } else {
      SingleOp op = d.op;
      op.attributes = substitute(op.attributes, prefix, operands);
      op.regions = substitute(op.regions, prefix, operands);
      body_ += "  " + resultsDefinition(prefix, d.op.results.size()) + " = " + opText(op, operands) + "\n";
      for (size_t i = 0; i < d.op.results.size(); ++i)
        results.push_back(d.op.results.size() == 1 ? "%" + prefix : "%" + prefix + "#" + std::to_string(i));
    }
    functions_ += substitute(d.functions, prefix, operands);
    for (const auto* types : {&d.op.operands, &d.op.results})
      for (const TensorType& t : *types)
        elementTypes_.insert(t.isQuantized() ? "quantized" : std::string(elementTypeName(t.elementType)));
    for (size_t i = 0; i < d.op.results.size(); ++i) pool_.push_back({results[i], d.op.results[i], false});
  }

  GeneratedProgram finish(const Grid& grid, bool onGrid) {
    std::vector<TensorType> outputs;
    std::string returned, returnedTypes;
    for (const Pooled& p : pool_) {
      if (p.used) continue;
      returned += (outputs.empty() ? " " : ", ") + p.name;
      returnedTypes += (outputs.empty() ? " : " : ", ") + typeString(p.type);
      outputs.push_back(p.type);
    }
    const std::string body = body_ + "  func.return" + returned + returnedTypes + "\n";
    GeneratedProgram g;
    g.text = functionText("main", argumentTypes_, outputs, body) + functions_;
    if (onGrid)
      g.text = "module attributes {mhlo.num_partitions = " + std::to_string(grid.num_partitions) +
               " : i32, mhlo.num_replicas = " + std::to_string(grid.num_replicas) + " : i32} {\n" + g.text + "}\n";
    g.inputs = std::move(inputs_);
    g.elementTypes = std::move(elementTypes_);
    return g;
  }

 private:
  struct Pooled {
    std::string name;
    TensorType type;
    bool used = false;
  };

  std::string fresh() { return "v" + std::to_string(next_++); }

  std::string argument(const TensorType& type, const Value* input) {
    const std::string name = "%arg" + std::to_string(argumentTypes_.size());
    argumentTypes_.push_back(type);
    inputs_.push_back(input ? *input : Value(*argumentTensor(type)));
    return name;
  }

  // An operand of `type`: an earlier value (mostly, when one fits), through
  // convert and reshape when only its element count matches, else a new
  // argument; constants and arguments as the draw says.
  std::string supply(const TensorType& type, Feed feed, const Value* input) {
    if (feed == Feed::Constant) {
      const std::string name = "%" + fresh();
      body_ += "  " + name + " = stablehlo.constant " + denseLiteral(input->tensor()) + " : " + typeString(type) + "\n";
      return name;
    }
    if (feed == Feed::Argument) return argument(type, input);
    std::vector<size_t> same, glued;
    for (size_t i = 0; i < pool_.size(); ++i) {
      const TensorType& t = pool_[i].type;
      if (!t.isStatic()) continue;  // (dynamic results are only returned)
      if (t == type) same.push_back(i);
      else if (isBareTensor(t) && isBareTensor(type) && t.numElements() == type.numElements() &&
               (!isComplex(t.elementType) || isComplex(type.elementType)))
        glued.push_back(i);
    }
    if (!same.empty() && *rc::gen::inRange(0, 8) != 0) return use(*rc::gen::elementOf(same));
    if (!glued.empty() && *rc::gen::inRange(0, 3) != 0) return glue(*rc::gen::elementOf(glued), type);
    return argument(type, input);
  }

  std::string use(size_t i) {
    pool_[i].used = true;
    return pool_[i].name;
  }

  // pool_[i] as `type`: convert (element type), then reshape (shape).
  std::string glue(size_t i, const TensorType& type) {
    std::string value = use(i);
    TensorType t = pool_[i].type;
    if (t.elementType != type.elementType) {
      const TensorType converted = tensorType(t.shape, type.elementType);
      const std::string name = "%" + fresh();
      body_ += "  " + name + " = stablehlo.convert " + value + " : (" + typeString(t) + ") -> " +
               typeString(converted) + "\n";
      value = name, t = converted;
    }
    if (!(t == type)) {
      const std::string name = "%" + fresh();
      body_ += "  " + name + " = stablehlo.reshape " + value + " : (" + typeString(t) + ") -> " + typeString(type) + "\n";
      value = name;
    }
    return value;
  }

  // The op applied to `operands`: its pretty form when it has one, else
  // the generic form.
  static std::string opText(const SingleOp& op, const std::vector<std::string>& operands) {
    std::string uses;
    for (size_t i = 0; i < operands.size(); ++i) uses += (i ? ", " : "") + operands[i];
    const std::string results = typeList(op.results);
    const std::string resultText = op.results.size() == 1 ? typeString(op.results[0]) : results;
    if (!op.pretty.empty()) return substitute(op.pretty, "", operands);
    const Pretty pretty = prettyForm(op.name);
    if (pretty != Pretty::None && op.attributes.empty() && op.regions.empty() && op.results.size() == 1) {
      const bool same = pretty == Pretty::SameType &&
                        std::all_of(op.operands.begin(), op.operands.end(),
                                    [&](const TensorType& t) { return t == op.results[0]; });
      if (op.name == "stablehlo.complex") return op.name + " " + uses + " : " + resultText;
      return op.name + " " + uses + " : " + (same ? resultText : typeList(op.operands) + " -> " + resultText);
    }
    std::string s = "\"" + op.name + "\"(" + uses + ")";
    if (!op.regions.empty()) s += " (" + op.regions + ")";
    if (!op.attributes.empty()) s += " {" + op.attributes + "}";
    return s + " : " + typeList(op.operands) + " -> " + resultText;
  }

  std::vector<TensorType> argumentTypes_;
  std::vector<Value> inputs_;
  std::vector<Pooled> pool_;
  std::string body_, functions_;
  std::set<std::string> elementTypes_;
  int next_ = 0;
};

// Whether the draw's types are allowed: its results and the operands the
// program supplies from values (constants, shape operands, are free).
bool drawAllowed(const ProgramOptions& options, const OpDraw& d) {
  for (const TensorType& t : d.op.results)
    if (!typeAllowed(options, t)) return false;
  for (size_t i = 0; i < d.op.operands.size(); ++i)
    if ((i >= d.feeds.size() || d.feeds[i] != Feed::Constant) && !typeAllowed(options, d.op.operands[i])) return false;
  return true;
}

bool isCollective(const std::string& name) {
  static const std::set<std::string> names = {"stablehlo.all_gather",        "stablehlo.all_reduce",
                                              "stablehlo.all_to_all",        "stablehlo.reduce_scatter",
                                              "stablehlo.collective_permute", "stablehlo.collective_broadcast",
                                              "stablehlo.collective_reduce"};
  return names.count(name) > 0;
}

}  // namespace

const std::vector<std::string>& generatableOps() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const auto& [name, gen] : registry()) v.push_back(name);
    return v;
  }();
  return names;
}

std::optional<std::string> generatableOpNamed(const std::string& name) {
  const std::string full = name.find('.') == std::string::npos ? "stablehlo." + name : name;
  const std::vector<std::string>& known = generatableOps();
  if (std::find(known.begin(), known.end(), full) == known.end()) return std::nullopt;
  return full;
}

const std::vector<std::string>& singleProcessOps() {
  static const std::vector<std::string> names = [] {
    static const std::set<std::string> left = {"stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send",
                                               "stablehlo.recv",   "stablehlo.custom_call"};
    std::vector<std::string> v;
    for (const std::string& name : generatableOps())
      if (!isCollective(name) && !left.count(name)) v.push_back(name);
    return v;
  }();
  return names;
}

bool typeAllowed(const ProgramOptions& options, const TensorType& t) {
  if (t.isQuantized()) return options.quantized;
  if (options.portable && t.elementType == ET::TF32) return false;
  if (options.types.empty()) return true;
  const ET e = t.elementType;
  if (e == ET::I1) return true;
  return std::find(options.types.begin(), options.types.end(), e) != options.types.end();
}

rc::Gen<GeneratedProgram> program(ProgramOptions options) {
  if (options.ops.empty()) options.ops = generatableOps();
  // (Asked for collective_reduce alone, the portable programs hold no op.)
  if (options.portable) std::erase(options.ops, "stablehlo.collective_reduce");
  return rc::gen::exec([options] {
    Builder builder;
    const bool onGrid = std::any_of(options.ops.begin(), options.ops.end(), isCollective) &&
                        *rc::gen::inRange(0, 2) == 0;
    Grid grid = onGrid ? Grid{*rc::gen::inRange<int64_t>(1, 4), *rc::gen::inRange<int64_t>(1, 3)} : Grid{};
    grid.emptyGroups = false;
    grid.portable = options.portable;
    const int64_t count = options.ops.empty() ? 0 : *rc::gen::inRange<int64_t>(1, options.maxOps + 1);
    std::vector<std::string> drawn;
    for (int64_t k = 0; k < count; ++k) {
      const std::string name = *rc::gen::elementOf(options.ops);
      const std::optional<TensorType> hint = builder.hint();
      // A few tries for a draw of the allowed types; an op that cannot
      // give one (--types too narrow for it) is left out.
      for (int attempt = 0; attempt < 8; ++attempt) {
        const OpDraw d = *registry().at(name)(hint ? &*hint : nullptr, grid);
        if (!drawAllowed(options, d)) continue;
        builder.emit(d);
        drawn.push_back(name);
        break;
      }
    }
    GeneratedProgram g = builder.finish(grid, onGrid);
    g.ops = std::move(drawn);
    return g;
  });
}

std::set<std::string> opsUsed(const std::string& text) {
  std::set<std::string> ops;
  const std::string prefix = "stablehlo.";
  for (size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at + 1)) {
    size_t end = at + prefix.size();
    while (end < text.size() && (std::islower(static_cast<unsigned char>(text[end])) ||
                                 std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '_'))
      ++end;
    if (end < text.size() && (text[end] == '"' || text[end] == ' ')) ops.insert(text.substr(at, end - at));
  }
  return ops;
}

GeneratedProgram generateProgram(const ProgramOptions& options, uint64_t seed) {
  return program(options)(rc::Random(seed), rc::kNominalSize).value();
}

}  // namespace hloref::fuzz
