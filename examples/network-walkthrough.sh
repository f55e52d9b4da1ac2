#!/usr/bin/env bash
# The network's side, walked through (docs/network.md): a partner and its rider, the network's
# own webhook endpoint and event stream, an order with the network's reference taken through
# delivery, what the network saw, and its orders found by reference. Stops at the first
# failure and says which step failed and what the server answered.
set -euo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/walkthrough-lib.sh"   # call, field, show, wait_for

# 1. a partner covering the zone "harbour", its API key (shown only here), and a rider online there
PARTNER=$(call 'create the partner' -X POST "$API/v1/admin/partners" -H "$ADMIN" -H "$JSON" \
  -d '{"name":"Harbour Fleet","territories":["harbour"]}' | field id)
KEY=$(call 'issue its API key' -X POST "$API/v1/admin/partners/$PARTNER/api_keys" -H "$ADMIN" | field key)
P="Authorization: Bearer $KEY"
RIDER=$(call 'add a rider' -X POST "$API/v1/admin/riders" -H "$ADMIN" -H "$JSON" \
  -d "{\"partner_id\":\"$PARTNER\",\"zone\":\"harbour\",\"capacity\":2,\"status\":\"online\"}" | field rider_id)
echo "partner $PARTNER, rider $RIDER"

# 2. the network's own webhook endpoint (its signing secret is shown only here; a URL on this
#    machine needs the server started with PDN_WEBHOOK_ALLOW_PRIVATE=true), and its live stream
call 'add the network webhook endpoint' -X POST "$API/v1/admin/webhook_endpoints" -H "$ADMIN" -H "$JSON" \
  -d '{"url":"http://127.0.0.1:4000/webhooks","enabled_events":["*"]}' | show '"endpoint " + x.id + ", secret " + x.secret'
STREAM=$(mktemp)
curl -sSN "$API/v1/admin/events/stream" -H "$ADMIN" > "$STREAM" &
STREAMING=$!
trap 'kill $STREAMING 2> /dev/null || true; rm -f "$STREAM"' EXIT
wait_for 'open the event stream' '^retry:' "$STREAM"   # it starts with the events from now on

# 3. an order with the network's own id (its reference), taken by the partner, picked up, delivered
REF="NET-$(date +%s)"
ORDER=$(call 'create the order' -X POST "$API/v1/admin/orders" -H "$ADMIN" -H "$JSON" \
  -d "{\"zone\":\"harbour\",\"reference\":\"$REF\",\"pickup\":{\"creator\":\"Mama Kitchen\",\"eta_mins\":10},\"dropoff\":{\"area\":\"Docks\"},\"payout_estimate\":{\"currency\":\"EUR\",\"amount\":4.5}}" \
  | field order_id)
call 'the partner accepts it' -X POST "$API/v1/orders/$ORDER/accept" -H "$P" -H "$JSON" -d "{\"rider_id\":\"$RIDER\"}" > /dev/null
call 'the partner reports the pickup' -X POST "$API/v1/orders/$ORDER/pickup" -H "$P" > /dev/null
call 'the network marks it delivered' -X POST "$API/v1/admin/orders/$ORDER/deliver" -H "$ADMIN" \
  | show '"order " + x.order_id + " " + x.status + ", partner " + x.partner_id + ", reference " + x.reference'

# 4. what the network saw: one event per change, with partner_id, reference and version (newest first)
call 'list the network events' "$API/v1/admin/events?order_id=$ORDER" -H "$ADMIN" \
  | show 'x.data.map((e) => `${e.type} v${e.data.version} ${e.data.partner_id} ${e.data.reference}`).join("\n")'
wait_for 'read the event stream' '^event: order.delivered' "$STREAM"
grep '^event:' "$STREAM"

# 5. the network's orders: by its reference, by partner and status, and the jobs nobody took within 5 minutes
call 'find the order by reference' "$API/v1/admin/orders?reference=$REF" -H "$ADMIN" \
  | show 'x.data.map((o) => `${o.order_id} ${o.status} ${o.partner_id} ${o.reference}`).join("\n")'
call "list the partner's delivered orders" "$API/v1/admin/orders?partner_id=$PARTNER&status=delivered" -H "$ADMIN" \
  | show 'x.data.length + " delivered by " + x.data[0].partner_id'
call 'list the jobs nobody took within 5 minutes' "$API/v1/admin/orders?unassigned_for=5m" -H "$ADMIN" \
  | show 'x.data.length + " unassigned for 5 minutes or more"'
