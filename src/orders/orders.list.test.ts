import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';

describeStores('GET /v1/orders', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const ids = (res: { body: any }) => res.body.data.map((o: any) => o.order_id);

  /** A partner holding one order in each later state, plus an open job it can see but does not hold. */
  async function partnerWithHistory() {
    const zone = `z-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const partner = await createPartner(service, { territories: [zone] });
    const rival = await createPartner(service, { territories: [zone] });
    const rider = await createRider(service, partner, { capacity: 10 });
    const rivalRider = await createRider(service, rival);
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await createOrder(service, { zone }));
    const [assigned, pickedUp, delivered, cancelled, open] = orders;
    for (const o of [assigned, pickedUp, delivered, cancelled]) {
      expect((await partner.api.post(`/v1/orders/${o.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    }
    await service.admin.post(`/v1/admin/orders/${pickedUp.order_id}/pickup`);
    await service.admin.post(`/v1/admin/orders/${delivered.order_id}/pickup`);
    await service.admin.post(`/v1/admin/orders/${delivered.order_id}/deliver`);
    await service.admin.post(`/v1/admin/orders/${cancelled.order_id}/cancel`, {});
    const rivalOrder = await createOrder(service, { zone });
    await rival.api.post(`/v1/orders/${rivalOrder.order_id}/accept`, { rider_id: rivalRider.rider_id });
    return { partner, rival, assigned, pickedUp, delivered, cancelled, open, rivalOrder };
  }

  it('lists exactly the orders the partner holds, in every later state, never another partner’s', async () => {
    const h = await partnerWithHistory();

    const mine = await h.partner.api.get('/v1/orders');
    expect(mine.status).toBe(200);
    expect(ids(mine)).toEqual([h.assigned, h.pickedUp, h.delivered, h.cancelled].map((o) => o.order_id));
    expect(mine.body.data.map((o: any) => o.status)).toEqual(['assigned', 'picked_up', 'delivered', 'cancelled']);

    expect(ids(await h.rival.api.get('/v1/orders'))).toEqual([h.rivalOrder.order_id]);
  });

  it('filters by one or several statuses', async () => {
    const h = await partnerWithHistory();
    expect(ids(await h.partner.api.get('/v1/orders?status=delivered'))).toEqual([h.delivered.order_id]);
    expect(ids(await h.partner.api.get('/v1/orders?status=assigned&status=picked_up'))).toEqual([h.assigned.order_id, h.pickedUp.order_id]);
    expect(ids(await h.partner.api.get('/v1/orders?status=unassigned'))).toEqual([]);
  });

  it('pages with a cursor', async () => {
    const h = await partnerWithHistory();
    const first = await h.partner.api.get('/v1/orders?limit=3');
    expect(first.body).toMatchObject({ has_more: true, next_cursor: h.delivered.order_id });
    const second = await h.partner.api.get(`/v1/orders?limit=3&starting_after=${first.body.next_cursor}`);
    expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
    expect([...ids(first), ...ids(second)]).toEqual([h.assigned, h.pickedUp, h.delivered, h.cancelled].map((o) => o.order_id));
  });

  it('lists the newest first with direction=desc, paging backwards (order history)', async () => {
    const h = await partnerWithHistory();
    const history = await h.partner.api.get('/v1/orders?status=delivered&status=cancelled&direction=desc');
    expect(ids(history)).toEqual([h.cancelled.order_id, h.delivered.order_id]);
    const first = await h.partner.api.get('/v1/orders?direction=desc&limit=3');
    expect(ids(first)).toEqual([h.cancelled, h.delivered, h.pickedUp].map((o) => o.order_id));
    const second = await h.partner.api.get(`/v1/orders?direction=desc&limit=3&starting_after=${first.body.next_cursor}`);
    expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
    expect(ids(second)).toEqual([h.assigned.order_id]);
    expect((await h.partner.api.get('/v1/orders?direction=sideways')).status).toBe(422);
  });

  it('refuses an unknown status with 422', async () => {
    const partner = await createPartner(service);
    const res = await partner.api.get('/v1/orders?status=lost');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_value');
  });
});
