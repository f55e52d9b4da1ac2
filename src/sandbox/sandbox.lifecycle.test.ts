import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { Receiver, registerEndpoint, verified, type Received } from '../../test/receiver.js';

// Deliveries may overlap on the wire: compare in the order the events happened (their ids).
const inEventOrder = (requests: Received[]) => [...requests].sort((a, b) => String(a.headers['webhook-id']).localeCompare(String(b.headers['webhook-id'])));

const orderBody = { pickup: { creator: 'Test Kitchen', eta_mins: 10 }, dropoff: { area: 'Sandbox Park' }, payout_estimate: { currency: 'EUR', amount: 6.25 } };

// The whole sandbox lifecycle through the real worker: its events reach the sandbox's
// endpoint, signed, and no live endpoint (the partner's own or another's in the same zone),
// nor another partner's sandbox.
describeStores('sandbox lifecycle', (kind) => {
  let service: TestService;
  let receiver: Receiver;
  let live: TestPartner;
  let test: TestPartner;
  let otherLive: TestPartner;
  let otherTest: TestPartner;
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    service = await startService(kind, { webhooks: true, env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
    receiver = await Receiver.start();
    live = await createPartner(service, { territories: ['life-a'] });
    test = await sandboxOf(service, live);
    otherLive = await createPartner(service, { territories: ['life-a'] });
    otherTest = await sandboxOf(service, otherLive);
    for (const [name, partner] of Object.entries({ live, test, otherLive, otherTest })) {
      secrets[name] = (await registerEndpoint(partner, `${receiver.url}/${name}`)).secret;
    }
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  it('drives a sandbox order through every state; only the sandbox endpoint hears of it', async () => {
    const rider = (await test.api.post('/v1/test_helpers/riders', { zone: 'life-a', capacity: 1, status: 'online', name: 'Robo' })).body;
    const order = (await test.api.post('/v1/test_helpers/orders', orderBody)).body;
    expect((await test.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    expect((await test.api.post(`/v1/test_helpers/orders/${order.order_id}/pickup`)).body.status).toBe('picked_up');
    expect((await test.api.post(`/v1/test_helpers/orders/${order.order_id}/deliver`)).body.status).toBe('delivered');
    const settlement = (await test.api.post('/v1/test_helpers/settlements')).body;
    // Refused moves are refused as live: nothing changes, nothing is sent.
    expect((await test.api.post(`/v1/test_helpers/orders/${order.order_id}/cancel`)).body.code).toBe('order_state_conflict');
    // A live order in the same zone afterwards: the live endpoints hear of it (and only of it).
    const liveOrder = (await service.admin.post('/v1/admin/orders', { ...orderBody, zone: 'life-a' })).body;

    await receiver.waitForAnswered(5, '/test');
    await receiver.waitForAnswered(1, '/live');
    await receiver.waitForAnswered(1, '/otherLive');
    const sandboxEvents = inEventOrder(receiver.to('/test')).map((request) => verified(secrets.test, request));
    expect(sandboxEvents.map((e: any) => e.type)).toEqual(['order.created', 'order.assigned', 'order.picked_up', 'order.delivered', 'settlement.paid']);
    expect(sandboxEvents[3].data).toMatchObject({ order_id: order.order_id, payout: { currency: 'EUR', amount: 6.25 } });
    expect(sandboxEvents[4].data).toMatchObject({ id: settlement.id, partner_id: live.id, order_ids: [order.order_id], amount: 6.25 });
    for (const name of ['live', 'otherLive']) {
      expect(receiver.to(`/${name}`).map((request) => verified(secrets[name], request)).map((e: any) => [e.type, e.data.order_id])).toEqual([
        ['order.created', liveOrder.order_id],
      ]);
    }
    // What each partner's API records agrees, including the endpoints nothing was sent to.
    expect((await otherTest.api.get('/v1/events')).body.data).toEqual([]);
    expect(receiver.to('/otherTest')).toEqual([]);
    const liveEvents = (await live.api.get('/v1/events')).body.data;
    expect(liveEvents.map((e: any) => e.data.order_id)).toEqual([liveOrder.order_id]);
  });

  it('advances an order by itself when asked, on to delivered', async () => {
    const before = receiver.to('/test').length;
    const order = (await test.api.post('/v1/test_helpers/orders', { ...orderBody, auto_advance: true })).body;
    expect(order.status).toBe('unassigned');
    await receiver.waitForAnswered(before + 4, '/test', 30_000);
    const events = inEventOrder(receiver.to('/test').slice(before)).map((request) => verified(secrets.test, request));
    expect(events.map((e: any) => [e.type, e.data.order_id])).toEqual([
      ['order.created', order.order_id],
      ['order.assigned', order.order_id],
      ['order.picked_up', order.order_id],
      ['order.delivered', order.order_id],
    ]);
    expect((await test.api.get(`/v1/orders/${order.order_id}`)).body.status).toBe('delivered');
    expect(receiver.to('/live')).toHaveLength(1);
  });
});
