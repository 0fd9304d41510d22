// Per-element annotations of golden results (`hloref golden`): which
// elements the spec leaves open, and how far a correct implementation may
// stray from the reference value. A Value carries them (core/value.h) only
// when a run records them (RunOptions::annotate); the ops mark elements and
// set bounds (interpreter/evaluator.h, OpCall), and golden/annotate.h says
// which elements are marked and how annotations pass from operands to
// results.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

namespace hloref {

// Why an element is open (ElementAnnotations::marks holds a set per element).
enum Mark : uint8_t {
  kImplementationDefined = 1,  // the spec leaves the value open (or undefined)
  kUnstable = 2,               // a discrete outcome (a comparison, a rounding to an integer, ...) that an
                               // operand within its error bound can change
};

// First-order error forms of a value's elements (golden/error_forms.h):
// the error written as a combination of the run's rounding errors, which
// cancel where intervals cannot. Defined in golden/.
struct ErrorForms;

// What `hloref golden` records per result element besides its value.
struct ElementAnnotations {
  std::vector<uint8_t> marks;      // empty = none; else per element the Mark bits that apply (0 = none)
  std::vector<double> errorBound;  // empty = "correctly rounded from exact inputs" (the op's stated ULP allowance applies);
                                   // else an absolute bound per element on |correct implementation - exact result|,
                                   // exact = the op applied exactly to the golden operands; the golden is that
                                   // value rounded once (0 = the golden is exact); +inf = unknown

  // Whether some element is marked / has a nonzero bound, when known: the
  // annotator sets them on the annotations it makes (golden/annotate.cpp),
  // so that later ops need not scan large tensors again. Unknown (and after
  // any change to the vectors): the readers scan.
  enum class Known : uint8_t { Unknown, No, Yes };
  Known anyMarks = Known::Unknown, anyNonzeroBound = Known::Unknown;
  // Null when not tracked (the bound alone holds).
  std::shared_ptr<const ErrorForms> forms;

  bool empty() const { return marks.empty() && errorBound.empty(); }
  bool isMarked(int64_t element, uint8_t which = kImplementationDefined | kUnstable) const {
    return !marks.empty() && (marks[static_cast<size_t>(element)] & which) != 0;
  }
};

using AnnotationsRef = std::shared_ptr<const ElementAnnotations>;

}  // namespace hloref
