import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ADMIN_KEY, createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../../test/harness.js';
import { Receiver } from '../../../test/receiver.js';
import { PdnError, createClient, verifyWebhook, type AcceptedOrder, type AdminKey, type AuditEntry, type CreatedAdminOrder, type DeliveryProof, type DispatchPolicy, type ErrorCode, type Order, type PdnClient, type RiderLocation, type RiderSuggestion, type WebhookEvent } from '../src/index.js';

describeStores('TypeScript client', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  let client: PdnClient;
  beforeAll(async () => {
    service = await startService(kind, { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    partner = await createPartner(service);
    client = createClient({ baseUrl: service.url, apiKey: partner.key });
  });
  afterAll(() => service.close());

  it('calls typed operations and returns their bodies', async () => {
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0] });
    const accepted = await client.post('/v1/orders/{order_id}/accept', { params: { path: { order_id: order.order_id } }, body: { rider_id: rider.rider_id } });
    expect(accepted).toMatchObject({ order_id: order.order_id, status: 'assigned', rider_id: rider.rider_id });
    expectTypeOf(accepted).toEqualTypeOf<AcceptedOrder>();
    expectTypeOf(accepted.status).toEqualTypeOf<'assigned'>();
    const fetched = await client.get('/v1/orders/{order_id}', { params: { path: { order_id: order.order_id } } });
    expectTypeOf(fetched).toEqualTypeOf<Order>();
    expect(fetched.zone).toBe(partner.territories[0]);
    const updated = await client.patch('/v1/riders/{rider_id}/status', { params: { path: { rider_id: rider.rider_id } }, body: { status: 'on-break' } });
    expect(updated.status).toBe('on-break');
    const fleet = await client.get('/v1/fleet/availability');
    expect(fleet.totals.riders['on-break']).toBe(1);
  });

  it('calls the network’s admin routes with the admin key: orders by filter, its webhook endpoints and events, typed', async () => {
    const admin = createClient({ baseUrl: service.url, apiKey: ADMIN_KEY });
    const created = await admin.post('/v1/admin/orders', {
      body: { zone: partner.territories[0], pickup: { creator: 'Mama Kitchen', eta_mins: 5 }, dropoff: { area: 'Riverside' }, payout_estimate: { currency: 'EUR', amount: 4 }, reference: 'CLIENT-1' },
    });
    expectTypeOf(created).toEqualTypeOf<CreatedAdminOrder>();
    expect(created.warnings).toEqual([]);
    const listed = await admin.get('/v1/admin/orders', { params: { query: { reference: 'CLIENT-1', status: ['unassigned'], unassigned_for: '0s' } } });
    expect(listed.data.map((o) => [o.order_id, o.partner_id, o.reference])).toEqual([[created.order_id, null, 'CLIENT-1']]);
    const endpoint = await admin.post('/v1/admin/webhook_endpoints', { body: { url: 'http://127.0.0.1:9/network', enabled_events: ['*'] } });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const events = await admin.get('/v1/admin/events', { params: { query: { order_id: created.order_id } } });
    expect(events.data.map((e) => e.type)).toEqual(['order.created']);
    await admin.delete('/v1/admin/webhook_endpoints/{id}', { params: { path: { id: endpoint.id } } });
    await expect(admin.get('/v1/admin/orders', { params: { query: { unassigned_for: 'soon' } } })).rejects.toMatchObject({ status: 422, code: 'invalid_value' });
  });

  it('manages named admin keys and reads the audit log, typed; a role refusal is a typed 403', async () => {
    const owner = createClient({ baseUrl: service.url, apiKey: ADMIN_KEY });
    const issued = await owner.post('/v1/admin/admin_keys', { body: { name: 'client viewer', role: 'viewer' } });
    const viewer = createClient({ baseUrl: service.url, apiKey: issued.key });
    const keys = await viewer.get('/v1/admin/admin_keys');
    expectTypeOf(keys.data).toEqualTypeOf<AdminKey[]>();
    expect(keys.data.map((k) => k.id)).toContain(issued.id);
    await expect(viewer.post('/v1/admin/admin_keys', { body: { name: 'x', role: 'owner' } })).rejects.toMatchObject({ status: 403, code: 'role_forbidden' });
    await owner.delete('/v1/admin/admin_keys/{id}', { params: { path: { id: issued.id } } });
    const log = await owner.get('/v1/admin/audit_log', { params: { query: { target: issued.id } } });
    expectTypeOf(log.data).toEqualTypeOf<AuditEntry[]>();
    expect(log.data.map((e) => e.action)).toEqual(['admin_key.revoke', 'admin_key.create']);
  });

  it('sends a rider location (PUT) and reads rider suggestions, typed', async () => {
    const rider = await createRider(service, partner);
    const located = await client.put('/v1/riders/{rider_id}/location', { params: { path: { rider_id: rider.rider_id } }, body: { lat: 52.37, lng: 4.89 } });
    expectTypeOf(located).toEqualTypeOf<RiderLocation>();
    expect(located).toMatchObject({ rider_id: rider.rider_id, lat: 52.37, lng: 4.89 });
    const order = await createOrder(service, { zone: partner.territories[0] });
    const suggestions = await client.get('/v1/orders/{order_id}/rider_suggestions', { params: { path: { order_id: order.order_id }, query: { limit: 50 } } });
    expectTypeOf(suggestions.data).toEqualTypeOf<RiderSuggestion[]>();
    expect(suggestions.data.map((s) => s.rider_id)).toContain(rider.rider_id);
  });

  it('reads and sets the dispatch policy, typed; an auto-dispatched order.assigned says assigned_by', async () => {
    const own = await createPartner(service);
    const api = createClient({ baseUrl: service.url, apiKey: own.key });
    const initial = await api.get('/v1/dispatch_policy');
    expectTypeOf(initial).toEqualTypeOf<DispatchPolicy>();
    expect(initial).toMatchObject({ mode: 'manual', zones: own.territories, updated_at: null });
    const set = await api.put('/v1/dispatch_policy', { body: { mode: 'auto', max_distance_m: 3000 } });
    expectTypeOf(set.mode).toEqualTypeOf<'manual' | 'auto'>();
    expect(set).toMatchObject({ object: 'dispatch_policy', mode: 'auto', max_distance_m: 3000 });
    await expect(api.put('/v1/dispatch_policy', { body: { mode: 'auto', zones: ['nowhere'] } })).rejects.toMatchObject({ status: 422, code: 'zone_not_in_territory' });
    type Assigned = Extract<WebhookEvent, { type: 'order.assigned' }>['data']['assigned_by'];
    expectTypeOf<Assigned>().toEqualTypeOf<'auto' | 'partner' | 'network'>();
  });

  it('reports pickup and delivery with proof; the webhook events say who reported them, typed', async () => {
    const receiver = await Receiver.start();
    try {
      const endpoint = await client.post('/v1/webhook_endpoints', { body: { url: `${receiver.url}/moves`, enabled_events: ['order.picked_up', 'order.delivered'] } });
      const rider = await createRider(service, partner);
      const order = await createOrder(service, { zone: partner.territories[0] });
      const path = { order_id: order.order_id };
      await client.post('/v1/orders/{order_id}/accept', { params: { path }, body: { rider_id: rider.rider_id } });
      const picked = await client.post('/v1/orders/{order_id}/pickup', { params: { path } });
      expectTypeOf(picked).toEqualTypeOf<Order>();
      expect(picked.status).toBe('picked_up');
      const proof: DeliveryProof = { location: { lat: 48.8566, lng: 2.3522 }, recipient_name: 'Concierge' };
      const delivered = await client.post('/v1/orders/{order_id}/deliver', { params: { path }, body: { proof } });
      expect(delivered.status).toBe('delivered');

      const requests = await receiver.waitForAnswered(2, '/moves');
      const events = requests.map((r) => verifyWebhook(r.body, r.headers, endpoint.secret));
      const byType = Object.fromEntries(events.map((e) => [e.type, e]));
      const pickedUp = byType['order.picked_up'];
      const deliveredEvent = byType['order.delivered'];
      if (pickedUp?.type !== 'order.picked_up' || deliveredEvent?.type !== 'order.delivered') throw new Error(`unexpected events: ${JSON.stringify(events)}`);
      expectTypeOf(pickedUp.data.reported_by).toEqualTypeOf<'partner' | 'network'>();
      expectTypeOf(deliveredEvent.data.proof).toEqualTypeOf<DeliveryProof | null>();
      expect(pickedUp.data.reported_by).toBe('partner');
      expect(deliveredEvent.data).toMatchObject({ order_id: order.order_id, reported_by: 'partner', proof });

      // A bad proof is a typed 422.
      const other = await createOrder(service, { zone: partner.territories[0] });
      await client.post('/v1/orders/{order_id}/accept', { params: { path: { order_id: other.order_id } }, body: { rider_id: rider.rider_id } });
      await client.post('/v1/orders/{order_id}/pickup', { params: { path: { order_id: other.order_id } } });
      const error = await client
        .post('/v1/orders/{order_id}/deliver', { params: { path: { order_id: other.order_id } }, body: { proof: { photo_sha256: 'not-a-hash' } } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PdnError);
      expect((error as PdnError).code).toBe('invalid_value');
    } finally {
      await receiver.close();
    }
  });

  it('throws typed problems carrying the code', async () => {
    const error = await client.get('/v1/orders/{order_id}', { params: { path: { order_id: 'ord_missing' } } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdnError);
    const problem = error as PdnError;
    expect(problem).toMatchObject({ status: 404, code: 'order_not_found' });
    expect(problem.requestId).toBe(problem.problem.request_id);
    expectTypeOf(problem.code).toEqualTypeOf<ErrorCode>();
  });

  it('iterates a list across pages', async () => {
    const zone = partner.territories[0];
    const created = [];
    for (let i = 0; i < 5; i++) created.push((await createOrder(service, { zone })).order_id);
    const seen: string[] = [];
    for await (const order of client.list('/v1/orders/available', { params: { query: { limit: 2, zone } } })) {
      expectTypeOf(order).toEqualTypeOf<Order>();
      seen.push(order.order_id);
    }
    expect(seen).toEqual(expect.arrayContaining(created));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('verifies a delivered webhook and returns the typed event', async () => {
    const receiver = await Receiver.start();
    try {
      const endpoint = await client.post('/v1/webhook_endpoints', { body: { url: `${receiver.url}/hook`, enabled_events: ['order.created'], rate_limit: 10 } });
      expectTypeOf(endpoint.rate_limit).toEqualTypeOf<number | null>();
      expect(endpoint.rate_limit).toBe(10);
      const updated = await client.patch('/v1/webhook_endpoints/{id}', { params: { path: { id: endpoint.id } }, body: { rate_limit: null } });
      expect(updated.rate_limit).toBeNull();
      await createOrder(service, { zone: partner.territories[0] });
      const [request] = await receiver.waitForAnswered(1, '/hook');
      const event = verifyWebhook(request.body, request.headers, endpoint.secret);
      expect(event.type).toBe('order.created');
      if (event.type === 'order.created') expectTypeOf(event.data).toMatchTypeOf<Order>();
      if (event.type === 'order.delivered') expectTypeOf(event.data.payout.amount).toEqualTypeOf<number>();
      expectTypeOf<WebhookEvent['type']>().toEqualTypeOf<
        'order.created' | 'order.assigned' | 'order.picked_up' | 'order.delivered' | 'order.cancelled' | 'order.released' | 'order.escalated' | 'order.expired' | 'order.late' | 'order.offered' | 'settlement.paid' | 'webhook_endpoint.disabled' | 'zone.pressure_changed'
      >();
      expect(() => verifyWebhook(request.body.replace('order.created', 'order.cancelled'), request.headers as Record<string, string>, endpoint.secret)).toThrow();
      expect(() => verifyWebhook(request.body, request.headers as Record<string, string>, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toThrow();
    } finally {
      await receiver.close();
    }
  });
});

// Retries against a real HTTP server on loopback that answers as scripted, then passes through to the API.
describe('TypeScript client retries', () => {
  let service: TestService;
  let proxy: http.Server;
  let proxyUrl: string;
  const seen: Array<{ method: string; url: string; key: string | undefined }> = [];
  let refusals: Array<{ status: number; retryAfter?: string }> = [];

  beforeAll(async () => {
    service = await startService('sqlite');
    proxy = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => void (async () => {
        seen.push({ method: req.method!, url: req.url!, key: req.headers['idempotency-key'] as string | undefined });
        const refusal = refusals.shift();
        if (refusal) {
          res.writeHead(refusal.status, { 'content-type': 'application/problem+json', ...(refusal.retryAfter ? { 'retry-after': refusal.retryAfter } : {}) });
          res.end(JSON.stringify({ type: '/problems/rate_limited', title: 'Too many requests', status: refusal.status, detail: 'slow down', code: 'rate_limited', request_id: 'req_proxy' }));
          return;
        }
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers[k] = v;
        const upstream = await fetch(service.url + req.url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
        res.writeHead(upstream.status, Object.fromEntries(upstream.headers));
        res.end(Buffer.from(await upstream.arrayBuffer()));
      })());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await service.close();
  });

  it('retries a POST on 429 and 503 with one Idempotency-Key, honouring Retry-After, and accepts once', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0] });
    const waits: number[] = [];
    const client = createClient({ baseUrl: proxyUrl, apiKey: partner.key, backoffMs: (n) => (waits.push(n), 1) });
    seen.length = 0;
    refusals = [{ status: 429, retryAfter: '0' }, { status: 503 }];
    const accepted = await client.post('/v1/orders/{order_id}/accept', { params: { path: { order_id: order.order_id } }, body: { rider_id: rider.rider_id } });
    expect(accepted.status).toBe('assigned');
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.key)).size).toBe(1);
    expect(seen[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(waits).toEqual([1]); // the 429 said Retry-After: 0; only the 503 used the backoff
    const events = (await partner.api.get('/v1/events?type=order.assigned')).body.data;
    expect(events).toHaveLength(1);
  });

  it('gives up after maxRetries and surfaces the problem', async () => {
    const partner = await createPartner(service);
    const client = createClient({ baseUrl: proxyUrl, apiKey: partner.key, maxRetries: 1, backoffMs: () => 1 });
    refusals = [{ status: 429, retryAfter: '0' }, { status: 429, retryAfter: '0' }, { status: 429, retryAfter: '0' }];
    const error = await client.get('/v1/riders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdnError);
    expect((error as PdnError).code).toBe('rate_limited');
    expect(refusals).toHaveLength(1);
    refusals = [];
  });
});
