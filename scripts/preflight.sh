# Sourced by the test entries (scripts/test.sh, scripts/unit.sh, scripts/container/test.sh), from
# the repository's root: each checks the tools it needs alike, so a part run alone stops with the
# same lines as `npm test`.

# fail REASON: the reason, then the totals line of a run that could not start.
fail() { echo "$1" >&2; echo "0 passed, 1 failed"; exit 1; }

# preflight TOOL...: node (with node_modules), chromium, nginx or podman, checked (or installed) in
# the order given.
preflight() {
  local tool
  for tool in "$@"; do
    case $tool in
      node)
        . scripts/ensure-node.sh || fail "Node $(cat .nvmrc) is needed (above)"
        [ -x node_modules/.bin/tsx ] || fail "no node_modules: run npm install first"
        ;;
      chromium) bash scripts/ensure-chromium.sh || fail "the browser tests cannot run (above)" ;;
      nginx) bash scripts/ensure-nginx.sh || fail "the serving tests cannot run (above)" ;;
      podman) bash scripts/ensure-podman.sh || fail "the container tests cannot run (above)" ;;
      *) fail "preflight: no check for $tool" ;;
    esac
  done
}
