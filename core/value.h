// Runtime values (spec: Values): tensors, tokens and tuples.
#pragma once

#include <memory>
#include <variant>
#include <vector>

#include "core/annotations.h"
#include "core/tensor.h"

namespace hloref {

struct Token {};

class Value {
 public:
  Value() = default;
  Value(Tensor t) : v_(std::move(t)) {}
  Value(Token t) : v_(t) {}
  static Value tuple(std::vector<Value> elements) {
    Value r;
    r.v_ = std::make_shared<const std::vector<Value>>(std::move(elements));
    return r;
  }

  bool isTensor() const { return std::holds_alternative<Tensor>(v_); }
  bool isToken() const { return std::holds_alternative<Token>(v_); }
  bool isTuple() const { return std::holds_alternative<TupleRef>(v_); }
  const Tensor& tensor() const { return std::get<Tensor>(v_); }
  // The tensor moved out, leaving this value empty (an op that updates its
  // operand in place).
  Tensor takeTensor() { return std::move(std::get<Tensor>(v_)); }
  const std::vector<Value>& elements() const { return *std::get<TupleRef>(v_); }

  // Per-element marks and error bounds (core/annotations.h); null
  // unless RunOptions::annotate is set and there is something to say.
  AnnotationsRef annotations;

 private:
  using TupleRef = std::shared_ptr<const std::vector<Value>>;
  std::variant<Tensor, Token, TupleRef> v_;
};

}  // namespace hloref
