#!/usr/bin/env bash
# Installs what is missing and builds hloref into build/ (build/bin/hloref).
# HLOREF_BUILD_DIR and HLOREF_CMAKE_ARGS select another build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
build="${HLOREF_BUILD_DIR:-build}"
launcher=()
if command -v ccache >/dev/null 2>&1; then
  # Rebuilds of unchanged sources come from the cache, in any clone.
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
# The Python extension (python/) is built too, for tools/python_tests.sh;
# HLOREF_CMAKE_ARGS may turn it off (-DHLOREF_PYTHON=OFF).
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHLOREF_PYTHON=ON "${launcher[@]}" ${HLOREF_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" -j"${HLOREF_JOBS:-2}"
