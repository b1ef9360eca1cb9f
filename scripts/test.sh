#!/usr/bin/env bash
# `npm test`: type check, unit tests, a test build of the site (with the
# fixture routes), the same site built without the speed layer
# (build-test-off/, speed/README.md), then the browser tests: all of them on
# build-test/, and those of what a visitor sees (routes, chrome, states, a
# sample of the crawl) on build-test-off/ (project speed-off in
# playwright.config.ts; TEST_SPEED_OFF=0 leaves it out). Prints one closing
# line: "N passed, N failed" summed over the unit, browser and container
# tests. With TEST_NIGHTLY=1 (the nightly CI job) it adds what is too slow for
# every push: every check of the crawl on every page of both builds, and the
# dev server test (playwright.dev.config.ts).
set -uo pipefail
cd "$(dirname "$0")/.."
nightly=${TEST_NIGHTLY:-0}
if [ "$nightly" = "1" ]; then export TEST_SPEED_OFF=1; fi
export TEST_SPEED_OFF=${TEST_SPEED_OFF:-1}
mkdir -p tests/.tmp
fail() { echo "$1" >&2; echo "0 passed, 1 failed"; exit 1; }

# What the tests need, checked by what works (ensure-*.sh install what is
# missing when they can), then a summary of what this run found.
bash scripts/ensure-chromium.sh || fail "the browser tests cannot run (above)"
bash scripts/ensure-nginx.sh || fail "the serving tests cannot run (above)"
bash scripts/ensure-podman.sh || fail "the container tests cannot run (above)"
bash scripts/tool-summary.sh

# The container test's stand-in base images (built once per recipe, then
# cached), made while the checks and the build below run: mmdebstrap mostly
# waits on Debian's mirror and dpkg. Awaited before the browser tests, so it
# never competes with them; the container test reports a failure itself.
standins_pid=""
if [ "${CONTAINER_BASES:-}" != public ]; then
  CONTAINERS_CONF="$PWD/deploy/podman/containers.conf" bash scripts/container/standins.sh \
    > tests/.tmp/standins.txt 2> tests/.tmp/standins.log &
  standins_pid=$!
fi

# The type check, the linter and the unit tests each keep about one core busy:
# run side by side, the three take about half as long as one after another.
# The unit tests print as they go; the other two are shown when they fail.
echo "== typecheck, lint and unit tests"
checks_start=$SECONDS
npx tsc > tests/.tmp/tsc.log 2>&1 &
tsc_pid=$!
npx eslint . > tests/.tmp/eslint.log 2>&1 &
eslint_pid=$!
node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination=tests/.tmp/unit.tap \
  $(git ls-files -co --exclude-standard '*.test.ts' | grep -v '^tests/')
unit_pass=$(grep -E '^# pass ' tests/.tmp/unit.tap | awk '{print $3}')
unit_fail=$(grep -E '^# fail ' tests/.tmp/unit.tap | awk '{print $3}')
wait "$tsc_pid"; tsc_rc=$?
wait "$eslint_pid"; eslint_rc=$?
[ "$tsc_rc" = 0 ] || { cat tests/.tmp/tsc.log; fail "typecheck failed"; }
[ "$eslint_rc" = 0 ] || { cat tests/.tmp/eslint.log; fail "lint failed"; }
echo "(typecheck, lint and unit tests: $((SECONDS - checks_start)) s)"

if [ "${SKIP_BUILD:-0}" != "1" ]; then
  echo "== test build (build-test/, with fixture routes)"
  build_start=$SECONDS
  SITE_FIXTURES=1 npx docusaurus build --out-dir build-test > tests/.tmp/build.log 2>&1 \
    || { tail -40 tests/.tmp/build.log; fail "the test build failed (full log: tests/.tmp/build.log)"; }
  # A clean build prints no warning a writer would have to wonder about.
  if grep -E '^\[WARNING\]' tests/.tmp/build.log; then fail "the build printed warnings (above)"; fi
  # What the container does after its build: .gz and .br files for nginx to send as they are.
  npx tsx scripts/precompress.ts build-test || fail "precompression failed"
  echo "(test build and precompression: $((SECONDS - build_start)) s)"
  # The same site without the speed layer (speed/README.md): what a visitor
  # sees must not depend on it. Timed, since it adds a whole build.
  if [ "$TEST_SPEED_OFF" = "1" ]; then
  echo "== test build without the speed layer (build-test-off/)"
  off_start=$SECONDS
  SITE_SPEED_LAYER=off SITE_FIXTURES=1 npx docusaurus build --out-dir build-test-off > tests/.tmp/build-off.log 2>&1 \
    || { tail -40 tests/.tmp/build-off.log; fail "the build without the speed layer failed (full log: tests/.tmp/build-off.log)"; }
  if grep -E '^\[WARNING\]' tests/.tmp/build-off.log; then fail "the build without the speed layer printed warnings (above)"; fi
  npx tsx scripts/precompress.ts build-test-off || fail "precompression of build-test-off failed"
  echo "(build without the speed layer: $((SECONDS - off_start)) s)"
  fi
fi

if [ -n "$standins_pid" ]; then
  standins_start=$SECONDS
  wait "$standins_pid" || echo "(building the stand-in images failed: tests/.tmp/standins.log; the container test tries again)"
  [ $((SECONDS - standins_start)) -gt 1 ] && echo "(waited $((SECONDS - standins_start)) s for the stand-in images)"
fi

echo "== browser tests"
browser_start=$SECONDS
npx playwright test
echo "(browser tests: $((SECONDS - browser_start)) s)"

# `npm start` runs Docusaurus's own client, not the production one: checked on
# the dev server itself. Nightly only: the dev server's first compile takes minutes.
dev_report=""
if [ "$nightly" = "1" ]; then
  echo "== dev server test (docusaurus start)"
  dev_start=$SECONDS
  npx playwright test -c playwright.dev.config.ts
  echo "(dev server test: $((SECONDS - dev_start)) s)"
  dev_report=tests/.tmp/playwright-dev.json
fi

echo "== container tests (Podman: build, run locked down, play as a pod)"
container_start=$SECONDS
npm run test:container
echo "(container tests: $((SECONDS - container_start)) s; whole run so far: $SECONDS s)"
node scripts/playwright-totals.mjs tests/.tmp/playwright.json "$unit_pass" "$unit_fail" tests/.tmp/playwright-container.json $dev_report
