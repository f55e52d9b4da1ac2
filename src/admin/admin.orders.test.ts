import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { eventsAbout, invariantViolations, storeSnapshot } from '../../test/invariants.js';

type State = 'unassigned' | 'assigned' | 'picked_up' | 'delivered' | 'cancelled';
type Move = 'pickup' | 'deliver' | 'cancel';

// DESIGN.md: assigned→picked_up, picked_up→delivered, unassigned|assigned|picked_up→cancelled.
const ALLOWED: Record<Move, { from: State[]; to: State }> = {
  pickup: { from: ['assigned'], to: 'picked_up' },
  deliver: { from: ['picked_up'], to: 'delivered' },
  cancel: { from: ['unassigned', 'assigned', 'picked_up'], to: 'cancelled' },
};
const STATES: State[] = ['unassigned', 'assigned', 'picked_up', 'delivered', 'cancelled'];
const EVENT_OF: Record<Move, string> = { pickup: 'order.picked_up', deliver: 'order.delivered', cancel: 'order.cancelled' };

const orderBody = (zone: string, payout: object = { currency: 'EUR', amount: 4.5 }) => ({
  zone,
  pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
  dropoff: { area: 'Riverside' },
  payout_estimate: payout,
});

describeStores('/v1/admin/orders', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  let rider: any;
  beforeAll(async () => {
    service = await startService(kind);
    partner = await createPartner(service);
    rider = await createRider(service, partner, { capacity: 50 });
  });
  afterAll(() => service.close());

  const move = (orderId: string, m: Move) => service.admin.post(`/v1/admin/orders/${orderId}/${m}`, m === 'cancel' ? {} : undefined);

  async function orderIn(state: State) {
    const order = await createOrder(service, { zone: partner.territories[0] });
    const id = order.order_id;
    if (state === 'cancelled') expect((await move(id, 'cancel')).status).toBe(200);
    if (['assigned', 'picked_up', 'delivered'].includes(state)) {
      expect((await partner.api.post(`/v1/orders/${id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    }
    if (['picked_up', 'delivered'].includes(state)) expect((await move(id, 'pickup')).status).toBe(200);
    if (state === 'delivered') expect((await move(id, 'deliver')).status).toBe(200);
    return order;
  }

  describe('create', () => {
    it('creates an unassigned order, announced to the partners covering the zone', async () => {
      const res = await service.admin.post('/v1/admin/orders', orderBody(partner.territories[0], { currency: 'EUR', amount: 3.25 }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ object: 'order', status: 'unassigned', rider_id: null, payout_estimate: { currency: 'EUR', amount: 3.25 } });
      expect(res.body.order_id).toMatch(/^ord_/);
      const row = await service.store.db.selectFrom('orders').selectAll().where('id', '=', res.body.order_id).executeTakeFirstOrThrow();
      expect(row.amount_minor).toBe(325);
      const events = await eventsAbout(service.store, res.body.order_id);
      expect(events.map((e) => [e.type, e.partner_id])).toEqual([['order.created', partner.id]]);
    });

    it('keeps a zero-decimal currency in whole units', async () => {
      const res = await service.admin.post('/v1/admin/orders', orderBody(partner.territories[0], { currency: 'JPY', amount: 650 }));
      expect(res.body.payout_estimate).toEqual({ currency: 'JPY', amount: 650 });
      const row = await service.store.db.selectFrom('orders').selectAll().where('id', '=', res.body.order_id).executeTakeFirstOrThrow();
      expect(row.amount_minor).toBe(650);
    });

    it.each([
      ['a lowercase currency', { payout_estimate: { currency: 'eur', amount: 4.5 } }, 422],
      ['a negative amount', { payout_estimate: { currency: 'EUR', amount: -1 } }, 422],
      ['more decimals than the currency has', { payout_estimate: { currency: 'EUR', amount: 4.555 } }, 422],
      ['decimals on a zero-decimal currency', { payout_estimate: { currency: 'JPY', amount: 650.5 } }, 422],
      ['an amount as a string', { payout_estimate: { currency: 'EUR', amount: '4.50' } }, 400],
      ['a fractional eta', { pickup: { creator: 'X', eta_mins: 1.5 } }, 400],
      ['no dropoff', { dropoff: undefined }, 400],
      ['an unknown field', { priority: 'high' }, 400],
    ])('refuses %s and creates nothing', async (_name, patch, status) => {
      const before = await storeSnapshot(service.store);
      const res = await service.admin.post('/v1/admin/orders', { ...orderBody(partner.territories[0]), ...patch });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.code).toBe(status === 400 ? 'invalid_request' : 'invalid_value');
      expect(await storeSnapshot(service.store)).toEqual(before);
    });
  });

  it('retrieves any order by id; 404 for an unknown one', async () => {
    const order = await orderIn('assigned');
    expect((await service.admin.get(`/v1/admin/orders/${order.order_id}`)).body).toMatchObject({ status: 'assigned', rider_id: rider.rider_id });
    const missing = await service.admin.get('/v1/admin/orders/ord_nothing');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('order_not_found');
    for (const m of ['pickup', 'deliver', 'cancel'] as const) {
      const res = await move('ord_nothing', m);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('order_not_found');
    }
  });

  describe('moves along the state machine', () => {
    const cases = (Object.keys(ALLOWED) as Move[]).flatMap((m) => STATES.map((s) => [m, s, ALLOWED[m].from.includes(s)] as const));

    it.each(cases.filter(([, , ok]) => ok))('%s from %s moves it, frees the rider slot when it ends, and records the event', async (m, from) => {
      const order = await orderIn(from);
      const res = await move(order.order_id, m);

      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe(ALLOWED[m].to);
      expect(res.body[`${ALLOWED[m].to}_at`]).toEqual(expect.any(String));
      const events = await eventsAbout(service.store, order.order_id);
      expect(events[events.length - 1].type).toBe(EVENT_OF[m]);
      expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
    });

    it.each(cases.filter(([, , ok]) => !ok))('%s from %s is 409 order_state_conflict and changes nothing', async (m, from) => {
      const order = await orderIn(from);
      const before = await storeSnapshot(service.store);

      const res = await move(order.order_id, m);

      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'order_state_conflict', order_status: from });
      expect(res.body.detail).toContain(from);
      expect(await storeSnapshot(service.store)).toEqual(before);
    });
  });

  it('puts the delivered payout in order.delivered', async () => {
    const order = await orderIn('picked_up');
    await move(order.order_id, 'deliver');
    const events = await eventsAbout(service.store, order.order_id);
    const delivered = JSON.parse(events[events.length - 1].data);
    expect(delivered).toMatchObject({ order_id: order.order_id, rider_id: rider.rider_id, payout: { currency: 'EUR', amount: 4.5 } });
    expect(delivered.delivered_at).toEqual(expect.any(String));
  });

  it('cancels with a reason, or with no body at all', async () => {
    const withReason = await orderIn('assigned');
    const res = await service.admin.post(`/v1/admin/orders/${withReason.order_id}/cancel`, { reason: 'customer left' });
    expect(res.body).toMatchObject({ status: 'cancelled', cancellation_reason: 'customer left' });

    const bare = await orderIn('unassigned');
    const noBody = await service.admin.request('POST', `/v1/admin/orders/${bare.order_id}/cancel`);
    expect(noBody.status, JSON.stringify(noBody.body)).toBe(200);
    expect(noBody.body).toMatchObject({ status: 'cancelled', cancellation_reason: null });

    const bad = await orderIn('unassigned');
    expect((await service.admin.post(`/v1/admin/orders/${bad.order_id}/cancel`, { reason: 'x', refund: true })).status).toBe(400);
    expect((await service.admin.get(`/v1/admin/orders/${bad.order_id}`)).body.status).toBe('unassigned');
  });

  it('lets exactly one of a racing cancel and pickup win, keeping the rider load right', async () => {
    const orders = await Promise.all([1, 2, 3, 4].map(() => orderIn('assigned')));
    const results = await Promise.all(orders.flatMap((o) => [move(o.order_id, 'cancel'), move(o.order_id, 'pickup')]));
    for (let i = 0; i < orders.length; i++) {
      const [cancel, pickup] = [results[2 * i], results[2 * i + 1]];
      expect([cancel.status, pickup.status].sort()).toEqual(cancel.status === 200 && pickup.status === 200 ? [200, 200] : [200, 409]);
    }
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });

  it('keeps rider loads right when cancels race with accepts', async () => {
    const racer = await createRider(service, partner, { capacity: 50 });
    const orders = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createOrder(service, { zone: partner.territories[0] })));

    const results = await Promise.all(
      orders.flatMap((o) => [partner.api.post(`/v1/orders/${o.order_id}/accept`, { rider_id: racer.rider_id }), move(o.order_id, 'cancel')]),
    );

    for (const r of results) expect([200, 409]).toContain(r.status);
    // Whatever the interleaving, every cancel succeeds (an accepted order can still be cancelled) and no slot leaks.
    expect(results.filter((_, i) => i % 2 === 1).map((r) => r.status)).toEqual(Array(6).fill(200));
    const load = (await partner.api.get('/v1/riders?limit=200')).body.data.find((r: any) => r.rider_id === racer.rider_id).active_deliveries;
    expect(load).toBe(0);
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });

  it('delivers each order once when deliveries race', async () => {
    const order = await orderIn('picked_up');
    const results = await Promise.all(Array.from({ length: 5 }, () => move(order.order_id, 'deliver')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect((await eventsAbout(service.store, order.order_id)).filter((e) => e.type === 'order.delivered')).toHaveLength(1);
    expect(await invariantViolations(service.store)).toEqual({ loads: [], fleet: [] });
  });
});
