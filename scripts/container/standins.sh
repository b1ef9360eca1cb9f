#!/usr/bin/env bash
# Builds, once per recipe (tagged with its hash), the two stand-in base images of the container test
# (maintaining/container.md) and prints the build arguments NODE_IMAGE=… and NGINX_IMAGE=…, one a
# line. Stand-ins because this machine cannot pull the Containerfile's public images: both are made
# from Debian packages with mmdebstrap and `podman import`, into rootless Podman's store, which the
# container test builds with.
set -euo pipefail
: "${CONTAINERS_CONF:?set CONTAINERS_CONF (deploy/podman/containers.conf)}"
. "$(dirname "$0")/../ensure-lib.sh"
. "$(dirname "$0")/rootless.sh"
use_rootless_podman >&2
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

# build_standin NAME SUITE PACKAGES [CUSTOMIZE_HOOK]
build_standin() {
  local hash
  hash=$(printf '%s\n' "$@" | sha256sum | cut -c1-12)
  local tag="localhost/podman-site-standin-$1:$hash"
  if ! podman image exists "$tag"; then
    echo "Building stand-in $tag from Debian $2 (once; cached by tag)." >&2
    local tarball
    tarball=$(mktemp --suffix=.tar)
    # shellcheck disable=SC2064
    trap "rm -f '$tarball'" RETURN
    # As root, mmdebstrap builds as root; otherwise in a user namespace of its own.
    mmdebstrap --quiet --variant=apt --include="$3" ${4:+--customize-hook="$4"} \
      "$2" "$tarball" "$mirror" >&2
    chmod 644 "$tarball"   # Podman's user imports it
    podman import --quiet --message "podman-site stand-in: $1 from Debian $2" \
      --change 'CMD ["bash"]' "$tarball" "$tag" >/dev/null
  fi
  echo "$tag"
}

# The build stage: bookworm with git, the Node of .nvmrc as scripts/ensure-node.sh has it (Debian
# has no Node 24; the binary needs only glibc and libstdc++) and this machine's npm: Debian's npm
# pulls in some 400 node-* packages and took 5.8 min to install against 1.8 min without it (the
# Containerfile installs the lock's npm over it anyway).
node_version=$(tr -d ' \n' < "$(dirname "$0")/../../.nvmrc")
# shellcheck source=../ensure-node.sh
. "$(dirname "$0")/../ensure-node.sh" >&2
host_node=$(command -v node)
[ "$(node --version)" = "v$node_version" ] || { echo "standins.sh: need Node $node_version to copy into the stand-in, found $(node --version) at $host_node" >&2; exit 1; }
# npm's own folder, from its command (`npm root -g` would answer under the registry's Node, which
# has no npm).
host_npm=$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)
[ -f "$host_npm/package.json" ] || { echo "standins.sh: no npm package at $host_npm (from $(command -v npm))" >&2; exit 1; }
npm_version=$(node -p "require('$host_npm/package.json').version")
node_image=$(build_standin node bookworm git,ca-certificates \
  "mkdir -p \"\$1/usr/local/lib/node_modules\" \"\$1/usr/local/bin\" && cp '$host_node' \"\$1/usr/local/bin/node\" && cp -a '$host_npm' \"\$1/usr/local/lib/node_modules/npm\" && ln -s ../lib/node_modules/npm/bin/npm-cli.js \"\$1/usr/local/bin/npm\" && ln -s ../lib/node_modules/npm/bin/npx-cli.js \"\$1/usr/local/bin/npx\" # node $node_version, npm $npm_version")

# The serving stage: like nginx-unprivileged, a user "nginx" with id 101, and curl for the health
# check. The brotli modules load, but deploy/nginx.conf turns brotli on only in optional/*.conf, of
# which the image has none.
nginx_image=$(build_standin nginx bookworm \
  nginx-light,libnginx-mod-http-brotli-filter,libnginx-mod-http-brotli-static,curl \
  'chroot "$1" sh -c "groupadd --system --gid 101 nginx && useradd --system --uid 101 --gid 101 --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin nginx && mkdir -p /usr/share/nginx/html && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin"')

echo "NODE_IMAGE=$node_image"
echo "NGINX_IMAGE=$nginx_image"
