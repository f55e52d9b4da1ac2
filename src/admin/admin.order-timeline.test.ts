// GET /v1/admin/orders/{order_id}/timeline, black box on both stores: each change as the
// network's event and the partners' copies, with each delivery and its attempts (an endpoint
// that refuses shows its failed attempt), never fewer attempts than a delivery counts while its
// outcomes are being written (three readers racing the worker); unknown and sandbox orders
// are 404; a partner key 401.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, sandboxOf, startService, type TestService } from '../../test/harness.js';
import { eventually, Receiver } from '../../test/receiver.js';

describeStores('GET /v1/admin/orders/{order_id}/timeline', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  beforeAll(async () => {
    service = await startService(kind, { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true', PDN_WEBHOOK_RETRY_SCHEDULE: '0s' } });
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
    await service?.close();
  });

  it("shows each change to the network and to the partners, with every delivery's attempts", async () => {
    const swift = await createPartner(service);
    const rapid = await createPartner(service, { territories: swift.territories });
    const rider = await createRider(service, swift);
    const network = await service.admin.post('/v1/admin/webhook_endpoints', { url: `${receiver.url}/network-${swift.id}`, enabled_events: ['*'] });
    expect(network.status).toBe(201);
    const swiftHook = await swift.api.post('/v1/webhook_endpoints', { url: `${receiver.url}/swift-${swift.id}`, enabled_events: ['*'] });
    // Rapid's endpoint refuses everything: its copy of order.created fails, attempt recorded.
    await rapid.api.post('/v1/webhook_endpoints', { url: `${receiver.url}/rapid-${swift.id}`, enabled_events: ['order.created'] });
    receiver.respondWith((request) => (request.path === `/rapid-${swift.id}` ? { status: 503 } : undefined));
    // Another order in the same zone: none of its events may show.
    await createOrder(service, { zone: swift.territories[0] });
    const order = await createOrder(service, { zone: swift.territories[0] });
    expect((await swift.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);

    const timeline = await eventually(async () => {
      const res = await service.admin.get(`/v1/admin/orders/${order.order_id}/timeline`);
      expect(res.status).toBe(200);
      const done = res.body.events.every((e: any) => e.deliveries.every((d: any) => d.status !== 'pending'));
      return done && res.body.events.length === 5 ? res.body : undefined;
    }, 'every delivery done');
    receiver.respondWith(undefined);

    expect(timeline.object).toBe('order_timeline');
    expect(timeline.order).toMatchObject({ order_id: order.order_id, status: 'assigned', partner_id: swift.id });
    expect(timeline.has_more).toBe(false);
    // order.created to the network, Swift and Rapid; order.assigned to the network and Swift. Network first at each change.
    const pairs = timeline.events.map((e: any) => [e.type, e.recipient]);
    expect(pairs[0]).toEqual(['order.created', 'network']);
    expect(pairs.slice(1, 3).sort()).toEqual([['order.created', swift.id], ['order.created', rapid.id]].sort());
    expect(pairs.slice(3)).toEqual([['order.assigned', 'network'], ['order.assigned', swift.id]]);
    const of = (type: string, recipient: string) => timeline.events.find((e: any) => e.type === type && e.recipient === recipient);
    expect(of('order.assigned', 'network').deliveries).toMatchObject([
      { endpoint_id: network.body.id, url: `${receiver.url}/network-${swift.id}`, status: 'succeeded', attempt_count: 1, attempts: [{ status_code: 200, error: null }] },
    ]);
    expect(of('order.assigned', swift.id).deliveries).toMatchObject([{ endpoint_id: swiftHook.body.id, status: 'succeeded', attempts: [{ status_code: 200 }] }]);
    expect(of('order.created', rapid.id).deliveries).toMatchObject([{ status: 'failed', attempt_count: 1, attempts: [{ status_code: 503 }] }]);
    // Each id is the event the API lists for that recipient.
    const listed = await service.admin.get(`/v1/admin/events?order_id=${order.order_id}`);
    expect(listed.body.data.map((e: any) => e.id).sort()).toEqual(timeline.events.filter((e: any) => e.recipient === 'network').map((e: any) => e.id).sort());
  });

  it('never shows a delivery with fewer attempts than it counts, read while the deliveries are made', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const ENDPOINTS = 10;
    // Many endpoints, so that outcomes are written all through the reads.
    for (let i = 0; i < ENDPOINTS; i++) {
      const url = `${receiver.url}/reads-${partner.id}-${i}`;
      expect((await service.admin.post('/v1/admin/webhook_endpoints', { url, enabled_events: ['*'] })).status).toBe(201);
      expect((await partner.api.post('/v1/webhook_endpoints', { url, enabled_events: ['*'] })).status).toBe(201);
    }
    const order = await createOrder(service, { zone: partner.territories[0] });
    // Reads race the worker's outcomes: each must show every attempt behind a delivery's count.
    let changing = true;
    const reader = async () => {
      let count = 0;
      for (; changing; count++) {
        const res = await service.admin.get(`/v1/admin/orders/${order.order_id}/timeline`);
        expect(res.status).toBe(200);
        for (const delivery of res.body.events.flatMap((e: any) => e.deliveries)) {
          expect(delivery.attempts.length).toBeGreaterThanOrEqual(delivery.attempt_count);
          if (delivery.status !== 'pending') expect(delivery.attempts.length).toBeGreaterThan(0);
        }
      }
      return count;
    };
    const reads = Promise.all([reader(), reader(), reader()]);
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`)).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`)).status).toBe(200);
    await eventually(async () => {
      const res = await service.admin.get(`/v1/admin/orders/${order.order_id}/timeline`);
      const deliveries = res.body.events.flatMap((e: any) => e.deliveries);
      return deliveries.length >= 8 * ENDPOINTS && deliveries.every((d: any) => d.status === 'succeeded') ? true : undefined;
    }, 'every delivery made');
    changing = false;
    expect(Math.min(...(await reads))).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown order and a sandbox order, and 401 to a partner key', async () => {
    const partner = await createPartner(service);
    const sandbox = await sandboxOf(service, partner);
    const sandboxOrder = await sandbox.api.post('/v1/test_helpers/orders', {
      pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
      dropoff: { area: 'Riverside' },
      payout_estimate: { currency: 'EUR', amount: 4.5 },
    });
    expect(sandboxOrder.status).toBe(201);
    for (const id of ['ord_nothing', sandboxOrder.body.order_id]) {
      const res = await service.admin.get(`/v1/admin/orders/${id}/timeline`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('order_not_found');
    }
    const live = await createOrder(service, { zone: partner.territories[0] });
    expect((await partner.api.get(`/v1/admin/orders/${live.order_id}/timeline`)).status).toBe(401);
  });
});
