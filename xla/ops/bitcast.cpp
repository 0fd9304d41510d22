// bitcast and copy (operation_semantics.md has no section; their meaning is
// XLA's: shapes.md, tiled_layout.md).
//
//   xla.bitcast: the operand's elements laid out in `operand_layout` form a
//     buffer (xla/layout.h); the result is that buffer read as the result's
//     shape in `result_layout`. Both must take the same number of bytes.
//     Result elements that fall on padding of the operand's layout are
//     implementation-defined (hloref reads zero and marks them).
//   xla.copy: the operand in another layout: the same logical value.
#include "interpreter/evaluator.h"
#include "xla/layout.h"

namespace hloref::xla {
namespace {

std::vector<Value> evalBitcast(OpCall& call) {
  const Tensor& operand = call.tensor(0);
  Layout from = parseLayoutText(call.attr("operand_layout").text, "operand_layout");
  Layout to = parseLayoutText(call.attr("result_layout").text, "result_layout");
  const TensorType& resultType = call.resultType(0);
  if (storageBytes(operand.elementType()) != storageBytes(resultType.elementType) ||
      bitWidth(operand.elementType()) != bitWidth(resultType.elementType))
    call.fail("changes the element width from " + std::string(elementTypeName(operand.elementType())) + " to " +
              std::string(elementTypeName(resultType.elementType)));
  std::vector<std::byte> buffer;
  int64_t need;
  try {
    buffer = toPhysical(operand, from);
    need = physicalBytes(resultType, to, "the result");
  } catch (const Error& e) {
    call.fail(e.what());
  }
  if (static_cast<int64_t>(buffer.size()) != need)
    call.fail("reads a buffer of " + std::to_string(buffer.size()) + " bytes (" + tensorTypeString(operand.type()) +
              layoutString(from) + ") as " + std::to_string(need) + " bytes (" + tensorTypeString(resultType) +
              layoutString(to) + ")");
  Tensor result;
  try {
    result = fromPhysical(buffer, resultType, to, "the bitcast buffer");
  } catch (const Error& e) {
    call.fail(e.what());
  }
  if (call.annotating()) {
    // Elements read from the operand layout's padding.
    PhysicalLayout in(operand.shape(), from), out(resultType.shape, to);
    std::vector<bool> written(static_cast<size_t>(in.physicalSize()));
    for (int64_t o : in.offsets()) written[static_cast<size_t>(o)] = true;
    std::vector<int64_t> reads = out.offsets();
    for (size_t i = 0; i < reads.size(); ++i)
      if (static_cast<size_t>(reads[i]) >= written.size() || !written[static_cast<size_t>(reads[i])])
        call.markImplementationDefined(0, static_cast<int64_t>(i));
  }
  return {Value(std::move(result))};
}

std::vector<Value> evalCopy(OpCall& call) { return {call.operands.at(0)}; }

}  // namespace

HLOREF_OP({.name = "xla.bitcast",
           .eval = evalBitcast,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});
HLOREF_OP({.name = "xla.copy",
           .eval = evalCopy,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::moves(Annotation::Data::First),
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref::xla
