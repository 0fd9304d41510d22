// Generators of valid programs for the data-movement ops (spec: Ops >
// transpose, broadcast_in_dim, concatenate, iota, pad, reverse, slice):
// random shapes (rank 0 and empty dimensions included), attributes across
// each op's valid space and element types (quantized ones included), with
// random inputs.
#pragma once

#include "fuzz/generators.h"

namespace hloref::fuzz {

// The op (its operands any values of their types).
rc::Gen<OpDraw> transposeOp();
rc::Gen<OpDraw> broadcastInDimOp();
rc::Gen<OpDraw> concatenateOp();
rc::Gen<OpDraw> iotaOp();
rc::Gen<OpDraw> padOp();
rc::Gen<OpDraw> reverseOp();
rc::Gen<OpDraw> sliceOp();

rc::Gen<ProgramCase> transposeCase();
rc::Gen<ProgramCase> broadcastInDimCase();
rc::Gen<ProgramCase> concatenateCase();
rc::Gen<ProgramCase> iotaCase();
rc::Gen<ProgramCase> padCase();
rc::Gen<ProgramCase> reverseCase();
rc::Gen<ProgramCase> sliceCase();

}  // namespace hloref::fuzz
