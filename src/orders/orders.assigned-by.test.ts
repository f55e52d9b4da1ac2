import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, sandboxOf, startService, type TestService } from '../../test/harness.js';
import { eventsAbout } from '../../test/invariants.js';
import { eventually } from '../../test/receiver.js';

// `order.assigned` says who assigned the order: the partner (accept, reassign), the network
// (a sandbox order's auto-advance) or auto-dispatch (src/dispatch/dispatch.matcher.test.ts).
describeStores('order.assigned assigned_by', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const assignedBy = async (orderId: string) =>
    (await eventsAbout(service.store, orderId)).filter((e) => e.type === 'order.assigned').map((e) => JSON.parse(e.data).assigned_by as string);

  it('is "partner" for an accept and a reassign', async () => {
    const partner = await createPartner(service);
    const [first, second] = await Promise.all([createRider(service, partner), createRider(service, partner)]);
    const order = await createOrder(service, { zone: partner.territories[0] });
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: first.rider_id })).status).toBe(200);
    expect((await partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: second.rider_id })).status).toBe(200);
    expect(await assignedBy(order.order_id)).toEqual(['partner', 'partner']);
    const listed = (await partner.api.get('/v1/events?type=order.assigned')).body.data;
    expect(listed.map((e: any) => e.data.assigned_by)).toEqual(['partner', 'partner']);
  });

  it('is "network" when a sandbox order advances by itself', async () => {
    const test = await sandboxOf(service, await createPartner(service));
    const order = (
      await test.api.post('/v1/test_helpers/orders', { pickup: { creator: 'Robo Kitchen', eta_mins: 5 }, dropoff: { area: 'Test' }, payout_estimate: { currency: 'EUR', amount: 3 }, auto_advance: true })
    ).body;
    const by = await eventually(async () => {
      const found = await assignedBy(order.order_id);
      return found.length > 0 ? found : undefined;
    }, 'the sandbox order assigned');
    expect(by).toEqual(['network']);
  });
});
