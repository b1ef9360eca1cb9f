#!/usr/bin/env bash
# `npm run build:test [-- off|base]`: the site with the fixture routes into build-test/, its assets
# precompressed (maintaining/container.md); `off` without the speed layer into build-test-off/,
# `base` under TEST_BASE_URL into build-test-base/. Log: tests/.tmp/build[-off|-base].log. Exit
# status: 0 built, 1 failed, 3 built with warnings (a clean build prints none a writer would have to
# wonder about). Only the assets are precompressed (SITE_PRECOMPRESS=assets): the host's nginx sends
# their .gz and .br, and the container's image build takes them from the cache instead of
# compressing them again; the pages, which differ in the image, are compressed there only.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p tests/.tmp
case "${1:-}" in
  '') out=build-test; log=tests/.tmp/build.log ;;
  off) out=build-test-off; log=tests/.tmp/build-off.log; export SITE_SPEED_LAYER=off ;;
  base)
    [ -n "${TEST_BASE_URL:-}" ] || { echo "npm run build:test -- base: set TEST_BASE_URL, e.g. TEST_BASE_URL=/podman.io-previews/pr-1/" >&2; exit 2; }
    out=build-test-base; log=tests/.tmp/build-base.log; export SITE_BASE_URL=$TEST_BASE_URL ;;
  *) echo "usage: npm run build:test [-- off|base]" >&2; exit 2 ;;
esac
if ! SITE_PRECOMPRESS=assets SITE_FIXTURES=1 npx docusaurus build --out-dir "$out" > "$log" 2>&1; then
  tail -40 "$log"
  echo "the build of $out failed ($log)" >&2
  exit 1
fi
if grep -E '^\[WARNING\]' "$log"; then
  echo "the build of $out printed warnings (above)" >&2
  exit 3
fi
