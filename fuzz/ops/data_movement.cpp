#include "fuzz/ops/data_movement.h"

namespace hloref::fuzz {

// spec: Ops > transpose. (C2) permutation is a permutation of
// range(rank(operand)); (C3) shape(result) = dim(operand, permutation...).
rc::Gen<ProgramCase> transposeCase() {
  return rc::gen::exec([] {
    const Shape operandShape = *shape(0, 4, 0, 4);
    const ElementType type = *elementTypeFrom(allElementTypes());
    const std::vector<int64_t> permutation = *fuzz::permutation(static_cast<int64_t>(operandShape.size()));
    Shape resultShape(permutation.size());
    for (size_t d = 0; d < permutation.size(); ++d) resultShape[d] = operandShape[permutation[d]];
    const TensorType operand = tensorType(operandShape, type), result = tensorType(resultShape, type);
    ProgramCase c;
    c.text = mainFunction({operand}, {result},
                          "  %0 = \"stablehlo.transpose\"(%arg0) {permutation = " + i64Array(permutation) + "} : (" +
                              typeString(operand) + ") -> " + typeString(result) + "\n  func.return %0 : " +
                              typeString(result) + "\n");
    c.args = {Value(*tensor(operand))};
    return c;
  });
}

}  // namespace hloref::fuzz
