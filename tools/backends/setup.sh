#!/usr/bin/env bash
# Opt-in: installs the Python packages the external backend adapters need
# into a virtual environment of their own (PyPI, through pip). The runner
# (`hloref conform --backend NAME`) starts adapters with this environment's
# python when it exists.
#
#   bash tools/backends/setup.sh [xla-cpu] [stablehlo-interp] [iree-cpu]   (default: all)
#
# HLOREF_BACKENDS_VENV chooses the environment (default ~/.cache/hloref/backends-venv).
set -euo pipefail
venv="${HLOREF_BACKENDS_VENV:-$HOME/.cache/hloref/backends-venv}"
python="${PYTHON:-python3}"
wanted=("$@")
[ ${#wanted[@]} -eq 0 ] && wanted=(xla-cpu stablehlo-interp iree-cpu)

# Pinned versions come from requirements.txt next to this script (re-running
# is cheap: pip skips what is already there). HLOREF_BACKENDS_UNPINNED=1
# installs the latest releases instead.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
pin() {
  if [ -n "${HLOREF_BACKENDS_UNPINNED:-}" ]; then echo "$1"; return; fi
  local line
  line="$(grep -iE "^$1==" "$here/requirements.txt" || true)"
  echo "${line:-$1}"
}
packages=("$(pin numpy)" "$(pin ml_dtypes)")
for b in "${wanted[@]}"; do
  case "$b" in
    xla-cpu|stablehlo-interp) packages+=("$(pin jax)" "$(pin jaxlib)") ;;
    iree-cpu) packages+=("$(pin iree-base-compiler)" "$(pin iree-base-runtime)") ;;
    *) echo "setup: unknown backend '$b' (xla-cpu, stablehlo-interp, iree-cpu)" >&2; exit 3 ;;
  esac
done

mapfile -t packages < <(printf '%s\n' "${packages[@]}" | awk '!seen[$0]++')

if [ ! -x "$venv/bin/python" ]; then
  echo "setup: creating $venv"
  "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --upgrade pip >/dev/null
echo "setup: installing ${packages[*]} into $venv"
"$venv/bin/python" -m pip install --quiet "${packages[@]}"
"$venv/bin/python" -m pip list --format=freeze 2>/dev/null |
  grep -iE '^(numpy|ml.dtypes|jax|jaxlib|iree-base-compiler|iree-base-runtime)==' | sed 's/^/setup: installed /'
echo "setup: done; adapters will run with $venv/bin/python"
