// Generators of the ops that are neither elementwise nor in the other
// families of fuzz/ops/: shapes (reshape, get_dimension_size, constant and
// the dynamic ops dynamic_iota, dynamic_broadcast_in_dim, dynamic_pad,
// dynamic_reshape with their shape operands as constants), control flow
// with regions (map, while, if, case, optimization_barrier), tuples,
// tokens (after_all, infeed, outfeed, send, recv), calls (composite,
// custom_call, async_start/async_done), state (rng, rng_bit_generator,
// replica_id, partition_id) and quantization (uniform_quantize,
// uniform_dequantize). Ops that are more than one line (tokens, tuples,
// futures) come as text (OpDraw::body).
#pragma once

#include <string>
#include <vector>

#include "fuzz/generators.h"

namespace hloref::fuzz {

const std::vector<std::string>& structureOpNames();
// `hint`: an earlier value's type the op takes as an operand when it can.
rc::Gen<OpDraw> structureOp(const std::string& name, const TensorType* hint);

}  // namespace hloref::fuzz
