// Ops that keep every element at its row-major position (Annotation::Data::
// FirstInOrder: reshape, dynamic_reshape, tensor.cast, sdy's identities)
// pass their operand's annotations on unchanged; other data movement
// (transpose) moves each element's bound with it.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "interpreter/evaluator.h"
#include "syntax/parser.h"

namespace hloref {
namespace {

const char* kProgram = R"mlir(
func.func @main() -> (tensor<2x3xf32>, tensor<3x2xf32>, tensor<6xf32>) {
  %x = stablehlo.constant dense<[[0.5, -1.0, 2.0], [3.0, -0.25, 1.5]]> : tensor<2x3xf32>
  %e = stablehlo.exponential %x : tensor<2x3xf32>
  %r = stablehlo.reshape %e : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %t = stablehlo.transpose %e, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %f = stablehlo.reshape %t : (tensor<3x2xf32>) -> tensor<6xf32>
  func.return %e, %t, %f : tensor<2x3xf32>, tensor<3x2xf32>, tensor<6xf32>
})mlir";

TEST(MovesInOrder, ReshapeSharesItsOperandsAnnotations) {
  std::unique_ptr<const Program> program = Program::loadOrThrow(parseModule(kProgram, "moves_in_order_test.mlir"));
  RunOptions options;
  options.annotate = true;
  Evaluator evaluator(*program, options);
  const Func& main = *program->module().lookup("main");
  Frame frame(static_cast<size_t>(main.numSlots));
  const std::vector<Value> results = evaluator.runRegion(main.body, {}, frame);
  ASSERT_EQ(results.size(), 3u);
  const Value& e = results[0];
  const Value& t = results[1];
  const Value& f = results[2];
  ASSERT_TRUE(e.annotations && e.annotations->errorBound.size() == 6);
  // exp of exact operands: a positive bound on every element.
  for (double b : e.annotations->errorBound) EXPECT_GT(b, 0.0);
  // The transpose moves bound [i][j] to [j][i].
  ASSERT_TRUE(t.annotations && t.annotations->errorBound.size() == 6);
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      EXPECT_EQ(t.annotations->errorBound[static_cast<size_t>(j * 2 + i)],
                e.annotations->errorBound[static_cast<size_t>(i * 3 + j)]);
  // The reshape after it keeps row-major positions: the same object.
  EXPECT_EQ(f.annotations.get(), t.annotations.get());
  // The reshape %r of %e, read from the frame: shared with %e's.
  bool sawReshapeOfE = false;
  for (const Op& op : main.body.blocks.front().ops) {
    if (op.name != "stablehlo.reshape" || op.operands.empty()) continue;
    const Value& operand = frame[static_cast<size_t>(op.operands[0])];
    const Value& result = frame[static_cast<size_t>(op.results[0])];
    EXPECT_EQ(result.annotations.get(), operand.annotations.get());
    sawReshapeOfE = sawReshapeOfE || operand.annotations.get() == e.annotations.get();
  }
  EXPECT_TRUE(sawReshapeOfE);
}

}  // namespace
}  // namespace hloref
