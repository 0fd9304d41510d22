// Parallel execution (interpreter/process_grid.h, interpreter.run_parallel):
// deadlocks are diagnosed promptly with exit status 2, errors inside a
// process reach the caller, and processes' output does not interleave.
#include <gtest/gtest.h>

#include <chrono>
#include <regex>
#include <sstream>

#include "run_tool.h"

namespace hloref::testing {
namespace {

// Runs `program` with a short timeout; a hang shows up as status 137 (KILL).
ToolResult runProgram(const std::string& name, const std::string& program, double* seconds = nullptr) {
  std::string path = writeTempFile(name + ".mlir", program);
  auto start = std::chrono::steady_clock::now();
  ToolResult r = runHloref({"run", "--split-input-file", path}, 30);
  if (seconds) *seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

void expectDeadlock(const std::string& name, const std::string& program, const std::vector<std::string>& needles) {
  double seconds = 0;
  ToolResult r = runProgram(name, program, &seconds);
  EXPECT_EQ(r.status, 2) << name << ":\n" << r.err;
  EXPECT_LT(seconds, 15) << name;
  EXPECT_NE(r.err.find("deadlock"), std::string::npos) << name << ":\n" << r.err;
  for (const std::string& n : needles) EXPECT_NE(r.err.find(n), std::string::npos) << name << ": no '" << n << "' in:\n" << r.err;
}

const char* kRecvFunc = R"(
  func.func @recv(%t : !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
    %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
                                 is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    return %r#0, %r#1 : tensor<2xi64>, !stablehlo.token
  }
)";

const char* kAllReduceFunc = R"(
  func.func @all_reduce(%x : tensor<2xi64>) -> tensor<2xi64> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    return %r : tensor<2xi64>
  }
)";

TEST(Distribution, TwoProcessesThatBothReceiveFirstDeadlock) {
  std::string program = std::string("module @m {\n") + kRecvFunc + R"(
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:4 = "interpreter.run_parallel"(%t, %t) {programs = [[@recv], [@recv]]}
      : (!stablehlo.token, !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token, tensor<2xi64>, !stablehlo.token)
    func.return
  }
})";
  expectDeadlock("recv_first", program,
                 {"'interpreter.run_parallel' deadlock", "process (0, 0) waits in 'stablehlo.recv'",
                  "process (1, 0) waits in 'stablehlo.recv'", "channel 1"});
}

TEST(Distribution, CollectiveThatOneProcessNeverReachesDeadlocks) {
  std::string program = std::string("module @m {\n") + kAllReduceFunc + R"(
  func.func @skip(%x : tensor<2xi64>) -> tensor<2xi64> {
    return %x : tensor<2xi64>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@all_reduce], [@skip]]}
      : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
    func.return
  }
})";
  expectDeadlock("collective_not_reached", program,
                 {"process (0, 0) waits in 'stablehlo.all_reduce'", "for (1, 0)", "process (1, 0) has finished"});
}

TEST(Distribution, DifferentCollectivesDoNotMatch) {
  std::string program = std::string("module @m {\n") + kAllReduceFunc + R"(
  func.func @all_gather(%x : tensor<2xi64>) -> tensor<2xi64> {
    %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
           replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
    return %x : tensor<2xi64>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@all_reduce], [@all_gather]]}
      : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
    func.return
  }
})";
  expectDeadlock("mismatched_collectives", program,
                 {"waits in 'stablehlo.all_reduce'", "waits in 'stablehlo.all_gather'"});
}

TEST(Distribution, SendToAFullChannelNobodyReadsDeadlocks) {
  std::string program = R"(module @m {
  func.func @send(%x : tensor<2xi64>, %t : !stablehlo.token) -> !stablehlo.token {
    %t1 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 2>,
                                    is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    %t2 = "stablehlo.send"(%x, %t1) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 2>,
                                     is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    return %t2 : !stablehlo.token
  }
  func.func @idle(%t : !stablehlo.token) -> !stablehlo.token {
    return %t : !stablehlo.token
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%x, %t, %t) {programs = [[@send, @idle]]}
      : (tensor<2xi64>, !stablehlo.token, !stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
    func.return
  }
})";
  expectDeadlock("send_full_channel", program, {"waits in 'stablehlo.send'", "to send on channel 4"});
}

TEST(Distribution, SequentialRecvIsADeadlock) {
  std::string program = R"(func.func @main() {
  %t = stablehlo.after_all : !stablehlo.token
  %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
                               is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  func.return
})";
  expectDeadlock("sequential_recv", program, {"'stablehlo.recv' deadlock", "process (0, 0) waits"});
}

