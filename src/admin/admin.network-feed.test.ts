// The network's event feed: its own webhook endpoints (under /v1/admin), one event per change
// of every live order and settlement of every partner, on the same delivery core as partners'
// endpoints; never sandbox activity; and the network's events list.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, createRider, describeStores, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { storeSnapshot } from '../../test/invariants.js';
import { Receiver, registerEndpoint, verified, type Received } from '../../test/receiver.js';

const orderBody = (zone: string, reference?: string) => ({
  zone,
  pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
  dropoff: { area: 'Riverside' },
  payout_estimate: { currency: 'EUR', amount: 4.5 },
  ...(reference === undefined ? {} : { reference }),
});

describeStores('the network feed', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  let a: TestPartner;
  let b: TestPartner;
  beforeAll(async () => {
    receiver = await Receiver.start();
    service = await startService(kind, { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s,100ms,100ms,100ms' } });
    a = await createPartner(service);
    b = await createPartner(service);
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  it('manages the network’s endpoints with the partner routes’ rules; neither side sees the other’s', async () => {
    const created = await service.admin.post('/v1/admin/webhook_endpoints', { url: `${receiver.url}/crud`, enabled_events: ['order.created'], rate_limit: 5 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: 'webhook_endpoint', enabled_events: ['order.created'], rate_limit: 5, ordered: true, status: 'enabled' });
    expect(created.body.secret).toMatch(/^whsec_/);
    const id = created.body.id;

    expect((await service.admin.get('/v1/admin/webhook_endpoints')).body.data.map((e: { id: string }) => e.id)).toContain(id);
    expect((await service.admin.get(`/v1/admin/webhook_endpoints/${id}`)).body.secret).toBeUndefined();
    const patched = await service.admin.patch(`/v1/admin/webhook_endpoints/${id}`, { enabled_events: ['*'], description: 'ops feed' });
    expect(patched.body).toMatchObject({ enabled_events: ['*'], description: 'ops feed' });
    const rotated = await service.admin.post(`/v1/admin/webhook_endpoints/${id}/rotate_secret`);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect((await service.admin.post(`/v1/admin/webhook_endpoints/${id}/recover`, { since: '2026-01-01T00:00:00Z' })).status).toBe(202);

    // Same validation as a partner's: bad bodies are 400/422 and change nothing.
    const before = await storeSnapshot(service.store);
    expect((await service.admin.post('/v1/admin/webhook_endpoints', { url: 'ftp://example.com/x', enabled_events: ['*'] })).status).toBeGreaterThanOrEqual(400);
    expect((await service.admin.post('/v1/admin/webhook_endpoints', { url: `${receiver.url}/x`, enabled_events: ['order.teleported'] })).status).toBe(422);
    expect((await service.admin.patch(`/v1/admin/webhook_endpoints/${id}`, { rate_limit: 0 })).status).toBe(422);
    expect(await storeSnapshot(service.store)).toEqual(before);

    // A partner key cannot call the network's routes, nor see its endpoints through its own.
    for (const [method, path] of [
      ['GET', '/v1/admin/webhook_endpoints'],
      ['POST', '/v1/admin/webhook_endpoints'],
      ['GET', `/v1/admin/webhook_endpoints/${id}`],
      ['DELETE', `/v1/admin/webhook_endpoints/${id}`],
      ['GET', '/v1/admin/events'],
      ['GET', '/v1/admin/orders'],
    ] as const) {
      const res = await a.api.request(method, path, method === 'POST' ? { body: { url: `${receiver.url}/x`, enabled_events: ['*'] } } : {});
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await a.api.get(`/v1/webhook_endpoints/${id}`)).status).toBe(404);
    expect((await a.api.delete(`/v1/webhook_endpoints/${id}`)).status).toBe(404);
    expect((await a.api.get('/v1/webhook_endpoints')).body.data).toEqual([]);
    const partners = (await service.admin.get('/v1/admin/partners?limit=200')).body.data.map((p: { id: string }) => p.id);
    expect(partners).not.toContain('network');
    // And the network does not reach a partner's endpoint through its routes.
    const partnerEndpoint = await registerEndpoint(b, `${receiver.url}/b-crud`, ['settlement.paid']);
    expect((await service.admin.get(`/v1/admin/webhook_endpoints/${partnerEndpoint.id}`)).status).toBe(404);
    expect((await b.api.delete(`/v1/webhook_endpoints/${partnerEndpoint.id}`)).status).toBe(200);

    expect((await service.admin.delete(`/v1/admin/webhook_endpoints/${id}`)).body).toEqual({ id, object: 'webhook_endpoint', deleted: true });
    expect((await service.admin.get(`/v1/admin/webhook_endpoints/${id}`)).status).toBe(404);
  });

  it('receives every change of every partner’s live orders and settlements once, in order per order, verified; sandbox activity never', async () => {
    const endpoint = (await service.admin.post('/v1/admin/webhook_endpoints', { url: `${receiver.url}/network`, enabled_events: ['*'] })).body;
    const partnerEndpoint = await registerEndpoint(a, `${receiver.url}/partner-a`);
    const riderA = await createRider(service, a, { capacity: 5 });
    const riderA2 = await createRider(service, a, { capacity: 5 });
    const riderB = await createRider(service, b, { capacity: 5 });

    // Sandbox activity first: a whole sandbox lifecycle and settlement, which must never reach the network.
    const test = await sandboxOf(service, a);
    const sandboxRider = (await test.api.post('/v1/test_helpers/riders', { zone: a.territories[0], capacity: 1, status: 'online' })).body;
    const sandboxOrder = (await test.api.post('/v1/test_helpers/orders', orderBody(a.territories[0], 'SBX-1'))).body;
    expect((await test.api.post(`/v1/orders/${sandboxOrder.order_id}/accept`, { rider_id: sandboxRider.rider_id })).status).toBe(200);
    expect((await test.api.post(`/v1/test_helpers/orders/${sandboxOrder.order_id}/pickup`)).status).toBe(200);
    expect((await test.api.post(`/v1/test_helpers/orders/${sandboxOrder.order_id}/deliver`)).status).toBe(200);
    expect((await test.api.post('/v1/test_helpers/settlements')).status).toBe(201);

    // Live: one order through its whole life with a reassign, one cancelled unassigned, one cancelled while B holds it,
    // and one in a zone nobody covers (only the network hears of it).
    const one = (await service.admin.post('/v1/admin/orders', orderBody(a.territories[0], 'NET-1'))).body;
    const two = (await service.admin.post('/v1/admin/orders', orderBody(a.territories[0]))).body;
    const three = (await service.admin.post('/v1/admin/orders', orderBody(b.territories[0], 'NET-3'))).body;
    const four = (await service.admin.post('/v1/admin/orders', orderBody('nobody-covers-this', 'NET-4'))).body;
    expect(one).toMatchObject({ reference: 'NET-1', partner_id: null });
    await Promise.all([
      (async () => {
        expect((await a.api.post(`/v1/orders/${one.order_id}/accept`, { rider_id: riderA.rider_id })).status).toBe(200);
        expect((await a.api.post(`/v1/orders/${one.order_id}/reassign`, { rider_id: riderA2.rider_id, reason: 'flat tyre' })).status).toBe(200);
        expect((await a.api.post(`/v1/orders/${one.order_id}/pickup`)).status).toBe(200);
        expect((await service.admin.post(`/v1/admin/orders/${one.order_id}/deliver`)).status).toBe(200);
      })(),
      service.admin.post(`/v1/admin/orders/${two.order_id}/cancel`, { reason: 'customer cancelled' }),
      (async () => {
        expect((await b.api.post(`/v1/orders/${three.order_id}/accept`, { rider_id: riderB.rider_id })).status).toBe(200);
        expect((await service.admin.post(`/v1/admin/orders/${three.order_id}/cancel`, {})).status).toBe(200);
      })(),
    ]);
    const settlement = (await service.admin.post('/v1/admin/settlements', { partner_id: a.id })).body;

    const expected = [
      ...['order.created@1', 'order.assigned@2', 'order.assigned@3', 'order.picked_up@4', 'order.delivered@5'].map((e) => `${one.order_id} ${e}`),
      ...['order.created@1', 'order.cancelled@2'].map((e) => `${two.order_id} ${e}`),
      ...['order.created@1', 'order.assigned@2', 'order.cancelled@3'].map((e) => `${three.order_id} ${e}`),
      `${four.order_id} order.created@1`,
      `${settlement.id} settlement.paid`,
    ];
    await receiver.waitFor((requests) => requests.filter((r) => r.path === '/network' && r.status === 200).length >= expected.length);

    // Every request verifies with the endpoint's secret (a Standard Webhooks library), once per change.
    const received = receiver.to('/network').map((r: Received) => verified(endpoint.secret, r));
    const ids = receiver.to('/network').map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(ids.length);
    const label = (e: any) => (e.type === 'settlement.paid' ? `${e.data.id} ${e.type}` : `${e.data.order_id} ${e.type}@${e.data.version}`);
    expect(received.map(label).sort()).toEqual([...expected].sort());
    // In order per order: each order's versions arrive rising.
    for (const order of [one, two, three]) {
      const versions = received.filter((e) => e.data.order_id === order.order_id).map((e) => e.data.version);
      expect(versions).toEqual([...versions].sort((x, y) => x - y));
    }
    // The network's data is the admin view: partner_id kept through pickup, delivery and cancel; reference.
    const byLabel = new Map(received.map((e) => [label(e), e.data]));
    expect(byLabel.get(`${one.order_id} order.created@1`)).toMatchObject({ partner_id: null, reference: 'NET-1' });
    expect(byLabel.get(`${one.order_id} order.assigned@3`)).toMatchObject({ partner_id: a.id, previous_rider_id: riderA.rider_id, reassignment_reason: 'flat tyre' });
    expect(byLabel.get(`${one.order_id} order.delivered@5`)).toMatchObject({ partner_id: a.id, reference: 'NET-1', reported_by: 'network', payout: { currency: 'EUR', amount: 4.5 } });
    expect(byLabel.get(`${three.order_id} order.cancelled@3`)).toMatchObject({ partner_id: b.id, reference: 'NET-3' });
    expect(byLabel.get(`${two.order_id} order.cancelled@2`)).toMatchObject({ partner_id: null, reference: null });
    expect(byLabel.get(`${settlement.id} settlement.paid`)).toMatchObject({ partner_id: a.id, order_count: 1 });

    // The partner's own endpoint still gets the partner's view: no reference, no partner_id.
    const partnerEvents = receiver.to('/partner-a').map((r) => verified(partnerEndpoint.secret, r));
    expect(partnerEvents.length).toBeGreaterThan(0);
    for (const event of partnerEvents) expect(event.data.reference).toBeUndefined();

    // Nothing of the sandbox reached the network: not its endpoint, not its events.
    const sandboxIds = [sandboxOrder.order_id];
    expect(received.filter((e) => sandboxIds.includes(e.data.order_id) || e.data.reference === 'SBX-1')).toEqual([]);
    const listed = (await service.admin.get('/v1/admin/events?limit=200')).body.data;
    expect(listed.filter((e: any) => e.data.order_id === sandboxOrder.order_id)).toEqual([]);
    // Exactly one network event per change: the list holds the same events as were delivered.
    expect(listed.map((e: any) => e.id).sort()).toEqual([...ids].sort());
    const deliveries = await service.store.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpoint.id).execute();
    expect(deliveries).toHaveLength(expected.length);
  });

  it('lists the network’s events by type, order and partner, in cursor pages', async () => {
    const rider = await createRider(service, b, { capacity: 5 });
    const order = (await service.admin.post('/v1/admin/orders', orderBody(b.territories[0], 'EV-1'))).body;
    expect((await b.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`)).status).toBe(200);

    const ofOrder = (await service.admin.get(`/v1/admin/events?order_id=${order.order_id}`)).body.data;
    expect(ofOrder.map((e: any) => `${e.type}@${e.data.version}`)).toEqual(['order.picked_up@3', 'order.assigned@2', 'order.created@1']);
    expect(ofOrder.every((e: any) => e.object === 'event' && e.data.reference === 'EV-1')).toBe(true);
    const assigned = (await service.admin.get(`/v1/admin/events?order_id=${order.order_id}&type=order.assigned`)).body.data;
    expect(assigned.map((e: any) => e.data.partner_id)).toEqual([b.id]);
    // About a partner: the changes while it held the order (created was before it took it).
    const ofB = (await service.admin.get(`/v1/admin/events?partner_id=${b.id}&limit=200`)).body.data;
    expect(ofB.filter((e: any) => e.data.order_id === order.order_id).map((e: any) => e.type)).toEqual(['order.picked_up', 'order.assigned']);
    expect(ofB.every((e: any) => e.data.partner_id === b.id)).toBe(true);

    // Cursor pages: two at a time, newest first, the same events as one page.
    const all = (await service.admin.get(`/v1/admin/events?order_id=${order.order_id}`)).body.data.map((e: any) => e.id);
    const first = (await service.admin.get(`/v1/admin/events?order_id=${order.order_id}&limit=2`)).body;
    expect(first.has_more).toBe(true);
    const second = (await service.admin.get(`/v1/admin/events?order_id=${order.order_id}&limit=2&starting_after=${first.next_cursor}`)).body;
    expect([...first.data, ...second.data].map((e: any) => e.id)).toEqual(all);

    for (const bad of ['type=order.teleported', 'order_id=nope', 'partner_id=ord_123', 'limit=0']) {
      const res = await service.admin.get(`/v1/admin/events?${bad}`);
      expect([400, 422], bad).toContain(res.status);
      expect(res.body.code).toMatch(/^invalid_/);
    }
  });
});
