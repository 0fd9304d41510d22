// Point-to-point and streaming (operation_semantics.md: Send, Recv, Infeed,
// Outfeed; async_ops.md).
//
// Where XLA differs:
// - send(data, token) gives (data, context, token) and send-done its token;
//   recv(token) gives (data, context, token) and recv-done (data, token).
//   The transfer happens at send and recv (StableHLO's send and recv);
//   the -done halves take the pieces out: asynchrony changes no value.
// - Which device a send reaches: frontend_attributes
//   _xla_send_recv_source_target_pairs="{{0,1},...}" (StableHLO's
//   source_target_pairs); a device-to-device transfer without it is one the
//   spec leaves undefined, and fails when it runs.
// - infeed(token) gives ((data...), token) and outfeed(data, token) takes
//   one value, a tuple of the arrays sent.
#include "xla/translate_internal.h"

namespace hloref::xla {
namespace {

Attribute channelHandle(Emitter& e, bool host) {
  int64_t id = e.integerOr("channel_id", 0);
  // StableHLO's channel types: 1 device to device, 2 device to host, 3 host to device.
  int type = !host ? 1 : e.inst.opcode == "send" ? 2 : 3;
  return mlirAttribute("#stablehlo.channel_handle<handle = " + std::to_string(id) + ", type = " + std::to_string(type) + ">");
}

// The pairs in frontend_attributes={_xla_send_recv_source_target_pairs="{{0,1}}"}.
std::vector<std::vector<int64_t>> sourceTargetPairs(Emitter& e) {
  const HloAttribute* a = e.attr("frontend_attributes");
  if (!a) return {};
  const std::string key = "_xla_send_recv_source_target_pairs=\"";
  std::string_view text = e.t.hlo.textOf(*a);
  size_t at = text.find(key);
  if (at == std::string_view::npos) return {};
  size_t begin = a->begin + at + key.size();
  Cursor c(*e.t.hlo.source, begin, e.t.hlo.text.find('"', begin));
  std::vector<std::vector<int64_t>> pairs;
  c.expect('{', "to open the source-target pairs");
  if (!c.consume('}')) {
    do {
      c.expect('{', "to open a pair");
      int64_t s = c.integer("a source"), t = (c.expect(',', "in a pair"), c.integer("a target"));
      c.expect('}', "to close a pair");
      pairs.push_back({s, t});
    } while (c.consume(','));
    c.expect('}', "to close the source-target pairs");
  }
  return pairs;
}

void commonAttributes(Emitter& e, Op& o) {
  bool host = e.flag("is_host_transfer");
  o.attributes.emplace_back("channel_handle", channelHandle(e, host));
  o.attributes.emplace_back("is_host_transfer", boolAttr(host));
  std::vector<std::vector<int64_t>> pairs = sourceTargetPairs(e);
  if (!pairs.empty()) o.attributes.emplace_back("source_target_pairs", i64Matrix(pairs, 2));
}

void translateSend(Emitter& e) {
  e.requireOperands(2);
  Type r = e.resultType();
  if (!r.isTuple() || r.elements().size() != 3) e.error("returns (data, context, token)");
  Op& send = e.op("stablehlo.send", e.operands, e.operandTypes, {Type::token()});
  commonAttributes(e, send);
  int token = send.results[0];
  int context = e.zeros(r.elements()[1]);
  e.result = e.op("stablehlo.tuple", {e.operands[0], context, token}, r.elements(), {r}).results[0];
}

void translateRecv(Emitter& e) {
  e.requireOperands(1);
  Type r = e.resultType();
  if (!r.isTuple() || r.elements().size() != 3) e.error("returns (data, context, token)");
  Op& recv = e.op("stablehlo.recv", e.operands, e.operandTypes, {r.elements()[0], Type::token()});
  commonAttributes(e, recv);
  int data = recv.results[0], token = recv.results[1];
  int context = e.zeros(r.elements()[1]);
  e.result = e.op("stablehlo.tuple", {data, context, token}, r.elements(), {r}).results[0];
}

void translateSendDone(Emitter& e) {
  e.requireOperands(1);
  e.result = e.getTupleElement(e.operands[0], e.operandTypes[0], 2);
}

void translateRecvDone(Emitter& e) {
  e.requireOperands(1);
  const Type& t = e.operandTypes[0];
  int data = e.getTupleElement(e.operands[0], t, 0);
  int token = e.getTupleElement(e.operands[0], t, 2);
  e.result = e.op("stablehlo.tuple", {data, token}, {t.elements()[0], t.elements()[2]}, {e.resultType()}).results[0];
}

void translateInfeed(Emitter& e) {
  e.requireOperands(1);
  Type r = e.resultType();
  if (!r.isTuple() || r.elements().size() != 2 || !r.elements()[0].isTuple()) e.error("returns ((data...), token)");
  std::vector<Type> types = r.elements()[0].elements();
  types.push_back(Type::token());
  Op& infeed = e.op("stablehlo.infeed", e.operands, e.operandTypes, types);
  std::vector<int> results = infeed.results;
  int token = results.back();
  results.pop_back();
  types.pop_back();
  int data = e.op("stablehlo.tuple", results, types, {r.elements()[0]}).results[0];
  e.result = e.op("stablehlo.tuple", {data, token}, r.elements(), {r}).results[0];
}

void translateOutfeed(Emitter& e) {
  e.requireOperands(2);
  std::vector<int> inputs{e.operands[0]};
  std::vector<Type> types{e.operandTypes[0]};
  if (e.operandTypes[0].isTuple()) {
    inputs = e.tupleElements(e.operands[0], e.operandTypes[0]);
    types = e.operandTypes[0].elements();
  }
  inputs.push_back(e.operands[1]);
  types.push_back(e.operandTypes[1]);
  e.result = e.op("stablehlo.outfeed", inputs, types, {Type::token()}).results[0];
}

}  // namespace

HLOREF_HLO_OPCODE("send", translateSend);
HLOREF_HLO_OPCODE("recv", translateRecv);
HLOREF_HLO_OPCODE("send-done", translateSendDone);
HLOREF_HLO_OPCODE("recv-done", translateRecvDone);
HLOREF_HLO_OPCODE("infeed", translateInfeed);
HLOREF_HLO_OPCODE("outfeed", translateOutfeed);

}  // namespace hloref::xla