TEST(Distribution, ManyProcessesDeadlockOnASubgroup) {
  // 16 processes: 15 meet in all_reduce over all replicas, one loops in recv.
  std::string programs = "[";
  std::string operands, types, results;
  for (int i = 0; i < 16; ++i) {
    programs += std::string(i ? ", " : "") + (i == 7 ? "[@recv]" : "[@reduce]");
    operands += std::string(i ? ", " : "") + "%t";
    types += std::string(i ? ", " : "") + "!stablehlo.token";
  }
  programs += "]";
  std::string program = std::string("module @m {\n") + R"(
  func.func @reduce(%t : !stablehlo.token) -> !stablehlo.token {
    %x = stablehlo.constant dense<1> : tensor<i64>
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<> : tensor<0x0xi64>} : (tensor<i64>) -> tensor<i64>
    return %t : !stablehlo.token
  }
  func.func @recv(%t : !stablehlo.token) -> !stablehlo.token {
    %r:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 9, type = 3>,
                                 is_host_transfer = true} : (!stablehlo.token) -> (tensor<i64>, !stablehlo.token)
    return %r#1 : !stablehlo.token
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:16 = "interpreter.run_parallel"()" +
                        operands + ") {programs = " + programs + "} : (" + types + ") -> (" + types + R"()
    func.return
  }
})";
  expectDeadlock("many_processes", program,
                 {"process (7, 0) waits in 'stablehlo.recv'", "process (15, 0) waits in 'stablehlo.all_reduce'",
                  "for (7, 0)"});
}

TEST(Distribution, ErrorInAProcessReachesTheCaller) {
  // Process (1, 0) fails while process (0, 0) waits for it in all_reduce:
  // the run reports the failure (not a deadlock) and exits 2.
  std::string program = std::string("module @m {\n") + kAllReduceFunc + R"(
  func.func @bad(%x : tensor<2xi64>) -> tensor<2xi64> {
    %y = stablehlo.slice %x [0:3] : (tensor<2xi64>) -> tensor<3xi64>
    return %x : tensor<2xi64>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@all_reduce], [@bad]]}
      : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
    func.return
  }
})";
  double seconds = 0;
  ToolResult r = runProgram("process_error", program, &seconds);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_LT(seconds, 15);
  EXPECT_NE(r.err.find("process_error.mlir:13:5: error: 'stablehlo.slice'"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("deadlock"), std::string::npos) << r.err;
}

TEST(Distribution, UnsupportedInAProcessKeepsItsStatus) {
  std::string program = R"(module @m {
  func.func @f(%x : tensor<2xi64>) -> tensor<2xi64> {
    %y = stablehlo.custom_call @no_such_target(%x) : (tensor<2xi64>) -> tensor<2xi64>
    return %y : tensor<2xi64>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@f, @f]]}
      : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
    func.return
  }
})";
  ToolResult r = runProgram("process_unsupported", program);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("unsupported"), std::string::npos) << r.err;
}

TEST(Distribution, FailedCheckInAProcessExitsOne) {
  std::string program = R"(module @m {
  func.func @f(%x : tensor<2xi64>) -> tensor<2xi64> {
    check.expect_eq_const %x, dense<[1, 3]> : tensor<2xi64>
    return %x : tensor<2xi64>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %y = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
    %r:2 = "interpreter.run_parallel"(%x, %y) {programs = [[@f], [@f]]}
      : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
    func.return
  }
})";
  ToolResult r = runProgram("process_check", program);
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_NE(r.err.find("check failed: 1 check(s) failed on process (0, 0)"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("on process (1, 0)"), std::string::npos) << r.err;
}

TEST(Distribution, PrintsOfProcessesDoNotInterleave) {
  // 8 processes each print a long tensor 20 times; every output line must be
  // one whole value.
  std::string program = R"(module @m {
  func.func @f() -> tensor<256xi32> {
    %x = stablehlo.iota dim = 0 : tensor<256xi32>
    %r = stablehlo.replica_id : tensor<ui32>
    %c = stablehlo.convert %r : (tensor<ui32>) -> tensor<i32>
    %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %y = stablehlo.add %x, %b : tensor<256xi32>
)";
  for (int i = 0; i < 20; ++i) program += "    interpreter.print %y : tensor<256xi32>\n";
  program += R"(    return %y : tensor<256xi32>
  }
  func.func @main() {
    %r:8 = "interpreter.run_parallel"() {programs = [[@f], [@f], [@f], [@f], [@f], [@f], [@f], [@f]]}
      : () -> (tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>,
               tensor<256xi32>, tensor<256xi32>, tensor<256xi32>, tensor<256xi32>)
    func.return
  }
})";
  ToolResult r = runProgram("parallel_print", program);
  ASSERT_EQ(r.status, 0) << r.err;
  std::istringstream lines(r.out);
  std::string line;
  int count = 0;
  std::regex whole(R"(dense<\[(\d+), (\d+, )*\d+\]> : tensor<256xi32>)");
  while (std::getline(lines, line)) {
    ++count;
    EXPECT_TRUE(std::regex_match(line, whole)) << "line " << count << " is not one whole value: " << line.substr(0, 80);
  }
  EXPECT_EQ(count, 160);
}

