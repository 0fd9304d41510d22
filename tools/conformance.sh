#!/usr/bin/env bash
# The main job: installs what is missing, builds, runs every program in
# conformance/ on the reference interpreter and prints a summary.
set -uo pipefail
cd "$(dirname "$0")/.."
bash tools/build.sh >/dev/null || exit 1
build="${HLOREF_BUILD_DIR:-build}"
pass=0; fail=0; failed=()
for f in conformance/*.mlir; do
  if "$build/bin/hloref" run --split-input-file "$f" >/dev/null 2>"/tmp/hloref-conformance.err"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1)); failed+=("$(basename "$f" .mlir)")
    sed 's/^/    /' /tmp/hloref-conformance.err | head -5
  fi
done
cases=$(cat conformance/*.mlir | grep -c '^func.func' || true)
echo "conformance: $((pass + fail)) files, $cases programs"
[ $fail -gt 0 ] && echo "failing: ${failed[*]}"
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
