#!/usr/bin/env bash
# Installs what is missing and builds hloref into build/ (build/bin/hloref).
# HLOREF_BUILD_DIR and HLOREF_CMAKE_ARGS select another build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh
build="${HLOREF_BUILD_DIR:-build}"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo ${HLOREF_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" -j"${HLOREF_JOBS:-2}"
