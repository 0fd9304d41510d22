#!/usr/bin/env bash
# Runs one libFuzzer target (fuzz/targets/TARGET.cpp) for SECONDS (default
# 300): configures and builds build-fuzz with clang (-DHLOREF_LIBFUZZER=ON:
# coverage, ASan and UBSan), then fuzzes from the seed corpus
# fuzz/corpus/TARGET, the repo's own data for that reader and the target's
# dictionary of its input language (fuzz/dictionaries/). New inputs collect in
# build-fuzz/corpus/TARGET; a crash leaves build-fuzz/crash-* (or leak-,
# timeout-, oom-): fix it, then copy it into fuzz/corpus/TARGET so that the
# ctest test fuzz_replay.TARGET guards it. Extra arguments go to libFuzzer.
#   bash tools/fuzz.sh mlir_text 600
#   bash tools/fuzz.sh list        # the targets
#   bash tools/fuzz.sh ci [SECONDS]
# `ci` (what .ci/run runs): installs clang and libFuzzer when they are
# missing and apt can (as root: clang, libclang-rt-14-dev), builds every
# target, and runs each for SECONDS (default 20) with a fixed seed (-seed=1)
# from the same seeds, new inputs in a scratch corpus; any finding fails.
# Without clang and libFuzzer (and no way to install them) it says so and
# exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(hlo_text mlir_text mlir_run mlir_args bytecode npy npz layout)
if [ $# -lt 1 ] || [ "$1" = list ]; then
  echo "usage: bash tools/fuzz.sh TARGET [SECONDS] [libFuzzer options] | ci [SECONDS]"
  echo "targets: ${targets[*]}"
  [ $# -ge 1 ]; exit
fi
build="${HLOREF_FUZZ_BUILD_DIR:-build-fuzz}"

# Whether clang++ links a libFuzzer target here.
have_libfuzzer() {
  command -v clang++ >/dev/null 2>&1 || return 1
  local probe
  probe=$(mktemp -d)
  echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }' >"$probe/p.cpp"
  clang++ -fsanitize=fuzzer,address,undefined "$probe/p.cpp" -o "$probe/p" >/dev/null 2>&1
  local status=$?
  rm -rf "$probe"
  return $status
}

configure() {
  local launcher=()
  if command -v ccache >/dev/null 2>&1; then
    export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  fi
  # -O1 and line tables only: the build is long enough under the sanitizers.
  cmake -S . -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" -DHLOREF_LIBFUZZER=ON "${launcher[@]}" >/dev/null
}

# fuzz TARGET SECONDS CORPUS [libFuzzer options]: runs the target from the
# writable CORPUS and the read-only seeds of its reader.
fuzz() {
  local target=$1 seconds=$2 corpus=$3
  shift 3
  # Read-only seeds beside fuzz/corpus/TARGET: the repo's own inputs for the reader.
  local seeds=(fuzz/corpus/"$target")
  case $target in
    mlir_text) seeds+=(conformance tests/data/bytecode) ;;
    mlir_run) seeds+=(conformance) ;;
    bytecode | npz) seeds+=(tests/data/bytecode) ;;
  esac
  local options=(-max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 -artifact_prefix="$build/")
  # One dictionary per input language.
  local dictionary
  case $target in
    mlir_*) dictionary=mlir_text ;;
    npz) dictionary=npy ;;
    *) dictionary=$target ;;
  esac
  options+=(-dict="fuzz/dictionaries/$dictionary.dict")
  mkdir -p "$corpus"
  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
  export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"
  "$build/bin/fuzz_$target" "${options[@]}" "$@" "$corpus" "${seeds[@]}"
}

if [ "$1" = ci ]; then
  seconds=${2:-20}
  if ! have_libfuzzer && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "fuzz ci: installing clang and libFuzzer (clang libclang-rt-14-dev)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq --no-install-recommends clang libclang-rt-14-dev >/dev/null || true
  fi
  if ! have_libfuzzer; then
    echo "fuzz ci: skipped: clang++ cannot link a libFuzzer target here (install clang and libclang-rt-14-dev)"
    exit 0
  fi
  start=$SECONDS
  configure
  cmake --build "$build" -j"${HLOREF_JOBS:-2}" --target "${targets[@]/#/fuzz_}"
  echo "fuzz ci: targets built ($((SECONDS - start)) s)"
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  for target in "${targets[@]}"; do
    # The sanitizers' reports and libFuzzer's statistics go to the log;
    # a finding (crash, leak, timeout, out of memory) ends the run non-zero.
    if ! fuzz "$target" "$seconds" "$scratch/$target" -seed=1 >"$scratch/$target.log" 2>&1; then
      tail -n 60 "$scratch/$target.log" >&2
      echo "fuzz ci: $target found something: the reproducer is $build/crash-* (or leak-, timeout-, oom-)" >&2
      exit 1
    fi
    echo "fuzz ci: $target: $(grep -m1 -o 'stat::number_of_executed_units: [0-9]*' "$scratch/$target.log" | sed 's/.*: //') runs, no finding"
  done
  echo "fuzz ci: every target ran ${seconds} s without a finding ($((SECONDS - start)) s)"
  exit 0
fi

target=$1
seconds=${2:-300}
shift $(($# >= 2 ? 2 : 1))
if [[ ! " ${targets[*]} " =~ " $target " ]]; then
  echo "tools/fuzz.sh: no target '$target' (targets: ${targets[*]})" >&2
  exit 3
fi
configure
cmake --build "$build" -j"${HLOREF_JOBS:-2}" --target "fuzz_$target"
fuzz "$target" "$seconds" "$build/corpus/$target" "$@"
