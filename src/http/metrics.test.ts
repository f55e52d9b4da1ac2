import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type TestService } from '../../test/harness.js';

describeStores('/metrics access', (kind) => {
  let service: TestService;
  const token = 'scraper-token-0123456789';
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_METRICS_TOKEN: token } });
  });
  afterAll(() => service.close());

  it('answers the admin key and PDN_METRICS_TOKEN, and 401 to anyone else', async () => {
    const partner = await createPartner(service);
    for (const key of [null, 'not-the-token-0000', partner.key, `${token}x`]) {
      const res = await service.client(key).get('/metrics');
      expect({ key, status: res.status, code: res.body?.code }).toEqual({ key, status: 401, code: 'unauthorized' });
      expect(JSON.stringify(res.body)).not.toContain('pdn_http_requests_total');
    }
    for (const key of [service.admin.key, token]) {
      const res = await service.client(key).get('/metrics');
      expect(res.status).toBe(200);
      expect(res.body).toContain('pdn_http_requests_total');
    }
    // The token opens /metrics only, not the admin API.
    expect((await service.client(token).get('/v1/admin/partners')).status).toBe(401);
  });
});
