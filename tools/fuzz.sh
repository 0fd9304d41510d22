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
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(hlo_text mlir_text mlir_run mlir_args bytecode npy npz layout)
if [ $# -lt 1 ] || [ "$1" = list ]; then
  echo "usage: bash tools/fuzz.sh TARGET [SECONDS] [libFuzzer options]"
  echo "targets: ${targets[*]}"
  [ $# -ge 1 ]; exit
fi
target=$1
seconds=${2:-300}
shift $(($# >= 2 ? 2 : 1))
if [[ ! " ${targets[*]} " =~ " $target " ]]; then
  echo "tools/fuzz.sh: no target '$target' (targets: ${targets[*]})" >&2
  exit 3
fi
build="${HLOREF_FUZZ_BUILD_DIR:-build-fuzz}"
launcher=()
if command -v ccache >/dev/null 2>&1; then
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
# -O1 and line tables only: the build is long enough under the sanitizers.
cmake -S . -B "$build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only" -DHLOREF_LIBFUZZER=ON "${launcher[@]}" >/dev/null
cmake --build "$build" -j"${HLOREF_JOBS:-2}" --target "fuzz_$target"

# Read-only seeds beside fuzz/corpus/TARGET: the repo's own inputs for the reader.
seeds=(fuzz/corpus/"$target")
case $target in
  mlir_text) seeds+=(conformance tests/data/bytecode) ;;
  mlir_run) seeds+=(conformance) ;;
  bytecode | npz) seeds+=(tests/data/bytecode) ;;
esac
options=(-max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 -artifact_prefix="$build/")
# One dictionary per input language.
case $target in
  mlir_*) dictionary=mlir_text ;;
  npz) dictionary=npy ;;
  *) dictionary=$target ;;
esac
options+=(-dict="fuzz/dictionaries/$dictionary.dict")
mkdir -p "$build/corpus/$target"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"
exec "$build/bin/fuzz_$target" "${options[@]}" "$@" "$build/corpus/$target" "${seeds[@]}"
