// MPFR variables kept from evaluation to evaluation (no allocation per
// element): the storage under the interval evaluators' pools
// (mpfr_intervals.h: Arena, special_functions_mpfr.h: Pool), which differ
// only in how they hand the variables out.
#pragma once

#include <mpfr.h>

#include <cstddef>
#include <deque>

namespace hloref::exact {

class MpfrVariables {
 public:
  MpfrVariables() = default;
  ~MpfrVariables() {
    for (Var& v : vars_) mpfr_clear(v.v);
  }
  MpfrVariables(const MpfrVariables&) = delete;
  MpfrVariables& operator=(const MpfrVariables&) = delete;

  // Variable `i`; a new one (i == size()) starts at precision `w`.
  mpfr_ptr at(size_t i, mpfr_prec_t w) {
    if (i == vars_.size()) {
      vars_.emplace_back();
      mpfr_init2(vars_.back().v, w);
    }
    return vars_[i].v;
  }
  // Gives every variable precision w (their values are lost).
  void setPrecision(mpfr_prec_t w) {
    for (Var& v : vars_) mpfr_set_prec(v.v, w);
  }

 private:
  struct Var {
    mpfr_t v;
  };
  std::deque<Var> vars_;  // never shrinks; a deque keeps handed-out addresses valid
};

}  // namespace hloref::exact
