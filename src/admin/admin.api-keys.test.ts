import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type TestService } from '../../test/harness.js';
import { hashKey } from '../partners/partners.service.js';

describeStores('/v1/admin partner API keys', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('issues a key shown once, stored only as its hash', async () => {
    const partner = await createPartner(service);
    const res = await service.admin.post(`/v1/admin/partners/${partner.id}/api_keys`);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ object: 'api_key', partner_id: partner.id, revoked_at: null });
    expect(res.body.id).toMatch(/^key_/);
    expect(res.body.key.length).toBeGreaterThanOrEqual(40);
    expect(res.body.key.startsWith(res.body.key_prefix)).toBe(true);

    const row = await service.store.db.selectFrom('api_keys').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashKey(res.body.key));
    expect(JSON.stringify(row)).not.toContain(res.body.key);

    const listed = await service.admin.get(`/v1/admin/partners/${partner.id}/api_keys`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((k: any) => k.id)).toEqual([partner.keyId, res.body.id]);
    expect(JSON.stringify(listed.body)).not.toContain(res.body.key);
    for (const k of listed.body.data) expect(k).not.toHaveProperty('key');
  });

  it('keeps several live keys per partner, all working, each revocable on its own', async () => {
    const partner = await createPartner(service);
    const more = [];
    for (let i = 0; i < 3; i++) more.push((await service.admin.post(`/v1/admin/partners/${partner.id}/api_keys`)).body);
    const clients = [partner.api, ...more.map((k) => service.client(k.key))];
    for (const c of clients) expect((await c.get('/v1/riders')).status).toBe(200);

    const revoked = await service.admin.delete(`/v1/admin/api_keys/${more[1].id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: more[1].id, revoked_at: expect.any(String) });
    expect(revoked.body).not.toHaveProperty('key');

    const statuses = await Promise.all(clients.map(async (c) => (await c.get('/v1/riders')).status));
    expect(statuses).toEqual([200, 200, 401, 200]);
    const listed = (await service.admin.get(`/v1/admin/partners/${partner.id}/api_keys`)).body.data;
    expect(listed.filter((k: any) => k.revoked_at !== null).map((k: any) => k.id)).toEqual([more[1].id]);
  });

  it('revokes on the very next request, including one racing in right after', async () => {
    const partner = await createPartner(service);
    expect((await partner.api.get('/v1/orders/available')).status).toBe(200);
    await service.admin.delete(`/v1/admin/api_keys/${partner.keyId}`);
    const after = await Promise.all([partner.api.get('/v1/orders/available'), partner.api.get('/v1/riders'), partner.api.get('/v1/fleet/availability')]);
    expect(after.map((r) => r.status)).toEqual([401, 401, 401]);
  });

  it('treats revoking twice as a no-op that keeps the first revocation time', async () => {
    const partner = await createPartner(service);
    const first = await service.admin.delete(`/v1/admin/api_keys/${partner.keyId}`);
    const second = await service.admin.delete(`/v1/admin/api_keys/${partner.keyId}`);
    expect(second.status).toBe(200);
    expect(second.body.revoked_at).toBe(first.body.revoked_at);
  });

  it('404 for an unknown key or partner', async () => {
    const unknownKey = await service.admin.delete('/v1/admin/api_keys/key_nothing');
    expect(unknownKey.status).toBe(404);
    expect(unknownKey.body.code).toBe('api_key_not_found');
    const unknownPartner = await service.admin.post('/v1/admin/partners/ptn_nobody/api_keys');
    expect(unknownPartner.status).toBe(404);
    expect(unknownPartner.body.code).toBe('partner_not_found');
    expect((await service.admin.get('/v1/admin/partners/ptn_nobody/api_keys')).status).toBe(404);
    const keys = await service.store.db.selectFrom('api_keys').select('id').where('partner_id', '=', 'ptn_nobody').execute();
    expect(keys).toEqual([]);
  });
});
