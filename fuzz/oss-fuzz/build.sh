#!/bin/bash -eu
# Builds hloref's libFuzzer targets (fuzz/targets/) the way OSS-Fuzz asks:
# with its $CC/$CXX and $CFLAGS/$CXXFLAGS (sanitizer and coverage flags
# included), linked with $LIB_FUZZING_ENGINE, and puts into $OUT each
# target, its seed corpus (fuzz/corpus/TARGET as TARGET_seed_corpus.zip)
# and its dictionary. yaml-cpp is built first with the same compiler and
# C++ library. Also runs outside OSS-Fuzz (fuzz/oss-fuzz/README.md).
SRC=${SRC:?} OUT=${OUT:?} WORK=${WORK:-$SRC/work}
hloref=${HLOREF_SRC:-$SRC/hloref}
mkdir -p "$WORK" "$OUT"
jobs=${HLOREF_JOBS:-$(nproc)}

# yaml-cpp, static, into $WORK/prefix.
if [ ! -f "$WORK/prefix/lib/libyaml-cpp.a" ] && [ -d "$SRC/yaml-cpp" ]; then
  cmake -S "$SRC/yaml-cpp" -B "$WORK/yaml-cpp" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$WORK/prefix" -DYAML_CPP_BUILD_TESTS=OFF -DYAML_CPP_BUILD_TOOLS=OFF \
    -DYAML_BUILD_SHARED_LIBS=OFF -DCMAKE_POSITION_INDEPENDENT_CODE=ON
  cmake --build "$WORK/yaml-cpp" -j"$jobs" --target install
fi

cmake -S "$hloref" -B "$WORK/hloref" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$WORK/prefix" -DHLOREF_LIBFUZZER=ON \
  "-DHLOREF_FUZZING_ENGINE=$LIB_FUZZING_ENGINE" ${HLOREF_CMAKE_ARGS:-}
# Every target; HLOREF_FUZZ_TARGETS picks some (a quicker local try).
read -r -a targets <<< "${HLOREF_FUZZ_TARGETS:-hlo_text mlir_text mlir_run mlir_args bytecode npy npz layout}"
cmake --build "$WORK/hloref" -j"$jobs" --target "${targets[@]/#/fuzz_}"

for target in "${targets[@]}"; do
  cp "$WORK/hloref/bin/fuzz_$target" "$OUT/"
  (cd "$hloref/fuzz/corpus/$target" && zip -q -r "$OUT/fuzz_${target}_seed_corpus.zip" .)
  case $target in
    mlir_*) dictionary=mlir_text ;;
    npz) dictionary=npy ;;
    *) dictionary=$target ;;
  esac
  cp "$hloref/fuzz/dictionaries/$dictionary.dict" "$OUT/fuzz_$target.dict"
  # The limits tools/fuzz.sh uses: a target's input stays small, its run short.
  printf '[libfuzzer]\nrss_limit_mb = 2048\ntimeout = 10\n' > "$OUT/fuzz_$target.options"
done
