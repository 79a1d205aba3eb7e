#!/usr/bin/env bash
# The browsers the end-to-end tests drive: Debian's Chromium (and Firefox ESR). Installed with apt
# when missing and we are root; otherwise a clear message of what to install.
set -euo pipefail
need=()
[ -x "${CHROMIUM_BIN:-/usr/lib/chromium/chromium}" ] || need+=(chromium)
[ -x "${FIREFOX_BIN:-/usr/bin/firefox-esr}" ] || need+=(firefox-esr)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${need[*]} for the end-to-end tests (apt-get)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" fonts-dejavu-core >/dev/null
else
  echo "The end-to-end tests need: ${need[*]} (Debian: sudo apt-get install ${need[*]})." >&2
  echo "Set CHROMIUM_BIN or FIREFOX_BIN if your Chromium or Firefox lives elsewhere." >&2
  exit 1
fi
