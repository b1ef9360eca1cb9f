#!/usr/bin/env bash
# Installs exactly the versions in package-lock.json and fails if the lock
# would change. `npm ci` would be the usual way, but it refuses this lock: the
# registry it was made against lacks other platforms' optional binaries (see
# README, "Installing").
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --no-audit --no-fund
if ! git diff --quiet -- package-lock.json; then
  echo "npm install changed package-lock.json: commit an updated lock." >&2
  git diff --stat -- package-lock.json >&2
  exit 1
fi
