#!/usr/bin/env bash
# The main job: installs what is missing, builds, and runs the conformance
# corpus in conformance/ (check-style .mlir programs and YAML cases) on the
# reference interpreter with `hloref conform`, which prints every failure and
# an op x element type summary. Extra arguments go to `hloref conform`
# (e.g. --backend xla-cpu after `bash tools/backends/setup.sh`, --report FILE.html).
set -uo pipefail
cd "$(dirname "$0")/.."
bash tools/build.sh >/dev/null || exit 1
build="${HLOREF_BUILD_DIR:-build}"
"$build/bin/hloref" conform conformance "$@"
