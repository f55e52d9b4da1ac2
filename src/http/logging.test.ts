import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type TestService } from '../../test/harness.js';
import { LogCapture } from '../../test/log.js';
import { redactUrl } from './logging.js';

describe('redactUrl', () => {
  it.each([
    ['/v1/riders?api_key=abc123&limit=5', '/v1/riders?api_key=[REDACTED]&limit=5'],
    ['/v1/riders?limit=5&token=abc&Secret=x&PASSWORD=y&sig=z', '/v1/riders?limit=5&token=[REDACTED]&Secret=[REDACTED]&PASSWORD=[REDACTED]&sig=[REDACTED]'],
    ['/x?access%5Ftoken=abc', '/x?access%5Ftoken=[REDACTED]'],
    ['/x?q=pdn_sk_abcdef0123', '/x?q=[REDACTED]'],
    ['/v1/pdn_sk_abcdef/x', '/v1/[REDACTED]/x'],
    ['/v1/orders?status=assigned&limit=10', '/v1/orders?status=assigned&limit=10'],
    ['/v1/orders', '/v1/orders'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describeStores('secrets in the URL are not logged', (kind) => {
  let service: TestService;
  const log = new LogCapture();
  beforeAll(async () => {
    service = await startService(kind, { logger: log.logger() });
  });
  afterAll(() => service.close());

  it('logs the request with credential-like query values and keys replaced', async () => {
    const partner = await createPartner(service);
    await partner.api.get(`/v1/riders?api_key=${partner.key}&limit=5`);
    await service.client(null).get('/v1/riders?access_token=very-secret-token-1&password=hunter2xyz');
    await service.client(null).get(`/healthz?key=${partner.key}`);
    const requests = log.lines.filter((l) => l.req?.url?.startsWith('/v1/riders') || l.req?.url?.startsWith('/healthz'));
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(log.text).not.toContain(partner.key);
    expect(log.text).not.toContain(partner.key.slice(7));
    expect(log.text).not.toContain('very-secret-token-1');
    expect(log.text).not.toContain('hunter2xyz');
    expect(requests.map((l) => l.req.url)).toContain('/v1/riders?api_key=[REDACTED]&limit=5');
  });
});
