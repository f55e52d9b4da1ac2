import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';
import { ensureAdminKey } from './partners.service.js';

// Without PDN_ADMIN_KEY the first start generates the admin key; only its hash is kept.
describeStores('generated admin key', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_ADMIN_KEY: '' } });
  });
  afterAll(() => service.close());

  it('is made once, stored hashed, valid on the admin API only, with partner keys working beside it', async () => {
    const key = await ensureAdminKey(service.app.pdn);
    expect(key).toMatch(/^pdn_admin_[A-Za-z0-9_-]{43}$/);
    expect(await ensureAdminKey(service.app.pdn)).toBeUndefined();
    const stored = await service.store.db.selectFrom('admin_keys').select('key_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].key_hash).not.toContain(key!.slice('pdn_admin_'.length));

    const admin = service.client(key!);
    const partner = await admin.post('/v1/admin/partners', { name: 'Fleet', territories: ['north'] });
    expect(partner.status).toBe(201);
    const partnerKey = (await admin.post(`/v1/admin/partners/${partner.body.id}/api_keys`)).body.key;
    expect((await service.client(partnerKey).get('/v1/riders')).status).toBe(200);

    expect((await admin.get('/v1/riders')).status).toBe(401);
    expect((await service.client(`${key!.slice(0, -4)}AAAA`).get('/v1/admin/partners')).status).toBe(401);
    // The harness's fixed test admin key means nothing to a service that generated its own.
    expect((await service.admin.get('/v1/admin/partners')).status).toBe(401);
  });
});
