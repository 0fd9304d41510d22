#!/usr/bin/env bash
# Installs the Debian packages hloref builds with (DEVELOPERS.md), only those
# that are missing. Safe to run again.
set -euo pipefail

packages=(
  g++ cmake make pkg-config python3 binutils
  libboost-dev libmpfr-dev libgmp-dev zlib1g-dev
  libyaml-cpp-dev
  libgtest-dev libgmock-dev
  librapidcheck-dev
  libbenchmark-dev
  python3-dev pybind11-dev python3-venv
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "setup: missing packages: ${missing[*]} (run as root or install them)" >&2
  exit 1
fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
