#!/usr/bin/env bash
# The MCP conformance suite's server scenarios against `shipctl mcp --http --port 0`, built
# from this checkout (npm run build first), with a temporary SHIPCTL_HOME (the embedded sandbox).
# Needs Node >= 22 and the network for `npx @modelcontextprotocol/conformance`.
# The runner cannot send the server's secret, so it talks to a small local proxy that adds the
# Authorization header and names the server in Host and Origin as the runner named the proxy.
# Usage: scripts/mcp-conformance.sh [scenario...]
set -euo pipefail
cd "$(dirname "$0")/.."
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(server-initialize ping tools-list dns-rebinding-protection)

home=$(mktemp -d)
log="$home/mcp-stderr.log"
SHIPCTL_HOME="$home" HOME="$home" node bin/shipctl.js mcp --http --port 0 2>"$log" &
server=$!
cleanup() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  SHIPCTL_HOME="$home" HOME="$home" node bin/shipctl.js sandbox stop >/dev/null 2>&1 || true
  rm -rf "$home"
}
trap cleanup EXIT

url=""
for _ in $(seq 1 100); do
  url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/mcp' "$log" || true)
  [ -n "$url" ] && break
  sleep 0.1
done
[ -n "$url" ] || { echo "shipctl mcp did not start:" >&2; cat "$log" >&2; exit 1; }
echo "shipctl mcp at $url"

proxy_log="$home/proxy.log"
TARGET="$url" SECRET="$(cat "$home/data/mcp-http.secret")" node --input-type=module -e '
import { createServer, request } from "node:http";
const target = new URL(process.env.TARGET);
const proxy = createServer((req, res) => {
  const own = `127.0.0.1:${proxy.address().port}`;
  const headers = { ...req.headers, authorization: `Bearer ${process.env.SECRET}` };
  if (headers.host === own) headers.host = target.host;
  if (headers.origin === `http://${own}`) headers.origin = target.origin;
  const up = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (a) => {
    res.writeHead(a.statusCode ?? 502, a.headers);
    a.pipe(res);
  });
  up.on("error", () => res.destroy());
  req.pipe(up);
});
proxy.listen(0, "127.0.0.1", () => console.log(`http://127.0.0.1:${proxy.address().port}/mcp`));
' >"$proxy_log" &
proxy_pid=$!
trap 'kill "$proxy_pid" 2>/dev/null || true; cleanup' EXIT
for _ in $(seq 1 50); do
  [ -s "$proxy_log" ] && break
  sleep 0.1
done
url=$(cat "$proxy_log")

failed=0
for scenario in "${scenarios[@]}"; do
  npx -y @modelcontextprotocol/conformance@0.1 server --url "$url" --scenario "$scenario" || failed=1
done
exit $failed
