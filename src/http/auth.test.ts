import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_KEY, createOrder, createPartner, createRider, describeStores, startService, type TestService } from '../../test/harness.js';
import { storeSnapshot } from '../../test/invariants.js';

const BIN = path.resolve(import.meta.dirname, '../../bin/pdn.mjs');

describeStores('authentication', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  function expectUnauthorized(res: { status: number; headers: Headers; body: any }) {
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.body.code).toBe('unauthorized');
  }

  it('refuses a partner route with no key, a malformed header, or an unknown key', async () => {
    const anonymous = service.client(null);
    expectUnauthorized(await anonymous.get('/v1/riders'));
    expectUnauthorized(await anonymous.get('/v1/riders', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }));
    expectUnauthorized(await anonymous.get('/v1/riders', { headers: { authorization: 'Bearer' } }));
    expectUnauthorized(await service.client('pdn_sk_not_a_real_key_at_all').get('/v1/riders'));
  });

  it('takes the auth scheme in any case (RFC 9110: schemes are case-insensitive)', async () => {
    const partner = await createPartner(service);
    const res = await service.client(null).get('/v1/riders', { headers: { authorization: `bearer ${partner.key}` } });
    expect(res.status).toBe(200);
  });

  it('refuses an admin key on a partner route and a partner key on an admin route', async () => {
    const partner = await createPartner(service);
    expectUnauthorized(await service.admin.get('/v1/riders'));
    expectUnauthorized(await partner.api.get('/v1/admin/partners'));
    expectUnauthorized(await partner.api.post('/v1/admin/orders', { zone: partner.territories[0] }));
    // The same keys do work where they belong.
    expect((await partner.api.get('/v1/riders')).status).toBe(200);
    expect((await service.admin.get('/v1/admin/partners')).status).toBe(200);
  });

  it('checks the key before reading the body: no key with invalid JSON is 401, not 400', async () => {
    const anonymous = service.client(null);
    const res = await anonymous.request('POST', '/v1/orders/ord_x/accept', { raw: '{"rider_id": ', headers: { 'content-type': 'application/json' } });
    expectUnauthorized(res);
    const bad = await service.client('pdn_sk_wrong_key_123456').request('PATCH', '/v1/riders/rdr_x/status', {
      raw: 'not json',
      headers: { 'content-type': 'text/plain' },
    });
    expectUnauthorized(bad);
    const admin = await anonymous.request('POST', '/v1/admin/partners', { raw: '{', headers: { 'content-type': 'application/json' } });
    expectUnauthorized(admin);
  });

  it('stops a revoked key on the very next request, while the partner’s other keys keep working', async () => {
    const partner = await createPartner(service);
    const second = await service.admin.post(`/v1/admin/partners/${partner.id}/api_keys`);
    expect(second.status).toBe(201);
    const secondApi = service.client(second.body.key);
    expect((await partner.api.get('/v1/riders')).status).toBe(200);
    expect((await secondApi.get('/v1/riders')).status).toBe(200);

    const revoked = await service.admin.delete(`/v1/admin/api_keys/${partner.keyId}`);
    expect(revoked.status).toBe(200);

    expectUnauthorized(await partner.api.get('/v1/riders'));
    expect((await secondApi.get('/v1/riders')).status).toBe(200);
  });

  it('stops a key revoked by another process (the CLI on the same store) on the very next request', async () => {
    const partner = await createPartner(service);
    // Looked up (and so remembered by the service) before the revocation.
    expect((await partner.api.get('/v1/riders')).status).toBe(200);
    expect((await partner.api.get('/v1/riders')).status).toBe(200);
    execFileSync(process.execPath, [BIN, 'key', 'revoke', partner.keyId], { env: { ...process.env, PDN_DATABASE_URL: service.config.databaseUrl }, stdio: 'pipe' });
    expectUnauthorized(await partner.api.get('/v1/riders'));
  });

  it('changes nothing when an unauthorized request tries a move', async () => {
    const partner = await createPartner(service);
    const rider = await createRider(service, partner);
    const order = await createOrder(service, { zone: partner.territories[0] });
    const before = await storeSnapshot(service.store);

    expectUnauthorized(await service.client(null).post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id }));
    expectUnauthorized(await service.client(ADMIN_KEY).post(`/v1/orders/${order.order_id}/accept`, { rider_id: rider.rider_id }));
    expectUnauthorized(await partner.api.post(`/v1/admin/orders/${order.order_id}/cancel`, {}));

    expect(await storeSnapshot(service.store)).toEqual(before);
  });

  it('leaves public routes open', async () => {
    const anonymous = service.client(null);
    expect((await anonymous.get('/healthz')).status).toBe(200);
    expect((await anonymous.get('/v1/openapi.json')).status).toBe(200);
  });
});
