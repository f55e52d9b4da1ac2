import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';

describeStores('GET /v1/orders/{id}', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  function expectNotFound(res: { status: number; body: any }, orderId: string) {
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('order_not_found');
    // The same answer whether the order exists elsewhere or not at all: nothing leaks.
    expect(res.body.detail).toBe(`No order ${orderId} is visible to you.`);
    expect(JSON.stringify(res.body)).not.toMatch(/unassigned|assigned|picked_up|delivered|cancelled|rdr_|ptn_/);
  }

  it('retrieves an unassigned order in the partner’s territory with every field', async () => {
    const partner = await createPartner(service);
    const order = await createOrder(service, { zone: partner.territories[0], amount: 7.25, currency: 'GBP', creator: 'Sushi Go' });

    const res = await partner.api.get(`/v1/orders/${order.order_id}`);

    expect(res.status).toBe(200);
    // The partner's view is the network's without the network's own fields.
    const { partner_id: _p, reference: _r, excluded_partner_ids: _e, offered_partner_ids: _o, pickup_by: _pb, deliver_by: _db, late: _l, warnings: _w, ...partnerView } = order;
    expect(res.body).toEqual(partnerView);
    expect(res.body).not.toHaveProperty('reference');
    expect(res.body).toMatchObject({
      object: 'order',
      order_id: order.order_id,
      status: 'unassigned',
      rider_id: null,
      zone: partner.territories[0],
      pickup: { creator: 'Sushi Go', eta_mins: 12 },
      payout_estimate: { currency: 'GBP', amount: 7.25 },
      assigned_at: null,
    });
    expect(res.body.order_id).toMatch(/^ord_/);
    expect(new Date(res.body.created_at).toISOString()).toBe(res.body.created_at);
  });

  it('follows the order the partner holds through pickup and delivery', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0] });
    await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });
    await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`);
    await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`);

    const res = await partner.api.get(`/v1/orders/${order.order_id}`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'delivered', rider_id: rider.rider_id });
    for (const field of ['assigned_at', 'picked_up_at', 'delivered_at']) expect(res.body[field]).toEqual(expect.any(String));
    expect(res.body.assigned_at <= res.body.picked_up_at && res.body.picked_up_at <= res.body.delivered_at).toBe(true);
  });

  it('is 404 for an order outside the partner’s territories', async () => {
    const partner = await createPartner(service);
    const other = await createPartner(service);
    const order = await createOrder(service, { zone: other.territories[0] });
    expectNotFound(await partner.api.get(`/v1/orders/${order.order_id}`), order.order_id);
  });

  it('is 404 for an order another partner holds, even in a shared zone', async () => {
    const zone = `shared-${Date.now()}`;
    const holder = await createPartner(service, { territories: [zone] });
    const rival = await createPartner(service, { territories: [zone] });
    const rider = await createRider(service, holder);
    const order = await createOrder(service, { zone });
    expect((await rival.api.get(`/v1/orders/${order.order_id}`)).status).toBe(200);

    await holder.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });

    expectNotFound(await rival.api.get(`/v1/orders/${order.order_id}`), order.order_id);
    expect((await holder.api.get(`/v1/orders/${order.order_id}`)).status).toBe(200);
  });

  it('is 404 for an unassigned order that was cancelled, and for an id that does not exist', async () => {
    const partner = await createPartner(service);
    const order = await createOrder(service, { zone: partner.territories[0] });
    await service.admin.post(`/v1/admin/orders/${order.order_id}/cancel`, { reason: 'restaurant closed' });

    expectNotFound(await partner.api.get(`/v1/orders/${order.order_id}`), order.order_id);
    expectNotFound(await partner.api.get('/v1/orders/ord_00000000000000000000000000'), 'ord_00000000000000000000000000');
  });

  it('shows the holder an order cancelled while assigned, with the reason', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0] });
    await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });
    await service.admin.post(`/v1/admin/orders/${order.order_id}/cancel`, { reason: 'customer left' });

    const res = await partner.api.get(`/v1/orders/${order.order_id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancellation_reason: 'customer left', rider_id: rider.rider_id });
  });
});
