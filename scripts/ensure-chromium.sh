#!/usr/bin/env bash
# Makes sure Debian's Chromium headless shell renders a page, installing the package when it can
# (README.md, "Testing"). Rendering is the check, not being installed; a browser of our own is never
# downloaded (maintaining/decisions.md).
set -euo pipefail
. "$(dirname "$0")/ensure-lib.sh"
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
how="sudo apt-get install chromium-headless-shell   (or set CHROMIUM_PATH to a Chromium binary)"

starts() {
  [ -x "$CHROMIUM" ] || return 1
  local profile out
  profile=$(mktemp -d)
  out=$(timeout 60 "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --user-data-dir="$profile" --dump-dom 'data:text/html,<p>chromium-ok</p>' 2>/dev/null || true)
  rm -rf "$profile"
  [[ $out == *chromium-ok* ]]
}

if starts; then exit 0; fi
if can_apt; then
  if [ -x "$CHROMIUM" ]; then echo "Chromium at $CHROMIUM does not start headless: reinstalling Debian's chromium-headless-shell package (apt-get)."
  else echo "Chromium not found at $CHROMIUM: installing Debian's chromium-headless-shell package (apt-get)."; fi
  apt_install /tmp/apt-chromium.log chromium-headless-shell || need "Chromium (apt-get failed; see /tmp/apt-chromium.log)" "$how"
  starts || need "a Chromium that starts headless at $CHROMIUM (installed, but it does not render a page)" "$how"
  exit 0
fi
if [ -x "$CHROMIUM" ]; then need "a Chromium that starts headless ($CHROMIUM does not render a page)" "$how"; fi
need "Chromium at $CHROMIUM (the browser tests drive it)" "$how"
