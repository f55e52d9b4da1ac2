#!/usr/bin/env bash
# The production install path, in a temporary copy of the checkout: build (here, with the dev
# dependencies, unless dist/ is current), then a fresh `npm ci --omit=dev` (what `npm prune
# --omit=dev` leaves), then `npm start` serves /healthz and `npx pdn` answers, with neither tsx
# nor typescript installed.
# Run by .ci/run; by hand: scripts/check-production-install.sh
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/build-state.mjs --build-if-stale
work="$(mktemp -d)"
server=""
# The server runs under a subshell or npm: stop the whole tree, so no server outlives the check.
killtree() { local child; for child in $(pgrep -P "$1"); do killtree "$child"; done; kill "$1" 2>/dev/null || true; }
cleanup() { [ -n "$server" ] && killtree "$server"; rm -rf "$work"; }
trap cleanup EXIT
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$work"
cp -r dist "$work/dist"
cd "$work"
npm ci --omit=dev --no-audit --no-fund --prefer-offline >/dev/null 2>&1 || npm ci --omit=dev --no-audit --no-fund
for dev in tsx typescript vitest; do
  if [ -e "node_modules/$dev" ]; then echo "FAIL: $dev is installed in the production install"; exit 1; fi
done
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
export PDN_DATABASE_URL="$work/data/pdn.sqlite" PDN_ADMIN_KEY=pdn_admin_check_key_0123456789 PORT="$port" LOG_LEVEL=warn
npm start >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.5; done
curl -sf "http://127.0.0.1:$port/healthz" >/dev/null || { echo "FAIL: /healthz did not answer"; cat "$work/server.log"; exit 1; }
npx --no-install pdn --help | grep -q 'pdn migrate' || { echo "FAIL: pdn --help"; exit 1; }
npx --no-install pdn partner list | grep -q '"object": "list"' || { echo "FAIL: pdn partner list"; exit 1; }
echo "production install: npm start serves, npx pdn works, no tsx or typescript installed"
