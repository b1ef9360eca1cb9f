#!/usr/bin/env bash
# Makes sure Debian's nginx (with the brotli module when the package exists)
# is installed for the serving tests, the load test and the benchmark.
# Installs it when we can (root and apt-get present); otherwise stops with a
# message saying how to get it.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found: installing Debian's nginx and brotli module packages (apt-get)."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
    || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx) >/tmp/apt-nginx.log 2>&1 \
    || { echo "apt-get could not install nginx; see /tmp/apt-nginx.log" >&2; exit 1; }
  # The package starts a server on port 80; the tests run their own.
  (service nginx stop || pkill -x nginx || true) >/dev/null 2>&1
  exit 0
fi
echo "The serving tests need nginx. Install it with: sudo apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static" >&2
exit 1
