#!/usr/bin/env bash
# `npm run test:unit`: the unit tests (`*.test.ts` beside the code) alone, after the checks `npm
# test` makes for them.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/preflight.sh
preflight node
# *.nightly.test.ts are the nightly run's (scripts/test.sh).
exec node --import tsx --test $(git ls-files -co --exclude-standard '*.test.ts' ':!:*.nightly.test.ts')