TEST(Distribution, TooManyProcessesAreUnsupported) {
  std::string row = "[@f";
  for (int i = 1; i < 2000; ++i) row += ", @f";
  row += "]";
  std::string program = R"(module @m {
  func.func @f() {
    func.return
  }
  func.func @main() {
    "interpreter.run_parallel"() {programs = [)" +
                        row + R"(]} : () -> ()
    func.return
  }
})";
  ToolResult r = runProgram("too_many", program);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("unsupported"), std::string::npos) << r.err;
}

// One all_reduce (an i64 sum) with `replica_groups` on `replicas` processes,
// in a module with `attributes`.
std::string allReduceOn(int replicas, const std::string& replica_groups, const std::string& attributes = "") {
  std::string programs = "[", operands, types;
  for (int i = 0; i < replicas; ++i) {
    programs += std::string(i ? ", " : "") + "[@f]";
    operands += std::string(i ? ", " : "") + "%x";
    types += std::string(i ? ", " : "") + "tensor<i64>";
  }
  return "module @m " + attributes + "{\n  func.func @f(%x : tensor<i64>) -> tensor<i64> {\n"
         "    %r = \"stablehlo.all_reduce\"(%x) ({\n"
         "      ^bb0(%a: tensor<i64>, %b: tensor<i64>):\n"
         "        %s = stablehlo.add %a, %b : tensor<i64>\n"
         "        stablehlo.return %s : tensor<i64>\n"
         "    }) {replica_groups = " + replica_groups + "} : (tensor<i64>) -> tensor<i64>\n"
         "    return %r : tensor<i64>\n  }\n  func.func @main() {\n"
         "    %x = stablehlo.constant dense<3> : tensor<i64>\n"
         "    %r:" + std::to_string(replicas) + " = \"interpreter.run_parallel\"(" + operands + ") {programs = " +
         programs + "]} : (" + types + ") -> (" + types + ")\n"
         "    check.expect_eq_const %r#0, dense<" + std::to_string(3 * replicas) + "> : tensor<i64>\n"
         "    func.return\n  }\n}\n";
}

// The checker and the interpreter read replica_groups with one reader
// (spec/process_groups.h): -1 padding is dropped, and a row it leaves empty
// is an empty process group (the strategies yield one group per row), never
// "every replica" as an attribute without rows is.
TEST(Distribution, ARowOfPaddingIsAnEmptyGroupForCheckerAndInterpreter) {
  // An emptied row beside a full one: the full one covers both replicas.
  ToolResult r = runProgram("padded_row", allReduceOn(2, "dense<[[0, 1], [-1, -1]]> : tensor<2x2xi64>"));
  EXPECT_EQ(r.status, 0) << r.err;
  // No rows: one group of every replica.
  r = runProgram("no_rows", allReduceOn(2, "dense<> : tensor<0x0xi64>"));
  EXPECT_EQ(r.status, 0) << r.err;
  // A row of padding alone holds no replica: size(replica_groups) = 0, not
  // num_replicas. At run time on the grid...
  r = runProgram("only_padding", allReduceOn(1, "dense<-1> : tensor<1x1xi64>"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("'stablehlo.all_reduce' violates C2: size(replica_groups) is defined as:"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("size(replica_groups) = 0, num_replicas = 1"), std::string::npos) << r.err;
  // ...and by the checker when the module declares the grid.
  std::string path = writeTempFile("only_padding_declared.mlir",
                                   allReduceOn(1, "dense<-1> : tensor<1x1xi64>",
                                               "attributes {mhlo.num_replicas = 1 : i32} "));
  r = runHloref({"check", path});
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("violates C2"), std::string::npos) << r.err;
}

// Ids against a grid the module does not declare are checked when the op
// runs, worded as the checker words the constraint.
TEST(Distribution, IdsBeyondTheGridAreRunTimeViolations) {
  // Unique ids in [0, 3): the checker accepts them; the grid has 2 replicas.
  ToolResult r = runProgram("ids_beyond", allReduceOn(2, "dense<[[0, 1, 2]]> : tensor<1x3xi64>"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("'stablehlo.all_reduce' violates C3: 0 <= replica_groups < size(replica_groups) "
                       "(replica_groups = [[0, 1, 2]], num_replicas = 2"),
            std::string::npos)
      << r.err;
  // Groups that miss a replica: size(replica_groups) = 1 of 2.
  r = runProgram("ids_missing", allReduceOn(2, "dense<[[0]]> : tensor<1x1xi64>"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("violates C2"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("size(replica_groups) = 1, num_replicas = 2"), std::string::npos) << r.err;
  // collective_permute's pairs name partition ids with a channel: this grid
  // has one partition.
  std::string program = R"(module @m {
  func.func @f(%x : tensor<2xi64>) -> tensor<2xi64> {
    %r = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>,
           channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xi64>) -> tensor<2xi64>
    return %r : tensor<2xi64>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@f], [@f]]}
      : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
    func.return
  }
})";
  r = runProgram("pairs_beyond", program);
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("'stablehlo.collective_permute' violates C4"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("num_partitions = 1 (cross_partition on a grid of 2 x 1 processes)"), std::string::npos)
      << r.err;
}

