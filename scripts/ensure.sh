#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: npm packages (which bring
# Node 24 through the `node` devDependency) and, when asked, Debian's Chromium
# and PostgreSQL. Safe to run again: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

need_npm() {
  [ -x node_modules/.bin/node ] || return 0
  [ package-lock.json -nt node_modules/.package-lock.json ] && return 0
  return 1
}
if need_npm; then
  # `npm install`, not `npm ci`: the registry reachable here does not serve
  # Biome's binaries for other platforms, so they can never be in the lock
  # file and `npm ci` would refuse it. `npm install` follows the lock file for
  # everything it lists and skips unavailable optional packages.
  echo "==> npm install (from package-lock.json)"
  npm install --no-audit --no-fund --loglevel=error
fi

apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "==> apt-get install ${missing[*]}"
  local sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

for want in "$@"; do
  case "$want" in
    chromium) apt_install chromium fonts-noto-cjk ;;
    postgresql) apt_install postgresql ;;
  esac
done
