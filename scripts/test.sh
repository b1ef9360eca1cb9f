#!/usr/bin/env bash
# `npm test` (maintaining/testing.md says what runs where). The last line is "N passed, N failed"
# over every suite; a suite that did not run, ran nothing or could not load a file counts as failed,
# by name (scripts/totals/).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p tests/.tmp
# No report of an earlier run may count for this one.
rm -f tests/.tmp/{unit.tap,unit-nightly.tap,playwright.json,playwright-container.json,playwright-dev.json,run-report.json}
. scripts/preflight.sh
preflight node
node_modules/.bin/tsx scripts/env/cli.ts check || fail "an environment variable has a value it does not take (above)"
nightly=${TEST_NIGHTLY:-0}
export TEST_SPEED_OFF=${TEST_SPEED_OFF:-$nightly}
[ "$nightly" = 1 ] && export TEST_BASE_URL=${TEST_BASE_URL:-/podman.io-previews/pr-1/}

preflight chromium nginx podman
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
# unit_tests TAP PATHSPEC...: the unit tests git lists for the pathspecs, on screen and as TAP.
unit_tests() {
  local tap=$1; shift
  node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$tap" $(git ls-files -co --exclude-standard "$@")
}
# took NAME START: prints and records the seconds since START.
took() {
  echo "($1: $((SECONDS - $2)) s)"
  phase_times+=("time:$1=$((SECONDS - $2))")
}

# The container test's stand-in base images, made while the checks and the build run (mmdebstrap
# mostly waits).
standins_pid=""
if [ "${CONTAINER_BASES:-standins}" != public ]; then
  CONTAINERS_CONF="$PWD/deploy/podman/containers.conf" bash scripts/container/standins.sh \
    > tests/.tmp/standins.txt 2> tests/.tmp/standins.log &
  standins_pid=$!
fi

# Side by side, the type check, the linter, the format check and the unit tests take about half as
# long as one after another.
phase every-push "type check, ESLint, Prettier, comment width and unit tests"
checks_start=$SECONDS
npx tsc > tests/.tmp/tsc.log 2>&1 &
tsc_pid=$!
npx eslint . > tests/.tmp/eslint.log 2>&1 &
eslint_pid=$!
# Prettier names each file it would change ("[warn] FILE"); npm run format writes them.
npx prettier --check . > tests/.tmp/prettier.log 2>&1 &
prettier_pid=$!
unit_tests tests/.tmp/unit.tap '*.test.ts' ':!:*.nightly.test.ts'
# Comments wrap at the 100 columns of .editorconfig (Prettier wraps code, not comments); a line
# holding a URL may run over.
git ls-files '*.ts' '*.tsx' '*.mts' '*.mjs' '*.js' '*.cjs' '*.css' '*.sh' '*.yml' .ci/run | xargs perl -CSD -lne '
  $block = 1 if m{^\s*/\*};
  if (($block || m{^\s*(//|#(?!!))}) && length > 100 && !m{://}) { print "$ARGV:$."; $long = 1 }
  $block = 0 if m{\*/};
  if (eof) { close ARGV; $block = 0 }
  END { exit $long }' > tests/.tmp/comments.log ||
  { cat tests/.tmp/comments.log; failed_phases+=("fail:comments=comment lines past 100 columns (above)"); }
wait "$tsc_pid" || { cat tests/.tmp/tsc.log; failed_phases+=("fail:typecheck=tsc reported errors (above)"); }
wait "$eslint_pid" || { cat tests/.tmp/eslint.log; failed_phases+=("fail:lint=ESLint reported problems (above)"); }
wait "$prettier_pid" || { cat tests/.tmp/prettier.log; failed_phases+=("fail:format=Prettier would change the files above (npm run format)"); }
took "checks" "$checks_start"

built=1
# build NAME [off|base]: one build of scripts/build-test.sh; a failed one ends the browser tests,
# warnings fail the run.
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

# Unit tests too slow for every push (*.nightly.test.ts: each builds the site several times).
nightly_unit_report=()
if phase nightly "nightly unit tests (*.nightly.test.ts)"; then
  nightly_unit_start=$SECONDS
  unit_tests tests/.tmp/unit-nightly.tap '*.nightly.test.ts'
  took "nightly unit tests" "$nightly_unit_start"
  nightly_unit_report=("tap:nightly unit tests=tests/.tmp/unit-nightly.tap")
fi

# `npm start` runs Docusaurus's own client: checked on the dev server, nightly (its first compile
# takes minutes).
dev_report=()
if phase nightly "dev server test (tests/dev/dev-server.spec.ts and preview.spec.ts: npm start and preview:post, playwright.dev.config.ts)"; then
  dev_start=$SECONDS
  npx playwright test -c playwright.dev.config.ts
  took "dev server test" "$dev_start"
  dev_report=("playwright:dev server tests=tests/.tmp/playwright-dev.json")
fi

phase every-push "container tests (Podman: build, run locked down, play as a pod)"
container_start=$SECONDS
npm run test:container
took "container tests" "$container_start"

# Every bench in a short form, so that none breaks unseen (maintaining/performance.md gives their
# times); each is one suite of the totals. Last, as bench:side-by-side compresses the pages of the
# two test builds in place.
bench_results=()
if phase nightly "the benches, short forms (bench, bench:pieces, bench:scale, bench:side-by-side)"; then
  # The Chromium this run checked (ensure-chromium.sh): here the benches show they work, not a
  # visitor's figures.
  export CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
  # bench NAME COMMAND...: runs it, records its exit status and its seconds.
  bench() {
    local start=$SECONDS
    echo "-- $1"
    "${@:2}"
    bench_results+=("exit:$1=$?")
    took "$1" "$start"
  }
  bench "bench" npm run bench -- --runs 1
  bench "bench:pieces" npm run bench:pieces -- --only compile-hints --script-time 1
  # Its two builds, kept for the visits, would otherwise go into a failed run's upload of
  # tests/.tmp/.
  rm -rf tests/.tmp/bench-pieces-build
  bench "bench:scale" npm run bench:scale -- --factor 2
  bench "bench:side-by-side" npm run bench:side-by-side -- --runs 1 --page / build-test-off build-test
fi
echo "(whole run: $SECONDS s)"
node_modules/.bin/tsx scripts/totals/cli.ts --report tests/.tmp/run-report.json \
  "tap:unit tests=tests/.tmp/unit.tap" \
  "playwright:browser tests=tests/.tmp/playwright.json" \
  "playwright:container tests=tests/.tmp/playwright-container.json" \
  "${nightly_unit_report[@]}" "${dev_report[@]}" "${bench_results[@]}" "${failed_phases[@]}" "${phase_times[@]}" "time:whole run=$SECONDS"
