import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type TestService } from '../../test/harness.js';

describeStores('rate limit per API key (PDN_RATE_LIMIT=5: 10 per 2 s window)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_RATE_LIMIT: '5' } });
  });
  afterAll(() => service.close());

  it('lets a burst of 10 through, then answers 429 with Retry-After and RateLimit-* headers; another key is unaffected', async () => {
    const noisy = await createPartner(service);
    const quiet = await createPartner(service);

    // 30 at once: the window holds 10; serving all 30 would take three windows (6 s).
    const results = await Promise.all(Array.from({ length: 30 }, () => noisy.api.get('/v1/riders')));
    const ok = results.filter((r) => r.status === 200);
    const limited = results.filter((r) => r.status === 429);
    expect(ok.length).toBeGreaterThanOrEqual(10);
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(ok.length + limited.length).toBe(30);

    for (const res of ok) {
      expect(res.headers.get('ratelimit-limit')).toBe('10');
      expect(Number(res.headers.get('ratelimit-remaining'))).toBeGreaterThanOrEqual(0);
      expect(res.headers.get('ratelimit-policy')).toBe('10;w=2');
    }
    const refused = limited[0];
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('x-request-id')).toMatch(/^req_/);

    const other = await quiet.api.get('/v1/riders');
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe('9');
  });

  it('does not limit the network admin key', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => service.admin.get('/v1/admin/partners')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results[0].headers.get('ratelimit-limit')).toBeNull();
  });
});

describeStores('rate limit off (PDN_RATE_LIMIT=0)', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind, { env: { PDN_RATE_LIMIT: '0' } });
  });
  afterAll(() => service.close());

  it('serves every request and sends no RateLimit headers', async () => {
    const partner = await createPartner(service);
    const results = await Promise.all(Array.from({ length: 40 }, () => partner.api.get('/v1/riders')));
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(results[0].headers.get('ratelimit-limit')).toBeNull();
  });
});
