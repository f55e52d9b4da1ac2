import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPartner, describeStores, startService, type TestService } from '../../test/harness.js';

// Every partner path of the contract (spec/partner-delivery-network-interface.md, Endpoints).
const CONTRACT = [
  ['get', '/v1/orders/available'],
  ['post', '/v1/orders/{order_id}/accept'],
  ['post', '/v1/orders/{order_id}/reassign'],
  ['get', '/v1/orders/{order_id}'],
  ['patch', '/v1/riders/{rider_id}/status'],
  ['get', '/v1/riders'],
  ['get', '/v1/fleet/availability'],
  ['post', '/v1/webhook_endpoints'],
  ['get', '/v1/webhook_endpoints'],
  ['delete', '/v1/webhook_endpoints/{id}'],
] as const;

describeStores('OpenAPI, docs, health and metrics', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('serves an OpenAPI 3.1 document listing every partner path of the contract', async () => {
    const res = await service.client(null).get('/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1\./);
    const missing = CONTRACT.filter(([method, path]) => !res.body.paths?.[path]?.[method]).map(([m, p]) => `${m.toUpperCase()} ${p}`);
    expect(missing).toEqual([]);
  });

  it('documents request bodies and problem responses from the route schemas', async () => {
    const doc = (await service.client(null).get('/v1/openapi.json')).body;
    const accept = doc.paths['/v1/orders/{order_id}/accept'].post;
    const bodySchema = accept.requestBody.content['application/json'].schema;
    expect(bodySchema.required).toEqual(['rider_id']);
    expect(Object.keys(accept.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '409']));
    const patch = doc.paths['/v1/riders/{rider_id}/status'].patch;
    expect(patch.requestBody.content['application/json'].schema.properties.status.enum).toEqual(['online', 'offline', 'on-break']);
    expect(JSON.stringify(doc.components)).toContain('request_id');
  });

  it('resolves every $ref in the document to one of its components', async () => {
    const doc = (await service.client(null).get('/v1/openapi.json')).body;
    const refs = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.add(value);
          else walk(value);
        }
      }
    };
    walk(doc);
    expect(refs.size).toBeGreaterThan(0);
    const unresolved = [...refs].filter((ref) => {
      const match = /^#\/components\/(schemas|headers|parameters)\/([^/]+)$/.exec(ref);
      return !match || doc.components[match[1]]?.[decodeURIComponent(match[2])] === undefined;
    });
    expect(unresolved).toEqual([]);
  });

  it('serves the docs page', async () => {
    const res = await fetch(`${service.url}/docs`, { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/swagger/i);
  });

  it('answers /healthz and /readyz with the store it reached', async () => {
    const anonymous = service.client(null);
    expect(await anonymous.get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await anonymous.get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', store: kind } });
  });

  it('counts requests and latency per route pattern in /metrics', async () => {
    const partner = await createPartner(service);
    await partner.api.get('/v1/riders');
    await partner.api.get('/v1/riders');
    await partner.api.get('/v1/orders/ord_doesnotexist');
    await partner.api.get('/v1/no-such-route-xyz');

    const res = await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${service.admin.key}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    const count = (route: string, status: string) => {
      const line = text
        .split('\n')
        .find((l) => l.startsWith('pdn_http_requests_total{') && l.includes(`route="${route}"`) && l.includes(`status="${status}"`) && l.includes('method="GET"'));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    expect(count('/v1/riders', '200')).toBe(2);
    expect(count('/v1/orders/:order_id', '404')).toBe(1);
    // Labels are route patterns, never raw URLs: unknown paths cannot blow up the series count.
    expect(text).not.toContain('ord_doesnotexist');
    expect(text).not.toContain('no-such-route-xyz');
    expect(text).toMatch(/pdn_http_request_duration_seconds_bucket\{[^}]*route="\/v1\/riders"/);
    expect(text).toMatch(/pdn_http_request_duration_seconds_count\{[^}]*route="\/v1\/riders"[^}]*\} 2/);
  });
});
