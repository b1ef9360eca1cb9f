#!/usr/bin/env bash
# `sudo -E bash scripts/ci/as-runner.sh`: CI as GitHub's runner runs it (README.md, "CI and
# deploying"), on a fresh clone in ~runner/podman.io; prints .ci/run's output and exits with its
# status. The runner is an unprivileged user with what GitHub's hosted runner gives it, so a test
# that passes only as root shows here: password-less sudo (the ensure-*.sh scripts install through
# it); rootless Podman (Debian's uidmap, 65536 subordinate uids and gids and slirp4netns:
# scripts/container/rootless.sh); the browser at a path of its own, passed as CHROMIUM_PATH, as the
# runner's is /usr/bin/google-chrome. Needs root, to make the user.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "$(id -u)" = 0 ] || { echo "as-runner.sh makes a user: run it as root (sudo -E bash scripts/ci/as-runner.sh)" >&2; exit 1; }
. scripts/ensure-lib.sh
. scripts/container/rootless.sh
user=runner

need_packages=()
command -v sudo >/dev/null 2>&1 || need_packages+=(sudo)
[ -x /usr/bin/chromium ] || need_packages+=(chromium)
if [ ${#need_packages[@]} -gt 0 ]; then
  echo "as-runner: installing Debian's ${need_packages[*]}"
  apt_install /tmp/apt-as-runner.log "${need_packages[@]}" || { echo "apt-get failed (see /tmp/apt-as-runner.log)" >&2; exit 1; }
fi
ensure_rootless_user "$user"
echo "$user ALL=(ALL) NOPASSWD:ALL" > "/etc/sudoers.d/90-$user"
chmod 440 "/etc/sudoers.d/90-$user"

# The browser where the tests would not find it by default.
browser=/opt/$user-browser/chrome
mkdir -p "$(dirname "$browser")"
ln -sf /usr/bin/chromium "$browser"

home=$(getent passwd "$user" | cut -d: -f6)
clone="$home/podman.io"
rm -rf "$clone"
git clone -q --no-hardlinks "$PWD" "$clone"
echo "as-runner: $(git -C "$clone" log -1 --format='%h %s' | cut -c1-100)"
chown -R "$user:" "$clone"
echo "as-runner: as $user (uid $(id -u "$user"), sudo without a password), CHROMIUM_PATH=$browser, in $clone"

# What the runner's environment would give: the CA bundle of a proxy that re-signs TLS, and a proxy,
# when this machine has them; nothing else of root's.
pass=()
for name in NODE_EXTRA_CA_CERTS SSL_CERT_FILE GIT_SSL_CAINFO CURL_CA_BUNDLE http_proxy https_proxy no_proxy HTTP_PROXY HTTPS_PROXY NO_PROXY DEBIAN_MIRROR; do
  [ -n "${!name:-}" ] && pass+=("$name=${!name}")
done
cd "$clone"
started=$SECONDS
status=0
run_as_user "$user" "${pass[@]}" CI=true CHROMIUM_PATH="$browser" bash .ci/run || status=$?
echo "as-runner: .ci/run as $user took $((SECONDS - started)) s and exited $status"
exit "$status"
