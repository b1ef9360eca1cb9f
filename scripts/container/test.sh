#!/usr/bin/env bash
# `npm run test:container [-- --loadtest]` (maintaining/container.md, "The container test"). Figures
# (image size, time to first 200) go to tests/.tmp/container-figures.json.
set -uo pipefail
cd "$(dirname "$0")/../.."
export CONTAINERS_CONF="$PWD/deploy/podman/containers.conf"
mkdir -p tests/.tmp
report=tests/.tmp/playwright-container.json
rm -f "$report"   # no report means no pass: scripts/totals counts a failure

# The tools `npm test` checks first, so that alone this stops with the same line (Playwright drives
# Chromium).
. scripts/preflight.sh
preflight node chromium podman
# Rootless, as on GitHub's runner, even when this runs as root.
. scripts/ensure-lib.sh
. scripts/container/rootless.sh
use_rootless_podman || exit 1

label_key=io.podman-site.test
run_id="run$(date +%s)$$"
image="localhost/podman-site-test:$run_id"
container="podman-site-test-$run_id"
work=$(mktemp -d /tmp/podman-site-container-XXXXXX)
# Podman writes and reads here as its own user, when that is not ours.
[ -n "${PODMAN_USER:-}" ] && chown "$PODMAN_USER:" "$work"

# Whatever a killed earlier run left behind, recorded for the test that says so, then removed.
leftovers() {
  podman ps -a --filter "label=$label_key" --format 'container {{.Names}}'
  podman pod ps --filter "label=$label_key" --format 'pod {{.Name}}'
  podman images --filter "label=$label_key" --format 'image {{.Repository}}:{{.Tag}}'
}
remove_labelled() {
  podman pod ps -q --filter "label=$label_key" | xargs -r podman pod rm -f >/dev/null 2>&1
  podman ps -aq --filter "label=$label_key" | xargs -r podman rm -f >/dev/null 2>&1
  podman images -q --filter "label=$label_key" | sort -u | xargs -r podman rmi -f >/dev/null 2>&1
}
leftovers > tests/.tmp/container-leftovers.txt
remove_labelled
: > tests/.tmp/container-run.log   # Podman's complaints (no systemd for health-check timers)

