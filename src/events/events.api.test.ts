import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';
import { registerEndpoint } from '../../test/receiver.js';

// No worker here: deliveries stay pending, which is what the delivery_status filter reads.
describeStores('events API', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_WEBHOOK_ALLOW_PRIVATE: 'true' } });
  });
  afterAll(() => service.close());

  it('lists your events newest first, as envelopes, with filters', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const first = await createOrder(service, { zone: partner.territories[0] });
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await partner.api.post('/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/h', enabled_events: ['order.assigned'] });
    const second = await createOrder(service, { zone: partner.territories[0] });
    await partner.api.post(`/v1/orders/${second.order_id}/accept`, { rider_id: rider.rider_id });

    const all = await partner.api.get('/v1/events');
    expect(all.status).toBe(200);
    expect(all.body.data.map((e: any) => [e.type, e.data.order_id])).toEqual([
      ['order.assigned', second.order_id],
      ['order.created', second.order_id],
      ['order.created', first.order_id],
    ]);
    expect(Object.keys(all.body.data[0]).sort()).toEqual(['created', 'data', 'id', 'object', 'type']);
    expect(all.body.data[0]).toMatchObject({ object: 'event', data: { status: 'assigned', rider_id: rider.rider_id } });

    const byType = await partner.api.get('/v1/events?type=order.created');
    expect(byType.body.data.map((e: any) => e.data.order_id)).toEqual([second.order_id, first.order_id]);
    const before = await partner.api.get(`/v1/events?created_lte=${encodeURIComponent(between)}`);
    expect(before.body.data.map((e: any) => e.data.order_id)).toEqual([first.order_id]);
    const after = await partner.api.get(`/v1/events?created_gte=${encodeURIComponent(between)}&type=order.created`);
    expect(after.body.data.map((e: any) => e.data.order_id)).toEqual([second.order_id]);
    const pending = await partner.api.get('/v1/events?delivery_status=pending');
    expect(pending.body.data.map((e: any) => e.type)).toEqual(['order.assigned']);
    expect((await partner.api.get('/v1/events?delivery_status=failed')).body.data).toEqual([]);
  });

  it('pages newest first with a cursor that stays stable while new events arrive', async () => {
    const partner = await createPartner(service);
    for (let i = 0; i < 5; i++) await createOrder(service, { zone: partner.territories[0] });
    const expected = (await partner.api.get('/v1/events')).body.data.map((e: any) => e.id);

    const page1 = await partner.api.get('/v1/events?limit=2');
    await createOrder(service, { zone: partner.territories[0] }); // newer than everything paged
    const page2 = await partner.api.get(`/v1/events?limit=2&starting_after=${page1.body.next_cursor}`);
    const page3 = await partner.api.get(`/v1/events?limit=2&starting_after=${page2.body.next_cursor}`);

    expect([...page1.body.data, ...page2.body.data, ...page3.body.data].map((e: any) => e.id)).toEqual(expected);
    expect(page1.body.has_more).toBe(true);
    expect(page3.body).toMatchObject({ has_more: false, next_cursor: null });
  });

  it('shows one event with its deliveries, and nothing of other partners', async () => {
    const partner = await createPartner(service);
    const other = await createPartner(service);
    const endpoint = await registerEndpoint(partner, 'http://127.0.0.1:9/h');
    await createOrder(service, { zone: partner.territories[0] });
    await createOrder(service, { zone: other.territories[0] });
    const [event] = (await partner.api.get('/v1/events')).body.data;

    const detail = await partner.api.get(`/v1/events/${event.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ ...event, deliveries: [{ object: 'webhook_delivery', event_id: event.id, endpoint_id: endpoint.id, status: 'pending', attempt_count: 0, attempts: [] }] });

    const theirs = (await other.api.get('/v1/events')).body.data;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].id).not.toBe(event.id);
    expect((await other.api.get(`/v1/events/${event.id}`)).body).toMatchObject({ status: 404, code: 'event_not_found' });
    expect((await other.api.post(`/v1/events/${event.id}/replay`)).status).toBe(404);
    expect((await partner.api.get('/v1/events/evt_nope')).status).toBe(404);
  });

  it('refuses bad filters with a problem body', async () => {
    const partner = await createPartner(service);
    for (const [query, status] of [
      ['type=order.exploded', 422],
      ['created_gte=yesterday', 422],
      ['delivery_status=lost', 422],
      ['limit=0', 422],
      ['colour=red', 400],
    ] as const) {
      const response = await partner.api.get(`/v1/events?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status });
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await partner.api.get('/v1/events', { key: null })).status).toBe(401);
  });
});
