// Bodies the JSON parser reads but no route takes: a JSON `null` (taken as "no body" by the
// validator, so it slipped through where the body is optional) is a 400 on every route that
// takes a body, and changes nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, sandboxOf, startService, type TestPartner, type TestService } from '../../test/harness.js';
import { storeSnapshot } from '../../test/invariants.js';

type Json = any;

describeStores('request bodies', (kind) => {
  let service: TestService;
  let partner: TestPartner;
  let sandbox: TestPartner;
  let doc: Json;
  beforeAll(async () => {
    service = await startService(kind);
    partner = await createPartner(service);
    sandbox = await sandboxOf(service, partner);
    doc = (await service.client(null).get('/v1/openapi.json')).body;
  });
  afterAll(() => service.close());

  it('answers a JSON null body with 400 on every POST, PUT and PATCH (the optional bodies too), changing nothing', async () => {
    const writes = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
      ['post', 'put', 'patch'].filter((method) => item[method]).map((method) => ({ path, method, optional: item[method].requestBody?.required !== true })),
    );
    // The routes the fuzzer found (pickup, deliver, release, rotate…) are among them.
    expect(writes.filter((w) => w.method === 'post' && w.optional).length).toBeGreaterThan(5);
    const before = await storeSnapshot(service.store);
    const answers = [];
    for (const { path, method } of writes) {
      const api = path.startsWith('/v1/admin/') ? service.admin : path.startsWith('/v1/test_helpers/') ? sandbox.api : partner.api;
      const url = path.replace(/\{[a-z_]+\}/g, 'x_1');
      const response = await api.request(method.toUpperCase(), url, { raw: 'null', headers: { 'content-type': 'application/json' } });
      answers.push({ route: `${method.toUpperCase()} ${path}`, status: response.status, code: response.body.code, detail: response.body.detail });
    }
    const detail = 'The body is JSON null: send an object, or no body at all where the body is optional.';
    expect(answers).toEqual(answers.map(({ route }) => ({ route, status: 400, code: 'invalid_request', detail })));
    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it('still takes no body, and an empty object, where the body is optional', async () => {
    const order = (await service.admin.post('/v1/admin/orders', { zone: 'z-none', pickup: { creator: 'K', eta_mins: 1 }, dropoff: { area: 'A' }, payout_estimate: { currency: 'EUR', amount: 1 } })).body;
    expect((await service.admin.post(`/v1/admin/orders/${order.order_id}/cancel`, {})).status).toBe(200);
    const key = (await service.admin.post(`/v1/admin/partners/${partner.id}/api_keys`)).body;
    expect(key.key).toMatch(/^pdn_sk_/);
  });
});
