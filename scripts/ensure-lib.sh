# Shared by the ensure-*.sh scripts (sourced, not run): install Debian packages
# when we can, otherwise stop with one line naming what is missing and the
# command that installs it.

# can_apt: true when we are root and apt-get exists.
can_apt() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }

# apt_install LOG PACKAGE...: installs the packages quietly; the output goes to LOG.
apt_install() {
  local log=$1; shift
  { [ -n "${APT_UPDATED:-}" ] || apt-get update -qq; } >"$log" 2>&1 || return 1
  export APT_UPDATED=1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >>"$log" 2>&1
}

# need WHAT INSTALL-COMMAND: the one line a person reads when we cannot install it ourselves.
need() { echo "Missing: $1. Install it with: $2" >&2; exit 1; }