// Quantized reductions across processes (spec: Ops > all_reduce,
// reduce_scatter, collective_reduce): every value is brought to the
// computation's type E by to_destination_type (here a requantization from
// i8 with scale 0.5 to i16 with scale 0.25), and the computation's add runs
// as dequantize, add, quantize to E. Hand-derived: storage s at scale 0.5 is
// the value s / 2, at scale 0.25 the storage 4 * value.
#define QI8 "!quant.uniform<i8:f32, 0.5:0>"
#define QI16 "!quant.uniform<i16:f32, 0.25:0>"
const char* kQuantizedBody = R"(({
      ^bb0(%a: tensor<)" QI16 R"(>, %b: tensor<)" QI16 R"(>):
        %s = stablehlo.add %a, %b : tensor<)" QI16 R"(>
        stablehlo.return %s : tensor<)" QI16 R"(>
    }))";

std::string quantizedCollective(const std::string& op, const std::string& attrs, const std::string& resultShape,
                                const std::vector<std::string>& expected) {
  std::string type = "tensor<4x" QI8 ">";
  std::string result = "tensor<" + resultShape + "x" QI16 ">";
  std::string bits = "tensor<" + resultShape + "xi16>";
  std::string checks;
  for (size_t k = 0; k < expected.size(); ++k)
    checks += "    check.expect_eq_const %r#" + std::to_string(k) + ", dense<" + expected[k] + "> : " + bits + "\n";
  return "module @m {\n  func.func @f(%x : " + type + ") -> " + bits + " {\n    %r = \"stablehlo." + op +
         "\"(%x) " + kQuantizedBody + " {" + attrs + "} : (" + type + ") -> " + result +
         "\n    %b = stablehlo.bitcast_convert %r : (" + result + ") -> " + bits + "\n    return %b : " + bits +
         "\n  }\n  func.func @main() {\n"
         "    %x0 = stablehlo.constant dense<[2, 4, -6, 100]> : " + type + "\n"
         "    %x1 = stablehlo.constant dense<[1, 3, 5, -128]> : " + type + "\n"
         "    %r:2 = \"interpreter.run_parallel\"(%x0, %x1) {programs = [[@f], [@f]]} : (" + type + ", " + type +
         ") -> (" + bits + ", " + bits + ")\n" + checks + "    func.return\n  }\n}\n";
}

TEST(Distribution, QuantizedAllReduceRequantizesAndAddsInTheExpressedType) {
  // values [1, 2, -3, 50] + [0.5, 1.5, 2.5, -64] = [1.5, 3.5, -0.5, -14].
  ToolResult r = runProgram("all_reduce_q", quantizedCollective("all_reduce", "replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>", "4",
                                                                {"[6, 14, -2, -56]", "[6, 14, -2, -56]"}));
  EXPECT_EQ(r.status, 0) << r.err << r.out;
}

TEST(Distribution, QuantizedReduceScatter) {
  // Process k gets part k of the sum: [6, 14] and [-2, -56].
  ToolResult r = runProgram(
      "reduce_scatter_q",
      quantizedCollective("reduce_scatter",
                          "scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>", "2",
                          {"[6, 14]", "[-2, -56]"}));
  EXPECT_EQ(r.status, 0) << r.err << r.out;
}

