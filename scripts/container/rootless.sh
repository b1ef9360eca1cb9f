# Rootless Podman, as GitHub's runner has it (sourced): for the container scripts and
# scripts/ci/as-runner.sh.

# ensure_rootless_user NAME (as root): a user NAME that can run rootless Podman: uidmap (newuidmap),
# slirp4netns (Podman 4.3's network helper), 65536 subordinate uids and gids, a runtime directory.
# Prints nothing unless it installs or fails.
ensure_rootless_user() {
  local user=$1 missing=()
  command -v newuidmap >/dev/null 2>&1 || missing+=(uidmap)
  command -v slirp4netns >/dev/null 2>&1 || missing+=(slirp4netns)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "rootless Podman needs ${missing[*]}: installing Debian's packages (apt-get)."
    apt_install /tmp/apt-rootless.log "${missing[@]}" || { echo "apt-get could not install ${missing[*]} (see /tmp/apt-rootless.log)" >&2; return 1; }
  fi
  # slirp4netns opens /dev/net/tun as the user: udev makes it 0666, as on GitHub's runner; a
  # container or sandbox may leave it 0600, for root alone.
  if [ -c /dev/net/tun ] && [ "$(stat -c %a /dev/net/tun)" != 666 ]; then
    echo "rootless Podman's network needs /dev/net/tun open to all users, as udev leaves it: chmod 666 /dev/net/tun"
    chmod 666 /dev/net/tun || return 1
  fi
  id "$user" >/dev/null 2>&1 || useradd --create-home --shell /bin/bash "$user" || return 1
  # The next free range of 65536 ids above every range already given out.
  local file
  for file in /etc/subuid /etc/subgid; do
    touch "$file"
    grep -q "^$user:" "$file" && continue
    local start
    start=$(awk -F: 'BEGIN{m=100000} {e=$2+$3; if (e>m) m=e} END{print m}' "$file")
    echo "$user:$start:65536" >> "$file"
  done
  local run_dir="/run/user/$(id -u "$user")"
  mkdir -p "$run_dir" && chown "$user:" "$run_dir" && chmod 700 "$run_dir"
  # Podman 4.3 would store images with vfs, a full copy per layer; the kernel's overlay works
  # unprivileged (the runner's Podman uses it).
  local home conf
  home=$(getent passwd "$user" | cut -d: -f6)
  conf="$home/.config/containers/storage.conf"
  if [ ! -e "$conf" ] && [ ! -e "$home/.local/share/containers/storage" ]; then
    runuser -u "$user" -- mkdir -p "$(dirname "$conf")"
    printf '[storage]\ndriver = "overlay"\n' | runuser -u "$user" -- tee "$conf" >/dev/null
  fi
}

# run_as_user NAME [VAR=VALUE...] COMMAND...: COMMAND as NAME, here, with HOME, XDG_RUNTIME_DIR and
# the given variables, and no other of root's.
run_as_user() {
  local user=$1; shift
  local home
  home=$(getent passwd "$user" | cut -d: -f6)
  runuser -u "$user" -- env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME="$home" USER="$user" LANG=C.UTF-8 XDG_RUNTIME_DIR="/run/user/$(id -u "$user")" "$@"
}

# use_rootless_podman: from here on `podman` is rootless: as root, a command that runs it as the
# user podman-site with the project's containers.conf (CONTAINER_ROOTFUL=1 keeps root's). Either way
# Podman gets a TMPDIR of its user's own: Podman 4.3 keeps the RUN --mount=type=cache folders in
# $TMPDIR/buildah-cache, which another user cannot write in (npm stops with EACCES).
use_rootless_podman() {
  if [ "$(id -u)" != 0 ]; then
    export TMPDIR="/var/tmp/podman-site-$(id -un)"
    mkdir -p "$TMPDIR"
    return 0
  fi
  [ "${CONTAINER_ROOTFUL:-0}" != 1 ] || return 0
  local user=podman-site
  ensure_rootless_user "$user" || return 1
  local run_dir="/run/user/$(id -u "$user")" tmp="/var/tmp/podman-site-$user"
  install -d -o "$user" -m 700 "$tmp"
  install -m 644 -o "$user" "${CONTAINERS_CONF:?}" "$run_dir/containers.conf"
  local bin="$run_dir/root-bin"
  mkdir -p "$bin"
  cat > "$bin/podman" <<SHIM
#!/usr/bin/env bash
# Podman as $user, rootless (scripts/container/rootless.sh, use_rootless_podman).
. '$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/rootless.sh'
run_as_user $user CONTAINERS_CONF='$run_dir/containers.conf' TMPDIR='$tmp' podman "\$@"
SHIM
  chmod 755 "$bin/podman"
  export PATH="$bin:$PATH" PODMAN_USER=$user
}
