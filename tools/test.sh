#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test (ctest).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/build.sh
build="${HLOREF_BUILD_DIR:-build}"
ctest --test-dir "$build" -j2 --output-on-failure
