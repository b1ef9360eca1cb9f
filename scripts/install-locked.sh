#!/usr/bin/env bash
# Installs exactly the versions in package-lock.json, failing when the lock would change in a way
# that matters. `npm ci` would be the usual way, but it refuses this lock: the registry it was made
# against lacks some of other platforms' optional binaries (maintaining/decisions.md, "Installing").
# When the registry has gained such binaries since, `npm install` adds them to the lock without
# installing them; scripts/lockDrift.ts tells that apart from a real change, and the committed lock
# is put back.
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
