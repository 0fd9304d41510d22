// The portable profile (ProgramOptions::portable): programs without the
// constructs the spec allows and the official verifier rejects
// (checker/VERIFIER-DIFFERENCES.md, "Generated programs"): tf32,
// collective_reduce, collective_broadcast of several operands or with
// -1 padding in its groups,
// all_gather / reduce_scatter over a dimension of size 0.
#include <gtest/gtest.h>

#include "core/attribute.h"
#include "core/tensor.h"
#include "fuzz/program_gen.h"
#include "interpreter/program.h"
#include "syntax/parser.h"

namespace hloref::fuzz {
namespace {

struct Seen {
  int allGather = 0, reduceScatter = 0, collectiveBroadcast = 0, collectiveReduce = 0, tf32 = 0;
  int zeroGatherDim = 0, zeroScatterDim = 0, variadicBroadcast = 0, paddedBroadcast = 0;
};

void look(const Module& m, Seen& s) {
  for (const auto& f : m.funcs)
    for (const Op& op : f->body.blocks[0].ops) {
      for (const auto* types : {&op.operandTypes, &op.resultTypes})
        for (const Type& t : *types) s.tf32 += t.isTensor() && t.tensorType().elementType == ElementType::TF32;
      auto dimAt = [&](const char* attribute) {
        const Attribute* a = op.attr(attribute);
        return op.operandTypes[0].tensorType().shape[static_cast<size_t>(asInt(*a).value())];
      };
      if (op.name == "stablehlo.all_gather") {
        ++s.allGather;
        s.zeroGatherDim += dimAt("all_gather_dim") == 0;
      } else if (op.name == "stablehlo.reduce_scatter") {
        ++s.reduceScatter;
        s.zeroScatterDim += dimAt("scatter_dimension") == 0;
      } else if (op.name == "stablehlo.collective_broadcast") {
        ++s.collectiveBroadcast;
        s.variadicBroadcast += op.operands.size() > 1;  // a second tensor, or the roots operand
        const Attribute* groups = op.attr("replica_groups");
        for (int64_t i = 0; groups && groups->dense && i < groups->dense->numElements(); ++i)
          s.paddedBroadcast += groups->dense->intValue(i) == -1;
      } else if (op.name == "stablehlo.collective_reduce") {
        ++s.collectiveReduce;
      }
    }
}

Seen batch(bool portable) {
  ProgramOptions options;
  options.ops = {"stablehlo.all_gather", "stablehlo.reduce_scatter", "stablehlo.collective_broadcast",
                 "stablehlo.collective_reduce", "stablehlo.add", "stablehlo.abs"};
  options.quantized = false;
  options.portable = portable;
  Seen s;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const GeneratedProgram p = generateProgram(options, seed);
    std::unique_ptr<Module> m = parseModule(p.text, "s" + std::to_string(seed) + ".mlir");
    look(*m, s);
    if (portable) {
      EXPECT_EQ(p.text.find("tf32"), std::string::npos) << p.text;
      try {
        Program::loadOrThrow(std::move(m));
      } catch (const Error& e) {
        ADD_FAILURE() << e.formatted() << "\n" << p.text;
      }
    }
  }
  return s;
}

TEST(PortableProfile, BatchHoldsNoneOfTheExcludedConstructs) {
  const Seen s = batch(/*portable=*/true);
  EXPECT_GT(s.allGather, 20);
  EXPECT_GT(s.reduceScatter, 20);
  EXPECT_GT(s.collectiveBroadcast, 20);
  EXPECT_EQ(s.collectiveReduce, 0);
  EXPECT_EQ(s.tf32, 0);
  EXPECT_EQ(s.zeroGatherDim, 0);
  EXPECT_EQ(s.zeroScatterDim, 0);
  EXPECT_EQ(s.variadicBroadcast, 0);
  EXPECT_EQ(s.paddedBroadcast, 0);
}

// The default profile stays spec-complete: the same batch has each of them.
TEST(PortableProfile, DefaultProfileKeepsThem) {
  const Seen s = batch(/*portable=*/false);
  EXPECT_GT(s.collectiveReduce, 0);
  EXPECT_GT(s.tf32, 0);
  EXPECT_GT(s.zeroGatherDim + s.zeroScatterDim, 0);
  EXPECT_GT(s.variadicBroadcast, 0);
}

}  // namespace
}  // namespace hloref::fuzz
