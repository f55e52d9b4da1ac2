#!/usr/bin/env bash
# The network's walkthrough (README): onboard a partner, issue its key, put a rider online,
# create a job, list what is available, and accept it. Stops at the first failure and says
# which step failed and what the server answered.
set -euo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/walkthrough-lib.sh"   # call, field

# 1. a partner with its territories (zones), and an API key for it (the key is shown only here)
PARTNER=$(call 'create the partner' -X POST "$API/v1/admin/partners" -H "$ADMIN" -H "$JSON" \
  -d '{"name":"Speedy Fleet","territories":["north","centre"]}' | field id)
KEY=$(call 'issue its API key' -X POST "$API/v1/admin/partners/$PARTNER/api_keys" -H "$ADMIN" | field key)
P="Authorization: Bearer $KEY"
echo "partner $PARTNER, key $KEY"

# 2. a rider in the fleet, then the partner reports it online
RIDER=$(call 'add a rider' -X POST "$API/v1/admin/riders" -H "$ADMIN" -H "$JSON" \
  -d "{\"partner_id\":\"$PARTNER\",\"zone\":\"north\",\"capacity\":2,\"name\":\"Ada\"}" | field rider_id)
call 'put the rider online' -X PATCH "$API/v1/riders/$RIDER/status" -H "$P" -H "$JSON" -d '{"status":"online"}'

# 3. the network creates a delivery job in zone north
ORDER=$(call 'create the job' -X POST "$API/v1/admin/orders" -H "$ADMIN" -H "$JSON" \
  -d '{"zone":"north","pickup":{"creator":"Mama Kitchen","eta_mins":12},"dropoff":{"area":"Riverside"},"payout_estimate":{"currency":"EUR","amount":4.5}}' \
  | field order_id)

# 4. the partner lists available jobs and accepts this one for its rider
call 'list available jobs' "$API/v1/orders/available" -H "$P"
call 'accept the job' -X POST "$API/v1/orders/$ORDER/accept" -H "$P" -H "$JSON" -d "{\"rider_id\":\"$RIDER\"}"
# → {"order_id":"ord_…","status":"assigned","rider_id":"rdr_…","pickup":{…},"dropoff":{…},"payout_estimate":{"currency":"EUR","amount":4.5}}

# 5. fleet availability by zone
call 'read fleet availability' "$API/v1/fleet/availability" -H "$P"
