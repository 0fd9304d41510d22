// The invariant comparisons (conform/compare.h, `compare: {invariant: ...}`)
// on decompositions worked out by hand: any correct factorization passes
// (a flipped eigenvector, another pivot order), a wrong one fails with the
// invariant it breaks.
#include <gtest/gtest.h>

#include <cmath>

#include "conform/compare.h"

namespace hloref::conform {
namespace {

Value f32(const Shape& shape, const std::vector<double>& values) {
  TensorType t;
  t.shape = shape;
  t.elementType = ElementType::F32;
  Tensor x(t);
  for (size_t i = 0; i < values.size(); ++i) x.setFloatValue(static_cast<int64_t>(i), values[i]);
  return Value(std::move(x));
}

Policy invariant(const std::string& name) {
  Policy p;
  p.kind = Policy::Kind::Invariant;
  p.invariant = name;
  return p;
}

std::string problems(const std::vector<OutputReport>& reports) {
  std::string s;
  for (const OutputReport& r : reports) s += r.problem.empty() ? "" : r.problem + "; ";
  return s;
}

const double h = std::sqrt(0.5);

TEST(Invariant, EighAcceptsAnySignOfTheEigenvectors) {
  // [[2, 1], [1, 2]] = V diag(1, 3) V^T.
  std::vector<Value> inputs = {f32({2, 2}, {2, 1, 1, 2})};
  std::vector<Value> expected = {f32({2}, {1, 3}), f32({2, 2}, {h, h, -h, h})};
  EXPECT_EQ(problems(compareInvariant(invariant("eigh"), inputs, expected, expected)), "");
  std::vector<Value> flipped = {f32({2}, {1, 3}), f32({2, 2}, {-h, h, h, h})};
  EXPECT_EQ(problems(compareInvariant(invariant("eigh"), inputs, flipped, expected)), "");
  std::vector<Value> swapped = {f32({2}, {3, 1}), f32({2, 2}, {h, h, h, -h})};
  EXPECT_NE(problems(compareInvariant(invariant("eigh"), inputs, swapped, expected)), "");
  std::vector<Value> notOrthogonal = {f32({2}, {1, 3}), f32({2, 2}, {1, 1, 0, 1})};
  EXPECT_NE(problems(compareInvariant(invariant("eigh"), inputs, notOrthogonal, expected)).find("|A V - V diag(w)|_F"),
            std::string::npos);
}

TEST(Invariant, SvdChecksValuesOrderAndReconstruction) {
  // diag(3, -4) = U diag(4, 3) V^T with U = [[0, 1], [1, 0]], V^T = [[0, -1], [1, 0]].
  std::vector<Value> inputs = {f32({2, 2}, {3, 0, 0, -4})};
  std::vector<Value> good = {f32({2, 2}, {0, 1, 1, 0}), f32({2}, {4, 3}), f32({2, 2}, {0, -1, 1, 0})};
  EXPECT_EQ(problems(compareInvariant(invariant("svd"), inputs, good, good)), "");
  std::vector<Value> negated = {f32({2, 2}, {0, -1, -1, 0}), f32({2}, {4, 3}), f32({2, 2}, {0, 1, -1, 0})};
  EXPECT_EQ(problems(compareInvariant(invariant("svd"), inputs, negated, good)), "");
  std::vector<Value> wrong = {f32({2, 2}, {0, 1, 1, 0}), f32({2}, {4, 3}), f32({2, 2}, {0, 1, 1, 0})};
  EXPECT_NE(problems(compareInvariant(invariant("svd"), inputs, wrong, good)).find("|U diag(s) V^H - A|_F"),
            std::string::npos);
}

TEST(Invariant, LuAcceptsAnotherPivotOrderButNotAMultiplierAboveOne) {
  // [[2, 2], [2, 4]] with a tie between the two pivot candidates: both
  // P L U with P = I (L21 = 1, U = [[2, 2], [0, 2]]) and with the rows
  // swapped (L21 = 1, U = [[2, 4], [0, -2]]) are correct.
  std::vector<Value> inputs = {f32({2, 2}, {2, 2, 2, 4})};
  std::vector<Value> identity = {f32({2, 2}, {1, 0, 0, 1}), f32({2, 2}, {1, 0, 1, 1}), f32({2, 2}, {2, 2, 0, 2})};
  std::vector<Value> swapped = {f32({2, 2}, {0, 1, 1, 0}), f32({2, 2}, {1, 0, 1, 1}), f32({2, 2}, {2, 4, 0, -2})};
  EXPECT_EQ(problems(compareInvariant(invariant("lu"), inputs, identity, swapped)), "");
  EXPECT_EQ(problems(compareInvariant(invariant("lu"), inputs, swapped, identity)), "");
  // No pivoting on [[1, 2], [4, 4]]: L21 = 4 is not what partial pivoting gives.
  std::vector<Value> b = {f32({2, 2}, {1, 2, 4, 4})};
  std::vector<Value> unpivoted = {f32({2, 2}, {1, 0, 0, 1}), f32({2, 2}, {1, 0, 4, 1}), f32({2, 2}, {1, 2, 0, -4})};
  EXPECT_NE(problems(compareInvariant(invariant("lu"), b, unpivoted, unpivoted)).find("multiplier"), std::string::npos);
}

TEST(Invariant, QrAndCholesky) {
  // [[3], [4]] = Q R with Q = [-3/5, -4/5]^T, R = [-5] (or both negated).
  std::vector<Value> inputs = {f32({2, 1}, {3, 4})};
  std::vector<Value> qr = {f32({2, 1}, {-0.6, -0.8}), f32({1, 1}, {-5})};
  std::vector<Value> positive = {f32({2, 1}, {0.6, 0.8}), f32({1, 1}, {5})};
  EXPECT_EQ(problems(compareInvariant(invariant("qr"), inputs, qr, positive)), "");
  EXPECT_EQ(problems(compareInvariant(invariant("qr"), inputs, positive, qr)), "");
  std::vector<Value> spd = {f32({2, 2}, {4, 2, 2, 3})};
  std::vector<Value> l = {f32({2, 2}, {2, 0, 1, std::sqrt(2.0)})};
  EXPECT_EQ(problems(compareInvariant(invariant("cholesky"), spd, l, l)), "");
  std::vector<Value> negativeDiagonal = {f32({2, 2}, {-2, 0, -1, std::sqrt(2.0)})};
  EXPECT_NE(problems(compareInvariant(invariant("cholesky"), spd, negativeDiagonal, l)).find("real and positive"),
            std::string::npos);
}

}  // namespace
}  // namespace hloref::conform
