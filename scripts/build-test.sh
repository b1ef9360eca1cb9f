#!/usr/bin/env bash
# `npm run build:test [-- off]`: what the browser tests run against, as
# `npm test` makes it. The site with the fixture routes (SITE_FIXTURES=1) into
# build-test/, with the .gz and .br files of its assets (SITE_PRECOMPRESS=assets:
# the last step of plugins/output-pipeline), which the host's nginx sends and the
# container's image build takes from the cache instead of compressing them again;
# the pages, which differ in the image, are compressed there only. `off`: the same site without the speed layer
# (SITE_SPEED_LAYER=off) into build-test-off/. `base`: the same site under the
# path TEST_BASE_URL (SITE_BASE_URL), as a preview is, into build-test-base/. The build's log goes to
# tests/.tmp/build.log (build-off.log, build-base.log).
# Exit status: 0 built; 1 the build failed; 3 built,
# but the build printed a warning (a clean build prints none a writer would
# have to wonder about).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p tests/.tmp
case "${1:-}" in
  '') out=build-test; log=tests/.tmp/build.log ;;
  off) out=build-test-off; log=tests/.tmp/build-off.log; export SITE_SPEED_LAYER=off ;;
  base)
    [ -n "${TEST_BASE_URL:-}" ] || { echo "npm run build:test -- base: set TEST_BASE_URL, e.g. TEST_BASE_URL=/pr-preview/pr-1/" >&2; exit 2; }
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
