#include "interpreter/result_annotator.h"

#include "core/diagnostic.h"

namespace hloref {
namespace {
const ResultAnnotator*& registered() {
  static const ResultAnnotator* annotator = nullptr;
  return annotator;
}
}  // namespace

const ResultAnnotator& resultAnnotator() {
  if (!registered()) fail({}, "internal error: golden annotations requested, but no annotator is linked in (golden/)");
  return *registered();
}

ResultAnnotatorRegistrar::ResultAnnotatorRegistrar(const ResultAnnotator& annotator) { registered() = &annotator; }

}  // namespace hloref
