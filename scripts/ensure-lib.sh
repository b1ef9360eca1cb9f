# Shared by the ensure-*.sh scripts (sourced, not run).

# as_root COMMAND...: as root, directly or through sudo when it needs no password (as on GitHub's
# runners).
as_root() { if [ "$(id -u)" = "0" ]; then "$@"; else sudo -n "$@"; fi; }

# can_apt: true when apt-get exists and we can run it as root.
can_apt() { command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = "0" ] || sudo -n true 2>/dev/null; }; }

# apt_install LOG PACKAGE...: installs the packages quietly; the output goes to LOG.
apt_install() {
  local log=$1; shift
  { [ -n "${APT_UPDATED:-}" ] || as_root apt-get update -qq; } >"$log" 2>&1 || return 1
  export APT_UPDATED=1
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >>"$log" 2>&1
}

# need WHAT INSTALL-COMMAND: the one line a person reads when we cannot install it ourselves.
need() { echo "Missing: $1. Install it with: $2" >&2; exit 1; }
