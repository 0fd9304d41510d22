// Outputs at disk speed (issue 17, part 1): `hloref run --outputs` writes
// .npz (or .npy), `--inputs` reads it, and printing (when asked) streams text. Each
// iteration times a plain write (or read) of the same bytes to a file in
// the same directory as the baseline, then hloref's: counters raw_MBps,
// hloref_MBps (tensor bytes per second) and ratio = hloref / raw; printing
// also reports text_MBps. Targets: npz write and read >= 500 MB/s, printing
// >= 50 MB/s of tensor data. Data: pseudo-random f32 in [-1, 1) (floats
// that need 8-9 digits), written under $TMPDIR.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "syntax/npy.h"
#include "syntax/printer.h"

namespace hloref {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

Tensor randomF32(int64_t n) {
  TensorType t;
  t.shape = {n};
  t.elementType = ElementType::F32;
  Tensor tensor(t);
  uint64_t x = 0x9E3779B97F4A7C15ull;
  for (int64_t k = 0; k < n; ++k) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    tensor.data<float>()[k] = static_cast<float>(static_cast<double>(x >> 11) * 0x1p-52 - 1.0);
  }
  return tensor;
}

std::string scratch(const char* name) { return (fs::temp_directory_path() / name).string(); }

double seconds(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double>(b - a).count(); }

// The baseline: the bytes written to a file and closed, as any program would.
void rawWrite(const std::string& path, const char* data, size_t size) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f || std::fwrite(data, 1, size, f) != size || std::fclose(f) != 0) throw std::runtime_error("write failed");
}

std::string rawRead(const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) throw std::runtime_error("read failed");
  std::string data(fs::file_size(path), '\0');
  size_t got = std::fread(data.data(), 1, data.size(), f);
  std::fclose(f);
  if (got != data.size()) throw std::runtime_error("short read");
  return data;
}

void report(benchmark::State& state, double bytes, double raw, double ours) {
  state.counters["raw_MBps"] = bytes / raw / 1e6;
  state.counters["hloref_MBps"] = bytes / ours / 1e6;
  state.counters["ratio"] = raw / ours;
}

// Writing the tensor to `name` (under $TMPDIR) against a plain write of its bytes.
template <class Write>
void timeWrites(benchmark::State& state, const char* name, Write write) {
  Tensor t = randomF32(state.range(0));
  std::string raw = scratch("hloref_bench_raw.bin"), path = scratch(name);
  double rawSeconds = 0, writeSeconds = 0;
  for (auto _ : state) {
    auto t0 = Clock::now();
    rawWrite(raw, reinterpret_cast<const char*>(t.bytes()), static_cast<size_t>(t.byteSize()));
    auto t1 = Clock::now();
    write(path, t);
    auto t2 = Clock::now();
    rawSeconds += seconds(t0, t1), writeSeconds += seconds(t1, t2);
  }
  report(state, static_cast<double>(t.byteSize()) * state.iterations(), rawSeconds, writeSeconds);
  fs::remove(raw), fs::remove(path);
}

void BM_NpzWrite(benchmark::State& state) {
  timeWrites(state, "hloref_bench_out.npz", [](const std::string& path, const Tensor& t) {
    writeNpzFile(path, {{"output_0", t}});
  });
}
BENCHMARK(BM_NpzWrite)->Arg(int64_t{16} << 20)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_NpyWrite(benchmark::State& state) {
  timeWrites(state, "hloref_bench_out.npy", [](const std::string& path, const Tensor& t) { writeNpyFile(path, t); });
}
BENCHMARK(BM_NpyWrite)->Arg(int64_t{16} << 20)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_NpzRead(benchmark::State& state) {
  Tensor t = randomF32(state.range(0));
  std::string npz = scratch("hloref_bench_in.npz");
  writeNpzFile(npz, {{"x", t}});
  double rawSeconds = 0, npzSeconds = 0;
  for (auto _ : state) {
    auto t0 = Clock::now();
    benchmark::DoNotOptimize(rawRead(npz));
    auto t1 = Clock::now();
    benchmark::DoNotOptimize(readNpzFile(npz));
    auto t2 = Clock::now();
    rawSeconds += seconds(t0, t1), npzSeconds += seconds(t1, t2);
  }
  report(state, static_cast<double>(t.byteSize()) * state.iterations(), rawSeconds, npzSeconds);
  fs::remove(npz);
}
BENCHMARK(BM_NpzRead)->Arg(int64_t{16} << 20)->Unit(benchmark::kMillisecond)->UseRealTime();

// `hloref run --print-limit 0`: every element, to a file.
void BM_PrintAll(benchmark::State& state) {
  Tensor t = randomF32(state.range(0));
  std::string raw = scratch("hloref_bench_raw.txt"), text = scratch("hloref_bench_print.txt");
  PrintOptions all;
  all.limit = 0;
  double rawSeconds = 0, printSeconds = 0, textBytes = 0;
  for (auto _ : state) {
    auto t0 = Clock::now();
    rawWrite(raw, reinterpret_cast<const char*>(t.bytes()), static_cast<size_t>(t.byteSize()));
    auto t1 = Clock::now();
    {
      std::ofstream out(text, std::ios::binary);
      printValue(out, Value(t), all);
    }
    auto t2 = Clock::now();
    rawSeconds += seconds(t0, t1), printSeconds += seconds(t1, t2);
    textBytes += static_cast<double>(fs::file_size(text));
  }
  report(state, static_cast<double>(t.byteSize()) * state.iterations(), rawSeconds, printSeconds);
  state.counters["text_MBps"] = textBytes / printSeconds / 1e6;
  fs::remove(raw), fs::remove(text);
}
BENCHMARK(BM_PrintAll)->Arg(int64_t{4} << 20)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace hloref
