#!/usr/bin/env bash
# The first lines of `npm test`: which tools this run found, to read a failure elsewhere against.
set -uo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
nginx_bin=$(command -v nginx 2>/dev/null || echo /usr/sbin/nginx)
modules=$(ls /etc/nginx/modules-enabled/ 2>/dev/null | sed -E 's/^[0-9]+-mod-//; s/\.conf$//' | paste -sd, -)
echo "tools: node $(node --version), npm $(npm --version 2>/dev/null)"
echo "tools: $("$CHROMIUM" --version 2>/dev/null || echo "no Chromium at $CHROMIUM")"
echo "tools: $("$nginx_bin" -v 2>&1 | sed 's/^nginx version: //' || echo 'no nginx') (modules: ${modules:-none})"
if command -v podman >/dev/null 2>&1; then
  echo "tools: podman $(podman --version 2>/dev/null | awk '{print $3}'), runc $(runc --version 2>/dev/null | awk 'NR==1{print $3}')"
else
  echo "tools: podman not installed"
fi
