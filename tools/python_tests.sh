#!/usr/bin/env bash
# The Python package's tests (python/tests, pytest) against the extension a
# build made (tools/build.sh builds it into BUILD/python/hloref). They run in
# a venv (~/.cache/hloref/python-venv, or $HLOREF_PYTHON_VENV) that this
# script makes on first use with PYTHON (the interpreter the extension was
# built for) and the pinned numpy, ml_dtypes, jax and jaxlib of
# tools/backends/requirements.txt, plus pytest and PyYAML, from PyPI.
# Exit 77 (ctest: skipped) when that venv cannot be made (no network) or the
# build has no extension.
#   usage: tools/python_tests.sh BUILD PYTHON [pytest arguments]
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "${1:?usage: python_tests.sh BUILD PYTHON}" && pwd)"
python="${2:?usage: python_tests.sh BUILD PYTHON}"
shift 2
if ! compgen -G "$build/python/hloref/_core*.so" >/dev/null; then
  echo "python-tests: skipped: $build has no Python extension (-DHLOREF_PYTHON=ON)"
  exit 77
fi
venv="${HLOREF_PYTHON_VENV:-$HOME/.cache/hloref/python-venv}"
pins=$(grep -E '^(numpy|ml_dtypes|jax|jaxlib)==' "$repo/tools/backends/requirements.txt" | tr '\n' ' ')
wanted="$("$python" -c 'import sys; print(sys.version.split()[0])') $pins pytest pyyaml"
if [ "$(cat "$venv/.hloref-pins" 2>/dev/null)" != "$wanted" ]; then
  echo "python-tests: making $venv ($wanted)"
  rm -rf "$venv"
  if ! "$python" -m venv "$venv" >/dev/null ||
     ! timeout 900 "$venv/bin/pip" install -q --disable-pip-version-check $pins pytest pyyaml; then
    echo "python-tests: skipped: cannot make the venv (no network?)"
    rm -rf "$venv"
    exit 77
  fi
  echo "$wanted" > "$venv/.hloref-pins"
fi
export PYTHONPATH="$build/python${PYTHONPATH:+:$PYTHONPATH}"
export HLOREF_BINARY="${HLOREF_BINARY:-$build/bin/hloref}"
export JAX_PLATFORMS=cpu
cd "$repo/python/tests" && exec "$venv/bin/python" -m pytest -q -p no:cacheprovider "$@" .
