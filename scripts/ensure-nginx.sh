#!/usr/bin/env bash
# Makes sure nginx runs with its brotli modules loaded (checked by loading them, not by what is
# installed), installing Debian's packages when it can (README.md, "Testing").
set -euo pipefail
. "$(dirname "$0")/ensure-lib.sh"
packages="nginx-light libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static"
how="sudo apt-get install $packages"
modules=/usr/lib/nginx/modules

nginx_bin() { command -v nginx 2>/dev/null || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; }; }

# Loads both modules into a throwaway configuration and asks nginx to check it.
brotli_loads() {
  local bin dir kind ok=0
  bin=$(nginx_bin) || return 1
  for kind in filter static; do
    [ -f "$modules/ngx_http_brotli_${kind}_module.so" ] || return 1
    ls /etc/nginx/modules-enabled/ 2>/dev/null | grep -q "brotli-$kind" || return 1
  done
  dir=$(mktemp -d)
  cat >"$dir/nginx.conf" <<CONF
load_module $modules/ngx_http_brotli_filter_module.so;
load_module $modules/ngx_http_brotli_static_module.so;
pid $dir/nginx.pid;
error_log $dir/error.log;
events {}
http { brotli on; brotli_static on; }
CONF
  "$bin" -t -q -p "$dir" -c "$dir/nginx.conf" >/dev/null 2>&1 || ok=1
  rm -rf "$dir"
  return $ok
}

if brotli_loads; then exit 0; fi
if can_apt; then
  if [ -z "$(nginx_bin)" ]; then echo "nginx not found: installing Debian's $packages (apt-get)."
  else echo "nginx has no working brotli modules: installing Debian's $packages (apt-get)."; fi
  apt_install /tmp/apt-nginx.log $packages || need "nginx with its brotli modules (apt-get failed; see /tmp/apt-nginx.log)" "$how"
  # The package starts a server on port 80; the tests run their own.
  (as_root service nginx stop || as_root pkill -x nginx || true) >/dev/null 2>&1
  brotli_loads || need "nginx with brotli modules that load (installed, but 'nginx -t' rejects them)" "$how"
  exit 0
fi
if [ -z "$(nginx_bin)" ]; then need "nginx (the serving tests run it)" "$how"; fi
need "nginx's brotli modules (the site ships .br files and the tests check they are sent)" "sudo apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static"
