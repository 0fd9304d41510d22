// chlo.scan (spec/chlo/scan.yaml, from ChloOps.td: ScanOp, with its operand
// and result segments, and XLA's Scan semantics): the body maps one slice
// of each input along `dimension` and the carries to one slice of each
// output and the new carries.
#include "checker/checker_util.h"

namespace hloref::checker {
namespace {

// The segment sizes [a, b] of `name`, or nullopt (reported).
std::optional<std::pair<size_t, size_t>> segments(OpContext& c, const char* name, size_t total) {
  std::optional<std::vector<int64_t>> s = intListAttr(c, name);
  if (!s) return std::nullopt;
  if (s->size() != 2 || (*s)[0] < 0 || (*s)[1] < 0 || static_cast<size_t>((*s)[0] + (*s)[1]) != total) {
    c.error("attribute '" + std::string(name) + "' = " + listText(*s) + " does not split " + std::to_string(total) +
            " values in two");
    return std::nullopt;
  }
  return std::pair{static_cast<size_t>((*s)[0]), static_cast<size_t>((*s)[1])};
}

TensorType withoutDimension(const TensorType& t, int64_t dimension) {
  TensorType s = t;
  s.shape.erase(s.shape.begin() + dimension);
  return s;
}

void checkScan(OpContext& c) {
  auto operands = segments(c, "operandSegmentSizes", c.numOperands());
  auto results = segments(c, "resultSegmentSizes", c.numResults());
  std::optional<int64_t> dimension = intAttr(c, "dimension");
  if (!operands || !results || !dimension) return;
  const auto [numInputs, numInits] = *operands;
  const auto [numOutputs, numCarries] = *results;
  std::vector<const TensorType*> inputs, inits, outputs, carries;
  for (size_t i = 0; i < numInputs; ++i) inputs.push_back(requireOperandOf(c, i, "I1", kAnyTensor));
  for (size_t i = 0; i < numInits; ++i) inits.push_back(requireOperandOf(c, numInputs + i, "I2", kAnyTensor));
  for (size_t i = 0; i < numOutputs; ++i) outputs.push_back(requireResultOf(c, i, "O1", kAnyTensor));
  for (size_t i = 0; i < numCarries; ++i) carries.push_back(requireResultOf(c, numOutputs + i, "O2", kAnyTensor));
  for (auto* list : {&inputs, &inits, &outputs, &carries})
    for (const TensorType* t : *list)
      if (!t) return;
  std::optional<int64_t> scanDimSize;
  if (c.attr("scan_dim_size")) scanDimSize = intAttr(c, "scan_dim_size");
  bool c1 = true;
  for (const TensorType* t : inputs)
    c1 &= c.require(0 <= *dimension && *dimension < t->rank(), "C1", [&] {
      return "dimension = " + std::to_string(*dimension) + ", input of rank " + std::to_string(t->rank());
    });
  if (!c1) return;
  int64_t n = scanDimSize ? *scanDimSize : kDynamic;
  for (const TensorType* t : inputs) {
    int64_t size = t->shape[*dimension];
    c.require(compatibleDims(size, n), "C2", [&] {
      return "dim(inputs..., dimension) = " + dimText(size) + ", expected " + dimText(n);
    });
    if (n == kDynamic) n = size;
  }
  bool c3 = numCarries == numInits;
  for (size_t i = 0; c3 && i < numInits; ++i) c3 = sameTensorType(*carries[i], *inits[i]);
  c.require(c3, "C3", [&, numOutputs = numOutputs, numInputs = numInputs] {
    return "carries " + typesText({c.op.resultTypes.begin() + numOutputs, c.op.resultTypes.end()}) + ", inits " +
           typesText({c.op.operandTypes.begin() + numInputs, c.op.operandTypes.end()});
  });
  // C4: (input slices..., inits...) -> (output slices..., inits...).
  auto body = regionSignature(c, 0);
  if (!body) return c.error("requires a body region ending in a return");
  std::vector<Type> expectedArgs;
  for (const TensorType* t : inputs) expectedArgs.push_back(Type::tensor(withoutDimension(*t, *dimension)));
  for (const TensorType* t : inits) expectedArgs.push_back(Type::tensor(*t));
  bool c4 = sameTypes(*body->inputs, expectedArgs) && body->outputs->size() == numOutputs + numInits;
  for (size_t i = 0; c4 && i < numInits; ++i) c4 = sameType((*body->outputs)[numOutputs + i], Type::tensor(*inits[i]));
  for (size_t i = 0; c4 && i < numOutputs; ++i) c4 = (*body->outputs)[i].isTensor();
  if (!c.require(c4, "C4", [&] { return "body has type " + signatureText(*body) + ", expected arguments " +
                                        typesText(expectedArgs); }))
    return;
  // C5: each output is its body slice with `dimension` (of size n) put back.
  for (size_t i = 0; i < numOutputs; ++i) {
    TensorType expected = (*body->outputs)[i].tensorType();
    if (*dimension > expected.rank()) {
      c.violation("C5", "output slice " + typeText(expected) + " has no dimension " + std::to_string(*dimension));
      continue;
    }
    expected.shape.insert(expected.shape.begin() + *dimension, n);
    c.require(sameTensorType(*outputs[i], expected), "C5",
              [&] { return "type(outputs[" + std::to_string(i) + "]) = " + typeText(*outputs[i]) + ", expected " +
                           typeText(expected); });
  }
}

HLOREF_CHECKER("chlo.scan", checkScan,
               {{"C1", "0 <= dimension < rank(inputs...)"},
                {"C2", "dim(inputs..., dimension) are equal, and equal scan_dim_size when it is given"},
                {"C3", "size(carries) = size(inits) and type(carries...) = type(inits...)"},
                {"C4", "body has type (slices of inputs..., inits...) -> (slices of outputs..., inits...), a slice "
                       "dropping `dimension`"},
                {"C5", "shape(outputs...) = the body output slices with `dimension` of size dim(inputs[0], "
                       "dimension) (or scan_dim_size) put back"}});

}  // namespace
}  // namespace hloref::checker
