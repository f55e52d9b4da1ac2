// The network manages its partners: PATCH (territories, suspension), release, key roll, and
// lists across partners. Black box over HTTP on both stores; races by real concurrency.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createOrder,
  createPartner,
  createRider,
  describeStores,
  freshDatabase,
  riderLoadMismatches,
  sandboxOf,
  startService,
  type TestDatabase,
  type TestPartner,
  type TestService,
} from '../../test/harness.js';

const suspend = (service: TestService, partner: TestPartner) => service.admin.patch(`/v1/admin/partners/${partner.id}`, { status: 'suspended' });
const resume = (service: TestService, partner: TestPartner) => service.admin.patch(`/v1/admin/partners/${partner.id}`, { status: 'active' });

async function eventsOf(partner: TestPartner, type: string) {
  const res = await partner.api.get(`/v1/events?type=${type}&limit=200`);
  expect(res.status).toBe(200);
  return res.body.data as Array<{ data: { order_id: string; status: string; version: number; released_by?: string; reported_by?: string; proof?: unknown } }>;
}

describeStores('partner management', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { matcher: true });
  });
  afterAll(() => service.close());

  it('changes name and territories from the next request, and refuses bad input changing nothing', async () => {
    const partner = await createPartner(service);
    const newZone = `${partner.territories[0]}-east`;
    const res = await service.admin.patch(`/v1/admin/partners/${partner.id}`, { name: 'Renamed', territories: [partner.territories[0], newZone] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: partner.id, name: 'Renamed', territories: [partner.territories[0], newZone], status: 'active' });
    // The very next request works in the new zone, and new jobs there are routed to it.
    const order = await createOrder(service, { zone: newZone });
    const available = await partner.api.get(`/v1/orders/available?zone=${newZone}`);
    expect(available.status).toBe(200);
    expect(available.body.data.map((o: { order_id: string }) => o.order_id)).toEqual([order.order_id]);
    expect((await eventsOf(partner, 'order.created')).map((e) => e.data.order_id)).toContain(order.order_id);
    // Dropping the zone: gone from its view at once.
    expect((await service.admin.patch(`/v1/admin/partners/${partner.id}`, { territories: [partner.territories[0]] })).status).toBe(200);
    expect((await partner.api.get(`/v1/orders/available?zone=${newZone}`)).body.code).toBe('zone_not_in_territory');

    for (const body of [{}, { territories: [] }, { status: 'paused' }, { name: '' }, { colour: 'red' }, { territories: ['bad zone!'] }]) {
      const bad = await service.admin.patch(`/v1/admin/partners/${partner.id}`, body);
      expect(bad.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
      expect(bad.body.code).toBeTypeOf('string');
    }
    expect((await service.admin.patch('/v1/admin/partners/ptn_nobody', { name: 'x' })).body.code).toBe('partner_not_found');
    expect((await service.admin.get(`/v1/admin/partners/${partner.id}`)).body).toMatchObject({ name: 'Renamed', territories: [partner.territories[0]], status: 'active' });
    // A partner key is not the admin key.
    expect((await partner.api.patch(`/v1/admin/partners/${partner.id}`, { name: 'Mine' })).status).toBe(401);
  });

  it('suspends: 403 partner_suspended on every partner route (test keys too), unpicked orders released, picked-up kept; resume restores, policy included', async () => {
    const partner = await createPartner(service);
    const sandbox = await sandboxOf(service, partner);
    const zone = partner.territories[0];
    const rider = await createRider(service, partner, { capacity: 3 });
    const [held, picked] = [await createOrder(service, { zone }), await createOrder(service, { zone })];
    for (const order of [held, picked]) expect((await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
    expect((await service.admin.post(`/v1/admin/orders/${picked.order_id}/pickup`)).status).toBe(200);
    expect((await partner.api.put('/v1/dispatch_policy', { mode: 'manual' })).status).toBe(200);

    const res = await suspend(service, partner);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('suspended');
    for (const [api, path] of [
      [partner.api, '/v1/riders'],
      [partner.api, '/v1/orders/available'],
      [partner.api, `/v1/orders/${picked.order_id}`],
      [sandbox.api, '/v1/riders'],
    ] as const) {
      const refused = await api.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe('partner_suspended');
    }
    const accept = await partner.api.post(`/v1/orders/${held.order_id}/accept`, { rider_id: rider.rider_id });
    expect(accept.body.code).toBe('partner_suspended');

    expect((await service.admin.get(`/v1/admin/orders/${held.order_id}`)).body).toMatchObject({ status: 'unassigned', rider_id: null, version: 3 });
    expect((await service.admin.get(`/v1/admin/orders/${picked.order_id}`)).body).toMatchObject({ status: 'picked_up', rider_id: rider.rider_id });
    expect(await riderLoadMismatches(service.store)).toEqual([]);
    // It still reports the delivery of the order its rider carries (docs/decisions.md), and nothing else.
    expect((await partner.api.post(`/v1/orders/${held.order_id}/pickup`)).body.code).toBe('partner_suspended');
    expect((await partner.api.post(`/v1/orders/${held.order_id}/deliver`)).status).toBe(409);
    const delivered = await partner.api.post(`/v1/orders/${picked.order_id}/deliver`, { proof: { recipient_name: 'Ada' } });
    expect({ status: delivered.status, order: delivered.body.status }).toEqual({ status: 200, order: 'delivered' });
    expect((await service.admin.get(`/v1/admin/orders/${picked.order_id}`)).body).toMatchObject({ status: 'delivered', partner_id: partner.id });
    expect(await riderLoadMismatches(service.store)).toEqual([]);
    // A new job in its zone is not routed to it.
    const whileSuspended = await createOrder(service, { zone });

    expect((await resume(service, partner)).body.status).toBe('active');
    expect((await partner.api.get('/v1/riders')).status).toBe(200);
    expect((await sandbox.api.get('/v1/riders')).status).toBe(200);
    const released = await eventsOf(partner, 'order.released');
    expect(released.map((e) => [e.data.order_id, e.data.status, e.data.released_by])).toEqual([[held.order_id, 'unassigned', 'suspension']]);
    expect((await eventsOf(partner, 'order.delivered')).map((e) => [e.data.order_id, e.data.reported_by, e.data.proof])).toEqual([[picked.order_id, 'partner', { recipient_name: 'Ada' }]]);
    expect((await eventsOf(partner, 'order.created')).map((e) => e.data.order_id)).not.toContain(whileSuspended.order_id);
    // Offered again, to it too now: it may take the released job back.
    expect((await partner.api.post(`/v1/orders/${held.order_id}/accept`, { rider_id: rider.rider_id })).status).toBe(200);
  });

  it('never leaves an order assigned to a partner suspended while it accepts', async () => {
    const partner = await createPartner(service);
    const riders = await Promise.all([1, 2, 3].map(() => createRider(service, partner, { capacity: 5 })));
    for (let round = 0; round < 8; round++) {
      const orders = await Promise.all([1, 2, 3].map(() => createOrder(service, { zone: partner.territories[0] })));
      const results = await Promise.all([
        ...orders.map((order, i) => partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: riders[i].rider_id })),
        suspend(service, partner),
      ]);
      expect(results.at(-1)!.status).toBe(200);
      for (const accept of results.slice(0, -1)) expect([200, 403]).toContain(accept.status);
      const held = await service.store.db.selectFrom('orders').select('id').where('partner_id', '=', partner.id).where('status', '=', 'assigned').execute();
      expect(held, `round ${round}`).toEqual([]);
      expect((await resume(service, partner)).status).toBe(200);
    }
    expect(await riderLoadMismatches(service.store)).toEqual([]);
  });

  it('never lets auto-dispatch assign to a partner suspended while it matches; resuming restores its auto policy', async () => {
    const partner = await createPartner(service);
    await Promise.all([1, 2].map(() => createRider(service, partner, { capacity: 10 })));
    expect((await partner.api.put('/v1/dispatch_policy', { mode: 'auto' })).status).toBe(200);
    for (let round = 0; round < 5; round++) {
      const [, , suspended] = await Promise.all([
        createOrder(service, { zone: partner.territories[0] }),
        createOrder(service, { zone: partner.territories[0] }),
        (async () => {
          await new Promise((resolve) => setImmediate(resolve));
          return suspend(service, partner);
        })(),
      ]);
      expect(suspended.status).toBe(200);
      // Matcher passes after the suspension (woken every 20 ms, a poll each 500 ms) must not assign to it.
      for (let check = 0; check < 5; check++) {
        const held = await service.store.db.selectFrom('orders').select('id').where('partner_id', '=', partner.id).where('status', '=', 'assigned').execute();
        expect(held, `round ${round}`).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      expect((await resume(service, partner)).status).toBe(200);
      // Resumed: its auto policy takes the waiting jobs again.
      await expect.poll(async () => (await partner.api.get('/v1/orders?status=assigned&limit=200')).body.data.length, { timeout: 5000 }).toBeGreaterThan(0);
      const policy = await partner.api.get('/v1/dispatch_policy');
      expect(policy.body.mode).toBe('auto');
    }
    // Read in two statements while the matcher may still be assigning: a commit in between shows
    // for a moment; a real mismatch stays.
    await expect.poll(() => riderLoadMismatches(service.store), { timeout: 5000 }).toEqual([]);
  });

  it('releases an assigned job back to the pool with order.released; other states 409; a release racing a pickup: exactly one wins', async () => {
    const partner = await createPartner(service);
    const other = await createPartner(service, { territories: partner.territories });
    const rider = await createRider(service, partner, { capacity: 20 });
    const order = await createOrder(service, { zone: partner.territories[0] });
    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/release`)).body.code).toBe('order_state_conflict');
    await partner.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id });
    const releasedAt = Date.now();
    const res = await service.admin.post(`/v1/admin/orders/${order.order_id}/release`, { reason: 'rider did not show up' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'unassigned', rider_id: null, assigned_at: null, version: 3 });
    // Offered again with a fresh window (PDN_OFFER_WINDOW, 5m by default), not the one it had at creation.
    expect(Date.parse(res.body.accept_by)).toBeGreaterThan(Date.parse(order.accept_by));
    expect(Date.parse(res.body.accept_by)).toBeGreaterThanOrEqual(releasedAt + 5 * 60_000 - 1_000);
    expect(await riderLoadMismatches(service.store)).toEqual([]);
    const released = await eventsOf(partner, 'order.released');
    expect(released.map((e) => [e.data.order_id, e.data.version, e.data.released_by])).toEqual([[order.order_id, 3, 'network']]);
    // Offered again: the zone's other partner sees it, was told, and may take it.
    expect((await eventsOf(other, 'order.released')).map((e) => e.data.order_id)).toEqual([order.order_id]);
    expect((await other.api.get('/v1/orders/available')).body.data.map((o: { order_id: string }) => o.order_id)).toContain(order.order_id);
    for (const body of [{ reason: '' }, { why: 'x' }]) {
      const bad = await service.admin.post(`/v1/admin/orders/${order.order_id}/release`, body);
      expect(bad.status).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
    }
    expect((await service.admin.post('/v1/admin/orders/ord_nothing/release')).body.code).toBe('order_not_found');

    for (let round = 0; round < 8; round++) {
      const job = await createOrder(service, { zone: partner.territories[0] });
      await partner.api.post(`/v1/orders/${job.order_id}/accept`, { rider_id: rider.rider_id });
      const [release, pickup] = await Promise.all([
        service.admin.post(`/v1/admin/orders/${job.order_id}/release`),
        round % 2 ? partner.api.post(`/v1/orders/${job.order_id}/pickup`) : service.admin.post(`/v1/admin/orders/${job.order_id}/pickup`),
      ]);
      // The loser: the network's pickup of an unassigned order, or the partner's of one no longer its own, is 409.
      expect([release.status, pickup.status].sort(), `round ${round}`).toEqual([200, 409]);
      const final = (await service.admin.get(`/v1/admin/orders/${job.order_id}`)).body;
      expect(final.status).toBe(release.status === 200 ? 'unassigned' : 'picked_up');
    }
    expect(await riderLoadMismatches(service.store)).toEqual([]);
  });

  it('lists riders and settlements across partners, filtered, live only; bad filters 4xx', async () => {
    const a = await createPartner(service);
    const b = await createPartner(service);
    const sandbox = await sandboxOf(service, a);
    const ra = await createRider(service, a, { status: 'online' });
    const rb = await createRider(service, b, { status: 'offline' });
    expect((await sandbox.api.post('/v1/test_helpers/riders', { zone: a.territories[0], capacity: 2 })).status).toBe(201);
    const mine = (path: string) => service.admin.get(path).then((r) => (expect(r.status).toBe(200), r.body.data.map((x: { rider_id: string }) => x.rider_id)));
    expect(await mine(`/v1/admin/riders?partner_id=${a.id}`)).toEqual([ra.rider_id]);
    expect(await mine(`/v1/admin/riders?zone=${b.territories[0]}`)).toEqual([rb.rider_id]);
    expect(await mine(`/v1/admin/riders?zone=${b.territories[0]}&status=online`)).toEqual([]);
    const all = await service.admin.get('/v1/admin/riders?limit=200');
    expect(all.body.data.find((r: { rider_id: string }) => r.rider_id === rb.rider_id)).toMatchObject({ partner_id: b.id, status: 'offline' });
    expect(all.body.data.every((r: { partner_id: string }) => r.partner_id.startsWith('ptn_'))).toBe(true);
    expect(all.body.data.some((r: { zone: string; partner_id: string }) => r.partner_id !== a.id && r.zone === a.territories[0] && r.partner_id !== b.id)).toBe(false);
    // Paged by cursor.
    const first = await service.admin.get('/v1/admin/riders?limit=1');
    const second = await service.admin.get(`/v1/admin/riders?limit=1&starting_after=${first.body.next_cursor}`);
    expect(second.body.data[0].rider_id > first.body.data[0].rider_id).toBe(true);

    const order = await createOrder(service, { zone: a.territories[0] });
    await a.api.post(`/v1/orders/${order.order_id}/accept`, { rider_id: ra.rider_id });
    await service.admin.post(`/v1/admin/orders/${order.order_id}/pickup`);
    await service.admin.post(`/v1/admin/orders/${order.order_id}/deliver`);
    const settlement = (await service.admin.post('/v1/admin/settlements', { partner_id: a.id })).body;
    const listed = await service.admin.get(`/v1/admin/settlements?partner_id=${a.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([{ ...settlement }]);
    expect((await service.admin.get(`/v1/admin/settlements?partner_id=${b.id}`)).body.data).toEqual([]);

    // As docs/network.md "Lists across partners" says: a value of the wrong shape is 422, an unknown parameter 400.
    const answers: Record<string, [number, string]> = {};
    for (const path of ['/v1/admin/riders?status=asleep', '/v1/admin/riders?partner_id=nope', '/v1/admin/riders?limit=0', '/v1/admin/settlements?partner_id=', '/v1/admin/settlements?colour=red']) {
      const bad = await service.admin.get(path);
      answers[path] = [bad.status, bad.body.code];
    }
    expect(answers).toEqual({
      '/v1/admin/riders?status=asleep': [422, 'invalid_value'],
      '/v1/admin/riders?partner_id=nope': [422, 'invalid_value'],
      '/v1/admin/riders?limit=0': [422, 'invalid_value'],
      '/v1/admin/settlements?partner_id=': [422, 'invalid_value'],
      '/v1/admin/settlements?colour=red': [400, 'invalid_request'],
    });
    expect((await a.api.get('/v1/admin/riders')).status).toBe(401);
  });
});

describeStores('rolled keys on two instances', (kind) => {
  let database: TestDatabase;
  let first: TestService;
  let second: TestService;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    first = await startService(kind, { database });
    second = await startService(kind, { database });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('keeps the old key working until expires_in on both instances, then 401 on both', async () => {
    const partner = await createPartner(first);
    const old = (key: string, on: TestService) => on.client(key).get('/v1/riders').then((r) => r.status);
    // Both instances have the old key cached before the roll.
    expect([await old(partner.key, first), await old(partner.key, second)]).toEqual([200, 200]);
    const rolled = await first.admin.post(`/v1/admin/api_keys/${partner.keyId}/roll`, { expires_in: '2s' });
    expect(rolled.status).toBe(201);
    expect(rolled.body).toMatchObject({ partner_id: partner.id, mode: 'live', expires_at: null, rolled: { id: partner.keyId } });
    expect(rolled.body.key).toMatch(/^pdn_sk_/);
    const expiresAt = Date.parse(rolled.body.rolled.expires_at);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(2000);
    // Cached again on each instance with its expiry, and no write after: the expiry alone must end it.
    expect([await old(partner.key, first), await old(partner.key, second), await old(rolled.body.key, second)]).toEqual([200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 50));
    expect([await old(partner.key, first), await old(partner.key, second)]).toEqual([401, 401]);
    // The refusal says the key expired, and when (from the cache and from the store alike).
    for (const on of [first, second, await startService(kind, { database })]) {
      const refused = await on.client(partner.key).get('/v1/riders');
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 401, code: 'unauthorized' });
      expect(refused.body.detail).toBe(`This API key expired at ${rolled.body.rolled.expires_at}: the network rolled it. Use the key that replaced it.`);
      if (on !== first && on !== second) await on.close();
    }
    expect([await old(rolled.body.key, first), await old(rolled.body.key, second)]).toEqual([200, 200]);
    const keys = (await first.admin.get(`/v1/admin/partners/${partner.id}/api_keys`)).body.data;
    expect(keys.find((k: { id: string }) => k.id === partner.keyId).expires_at).toBe(rolled.body.rolled.expires_at);

    // 0s ends it now, on the other instance too; an ended key cannot be rolled again.
    const again = await second.admin.post(`/v1/admin/api_keys/${rolled.body.id}/roll`, { expires_in: '0s' });
    expect(again.status).toBe(201);
    expect([await old(rolled.body.key, first), await old(rolled.body.key, second), await old(again.body.key, first)]).toEqual([401, 401, 200]);
    expect((await first.admin.post(`/v1/admin/api_keys/${rolled.body.id}/roll`)).body.code).toBe('api_key_inactive');
  });

  it('defaults to 24h, keeps the mode, and refuses bad input changing nothing', async () => {
    const partner = await sandboxOf(first, await createPartner(first));
    const rolled = await first.admin.post(`/v1/admin/api_keys/${partner.keyId}/roll`);
    expect(rolled.status).toBe(201);
    expect(rolled.body.mode).toBe('test');
    expect(rolled.body.key).toMatch(/^pdn_test_/);
    const overlap = Date.parse(rolled.body.rolled.expires_at) - Date.now();
    expect(overlap).toBeGreaterThan(23.9 * 3600_000);
    expect(overlap).toBeLessThanOrEqual(24 * 3600_000);
    const before = (await first.admin.get(`/v1/admin/partners/${partner.id}/api_keys`)).body.data;
    for (const body of [{ expires_in: 'soon' }, { expires_in: '-1s' }, { expires_in: '31d' }, { expires_in: 5 }, { colour: 'red' }]) {
      const bad = await first.admin.post(`/v1/admin/api_keys/${rolled.body.id}/roll`, body);
      expect(bad.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
    }
    expect((await first.admin.post('/v1/admin/api_keys/key_nothing/roll')).body.code).toBe('api_key_not_found');
    expect((await first.admin.get(`/v1/admin/partners/${partner.id}/api_keys`)).body.data).toEqual(before);
  });
});
