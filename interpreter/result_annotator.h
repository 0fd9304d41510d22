// The evaluator's hook for golden annotations (core/annotations.h): after
// each op of a run that records them (RunOptions::annotate), the registered
// annotator gives the results their annotations from the operands' and from
// what the op recorded. golden/annotate.cpp registers the rules; the
// interpreter does not depend on them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/value.h"

namespace hloref {

struct OpCall;

// What an op recorded while it ran (OpCall::markImplementationDefined,
// OpCall::setErrorBound); the evaluator turns it into the results'
// annotations.
struct PendingAnnotations {
  std::vector<std::pair<size_t, int64_t>> marks;  // (result, element)
  std::vector<std::pair<size_t, std::vector<double>>> errorBounds;  // (result, bound per element)
  std::vector<size_t> markedRegions;  // regions that returned marked values
  uint8_t regionMarks = 0;            // the Mark bits those values carried
  bool empty() const { return marks.empty() && errorBounds.empty() && markedRegions.empty(); }
};

class ResultAnnotator {
 public:
  virtual ~ResultAnnotator() = default;
  // Region `index` of the op returned `results` (called by OpCall::runRegion).
  virtual void noteRegionResults(const OpCall& call, size_t index, const std::vector<Value>& results) const = 0;
  // Sets results[i].annotations after the op ran.
  virtual void annotateResults(const OpCall& call, std::vector<Value>& results) const = 0;
};

// Gives the float and complex tensors among `values` that carry no
// annotations an error bound of 0: the inputs of a run are exact (`hloref
// golden`, and `hloref run` when its checks use bounds), so that the ops
// that keep or carry their operands' bounds can.
void annotateAsExact(std::vector<Value>& values);

// The registered annotator; an error when a run asks for annotations and
// none is linked in.
const ResultAnnotator& resultAnnotator();
struct ResultAnnotatorRegistrar {
  explicit ResultAnnotatorRegistrar(const ResultAnnotator& annotator);
};

}  // namespace hloref
