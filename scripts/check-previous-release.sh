#!/usr/bin/env bash
# Rolling upgrades: the previous release's server must run on a store the current code migrated
# (every migration is expand-only: docs/operations.md, "Upgrades"). The previous release is the
# code just before the newest migration was added (or PDN_PREVIOUS_RELEASE, any git ref). Its
# files come from `git archive` into a temporary directory, on this checkout's node_modules.
# Run by .ci/run; by hand: scripts/check-previous-release.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
ref="${PDN_PREVIOUS_RELEASE:-$(git log -1 --format=%H -- src/store/migrations)^}"
work="$(mktemp -d)"
server=""
# The server runs under a subshell or npm: stop the whole tree, so no server outlives the check.
killtree() { local child; for child in $(pgrep -P "$1"); do killtree "$child"; done; kill "$1" 2>/dev/null || true; }
cleanup() { [ -n "$server" ] && killtree "$server"; rm -rf "$work"; }
trap cleanup EXIT
git archive "$ref" | tar -x -C "$work"
ln -s "$root/node_modules" "$work/node_modules"

store="$work/pdn.sqlite"
PDN_DATABASE_URL="$store" node bin/pdn.mjs migrate >/dev/null
if ! grep -q unknownMigrations "$work/src/store/migrate.ts"; then
  # A release from before stores of newer releases were tolerated would refuse this one at its
  # migrator. Its schema still must serve it: the rows it does not know are hidden from it.
  known="$(grep -o "'[0-9]\{3\}_[a-z0-9_]*'" "$work/src/store/migrate.ts" | tr '\n' ',' | sed 's/,$//')"
  node -e "const D=require('better-sqlite3'); const db=new D(process.argv[1]); db.prepare('delete from kysely_migration where name not in (' + process.argv[2] + ')').run();" "$store" "$known"
fi

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
key=pdn_admin_check_key_0123456789
(cd "$work" && PDN_DATABASE_URL="$store" PDN_ADMIN_KEY="$key" PORT="$port" LOG_LEVEL=warn PDN_RATE_LIMIT=0 node --import tsx src/server.ts >"$work/server.log" 2>&1) &
server=$!
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.5; done
api() { curl -sf -X "$1" "http://127.0.0.1:$port$2" -H "authorization: Bearer $3" -H 'content-type: application/json' ${4:+--data "$4"}; }
json() { node -e "let s='';process.stdin.on('data',c=>s+=c).on('end',()=>console.log(JSON.parse(s)$1))"; }
partner="$(api POST /v1/admin/partners "$key" '{"name":"Upgrade Fleet","territories":["up"]}' | json .id)" || { echo "FAIL: the previous release ($ref) did not serve the newest schema"; cat "$work/server.log"; exit 1; }
partner_key="$(api POST "/v1/admin/partners/$partner/api_keys" "$key" | json .key)"
rider="$(api POST /v1/admin/riders "$key" "{\"partner_id\":\"$partner\",\"zone\":\"up\",\"capacity\":2,\"status\":\"online\"}" | json .rider_id)"
order="$(api POST /v1/admin/orders "$key" '{"zone":"up","pickup":{"creator":"K","eta_mins":5},"dropoff":{"area":"A"},"payout_estimate":{"currency":"EUR","amount":4.5}}' | json .order_id)"
api POST "/v1/orders/$order/accept" "$partner_key" "{\"rider_id\":\"$rider\"}" >/dev/null
api GET "/v1/orders/$order" "$partner_key" | json .status | grep -q assigned
echo "previous release $(git rev-parse --short "$ref") serves the newest schema: partner, rider, order, accept"
