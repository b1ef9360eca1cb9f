#!/usr/bin/env bash
# Installs exactly the versions in package-lock.json, failing when the lock would change in a way that matters
# (`npm ci` refuses this lock: maintaining/decisions.md, "Installing").
set -euo pipefail
cd "$(dirname "$0")/.."
committed="$(mktemp)"
trap 'rm -f "$committed"' EXIT
cp package-lock.json "$committed"
npm install --no-audit --no-fund
if ! cmp -s "$committed" package-lock.json; then
  node_modules/.bin/tsx scripts/lockDrift.ts "$committed" package-lock.json
  cp "$committed" package-lock.json
fi
