// Bad input must get a clear 4xx problem body and change nothing; a 5xx is a bug. Random
// bodies and query strings (fast-check) against every route that takes one.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrder, createPartner, createRider, describeStores, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { storeSnapshot } from '../../test/invariants.js';

describeStores('random bad input', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  let riderId: string;
  let orderId: string;
  beforeAll(async () => {
    service = await startService(kind);
    partner = await createPartner(service, { territories: ['north', 'south'] });
    riderId = (await createRider(service, partner)).rider_id;
    orderId = (await createOrder(service, { zone: 'north' })).order_id;
  });
  afterAll(() => service.close());

  // Mostly near-miss bodies (right field names, wrong values) plus arbitrary JSON.
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom('online', 'on-break', 'north', 'EUR', '', ' ', '💥', 'a\u0000b', 'x'.repeat(300)),
    fc.string({ unit: 'binary', maxLength: 10 }),
    fc.double(),
    fc.integer(),
  );
  const nearMiss = (fields: string[]) => fc.dictionary(fc.constantFrom(...fields, 'extra'), value, { maxKeys: 4 });
  const body = (fields: string[]) => fc.oneof(nearMiss(fields), fc.jsonValue({ maxDepth: 3 }));

  async function expectRefusedOrHarmless(res: { status: number; headers: Headers; body: any }, before: unknown, allowSuccess: boolean) {
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    if (res.status >= 400) {
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: res.status, code: expect.any(String), detail: expect.any(String), request_id: expect.any(String) });
      expect(await storeSnapshot(service.store)).toEqual(before);
    } else {
      expect(allowSuccess, `accepted ${JSON.stringify(res.body)}`).toBe(true);
    }
  }

  it('never answers 5xx, and a refused body changes nothing', async () => {
    const routes: Array<{ method: string; path: () => string; fields: string[]; admin?: boolean; canSucceed: boolean }> = [
      { method: 'PATCH', path: () => `/v1/riders/${riderId}/status`, fields: ['status', 'zone', 'capacity'], canSucceed: true },
      { method: 'POST', path: () => `/v1/orders/${orderId}/accept`, fields: ['rider_id'], canSucceed: false },
      { method: 'POST', path: () => `/v1/orders/${orderId}/reassign`, fields: ['rider_id', 'reason'], canSucceed: false },
      { method: 'POST', path: () => '/v1/admin/orders', fields: ['zone', 'pickup', 'dropoff', 'payout_estimate'], admin: true, canSucceed: true },
      { method: 'POST', path: () => '/v1/admin/partners', fields: ['name', 'territories'], admin: true, canSucceed: true },
      { method: 'POST', path: () => '/v1/admin/riders', fields: ['partner_id', 'zone', 'capacity', 'status', 'name'], admin: true, canSucceed: true },
      { method: 'POST', path: () => '/v1/admin/settlements', fields: ['partner_id', 'currency'], admin: true, canSucceed: false },
    ];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body(route.fields), async (sent) => {
          const before = await storeSnapshot(service.store);
          const client = route.admin ? service.admin : partner.api;
          const res = await client.request(route.method, route.path(), { body: sent });
          await expectRefusedOrHarmless(res, before, route.canSucceed);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('never answers 5xx to random query strings on the lists', async () => {
    const param = fc.constantFrom('limit', 'starting_after', 'zone', 'status', 'extra');
    const query = fc.array(fc.tuple(param, fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.integer().map(String), fc.constantFrom('north', 'online', 'assigned', '0', '201'))), { maxLength: 3 });
    const paths = ['/v1/orders/available', '/v1/orders', '/v1/riders', '/v1/fleet/availability', '/v1/admin/partners'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, async (path, pairs) => {
        const qs = new URLSearchParams(pairs).toString();
        const client = path.startsWith('/v1/admin') ? service.admin : partner.api;
        const res = await client.get(`${path}${qs ? `?${qs}` : ''}`);
        expect(res.status, `${path}?${qs} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      }),
      { numRuns: 60 },
    );
  });

  it('never answers 5xx to random ids in paths', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 100 }), async (id) => {
        const encoded = encodeURIComponent(id);
        const results = await Promise.all([
          partner.api.get(`/v1/orders/${encoded}`),
          partner.api.patch(`/v1/riders/${encoded}/status`, { status: 'online' }),
          service.admin.post(`/v1/admin/orders/${encoded}/pickup`),
          service.admin.get(`/v1/admin/partners/${encoded}`),
          service.admin.delete(`/v1/admin/api_keys/${encoded}`),
        ]);
        for (const res of results) expect(res.status, `${id} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
