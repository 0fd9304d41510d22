// Generators of valid programs for the indexing ops (spec: Ops > gather,
// dynamic_gather, scatter, select_and_scatter, dynamic_slice,
// dynamic_update_slice): every dimension-number role (batching, collapsed /
// inserted, offset / window axes), index_vector_dim anywhere, start indices
// of every integer type biased to out-of-bounds and extreme values, and
// region bodies (add, maximum, minimum, multiply, overwrite; compares for
// select) over the element types each body allows.
#pragma once

#include "fuzz/generators.h"

namespace hloref::fuzz {

// The op (index operands biased to out-of-bounds values when they are arguments).
rc::Gen<OpDraw> gatherOp();
rc::Gen<OpDraw> dynamicGatherOp();
rc::Gen<OpDraw> scatterOp();
rc::Gen<OpDraw> selectAndScatterOp();
rc::Gen<OpDraw> dynamicSliceOp();
rc::Gen<OpDraw> dynamicUpdateSliceOp();

rc::Gen<ProgramCase> gatherCase();
rc::Gen<ProgramCase> dynamicGatherCase();
rc::Gen<ProgramCase> scatterCase();
rc::Gen<ProgramCase> selectAndScatterCase();
rc::Gen<ProgramCase> dynamicSliceCase();
rc::Gen<ProgramCase> dynamicUpdateSliceCase();

}  // namespace hloref::fuzz