# Images the build made without the label (its build stage), if any.
new_images() { [ -n "${images_before:-}" ] && comm -13 <(echo "$images_before") <(podman images -aq --no-trunc | sort -u); }
cleanup() {
  [ -f "$work/pod.yaml" ] && podman kube down "$work/pod.yaml" >/dev/null 2>&1
  remove_labelled
  new_images | xargs -r podman rmi -f >/dev/null 2>&1
  rm -rf "$work"
  local left
  left=$(leftovers; new_images | sed 's/^/image /')
  if [ -n "$left" ]; then echo "Could not remove: $left" >&2; exit 1; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A free loopback port from 18080-18099, skipping $1 (the one already taken).
free_port() {
  local used p
  used=$(ss -Htln | awk '{print $4}')
  for p in $(seq 18080 18099); do
    if [ "$p" != "${1:-}" ] && ! grep -qE "[:.]$p\$" <<<"$used"; then echo "$p"; return; fi
  done
  echo "no free port in 18080-18099" >&2; return 1
}

# Stand-ins for the base images (scripts/container/standins.sh), unless CONTAINER_BASES=public: a
# machine that can pull the Containerfile's own.
build_args=()
if [ "${CONTAINER_BASES:-}" = public ]; then
  echo "== base images: the Containerfile's own"
  bases=$(grep -E '^ARG (NODE|NGINX)_IMAGE=' Containerfile | cut -d' ' -f2)
else
  echo "== stand-in base images"
  bases=$(bash scripts/container/standins.sh) || exit 1
  for arg in $bases; do build_args+=(--build-arg "$arg"); done
fi
# The host's CA bundle, which trusts this machine's TLS-re-signing proxy, as a build secret.
ca_bundle=${CONTAINER_CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}
secret=()
[ -s "$ca_bundle" ] && secret=(--secret "id=extra_ca,src=$ca_bundle")

# The build context: the files git tracks or would, copied where Podman's user can read them (a
# checkout in root's home is closed to it).
mkdir "$work/context"
git ls-files -z -co --exclude-standard | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done \
  | tar --null -T - -cf - | tar -xf - -C "$work/context" || { echo "could not copy the build context" >&2; exit 1; }

link_or_copy() { cp -al "$1" "$2" 2>/dev/null || cp -a "$1" "$2"; }
# The host's npm cache as the build context npm-seed, so the first build on this machine copies
# packages rather than downloading them; hard-linked beside the context when Podman is another user
# (links, not copies: npm's cache files are immutable and world-readable).
npm_cache=$(npm config get cache 2>/dev/null)
if [ -d "$npm_cache/_cacache" ]; then
  if [ -n "${PODMAN_USER:-}" ]; then
    mkdir "$work/npm-seed"
    link_or_copy "$npm_cache/_cacache" "$work/npm-seed/"
    npm_cache="$work/npm-seed"
  fi
  build_args+=(--build-context "npm-seed=$npm_cache")
fi

# The test build's caches (precompressed encodings, drawn cards) as the build context cache-seed;
# their entries never change, so hard links do.
mkdir "$work/cache-seed"
for cache in precompress social-cards; do
  [ -d "node_modules/.cache/$cache" ] || continue
  link_or_copy "node_modules/.cache/$cache" "$work/cache-seed/"
done
build_args+=(--build-context "cache-seed=$work/cache-seed")

echo "== podman build (log: tests/.tmp/container-build.log)"
images_before=$(podman images -aq --no-trunc | sort -u)
started=$(date +%s)
# --layers=false: no cache of intermediate images, which would stay behind.
podman build --layers=false --format docker "${build_args[@]}" "${secret[@]}" --label "$label_key=$run_id" -t "$image" "$work/context" \
  > tests/.tmp/container-build.log 2>&1 \
  || { tail -30 tests/.tmp/container-build.log; echo "podman build failed (full log: tests/.tmp/container-build.log)" >&2; exit 1; }
echo "built $image in $(( $(date +%s) - started )) s"

# The files the image serves, for the assertions that compare with them.
podman create --name "$container-files" --label "$label_key=$run_id" "$image" >/dev/null || exit 1
podman cp "$container-files:/usr/share/nginx/html" "$work/html" || exit 1
podman rm "$container-files" >/dev/null

run_port=$(free_port) || exit 1
pod_port=$(free_port "$run_port") || exit 1

echo "== podman run, locked down, on 127.0.0.1:$run_port"
run_started_ms=$(date +%s%3N)
podman run -d --name "$container" --label "$label_key=$run_id" \
  --read-only --read-only-tmpfs=false --tmpfs /tmp:rw,size=16m,mode=1777 \
  --cap-drop=ALL --security-opt no-new-privileges --user 101 \
  -p "127.0.0.1:$run_port:8080" "$image" >/dev/null 2>>tests/.tmp/container-run.log || exit 1
first_200_ms=""
for _ in $(seq 1 400); do
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$run_port/")" = 200 ]; then
    first_200_ms=$(( $(date +%s%3N) - run_started_ms )); break
  fi
  sleep 0.025
done
[ -n "$first_200_ms" ] || { podman logs "$container" >&2; echo "the container never answered 200" >&2; exit 1; }
echo "first 200 after ${first_200_ms} ms (from podman run)"

echo "== podman kube play deploy/podman-site.yaml on 127.0.0.1:$pod_port"
npx tsx scripts/container/podYaml.ts "$image" "$pod_port" "$label_key=$run_id" > "$work/pod.yaml" || exit 1
podman kube play "$work/pod.yaml" >/dev/null 2>>tests/.tmp/container-run.log || exit 1

image_size=$(podman image inspect --format '{{.Size}}' "$image")
base_size=$(podman image inspect --format '{{.Size}}' "$(grep '^NGINX_IMAGE=' <<<"$bases" | cut -d= -f2)")
cat > tests/.tmp/container-figures.json <<JSON
{"firstResponseMs": $first_200_ms, "imageBytes": $image_size, "baseImageBytes": $base_size, "siteBytes": $(( image_size - base_size ))}
JSON

echo "== browser tests against the container and the pod"
CONTAINER_NAME="$container" CONTAINER_URL="http://127.0.0.1:$run_port" \
POD_YAML="$work/pod.yaml" POD_URL="http://127.0.0.1:$pod_port" \
SERVED_DIR="$work/html" LEFTOVERS_FILE=tests/.tmp/container-leftovers.txt \
  npx playwright test --config playwright.container.config.ts
status=$?

if [ "${1:-}" = "--loadtest" ]; then
  echo "== load test against the container"
  npx tsx scripts/loadtest.ts "http://127.0.0.1:$run_port" || status=1
fi
exit $status
