import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';
import { eventsAbout } from '../../test/invariants.js';

const orderBody = (zone: string, creator = 'Mama Kitchen') => ({
  zone,
  pickup: { creator, eta_mins: 12 },
  dropoff: { area: 'Riverside' },
  payout_estimate: { currency: 'EUR', amount: 4.5 },
});

describeStores('Idempotency-Key', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  const ordersIn = async (zone: string) => service.store.db.selectFrom('orders').select('id').where('zone', '=', zone).execute();

  it('replays the first response for the same key and body, and creates nothing new', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const headers = { 'idempotency-key': `create-${zone}` };

    const first = await service.admin.post('/v1/admin/orders', orderBody(zone), { headers });
    const again = await service.admin.post('/v1/admin/orders', orderBody(zone), { headers });

    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.body).toEqual(first.body);
    expect(await ordersIn(zone)).toHaveLength(1);
    expect((await eventsAbout(service.store, first.body.order_id)).map((e) => e.type)).toEqual(['order.created']);
  });

  it('scopes keys to the partner: a retry with the partner’s rotated key replays, another partner’s same key runs on its own', async () => {
    const partner = await createPartner(service);
    const rival = await createPartner(service, { territories: [...partner.territories] });
    const zone = partner.territories[0];
    const [rider, rivalRider] = [await createRider(service, partner), await createRider(service, rival)];
    const [order, other] = [await createOrder(service, { zone }), await createOrder(service, { zone })];
    const rotated = (await service.admin.post(`/v1/admin/partners/${partner.id}/api_keys`)).body.key;
    const headers = { 'idempotency-key': `accept-${zone}` };

    const first = await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id }, { headers });
    const retried = await service.client(rotated).post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id }, { headers });
    const rivals = await rival.api.post(`/v1/orders/${other.order_id}/accept`, { rider_id: rivalRider.rider_id }, { headers });

    expect(first.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body).toEqual(first.body);
    expect(rivals.status).toBe(200);
    expect(rivals.headers.get('idempotent-replayed')).toBeNull();
    expect(rivals.body).toMatchObject({ order_id: other.order_id, rider_id: rivalRider.rider_id });
  });

  it('treats the same fields sent in another order as the same body', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const headers = { 'idempotency-key': `order-${zone}`, 'content-type': 'application/json' };
    const body = orderBody(zone);
    const reordered = { payout_estimate: { amount: 4.5, currency: 'EUR' }, dropoff: body.dropoff, pickup: { eta_mins: 12, creator: 'Mama Kitchen' }, zone };

    const first = await service.admin.request('POST', '/v1/admin/orders', { raw: JSON.stringify(body), headers });
    const again = await service.admin.request('POST', '/v1/admin/orders', { raw: JSON.stringify(reordered), headers });

    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.order_id).toBe(first.body.order_id);
    expect(await ordersIn(zone)).toHaveLength(1);
  });

  it('409 idempotency_key_reused for the same key with another body, changing nothing', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const headers = { 'idempotency-key': `reuse-${zone}` };

    expect((await service.admin.post('/v1/admin/orders', orderBody(zone), { headers })).status).toBe(201);
    const other = await service.admin.post('/v1/admin/orders', orderBody(zone, 'Other Kitchen'), { headers });

    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect(await ordersIn(zone)).toHaveLength(1);
  });

  it('forgets a key after 24 h: the same key then runs afresh, with any body', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const key = `expire-${zone}`;
    const headers = { 'idempotency-key': key };
    const age = (hours: number) =>
      service.store.db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date(Date.now() - hours * 3600_000).toISOString() })
        .where('scope', '=', 'admin')
        .where('key', '=', key)
        .execute();

    const first = await service.admin.post('/v1/admin/orders', orderBody(zone), { headers });
    await age(23);
    const stillLive = await service.admin.post('/v1/admin/orders', orderBody(zone, 'Other Kitchen'), { headers });
    expect(stillLive.status).toBe(409);
    expect(stillLive.body.code).toBe('idempotency_key_reused');

    await age(25);
    const afresh = await service.admin.post('/v1/admin/orders', orderBody(zone, 'Other Kitchen'), { headers });
    expect(afresh.status).toBe(201);
    expect(afresh.headers.get('idempotent-replayed')).toBeNull();
    expect(afresh.body.order_id).not.toBe(first.body.order_id);
    const replayed = await service.admin.post('/v1/admin/orders', orderBody(zone, 'Other Kitchen'), { headers });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(afresh.body);
    expect(await ordersIn(zone)).toHaveLength(2);
  });

  it('replays a refusal too, and runs a new key afresh', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { status: 'offline' });
    const order = await createOrder(service, { zone: partner.territories[0] });
    const headers = { 'idempotency-key': `accept-${order.order_id}` };
    const accept = () => partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id }, { headers });

    const refused = await accept();
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('rider_not_online');
    await partner.api.patch(`/v1/riders/${rider.rider_id}/status`, { status: 'online' });

    const replayed = await accept();
    expect(replayed.status).toBe(409);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(refused.body);

    const fresh = await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id }, { headers: { 'idempotency-key': 'another' } });
    expect(fresh.status).toBe(200);
  });

  it('409 idempotency_key_reused for the same key on another path', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner, { capacity: 5 });
    const [a, b] = [await createOrder(service, { zone: partner.territories[0] }), await createOrder(service, { zone: partner.territories[0] })];
    const headers = { 'idempotency-key': `path-${a.order_id}` };

    expect((await partner.api.post(`/v1/orders/${a.order_id}/accept`, { rider_id: rider.rider_id }, { headers })).status).toBe(200);
    const other = await partner.api.post(`/v1/orders/${b.order_id}/accept`, { rider_id: rider.rider_id }, { headers });

    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect((await partner.api.get(`/v1/orders/${b.order_id}`)).body.status).toBe('unassigned');
  });

  it('scopes keys to the API key: two partners may use the same key', async () => {
    const a = await createPartner(service);
    const b = await createPartner(service);
    const [riderA, riderB] = [await createRider(service, a), await createRider(service, b)];
    const [orderA, orderB] = [await createOrder(service, { zone: a.territories[0] }), await createOrder(service, { zone: b.territories[0] })];
    const headers = { 'idempotency-key': 'shared-key-1' };

    const resA = await a.api.post(`/v1/orders/${orderA.order_id}/accept`, { rider_id: riderA.rider_id }, { headers });
    const resB = await b.api.post(`/v1/orders/${orderB.order_id}/accept`, { rider_id: riderB.rider_id }, { headers });

    expect(resA.status).toBe(200);
    expect(resB.status).toBe(200);
    expect(resB.headers.get('idempotent-replayed')).toBeNull();
    expect(resB.body.order_id).toBe(orderB.order_id);
  });

  it('runs exactly one of many concurrent requests with the same key', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const headers = { 'idempotency-key': `race-${zone}` };

    const results = await Promise.all(Array.from({ length: 8 }, () => service.admin.post('/v1/admin/orders', orderBody(zone), { headers })));

    expect(await ordersIn(zone)).toHaveLength(1);
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(created.filter((r) => r.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(new Set(created.map((r) => r.body.order_id)).size).toBe(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('idempotency_key_in_progress');
      expect(r.headers.get('retry-after')).toBe('1');
    }
  });

  it('refuses a malformed key with 400 and runs nothing', async () => {
    const partner = await createPartner(service);
    const zone = partner.territories[0];
    const res = await service.admin.post('/v1/admin/orders', orderBody(zone), { headers: { 'idempotency-key': 'x'.repeat(300) } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(await ordersIn(zone)).toHaveLength(0);
  });
});
