// Generated from the PDN OpenAPI document by clients/typescript/scripts/generate.ts: do not edit.
// Regenerate with `npm run generate -w clients/typescript`.

export interface paths {
    "/v1/orders/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List unassigned jobs in your territories
         * @description Oldest first. Filter by `zone` (one of your territories).
         */
        get: operations["listAvailableOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the orders you hold
         * @description Orders assigned to your riders, in any later state, oldest first (`direction=desc`: newest first). Filter by `status` (repeatable).
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an order
         * @description Visible when it is unassigned in your territories or held by you; otherwise 404.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a job for a rider
         * @description The rider must be yours, online, and below capacity. When accepts race, exactly one wins; the others get 409 `order_not_available`. Accepting again for the same rider returns the order unchanged.
         */
        post: operations["acceptOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a job to another rider
         * @description Only an assigned order you hold (not yet picked up). The new rider must be yours, online and below capacity; both riders' loads change in one step. Reassigning to the current rider returns the order unchanged.
         */
        post: operations["reassignOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report that your rider picked the order up
         * @description The same move as the network's, on an order you hold (another partner's, or an unknown one, is 404; an open job you have not accepted, or a move from the wrong state, is 409 `order_state_conflict`). The network may still make the move itself: whoever comes first wins. Reporting a move that has already happened (a retry, or the network was first) answers 200 with the order unchanged and sends no event. An assigned order becomes `picked_up`, and you get `order.picked_up` with `reported_by: "partner"`. A picked-up or delivered order answers unchanged. Takes no body (none, or `{}`).
         */
        post: operations["reportPickup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report that your rider delivered the order
         * @description The same move as the network's, on an order you hold (another partner's, or an unknown one, is 404; an open job you have not accepted, or a move from the wrong state, is 409 `order_state_conflict`). The network may still make the move itself: whoever comes first wins. Reporting a move that has already happened (a retry, or the network was first) answers 200 with the order unchanged and sends no event. A picked-up order becomes `delivered` and frees its rider's slot; you get `order.delivered` with `reported_by: "partner"` and the `proof` sent (or `null`). A delivered order answers unchanged (and keeps the proof it was delivered with). The body is optional.
         */
        post: operations["reportDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orders/{order_id}/rider_suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggest riders for a job
         * @description Your riders who could accept the job now (online, a seat free), best first: nearer the pickup first; at the same distance fewer deliveries in hand first; riders whose distance is unknown (no location sent, or the job has no pickup location) after those whose distance is known, ranked by the job's zone, free seats and idle time. For an open job you could accept, or a job you hold assigned (to pick a rider for a reassign; its rider is left out). Any other order is 404. Test keys suggest sandbox riders for sandbox jobs.
         */
        get: operations["listRiderSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/dispatch_policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get your dispatch policy
         * @description Whether you accept jobs yourself (`manual`, the default) or we accept them for your best-ranked rider (`auto`), in which zones and up to what distance. A test key reads its sandbox's policy, apart from the live one.
         */
        get: operations["getDispatchPolicy"];
        /**
         * Set your dispatch policy
         * @description Replaces the policy: `mode` is required; `zones` left out means all your territories (and follows them), `max_distance_m` left out means no limit. Under `auto`, each job available in `zones` is accepted for your best-ranked rider (the first of `GET /v1/orders/{order_id}/rider_suggestions`, skipping riders farther than `max_distance_m`) within 2 s of becoming available, or within 2 s of one of your riders becoming able to take it (a delivery done, a cancellation, a rider online, capacity raised). It is an ordinary accept: the same races with other partners' accepts, the same counts, the same `order.assigned` event, with `assigned_by: "auto"`. Where several partners run `auto` in one zone, the nearest rider wins; at equal or unknown distance, the partner auto-assigned least recently. A test key sets its sandbox's policy, which matches only sandbox jobs with sandbox riders.
         */
        put: operations["updateDispatchPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/riders/{rider_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a rider's availability
         * @description Partial: send any of `status`, `zone`, `capacity` (at least one). The zone must be one of your territories. Going offline or lowering capacity with deliveries in hand is allowed: they finish, no new ones are offered.
         */
        patch: operations["updateRiderStatus"];
        trace?: never;
    };
    "/v1/riders/{rider_id}/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send a rider's location
         * @description A GPS fix for one of your riders (WGS 84 degrees), used to suggest riders for a job. `recorded_at` is when the device took the fix (default: now). Fixes may arrive out of order: one older than the stored fix changes nothing, and the answer is the stored (newer) location. A rider of another partner, or unknown, is 404.
         */
        put: operations["updateRiderLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/riders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your riders and their status
         * @description Filter by `status` and `zone`.
         */
        get: operations["listRiders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fleet/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Availability aggregated by zone
         * @description One entry per zone of your territories (or just `zone`), and totals.
         */
        get: operations["getFleetAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Delivery success and latency per minute
         * @description Webhook attempts to your endpoints (or to `endpoint_id`) over the last `minutes` (default 60, at most 1440), in one-minute buckets, oldest first. Feeds the dashboard chart.
         */
        get: operations["getWebhookDeliveryStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your webhook endpoints
         * @description Oldest first. Secrets are never listed.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description The response holds the signing `secret` (`whsec_…`); it is not shown again (rotate it to get a new one). URLs on private, loopback or link-local networks are refused with `webhook_url_refused`. A partner holds at most `PDN_WEBHOOK_MAX_ENDPOINTS` endpoints (default 20); beyond that the answer is 409 `endpoint_limit_reached`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook endpoint
         * @description Its settings and status; never the secret.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description Deliveries still waiting for it stop (they become `failed`). Events stay readable under /v1/events.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Partial: any of `url`, `enabled_events`, `description`, `ordered`, `rate_limit` (`null` removes the limit), `status`. Disabling stops its pending deliveries (they become `failed`; recover them later). Enabling clears `disabled_reason`.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret
         * @description Returns the new `secret` (shown only here). For 24 hours every delivery carries two signatures, one per secret, so your receiver can switch at its own pace; `previous_secret_expires_at` says until when.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send every failed delivery since a time
         * @description Each failed delivery to this endpoint created at or after `since` is queued again and retried on the full schedule. The endpoint must be enabled. Answers how many were queued. Counts against the same per-partner limit as event replays (429 `replay_limit_reached` with `Retry-After`).
         */
        post: operations["recoverWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your events
         * @description Newest first; events are kept 30 days. Filters: `type`, `created_gte` / `created_lte` (ISO 8601), `delivery_status` (events with at least one delivery in that state). `starting_after` takes the `next_cursor` of the previous page.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream your events live (Server-Sent Events)
         * @description A `text/event-stream` of your events as they happen, each as `id: <event id>`, `event: <type>`, `data: <the envelope JSON, as webhooks send it>`. Send `Last-Event-ID` (what EventSource does when it reconnects) to resume after that event, within the 30-day retention; without it the stream starts with the events from now on. A comment line is sent every 15 s so proxies keep the connection open. `types` filters by a comma list of event types. At most 5 streams per API key are open at once (429 beyond). Events come at least once: dedupe on the id. A `Last-Event-ID` that is not one of your events (or is past retention) is a 422 `unknown_last_event_id`. Revoking the key ends its open streams within a second. `HEAD` answers the headers a `GET` would, without opening a stream.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an event with its deliveries and their attempts
         * @description The event as delivered, and where it went: each delivery with every attempt (status, latency, the first 4 KB of the answer).
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event again
         * @description Queues a new delivery of the event to `endpoint_id`, or (without it, or with no body) to every enabled endpoint subscribed to its type. The delivery carries the same `webhook-id`. Replays and recoveries together are limited per partner (`PDN_REPLAY_LIMIT` a minute, default 30): beyond it, 429 `replay_limit_reached` with `Retry-After`.
         */
        post: operations["replayEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your settlements
         * @description Newest first, each with the orders it paid.
         */
        get: operations["listSettlements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scorecard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your scorecard
         * @description Where you stand with the network: jobs you accepted, your median time to accept, jobs that expired in your territories, and how your webhook endpoints answer. The network sees the same numbers. A test key reads its sandbox's scorecard.
         */
        get: operations["getScorecard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/riders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a rider to your sandbox fleet
         * @description Test keys only (a live key gets 404). As the network adds riders to live fleets: status defaults to offline; the zone must be one of your territories.
         */
        post: operations["createSandboxRider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a sandbox order
         * @description Test keys only (a live key gets 404). The body of the network's order create; `zone` defaults to your first territory. The order is offered to your sandbox only, and you get `order.created` as for a live job.
         */
        post: operations["createSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/orders/{order_id}/pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a sandbox order picked up
         * @description Test keys only (a live key gets 404). What the network does to a live order, with the same rules and events.
         */
        post: operations["pickUpSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/orders/{order_id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a sandbox order delivered
         * @description Test keys only (a live key gets 404). What the network does to a live order, with the same rules and events.
         */
        post: operations["deliverSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/orders/{order_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a sandbox order that is not yet delivered
         * @description Test keys only (a live key gets 404). What the network does to a live order, with the same rules and events.
         */
        post: operations["cancelSandboxOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test_helpers/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle your sandbox's delivered, unsettled orders
         * @description Test keys only (a live key gets 404). As the network settles live orders: one currency (say which if there are several); you get `settlement.paid`.
         */
        post: operations["settleSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List partners
         * @description Every partner, oldest first.
         */
        get: operations["listPartners"];
        put?: never;
        /**
         * Onboard a partner with its territories
         * @description Creates the partner; issue it an API key next.
         */
        post: operations["createPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/partners/{partner_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a partner
         * @description The partner and its territories.
         */
        get: operations["getPartner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/partners/{partner_id}/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a partner's API keys (never the secrets)
         * @description Live and revoked keys, oldest first.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Issue an API key for a partner
         * @description The `key` is in this response only; the store keeps its hash. A partner may hold several live keys, for rotation. With `{"mode": "test"}` the key (`pdn_test_…`) works on the partner's sandbox, apart from live data; no body, or `{}`, issues a live key.
         */
        post: operations["issueApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Takes effect on the next request. Revoking a revoked key is a no-op.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/riders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a rider to a partner fleet
         * @description Status defaults to offline. The zone must be one of the partner territories.
         */
        post: operations["createRider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a delivery job
         * @description The order starts unassigned; partners covering the zone get `order.created`.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/orders/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve any order
         * @description Any order of the network, whoever holds it.
         */
        get: operations["getAnyOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/orders/{order_id}/pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an assigned order picked up
         * @description The holding partner gets `order.picked_up` with `reported_by: "network"`. A pickup that already happened (the partner may report it too) is 409. Takes no body.
         */
        post: operations["pickupOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/orders/{order_id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a picked-up order delivered
         * @description Frees the rider's slot; the holding partner gets `order.delivered` with the payout, `reported_by: "network"` and `proof: null`. A delivery that already happened (the partner may report it too) is 409. Takes no body.
         */
        post: operations["deliverOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/orders/{order_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order that is not yet delivered
         * @description Frees the rider, if any; `order.cancelled` goes to the holding partner (or, unassigned, to the partners covering the zone). The body is optional.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a partner's delivered, unsettled orders
         * @description Pays every delivered order not yet settled, in one currency (say which if there are several). The partner gets `settlement.paid`.
         */
        post: operations["createSettlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/partners/{partner_id}/scorecard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A partner's scorecard
         * @description The same numbers the partner reads at `GET /v1/scorecard`: jobs accepted, median time to accept, expiries seen in its zones, webhook success rate and endpoint health.
         */
        get: operations["getPartnerScorecard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new job in one of your territories (or a job you can see) was created
         * @description We POST this to each of your enabled endpoints whose `enabled_events` hold `order.created` (or `*`), signed with Standard Webhooks. Answer any 2xx within the timeout to acknowledge; otherwise we retry on the schedule, honouring `Retry-After` on 429 and 503. At least once: dedupe on `webhook-id`.
         */
        post: operations["onOrderCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.assigned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order was assigned to one of your riders (accepted, or reassigned)
         * @description We POST this to each of your enabled endpoints whose `enabled_events` hold `order.assigned` (or `*`), signed with Standard Webhooks. Answer any 2xx within the timeout to acknowledge; otherwise we retry on the schedule, honouring `Retry-After` on 429 and 503. At least once: dedupe on `webhook-id`.
         */
        post: operations["onOrderAssignedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.picked_up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Your rider picked the order up
         * @description We POST this to each of your enabled endpoints whose `enabled_events` hold `order.picked_up` (or `*`), signed with Standard Webhooks. Answer any 2xx within the timeout to acknowledge; otherwise we retry on the schedule, honouring `Retry-After` on 429 and 503. At least once: dedupe on `webhook-id`.
         */
        post: operations["onOrderPickedUpEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Your rider delivered the order
         * @description We POST this to each of your enabled endpoints whose `enabled_events` hold `order.delivered` (or `*`), signed with Standard Webhooks. Answer any 2xx within the timeout to acknowledge; otherwise we retry on the schedule, honouring `Retry-After` on 429 and 503. At least once: dedupe on `webhook-id`.
         */
        post: operations["onOrderDeliveredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order you could see or held was cancelled
         * @description We POST this to each of your enabled endpoints whose `enabled_events` hold `order.cancelled` (or `*`), signed with Standard Webhooks. Answer any 2xx within the timeout to acknowledge; otherwise we retry on the schedule, honouring `Retry-After` on 429 and 503. At least once: dedupe on `webhook-id`.
         */
        post: operations["onOrderCancelledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "settlement.paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Your delivered orders were paid
         * @description We POST this to each of your enabled endpoints whose `enabled_events` hold `settlement.paid` (or `*`), signed with Standard Webhooks. Answer any 2xx within the timeout to acknowledge; otherwise we retry on the schedule, honouring `Retry-After` on 429 and 503. At least once: dedupe on `webhook-id`.
         */
        post: operations["onSettlementPaidEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * We disabled one of your webhook endpoints (it answered 410 Gone, or failed for the disable period); it is sent to your other endpoints
         * @description We POST this to each of your enabled endpoints whose `enabled_events` hold `webhook_endpoint.disabled` (or `*`), signed with Standard Webhooks. Answer any 2xx within the timeout to acknowledge; otherwise we retry on the schedule, honouring `Retry-After` on 429 and 503. At least once: dedupe on `webhook-id`.
         */
        post: operations["onWebhookEndpointDisabledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * Problem
         * @description RFC 9457 problem details, with a stable machine-readable `code`.
         * @example {
         *       "type": "/problems/order_not_available",
         *       "title": "Order not available",
         *       "status": 409,
         *       "detail": "Order ord_01HZY3K8V1 is already assigned.",
         *       "code": "order_not_available",
         *       "request_id": "req_7f3a9c2b1d4e"
         *     }
         */
        Problem: {
            /** @description URI reference identifying the problem type; `GET` it for the code's title and status. */
            type: string;
            /** @description Short summary of the problem type; the same for every occurrence of a code. */
            title: string;
            /** @description The HTTP status code of this response. */
            status: number;
            /** @description What went wrong with this request, for a human. */
            detail: string;
            /**
             * @description Stable machine-readable error code: branch on this.
             * @enum {string}
             */
            code: "invalid_request" | "unauthorized" | "not_found" | "order_not_found" | "rider_not_found" | "partner_not_found" | "api_key_not_found" | "webhook_endpoint_not_found" | "event_not_found" | "method_not_allowed" | "order_not_available" | "order_state_conflict" | "rider_not_online" | "rider_at_capacity" | "nothing_to_settle" | "concurrent_update" | "webhook_endpoint_disabled" | "idempotency_key_reused" | "idempotency_key_in_progress" | "endpoint_limit_reached" | "request_timeout" | "payload_too_large" | "unsupported_media_type" | "invalid_value" | "zone_not_in_territory" | "webhook_url_refused" | "unknown_last_event_id" | "rate_limited" | "replay_limit_reached" | "idempotency_key_limit_reached" | "too_many_failed_authentications" | "headers_too_large" | "internal_error" | "store_unavailable";
            /** @description The `x-request-id` of this request; quote it when you contact us. */
            request_id: string;
            /** @description For invalid input: each offending field. */
            errors?: {
                /** @description The field, dotted (`pickup.eta_mins`), or `body` / `querystring` / `params`. */
                field: string;
                /** @description What is wrong with it. */
                message: string;
            }[];
            /** @description For a value refused after validation: the field or header concerned. */
            param?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * AcceptedOrder
         * @description The contract's Order shape, as accept returns it: the order with the rider that took it.
         * @example {
         *       "order_id": "ord_01HZY3K8V1",
         *       "status": "assigned",
         *       "rider_id": "rdr_01HZY2QW7M",
         *       "pickup": {
         *         "creator": "Mama Kitchen",
         *         "eta_mins": 12
         *       },
         *       "dropoff": {
         *         "area": "Riverside"
         *       },
         *       "payout_estimate": {
         *         "currency": "EUR",
         *         "amount": 4.5
         *       }
         *     }
         */
        AcceptedOrder: {
            /** @description Order identifier; starts with `ord_`. */
            order_id: string;
            /**
             * @description Always `assigned` after an accept.
             * @enum {string}
             */
            status: "assigned";
            /** @description The rider the order is assigned to: the one sent. */
            rider_id: string;
            /** @description Where the rider collects the food. */
            pickup: {
                /** @description Name of the food creator (restaurant, kitchen). */
                creator: string;
                /** @description Minutes until the food is ready for pickup. */
                eta_mins: number;
            };
            /** @description Where the food goes. */
            dropoff: {
                /** @description Delivery area label. */
                area: string;
            };
            /** @description What the partner is paid for delivering the order. */
            payout_estimate: {
                /** @description ISO 4217 currency code. */
                currency: string;
                /** @description In major units, e.g. 4.5. */
                amount: number;
            };
        };
        /**
         * Order
         * @description A delivery job, as retrieve, lists and `order.*` events show it.
         * @example {
         *       "object": "order",
         *       "order_id": "ord_01HZY3K8V1",
         *       "status": "assigned",
         *       "rider_id": "rdr_01HZY2QW7M",
         *       "pickup": {
         *         "creator": "Mama Kitchen",
         *         "eta_mins": 12,
         *         "location": {
         *           "lat": 52.3731,
         *           "lng": 4.8922
         *         }
         *       },
         *       "dropoff": {
         *         "area": "Riverside",
         *         "location": null
         *       },
         *       "payout_estimate": {
         *         "currency": "EUR",
         *         "amount": 4.5
         *       },
         *       "zone": "old-town",
         *       "cancellation_reason": null,
         *       "created_at": "2026-11-22T09:30:00.000Z",
         *       "updated_at": "2026-11-22T09:31:12.000Z",
         *       "assigned_at": "2026-11-22T09:31:12.000Z",
         *       "picked_up_at": null,
         *       "delivered_at": null,
         *       "cancelled_at": null,
         *       "version": 2
         *     }
         */
        Order: {
            /**
             * @description Always `order`.
             * @enum {string}
             */
            object: "order";
            /** @description Order identifier; starts with `ord_`. */
            order_id: string;
            /**
             * @description Where the order is in its life.
             * @enum {string}
             */
            status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
            /** @description The rider holding the order; null while unassigned. */
            rider_id: string | null;
            /** @description Where the rider collects the food. */
            pickup: {
                /** @description Name of the food creator (restaurant, kitchen). */
                creator: string;
                /** @description Minutes until the food is ready for pickup. */
                eta_mins: number;
                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                location: {
                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                    lat: number;
                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                    lng: number;
                } | null;
            };
            /** @description Where the food goes. */
            dropoff: {
                /** @description Delivery area label. */
                area: string;
                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                location: {
                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                    lat: number;
                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                    lng: number;
                } | null;
            };
            /** @description What the partner is paid for delivering the order. */
            payout_estimate: {
                /** @description ISO 4217 currency code. */
                currency: string;
                /** @description In major units, e.g. 4.5. */
                amount: number;
            };
            /** @description The zone the order is in. */
            zone: string;
            /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
            version: number;
            /** @description Why it was cancelled, if it was and a reason was given. */
            cancellation_reason: string | null;
            /**
             * Format: date-time
             * @description When the order was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the order last changed.
             */
            updated_at: string;
            /**
             * Format: date-time
             * @description When it was (last) assigned to a rider.
             */
            assigned_at: string | null;
            /**
             * Format: date-time
             * @description When the rider picked it up.
             */
            picked_up_at: string | null;
            /**
             * Format: date-time
             * @description When it was delivered.
             */
            delivered_at: string | null;
            /**
             * Format: date-time
             * @description When it was cancelled.
             */
            cancelled_at: string | null;
        };
        /**
         * Rider
         * @description A rider's availability, as the status update returns it.
         * @example {
         *       "rider_id": "rdr_01HZY2QW7M",
         *       "status": "online",
         *       "zone": "old-town",
         *       "capacity": 3,
         *       "active_deliveries": 1,
         *       "updated_at": "2026-11-22T09:31:12.000Z"
         *     }
         */
        Rider: {
            /** @description Rider identifier; starts with `rdr_`. */
            rider_id: string;
            /**
             * @description Availability: `online` (takes jobs), `on-break` or `offline`.
             * @enum {string}
             */
            status: "online" | "offline" | "on-break";
            /** @description The zone the rider works in (one of your territories). */
            zone: string;
            /** @description Deliveries the rider can carry at once. */
            capacity: number;
            /** @description Deliveries the rider holds now (assigned or picked up). */
            active_deliveries: number;
            /**
             * Format: date-time
             * @description When the rider last changed (ISO 8601 UTC).
             */
            updated_at: string;
        };
        /**
         * RiderListItem
         * @description A rider as lists show it: the Rider shape, the display name and the last known location.
         * @example {
         *       "rider_id": "rdr_01HZY2QW7M",
         *       "status": "online",
         *       "zone": "old-town",
         *       "capacity": 3,
         *       "active_deliveries": 1,
         *       "updated_at": "2026-11-22T09:31:12.000Z",
         *       "name": "Ana Souza",
         *       "location": {
         *         "lat": 52.3702,
         *         "lng": 4.8952,
         *         "recorded_at": "2026-11-22T09:31:05.000Z"
         *       }
         *     }
         */
        RiderListItem: {
            /** @description Rider identifier; starts with `rdr_`. */
            rider_id: string;
            /**
             * @description Availability: `online` (takes jobs), `on-break` or `offline`.
             * @enum {string}
             */
            status: "online" | "offline" | "on-break";
            /** @description The zone the rider works in (one of your territories). */
            zone: string;
            /** @description Deliveries the rider can carry at once. */
            capacity: number;
            /** @description Deliveries the rider holds now (assigned or picked up). */
            active_deliveries: number;
            /**
             * Format: date-time
             * @description When the rider last changed (ISO 8601 UTC).
             */
            updated_at: string;
            /** @description Display name, if one was given. */
            name: string | null;
            /** @description The newest location sent for the rider (`PUT /v1/riders/{rider_id}/location`); null until one is. */
            location: {
                /** @description Latitude, WGS 84 degrees, -90 to 90. */
                lat: number;
                /** @description Longitude, WGS 84 degrees, -180 to 180. */
                lng: number;
                /**
                 * Format: date-time
                 * @description When the rider's device took the fix (ISO 8601 UTC).
                 */
                recorded_at: string;
            } | null;
        };
        /**
         * RiderLocation
         * @description A rider's stored location: the newest fix sent, which may be an earlier one than this request's.
         * @example {
         *       "rider_id": "rdr_01HZY2QW7M",
         *       "lat": 52.3702,
         *       "lng": 4.8952,
         *       "recorded_at": "2026-11-22T09:31:05.000Z"
         *     }
         */
        RiderLocation: {
            /** @description Rider identifier; starts with `rdr_`. */
            rider_id: string;
            /** @description Latitude, WGS 84 degrees, -90 to 90. */
            lat: number;
            /** @description Longitude, WGS 84 degrees, -180 to 180. */
            lng: number;
            /**
             * Format: date-time
             * @description When the rider's device took the fix (ISO 8601 UTC).
             */
            recorded_at: string;
        };
        /**
         * RiderSuggestion
         * @description One of your riders who could take the job now, with why it ranks where it does.
         * @example {
         *       "rider_id": "rdr_01HZY2QW7M",
         *       "score": 0.5064,
         *       "distance_m": 1246,
         *       "free_capacity": 3,
         *       "active_deliveries": 0,
         *       "reasons": [
         *         "1.2 km from the pickup",
         *         "no deliveries in hand",
         *         "in the job's zone",
         *         "idle since 09:30 UTC"
         *       ]
         *     }
         */
        RiderSuggestion: {
            /** @description The rider; starts with `rdr_`. */
            rider_id: string;
            /** @description How good a fit, 0 to 1: it never rises down the list. Above 0.1 when the distance is known (1 at the pickup). */
            score: number;
            /** @description Straight-line metres from the rider's last fix to the pickup; null unless both are known. */
            distance_m: number | null;
            /** @description Seats free: capacity minus deliveries in hand. */
            free_capacity: number;
            /** @description Deliveries the rider holds now. */
            active_deliveries: number;
            /** @description Short phrases saying why this rank, the deciding one first (e.g. "1.2 km from the pickup", "no deliveries in hand", "in the job's zone", "location unknown", "idle since 09:30 UTC"). */
            reasons: string[];
        };
        /**
         * DispatchPolicy
         * @description How your jobs are accepted: by you (`manual`, the default) or for you (`auto`). Test keys have a policy of their own, for the sandbox.
         * @example {
         *       "object": "dispatch_policy",
         *       "mode": "auto",
         *       "zones": [
         *         "old-town"
         *       ],
         *       "max_distance_m": 3000,
         *       "updated_at": "2026-11-22T09:30:00.000Z"
         *     }
         * @example {
         *       "object": "dispatch_policy",
         *       "mode": "manual",
         *       "zones": [
         *         "old-town",
         *         "harbour"
         *       ],
         *       "max_distance_m": null,
         *       "updated_at": null
         *     }
         */
        DispatchPolicy: {
            /**
             * @description Always `dispatch_policy`.
             * @enum {string}
             */
            object: "dispatch_policy";
            /**
             * @description `manual`: you accept jobs yourself. `auto`: we accept each job available in `zones` for your best-ranked rider (as `GET /v1/orders/{order_id}/rider_suggestions` ranks them) within 2 s, or within 2 s of one of your riders becoming able to take it.
             * @enum {string}
             */
            mode: "manual" | "auto";
            /** @description The zones the policy covers now: the ones you set, or all your territories when you set none. */
            zones: string[];
            /** @description Auto-dispatch never picks a rider farther than this (straight-line metres) from the pickup, when both the rider's location and the pickup's are known. A rider whose distance is unknown may still be picked, after every rider whose distance is known and within the limit. `null` or left out: no limit. */
            max_distance_m: number | null;
            /**
             * Format: date-time
             * @description When the policy was last set; `null` while it is the default.
             */
            updated_at: string | null;
        };
        /**
         * Partner
         * @description A logistics partner (fleet operator).
         * @example {
         *       "id": "ptn_01HZY1B2C3",
         *       "object": "partner",
         *       "name": "Swift Fleet",
         *       "territories": [
         *         "old-town",
         *         "harbour"
         *       ],
         *       "created_at": "2026-11-01T08:00:00.000Z"
         *     }
         */
        Partner: {
            /** @description Partner identifier; starts with `ptn_`. */
            id: string;
            /**
             * @description Always `partner`.
             * @enum {string}
             */
            object: "partner";
            /** @description Display name. */
            name: string;
            /** @description Zones whose jobs the partner is offered. */
            territories: string[];
            /**
             * Format: date-time
             * @description When the partner was onboarded.
             */
            created_at: string;
        };
        /**
         * ApiKey
         * @description A partner API key, without its secret.
         * @example {
         *       "id": "key_01HZY1D4E5",
         *       "object": "api_key",
         *       "partner_id": "ptn_01HZY1B2C3",
         *       "key_prefix": "pdn_live_Xk3",
         *       "created_at": "2026-11-01T08:00:05.000Z",
         *       "revoked_at": null,
         *       "mode": "live"
         *     }
         */
        ApiKey: {
            /** @description Key identifier (not the secret); starts with `key_`. */
            id: string;
            /**
             * @description Always `api_key`.
             * @enum {string}
             */
            object: "api_key";
            /** @description The partner the key belongs to. */
            partner_id: string;
            /** @description The first characters of the key, to recognise it. */
            key_prefix: string;
            /**
             * Format: date-time
             * @description When the key was issued.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the key was revoked; null while it works.
             */
            revoked_at: string | null;
            /**
             * @description `test` keys (`pdn_test_…`) work on the partner's sandbox, apart from live data.
             * @enum {string}
             */
            mode: "live" | "test";
        };
        /**
         * IssuedApiKey
         * @description A newly issued API key, with its secret `key` (shown only here).
         * @example {
         *       "id": "key_01HZY1D4E5",
         *       "object": "api_key",
         *       "partner_id": "ptn_01HZY1B2C3",
         *       "key_prefix": "pdn_live_Xk3",
         *       "created_at": "2026-11-01T08:00:05.000Z",
         *       "revoked_at": null,
         *       "mode": "live",
         *       "key": "pdn_live_Xk3q9Vb2Lr8Tn4Wm6Zp1Yc5"
         *     }
         */
        IssuedApiKey: {
            /** @description Key identifier (not the secret); starts with `key_`. */
            id: string;
            /**
             * @description Always `api_key`.
             * @enum {string}
             */
            object: "api_key";
            /** @description The partner the key belongs to. */
            partner_id: string;
            /** @description The first characters of the key, to recognise it. */
            key_prefix: string;
            /**
             * Format: date-time
             * @description When the key was issued.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the key was revoked; null while it works.
             */
            revoked_at: string | null;
            /**
             * @description `test` keys (`pdn_test_…`) work on the partner's sandbox, apart from live data.
             * @enum {string}
             */
            mode: "live" | "test";
            /** @description The secret, to send as `Authorization: Bearer <key>`: shown only in this response. */
            key: string;
        };
        /**
         * Settlement
         * @description A payment of a partner's delivered orders.
         * @example {
         *       "id": "stl_01HZZ0A1B2",
         *       "object": "settlement",
         *       "partner_id": "ptn_01HZY1B2C3",
         *       "currency": "EUR",
         *       "amount": 13.5,
         *       "order_count": 3,
         *       "order_ids": [
         *         "ord_01HZY3K8V1",
         *         "ord_01HZY3K8V2",
         *         "ord_01HZY3K8V3"
         *       ],
         *       "created_at": "2026-11-22T18:00:00.000Z"
         *     }
         */
        Settlement: {
            /** @description Settlement identifier; starts with `stl_`. */
            id: string;
            /**
             * @description Always `settlement`.
             * @enum {string}
             */
            object: "settlement";
            /** @description The partner paid. */
            partner_id: string;
            /** @description ISO 4217 currency code. */
            currency: string;
            /** @description Total paid, in major units. */
            amount: number;
            /** @description How many orders it pays. */
            order_count: number;
            /** @description The orders it pays: at most 7,000, the earliest delivered; the next settlement pays the rest. */
            order_ids: string[];
            /**
             * Format: date-time
             * @description When it was paid.
             */
            created_at: string;
        };
        /**
         * WebhookEndpoint
         * @description A URL that receives your events, signed with its secret.
         * @example {
         *       "id": "we_01HZY4M2N3",
         *       "object": "webhook_endpoint",
         *       "url": "https://fleet.example.net/pdn/webhooks",
         *       "description": "Dispatch system",
         *       "enabled_events": [
         *         "*"
         *       ],
         *       "ordered": true,
         *       "rate_limit": null,
         *       "status": "enabled",
         *       "disabled_reason": null,
         *       "failing_since": null,
         *       "warning": null,
         *       "previous_secret_expires_at": null,
         *       "created_at": "2026-11-22T09:00:00.000Z",
         *       "updated_at": "2026-11-22T09:00:00.000Z"
         *     }
         */
        WebhookEndpoint: {
            /** @description Endpoint identifier; starts with `we_`. */
            id: string;
            /**
             * @description Always `webhook_endpoint`.
             * @enum {string}
             */
            object: "webhook_endpoint";
            /** @description Where events are POSTed. */
            url: string;
            /** @description Your note about the endpoint. */
            description: string | null;
            /** @description Event types it receives; `["*"]` is all. */
            enabled_events: string[];
            /** @description true (the default): the events of one order are sent one at a time, in the order they happened; false: each as soon as it is due. */
            ordered: boolean;
            /** @description At most this many attempts (retries included) start in any window of one second; null: no limit. */
            rate_limit: number | null;
            /**
             * @description `enabled` receives events; `disabled` does not.
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /** @description Why it was disabled (410 Gone, failing for days, or you). */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description Every delivery since this time has failed (null once one succeeds). Failing for `PDN_WEBHOOK_DISABLE_AFTER` (5 days) disables the endpoint.
             */
            failing_since: string | null;
            /** @description Set once the endpoint has failed for a day while still enabled: when it will be disabled unless a delivery succeeds. */
            warning: string | null;
            /**
             * Format: date-time
             * @description After a rotation the old secret also signs until this time.
             */
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @description When it was registered.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed.
             */
            updated_at: string;
        };
        /**
         * WebhookEndpointWithSecret
         * @description A webhook endpoint with its signing `secret`: the answer to create and to rotate, and only those.
         * @example {
         *       "id": "we_01HZY4M2N3",
         *       "object": "webhook_endpoint",
         *       "url": "https://fleet.example.net/pdn/webhooks",
         *       "description": "Dispatch system",
         *       "enabled_events": [
         *         "*"
         *       ],
         *       "ordered": true,
         *       "rate_limit": null,
         *       "status": "enabled",
         *       "disabled_reason": null,
         *       "failing_since": null,
         *       "warning": null,
         *       "previous_secret_expires_at": null,
         *       "created_at": "2026-11-22T09:00:00.000Z",
         *       "updated_at": "2026-11-22T09:00:00.000Z",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
         *     }
         */
        WebhookEndpointWithSecret: {
            /** @description Endpoint identifier; starts with `we_`. */
            id: string;
            /**
             * @description Always `webhook_endpoint`.
             * @enum {string}
             */
            object: "webhook_endpoint";
            /** @description Where events are POSTed. */
            url: string;
            /** @description Your note about the endpoint. */
            description: string | null;
            /** @description Event types it receives; `["*"]` is all. */
            enabled_events: string[];
            /** @description true (the default): the events of one order are sent one at a time, in the order they happened; false: each as soon as it is due. */
            ordered: boolean;
            /** @description At most this many attempts (retries included) start in any window of one second; null: no limit. */
            rate_limit: number | null;
            /**
             * @description `enabled` receives events; `disabled` does not.
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /** @description Why it was disabled (410 Gone, failing for days, or you). */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description Every delivery since this time has failed (null once one succeeds). Failing for `PDN_WEBHOOK_DISABLE_AFTER` (5 days) disables the endpoint.
             */
            failing_since: string | null;
            /** @description Set once the endpoint has failed for a day while still enabled: when it will be disabled unless a delivery succeeds. */
            warning: string | null;
            /**
             * Format: date-time
             * @description After a rotation the old secret also signs until this time.
             */
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @description When it was registered.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it last changed.
             */
            updated_at: string;
            /** @description The signing secret (`whsec_…`), for any Standard Webhooks library: shown only in this response. */
            secret: string;
        };
        /**
         * OrderCreatedEvent
         * @description `order.created`: A new job in one of your territories (or a job you can see) was created.
         * @example {
         *       "id": "evt_01HZY5P6Q7",
         *       "type": "order.created",
         *       "created": "2026-11-22T09:31:12.000Z",
         *       "data": {
         *         "object": "order",
         *         "order_id": "ord_01HZY3K8V1",
         *         "status": "unassigned",
         *         "rider_id": null,
         *         "pickup": {
         *           "creator": "Mama Kitchen",
         *           "eta_mins": 12,
         *           "location": {
         *             "lat": 52.3731,
         *             "lng": 4.8922
         *           }
         *         },
         *         "dropoff": {
         *           "area": "Riverside",
         *           "location": null
         *         },
         *         "payout_estimate": {
         *           "currency": "EUR",
         *           "amount": 4.5
         *         },
         *         "zone": "old-town",
         *         "cancellation_reason": null,
         *         "created_at": "2026-11-22T09:30:00.000Z",
         *         "updated_at": "2026-11-22T09:30:00.000Z",
         *         "assigned_at": null,
         *         "picked_up_at": null,
         *         "delivered_at": null,
         *         "cancelled_at": null,
         *         "version": 1
         *       }
         *     }
         */
        OrderCreatedEvent: {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "order.created";
            /** @description The new order, unassigned. */
            data: {
                /**
                 * @description Always `order`.
                 * @enum {string}
                 */
                object: "order";
                /** @description Order identifier; starts with `ord_`. */
                order_id: string;
                /**
                 * @description Where the order is in its life.
                 * @enum {string}
                 */
                status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                /** @description The rider holding the order; null while unassigned. */
                rider_id: string | null;
                /** @description Where the rider collects the food. */
                pickup: {
                    /** @description Name of the food creator (restaurant, kitchen). */
                    creator: string;
                    /** @description Minutes until the food is ready for pickup. */
                    eta_mins: number;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description Where the food goes. */
                dropoff: {
                    /** @description Delivery area label. */
                    area: string;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description What the partner is paid for delivering the order. */
                payout_estimate: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units, e.g. 4.5. */
                    amount: number;
                };
                /** @description The zone the order is in. */
                zone: string;
                /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                version: number;
                /** @description Why it was cancelled, if it was and a reason was given. */
                cancellation_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the order was created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the order last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When it was (last) assigned to a rider.
                 */
                assigned_at: string | null;
                /**
                 * Format: date-time
                 * @description When the rider picked it up.
                 */
                picked_up_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was delivered.
                 */
                delivered_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was cancelled.
                 */
                cancelled_at: string | null;
            };
        };
        /**
         * OrderAssignedEvent
         * @description `order.assigned`: An order was assigned to one of your riders (accepted, or reassigned).
         * @example {
         *       "id": "evt_01HZY5P6Q7",
         *       "type": "order.assigned",
         *       "created": "2026-11-22T09:31:12.000Z",
         *       "data": {
         *         "object": "order",
         *         "order_id": "ord_01HZY3K8V1",
         *         "status": "assigned",
         *         "rider_id": "rdr_01HZY2QW7M",
         *         "pickup": {
         *           "creator": "Mama Kitchen",
         *           "eta_mins": 12,
         *           "location": {
         *             "lat": 52.3731,
         *             "lng": 4.8922
         *           }
         *         },
         *         "dropoff": {
         *           "area": "Riverside",
         *           "location": null
         *         },
         *         "payout_estimate": {
         *           "currency": "EUR",
         *           "amount": 4.5
         *         },
         *         "zone": "old-town",
         *         "cancellation_reason": null,
         *         "created_at": "2026-11-22T09:30:00.000Z",
         *         "updated_at": "2026-11-22T09:31:12.000Z",
         *         "assigned_at": "2026-11-22T09:31:12.000Z",
         *         "picked_up_at": null,
         *         "delivered_at": null,
         *         "cancelled_at": null,
         *         "version": 2,
         *         "assigned_by": "partner",
         *         "previous_rider_id": "rdr_01HZY2QW7K",
         *         "reassignment_reason": "bike puncture"
         *       }
         *     }
         */
        OrderAssignedEvent: {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "order.assigned";
            /** @description The order as assigned, and who assigned it. After a reassign it also says who held it before, and why it moved. */
            data: {
                /**
                 * @description Always `order`.
                 * @enum {string}
                 */
                object: "order";
                /** @description Order identifier; starts with `ord_`. */
                order_id: string;
                /**
                 * @description Where the order is in its life.
                 * @enum {string}
                 */
                status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                /** @description The rider holding the order; null while unassigned. */
                rider_id: string | null;
                /** @description Where the rider collects the food. */
                pickup: {
                    /** @description Name of the food creator (restaurant, kitchen). */
                    creator: string;
                    /** @description Minutes until the food is ready for pickup. */
                    eta_mins: number;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description Where the food goes. */
                dropoff: {
                    /** @description Delivery area label. */
                    area: string;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description What the partner is paid for delivering the order. */
                payout_estimate: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units, e.g. 4.5. */
                    amount: number;
                };
                /** @description The zone the order is in. */
                zone: string;
                /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                version: number;
                /** @description Why it was cancelled, if it was and a reason was given. */
                cancellation_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the order was created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the order last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When it was (last) assigned to a rider.
                 */
                assigned_at: string | null;
                /**
                 * Format: date-time
                 * @description When the rider picked it up.
                 */
                picked_up_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was delivered.
                 */
                delivered_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was cancelled.
                 */
                cancelled_at: string | null;
                /**
                 * @description `auto` when auto-dispatch accepted it for you (your dispatch policy), `partner` when you did (`POST /v1/orders/{order_id}/accept` or `/reassign`), `network` when the network did (a sandbox order with `auto_advance`).
                 * @enum {string}
                 */
                assigned_by: "auto" | "partner" | "network";
                /** @description Only after a reassign: the rider who held the order before. */
                previous_rider_id?: string;
                /** @description Only after a reassign: the reason sent with it, if any. */
                reassignment_reason?: string | null;
            };
        };
        /**
         * OrderPickedUpEvent
         * @description `order.picked_up`: Your rider picked the order up.
         * @example {
         *       "id": "evt_01HZY5P6Q7",
         *       "type": "order.picked_up",
         *       "created": "2026-11-22T09:31:12.000Z",
         *       "data": {
         *         "object": "order",
         *         "order_id": "ord_01HZY3K8V1",
         *         "status": "picked_up",
         *         "rider_id": "rdr_01HZY2QW7M",
         *         "pickup": {
         *           "creator": "Mama Kitchen",
         *           "eta_mins": 12,
         *           "location": {
         *             "lat": 52.3731,
         *             "lng": 4.8922
         *           }
         *         },
         *         "dropoff": {
         *           "area": "Riverside",
         *           "location": null
         *         },
         *         "payout_estimate": {
         *           "currency": "EUR",
         *           "amount": 4.5
         *         },
         *         "zone": "old-town",
         *         "cancellation_reason": null,
         *         "created_at": "2026-11-22T09:30:00.000Z",
         *         "updated_at": "2026-11-22T09:45:00.000Z",
         *         "assigned_at": "2026-11-22T09:31:12.000Z",
         *         "picked_up_at": "2026-11-22T09:45:00.000Z",
         *         "delivered_at": null,
         *         "cancelled_at": null,
         *         "version": 3,
         *         "reported_by": "partner"
         *       }
         *     }
         */
        OrderPickedUpEvent: {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "order.picked_up";
            /** @description The order, picked up, and who reported it. */
            data: {
                /**
                 * @description Always `order`.
                 * @enum {string}
                 */
                object: "order";
                /** @description Order identifier; starts with `ord_`. */
                order_id: string;
                /**
                 * @description Where the order is in its life.
                 * @enum {string}
                 */
                status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                /** @description The rider holding the order; null while unassigned. */
                rider_id: string | null;
                /** @description Where the rider collects the food. */
                pickup: {
                    /** @description Name of the food creator (restaurant, kitchen). */
                    creator: string;
                    /** @description Minutes until the food is ready for pickup. */
                    eta_mins: number;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description Where the food goes. */
                dropoff: {
                    /** @description Delivery area label. */
                    area: string;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description What the partner is paid for delivering the order. */
                payout_estimate: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units, e.g. 4.5. */
                    amount: number;
                };
                /** @description The zone the order is in. */
                zone: string;
                /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                version: number;
                /** @description Why it was cancelled, if it was and a reason was given. */
                cancellation_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the order was created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the order last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When it was (last) assigned to a rider.
                 */
                assigned_at: string | null;
                /**
                 * Format: date-time
                 * @description When the rider picked it up.
                 */
                picked_up_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was delivered.
                 */
                delivered_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was cancelled.
                 */
                cancelled_at: string | null;
                /**
                 * @description `partner` when you reported the move (`POST /v1/orders/{order_id}/pickup` or `/deliver`), `network` when the network did.
                 * @enum {string}
                 */
                reported_by: "partner" | "network";
            };
        };
        /**
         * OrderDeliveredEvent
         * @description `order.delivered`: Your rider delivered the order.
         * @example {
         *       "id": "evt_01HZY5P6Q7",
         *       "type": "order.delivered",
         *       "created": "2026-11-22T09:31:12.000Z",
         *       "data": {
         *         "object": "order",
         *         "order_id": "ord_01HZY3K8V1",
         *         "status": "delivered",
         *         "rider_id": "rdr_01HZY2QW7M",
         *         "pickup": {
         *           "creator": "Mama Kitchen",
         *           "eta_mins": 12,
         *           "location": {
         *             "lat": 52.3731,
         *             "lng": 4.8922
         *           }
         *         },
         *         "dropoff": {
         *           "area": "Riverside",
         *           "location": null
         *         },
         *         "payout_estimate": {
         *           "currency": "EUR",
         *           "amount": 4.5
         *         },
         *         "zone": "old-town",
         *         "cancellation_reason": null,
         *         "created_at": "2026-11-22T09:30:00.000Z",
         *         "updated_at": "2026-11-22T10:02:00.000Z",
         *         "assigned_at": "2026-11-22T09:31:12.000Z",
         *         "picked_up_at": "2026-11-22T09:45:00.000Z",
         *         "delivered_at": "2026-11-22T10:02:00.000Z",
         *         "cancelled_at": null,
         *         "version": 4,
         *         "payout": {
         *           "currency": "EUR",
         *           "amount": 4.5
         *         },
         *         "reported_by": "partner",
         *         "proof": {
         *           "location": {
         *             "lat": 52.3702,
         *             "lng": 4.8952
         *           },
         *           "recipient_name": "J. de Vries",
         *           "photo_sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
         *         }
         *       }
         *     }
         */
        OrderDeliveredEvent: {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "order.delivered";
            /** @description The order, delivered, with when and what it pays, who reported it and with what proof. */
            data: {
                /**
                 * @description Always `order`.
                 * @enum {string}
                 */
                object: "order";
                /** @description Order identifier; starts with `ord_`. */
                order_id: string;
                /**
                 * @description Where the order is in its life.
                 * @enum {string}
                 */
                status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                /** @description The rider holding the order; null while unassigned. */
                rider_id: string | null;
                /** @description Where the rider collects the food. */
                pickup: {
                    /** @description Name of the food creator (restaurant, kitchen). */
                    creator: string;
                    /** @description Minutes until the food is ready for pickup. */
                    eta_mins: number;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description Where the food goes. */
                dropoff: {
                    /** @description Delivery area label. */
                    area: string;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description What the partner is paid for delivering the order. */
                payout_estimate: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units, e.g. 4.5. */
                    amount: number;
                };
                /** @description The zone the order is in. */
                zone: string;
                /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                version: number;
                /** @description Why it was cancelled, if it was and a reason was given. */
                cancellation_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the order was created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the order last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When it was (last) assigned to a rider.
                 */
                assigned_at: string | null;
                /**
                 * Format: date-time
                 * @description When the rider picked it up.
                 */
                picked_up_at: string | null;
                /**
                 * Format: date-time
                 * @description When the order was delivered (ISO 8601 UTC).
                 */
                delivered_at: string;
                /**
                 * Format: date-time
                 * @description When it was cancelled.
                 */
                cancelled_at: string | null;
                /**
                 * @description `partner` when you reported the move (`POST /v1/orders/{order_id}/pickup` or `/deliver`), `network` when the network did.
                 * @enum {string}
                 */
                reported_by: "partner" | "network";
                /** @description The proof of delivery the partner reported with it (`POST /v1/orders/{order_id}/deliver`); `null` when none was sent, and for deliveries the network reported. */
                proof: {
                    /** @description Where the rider handed the order over (WGS 84 degrees). */
                    location?: {
                        /** @description Latitude, -90 to 90. */
                        lat: number;
                        /** @description Longitude, -180 to 180. */
                        lng: number;
                    };
                    /** @description Who took the order. */
                    recipient_name?: string;
                    /** @description SHA-256 of the delivery photo, as 64 hex characters (kept in lower case). The photo itself stays with you. */
                    photo_sha256?: string;
                } | null;
                /** @description What the partner is paid for it. */
                payout: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units. */
                    amount: number;
                };
            };
        };
        /**
         * OrderCancelledEvent
         * @description `order.cancelled`: An order you could see or held was cancelled.
         * @example {
         *       "id": "evt_01HZY5P6Q7",
         *       "type": "order.cancelled",
         *       "created": "2026-11-22T09:31:12.000Z",
         *       "data": {
         *         "object": "order",
         *         "order_id": "ord_01HZY3K8V1",
         *         "status": "cancelled",
         *         "rider_id": null,
         *         "pickup": {
         *           "creator": "Mama Kitchen",
         *           "eta_mins": 12,
         *           "location": {
         *             "lat": 52.3731,
         *             "lng": 4.8922
         *           }
         *         },
         *         "dropoff": {
         *           "area": "Riverside",
         *           "location": null
         *         },
         *         "payout_estimate": {
         *           "currency": "EUR",
         *           "amount": 4.5
         *         },
         *         "zone": "old-town",
         *         "cancellation_reason": "customer cancelled",
         *         "created_at": "2026-11-22T09:30:00.000Z",
         *         "updated_at": "2026-11-22T09:40:00.000Z",
         *         "assigned_at": null,
         *         "picked_up_at": null,
         *         "delivered_at": null,
         *         "cancelled_at": "2026-11-22T09:40:00.000Z",
         *         "version": 2
         *       }
         *     }
         */
        OrderCancelledEvent: {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "order.cancelled";
            /** @description The order, cancelled. */
            data: {
                /**
                 * @description Always `order`.
                 * @enum {string}
                 */
                object: "order";
                /** @description Order identifier; starts with `ord_`. */
                order_id: string;
                /**
                 * @description Where the order is in its life.
                 * @enum {string}
                 */
                status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                /** @description The rider holding the order; null while unassigned. */
                rider_id: string | null;
                /** @description Where the rider collects the food. */
                pickup: {
                    /** @description Name of the food creator (restaurant, kitchen). */
                    creator: string;
                    /** @description Minutes until the food is ready for pickup. */
                    eta_mins: number;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description Where the food goes. */
                dropoff: {
                    /** @description Delivery area label. */
                    area: string;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description What the partner is paid for delivering the order. */
                payout_estimate: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units, e.g. 4.5. */
                    amount: number;
                };
                /** @description The zone the order is in. */
                zone: string;
                /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                version: number;
                /** @description Why it was cancelled, if it was and a reason was given. */
                cancellation_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the order was created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the order last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When it was (last) assigned to a rider.
                 */
                assigned_at: string | null;
                /**
                 * Format: date-time
                 * @description When the rider picked it up.
                 */
                picked_up_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was delivered.
                 */
                delivered_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was cancelled.
                 */
                cancelled_at: string | null;
            };
        };
        /**
         * SettlementPaidEvent
         * @description `settlement.paid`: Your delivered orders were paid.
         * @example {
         *       "id": "evt_01HZY5P6Q7",
         *       "type": "settlement.paid",
         *       "created": "2026-11-22T09:31:12.000Z",
         *       "data": {
         *         "id": "stl_01HZZ0A1B2",
         *         "object": "settlement",
         *         "partner_id": "ptn_01HZY1B2C3",
         *         "currency": "EUR",
         *         "amount": 13.5,
         *         "order_count": 3,
         *         "order_ids": [
         *           "ord_01HZY3K8V1",
         *           "ord_01HZY3K8V2",
         *           "ord_01HZY3K8V3"
         *         ],
         *         "created_at": "2026-11-22T18:00:00.000Z"
         *       }
         *     }
         */
        SettlementPaidEvent: {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "settlement.paid";
            /** @description The settlement paid. */
            data: {
                /** @description Settlement identifier; starts with `stl_`. */
                id: string;
                /**
                 * @description Always `settlement`.
                 * @enum {string}
                 */
                object: "settlement";
                /** @description The partner paid. */
                partner_id: string;
                /** @description ISO 4217 currency code. */
                currency: string;
                /** @description Total paid, in major units. */
                amount: number;
                /** @description How many orders it pays. */
                order_count: number;
                /** @description The orders it pays: at most 7,000, the earliest delivered; the next settlement pays the rest. */
                order_ids: string[];
                /**
                 * Format: date-time
                 * @description When it was paid.
                 */
                created_at: string;
            };
        };
        /**
         * WebhookEndpointDisabledEvent
         * @description `webhook_endpoint.disabled`: We disabled one of your webhook endpoints (it answered 410 Gone, or failed for the disable period); it is sent to your other endpoints.
         * @example {
         *       "id": "evt_01HZY5P6Q7",
         *       "type": "webhook_endpoint.disabled",
         *       "created": "2026-11-22T09:31:12.000Z",
         *       "data": {
         *         "id": "we_01HZY4M2N3",
         *         "object": "webhook_endpoint",
         *         "url": "https://fleet.example.net/pdn/webhooks",
         *         "description": "Dispatch system",
         *         "enabled_events": [
         *           "*"
         *         ],
         *         "ordered": true,
         *         "rate_limit": null,
         *         "status": "disabled",
         *         "disabled_reason": "the endpoint answered 410 Gone",
         *         "failing_since": null,
         *         "warning": null,
         *         "previous_secret_expires_at": null,
         *         "created_at": "2026-11-22T09:00:00.000Z",
         *         "updated_at": "2026-11-22T09:31:12.000Z",
         *         "reason": "the endpoint answered 410 Gone"
         *       }
         *     }
         */
        WebhookEndpointDisabledEvent: {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "webhook_endpoint.disabled";
            /** @description The endpoint as it is now, disabled (never its secret), and why. */
            data: {
                /** @description Endpoint identifier; starts with `we_`. */
                id: string;
                /**
                 * @description Always `webhook_endpoint`.
                 * @enum {string}
                 */
                object: "webhook_endpoint";
                /** @description Where events are POSTed. */
                url: string;
                /** @description Your note about the endpoint. */
                description: string | null;
                /** @description Event types it receives; `["*"]` is all. */
                enabled_events: string[];
                /** @description true (the default): the events of one order are sent one at a time, in the order they happened; false: each as soon as it is due. */
                ordered: boolean;
                /** @description At most this many attempts (retries included) start in any window of one second; null: no limit. */
                rate_limit: number | null;
                /**
                 * @description `enabled` receives events; `disabled` does not.
                 * @enum {string}
                 */
                status: "enabled" | "disabled";
                /** @description Why it was disabled (410 Gone, failing for days, or you). */
                disabled_reason: string | null;
                /**
                 * Format: date-time
                 * @description Every delivery since this time has failed (null once one succeeds). Failing for `PDN_WEBHOOK_DISABLE_AFTER` (5 days) disables the endpoint.
                 */
                failing_since: string | null;
                /** @description Set once the endpoint has failed for a day while still enabled: when it will be disabled unless a delivery succeeds. */
                warning: string | null;
                /**
                 * Format: date-time
                 * @description After a rotation the old secret also signs until this time.
                 */
                previous_secret_expires_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was registered.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When it last changed.
                 */
                updated_at: string;
                /** @description Why we disabled it: it answered 410 Gone, or every delivery failed for the disable period. Fix it, then enable it again (`PATCH` `status: enabled`) and recover what failed. */
                reason: string;
            };
        };
        /**
         * ListedEvent
         * @description An event as the API shows it: the envelope delivered by webhook, plus `object`.
         * @example {
         *       "object": "event",
         *       "id": "evt_01HZY5P6Q7",
         *       "type": "order.delivered",
         *       "created": "2026-11-22T09:31:12.000Z",
         *       "data": {
         *         "object": "order",
         *         "order_id": "ord_01HZY3K8V1",
         *         "status": "delivered",
         *         "rider_id": "rdr_01HZY2QW7M",
         *         "pickup": {
         *           "creator": "Mama Kitchen",
         *           "eta_mins": 12,
         *           "location": {
         *             "lat": 52.3731,
         *             "lng": 4.8922
         *           }
         *         },
         *         "dropoff": {
         *           "area": "Riverside",
         *           "location": null
         *         },
         *         "payout_estimate": {
         *           "currency": "EUR",
         *           "amount": 4.5
         *         },
         *         "zone": "old-town",
         *         "cancellation_reason": null,
         *         "created_at": "2026-11-22T09:30:00.000Z",
         *         "updated_at": "2026-11-22T10:02:00.000Z",
         *         "assigned_at": "2026-11-22T09:31:12.000Z",
         *         "picked_up_at": "2026-11-22T09:45:00.000Z",
         *         "delivered_at": "2026-11-22T10:02:00.000Z",
         *         "cancelled_at": null,
         *         "version": 4,
         *         "payout": {
         *           "currency": "EUR",
         *           "amount": 4.5
         *         },
         *         "reported_by": "partner",
         *         "proof": {
         *           "location": {
         *             "lat": 52.3702,
         *             "lng": 4.8952
         *           },
         *           "recipient_name": "J. de Vries",
         *           "photo_sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
         *         }
         *       }
         *     }
         */
        ListedEvent: {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "order.created";
            /** @description The new order, unassigned. */
            data: {
                /**
                 * @description Always `order`.
                 * @enum {string}
                 */
                object: "order";
                /** @description Order identifier; starts with `ord_`. */
                order_id: string;
                /**
                 * @description Where the order is in its life.
                 * @enum {string}
                 */
                status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                /** @description The rider holding the order; null while unassigned. */
                rider_id: string | null;
                /** @description Where the rider collects the food. */
                pickup: {
                    /** @description Name of the food creator (restaurant, kitchen). */
                    creator: string;
                    /** @description Minutes until the food is ready for pickup. */
                    eta_mins: number;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description Where the food goes. */
                dropoff: {
                    /** @description Delivery area label. */
                    area: string;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description What the partner is paid for delivering the order. */
                payout_estimate: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units, e.g. 4.5. */
                    amount: number;
                };
                /** @description The zone the order is in. */
                zone: string;
                /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                version: number;
                /** @description Why it was cancelled, if it was and a reason was given. */
                cancellation_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the order was created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the order last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When it was (last) assigned to a rider.
                 */
                assigned_at: string | null;
                /**
                 * Format: date-time
                 * @description When the rider picked it up.
                 */
                picked_up_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was delivered.
                 */
                delivered_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was cancelled.
                 */
                cancelled_at: string | null;
            };
            /**
             * @description Always `event` (in API responses; not in webhook bodies).
             * @enum {string}
             */
            object: "event";
        } | {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "order.assigned";
            /** @description The order as assigned, and who assigned it. After a reassign it also says who held it before, and why it moved. */
            data: {
                /**
                 * @description Always `order`.
                 * @enum {string}
                 */
                object: "order";
                /** @description Order identifier; starts with `ord_`. */
                order_id: string;
                /**
                 * @description Where the order is in its life.
                 * @enum {string}
                 */
                status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                /** @description The rider holding the order; null while unassigned. */
                rider_id: string | null;
                /** @description Where the rider collects the food. */
                pickup: {
                    /** @description Name of the food creator (restaurant, kitchen). */
                    creator: string;
                    /** @description Minutes until the food is ready for pickup. */
                    eta_mins: number;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description Where the food goes. */
                dropoff: {
                    /** @description Delivery area label. */
                    area: string;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description What the partner is paid for delivering the order. */
                payout_estimate: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units, e.g. 4.5. */
                    amount: number;
                };
                /** @description The zone the order is in. */
                zone: string;
                /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                version: number;
                /** @description Why it was cancelled, if it was and a reason was given. */
                cancellation_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the order was created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the order last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When it was (last) assigned to a rider.
                 */
                assigned_at: string | null;
                /**
                 * Format: date-time
                 * @description When the rider picked it up.
                 */
                picked_up_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was delivered.
                 */
                delivered_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was cancelled.
                 */
                cancelled_at: string | null;
                /**
                 * @description `auto` when auto-dispatch accepted it for you (your dispatch policy), `partner` when you did (`POST /v1/orders/{order_id}/accept` or `/reassign`), `network` when the network did (a sandbox order with `auto_advance`).
                 * @enum {string}
                 */
                assigned_by: "auto" | "partner" | "network";
                /** @description Only after a reassign: the rider who held the order before. */
                previous_rider_id?: string;
                /** @description Only after a reassign: the reason sent with it, if any. */
                reassignment_reason?: string | null;
            };
            /**
             * @description Always `event` (in API responses; not in webhook bodies).
             * @enum {string}
             */
            object: "event";
        } | {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "order.picked_up";
            /** @description The order, picked up, and who reported it. */
            data: {
                /**
                 * @description Always `order`.
                 * @enum {string}
                 */
                object: "order";
                /** @description Order identifier; starts with `ord_`. */
                order_id: string;
                /**
                 * @description Where the order is in its life.
                 * @enum {string}
                 */
                status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                /** @description The rider holding the order; null while unassigned. */
                rider_id: string | null;
                /** @description Where the rider collects the food. */
                pickup: {
                    /** @description Name of the food creator (restaurant, kitchen). */
                    creator: string;
                    /** @description Minutes until the food is ready for pickup. */
                    eta_mins: number;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description Where the food goes. */
                dropoff: {
                    /** @description Delivery area label. */
                    area: string;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description What the partner is paid for delivering the order. */
                payout_estimate: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units, e.g. 4.5. */
                    amount: number;
                };
                /** @description The zone the order is in. */
                zone: string;
                /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                version: number;
                /** @description Why it was cancelled, if it was and a reason was given. */
                cancellation_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the order was created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the order last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When it was (last) assigned to a rider.
                 */
                assigned_at: string | null;
                /**
                 * Format: date-time
                 * @description When the rider picked it up.
                 */
                picked_up_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was delivered.
                 */
                delivered_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was cancelled.
                 */
                cancelled_at: string | null;
                /**
                 * @description `partner` when you reported the move (`POST /v1/orders/{order_id}/pickup` or `/deliver`), `network` when the network did.
                 * @enum {string}
                 */
                reported_by: "partner" | "network";
            };
            /**
             * @description Always `event` (in API responses; not in webhook bodies).
             * @enum {string}
             */
            object: "event";
        } | {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "order.delivered";
            /** @description The order, delivered, with when and what it pays, who reported it and with what proof. */
            data: {
                /**
                 * @description Always `order`.
                 * @enum {string}
                 */
                object: "order";
                /** @description Order identifier; starts with `ord_`. */
                order_id: string;
                /**
                 * @description Where the order is in its life.
                 * @enum {string}
                 */
                status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                /** @description The rider holding the order; null while unassigned. */
                rider_id: string | null;
                /** @description Where the rider collects the food. */
                pickup: {
                    /** @description Name of the food creator (restaurant, kitchen). */
                    creator: string;
                    /** @description Minutes until the food is ready for pickup. */
                    eta_mins: number;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description Where the food goes. */
                dropoff: {
                    /** @description Delivery area label. */
                    area: string;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description What the partner is paid for delivering the order. */
                payout_estimate: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units, e.g. 4.5. */
                    amount: number;
                };
                /** @description The zone the order is in. */
                zone: string;
                /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                version: number;
                /** @description Why it was cancelled, if it was and a reason was given. */
                cancellation_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the order was created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the order last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When it was (last) assigned to a rider.
                 */
                assigned_at: string | null;
                /**
                 * Format: date-time
                 * @description When the rider picked it up.
                 */
                picked_up_at: string | null;
                /**
                 * Format: date-time
                 * @description When the order was delivered (ISO 8601 UTC).
                 */
                delivered_at: string;
                /**
                 * Format: date-time
                 * @description When it was cancelled.
                 */
                cancelled_at: string | null;
                /**
                 * @description `partner` when you reported the move (`POST /v1/orders/{order_id}/pickup` or `/deliver`), `network` when the network did.
                 * @enum {string}
                 */
                reported_by: "partner" | "network";
                /** @description The proof of delivery the partner reported with it (`POST /v1/orders/{order_id}/deliver`); `null` when none was sent, and for deliveries the network reported. */
                proof: {
                    /** @description Where the rider handed the order over (WGS 84 degrees). */
                    location?: {
                        /** @description Latitude, -90 to 90. */
                        lat: number;
                        /** @description Longitude, -180 to 180. */
                        lng: number;
                    };
                    /** @description Who took the order. */
                    recipient_name?: string;
                    /** @description SHA-256 of the delivery photo, as 64 hex characters (kept in lower case). The photo itself stays with you. */
                    photo_sha256?: string;
                } | null;
                /** @description What the partner is paid for it. */
                payout: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units. */
                    amount: number;
                };
            };
            /**
             * @description Always `event` (in API responses; not in webhook bodies).
             * @enum {string}
             */
            object: "event";
        } | {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "order.cancelled";
            /** @description The order, cancelled. */
            data: {
                /**
                 * @description Always `order`.
                 * @enum {string}
                 */
                object: "order";
                /** @description Order identifier; starts with `ord_`. */
                order_id: string;
                /**
                 * @description Where the order is in its life.
                 * @enum {string}
                 */
                status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                /** @description The rider holding the order; null while unassigned. */
                rider_id: string | null;
                /** @description Where the rider collects the food. */
                pickup: {
                    /** @description Name of the food creator (restaurant, kitchen). */
                    creator: string;
                    /** @description Minutes until the food is ready for pickup. */
                    eta_mins: number;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description Where the food goes. */
                dropoff: {
                    /** @description Delivery area label. */
                    area: string;
                    /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                    location: {
                        /** @description Latitude, WGS 84 degrees, -90 to 90. */
                        lat: number;
                        /** @description Longitude, WGS 84 degrees, -180 to 180. */
                        lng: number;
                    } | null;
                };
                /** @description What the partner is paid for delivering the order. */
                payout_estimate: {
                    /** @description ISO 4217 currency code. */
                    currency: string;
                    /** @description In major units, e.g. 4.5. */
                    amount: number;
                };
                /** @description The zone the order is in. */
                zone: string;
                /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                version: number;
                /** @description Why it was cancelled, if it was and a reason was given. */
                cancellation_reason: string | null;
                /**
                 * Format: date-time
                 * @description When the order was created.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When the order last changed.
                 */
                updated_at: string;
                /**
                 * Format: date-time
                 * @description When it was (last) assigned to a rider.
                 */
                assigned_at: string | null;
                /**
                 * Format: date-time
                 * @description When the rider picked it up.
                 */
                picked_up_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was delivered.
                 */
                delivered_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was cancelled.
                 */
                cancelled_at: string | null;
            };
            /**
             * @description Always `event` (in API responses; not in webhook bodies).
             * @enum {string}
             */
            object: "event";
        } | {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "settlement.paid";
            /** @description The settlement paid. */
            data: {
                /** @description Settlement identifier; starts with `stl_`. */
                id: string;
                /**
                 * @description Always `settlement`.
                 * @enum {string}
                 */
                object: "settlement";
                /** @description The partner paid. */
                partner_id: string;
                /** @description ISO 4217 currency code. */
                currency: string;
                /** @description Total paid, in major units. */
                amount: number;
                /** @description How many orders it pays. */
                order_count: number;
                /** @description The orders it pays: at most 7,000, the earliest delivered; the next settlement pays the rest. */
                order_ids: string[];
                /**
                 * Format: date-time
                 * @description When it was paid.
                 */
                created_at: string;
            };
            /**
             * @description Always `event` (in API responses; not in webhook bodies).
             * @enum {string}
             */
            object: "event";
        } | {
            /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
            id: string;
            /**
             * Format: date-time
             * @description When the change happened (ISO 8601 UTC).
             */
            created: string;
            /**
             * @description The event type.
             * @enum {string}
             */
            type: "webhook_endpoint.disabled";
            /** @description The endpoint as it is now, disabled (never its secret), and why. */
            data: {
                /** @description Endpoint identifier; starts with `we_`. */
                id: string;
                /**
                 * @description Always `webhook_endpoint`.
                 * @enum {string}
                 */
                object: "webhook_endpoint";
                /** @description Where events are POSTed. */
                url: string;
                /** @description Your note about the endpoint. */
                description: string | null;
                /** @description Event types it receives; `["*"]` is all. */
                enabled_events: string[];
                /** @description true (the default): the events of one order are sent one at a time, in the order they happened; false: each as soon as it is due. */
                ordered: boolean;
                /** @description At most this many attempts (retries included) start in any window of one second; null: no limit. */
                rate_limit: number | null;
                /**
                 * @description `enabled` receives events; `disabled` does not.
                 * @enum {string}
                 */
                status: "enabled" | "disabled";
                /** @description Why it was disabled (410 Gone, failing for days, or you). */
                disabled_reason: string | null;
                /**
                 * Format: date-time
                 * @description Every delivery since this time has failed (null once one succeeds). Failing for `PDN_WEBHOOK_DISABLE_AFTER` (5 days) disables the endpoint.
                 */
                failing_since: string | null;
                /** @description Set once the endpoint has failed for a day while still enabled: when it will be disabled unless a delivery succeeds. */
                warning: string | null;
                /**
                 * Format: date-time
                 * @description After a rotation the old secret also signs until this time.
                 */
                previous_secret_expires_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was registered.
                 */
                created_at: string;
                /**
                 * Format: date-time
                 * @description When it last changed.
                 */
                updated_at: string;
                /** @description Why we disabled it: it answered 410 Gone, or every delivery failed for the disable period. Fix it, then enable it again (`PATCH` `status: enabled`) and recover what failed. */
                reason: string;
            };
            /**
             * @description Always `event` (in API responses; not in webhook bodies).
             * @enum {string}
             */
            object: "event";
        };
        /**
         * Scorecard
         * @description Where a partner stands: the jobs it accepted and how fast, the jobs that expired where it could have taken them, and how its webhook endpoints answer. The network sees the same numbers (`GET /v1/admin/partners/{partner_id}/scorecard`) as the partner (`GET /v1/scorecard`). A test key's scorecard is its sandbox's.
         * @example {
         *       "object": "scorecard",
         *       "partner_id": "ptn_01HZY3K8V1",
         *       "jobs_accepted": 1284,
         *       "median_time_to_accept_seconds": 42.5,
         *       "accepts_measured": 1000,
         *       "expiries_seen": 3,
         *       "webhooks": {
         *         "window_minutes": 60,
         *         "attempts": 212,
         *         "succeeded": 209,
         *         "success_rate": 0.9858
         *       },
         *       "endpoints": {
         *         "total": 2,
         *         "enabled": 2,
         *         "failing": 0,
         *         "disabled": 0,
         *         "health": "healthy",
         *         "failing_since": null
         *       },
         *       "generated_at": "2026-01-02T10:00:00.000Z"
         *     }
         */
        Scorecard: {
            /**
             * @description Always `scorecard`.
             * @enum {string}
             */
            object: "scorecard";
            /** @description The partner; starts with `ptn_`. */
            partner_id: string;
            /** @description Jobs the partner accepted (by its riders, its accept calls or auto-dispatch). A job released and accepted again counts again; a reassign does not. */
            jobs_accepted: number;
            /** @description Median time from a job's creation to its accept, in seconds, over the partner's latest 1000 accepts of the last 7 days; null when there were none. */
            median_time_to_accept_seconds: number | null;
            /** @description How many accepts the median is taken over. */
            accepts_measured: number;
            /** @description Jobs whose escalation ladder ran out (`order.expired`) while offered in one of the partner's territories: jobs it could have taken and nobody did. */
            expiries_seen: number;
            /** @description Webhook attempts to the partner's endpoints over the last 60 minutes. */
            webhooks: {
                /** @description The window, in minutes. */
                window_minutes: number;
                /** @description Attempts made. */
                attempts: number;
                /** @description Attempts answered with a 2xx. */
                succeeded: number;
                /** @description 0..1; null when nothing was attempted. */
                success_rate: number | null;
            };
            /** @description The partner's webhook endpoints now. */
            endpoints: {
                /** @description Endpoints registered. */
                total: number;
                /** @description Enabled ones (failing ones included). */
                enabled: number;
                /** @description Enabled ones whose latest attempts failed (they are disabled if they keep failing). */
                failing: number;
                /** @description Disabled ones (410 Gone, failing for too long, or by the partner). */
                disabled: number;
                /**
                 * @description `none`: no endpoint; `healthy`: every enabled endpoint answers; `failing`: an enabled one is failing; `disabled`: none is enabled.
                 * @enum {string}
                 */
                health: "none" | "healthy" | "failing" | "disabled";
                /**
                 * Format: date-time
                 * @description When the longest-failing enabled endpoint began to fail; null when none is failing.
                 */
                failing_since: string | null;
            };
            /**
             * Format: date-time
             * @description When these numbers were read.
             */
            generated_at: string;
        };
    };
    responses: never;
    parameters: {
        /**
         * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
         * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Identifies this request; also the `request_id` of a problem body. Quote it when you contact us. */
        XRequestId: string;
        /** @description Requests allowed per second for this key. */
        RateLimitLimit: number;
        /** @description Requests left in the current window. */
        RateLimitRemaining: number;
        /** @description Seconds until the allowance is whole again. */
        RateLimitReset: number;
        /** @description The policy: `<rate>;w=1;burst=<burst>`. */
        RateLimitPolicy: string;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
        /** @description `true` when this is the stored response of an earlier request with the same `Idempotency-Key`, replayed. */
        IdempotentReplayed: "true";
        /** @description The scheme to authenticate with: `Bearer`. */
        WWWAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAvailableOrders: {
        parameters: {
            query?: {
                /** @description Page size (1–200, default 50). */
                limit?: number;
                /** @description Cursor: the `next_cursor` of the previous page. */
                starting_after?: string;
                /** @description Only jobs in this zone (one of your territories). */
                zone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unassigned jobs, oldest first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "order",
                     *           "order_id": "ord_01HZY3K8V1",
                     *           "status": "assigned",
                     *           "rider_id": "rdr_01HZY2QW7M",
                     *           "pickup": {
                     *             "creator": "Mama Kitchen",
                     *             "eta_mins": 12,
                     *             "location": {
                     *               "lat": 52.3731,
                     *               "lng": 4.8922
                     *             }
                     *           },
                     *           "dropoff": {
                     *             "area": "Riverside",
                     *             "location": null
                     *           },
                     *           "payout_estimate": {
                     *             "currency": "EUR",
                     *             "amount": 4.5
                     *           },
                     *           "zone": "old-town",
                     *           "cancellation_reason": null,
                     *           "created_at": "2026-11-22T09:30:00.000Z",
                     *           "updated_at": "2026-11-22T09:31:12.000Z",
                     *           "assigned_at": "2026-11-22T09:31:12.000Z",
                     *           "picked_up_at": null,
                     *           "delivered_at": null,
                     *           "cancelled_at": null,
                     *           "version": 2
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `list`.
                         * @enum {string}
                         */
                        object: "list";
                        /** @description This page of items. */
                        data: components["schemas"]["Order"][];
                        /** @description Whether there are more items after this page. */
                        has_more: boolean;
                        /** @description Pass as `starting_after` to get the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value (or another problem of this status). `code`: `invalid_value`, `zone_not_in_territory`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value" | "zone_not_in_territory";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Page size (1–200, default 50). */
                limit?: number;
                /** @description Cursor: the `next_cursor` of the previous page. */
                starting_after?: string;
                /** @description Only orders in these states (repeat the parameter for several). */
                status?: ("unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled")[];
                /** @description `desc` lists the newest first (order history). */
                direction?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders you hold. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "order",
                     *           "order_id": "ord_01HZY3K8V1",
                     *           "status": "assigned",
                     *           "rider_id": "rdr_01HZY2QW7M",
                     *           "pickup": {
                     *             "creator": "Mama Kitchen",
                     *             "eta_mins": 12,
                     *             "location": {
                     *               "lat": 52.3731,
                     *               "lng": 4.8922
                     *             }
                     *           },
                     *           "dropoff": {
                     *             "area": "Riverside",
                     *             "location": null
                     *           },
                     *           "payout_estimate": {
                     *             "currency": "EUR",
                     *             "amount": 4.5
                     *           },
                     *           "zone": "old-town",
                     *           "cancellation_reason": null,
                     *           "created_at": "2026-11-22T09:30:00.000Z",
                     *           "updated_at": "2026-11-22T09:31:12.000Z",
                     *           "assigned_at": "2026-11-22T09:31:12.000Z",
                     *           "picked_up_at": null,
                     *           "delivered_at": null,
                     *           "cancelled_at": null,
                     *           "version": 2
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `list`.
                         * @enum {string}
                         */
                        object: "list";
                        /** @description This page of items. */
                        data: components["schemas"]["Order"][];
                        /** @description Whether there are more items after this page. */
                        has_more: boolean;
                        /** @description Pass as `starting_after` to get the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Order not found. `code`: `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/order_not_found",
                     *       "title": "Order not found",
                     *       "status": 404,
                     *       "detail": "Order not found.",
                     *       "code": "order_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    acceptOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rider_id": "rdr_01HZY2QW7M"
                 *     }
                 */
                "application/json": {
                    /** @description The rider who takes the job: one of yours, online, with room. */
                    rider_id: string;
                };
            };
        };
        responses: {
            /** @description The order, assigned to the rider. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside"
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AcceptedOrder"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Order not found (or another problem of this status). `code`: `order_not_found`, `rider_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/order_not_found",
                     *       "title": "Order not found",
                     *       "status": 404,
                     *       "detail": "Order not found.",
                     *       "code": "order_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "order_not_found" | "rider_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `order_not_available`, `rider_at_capacity`, `rider_not_online`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "order_not_available" | "rider_at_capacity" | "rider_not_online";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    reassignOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rider_id": "rdr_01HZY2QW7N",
                 *       "reason": "bike puncture"
                 *     }
                 */
                "application/json": {
                    /** @description The rider who takes the job over: one of yours, online, with room. */
                    rider_id: string;
                    /** @description Why it moves; passed on in the `order.assigned` event as `reassignment_reason`. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The order, with its new rider. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Order not found (or another problem of this status). `code`: `order_not_found`, `rider_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/order_not_found",
                     *       "title": "Order not found",
                     *       "status": 404,
                     *       "detail": "Order not found.",
                     *       "code": "order_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "order_not_found" | "rider_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `order_state_conflict`, `rider_at_capacity`, `rider_not_online`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "order_state_conflict" | "rider_at_capacity" | "rider_not_online";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    reportPickup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order as `GET /v1/orders/{order_id}` shows it: picked up (or as it already was, if the pickup had happened). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Order not found. `code`: `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/order_not_found",
                     *       "title": "Order not found",
                     *       "status": 404,
                     *       "detail": "Order not found.",
                     *       "code": "order_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `order_state_conflict`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "order_state_conflict";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    reportDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        /** @description Optional. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "proof": {
                 *         "location": {
                 *           "lat": 52.3702,
                 *           "lng": 4.8952
                 *         },
                 *         "recipient_name": "J. de Vries",
                 *         "photo_sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Proof of delivery, every field optional. Anything wrong in it is a 422 `invalid_value`.
                     * @example {
                     *       "location": {
                     *         "lat": 52.3702,
                     *         "lng": 4.8952
                     *       },
                     *       "recipient_name": "J. de Vries",
                     *       "photo_sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
                     *     }
                     */
                    proof?: {
                        /** @description Where the rider handed the order over (WGS 84 degrees). */
                        location?: {
                            /** @description Latitude, -90 to 90. */
                            lat: number;
                            /** @description Longitude, -180 to 180. */
                            lng: number;
                        };
                        /** @description Who took the order. */
                        recipient_name?: string;
                        /** @description SHA-256 of the delivery photo, as 64 hex characters (kept in lower case). The photo itself stays with you. */
                        photo_sha256?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The order as `GET /v1/orders/{order_id}` shows it: delivered. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Order not found. `code`: `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/order_not_found",
                     *       "title": "Order not found",
                     *       "status": 404,
                     *       "detail": "Order not found.",
                     *       "code": "order_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `order_state_conflict`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "order_state_conflict";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listRiderSuggestions: {
        parameters: {
            query?: {
                /** @description How many riders (1–50, default 5). */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The best riders for the job, best first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "rider_id": "rdr_01HZY2QW7M",
                     *           "score": 0.5064,
                     *           "distance_m": 1246,
                     *           "free_capacity": 3,
                     *           "active_deliveries": 0,
                     *           "reasons": [
                     *             "1.2 km from the pickup",
                     *             "no deliveries in hand",
                     *             "in the job's zone",
                     *             "idle since 09:30 UTC"
                     *           ]
                     *         }
                     *       ],
                     *       "has_more": false
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `list`.
                         * @enum {string}
                         */
                        object: "list";
                        /** @description Riders, best first; empty if none of yours can take the job now. */
                        data: components["schemas"]["RiderSuggestion"][];
                        /** @description Whether more riders could take it than `limit`. */
                        has_more: boolean;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Order not found. `code`: `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/order_not_found",
                     *       "title": "Order not found",
                     *       "status": 404,
                     *       "detail": "Order not found.",
                     *       "code": "order_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getDispatchPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy in force. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "dispatch_policy",
                     *       "mode": "auto",
                     *       "zones": [
                     *         "old-town"
                     *       ],
                     *       "max_distance_m": 3000,
                     *       "updated_at": "2026-11-22T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["DispatchPolicy"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    updateDispatchPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `manual`: you accept jobs yourself. `auto`: we accept each job available in `zones` for your best-ranked rider (as `GET /v1/orders/{order_id}/rider_suggestions` ranks them) within 2 s, or within 2 s of one of your riders becoming able to take it.
                     * @enum {string}
                     */
                    mode: "manual" | "auto";
                    /** @description Where auto-dispatch works: some of your territories. Left out: all of them. */
                    zones?: string[];
                    /** @description Auto-dispatch never picks a rider farther than this (straight-line metres) from the pickup, when both the rider's location and the pickup's are known. A rider whose distance is unknown may still be picked, after every rider whose distance is known and within the limit. `null` or left out: no limit. */
                    max_distance_m?: number | null;
                };
            };
        };
        responses: {
            /** @description The policy now in force. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "dispatch_policy",
                     *       "mode": "auto",
                     *       "zones": [
                     *         "old-town"
                     *       ],
                     *       "max_distance_m": 3000,
                     *       "updated_at": "2026-11-22T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["DispatchPolicy"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value (or another problem of this status). `code`: `invalid_value`, `zone_not_in_territory`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value" | "zone_not_in_territory";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    updateRiderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `rdr_`.
                 * @example rdr_01HZY3K8V1
                 */
                rider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description New availability: online, offline or on-break.
                     * @enum {string}
                     */
                    status?: "online" | "offline" | "on-break";
                    /** @description New zone: one of your territories. */
                    zone?: string;
                    /** @description Deliveries the rider can carry at once (0–50). */
                    capacity?: number;
                };
            };
        };
        responses: {
            /** @description The rider as it is now. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "status": "online",
                     *       "zone": "old-town",
                     *       "capacity": 3,
                     *       "active_deliveries": 1,
                     *       "updated_at": "2026-11-22T09:31:12.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Rider"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Rider not found. `code`: `rider_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rider_not_found",
                     *       "title": "Rider not found",
                     *       "status": 404,
                     *       "detail": "Rider not found.",
                     *       "code": "rider_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rider_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value (or another problem of this status). `code`: `invalid_value`, `zone_not_in_territory`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value" | "zone_not_in_territory";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    updateRiderLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `rdr_`.
                 * @example rdr_01HZY3K8V1
                 */
                rider_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                    lat: number;
                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                    lng: number;
                    /**
                     * Format: date-time
                     * @description When the device took the fix (default: now). A fix older than the stored one changes nothing; more than 5 minutes ahead of the server clock is 422.
                     */
                    recorded_at?: string;
                };
            };
        };
        responses: {
            /** @description The location stored now: this fix, or a newer one already stored. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "lat": 52.3702,
                     *       "lng": 4.8952,
                     *       "recorded_at": "2026-11-22T09:31:05.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["RiderLocation"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Rider not found. `code`: `rider_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rider_not_found",
                     *       "title": "Rider not found",
                     *       "status": 404,
                     *       "detail": "Rider not found.",
                     *       "code": "rider_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rider_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listRiders: {
        parameters: {
            query?: {
                /** @description Page size (1–200, default 50). */
                limit?: number;
                /** @description Cursor: the `next_cursor` of the previous page. */
                starting_after?: string;
                /** @description Only riders with this status. */
                status?: "online" | "offline" | "on-break";
                /** @description Only riders in this zone. */
                zone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your riders, oldest first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "rider_id": "rdr_01HZY2QW7M",
                     *           "status": "online",
                     *           "zone": "old-town",
                     *           "capacity": 3,
                     *           "active_deliveries": 1,
                     *           "updated_at": "2026-11-22T09:31:12.000Z",
                     *           "name": "Ana Souza",
                     *           "location": {
                     *             "lat": 52.3702,
                     *             "lng": 4.8952,
                     *             "recorded_at": "2026-11-22T09:31:05.000Z"
                     *           }
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `list`.
                         * @enum {string}
                         */
                        object: "list";
                        /** @description This page of items. */
                        data: components["schemas"]["RiderListItem"][];
                        /** @description Whether there are more items after this page. */
                        has_more: boolean;
                        /** @description Pass as `starting_after` to get the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getFleetAvailability: {
        parameters: {
            query?: {
                /** @description Only this zone (one of your territories). */
                zone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts per zone and in total. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "fleet_availability",
                     *       "zones": [
                     *         {
                     *           "zone": "old-town",
                     *           "riders": {
                     *             "online": 4,
                     *             "on-break": 1,
                     *             "offline": 2,
                     *             "total": 7
                     *           },
                     *           "capacity": {
                     *             "total": 12,
                     *             "used": 5,
                     *             "free": 7
                     *           },
                     *           "active_deliveries": 5,
                     *           "unassigned_orders": 3
                     *         }
                     *       ],
                     *       "totals": {
                     *         "riders": {
                     *           "online": 4,
                     *           "on-break": 1,
                     *           "offline": 2,
                     *           "total": 7
                     *         },
                     *         "capacity": {
                     *           "total": 12,
                     *           "used": 5,
                     *           "free": 7
                     *         },
                     *         "active_deliveries": 5,
                     *         "unassigned_orders": 3
                     *       },
                     *       "generated_at": "2026-11-22T09:31:12.000Z"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `fleet_availability`.
                         * @enum {string}
                         */
                        object: "fleet_availability";
                        /** @description One entry per zone, in the order of your territories. */
                        zones: {
                            /** @description The zone. */
                            zone: string;
                            /** @description Riders by status, keyed by the status values themselves (`online`, `on-break`, `offline`), and their total. */
                            riders: {
                                /** @description Riders online: they take jobs. */
                                online: number;
                                /** @description Riders on break. */
                                "on-break": number;
                                /** @description Riders offline. */
                                offline: number;
                                /** @description All riders. */
                                total: number;
                            };
                            /** @description Capacity of online riders: total, used by deliveries in hand, free for new jobs. */
                            capacity: {
                                /** @description Sum of the capacities of online riders. */
                                total: number;
                                /** @description Of which taken by deliveries in hand. */
                                used: number;
                                /** @description Of which free for new jobs. */
                                free: number;
                            };
                            /** @description Deliveries in hand (assigned or picked up), all riders. */
                            active_deliveries: number;
                            /** @description Jobs waiting in the zone. */
                            unassigned_orders: number;
                        }[];
                        /** @description The counts summed over the zones listed. */
                        totals: {
                            /** @description Riders by status, keyed by the status values themselves (`online`, `on-break`, `offline`), and their total. */
                            riders: {
                                /** @description Riders online: they take jobs. */
                                online: number;
                                /** @description Riders on break. */
                                "on-break": number;
                                /** @description Riders offline. */
                                offline: number;
                                /** @description All riders. */
                                total: number;
                            };
                            /** @description Capacity of online riders: total, used by deliveries in hand, free for new jobs. */
                            capacity: {
                                /** @description Sum of the capacities of online riders. */
                                total: number;
                                /** @description Of which taken by deliveries in hand. */
                                used: number;
                                /** @description Of which free for new jobs. */
                                free: number;
                            };
                            /** @description Deliveries in hand (assigned or picked up), all riders. */
                            active_deliveries: number;
                            /** @description Jobs waiting in the zone. */
                            unassigned_orders: number;
                        };
                        /**
                         * Format: date-time
                         * @description When the counts were read.
                         */
                        generated_at: string;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value (or another problem of this status). `code`: `invalid_value`, `zone_not_in_territory`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value" | "zone_not_in_territory";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookDeliveryStats: {
        parameters: {
            query?: {
                /** @description How far back, in minutes (1–1440, default 60). */
                minutes?: number;
                /** @description Only this endpoint of yours. */
                endpoint_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attempts per minute and in total. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "webhook_delivery_stats",
                     *       "endpoint_id": null,
                     *       "since": "2026-11-22T09:00:00.000Z",
                     *       "until": "2026-11-22T09:02:00.000Z",
                     *       "bucket_seconds": 60,
                     *       "totals": {
                     *         "attempts": 5,
                     *         "succeeded": 4,
                     *         "failed": 1,
                     *         "avg_latency_ms": 80,
                     *         "max_latency_ms": 210,
                     *         "success_rate": 0.8
                     *       },
                     *       "buckets": [
                     *         {
                     *           "start": "2026-11-22T09:00:00.000Z",
                     *           "attempts": 2,
                     *           "succeeded": 2,
                     *           "failed": 0,
                     *           "avg_latency_ms": 60,
                     *           "max_latency_ms": 70
                     *         },
                     *         {
                     *           "start": "2026-11-22T09:01:00.000Z",
                     *           "attempts": 3,
                     *           "succeeded": 2,
                     *           "failed": 1,
                     *           "avg_latency_ms": 93,
                     *           "max_latency_ms": 210
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `webhook_delivery_stats`.
                         * @enum {string}
                         */
                        object: "webhook_delivery_stats";
                        /** @description The endpoint asked for; null for all of yours. */
                        endpoint_id: string | null;
                        /**
                         * Format: date-time
                         * @description Start of the window.
                         */
                        since: string;
                        /**
                         * Format: date-time
                         * @description End of the window.
                         */
                        until: string;
                        /** @description Width of a bucket, in seconds. */
                        bucket_seconds: number;
                        /** @description Over the whole window. */
                        totals: {
                            /** @description Delivery attempts made. */
                            attempts: number;
                            /** @description Attempts answered with a 2xx. */
                            succeeded: number;
                            /** @description Other status, timeout or connection error. */
                            failed: number;
                            /** @description Mean latency in milliseconds; null when nothing was attempted. */
                            avg_latency_ms: number | null;
                            /** @description Highest latency in milliseconds; null when nothing was attempted. */
                            max_latency_ms: number | null;
                            /** @description 0..1; null when nothing was attempted. */
                            success_rate: number | null;
                        };
                        /** @description One per minute, oldest first. */
                        buckets: {
                            /**
                             * Format: date-time
                             * @description Start of the minute.
                             */
                            start: string;
                            /** @description Delivery attempts made. */
                            attempts: number;
                            /** @description Attempts answered with a 2xx. */
                            succeeded: number;
                            /** @description Other status, timeout or connection error. */
                            failed: number;
                            /** @description Mean latency in milliseconds; null when nothing was attempted. */
                            avg_latency_ms: number | null;
                            /** @description Highest latency in milliseconds; null when nothing was attempted. */
                            max_latency_ms: number | null;
                        }[];
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Webhook endpoint not found. `code`: `webhook_endpoint_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/webhook_endpoint_not_found",
                     *       "title": "Webhook endpoint not found",
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found.",
                     *       "code": "webhook_endpoint_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "webhook_endpoint_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Page size (1–200, default 50). */
                limit?: number;
                /** @description Cursor: the `next_cursor` of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your endpoints, oldest first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "we_01HZY4M2N3",
                     *           "object": "webhook_endpoint",
                     *           "url": "https://fleet.example.net/pdn/webhooks",
                     *           "description": "Dispatch system",
                     *           "enabled_events": [
                     *             "*"
                     *           ],
                     *           "ordered": true,
                     *           "rate_limit": null,
                     *           "status": "enabled",
                     *           "disabled_reason": null,
                     *           "failing_since": null,
                     *           "warning": null,
                     *           "previous_secret_expires_at": null,
                     *           "created_at": "2026-11-22T09:00:00.000Z",
                     *           "updated_at": "2026-11-22T09:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `list`.
                         * @enum {string}
                         */
                        object: "list";
                        /** @description This page of items. */
                        data: components["schemas"]["WebhookEndpoint"][];
                        /** @description Whether there are more items after this page. */
                        has_more: boolean;
                        /** @description Pass as `starting_after` to get the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://fleet.example.net/pdn/webhooks",
                 *       "enabled_events": [
                 *         "*"
                 *       ],
                 *       "description": "Dispatch system"
                 *     }
                 */
                "application/json": {
                    /** @description http(s) URL on the public internet; private, loopback and link-local targets are refused. */
                    url: string;
                    /** @description Event types to receive; `["*"]` receives all. */
                    enabled_events: ("order.created" | "order.assigned" | "order.picked_up" | "order.delivered" | "order.cancelled" | "settlement.paid" | "webhook_endpoint.disabled" | "*")[];
                    /** @description Your note about the endpoint (up to 500 characters). */
                    description?: string | null;
                    /** @description Send the events of one order one at a time, in order (default true); false sends each as soon as it is due. */
                    ordered?: boolean;
                    /** @description Attempts per second at most (1 to 1000), retries included: no window of one second holds more starts. null (the default): no limit. */
                    rate_limit?: number | null;
                };
            };
        };
        responses: {
            /** @description The endpoint, with its signing secret (shown only here). */
            201: {
                headers: {
                    /** @description `no-store`: the body holds a secret; keep it out of every cache. */
                    "Cache-Control": "no-store";
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_01HZY4M2N3",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://fleet.example.net/pdn/webhooks",
                     *       "description": "Dispatch system",
                     *       "enabled_events": [
                     *         "*"
                     *       ],
                     *       "ordered": true,
                     *       "rate_limit": null,
                     *       "status": "enabled",
                     *       "disabled_reason": null,
                     *       "failing_since": null,
                     *       "warning": null,
                     *       "previous_secret_expires_at": null,
                     *       "created_at": "2026-11-22T09:00:00.000Z",
                     *       "updated_at": "2026-11-22T09:00:00.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `endpoint_limit_reached`, `idempotency_key_in_progress`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "endpoint_limit_reached" | "idempotency_key_in_progress" | "idempotency_key_reused";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value (or another problem of this status). `code`: `invalid_value`, `webhook_url_refused`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value" | "webhook_url_refused";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `we_`.
                 * @example we_01HZY3K8V1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_01HZY4M2N3",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://fleet.example.net/pdn/webhooks",
                     *       "description": "Dispatch system",
                     *       "enabled_events": [
                     *         "*"
                     *       ],
                     *       "ordered": true,
                     *       "rate_limit": null,
                     *       "status": "enabled",
                     *       "disabled_reason": null,
                     *       "failing_since": null,
                     *       "warning": null,
                     *       "previous_secret_expires_at": null,
                     *       "created_at": "2026-11-22T09:00:00.000Z",
                     *       "updated_at": "2026-11-22T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Webhook endpoint not found. `code`: `webhook_endpoint_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/webhook_endpoint_not_found",
                     *       "title": "Webhook endpoint not found",
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found.",
                     *       "code": "webhook_endpoint_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "webhook_endpoint_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `we_`.
                 * @example we_01HZY3K8V1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint is gone. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_01HZY4M2N3",
                     *       "object": "webhook_endpoint",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        /** @description The endpoint removed. */
                        id: string;
                        /**
                         * @description Always `webhook_endpoint`.
                         * @enum {string}
                         */
                        object: "webhook_endpoint";
                        /**
                         * @description Always true.
                         * @enum {boolean}
                         */
                        deleted: true;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Webhook endpoint not found. `code`: `webhook_endpoint_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/webhook_endpoint_not_found",
                     *       "title": "Webhook endpoint not found",
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found.",
                     *       "code": "webhook_endpoint_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "webhook_endpoint_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `we_`.
                 * @example we_01HZY3K8V1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description http(s) URL on the public internet; private, loopback and link-local targets are refused. */
                    url?: string;
                    /** @description Event types to receive; `["*"]` receives all. */
                    enabled_events?: ("order.created" | "order.assigned" | "order.picked_up" | "order.delivered" | "order.cancelled" | "settlement.paid" | "webhook_endpoint.disabled" | "*")[];
                    /** @description Your note about the endpoint (up to 500 characters). */
                    description?: string | null;
                    /** @description Send the events of one order one at a time, in order (default true); false sends each as soon as it is due. */
                    ordered?: boolean;
                    /** @description Attempts per second at most (1 to 1000), retries included: no window of one second holds more starts. null (the default): no limit. */
                    rate_limit?: number | null;
                    /**
                     * @description `disabled` stops deliveries; `enabled` starts them again.
                     * @enum {string}
                     */
                    status?: "enabled" | "disabled";
                };
            };
        };
        responses: {
            /** @description The endpoint as it is now. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_01HZY4M2N3",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://fleet.example.net/pdn/webhooks",
                     *       "description": "Dispatch system",
                     *       "enabled_events": [
                     *         "*"
                     *       ],
                     *       "ordered": true,
                     *       "rate_limit": null,
                     *       "status": "enabled",
                     *       "disabled_reason": null,
                     *       "failing_since": null,
                     *       "warning": null,
                     *       "previous_secret_expires_at": null,
                     *       "created_at": "2026-11-22T09:00:00.000Z",
                     *       "updated_at": "2026-11-22T09:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Webhook endpoint not found. `code`: `webhook_endpoint_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/webhook_endpoint_not_found",
                     *       "title": "Webhook endpoint not found",
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found.",
                     *       "code": "webhook_endpoint_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "webhook_endpoint_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value (or another problem of this status). `code`: `invalid_value`, `webhook_url_refused`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value" | "webhook_url_refused";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `we_`.
                 * @example we_01HZY3K8V1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, with its new secret (shown only here). */
            200: {
                headers: {
                    /** @description `no-store`: the body holds a secret; keep it out of every cache. */
                    "Cache-Control": "no-store";
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "we_01HZY4M2N3",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://fleet.example.net/pdn/webhooks",
                     *       "description": "Dispatch system",
                     *       "enabled_events": [
                     *         "*"
                     *       ],
                     *       "ordered": true,
                     *       "rate_limit": null,
                     *       "status": "enabled",
                     *       "disabled_reason": null,
                     *       "failing_since": null,
                     *       "warning": null,
                     *       "previous_secret_expires_at": null,
                     *       "created_at": "2026-11-22T09:00:00.000Z",
                     *       "updated_at": "2026-11-22T09:00:00.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Webhook endpoint not found. `code`: `webhook_endpoint_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/webhook_endpoint_not_found",
                     *       "title": "Webhook endpoint not found",
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found.",
                     *       "code": "webhook_endpoint_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "webhook_endpoint_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    recoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `we_`.
                 * @example we_01HZY3K8V1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-22T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Re-send failed deliveries created at or after this time (ISO 8601).
                     */
                    since: string;
                };
            };
        };
        responses: {
            /** @description The failed deliveries are queued again. */
            202: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "webhook_recovery",
                     *       "endpoint_id": "we_01HZY4M2N3",
                     *       "since": "2026-11-22T00:00:00.000Z",
                     *       "requeued": 12
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `webhook_recovery`.
                         * @enum {string}
                         */
                        object: "webhook_recovery";
                        /** @description The endpoint. */
                        endpoint_id: string;
                        /**
                         * Format: date-time
                         * @description The `since` sent.
                         */
                        since: string;
                        /** @description How many deliveries were queued again. */
                        requeued: number;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Webhook endpoint not found. `code`: `webhook_endpoint_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/webhook_endpoint_not_found",
                     *       "title": "Webhook endpoint not found",
                     *       "status": 404,
                     *       "detail": "Webhook endpoint not found.",
                     *       "code": "webhook_endpoint_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "webhook_endpoint_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `webhook_endpoint_disabled`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "webhook_endpoint_disabled";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `replay_limit_reached`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "replay_limit_reached" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page size (1–200, default 50). */
                limit?: number;
                /** @description Cursor: the `next_cursor` of the previous page. */
                starting_after?: string;
                /** @description Only events of this type. */
                type?: "order.created" | "order.assigned" | "order.picked_up" | "order.delivered" | "order.cancelled" | "settlement.paid" | "webhook_endpoint.disabled";
                /** @description Only events created at or after this time. */
                created_gte?: string;
                /** @description Only events created at or before this time. */
                created_lte?: string;
                /** @description Only events with at least one delivery in this state. */
                delivery_status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your events, newest first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "event",
                     *           "id": "evt_01HZY5P6Q7",
                     *           "type": "order.delivered",
                     *           "created": "2026-11-22T09:31:12.000Z",
                     *           "data": {
                     *             "object": "order",
                     *             "order_id": "ord_01HZY3K8V1",
                     *             "status": "delivered",
                     *             "rider_id": "rdr_01HZY2QW7M",
                     *             "pickup": {
                     *               "creator": "Mama Kitchen",
                     *               "eta_mins": 12,
                     *               "location": {
                     *                 "lat": 52.3731,
                     *                 "lng": 4.8922
                     *               }
                     *             },
                     *             "dropoff": {
                     *               "area": "Riverside",
                     *               "location": null
                     *             },
                     *             "payout_estimate": {
                     *               "currency": "EUR",
                     *               "amount": 4.5
                     *             },
                     *             "zone": "old-town",
                     *             "cancellation_reason": null,
                     *             "created_at": "2026-11-22T09:30:00.000Z",
                     *             "updated_at": "2026-11-22T10:02:00.000Z",
                     *             "assigned_at": "2026-11-22T09:31:12.000Z",
                     *             "picked_up_at": "2026-11-22T09:45:00.000Z",
                     *             "delivered_at": "2026-11-22T10:02:00.000Z",
                     *             "cancelled_at": null,
                     *             "version": 4,
                     *             "payout": {
                     *               "currency": "EUR",
                     *               "amount": 4.5
                     *             },
                     *             "reported_by": "partner",
                     *             "proof": {
                     *               "location": {
                     *                 "lat": 52.3702,
                     *                 "lng": 4.8952
                     *               },
                     *               "recipient_name": "J. de Vries",
                     *               "photo_sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `list`.
                         * @enum {string}
                         */
                        object: "list";
                        /** @description This page of items. */
                        data: components["schemas"]["ListedEvent"][];
                        /** @description Whether there are more items after this page. */
                        has_more: boolean;
                        /** @description Pass as `starting_after` to get the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                /** @description Comma list of event types, e.g. `order.created,order.assigned`. */
                types?: string;
            };
            header?: {
                /** @description Resume after this event id. */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example id: evt_01jd4m8x2k3q9v7w5b6n1c0f2e
                     *     event: order.created
                     *     data: {"id":"evt_01jd4m8x2k3q9v7w5b6n1c0f2e","type":"order.created","created":"2026-11-22T09:30:00.000Z","data":{"order_id":"ord_01HZY3K8V1","version":1}}
                     */
                    "text/event-stream": string;
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value (or another problem of this status). `code`: `invalid_value`, `unknown_last_event_id`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value" | "unknown_last_event_id";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `evt_`.
                 * @example evt_01HZY3K8V1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event and every delivery of it, with their attempts. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "event",
                     *       "id": "evt_01HZY5P6Q7",
                     *       "type": "order.delivered",
                     *       "created": "2026-11-22T09:31:12.000Z",
                     *       "data": {
                     *         "object": "order",
                     *         "order_id": "ord_01HZY3K8V1",
                     *         "status": "delivered",
                     *         "rider_id": "rdr_01HZY2QW7M",
                     *         "pickup": {
                     *           "creator": "Mama Kitchen",
                     *           "eta_mins": 12,
                     *           "location": {
                     *             "lat": 52.3731,
                     *             "lng": 4.8922
                     *           }
                     *         },
                     *         "dropoff": {
                     *           "area": "Riverside",
                     *           "location": null
                     *         },
                     *         "payout_estimate": {
                     *           "currency": "EUR",
                     *           "amount": 4.5
                     *         },
                     *         "zone": "old-town",
                     *         "cancellation_reason": null,
                     *         "created_at": "2026-11-22T09:30:00.000Z",
                     *         "updated_at": "2026-11-22T10:02:00.000Z",
                     *         "assigned_at": "2026-11-22T09:31:12.000Z",
                     *         "picked_up_at": "2026-11-22T09:45:00.000Z",
                     *         "delivered_at": "2026-11-22T10:02:00.000Z",
                     *         "cancelled_at": null,
                     *         "version": 4,
                     *         "payout": {
                     *           "currency": "EUR",
                     *           "amount": 4.5
                     *         },
                     *         "reported_by": "partner",
                     *         "proof": {
                     *           "location": {
                     *             "lat": 52.3702,
                     *             "lng": 4.8952
                     *           },
                     *           "recipient_name": "J. de Vries",
                     *           "photo_sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
                     *         }
                     *       },
                     *       "deliveries": [
                     *         {
                     *           "id": "dlv_01HZY5R8S9",
                     *           "object": "webhook_delivery",
                     *           "event_id": "evt_01HZY5P6Q7",
                     *           "endpoint_id": "we_01HZY4M2N3",
                     *           "status": "succeeded",
                     *           "attempt_count": 1,
                     *           "next_attempt_at": null,
                     *           "last_status_code": 200,
                     *           "last_error": null,
                     *           "created_at": "2026-11-22T09:31:12.000Z",
                     *           "updated_at": "2026-11-22T09:31:12.080Z",
                     *           "attempts": [
                     *             {
                     *               "id": "att_01HZY5T1U2",
                     *               "object": "webhook_attempt",
                     *               "attempted_at": "2026-11-22T09:31:12.010Z",
                     *               "status_code": 200,
                     *               "latency_ms": 70,
                     *               "error": null,
                     *               "response_body": "ok"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
                        id: string;
                        /**
                         * Format: date-time
                         * @description When the change happened (ISO 8601 UTC).
                         */
                        created: string;
                        /**
                         * @description The event type.
                         * @enum {string}
                         */
                        type: "order.created";
                        /** @description The new order, unassigned. */
                        data: {
                            /**
                             * @description Always `order`.
                             * @enum {string}
                             */
                            object: "order";
                            /** @description Order identifier; starts with `ord_`. */
                            order_id: string;
                            /**
                             * @description Where the order is in its life.
                             * @enum {string}
                             */
                            status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                            /** @description The rider holding the order; null while unassigned. */
                            rider_id: string | null;
                            /** @description Where the rider collects the food. */
                            pickup: {
                                /** @description Name of the food creator (restaurant, kitchen). */
                                creator: string;
                                /** @description Minutes until the food is ready for pickup. */
                                eta_mins: number;
                                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                                location: {
                                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                                    lng: number;
                                } | null;
                            };
                            /** @description Where the food goes. */
                            dropoff: {
                                /** @description Delivery area label. */
                                area: string;
                                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                                location: {
                                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                                    lng: number;
                                } | null;
                            };
                            /** @description What the partner is paid for delivering the order. */
                            payout_estimate: {
                                /** @description ISO 4217 currency code. */
                                currency: string;
                                /** @description In major units, e.g. 4.5. */
                                amount: number;
                            };
                            /** @description The zone the order is in. */
                            zone: string;
                            /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                            version: number;
                            /** @description Why it was cancelled, if it was and a reason was given. */
                            cancellation_reason: string | null;
                            /**
                             * Format: date-time
                             * @description When the order was created.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the order last changed.
                             */
                            updated_at: string;
                            /**
                             * Format: date-time
                             * @description When it was (last) assigned to a rider.
                             */
                            assigned_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the rider picked it up.
                             */
                            picked_up_at: string | null;
                            /**
                             * Format: date-time
                             * @description When it was delivered.
                             */
                            delivered_at: string | null;
                            /**
                             * Format: date-time
                             * @description When it was cancelled.
                             */
                            cancelled_at: string | null;
                        };
                        /**
                         * @description Always `event` (in API responses; not in webhook bodies).
                         * @enum {string}
                         */
                        object: "event";
                        /** @description One per endpoint it was sent to (replays add more). */
                        deliveries: {
                            /** @description Delivery identifier; starts with `dlv_`. */
                            id: string;
                            /**
                             * @description Always `webhook_delivery`.
                             * @enum {string}
                             */
                            object: "webhook_delivery";
                            /** @description The event delivered. */
                            event_id: string;
                            /** @description The endpoint it goes to. */
                            endpoint_id: string;
                            /**
                             * @description `pending` (will be tried), `succeeded` or `failed` (for good).
                             * @enum {string}
                             */
                            status: "pending" | "succeeded" | "failed";
                            /** @description Tries so far. */
                            attempt_count: number;
                            /**
                             * Format: date-time
                             * @description When it is tried next, while pending.
                             */
                            next_attempt_at: string | null;
                            /** @description The status of the last try, if it got an answer. */
                            last_status_code: number | null;
                            /** @description Why the last try failed, if it did. */
                            last_error: string | null;
                            /**
                             * Format: date-time
                             * @description When the delivery was queued.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it last changed.
                             */
                            updated_at: string;
                            /** @description Every try, oldest first. */
                            attempts: {
                                /** @description Attempt identifier. */
                                id: string;
                                /**
                                 * @description Always `webhook_attempt`.
                                 * @enum {string}
                                 */
                                object: "webhook_attempt";
                                /**
                                 * Format: date-time
                                 * @description When the request was sent.
                                 */
                                attempted_at: string;
                                /** @description The HTTP status your endpoint answered; null if it did not answer. */
                                status_code: number | null;
                                /** @description Milliseconds until the answer (or the failure). */
                                latency_ms: number;
                                /** @description Why it failed, when it did. */
                                error: string | null;
                                /** @description The first 4 KB of what your endpoint answered. */
                                response_body: string | null;
                            }[];
                        }[];
                    } | {
                        /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
                        id: string;
                        /**
                         * Format: date-time
                         * @description When the change happened (ISO 8601 UTC).
                         */
                        created: string;
                        /**
                         * @description The event type.
                         * @enum {string}
                         */
                        type: "order.assigned";
                        /** @description The order as assigned, and who assigned it. After a reassign it also says who held it before, and why it moved. */
                        data: {
                            /**
                             * @description Always `order`.
                             * @enum {string}
                             */
                            object: "order";
                            /** @description Order identifier; starts with `ord_`. */
                            order_id: string;
                            /**
                             * @description Where the order is in its life.
                             * @enum {string}
                             */
                            status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                            /** @description The rider holding the order; null while unassigned. */
                            rider_id: string | null;
                            /** @description Where the rider collects the food. */
                            pickup: {
                                /** @description Name of the food creator (restaurant, kitchen). */
                                creator: string;
                                /** @description Minutes until the food is ready for pickup. */
                                eta_mins: number;
                                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                                location: {
                                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                                    lng: number;
                                } | null;
                            };
                            /** @description Where the food goes. */
                            dropoff: {
                                /** @description Delivery area label. */
                                area: string;
                                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                                location: {
                                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                                    lng: number;
                                } | null;
                            };
                            /** @description What the partner is paid for delivering the order. */
                            payout_estimate: {
                                /** @description ISO 4217 currency code. */
                                currency: string;
                                /** @description In major units, e.g. 4.5. */
                                amount: number;
                            };
                            /** @description The zone the order is in. */
                            zone: string;
                            /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                            version: number;
                            /** @description Why it was cancelled, if it was and a reason was given. */
                            cancellation_reason: string | null;
                            /**
                             * Format: date-time
                             * @description When the order was created.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the order last changed.
                             */
                            updated_at: string;
                            /**
                             * Format: date-time
                             * @description When it was (last) assigned to a rider.
                             */
                            assigned_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the rider picked it up.
                             */
                            picked_up_at: string | null;
                            /**
                             * Format: date-time
                             * @description When it was delivered.
                             */
                            delivered_at: string | null;
                            /**
                             * Format: date-time
                             * @description When it was cancelled.
                             */
                            cancelled_at: string | null;
                            /**
                             * @description `auto` when auto-dispatch accepted it for you (your dispatch policy), `partner` when you did (`POST /v1/orders/{order_id}/accept` or `/reassign`), `network` when the network did (a sandbox order with `auto_advance`).
                             * @enum {string}
                             */
                            assigned_by: "auto" | "partner" | "network";
                            /** @description Only after a reassign: the rider who held the order before. */
                            previous_rider_id?: string;
                            /** @description Only after a reassign: the reason sent with it, if any. */
                            reassignment_reason?: string | null;
                        };
                        /**
                         * @description Always `event` (in API responses; not in webhook bodies).
                         * @enum {string}
                         */
                        object: "event";
                        /** @description One per endpoint it was sent to (replays add more). */
                        deliveries: {
                            /** @description Delivery identifier; starts with `dlv_`. */
                            id: string;
                            /**
                             * @description Always `webhook_delivery`.
                             * @enum {string}
                             */
                            object: "webhook_delivery";
                            /** @description The event delivered. */
                            event_id: string;
                            /** @description The endpoint it goes to. */
                            endpoint_id: string;
                            /**
                             * @description `pending` (will be tried), `succeeded` or `failed` (for good).
                             * @enum {string}
                             */
                            status: "pending" | "succeeded" | "failed";
                            /** @description Tries so far. */
                            attempt_count: number;
                            /**
                             * Format: date-time
                             * @description When it is tried next, while pending.
                             */
                            next_attempt_at: string | null;
                            /** @description The status of the last try, if it got an answer. */
                            last_status_code: number | null;
                            /** @description Why the last try failed, if it did. */
                            last_error: string | null;
                            /**
                             * Format: date-time
                             * @description When the delivery was queued.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it last changed.
                             */
                            updated_at: string;
                            /** @description Every try, oldest first. */
                            attempts: {
                                /** @description Attempt identifier. */
                                id: string;
                                /**
                                 * @description Always `webhook_attempt`.
                                 * @enum {string}
                                 */
                                object: "webhook_attempt";
                                /**
                                 * Format: date-time
                                 * @description When the request was sent.
                                 */
                                attempted_at: string;
                                /** @description The HTTP status your endpoint answered; null if it did not answer. */
                                status_code: number | null;
                                /** @description Milliseconds until the answer (or the failure). */
                                latency_ms: number;
                                /** @description Why it failed, when it did. */
                                error: string | null;
                                /** @description The first 4 KB of what your endpoint answered. */
                                response_body: string | null;
                            }[];
                        }[];
                    } | {
                        /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
                        id: string;
                        /**
                         * Format: date-time
                         * @description When the change happened (ISO 8601 UTC).
                         */
                        created: string;
                        /**
                         * @description The event type.
                         * @enum {string}
                         */
                        type: "order.picked_up";
                        /** @description The order, picked up, and who reported it. */
                        data: {
                            /**
                             * @description Always `order`.
                             * @enum {string}
                             */
                            object: "order";
                            /** @description Order identifier; starts with `ord_`. */
                            order_id: string;
                            /**
                             * @description Where the order is in its life.
                             * @enum {string}
                             */
                            status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                            /** @description The rider holding the order; null while unassigned. */
                            rider_id: string | null;
                            /** @description Where the rider collects the food. */
                            pickup: {
                                /** @description Name of the food creator (restaurant, kitchen). */
                                creator: string;
                                /** @description Minutes until the food is ready for pickup. */
                                eta_mins: number;
                                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                                location: {
                                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                                    lng: number;
                                } | null;
                            };
                            /** @description Where the food goes. */
                            dropoff: {
                                /** @description Delivery area label. */
                                area: string;
                                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                                location: {
                                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                                    lng: number;
                                } | null;
                            };
                            /** @description What the partner is paid for delivering the order. */
                            payout_estimate: {
                                /** @description ISO 4217 currency code. */
                                currency: string;
                                /** @description In major units, e.g. 4.5. */
                                amount: number;
                            };
                            /** @description The zone the order is in. */
                            zone: string;
                            /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                            version: number;
                            /** @description Why it was cancelled, if it was and a reason was given. */
                            cancellation_reason: string | null;
                            /**
                             * Format: date-time
                             * @description When the order was created.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the order last changed.
                             */
                            updated_at: string;
                            /**
                             * Format: date-time
                             * @description When it was (last) assigned to a rider.
                             */
                            assigned_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the rider picked it up.
                             */
                            picked_up_at: string | null;
                            /**
                             * Format: date-time
                             * @description When it was delivered.
                             */
                            delivered_at: string | null;
                            /**
                             * Format: date-time
                             * @description When it was cancelled.
                             */
                            cancelled_at: string | null;
                            /**
                             * @description `partner` when you reported the move (`POST /v1/orders/{order_id}/pickup` or `/deliver`), `network` when the network did.
                             * @enum {string}
                             */
                            reported_by: "partner" | "network";
                        };
                        /**
                         * @description Always `event` (in API responses; not in webhook bodies).
                         * @enum {string}
                         */
                        object: "event";
                        /** @description One per endpoint it was sent to (replays add more). */
                        deliveries: {
                            /** @description Delivery identifier; starts with `dlv_`. */
                            id: string;
                            /**
                             * @description Always `webhook_delivery`.
                             * @enum {string}
                             */
                            object: "webhook_delivery";
                            /** @description The event delivered. */
                            event_id: string;
                            /** @description The endpoint it goes to. */
                            endpoint_id: string;
                            /**
                             * @description `pending` (will be tried), `succeeded` or `failed` (for good).
                             * @enum {string}
                             */
                            status: "pending" | "succeeded" | "failed";
                            /** @description Tries so far. */
                            attempt_count: number;
                            /**
                             * Format: date-time
                             * @description When it is tried next, while pending.
                             */
                            next_attempt_at: string | null;
                            /** @description The status of the last try, if it got an answer. */
                            last_status_code: number | null;
                            /** @description Why the last try failed, if it did. */
                            last_error: string | null;
                            /**
                             * Format: date-time
                             * @description When the delivery was queued.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it last changed.
                             */
                            updated_at: string;
                            /** @description Every try, oldest first. */
                            attempts: {
                                /** @description Attempt identifier. */
                                id: string;
                                /**
                                 * @description Always `webhook_attempt`.
                                 * @enum {string}
                                 */
                                object: "webhook_attempt";
                                /**
                                 * Format: date-time
                                 * @description When the request was sent.
                                 */
                                attempted_at: string;
                                /** @description The HTTP status your endpoint answered; null if it did not answer. */
                                status_code: number | null;
                                /** @description Milliseconds until the answer (or the failure). */
                                latency_ms: number;
                                /** @description Why it failed, when it did. */
                                error: string | null;
                                /** @description The first 4 KB of what your endpoint answered. */
                                response_body: string | null;
                            }[];
                        }[];
                    } | {
                        /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
                        id: string;
                        /**
                         * Format: date-time
                         * @description When the change happened (ISO 8601 UTC).
                         */
                        created: string;
                        /**
                         * @description The event type.
                         * @enum {string}
                         */
                        type: "order.delivered";
                        /** @description The order, delivered, with when and what it pays, who reported it and with what proof. */
                        data: {
                            /**
                             * @description Always `order`.
                             * @enum {string}
                             */
                            object: "order";
                            /** @description Order identifier; starts with `ord_`. */
                            order_id: string;
                            /**
                             * @description Where the order is in its life.
                             * @enum {string}
                             */
                            status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                            /** @description The rider holding the order; null while unassigned. */
                            rider_id: string | null;
                            /** @description Where the rider collects the food. */
                            pickup: {
                                /** @description Name of the food creator (restaurant, kitchen). */
                                creator: string;
                                /** @description Minutes until the food is ready for pickup. */
                                eta_mins: number;
                                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                                location: {
                                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                                    lng: number;
                                } | null;
                            };
                            /** @description Where the food goes. */
                            dropoff: {
                                /** @description Delivery area label. */
                                area: string;
                                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                                location: {
                                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                                    lng: number;
                                } | null;
                            };
                            /** @description What the partner is paid for delivering the order. */
                            payout_estimate: {
                                /** @description ISO 4217 currency code. */
                                currency: string;
                                /** @description In major units, e.g. 4.5. */
                                amount: number;
                            };
                            /** @description The zone the order is in. */
                            zone: string;
                            /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                            version: number;
                            /** @description Why it was cancelled, if it was and a reason was given. */
                            cancellation_reason: string | null;
                            /**
                             * Format: date-time
                             * @description When the order was created.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the order last changed.
                             */
                            updated_at: string;
                            /**
                             * Format: date-time
                             * @description When it was (last) assigned to a rider.
                             */
                            assigned_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the rider picked it up.
                             */
                            picked_up_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the order was delivered (ISO 8601 UTC).
                             */
                            delivered_at: string;
                            /**
                             * Format: date-time
                             * @description When it was cancelled.
                             */
                            cancelled_at: string | null;
                            /**
                             * @description `partner` when you reported the move (`POST /v1/orders/{order_id}/pickup` or `/deliver`), `network` when the network did.
                             * @enum {string}
                             */
                            reported_by: "partner" | "network";
                            /** @description The proof of delivery the partner reported with it (`POST /v1/orders/{order_id}/deliver`); `null` when none was sent, and for deliveries the network reported. */
                            proof: {
                                /** @description Where the rider handed the order over (WGS 84 degrees). */
                                location?: {
                                    /** @description Latitude, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, -180 to 180. */
                                    lng: number;
                                };
                                /** @description Who took the order. */
                                recipient_name?: string;
                                /** @description SHA-256 of the delivery photo, as 64 hex characters (kept in lower case). The photo itself stays with you. */
                                photo_sha256?: string;
                            } | null;
                            /** @description What the partner is paid for it. */
                            payout: {
                                /** @description ISO 4217 currency code. */
                                currency: string;
                                /** @description In major units. */
                                amount: number;
                            };
                        };
                        /**
                         * @description Always `event` (in API responses; not in webhook bodies).
                         * @enum {string}
                         */
                        object: "event";
                        /** @description One per endpoint it was sent to (replays add more). */
                        deliveries: {
                            /** @description Delivery identifier; starts with `dlv_`. */
                            id: string;
                            /**
                             * @description Always `webhook_delivery`.
                             * @enum {string}
                             */
                            object: "webhook_delivery";
                            /** @description The event delivered. */
                            event_id: string;
                            /** @description The endpoint it goes to. */
                            endpoint_id: string;
                            /**
                             * @description `pending` (will be tried), `succeeded` or `failed` (for good).
                             * @enum {string}
                             */
                            status: "pending" | "succeeded" | "failed";
                            /** @description Tries so far. */
                            attempt_count: number;
                            /**
                             * Format: date-time
                             * @description When it is tried next, while pending.
                             */
                            next_attempt_at: string | null;
                            /** @description The status of the last try, if it got an answer. */
                            last_status_code: number | null;
                            /** @description Why the last try failed, if it did. */
                            last_error: string | null;
                            /**
                             * Format: date-time
                             * @description When the delivery was queued.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it last changed.
                             */
                            updated_at: string;
                            /** @description Every try, oldest first. */
                            attempts: {
                                /** @description Attempt identifier. */
                                id: string;
                                /**
                                 * @description Always `webhook_attempt`.
                                 * @enum {string}
                                 */
                                object: "webhook_attempt";
                                /**
                                 * Format: date-time
                                 * @description When the request was sent.
                                 */
                                attempted_at: string;
                                /** @description The HTTP status your endpoint answered; null if it did not answer. */
                                status_code: number | null;
                                /** @description Milliseconds until the answer (or the failure). */
                                latency_ms: number;
                                /** @description Why it failed, when it did. */
                                error: string | null;
                                /** @description The first 4 KB of what your endpoint answered. */
                                response_body: string | null;
                            }[];
                        }[];
                    } | {
                        /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
                        id: string;
                        /**
                         * Format: date-time
                         * @description When the change happened (ISO 8601 UTC).
                         */
                        created: string;
                        /**
                         * @description The event type.
                         * @enum {string}
                         */
                        type: "order.cancelled";
                        /** @description The order, cancelled. */
                        data: {
                            /**
                             * @description Always `order`.
                             * @enum {string}
                             */
                            object: "order";
                            /** @description Order identifier; starts with `ord_`. */
                            order_id: string;
                            /**
                             * @description Where the order is in its life.
                             * @enum {string}
                             */
                            status: "unassigned" | "assigned" | "picked_up" | "delivered" | "cancelled";
                            /** @description The rider holding the order; null while unassigned. */
                            rider_id: string | null;
                            /** @description Where the rider collects the food. */
                            pickup: {
                                /** @description Name of the food creator (restaurant, kitchen). */
                                creator: string;
                                /** @description Minutes until the food is ready for pickup. */
                                eta_mins: number;
                                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                                location: {
                                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                                    lng: number;
                                } | null;
                            };
                            /** @description Where the food goes. */
                            dropoff: {
                                /** @description Delivery area label. */
                                area: string;
                                /** @description Where it is (WGS 84 degrees), or null if the network did not say. */
                                location: {
                                    /** @description Latitude, WGS 84 degrees, -90 to 90. */
                                    lat: number;
                                    /** @description Longitude, WGS 84 degrees, -180 to 180. */
                                    lng: number;
                                } | null;
                            };
                            /** @description What the partner is paid for delivering the order. */
                            payout_estimate: {
                                /** @description ISO 4217 currency code. */
                                currency: string;
                                /** @description In major units, e.g. 4.5. */
                                amount: number;
                            };
                            /** @description The zone the order is in. */
                            zone: string;
                            /** @description 1 at creation, +1 on every change (accept, reassign, pickup, delivery, cancellation): keep the highest version you have seen. */
                            version: number;
                            /** @description Why it was cancelled, if it was and a reason was given. */
                            cancellation_reason: string | null;
                            /**
                             * Format: date-time
                             * @description When the order was created.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When the order last changed.
                             */
                            updated_at: string;
                            /**
                             * Format: date-time
                             * @description When it was (last) assigned to a rider.
                             */
                            assigned_at: string | null;
                            /**
                             * Format: date-time
                             * @description When the rider picked it up.
                             */
                            picked_up_at: string | null;
                            /**
                             * Format: date-time
                             * @description When it was delivered.
                             */
                            delivered_at: string | null;
                            /**
                             * Format: date-time
                             * @description When it was cancelled.
                             */
                            cancelled_at: string | null;
                        };
                        /**
                         * @description Always `event` (in API responses; not in webhook bodies).
                         * @enum {string}
                         */
                        object: "event";
                        /** @description One per endpoint it was sent to (replays add more). */
                        deliveries: {
                            /** @description Delivery identifier; starts with `dlv_`. */
                            id: string;
                            /**
                             * @description Always `webhook_delivery`.
                             * @enum {string}
                             */
                            object: "webhook_delivery";
                            /** @description The event delivered. */
                            event_id: string;
                            /** @description The endpoint it goes to. */
                            endpoint_id: string;
                            /**
                             * @description `pending` (will be tried), `succeeded` or `failed` (for good).
                             * @enum {string}
                             */
                            status: "pending" | "succeeded" | "failed";
                            /** @description Tries so far. */
                            attempt_count: number;
                            /**
                             * Format: date-time
                             * @description When it is tried next, while pending.
                             */
                            next_attempt_at: string | null;
                            /** @description The status of the last try, if it got an answer. */
                            last_status_code: number | null;
                            /** @description Why the last try failed, if it did. */
                            last_error: string | null;
                            /**
                             * Format: date-time
                             * @description When the delivery was queued.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it last changed.
                             */
                            updated_at: string;
                            /** @description Every try, oldest first. */
                            attempts: {
                                /** @description Attempt identifier. */
                                id: string;
                                /**
                                 * @description Always `webhook_attempt`.
                                 * @enum {string}
                                 */
                                object: "webhook_attempt";
                                /**
                                 * Format: date-time
                                 * @description When the request was sent.
                                 */
                                attempted_at: string;
                                /** @description The HTTP status your endpoint answered; null if it did not answer. */
                                status_code: number | null;
                                /** @description Milliseconds until the answer (or the failure). */
                                latency_ms: number;
                                /** @description Why it failed, when it did. */
                                error: string | null;
                                /** @description The first 4 KB of what your endpoint answered. */
                                response_body: string | null;
                            }[];
                        }[];
                    } | {
                        /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
                        id: string;
                        /**
                         * Format: date-time
                         * @description When the change happened (ISO 8601 UTC).
                         */
                        created: string;
                        /**
                         * @description The event type.
                         * @enum {string}
                         */
                        type: "settlement.paid";
                        /** @description The settlement paid. */
                        data: {
                            /** @description Settlement identifier; starts with `stl_`. */
                            id: string;
                            /**
                             * @description Always `settlement`.
                             * @enum {string}
                             */
                            object: "settlement";
                            /** @description The partner paid. */
                            partner_id: string;
                            /** @description ISO 4217 currency code. */
                            currency: string;
                            /** @description Total paid, in major units. */
                            amount: number;
                            /** @description How many orders it pays. */
                            order_count: number;
                            /** @description The orders it pays: at most 7,000, the earliest delivered; the next settlement pays the rest. */
                            order_ids: string[];
                            /**
                             * Format: date-time
                             * @description When it was paid.
                             */
                            created_at: string;
                        };
                        /**
                         * @description Always `event` (in API responses; not in webhook bodies).
                         * @enum {string}
                         */
                        object: "event";
                        /** @description One per endpoint it was sent to (replays add more). */
                        deliveries: {
                            /** @description Delivery identifier; starts with `dlv_`. */
                            id: string;
                            /**
                             * @description Always `webhook_delivery`.
                             * @enum {string}
                             */
                            object: "webhook_delivery";
                            /** @description The event delivered. */
                            event_id: string;
                            /** @description The endpoint it goes to. */
                            endpoint_id: string;
                            /**
                             * @description `pending` (will be tried), `succeeded` or `failed` (for good).
                             * @enum {string}
                             */
                            status: "pending" | "succeeded" | "failed";
                            /** @description Tries so far. */
                            attempt_count: number;
                            /**
                             * Format: date-time
                             * @description When it is tried next, while pending.
                             */
                            next_attempt_at: string | null;
                            /** @description The status of the last try, if it got an answer. */
                            last_status_code: number | null;
                            /** @description Why the last try failed, if it did. */
                            last_error: string | null;
                            /**
                             * Format: date-time
                             * @description When the delivery was queued.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it last changed.
                             */
                            updated_at: string;
                            /** @description Every try, oldest first. */
                            attempts: {
                                /** @description Attempt identifier. */
                                id: string;
                                /**
                                 * @description Always `webhook_attempt`.
                                 * @enum {string}
                                 */
                                object: "webhook_attempt";
                                /**
                                 * Format: date-time
                                 * @description When the request was sent.
                                 */
                                attempted_at: string;
                                /** @description The HTTP status your endpoint answered; null if it did not answer. */
                                status_code: number | null;
                                /** @description Milliseconds until the answer (or the failure). */
                                latency_ms: number;
                                /** @description Why it failed, when it did. */
                                error: string | null;
                                /** @description The first 4 KB of what your endpoint answered. */
                                response_body: string | null;
                            }[];
                        }[];
                    } | {
                        /** @description Event identifier, starting with `evt_`; also the `webhook-id` header of its deliveries. Dedupe on it. */
                        id: string;
                        /**
                         * Format: date-time
                         * @description When the change happened (ISO 8601 UTC).
                         */
                        created: string;
                        /**
                         * @description The event type.
                         * @enum {string}
                         */
                        type: "webhook_endpoint.disabled";
                        /** @description The endpoint as it is now, disabled (never its secret), and why. */
                        data: {
                            /** @description Endpoint identifier; starts with `we_`. */
                            id: string;
                            /**
                             * @description Always `webhook_endpoint`.
                             * @enum {string}
                             */
                            object: "webhook_endpoint";
                            /** @description Where events are POSTed. */
                            url: string;
                            /** @description Your note about the endpoint. */
                            description: string | null;
                            /** @description Event types it receives; `["*"]` is all. */
                            enabled_events: string[];
                            /** @description true (the default): the events of one order are sent one at a time, in the order they happened; false: each as soon as it is due. */
                            ordered: boolean;
                            /** @description At most this many attempts (retries included) start in any window of one second; null: no limit. */
                            rate_limit: number | null;
                            /**
                             * @description `enabled` receives events; `disabled` does not.
                             * @enum {string}
                             */
                            status: "enabled" | "disabled";
                            /** @description Why it was disabled (410 Gone, failing for days, or you). */
                            disabled_reason: string | null;
                            /**
                             * Format: date-time
                             * @description Every delivery since this time has failed (null once one succeeds). Failing for `PDN_WEBHOOK_DISABLE_AFTER` (5 days) disables the endpoint.
                             */
                            failing_since: string | null;
                            /** @description Set once the endpoint has failed for a day while still enabled: when it will be disabled unless a delivery succeeds. */
                            warning: string | null;
                            /**
                             * Format: date-time
                             * @description After a rotation the old secret also signs until this time.
                             */
                            previous_secret_expires_at: string | null;
                            /**
                             * Format: date-time
                             * @description When it was registered.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it last changed.
                             */
                            updated_at: string;
                            /** @description Why we disabled it: it answered 410 Gone, or every delivery failed for the disable period. Fix it, then enable it again (`PATCH` `status: enabled`) and recover what failed. */
                            reason: string;
                        };
                        /**
                         * @description Always `event` (in API responses; not in webhook bodies).
                         * @enum {string}
                         */
                        object: "event";
                        /** @description One per endpoint it was sent to (replays add more). */
                        deliveries: {
                            /** @description Delivery identifier; starts with `dlv_`. */
                            id: string;
                            /**
                             * @description Always `webhook_delivery`.
                             * @enum {string}
                             */
                            object: "webhook_delivery";
                            /** @description The event delivered. */
                            event_id: string;
                            /** @description The endpoint it goes to. */
                            endpoint_id: string;
                            /**
                             * @description `pending` (will be tried), `succeeded` or `failed` (for good).
                             * @enum {string}
                             */
                            status: "pending" | "succeeded" | "failed";
                            /** @description Tries so far. */
                            attempt_count: number;
                            /**
                             * Format: date-time
                             * @description When it is tried next, while pending.
                             */
                            next_attempt_at: string | null;
                            /** @description The status of the last try, if it got an answer. */
                            last_status_code: number | null;
                            /** @description Why the last try failed, if it did. */
                            last_error: string | null;
                            /**
                             * Format: date-time
                             * @description When the delivery was queued.
                             */
                            created_at: string;
                            /**
                             * Format: date-time
                             * @description When it last changed.
                             */
                            updated_at: string;
                            /** @description Every try, oldest first. */
                            attempts: {
                                /** @description Attempt identifier. */
                                id: string;
                                /**
                                 * @description Always `webhook_attempt`.
                                 * @enum {string}
                                 */
                                object: "webhook_attempt";
                                /**
                                 * Format: date-time
                                 * @description When the request was sent.
                                 */
                                attempted_at: string;
                                /** @description The HTTP status your endpoint answered; null if it did not answer. */
                                status_code: number | null;
                                /** @description Milliseconds until the answer (or the failure). */
                                latency_ms: number;
                                /** @description Why it failed, when it did. */
                                error: string | null;
                                /** @description The first 4 KB of what your endpoint answered. */
                                response_body: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Event not found. `code`: `event_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/event_not_found",
                     *       "title": "Event not found",
                     *       "status": 404,
                     *       "detail": "Event not found.",
                     *       "code": "event_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "event_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    replayEvent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `evt_`.
                 * @example evt_01HZY3K8V1
                 */
                id: string;
            };
            cookie?: never;
        };
        /** @description Optional: which endpoint to send it to. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "endpoint_id": "we_01HZY4M2N3"
                 *     }
                 */
                "application/json": {
                    /** @description Only this endpoint; without it, every enabled endpoint subscribed to the type. */
                    endpoint_id?: string;
                };
            };
        };
        responses: {
            /** @description The new deliveries are queued. */
            202: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "event_replay",
                     *       "event_id": "evt_01HZY5P6Q7",
                     *       "deliveries": [
                     *         {
                     *           "id": "dlv_01HZY6A1B2",
                     *           "endpoint_id": "we_01HZY4M2N3",
                     *           "status": "pending"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `event_replay`.
                         * @enum {string}
                         */
                        object: "event_replay";
                        /** @description The event replayed. */
                        event_id: string;
                        /** @description One new delivery per endpoint. */
                        deliveries: {
                            /** @description Delivery identifier. */
                            id: string;
                            /** @description Where it goes. */
                            endpoint_id: string;
                            /**
                             * @description Its state (`pending` when queued).
                             * @enum {string}
                             */
                            status: "pending" | "succeeded" | "failed";
                        }[];
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Event not found (or another problem of this status). `code`: `event_not_found`, `webhook_endpoint_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/event_not_found",
                     *       "title": "Event not found",
                     *       "status": 404,
                     *       "detail": "Event not found.",
                     *       "code": "event_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "event_not_found" | "webhook_endpoint_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `webhook_endpoint_disabled`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "webhook_endpoint_disabled";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `replay_limit_reached`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "replay_limit_reached" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listSettlements: {
        parameters: {
            query?: {
                /** @description Page size (1–200, default 50). */
                limit?: number;
                /** @description Cursor: the `next_cursor` of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your settlements, newest first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "stl_01HZZ0A1B2",
                     *           "object": "settlement",
                     *           "partner_id": "ptn_01HZY1B2C3",
                     *           "currency": "EUR",
                     *           "amount": 13.5,
                     *           "order_count": 3,
                     *           "order_ids": [
                     *             "ord_01HZY3K8V1",
                     *             "ord_01HZY3K8V2",
                     *             "ord_01HZY3K8V3"
                     *           ],
                     *           "created_at": "2026-11-22T18:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `list`.
                         * @enum {string}
                         */
                        object: "list";
                        /** @description This page of items. */
                        data: components["schemas"]["Settlement"][];
                        /** @description Whether there are more items after this page. */
                        has_more: boolean;
                        /** @description Pass as `starting_after` to get the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getScorecard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your scorecard. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "scorecard",
                     *       "partner_id": "ptn_01HZY3K8V1",
                     *       "jobs_accepted": 1284,
                     *       "median_time_to_accept_seconds": 42.5,
                     *       "accepts_measured": 1000,
                     *       "expiries_seen": 3,
                     *       "webhooks": {
                     *         "window_minutes": 60,
                     *         "attempts": 212,
                     *         "succeeded": 209,
                     *         "success_rate": 0.9858
                     *       },
                     *       "endpoints": {
                     *         "total": 2,
                     *         "enabled": 2,
                     *         "failing": 0,
                     *         "disabled": 0,
                     *         "health": "healthy",
                     *         "failing_since": null
                     *       },
                     *       "generated_at": "2026-01-02T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Scorecard"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many requests (or another problem of this status). `code`: `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/rate_limited",
                     *       "title": "Too many requests",
                     *       "status": 429,
                     *       "detail": "Too many requests.",
                     *       "code": "rate_limited",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createSandboxRider: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "zone": "old-town",
                 *       "capacity": 3,
                 *       "status": "online",
                 *       "name": "Ana Souza"
                 *     }
                 */
                "application/json": {
                    /** @description Where the rider works: one of the partner territories. */
                    zone: string;
                    /** @description Deliveries the rider can carry at once (0–50). */
                    capacity: number;
                    /**
                     * @description Starting availability (default `offline`).
                     * @enum {string}
                     */
                    status?: "online" | "offline" | "on-break";
                    /** @description The rider's name, as the dashboard shows it. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description A rider as lists show it: the Rider shape, the display name and the last known location. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "status": "online",
                     *       "zone": "old-town",
                     *       "capacity": 3,
                     *       "active_deliveries": 1,
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "name": "Ana Souza",
                     *       "location": {
                     *         "lat": 52.3702,
                     *         "lng": 4.8952,
                     *         "recorded_at": "2026-11-22T09:31:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RiderListItem"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Not found. `code`: `not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/not_found",
                     *       "title": "Not found",
                     *       "status": 404,
                     *       "detail": "Not found.",
                     *       "code": "not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value (or another problem of this status). `code`: `invalid_value`, `zone_not_in_territory`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value" | "zone_not_in_territory";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createSandboxOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description A new delivery job. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Zone label: letters, digits and `-_.:/ `, up to 64 characters. */
                    zone?: string;
                    /** @description Where the rider collects the food. */
                    pickup: {
                        /** @description Name of the food creator. */
                        creator: string;
                        /** @description Minutes until the food is ready. */
                        eta_mins: number;
                        /** @description Where the food is collected (optional): riders are suggested by their distance to it. */
                        location?: {
                            /** @description Latitude, WGS 84 degrees, -90 to 90. */
                            lat: number;
                            /** @description Longitude, WGS 84 degrees, -180 to 180. */
                            lng: number;
                        };
                    };
                    /** @description Where the food goes. */
                    dropoff: {
                        /** @description Delivery area label. */
                        area: string;
                        /** @description Where the food goes (optional). */
                        location?: {
                            /** @description Latitude, WGS 84 degrees, -90 to 90. */
                            lat: number;
                            /** @description Longitude, WGS 84 degrees, -180 to 180. */
                            lng: number;
                        };
                    };
                    /** @description An amount of money. */
                    payout_estimate: {
                        /** @description ISO 4217 currency code. */
                        currency: string;
                        /** @description In major units, e.g. 4.5. */
                        amount: number;
                    };
                    /**
                     * @description Let the order advance by itself: accepted (for one of your online sandbox riders with room), picked up and delivered, a step every 2 seconds.
                     * @default false
                     */
                    auto_advance?: boolean;
                };
            };
        };
        responses: {
            /** @description A delivery job, as retrieve, lists and `order.*` events show it. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Not found. `code`: `not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/not_found",
                     *       "title": "Not found",
                     *       "status": 404,
                     *       "detail": "Not found.",
                     *       "code": "not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value (or another problem of this status). `code`: `invalid_value`, `zone_not_in_territory`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value" | "zone_not_in_territory";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    pickUpSandboxOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A delivery job, as retrieve, lists and `order.*` events show it. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Not found (or another problem of this status). `code`: `not_found`, `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/not_found",
                     *       "title": "Not found",
                     *       "status": 404,
                     *       "detail": "Not found.",
                     *       "code": "not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "not_found" | "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `order_state_conflict`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "order_state_conflict";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    deliverSandboxOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A delivery job, as retrieve, lists and `order.*` events show it. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Not found (or another problem of this status). `code`: `not_found`, `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/not_found",
                     *       "title": "Not found",
                     *       "status": 404,
                     *       "detail": "Not found.",
                     *       "code": "not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "not_found" | "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `order_state_conflict`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "order_state_conflict";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelSandboxOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        /** @description Optional. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "restaurant closed"
                 *     }
                 */
                "application/json": {
                    /** @description Why it was cancelled (shown as `cancellation_reason`). */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description A delivery job, as retrieve, lists and `order.*` events show it. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Not found (or another problem of this status). `code`: `not_found`, `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/not_found",
                     *       "title": "Not found",
                     *       "status": 404,
                     *       "detail": "Not found.",
                     *       "code": "not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "not_found" | "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `order_state_conflict`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "order_state_conflict";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    settleSandbox: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Optional. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "currency": "EUR"
                 *     }
                 */
                "application/json": {
                    /** @description The currency to settle, if your unsettled orders span several. */
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description A payment of a partner's delivered orders. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stl_01HZZ0A1B2",
                     *       "object": "settlement",
                     *       "partner_id": "ptn_01HZY1B2C3",
                     *       "currency": "EUR",
                     *       "amount": 13.5,
                     *       "order_count": 3,
                     *       "order_ids": [
                     *         "ord_01HZY3K8V1",
                     *         "ord_01HZY3K8V2",
                     *         "ord_01HZY3K8V3"
                     *       ],
                     *       "created_at": "2026-11-22T18:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Settlement"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Not found. `code`: `not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/not_found",
                     *       "title": "Not found",
                     *       "status": 404,
                     *       "detail": "Not found.",
                     *       "code": "not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `nothing_to_settle`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "nothing_to_settle";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many idempotency keys (or another problem of this status). `code`: `idempotency_key_limit_reached`, `rate_limited`, `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/idempotency_key_limit_reached",
                     *       "title": "Too many idempotency keys",
                     *       "status": 429,
                     *       "detail": "Too many idempotency keys.",
                     *       "code": "idempotency_key_limit_reached",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "idempotency_key_limit_reached" | "rate_limited" | "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listPartners: {
        parameters: {
            query?: {
                /** @description Page size (1–200, default 50). */
                limit?: number;
                /** @description Cursor: the `next_cursor` of the previous page. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Partners, oldest first. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "ptn_01HZY1B2C3",
                     *           "object": "partner",
                     *           "name": "Swift Fleet",
                     *           "territories": [
                     *             "old-town",
                     *             "harbour"
                     *           ],
                     *           "created_at": "2026-11-01T08:00:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `list`.
                         * @enum {string}
                         */
                        object: "list";
                        /** @description This page of items. */
                        data: components["schemas"]["Partner"][];
                        /** @description Whether there are more items after this page. */
                        has_more: boolean;
                        /** @description Pass as `starting_after` to get the next page; null on the last page. */
                        next_cursor: string | null;
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createPartner: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Swift Fleet",
                 *       "territories": [
                 *         "old-town",
                 *         "harbour"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Display name. */
                    name: string;
                    /** @description Zones whose jobs the partner is offered. */
                    territories: string[];
                };
            };
        };
        responses: {
            /** @description The partner. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ptn_01HZY1B2C3",
                     *       "object": "partner",
                     *       "name": "Swift Fleet",
                     *       "territories": [
                     *         "old-town",
                     *         "harbour"
                     *       ],
                     *       "created_at": "2026-11-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Partner"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getPartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `ptn_`.
                 * @example ptn_01HZY3K8V1
                 */
                partner_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ptn_01HZY1B2C3",
                     *       "object": "partner",
                     *       "name": "Swift Fleet",
                     *       "territories": [
                     *         "old-town",
                     *         "harbour"
                     *       ],
                     *       "created_at": "2026-11-01T08:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Partner"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Partner not found. `code`: `partner_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/partner_not_found",
                     *       "title": "Partner not found",
                     *       "status": 404,
                     *       "detail": "Partner not found.",
                     *       "code": "partner_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "partner_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `ptn_`.
                 * @example ptn_01HZY3K8V1
                 */
                partner_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner's keys. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "id": "key_01HZY1D4E5",
                     *           "object": "api_key",
                     *           "partner_id": "ptn_01HZY1B2C3",
                     *           "key_prefix": "pdn_live_Xk3",
                     *           "created_at": "2026-11-01T08:00:05.000Z",
                     *           "revoked_at": null,
                     *           "mode": "live"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Always `list`.
                         * @enum {string}
                         */
                        object: "list";
                        /** @description Every key of the partner. */
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Partner not found. `code`: `partner_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/partner_not_found",
                     *       "title": "Partner not found",
                     *       "status": 404,
                     *       "detail": "Partner not found.",
                     *       "code": "partner_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "partner_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    issueApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ptn_`.
                 * @example ptn_01HZY3K8V1
                 */
                partner_id: string;
            };
            cookie?: never;
        };
        /** @description Optional: no body, or `{}`, issues a live key. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "mode": "test"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description `test` issues a sandbox key (`pdn_test_…`).
                     * @default live
                     * @enum {string}
                     */
                    mode?: "live" | "test";
                };
            };
        };
        responses: {
            /** @description The key, with its secret. */
            201: {
                headers: {
                    /** @description `no-store`: the body holds a secret; keep it out of every cache. */
                    "Cache-Control": "no-store";
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "key_01HZY1D4E5",
                     *       "object": "api_key",
                     *       "partner_id": "ptn_01HZY1B2C3",
                     *       "key_prefix": "pdn_live_Xk3",
                     *       "created_at": "2026-11-01T08:00:05.000Z",
                     *       "revoked_at": null,
                     *       "mode": "live",
                     *       "key": "pdn_live_Xk3q9Vb2Lr8Tn4Wm6Zp1Yc5"
                     *     }
                     */
                    "application/json": components["schemas"]["IssuedApiKey"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Partner not found. `code`: `partner_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/partner_not_found",
                     *       "title": "Partner not found",
                     *       "status": 404,
                     *       "detail": "Partner not found.",
                     *       "code": "partner_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "partner_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `key_`.
                 * @example key_01HZY3K8V1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, revoked. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "key_01HZY1D4E5",
                     *       "object": "api_key",
                     *       "partner_id": "ptn_01HZY1B2C3",
                     *       "key_prefix": "pdn_live_Xk3",
                     *       "created_at": "2026-11-01T08:00:05.000Z",
                     *       "revoked_at": null,
                     *       "mode": "live"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description API key not found. `code`: `api_key_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/api_key_not_found",
                     *       "title": "API key not found",
                     *       "status": 404,
                     *       "detail": "API key not found.",
                     *       "code": "api_key_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "api_key_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createRider: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "partner_id": "ptn_01HZY1B2C3",
                 *       "zone": "old-town",
                 *       "capacity": 3,
                 *       "status": "online",
                 *       "name": "Ana Souza"
                 *     }
                 */
                "application/json": {
                    /** @description The partner whose fleet the rider joins. */
                    partner_id: string;
                    /** @description Where the rider works: one of the partner territories. */
                    zone: string;
                    /** @description Deliveries the rider can carry at once (0–50). */
                    capacity: number;
                    /**
                     * @description Starting availability (default `offline`).
                     * @enum {string}
                     */
                    status?: "online" | "offline" | "on-break";
                    /** @description The rider's name, as the dashboard shows it. */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description The rider. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "status": "online",
                     *       "zone": "old-town",
                     *       "capacity": 3,
                     *       "active_deliveries": 1,
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "name": "Ana Souza",
                     *       "location": {
                     *         "lat": 52.3702,
                     *         "lng": 4.8952,
                     *         "recorded_at": "2026-11-22T09:31:05.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RiderListItem"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Partner not found. `code`: `partner_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/partner_not_found",
                     *       "title": "Partner not found",
                     *       "status": 404,
                     *       "detail": "Partner not found.",
                     *       "code": "partner_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "partner_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value (or another problem of this status). `code`: `invalid_value`, `zone_not_in_territory`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value" | "zone_not_in_territory";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description A new delivery job. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Zone label: letters, digits and `-_.:/ `, up to 64 characters. */
                    zone: string;
                    /** @description Where the rider collects the food. */
                    pickup: {
                        /** @description Name of the food creator. */
                        creator: string;
                        /** @description Minutes until the food is ready. */
                        eta_mins: number;
                        /** @description Where the food is collected (optional): riders are suggested by their distance to it. */
                        location?: {
                            /** @description Latitude, WGS 84 degrees, -90 to 90. */
                            lat: number;
                            /** @description Longitude, WGS 84 degrees, -180 to 180. */
                            lng: number;
                        };
                    };
                    /** @description Where the food goes. */
                    dropoff: {
                        /** @description Delivery area label. */
                        area: string;
                        /** @description Where the food goes (optional). */
                        location?: {
                            /** @description Latitude, WGS 84 degrees, -90 to 90. */
                            lat: number;
                            /** @description Longitude, WGS 84 degrees, -180 to 180. */
                            lng: number;
                        };
                    };
                    /** @description An amount of money. */
                    payout_estimate: {
                        /** @description ISO 4217 currency code. */
                        currency: string;
                        /** @description In major units, e.g. 4.5. */
                        amount: number;
                    };
                };
            };
        };
        responses: {
            /** @description The order, unassigned. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getAnyOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Order not found. `code`: `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/order_not_found",
                     *       "title": "Order not found",
                     *       "status": 404,
                     *       "detail": "Order not found.",
                     *       "code": "order_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    pickupOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order, picked up. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Order not found. `code`: `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/order_not_found",
                     *       "title": "Order not found",
                     *       "status": 404,
                     *       "detail": "Order not found.",
                     *       "code": "order_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `order_state_conflict`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "order_state_conflict";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    deliverOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order, delivered. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Order not found. `code`: `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/order_not_found",
                     *       "title": "Order not found",
                     *       "status": 404,
                     *       "detail": "Order not found.",
                     *       "code": "order_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `order_state_conflict`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "order_state_conflict";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Identifier; starts with `ord_`.
                 * @example ord_01HZY3K8V1
                 */
                order_id: string;
            };
            cookie?: never;
        };
        /** @description Optional: why it is cancelled. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "customer cancelled"
                 *     }
                 */
                "application/json": {
                    /** @description Why it is cancelled; shown as `cancellation_reason`. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The order, cancelled. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "order",
                     *       "order_id": "ord_01HZY3K8V1",
                     *       "status": "assigned",
                     *       "rider_id": "rdr_01HZY2QW7M",
                     *       "pickup": {
                     *         "creator": "Mama Kitchen",
                     *         "eta_mins": 12,
                     *         "location": {
                     *           "lat": 52.3731,
                     *           "lng": 4.8922
                     *         }
                     *       },
                     *       "dropoff": {
                     *         "area": "Riverside",
                     *         "location": null
                     *       },
                     *       "payout_estimate": {
                     *         "currency": "EUR",
                     *         "amount": 4.5
                     *       },
                     *       "zone": "old-town",
                     *       "cancellation_reason": null,
                     *       "created_at": "2026-11-22T09:30:00.000Z",
                     *       "updated_at": "2026-11-22T09:31:12.000Z",
                     *       "assigned_at": "2026-11-22T09:31:12.000Z",
                     *       "picked_up_at": null,
                     *       "delivered_at": null,
                     *       "cancelled_at": null,
                     *       "version": 2
                     *     }
                     */
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Order not found. `code`: `order_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/order_not_found",
                     *       "title": "Order not found",
                     *       "status": 404,
                     *       "detail": "Order not found.",
                     *       "code": "order_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "order_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `order_state_conflict`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "order_state_conflict";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    createSettlement: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key with the same body replays the first response for 24 hours (with `Idempotent-Replayed: true`); the same key with another body is a 409 `idempotency_key_reused`. 1–255 visible ASCII characters; a UUID is a good choice.
                 * @example 5f0e6c1a-3b7d-4e2a-9c8f-1d2e3f4a5b6c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "partner_id": "ptn_01HZY1B2C3"
                 *     }
                 */
                "application/json": {
                    /** @description The partner to pay. */
                    partner_id: string;
                    /** @description Which currency to settle, when the partner has orders in several. */
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description The settlement. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "stl_01HZZ0A1B2",
                     *       "object": "settlement",
                     *       "partner_id": "ptn_01HZY1B2C3",
                     *       "currency": "EUR",
                     *       "amount": 13.5,
                     *       "order_count": 3,
                     *       "order_ids": [
                     *         "ord_01HZY3K8V1",
                     *         "ord_01HZY3K8V2",
                     *         "ord_01HZY3K8V3"
                     *       ],
                     *       "created_at": "2026-11-22T18:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Settlement"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Partner not found. `code`: `partner_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/partner_not_found",
                     *       "title": "Partner not found",
                     *       "status": 404,
                     *       "detail": "Partner not found.",
                     *       "code": "partner_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "partner_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update (or another problem of this status). `code`: `concurrent_update`, `idempotency_key_in_progress`, `idempotency_key_reused`, `nothing_to_settle`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update" | "idempotency_key_in_progress" | "idempotency_key_reused" | "nothing_to_settle";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Payload too large. `code`: `payload_too_large`. */
            413: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/payload_too_large",
                     *       "title": "Payload too large",
                     *       "status": 413,
                     *       "detail": "Payload too large.",
                     *       "code": "payload_too_large",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "payload_too_large";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported media type. `code`: `unsupported_media_type`. */
            415: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unsupported_media_type",
                     *       "title": "Unsupported media type",
                     *       "status": 415,
                     *       "detail": "Unsupported media type.",
                     *       "code": "unsupported_media_type",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unsupported_media_type";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    getPartnerScorecard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier; starts with `ptn_`.
                 * @example ptn_01HZY3K8V1
                 */
                partner_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner's scorecard. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "scorecard",
                     *       "partner_id": "ptn_01HZY3K8V1",
                     *       "jobs_accepted": 1284,
                     *       "median_time_to_accept_seconds": 42.5,
                     *       "accepts_measured": 1000,
                     *       "expiries_seen": 3,
                     *       "webhooks": {
                     *         "window_minutes": 60,
                     *         "attempts": 212,
                     *         "succeeded": 209,
                     *         "success_rate": 0.9858
                     *       },
                     *       "endpoints": {
                     *         "total": 2,
                     *         "enabled": 2,
                     *         "failing": 0,
                     *         "disabled": 0,
                     *         "health": "healthy",
                     *         "failing_since": null
                     *       },
                     *       "generated_at": "2026-01-02T10:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Scorecard"];
                };
            };
            /** @description Invalid request. `code`: `invalid_request`. */
            400: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_request",
                     *       "title": "Invalid request",
                     *       "status": 400,
                     *       "detail": "Invalid request.",
                     *       "code": "invalid_request",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_request";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized. `code`: `unauthorized`. */
            401: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/unauthorized",
                     *       "title": "Unauthorized",
                     *       "status": 401,
                     *       "detail": "Unauthorized.",
                     *       "code": "unauthorized",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "unauthorized";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Partner not found. `code`: `partner_not_found`. */
            404: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/partner_not_found",
                     *       "title": "Partner not found",
                     *       "status": 404,
                     *       "detail": "Partner not found.",
                     *       "code": "partner_not_found",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "partner_not_found";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Concurrent update. `code`: `concurrent_update`. */
            409: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/concurrent_update",
                     *       "title": "Concurrent update",
                     *       "status": 409,
                     *       "detail": "Concurrent update.",
                     *       "code": "concurrent_update",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "concurrent_update";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Invalid value. `code`: `invalid_value`. */
            422: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/invalid_value",
                     *       "title": "Invalid value",
                     *       "status": 422,
                     *       "detail": "Invalid value.",
                     *       "code": "invalid_value",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "invalid_value";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Too many failed authentications. `code`: `too_many_failed_authentications`. */
            429: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/too_many_failed_authentications",
                     *       "title": "Too many failed authentications",
                     *       "status": 429,
                     *       "detail": "Too many failed authentications.",
                     *       "code": "too_many_failed_authentications",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "too_many_failed_authentications";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Internal server error. `code`: `internal_error`. */
            500: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/internal_error",
                     *       "title": "Internal server error",
                     *       "status": 500,
                     *       "detail": "Internal server error.",
                     *       "code": "internal_error",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "internal_error";
                    } & components["schemas"]["Problem"];
                };
            };
            /** @description Store unavailable. `code`: `store_unavailable`. */
            503: {
                headers: {
                    "x-request-id": components["headers"]["XRequestId"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "/problems/store_unavailable",
                     *       "title": "Store unavailable",
                     *       "status": 503,
                     *       "detail": "Store unavailable.",
                     *       "code": "store_unavailable",
                     *       "request_id": "req_7f3a9c2b1d4e"
                     *     }
                     */
                    "application/problem+json": {
                        /**
                         * @description One of the codes this operation answers with this status.
                         * @enum {string}
                         */
                        code?: "store_unavailable";
                    } & components["schemas"]["Problem"];
                };
            };
        };
    };
    onOrderCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`), the same on every retry: dedupe on it.
                 * @example evt_01HZY5P6Q7
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; refuse old ones.
                 * @example 1763803872
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signatures, one per live secret (two for 24 h after a rotation). Verify with any Standard Webhooks library and your endpoint secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.created` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreatedEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx does). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: we disable the endpoint and stop sending to it. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderAssignedEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`), the same on every retry: dedupe on it.
                 * @example evt_01HZY5P6Q7
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; refuse old ones.
                 * @example 1763803872
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signatures, one per live secret (two for 24 h after a rotation). Verify with any Standard Webhooks library and your endpoint secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.assigned` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderAssignedEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx does). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: we disable the endpoint and stop sending to it. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderPickedUpEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`), the same on every retry: dedupe on it.
                 * @example evt_01HZY5P6Q7
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; refuse old ones.
                 * @example 1763803872
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signatures, one per live secret (two for 24 h after a rotation). Verify with any Standard Webhooks library and your endpoint secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.picked_up` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPickedUpEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx does). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: we disable the endpoint and stop sending to it. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderDeliveredEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`), the same on every retry: dedupe on it.
                 * @example evt_01HZY5P6Q7
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; refuse old ones.
                 * @example 1763803872
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signatures, one per live secret (two for 24 h after a rotation). Verify with any Standard Webhooks library and your endpoint secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.delivered` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDeliveredEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx does). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: we disable the endpoint and stop sending to it. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderCancelledEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`), the same on every retry: dedupe on it.
                 * @example evt_01HZY5P6Q7
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; refuse old ones.
                 * @example 1763803872
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signatures, one per live secret (two for 24 h after a rotation). Verify with any Standard Webhooks library and your endpoint secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `order.cancelled` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCancelledEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx does). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: we disable the endpoint and stop sending to it. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onSettlementPaidEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`), the same on every retry: dedupe on it.
                 * @example evt_01HZY5P6Q7
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; refuse old ones.
                 * @example 1763803872
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signatures, one per live secret (two for 24 h after a rotation). Verify with any Standard Webhooks library and your endpoint secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `settlement.paid` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementPaidEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx does). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: we disable the endpoint and stop sending to it. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookEndpointDisabledEvent: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event id (`evt_…`), the same on every retry: dedupe on it.
                 * @example evt_01HZY5P6Q7
                 */
                "webhook-id": string;
                /**
                 * @description Unix seconds when this attempt was signed; refuse old ones.
                 * @example 1763803872
                 */
                "webhook-timestamp": string;
                /**
                 * @description Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signatures, one per live secret (two for 24 h after a rotation). Verify with any Standard Webhooks library and your endpoint secret.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The `webhook_endpoint.disabled` event. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointDisabledEvent"];
            };
        };
        responses: {
            /** @description Acknowledged (any 2xx does). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: we disable the endpoint and stop sending to it. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
