#!/usr/bin/env bash
# The main job: installs what is missing, builds, and runs the conformance
# corpus with `hloref conform`, which prints every failure and a per-op
# summary. Arguments go to `hloref conform`: paths (relative to the current
# directory) replace the default corpus (conformance/ of this repository),
# e.g. `tools/conformance.sh conformance/add.yaml --backend xla-cpu` after
# `bash tools/backends/setup.sh`; --report FILE.html, --json FILE, --xfail FILE.
# Runs from any directory. HLOREF_NO_BUILD=1 uses the existing build as is.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
if [[ -z "${HLOREF_NO_BUILD:-}" ]]; then
  (cd "$repo" && bash tools/build.sh >/dev/null) || exit 1
fi
build="${HLOREF_BUILD_DIR:-build}"
[[ "$build" = /* ]] || build="$repo/$build"
exec "$build/bin/hloref" conform "$@"
