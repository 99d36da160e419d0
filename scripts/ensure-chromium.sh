#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium (or $CHROMIUM_PATH) for the browser suites.
# Installs it with apt when we are root on Debian; otherwise says how. Playwright never downloads a browser.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = "0" ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing; installing Debian's chromium package (about 30 s)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  if [ -x "$CHROMIUM" ]; then
    echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null | tail -n 1)"
    exit 0
  fi
  echo "ensure-chromium: apt-get installed chromium but $CHROMIUM is still missing." >&2
  exit 1
fi

cat >&2 <<MSG
ensure-chromium: no Chromium at $CHROMIUM. It is installed automatically only at the default path,
as root on Debian. The browser tests (Storybook interactions, visual, accessibility) run in
Debian's Chromium; Playwright's own browser downloads are not used. Either:
  - on Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium
  - or point CHROMIUM_PATH at an installed Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chrome pnpm test
MSG
exit 1
