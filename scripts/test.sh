#!/usr/bin/env bash
# `npm test` (maintaining/testing.md says what runs where). The last line is "N passed, N failed" over every
# suite; a suite that did not run, ran nothing or could not load a file counts as failed, by name (scripts/totals/).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p tests/.tmp
# No report of an earlier run may count for this one.
rm -f tests/.tmp/unit.tap tests/.tmp/playwright.json tests/.tmp/playwright-container.json tests/.tmp/playwright-dev.json tests/.tmp/run-report.json
fail() { echo "$1" >&2; echo "0 passed, 1 failed"; exit 1; }

. scripts/ensure-node.sh || fail "Node $(cat .nvmrc) is needed (above)"
[ -x node_modules/.bin/tsx ] || fail "no node_modules: run npm install first"
node_modules/.bin/tsx scripts/env/cli.ts check || fail "an environment variable has a value it does not take (above)"
nightly=${TEST_NIGHTLY:-0}
export TEST_SPEED_OFF=${TEST_SPEED_OFF:-$nightly}
[ "$nightly" = 1 ] && export TEST_BASE_URL=${TEST_BASE_URL:-/pr-preview/pr-1/}

bash scripts/ensure-chromium.sh || fail "the browser tests cannot run (above)"
bash scripts/ensure-nginx.sh || fail "the serving tests cannot run (above)"
bash scripts/ensure-podman.sh || fail "the container tests cannot run (above)"
bash scripts/tool-summary.sh

# Suites that failed as a whole, and each phase's seconds, for scripts/totals/cli.ts.
failed_phases=()
phase_times=()

# phase WHEN WHAT: prints the header of a part of the run and succeeds when it runs in this one.
# maintaining/testing.md's "What runs where" is made from these lines (npm run docs:generate).
phase() {
  case $1 in
    nightly) [ "$nightly" = 1 ] || return 1 ;;
    TEST_SPEED_OFF) [ "$TEST_SPEED_OFF" = 1 ] || return 1 ;;
    TEST_BASE_URL) [ -n "${TEST_BASE_URL:-}" ] || return 1 ;;
  esac
  echo "== $2"
}
# took NAME START: prints and records the seconds since START.
took() {
  echo "($1: $((SECONDS - $2)) s)"
  phase_times+=("time:$1=$((SECONDS - $2))")
}

# The container test's stand-in base images, made while the checks and the build run (mmdebstrap mostly waits).
standins_pid=""
if [ "${CONTAINER_BASES:-standins}" != public ]; then
  CONTAINERS_CONF="$PWD/deploy/podman/containers.conf" bash scripts/container/standins.sh \
    > tests/.tmp/standins.txt 2> tests/.tmp/standins.log &
  standins_pid=$!
fi

# Side by side, the type check, the linter and the unit tests take about half as long as one after another.
phase every-push "type check, ESLint and unit tests"
checks_start=$SECONDS
npx tsc > tests/.tmp/tsc.log 2>&1 &
tsc_pid=$!
npx eslint . > tests/.tmp/eslint.log 2>&1 &
eslint_pid=$!
node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination=tests/.tmp/unit.tap \
  $(git ls-files -co --exclude-standard '*.test.ts')
wait "$tsc_pid" || { cat tests/.tmp/tsc.log; failed_phases+=("fail:typecheck=tsc reported errors (above)"); }
wait "$eslint_pid" || { cat tests/.tmp/eslint.log; failed_phases+=("fail:lint=ESLint reported problems (above)"); }
took "checks" "$checks_start"

built=1
# build NAME [off|base]: one build of scripts/build-test.sh; a failed one ends the browser tests, warnings fail the run.
build() {
  local start=$SECONDS
  bash scripts/build-test.sh ${2:+"$2"}
  case $? in
    0) ;;
    3) failed_phases+=("fail:$1=the build printed warnings (above)") ;;
    *) built=0; failed_phases+=("fail:$1=the build failed (above)") ;;
  esac
  took "$1" "$start"
}
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  phase every-push "test build (build-test/, with the fixture routes)" && build "test build"
  if [ "$built" = 1 ] && phase TEST_SPEED_OFF "the site without the speed layer (build-test-off/), for the visitor specs (project speed-off)"; then
    build "build without the speed layer" off
  fi
  if [ "$built" = 1 ] && phase TEST_BASE_URL "the site under a preview's path (build-test-base/, TEST_BASE_URL), for the visitor and search specs (project base-url)"; then
    build "build under a base URL" base
  fi
fi

if [ -n "$standins_pid" ]; then
  standins_start=$SECONDS
  wait "$standins_pid" || echo "(building the stand-in images failed: tests/.tmp/standins.log; the container test tries again)"
  [ $((SECONDS - standins_start)) -gt 1 ] && echo "(waited $((SECONDS - standins_start)) s for the stand-in images)"
fi

# Without a build there is nothing to test in a browser: the missing report counts as failed.
if [ "$built" = 1 ]; then
  phase every-push "browser tests (tests/e2e/, playwright.config.ts)"
  browser_start=$SECONDS
  npx playwright test
  took "browser tests" "$browser_start"
fi

# `npm start` runs Docusaurus's own client: checked on the dev server, nightly (its first compile takes minutes).
dev_report=()
if phase nightly "dev server test (npm start and preview:post, playwright.dev.config.ts)"; then
  dev_start=$SECONDS
  npx playwright test -c playwright.dev.config.ts
  took "dev server test" "$dev_start"
  dev_report=("playwright:dev server tests=tests/.tmp/playwright-dev.json")
fi

phase every-push "container tests (Podman: build, run locked down, play as a pod)"
container_start=$SECONDS
npm run test:container
took "container tests" "$container_start"
echo "(whole run: $SECONDS s)"
node_modules/.bin/tsx scripts/totals/cli.ts --report tests/.tmp/run-report.json \
  "tap:unit tests=tests/.tmp/unit.tap" \
  "playwright:browser tests=tests/.tmp/playwright.json" \
  "playwright:container tests=tests/.tmp/playwright-container.json" \
  "${dev_report[@]}" "${failed_phases[@]}" "${phase_times[@]}" "time:whole run=$SECONDS"
