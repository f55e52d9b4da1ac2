import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createOrder,
  createPartner,
  createRider,
  describeStores,
  riderLoadMismatches,
  startService,
  type TestPartner,
  type TestService,
} from '../../test/harness.js';
import { eventsAbout, invariantViolations, storeSnapshot } from '../../test/invariants.js';

describeStores('POST /v1/orders/{id}/reassign', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const loadOf = async (partner: TestPartner, riderId: string) =>
    (await partner.api.get('/v1/riders?limit=200')).body.data.find((r: any) => r.rider_id === riderId).active_deliveries;

  /** A partner with an order assigned to `from`, and another online rider `to`. */
  async function assignedOrder(toInput: { capacity?: number; status?: string } = {}) {
    const partner = await createPartner(service);
    const from = await createRider(service, partner);
    const to = await createRider(service, partner, toInput);
    const order = await createOrder(service, { zone: partner.territories[0] });
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: from.rider_id })).status).toBe(200);
    return { partner, from, to, order };
  }

  it('moves the order to another rider, shifting both loads at once, and records order.assigned with the previous rider', async () => {
    const { partner, from, to, order } = await assignedOrder();

    const res = await partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: to.rider_id, reason: 'bike broke' });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'order', order_id: order.order_id, status: 'assigned', rider_id: to.rider_id });
    expect(await loadOf(partner, from.rider_id)).toBe(0);
    expect(await loadOf(partner, to.rider_id)).toBe(1);
    const events = await eventsAbout(service.store, order.order_id);
    const last = events[events.length - 1];
    expect(last.type).toBe('order.assigned');
    expect(JSON.parse(last.data)).toMatchObject({ rider_id: to.rider_id, previous_rider_id: from.rider_id });
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });

  it('returns the order unchanged for the rider it already has, with no second event', async () => {
    const { partner, from, order } = await assignedOrder();
    const eventsBefore = await eventsAbout(service.store, order.order_id);

    const res = await partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: from.rider_id });

    expect(res.status).toBe(200);
    expect(res.body.rider_id).toBe(from.rider_id);
    expect(await loadOf(partner, from.rider_id)).toBe(1);
    expect(await eventsAbout(service.store, order.order_id)).toEqual(eventsBefore);
  });

  it.each([
    ['offline', { status: 'offline' }, 'rider_not_online'],
    ['on a break', { status: 'on-break' }, 'rider_not_online'],
    ['at capacity (0)', { capacity: 0 }, 'rider_at_capacity'],
  ])('409 when the new rider is %s, and nothing changes', async (_name, toInput, code) => {
    const { partner, to, order } = await assignedOrder(toInput);
    const before = await storeSnapshot(service.store);

    const res = await partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: to.rider_id });

    expect(res.status).toBe(409);
    expect(res.body.code).toBe(code);
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it('409 order_state_conflict for a picked-up order and for a delivered one', async () => {
    const { partner, to, order } = await assignedOrder();
    await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`);
    const before = await storeSnapshot(service.store);

    const pickedUp = await partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: to.rider_id });
    expect(pickedUp.status).toBe(409);
    expect(pickedUp.body).toMatchObject({ code: 'order_state_conflict', order_status: 'picked_up' });
    expect(await storeSnapshot(service.store)).toEqual(before);

    await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`);
    const delivered = await partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: to.rider_id });
    expect(delivered.status).toBe(409);
    expect(delivered.body.code).toBe('order_state_conflict');
  });

  it('409 for an open job the partner can see but has not accepted', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0] });

    const res = await partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: rider.rider_id });

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('order_state_conflict');
    expect((await partner.api.get(`/v1/orders/${order.order_id}`)).body.status).toBe('unassigned');
  });

  it('404 for another partner’s order and for another partner’s rider, leaking nothing', async () => {
    const { partner, from, to, order } = await assignedOrder();
    const rival = await createPartner(service, { territories: partner.territories });
    const rivalRider = await createRider(service, rival);
    const before = await storeSnapshot(service.store);

    const foreignOrder = await rival.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: rivalRider.rider_id });
    expect(foreignOrder.status).toBe(404);
    expect(foreignOrder.body.code).toBe('order_not_found');
    expect(JSON.stringify(foreignOrder.body)).not.toContain(from.rider_id);

    const foreignRider = await partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: rivalRider.rider_id });
    expect(foreignRider.status).toBe(404);
    expect(foreignRider.body.code).toBe('rider_not_found');

    const missing = await partner.api.post('/v1/orders/ord_missing/reassign', { rider_id: to.rider_id });
    expect(missing.status).toBe(404);
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it('400 for a missing rider_id or an unknown field', async () => {
    const { partner, to, order } = await assignedOrder();
    expect((await partner.api.post(`/v1/orders/${order.order_id}/reassign`, {})).status).toBe(400);
    expect((await partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: to.rider_id, urgent: true })).status).toBe(400);
    expect((await partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: 42 })).status).toBe(400);
  });

  it('keeps loads exact when reassigns of one order to many riders race', async () => {
    const partner = await createPartner(service);
    const from = await createRider(service, partner);
    const targets = await Promise.all(Array.from({ length: 6 }, () => createRider(service, partner)));
    const order = await createOrder(service, { zone: partner.territories[0] });
    await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: from.rider_id });

    const results = await Promise.all(targets.map((t) => partner.api.post(`/v1/orders/${order.order_id}/reassign`, { rider_id: t.rider_id })));

    // Each reassign that commits moves the order on from wherever it is; none may fail with a 5xx.
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const final = (await partner.api.get(`/v1/orders/${order.order_id}`)).body;
    const riders = (await partner.api.get('/v1/riders?limit=200')).body.data;
    expect(riders.filter((r: any) => r.active_deliveries === 1).map((r: any) => r.rider_id)).toEqual([final.rider_id]);
    expect(riders.reduce((sum: number, r: any) => sum + r.active_deliveries, 0)).toBe(1);
    expect(await riderLoadMismatches(service.store)).toEqual([]);
  });

  it('never deadlocks or double-books when reassigns cross between two riders', async () => {
    const partner = await createPartner(service);
    const [r1, r2] = [await createRider(service, partner, { capacity: 10 }), await createRider(service, partner, { capacity: 10 })];
    const orders = await Promise.all(Array.from({ length: 8 }, () => createOrder(service, { zone: partner.territories[0] })));
    for (const [i, o] of orders.entries()) {
      await partner.api.post(`/v1/orders/${o.order_id}/accept`, { rider_id: (i % 2 ? r1 : r2).rider_id });
    }

    const results = await Promise.all(
      orders.map((o, i) => partner.api.post(`/v1/orders/${o.order_id}/reassign`, { rider_id: (i % 2 ? r2 : r1).rider_id })),
    );

    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await loadOf(partner, r1.rider_id)).toBe(4);
    expect(await loadOf(partner, r2.rider_id)).toBe(4);
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });

  it('never pushes the new rider past capacity when reassigns onto it race', async () => {
    const partner = await createPartner(service);
    const target = await createRider(service, partner, { capacity: 2 });
    const sources = await Promise.all(Array.from({ length: 6 }, () => createRider(service, partner)));
    const orders = [];
    for (const s of sources) {
      const o = await createOrder(service, { zone: partner.territories[0] });
      await partner.api.post(`/v1/orders/${o.order_id}/accept`, { rider_id: s.rider_id });
      orders.push(o);
    }

    const results = await Promise.all(orders.map((o) => partner.api.post(`/v1/orders/${o.order_id}/reassign`, { rider_id: target.rider_id })));

    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(4).fill('rider_at_capacity'));
    expect(await loadOf(partner, target.rider_id)).toBe(2);
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });
});
