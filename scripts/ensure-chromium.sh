#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests.
# Installs the package when we can (root and apt-get present); otherwise stops
# with a message saying how to get it. Never downloads a browser of its own.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium package (apt-get)."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/tmp/apt-chromium.log 2>&1 \
    || { echo "apt-get could not install chromium; see /tmp/apt-chromium.log" >&2; exit 1; }
  exit 0
fi
echo "The browser tests need Chromium at $CHROMIUM." >&2
echo "Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
