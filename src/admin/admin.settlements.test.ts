import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { storeSnapshot } from '../../test/invariants.js';
import { orderRow } from '../../test/order-rows.js';
import { LARGE_ENVELOPE_BYTES } from '../cli/pdn.certify.js';
import { envelopeBody } from '../events/events.mapper.js';
import { MAX_ORDERS_PER_SETTLEMENT } from '../settlements/settlements.schemas.js';
import { newId } from '../shared/ids.js';

describeStores('POST /v1/admin/settlements', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  /** Takes an order for the partner through to the given state. */
  async function orderFor(partner: TestPartner, rider: any, amount: number, currency = 'EUR', until: 'assigned' | 'delivered' = 'delivered') {
    const order = await createOrder(service, { zone: partner.territories[0], amount, currency });
    expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    if (until === 'delivered') {
      await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`);
      expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`)).status).toBe(200);
    }
    return order.order_id as string;
  }

  async function fleet() {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 50 });
    return { partner, rider };
  }

  it('pays the delivered, unsettled orders with the amount summed exactly in minor units (4.5 + 3.25 + 0.1 + 0.2)', async () => {
    const { partner, rider } = await fleet();
    const paid = [await orderFor(partner, rider, 4.5), await orderFor(partner, rider, 3.25), await orderFor(partner, rider, 0.1), await orderFor(partner, rider, 0.2)];
    await orderFor(partner, rider, 9.99, 'EUR', 'assigned');

    const res = await service.admin.post('/v1/admin/settlements', { partner_id: partner.id });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'settlement', partner_id: partner.id, currency: 'EUR', amount: 8.05, order_count: 4 });
    expect(res.body.id).toMatch(/^stl_/);
    expect(res.body.order_ids).toEqual([...paid].sort());
    const row = await service.store.db.selectFrom('settlements').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(Number(row.amount_minor)).toBe(805);
    const events = await service.store.db.selectFrom('events').selectAll().where('type', '=', 'settlement.paid').where('partner_id', '=', partner.id).execute();
    expect(events.map((e) => JSON.parse(e.data))).toEqual([res.body]);
  });

  it('pays an order only once: a second settlement has nothing to settle until another delivery', async () => {
    const { partner, rider } = await fleet();
    await orderFor(partner, rider, 4.5);
    expect((await service.admin.post('/v1/admin/settlements', { partner_id: partner.id })).status).toBe(201);

    const before = await storeSnapshot(service.store);
    const again = await service.admin.post('/v1/admin/settlements', { partner_id: partner.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('nothing_to_settle');
    expect(await storeSnapshot(service.store)).toEqual(before);

    const next = await orderFor(partner, rider, 3.25);
    const second = await service.admin.post('/v1/admin/settlements', { partner_id: partner.id });
    expect(second.body).toMatchObject({ amount: 3.25, order_ids: [next] });
  });

  it('never pays an order twice when settlements race, and records no empty settlement', async () => {
    const { partner, rider } = await fleet();
    const orders = [];
    for (const amount of [4.5, 3.25, 1.05]) orders.push(await orderFor(partner, rider, amount));

    const results = await Promise.all(Array.from({ length: 6 }, () => service.admin.post('/v1/admin/settlements', { partner_id: partner.id })));

    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(created[0].body).toMatchObject({ amount: 8.8, order_count: 3 });
    expect(results.filter((r) => r.status !== 201).map((r) => r.body.code)).toEqual(Array(5).fill('nothing_to_settle'));
    const settlements = await service.store.db.selectFrom('settlements').selectAll().where('partner_id', '=', partner.id).execute();
    expect(settlements).toHaveLength(1);
    const rows = await service.store.db.selectFrom('orders').select(['id', 'settlement_id']).where('id', 'in', orders).execute();
    expect(rows.every((o) => o.settlement_id === settlements[0].id)).toBe(true);
  });

  it('settles one currency at a time, and needs to be told which when several are owed', async () => {
    const { partner, rider } = await fleet();
    await orderFor(partner, rider, 4.5, 'EUR');
    await orderFor(partner, rider, 500, 'JPY');

    const ambiguous = await service.admin.post('/v1/admin/settlements', { partner_id: partner.id });
    expect(ambiguous.status).toBe(422);
    expect(ambiguous.body.code).toBe('invalid_value');

    const yen = await service.admin.post('/v1/admin/settlements', { partner_id: partner.id, currency: 'JPY' });
    expect(yen.body).toMatchObject({ currency: 'JPY', amount: 500, order_count: 1 });
    const euro = await service.admin.post('/v1/admin/settlements', { partner_id: partner.id });
    expect(euro.body).toMatchObject({ currency: 'EUR', amount: 4.5, order_count: 1 });
    const none = await service.admin.post('/v1/admin/settlements', { partner_id: partner.id, currency: 'GBP' });
    expect(none.status).toBe(409);
  });

  it('sums large settlements beyond 32-bit minor units (22 × 1,000,000 EUR)', async () => {
    const { partner, rider } = await fleet();
    for (let i = 0; i < 22; i++) await orderFor(partner, rider, 1_000_000);
    const res = await service.admin.post('/v1/admin/settlements', { partner_id: partner.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ amount: 22_000_000, order_count: 22 });
  });

  it('settles only the partner named, never another partner’s deliveries', async () => {
    const a = await fleet();
    const b = await fleet();
    await orderFor(a.partner, a.rider, 4.5);
    const bOrder = await orderFor(b.partner, b.rider, 2);
    const res = await service.admin.post('/v1/admin/settlements', { partner_id: a.partner.id });
    expect(res.body.order_ids).not.toContain(bOrder);
    expect((await service.admin.post('/v1/admin/settlements', { partner_id: b.partner.id })).body.order_ids).toEqual([bOrder]);
  });

  it('refuses an unknown partner (404), a missing partner_id (400) and a bad currency (422)', async () => {
    const unknown = await service.admin.post('/v1/admin/settlements', { partner_id: 'ptn_nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('partner_not_found');
    expect((await service.admin.post('/v1/admin/settlements', {})).status).toBe(400);
    const { partner } = await fleet();
    expect((await service.admin.post('/v1/admin/settlements', { partner_id: partner.id, currency: 'euro' })).status).toBe(422);
  });
});

describeStores('settlement size bound', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it(`pays at most ${MAX_ORDERS_PER_SETTLEMENT} orders, the earliest delivered, and its settlement.paid stays under the size pdn certify checks`, async () => {
    const partner = await createPartner(service);
    const extra = 3;
    const start = Date.parse('2026-11-01T00:00:00.000Z');
    // Delivered orders written straight to the store: thousands through the API would take minutes.
    const rows = Array.from({ length: MAX_ORDERS_PER_SETTLEMENT + extra }, (_, i) => {
      const at = new Date(start + i * 1000).toISOString();
      return orderRow({
        id: newId('ord'),
        zone: partner.territories[0],
        status: 'delivered',
        partner_id: partner.id,
        pickup_creator: 'Bulk Kitchen',
        created_at: at,
        assigned_at: at,
        picked_up_at: at,
        // The last ones written were delivered first: paid first, whatever their ids say.
        delivered_at: new Date(start + (MAX_ORDERS_PER_SETTLEMENT + extra - i) * 1000).toISOString(),
        version: 4,
      });
    });
    for (let i = 0; i < rows.length; i += 500) await service.store.db.insertInto('orders').values(rows.slice(i, i + 500)).execute();

    const first = await service.admin.post('/v1/admin/settlements', { partner_id: partner.id });
    const second = await service.admin.post('/v1/admin/settlements', { partner_id: partner.id });

    expect(first.status).toBe(201);
    expect(first.body.order_count).toBe(MAX_ORDERS_PER_SETTLEMENT);
    expect(first.body.amount).toBe(MAX_ORDERS_PER_SETTLEMENT * 4.5);
    expect(second.body).toMatchObject({ order_count: extra, amount: extra * 4.5 });
    expect(second.body.order_ids.sort()).toEqual(rows.slice(0, extra).map((o) => o.id).sort());
    const paid = await service.store.db.selectFrom('events').select(['id', 'type', 'data', 'created_at']).where('type', '=', 'settlement.paid').where('partner_id', '=', partner.id).execute();
    const largest = Math.max(...paid.map((event) => Buffer.byteLength(envelopeBody(event))));
    expect(largest).toBeGreaterThan(LARGE_ENVELOPE_BYTES * 0.8);
    expect(largest).toBeLessThanOrEqual(LARGE_ENVELOPE_BYTES);
  }, 60_000);
});
