// custom-call targets whose semantics are public (operation_semantics.md:
// CustomCall): XLA's own TopK, the LAPACK kernels XLA:CPU calls for
// cholesky and triangular_solve (jaxlib's lapack_?potrf_ffi and
// lapack_?trsm_ffi, with LAPACK's meaning of their character arguments in
// backend_config), and the sharding annotations (Sharding, the SPMD shape
// changes of an unpartitioned module, Shardy's xla.sdy.*), which give
// their operand.
// Any other target is `unsupported`, naming it.
#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

// An integer field of backend_config={key = 76 : ui8, ...}.
int64_t configField(Emitter& e, std::string_view key) {
  AttrReader r = e.read("backend_config");
  std::string_view text = r.text();
  size_t at = text.find(std::string(key) + " = ");
  if (at == std::string_view::npos) r.error("has no field " + std::string(key));
  Cursor c(*e.t.hlo.source, e.attr("backend_config")->begin + at + key.size() + 3, e.attr("backend_config")->end);
  return c.integer(key);
}

// TopK with its comparator: a stable sort of (values, iota) along the last
// dimension with the comparator, then the first k of each.
void topKCustomCall(Emitter& e) {
  e.requireOperands(1);
  Type r = e.resultType();
  if (!r.isTuple() || r.elements().size() != 2) e.error("TopK returns (values, indices)");
  AttrReader calls = e.read("called_computations");
  size_t at = calls.cursor().offset();
  std::vector<std::string_view> comparators = calls.computations();
  calls.done();
  if (comparators.size() != 1) calls.error("TopK takes one comparator");
  Region comparator = e.t.region(e.func, comparators[0], at, 1);
  const TensorType& in = e.operandTypes[0].tensorType();
  TensorType indexType = r.elements()[1].tensorType();
  indexType.shape = in.shape;
  const int64_t last = in.rank() - 1;
  Op& iota = e.op("stablehlo.iota", {}, {}, {Type::tensor(indexType)});
  iota.attributes.emplace_back("iota_dimension", i64Attr(last));
  int indices = iota.results[0];
  Op& sort = e.op("stablehlo.sort", {e.operands[0], indices}, {e.operandTypes[0], Type::tensor(indexType)},
                  {e.operandTypes[0], Type::tensor(indexType)});
  sort.regions.push_back(std::move(comparator));
  sort.attributes.emplace_back("dimension", i64Attr(last));
  sort.attributes.emplace_back("is_stable", boolAttr(true));
  std::vector<int> sorted = sort.results;
  std::vector<int> parts;
  for (size_t k = 0; k < 2; ++k) {
    const TensorType& want = r.elements()[k].tensorType();
    std::vector<int64_t> start(static_cast<size_t>(in.rank()), 0), stride(static_cast<size_t>(in.rank()), 1);
    Op& slice = e.op("stablehlo.slice", {sorted[k]}, {Type::tensor(k ? indexType : in)}, {r.elements()[k]});
    slice.attributes.emplace_back("start_indices", i64Array(start));
    slice.attributes.emplace_back("limit_indices", i64Array(want.shape));
    slice.attributes.emplace_back("strides", i64Array(stride));
    parts.push_back(slice.results[0]);
  }
  e.result = e.op("stablehlo.tuple", parts, r.elements(), {r}).results[0];
}

// lapack_?potrf_ffi(a) -> (factor, info): the uplo triangle of a replaced
// by its Cholesky factor; info (per matrix) 0, or k when the leading
// minor of order k is not positive definite (xla/ops/lapack.cpp).
void potrf(Emitter& e) {
  e.requireOperands(1);
  int64_t uplo = configField(e, "uplo");
  if (uplo != 'L' && uplo != 'U') e.error("has uplo " + std::to_string(uplo) + " (LAPACK takes 'L' or 'U')");
  size_t index = e.block.ops.size();
  e.multi("xla.lapack_potrf", e.operands, e.operandTypes);
  e.block.ops[index].attributes.emplace_back("lower", boolAttr(uplo == 'L'));
}

// lapack_?trsm_ffi(a, b): op(a) x = b (side L) or x op(a) = b (side R), with
// a's uplo triangle and unit (diag U) or stored diagonal: triangular_solve.
void trsm(Emitter& e) {
  e.requireOperands(2);
  int64_t side = configField(e, "side"), uplo = configField(e, "uplo"), trans = configField(e, "trans_x"),
          diag = configField(e, "diag");
  if ((side != 'L' && side != 'R') || (uplo != 'L' && uplo != 'U') || (diag != 'N' && diag != 'U') ||
      (trans != 'N' && trans != 'T' && trans != 'C'))
    e.error("has a LAPACK character argument out of range");
  Op& o = e.simple("stablehlo.triangular_solve");
  o.attributes.emplace_back("left_side", boolAttr(side == 'L'));
  o.attributes.emplace_back("lower", boolAttr(uplo == 'L'));
  o.attributes.emplace_back("unit_diagonal", boolAttr(diag == 'U'));
  o.attributes.emplace_back("transpose_a", mlirAttribute(std::string("#stablehlo<transpose ") +
                                                         (trans == 'N' ? "NO_TRANSPOSE" : trans == 'T' ? "TRANSPOSE" : "ADJOINT") + ">"));
}

void translateCustomCall(Emitter& e) {
  AttrReader r = e.read("custom_call_target");
  std::string target = r.string();
  r.done();
  if (target == "TopK") return topKCustomCall(e);
  if (target.starts_with("lapack_") && target.ends_with("potrf_ffi") && target.size() == 17) return potrf(e);
  if (target.starts_with("lapack_") && target.ends_with("trsm_ffi") && target.size() == 16) return trsm(e);
  if (target == "Sharding" || target == "SPMDFullToShardShape" || target == "SPMDShardToFullShape" ||
      target == "annotate_device_placement" || target == "MoveToHost" || target == "MoveToDevice" ||
      target.starts_with("xla.sdy.")) {
    e.requireOperands(1);
    e.result = e.operands[0];
    return;
  }
  e.unsupportedHere("target \"" + target + "\" (its semantics are not public or not implemented)");
}

}  // namespace

HLOREF_HLO_OPCODE("custom-call", translateCustomCall);

}  // namespace hloref::xla
