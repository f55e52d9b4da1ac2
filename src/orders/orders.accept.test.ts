import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, riderLoadMismatches, startService, type TestService } from '../../test/harness.js';

describeStores('POST /v1/orders/{id}/accept', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('assigns an unassigned order to an online rider and answers with exactly the contract shape', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0], amount: 4.5 });

    const res = await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });

    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['dropoff', 'order_id', 'payout_estimate', 'pickup', 'rider_id', 'status']);
    expect(res.body).toMatchObject({
      order_id: order.order_id,
      status: 'assigned',
      rider_id: rider.rider_id,
      pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
      dropoff: { area: 'Riverside' },
      payout_estimate: { currency: 'EUR', amount: 4.5 },
    });
    const riders = await partner.api.get('/v1/riders');
    expect(riders.body.data[0].active_deliveries).toBe(1);
  });

  it('lets exactly one of many concurrent accepts win', async () => {
    const partner = await createPartner(service);
    const riders = await Promise.all(Array.from({ length: 8 }, () => createRider(service, partner, { capacity: 5 })));
    const order = await createOrder(service, { zone: partner.territories[0] });

    const results = await Promise.all(
      riders.map((r) => partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: r.rider_id })),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(7).fill('order_not_available'));
    expect(await riderLoadMismatches(service.store)).toEqual([]);
  });

  it('never pushes a rider past capacity when accepts for different orders race', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 3 });
    const orders = await Promise.all(Array.from({ length: 10 }, () => createOrder(service, { zone: partner.territories[0] })));

    const results = await Promise.all(orders.map((o) => partner.api.post(`/v1/orders/${o.order_id}/accept`, { rider_id: rider.rider_id })));

    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'rider_at_capacity')).toBe(true);
    const after = await partner.api.get('/v1/riders');
    expect(after.body.data[0]).toMatchObject({ capacity: 3, active_deliveries: 3 });
    expect(await riderLoadMismatches(service.store)).toEqual([]);
  });
});
