// xla.ragged_all_to_all (the Persian seed's RaggedAllToAll(input,
// input_offsets, send_sizes, output, output_offsets, recv_sizes,
// replica_groups); HLO's operand order is input, output, input_offsets,
// send_sizes, output_offsets, recv_sizes).
//
// Within a process group, the process at position s sends to the process at
// position p the rows input[input_offsets[p] : input_offsets[p] +
// send_sizes[p]] of its input (rows: slices along dimension 0), which p
// writes into its output at rows output_offsets[p] (offsets the sender gives
// in the receiver's output). The result is `output` with every received
// chunk written; recv_sizes[s] is the number of rows p expects from s and
// must agree with what s sends. Groups follow all_to_all's: cross-replica.
#include "interpreter/collective.h"

namespace hloref::xla {
namespace {

using namespace collective;

std::vector<Value> evalRaggedAllToAll(OpCall& call) {
  const Tensor& input = call.tensor(0);
  const Tensor& output = call.tensor(1);
  CurrentProcess process(call);
  const IdGroups groups = idGroupsAttr(call, "replica_groups", Padding::Drop);
  std::vector<ProcessGroup> processGroups =
      processGroupsOnGrid(call, process->grid(), Strategy::cross_replica, groups, "replica_groups", "C1", nullptr);
  Membership m = requireGroup(call, processGroups, process->id());
  const size_t n = m.group->size();
  for (size_t k = 2; k < 6; ++k)
    if (call.tensor(k).rank() != 1 || call.tensor(k).shape()[0] != static_cast<int64_t>(n) ||
        !isInteger(call.tensor(k).elementType()))
      call.fail("needs offsets and sizes of one integer per process of the group (" + std::to_string(n) + ")");
  if (input.rank() < 1 || output.rank() != input.rank() || input.elementType() != output.elementType() ||
      !(call.resultType(0) == output.type()))
    call.fail("needs input and output of one element type and rank >= 1, and returns output's type");
  std::vector<Value> mine = {call.operands[0], call.operands[2], call.operands[3], call.operands[4]};
  std::vector<std::vector<Value>> all = process->exchange(call, 0, *m.group, m.position, mine);
  Tensor result(output.type());
  std::memcpy(result.bytes(), output.bytes(), static_cast<size_t>(output.byteSize()));
  const int64_t rowElements = output.shape()[0] == 0 ? 0 : output.numElements() / output.shape()[0];
  const int64_t width = storageBytes(output.elementType());
  const int64_t p = static_cast<int64_t>(m.position);
  for (size_t s = 0; s < n; ++s) {
    const Tensor& sent = all[s][0].tensor();
    int64_t from = all[s][1].tensor().intValue(p), size = all[s][2].tensor().intValue(p),
            to = all[s][3].tensor().intValue(p);
    int64_t expected = call.tensor(5).intValue(static_cast<int64_t>(s));
    if (size != expected)
      call.fail("process " + (*m.group)[s].str() + " sends " + std::to_string(size) + " rows where recv_sizes expects " +
                std::to_string(expected));
    int64_t sentRows = sent.shape()[0];
    int64_t sentRowElements = sentRows == 0 ? 0 : sent.numElements() / sentRows;
    if (sentRowElements != rowElements || size < 0 || from < 0 || from + size > sentRows || to < 0 ||
        to + size > output.shape()[0])
      call.fail("chunk from process " + (*m.group)[s].str() + " (rows " + std::to_string(from) + "+" +
                std::to_string(size) + " to row " + std::to_string(to) + ") is out of bounds");
    std::memcpy(result.bytes() + to * rowElements * width, sent.bytes() + from * rowElements * width,
                static_cast<size_t>(size * rowElements * width));
  }
  return {Value(std::move(result))};
}

}  // namespace

HLOREF_OP({.name = "xla.ragged_all_to_all",
           .eval = evalRaggedAllToAll,
           .quantized = Quantized::NotTaken,
           .annotation = annotation::kComputing,
           .accuracy = accuracy::kMoves,
           .scalar = ScalarKind::None});

}  // namespace hloref::xla
