#!/usr/bin/env bash
# Makes sure rootless Podman runs with the project's containers.conf, with runc and (for the
# stand-in images) mmdebstrap, installing Debian's packages when it can (README.md, "Testing").
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-lib.sh
. scripts/container/rootless.sh
export CONTAINERS_CONF=${CONTAINERS_CONF:-$PWD/deploy/podman/containers.conf}
packages="podman runc mmdebstrap uidmap slirp4netns"

missing() {
  command -v podman >/dev/null 2>&1 || { echo "podman"; return; }
  command -v runc >/dev/null 2>&1 || { echo "runc"; return; }
  [ "${CONTAINER_BASES:-}" = public ] || command -v mmdebstrap >/dev/null 2>&1 || { echo "mmdebstrap"; return; }
  use_rootless_podman >/dev/null || { echo "an unprivileged user for rootless Podman"; return; }
  podman info >/dev/null 2>&1 || echo "a working podman (podman info fails with $CONTAINERS_CONF)"
}

lack=$(missing)
if [ -z "$lack" ]; then exit 0; fi
if can_apt && [ "${lack#a working}" = "$lack" ]; then
  echo "$lack not found: installing Debian's $packages packages (apt-get)."
  # With the packages Podman recommends (its network stack, catatonit…), unlike apt_install.
  # shellcheck disable=SC2086
  (as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages) >/tmp/apt-podman.log 2>&1 \
    || { echo "apt-get could not install $packages; see /tmp/apt-podman.log" >&2; exit 1; }
  lack=$(missing)
  if [ -z "$lack" ]; then exit 0; fi
fi
if [ "${lack#a working}" != "$lack" ]; then
  echo "The container test needs $lack; run it to see why: CONTAINERS_CONF=$CONTAINERS_CONF podman info" >&2
else
  echo "The container test needs $lack. Install it with: sudo apt-get install $packages" >&2
fi
exit 1
