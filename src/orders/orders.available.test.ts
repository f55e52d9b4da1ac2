import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';

describeStores('GET /v1/orders/available', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const ids = (res: { body: any }) => res.body.data.map((o: any) => o.order_id);

  it('lists the unassigned orders in the partner’s territories, oldest first, as full orders', async () => {
    const partner = await createPartner(service, { territories: [`a-${Date.now()}`, `b-${Date.now()}`] });
    const [za, zb] = partner.territories;
    const elsewhere = await createOrder(service, { zone: `elsewhere-${Date.now()}` });
    const o1 = await createOrder(service, { zone: za, amount: 4.5 });
    const o2 = await createOrder(service, { zone: zb, amount: 3.25 });
    const o3 = await createOrder(service, { zone: za });

    const res = await partner.api.get('/v1/orders/available');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(ids(res)).toEqual([o1.order_id, o2.order_id, o3.order_id]);
    expect(ids(res)).not.toContain(elsewhere.order_id);
    expect(res.body.data[1]).toMatchObject({
      object: 'order',
      status: 'unassigned',
      rider_id: null,
      zone: zb,
      payout_estimate: { currency: 'EUR', amount: 3.25 },
      pickup: { creator: 'Mama Kitchen', eta_mins: 12 },
      dropoff: { area: 'Riverside' },
    });
  });

  it('drops an order once it is accepted or cancelled', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const rider = await createRider(service, partner);
    const [taken, cancelled, open] = [await createOrder(service, { zone }), await createOrder(service, { zone }), await createOrder(service, { zone })];

    expect((await partner.api.post(`/v1/orders/${taken.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${cancelled.order_id}/cancel`, {})).status).toBe(200);

    expect(ids(await partner.api.get('/v1/orders/available'))).toEqual([open.order_id]);
  });

  it('shows the same open job to every partner covering the zone, and a taken one to none', async () => {
    const zone = `shared-${Date.now()}`;
    const a = await createPartner(service, { territories: [zone] });
    const b = await createPartner(service, { territories: [zone] });
    const rider = await createRider(service, a);
    const [o1, o2] = [await createOrder(service, { zone }), await createOrder(service, { zone })];
    await a.api.post(`/v1/orders/${o1.order_id}/accept`, { rider_id: rider.rider_id });

    expect(ids(await a.api.get('/v1/orders/available'))).toEqual([o2.order_id]);
    expect(ids(await b.api.get('/v1/orders/available'))).toEqual([o2.order_id]);
  });

  it('filters by one of the partner’s zones; a zone outside them is 422', async () => {
    const partner = await createPartner(service, { territories: [`x-${Date.now()}`, `y-${Date.now()}`] });
    const [zx, zy] = partner.territories;
    const ox = await createOrder(service, { zone: zx });
    await createOrder(service, { zone: zy });

    expect(ids(await partner.api.get(`/v1/orders/available?zone=${zx}`))).toEqual([ox.order_id]);
    const outside = await partner.api.get('/v1/orders/available?zone=not-mine');
    expect(outside.status).toBe(422);
    expect(outside.body.code).toBe('zone_not_in_territory');
  });

  it('pages with limit and starting_after without gaps or repeats', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const created: string[] = [];
    for (let i = 0; i < 5; i++) created.push((await createOrder(service, { zone })).order_id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: any = await partner.api.get(`/v1/orders/available?limit=2${cursor ? `&starting_after=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...ids(res));
      expect(res.body.has_more).toBe(res.body.next_cursor !== null);
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor);

    expect(seen).toEqual(created);
    expect(pages).toBe(3);
  });

  it('refuses a bad page size or an unknown parameter', async () => {
    const partner = await createPartner(service);
    expect((await partner.api.get('/v1/orders/available?limit=0')).status).toBe(422);
    expect((await partner.api.get('/v1/orders/available?limit=201')).status).toBe(422);
    expect((await partner.api.get('/v1/orders/available?limit=abc')).status).toBe(400);
    expect((await partner.api.get('/v1/orders/available?status=assigned')).status).toBe(400);
  });
});
