// Per-order ordering on ordered endpoints (the default): an order's events go out one at a
// time, in the order they happened; other orders are never held back; an event that fails
// for good releases the next; unordered endpoints send each event as soon as it is due.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { eventually, Receiver, registerEndpoint, type Received } from '../../test/receiver.js';

const parsed = (r: Received) => JSON.parse(r.body) as { id: string; type: string; data: { order_id: string; version: number } };
/** What one order's endpoint received, as `type@version → status`, in arrival order. */
const historyOf = (requests: Received[], path: string, orderId: string) =>
  requests.filter((r) => r.path === path && parsed(r).data.order_id === orderId).map((r) => `${parsed(r).type}@${parsed(r).data.version}→${r.status ?? 'open'}`);

describeStores('ordered webhook delivery', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await Receiver.start();
    service = await startService(kind, { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s,150ms,150ms,150ms,150ms' } });
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  /** Drives a new order through its whole life: created, assigned, picked_up, delivered (versions 1-4). */
  async function lifecycle(partner: TestPartner, rider: { rider_id: string }, creator: string): Promise<string> {
    const order = await createOrder(service, { zone: partner.territories[0], creator });
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`)).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`)).status).toBe(200);
    return order.order_id;
  }

  it('holds an order’s later events until its first is acknowledged, then sends them in order, while other orders go at once', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 5 });
    const endpoint = await registerEndpoint(partner, `${receiver.url}/ordered`);
    expect(endpoint.ordered).toBe(true);
    let failures = 0;
    let otherArrived = false;
    // The slow order's order.created fails three times, and keeps failing until the other order's event has arrived.
    receiver.respondWith((request, body) => {
      if (request.path !== '/ordered') return undefined;
      if (body.data.pickup?.creator === 'Quick Kitchen') otherArrived = true;
      if (body.type === 'order.created' && body.data.pickup.creator === 'Slow Kitchen' && (failures < 3 || !otherArrived)) {
        failures++;
        return { status: 500 };
      }
      return undefined;
    });
    const slow = await lifecycle(partner, rider, 'Slow Kitchen');
    const quick = await createOrder(service, { zone: partner.territories[0], creator: 'Quick Kitchen' });

    await receiver.waitFor(() => historyOf(receiver.requests, '/ordered', slow).filter((h) => h.endsWith('→200')).length === 4);
    await receiver.waitFor(() => historyOf(receiver.requests, '/ordered', quick.order_id).some((h) => h.endsWith('→200')));
    receiver.respondWith(undefined);

    const history = historyOf(receiver.requests, '/ordered', slow);
    expect(history.slice(0, 3)).toEqual(['order.created@1→500', 'order.created@1→500', 'order.created@1→500']);
    expect(history.slice(-4)).toEqual(['order.created@1→200', 'order.assigned@2→200', 'order.picked_up@3→200', 'order.delivered@4→200']);
    // The other order was not held back: it arrived before the slow order's first event was acknowledged.
    const quickAt = receiver.requests.findIndex((r) => r.path === '/ordered' && parsed(r).data.order_id === quick.order_id);
    const slowAcknowledgedAt = receiver.requests.findIndex((r) => r.path === '/ordered' && parsed(r).data.order_id === slow && r.status === 200);
    expect(quickAt).toBeLessThan(slowAcknowledgedAt);
  });

  it('releases the next event of an order once the one before it has failed for good', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    await registerEndpoint(partner, `${receiver.url}/gives-up`);
    receiver.respondWith((request, body) => (request.path === '/gives-up' && body.type === 'order.created' ? { status: 503 } : undefined));
    const orderId = await lifecycle(partner, rider, 'Doomed Kitchen');

    await receiver.waitFor(() => historyOf(receiver.requests, '/gives-up', orderId).length === 8);
    receiver.respondWith(undefined);
    expect(historyOf(receiver.requests, '/gives-up', orderId)).toEqual([
      ...Array(5).fill('order.created@1→503'),
      'order.assigned@2→200',
      'order.picked_up@3→200',
      'order.delivered@4→200',
    ]);
    const created = (await partner.api.get('/v1/events?type=order.created&limit=1')).body.data[0];
    const event = (await partner.api.get(`/v1/events/${created.id}`)).body;
    expect(event.deliveries[0]).toMatchObject({ status: 'failed', attempt_count: 5 });
  });

  it('sends each event as soon as it is due on an unordered endpoint', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const endpoint = (await partner.api.post('/v1/webhook_endpoints', { url: `${receiver.url}/unordered`, enabled_events: ['*'], ordered: false })).body;
    expect(endpoint.ordered).toBe(false);
    let assignedArrived = false;
    // order.created fails until order.assigned has arrived: only an endpoint that does not wait gets both.
    receiver.respondWith((request, body) => {
      if (request.path !== '/unordered') return undefined;
      if (body.type === 'order.assigned') assignedArrived = true;
      return body.type === 'order.created' && !assignedArrived ? { status: 500 } : undefined;
    });
    const order = await createOrder(service, { zone: partner.territories[0] });
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);

    await receiver.waitFor(() => historyOf(receiver.requests, '/unordered', order.order_id).includes('order.created@1→200'));
    receiver.respondWith(undefined);
    const history = historyOf(receiver.requests, '/unordered', order.order_id);
    expect(history.indexOf('order.assigned@2→200')).toBeLessThan(history.indexOf('order.created@1→200'));
  });

  it('sends replays out of band, and a settlement never waits', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    await registerEndpoint(partner, `${receiver.url}/replays`);
    const orderId = await lifecycle(partner, rider, 'Replay Kitchen');
    await receiver.waitForAnswered(4, '/replays');
    // The order's created event is held at the endpoint (its receiver now fails it); a replay of the
    // delivered event and a settlement still go out.
    receiver.respondWith((request, body) => (request.path === '/replays' && body.type === 'order.created' ? { status: 500 } : undefined));
    const created = (await partner.api.get('/v1/events?type=order.created&limit=1')).body.data[0];
    expect((await partner.api.post(`/v1/events/${created.id}/replay`)).status).toBe(202);
    const delivered = (await partner.api.get('/v1/events?type=order.delivered&limit=1')).body.data[0];
    expect((await partner.api.post(`/v1/events/${delivered.id}/replay`)).status).toBe(202);
    expect((await service.admin.post('/v1/admin/settlements', { partner_id: partner.id })).status).toBe(201);
    await receiver.waitFor((requests) => requests.some((r) => r.path === '/replays' && parsed(r).type === 'settlement.paid' && r.status === 200));
    await receiver.waitFor(() => historyOf(receiver.requests, '/replays', orderId).filter((h) => h === 'order.delivered@4→200').length === 2);
    receiver.respondWith(undefined);
  });

  it('numbers an order’s versions from 1 and carries them in retrieve, lists and every event', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0] });
    expect(order.version).toBe(1);
    const accepted = await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });
    expect(Object.keys(accepted.body).sort()).toEqual(['dropoff', 'order_id', 'payout_estimate', 'pickup', 'rider_id', 'status']);
    expect((await partner.api.get(`/v1/orders/${order.order_id}`)).body.version).toBe(2);
    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`)).body.version).toBe(3);
    expect((await partner.api.get('/v1/orders')).body.data.find((o: { order_id: string }) => o.order_id === order.order_id).version).toBe(3);
    const events = await eventually(async () => {
      const list = (await partner.api.get('/v1/events?limit=10')).body.data.filter((e: any) => e.data.order_id === order.order_id);
      return list.length === 3 ? list : undefined;
    });
    expect(events.map((e: any) => `${e.type}@${e.data.version}`).sort()).toEqual(['order.assigned@2', 'order.created@1', 'order.picked_up@3']);
  });
});