TEST(Distribution, QuantizedCollectiveReduceGivesOthersTheZeroPoint) {
  // The root (process 0) gets the sum; process 1 gets quantize(0) = zero point 0.
  ToolResult r = runProgram(
      "collective_reduce_q",
      quantizedCollective("collective_reduce", "replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>", "4",
                          {"[6, 14, -2, -56]", "0"}));
  EXPECT_EQ(r.status, 0) << r.err << r.out;
}

TEST(Distribution, QuantizedAllReduceSaturatesInItsOwnType) {
  // E = the operand type: 50 + 50 = 100 quantizes to storage 200, clamped to 127.
  std::string program = R"(module @m {
  func.func @f(%x : tensor<2x)" QI8 R"(>) -> tensor<2xi8> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<)" QI8 R"(>, %b: tensor<)" QI8 R"(>):
        %s = stablehlo.add %a, %b : tensor<)" QI8 R"(>
        stablehlo.return %s : tensor<)" QI8 R"(>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x)" QI8 R"(>) -> tensor<2x)" QI8 R"(>
    %b = stablehlo.bitcast_convert %r : (tensor<2x)" QI8 R"(>) -> tensor<2xi8>
    return %b : tensor<2xi8>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[100, -3]> : tensor<2x)" QI8 R"(>
    %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@f], [@f]]}
      : (tensor<2x)" QI8 R"(>, tensor<2x)" QI8 R"(>) -> (tensor<2xi8>, tensor<2xi8>)
    check.expect_eq_const %r#0, dense<[127, -6]> : tensor<2xi8>
    func.return
  }
})";
  ToolResult r = runProgram("all_reduce_q_sat", program);
  EXPECT_EQ(r.status, 0) << r.err << r.out;
}

// is_promotable between quantized types needs the same expressed type and a
// storage type at least as wide; a float body does not take quantized values.
TEST(Distribution, QuantizedAllReduceChecksPromotion) {
  auto program = [](const std::string& E, const std::string& result) {
    return std::string(R"(module @m {
  func.func @f(%x : tensor<2x)" QI16 R"(>) -> tensor<2x)") + result + R"(> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<)" + E + R"(>, %b: tensor<)" + E + R"(>):
        stablehlo.return %a : tensor<)" + E + R"(>
    }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x)" QI16 R"(>) -> tensor<2x)" + result + R"(>
    return %r : tensor<2x)" + result + R"(>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2x)" QI16 R"(>
    %r = "interpreter.run_parallel"(%x) {programs = [[@f]]} : (tensor<2x)" QI16 R"(>) -> tensor<2x)" + result + R"(>
    func.return
  }
})";
  };
  for (const std::string& E : {std::string(QI8), std::string("f32"), std::string("!quant.uniform<i32:f16, 0.25:0>")}) {
    ToolResult r = runProgram("all_reduce_q_promote", program(E, E));
    EXPECT_EQ(r.status, 2) << E << "\n" << r.err;
    // The checker ("violates C5") or the op ("cannot be promoted", C5) rejects it.
    EXPECT_NE(r.err.find("C5"), std::string::npos) << E << "\n" << r.err;
  }
  // A wider E is fine; a result whose element type is not E is not (C7).
  EXPECT_EQ(runProgram("all_reduce_q_wider", program("!quant.uniform<i32:f32, 0.25:0>", "!quant.uniform<i32:f32, 0.25:0>")).status, 0);
  ToolResult r = runProgram("all_reduce_q_c7", program("!quant.uniform<i32:f32, 0.25:0>", "!quant.uniform<i32:f32, 0.5:0>"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("C7"), std::string::npos) << r.err;
}
#undef QI8
#undef QI16

TEST(Distribution, UpstreamCorpusDistributionOps) {
  std::string shared = sharedDir();
  if (shared.empty()) GTEST_SKIP() << "no ../shared";
  for (const char* op : {"all_gather", "all_reduce", "all_to_all", "collective_broadcast", "collective_permute",
                         "collective_reduce", "reduce_scatter", "send_recv", "infeed", "outfeed", "after_all",
                         "replica_id", "partition_id", "printing"}) {
    std::string path = shared + "/corpus/upstream-interpret/" + op + ".mlir";
    ToolResult r = runHloref({"run", "--split-input-file", path}, 60);
    EXPECT_EQ(r.status, 0) << op << ":\n" << r.err;
  }
}

}  // namespace
}  // namespace hloref::testing
