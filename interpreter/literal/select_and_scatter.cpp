// spec: Ops > select_and_scatter, literally:
//   selected_values = reduce_window_without_init(operand) with the body
//   select(arg0, arg1) ? arg0 : arg1; hloref's schedule (as
//   interpreter/ops/select_and_scatter.cpp) folds each window's operand
//   elements in row-major order of the window index, padding positions
//   holding none; a window of padding only selects nothing (#731).
//   result[result_index] = reduce([source_values], [init_value], [0], scatter)
//   with source_values the source elements whose window selected
//   result_index, folded from init_value in row-major order of source_index.
#include <optional>

#include "interpreter/literal/literal.h"

namespace hloref::literal {
namespace {

// The list attribute `name`, or `count` copies of `fill` when it is absent.
std::vector<int64_t> listOr(const OpCall& call, std::string_view name, size_t count, int64_t fill) {
  return call.optionalAttr(name) ? call.intListAttr(name) : std::vector<int64_t>(count, fill);
}

std::vector<Value> selectAndScatter(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  const Tensor& source = call.tensor(1);
  const Tensor& init_value = call.tensor(2);
  const size_t rank = operand.shape().size();
  const std::vector<int64_t> window_dimensions = listOr(call, "window_dimensions", rank, 1);
  const std::vector<int64_t> window_strides = listOr(call, "window_strides", rank, 1);
  const std::vector<int64_t> padding = listOr(call, "padding", 2 * rank, 0);  // [low, high] per dimension
  const TensorType& E = call.op.regions[1].blocks[0].argumentTypes[0].tensorType();

  // selected_index(source_index): the operand_index the window selected.
  auto select = [&](const Index& arg0, const Index& arg1) {
    call.evaluator.countStep(call.op.loc);
    const Value args[2] = {Value(elementAt(operand, arg0)), Value(elementAt(operand, arg1))};
    return call.runRegion(0, args)[0].tensor().intBits(0) != 0;
  };
  std::vector<std::optional<Index>> selected_index;
  forEachIndex(source.shape(), [&](const Index& source_index) {
    std::optional<Index> selected;
    forEachIndex(Shape(window_dimensions.begin(), window_dimensions.end()), [&](const Index& window_index) {
      Index operand_index(rank);
      for (size_t d = 0; d < rank; ++d) {
        const __int128 position = __int128(source_index[d]) * window_strides[d] + window_index[d] - padding[2 * d];
        if (position < 0 || position >= operand.shape()[d]) return;  // padding: no operand element
        operand_index[d] = static_cast<int64_t>(position);
      }
      if (!selected || !select(*selected, operand_index)) selected = operand_index;
    });
    selected_index.push_back(selected);
  });

  Tensor result = call.newResult(0, operand.shape());
  forEachIndex(result.shape(), [&](const Index& result_index) {
    Value accumulator(hloref::toDestinationType(init_value, E));
    forEachIndex(source.shape(), [&](const Index& source_index) {
      const std::optional<Index>& selected = selected_index[linearIndex(source.shape(), source_index)];
      if (!selected || *selected != result_index) return;
      call.evaluator.countStep(call.op.loc);
      const Value args[2] = {accumulator, Value(hloref::toDestinationType(elementAt(source, source_index), E))};
      accumulator = call.runRegion(1, args)[0];
    });
    setElement(result, result_index, accumulator.tensor());
  });
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_LITERAL("stablehlo.select_and_scatter", selectAndScatter);

}  // namespace hloref::literal
