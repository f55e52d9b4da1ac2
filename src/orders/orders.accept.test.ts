import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, riderLoadMismatches, startService, type TestService } from '../../test/harness.js';
import { eventsAbout, storeSnapshot } from '../../test/invariants.js';

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
  it('answers a retry for the same rider with the order unchanged, and records no second event', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0] });
    const first = await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });

    const retry = await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });

    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect((await partner.api.get('/v1/riders')).body.data[0].active_deliveries).toBe(1);
    expect((await eventsAbout(service.store, order.order_id)).filter((e) => e.type === 'order.assigned')).toHaveLength(1);
  });

  it('answers the same accept sent twice at once with 200 both times, even when it fills the rider', async () => {
    const partner = await createPartner(service);
    for (let round = 0; round < 5; round++) {
      const rider = await createRider(service, partner, { capacity: 1 });
      const order = await createOrder(service, { zone: partner.territories[0] });
      const results = await Promise.all([0, 1].map(() => partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })));
      expect(results.map((r) => [r.status, r.body.code])).toEqual([[200, undefined], [200, undefined]]);
      expect(results[1].body).toEqual(results[0].body);
    }
    expect(await riderLoadMismatches(service.store)).toEqual([]);
  });

  it.each([
    ['assigned to another rider', 'assigned'],
    ['picked up', 'picked_up'],
    ['delivered', 'delivered'],
    ['cancelled', 'cancelled'],
  ])('409 order_not_available for an order %s, changing nothing', async (_name, state) => {
    const partner = await createPartner(service);
    const [holder, other] = [await createRider(service, partner), await createRider(service, partner)];
    const order = await createOrder(service, { zone: partner.territories[0] });
    if (state === 'cancelled') await service.admin.post(`/v1/admin/orders/${order.order_id}/cancel`, {});
    else await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: holder.rider_id });
    if (state === 'picked_up' || state === 'delivered') await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`);
    if (state === 'delivered') await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`);
    const before = await storeSnapshot(service.store);

    const res = await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: other.rider_id });

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'order_not_available', order_status: state });
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it.each(['offline', 'on-break'])('409 rider_not_online for an %s rider, changing nothing', async (status) => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { status });
    const order = await createOrder(service, { zone: partner.territories[0] });
    const before = await storeSnapshot(service.store);

    const res = await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'rider_not_online', rider_status: status });
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it('404 for an order outside the territories or another partner’s rider; 409 without details for a job another partner took', async () => {
    const partner = await createPartner(service);
    const rival = await createPartner(service, { territories: [...partner.territories] });
    const [mine, theirs] = [await createRider(service, partner), await createRider(service, rival)];
    const elsewhere = await createOrder(service, { zone: `far-${Date.now()}` });
    const held = await createOrder(service, { zone: partner.territories[0] });
    await rival.api.post(`/v1/orders/${held.order_id}/accept`, { rider_id: theirs.rider_id });
    const open = await createOrder(service, { zone: partner.territories[0] });
    const before = await storeSnapshot(service.store);

    const outside = await partner.api.post(`/v1/orders/${elsewhere.order_id}/accept`, { rider_id: mine.rider_id });
    const foreignOrder = await partner.api.post(`/v1/orders/${held.order_id}/accept`, { rider_id: mine.rider_id });
    const foreignRider = await partner.api.post(`/v1/orders/${open.order_id}/accept`, { rider_id: theirs.rider_id });

    expect([outside, foreignOrder, foreignRider].map((r) => [r.status, r.body.code])).toEqual([
      [404, 'order_not_found'],
      [409, 'order_not_available'],
      [404, 'rider_not_found'],
    ]);
    // The job was offered here, so losing it is a 409 like any lost race, but nothing of the
    // rival's order leaks: no rider, no partner, no progress.
    expect(foreignOrder.body.detail).toBe(`Order ${held.order_id} is no longer available: another partner took it.`);
    expect(foreignOrder.body.order_status).toBeUndefined();
    expect(JSON.stringify(foreignOrder.body)).not.toContain(theirs.rider_id);
    expect(JSON.stringify(foreignOrder.body)).not.toContain(rival.id);
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it.each([
    ['no rider_id', {}, 400],
    ['an unknown field', { rider_id: 'rdr_x', note: 'asap' }, 400],
    ['rider_id as a number', { rider_id: 7 }, 400],
    ['an empty rider_id', { rider_id: '' }, 422],
  ])('refuses a body with %s', async (_name, body, status) => {
    const partner = await createPartner(service);
    const order = await createOrder(service, { zone: partner.territories[0] });
    const res = await partner.api.post(`/v1/orders/${order.order_id}/accept`, body);
    expect(res.status).toBe(status);
    expect((await partner.api.get(`/v1/orders/${order.order_id}`)).body.status).toBe('unassigned');
  });
  it('lets exactly one of several partners sharing a zone win a job; every loser hears 409', async () => {
    const zone = `contested-${Date.now()}`;
    const partners = await Promise.all([1, 2, 3].map(() => createPartner(service, { territories: [zone] })));
    const riders = await Promise.all(partners.flatMap((p) => [createRider(service, p), createRider(service, p)]));
    const order = await createOrder(service, { zone });

    const results = await Promise.all(
      riders.map((r, i) => partners[Math.floor(i / 2)].api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: r.rider_id })),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(5).fill('order_not_available'));
    const winner = results.find((r) => r.status === 200)!.body.rider_id;
    for (const r of results.filter((r) => r.status === 409)) expect(JSON.stringify(r.body)).not.toContain(winner);
    expect(await riderLoadMismatches(service.store)).toEqual([]);
  });
});
