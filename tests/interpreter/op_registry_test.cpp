// Every op of the spec is registered with its facts (interpreter/op_facts.h),
// and the facts agree with what the catalog (spec/ops/*.yaml) says of the op.
// A registration that omits a fact does not compile; this test finds a
// missing registration and facts that contradict the spec's tables.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "interpreter/op_registry.h"
#include "spec/catalog.h"

namespace hloref {
namespace {

const std::vector<spec::OpEntry>& catalog() {
  static const std::vector<spec::OpEntry> ops = spec::loadCatalog(HLOREF_SOURCE_DIR "/spec/ops");
  return ops;
}

// Whether any input or output of the op may be a quantized tensor (values
// of any type, tuples and futures may hold one).
bool takesQuantized(const spec::OpEntry& op) {
  auto quantized = [](const spec::ValueEntry& v) {
    if (v.kind == "value" || v.kind == "tuple" || v.kind == "future") return true;
    for (const std::string& t : v.types)
      if (t.find("quantized") != std::string::npos) return true;
    return v.type.find("quantized") != std::string::npos;
  };
  for (const auto& i : op.inputs)
    if (quantized(i)) return true;
  for (const auto& o : op.outputs)
    if (quantized(o)) return true;
  return false;
}

TEST(OpRegistry, EveryCatalogOpIsRegistered) {
  ASSERT_FALSE(catalog().empty());
  for (const spec::OpEntry& op : catalog()) {
    const OpDef* def = findOpDef(op.name);
    ASSERT_NE(def, nullptr) << op.name << " has no HLOREF_OP registration";
    EXPECT_EQ(std::string_view(def->name), op.name);
    EXPECT_NE(def->eval.value, nullptr) << op.name;
  }
}

TEST(OpRegistry, QuantizationFactAgreesWithTheInputsAndOutputsTables) {
  for (const spec::OpEntry& op : catalog()) {
    const OpDef* def = findOpDef(op.name);
    ASSERT_NE(def, nullptr) << op.name;
    const bool notTaken = def->quantized == Quantized::NotTaken;
    EXPECT_EQ(notTaken, !takesQuantized(op))
        << op.name << ": the catalog " << (takesQuantized(op) ? "allows" : "allows no")
        << " quantized tensors, but the registration says "
        << (notTaken ? "Quantized::NotTaken" : "it runs them");
  }
}

TEST(OpRegistry, ElementMovingOpsMoveErrorsUnchanged) {
  // An op whose results are operand elements (data movement) cannot add an
  // error of its own: its annotation rule and its allowance say the same.
  for (const OpDef* def : registeredOps()) {
    const Annotation annotation = def->annotation;
    const Accuracy accuracy = def->accuracy;
    if (annotation.kind != Annotation::Kind::MovesElements) continue;
    EXPECT_NE(annotation.data, Annotation::Data::None) << def->name.value;
    // scatter moves elements only when update_computation returns the
    // update; otherwise it computes, and states no allowance.
    if (annotation.data == Annotation::Data::ScatterInputsAndUpdates) continue;
    if (std::string_view(def->name).starts_with("stablehlo.")) {
      EXPECT_EQ(accuracy.real.kind, UlpAllowance::Kind::Moves) << def->name.value;
    }
  }
}

TEST(OpRegistry, ScalarKindsAreElementwiseOps) {
  // A scalar-region instruction computes one element from the operands'
  // elements at the same index: only elementwise ops (and constants) can be one.
  for (const OpDef* def : registeredOps()) {
    const ScalarKind kind = def->scalar;
    if (kind == ScalarKind::None) continue;
    const Annotation::Kind rule = Annotation(def->annotation).kind;
    if (kind == ScalarKind::Constant) {
      EXPECT_EQ(rule, Annotation::Kind::Exact) << def->name.value;
    } else {
      EXPECT_TRUE(rule == Annotation::Kind::Elementwise || rule == Annotation::Kind::Lipschitz ||
                  rule == Annotation::Kind::Propagating || rule == Annotation::Kind::Decides ||
                  (rule == Annotation::Kind::MovesElements &&
                   Annotation(def->annotation).data == Annotation::Data::SelectBranches))
          << def->name.value;
    }
  }
}

TEST(OpRegistry, StatedAllowancesSayWhy) {
  for (const OpDef* def : registeredOps()) {
    const Accuracy accuracy = def->accuracy;
    for (const UlpAllowance& a : {accuracy.real, accuracy.complex}) {
      EXPECT_FALSE(a.why.empty()) << def->name.value;
      if (a.kind == UlpAllowance::Kind::Rounded || a.kind == UlpAllowance::Kind::Relative) {
        EXPECT_GT(a.ulps, 0) << def->name.value;
      }
    }
  }
}

}  // namespace
}  // namespace hloref
