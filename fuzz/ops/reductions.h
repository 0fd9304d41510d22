// Generators of valid programs for the reductions and sort (spec: Ops >
// reduce, reduce_window, sort, batch_norm_inference, batch_norm_training,
// batch_norm_grad): bodies from a small set (add, maximum, minimum,
// multiply; and, or on booleans; two-input variadic bodies; body types
// promoted from the inputs'), window attributes with padding and
// dilations, comparators (LT/GT per type, TOTALORDER, lexicographic on two
// inputs), and inputs biased to special values.
#pragma once

#include "fuzz/generators.h"

namespace hloref::fuzz {

// The op (sort: its keys arguments without the NaNs FLOAT cannot order).
rc::Gen<OpDraw> reduceOp();
rc::Gen<OpDraw> reduceWindowOp();
rc::Gen<OpDraw> sortOp();
rc::Gen<OpDraw> batchNormInferenceOp();
rc::Gen<OpDraw> batchNormTrainingOp();
rc::Gen<OpDraw> batchNormGradOp();

rc::Gen<ProgramCase> reduceCase();
rc::Gen<ProgramCase> reduceWindowCase();
// Comparators that are strict weak orders on the generated keys: keys
// compared as FLOAT hold no NaN (see interpreter/literal/sort.cpp).
rc::Gen<ProgramCase> sortCase();
rc::Gen<ProgramCase> batchNormInferenceCase();
rc::Gen<ProgramCase> batchNormTrainingCase();
rc::Gen<ProgramCase> batchNormGradCase();

}  // namespace hloref::fuzz
