// Response headers that keep browsers and caches from misusing what we answer: no-store on
// every response that shows a secret, nosniff on everything, and the docs page's own CSP and
// frame protection, checked in a real Chromium when there is one.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, startService, type TestPartner, type TestService } from '../../test/harness.js';

const CHROMIUM = '/usr/bin/chromium';

describe('security headers', () => {
  let service: TestService;
  let partner: TestPartner;
  beforeAll(async () => {
    service = await startService('sqlite');
    partner = await createPartner(service);
  });
  afterAll(() => service.close());

  it('Cache-Control: no-store on every response that shows a secret, replays included', async () => {
    const body = { url: 'https://8.8.8.8/hook', enabled_events: ['*'] };
    const created = await partner.api.post('/v1/webhook_endpoints', body, { headers: { 'idempotency-key': 'create-1' } });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const replayed = await partner.api.post('/v1/webhook_endpoints', body, { headers: { 'idempotency-key': 'create-1' } });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body.secret).toBe(created.body.secret);
    expect(replayed.headers.get('cache-control')).toBe('no-store');

    const rotated = await partner.api.post(`/v1/webhook_endpoints/${created.body.id}/rotate_secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.headers.get('cache-control')).toBe('no-store');

    const key = await service.admin.post(`/v1/admin/partners/${partner.id}/api_keys`);
    expect(key.status).toBe(201);
    expect(key.body.key).toMatch(/^pdn_sk_/);
    expect(key.headers.get('cache-control')).toBe('no-store');

    // Reads that show no secret keep their ordinary caching (none set).
    expect((await partner.api.get(`/v1/webhook_endpoints/${created.body.id}`)).headers.get('cache-control')).toBeNull();
  });

  it('declares the Cache-Control header of those responses in the OpenAPI document', async () => {
    const doc = (await service.client(null).get('/v1/openapi.json')).body;
    for (const [path, method, status] of [
      ['/v1/webhook_endpoints', 'post', '201'],
      ['/v1/webhook_endpoints/{id}/rotate_secret', 'post', '200'],
      ['/v1/admin/partners/{partner_id}/api_keys', 'post', '201'],
    ]) {
      expect(doc.paths[path][method].responses[status].headers['Cache-Control'], `${method} ${path}`).toMatchObject({ schema: { const: 'no-store' } });
    }
  });

  it('X-Content-Type-Options: nosniff on every response: success, problem, unknown route, public, document, stream', async () => {
    const responses = await Promise.all([
      partner.api.get('/v1/riders'),
      partner.api.get('/v1/orders/ord_missing'),
      service.client(null).get('/v1/riders'),
      partner.api.get('/v1/nothing-here'),
      partner.api.request('PUT', '/v1/riders'),
      service.client(null).get('/healthz'),
      service.client(null).get('/v1/openapi.json'),
      service.client(null).get('/docs/'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 404, 401, 404, 405, 200, 200, 200]);
    for (const response of responses) expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const abort = new AbortController();
    const stream = await fetch(`${service.url}/v1/events/stream`, { headers: { authorization: `Bearer ${partner.key}` }, signal: abort.signal });
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    abort.abort();
  });

  it('/docs: a Content-Security-Policy and no framing, on the page and its files', async () => {
    for (const path of ['/docs/', '/docs/static/swagger-ui.css', '/docs/static/swagger-initializer.js', '/docs/json']) {
      const response = await fetch(service.url + path);
      expect(response.status, path).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp.split('; '), path).toEqual(expect.arrayContaining(["default-src 'none'", "script-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"]));
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      await response.arrayBuffer();
    }
  });

  it.skipIf(!fs.existsSync(CHROMIUM))('/docs renders in Chromium under its policy, with nothing refused', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${service.url}/docs/`);
      await page.waitForSelector('.swagger-ui .info .title', { timeout: 20_000 });
      expect(await page.textContent('.swagger-ui .info .title')).toContain('Partner Delivery Network API');
      await page.click('.opblock-summary >> nth=0');
      await page.waitForSelector('.opblock-body', { timeout: 10_000 });
      expect(problems).toEqual([]);

      // Another page cannot frame it.
      const framing = await browser.newPage();
      const refused = framing.waitForEvent('console', { predicate: (message) => message.text().includes("frame-ancestors 'none'"), timeout: 20_000 });
      await framing.setContent(`<iframe id="docs" src="${service.url}/docs/"></iframe>`);
      await refused;
      const framed = framing.frames().find((frame) => frame.url().startsWith(`${service.url}/docs`));
      expect(await framed?.$('.swagger-ui')).toBeFalsy();
    } finally {
      await browser.close();
    }
    // Chromium starting and Swagger UI rendering the whole document beside two other test files.
  }, 90_000);
});
