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

packages=(numpy ml_dtypes)
for b in "${wanted[@]}"; do
  case "$b" in
    xla-cpu|stablehlo-interp) packages+=(jax jaxlib) ;;
    iree-cpu) packages+=(iree-base-compiler iree-base-runtime) ;;
    *) echo "setup: unknown backend '$b' (xla-cpu, stablehlo-interp, iree-cpu)" >&2; exit 3 ;;
  esac
done

if [ ! -x "$venv/bin/python" ]; then
  echo "setup: creating $venv"
  "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --upgrade pip >/dev/null
echo "setup: installing ${packages[*]} into $venv"
"$venv/bin/python" -m pip install --quiet "${packages[@]}"
echo "setup: done; adapters will run with $venv/bin/python"
